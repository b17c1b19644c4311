"""Strength and speed of the computer players (issue 4), on paired deals.

    nice -n 10 .venv/bin/python benchmarks/ai_strength.py [--deals 2000] [--jobs 2]

Targets, Classic rules: with two players hard beats normal and normal beats easy
by at least +0.15 units a round, each with its 95% interval above zero; the same
order with three players. Hard: median decision <= 250 ms, p95 <= 1 s; normal:
median <= 5 ms. A benchmark, not a test: it prints the figures and whether each
target was met.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time

from tonk_desktop.engine import HouseRules
from tonk_desktop.sim import SimReport, confidence_interval, simulate
from tonk_desktop.sim.cli import format_table

TARGET = 0.15


def run(levels: tuple[str, ...], deals: int, seed: int, jobs: int) -> SimReport:
    """The deals played in `jobs` processes (the same figures as one)."""
    return simulate(list(levels), deals, seed, HouseRules(), jobs=jobs)


def difference(report: SimReport, first: str, second: str) -> tuple[float, float, float]:
    bots = {bot.name: bot for bot in report.bots}
    diffs = [a - b for a, b in zip(bots[first].per_deal, bots[second].per_deal, strict=True)]
    low, high = confidence_interval(diffs)
    return statistics.fmean(diffs), low, high


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    verdicts = []
    for levels in (("hard", "normal"), ("normal", "easy"), ("hard", "normal", "easy")):
        start = time.monotonic()
        report = run(levels, args.deals, args.seed, args.jobs)
        print(format_table(report))
        print(f"({time.monotonic() - start:.0f} s)\n", flush=True)
        stats = {bot.name: bot.to_json() for bot in report.bots}
        for better, worse in itertools.pairwise(levels):
            mean = stats[better]["mean_net"]
            low = stats[better]["ci95"][0]
            gap, gap_low, _ = difference(report, better, worse)
            # Two players: the better bot's own net (the gap is twice that).
            # Three: the paired difference between the two bots' nets.
            pair = (mean, low) if len(levels) == 2 else (gap, gap_low)
            met = pair[0] >= TARGET and pair[1] > 0
            verdicts.append(
                f"{len(levels)} players: {better} vs {worse}: {better} {mean:+.3f}/round"
                f" (interval low {low:+.3f}), gap {gap:+.3f} (low {gap_low:+.3f}):"
                f" {'met' if met else 'NOT MET'}"
            )
        for name, limit_median, limit_p95 in (("hard", 250.0, 1000.0), ("normal", 5.0, None)):
            if name in stats:
                ms = stats[name]["decision_ms"]
                met = ms["median"] <= limit_median and (limit_p95 is None or ms["p95"] <= limit_p95)
                verdicts.append(
                    f"{len(levels)} players: {name} decision median {ms['median']:.1f} ms,"
                    f" p95 {ms['p95']:.1f} ms: {'met' if met else 'NOT MET'}"
                )
    print("\n".join(verdicts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
