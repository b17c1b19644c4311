"""Hard against every computer-player style (issue 22), on paired deals.

    nice -n 10 .venv/bin/python benchmarks/ai_styles.py [--deals 1000] [--deals3 300] [--jobs 2]
        [--styles cautious,bold] [--mixes cautious+bold] [--cpu-deals 30]

Classic rules. Two players: hard and normal each play every style on the same
deals (each deal twice, seats swapped); the figure that matters is hard's net
less normal's, deal by deal, against each style. Three players: hard and
normal each take the same seat at tables mixing two styles. Targets: hard -
normal has its 95% interval above zero against every style; hard's knocks are
caught at most 6% of the time against every style; three players, hard ahead
of normal in the same seat; hard's decisions median <= 250 ms, p95 <= 1 s
(wall clock from the paired deals, and with --cpu-deals in CPU time, which a
machine busy with other work does not inflate). `--styles normal` plays hard
against normal itself, split into sessions as here (benchmarks/ai_strength.py
plays it as one session). Each of the `--jobs` pieces of a table is a session
of its own: hard learns its opponents afresh in each. A benchmark, not a
test: it prints the figures and whether each target was met.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from tonk_desktop.ai import STYLES, Bot, make_bot
from tonk_desktop.ai.base import derived_seed, tell_round_over
from tonk_desktop.engine import Action, HouseRules, RoundView
from tonk_desktop.sim import BotStats, SimReport, confidence_interval, simulate, simulate_bots
from tonk_desktop.sim.simulation import percentile, sim_bot

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


class CpuTimed:
    """A bot whose every decision's CPU time is kept (`time.process_time`: the
    same on a machine busy with other work), and which is shown each round's
    end as the bot itself would be (so hard learns and adapts as in play)."""

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

    def round_over(self, view: RoundView) -> None:
        tell_round_over(self.bot, view)


def cpu_times(levels: tuple[str, ...], deals: int, seed: int) -> list[float]:
    """Hard's decisions in CPU seconds over `deals` deals at this table."""
    hard = CpuTimed(make_bot("hard", seed=derived_seed(seed, "bot", 0)))
    others = [
        sim_bot(level, seed=derived_seed(seed, "bot", index))
        for index, level in enumerate(levels)
        if index
    ]
    simulate_bots([hard, *others], list(levels), deals, seed, HouseRules())
    return hard.seconds


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
        "--cpu-deals",
        type=int,
        default=0,
        help="also time hard's decisions in CPU time over this many deals a table",
    )
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
    mixes = [tuple(mix.split("+")) for mix in args.mixes.split(",")]
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
    if times:
        median, p95 = 1000 * percentile(times, 0.5), 1000 * percentile(times, 0.95)
        met = median <= 250 and p95 <= 1000
        verdicts.append(
            f"hard decision median {median:.1f} ms, p95 {p95:.1f} ms (wall clock):"
            f" {'met' if met else 'NOT MET'}"
        )
    if args.cpu_deals > 0:
        tables: list[tuple[str, ...]] = [("hard", style) for style in args.styles.split(",")]
        tables += [("hard", *mix) for mix in mixes]
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            timed = list(
                pool.map(
                    cpu_times, tables, [args.cpu_deals] * len(tables), [args.seed] * len(tables)
                )
            )
        for levels, seconds in zip(tables, timed, strict=True):
            seconds.sort()
            median, p95 = 1000 * percentile(seconds, 0.5), 1000 * percentile(seconds, 0.95)
            met = median <= 250 and p95 <= 1000
            verdicts.append(
                f"hard decision at {','.join(levels)}: median {median:.1f} ms, p95 {p95:.1f} ms"
                f" (CPU time, {len(seconds)} decisions): {'met' if met else 'NOT MET'}"
            )
    print("\n".join(verdicts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
