"""The background analysis a review window runs: one job at a time (a coach's
review, a session's, a duplicate run) on a pool thread, which runs it in a
process of its own (`ai/coach_process.analyse`), and its progress, result or
failure back on the window's thread.

`AnalysisRunner(owner)` numbers its runs: `start(job)` begins one (cancelling
the one under way), and only the latest run's `progress(done, total)`,
`finished(result)` and `failed(message)` reach the owner; a cancelled run's
late result is dropped. The run stops at its next decision once cancelled or
once the owner is destroyed (a review left mid-analysis). The owner keeps its
own progress bar and words; the runner is the plumbing both the coach's panel
(`coach_panel.py`) and the duplicate views (`duplicate_view.py`,
`session_duplicate_view.py`, through `analysis_dialog.AnalysisDialog`) share.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QObject,
    QRunnable,
    QThread,
    QThreadPool,
    Signal,
    Slot,
)

from tonk_desktop.ai.coach import Cancelled
from tonk_desktop.ai.coach_process import Job, analyse

Work = Callable[[Callable[[int, int], None], Callable[[], bool]], object]


class AnalysisSignals(QObject):
    progress = Signal(int, int, int)  # job, done, total
    finished = Signal(int, object)  # job, the result
    failed = Signal(int, str)  # job, the message


class AnalysisJob(QRunnable):
    """Runs `work(progress, cancelled)` on a pool thread; the runner hears of
    it through `signals` (queued to the window's thread)."""

    def __init__(
        self,
        number: int,
        work: Work,
        signals: AnalysisSignals,
        stopped: Callable[[], bool],
    ) -> None:
        super().__init__()
        self.number = number
        self.work = work
        self.signals = signals
        self.stopped = stopped

    def run(self) -> None:
        def progress(done: int, total: int) -> None:
            self.signals.progress.emit(self.number, done, total)

        try:
            result = self.work(progress, self.stopped)
        except Cancelled:
            return
        except ValueError as error:
            self.signals.failed.emit(self.number, str(error))
            return
        self.signals.finished.emit(self.number, result)


class AnalysisRunner(QObject):
    """See the module docstring. `in_process` False runs the analysis on the
    pool thread itself (no child process)."""

    progress = Signal(int, int)  # done, total
    finished = Signal(object)  # the result
    failed = Signal(str)  # the message

    def __init__(self, owner: QObject, in_process: bool = True) -> None:
        super().__init__(owner)
        self.in_process = in_process
        self._job = 0
        self._running = False
        self._stop = threading.Event()
        self._pool = QThreadPool.globalInstance()
        # No parent: a worker may still emit after the owner is gone (the
        # review left mid-analysis); the job keeps them alive, and the owner's
        # end stops the work at the next decision.
        self.signals = AnalysisSignals()
        self._closed = threading.Event()
        owner.destroyed.connect(self._closed.set)
        self.signals.progress.connect(self._on_progress)
        self.signals.finished.connect(self._on_finished)
        self.signals.failed.connect(self._on_failed)

    def start(self, job: Job) -> None:
        """Run `job` in the background, the run under way cancelled first."""
        self.cancel()
        self._job += 1
        self._stop = threading.Event()
        self._running = True
        stop, closed, in_process = self._stop, self._closed, self.in_process

        def stopped() -> bool:
            return stop.is_set() or closed.is_set()

        def work(progress: Callable[[int, int], None], cancelled: Callable[[], bool]) -> object:
            return analyse(job, progress, cancelled, in_process)

        self._pool.start(AnalysisJob(self._job, work, self.signals, stopped))

    def is_running(self) -> bool:
        return self._running

    def cancel(self) -> bool:
        """Stop the run under way (its result, if it comes, is dropped); True
        if there was one."""
        if not self._running:
            return False
        self._stop.set()
        self._job += 1
        self._running = False
        return True

    def wait_for_result(self, msecs: int) -> bool:
        """Run the event loop until the run under way is over (its result
        shown); False if `msecs` passed first."""
        clock = QElapsedTimer()
        clock.start()
        while self._running and clock.elapsed() < msecs:
            QCoreApplication.processEvents()
            QThread.msleep(10)
        return not self._running

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker threads (tests, closing)."""
        return self._pool.waitForDone(msecs)

    def shutdown(self, msecs: int = 3000) -> None:
        """Cancel the run under way and wait (at most `msecs`) for its worker
        to end it and its process (the window closing)."""
        self.cancel()
        self.wait(msecs)

    @Slot(int, int, int)
    def _on_progress(self, job: int, done: int, total: int) -> None:
        if job == self._job:
            self.progress.emit(done, total)

    @Slot(int, object)
    def _on_finished(self, job: int, result: object) -> None:
        if job == self._job:
            self._running = False
            self.finished.emit(result)

    @Slot(int, str)
    def _on_failed(self, job: int, message: str) -> None:
        if job == self._job:
            self._running = False
            self.failed.emit(message)


__all__ = ["AnalysisJob", "AnalysisRunner", "AnalysisSignals"]
