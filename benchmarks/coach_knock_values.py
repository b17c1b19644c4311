"""How right are the coach's values where the normal player knocks?

At every knock of a normal player (2 players, Classic, normal against
normal), the coach's value of each move (`Coach.judge`: the knock, drawing
from the stock, taking the discard) beside what the move really gave: the
knock settled on the real hands, and each draw played on to the end by normal
players, averaged over `--stocks` reshuffles of the unseen stock. The coach's
values of moves that play on count its `playout_optimism` off, as in a review.

    nice -n 10 .venv/bin/python benchmarks/coach_knock_values.py [--deals 800] [--jobs 2]

It is a benchmark, not a test: it looks for where the usefulness shortfall of
`benchmarks/coach.py` comes from (docs/ai.md, "The coach")."""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
from collections.abc import Sequence

from tonk_desktop.ai.coach import Coach
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.engine import Action, Draw, HouseRules, Knock, Round
from tonk_desktop.sim import confidence_interval

STOCKS = 8
Row = dict[str, tuple[float, float]]  # move -> (coach's value, real value)


def _name(action: Action) -> str:
    return f"draw {action.source}" if isinstance(action, Draw) else str(action)


def _played_on(rnd: Round, action: Action, seed: int, stocks: int) -> float:
    """`action` from `rnd`, then normal players to the end, over reshuffled stocks."""
    me = rnd.current
    nets = []
    for k in range(stocks):
        copy = rnd.copy()
        random.Random(f"knock-values|{seed}|{k}").shuffle(copy.stock)
        copy.apply(action)
        bots = [NormalBot(seed * 100 + 2 * k + i) for i in range(rnd.players)]
        while not copy.is_over:
            copy.apply(bots[copy.current].choose(copy.view(copy.current)))
        assert copy.result is not None
        nets.append(copy.result.net[me])
    return statistics.fmean(nets)


def deal_rows(seed: int, stocks: int = STOCKS) -> list[Row]:
    """One deal's knocks of normal, each a row of moves."""
    coach = Coach()
    rnd = Round.deal(
        HouseRules(players=2), dealer=seed % 2, rng=random.Random(f"knock-values|{seed}")
    )
    bots = [NormalBot(seed * 10 + i) for i in range(2)]
    rows: list[Row] = []
    while not rnd.is_over:
        me = rnd.current
        view = rnd.view(me)
        action = bots[me].choose(view)
        if isinstance(action, Knock) and len(view.legal) > 1:
            decision = coach.judge(view, action)
            if decision is not None:
                row: Row = {}
                for move in decision.values:
                    if isinstance(move.action, Knock):
                        knocked = rnd.copy()
                        knocked.apply(move.action)
                        assert knocked.result is not None
                        real = float(knocked.result.net[me])
                    else:
                        real = _played_on(rnd, move.action, seed, stocks)
                    row[_name(move.action)] = (move.value, real)
                rows.append(row)
        rnd.apply(action)
    return rows


def _interval(values: Sequence[float]) -> str:
    low, high = confidence_interval(values)
    return f"{statistics.fmean(values):+.3f} [{low:+.3f}, {high:+.3f}]"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=800)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=9000)
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.deals)
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        rows = [row for found in pool.imap_unordered(deal_rows, seeds) for row in found]
    print(f"the coach at {len(rows)} knocks of the normal player ({args.deals} deals):")
    for move in ("knock", "draw stock", "draw discard"):
        pairs = [row[move] for row in rows if move in row]
        if len(pairs) < 2:
            continue
        print(
            f"  {move:12s} coach {_interval([c for c, _ in pairs])}"
            f"  real {_interval([r for _, r in pairs])}"
            f"  coach - real {_interval([c - r for c, r in pairs])}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
