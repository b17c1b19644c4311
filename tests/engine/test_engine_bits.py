"""The engine's bit tables agree with the card-by-card rules they shortcut."""

from __future__ import annotations

import random
from itertools import combinations

from tonk_desktop.engine import classify, fastrandom, full_deck, hand_spreads
from tonk_desktop.engine.fastrandom import sample, shuffle
from tonk_desktop.engine.spreads import _may_spread


def test_a_hand_without_jokers_may_spread_exactly_when_three_of_its_cards_do() -> None:
    rng = random.Random(23)
    deck = full_deck(0)
    seen = {True: 0, False: 0}
    for size in range(13):
        for _ in range(400):
            hand = rng.sample(deck, size)
            three = any(classify(cards) is not None for cards in combinations(hand, 3))
            assert _may_spread(hand) is three, hand
            assert bool(hand_spreads(hand)) is three, hand
            seen[three] += 1
    assert seen[True] > 500 and seen[False] > 500


def test_a_joker_always_takes_the_long_way() -> None:
    rng = random.Random(5)
    deck = full_deck(2)
    for _ in range(300):
        hand = [*rng.sample(deck[:52], 5), deck[52]]
        assert _may_spread(hand)


def test_the_engines_shuffle_is_the_standard_one() -> None:
    assert fastrandom.FAST  # else every deal would take the slow way
    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        mine = full_deck(seed % 3 and 2)[: 20 + seed % 35]
        stdlib = list(mine)
        shuffle(ours, mine)
        theirs.shuffle(stdlib)
        assert mine == stdlib
        assert ours.getstate() == theirs.getstate()
    empty: list[int] = []
    shuffle(random.Random(1), empty)
    assert empty == []


def test_a_random_source_of_its_own_shuffles_its_own_way() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
            x.reverse()

    items = [1, 2, 3]
    shuffle(Reversing(1), items)
    assert items == [3, 2, 1]


def test_the_engines_sample_is_the_standard_one() -> None:
    for seed in range(300):
        ours, theirs = random.Random(seed), random.Random(seed)
        population = list(range(seed % 60))
        for _ in range(5):
            k = ours.randrange(len(population) + 1)
            assert theirs.randrange(len(population) + 1) == k
            assert sample(ours, population, k) == theirs.sample(population, k)
        assert ours.getstate() == theirs.getstate()
