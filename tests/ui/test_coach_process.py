"""The coach's analysis in processes of its own (ai/coach_process.py), driven by
the panel's worker thread: the same marks as on the thread, however many
processes share the decisions; Cancel, leaving the review and closing the
window end every process, and when a process cannot start the thread does the
work and the log says so."""

from __future__ import annotations

import dataclasses
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Iterator
from multiprocessing.process import BaseProcess

import pytest
from deaf_coach import ASLEEP_FOR, serve_deafly
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QThreadPool
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import make_window, review_of
from test_coach_panel import BLUNDER, QUICK, long_round

from tonk_desktop.ai import coach_process
from tonk_desktop.ai.coach import (
    Cancelled,
    CoachSettings,
    RoundReview,
    SessionSummary,
    review_round,
)
from tonk_desktop.ai.coach_process import (
    RoundJob,
    SessionJob,
    analyse,
    job_data,
    job_from_data,
    live_processes,
    serve,
)
from tonk_desktop.engine.history import HandHistory
from tonk_desktop.ui.review.coach_panel import CoachPanel, SessionRound
from tonk_desktop.ui.review.model import ReviewSource, seats_for

# Slow enough per decision that an analysis is still under way when it is stopped.
SLOW = CoachSettings(samples=320, weighed=640)


@pytest.fixture(autouse=True)
def no_process_left() -> Iterator[None]:
    yield
    assert QThreadPool.globalInstance().waitForDone(30_000)
    coach_process.release()
    assert live_processes() == [] and multiprocessing.active_children() == []


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def not_here(*_args: object) -> object:
    raise AssertionError("the analysis ran in the window's process")


def panel_for(qtbot: QtBot, settings: CoachSettings = QUICK) -> CoachPanel:
    panel = CoachPanel(settings=settings)
    qtbot.addWidget(panel)
    panel.resize(480, 800)
    panel.show()
    return panel


def working_pids(qtbot: QtBot, panel: CoachPanel) -> list[int]:
    """Wait until the panel's analysis processes have judged a decision; their pids."""
    with qtbot.waitSignal(panel._signals.progress, timeout=60_000):
        pass
    pids = [process.pid for process in live_processes()]
    assert 1 <= len(pids) <= coach_process.worker_count() and None not in pids
    return [pid for pid in pids if pid is not None]


def test_a_review_in_the_process_gives_the_same_marks_as_on_the_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    history = long_round(3)
    on_thread = review_round(history, 1, QUICK)
    # The analysis may not run here: only the child (a fresh interpreter) can give it.
    monkeypatch.setattr(coach_process, "run_job", not_here)
    panel = panel_for(qtbot)
    steps: list[int] = []
    panel._signals.progress.connect(lambda _job, done, _total: steps.append(done))
    with qtbot.waitSignal(panel.analysis_finished, timeout=60_000):
        panel.analyse(history, 1, ["Ann", "Bob", "Cal"])
    assert panel.review == on_thread
    assert steps == list(range(1, on_thread.choices + 1))  # progress after each decision
    assert panel.marks.count() == len(on_thread.marks)


def test_two_processes_share_a_reviews_decisions_and_give_the_threads_marks() -> None:
    history = long_round(3)
    on_thread = review_round(history, 1, QUICK)
    assert on_thread.choices >= 4
    seen: list[tuple[int, int]] = []
    pids: set[int | None] = set()

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        pids.update(process.pid for process in live_processes())

    assert analyse(RoundJob(history, 1, QUICK), progress, workers=2) == on_thread
    assert seen == [(done, on_thread.choices) for done in range(1, on_thread.choices + 1)]
    assert len(pids) == 2 and live_processes() == []


