"""The normal player's stock estimate, priced from the hand the draws share.

Before the draw the normal player searches its hand with each card the stock
might give (about 30 searches), and each search starts by pricing the hand's
discards (`TurnSearch.best_discard`): the points left, less the promise of
every card that pairs or nearly runs with another, plus the danger of the
card given away. The hands differ by one card, so what the hand itself holds
(how many unseen cards meld with each two of its cards, each card's danger,
the promise with each of its cards discarded) is worked out once here, and
each drawn card adds only what it changes.

Every cost is the same float as `TurnSearch.best_discard` gives, to the last
bit: the same outs and terms (the search's own `Promise`, promise.py), summed
in the same order (hand order, the drawn card last) into the same cost
(`kept_cost`, plus the danger), a term left out only where the search leaves
it out (no unseen card melds). A sum starts again from the hand's own terms
only where they are the very terms the search would add.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tonk_desktop.engine import Card
from tonk_desktop.engine.cards import PARTNERS

from .hand_keys import card_set
from .promise import kept_cost

if TYPE_CHECKING:
    from .normal import TurnSearch


class DrawnHands:
    """`TurnSearch.best_discard(hand + (card,), None)[0]` for the cards the
    stock might give onto one hand (`least_discard`)."""

    def __init__(self, search: TurnSearch, hand: tuple[Card, ...], emptied: float) -> None:
        self.search = search
        self.hand = hand
        self.emptied = emptied  # the cost of a turn that empties the hand
        self.held = card_set(hand)  # (the search's own memo key)
        size = len(hand)
        points = search.points
        promise = search.promise
        self.pair = promise.pair
        self.term = promise.term
        self.terms = promise.terms
        self.ranks = [card.rank for card in hand]
        self.bits = [card.bit for card in hand]
        self.held_points = [points[rank] for rank in self.ranks]
        self.full = sum(self.held_points)
        calm = search.calm
        self.dangers = [
            calm if calm is not None and card.bit else search.discard_danger(card, hand)
            for card in hand
        ]
        mask = sum(self.bits)
        self.mask = mask
        # How many unseen cards meld with each two cards of the hand, and each
        # card's outs (its row's sum), as the search counts them.
        pairs = [[0] * size for _ in range(size)]
        for place, card in enumerate(hand):
            if card.bit and mask & PARTNERS[card.code]:
                row = pairs[place]
                for index, other in enumerate(hand):
                    if other is not card and PARTNERS[card.code] & other.bit:
                        row[index] = self.pair(card, other)
        self.pairs = pairs
        self.outs = [sum(row) for row in pairs]
        self.live = [bool(card.bit and mask & PARTNERS[card.code]) for card in hand]
        # The hand's promise with nothing discarded (with the drawn card
        # discarded, every other card keeps its outs), and with each of its
        # cards discarded (for a drawn card that melds with none of them).
        self.whole = self._hand_promise(-1)
        # The cost of the hand kept whole (the drawn card discarded) before
        # the drawn card's danger.
        self.kept = kept_cost(self.full, self.whole)
        self.without = [
            self._hand_promise(place) if self.live[place] else self.whole for place in range(size)
        ]
        self._plain: dict[int, float] = {}
        self._least: dict[Card, float] = {}

    def _hand_promise(self, gone: int) -> float:
        """The hand's promise with its card at `gone` discarded (-1: none)."""
        promise = 0.0
        for place, rank in enumerate(self.ranks):
            if place != gone and self.live[place]:
                count = self.outs[place] - (self.pairs[place][gone] if gone >= 0 else 0)
                if count:
                    promise += self.term(rank, count)
        return promise

    def least_discard(self, card: Card) -> float:
        """The cost of the cheapest discard from the hand with `card` drawn
        (kept: the stock's bound and the search ask for the same cards)."""
        found = self._least.get(card)
        if found is not None:
            return found
        if not self.hand:
            return self.emptied  # (never at the start of a turn)
        danger = self.search.calm
        if danger is None or not card.bit:
            danger = self.search.discard_danger(card, self.hand)
        # Discarding the drawn card leaves the hand as it was.
        cost = self.kept + danger
        kept = self.least_kept(card)
        found = self._least[card] = kept if kept < cost else cost
        return found

    def least_kept(self, card: Card) -> float:
        """The cost of the cheapest discard of a card of the hand (one at
        least) with `card` drawn and kept."""
        drawn_points = self.search.points[card.rank]
        partners = PARTNERS[card.code]
        if partners & self.mask:
            return self._melding(card, partners, drawn_points)
        found = self._plain.get(drawn_points)
        if found is None:
            found = self._plain[drawn_points] = self._least_kept(drawn_points)
        return found

    def _least_kept(self, drawn_points: int) -> float:
        """The cheapest discard of a card of the hand, the drawn card (worth
        `drawn_points`) melding with none of them: each card's promise is the
        hand's own."""
        full = self.full + drawn_points
        least = float("inf")
        for place, promise in enumerate(self.without):
            cost = kept_cost(full - self.held_points[place], promise) + self.dangers[place]
            if cost < least:
                least = cost
        return least

    def _melding(self, card: Card, partners: int, drawn_points: int) -> float:
        """The cheapest discard of a card of the hand, the drawn card melding
        with some of them: the sums as `TurnSearch.costs_without_each` makes
        them over the hand with the card drawn last."""
        hand = self.hand
        size = len(hand)
        drawn = [self.pair(card, other) if partners & other.bit else 0 for other in hand]
        outs = self.outs
        pairs = self.pairs
        ranks = self.ranks
        live = self.live
        bits = self.bits
        # The cards that pair or nearly run with another, in hand order, the
        # drawn card last: (place, rank, outs, row) as `_outs_rows` has them.
        rows = [
            (place, ranks[place], outs[place] + drawn[place], pairs[place])
            for place in range(size)
            if live[place] or partners & bits[place]
        ]
        rows.append((size, card.rank, sum(drawn), drawn))
        terms = self.terms
        term = self.term
        # With a card discarded that partners none: every card keeps its outs.
        whole = 0.0
        for _, rank, count, _ in rows:
            if count:
                found = terms.get(count << 4 | rank)
                whole += term(rank, count) if found is None else found
        full = self.full + drawn_points
        held_points = self.held_points
        dangers = self.dangers
        least = float("inf")
        gone = 0
        for first in rows:
            # The cards before it partner none: each keeps the whole promise.
            while gone < first[0]:
                cost = kept_cost(full - held_points[gone], whole) + dangers[gone]
                if cost < least:
                    least = cost
                gone += 1
            if gone == size:
                break
            promise = 0.0
            for place, rank, outs_kept, row in rows:
                if place != gone:
                    count = outs_kept - row[gone]
                    if count:
                        found = terms.get(count << 4 | rank)
                        promise += term(rank, count) if found is None else found
            cost = kept_cost(full - held_points[gone], promise) + dangers[gone]
            if cost < least:
                least = cost
            gone += 1
        return least
