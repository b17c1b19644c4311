"""One round of Tonk: the deal, the turns and the state they leave
(docs/rules.md §2-6): the state machine. Around it, each in a module of its own:

- `legality`: whether an action is legal, one check per kind of action, each
  giving the refusal that bars it (its code and facts; `refusals` words it);
- `settlement`: who pays whom when the round ends;
- `meld_search`: the searches over the rest of a turn (`discard_must_meld`);
- `history`: the round written down as JSON and read back;
- `view`: what one player may know of the round (`RoundView`, `Event`);
- `dealer`: who deals;
- `deal_plan`: what a deal needs of its rules, worked out once per rules;
- `round_parts`: the hot path's shared values (events, discards) and card sets.

`Round.apply()` is the checked path: an action not in `legal_actions()` raises
the `IllegalAction` its check in `legality` gives, and changes nothing.
`Round.apply_unchecked()` is the fast path for a search that applies only
actions it took from `legal_actions()` (as python-chess's `push` is to
`push_san`), and `generate_legal_actions()` lists them for it without keeping
the list: by card sets, asking `legality` only for the knock and the taken
card's meld; tests/engine/test_engine_legality.py holds its list to the checks.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from .actions import (
    DECLARE,
    DECLINE,
    DRAW_DISCARD,
    DRAW_STOCK,
    KNOCK,
    Action,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
    RoundResult,
    Spread,
)
from .actions import hit as _hit
from .actions import lay as _lay
from .cards import Card, deck_counts, deck_difference
from .deal_plan import PLANS, deal_plan
from .fastrandom import shuffle
from .history import read_history, write_history
from .legality import knock_refusal, meldable_now, refusal_of
from .meld_search import Table, after_hit, can_hit_all, table_of
from .refusals import IllegalAction
from .round_parts import (
    DISCARD_EVENTS,
    DISCARD_OF,
    KNOCK_EVENTS,
    NO_TAKES,
    PILE_DRAW_EVENTS,
    STOCK_DRAW_EVENTS,
    hand_sets,
    shared_event,
)
from .rules import HouseRules
from .settlement import (
    deal_settlement,
    dry_stock_settlement,
    everyone_pays,
    knock_settlement,
)
from .spreads import HitInfo, any_spread, classify, hand_spreads, hit_info, may_spread_bits
from .view import Event, Phase, RoundView, check_fits


class Round:
    """A round in play: made by `deal` (or `from_history`, or `from_view` for a
    search), changed only by `apply` (checked) or `apply_unchecked` (a search's
    fast path), read through `hand`, `spreads`, `discard_top`, `legal_actions`,
    `view`... A search may also read the plain fields (`hands`, `pile`,
    `stock`, `current`, `phase`, and each hand as a card set: `card_sets`,
    `jokers_held`) but never writes them. `copy()` is an
    independent round for a search to play on. The engine's contract:
    docs/architecture.md, "engine: the rules"."""

    __slots__ = (
        "_hit_infos",
        "_legal_cache",
        "_pending49",
        "_points",
        "_spreads",
        "_synthetic",
        "_takes",
        "_totals",
        "card_sets",
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
        "is_over",
        "jokers_held",
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
    is_over: bool  # phase == "over", kept as a field: read before every action
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
    # Each hand as a card set (cards.py: one bit a natural card, the jokers
    # counted apart) and its total, kept as the hands change.
    card_sets: list[int]
    jokers_held: list[int]
    _totals: list[int]
    # What the table takes as hits: (the natural cards as a card set, whether
    # a joker), the spreads `hit_runs_only` leaves out not counted.
    _takes: tuple[int, bool]

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
        plan = PLANS.get(id(rules)) or deal_plan(rules)
        if deck is None:
            if rng is None:
                raise ValueError("deal needs a random.Random or a stacked deck")
            cards = plan.deck.copy()
            shuffle(rng, cards)
        else:
            cards = list(deck)
            if not all(isinstance(card, Card) for card in cards):
                raise ValueError("a stacked deck must hold Card objects")
            # (dict's own ==, to the counts made once: see view.check_fits)
            if not dict.__eq__(Counter(cards), deck_counts(rules.jokers)):
                raise ValueError(deck_difference(cards, plan.deck, rules))
        n = rules.players
        hands = list(map(cards.__getitem__, plan.hands[dealer]))
        pile = [] if plan.up_card is None else [cards[plan.up_card]]
        points = plan.points
        masks, jokers, totals = hand_sets(hands, points)
        if plan.quiet_low < min(totals) and max(totals) < plan.quiet_high:
            result, pending49 = None, [False] * n
        else:
            result, pending49 = deal_settlement(rules, tuple(totals))
        # (n empty lists, four cut to n: a third of what a list comprehension
        # costs; `HouseRules` allows 2 to 4 players)
        known: list[list[Card]] = [[], [], [], []]
        del known[n:]
        rnd = cls._build(
            rules, dealer, tuple(cards), points, hands, cards[plan.stock], pile, [], [],
            (dealer + 1) % n, "start", None, False, 0, 0,
            [0] * n, False, [False] * n, pending49, known, [],
            None, None, False, masks, jokers, totals, NO_TAKES,
        )  # fmt: skip
        if result is not None:
            rnd._finish(result)
        return rnd

    @classmethod
    def _build(
        cls,
        rules: HouseRules,
        dealer: int,
        deck: tuple[Card, ...],
        points: tuple[int, ...],
        hands: list[list[Card]],
        stock: list[Card],
        pile: list[Card],
        spreads: list[Spread],
        hit_infos: list[HitInfo],
        current: int,
        phase: Phase,
        taken: Card | None,
        laid_new_spread: bool,
        hits_this_turn: int,
        drawn_hand_size: int,
        held: list[int],
        held_now: bool,
        had_turn: list[bool],
        pending49: list[bool],
        known: list[list[Card]],
        events: list[Event],
        result: RoundResult | None,
        legal_cache: list[Action] | None,
        synthetic: bool,
        masks: list[int],
        jokers: list[int],
        totals: list[int],
        takes: tuple[int, bool],
    ) -> Round:
        """The one place a round's fields are set: `deal`, `copy` and
        `from_view` all come here, each with lists of its own (the round owns
        and changes them). Positional, in this order: `copy` is on the search's
        hot path, and keyword arguments would cost it a quarter of its time."""
        rnd = cls.__new__(cls)
        rnd.rules = rules
        rnd.players = len(hands)
        rnd.dealer = dealer
        rnd.deck = deck
        rnd._points = points
        rnd.hands = hands
        rnd.stock = stock
        rnd.pile = pile
        rnd._spreads = spreads
        rnd._hit_infos = hit_infos
        rnd.current = current
        rnd.phase = phase
        rnd.is_over = phase == "over"
        rnd.taken = taken
        rnd.laid_new_spread = laid_new_spread
        rnd.hits_this_turn = hits_this_turn
        rnd.drawn_hand_size = drawn_hand_size
        rnd.held = held
        rnd.held_now = held_now
        rnd.had_turn = had_turn
        rnd._pending49 = pending49
        rnd.known = known
        rnd.events = events
        rnd.result = result
        rnd._legal_cache = legal_cache
        rnd._synthetic = synthetic
        rnd.card_sets = masks
        rnd.jokers_held = jokers
        rnd._totals = totals
        rnd._takes = takes
        return rnd

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

    def hand_total(self, player: int) -> int:
        return self._totals[player]

    def totals(self) -> tuple[int, ...]:
        return tuple(self._totals)

    def pending_dealt_49(self, player: int) -> bool:
        """Under "50_only_49_in_turn": may this player still declare a dealt 49?"""
        return self._pending49[player] and not self.had_turn[player]

    def dealt_49(self, player: int) -> bool:
        """Under "50_only_49_in_turn": was this player dealt a 49 to declare
        (whether or not their first turn has passed)?"""
        return self._pending49[player]

    # --------------------------------------------------------- legal actions

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take now (empty once the round is over)."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = self.generate_legal_actions()
        return cache.copy()

    def generate_legal_actions(self) -> list[Action]:
        """`legal_actions()` made afresh and not kept: the search's fast path,
        which applies one of them with `apply_unchecked` at once (and so would
        drop a kept list anyway). Anything else asks `legal_actions()`."""
        phase = self.phase
        if phase == "over":
            return []
        rules = self.rules
        hand = self.hands[self.current]
        actions: list[Action] = []
        if phase == "start":
            if self._pending49[self.current] and not self.had_turn[self.current]:
                actions.append(DECLARE)
            # (with no knock limit, no spreads to lay first and no held-hit
            # penalty on the player, the knock is allowed: not asked)
            if (
                not rules.knock_limit and not rules.must_lay_spreads and not self.held_now
            ) or knock_refusal(self) is None:
                actions.append(KNOCK)
            if self.stock:
                actions.append(DRAW_STOCK)
            pile = self.pile
            if pile and (
                not rules.discard_must_meld
                or meldable_now(self, pile[-1], [*hand, pile[-1]], table_of(self._spreads))
            ):
                actions.append(DRAW_DISCARD)
            if not self.stock:
                actions.append(DECLINE)
            return actions
        # After the draw. The hand's spreads are listed once: the knock, the
        # spreads and (under must_lay_spreads) the discard all depend on them.
        # (`legality.may_lay` and, below, `hits_left`, written in: the
        # property test holds them to the checks)
        may_spread = not (self.held_now and rules.hit_penalty == "no_spreads")
        mask = self.card_sets[self.current]
        jokers = self.jokers_held[self.current]
        spreads = []
        if may_spread:
            # (`may_spread_bits` written in: a joker, three in a row, or a
            # rank in three suits of the four)
            clubs = mask & 0xFFFF
            diamonds = (mask >> 16) & 0xFFFF
            hearts = (mask >> 32) & 0xFFFF
            spades = mask >> 48
            if (
                jokers
                or mask & (mask >> 1) & (mask >> 2)
                or clubs & diamonds & (hearts | spades)
                or hearts & spades & (clubs | diamonds)
            ):
                spreads = hand_spreads(hand)
        if rules.knock_timing == "any_time" and knock_refusal(self, spreads) is None:
            actions.append(KNOCK)
        pending = self.taken if rules.discard_must_meld and self.taken in hand else None
        table: Table = table_of(self._spreads) if pending is not None else ()
        if may_spread:
            for cards in spreads:
                if pending is not None and pending not in cards:
                    rest = list(hand)
                    for card in cards:
                        rest.remove(card)
                    kind_order = classify(cards)
                    assert kind_order is not None
                    if not meldable_now(self, pending, rest, (*table, kind_order)):
                        continue
                actions.append(_lay(cards))
        takes, joker_taken = self._takes
        if not (rules.one_hit_per_turn and self.hits_this_turn) and (
            mask & takes or (jokers and joker_taken)
        ):
            infos = self._hit_infos
            runs_only = rules.hit_runs_only
            seen_joker = False
            for card in hand:
                bit = card.bit
                if not bit:
                    if seen_joker:
                        continue
                    seen_joker = True
                elif not bit & takes:
                    continue  # no spread takes it
                for index, info in enumerate(infos):
                    if runs_only and not info.is_run:
                        continue
                    if bit & info.bits if bit else info.joker_ok:  # (info.takes(card))
                        if pending is not None and card is not pending:
                            rest = list(hand)
                            rest.remove(card)
                            after = after_hit(table, index, card, rules.dead_books)
                            if not meldable_now(self, pending, rest, after, 1):
                                continue
                        actions.append(_hit(card, index))
        if pending is None and not (rules.must_lay_spreads and any_spread(spreads, True)):
            taken = self.taken
            # (`discard_blocked` by the hand's card set: a natural card is
            # held once or not at all, a joker `jokers` times)
            blocked = (
                taken is not None
                and not rules.discard_back
                and len(hand) > 1
                and (bool(mask & taken.bit) if taken.bit else jokers == 1)
            )
            if jokers < 2 and not blocked:
                actions.extend(map(DISCARD_OF.__getitem__, hand))
                return actions
            seen_joker = False
            for card in hand:
                if not card.rank:
                    if seen_joker:
                        continue
                    seen_joker = True
                if blocked and card is taken:
                    continue
                actions.append(DISCARD_OF[card])
        return actions

    def discards_alone(self) -> list[Card] | None:
        """After the draw, when `generate_legal_actions` lists discards and
        no other move but the any-time knock: the cards it lists a discard
        of, in its order (the hand itself when it lists every card: not to
        be changed). None when it may list a spread, a hit or no discard at
        all (then ask it): the search's playouts, which throw a card most
        turns, find it without the list (tests/engine holds the two together)."""
        if self.phase != "play":
            return None
        rules = self.rules
        if rules.discard_must_meld:
            return None
        player = self.current
        mask = self.card_sets[player]
        jokers = self.jokers_held[player]
        if not (self.held_now and rules.hit_penalty == "no_spreads") and may_spread_bits(
            mask, jokers
        ):
            return None  # (a spread may be listed)
        takes, joker_taken = self._takes
        if not (rules.one_hit_per_turn and self.hits_this_turn) and (
            mask & takes or (jokers and joker_taken)
        ):
            return None
        hand = self.hands[player]
        taken = self.taken
        blocked = (
            taken is not None
            and not rules.discard_back
            and len(hand) > 1
            and (bool(mask & taken.bit) if taken.bit else jokers == 1)
        )
        if jokers < 2 and not blocked:
            return hand
        found = []
        seen_joker = False
        for card in hand:
            if not card.rank:
                if seen_joker:
                    continue
                seen_joker = True
            if blocked and card is taken:
                continue
            found.append(card)
        return found

    # ----------------------------------------------------------------- apply

    def apply(self, action: Action) -> None:
        """Apply a legal action for the current player. Anything else raises
        the IllegalAction its check gives (`legality.refusal_of`), leaving
        the round unchanged."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = self.generate_legal_actions()
        for legal in cache:
            if legal is action:  # (an action from legal_actions(): the common case)
                break
        else:
            try:
                # (the engine's own equal action object, as apply_unchecked wants)
                action = cache[cache.index(action)]
            except ValueError:
                refused = refusal_of(self, action)
                if refused is None:  # pragma: no cover - the generator and the checks agree
                    raise AssertionError(f"{action} passes its check but is not listed") from None
                raise refused.error() from None
        self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> None:
        """Apply `action` with no legality check: for a search over actions
        taken from `legal_actions()` in this very position, and nothing else.
        Any other action corrupts the round (cards lost or doubled, a turn
        that cannot end) or fails with an arbitrary error; for actions from
        outside (a person, a file, a bot's answer) use `apply()`."""
        self._legal_cache = None
        player = self.current
        hand = self.hands[player]
        kind = type(action)
        if kind is Discard:
            card = action.card  # type: ignore[union-attr]
            hand.remove(card)
            bit = card.bit  # (`_take_out`, written in: the commonest action)
            if bit:
                self.card_sets[player] ^= bit
            else:
                self.jokers_held[player] -= 1
            self._totals[player] -= self._points[card.rank]
            known = self.known[player]
            if known and card in known:
                known.remove(card)
            self.pile.append(card)
            event = DISCARD_EVENTS[player][card.code]
            self.events.append(
                event if event.action is action else shared_event(player, action, None)
            )
            if not hand:
                self._finish(everyone_pays("went_out", player, 1, self.totals()))
                return
            # The next player's turn (the one place a turn passes).
            player = (player + 1) % self.players
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
            return
        if kind is Draw:
            self.had_turn[player] = True
            if action.source == "stock":  # type: ignore[union-attr]
                card = self.stock.pop()
                self.taken = None
                event = STOCK_DRAW_EVENTS[player][card.code]
            else:
                card = self.pile.pop()
                self.taken = card
                self.known[player].append(card)
                event = PILE_DRAW_EVENTS[player][card.code]
            hand.append(card)
            bit = card.bit
            if bit:
                self.card_sets[player] |= bit
            else:
                self.jokers_held[player] += 1
            self._totals[player] += self._points[card.rank]
            self.drawn_hand_size = len(hand)
            self.phase = "play"
            self.events.append(
                event if event.action is action else shared_event(player, action, card)
            )
            return
        if kind is Knock:  # (before the spreads and hits: most random rounds end so)
            event = KNOCK_EVENTS[player]
            self.events.append(
                event if event.action is action else shared_event(player, action, None)
            )
            self.had_turn[player] = True
            self._finish(knock_settlement(self.rules, tuple(self._totals), player))
            return
        if kind is LaySpread:
            cards = action.cards  # type: ignore[union-attr]
            for card in cards:
                hand.remove(card)
                self._take_out(player, card)
            spread_kind, order = classify(cards)  # type: ignore[misc]
            self._spreads.append(Spread(player, order, spread_kind))
            self._hit_infos.append(hit_info(spread_kind, order))
            self._takes = _table_takes(self._hit_infos, self.rules.hit_runs_only)
            self.laid_new_spread = True
            if self.taken is not None and self.taken in cards:
                # The taken card is melded. Said outright because two jokers are
                # the same card: the one left in hand is not the taken one.
                self.taken = None
            self.events.append(shared_event(player, action, None))
            if not hand:
                self._tonk_out(player)
            return
        if kind is Hit:
            card = action.card  # type: ignore[union-attr]
            index = action.spread_index  # type: ignore[union-attr]
            hand.remove(card)
            self._take_out(player, card)
            spread = self._spreads[index]
            _, order = classify((*spread.cards, card))  # type: ignore[misc]
            self.hits_this_turn += 1
            if card is self.taken:
                self.taken = None  # melded (see LaySpread: two jokers are one card)
            self.events.append(shared_event(player, action, None))
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
                self._hit_infos[index] = hit_info(spread.kind, order)
            self._takes = _table_takes(self._hit_infos, self.rules.hit_runs_only)
            if not hand:
                self._tonk_out(player)
            return
        self.events.append(shared_event(player, action, None))
        if kind is DeclineDiscard:
            self._finish(dry_stock_settlement(self.rules, self.totals()))
        elif kind is DeclareTonk:
            self._finish(everyone_pays("dealt_tonk", player, 2, self.totals()))
        else:  # pragma: no cover - the type union is closed
            raise AssertionError(action)

    def _take_out(self, player: int, card: Card) -> None:
        """`card` has left `player`'s hand (`hands` already says so): the
        card set and total follow, and it is no longer a known card."""
        bit = card.bit
        if bit:
            self.card_sets[player] ^= bit
        else:
            self.jokers_held[player] -= 1
        self._totals[player] -= self._points[card.rank]
        known = self.known[player]
        if known and card in known:
            known.remove(card)

    # -------------------------------------------------------------- the end

    def _finish(self, result: RoundResult) -> None:
        self.result = result
        self.phase = "over"
        self.is_over = True
        self._legal_cache = None

    def _tonk_out(self, player: int) -> None:
        rules = self.rules
        units = rules.tonk_units(self.drawn_hand_size, self.laid_new_spread)
        if units == 2 and rules.double_double and self.players == 2:
            other = 1 - player
            if can_hit_all(list(self.hands[other]), table_of(self._spreads), rules.hit_runs_only):
                units = 4
        self._finish(everyone_pays("tonk_out", player, units, self.totals()))

    # ------------------------------------------------------------- copies

    def copy(self) -> Round:
        """An independent copy (cards and spreads are immutable and shared)."""
        return Round._build(
            self.rules, self.dealer, self.deck, self._points,
            [hand.copy() for hand in self.hands], self.stock.copy(), self.pile.copy(),
            self._spreads.copy(), self._hit_infos.copy(),
            self.current, self.phase, self.taken, self.laid_new_spread,
            self.hits_this_turn, self.drawn_hand_size,
            self.held.copy(), self.held_now, self.had_turn.copy(), self._pending49.copy(),
            [cards.copy() for cards in self.known], self.events.copy(),
            self.result, self._legal_cache, self._synthetic,
            self.card_sets.copy(), self.jokers_held.copy(), self._totals.copy(), self._takes,
        )  # fmt: skip

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

    def open_view(self, player: int) -> RoundView:
        """`view(player)` at an open table, where every hand lies face up (the
        lessons' practice with open cards): every other hand is known whole, as
        if each of its cards had been seen, so a search on it deals only the
        stock. For what a person at such a table may be told, never for a
        player who sits at an ordinary one."""
        seen = self.view(player)
        known = tuple(
            cards if other == player else tuple(self.hands[other])
            for other, cards in enumerate(seen.known_cards)
        )
        return dataclasses.replace(seen, known_cards=known)

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
            check_fits(view, held_cards, stock_cards)
        rules = view.rules
        points = rules.points_table()
        masks, jokers, totals = hand_sets(held_cards, points)
        if rules.dealt_tonk == "50_only_49_in_turn" and rules.settles_at_deal:
            pending49 = [not view.had_turn[p] and totals[p] == 49 for p in range(view.players)]
        else:
            pending49 = [False] * view.players
        spreads = view.spreads
        infos = [hit_info(s.kind, s.cards) for s in spreads] if spreads else []
        return cls._build(
            rules, view.dealer, (), points, held_cards, stock_cards,
            list(view.discard_pile), list(view.spreads), infos,
            view.current, view.phase, view.taken_card, view.laid_new_spread,
            view.hits_this_turn, view.drawn_hand_size,
            list(view.held), view.held_now, list(view.had_turn), pending49,
            [list(cards) for cards in view.known_cards], list(view.history),
            view.result, None, True,
            masks, jokers, totals,
            _table_takes(infos, rules.hit_runs_only) if infos else NO_TAKES,
        )  # fmt: skip

    # ---------------------------------------------------------- histories

    def to_history(self) -> dict[str, Any]:
        """The round as a JSON-safe hand history: rules, dealer, deck, actions."""
        if self._synthetic:
            raise ValueError("a sampled round has no deal to write down")
        return write_history(self.rules, self.dealer, self.deck, self.history)

    @classmethod
    def from_history(cls, data: object) -> Round:
        """Replay a hand history. Anything malformed, of another version, or with
        an illegal action is a ValueError saying what and where."""
        history = read_history(data)
        rnd = cls.deal(history.rules, dealer=history.dealer, deck=history.deck)
        for number, action in enumerate(history.actions, start=1):
            try:
                rnd.apply(action)
            except IllegalAction as error:
                raise ValueError(f"action {number} ({action}) is illegal: {error.reason}") from None
        return rnd


def _table_takes(infos: list[HitInfo], runs_only: bool) -> tuple[int, bool]:
    """What the spreads `infos` take as hits (`Round._takes`)."""
    takes = 0
    joker = False
    for info in infos:
        if info.is_run or not runs_only:
            takes |= info.bits
            joker = joker or info.joker_ok
    return takes, joker
