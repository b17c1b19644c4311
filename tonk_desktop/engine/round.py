"""One round of Tonk: the deal, the turns, and the settlement (docs/rules.md §2-6).

`Round.apply()` is the checked path: an action not in `legal_actions()` raises
`IllegalAction` with a reason and changes nothing. `Round._do()` is the unchecked
path the computer players' search uses on actions it took from `legal_actions()`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from .actions import (
    Action,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    IllegalAction,
    Knock,
    LaySpread,
    Payment,
    RoundEnd,
    RoundResult,
    Spread,
)
from .cards import Card, full_deck
from .rules import HouseRules
from .spreads import HitInfo, any_spread, classify, hand_spreads

Phase = Literal["start", "play", "over"]

KNOCK: Final = Knock()
DRAW_STOCK: Final = Draw("stock")
DRAW_DISCARD: Final = Draw("discard")
DECLINE: Final = DeclineDiscard()
DECLARE: Final = DeclareTonk()

_DISCARDS: dict[Card, Discard] = {}
_HITS: dict[tuple[Card, int], Hit] = {}
_LAYS: dict[tuple[Card, ...], LaySpread] = {}

HISTORY_FORMAT: Final = "tonk-hand-history"
HISTORY_VERSION: Final = 1


def _discard(card: Card) -> Discard:
    action = _DISCARDS.get(card)
    if action is None:
        action = _DISCARDS[card] = Discard(card)
    return action


def _hit(card: Card, index: int) -> Hit:
    key = (card, index)
    action = _HITS.get(key)
    if action is None:
        action = _HITS[key] = Hit(card, index)
    return action


def _lay(cards: tuple[Card, ...]) -> LaySpread:
    action = _LAYS.get(cards)
    if action is None:
        action = LaySpread(cards)
        _LAYS[cards] = _LAYS[action.cards] = action
    return action


@dataclass(frozen=True, slots=True)
class Event:
    """One applied action as others saw it. `card` is the card drawn: always for a
    draw from the discard pile; for a draw from the stock only in the drawer's
    own view (and in the full history)."""

    player: int
    action: Action
    card: Card | None = None


# The spreads on the table as (kind, cards in display order).
_Table = tuple[tuple[Literal["book", "run"], tuple[Card, ...]], ...]


def _after_hit(table: _Table, index: int, card: Card, dead_books: bool) -> _Table:
    kind, cards = table[index]
    ordered = classify((*cards, card))
    assert ordered is not None
    if dead_books and kind == "book" and len(ordered[1]) == 4:
        return table[:index] + table[index + 1 :]
    return (*table[:index], (kind, ordered[1]), *table[index + 1 :])


def _meld_reachable(
    card: Card,
    hand: tuple[Card, ...],
    table: _Table,
    hits_left: int,
    may_spread: bool,
    rules: HouseRules,
    seen: dict[object, bool],
) -> bool:
    """Can `card` (in `hand`) be spread or hit from here, after any spreads and
    hits of the other cards? A search of the rest of the turn (`seen` memoises
    positions already judged)."""
    key = (tuple(sorted(c.code for c in hand)), table, hits_left)
    known = seen.get(key)
    if known is not None:
        return known
    seen[key] = False  # (a position never leads back to itself: the hand shrinks)
    runs_only = rules.hit_runs_only
    infos = [HitInfo(kind, cards) for kind, cards in table]
    if hits_left:
        for info in infos:
            if (info.is_run or not runs_only) and info.takes(card):
                seen[key] = True
                return True
    spreads = hand_spreads(hand) if may_spread else []
    if any(card in cards for cards in spreads):
        seen[key] = True
        return True
    for cards in spreads:
        rest = list(hand)
        for other in cards:
            rest.remove(other)
        ordered = classify(cards)
        assert ordered is not None
        grown = (*table, ordered)
        if _meld_reachable(card, tuple(rest), grown, hits_left, may_spread, rules, seen):
            seen[key] = True
            return True
    if hits_left:
        tried: set[tuple[Card, int]] = set()
        for other in hand:
            if other is card:
                continue
            for index, info in enumerate(infos):
                if (other, index) in tried or not (info.is_run or not runs_only):
                    continue
                tried.add((other, index))
                if not info.takes(other):
                    continue
                rest = list(hand)
                rest.remove(other)
                after = _after_hit(table, index, other, rules.dead_books)
                left = hits_left - 1
                if _meld_reachable(card, tuple(rest), after, left, may_spread, rules, seen):
                    seen[key] = True
                    return True
    return False


@dataclass(frozen=True, slots=True)
class RoundView:
    """What one player may know of a round (`Round.view(i)`). It holds no card the
    player has not seen: other hands appear only as sizes and as the cards each
    player is known to hold (taken from the discard pile and not played since).
    `discard_pile` is every card seen going onto the pile, bottom first: what a
    perfect memory holds (only `discard_top` is shown on the table)."""

    player: int
    rules: HouseRules
    dealer: int
    current: int
    phase: Phase
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known_cards: tuple[tuple[Card, ...], ...]
    spreads: tuple[Spread, ...]
    discard_top: Card | None
    discard_pile: tuple[Card, ...]
    stock_count: int
    held: tuple[int, ...]
    held_now: bool
    taken_card: Card | None
    laid_new_spread: bool
    hits_this_turn: int
    drawn_hand_size: int
    had_turn: tuple[bool, ...]
    history: tuple[Event, ...]
    legal: tuple[Action, ...]
    result: RoundResult | None
    revealed_hands: tuple[tuple[Card, ...], ...] | None

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    def unseen_cards(self) -> list[Card]:
        """The cards this player cannot place: in other hands (beyond the known
        ones) or in the stock."""
        pool = Counter(full_deck(self.rules.jokers))
        pool.subtract(self.hand)
        for spread in self.spreads:
            pool.subtract(spread.cards)
        pool.subtract(self.discard_pile)
        for other, cards in enumerate(self.known_cards):
            if other != self.player:
                pool.subtract(cards)
        if any(count < 0 for count in pool.values()):
            raise ValueError("the view is inconsistent: a card is in two places")
        return sorted(pool.elements(), key=lambda card: card.sort_key)

    def deal_unseen(
        self, rng: random.Random, unseen: Sequence[Card] | None = None
    ) -> tuple[list[list[Card]], list[Card]]:
        """The unseen cards dealt at random to the other hands' unknown places
        and the stock: every hand (this player's own as it is; another's unknown
        cards first, then its known ones) and the stock, top card last, as
        `Round.from_view` takes them. `unseen`: `unseen_cards()`, when the caller
        deals many times."""
        unseen = list(unseen) if unseen is not None else self.unseen_cards()
        rng.shuffle(unseen)
        hands: list[list[Card]] = []
        position = 0
        for other in range(self.players):
            if other == self.player:
                hands.append(list(self.hand))
                continue
            known = list(self.known_cards[other])
            missing = self.hand_sizes[other] - len(known)
            hands.append(unseen[position : position + missing] + known)
            position += missing
        stock = unseen[position:]
        if len(stock) != self.stock_count:
            raise ValueError("the view is inconsistent: cards unaccounted for")
        return hands, stock

    def sample(self, rng: random.Random, unseen: Sequence[Card] | None = None) -> Round:
        """A full round consistent with this view, the unseen cards dealt
        uniformly (`deal_unseen`); every card this player has seen stays where it
        was seen. For the computer players' search, which deals many samples of
        one view: it may pass `unseen_cards()` computed once."""
        hands, stock = self.deal_unseen(rng, unseen)
        return Round.from_view(self, hands, stock, check=False)


class Round:
    """A round in play: the engine's contract in docs/architecture.md, "engine"."""

    __slots__ = (
        "_hit_infos",
        "_legal_cache",
        "_pending49",
        "_points",
        "_spreads",
        "_synthetic",
        "current",
        "dealer",
        "deck",
        "drawn_hand_size",
        "events",
        "had_turn",
        "hands",
        "held",
        "held_now",
        "hits_this_turn",
        "known",
        "laid_new_spread",
        "phase",
        "pile",
        "players",
        "result",
        "rules",
        "stock",
        "taken",
    )

    rules: HouseRules
    players: int
    dealer: int
    deck: tuple[Card, ...]
    hands: list[list[Card]]
    stock: list[Card]  # top card last
    pile: list[Card]  # top card last
    _spreads: list[Spread]
    _hit_infos: list[HitInfo]
    current: int
    phase: Phase
    taken: Card | None
    laid_new_spread: bool
    hits_this_turn: int
    drawn_hand_size: int
    held: list[int]
    held_now: bool
    had_turn: list[bool]
    _pending49: list[bool]
    known: list[list[Card]]
    events: list[Event]  # one per action applied, in order
    result: RoundResult | None
    _legal_cache: list[Action] | None
    _points: tuple[int, ...]
    _synthetic: bool

    # ----------------------------------------------------------------- dealing

    @classmethod
    def deal(
        cls,
        rules: HouseRules,
        dealer: int = 0,
        rng: random.Random | None = None,
        deck: Sequence[Card] | None = None,
    ) -> Round:
        """Deal a round. Give `rng` for a shuffled deck, or `deck` (top card first)
        for a stacked one: dealt one card at a time from the left of the dealer,
        then the up-card, the rest is the stock. A deck that is not exactly the
        rules' cards is a ValueError."""
        if not 0 <= dealer < rules.players:
            raise ValueError(f"dealer must be a player from 0 to {rules.players - 1}")
        expected = full_deck(rules.jokers)
        if deck is None:
            if rng is None:
                raise ValueError("deal needs a random.Random or a stacked deck")
            cards = expected
            rng.shuffle(cards)
        else:
            cards = list(deck)
            if not all(isinstance(card, Card) for card in cards):
                raise ValueError("a stacked deck must hold Card objects")
            if Counter(cards) != Counter(expected):
                raise ValueError(_deck_difference(cards, expected, rules))
        rnd = cls.__new__(cls)
        rnd.rules = rules
        rnd.players = n = rules.players
        rnd.dealer = dealer
        rnd.deck = tuple(cards)
        rnd._points = rules.points_table()
        rnd.hands = [[] for _ in range(n)]
        dealt = rules.hand_size * n
        for k in range(dealt):
            rnd.hands[(dealer + 1 + k) % n].append(cards[k])
        position = dealt
        rnd.pile = []
        if rules.initial_discard:
            rnd.pile.append(cards[position])
            position += 1
        rnd.stock = cards[position:][::-1]
        rnd._spreads = []
        rnd._hit_infos = []
        rnd.current = (dealer + 1) % n
        rnd.phase = "start"
        rnd.taken = None
        rnd.laid_new_spread = False
        rnd.hits_this_turn = 0
        rnd.drawn_hand_size = 0
        rnd.held = [0] * n
        rnd.held_now = False
        rnd.had_turn = [False] * n
        rnd.known = [[] for _ in range(n)]
        rnd.events = []
        rnd.result = None
        rnd._legal_cache = None
        rnd._synthetic = False
        rnd._pending49 = [False] * n
        rnd._settle_deal()
        return rnd

    def _settle_deal(self) -> None:
        rules = self.rules
        if not rules.settles_at_deal:
            return
        totals = self.totals()
        automatic: list[tuple[int, RoundEnd, int]] = []
        for player, total in enumerate(totals):
            if (rules.dealt_tonk == "49_50" and total in (49, 50)) or (
                rules.dealt_tonk == "50_only_49_in_turn" and total == 50
            ):
                automatic.append((player, "dealt_tonk", 2))
            elif rules.low_deal_9 and total <= 9:
                automatic.append((player, "low_deal", 3))
            elif rules.low_deal_13 and total <= 13:
                automatic.append((player, "low_deal", 2))
            elif rules.dealt_tonk == "50_only_49_in_turn" and total == 49:
                self._pending49[player] = True
        if len(automatic) >= 2:
            self._finish(RoundResult.settle("misdeal", (), [], totals))
        elif automatic:
            winner, kind, units = automatic[0]
            self._finish(self._everyone_pays(kind, winner, units, totals))

    # --------------------------------------------------------------- queries

    def hand(self, player: int) -> tuple[Card, ...]:
        return tuple(self.hands[player])

    @property
    def discard_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        return tuple(self.pile)

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    @property
    def spreads(self) -> tuple[Spread, ...]:
        return tuple(self._spreads)

    @property
    def history(self) -> list[Action]:
        """The actions applied so far, in order (each event's action)."""
        return [event.action for event in self.events]

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def hand_total(self, player: int) -> int:
        points = self._points
        return sum(points[card.rank] for card in self.hands[player])

    def totals(self) -> tuple[int, ...]:
        points = self._points
        return tuple(sum(points[card.rank] for card in hand) for hand in self.hands)

    def pending_dealt_49(self, player: int) -> bool:
        """Under "50_only_49_in_turn": may this player still declare a dealt 49?"""
        return self._pending49[player] and not self.had_turn[player]

    # --------------------------------------------------------- legal actions

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take now (empty once the round is over)."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = self._generate()
        return list(cache)

    def _generate(self) -> list[Action]:
        phase = self.phase
        if phase == "over":
            return []
        rules = self.rules
        hand = self.hands[self.current]
        actions: list[Action] = []
        if phase == "start":
            if self._pending49[self.current] and not self.had_turn[self.current]:
                actions.append(DECLARE)
            if self._may_knock(hand):
                actions.append(KNOCK)
            if self.stock:
                actions.append(DRAW_STOCK)
            if self.pile and (
                not rules.discard_must_meld
                or self._meldable(self.pile[-1], [*hand, self.pile[-1]], self._table())
            ):
                actions.append(DRAW_DISCARD)
            if not self.stock:
                actions.append(DECLINE)
            return actions
        # After the draw. The hand's spreads are listed once: the knock, the
        # spreads and (under must_lay_spreads) the discard all depend on them.
        may_spread = not (self.held_now and rules.hit_penalty == "no_spreads")
        spreads = hand_spreads(hand) if may_spread else []
        if rules.knock_timing == "any_time" and self._may_knock(hand, spreads):
            actions.append(KNOCK)
        pending = self.taken if rules.discard_must_meld and self.taken in hand else None
        table = self._table() if pending is not None else ()
        if may_spread:
            for cards in spreads:
                if pending is not None and pending not in cards:
                    rest = list(hand)
                    for card in cards:
                        rest.remove(card)
                    kind_order = classify(cards)
                    assert kind_order is not None
                    if not self._meldable(pending, rest, (*table, kind_order)):
                        continue
                actions.append(_lay(cards))
        if not (rules.one_hit_per_turn and self.hits_this_turn):
            infos = self._hit_infos
            runs_only = rules.hit_runs_only
            seen_joker = False
            for card in hand:
                if not card.rank:
                    if seen_joker:
                        continue
                    seen_joker = True
                for index, info in enumerate(infos):
                    if runs_only and not info.is_run:
                        continue
                    if info.takes(card):
                        if pending is not None and card is not pending:
                            rest = list(hand)
                            rest.remove(card)
                            after = _after_hit(table, index, card, rules.dead_books)
                            if not self._meldable(pending, rest, after, 1):
                                continue
                        actions.append(_hit(card, index))
        if pending is None and not (rules.must_lay_spreads and any_spread(spreads, True)):
            taken = self.taken
            blocked = discard_blocked(rules, hand, taken)
            seen_joker = False
            for card in hand:
                if not card.rank:
                    if seen_joker:
                        continue
                    seen_joker = True
                if blocked and card is taken:
                    continue
                actions.append(_discard(card))
        return actions

    def _may_knock(self, hand: list[Card], spreads: list[tuple[Card, ...]] | None = None) -> bool:
        """May the current player knock now (`spreads`: the hand's
        `hand_spreads`, when the caller has listed them)?"""
        rules = self.rules
        if self.held_now and rules.hit_penalty == "no_knock":
            return False
        if rules.knock_limit and self.hand_total(self.current) > rules.knock_limit:
            return False
        if self.phase == "play" and rules.discard_must_meld and self.taken in hand:
            return False
        if not rules.must_lay_spreads or (self.held_now and rules.hit_penalty == "no_spreads"):
            return True
        return not any_spread(hand_spreads(hand) if spreads is None else spreads, True)

    def _table(self) -> _Table:
        return tuple((spread.kind, spread.cards) for spread in self._spreads)

    def _meldable(self, card: Card, hand: list[Card], table: _Table, hits_used: int = 0) -> bool:
        """Could `card` (in `hand`) still be spread or hit this turn, by any
        order of spreads and hits (`hits_used`: hits played since `table`)?
        Under discard_must_meld the taken card may need other plays first: a
        hit that stretches a run, a spread whose joker a later hit moves."""
        rules = self.rules
        hits_left = 99
        if rules.one_hit_per_turn:
            hits_left = 0 if self.hits_this_turn or hits_used else 1
        may_spread = not (self.held_now and rules.hit_penalty == "no_spreads")
        if card.rank and not any(
            not other.rank or other.rank == card.rank or other.suit == card.suit
            for other in hand
            if other is not card
        ):
            # Nothing in hand shares its rank or suit (nor is a joker): only a
            # spread already on the table can take it, and hitting other cards
            # first cannot make one that does. (The hot path: most top discards.)
            return hits_left > 0 and any(
                (kind == "run" or not rules.hit_runs_only) and HitInfo(kind, cards).takes(card)
                for kind, cards in table
            )
        return _meld_reachable(card, tuple(hand), table, hits_left, may_spread, rules, {})

    # ----------------------------------------------------------------- apply

    def apply(self, action: Action) -> None:
        """Apply a legal action for the current player. Anything else raises
        IllegalAction with the reason, leaving the round unchanged."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = self._generate()
        if action not in cache:
            raise self._explain(action)
        self._do(action)

    def _do(self, action: Action) -> None:
        """Apply an action known to be legal (no checks: the search's fast path)."""
        self._legal_cache = None
        player = self.current
        hand = self.hands[player]
        kind = type(action)
        if kind is Discard:
            card = action.card  # type: ignore[union-attr]
            hand.remove(card)
            self._forget(player, card)
            self.pile.append(card)
            self.events.append(Event(player, action))
            if not hand:
                self._finish(self._everyone_pays("went_out", player, 1, self.totals()))
            else:
                self._next_turn()
            return
        if kind is Draw:
            self._start_turn_once(player)
            if action.source == "stock":  # type: ignore[union-attr]
                card = self.stock.pop()
                self.taken = None
            else:
                card = self.pile.pop()
                self.taken = card
                self.known[player].append(card)
            hand.append(card)
            self.drawn_hand_size = len(hand)
            self.phase = "play"
            self.events.append(Event(player, action, card))
            return
        if kind is LaySpread:
            cards = action.cards  # type: ignore[union-attr]
            for card in cards:
                hand.remove(card)
                self._forget(player, card)
            spread_kind, order = classify(cards)  # type: ignore[misc]
            self._spreads.append(Spread(player, order, spread_kind))
            self._hit_infos.append(HitInfo(spread_kind, order))
            self.laid_new_spread = True
            if self.taken is not None and self.taken in cards:
                # The taken card is melded. Said outright because two jokers are
                # the same card: the one left in hand is not the taken one.
                self.taken = None
            self.events.append(Event(player, action))
            if not hand:
                self._tonk_out(player)
            return
        if kind is Hit:
            card = action.card  # type: ignore[union-attr]
            index = action.spread_index  # type: ignore[union-attr]
            hand.remove(card)
            self._forget(player, card)
            spread = self._spreads[index]
            _, order = classify((*spread.cards, card))  # type: ignore[misc]
            self.hits_this_turn += 1
            if card is self.taken:
                self.taken = None  # melded (see LaySpread: two jokers are one card)
            self.events.append(Event(player, action))
            if spread.owner != player and self.rules.hit_penalty != "off":
                self.held[spread.owner] += 1
            if self.rules.dead_books and spread.kind == "book" and len(order) == 4:
                del self._spreads[index]
                del self._hit_infos[index]
                pile = self.pile
                if pile:
                    pile[-1:-1] = order
                else:
                    pile.extend(order)
            else:
                self._spreads[index] = Spread(spread.owner, order, spread.kind)
                self._hit_infos[index] = HitInfo(spread.kind, order)
            if not hand:
                self._tonk_out(player)
            return
        self.events.append(Event(player, action))
        if kind is Knock:
            self._start_turn_once(player)
            self._finish(self._knock_result(player))
        elif kind is DeclineDiscard:
            self._finish(self._dry_stock_result())
        elif kind is DeclareTonk:
            self._finish(self._everyone_pays("dealt_tonk", player, 2, self.totals()))
        else:  # pragma: no cover - the type union is closed
            raise AssertionError(action)

    def _forget(self, player: int, card: Card) -> None:
        known = self.known[player]
        if known and card in known:
            known.remove(card)

    def _start_turn_once(self, player: int) -> None:
        self.had_turn[player] = True

    def _next_turn(self) -> None:
        player = (self.current + 1) % self.players
        self.current = player
        self.phase = "start"
        self.taken = None
        self.laid_new_spread = False
        self.hits_this_turn = 0
        self.drawn_hand_size = 0
        held = self.held[player] > 0
        self.held_now = held
        if held:
            self.held[player] -= 1

    # ------------------------------------------------------------ settlement

    def _finish(self, result: RoundResult) -> None:
        self.result = result
        self.phase = "over"
        self._legal_cache = None

    def _everyone_pays(
        self, kind: RoundEnd, winner: int, units: int, totals: tuple[int, ...]
    ) -> RoundResult:
        payments = [Payment(p, winner, units) for p in range(self.players) if p != winner]
        return RoundResult.settle(kind, (winner,), payments, totals, units=units)

    def _tonk_out(self, player: int) -> None:
        rules = self.rules
        units = rules.tonk_units(self.drawn_hand_size, self.laid_new_spread)
        if units == 2 and rules.double_double and self.players == 2:
            other = 1 - player
            if self._can_hit_all(list(self.hands[other])):
                units = 4
        self._finish(self._everyone_pays("tonk_out", player, units, self.totals()))

    def _can_hit_all(self, hand: list[Card]) -> bool:
        """Could these cards all be hit, one after another, onto the table's spreads?"""
        runs_only = self.rules.hit_runs_only
        spreads = [(s.kind, s.cards) for s in self._spreads]

        def search(cards: list[Card], table: list[tuple[Any, tuple[Card, ...]]]) -> bool:
            if not cards:
                return True
            for i, card in enumerate(cards):
                for j, (kind, laid) in enumerate(table):
                    if runs_only and kind != "run":
                        continue
                    if not HitInfo(kind, laid).takes(card):
                        continue
                    order = classify((*laid, card))
                    assert order is not None
                    if search(
                        cards[:i] + cards[i + 1 :], [*table[:j], (kind, order[1]), *table[j + 1 :]]
                    ):
                        return True
            return False

        return search(hand, spreads)

    def _knock_result(self, knocker: int) -> RoundResult:
        return knock_settlement(self.rules, self.totals(), knocker)

    def _dry_stock_result(self) -> RoundResult:
        return dry_stock_settlement(self.rules, self.totals())

    # ---------------------------------------------------------- why illegal

    def _explain(self, action: object) -> IllegalAction:
        """The reason an action is not legal now, in words a player can read."""
        rules = self.rules
        if self.phase == "over":
            return IllegalAction("the round is over", "round_over")
        hand = self.hands[self.current]
        start = self.phase == "start"
        if isinstance(action, DeclareTonk):
            if not self._pending49[self.current]:
                return IllegalAction("only a dealt hand of 49 can be declared", "declare_not_49")
            return IllegalAction(
                "a dealt 49 must be declared at the start of your first turn", "declare_late"
            )
        if isinstance(action, Knock):
            if not start and rules.knock_timing == "before_draw":
                return IllegalAction("you may only knock before drawing", "knock_after_draw")
            if self.held_now and rules.hit_penalty == "no_knock":
                return IllegalAction("you are held this turn and may not knock", "knock_while_held")
            if rules.knock_limit and self.hand_total(self.current) > rules.knock_limit:
                return IllegalAction(
                    f"you may only knock with {rules.knock_limit} points or fewer",
                    "knock_over_limit",
                )
            if rules.discard_must_meld and self.taken in hand:
                return _must_meld()
            return _must_lay()
        if isinstance(action, DeclineDiscard):
            if not start:
                return IllegalAction("you have already drawn this turn", "already_drew")
            return IllegalAction(
                "you may only decline the discard when the stock is empty", "decline_with_stock"
            )
        if isinstance(action, Draw):
            if not start:
                return IllegalAction("you have already drawn this turn", "already_drew")
            if action.source == "stock":
                return IllegalAction("the stock is empty", "stock_empty")
            if action.source != "discard":
                return IllegalAction("draw from the stock or the discard pile", "bad_source")
            if not self.pile:
                return IllegalAction("the discard pile is empty", "pile_empty")
            return IllegalAction(
                "you may only take the discard if you can spread or hit with it this turn",
                "discard_unmeldable",
            )
        if isinstance(action, (LaySpread, Hit, Discard)) and start:
            return IllegalAction("draw a card first", "draw_first")
        if isinstance(action, LaySpread):
            missing = Counter(action.cards) - Counter(hand)
            if missing:
                return _not_in_hand(next(iter(missing)))
            if self.held_now and rules.hit_penalty == "no_spreads":
                return IllegalAction(
                    "you are held this turn and may not lay new spreads", "spread_while_held"
                )
            if classify(action.cards) is None:
                return _why_not_spread(action.cards)
            return _must_meld()
        if isinstance(action, Hit):
            if not 0 <= action.spread_index < len(self._spreads):
                return IllegalAction("there is no such spread on the table", "no_such_spread")
            if action.card not in hand:
                return _not_in_hand(action.card)
            spread = self._spreads[action.spread_index]
            if rules.hit_runs_only and spread.kind == "book":
                return IllegalAction("you may only hit runs, not books", "hit_book")
            if rules.one_hit_per_turn and self.hits_this_turn:
                return IllegalAction("you may only hit once a turn", "one_hit")
            if not self._hit_infos[action.spread_index].takes(action.card):
                if spread.kind == "book":
                    return IllegalAction(
                        f"{action.card.symbol} does not fit this book", "hit_wrong_rank"
                    )
                return IllegalAction(
                    f"{action.card.symbol} does not extend this run", "hit_not_in_sequence"
                )
            return _must_meld()
        if isinstance(action, Discard):
            if action.card not in hand:
                return _not_in_hand(action.card)
            if rules.discard_must_meld and self.taken in hand:
                return _must_meld()
            if action.card == self.taken and not rules.discard_back:
                return IllegalAction(
                    "you may not discard the card you took from the discard pile",
                    "discard_taken_card",
                )
            return _must_lay()
        return IllegalAction("that is not a move in Tonk", "not_an_action")

    # ------------------------------------------------------------- copies

    def copy(self) -> Round:
        """An independent copy (cards and spreads are immutable and shared)."""
        new = Round.__new__(Round)
        new.rules = self.rules
        new.players = self.players
        new.dealer = self.dealer
        new.deck = self.deck
        new._points = self._points
        new.hands = [list(hand) for hand in self.hands]
        new.stock = list(self.stock)
        new.pile = list(self.pile)
        new._spreads = list(self._spreads)
        new._hit_infos = list(self._hit_infos)
        new.current = self.current
        new.phase = self.phase
        new.taken = self.taken
        new.laid_new_spread = self.laid_new_spread
        new.hits_this_turn = self.hits_this_turn
        new.drawn_hand_size = self.drawn_hand_size
        new.held = list(self.held)
        new.held_now = self.held_now
        new.had_turn = list(self.had_turn)
        new._pending49 = list(self._pending49)
        new.known = [list(cards) for cards in self.known]
        new.events = list(self.events)
        new.result = self.result
        new._legal_cache = self._legal_cache
        new._synthetic = self._synthetic
        return new

    def view(self, player: int) -> RoundView:
        """What `player` may know now. See RoundView."""
        if not 0 <= player < self.players:
            raise ValueError(f"no player {player}")
        events = tuple(
            event
            if event.card is None or event.player == player or event.action == DRAW_DISCARD
            else Event(event.player, event.action)
            for event in self.events
        )
        over = self.phase == "over"
        return RoundView(
            player=player,
            rules=self.rules,
            dealer=self.dealer,
            current=self.current,
            phase=self.phase,
            hand=tuple(self.hands[player]),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            known_cards=tuple(tuple(cards) for cards in self.known),
            spreads=tuple(self._spreads),
            discard_top=self.pile[-1] if self.pile else None,
            discard_pile=tuple(self.pile),
            stock_count=len(self.stock),
            held=tuple(self.held),
            held_now=self.held_now,
            taken_card=self.taken,
            laid_new_spread=self.laid_new_spread,
            hits_this_turn=self.hits_this_turn,
            drawn_hand_size=self.drawn_hand_size,
            had_turn=tuple(self.had_turn),
            history=events,
            legal=tuple(self.legal_actions()) if player == self.current else (),
            result=self.result,
            revealed_hands=tuple(tuple(hand) for hand in self.hands) if over else None,
        )

    @classmethod
    def from_view(
        cls,
        view: RoundView,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card],
        *,
        check: bool = True,
    ) -> Round:
        """A full round as `view` shows it, with the cards its player cannot see
        placed by the caller: `hands[p]` is player p's hand (the viewer's own as
        the view has it; every other hand as many cards as the view says,
        holding the cards the view knows it holds) and `stock` the stock, top
        card last. For a search that deals the hidden cards itself
        (`RoundView.deal_unseen` deals them uniformly); the round plays on from
        where the view stands. It was never dealt from a deck, so it has no hand
        history.

        Cards that do not fit the view are a ValueError. `check=False` skips
        that check (a few microseconds, a real share of a search that deals
        hundreds of samples a move) for a caller that only moves the cards
        `deal_unseen` dealt between the unknown places and the stock."""
        held_cards = [list(hand) for hand in hands]
        stock_cards = list(stock)
        if check:
            _check_fits(view, held_cards, stock_cards)
        rules = view.rules
        rnd = cls.__new__(cls)
        rnd.rules = rules
        rnd.players = players = view.players
        rnd.dealer = view.dealer
        rnd.deck = ()
        rnd._points = points = rules.points_table()
        rnd.hands = held_cards
        rnd.stock = stock_cards
        rnd.pile = list(view.discard_pile)
        rnd._spreads = list(view.spreads)
        rnd._hit_infos = [HitInfo(s.kind, s.cards) for s in view.spreads]
        rnd.current = view.current
        rnd.phase = view.phase
        rnd.taken = view.taken_card
        rnd.laid_new_spread = view.laid_new_spread
        rnd.hits_this_turn = view.hits_this_turn
        rnd.drawn_hand_size = view.drawn_hand_size
        rnd.held = list(view.held)
        rnd.held_now = view.held_now
        rnd.had_turn = list(view.had_turn)
        rnd._pending49 = [
            rules.dealt_tonk == "50_only_49_in_turn"
            and rules.settles_at_deal
            and not view.had_turn[p]
            and sum(points[c.rank] for c in held_cards[p]) == 49
            for p in range(players)
        ]
        rnd.known = [list(cards) for cards in view.known_cards]
        rnd.events = list(view.history)
        rnd.result = view.result
        rnd._legal_cache = None
        rnd._synthetic = True
        return rnd

    # ---------------------------------------------------------- histories

    def to_history(self) -> dict[str, Any]:
        """The round as a JSON-safe hand history: rules, dealer, deck, actions."""
        if self._synthetic:
            raise ValueError("a sampled round has no deal to write down")
        return {
            "format": HISTORY_FORMAT,
            "version": HISTORY_VERSION,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "deck": [str(card) for card in self.deck],
            "actions": [action_to_json(action) for action in self.history],
        }

    @classmethod
    def from_history(cls, data: object) -> Round:
        """Replay a hand history. Anything malformed, of another version, or with
        an illegal action is a ValueError saying what and where."""
        if not isinstance(data, dict):
            raise ValueError("a hand history must be a JSON object")
        if data.get("format") != HISTORY_FORMAT:
            raise ValueError("not a Tonk hand history")
        version = data.get("version")
        if type(version) is not int or version != HISTORY_VERSION:  # `true` == 1 in Python
            raise ValueError(
                f"hand history version {version!r} is not supported (expected {HISTORY_VERSION})"
            )
        for key in ("rules", "dealer", "deck", "actions"):
            if key not in data:
                raise ValueError(f"the hand history has no {key!r}")
        rules = HouseRules.from_dict(data["rules"])
        dealer = data["dealer"]
        if not isinstance(dealer, int) or isinstance(dealer, bool):
            raise ValueError("dealer must be a whole number")
        deck_names = data["deck"]
        if not isinstance(deck_names, list):
            raise ValueError("deck must be a list of card names")
        deck = [Card.parse(name) for name in deck_names]
        rnd = cls.deal(rules, dealer=dealer, deck=deck)
        actions = data["actions"]
        if not isinstance(actions, list):
            raise ValueError("actions must be a list")
        for number, item in enumerate(actions, start=1):
            action = action_from_json(item)
            try:
                rnd.apply(action)
            except IllegalAction as error:
                raise ValueError(f"action {number} ({action}) is illegal: {error.reason}") from None
        return rnd


