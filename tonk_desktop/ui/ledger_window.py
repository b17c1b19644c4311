"""Puts the ledger into the main window: the Ledger dock, Game ▸ New session…,
Sessions… and Settle up…, saving every action and settling every round.

`install_ledger(window)` needs only what any Tonk main window has: `model`
(the GameModel), `game_menu`, `quit_action` and `view_menu`. It opens the
ledger in the user's data folder (QStandardPaths.AppDataLocation) and tells
the person, in a message box, about any damaged file it had to move aside."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox

from tonk_desktop.ledger import Ledger, LedgerError, RoundRecord

from .ledger_binding import LedgerBinding, model_seats
from .ledger_dock import LedgerDock
from .ledger_new_session import NewSessionDialog
from .ledger_settle import SettleUpDialog
from .sessions_dialog import SessionsDialog

LEDGER_FILE = "ledger.sqlite3"


def _tr(text: str) -> str:
    return QCoreApplication.translate("LedgerWindow", text)


def default_ledger_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / LEDGER_FILE


class LedgerIntegration(QObject):
    def __init__(self, window: Any, ledger: Ledger) -> None:
        super().__init__(window)
        self.window: QMainWindow = window
        self.model = window.model
        self.ledger = ledger
        self.dock = LedgerDock(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        log_dock = getattr(window, "log_dock", None)
        if log_dock is not None:
            window.tabifyDockWidget(log_dock, self.dock)
        window.view_menu.addAction(self.dock.toggleViewAction())
        self.binding = LedgerBinding(self.model, ledger, None, self)
        self.binding.round_recorded.connect(self._on_round_recorded)
        self.binding.failed.connect(self._warn)
        self.dock.panel.settle_up_requested.connect(self.settle_up)

        self.new_session_action = QAction(_tr("New &session…"), window)
        self.new_session_action.setObjectName("newSessionAction")
        self.new_session_action.triggered.connect(self.new_session)
        self.sessions_action = QAction(_tr("Sess&ions…"), window)
        self.sessions_action.setObjectName("sessionsAction")
        self.sessions_action.triggered.connect(self.show_sessions)
        self.settle_action = QAction(_tr("Settle &up…"), window)
        self.settle_action.setObjectName("settleUpAction")
        self.settle_action.triggered.connect(lambda: self.settle_up(self.binding.session_id))
        menu = window.game_menu
        before = window.quit_action
        for action in (self.new_session_action, self.sessions_action, self.settle_action):
            menu.insertAction(before, action)
        menu.insertSeparator(before)
        self._update_actions()
        self.show_notices()

    # ------------------------------------------------------------ session

    @property
    def session_id(self) -> int | None:
        return self.binding.session_id

    def play_session(self, session_id: int) -> None:
        """Sit down at this session: its players, rules and stake for the next
        deal, which starts now; its rounds in the dock."""
        session = self.ledger.session(session_id)
        self.binding.set_session(session_id)
        self.model.configure(session.rules, model_seats(session), session.stake.minor)
        self.model.new_game()
        self.dock.panel.show_session(self.ledger, session_id)
        self._update_actions()

    @Slot()
    def new_session(self) -> None:
        dialog = NewSessionDialog(self.model.rules, None, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        spec = dialog.new_session()
        if spec is None:
            return
        session_id = self.ledger.create_session(spec.name, spec.seats, spec.stake, spec.rules)
        self.play_session(session_id)

    @Slot()
    def show_sessions(self) -> None:
        dialog = SessionsDialog(self.ledger, self.window)
        dialog.resume_requested.connect(self.play_session)
        dialog.exec()
        current = self.binding.session_id
        if current is not None and current not in {s.id for s in self.ledger.sessions()}:
            # the session being played was deleted: keep playing, stop recording
            self.binding.set_session(None)
            self.dock.panel.show_session(self.ledger, None)
        else:
            self.dock.panel.refresh()
        self._update_actions()

    def settle_up(self, session_id: int | None) -> None:
        if session_id is None:
            return
        session = self.ledger.session(session_id)
        SettleUpDialog(session, self.ledger.settle_up(session_id), self.window).exec()

    # ------------------------------------------------------------ events

    @Slot(object)
    def _on_round_recorded(self, record: RoundRecord) -> None:
        self.dock.panel.add_round(record)

    @Slot(str)
    def _warn(self, message: str) -> None:
        self.window.statusBar().showMessage(message, 10000)
        QMessageBox.warning(self.window, _tr("Ledger"), message)

    def show_notices(self) -> None:
        """Tell the person about damaged files moved aside (once the window is up)."""
        notices = self.ledger.take_notices()
        if notices:
            text = "\n\n".join(notice.message for notice in notices)
            QTimer.singleShot(0, lambda: QMessageBox.warning(self.window, _tr("Ledger"), text))

    def _update_actions(self) -> None:
        self.settle_action.setEnabled(self.binding.session_id is not None)


def install_ledger(window: Any, path: str | Path | None = None) -> LedgerIntegration | None:
    """Open the ledger (default: the user's data folder) and add it to `window`.
    If even a fresh ledger cannot be made there, say so and return None: the
    game is still playable, only not recorded."""
    try:
        ledger = Ledger(path if path is not None else default_ledger_path())
    except LedgerError as error:
        message = _tr("{why}\n\nThe game is played without recording the stakes.").format(why=error)
        QTimer.singleShot(
            0,
            lambda: QMessageBox.warning(
                window,
                _tr("Ledger"),
                message,
            ),
        )
        return None
    return LedgerIntegration(window, ledger)
