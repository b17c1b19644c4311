"""The normal player's knock model: the chance that a hand total is strictly
the lowest at the table, by dealing the others' unknown cards at random from
the cards this player has not seen (see `KnockModel`)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tonk_desktop.engine import Card, RoundView
from tonk_desktop.engine.fastrandom import FAST, by_index, sample, sample_steps

from .base import draws_so_far

if TYPE_CHECKING:
    from .normal import NormalWeights


class KnockModel:
    """The chance that a hand total is strictly the lowest at the table.

    Each opponent's unknown cards are dealt at random from the cards this player
    has not seen, but from a few more than they hold, keeping the lowest: a
    player who has looked at more cards (drawn more) keeps lower ones."""

    def __init__(
        self,
        view: RoundView,
        weights: NormalWeights,
        rng: random.Random,
        unseen: list[Card] | None = None,
    ) -> None:
        """`unseen`: `view.unseen_cards()`, when the caller has it already."""
        table = view.rules.points_table()
        if unseen is None:
            unseen = view.unseen_cards()
        self.pool = [table[card.rank] for card in unseen]
        points = view.rules.card_points
        turns = draws_so_far(view)
        self.others: list[tuple[int, int, int]] = []
        for other in range(view.players):
            if other == view.player:
                continue
            known = view.known_cards[other]
            unknown = view.hand_sizes[other] - len(known)
            extra = round(weights.opponent_seen_per_turn * turns[other])
            self.others.append((sum(points(card.rank) for card in known), unknown, extra))
        self.samples = weights.knock_samples
        self.rng = rng

    def chance_lowest(self, total: int) -> float:
        """P(every other total is greater than `total`)."""
        rivals = self._rivals(total)
        if isinstance(rivals, float):
            return rivals
        pool = self.pool
        wins = 0
        rng = self.rng
        for _ in range(self.samples):
            for known, unknown, take in rivals:
                if known + sum(sorted(sample(rng, pool, take))[:unknown]) <= total:
                    break
            else:
                wins += 1
        return wins / self.samples

    def reaches(self, total: int, confidence: float) -> bool:
        """`chance_lowest(total) >= confidence`, the deals stopped as soon as
        the count settles it: the same answer, with fewer numbers drawn from
        the random source (for a caller that draws no more from it)."""
        rivals = self._rivals(total)
        if isinstance(rivals, float):
            return rivals >= confidence
        samples = self.samples
        # The fewest wins that reach `confidence`, by chance_lowest's own sum.
        need = next((w for w in range(samples + 1) if w / samples >= confidence), samples + 1)
        if FAST and type(self.rng) is random.Random:
            return deal_wins(self.rng, self.pool, rivals, total, samples, need) >= need
        pool = self.pool
        wins = 0
        rng = self.rng
        for left in range(samples, 0, -1):
            if wins >= need or wins + left < need:
                break
            for known, unknown, take in rivals:
                if known + sum(sorted(sample(rng, pool, take))[:unknown]) <= total:
                    break
            else:
                wins += 1
        return wins >= need

    def _rivals(self, total: int) -> list[tuple[int, int, int]] | float:
        """The opponents that may hold `total` or less, each as (known cards'
        points, unknown cards, cards to deal keeping the lowest); or the
        chance itself, when no deal is needed."""
        pool = self.pool
        if not pool:
            return 1.0 if all(known > total for known, _, _ in self.others) else 0.0
        cheapest = min(pool)
        # Opponents who hold more than `total` whatever their unknown cards are
        # cannot catch the knock; only the others need dealing.
        rivals = [
            (known, unknown, min(len(pool), unknown + extra))
            for known, unknown, extra in self.others
            if known + cheapest * unknown <= total
        ]
        return rivals or 1.0


def deal_wins(
    rng: random.Random,
    pool: list[int],
    rivals: list[tuple[int, int, int]],
    total: int,
    samples: int,
    need: int,
) -> int:
    """`KnockModel.reaches`'s count of wins, its deals written out: each is
    `sample(rng, pool, take)` step by step (`fastrandom._sample_by_bits`, so
    `random.Random.sample`: the same numbers drawn, the same cards), without
    a call per deal, its steps made once per rival. For a plain
    `random.Random` where `fastrandom.FAST`."""
    getrandbits = rng.getrandbits
    size = len(pool)
    # Per rival: the most its lowest cards may come to, how many are kept,
    # how many dealt, and the deal's steps (places left, the bits drawn for
    # them), or the bits of a deal by index (`random.sample` takes a
    # population too big for its bound by index, with the indices taken).
    plans = []
    for known, unknown, take in rivals:
        if not by_index(size, take):
            plans.append((total - known, unknown, take, sample_steps(size, take), 0))
        else:
            plans.append((total - known, unknown, take, (), size.bit_length()))
    wins = 0
    for left in range(samples, 0, -1):
        if wins >= need or wins + left < need:
            break
        for room, unknown, take, steps, bits in plans:
            if steps:
                dealt = pool.copy()
                values = []
                for places, step_bits in steps:
                    index = getrandbits(step_bits)
                    while index >= places:
                        index = getrandbits(step_bits)
                    values.append(dealt[index])
                    dealt[index] = dealt[places - 1]
            else:
                taken: list[int] = []
                for _ in range(take):
                    index = getrandbits(bits)
                    while index >= size or index in taken:
                        index = getrandbits(bits)
                    taken.append(index)
                values = [pool[index] for index in taken]
            if unknown < take:
                values.sort()
                del values[unknown:]
            if sum(values) <= room:
                break
        else:
            wins += 1
    return wins
