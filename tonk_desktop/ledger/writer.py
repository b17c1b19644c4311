"""`Writer`: one thread that does the program's slow disk work (an fsync takes
tens of milliseconds on a busy disk) in the order it was asked for, so that
neither the window nor the network host waits for the disk between moves.

Jobs run one at a time, oldest first. A job may name what it brings up to date
(`latest_of`): one still waiting in the queue for the same thing is dropped, as
the newer job makes it pointless (the state of a round after the next move
supersedes the state before it), and the newer one takes its place at the end
of the queue. A job that has started always finishes.

Each job's outcome, success or the exception it raised, is handed to `report`
on the writer's thread, in order; whoever shows it to a person carries it to
their own thread (`net/background.py` does so for Qt). `flush()` waits until
everything asked for so far is done. Imports nothing from Qt.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass

LOG = logging.getLogger("tonk_desktop.ledger")


@dataclass(frozen=True, slots=True)
class Outcome:
    """What became of one job: `label` as it was submitted, `error` None when it
    succeeded, else the exception it raised."""

    label: str
    error: BaseException | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(slots=True)
class _Job:
    label: str
    work: Callable[[], object]
    latest_of: str | None


class Writer:
    """An ordered queue of disk jobs and the one thread that runs them."""

    def __init__(
        self, name: str = "tonk-writer", report: Callable[[Outcome], None] | None = None
    ) -> None:
        self._report = report
        self._queue: list[_Job] = []
        self._running = False
        self._closed = False
        self._changed = threading.Condition()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(
        self, label: str, work: Callable[[], object], *, latest_of: str | None = None
    ) -> bool:
        """Queue `work` after everything asked for before it. False (and nothing
        queued) once the writer is closed."""
        with self._changed:
            if self._closed:
                return False
            if latest_of is not None:
                self._queue = [job for job in self._queue if job.latest_of != latest_of]
            self._queue.append(_Job(label, work, latest_of))
            self._changed.notify_all()
        return True

    def flush(self, timeout: float | None = 60.0) -> bool:
        """Wait until every job asked for so far has run and been reported; False
        if that took longer than `timeout` seconds."""
        with self._changed:
            return self._changed.wait_for(lambda: not self._queue and not self._running, timeout)

    def close(self, timeout: float | None = 60.0) -> bool:
        """Finish what was asked for, then stop the thread; later jobs are refused.
        False if the queue did not empty within `timeout` seconds."""
        done = self.flush(timeout)
        with self._changed:
            self._closed = True
            self._changed.notify_all()
        if done:
            self._thread.join(timeout)
        return done

    @property
    def closed(self) -> bool:
        return self._closed

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._queue) or self._closed)
                if not self._queue:
                    return  # closed, and nothing left to do
                job = self._queue.pop(0)
                self._running = True
            try:
                job.work()
            except Exception as error:  # reported, never lost with the thread
                outcome = Outcome(job.label, error)
            else:
                outcome = Outcome(job.label)
            if self._report is not None:
                try:
                    self._report(outcome)
                except Exception:  # a broken listener must not stop the writing
                    LOG.exception("reporting %s failed", job.label)
            with self._changed:
                self._running = False
                self._changed.notify_all()
