"""`random.Random`'s shuffle and sample, written out for the hot paths: the
deal, the search's samples of the unseen cards, the knock models' Monte Carlo
counts. Each gives exactly what the standard method gives from the same state
and leaves the source in the same state, without a Python call per number
drawn; on import each is checked against this Python's own, and where they
differ (another Python's algorithm) or the source is not a plain
`random.Random` (a subclass may draw its own way) the standard method is used.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Final, TypeVar

T = TypeVar("T")


def _shuffle_by_bits(rng: random.Random, items: list[T]) -> None:
    # random.Random.shuffle with its _randbelow (by getrandbits) written in.
    getrandbits = rng.getrandbits
    for i, n, k in _steps(len(items)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_STEPS: list[tuple[tuple[int, int, int], ...]] = []


def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """A shuffle's steps for `size` items: the place it fills, the number of
    places it draws from and the bits that takes (made once per size)."""
    while len(_STEPS) <= size:
        places = len(_STEPS)
        _STEPS.append(tuple((i, i + 1, (i + 1).bit_length()) for i in range(places - 1, 0, -1)))
    return _STEPS[size]


def shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The steps of a shuffle of `size` items (`_steps`), for a hot path that
    writes the shuffle in: for each, the place filled, the number of places
    drawn from and the bits that takes."""
    return _steps(size)


def sample_steps(size: int, take: int) -> tuple[tuple[int, int], ...]:
    """The steps of a sample of `take` from `size` drawn from a copy of the
    population (`by_index` False): for each draw, the places left and the
    bits drawn for them."""
    return tuple((left, left.bit_length()) for left in range(size, size - take, -1))


def by_index(size: int, take: int) -> bool:
    """Does `random.sample` take `take` of `size` by index, with a set of the
    indices taken (a population too big for its bound), rather than from a
    copy it shrinks as it goes?"""
    return size > (_SET_SIZES[take] if take < len(_SET_SIZES) else _set_size(take))


def _sample_by_bits(rng: random.Random, population: Sequence[T], k: int) -> list[T]:
    # random.Random.sample (no counts) with its _randbelow written in.
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    getrandbits = rng.getrandbits
    result: list[T] = []
    if not by_index(n, k):
        pool = list(population)
        for i in range(k):
            left = n - i
            bits = left.bit_length()
            j = getrandbits(bits)
            while j >= left:
                j = getrandbits(bits)
            result.append(pool[j])
            pool[j] = pool[left - 1]
    else:
        bits = n.bit_length()
        selected: set[int] = set()
        for _ in range(k):
            j = getrandbits(bits)
            while j >= n or j in selected:
                j = getrandbits(bits)
            selected.add(j)
            result.append(population[j])
    return result


def _set_size(k: int) -> int:
    """random.sample's bound: a population this small is copied, a bigger one
    drawn from by index with a set of the indices taken."""
    setsize = 21
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    return setsize


_SET_SIZES: Final = tuple(_set_size(k) for k in range(64))


def _same_as_stdlib() -> bool:
    """Do the written-out methods give what this Python's give?"""
    for seed in (1, 23, 2026):
        ours, theirs = random.Random(seed), random.Random(seed)
        mine, stdlib = list(range(54)), list(range(54))
        _shuffle_by_bits(ours, mine)
        theirs.shuffle(stdlib)
        if mine != stdlib:
            return False
        for n, k in ((40, 3), (40, 7), (12, 5), (30, 12), (100, 30), (5, 5), (9, 0)):
            population = list(range(n))
            if _sample_by_bits(ours, population, k) != theirs.sample(population, k):
                return False
        if ours.getstate() != theirs.getstate():
            return False
    return True


FAST: Final = _same_as_stdlib()


def shuffle(rng: random.Random, items: list[T]) -> None:
    """`rng.shuffle(items)`, the same order from the same state."""
    if FAST and type(rng) is random.Random:
        _shuffle_by_bits(rng, items)
    else:
        rng.shuffle(items)


def sample(rng: random.Random, population: Sequence[T], k: int) -> list[T]:
    """`rng.sample(population, k)`, the same cards from the same state."""
    if FAST and type(rng) is random.Random:
        return _sample_by_bits(rng, population, k)
    return rng.sample(population, k)
