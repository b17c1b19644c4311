"""Can the coach be trusted (issue 18)? Three measurements, a benchmark and not a
test: it prints the figures and whether each target was met.

    nice -n 10 .venv/bin/python benchmarks/coach.py [--rounds 200] [--deals 2000] [--jobs 2]

- **Review time**: CPU seconds to review one seat of a 3-player round (hard,
  normal and easy at the table, Classic rules; the seat reviewed turns
  round by round), median and p95. Target: a typical round in <= 3 s.
- **Stability**: the same rounds reviewed again with ten times the search.
  Targets: at least 90% of the decisions either review marks are marked by
  both, and the costs differ by at most 0.05 units on average.
- **Usefulness**: a normal player that asks the coach about each of its moves
  and plays the coach's better move wherever the coach marks its own, against
  plain normal, two players, on paired deals (each deal from both seats). Its
  gain is measured against normal playing the same deal in the same seat (the
  rounds are the same until the first mark), and set beside the gain the
  coach predicted (its marked costs added up), each with a 95% interval.
- **The window**: the longest gap in the event loop while the coach panel
  reviews a round (`--ui`; target <= 50 ms): in its analysis process, driven
  by the panel's worker thread, as the window does it, or with `--thread` on
  the worker thread itself (the fallback when the process cannot start); and
  how long the analysis process takes to start (importing the engine and the
  computer players).

Each round's and each deal's record is written as it comes (`--log`), so a
run stopped early still gives its figures: `--from-log`.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from typing import Any

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.coach import MARKS, Coach, CoachSettings, classify_cost, review_round
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.engine import Action, HouseRules, Round, RoundView
from tonk_desktop.engine.history import HandHistory, read_history
from tonk_desktop.sim import confidence_interval

TABLE = ("hard", "normal", "easy")


def play(levels: Sequence[str], seed: int) -> HandHistory:
    """A round of these players, dealt and played from `seed`."""
    rules = dataclasses.replace(HouseRules(), players=len(levels))
    rng = random.Random(f"coach-bench|{seed}")
    rnd = Round.deal(rules, dealer=seed % len(levels), rng=rng)
    bots = [make_bot(level, seed * 10 + i) for i, level in enumerate(levels)]
    while rnd.phase != "over":
        rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
    return read_history(rnd.to_history())


def review_pair(seed: int) -> dict[str, object]:
    """One round reviewed, and again with 10x the search (`STABILITY`): a
    record of its time and each decision's (step, cost, error, mark) by both."""
    history = play(TABLE, seed)
    seat = seed % len(TABLE)
    start = time.process_time()
    review = review_round(history, seat)
    spent = time.process_time() - start
    deep = review_round(history, seat, CoachSettings().scaled(10)) if STABILITY else None
    deep_by_step = {d.step: d for d in deep.decisions} if deep else {}
    rows = []
    searched = []
    for decision in review.decisions:
        row: list[object] = [decision.step, decision.cost, decision.error, decision.mark]
        other = deep_by_step.get(decision.step)
        if other is not None:
            row += [other.cost, other.error, other.mark]
        rows.append(row)
        searched.append([decision.deals, other.deals if other is not None else None])
    return {
        "seed": seed,
        "time": spent,
        "choices": review.choices,
        "decisions": rows,
        "deals": searched,
    }


STABILITY = True


def _init(stability: bool) -> None:
    global STABILITY
    STABILITY = stability


def streamed(
    work: Callable[[int], dict[str, object]], seeds: list[int], jobs: int, log: str
) -> list[dict[str, object]]:
    """`work` over the seeds in `jobs` processes, each record written to `log`
    as it comes (a run cut short keeps what it did: `--from-log`)."""
    found = []
    with (
        multiprocessing.Pool(jobs, _init, (STABILITY,)) as pool,
        open(log, "w", encoding="utf-8") as out,
    ):
        for record in pool.imap_unordered(work, seeds):
            found.append(record)
            out.write(json.dumps(record) + "\n")
            out.flush()
    return found


def read_log(path: str) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as stream:
        return [json.loads(line) for line in stream if line.strip()]


