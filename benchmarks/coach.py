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
  Beside it, the same gain mark by mark, with less luck in it: at each mark
  followed, the better move against normal's, each played on to the end by
  normal players over 64 reshuffles of the stock (`mark_gain`, `--stocks`;
  a few milliseconds each), added up
  (a policy's gain over another is the sum, along its own play, of what each
  of its moves gains over the other's, played on by the other), and that
  figure for each kind of mark. `--every-kind` weighs every comparison,
  whatever `CoachSettings.unjudged` leaves alone; the default coach leaves
  none alone now, so it matters only for a coach told to (it was how the
  rollout coach's two comparisons were measured).
- **The hint's draws** (`--hint-draws N`): the coach weighs the move the
  hint would have shown whatever its kind, so a pile taken where the hint
  draws from the stock is judged; a coached normal player never takes one
  (its draws are the hint's), so these marks are measured apart: a normal
  player that takes the pile half the times it is offered, each mark's
  gain when followed by `mark_gain`, beside its cost.
- **The wait** (`--workers 1,2`): what a player waits for a review in the
  window, wall clock: the rounds of the review-time measurement (`--rounds`,
  `--seed`), each reviewed in turn by `coach_process.analyse` with each
  number of processes sharing its decisions, first by processes started for
  it (their start-up included), then by the ones that review kept, warm;
  one round at a time (run it on an otherwise quiet machine); median and
  p95 of the rounds with a choice, and whether every way gave the same
  review.
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

from tonk_desktop.ai import coach_process, make_bot
from tonk_desktop.ai.coach import (
    MARKS,
    PLAYOUTS,
    Coach,
    CoachSettings,
    Decision,
    RoundReview,
    classify_cost,
    comparison,
    review_round,
)
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.engine import Action, Draw, HouseRules, Round, RoundView
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


def _settings() -> CoachSettings:
    """The coach measured: its playouts (`--playouts`), with `--every-kind`
    every comparison weighed, and its calibration (`--calibration`)."""
    unjudged = () if EVERY_KIND else CoachSettings().unjudged
    settings = CoachSettings(unjudged=unjudged, playouts=POLICY)
    if SCALE is not None:
        settings = dataclasses.replace(settings, calibration=SCALE)
    return settings


def review_pair(seed: int) -> dict[str, object]:
    """One round reviewed, and again with 10x the search (`STABILITY`): a
    record of its time and each decision's (step, cost, error, mark) by both."""
    history = play(TABLE, seed)
    seat = seed % len(TABLE)
    start = time.process_time()
    settings = _settings()
    review = review_round(history, seat, settings)
    spent = time.process_time() - start
    deep = review_round(history, seat, settings.scaled(10)) if STABILITY else None
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
EVERY_KIND = False  # every comparison weighed (`--every-kind`)
POLICY = CoachSettings().playouts  # the coach's playout policy (`--playouts`)
SCALE: float | None = None  # the coach's calibration if not its own (`--calibration`)
STOCKS = 64  # reshuffles of the stock behind each mark's real gain (`mark_gain`, `--stocks`)


def _init(
    stability: bool, every_kind: bool, playouts: str, scale: float | None, stocks: int
) -> None:
    global STABILITY, EVERY_KIND, POLICY, SCALE, STOCKS
    STABILITY = stability
    EVERY_KIND = every_kind
    POLICY = playouts
    SCALE = scale
    STOCKS = stocks


def streamed(
    work: Callable[[int], dict[str, object]], seeds: list[int], jobs: int, log: str
) -> list[dict[str, object]]:
    """`work` over the seeds in `jobs` processes, each record written to `log`
    as it comes (a run cut short keeps what it did: `--from-log`)."""
    found = []
    with (
        multiprocessing.Pool(jobs, _init, (STABILITY, EVERY_KIND, POLICY, SCALE, STOCKS)) as pool,
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
    `samples`, more while a decision's class is unclear, and part of the
    first, `CoachSettings.part`, where it is clearly no mark), by each
    review, in batches (0.25: the first part of the first batch alone)."""
    pairs = [pair for record in found for pair in record.get("deals", [])]
    if not pairs:
        return []
    base = CoachSettings().samples
    lines = []
    for index, name, size in ((0, "the review", base), (1, "10x", 10 * base)):
        counts = [pair[index] for pair in pairs if pair[index] is not None]
        if not counts:
            continue
        batches: dict[float, int] = {}
        for count in counts:
            key = round(count / size, 2)
            batches[key] = batches.get(key, 0) + 1
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
        self.last: Decision | None = None  # the mark just followed

    def choose(self, view: RoundView) -> Action:
        self.last = None
        action = self.normal.choose(view)
        decision = self.coach.judge(view, action)
        if decision is None or decision.mark is None:
            return action
        self.predicted += decision.cost
        self.followed += 1
        self.last = decision
        return decision.best


def _name(action: Action) -> str:
    return f"draw {action.source}" if isinstance(action, Draw) else type(action).__name__.lower()


def mark_gain(rnd: Round, made: Action, better: Action, seed: int) -> float:
    """What playing `better` instead of `made` gains the player to move in
    `rnd`, the real position: each move, then normal players to the end, over
    `STOCKS` reshuffles of the stock (the same ones for both moves)."""
    me = rnd.current
    differences = []
    for k in range(STOCKS):
        base = rnd.copy()
        random.Random(f"coach-mark|{seed}|{len(rnd.events)}|{k}").shuffle(base.stock)
        nets = []
        for action in (made, better):
            trial = base.copy()
            trial.apply(action)
            bots = [NormalBot(seed * 1000 + 2 * k + i) for i in range(rnd.players)]
            while not trial.is_over:
                trial.apply(bots[trial.current].choose(trial.view(trial.current)))
            assert trial.result is not None
            nets.append(trial.result.net[me])
        differences.append(nets[1] - nets[0])
    return statistics.fmean(differences)


def _play_seat(
    seed: int, seat: int, coached: bool, coach: Coach
) -> tuple[int, float, int, list[dict[str, object]]]:
    rules = HouseRules(players=2)
    rnd = Round.deal(rules, dealer=seed % 2, rng=random.Random(f"coach-use|{seed}"))
    bots: list[NormalBot | CoachedNormal] = [NormalBot(seed * 10 + i) for i in range(2)]
    helper = CoachedNormal(seed * 10 + seat, coach)
    if coached:
        bots[seat] = helper
    marks: list[dict[str, object]] = []
    while rnd.phase != "over":
        action = bots[rnd.current].choose(rnd.view(rnd.current))
        mark = helper.last if rnd.current == seat else None
        if coached and mark is not None:
            marks.append(
                {
                    "seat": seat,
                    "kind": f"{_name(mark.chosen)} -> {_name(mark.best)}",
                    "comparison": comparison(mark.chosen, mark.best),
                    "cost": mark.cost,
                    "error": mark.error,
                    "real": mark_gain(rnd, mark.chosen, mark.best, seed),
                }
            )
        rnd.apply(action)
    assert rnd.result is not None
    return rnd.result.net[seat], helper.predicted, helper.followed, marks


def usefulness_deal(seed: int) -> dict[str, object]:
    """The deal's gain and predicted gain, averaged over its two seats, and
    each followed mark's cost and what it really gained (`mark_gain`)."""
    coach = Coach(_settings())
    gain = predicted = 0.0
    followed = 0
    marks = []
    for seat in (0, 1):
        base = _play_seat(seed, seat, False, coach)[0]
        net, expected, changed, found = _play_seat(seed, seat, True, coach)
        gain += (net - base) / 2
        predicted += expected / 2
        followed += changed
        marks.extend(found)
    return {
        "seed": seed,
        "gain": gain,
        "predicted": predicted,
        "followed": followed,
        "marks": marks,
    }


def _interval(values: Sequence[float]) -> str:
    if len(values) < 2:
        return f"{statistics.fmean(values):+.3f}"
    low, high = confidence_interval(values)
    return f"{statistics.fmean(values):+.3f} [{low:+.3f}, {high:+.3f}]"


def marks_of(found: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    return [mark for record in found for mark in record["marks"]]


def usefulness_figures(found: Sequence[dict[str, Any]]) -> list[str]:
    gains = [record["gain"] for record in found]
    predicted = [record["predicted"] for record in found]
    followed = sum(record["followed"] for record in found)
    lines = [
        f"usefulness, 2 players, {len(found)} paired deals ({2 * len(found)} rounds), coached"
        f" normal against normal, {followed} moves changed:",
        f"  gain {_interval(gains)} units a round",
        f"  predicted (marked costs) {_interval(predicted)}",
        f"  gain - predicted {_interval([g - p for g, p in zip(gains, predicted, strict=True)])}",
    ]
    if not all("marks" in record for record in found):
        return lines
    # The same gain, summed mark by mark: the performance difference lemma
    # (a policy's gain over another is the sum, along its own play, of what
    # each of its moves gains over the other's at that position, both played
    # on by the other), with the luck of the rest of the round averaged out.
    unjudged = CoachSettings().unjudged
    groups: tuple[tuple[str, Callable[[str | None], bool]], ...] = (
        ("all marks", lambda kind: True),
        (f"without {', '.join(unjudged)}", lambda kind: kind not in unjudged),
        (f"only {', '.join(unjudged)}", lambda kind: kind in unjudged),
    )
    if not any(mark["comparison"] in unjudged for mark in marks_of(found)):
        groups = groups[:1]  # (the coach's own marks: nothing to set apart)
    for title, keep in groups:
        reals = [
            sum(m["real"] for m in record["marks"] if keep(m["comparison"])) / 2 for record in found
        ]
        costs = [
            sum(m["cost"] for m in record["marks"] if keep(m["comparison"])) / 2 for record in found
        ]
        lines.append(
            f"  {title}, mark by mark ({STOCKS} stocks each): gain {_interval(reals)}"
            f", cost {_interval(costs)}"
            f", gain - cost {_interval([r - c for r, c in zip(reals, costs, strict=True)])}"
        )
    kinds: dict[str, list[dict[str, Any]]] = {}
    for mark in marks_of(found):
        kinds.setdefault(mark["kind"], []).append(mark)
    for kind, marks in sorted(kinds.items(), key=lambda item: -len(item[1])):
        lines.append(
            f"    {kind:26s} {len(marks):5d} marks  cost {_interval([m['cost'] for m in marks])}"
            f"  gain {_interval([m['real'] for m in marks])}"
        )
    return lines


WAYS = {
    "new": "started for it",
    "kept": "kept from the review before",
    "ahead": "started ahead at the round's end",
}


def waits(seeds: Sequence[int], counts: Sequence[int], log: str) -> list[str]:
    """Each round of `seeds` reviewed in the window's way (`coach_process.analyse`)
    by each number of processes in `counts`, one after the other: the wall clock
    from the call to the review, first with new processes (their start-up
    included), then again with the processes that review kept (warm), then
    with processes started ahead and ready, as the window starts them when a
    round ends (`coach_process.prepare`: started, not yet used)."""
    settings = _settings()
    found: dict[str, list[float]] = {}
    differ = 0
    with open(log, "w", encoding="utf-8") as out:
        for seed in seeds:
            history = play(TABLE, seed)
            job = coach_process.RoundJob(history, seed % len(TABLE), settings)
            record: dict[str, object] = {"seed": seed}
            reviews = []
            for count in counts:
                coach_process.release()
                for way in ("new", "kept", "ahead"):
                    if way == "ahead":
                        coach_process.release()
                        ready = coach_process.prepare(count)
                        if ready is not None:
                            ready.join()
                    start = time.monotonic()
                    review = coach_process.analyse(job, workers=count)
                    record[f"{count} {way}"] = time.monotonic() - start
                    reviews.append(review)
            coach_process.release()
            assert isinstance(reviews[0], RoundReview)
            record["choices"] = reviews[0].choices
            if reviews[0].choices:
                for key, taken in record.items():
                    if isinstance(taken, float):
                        found.setdefault(key, []).append(taken)
            differ += any(review != reviews[0] for review in reviews)
            out.write(json.dumps(record) + "\n")
            out.flush()
    lines = [
        f"the wait for a review in the window, wall clock, {len(seeds)} rounds"
        f" ({len(next(iter(found.values()), []))} with a choice), one at a time; reviews"
        f" that differ between the numbers of processes: {differ}"
    ]
    for key, times in found.items():
        times.sort()
        number, way = key.split()
        lines.append(
            f"  {number} process{'es' if number != '1' else ''},"
            f" {WAYS[way]}:"
            f" median {statistics.median(times):.2f} s,"
            f" p95 {times[int(0.95 * (len(times) - 1))]:.2f} s,"
            f" longest {times[-1]:.2f} s (bar 0.5 s, 2 s)"
        )
    return lines


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


def hint_draws_deal(seed: int) -> list[dict[str, object]]:
    """The marks the hint's draws bring (`Coach.hint_move`: a pile taken where
    the hint draws from the stock), which a coached normal player never
    earns (its draws are the hint's): a normal player that takes the pile
    half the times it is offered, against normal, two players. At each of its
    pile draws the coach judges; each mark whose better move is the hint's
    draw from the stock, with what following it gains (`mark_gain`)."""
    rules = dataclasses.replace(HouseRules(), players=2)
    rnd = Round.deal(rules, dealer=seed % 2, rng=random.Random(f"coach-hint-draws|{seed}"))
    bots = [NormalBot(seed * 10), NormalBot(seed * 10 + 1)]
    coach = Coach()
    found: list[dict[str, object]] = []
    while rnd.phase != "over":
        view = rnd.view(rnd.current)
        action = bots[rnd.current].choose(view)
        offered = view.phase == "start" and Draw("discard") in view.legal
        takes = random.Random(f"taker|{seed}|{len(rnd.events)}").random() < 0.5
        if rnd.current == 0 and offered and type(action) is Draw and takes:
            action = Draw("discard")
            decision = coach.judge(view, action)
            if (
                decision is not None
                and decision.mark is not None
                and decision.best == decision.hint == Draw("stock")
            ):
                gain = mark_gain(rnd, action, decision.best, seed)
                found.append({"seed": seed, "cost": decision.cost, "gain": gain})
        rnd.apply(action)
    return found


def hint_draw_figures(found: Sequence[list[dict[str, object]]]) -> list[str]:
    marks = [mark for deal in found for mark in deal]
    costs = [float(str(mark["cost"])) for mark in marks]
    gains = [float(str(mark["gain"])) for mark in marks]
    if len(marks) < 2:
        return [f"the hint's draws: {len(marks)} marks over {len(found)} deals"]
    return [
        f"the hint's draws, {len(found)} deals: {len(marks)} marks (the pile taken, better:"
        f" the hint's stock), cost {_interval(costs)}, gained {_interval(gains)}"
    ]


def main() -> int:
    global STABILITY, EVERY_KIND, POLICY, SCALE, STOCKS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="rounds for time and stability")
    parser.add_argument("--deals", type=int, default=2000, help="paired deals for usefulness")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-deep", action="store_true", help="skip the 10x reviews")
    parser.add_argument(
        "--every-kind",
        action="store_true",
        help="usefulness with every comparison weighed (none left alone)",
    )
    parser.add_argument(
        "--playouts",
        choices=sorted(PLAYOUTS),
        default=CoachSettings().playouts,
        help="the coach's playout policy (CoachSettings.playouts)",
    )
    parser.add_argument(
        "--calibration",
        type=float,
        default=None,
        help="the coach's calibration (CoachSettings.calibration) if not its own; each"
        " mark's cost and error are logged, so a run at a higher one can be read for a"
        " lower one (the marks whose cost, rescaled, still marks)",
    )
    parser.add_argument(
        "--stocks",
        type=int,
        default=STOCKS,
        help="reshuffles of the stock behind each mark's real gain (mark_gain)",
    )
    parser.add_argument(
        "--workers",
        default="",
        help="only the wait for a review in the window, for each of these numbers of"
        " processes (comma-separated: 1,2), on the --rounds rounds",
    )
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
    parser.add_argument(
        "--hint-draws",
        type=int,
        default=0,
        help="only the marks the hint's draws bring, on this many deals (a pile taker coached)",
    )
    args = parser.parse_args()
    if args.hint_draws:
        start = time.monotonic()
        seeds = [args.seed + k for k in range(args.hint_draws)]
        with multiprocessing.get_context("spawn").Pool(max(1, args.jobs)) as pool:
            deals = pool.map(hint_draws_deal, seeds)
        print("\n".join(hint_draw_figures(deals)), flush=True)
        print(f"({time.monotonic() - start:.0f} s)", flush=True)
        return 0
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
    STABILITY = not args.no_deep
    EVERY_KIND = args.every_kind
    POLICY = args.playouts
    SCALE = args.calibration
    STOCKS = args.stocks
    if args.workers:
        start = time.monotonic()
        counts = [int(count) for count in args.workers.split(",")]
        seeds = [args.seed + k for k in range(args.rounds)]
        print("\n".join(waits(seeds, counts, f"{args.log}-waits.jsonl")), flush=True)
        print(f"({time.monotonic() - start:.0f} s)", flush=True)
        return 0
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
