"""`BackgroundWriter`: the ledger's `Writer` (`ledger/writer.py`) for a Qt
program, its outcomes reported back on the thread the object lives on (the
window's, or `tonk-host`'s), in the spirit of Anki's background operations: the
work runs on the writer's thread, success and failure arrive as signals on
the main thread.

Used by the network host (`TableHost`, the round in progress it keeps) and by
the window (`ui/ledger/binding.py`, its autosaves). It lives in `net/`, the
lowest layer that may use QtCore, so that both reach it. Each outcome is
signalled once, in order: as the writer's thread says it is done (a queued
call), or at the latest when `flush()` or `close()` returns, whichever comes
first.
"""

from __future__ import annotations

import threading
import weakref
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot

from tonk_desktop.ledger.writer import Outcome, Writer


class BackgroundWriter(QObject):
    """A `Writer` whose outcomes are signals on this object's thread."""

    succeeded = Signal(object)  # Outcome
    failed = Signal(object)  # Outcome, with its error
    _arrived = Signal()  # emitted on the writer's thread: something to report

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._outcomes: deque[Outcome] = deque()
        self._lock = threading.Lock()
        self._arrived.connect(self._report, Qt.ConnectionType.QueuedConnection)
        # The writer's thread holds this object weakly, so that one dropped
        # without close() goes, and its thread ends once what it was asked for ran.
        kept = weakref.WeakMethod(self._keep)

        def keep(outcome: Outcome) -> None:
            method = kept()
            if method is not None:
                method(outcome)

        self._writer = writer = Writer(name, report=keep)
        self.destroyed.connect(lambda: writer.close(timeout=0))

    def submit(
        self, label: str, work: Callable[[], object], *, latest_of: str | None = None
    ) -> bool:
        """`Writer.submit`: queue `work` after everything asked for before it."""
        return self._writer.submit(label, work, latest_of=latest_of)

    def flush(self, timeout: float | None = 60.0) -> bool:
        """Wait for everything asked for so far, then signal its outcomes now."""
        done = self._writer.flush(timeout)
        self._report()
        return done

    def close(self, timeout: float | None = 60.0) -> bool:
        """Finish what was asked for, signal its outcomes, and stop the thread."""
        done = self._writer.close(timeout)
        self._report()
        return done

    @property
    def closed(self) -> bool:
        return self._writer.closed

    def _keep(self, outcome: Outcome) -> None:
        """On the writer's thread."""
        with self._lock:
            self._outcomes.append(outcome)
        self._arrived.emit()

    @Slot()
    def _report(self) -> None:
        while True:
            with self._lock:
                if not self._outcomes:
                    return
                outcome = self._outcomes.popleft()
            if outcome.ok:
                self.succeeded.emit(outcome)
            else:
                self.failed.emit(outcome)
