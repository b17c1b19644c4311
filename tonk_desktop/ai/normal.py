"""The normal computer player: a strong greedy heuristic.

Each decision looks one turn ahead and no further:

- after the draw it searches its own turn exactly (every order of spreads and
  hits, then every discard) for the end-of-turn hand with the lowest cost:
  points left in hand, less the promise of cards that may still make spreads,
  plus the risk the discard hands to the next player;
- before the draw it compares that best turn after taking the discard with the
  average over the cards it might draw from the stock;
- it knocks when the chance that its total is strictly lowest, estimated from
  the others' hand sizes, the cards they are known to hold and the cards it has
  not seen, clears a threshold tuned with `tonk-sim`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from operator import attrgetter

from tonk_desktop.engine import (
    JOKER,
    Action,
    Card,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
    RoundView,
    classify,
    discard_blocked,
    hand_spreads,
)
from tonk_desktop.engine.cards import PARTNERS
from tonk_desktop.engine.spreads import HitInfo, hit_info, may_spread_bits

from .base import base_seed, decision_rng, forced_move, hand_total
from .drawn import DrawnHands
from .hand_keys import NATURALS, ONE_JOKER, card_set
from .knock_model import KnockModel
from .promise import Promise, kept_cost

# Cost units: hand points. Ending the round as the winner is worth this much per
# unit won from each player, so that emptying the hand always beats keeping a
# low one.
POINTS_PER_UNIT = 100.0
# Search nodes per turn before the rest of the turn is cut short (jokers and
# long hands can make many orders of the same spreads).
NODE_LIMIT = 600

Table = tuple[tuple[str, tuple[Card, ...]], ...]

_bit = attrgetter("bit")
# `Card.sort_key`'s order as a number, by card code (the joker last).
_ORDER = [53, *range(1, 53)]


@dataclass(frozen=True, slots=True)
class NormalWeights:
    """The tunable numbers of the heuristic (tuned with tonk-sim)."""

    knock_confidence: float = 0.72  # knock when P(strictly lowest) reaches this
    opponent_seen_per_turn: float = 0.6  # cards an opponent has looked past, per turn
    knock_samples: int = 120  # Monte Carlo deals of the others' unknown cards
    promise: float = 0.9  # how much of a card's points its chance to meld is worth
    danger: float = 4.0  # cost of handing the next player a card that melds for them
    stock_margin: float = 0.5  # the discard is taken only when it beats the stock by more
    # than this many points (a level choice goes to the stock)


class TurnSearch:
    """Exact search of one player's own turn after the draw, on cards only.

    It follows what the engine says the turn allows (`RoundView.allows`: hits
    on runs only, hits left, dead books, no spreads while held, the taken card
    stays) and scores the hand left at the end of the turn."""

    def __init__(self, view: RoundView, weights: NormalWeights) -> None:
        rules = view.rules
        self.view = view
        self.rules = rules
        self.weights = weights
        self.points = rules.points_table()
        allows = self.allows = view.allows
        self.runs_only = allows.runs_only
        self.dead_books = allows.dead_books
        self.may_lay = allows.may_lay
        self.discard_back = allows.discard_back
        self.opponents = view.players - 1
        unseen = self.unseen_cards = view.unseen_cards()
        # Each unseen card and its copies (the jokers last, counted together),
        # in the order listed.
        self.unseen: dict[Card, int] = dict.fromkeys(unseen, 1)
        if JOKER in self.unseen:
            self.unseen[JOKER] = unseen.count(JOKER)
        self.unseen_count = max(1, len(unseen))
        following = (view.player + 1) % view.players
        self.following = following
        self.next_known = view.known_cards[following]
        # The danger of every natural card when the next player holds no card
        # this player knows of (`_danger`'s own product), else None.
        self.calm = None if self.next_known else weights.danger * max(0.0, 0.0)
        self._next_discarded: set[int] | None = None
        self._infos: dict[tuple[str, tuple[Card, ...]], HitInfo] = {}
        # Per table: what it takes as hits (natural cards as a card set, a
        # joker?) and the spreads a hit may go on, (index, HitInfo).
        self._tables: dict[Table, tuple[int, bool, list[tuple[int, HitInfo]]]] = {}
        self._dangers: dict[Card, float] = {}
        self._memo: dict[tuple[object, ...], float] = {}
        self._out_memo: dict[tuple[object, ...], bool] = {}
        self._out_nodes = 0
        self._promise: Promise | None = None
        self.nodes = 0

    # -- the table

    def table_of(self, view: RoundView) -> Table:
        return tuple((spread.kind, spread.cards) for spread in view.spreads)

    def info(self, kind: str, cards: tuple[Card, ...]) -> HitInfo:
        key = (kind, cards)
        found = self._infos.get(key)
        if found is None:
            found = self._infos[key] = hit_info(kind, cards)  # type: ignore[arg-type]
        return found

    def after_hit(self, table: Table, index: int, card: Card) -> Table:
        kind, cards = table[index]
        ordered = classify((*cards, card))
        assert ordered is not None
        if self.dead_books and kind == "book" and len(ordered[1]) == 4:
            return table[:index] + table[index + 1 :]
        return (*table[:index], (kind, ordered[1]), *table[index + 1 :])

    def takes(self, table: Table) -> tuple[int, bool, list[tuple[int, HitInfo]]]:
        """What `table` takes as hits: the natural cards as a card set, whether
        a joker, and the spreads a hit may go on (index, HitInfo)."""
        found = self._tables.get(table)
        if found is None:
            bits = 0
            joker = False
            spreads = []
            for index, (kind, cards) in enumerate(table):
                if self.runs_only and kind != "run":
                    continue
                info = self.info(kind, cards)
                bits |= info.bits
                joker = joker or info.joker_ok
                spreads.append((index, info))
            found = self._tables[table] = (bits, joker, spreads)
        return found

    def hits(self, hand: tuple[Card, ...], table: Table) -> list[tuple[Card, int]]:
        if not table:
            return []
        bits, joker, spreads = self.takes(table)
        if not (sum(map(_bit, hand)) & bits or (joker and JOKER in hand)):
            return []
        found = []
        seen: set[Card] = set()
        for card in hand:
            if card in seen:
                continue
            seen.add(card)
            for index, info in spreads:
                if info.takes(card):
                    found.append((card, index))
        return found

    # -- costs

    def hand_cost(self, hand: tuple[Card, ...]) -> float:
        """Points in hand less the promise of cards that may still meld."""
        points = self.points
        total = sum([points[card.rank] for card in hand])
        if len(hand) < 2:
            return float(total)
        promise = 0.0
        term = self.promise.term
        for _, rank, outs, _ in self._outs_rows(hand):
            if outs:
                promise += term(rank, outs)
        return kept_cost(total, promise)

    def costs_without_each(self, hand: tuple[Card, ...]) -> list[float]:
        """`hand_cost` of `hand` less its card at each position, for a hand of
        3 or more: the pairs of cards are weighed once, not once per discard."""
        points = self.points
        full = sum([points[card.rank] for card in hand])
        rows = self._outs_rows(hand)
        if not rows:
            return [float(full - points[card.rank]) for card in hand]
        term_of = self.promise.term
        terms = self.promise.terms
        # Without a card that partners none of them, every card with outs keeps
        # them all: the promise is the whole hand's, the same sum.
        whole = None
        live = {row[0] for row in rows}
        costs = []
        for index, card in enumerate(hand):
            if index in live or whole is None:
                promise = 0.0
                for place, rank, outs, row in rows:
                    if place != index:
                        count = outs - row[index]
                        if count:
                            term = terms.get(count << 4 | rank)
                            promise += term_of(rank, count) if term is None else term
                if index not in live:
                    whole = promise
            else:
                promise = whole
            costs.append(kept_cost(full - points[card.rank], promise))
        return costs

    @property
    def promise(self) -> Promise:
        """The outs and terms of this search's unseen cards (`promise.py`),
        made when first asked for."""
        found = self._promise
        if found is None:
            found = self._promise = Promise(
                self.unseen, self.unseen_count, self.points, self.weights.promise
            )
        return found

    def _outs_rows(self, hand: tuple[Card, ...]) -> list[tuple[int, int, int, list[int]]]:
        """For each card of `hand` that pairs or nearly runs with another (a
        joker never does), in hand order: its place in the hand, its rank, its
        outs and its row: per other card, how many unseen cards would meld
        with the two (a book with a pair, a run with two of a suit one or two
        apart); the outs are the row's sum. A card left out has outs 0."""
        mask = sum(map(_bit, hand))
        pair = self.promise.pair
        size = len(hand)
        rows = []
        for place, card in enumerate(hand):
            partners = PARTNERS[card.code]
            if not mask & partners:
                continue
            row = [0] * size
            for index, other in enumerate(hand):
                if partners & other.bit:  # (never the card itself, nor a joker)
                    row[index] = pair(card, other)
            rows.append((place, card.rank, sum(row), row))
        return rows

    def discard_danger(self, card: Card, hand_left: tuple[Card, ...]) -> float:
        """How much `card` would help the next player: it melds with cards they
        are known to hold (weighed by its points saved for them)."""
        found = self._dangers.get(card)
        if found is None:
            found = self._dangers[card] = self._danger(card)
        return found

    @property
    def next_discarded(self) -> set[int]:
        """The ranks the next player has discarded this round."""
        found = self._next_discarded
        if found is None:
            found = self._next_discarded = {
                event.action.card.rank
                for event in self.view.history
                if event.player == self.following and isinstance(event.action, Discard)
            }
        return found

    def _danger(self, card: Card) -> float:
        if not card.rank:
            return self.weights.danger * 3
        if self.calm is not None:
            # No card known: the risk is 0 or -0.5, so max(0.0, risk) is 0.0.
            return self.calm
        risk = 0.0
        known = self.next_known
        if known:
            same = sum(1 for other in known if other.rank == card.rank)
            near = sum(
                1
                for other in known
                if other.suit == card.suit and other.rank and abs(other.rank - card.rank) <= 2
            )
            risk += same + near
        if card.rank in self.next_discarded:
            risk -= 0.5
        return self.weights.danger * max(0.0, risk)

    # -- the search

    def best(
        self,
        hand: tuple[Card, ...],
        table: Table,
        hits_left: int,
        taken: Card | None,
        laid_new: bool,
        drawn_size: int,
    ) -> float:
        """The lowest cost reachable this turn from here (lower is better)."""
        if not hand:
            return -POINTS_PER_UNIT * self.opponents * self.rules.tonk_units(drawn_size, laid_new)
        cards_held = card_set(hand)
        key = (cards_held, table, hits_left, taken, laid_new)
        cached = self._memo.get(key)
        if cached is not None:
            return cached
        self.nodes += 1
        cost = self.best_discard(hand, taken)[0]
        if self.nodes < NODE_LIMIT:
            cost = self._best_played(
                hand, cards_held, table, hits_left, taken, laid_new, drawn_size, cost
            )
        self._memo[key] = cost
        return cost

    def best_drawn(
        self,
        drawn: DrawnHands,
        card: Card,
        table: Table,
        hits_left: int,
        drawn_size: int,
        taken: Card | None = None,
    ) -> float:
        """`best(drawn.hand + (card,), table, hits_left, taken, False,
        drawn_size)`, its discards priced by `drawn` (the same costs); `taken`:
        None, or `card` taken from the discard pile."""
        cards_held = drawn.held + (card.bit or ONE_JOKER)
        key = (cards_held, table, hits_left, taken, False)
        cached = self._memo.get(key)
        if cached is not None:
            return cached
        self.nodes += 1
        hand = (*drawn.hand, card)
        if taken is not None and discard_blocked(self.discard_back, hand, taken):
            cost = drawn.least_kept(card)
        else:
            cost = drawn.least_discard(card)
        if self.nodes < NODE_LIMIT:
            cost = self._best_played(
                hand, cards_held, table, hits_left, taken, False, drawn_size, cost
            )
        self._memo[key] = cost
        return cost

    def _best_played(
        self,
        hand: tuple[Card, ...],
        cards_held: int,
        table: Table,
        hits_left: int,
        taken: Card | None,
        laid_new: bool,
        drawn_size: int,
        cost: float,
    ) -> float:
        """`best`'s search on from `cost` (its best discard now): every spread
        and hit this turn may still play first."""
        if self.may_lay and may_spread_bits(cards_held & NATURALS, cards_held >> 62):
            for cards in hand_spreads(hand):
                rest = _without(hand, cards)
                ordered = classify(cards)
                assert ordered is not None
                grown = (*table, (ordered[0], ordered[1]))
                cost = min(cost, self.best(rest, grown, hits_left, taken, True, drawn_size))
        if hits_left:
            for card, index in self.hits(hand, table):
                rest = _without(hand, (card,))
                changed = self.after_hit(table, index, card)
                cost = min(
                    cost, self.best(rest, changed, hits_left - 1, taken, laid_new, drawn_size)
                )
        return cost

    def plays_out(self, hand: tuple[Card, ...], table: Table, hits_left: int) -> bool:
        """Can every card of `hand` be spread or hit, with no discard?"""
        if not hand:
            return True
        key = (card_set(hand), table, hits_left)
        known = self._out_memo.get(key)
        if known is not None:
            return known
        self._out_memo[key] = False  # also the answer once the search is cut short
        self._out_nodes += 1
        if self._out_nodes >= NODE_LIMIT:
            return False
        found = self._plays_out(hand, table, hits_left)
        self._out_memo[key] = found
        return found

    def _plays_out(self, hand: tuple[Card, ...], table: Table, hits_left: int) -> bool:
        if self.may_lay and may_spread_bits(sum(map(_bit, hand)), hand.count(JOKER)):
            for cards in hand_spreads(hand):
                rest = _without(hand, cards)
                ordered = classify(cards)
                assert ordered is not None
                if self.plays_out(rest, (*table, (ordered[0], ordered[1])), hits_left):
                    return True
        if hits_left:
            for card, index in self.hits(hand, table):
                changed = self.after_hit(table, index, card)
                if self.plays_out(_without(hand, (card,)), changed, hits_left - 1):
                    return True
        return False

    def best_discard(self, hand: tuple[Card, ...], taken: Card | None) -> tuple[float, Card]:
        """The cheapest discard from `hand` and the cost of the hand it leaves."""
        best_cost = float("inf")
        best_card = hand[0]
        blocked = discard_blocked(self.discard_back, hand, taken)
        left = self.costs_without_each(hand) if len(hand) > 2 else None
        dangers = self._dangers
        seen_joker = False
        for index, card in enumerate(hand):
            if not card.bit:
                if seen_joker:
                    continue  # (the first copy: `discard_cost` removes the first)
                seen_joker = True
            if blocked and card is taken:
                continue
            if left is None:
                cost = self.discard_cost(hand, card)
            else:
                danger = dangers.get(card)
                if danger is None:
                    danger = self.discard_danger(card, hand)
                cost = left[index] + danger
            # (ties to the card first in `Card.sort_key` order, whatever the hand's)
            if cost < best_cost or (
                cost == best_cost and _ORDER[card.code] < _ORDER[best_card.code]
            ):
                best_cost, best_card = cost, card
        return best_cost, best_card

    def discard_cost(self, hand: tuple[Card, ...], card: Card) -> float:
        rest = _without(hand, (card,))
        if not rest:
            return -POINTS_PER_UNIT * self.opponents
        return self.hand_cost(rest) + self.discard_danger(card, rest)


