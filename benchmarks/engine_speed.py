"""Engine speed: random legal play, Classic rules, three players, one core.

`make bench` runs it. Before every action the legal actions are generated (as
the computer players' search does), one is picked at random and applied with
the checked `apply()`. Prints rounds/s, actions/s and copies/s, each with
PASS/FAIL against its target. Set ENGINE_BENCH_SECONDS to run longer.

Time is this process's CPU time (`time.process_time`), so a machine busy with
other work measures about the same. Issue 23's target is 300,000 actions/s."""

from __future__ import annotations

import os
import random
import sys
import time

from tonk_desktop.engine import HouseRules, Knock, Round

ROUNDS_TARGET = 5_000
ACTIONS_TARGET = 300_000
SECONDS = float(os.environ.get("ENGINE_BENCH_SECONDS", "3"))


def play_rounds(seconds: float, rng: random.Random) -> tuple[int, int, float]:
    """Deal and play random rounds to the end for about `seconds`."""
    rules = HouseRules()
    rounds = actions = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        for _ in range(100):
            rnd = Round.deal(rules, dealer=rounds % 3, rng=rng)
            while not rnd.is_over:
                rnd.apply(rng.choice(rnd.legal_actions()))
                actions += 1
            rounds += 1
    return rounds, actions, time.process_time() - start


def copies(seconds: float, rng: random.Random) -> tuple[int, float]:
    """Copy mid-round positions (after a few turns) for about `seconds`."""
    rules = HouseRules()
    positions: list[Round] = []
    while len(positions) < 200:
        rnd = Round.deal(rules, rng=rng)
        for _ in range(8):
            if rnd.is_over:
                break
            legal = [a for a in rnd.legal_actions() if not isinstance(a, Knock)]
            rnd.apply(rng.choice(legal or rnd.legal_actions()))
        if not rnd.is_over:
            positions.append(rnd)
    count = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        for rnd in positions:
            rnd.copy()
        count += len(positions)
    return count, time.process_time() - start


def verdict(value: float, target: float) -> str:
    return "PASS" if value >= target else "FAIL"


def main() -> int:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    rng = random.Random(2024)
    play_rounds(0.3, rng)  # warm up
    rounds, actions, elapsed = play_rounds(SECONDS, rng)
    copied, copy_elapsed = copies(SECONDS / 3, rng)
    rounds_rate = rounds / elapsed
    actions_rate = actions / elapsed
    print(f"engine speed: Classic, 3 players, random legal play, {elapsed:.1f} s CPU on one core")
    print(
        f"  rounds/s   {rounds_rate:10,.0f}   target >= {ROUNDS_TARGET:,}   "
        f"{verdict(rounds_rate, ROUNDS_TARGET)}"
    )
    print(
        f"  actions/s  {actions_rate:10,.0f}   target >= {ACTIONS_TARGET:,}   "
        f"{verdict(actions_rate, ACTIONS_TARGET)}"
    )
    print(f"  actions per round {actions / rounds:.1f}")
    print(f"  copy()/s   {copied / copy_elapsed:10,.0f}   (mid-round positions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
