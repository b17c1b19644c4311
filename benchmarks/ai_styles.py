"""Hard against every computer-player style (issue 22), on paired deals.

    nice -n 10 .venv/bin/python benchmarks/ai_styles.py [--deals 1000] [--deals3 300] [--jobs 2]

Classic rules. Two players: hard and normal each play every style on the same
deals (each deal twice, seats swapped); the figure that matters is hard's net
less normal's, deal by deal, against each style. Three players: hard and
normal each take the same seat at tables mixing two styles. Targets: hard -
normal has its 95% interval above zero against every style; hard's knocks are
caught at most 6% of the time against every style; three players, hard ahead
of normal in the same seat; hard's decisions median <= 250 ms, p95 <= 1 s.
(Hard against normal itself: benchmarks/ai_strength.py.) A benchmark, not a
test: it prints the figures and whether each target was met.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from tonk_desktop.ai import STYLES
from tonk_desktop.engine import HouseRules
from tonk_desktop.sim import BotStats, SimReport, confidence_interval, simulate
from tonk_desktop.sim.simulation import percentile

CAUGHT_LIMIT = 0.06
MIXED_TABLES = (("cautious", "bold"), ("collector", "calculator"))


def run_piece(levels: tuple[str, ...], first: int, deals: int, seed: int) -> SimReport:
    return simulate(list(levels), deals, seed, HouseRules(), first_deal=first)


def run(
    pool: ProcessPoolExecutor, levels: tuple[str, ...], deals: int, seed: int, jobs: int
) -> SimReport:
    """The same figures as one simulate() call, computed in `jobs` pieces.
    Each piece starts its bots afresh: hard learns each opponent anew in each
    piece (a session of deals / jobs deals)."""
    size = math.ceil(deals / jobs)
    pieces = [(first, min(size, deals - first)) for first in range(0, deals, size)]
    parts = list(pool.map(run_piece, *zip(*[(levels, f, n, seed) for f, n in pieces], strict=True)))
    merged = parts[0]
    for part in parts[1:]:
        merged.unfinished += part.unfinished
        for total, more in zip(merged.bots, part.bots, strict=True):
            merge(total, more)
    merged.deals = deals
    return merged


def merge(total: BotStats, more: BotStats) -> None:
    for name in ("net", "rounds", "rounds_won", "tonk_outs", "caught", "knocks"):
        setattr(total, name, getattr(total, name) + getattr(more, name))
    total.decision_seconds.extend(more.decision_seconds)
    total.per_deal.extend(more.per_deal)


def paired(first: BotStats, second: BotStats) -> tuple[float, float, float]:
    """Mean of first's net less second's, deal by deal, with its 95% interval."""
    diffs = [a - b for a, b in zip(first.per_deal, second.per_deal, strict=True)]
    low, high = confidence_interval(diffs)
    return statistics.fmean(diffs), low, high


def describe(stats: BotStats) -> str:
    low, high = confidence_interval(stats.per_deal)
    rate = stats.caught / stats.knocks if stats.knocks else 0.0
    return (
        f"{stats.mean_net:+.3f} [{low:+.3f}, {high:+.3f}], caught {stats.caught}/{stats.knocks}"
        f" ({rate:.1%})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--deals", type=int, default=1000, help="two-player deals per style (0: none)"
    )
    parser.add_argument(
        "--deals3", type=int, default=300, help="three-player deals per table (0: none)"
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--styles",
        default=",".join(STYLES),
        help="the two-player opponents (normal too: hard against normal itself)",
    )
    parser.add_argument(
        "--mixes",
        default=",".join("+".join(pair) for pair in MIXED_TABLES),
        help="the three-player tables, each two styles joined by +",
    )
    args = parser.parse_args()
    verdicts = []
    times: list[float] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for style in args.styles.split(",") if args.deals > 0 else ():
            start = time.monotonic()
            hard = run(pool, ("hard", style), args.deals, args.seed, args.jobs).bots[0]
            normal = run(pool, ("normal", style), args.deals, args.seed, args.jobs).bots[0]
            times.extend(hard.decision_seconds)
            gap, low, high = paired(hard, normal)
            rate = hard.caught / hard.knocks if hard.knocks else 0.0
            print(
                f"2 players vs {style} ({args.deals} deals, {time.monotonic() - start:.0f} s):\n"
                f"  hard   {describe(hard)}\n  normal {describe(normal)}\n"
                f"  hard - normal {gap:+.3f} [{low:+.3f}, {high:+.3f}]",
                flush=True,
            )
            verdicts.append(
                f"2 players vs {style}: hard - normal {gap:+.3f} (low {low:+.3f}):"
                f" {'met' if low > 0 else 'NOT MET'}; hard caught {rate:.1%}:"
                f" {'met' if rate <= CAUGHT_LIMIT else 'NOT MET'}"
            )
        mixes = [tuple(mix.split("+")) for mix in args.mixes.split(",")]
        for mixed in mixes if args.deals3 > 0 else ():
            start = time.monotonic()
            hard = run(pool, ("hard", *mixed), args.deals3, args.seed, args.jobs).bots[0]
            normal = run(pool, ("normal", *mixed), args.deals3, args.seed, args.jobs).bots[0]
            times.extend(hard.decision_seconds)
            gap, low, high = paired(hard, normal)
            table = " + ".join(mixed)
            print(
                f"3 players with {table} ({args.deals3} deals, {time.monotonic() - start:.0f} s):\n"
                f"  hard   {describe(hard)}\n  normal {describe(normal)}\n"
                f"  hard - normal {gap:+.3f} [{low:+.3f}, {high:+.3f}]",
                flush=True,
            )
            verdicts.append(
                f"3 players with {table}: hard - normal {gap:+.3f} [{low:+.3f}, {high:+.3f}]:"
                f" {'met' if gap > 0 else 'NOT MET'}"
            )
    times.sort()
    median, p95 = 1000 * percentile(times, 0.5), 1000 * percentile(times, 0.95)
    met = median <= 250 and p95 <= 1000
    verdicts.append(
        f"hard decision median {median:.1f} ms, p95 {p95:.1f} ms: {'met' if met else 'NOT MET'}"
    )
    print("\n".join(verdicts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
