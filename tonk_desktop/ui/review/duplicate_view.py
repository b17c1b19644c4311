"""How would the computer have played these cards? The duplicate view: a
finished round dealt again with hard and normal in the person's seat and the
same opponents (`ai/duplicate.py`), run like the coach's analysis in a process
of its own from a worker thread (`ai/coach_process.py`), with a progress bar
and Cancel while it runs.

It shows the person's result beside hard's and normal's mean result on the
same cards, and splits the person's result into the part that was the cards
(what hard got on them) and the part that was the play (the rest). An
opponent a person played is played in the replays by normal, and the view
says so. Closing the window cancels the run. In a ledger session a button
opens the whole session's view (`session_duplicate_view.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ai.duplicate import DuplicateJob, DuplicateResult
from tonk_desktop.engine import Level
from tonk_desktop.engine.history import HandHistory

from ..tab_stop import tab_stop
from .analysis_dialog import AnalysisDialog
from .coach_words import units


def _tr(text: str) -> str:
    return QCoreApplication.translate("Duplicate", text)


def _label(name: str, focus: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
    label.setWordWrap(True)
    if focus:
        tab_stop(label)  # a screen reader reads each figure
    return label


MINIMUM_WIDTH = 460
"""The view's narrowest: the figures' labels on one line each."""


class DuplicateDialog(AnalysisDialog):
    """See the module docstring. `run(history, seat, kinds, names)` starts
    the replays; `outcome` is the DuplicateResult once they are done.
    `session_requested`: the person asks for the whole session's view (its
    button shows with `offer_session(True)`)."""

    session_requested = Signal()
    result_ready = Signal(object)  # the DuplicateResult, once a run is done

    def __init__(self, parent: QWidget | None = None, in_process: bool = True) -> None:
        super().__init__("duplicate", parent, in_process)
        self.setObjectName("duplicateDialog")
        self.setMinimumWidth(MINIMUM_WIDTH)
        self.outcome: DuplicateResult | None = None
        self._names: list[str] = []
        self._seat = 0

        self.heading = _label("duplicateHeading")
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.status = _label("duplicateStatus", focus=True)

        self.figures = QWidget()
        self.figures.setObjectName("duplicateFigures")
        grid = QGridLayout(self.figures)
        grid.setHorizontalSpacing(18)
        self.you_label, self.you_net = _label("duplicateYouLabel"), _label("duplicateYou", True)
        self.hard_label, self.hard_net = _label("duplicateHardLabel"), _label("duplicateHard", True)
        self.normal_label, self.normal_net = (
            _label("duplicateNormalLabel"),
            _label("duplicateNormal", True),
        )
        self.cards_label, self.cards_net = (
            _label("duplicateCardsLabel"),
            _label("duplicateCards", True),
        )
        self.play_label, self.play_net = _label("duplicatePlayLabel"), _label("duplicatePlay", True)
        rows = [
            (self.you_label, self.you_net),
            (self.hard_label, self.hard_net),
            (self.normal_label, self.normal_net),
            (self.cards_label, self.cards_net),
            (self.play_label, self.play_net),
        ]
        for row, (label, figure) in enumerate(rows):
            label.setWordWrap(False)
            figure.setWordWrap(False)
            figure.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(label, row, 0)
            grid.addWidget(figure, row, 1)
            label.setBuddy(figure)
        self.note = _label("duplicateNote", focus=True)
        # The deal of the day: a line to paste to friends, and its Copy button.
        self.daily = QWidget()
        self.daily.setObjectName("duplicateDaily")
        self.daily_line = _label("duplicateDailyLine")
        # One line, as it is pasted: the window widens to hold it rather than
        # wrapping a figure (or, in Japanese, a word) onto a line of its own.
        self.daily_line.setWordWrap(False)
        self.daily_line.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        # After the flags, which set a focus policy of their own (the mouse's
        # alone would have taken the line out of Tab's round, so a screen
        # reader never read it): Tab stops on it, and a click too.
        tab_stop(self.daily_line)
        self.daily_line.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("duplicateCopy")
        self.copy_button.clicked.connect(self.copy_line)
        daily = QHBoxLayout(self.daily)
        daily.setContentsMargins(0, 0, 0, 0)
        daily.addWidget(self.daily_line, 1)
        daily.addWidget(self.copy_button)
        self.daily.hide()
        self._daily: Callable[[DuplicateResult], str] | None = None

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        # Shown when the round belongs to a ledger session: the same for all its rounds.
        self.session_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.session_button.setObjectName("duplicateSession")
        self.session_button.clicked.connect(self.session_requested)
        self.session_button.hide()

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(self.running_row)
        layout.addWidget(self.status)
        layout.addWidget(self.figures)
        layout.addWidget(self.note)
        layout.addWidget(self.daily)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self._set_running(False)
        self.figures.hide()
        self.retranslate()

    # -- the run

    def run(
        self,
        history: HandHistory,
        seat: int,
        kinds: Sequence[Level | None],
        names: Sequence[str],
        replays: int | None = None,
        daily: Callable[[DuplicateResult], str] | None = None,
    ) -> None:
        """Replay `history` with the computer in `seat` (each seat's kind in
        `kinds`, None a person; `names` each seat's name). `daily`: for the
        deal of the day, the line to copy that a result gives."""
        self.cancel()
        self._daily = daily
        self.daily.hide()
        self.setMinimumWidth(MINIMUM_WIDTH)  # another round's line widened it
        self._names = list(names)
        self._seat = seat
        self.outcome = None
        job = (
            DuplicateJob(history, seat, tuple(kinds))
            if replays is None
            else DuplicateJob(history, seat, tuple(kinds), replays)
        )
        self.progress.setRange(0, 0)
        self.runner.start(job)
        self._set_running(True)
        self.figures.hide()
        self.note.clear()
        self.retranslate()

    def offer_session(self, offered: bool) -> None:
        """Show the button for the whole session's view (a round of a ledger session)."""
        self.session_button.setVisible(offered)

    def cancelled(self) -> None:
        self.status.setText(_tr("The replay was cancelled."))

    @Slot(object)
    def _on_finished(self, result: object) -> None:
        self._set_running(False)
        if not isinstance(result, DuplicateResult):
            return
        self.outcome = result
        self.retranslate()
        # The figures were hidden while it ran: grow to hold them, each row whole
        # (the wrapped labels' heights are not the window's minimum by themselves),
        # and the deal of the day's line on its one line (the explicit minimum
        # width keeps the layout from widening the window by itself).
        layout = self.layout()
        wanted = layout.minimumSize().width() if layout is not None else 0
        self.setMinimumWidth(max(MINIMUM_WIDTH, wanted))
        self.adjustSize()
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()
        self.result_ready.emit(result)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._set_running(False)
        self.status.setText(
            _tr("The round could not be played again: {error}").format(error=message)
        )

    # -- the words

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self._names):
            return self._names[seat]
        return _tr("Player {number}").format(number=seat + 1)

    def retranslate(self) -> None:
        title = _tr("How would the computer have played these cards?")
        self.setWindowTitle(title)
        self.heading.setText(title)
        self.cancel_button.setText(_tr("&Cancel"))
        self.copy_button.setText(_tr("C&opy"))
        self.session_button.setText(_tr("For the whole &session…"))
        self.session_button.setToolTip(
            _tr("Every round of this session played again by the computer in your seat")
        )
        self.copy_button.setAccessibleName(_tr("Copy the line to paste to friends"))
        self.cancel_button.setAccessibleName(_tr("Cancel the replay"))
        self.progress.setAccessibleName(_tr("Replaying the round"))
        self.you_label.setText(_tr("Your result:"))
        self.hard_label.setText(_tr("Hard in your seat (mean):"))
        self.normal_label.setText(_tr("Normal in your seat (mean):"))
        self.cards_label.setText(_tr("The cards:"))
        self.play_label.setText(_tr("The play:"))
        for label, figure in (
            (self.you_label, self.you_net),
            (self.hard_label, self.hard_net),
            (self.normal_label, self.normal_net),
            (self.cards_label, self.cards_net),
            (self.play_label, self.play_net),
        ):
            figure.setAccessibleName(label.text().rstrip(":："))
        if self.is_running():
            self.status.setText(
                _tr("The computer is playing the round again in your seat, with the same cards…")
            )
        result = self.outcome
        if result is None:
            return
        self.you_net.setText(units(result.actual))
        self.hard_net.setText(units(result.mean("hard")))
        self.normal_net.setText(units(result.mean("normal")))
        self.cards_net.setText(units(result.cards))
        self.play_net.setText(units(result.play))
        self.status.setText(
            _tr(
                "In stakes won or lost. The cards: what hard got on these cards. "
                "The play: your result less that."
            )
        )
        notes = [
            QCoreApplication.translate(
                "Duplicate",
                "Each level played the round %n time(s), the same opponents each time.",
                None,
                result.replays,
            )
        ]
        if result.stand_ins:
            people = ", ".join(self.name(seat) for seat in result.stand_ins)
            notes.append(
                _tr("A person's seat ({names}) was played by normal.").format(names=people)
            )
        if result.unfinished:
            notes.append(
                QCoreApplication.translate(
                    "Duplicate",
                    "%n replay(s) never ended and are left out.",
                    None,
                    result.unfinished,
                )
            )
        self.note.setText(" ".join(notes))
        self.figures.show()
        if self._daily is not None:
            self.daily_line.setText(self._daily(result))
            self.daily_line.setAccessibleName(_tr("The line to paste to friends"))
            self.daily.show()
        self.figures.setAccessibleName(
            "; ".join(
                f"{label.text()} {figure.text()}"
                for label, figure in (
                    (self.you_label, self.you_net),
                    (self.hard_label, self.hard_net),
                    (self.normal_label, self.normal_net),
                    (self.cards_label, self.cards_net),
                    (self.play_label, self.play_net),
                )
            )
        )

    @Slot()
    def copy_line(self) -> None:
        """Put the deal of the day's line on the clipboard."""
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None and self.daily_line.text():
            clipboard.setText(self.daily_line.text())
            self.copy_button.setText(_tr("Copied"))
