"""The coach's fast knock: the knock model's chance counted exactly
(`ai/knock_chance.py`) and the playout policy that reads it from the round
(`ExactKnockPolicy`)."""

from __future__ import annotations

import itertools
import random
from math import comb

import pytest

from tonk_desktop.ai.base import draws_so_far
from tonk_desktop.ai.knock_chance import at_least, catch_chance, reaches
from tonk_desktop.ai.knock_model import KnockModel
from tonk_desktop.ai.normal import NormalWeights
from tonk_desktop.ai.rollout import ExactKnockPolicy, RolloutPolicy
from tonk_desktop.engine import HouseRules, Round
from tonk_desktop.engine.actions import KNOCK


def enumerated(pool: list[int], unknown: int, take: int, room: int) -> float:
    """The share of the deals of `take` from `pool` whose lowest `unknown` make `room` or less."""
    deals = list(itertools.combinations(range(len(pool)), take))
    caught = sum(sum(sorted(pool[i] for i in deal)[:unknown]) <= room for deal in deals)
    return caught / len(deals)


@pytest.mark.parametrize("seed", range(12))
def test_catch_chance_is_every_deal_counted(seed: int) -> None:
    rng = random.Random(seed)
    pool = [rng.choice([0, 1, 1, 2, 3, 5, 8, 10, 10, 15]) for _ in range(rng.randint(4, 11))]
    unknown = rng.randint(1, min(4, len(pool)))
    take = rng.randint(unknown, min(len(pool), unknown + 4))
    room = rng.randint(0, 20)
    counts = [pool.count(value) for value in range(room + 1)]
    found = catch_chance(tuple(counts), room, len(pool), unknown, take)
    assert found == pytest.approx(enumerated(pool, unknown, take, room), abs=1e-12)


def test_at_least_is_the_hypergeometric_tail() -> None:
    # 3 low among 10, 4 dealt: at least 2 low.
    ways = comb(3, 2) * comb(7, 2) + comb(3, 3) * comb(7, 1)
    assert at_least(3, 10, 4, 2) == pytest.approx(ways / comb(10, 4))


def playout_positions(seed: int, players: int) -> list[tuple[Round, list[int]]]:
    """Start-of-turn positions with a knock allowed, along rollout playouts."""
    rnd = Round.deal(HouseRules(players=players), dealer=0, rng=random.Random(seed))
    policy = RolloutPolicy(rnd)
    turns = [0] * players
    found = []
    while rnd.phase != "over":
        if rnd.phase == "start" and KNOCK in rnd.generate_legal_actions():
            found.append((rnd.copy(), list(turns)))
        policy.play_out(rnd, turns, 1)
    return found


@pytest.mark.parametrize("players", [2, 3])
def test_the_policy_knocks_where_the_model_does(players: int) -> None:
    """Where many of the model's deals leave no doubt which side of the
    threshold the chance is, the policy's knock is the model's."""
    weights = NormalWeights(knock_samples=3000)
    checked = knocks = 0
    for seed in range(16):
        for rnd, turns in playout_positions(seed, players):
            player = rnd.current
            view = rnd.view(player)
            assert turns == draws_so_far(view)
            total = rnd.hand_total(player)
            chance = KnockModel(view, weights, random.Random(seed)).chance_lowest(total)
            if abs(chance - weights.knock_confidence) < 0.04:
                continue  # (3000 deals may miss the side there)
            policy = ExactKnockPolicy(rnd)
            knocks_here = policy.knock_line(rnd, player, turns) >= total
            assert knocks_here == (chance >= weights.knock_confidence), (seed, total, chance)
            checked += 1
            knocks += knocks_here
    assert checked >= 20 and knocks >= 3


def test_reaches_reads_the_known_cards() -> None:
    """An opponent known to hold cards worth more than the total cannot catch
    it, whatever the unseen cards; known cards worth less always do."""
    counts = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16]
    assert reaches(counts, [(12, 1, 0)], 11, 0.72)
    assert not reaches(counts, [(3, 0, 0)], 11, 0.72)
    # One unknown card: caught by any card worth 4 or less (16 of 52).
    assert reaches(counts, [(7, 1, 0)], 11, 0.69)
    assert not reaches(counts, [(7, 1, 0)], 11, 0.70)
