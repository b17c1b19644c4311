"""The coach's panel: a round's costly decisions, their reasons, hindsight and
the session's trend, the analysis (`ai/coach.py`) run in a process of its own,
driven by a worker thread (`ai/coach_process.py`; on that thread itself when
the process cannot start).

`CoachPanel.analyse(history, seat)` reviews one seat of a round; while it runs
a progress bar and a Cancel button show, and the window plays on (the review
reports after each decision). Cancel, leaving the review and closing the
window end the analysis process. The summary lists the marked decisions, the
costliest first: activating one (click, Enter) emits `jump_requested(step)`,
the position the decision was taken in, for the replay's `go_to`.
`analyse_session(rounds)` reviews several rounds for the session view: each
round's estimated cost per person and the trend.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QCloseEvent, QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ai.coach import (
    CoachSettings,
    Decision,
    RoundReview,
    SessionSummary,
)
from tonk_desktop.ai.coach_process import Job, RoundJob, SessionJob
from tonk_desktop.engine.history import HandHistory
from tonk_desktop.ui.ledger.chart import PLAYER_COLOURS
from tonk_desktop.ui.tab_stop import tab_stop
from tonk_desktop.ui.text.translation import is_you_name
from tonk_desktop.ui.wrapping import WrappedBox, WrappedButton

from .analysis_runner import AnalysisRunner
from .coach_words import (
    decision_line,
    hindsight_text,
    hint_differs_text,
    number,
    reason_text,
    units,
)

STEP_ROLE = Qt.ItemDataRole.UserRole


def _tr(text: str) -> str:
    return QCoreApplication.translate("CoachPanel", text)


@dataclass(frozen=True, slots=True)
class SessionRound:
    """One round of a session to review: its history and the seats to review."""

    history: HandHistory
    seats: tuple[int, ...]


class CostChart(QWidget):
    """Each person's estimated cost per round over a session, drawn with QPainter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachCostChart")
        self.setMinimumSize(200, 110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._names: list[str] = []
        self._series: list[list[tuple[int, float]]] = []
        self._rounds = 0

    def set_summary(self, summary: SessionSummary, names: Sequence[str]) -> None:
        self._rounds = len(summary.costs)
        self._names = list(names)
        self._series = [
            [(r, row[p]) for r, row in enumerate(summary.costs) if row[p] is not None]  # type: ignore[misc]
            for p in range(len(names))
        ]
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(280, 140)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.color(QPalette.ColorRole.WindowText)
        metrics = painter.fontMetrics()
        left, bottom = metrics.horizontalAdvance("0.00") + 8, metrics.height() + 6
        # The legend to the right of the plot: each name in its line's colour.
        legend = max((metrics.horizontalAdvance(name) for name in self._names), default=0) + 12
        area = QRectF(
            left,
            6,
            max(10, self.width() - left - legend - 8),
            max(10, self.height() - bottom - 10),
        )
        painter.setPen(QPen(text_colour, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        top = max((y for series in self._series for _, y in series), default=0.0)
        top = max(top, 0.5)
        painter.drawText(QPointF(2, area.top() + metrics.ascent()), number(top))
        painter.drawText(QPointF(2, area.bottom()), "0")
        rounds = max(1, self._rounds - 1)
        if self._rounds:
            painter.drawText(
                QPointF(
                    area.right() - metrics.horizontalAdvance(str(self._rounds)), self.height() - 4
                ),
                str(self._rounds),
            )
            painter.drawText(QPointF(area.left(), self.height() - 4), "1")
        for index, series in enumerate(self._series):
            colour = QColor(PLAYER_COLOURS[index % len(PLAYER_COLOURS)])
            painter.setPen(QPen(colour, 2))
            corners = [
                QPointF(
                    area.left() + area.width() * (r / rounds if self._rounds > 1 else 0.5),
                    area.bottom() - area.height() * y / top,
                )
                for r, y in series
            ]
            painter.drawPolyline(QPolygonF(corners))
            for point in corners:
                painter.drawEllipse(point, 2.5, 2.5)
        y = area.top() + metrics.ascent()
        for index, name in enumerate(self._names):
            if not self._series[index]:
                continue
            painter.setPen(QColor(PLAYER_COLOURS[index % len(PLAYER_COLOURS)]))
            painter.drawText(QPointF(area.right() + 12, y), name)
            y += metrics.height()
        painter.end()


class CoachPanel(QWidget):
    """See the module docstring."""

    jump_requested = Signal(int)
    analysis_finished = Signal()
    analysis_failed = Signal(str)

    def __init__(
        self,
        parent: QWidget | None = None,
        settings: CoachSettings | None = None,
        in_process: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.settings = settings or CoachSettings()
        self.review: RoundReview | None = None
        self.summary: SessionSummary | None = None
        self._names: list[str] = []
        self.runner = AnalysisRunner(self, in_process)
        self._signals = self.runner.signals  # every run's own progress (tests)
        self.runner.progress.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)

        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.status = QLabel()
        self.status.setObjectName("coachStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QProgressBar()
        self.progress.setObjectName("coachProgress")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("coachCancel")
        self.cancel_button.clicked.connect(self.cancel)
        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)

        self.summary_box = WrappedBox()
        self.total_label = QLabel()
        self.total_label.setObjectName("coachTotal")
        self.total_label.setWordWrap(True)
        self.costly = QListWidget()
        self.costly.setObjectName("coachSummary")
        self.costly.setWordWrap(True)
        self.costly.setMaximumHeight(140)
        self.costly.itemActivated.connect(self._jump)
        self.costly.itemClicked.connect(self._jump)
        self.costly.currentItemChanged.connect(self._show_hindsight)
        box = self.summary_box.inner
        box.addWidget(self.total_label)
        box.addWidget(self.costly)

        self.marks_box = WrappedBox()
        self.marks = QListWidget()
        self.marks.setObjectName("coachMarks")
        self.marks.setWordWrap(True)
        self.marks.itemActivated.connect(self._jump)
        self.marks.currentItemChanged.connect(self._show_hindsight)
        self.marks_box.inner.addWidget(self.marks)

        self.hindsight_box = WrappedBox()
        self.hindsight_box.setObjectName("coachHindsight")
        self.hindsight = QLabel()
        self.hindsight.setObjectName("coachHindsightText")
        self.hindsight.setWordWrap(True)
        self.hindsight.setTextFormat(Qt.TextFormat.PlainText)
        tab_stop(self.hindsight)
        self.hindsight_note = QLabel()
        self.hindsight_note.setWordWrap(True)
        box = self.hindsight_box.inner
        box.addWidget(self.hindsight_note)
        box.addWidget(self.hindsight)

        self.session_button = WrappedButton()
        self.session_button.setObjectName("coachSessionButton")
        self.session_button.clicked.connect(self._analyse_stored_session)
        self.session_button.hide()
        self._session_rounds: list[SessionRound] = []
        self._session_players = 0

        self.session_box = WrappedBox()
        self.session_box.setObjectName("coachSession")
        self.chart = CostChart()
        self.trend = QLabel()
        self.trend.setObjectName("coachTrend")
        self.trend.setWordWrap(True)
        self.trend.setTextFormat(Qt.TextFormat.PlainText)
        tab_stop(self.trend)
        box = self.session_box.inner
        box.addWidget(self.chart)
        box.addWidget(self.trend)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(running)
        layout.addWidget(self.status)
        layout.addWidget(self.summary_box)
        layout.addWidget(self.marks_box, 1)
        layout.addWidget(self.hindsight_box)
        layout.addWidget(self.session_button)
        layout.addWidget(self.session_box)
        self._set_running(False)
        self.session_box.hide()
        self._retranslate()

    # -- the work

    def names(self, seat: int) -> str:
        if 0 <= seat < len(self._names):
            return self._names[seat]
        return _tr("Player {number}").format(number=seat + 1)

    def _is_you(self, seat: int) -> bool:
        """Is `seat` the person at this computer (named "You" in a language)?"""
        return is_you_name(self.names(seat))

    def set_names(self, names: Sequence[str]) -> None:
        self._names = list(names)
        self._show()

    def analyse(self, history: HandHistory, seat: int, names: Sequence[str] | None = None) -> None:
        """Review `seat`'s decisions in this round on the worker thread."""
        if names is not None:
            self._names = list(names)
        self.review = None
        self._start(
            RoundJob(history, seat, self.settings),
            _tr("The coach is looking at your decisions…")
            if self._is_you(seat)
            else _tr("The coach is looking at {name}'s decisions…").format(name=self.names(seat)),
        )

    def analyse_session(
        self, rounds: Sequence[SessionRound], players: int, names: Sequence[str] | None = None
    ) -> None:
        """Review every listed seat of these rounds, for the session view."""
        if names is not None:
            self._names = list(names)
        job = SessionJob(
            tuple((item.history, item.seats) for item in rounds), players, self.settings
        )
        self._start(job, _tr("The coach is looking at the session's rounds…"))

    def set_session_rounds(self, rounds: Sequence[SessionRound], players: int) -> None:
        """The rounds of the session the reviewed round belongs to: a button
        offers to review them all for the session view."""
        self._session_rounds = list(rounds)
        self._session_players = players
        self.session_button.setVisible(bool(rounds))
        self._retranslate()

    @Slot()
    def _analyse_stored_session(self) -> None:
        if self._session_rounds:
            self.analyse_session(self._session_rounds, self._session_players)

    @property
    def in_process(self) -> bool:
        """The analysis in a process of its own (False: on the worker thread itself)."""
        return self.runner.in_process

    @in_process.setter
    def in_process(self, value: bool) -> None:
        self.runner.in_process = value

    def _start(self, job: Job, message: str) -> None:
        self.cancel()
        self.progress.setRange(0, 0)
        self.status.setText(message)
        self.runner.start(job)
        self._set_running(True)

    def cancel(self) -> None:
        """Stop the analysis under way (its result, if it comes, is dropped)."""
        if self.runner.cancel():
            self._set_running(False)
            self.status.setText(_tr("The analysis was cancelled."))

    def is_running(self) -> bool:
        return self.runner.is_running()

    def wait_for_analysis(self, msecs: int) -> bool:
        """Run the event loop until the analysis under way has shown its
        result (a screenshot of the marks); False if `msecs` passed first."""
        return self.runner.wait_for_result(msecs)

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker threads (tests, closing)."""
        return self.runner.wait(msecs)

    def shutdown(self, msecs: int = 3000) -> None:
        """Cancel the analysis under way and wait (at most `msecs`) for its
        worker to end it and its process (the window closing)."""
        self.cancel()
        self.wait(msecs)

    def _set_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    @Slot(object)
    def _on_finished(self, result: object) -> None:
        self._set_running(False)
        if isinstance(result, RoundReview):
            self.review = result
        elif isinstance(result, SessionSummary):
            self.summary = result
        self._show()
        self.analysis_finished.emit()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._set_running(False)
        self.status.setText(
            _tr("The coach could not read this round: {error}").format(error=message)
        )
        self.analysis_failed.emit(message)

    # -- showing it

    def show_review(self, review: RoundReview) -> None:
        """Show a review already made (no analysis)."""
        self.cancel()
        self.review = review
        self._show()

    def show_session(self, summary: SessionSummary) -> None:
        self.summary = summary
        self._show()

    def _show(self) -> None:
        review = self.review
        self.costly.clear()
        self.marks.clear()
        self.hindsight.clear()
        if review is not None:
            name = self.names(review.seat)
            you = self._is_you(review.seat)
            marks = review.marks
            facts = {
                "count": len(marks),
                "name": name,
                "decisions": len(review.decisions),
                "cost": number(review.cost),
            }
            # The number of decisions by Qt's plural forms (%n): "1 decision",
            # "2 decisions", and each language's own (Russian has three).
            n = len(review.decisions)
            if marks:
                self.status.setText(
                    (
                        QCoreApplication.translate(
                            "CoachPanel", "{count} of your %n decisions marked.", None, n
                        )
                        if you
                        else QCoreApplication.translate(
                            "CoachPanel", "{count} of {name}'s %n decisions marked.", None, n
                        )
                    ).format(**facts)
                )
                self.total_label.setText(
                    (
                        _tr("This round's estimated cost of your decisions: {cost} units.")
                        if you
                        else _tr("This round's estimated cost of {name}'s decisions: {cost} units.")
                    ).format(**facts)
                )
            else:
                self.status.setText(
                    (
                        QCoreApplication.translate(
                            "CoachPanel",
                            "No costly decision found among your %n decisions.",
                            None,
                            n,
                        )
                        if you
                        else QCoreApplication.translate(
                            "CoachPanel",
                            "No costly decision found among {name}'s %n decisions.",
                            None,
                            n,
                        )
                    ).format(**facts)
                )
                self.total_label.setText(_tr("This round's estimated cost: none."))
            differs = hint_differs_text(review.decisions)
            if differs:
                self.status.setText(self.status.text() + " " + differs)
            self.hindsight_box.setVisible(bool(marks))
            for decision in review.biggest():
                self.costly.addItem(self._item(decision, summary=True))
            for decision in marks:
                self.marks.addItem(self._item(decision, summary=False))
            if marks:
                self.marks.setCurrentRow(0)
        else:
            self.total_label.setText("")
        self._show_session()

    def _item(self, decision: Decision, summary: bool) -> QListWidgetItem:
        line = decision_line(decision, decision.top)
        reason = (
            reason_text(decision.reason, self.names, decision.top)
            if decision.reason is not None
            else ""
        )
        if summary:
            text = _tr("{cost} · move {number}: {reason}").format(
                cost=number(decision.cost), number=decision.step + 1, reason=reason
            )
        else:
            text = f"{line}\n{reason}"
        item = QListWidgetItem(text)
        item.setData(STEP_ROLE, decision.step)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, text.replace("\n", ". "))
        item.setToolTip(line)
        return item

    def _decision_at(self, step: int) -> Decision | None:
        if self.review is None:
            return None
        for decision in self.review.decisions:
            if decision.step == step:
                return decision
        return None

    @Slot(int)
    def follow_step(self, step: int) -> None:
        """The replay shows `step`: select the mark of the decision taken
        there, if there is one (its hindsight shows), without moving focus."""
        for row in range(self.marks.count()):
            item = self.marks.item(row)
            if item.data(STEP_ROLE) == step:
                self.marks.blockSignals(True)
                self.marks.setCurrentRow(row)
                self.marks.blockSignals(False)
                self._show_hindsight(item)
                return

    @Slot(QListWidgetItem)
    def _jump(self, item: QListWidgetItem) -> None:
        step = item.data(STEP_ROLE)
        if isinstance(step, int):
            self.jump_requested.emit(step)

    @Slot(QListWidgetItem, QListWidgetItem)
    def _show_hindsight(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        if item is None:
            return
        decision = self._decision_at(item.data(STEP_ROLE))
        if decision is None or decision.hindsight is None:
            self.hindsight.setText(_tr("No hindsight for this decision."))
            return
        self.hindsight.setText(hindsight_text(decision.hindsight, decision.step, decision.top))
        self.hindsight.setAccessibleName(self.hindsight.text())

    def _show_session(self) -> None:
        summary = self.summary
        if summary is None:
            self.session_box.hide()
            return
        self.session_box.show()
        players = len(summary.trend)
        names = [self.names(p) for p in range(players)]
        self.chart.set_summary(summary, names)
        lines = []
        for p in range(players):
            mean, trend = summary.mean[p], summary.trend[p]
            if mean is None:
                continue
            if trend is None:
                words = _tr("{name}: {mean} units a round").format(name=names[p], mean=number(mean))
            else:
                direction = (
                    _tr("improving")
                    if trend < -0.005
                    else _tr("getting worse")
                    if trend > 0.005
                    else _tr("steady")
                )
                words = _tr("{name}: {mean} units a round, {direction} ({trend} a round)").format(
                    name=names[p], mean=number(mean), direction=direction, trend=units(trend)
                )
            lines.append(words)
        self.trend.setText("\n".join(lines))
        self.chart.setAccessibleDescription(self.trend.text())

    # -- words

    def _retranslate(self) -> None:
        self.title.setText(_tr("Coach"))
        self.cancel_button.setText(_tr("Cancel"))
        self.cancel_button.setAccessibleName(_tr("Cancel the analysis"))
        self.progress.setAccessibleName(_tr("Analysis progress"))
        self.summary_box.setTitle(_tr("Summary: the costliest decisions first"))
        self.costly.setAccessibleName(_tr("Costliest decisions; press Enter to go there"))
        self.marks_box.setTitle(_tr("Marked decisions"))
        self.marks.setAccessibleName(_tr("Marked decisions, in order of play"))
        self.hindsight_box.setTitle(_tr("Hindsight: with the cards as they really lay"))
        self.hindsight_note.setText(
            _tr(
                "The coach judges only what you could see. This is what the better move"
                " would have given with every card known: luck, not judgement."
            )
        )
        self.session_button.setText(
            _tr("Look at every round of the session ({count})").format(
                count=len(self._session_rounds)
            )
        )
        self.session_box.setTitle(_tr("This session: estimated cost per round"))
        self.chart.setAccessibleName(_tr("Estimated cost per round, by player"))
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)
