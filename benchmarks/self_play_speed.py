"""Self-play speed (issue 23): the normal player against itself, three players,
Classic, in rounds per second, and the hard player's median decision, both in
CPU time (`time.process_time`), so a machine busy with other work measures the
same. `make bench` runs it.

    .venv/bin/python benchmarks/self_play_speed.py [--deals 60] [--hard-deals 6]

Targets: normal x 3 at least 500 rounds/s; hard's median decision at most a
quarter of what it was before the engine's fast paths (14.6 ms CPU on the
machine the issue was measured on, so 3.7 ms)."""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from tonk_desktop.ai import Bot, make_bot
from tonk_desktop.engine import Action, HouseRules, Round, RoundView, full_deck
from tonk_desktop.engine.fastrandom import shuffle
from tonk_desktop.sim import derived_random, simulate

ROUNDS_TARGET = 500.0
HARD_MEDIAN_TARGET_MS = 14.6 / 4


class Timed:
    """A bot whose every decision's CPU time is kept."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.level = bot.level
        self.name = bot.name
        self.seconds: list[float] = []

    def choose(self, view: RoundView) -> Action:
        start = time.process_time()
        action = self.bot.choose(view)
        self.seconds.append(time.process_time() - start)
        return action


def normal_rounds_per_second(deals: int) -> float:
    start = time.process_time()
    report = simulate(["normal"] * 3, deals, 1, HouseRules())
    return sum(bot.rounds for bot in report.bots) / 3 / (time.process_time() - start)


def hard_median_ms(deals: int) -> float:
    hard = Timed(make_bot("hard", seed=5))
    normal = make_bot("normal", seed=6)
    rules = HouseRules().replace(players=2)
    for deal in range(deals):
        deck = full_deck(rules.jokers)
        shuffle(derived_random(11, "deal", deal), deck)
        rnd = Round.deal(rules, dealer=deal % 2, deck=deck)
        seats: list[Bot] = [hard, normal]
        while not rnd.is_over:
            rnd.apply(seats[rnd.current].choose(rnd.view(rnd.current)))
    return 1000 * statistics.median(hard.seconds)


def verdict(met: bool) -> str:
    return "PASS" if met else "FAIL"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--hard-deals", type=int, default=6)
    args = parser.parse_args()
    rate = normal_rounds_per_second(args.deals)
    median = hard_median_ms(args.hard_deals)
    print("self-play speed: Classic, CPU time")
    print(
        f"  normal x 3 rounds/s   {rate:8.1f}   target >= {ROUNDS_TARGET:.0f}   "
        f"{verdict(rate >= ROUNDS_TARGET)}"
    )
    print(
        f"  hard median decision  {median:8.1f} ms   target <= {HARD_MEDIAN_TARGET_MS:.1f} ms   "
        f"{verdict(median <= HARD_MEDIAN_TARGET_MS)}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