# ------------------------------------------------------------ settlement


def knock_settlement(rules: HouseRules, totals: Sequence[int], knocker: int) -> RoundResult:
    """docs/rules.md §6: who pays whom when `knocker` knocks and the hand totals are
    `totals`. A function of the totals alone, so the worked examples can be
    checked from the totals they give."""
    totals = tuple(totals)
    mine = totals[knocker]
    others = [p for p in range(len(totals)) if p != knocker]
    lowest = min(totals[p] for p in others)
    if mine < lowest:
        payments = [Payment(p, knocker, 1) for p in others]
        return RoundResult.settle("knock", (knocker,), payments, totals, knocker, 1)
    winners = tuple(p for p in others if totals[p] == lowest)
    losers = [p for p in range(len(totals)) if p not in winners]
    payments = []
    if rules.caught_rule == "classic":
        payments.extend(Payment(knocker, p, 2) for p in others if totals[p] <= mine)
        for winner in winners:
            payments.extend(Payment(p, winner, 1) for p in losers)
    else:
        payments.extend(Payment(knocker, p, 1) for p in others if totals[p] < mine)
        for winner in winners:
            for p in losers:
                units = 2 if p == knocker and mine == lowest else 1
                payments.append(Payment(p, winner, units))
    return RoundResult.settle("caught", winners, payments, totals, knocker, 2)


