"""Hard against players it has never met (issue 33), on paired deals.

    nice -n 10 .venv/bin/python benchmarks/unseen.py [--deals 1000] [--strategies 4] [--jobs 2]

Classic rules, two players. Hard and normal each play the same deals (each
deal twice, seats swapped) against the first `--strategies` strategies of the
held-out set (`tonk_desktop/sim/strategies.py`, `heldout:0`, `heldout:1`...),
which no tuning ever sees, and against normal itself. The figure that matters
is hard's net less normal's, deal by deal, against each opponent, and over all
the held-out strategies together; and how often hard's knocks are caught.
`--set tuning` plays the tuning set instead: the one to develop against.
Three players (`--deals3`): hard, then normal, in the first seat beside two
strategies of the set (0 and 1, 2 and 3, ...), on the same deals. And, as a
regression check, the same two-player figures against the four styles
(`--styles`, `ai/styles.py`). Hard's decision times (wall clock) over every
table it played: median and 95th percentile.
Targets: hard - normal with its 95% interval above zero against every
held-out strategy and against normal; hard's knocks caught at most 6%;
three players, hard ahead of normal in the same seat; decisions median at
most 250 ms, p95 at most 1 s (`--cpu-deals`: also in CPU time, which a busy
machine does not inflate). Each of
the `--jobs` pieces of a table is a session of its own, as in
benchmarks/ai_styles.py (whose paired-deal machinery this uses): hard learns
its opponent afresh in each. A benchmark, not a test: it prints the figures
and whether each target was met.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

# Run as benchmarks/unseen.py: its siblings are importable.
from ai_styles import CAUGHT_LIMIT, cpu_times, describe, paired, run

from tonk_desktop.ai import STYLES
from tonk_desktop.sim import confidence_interval
from tonk_desktop.sim.simulation import percentile
from tonk_desktop.sim.strategies import SETS, draw_strategy


def verdict(against: str, gap: float, low: float, high: float, caught: int, knocks: int) -> str:
    rate = caught / knocks if knocks else 0.0
    return (
        f"vs {against}: hard - normal {gap:+.3f} [{low:+.3f}, {high:+.3f}]:"
        f" {'met' if low > 0 else 'NOT MET'}; hard caught {rate:.1%} ({caught} of {knocks}):"
        f" {'met' if rate <= CAUGHT_LIMIT else 'NOT MET'}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="two-player deals per opponent")
    parser.add_argument(
        "--strategies", type=int, default=4, help="strategies of the set played (N:0 on)"
    )
    parser.add_argument(
        "--set",
        choices=sorted(SETS),
        default="heldout",
        help="the held-out set (the measure), or the tuning set (for developing)",
    )
    parser.add_argument(
        "--start", type=int, default=0, help="the first strategy played (N:start on)"
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--no-normal", action="store_true", help="leave out the table against normal itself"
    )
    parser.add_argument(
        "--deals3", type=int, default=0, help="three-player deals per table (0: none)"
    )
    parser.add_argument(
        "--styles",
        default="",
        help=f"also play these styles, two players (comma-separated; 'all': {','.join(STYLES)})",
    )
    parser.add_argument(
        "--cpu-deals",
        type=int,
        default=0,
        help="also time hard's decisions in CPU time over this many deals beside each strategy",
    )
    args = parser.parse_args()
    seeds = SETS[args.set]
    if args.deals < 0 or not 0 <= args.start <= args.start + args.strategies <= len(seeds):
        parser.error(f"--deals at least 0, --start and --strategies within 0 to {len(seeds)}")
    held_out = [f"{args.set}:{index}" for index in range(args.start, args.start + args.strategies)]
    styles = list(STYLES) if args.styles == "all" else [s for s in args.styles.split(",") if s]
    opponents = held_out + ([] if args.no_normal else ["normal"]) + styles
    verdicts = []
    pooled: list[float] = []
    pooled_caught = pooled_knocks = 0
    times: list[float] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for opponent in opponents if args.deals else ():
            start = time.monotonic()
            hard = run(pool, ("hard", opponent), args.deals, args.seed, args.jobs).bots[0]
            normal = run(pool, ("normal", opponent), args.deals, args.seed, args.jobs).bots[0]
            times.extend(hard.decision_seconds)
            gap, low, high = paired(hard, normal)
            what = opponent
            if opponent in held_out:
                index = args.start + held_out.index(opponent)
                what += f" ({draw_strategy(seeds[index]).describe()})"
                pooled += [a - b for a, b in zip(hard.per_deal, normal.per_deal, strict=True)]
                pooled_caught += hard.caught
                pooled_knocks += hard.knocks
            print(
                f"2 players vs {what}, {args.deals} deals, {time.monotonic() - start:.0f} s:\n"
                f"  hard   {describe(hard)}\n  normal {describe(normal)}\n"
                f"  hard - normal {gap:+.3f} [{low:+.3f}, {high:+.3f}]",
                flush=True,
            )
            verdicts.append(verdict(opponent, gap, low, high, hard.caught, hard.knocks))
        for pair in range(args.strategies // 2) if args.deals3 else ():
            beside = tuple(held_out[2 * pair : 2 * pair + 2])
            start = time.monotonic()
            hard = run(pool, ("hard", *beside), args.deals3, args.seed, args.jobs).bots[0]
            normal = run(pool, ("normal", *beside), args.deals3, args.seed, args.jobs).bots[0]
            times.extend(hard.decision_seconds)
            gap, low, high = paired(hard, normal)
            table = " + ".join(beside)
            print(
                f"3 players beside {table}, {args.deals3} deals,"
                f" {time.monotonic() - start:.0f} s:\n"
                f"  hard   {describe(hard)}\n  normal {describe(normal)}\n"
                f"  hard - normal {gap:+.3f} [{low:+.3f}, {high:+.3f}]",
                flush=True,
            )
            verdicts.append(
                f"3 players beside {table}: hard - normal {gap:+.3f} [{low:+.3f}, {high:+.3f}]:"
                f" {'met' if gap > 0 else 'NOT MET'}; hard caught {hard.caught} of {hard.knocks}"
            )
    if len(held_out) > 1 and args.deals:
        low, high = confidence_interval(pooled)
        verdicts.append(
            verdict(
                f"all {len(held_out)} {args.set} strategies",
                statistics.fmean(pooled),
                low,
                high,
                pooled_caught,
                pooled_knocks,
            )
        )
    times.sort()
    if times:
        median, p95 = 1000 * percentile(times, 0.5), 1000 * percentile(times, 0.95)
        verdicts.append(
            f"hard decision median {median:.1f} ms, p95 {p95:.1f} ms (wall clock,"
            f" {len(times)} decisions): {'met' if median <= 250 and p95 <= 1000 else 'NOT MET'}"
        )
    for opponent in held_out if args.cpu_deals > 0 else ():
        # CPU time: what a machine busy with other work does not inflate.
        seconds = sorted(cpu_times(("hard", opponent), args.cpu_deals, args.seed))
        median, p95 = 1000 * percentile(seconds, 0.5), 1000 * percentile(seconds, 0.95)
        verdicts.append(
            f"hard decision beside {opponent}: median {median:.1f} ms, p95 {p95:.1f} ms"
            f" (CPU time, {len(seconds)} decisions):"
            f" {'met' if median <= 250 and p95 <= 1000 else 'NOT MET'}"
        )
    print("\n".join(verdicts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