def stability_figures(found: Sequence[dict[str, Any]]) -> list[str]:
    lines = []
    times = sorted(record["time"] for record in found)
    with_choice = sorted(record["time"] for record in found if record["choices"])
    median = statistics.median(with_choice)
    p95 = with_choice[int(0.95 * (len(with_choice) - 1))]
    rows = [row for record in found for row in record["decisions"]]
    by_mark: dict[str, int] = {}
    for row in rows:
        if row[3] is not None:
            by_mark[row[3]] = by_mark.get(row[3], 0) + 1
    lines.append(
        f"review time, {len(found)} rounds ({len(with_choice)} with a choice for the seat):"
        f" median {median:.2f} s, p95 {p95:.2f} s, longest {times[-1]:.2f} s CPU"
        f" ({len(rows)} decisions valued, marks {by_mark}):"
        f" {'met' if median <= 3.0 else 'NOT MET'}"
    )
    lines.extend(search_figures(found))
    deep = [row for row in rows if len(row) > 4]
    if not deep:
        return lines
    for significance in (0.0, 1.0, 2.0, 3.0):
        lines.append(agreement(deep, significance))
    both = either = same_class = only_shallow = only_deep = 0
    for row in deep:
        a, b = row[3] is not None, row[6] is not None
        either += a or b
        both += a and b
        same_class += a and b and row[3] == row[6]
        only_shallow += a and not b
        only_deep += b and not a
    share = both / either if either else 1.0
    mean_difference = statistics.fmean(abs(row[1] - row[4]) for row in deep)
    lines.append(
        f"stability: {both} of {either} decisions marked by either review are marked by both"
        f" ({share:.1%}; only the review {only_shallow}, only 10x {only_deep};"
        f" the same class {same_class} of {both}); mean cost difference"
        f" {mean_difference:.3f} units over {len(deep)} decisions:"
        f" {'met' if share >= 0.9 and mean_difference <= 0.05 else 'NOT MET'}"
    )
    for mark in MARKS:
        shallow = [row for row in deep if row[3] == mark]
        deeper = [row for row in deep if row[6] == mark]
        lines.append(
            f"  {mark}: the review marks {len(shallow)}, of them 10x marks"
            f" {sum(row[6] is not None for row in shallow)}; 10x marks {len(deeper)},"
            f" of them the review marks {sum(row[3] is not None for row in deeper)}"
        )
    serious = [
        row for row in deep if row[3] in ("mistake", "blunder") or row[6] in ("mistake", "blunder")
    ]
    kept = sum(row[3] is not None and row[6] is not None for row in serious)
    lines.append(
        f"  a mistake or blunder to either review, marked by both: {kept} of {len(serious)}"
    )
    confirmed = sum(row[6] is not None for row in deep if row[3] is not None)
    marked = sum(row[3] is not None for row in deep)
    lines.append(f"  the review's marks that 10x also marks: {confirmed} of {marked}")
    lines.extend(regression(deep))
    return lines


