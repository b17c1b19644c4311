"""Does the coach's fast knock (`ExactKnockPolicy`) knock where the normal
player does? At start-of-turn positions where a knock is allowed, reached
in the playouts of normal-against-normal rounds (Classic, 2 and 3 players:
each round's positions, each played on by the rollout policy a few times),
the normal player's own answer (`NormalBot._knocks`, its 120 deals) against
`ExactKnockPolicy`'s (the same model's chance counted exactly): how often
they agree, how often 120 deals of the model agree with themselves (two
answers from different random numbers: the most any rule can agree with it),
and the CPU time of one decision each way.

    nice -n 10 .venv/bin/python benchmarks/knock_fidelity.py [--rounds 60] [--seed 60000]

A benchmark, not a test: it prints the figures."""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable

from tonk_desktop.ai.base import decision_rng, draws_so_far
from tonk_desktop.ai.fitted import FittedPolicy
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.ai.rollout import ExactKnockPolicy, RolloutPolicy
from tonk_desktop.engine import HouseRules, Round
from tonk_desktop.engine.actions import KNOCK

PLAYOUTS = 4  # rollout playouts from each position of a round, for more positions


def knock_allowed(rnd: Round) -> bool:
    return rnd.phase == "start" and KNOCK in rnd.generate_legal_actions()


def positions(
    seed: int, players: int, wanted: Callable[[Round], bool] = knock_allowed, tag: str = "fid"
) -> list[tuple[Round, list[int]]]:
    """The `wanted` positions (by default: start of turn with a knock allowed),
    each with its draws so far: a normal round's, and its playouts'. `tag`
    names the random numbers (each benchmark its own)."""
    rnd = Round.deal(
        HouseRules(players=players), dealer=seed % players, rng=random.Random(f"{tag}|{seed}")
    )
    bots = [NormalBot(seed * 10 + p) for p in range(players)]
    found = []
    while rnd.phase != "over":
        if wanted(rnd):
            turns = draws_so_far(rnd.view(rnd.current))
            found.append((rnd.copy(), turns))
            policy = RolloutPolicy(rnd)
            for k in range(PLAYOUTS):
                sample = rnd.copy()
                played = list(turns)
                rng = random.Random(f"{tag}|{seed}|{len(found)}|{k}")
                for _ in range(rng.randrange(1, 12)):
                    if sample.phase == "over":
                        break
                    policy.play_out(sample, played, 1)
                    if wanted(sample):
                        found.append((sample.copy(), list(played)))
        rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=60, help="rounds of each table size")
    parser.add_argument("--seed", type=int, default=60000)
    args = parser.parse_args()
    for players in (2, 3):
        agree = same = count = knocks = fitted_agree = rollout_agree = 0
        normal_time = exact_time = fitted_time = rollout_time = 0.0
        normal = NormalBot(0)
        exact: ExactKnockPolicy | None = None
        fitted: FittedPolicy | None = None
        rollout: RolloutPolicy | None = None
        for seed in range(args.seed, args.seed + args.rounds):
            for rnd, turns in positions(seed, players):
                player = rnd.current
                total = rnd.hand_total(player)
                start = time.process_time()
                view = rnd.view(player)
                theirs = normal._knocks(view, decision_rng(seed, view), total, True)
                middle = time.process_time()
                exact = exact or ExactKnockPolicy(rnd)
                ours = exact.knock_line(rnd, player, turns) >= total
                after = time.process_time()
                exact_time += after - middle
                fitted = fitted or FittedPolicy(rnd)
                learnt = fitted.knocks(rnd, player, turns)
                before = time.process_time()
                fitted_time += before - after
                rollout = rollout or RolloutPolicy(rnd)
                lined = rollout.knock_line(rnd, player, turns) >= total
                rollout_time += time.process_time() - before
                fitted_agree += learnt == theirs
                rollout_agree += lined == theirs
                normal_time += middle - start
                again = normal._knocks(view, decision_rng(seed + 1, view), total, True)
                count += 1
                knocks += theirs
                agree += theirs == ours
                same += theirs == again
        print(
            f"{players} players, {count} positions ({knocks} knocks by normal):"
            f" the exact knock agrees {agree / count:.1%}, normal with itself"
            f" {same / count:.1%}; {1000 * normal_time / count:.3f} ms a decision by"
            f" normal's deals, {1000 * exact_time / count:.3f} ms exact"
            " (its counts memoized from the positions before); the fitted knock"
            f" agrees {fitted_agree / count:.1%} ({1000 * fitted_time / count:.3f} ms),"
            f" the rollout policy's {rollout_agree / count:.1%}"
            f" ({1000 * rollout_time / count:.3f} ms)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
