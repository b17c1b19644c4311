"""Does the coach's start of turn (`ExactStartPolicy`) draw where the normal
player does? At start-of-turn positions where both the stock and the pile
may be drawn from, reached in normal-against-normal rounds (Classic, 2 and 3
players: each round's positions, each played on by the rollout policy a few
times, as `knock_fidelity.py`), the normal player's own move
(`NormalBot.choose`) against `ExactStartPolicy`'s and the rollout policy's:
how often each takes the same draw (at the positions where both draw),
how often the whole start of turn (a knock included) agrees, beside how
often the normal player agrees with itself (other random numbers: only its
knock deals), and the CPU
time of one decision each way (the policy's memo kept across the positions,
as in a review).

    nice -n 10 .venv/bin/python benchmarks/draw_fidelity.py [--rounds 60] [--seed 62000]

A benchmark, not a test: it prints the figures."""

from __future__ import annotations

import argparse
import sys
import time

import knock_fidelity  # run as benchmarks/draw_fidelity.py: a sibling

from tonk_desktop.ai.exact_start import ExactStartPolicy
from tonk_desktop.ai.fitted import FittedPolicy
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.ai.rollout import RolloutPolicy
from tonk_desktop.engine import Draw, Round
from tonk_desktop.engine.actions import DRAW_DISCARD, DRAW_STOCK


def both_draws(rnd: Round) -> bool:
    legal = rnd.generate_legal_actions()
    return rnd.phase == "start" and DRAW_STOCK in legal and DRAW_DISCARD in legal


def positions(seed: int, players: int) -> list[tuple[Round, list[int]]]:
    """Start-of-turn positions with both draws allowed, each with its draws
    so far: a normal round's, and its playouts'."""
    return knock_fidelity.positions(seed, players, both_draws, "draw")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=60, help="rounds of each table size")
    parser.add_argument("--seed", type=int, default=62000)
    args = parser.parse_args()
    for players in (2, 3):
        count = draws = takes = agree = rollout_agree = starts = same = 0
        fitted_agree = fitted_starts = fitted_draws = 0
        normal_time = exact_time = rollout_time = fitted_time = 0.0
        exact: ExactStartPolicy | None = None
        rollout_policy: RolloutPolicy | None = None
        fitted: FittedPolicy | None = None
        for seed in range(args.seed, args.seed + args.rounds):
            normal = NormalBot(seed)
            other = NormalBot(seed + 1)
            for rnd, turns in positions(seed, players):
                start = time.process_time()
                theirs = normal.choose(rnd.view(rnd.current))
                middle = time.process_time()
                exact = exact or ExactStartPolicy(rnd)
                rollout_policy = rollout_policy or RolloutPolicy(rnd)
                ours = exact.choose(rnd, turns)
                after = time.process_time()
                rollout = rollout_policy.choose(rnd, turns)
                before = time.process_time()
                rollout_time += before - after
                fitted = fitted or FittedPolicy(rnd)
                learnt = fitted.choose(rnd, turns)
                fitted_time += time.process_time() - before
                fitted_starts += learnt == theirs
                normal_time += middle - start
                exact_time += after - middle
                count += 1
                starts += ours == theirs
                same += other.choose(rnd.view(rnd.current)) == theirs
                if type(theirs) is Draw and type(ours) is Draw:
                    draws += 1
                    takes += theirs == DRAW_DISCARD
                    agree += ours == theirs
                    rollout_agree += rollout == theirs
                if type(theirs) is Draw and type(learnt) is Draw:
                    fitted_draws += 1
                    fitted_agree += learnt == theirs
        assert exact is not None
        print(
            f"{players} players, {count} positions ({draws} drawn by both, {takes} from the"
            f" pile by normal): ExactStartPolicy draws as normal {agree / draws:.1%}"
            f" (the rollout policy {rollout_agree / draws:.1%}),"
            f" its whole start of turn agrees {starts / count:.1%}"
            f" (normal with itself {same / count:.1%});"
            f" ms a decision: normal {1000 * normal_time / count:.3f}, exact-start"
            f" {1000 * exact_time / count:.3f} ({exact.searched} searched), rollout"
            f" {1000 * rollout_time / count:.3f}, fitted {1000 * fitted_time / count:.3f};"
            f" FittedPolicy draws as normal {fitted_agree / max(1, fitted_draws):.1%}"
            f" ({fitted_draws} drawn by both), its whole start of turn agrees"
            f" {fitted_starts / count:.1%}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
