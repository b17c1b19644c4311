"""Game ▸ Sessions…: the saved sessions, to resume, rename, delete (after
asking), export to CSV or settle up; a round to review, or every round's
cards played again by the computer (the session's duplicate view)."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ledger import Ledger, LedgerError, Session
from tonk_desktop.ui.ledger.models import SessionsTableModel
from tonk_desktop.ui.ledger.settle import SettleUpDialog
from tonk_desktop.ui.save_folder import remember_saved, suggested_path
from tonk_desktop.ui.text.lists import and_list, listing
from tonk_desktop.ui.text.plain import boxed
from tonk_desktop.ui.text.reasons import round_end_name
from tonk_desktop.ui.text.storage_words import storage_problem


def _tr(text: str) -> str:
    return QCoreApplication.translate("SessionsDialog", text)


def _unwritable(error: Exception) -> str:
    return _tr("The ledger could not be written ({why}). Nothing was changed.").replace(
        "{why}", storage_problem(error)
    )


def file_name(name: str) -> str:
    """A session's name as a file name: the characters no file may hold on some
    desktop (slashes from a date, colons...) become hyphens."""
    cleaned = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "-", name).strip(" .-")
    return cleaned or "session"


class SessionsDialog(QDialog):
    """Lists the ledger's sessions. `resume_requested(session_id)` is emitted
    (and the dialog accepted) when the person picks one to play on."""

    resume_requested = Signal(int)
    review_requested = Signal(int, int)  # a session and one of its rounds, to replay
    session_deleted = Signal(int)  # at once: the session may be the one in play
    duplicate_requested = Signal(int)  # a session, its cards played again by the computer

    def __init__(self, ledger: Ledger, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sessionsDialog")
        self.setWindowTitle(_tr("Sessions"))
        self.resize(640, 360)
        self.ledger = ledger
        self.model = SessionsTableModel(self)
        self.view = QTableView()
        self.view.setObjectName("sessionsView")
        self.view.setAccessibleName(_tr("Sessions"))
        self.view.setTabKeyNavigation(False)  # Tab goes on to the buttons
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.doubleClicked.connect(lambda _index: self.resume())

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.resume_button = self._button("resumeButton", _tr("&Resume"), self.resume)
        self.rename_button = self._button("renameButton", _tr("Re&name…"), self.rename)
        self.delete_button = self._button("deleteButton", _tr("&Delete…"), self.delete)
        self.export_button = self._button("exportButton", _tr("&Export CSV…"), self.export_csv)
        self.settle_button = self._button("settleButton", _tr("&Settle up…"), self.settle_up)

        # The selected session's rounds: one chosen and Review replays it.
        self.rounds_label = QLabel(_tr("R&ounds of the selected session:"))
        self.rounds = QListWidget()
        self.rounds.setObjectName("sessionRounds")
        self._round_numbers: list[int] = []
        self.rounds.setAccessibleName(_tr("Rounds of the selected session"))
        self.rounds_label.setBuddy(self.rounds)
        self.rounds.itemActivated.connect(lambda _item: self.review())
        self.rounds.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.review_button = QPushButton(_tr("Re&view round"))
        self.review_button.setObjectName("reviewRoundButton")
        self.review_button.setToolTip(
            _tr("Replay the chosen round step by step, every hand face up; no money moves")
        )
        self.review_button.clicked.connect(self.review)
        self.duplicate_button = QPushButton(_tr("Co&mputer's play…"))
        self.duplicate_button.setObjectName("sessionDuplicateButton")
        self.duplicate_button.setToolTip(
            _tr(
                "How would the computer have played this session's cards? Every round "
                "dealt again with hard and normal in your seat"
            )
        )
        self.duplicate_button.clicked.connect(self.duplicate)

        # Sessions this version cannot read (a newer version's) are named here.
        self.unreadable = QLabel()
        self.unreadable.setObjectName("unreadableSessions")
        self.unreadable.setWordWrap(True)
        self.unreadable.hide()

        # Says where an export went, once it is written.
        self.saved = QLabel()
        self.saved.setObjectName("exportSaved")
        self.saved.setWordWrap(True)
        self.saved.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.saved.hide()

        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 2)
        layout.addWidget(self.rounds_label)
        rounds_row = QHBoxLayout()
        rounds_row.addWidget(self.rounds, 1)
        round_buttons = QVBoxLayout()
        round_buttons.addWidget(self.review_button)
        round_buttons.addWidget(self.duplicate_button)
        round_buttons.addStretch(1)
        rounds_row.addLayout(round_buttons)
        layout.addLayout(rounds_row, 1)
        layout.addWidget(self.unreadable)
        layout.addWidget(self.saved)
        layout.addWidget(self.buttons)
        self.reload()
        self.view.selectionModel().selectionChanged.connect(self._show_rounds)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        self._show_rounds()
        self._update_buttons()

    def _button(self, name: str, text: str, slot: Callable[[], None]) -> QPushButton:
        button = self.buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    def reload(self, select_id: int | None = None) -> None:
        self.model.set_sessions(self.ledger.sessions())
        names = [name for _id, name in self.ledger.unreadable_sessions]
        self.unreadable.setText(
            _tr(
                "Not listed, as this version of Tonk Desktop cannot read them (they are "
                "kept as they are): {names}"
            ).replace(
                "{names}",
                listing(
                    QCoreApplication.translate(
                        "SessionsDialog", "“{name}”", "a session's name in quotes"
                    ).replace("{name}", name)
                    for name in names
                ),
            )
        )
        self.unreadable.setVisible(bool(names))
        row = self.model.row_of(select_id) if select_id is not None else 0
        if self.model.rowCount() and row >= 0:
            self.view.selectRow(row)
        self._update_buttons()

    def selected(self) -> Session | None:
        rows = self.view.selectionModel().selectedRows() if self.view.selectionModel() else []
        return self.model.session_at(rows[0].row()) if rows else None

    def select_session(self, session_id: int) -> None:
        self.view.selectRow(self.model.row_of(session_id))

    def _show_rounds(self) -> None:
        """The selected session's rounds, the last one chosen."""
        self.rounds.clear()
        self._round_numbers = []
        session = self.selected()
        if session is None:
            return
        try:
            records = self.ledger.rounds(session.id)
        except (OSError, sqlite3.Error) as error:
            self.rounds.addItem(
                _tr("The rounds could not be read ({why}).").replace(
                    "{why}", storage_problem(error)
                )
            )
            return
        names = [seat.name for seat in session.seats]
        for record in records:
            winners = and_list(names[w] for w in record.winners if 0 <= w < len(names))
            text = (
                _tr("Round {number}: {end}")
                .replace("{number}", str(record.number))
                .replace("{end}", round_end_name(record.kind))
            )
            if winners:
                text += " — " + winners
            self.rounds.addItem(text)
            self._round_numbers.append(record.number)
        if records:
            self.rounds.setCurrentRow(len(records) - 1)

    def chosen_round(self) -> int | None:
        """The number of the round chosen in the rounds list, or None."""
        row = self.rounds.currentRow()
        numbers = self._round_numbers
        return numbers[row] if 0 <= row < len(numbers) else None

    def review(self) -> None:
        session = self.selected()
        number = self.chosen_round()
        if session is None or number is None:
            return
        self.review_requested.emit(session.id, number)
        self.accept()

    def duplicate(self) -> None:
        """The selected session's cards played again by the computer (its view opens)."""
        session = self.selected()
        if session is None or not self._round_numbers:
            return
        self.duplicate_requested.emit(session.id)
        self.accept()

    def _update_buttons(self) -> None:
        chosen = self.selected() is not None
        self.review_button.setEnabled(chosen and self.chosen_round() is not None)
        self.duplicate_button.setEnabled(chosen and bool(self._round_numbers))
        for button in (
            self.resume_button,
            self.rename_button,
            self.delete_button,
            self.export_button,
            self.settle_button,
        ):
            button.setEnabled(chosen)

    # ------------------------------------------------------------ actions

    def resume(self) -> None:
        session = self.selected()
        if session is None:
            return
        self.resume_requested.emit(session.id)
        self.accept()

    def rename(self) -> None:
        session = self.selected()
        if session is None:
            return
        name, ok = QInputDialog.getText(
            self, _tr("Rename session"), _tr("New name:"), QLineEdit.EchoMode.Normal, session.name
        )
        if not ok:
            return
        try:
            self.ledger.rename_session(session.id, name)
        except ValueError as error:
            QMessageBox.warning(self, _tr("Rename session"), storage_problem(error))
            return
        except (OSError, sqlite3.Error) as error:
            QMessageBox.warning(self, _tr("Rename session"), _unwritable(error))
            return
        self.reload(session.id)

    def delete(self) -> None:
        session = self.selected()
        if session is None:
            return
        answer = QMessageBox.question(
            self,
            _tr("Delete session"),
            boxed(
                _tr(
                    "Delete the session “{name}” and its {rounds} rounds? This cannot be undone."
                ).format(name=session.name, rounds=session.rounds_played)
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.ledger.delete_session(session.id)
        except (OSError, sqlite3.Error) as error:
            QMessageBox.warning(self, _tr("Delete session"), _unwritable(error))
            return
        self.session_deleted.emit(session.id)
        self.reload()

    def export_csv(self) -> None:
        session = self.selected()
        if session is None:
            return
        # Two kinds of CSV: spreadsheets set up for a language that writes 1,50
        # split at ";" and want the comma. The locale's own kind comes first.
        comma = _tr("CSV, comma-separated (*.csv)")
        semicolon = _tr("CSV for spreadsheets that write 1,50: semicolon-separated (*.csv)")
        decimal_comma = QLocale().decimalPoint() == ","
        path, chosen = QFileDialog.getSaveFileName(
            self,
            _tr("Export session"),
            suggested_path(f"{file_name(session.name)}.csv"),
            f"{comma};;{semicolon}",
            semicolon if decimal_comma else comma,
        )
        if not path:
            return
        if chosen in (comma, semicolon):
            decimal_comma = chosen == semicolon
        try:
            self.ledger.export_csv(session.id, path, decimal_comma=decimal_comma)
        except (OSError, sqlite3.Error, ValueError) as error:
            # A damaged round, a full disk, or the ledger's own file chosen.
            QMessageBox.warning(
                self,
                _tr("Export session"),
                _tr("Could not write {path}: {why}")
                .replace("{path}", path)
                .replace("{why}", storage_problem(error)),
            )
            return
        remember_saved(path)
        self.saved.setText(
            _tr("Saved “{session}” to {path}.")
            .replace("{session}", session.name)
            .replace("{path}", path)
        )
        self.saved.show()

    def settle_up(self) -> None:
        session = self.selected()
        if session is None:
            return
        try:
            transfers = self.ledger.settle_up(session.id)
        except (OSError, sqlite3.Error, LedgerError, ValueError) as error:
            # ValueError: balances that do not cancel out (a damaged ledger).
            QMessageBox.warning(self, _tr("Settle up"), storage_problem(error))
            return
        dialog = SettleUpDialog(session, transfers, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
