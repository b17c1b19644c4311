"""`AnalysisDialog`: a dialog whose figures come from one job of the coach's
process, with a progress bar and a Cancel button while it runs.

The duplicate views (`duplicate_view.py`, `session_duplicate_view.py`) are
two of them. The dialog owns an `AnalysisRunner`, the progress row
(`progress`, `cancel_button`, `running_row`, for the subclass's layout),
cancelling (by the button, Escape or closing the window) and waiting; a
subclass shows what the run gives (`_on_finished`, `_on_failed`) and says
in its own words that the run was cancelled (`cancelled`).
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QProgressBar, QPushButton, QWidget

from .analysis_runner import AnalysisRunner


class AnalysisDialog(QDialog):
    """See the module docstring. `name` prefixes the progress bar's and the
    Cancel button's object names ("duplicate" gives "duplicateProgress")."""

    def __init__(self, name: str, parent: QWidget | None = None, in_process: bool = True) -> None:
        super().__init__(parent)
        self.runner = AnalysisRunner(self, in_process)
        self.runner.progress.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.progress = QProgressBar()
        self.progress.setObjectName(f"{name}Progress")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName(f"{name}Cancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.running_row = QHBoxLayout()
        self.running_row.addWidget(self.progress, 1)
        self.running_row.addWidget(self.cancel_button)

    @property
    def in_process(self) -> bool:
        """The run in a process of its own (False: on the worker thread)."""
        return self.runner.in_process

    @in_process.setter
    def in_process(self, value: bool) -> None:
        self.runner.in_process = value

    def is_running(self) -> bool:
        return self.runner.is_running()

    @Slot()
    def cancel(self) -> None:
        """Stop the run under way (a result that still comes is dropped)."""
        if self.runner.cancel():
            self._set_running(False)
            self.cancelled()

    def wait_for_result(self, msecs: int) -> bool:
        """Run the event loop until the run under way is over; False if
        `msecs` passed first."""
        return self.runner.wait_for_result(msecs)

    def shutdown(self, msecs: int = 3000) -> None:
        """Cancel the run and wait (at most `msecs`) for its worker to end."""
        self.runner.shutdown(msecs)

    def _set_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        if running:
            self.cancel_button.setFocus()

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def cancelled(self) -> None:
        """Say that the run was cancelled (the subclass's words)."""
        raise NotImplementedError

    def _on_finished(self, result: object) -> None:
        """Show the run's result (the subclass's view)."""
        raise NotImplementedError

    def _on_failed(self, message: str) -> None:
        """Say why the run failed (the subclass's words)."""
        raise NotImplementedError

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)

    def reject(self) -> None:
        self.cancel()
        super().reject()


__all__ = ["AnalysisDialog"]