def dry_stock_settlement(rules: HouseRules, totals: Sequence[int]) -> RoundResult:
    """docs/rules.md §5-6: the lowest total wins 1 from everyone; a tie per `dry_tie`."""
    totals = tuple(totals)
    players = range(len(totals))
    lowest = min(totals)
    low = tuple(p for p in players if totals[p] == lowest)
    if len(low) == 1:
        payments = [Payment(p, low[0], 1) for p in players if p != low[0]]
        return RoundResult.settle("dry_stock", low, payments, totals, units=1)
    if rules.dry_tie == "no_payment":
        return RoundResult.settle("dry_stock", (), [], totals)
    payments = [Payment(p, winner, 1) for winner in low for p in players if p not in low]
    return RoundResult.settle("dry_stock", low, payments, totals, units=1)


def _check_fits(view: RoundView, hands: list[list[Card]], stock: list[Card]) -> None:
    """ValueError unless `hands` and `stock` fit `view` (see `Round.from_view`)."""
    players = view.players
    if len(hands) != players:
        raise ValueError(f"from_view needs {players} hands, not {len(hands)}")
    if tuple(hands[view.player]) != view.hand:
        raise ValueError(f"player {view.player}'s hand must be the view's own")
    everything = list(stock)
    for player, hand in enumerate(hands):
        if len(hand) != view.hand_sizes[player]:
            raise ValueError(
                f"player {player} holds {view.hand_sizes[player]} cards, not {len(hand)}"
            )
        known = view.known_cards[player]
        if known and Counter(known) - Counter(hand):
            raise ValueError(f"player {player}'s hand lacks a card the view knows it holds")
        everything += hand
    if len(stock) != view.stock_count:
        raise ValueError(f"the stock holds {view.stock_count} cards, not {len(stock)}")
    everything += view.discard_pile
    for spread in view.spreads:
        everything += spread.cards
    # (dict's own ==: Counter's is written in Python, and no count here is 0)
    if not dict.__eq__(Counter(everything), _deck_counts(view.rules.jokers)):
        raise ValueError("the hands, stock, pile and spreads must be the deck's cards, once each")


