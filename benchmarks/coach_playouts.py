"""Where do the coach's playouts misjudge the comparisons it leaves alone?

The coach leaves two comparisons unjudged (`CoachSettings.unjudged`): the
stock against the pile ("draw"), and a spread laid or a hit made against
keeping the cards ("hold"); followed by a normal player, its marks there
lost (docs/ai.md, "How far the costs hold"). This benchmark looks at the
playouts alone, with the luck of the deal taken out: at every such decision
of a normal player (2 players, Classic, normal against normal), on the
coach's own deals of the unseen cards (`HardBot.samples_for`, the distinct
ones, up to `--deals`), the difference between the other move and the move
made is valued seven ways on the very same deals:

- `rollout`: the coach's playouts as they are (`HardBot.playout_values`);
- `normal-start`: the same policy, but every decision at the start of a
  turn (knock, the stock or the pile) made by the normal player's rules;
- `normal-knock`: the same policy with the normal player's knocks only
  (`NormalKnockPolicy`, the coach's `CoachSettings(playouts="normal-knock")`);
- `exact-knock`: the same knocks, their chance counted instead of dealt
  (`ExactKnockPolicy`, `CoachSettings(playouts="exact-knock")`);
- `exact-start`: those knocks and the normal player's own stock-or-pile
  decision (`ExactStartPolicy`, `CoachSettings(playouts="exact-start")`);
- `fitted`: the normal player's knock and draw by rules fitted to them
  (`FittedPolicy`, `CoachSettings(playouts="fitted")`);
- `normal`: normal players to the end, the play a coached normal player's
  marks are measured against (`benchmarks/coach.py`'s `mark_gain`).

For each kind, how far each policy's difference lies from normal's (root mean
square over the positions), and at the positions it would mark (its
difference above `MARKED`, the uncalibrated 0.1 line), its mean difference
beside normal's: a policy that marks where normal play loses is what made the
coach's marks there lose. And the CPU time of a playout.

    nice -n 10 .venv/bin/python benchmarks/coach_playouts.py [--games 200] [--deals 40] [--jobs 1]

A benchmark, not a test: it prints the figures."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from tonk_desktop.ai.base import decision_rng, draws_so_far
from tonk_desktop.ai.coach import PLAYOUTS, Coach, CoachSettings, comparison
from tonk_desktop.ai.hard import HardSettings, outcome
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.ai.rollout import RolloutPolicy
from tonk_desktop.engine import Action, Draw, HouseRules, Knock, Round, RoundView
from tonk_desktop.sim import confidence_interval

POLICIES = (
    "rollout",
    "normal-start",
    "normal-knock",
    "exact-knock",
    "exact-start",
    "fitted",
    "normal",
)
KINDS = ("draw", "hold")  # `comparison`'s kinds the coach leaves alone
MARKED = 0.1 / 0.7  # the coach's 0.1 line on the playouts' own scale (calibration 0.7)
LIMIT = 400  # actions before a playout is judged as cut short (`outcome`)


def _normal_move(rnd: Round, bots: Sequence[NormalBot]) -> Action:
    return bots[rnd.current].choose(rnd.view(rnd.current))


def _normal_start_move(
    rnd: Round, bots: Sequence[NormalBot], policy: RolloutPolicy, played: list[int]
) -> Action:
    """At the start of a turn the normal player's move (its knock, its draw),
    after it the rollout policy's."""
    if rnd.phase != "start":
        return policy.choose(rnd, played)
    return _normal_move(rnd, bots)


def play_on(
    sample: Round, action: Action, me: int, turns: Sequence[int], how: str, k: int
) -> float:
    """`action` on `sample`, then played to the end `how` (`POLICIES`);
    `k`, the deal's number, seeds the normal players."""
    settings = HardSettings()
    rnd = sample.copy()
    played = list(turns)
    if type(action) is Draw:
        played[me] += 1
    rnd.apply_unchecked(action)
    policy_type = PLAYOUTS.get(how, RolloutPolicy)
    policy = policy_type(rnd, settings.rollout_knock_confidence, settings.rollout_seen_per_turn)
    if how in PLAYOUTS:
        policy.play_out(rnd, played, settings.rollout_actions)
        return outcome(rnd, me)
    bots = [NormalBot(7770 + 10 * k + p) for p in range(rnd.players)]
    for _ in range(LIMIT):
        if rnd.phase == "over":
            break
        if how == "normal":
            move = _normal_move(rnd, bots)
        else:
            move = _normal_start_move(rnd, bots, policy, played)
        if type(move) is Draw:
            played[rnd.current] += 1
        rnd.apply_unchecked(move)
    return outcome(rnd, me)