def _melding(search: TurnSearch, hand: tuple[Card, ...], table: Table) -> int:
    """The natural cards that meld with `hand` (pair or nearly run with a card
    of it) or hit `table`, as a card set."""
    melding = search.takes(table)[0] if table else 0
    for card in hand:
        melding |= PARTNERS[card.code]
    return melding


def _without(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> tuple[Card, ...]:
    rest = list(hand)
    for card in cards:
        rest.remove(card)
    return tuple(rest)


class NormalBot:
    """The greedy heuristic: see the module docstring. The styles (`styles.py`)
    change its knocking rule (`knocks`), its taste for hits (`hits`) and its
    weights."""

    level = "normal"
    # False: never hits (the turn search and the moves offered leave hits out).
    hits = True

    def __init__(self, seed: int | None = None, weights: NormalWeights | None = None) -> None:
        self.seed = base_seed(seed)
        self.weights = weights or NormalWeights()
        self.name = "Normal computer"

    def choose(self, view: RoundView) -> Action:
        forced = forced_move(view)
        if forced is not None:
            return forced
        if view.phase == "start":
            return self.start_of_turn(view, decision_rng(self.seed, view))
        if type(self).after_draw is NormalBot.after_draw and Knock not in map(type, view.legal):
            # After the draw only a knock draws from the random source.
            ranked = self.rank_after_draw(view)
            return ranked[0][0] if ranked else view.legal[0]
        return self.after_draw(view, decision_rng(self.seed, view))

    # -- before the draw

    def start_of_turn(self, view: RoundView, rng: random.Random) -> Action:
        legal = set(view.legal)
        total = hand_total(view)
        search = TurnSearch(view, self.weights)
        table = search.table_of(view)
        hits_left = search.allows.hits_left if self.hits else 0
        drawn_size = len(view.hand) + 1
        take_cost = None
        top = view.discard_top
        drawn = DrawnHands(search, view.hand, -POINTS_PER_UNIT * search.opponents)
        if Draw("discard") in legal and top is not None:
            take_cost = search.best_drawn(drawn, top, table, hits_left, drawn_size, top)
        if Knock() in legal:
            # A hand that goes out whatever it draws (every card it holds can be
            # spread or hit), or the discard that empties it, beats any knock: a
            # knock wins 1 at best and is caught for 3.
            if take_cost is not None and take_cost <= -POINTS_PER_UNIT * search.opponents:
                return Draw("discard")
            last = DeclineDiscard() not in legal  # (else the decline draws from `rng` too)
            if self._knocks(view, rng, total, last, search.unseen_cards) and not (
                Draw("stock") in legal and search.plays_out(view.hand, table, hits_left)
            ):
                return Knock()
        if Draw("stock") in legal:
            if take_cost is None:
                return Draw("stock")  # (nothing to weigh the stock against)
            bar = take_cost + self.weights.stock_margin
            if type(self).stock_cost is NormalBot.stock_cost and self.stock_at_most(
                search, drawn, table, bar
            ):
                return Draw("stock")
            stock_cost = self.stock_cost(view, search, table, hits_left, drawn_size, drawn)
            if bar < stock_cost:
                return Draw("discard")
            return Draw("stock")
        # The stock is dry: take the discard, or decline and settle on totals.
        if DeclineDiscard() in legal:
            chance = KnockModel(view, self.weights, rng).chance_lowest(total)
            if take_cost is None or chance >= 0.5 or take_cost >= search.hand_cost(view.hand):
                return DeclineDiscard()
        if Draw("discard") in legal:
            return Draw("discard")
        return view.legal[0]

    def stock_cost(
        self,
        view: RoundView,
        search: TurnSearch,
        table: Table,
        hits_left: int,
        drawn_size: int,
        drawn: DrawnHands | None = None,
    ) -> float:
        """The average best turn over the cards the stock might give (`drawn`:
        the view's hand's `DrawnHands` under `search`, when made already)."""
        hand = view.hand
        melding = _melding(search, hand, table)
        # Cards that can neither meld with the hand nor hit the table only
        # matter by their points: search once per point value.
        plain: dict[int, float] = {}
        total = 0.0
        count = 0
        if drawn is None:
            drawn = DrawnHands(search, hand, -POINTS_PER_UNIT * search.opponents)
        for card, copies in search.unseen.items():
            count += copies
            if not card.bit or melding & card.bit:
                cost = search.best_drawn(drawn, card, table, hits_left, drawn_size)
            else:
                value = search.points[card.rank]
                if value not in plain:
                    plain[value] = search.best_drawn(drawn, card, table, hits_left, drawn_size)
                cost = plain[value]
            total += cost * copies
        return total / max(1, count)

    def stock_at_most(
        self, search: TurnSearch, drawn: DrawnHands, table: Table, bar: float
    ) -> bool:
        """True when `stock_cost` is surely at most `bar`, found without the
        searches: the sum `stock_cost` makes, in its order, of a cost each
        that is at least that search's best, is at most `bar`. Each cost is
        first the drawn card's own discard, then, lowest points first, the
        cheapest discard, until the sum is low enough. False: not known."""
        if not drawn.hand:
            return False
        melding = _melding(search, drawn.hand, table)
        points = search.points
        kept = drawn.kept
        calm = search.calm
        # First each drawn card's own discard, summed as stock_cost sums (a
        # plain card by the first of its points).
        plain: dict[int, float] = {}
        costs: list[float] = []
        total = 0.0
        count = 0
        for card, copies in search.unseen.items():
            count += copies
            if card.bit and not melding & card.bit:
                cost = plain.get(points[card.rank])
                if cost is None:
                    cost = plain[points[card.rank]] = kept + (
                        calm if calm is not None else search.discard_danger(card, drawn.hand)
                    )
            elif calm is not None and card.bit:
                cost = kept + calm
            else:
                cost = kept + search.discard_danger(card, drawn.hand)
            costs.append(cost)
            total += cost * copies
        count = max(1, count)
        if total / count <= bar:
            return True
        # Then the cheapest discards: the cards as stock_cost meets them, each
        # by the first card of its kind (itself, or the first plain card of
        # its points), with the cost summed so far (`costs`, by card).
        cards: list[Card] = []
        firsts: list[int] = []
        weights: list[int] = []
        plain_first: dict[int, int] = {}
        for card, copies in search.unseen.items():
            if not card.bit or melding & card.bit:
                first = len(cards)
            else:
                first = plain_first.setdefault(points[card.rank], len(cards))
            cards.append(card)
            firsts.append(first)
            weights.append(copies)
        # How far the sum is above the bar (near enough: only to know when to
        # add the sum up again exactly).
        above = total - bar * count
        shared: dict[int, int] = {}
        for first, copies in zip(firsts, weights, strict=True):
            shared[first] = shared.get(first, 0) + copies
        for index in sorted(shared, key=lambda first: points[cards[first].rank]):
            cheapest = drawn.least_discard(cards[index])
            above -= (costs[index] - cheapest) * shared[index]
            costs[index] = cheapest
            if above <= 0.0:
                total = 0.0
                for first, copies in zip(firsts, weights, strict=True):
                    total += costs[first] * copies
                if total / count <= bar:
                    return True
        return False

    def knocks(self, view: RoundView, rng: random.Random, total: int) -> bool:
        """Would this player knock holding `total` (when a knock is legal)?
        Normal: when the chance of being strictly lowest reaches the threshold."""
        chance = KnockModel(view, self.weights, rng).chance_lowest(total)
        return chance >= self.weights.knock_confidence

    def _knocks(
        self,
        view: RoundView,
        rng: random.Random,
        total: int,
        last: bool,
        unseen: list[Card] | None = None,
    ) -> bool:
        """`knocks`; when it is the normal player's own rule and the decision
        draws nothing more from `rng` after it (`last`), counted by
        `KnockModel.reaches`, which stops dealing once the answer is sure
        (`unseen`: the view's unseen cards, when known already)."""
        if last and type(self).knocks is NormalBot.knocks:
            model = KnockModel(view, self.weights, rng, unseen)
            return model.reaches(total, self.weights.knock_confidence)
        return self.knocks(view, rng, total)

    # -- after the draw

    def after_draw(self, view: RoundView, rng: random.Random) -> Action:
        ranked = self.rank_after_draw(view)
        if Knock() in view.legal:
            # Knocking now (any-time rule) keeps the whole hand; weigh it
            # against the best way to play on.
            total = hand_total(view)
            knocks = self._knocks(view, rng, total, True)
            if knocks and (not ranked or ranked[0][1] > -POINTS_PER_UNIT):
                return Knock()
        if not ranked:
            return view.legal[0]
        return ranked[0][0]

    def rank_after_draw(self, view: RoundView) -> list[tuple[Action, float]]:
        """The spreads, hits and discards in `view.legal`, best first, each with
        the cost of the best end of turn it leads to (lower is better)."""
        search = TurnSearch(view, self.weights)
        table = search.table_of(view)
        hits_left = search.allows.hits_left if self.hits else 0
        hand = view.hand
        taken = view.taken_card
        laid_new = view.laid_new_spread
        drawn_size = view.drawn_hand_size
        ranked: list[tuple[float, int, Action]] = []
        # The hand's cost less each card, its pairs weighed once (the same
        # floats as `discard_cost`'s, which weighs each hand left anew).
        left = search.costs_without_each(hand) if len(hand) > 2 else None
        for order, action in enumerate(view.legal):
            if isinstance(action, LaySpread):
                ordered = classify(action.cards)
                assert ordered is not None
                cost = search.best(
                    _without(hand, action.cards),
                    (*table, (ordered[0], ordered[1])),
                    hits_left,
                    taken,
                    True,
                    drawn_size,
                )
                cost -= 0.002  # level with another way: lay first
            elif isinstance(action, Hit):
                if not self.hits:
                    continue
                cost = search.best(
                    _without(hand, (action.card,)),
                    search.after_hit(table, action.spread_index, action.card),
                    hits_left - 1,
                    taken,
                    laid_new,
                    drawn_size,
                )
                cost -= 0.001
            elif isinstance(action, Discard):
                card = action.card
                if left is None:
                    cost = search.discard_cost(hand, card)
                else:
                    danger = search.calm
                    if danger is None or not card.bit:
                        danger = search.discard_danger(card, hand)
                    cost = left[hand.index(card)] + danger
            else:
                continue
            ranked.append((cost, order, action))
        ranked.sort(key=lambda item: (item[0], item[1]))
        return [(action, cost) for cost, _, action in ranked]
