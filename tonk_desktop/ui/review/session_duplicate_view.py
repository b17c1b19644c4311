"""How would the computer have played a whole session's cards? The session's
duplicate view: every finished round of a ledger session dealt again with hard
and normal in the person's seat (`ai/duplicate.py`'s `SessionDuplicateJob`),
run in the background like the round's view (`duplicate_view.py`), with a
progress bar and Cancel.

The table has a row per round and one for the session: the person's result,
hard's and normal's mean, and the split of the result into the cards and the
play. A round the ledger kept without its hand history (so without its deck),
or whose history no longer replays, has a row that says so, and is left out
of the sums.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ai.duplicate import (
    DuplicateJob,
    DuplicateResult,
    SessionDuplicate,
    SessionDuplicateJob,
    actual_net,
)
from tonk_desktop.engine import Level, Seat
from tonk_desktop.engine.history import HandHistory, read_history

from ..tab_stop import tab_stop
from .analysis_dialog import AnalysisDialog
from .coach_words import units

NO_DECK = "no_deck"
"""A round recorded without its hand history: nothing to deal again."""

UNREADABLE = "unreadable"
"""A round whose hand history does not read or replay to its end."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("SessionDuplicate", text)


@dataclass(frozen=True, slots=True)
class SessionRoundCards:
    """One round of a session: its number and hand history, or why there is
    none to deal again (`NO_DECK`, `UNREADABLE`)."""

    number: int
    history: HandHistory | None
    missing: str = ""


def session_cards(
    recorded: Sequence[tuple[int, dict[str, Any] | None]], seat: int
) -> list[SessionRoundCards]:
    """The rounds of a session (number, hand history as the ledger keeps it)
    as the view deals them again, each one checked to replay to its end with
    a seat `seat` in it."""
    found = []
    for number, data in recorded:
        if data is None:
            found.append(SessionRoundCards(number, None, NO_DECK))
            continue
        try:
            history = read_history(data)
            if not 0 <= seat < history.rules.players:
                raise ValueError(f"no seat {seat}")
            actual_net(history, seat)
        except (ValueError, TypeError, KeyError, IndexError):
            found.append(SessionRoundCards(number, None, UNREADABLE))
            continue
        found.append(SessionRoundCards(number, history))
    return found


@dataclass(frozen=True, slots=True)
class SessionToReplay:
    """A ledger session as its duplicate view needs it: its name, its seats
    (who played each), the person's seat, and each recorded round's number
    and hand history (None: recorded without one)."""

    title: str
    seats: tuple[Seat, ...]
    seat: int
    recorded: tuple[tuple[int, dict[str, Any] | None], ...]


COLUMNS = 6  # the round, your result, hard, normal, the cards, the play


