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
  reviews a round on its worker thread (`--ui`; target <= 50 ms).
"""

from __future__ import annotations

import argparse
import dataclasses
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.coach import Coach, CoachSettings, RoundReview, classify_cost, review_round
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


def review_pair(seed: int) -> tuple[float, RoundReview, RoundReview | None]:
    """(CPU seconds, the review, the review with 10x the search or None)."""
    history = play(TABLE, seed)
    seat = seed % len(TABLE)
    start = time.process_time()
    review = review_round(history, seat)
    spent = time.process_time() - start
    deep = review_round(history, seat, CoachSettings().scaled(10)) if STABILITY else None
    return spent, review, deep


STABILITY = True


def _init(stability: bool) -> None:
    global STABILITY
    STABILITY = stability


def stability_and_time(rounds: int, seed: int, jobs: int, deep: bool) -> list[str]:
    lines = []
    seeds = [seed + k for k in range(rounds)]
    with multiprocessing.Pool(jobs, _init, (deep,)) as pool:
        found = pool.map(review_pair, seeds, chunksize=1)
    times = sorted(spent for spent, _, _ in found)
    with_choice = [spent for spent, review, _ in found if review.choices]
    median = statistics.median(with_choice)
    p95 = with_choice and sorted(with_choice)[int(0.95 * (len(with_choice) - 1))]
    decisions = sum(len(review.decisions) for _, review, _ in found)
    marks = sum(len(review.marks) for _, review, _ in found)
    lines.append(
        f"review time, {rounds} rounds ({len(with_choice)} with a choice for the seat): "
        f"median {median:.2f} s, p95 {p95:.2f} s, longest {times[-1]:.2f} s CPU"
        f" ({decisions} decisions valued, {marks} marked):"
        f" {'met' if median <= 3.0 else 'NOT MET'}"
    )
    by_mark: dict[str, int] = {}
    for _, review, _ in found:
        for decision in review.marks:
            by_mark[str(decision.mark)] = by_mark.get(str(decision.mark), 0) + 1
    lines.append(f"marks: {by_mark}")
    if not deep:
        return lines
    both = either = same_class = 0
    only_shallow = only_deep = 0
    differences = []
    for _, review, deeper in found:
        assert deeper is not None
        deep_by_step = {d.step: d for d in deeper.decisions}
        for decision in review.decisions:
            other = deep_by_step[decision.step]
            differences.append(abs(decision.cost - other.cost))
            a, b = decision.mark is not None, other.mark is not None
            if a or b:
                either += 1
                if a and b:
                    both += 1
                    same_class += decision.mark == other.mark
                elif a:
                    only_shallow += 1
                else:
                    only_deep += 1
    for significance in (0.0, 1.0, 1.5, 2.0, 3.0):
        lines.append(agreement(found, significance))
    share = both / either if either else 1.0
    mean_difference = statistics.fmean(differences) if differences else 0.0
    lines.append(
        f"stability: {both} of {either} decisions marked by either review are marked by both"
        f" ({share:.1%}; only the review {only_shallow}, only 10x {only_deep};"
        f" the same class {same_class} of {both}); mean cost difference"
        f" {mean_difference:.3f} units over {len(differences)} decisions:"
        f" {'met' if share >= 0.9 and mean_difference <= 0.05 else 'NOT MET'}"
    )
    return lines


def agreement(
    found: Sequence[tuple[float, RoundReview, RoundReview | None]], significance: float
) -> str:
    """How far the marks agree when both reviews mark at this significance."""
    settings = dataclasses.replace(CoachSettings(), significance=significance)
    both = either = 0
    for _, review, deeper in found:
        assert deeper is not None
        deep_by_step = {d.step: d for d in deeper.decisions}
        for decision in review.decisions:
            other = deep_by_step[decision.step]
            a = classify_cost(decision.cost, decision.error, settings) is not None
            b = classify_cost(other.cost, other.error, settings) is not None
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


def usefulness_deal(seed: int) -> tuple[float, float, int]:
    """(gain, predicted gain, moves changed), averaged over the deal's two seats."""
    coach = Coach()
    gain = predicted = 0.0
    followed = 0
    for seat in (0, 1):
        base, _, _ = _play_seat(seed, seat, False, coach)
        net, expected, changed = _play_seat(seed, seat, True, coach)
        gain += (net - base) / 2
        predicted += expected / 2
        followed += changed
    return gain, predicted, followed


