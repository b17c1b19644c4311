"""The promise of a hand's cards that may still meld: the one reckoning the
normal player's turn search (`normal.TurnSearch`) and its estimate of the
stock's cards (`drawn.DrawnHands`) share, whose costs must agree to the last
bit.

A natural card that pairs or nearly runs with another card of the hand has
*outs*: per such partner, the unseen cards that would make a spread of the two
(`Promise.pair`: a book with a pair, a run with two of a suit one or two
apart). Its promise is `Promise.term(rank, outs)`: the weight `promise` times
its chance to meld (2.5 times the share of the unseen cards that meld with it,
the unseen jokers added, at most 1) times its points. A hand's promise is the
sum of its cards' terms in hand order, and the cost of a hand kept is its
points less its promise (`kept_cost`); a discard adds the danger of the card
given away (the search's `discard_danger`).
"""

from __future__ import annotations

from tonk_desktop.engine import JOKER, Card

from .hand_keys import SUIT_BASE


class Promise:
    """The outs and terms of one search's unseen cards (`unseen`: each card
    and its copies, `unseen_count` of them in all, at least 1).

    `rank_outs[r]`: the unseen cards of rank r (the cards that make a book
    with a pair); `by_place[suit * 15 + rank]`: the unseen card there, 0 or 1
    (places 0 and 14 of each suit, off the ends, hold nothing); `terms`: the
    terms made so far, keyed `outs << 4 | rank`, for a caller that looks one
    up before asking `term`."""

    __slots__ = ("by_place", "jokers", "points", "rank_outs", "terms", "unseen_count", "weight")

    def __init__(
        self,
        unseen: dict[Card, int],
        unseen_count: int,
        points: tuple[int, ...],
        weight: float,
    ) -> None:
        rank_outs = [0] * 14
        by_place = [0] * 60
        for card, count in unseen.items():
            rank = card.rank
            if rank:
                rank_outs[rank] += count
                by_place[SUIT_BASE[card.code] + rank] += count
        self.rank_outs = rank_outs
        self.by_place = by_place
        self.jokers = unseen.get(JOKER, 0)
        self.unseen_count = unseen_count
        self.points = points
        self.weight = weight
        self.terms: dict[int, float] = {}

    def pair(self, card: Card, other: Card) -> int:
        """The unseen cards that meld with `card` and `other`, two natural
        cards that partner (`cards.PARTNERS`: the same rank, or the same suit
        one or two apart)."""
        rank = card.rank
        other_rank = other.rank
        if other_rank == rank:
            return self.rank_outs[rank]
        by_place = self.by_place
        base = SUIT_BASE[card.code]
        apart = other_rank - rank
        if apart == 1 or apart == -1:
            # The card below, the one between (when drawn, so not in hand)
            # and the one above.
            low = base + (rank if apart == 1 else other_rank)
            return by_place[low - 1] + by_place[low + 1] + by_place[low + 2]
        return by_place[base + (rank if apart == 2 else other_rank) + 1]  # (the card between)

    def term(self, rank: int, outs: int) -> float:
        """What a card of `rank` with `outs` > 0 promises (the jokers not yet
        counted in `outs`)."""
        key = outs << 4 | rank
        found = self.terms.get(key)
        if found is None:
            count = outs + self.jokers
            chance = min(1.0, 2.5 * count / self.unseen_count)
            found = self.terms[key] = self.weight * chance * self.points[rank]
        return found


def kept_cost(points: int, promise: float) -> float:
    """The cost of a hand kept: its `points` less its `promise`."""
    return float(points) - promise