class SessionDuplicateDialog(AnalysisDialog):
    """See the module docstring. `run(title, rounds, seat, kinds)` starts the
    replays; `outcome` is the SessionDuplicate (of the rounds with a deck)
    once they are done."""

    def __init__(self, parent: QWidget | None = None, in_process: bool = True) -> None:
        super().__init__("sessionDuplicate", parent, in_process)
        self.setObjectName("sessionDuplicateDialog")
        self.resize(640, 420)
        self.outcome: SessionDuplicate | None = None
        self.rounds: list[SessionRoundCards] = []
        self._title = ""

        self.heading = QLabel()
        self.heading.setObjectName("sessionDuplicateHeading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # a session's name
        self.heading.setWordWrap(True)
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.status = QLabel()
        self.status.setObjectName("sessionDuplicateStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        tab_stop(self.status)

        self.table = QTableWidget(0, COLUMNS)
        self.table.setObjectName("sessionDuplicateTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the buttons
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.table.setWordWrap(False)
        self.note = QLabel()
        self.note.setObjectName("sessionDuplicateNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        tab_stop(self.note)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(self.running_row)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self._set_running(False)
        self.retranslate()

    # -- the run

    def run(
        self,
        title: str,
        rounds: Sequence[SessionRoundCards],
        seat: int,
        kinds: Sequence[Level | None],
        replays: int | None = None,
    ) -> None:
        """Replay each of `rounds` that has its deck with the computer in
        `seat` (each seat's kind in `kinds`, None a person); `title` names the
        session."""
        self.cancel()
        self._title = title
        self.rounds = list(rounds)
        self.outcome = None
        jobs = tuple(
            DuplicateJob(item.history, seat, tuple(kinds))
            if replays is None
            else DuplicateJob(item.history, seat, tuple(kinds), replays)
            for item in self.rounds
            if item.history is not None
        )
        if jobs:
            self.progress.setRange(0, 0)
            self.runner.start(SessionDuplicateJob(jobs))
            self._set_running(True)
        self.retranslate()

    def cancelled(self) -> None:
        self.status.setText(_tr("The replay was cancelled."))

    @Slot(object)
    def _on_finished(self, result: object) -> None:
        self._set_running(False)
        if not isinstance(result, SessionDuplicate):
            return
        self.outcome = result
        self.retranslate()
        self.table.setFocus()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._set_running(False)
        self.status.setText(
            _tr("The session's rounds could not be played again: {error}").replace(
                "{error}", message
            )
        )

    # -- the words

    def headers(self) -> list[str]:
        return [
            _tr("Round"),
            _tr("Your result"),
            _tr("Hard (mean)"),
            _tr("Normal (mean)"),
            _tr("The cards"),
            _tr("The play"),
        ]

    def retranslate(self) -> None:
        title = _tr("How would the computer have played this session's cards?")
        self.setWindowTitle(title)
        self.heading.setText(f"{title}\n{self._title}" if self._title else title)
        self.cancel_button.setText(_tr("&Cancel"))
        self.cancel_button.setAccessibleName(_tr("Cancel the replay"))
        self.progress.setAccessibleName(_tr("Replaying the session's rounds"))
        self.table.setAccessibleName(_tr("Your result and the computer's, round by round"))
        self.table.setHorizontalHeaderLabels(self.headers())
        dealt = sum(1 for item in self.rounds if item.history is not None)
        if self.is_running():
            self.status.setText(
                QCoreApplication.translate(
                    "SessionDuplicate",
                    "The computer is playing %n round(s) again in your seat, with the same cards…",
                    None,
                    dealt,
                )
            )
        elif not dealt:
            self.status.setText(
                _tr("No round of this session kept its deck: there is nothing to deal again.")
            )
        elif self.outcome is not None:
            self.status.setText(
                _tr(
                    "In stakes won or lost. The cards: what hard got on these cards. "
                    "The play: your result less that."
                )
            )
        self._fill()

    def _fill(self) -> None:
        """The table: a row per round (its figures once they are in), then the session's."""
        self.table.clearSpans()
        results: list[DuplicateResult] = list(self.outcome.rounds) if self.outcome else []
        self.table.setRowCount(len(self.rounds) + (1 if self.outcome is not None else 0))
        given = iter(results)
        notes: list[str] = []
        for row, item in enumerate(self.rounds):
            self._cell(row, 0, _tr("Round {number}").replace("{number}", str(item.number)))
            if item.history is None:
                text = (
                    _tr("Kept without its deck: it cannot be dealt again")
                    if item.missing == NO_DECK
                    else _tr("Its hand history does not replay")
                )
                self._cell(row, 1, text, number=False)
                self.table.setSpan(row, 1, 1, COLUMNS - 1)
                continue
            result = next(given, None)
            if result is None:
                for column in range(1, COLUMNS):
                    self._cell(row, column, "")
                continue
            self._figures(row, result.actual, result.mean("hard"), result.mean("normal"))
            self._cell(row, 4, units(result.cards))
            self._cell(row, 5, units(result.play))
            if result.unfinished:
                notes.append(
                    QCoreApplication.translate(
                        "SessionDuplicate",
                        "Round {number}: %n replay(s) never ended and are left out.",
                        None,
                        result.unfinished,
                    ).replace("{number}", str(item.number))
                )
        session = self.outcome
        if session is not None:
            row = len(self.rounds)
            self._cell(row, 0, _tr("The session"), bold=True)
            self._figures(
                row, session.actual, session.mean("hard"), session.mean("normal"), bold=True
            )
            self._cell(row, 4, units(session.cards), bold=True)
            self._cell(row, 5, units(session.play), bold=True)
            replays = session.rounds[0].replays if session.rounds else 0
            notes.insert(
                0,
                QCoreApplication.translate(
                    "SessionDuplicate",
                    "Each level played each round %n time(s), the same opponents each time.",
                    None,
                    replays,
                ),
            )
            if session.stand_ins:
                notes.append(_tr("A person's seat was played by normal."))
            missing = len(self.rounds) - len(session.rounds)
            if missing:
                notes.append(
                    QCoreApplication.translate(
                        "SessionDuplicate",
                        "%n round(s) without a deck to deal again are left out of the sums.",
                        None,
                        missing,
                    )
                )
        self.note.setText(" ".join(notes))
        self.note.setVisible(bool(notes))
        self._fit_table()

    def _fit_table(self) -> None:
        """Wide and tall enough for every column and, up to a screenful, every
        row: the dialog opens showing the whole table where it fits."""
        table = self.table
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        frame = 2 * table.frameWidth()
        width = (
            table.horizontalHeader().length() + frame + table.verticalScrollBar().sizeHint().width()
        )
        height = (
            table.verticalHeader().length()
            + table.horizontalHeader().sizeHint().height()
            + frame
            + table.horizontalScrollBar().sizeHint().height()
        )
        table.setMinimumSize(min(width, 840), min(height, 320))

    def _figures(
        self, row: int, actual: float, hard: float, normal: float, bold: bool = False
    ) -> None:
        self._cell(row, 1, units(actual), bold=bold)
        self._cell(row, 2, units(hard), bold=bold)
        self._cell(row, 3, units(normal), bold=bold)

    def _cell(
        self, row: int, column: int, text: str, number: bool = True, bold: bool = False
    ) -> None:
        item = QTableWidgetItem(text)
        if column and number:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if bold:
            font = QFont(self.table.font())
            font.setBold(True)
            item.setFont(font)
        if column and text:
            # A screen reader hears the column's name with the figure.
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{self.headers()[column]}: {text}")
        self.table.setItem(row, column, item)