_DECK_COUNTS: dict[int, Counter[Card]] = {}


def _deck_counts(jokers: int) -> Counter[Card]:
    """How many of each card the deck holds (made once per joker count)."""
    counts = _DECK_COUNTS.get(jokers)
    if counts is None:
        counts = _DECK_COUNTS[jokers] = Counter(full_deck(jokers))
    return counts


def _deck_difference(cards: list[Card], expected: list[Card], rules: HouseRules) -> str:
    have, want = Counter(cards), Counter(expected)
    extra = have - want
    missing = want - have
    parts = [f"the stacked deck must be the {len(expected)} cards of these rules"]
    if extra:
        parts.append("extra: " + " ".join(str(card) for card in extra.elements()))
    if missing:
        parts.append("missing: " + " ".join(str(card) for card in missing.elements()))
    return "; ".join(parts)


def _not_in_hand(card: Card) -> IllegalAction:
    return IllegalAction(f"{card.symbol} is not in your hand", "not_in_hand")


def _must_meld() -> IllegalAction:
    return IllegalAction(
        "you must spread or hit with the card you took from the discard pile first",
        "must_meld_taken_card",
    )


def _must_lay() -> IllegalAction:
    return IllegalAction(
        "you must lay down every spread you hold before ending your turn", "must_lay_spreads"
    )


