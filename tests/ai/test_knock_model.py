"""The knock model's written-out deals deal what `random.Random.sample` deals:
the same wins, counted to the same stop, and the same numbers drawn."""

from __future__ import annotations

import random

import pytest

from tonk_desktop.ai.knock_model import deal_wins


def wins_by_sample(
    rng: random.Random,
    pool: list[int],
    rivals: list[tuple[int, int, int]],
    total: int,
    samples: int,
    need: int,
) -> int:
    wins = 0
    for left in range(samples, 0, -1):
        if wins >= need or wins + left < need:
            break
        for known, unknown, take in rivals:
            if known + sum(sorted(rng.sample(pool, take))[:unknown]) <= total:
                break
        else:
            wins += 1
    return wins


@pytest.mark.parametrize("seed", range(6))
def test_the_written_out_deals_draw_what_sample_draws(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(60):
        size = rng.choice((3, 12, 21, 22, 30, 40, 47, 54, 90))
        pool = [rng.choice((0, 1, 2, 5, 10, 15, 50)) for _ in range(size)]
        rivals = []
        for _ in range(rng.randint(1, 3)):
            unknown = rng.randint(0, min(size, 9))
            rivals.append((rng.randint(0, 12), unknown, min(size, unknown + rng.randint(0, 14))))
        total = rng.randint(0, 40)
        samples = rng.choice((1, 30, 120))
        need = rng.randint(0, samples + 1)
        ours, theirs = random.Random(seed * 1000 + size), random.Random(seed * 1000 + size)
        found = deal_wins(ours, pool, rivals, total, samples, need)
        assert found == wins_by_sample(theirs, pool, rivals, total, samples, need)
        assert ours.getstate() == theirs.getstate()