def position(
    coach: Coach,
    view: RoundView,
    made: Action,
    other: Action,
    deals: int,
    policies: Sequence[str] = POLICIES,
) -> dict[str, Any]:
    """Each policy's mean difference (other - made) on the coach's distinct deals."""
    found = coach.hard.samples_for(view, decision_rng(coach.settings.seed, view))[1]
    seen: set[int] = set()
    distinct = []
    for deal in found:
        if id(deal) not in seen:
            seen.add(id(deal))
            distinct.append(deal)
    distinct = distinct[:deals]
    turns = draws_so_far(view)
    record: dict[str, Any] = {
        "kind": comparison(made, other),
        "made": str(made),
        "other": str(other),
    }
    for how in policies:
        start = time.process_time()
        differences = [
            play_on(deal, other, view.player, turns, how, k)
            - play_on(deal, made, view.player, turns, how, k)
            for k, deal in enumerate(distinct)
        ]
        record[how] = statistics.fmean(differences)
        record[f"{how} ms"] = 1000 * (time.process_time() - start) / (2 * len(distinct))
    return record


def game(
    seed: int,
    deals: int = 40,
    kinds: Sequence[str] = KINDS,
    policies: Sequence[str] = POLICIES,
) -> list[dict[str, Any]]:
    """A normal-against-normal round and its positions with a comparison of
    `kinds` among the coach's candidates."""
    coach = Coach(CoachSettings(unjudged=()))
    rnd = Round.deal(HouseRules(players=2), dealer=seed % 2, rng=random.Random(f"playouts|{seed}"))
    bots = [NormalBot(seed * 10 + p) for p in range(2)]
    records = []
    while rnd.phase != "over":
        view = rnd.view(rnd.current)
        made = bots[rnd.current].choose(view)
        if len(view.legal) > 1 and type(made) is not Knock:
            others = [
                move for move in coach.candidates(view, made)[1:] if comparison(made, move) in kinds
            ]
            if others:
                records.append(
                    {"seed": seed} | position(coach, view, made, others[0], deals, policies)
                )
        rnd.apply(made)
    return records


def figures(records: Sequence[dict[str, Any]]) -> list[str]:
    lines = []
    for kind in KINDS:
        found = [r for r in records if r["kind"] == kind]
        if not found:
            continue
        lines.append(f"{kind}: {len(found)} positions")
        truth = [r["normal"] for r in found]
        for how in POLICIES:
            if how not in found[0]:
                continue  # (a log written before this policy was measured)
            values = [r[how] for r in found]
            rmse = statistics.fmean((v - t) ** 2 for v, t in zip(values, truth, strict=True)) ** 0.5
            marked = [(v, t) for v, t in zip(values, truth, strict=True) if v > MARKED]
            ms = statistics.fmean(r[f"{how} ms"] for r in found)
            line = f"  {how:13s} rmse from normal {rmse:.3f}, {ms:.2f} ms a playout"
            if marked and how != "normal":
                gains = [t for _, t in marked]
                interval = (
                    "[{:+.3f}, {:+.3f}]".format(*confidence_interval(gains))
                    if len(gains) > 1
                    else ""
                )
                line += (
                    f"; would mark {len(marked)}: its difference"
                    f" {statistics.fmean(v for v, _ in marked):+.3f},"
                    f" normal's {statistics.fmean(gains):+.3f} {interval}"
                )
            lines.append(line)
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--deals", type=int, default=40, help="distinct coach deals a position")
    parser.add_argument("--seed", type=int, default=90000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--kinds", default=",".join(KINDS), help="only these comparisons (hold is the rarer)"
    )
    parser.add_argument(
        "--policies",
        default=",".join(POLICIES),
        help="only these policies (normal, the measure, always)",
    )
    parser.add_argument("--log", help="each position's record goes here as it comes (JSON lines)")
    parser.add_argument("--from-log", action="store_true", help="only the figures of --log")
    args = parser.parse_args()
    if args.from_log:
        with open(args.log, encoding="utf-8") as file:
            print("\n".join(figures([json.loads(line) for line in file])))
        return 0
    seeds = [args.seed + k for k in range(args.games)]
    kinds = tuple(args.kinds.split(","))
    chosen = set(args.policies.split(",")) | {"normal"}
    policies = tuple(how for how in POLICIES if how in chosen)
    records: list[dict[str, Any]] = []
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    with multiprocessing.get_context("spawn").Pool(max(1, args.jobs)) as pool:
        for found in pool.imap_unordered(
            _game, [(seed, args.deals, kinds, policies) for seed in seeds]
        ):
            records.extend(found)
            if log is not None:
                for record in found:
                    log.write(json.dumps(record) + "\n")
                log.flush()
    if log is not None:
        log.close()
    print("\n".join(figures(records)))
    return 0


def _game(task: tuple[int, int, tuple[str, ...], tuple[str, ...]]) -> list[dict[str, Any]]:
    return game(*task)


if __name__ == "__main__":
    sys.exit(main())