def discard_blocked(rules: HouseRules, hand: Sequence[Card], taken: Card | None) -> bool:
    """Is the card taken from the pile this turn (`taken`) barred from the
    discard? It is, unless `discard_back` allows it, or it is the last card in
    hand (else the turn could not end), or a second copy of it (a joker) is held."""
    return taken is not None and not rules.discard_back and len(hand) > 1 and hand.count(taken) == 1


def _why_not_spread(cards: tuple[Card, ...]) -> IllegalAction:
    """Which rule `cards` (not a valid spread) break, with a code for each."""
    if len(cards) < 3:
        return IllegalAction("a spread needs at least three cards", "spread_too_short")
    naturals = [card for card in cards if card.rank]
    if not naturals:
        return IllegalAction(
            "a spread needs at least one card that is not a joker", "spread_all_jokers"
        )
    if all(card.rank == naturals[0].rank for card in naturals):
        return IllegalAction("a book has at most four cards", "book_too_long")
    if any(card.suit != naturals[0].suit for card in naturals):
        if len({card.rank for card in naturals}) == len(naturals):
            return IllegalAction("a run must be one suit", "run_mixed_suits")
        return IllegalAction("a book must be cards of one rank", "book_mixed_ranks")
    ranks = sorted(card.rank for card in naturals)
    if 1 in ranks and 13 in ranks:
        return IllegalAction("the ace is low only: Q-K-A is not a run", "run_ace_high")
    return IllegalAction("a run must be cards in sequence", "run_not_in_sequence")