def search_figures(found: Sequence[dict[str, Any]]) -> list[str]:
    """How many deals the decisions took (the adaptive search: a batch of
    `samples`, more while a decision's class is unclear), by each review."""
    pairs = [pair for record in found for pair in record.get("deals", [])]
    if not pairs:
        return []
    base = CoachSettings().samples
    lines = []
    for index, name, size in ((0, "the review", base), (1, "10x", 10 * base)):
        counts = [pair[index] for pair in pairs if pair[index] is not None]
        if not counts:
            continue
        batches: dict[int, int] = {}
        for count in counts:
            batches[count // size] = batches.get(count // size, 0) + 1
        lines.append(
            f"  {name}: {statistics.fmean(counts) / size:.2f} batches of {size} deals a decision"
            f" on average; decisions by batches {dict(sorted(batches.items()))}"
        )
    return lines


def regression(rows: Sequence[list[Any]]) -> list[str]:
    """The review's marked costs against the 10x review's costs of the same
    decisions: a mark is chosen because its estimate is high, so by how much
    does its cost overstate (the 10x cost of the same decision is measured on
    far more deals)?"""
    lines = []
    for name, chosen in (
        ("the review's marks", [row for row in rows if row[3] is not None]),
        ("10x's marks", [row for row in rows if row[6] is not None]),
    ):
        if len(chosen) < 2:
            continue
        differences = [row[1] - row[4] for row in chosen]
        low, high = confidence_interval(differences)
        lines.append(
            f"  {name}, {len(chosen)}: mean cost {statistics.fmean(row[1] for row in chosen):.3f}"
            f" by the review, {statistics.fmean(row[4] for row in chosen):.3f} by 10x;"
            f" review - 10x {statistics.fmean(differences):+.3f} [{low:+.3f}, {high:+.3f}]"
        )
    return lines


def agreement(rows: Sequence[list[Any]], significance: float) -> str:
    """How far the marks agree when both reviews mark at this significance."""
    settings = dataclasses.replace(CoachSettings(), significance=significance)
    both = either = 0
    for row in rows:
        a = classify_cost(row[1], row[2], settings) is not None
        b = classify_cost(row[4], row[5], settings) is not None
        either += a or b
        both += a and b
    share = both / either if either else 1.0
    return f"  marked at {significance} standard errors: both {both} of {either} ({share:.1%})"


class CoachedNormal:
    """The normal player, corrected by the coach wherever it marks its move."""

    level = "normal"
    name = "Coached normal"

    def __init__(self, seed: int, coach: Coach) -> None:
        self.normal = NormalBot(seed)
        self.coach = coach
        self.predicted = 0.0
        self.followed = 0

    def choose(self, view: RoundView) -> Action:
        action = self.normal.choose(view)
        decision = self.coach.judge(view, action)
        if decision is None or decision.mark is None:
            return action
        self.predicted += decision.cost
        self.followed += 1
        return decision.best


def _play_seat(seed: int, seat: int, coached: bool, coach: Coach) -> tuple[int, float, int]:
    rules = HouseRules(players=2)
    rnd = Round.deal(rules, dealer=seed % 2, rng=random.Random(f"coach-use|{seed}"))
    bots: list[NormalBot | CoachedNormal] = [NormalBot(seed * 10 + i) for i in range(2)]
    helper = CoachedNormal(seed * 10 + seat, coach)
    if coached:
        bots[seat] = helper
    while rnd.phase != "over":
        rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
    assert rnd.result is not None
    return rnd.result.net[seat], helper.predicted, helper.followed


def usefulness_deal(seed: int) -> dict[str, object]:
    """The deal's gain and predicted gain, averaged over its two seats."""
    coach = Coach()
    gain = predicted = 0.0
    followed = 0
    for seat in (0, 1):
        base, _, _ = _play_seat(seed, seat, False, coach)
        net, expected, changed = _play_seat(seed, seat, True, coach)
        gain += (net - base) / 2
        predicted += expected / 2
        followed += changed
    return {"seed": seed, "gain": gain, "predicted": predicted, "followed": followed}


def usefulness_figures(found: Sequence[dict[str, Any]]) -> list[str]:
    gains = [record["gain"] for record in found]
    predicted = [record["predicted"] for record in found]
    followed = sum(record["followed"] for record in found)
    gain_low, gain_high = confidence_interval(gains)
    pred_low, pred_high = confidence_interval(predicted)
    diff_low, diff_high = confidence_interval(
        [g - p for g, p in zip(gains, predicted, strict=True)]
    )
    return [
        f"usefulness, 2 players, {len(found)} paired deals ({2 * len(found)} rounds), coached"
        f" normal against normal, {followed} moves changed:",
        f"  gain {statistics.fmean(gains):+.3f} units a round [{gain_low:+.3f}, {gain_high:+.3f}]",
        f"  predicted (marked costs) {statistics.fmean(predicted):+.3f}"
        f" [{pred_low:+.3f}, {pred_high:+.3f}]",
        f"  gain - predicted {statistics.fmean(gains) - statistics.fmean(predicted):+.3f}"
        f" [{diff_low:+.3f}, {diff_high:+.3f}]",
    ]


def process_startup(times: int = 5) -> str:
    """How long the analysis process takes to start and import the coach, from
    a parent whose main module is light (as `tonk`'s is: the child imports it too)."""
    code = "from tonk_desktop.ai.coach_process import startup_time; print(startup_time())"
    found = sorted(
        float(subprocess.run([sys.executable, "-c", code], capture_output=True, check=True).stdout)
        for _ in range(times)
    )
    return (
        f"analysis process start-up (spawn, import the engine and the coach) over {times}"
        f" starts: median {1000 * statistics.median(found):.0f} ms, longest"
        f" {1000 * found[-1]:.0f} ms"
    )


def window_gaps(seed: int, in_process: bool = True) -> str:
    """The longest event-loop gap while the panel reviews a long round."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from tonk_desktop.ai.coach_process import live_processes
    from tonk_desktop.ui.review.coach_panel import CoachPanel

    app = QApplication.instance() or QApplication([])
    histories = [play(TABLE, seed + k) for k in range(40)]
    history = max(histories, key=lambda h: len(h.actions))
    panel = CoachPanel(in_process=in_process)
    panel.show()
    # Whether the analysis runs in a process is asked once, at its first
    # progress: the list's lock is held while a process starts, and the loop
    # measured must not wait on it (the window never asks).
    processes: set[int | None] = set()

    def first_progress() -> None:
        if not processes:
            processes.update(process.pid for process in live_processes())
            processes.add(0)

    panel.progress.valueChanged.connect(first_progress)
    clock = QElapsedTimer()
    clock.start()
    gaps = {"last": 0, "max": 0, "start": 0}
    long_gaps: list[float] = []  # when each gap over 50 ms ended, seconds into the loop

    def tick() -> None:
        now = clock.elapsed()
        gap = now - gaps["last"]
        gaps["max"] = max(gaps["max"], gap)
        if gap > 50:
            long_gaps.append((now - gaps["start"]) / 1000)
        gaps["last"] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()

    def run_loop(seconds: float, until: dict[str, bool] | None = None) -> tuple[int, list[float]]:
        """Spin the event loop; the longest gap in ms, and when the gaps over 50 ms were."""
        gaps["start"] = gaps["last"] = clock.elapsed()
        gaps["max"] = 0
        long_gaps.clear()
        start = time.monotonic()
        while time.monotonic() - start < seconds and not (until and until["finished"]):
            app.processEvents()
            time.sleep(0.001)
        return gaps["max"], list(long_gaps)

    run_loop(1.0)  # warm up
    done = {"finished": False}
    panel.analysis_finished.connect(lambda: done.update(finished=True))
    start = time.monotonic()
    panel.analyse(history, 0)
    busy, busy_over = run_loop(120.0, done)
    spent = time.monotonic() - start
    # The same loop with nothing to do, as long: what the machine's load alone gives.
    idle, idle_over = run_loop(min(spent, 30.0))
    timer.stop()
    if in_process and not processes - {0}:
        raise SystemExit("the analysis did not run in a process of its own (see the log)")
    where = "in its analysis process" if in_process else "on its worker thread"
    when = ", ".join(f"{t:.1f}" for t in busy_over[:6]) + (" ..." if len(busy_over) > 6 else "")
    return (
        f"window: longest event-loop gap {busy} ms while the panel reviewed a"
        f" {len(history.actions)}-action round {where} in {spent:.1f} s ({len(busy_over)} gaps"
        f" over 50 ms{', ending at ' + when + ' s' if busy_over else ''}); the same loop idle"
        f" for {min(spent, 30.0):.1f} s after: {idle} ms ({len(idle_over)} over 50 ms):"
        f" {'met' if busy <= 50 else 'NOT MET'}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="rounds for time and stability")
    parser.add_argument("--deals", type=int, default=2000, help="paired deals for usefulness")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-deep", action="store_true", help="skip the 10x reviews")
    parser.add_argument("--ui", action="store_true", help="only the window's event-loop gaps")
    parser.add_argument("--no-ui", action="store_true", help="skip the window's event-loop gaps")
    parser.add_argument(
        "--thread",
        action="store_true",
        help="--ui: the analysis on the panel's worker thread, not in a process",
    )
    parser.add_argument(
        "--log",
        default=os.path.join(tempfile.gettempdir(), "tonk-coach-bench"),
        help="each record goes to LOG-rounds.jsonl or LOG-deals.jsonl as it comes",
    )
    parser.add_argument(
        "--from-log", action="store_true", help="only the figures of the records in the logs"
    )
    args = parser.parse_args()
    rounds_log, deals_log = f"{args.log}-rounds.jsonl", f"{args.log}-deals.jsonl"
    if args.from_log:
        for path, figures in ((rounds_log, stability_figures), (deals_log, usefulness_figures)):
            if os.path.exists(path):
                print("\n".join(figures(read_log(path))))
        return 0
    if args.ui:
        print(window_gaps(args.seed, not args.thread), flush=True)
        if not args.thread:
            print(process_startup(), flush=True)
        return 0
    global STABILITY
    STABILITY = not args.no_deep
    if args.rounds:
        start = time.monotonic()
        seeds = [args.seed + k for k in range(args.rounds)]
        found = streamed(review_pair, seeds, args.jobs, rounds_log)
        print("\n".join(stability_figures(found)), flush=True)
        print(f"({time.monotonic() - start:.0f} s)", flush=True)
    if args.deals:
        start = time.monotonic()
        seeds = [args.seed + k for k in range(args.deals)]
        found = streamed(usefulness_deal, seeds, args.jobs, deals_log)
        print("\n".join(usefulness_figures(found)), flush=True)
        print(f"({time.monotonic() - start:.0f} s)", flush=True)
    if not args.no_ui:
        print(window_gaps(args.seed), flush=True)
        print(process_startup(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