def usefulness(deals: int, seed: int, jobs: int) -> list[str]:
    with multiprocessing.Pool(jobs) as pool:
        found = pool.map(usefulness_deal, [seed + k for k in range(deals)], chunksize=4)
    gains = [g for g, _, _ in found]
    predicted = [p for _, p, _ in found]
    followed = sum(f for _, _, f in found)
    gain_low, gain_high = confidence_interval(gains)
    pred_low, pred_high = confidence_interval(predicted)
    diff_low, diff_high = confidence_interval(
        [g - p for g, p in zip(gains, predicted, strict=True)]
    )
    return [
        f"usefulness, 2 players, {deals} paired deals ({2 * deals} rounds), coached normal"
        f" against normal, {followed} moves changed:",
        f"  gain {statistics.fmean(gains):+.3f} units a round [{gain_low:+.3f}, {gain_high:+.3f}]",
        f"  predicted (marked costs) {statistics.fmean(predicted):+.3f}"
        f" [{pred_low:+.3f}, {pred_high:+.3f}]",
        f"  gain - predicted {statistics.fmean(gains) - statistics.fmean(predicted):+.3f}"
        f" [{diff_low:+.3f}, {diff_high:+.3f}]",
    ]


def window_gaps(seed: int) -> str:
    """The longest event-loop gap while the panel reviews a long round."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from tonk_desktop.ui.review.coach_panel import CoachPanel

    app = QApplication.instance() or QApplication([])
    histories = [play(TABLE, seed + k) for k in range(40)]
    history = max(histories, key=lambda h: len(h.actions))
    panel = CoachPanel()
    panel.show()
    clock = QElapsedTimer()
    clock.start()
    gaps = {"last": 0, "max": 0}
    long_gaps: list[int] = []

    def tick() -> None:
        now = clock.elapsed()
        gap = now - gaps["last"]
        gaps["max"] = max(gaps["max"], gap)
        if gap > 50:
            long_gaps.append(gap)
        gaps["last"] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()

    def run_loop(seconds: float, until: dict[str, bool] | None = None) -> tuple[int, int]:
        """Spin the event loop; (longest gap, gaps over 50 ms) in ms."""
        gaps["last"], gaps["max"] = clock.elapsed(), 0
        long_gaps.clear()
        start = time.monotonic()
        while time.monotonic() - start < seconds and not (until and until["finished"]):
            app.processEvents()
            time.sleep(0.001)
        return gaps["max"], len(long_gaps)

    # The same loop with nothing to do first: what the machine's load alone gives.
    idle, idle_over = run_loop(3.0)
    done = {"finished": False}
    panel.analysis_finished.connect(lambda: done.update(finished=True))
    start = time.monotonic()
    panel.analyse(history, 0)
    busy, busy_over = run_loop(120.0, done)
    spent = time.monotonic() - start
    timer.stop()
    return (
        f"window: longest event-loop gap {busy} ms while the panel reviewed a"
        f" {len(history.actions)}-action round in {spent:.1f} s ({busy_over} gaps"
        f" over 50 ms); the same loop idle for 3 s: {idle} ms ({idle_over} over 50 ms):"
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
    args = parser.parse_args()
    if args.ui:
        print(window_gaps(args.seed), flush=True)
        return 0
    if args.rounds:
        start = time.monotonic()
        for line in stability_and_time(args.rounds, args.seed, args.jobs, not args.no_deep):
            print(line, flush=True)
        print(f"({time.monotonic() - start:.0f} s)", flush=True)
    if args.deals:
        start = time.monotonic()
        for line in usefulness(args.deals, args.seed, args.jobs):
            print(line, flush=True)
        print(f"({time.monotonic() - start:.0f} s)", flush=True)
    print(window_gaps(args.seed), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