# --------------------------------------------------------------- JSON


def action_to_json(action: Action) -> dict[str, Any]:
    """An action as a JSON-safe dict."""
    if isinstance(action, Knock):
        return {"type": "knock"}
    if isinstance(action, Draw):
        return {"type": "draw", "source": action.source}
    if isinstance(action, LaySpread):
        return {"type": "spread", "cards": [str(card) for card in action.cards]}
    if isinstance(action, Hit):
        return {"type": "hit", "card": str(action.card), "spread": action.spread_index}
    if isinstance(action, Discard):
        return {"type": "discard", "card": str(action.card)}
    if isinstance(action, DeclineDiscard):
        return {"type": "decline"}
    if isinstance(action, DeclareTonk):
        return {"type": "declare"}
    raise ValueError(f"not an action: {action!r}")


def action_from_json(item: object) -> Action:
    """The action a dict from `action_to_json` describes; ValueError if malformed."""
    if not isinstance(item, dict) or not isinstance(item.get("type"), str):
        raise ValueError(f"not an action: {item!r}")
    kind = item["type"]
    try:
        if kind == "knock":
            return KNOCK
        if kind == "draw":
            if item["source"] not in ("stock", "discard"):
                raise ValueError(f"no such pile to draw from: {item['source']!r}")
            return DRAW_STOCK if item["source"] == "stock" else DRAW_DISCARD
        if kind == "spread":
            if not isinstance(item["cards"], list):
                raise ValueError("a spread's cards must be a list")
            return LaySpread(tuple(Card.parse(name) for name in item["cards"]))
        if kind == "hit":
            index = item["spread"]
            if not isinstance(index, int) or isinstance(index, bool):
                raise ValueError("a hit's spread must be a whole number")
            return Hit(Card.parse(item["card"]), index)
        if kind == "discard":
            return Discard(Card.parse(item["card"]))
        if kind == "decline":
            return DECLINE
        if kind == "declare":
            return DECLARE
    except KeyError as error:
        raise ValueError(f"action {kind!r} lacks {error.args[0]!r}") from None
    raise ValueError(f"no such action: {kind!r}")


# ------------------------------------------------------------ the dealer


def choose_first_dealer(players: int, rng: random.Random) -> tuple[int, list[dict[int, Card]]]:
    """docs/rules.md §2: everyone gets one card, the highest deals (K high, A low); tied
    players draw again. Returns the dealer and each draw (player -> card)."""
    if not 2 <= players <= 4:
        raise ValueError("players must be 2 to 4")
    contenders = list(range(players))
    draws: list[dict[int, Card]] = []
    while True:
        deck = full_deck(0)
        rng.shuffle(deck)
        draw = {player: deck[k] for k, player in enumerate(contenders)}
        draws.append(draw)
        best = max(card.rank for card in draw.values())
        contenders = [player for player, card in draw.items() if card.rank == best]
        if len(contenders) == 1:
            return contenders[0], draws


def next_dealer(dealer: int, players: int) -> int:
    """The deal passes to the left after every round, a misdeal included."""
    return (dealer + 1) % players