def test_a_free_process_plays_parts_of_a_decision_and_the_review_is_the_threads(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A job of one decision that takes several batches of four parts: the
    second process, with no decision of its own, plays every other part of them."""
    settings = dataclasses.replace(QUICK, part=16)
    history = long_round(3)
    one = HandHistory(history.rules, history.dealer, history.deck, history.actions[:5])
    alone = review_round(one, 0, settings)
    batches, rest = divmod(alone.decisions[0].deals, settings.samples)
    assert alone.choices == 1 and batches >= 2 and rest == 0  # (each batch whole)
    with caplog.at_level(logging.DEBUG, "tonk_desktop.ai.coach_process"):
        assert analyse(RoundJob(one, 0, settings), workers=2) == alone
    lent = [r for r in caplog.records if "played a part for process" in r.getMessage()]
    assert len(lent) >= batches  # at least the second part of each batch
    assert live_processes() == []


def test_a_sessions_decisions_shared_by_three_processes_give_the_threads_view() -> None:
    job = SessionJob(((BLUNDER, (0, 1)), (long_round(4), ()), (long_round(3), (1, 2))), 3, QUICK)
    on_thread = coach_process.run_job(job)
    assert isinstance(on_thread, SessionSummary)
    assert on_thread.costs[1] == (None, None, None) and on_thread.costs[2][1] is not None
    assert analyse(job, workers=3) == on_thread


def analysed_seeing(job: RoundJob) -> tuple[object, set[int | None]]:
    """`job` analysed by two processes, and the ids of the processes seen at
    work while it ran."""
    seen: set[int | None] = set()

    def progress(_done: int, _total: int) -> None:
        seen.update(process.pid for process in live_processes())

    return analyse(job, progress, workers=2), seen


def test_the_next_review_takes_the_processes_kept_warm_and_gives_the_threads_marks() -> None:
    first = analyse(RoundJob(long_round(3), 1, QUICK), workers=2)
    assert first == review_round(long_round(3), 1, QUICK)
    kept = {process.pid for process in coach_process.kept_processes()}
    assert len(kept) == 2 and live_processes() == []
    second, seen = analysed_seeing(RoundJob(long_round(4), 0, QUICK))
    assert second == review_round(long_round(4), 0, QUICK)
    assert seen == kept  # no process started for it
    assert {process.pid for process in coach_process.kept_processes()} == kept
    coach_process.release()
    assert coach_process.kept_processes() == [] and multiprocessing.active_children() == []
    assert all(pid is not None and gone(pid) for pid in kept)


def test_processes_started_ahead_serve_the_first_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """`prepare` (the window, when a round ends) starts the processes and keeps
    them once ready, none of them at work: the first review starts none."""
    monkeypatch.setattr(coach_process, "PREPARE", True)
    thread = coach_process.prepare(2)
    assert thread is not None
    assert coach_process.prepare(2) is None  # (two already on their way)
    thread.join(30)
    assert not thread.is_alive()
    kept = {process.pid for process in coach_process.kept_processes()}
    assert len(kept) == 2 and live_processes() == []
    assert coach_process.prepare(2) is None  # nothing more to start
    review, seen = analysed_seeing(RoundJob(long_round(3), 1, QUICK))
    assert review == review_round(long_round(3), 1, QUICK)
    assert seen == kept  # no process started for it


def test_processes_started_ahead_are_ended_by_a_release_before_they_are_ready(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The window closing while they start: none is kept, every one ends."""
    monkeypatch.setattr(coach_process, "PREPARE", True)
    before = set(multiprocessing.active_children())
    thread = coach_process.prepare(2)
    assert thread is not None
    coach_process.release()
    thread.join(30)
    assert not thread.is_alive() and coach_process.kept_processes() == []
    assert set(multiprocessing.active_children()) <= before


def test_processes_are_not_started_ahead_where_turned_off() -> None:
    assert coach_process.PREPARE is False  # (tests/conftest.py)
    assert coach_process.prepare(2) is None
    assert coach_process.kept_processes() == []


def test_the_round_end_starts_the_processes_for_its_review(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A round over: the coach's processes start, so that the review asked for
    next finds them ready; it takes them, and starts none of its own."""
    from test_duplicate_view import knocked

    monkeypatch.setattr(coach_process, "PREPARE", True)
    window = knocked(qtbot)
    count = coach_process.worker_count()
    qtbot.waitUntil(lambda: len(coach_process.kept_processes()) == count, timeout=30_000)
    kept = {process.pid for process in coach_process.kept_processes()}
    review_of(window).review_last_round()
    coach = review_of(window).coach
    assert isinstance(coach, CoachPanel)
    qtbot.waitUntil(lambda: coach.review is not None, timeout=120_000)
    assert {process.pid for process in coach_process.kept_processes()} == kept
    review_of(window).leave()


def test_a_process_still_playing_a_part_nobody_needs_is_kept_too() -> None:
    """A decision clearly no mark after its first part: the part asked of the
    other process before it is no longer needed when the review is done; that
    process is kept with the other for the next review."""
    settings = dataclasses.replace(QUICK, part=16)
    history = long_round(12)
    one = HandHistory(history.rules, history.dealer, history.deck, history.actions[:5])
    alone = review_round(one, 0, settings)
    assert alone.choices == 1 and alone.decisions[0].deals == settings.part
    assert analyse(RoundJob(one, 0, settings), workers=2) == alone
    assert len(coach_process.kept_processes()) == 2
    assert analyse(RoundJob(long_round(3), 1, QUICK), workers=2) == review_round(
        long_round(3), 1, QUICK
    )


def test_a_kept_process_that_died_is_replaced(caplog: pytest.LogCaptureFixture) -> None:
    analyse(RoundJob(BLUNDER, 1, QUICK), workers=2)
    killed, other = coach_process.kept_processes()
    dead, alive = killed.pid, other.pid
    assert dead is not None
    os.kill(dead, signal.SIGKILL)
    killed.join(10)
    with caplog.at_level(logging.WARNING, "tonk_desktop.ai.coach_process"):
        review = analyse(RoundJob(long_round(3), 1, QUICK), workers=2)
    assert review == review_round(long_round(3), 1, QUICK)
    assert caplog.records == []  # not analysed on the thread instead
    now = {process.pid for process in coach_process.kept_processes()}
    assert alive in now and dead not in now and len(now) == 2


def test_a_cancelled_analysis_keeps_no_process() -> None:
    working: list[int] = []
    with pytest.raises(Cancelled):
        analyse(
            RoundJob(long_round(3), 1, SLOW),
            lambda _done, _total: working.append(1),
            lambda: bool(working),
            workers=2,
        )
    assert coach_process.kept_processes() == [] and live_processes() == []


def test_a_round_with_no_choice_starts_no_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach_process, "_start", not_here)
    history = HandHistory(BLUNDER.rules, BLUNDER.dealer, BLUNDER.deck, ())
    assert analyse(RoundJob(history, 1, QUICK)) == RoundReview(1, (), 0)


def test_the_session_view_in_the_process_is_the_threads(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    rounds = [SessionRound(BLUNDER, (1,)), SessionRound(long_round(4), (0, 2))]
    job = SessionJob(tuple((item.history, item.seats) for item in rounds), 3, QUICK)
    on_thread = coach_process.run_job(job)
    assert isinstance(on_thread, SessionSummary) and on_thread.costs[0][1] is not None
    monkeypatch.setattr(coach_process, "run_job", not_here)
    panel = panel_for(qtbot)
    with qtbot.waitSignal(panel.analysis_finished, timeout=60_000):
        panel.analyse_session(rounds, 3, ["Ann", "Bob", "Cal"])
    assert panel.summary == on_thread


def test_a_round_the_coach_cannot_read_is_said_from_the_process(qtbot: QtBot) -> None:
    panel = panel_for(qtbot)
    with qtbot.waitSignal(panel.analysis_failed, timeout=60_000) as failed:
        panel.analyse(BLUNDER, 5)
    assert failed.args == ["no seat 5: the round has 2 players"]
    assert "could not read this round" in panel.status.text()


def test_cancel_ends_the_process(qtbot: QtBot) -> None:
    panel = panel_for(qtbot, SLOW)
    panel.analyse(long_round(3), 1)
    pids = working_pids(qtbot, panel)
    # They work at a lower priority than the window's process.
    ours = os.getpriority(os.PRIO_PROCESS, 0)
    for pid in pids:
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, ours + coach_process.NICENESS)
    with qtbot.assertNotEmitted(panel.analysis_finished, wait=300):
        QTest.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
        assert panel.wait(30_000)
    assert panel.status.text() == "The analysis was cancelled." and panel.review is None
    assert live_processes() == [] and multiprocessing.active_children() == []
    assert all(gone(pid) for pid in pids)


def test_a_child_deep_in_a_decision_is_terminated_when_cancelled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Children that cannot hear the cancel within the grace (deep in a long
    decision: here ones that sleep once they have their second part) are
    terminated, every one."""
    terminated: list[int | None] = []
    terminate = BaseProcess.terminate

    def spy(process: BaseProcess) -> None:
        terminated.append(process.pid)
        terminate(process)

    monkeypatch.setattr(BaseProcess, "terminate", spy)
    monkeypatch.setattr(coach_process, "SERVE", serve_deafly)
    working: list[int | None] = []

    def progress(_done: int, _total: int) -> None:
        if not working:  # (both children may answer before the cancel is seen)
            working.extend(process.pid for process in live_processes())

    started = time.monotonic()
    with pytest.raises(Cancelled):
        analyse(RoundJob(long_round(3), 1, QUICK), progress, lambda: bool(working), workers=2)
    assert len(working) == 2 and None not in working
    assert sorted(terminated, key=str) == sorted(working, key=str)
    assert all(pid is not None and gone(pid) for pid in working)
    assert live_processes() == []
    assert time.monotonic() - started < ASLEEP_FOR / 2  # ended, not slept out


def test_leaving_the_review_mid_analysis_leaves_no_process(qtbot: QtBot) -> None:
    panel = CoachPanel(settings=SLOW)
    panel.analyse(long_round(3), 1)
    pids = working_pids(qtbot, panel)
    panel.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert QThreadPool.globalInstance().waitForDone(30_000)
    assert live_processes() == [] and multiprocessing.active_children() == []
    assert all(gone(pid) for pid in pids)


def test_closing_the_window_mid_analysis_leaves_no_process(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    history = long_round(3)
    source = ReviewSource(history, seats_for(3, window.model.seats, 1), 1)
    assert review_of(window).open(source)
    coach = review_of(window).coach
    assert coach is not None
    pids = working_pids(qtbot, coach)
    window.close()
    # The window waited for its worker: the processes are gone as the close returns.
    assert live_processes() == [] and multiprocessing.active_children() == []
    assert all(gone(pid) for pid in pids)
    assert not coach.is_running()


def test_closing_the_window_ends_the_processes_kept_for_the_next_analysis(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    analyse(RoundJob(BLUNDER, 1, QUICK), workers=2)
    pids = [process.pid for process in coach_process.kept_processes()]
    assert len(pids) == 2
    window.close()
    assert coach_process.kept_processes() == [] and multiprocessing.active_children() == []
    assert all(pid is not None and gone(pid) for pid in pids)


def test_when_the_process_cannot_start_the_thread_reviews_and_the_log_says_why(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def no_process() -> object:
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(coach_process, "_start", no_process)
    panel = panel_for(qtbot)
    with (
        caplog.at_level(logging.WARNING, "tonk_desktop.ai.coach_process"),
        qtbot.waitSignal(panel.analysis_finished, timeout=60_000),
    ):
        panel.analyse(BLUNDER, 1, ["Ann", "Bob"])
    assert panel.review == review_round(BLUNDER, 1, QUICK)
    assert panel.status.text().startswith("1 of Bob's")  # nothing said to the player
    (record,) = [r for r in caplog.records if r.name == "tonk_desktop.ai.coach_process"]
    assert "could not start" in record.getMessage()
    assert "Resource temporarily unavailable" in record.getMessage()


def test_a_process_that_ends_before_it_is_ready_falls_back_to_the_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # The child runs `id(connection)` and ends: it never says it is ready.
    monkeypatch.setattr(coach_process, "SERVE", id)
    panel = panel_for(qtbot)
    with (
        caplog.at_level(logging.WARNING, "tonk_desktop.ai.coach_process"),
        qtbot.waitSignal(panel.analysis_finished, timeout=60_000),
    ):
        panel.analyse(BLUNDER, 1, ["Ann", "Bob"])
    assert panel.review == review_round(BLUNDER, 1, QUICK)
    (record,) = [r for r in caplog.records if r.name == "tonk_desktop.ai.coach_process"]
    assert "ended before it was ready (exit code 0)" in record.getMessage()


def test_the_child_stops_when_the_windows_process_is_gone() -> None:
    """`serve` on a thread here, its parent's end of the pipe closed mid-analysis."""
    ours, theirs = multiprocessing.Pipe()
    child = threading.Thread(target=serve, args=(theirs,))
    child.start()
    assert ours.recv() == ("ready",)
    ours.send(job_data(RoundJob(long_round(3), 1, QUICK)))
    ours.send(("task", 0))
    assert ours.recv()[:2] == ("part", 0)
    ours.send(("task", 1))  # and gone while the child judges it
    ours.close()
    child.join(30)
    assert not child.is_alive()


def test_a_job_goes_to_the_child_as_json_and_comes_back_the_same() -> None:
    job = SessionJob(((BLUNDER, (0, 1)), (long_round(3), (2,))), 3, QUICK)
    data = job_data(job)
    assert data["rounds"][0][0]["format"] and data["rounds"][0][1] == [0, 1]
    assert job_from_data(data) == job
    one = RoundJob(BLUNDER, 1, QUICK)
    assert job_from_data(job_data(one)) == one
    with pytest.raises(ValueError, match="not the coach's settings"):
        job_from_data({**job_data(one), "settings": {"samples": 1}})


def test_an_analysis_cut_short_as_the_program_ends_is_not_run_again_on_the_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At exit multiprocessing ends the children; the analysis must end too,
    not start over on the window's thread and hold the program's exit up."""
    monkeypatch.setattr(coach_process, "SERVE", id)  # the child ends at once
    monkeypatch.setattr(coach_process, "_exiting", True)
    ran: list[object] = []
    monkeypatch.setattr(coach_process, "run_job", lambda *args: ran.append(args))
    with pytest.raises(Cancelled):
        coach_process.analyse(RoundJob(BLUNDER, 1, QUICK))
    assert ran == []
