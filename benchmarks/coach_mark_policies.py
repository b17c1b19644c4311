"""Whose play makes a kind of the coach's marks look better than it is?

At each mark of one kind in a usefulness run's log (`benchmarks/coach.py
--log L`: each deal's record, replayed here to the mark, the coach being a
pure function of the view), the better move's gain over the move made on
the real hands, the rest of the round played on over `--stocks` reshuffles
of the stock by the normal player, or by the coach's playout policy
(`FittedPolicy`) for the marked player, for their opponent, or for both.
Played on by normal it is what `benchmarks/coach.py` counts as the mark's
gain; by the playout policy for both, what the coach's own playouts would
say with the cards known. The differences between the four say whose play
in the playouts, the player's or the opponent's, moves the coach's value
away from the gain.

    nice -n 10 .venv/bin/python benchmarks/coach_mark_policies.py --log L \
        [--kind "draw stock -> draw discard"] [--stocks 32] [--jobs 2]

It is a benchmark, not a test (docs/ai.md, "A knock's catches, and the card
fed")."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys

from coach import CoachedNormal, _interval, _name, _settings

from tonk_desktop.ai.base import draws_so_far
from tonk_desktop.ai.coach import Coach
from tonk_desktop.ai.fitted import FittedPolicy
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.engine import Action, Draw, HouseRules, Round

WAYS = ("normal", "the player fitted", "the opponent fitted", "both fitted")
Mark = tuple[Round, Action, Action, float]  # the position, the move made, the better, the cost


def marks_of_kind(seed: int, seat: int, kind: str) -> list[Mark]:
    """The marks of `kind` the coached normal player followed in `seat` of the
    usefulness deal `seed` (as `benchmarks/coach.py` plays it)."""
    rnd = Round.deal(HouseRules(players=2), dealer=seed % 2, rng=random.Random(f"coach-use|{seed}"))
    bots: list[NormalBot | CoachedNormal] = [NormalBot(seed * 10 + i) for i in range(2)]
    helper = CoachedNormal(seed * 10 + seat, Coach(_settings()))
    bots[seat] = helper
    found = []
    while not rnd.is_over:
        action = bots[rnd.current].choose(rnd.view(rnd.current))
        mark = helper.last if rnd.current == seat else None
        if mark is not None and f"{_name(mark.chosen)} -> {_name(mark.best)}" == kind:
            found.append((rnd.copy(), mark.chosen, mark.best, mark.cost))
        rnd.apply(action)
    return found


def played_on(rnd: Round, fitted: set[int], seed: int) -> int:
    """The marked player's net once `rnd` is played to its end, the players in
    `fitted` by the playout policy, the others by the normal player."""
    me = rnd.current
    turns = draws_so_far(rnd.view(me))
    policy = FittedPolicy(rnd)
    bots = [NormalBot(seed + i) for i in range(rnd.players)]
    while not rnd.is_over:
        player = rnd.current
        if player in fitted:
            action = policy.choose(rnd, turns)
        else:
            action = bots[player].choose(rnd.view(player))
        if type(action) is Draw:
            turns[player] += 1
        rnd.apply(action)
    assert rnd.result is not None
    return rnd.result.net[me]


def study(job: tuple[int, int, str, int]) -> list[dict[str, float]]:
    """Each mark's cost and, for each way of playing on (`WAYS`), the better
    move's gain over the move made, on the real hands."""
    seed, seat, kind, stocks = job
    rows = []
    for rnd, made, better, cost in marks_of_kind(seed, seat, kind):
        me = rnd.current
        ways: tuple[set[int], ...] = (set(), {me}, {1 - me}, {0, 1})
        row = {"cost": cost}
        for name, fitted in zip(WAYS, ways, strict=True):
            differences = []
            for k in range(stocks):
                base = rnd.copy()
                random.Random(f"mark-policies|{seed}|{len(rnd.events)}|{k}").shuffle(base.stock)
                nets = []
                for action in (made, better):
                    trial = base.copy()
                    trial.apply(action)
                    nets.append(played_on(trial, fitted, seed * 1000 + 2 * k))
                differences.append(nets[1] - nets[0])
            row[name] = statistics.fmean(differences)
        rows.append(row)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", required=True, help="the usefulness run's log (LOG-deals.jsonl)")
    parser.add_argument("--kind", default="draw stock -> draw discard")
    parser.add_argument("--stocks", type=int, default=32)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    path = args.log if args.log.endswith(".jsonl") else f"{args.log}-deals.jsonl"
    jobs: list[tuple[int, int, str, int]] = []
    with open(path, encoding="utf-8") as log:
        for line in log:
            record = json.loads(line)
            seats = sorted({m["seat"] for m in record["marks"] if m["kind"] == args.kind})
            jobs.extend((record["seed"], seat, args.kind, args.stocks) for seat in seats)
    with multiprocessing.get_context("spawn").Pool(max(1, args.jobs)) as pool:
        rows = [row for found in pool.map(study, jobs) for row in found]
    if len(rows) < 2:
        print(f"{len(rows)} marks of {args.kind!r} in {path}")
        return 1
    print(f"{len(rows)} marks of {args.kind!r} ({args.stocks} stocks each), a mark's worth:")
    print(f"  the coach's cost                       {_interval([r['cost'] for r in rows])}")
    for name in WAYS:
        print(f"  gained, played on: {name:19s} {_interval([r[name] for r in rows])}")
    print("  paired, what the playout policy adds:")
    for title, a, b in (
        ("the opponent's (the player normal)", "the opponent fitted", "normal"),
        ("the opponent's (the player fitted)", "both fitted", "the player fitted"),
        ("the player's (the opponent normal)", "the player fitted", "normal"),
        ("the player's (the opponent fitted)", "both fitted", "the opponent fitted"),
    ):
        print(f"    {title:36s} {_interval([r[a] - r[b] for r in rows])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
