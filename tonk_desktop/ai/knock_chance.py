"""The normal player's knock model counted instead of dealt: the chance that
`KnockModel`'s deals find a total strictly the lowest, as the exact sum over
every deal, for a caller that asks many times and cannot pay for 120 deals
each (the coach's playouts, `rollout.ExactKnockPolicy`).

`KnockModel` deals each opponent's unknown cards independently from the
points of the cards the player has not seen: `take` of them without
replacement, keeping the lowest `unknown`. An opponent catches a knock on
`total` when its known cards' points and those kept come to `total` or less;
the knock stands when none does. So the chance is the product, over the
opponents, of one minus each one's chance to catch (`catch_chance`), which
depends only on how many unseen cards are worth each number of points up to
the room the opponent has, how many are unseen, and the two counts. Most
positions are settled by bounds on it (`catch_bounds`); the shapes left are
counted once each (memoized)."""

from __future__ import annotations

from functools import lru_cache
from itertools import accumulate
from math import comb


@lru_cache(maxsize=1 << 16)
def catch_chance(low: tuple[int, ...], room: int, size: int, unknown: int, take: int) -> float:
    """The chance that the lowest `unknown` of `take` cards dealt without
    replacement from `size` come to at most `room` points, where `low[v]` of
    them are worth `v` points (every card worth at most `room` is counted in
    `low`, or every card that may be among the lowest that come to `room`;
    the rest are worth more). Exact: every deal of `take` counted by
    the points dealt."""
    # ways[(k, s)]: the deals of the cards worth at most v so far that take
    # k < unknown of them, coming to s <= room. A deal that reaches
    # `unknown` low cards has its lowest (its kept cards) settled: it
    # catches whatever else it deals, from the cards worth more than v.
    ways: dict[tuple[int, int], int] = {(0, 0): 1}
    caught = 0
    above = size  # the cards worth more than v
    for value, count in enumerate(low):
        above -= count
        if not count:
            continue
        grown: dict[tuple[int, int], int] = {}
        for (dealt, points), weight in ways.items():
            keep = unknown - dealt
            left = take - dealt
            for extra in range(min(count, left) + 1):
                if extra == keep:
                    if points + keep * value <= room:
                        caught += weight * sum(
                            comb(count, more) * comb(above, left - more)
                            for more in range(keep, min(count, left) + 1)
                        )
                    break
                summed = points + extra * value
                if summed > room:
                    break  # (the sum only grows with more of this value)
                key = (dealt + extra, summed)
                grown[key] = grown.get(key, 0) + weight * comb(count, extra)
        ways = grown
        if not ways:
            break
    return caught / comb(size, take)


@lru_cache(maxsize=1 << 14)
def at_least(low: int, size: int, take: int, unknown: int) -> float:
    """The chance that `take` cards dealt without replacement from `size`, of
    which `low` are low, hold at least `unknown` low ones (the
    hypergeometric tail)."""
    ways = sum(
        comb(low, dealt) * comb(size - low, take - dealt)
        for dealt in range(unknown, min(low, take) + 1)
    )
    return ways / comb(size, take)


@lru_cache(maxsize=1 << 15)
def low_then_one(low: int, lower: int, size: int, take: int, unknown: int) -> float:
    """The chance that `take` cards dealt from `size` hold at least `unknown`
    of the `low` lowest, or `unknown - 1` of them and one more of the next
    `lower - low` (`lower` >= `low`: the cards worth at most a higher line)."""
    found = at_least(low, size, take, unknown)
    rest = size - low
    dealt = take - unknown + 1
    exactly = comb(low, unknown - 1) * comb(rest, dealt) / comb(size, take)
    if exactly and comb(rest, dealt):
        found += exactly * (1.0 - comb(rest - (lower - low), dealt) / comb(rest, dealt))
    return found


@lru_cache(maxsize=1 << 15)
def low_and_lowest(low: int, lowest: int, size: int, take: int, unknown: int) -> float:
    """The chance that `take` cards dealt from `size` hold at least `unknown`
    of the `low` lowest and at least one of the `lowest` (`lowest` <= `low`)."""
    found = at_least(low, size, take, unknown)
    if comb(size - lowest, take):
        none = comb(size - lowest, take) / comb(size, take)
        found -= none * at_least(low - lowest, size - lowest, take, unknown)
    return found


def catch_bounds(
    below: list[int], room: int, size: int, unknown: int, take: int
) -> tuple[float, float]:
    """Bounds on `catch_chance` (`below[v]`: the unseen cards worth at most
    v). It catches at least when its lowest `unknown - 1` are each worth at
    most a line a and the next at most room - (unknown - 1) * a (the best of
    a few lines); at most when all `unknown` are worth at most room and the
    lowest at most room // unknown."""
    top = len(below) - 1
    line = room // unknown
    least = 0.0
    for a in range(line, max(-1, line - 3), -1):
        b = min(top, room - (unknown - 1) * a)
        least = max(least, low_then_one(below[min(top, a)], below[b], size, take, unknown))
    most = low_and_lowest(below[min(top, room)], below[min(top, line)], size, take, unknown)
    return least, most


def reaches(
    counts: list[int], others: list[tuple[int, int, int]], total: int, confidence: float
) -> bool:
    """`KnockModel.chance_lowest(total) >= confidence`, by the chance's
    expectation: `counts[v]` unseen cards are worth v points; `others`: each
    opponent's (known cards' points, unknown cards, cards it has looked past).

    Most positions are settled by bounds on each opponent's chance to catch
    (`catch_bounds`: hypergeometric tails of few shapes); the rest are
    counted exactly (`catch_chance`)."""
    size = sum(counts)
    if not size:
        return all(known > total for known, _, _ in others) or confidence <= 0
    cheapest = next(value for value, count in enumerate(counts) if count)
    below = list(accumulate(counts))
    rivals = []
    best = worst = 1.0  # the chance's bounds
    for known, unknown, extra in others:
        if known + cheapest * unknown > total:
            continue  # (cannot catch it, whatever its unknown cards are)
        if not unknown:
            return confidence <= 0
        room = total - known
        take = min(size, unknown + extra)
        # (only cards worth at most this can be among its lowest that catch)
        rivals.append((room, min(room, room - (unknown - 1) * cheapest), unknown, take))
        least, most = catch_bounds(below, room, size, unknown, take)
        best *= 1.0 - least
        worst *= 1.0 - most
    if best < confidence:
        return False
    if worst >= confidence:
        return True
    chance = 1.0
    for room, highest, unknown, take in rivals:
        chance *= 1.0 - catch_chance(tuple(counts[: highest + 1]), room, size, unknown, take)
        if chance < confidence:
            return False
    return True
