"""The review's page: the table (the game's own scene, every hand face up), the
controls under it (start, back, a slider over the round's actions, forward,
end, a player and their next or previous decision, Play from here, Leave), and
beside it the round's steps in words (the current one highlighted) with room
for a side panel (the coach's).

Keyboard: Left and Right step, Home and End go to the deal and the end, N and
Shift+N to the chosen player's next and previous decision, Escape leaves.
A screen reader is told each step ("Step 12 of 40: Bob discarded 9♣").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import RoundResult
from tonk_desktop.ui.flow_layout import wrapping_row
from tonk_desktop.ui.game_log import announce
from tonk_desktop.ui.model import Change
from tonk_desktop.ui.table.items import named
from tonk_desktop.ui.table.round_end import RoundEndPanel
from tonk_desktop.ui.table.view import TableView
from tonk_desktop.ui.text.translation import retranslate_now_and_later

if TYPE_CHECKING:
    from .controller import ReviewController


def _tr(text: str) -> str:
    return QCoreApplication.translate("Review", text)


SIDE_MIN_WIDTH = 170  # the side's narrowest: the steps list and the panel under it


class ReviewView(TableView):
    """The review's felt: nothing is played from it (the page's keys step)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        QGraphicsView.keyPressEvent(self, event)


class ReviewPage(QWidget):
    """The review on show: the table, its controls, the steps and a side panel."""

    def __init__(self, controller: ReviewController, felt: QColor) -> None:
        super().__init__()
        self.setObjectName("reviewPage")
        self.controller = controller
        model = controller.model
        self.view = ReviewView(controller.scene)
        self.view.felt = QColor(felt)
        self.round_end = RoundEndPanel(model, self.view.viewport(), keep_clear=self.view.keep_clear)
        self.round_end.next_round.connect(controller.leave_requested)
        self.round_end.review_button.hide()  # this is the review
        self.view.resized.connect(self.round_end.place)
        model.changed.connect(self._on_changed)
        model.round_finished.connect(self._on_round_finished)
        model.refused.connect(self._on_refused)

        bar = named(QWidget(), "reviewBar")
        bar.setStyleSheet(
            f"#reviewBar {{ background: {QColor(felt).darker(170).name()}; }}"
            " #reviewBar QLabel { color: #f4f1e6; }"
        )
        column = QVBoxLayout(bar)
        column.setContentsMargins(8, 5, 8, 5)
        column.setSpacing(4)
        self.title = named(QLabel(), "reviewTitle")
        self.position = named(QLabel(), "reviewPosition")
        self.position.setWordWrap(True)
        self.position.setTextFormat(Qt.TextFormat.PlainText)  # players' names
        self.slider = named(QSlider(Qt.Orientation.Horizontal), "reviewSlider")
        self.slider.setRange(0, controller.step_count())
        self.slider.setPageStep(max(1, controller.step_count() // 10))
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.valueChanged.connect(controller.go_to)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addWidget(self.position, 1)
        column.addLayout(top)
        column.addWidget(self.slider)
        buttons = QWidget()
        row = wrapping_row(buttons)
        row.setContentsMargins(0, 0, 0, 0)
        self.leave_button = named(QPushButton(), "reviewLeave")
        self.leave_button.clicked.connect(controller.leave_requested)
        self.start_button = named(QPushButton(), "reviewStart")
        self.start_button.clicked.connect(lambda: controller.go_to(0))
        self.back_button = named(QPushButton(), "reviewBack")
        self.back_button.clicked.connect(controller.back)
        self.forward_button = named(QPushButton(), "reviewForward")
        self.forward_button.clicked.connect(controller.forward)
        self.end_button = named(QPushButton(), "reviewEnd")
        self.end_button.clicked.connect(lambda: controller.go_to(controller.step_count()))
        self.player = named(QComboBox(), "reviewPlayer")
        for player in range(model.players):
            self.player.addItem(model.name(player), player)
        self.player.setCurrentIndex(controller.reviewed_seat)
        self.previous_button = named(QPushButton(), "reviewPreviousDecision")
        self.previous_button.clicked.connect(lambda: self.jump_to_decision(False))
        self.next_button = named(QPushButton(), "reviewNextDecision")
        self.next_button.clicked.connect(lambda: self.jump_to_decision(True))
        self.play_button = named(QPushButton(), "reviewPlayFromHere")
        self.play_button.clicked.connect(
            lambda: controller.play_from_requested.emit(controller.step)
        )
        # How would the computer have played these cards? Shown by the feature that answers it.
        self.duplicate_button = named(QPushButton(), "reviewDuplicate")
        self.duplicate_button.hide()
        for button in (
            self.leave_button,
            self.start_button,
            self.back_button,
            self.forward_button,
            self.end_button,
        ):
            row.addWidget(button)
        row.push_rest_right()
        row.addWidget(self.player)
        for button in (
            self.previous_button,
            self.next_button,
            self.play_button,
            self.duplicate_button,
        ):
            row.addWidget(button)
        column.addWidget(buttons)

        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        table_layout.addWidget(self.view, 1)
        table_layout.addWidget(bar)

        self.steps = named(QListWidget(), "reviewSteps")
        self.steps.setWordWrap(True)
        self.steps.setAlternatingRowColors(True)
        self.steps.setMinimumWidth(SIDE_MIN_WIDTH)
        self.steps.itemActivated.connect(lambda item: controller.go_to(self.steps.row(item)))
        self.steps.itemClicked.connect(lambda item: controller.go_to(self.steps.row(item)))
        # The arrows in the list move the table too: the row lit is the step shown.
        self.steps.currentRowChanged.connect(self._on_row_lit)
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.setObjectName("reviewSide")
        self.side.addWidget(self.steps)
        self.side_panel: QWidget | None = None
        self._side_scroll: QScrollArea | None = None

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(table)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([850, 250])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

        # Keys anywhere on the page (the slider's own arrows do the same).
        for keys, slot in (
            ("Left", controller.back),
            ("Right", controller.forward),
            ("Home", lambda: controller.go_to(0)),
            ("End", lambda: controller.go_to(controller.step_count())),
            ("N", lambda: self.jump_to_decision(True)),
            ("Shift+N", lambda: self.jump_to_decision(False)),
            ("Escape", controller.leave_requested.emit),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        retranslate_now_and_later(self, self.retranslate)

    def retranslate(self) -> None:
        controller = self.controller
        self.title.setText(
            (
                controller.source.title
                or _tr("Round {number}").replace("{number}", str(controller.source.round_number))
            )
            + " —"
        )
        for button, text, name, tip in (
            (self.leave_button, _tr("&Leave the review"), "", _tr("Back to the game (Esc)")),
            (self.start_button, "|◀", _tr("Go to the deal"), _tr("The deal (Home)")),
            (self.back_button, "◀", _tr("Step back"), _tr("One action back (Left arrow)")),
            (
                self.forward_button,
                "▶",
                _tr("Step forward"),
                _tr("The next action (Right arrow)"),
            ),
            (self.end_button, "▶|", _tr("Go to the end"), _tr("The round's end (End)")),
            (
                self.previous_button,
                _tr("Previous decision"),
                "",
                _tr("The chosen player's previous decision (Shift+N)"),
            ),
            (
                self.next_button,
                _tr("Next decision"),
                "",
                _tr("The chosen player's next decision (N)"),
            ),
            (
                self.play_button,
                _tr("&Play from here"),
                "",
                _tr("Play on from this position with the same cards, in a practice game"),
            ),
            (
                self.duplicate_button,
                _tr("&Computer's play"),
                "",
                _tr("How would the computer have played these cards? (Shift+C)"),
            ),
        ):
            button.setText(text)
            button.setAccessibleName(name or text.replace("&", ""))
            button.setToolTip(tip)
        self.player.setAccessibleName(_tr("Whose decisions N and Shift+N go to"))
        self.player.setToolTip(self.player.accessibleName())
        self.slider.setAccessibleName(_tr("Position in the round"))
        self.steps.setAccessibleName(_tr("The round's actions"))
        self.round_end.retranslate()
        self.round_end.button.setText(_tr("Leave the review"))
        self.steps.clear()
        for step in range(controller.step_count() + 1):
            self.steps.addItem(controller.step_text(step))
        self._update_play_button()
        self.show_step(controller.step, speak=False)

    def _update_play_button(self) -> None:
        controller = self.controller
        allowed = controller.play_from_allowed
        self.play_button.setEnabled(controller.can_play_from(controller.step))
        if not allowed:
            self.play_button.setToolTip(
                _tr(
                    "Not in a ledger session: money is at stake. Play from here is for "
                    "practice games."
                )
            )

    def show_step(self, step: int, speak: bool = True) -> None:
        """The controls, the position's words and the steps' highlight for `step`."""
        controller = self.controller
        count = controller.step_count()
        text = controller.describe(step)
        self.position.setText(text)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.slider.setAccessibleDescription(text)
        self.view.setAccessibleDescription(text)
        if self.steps.count() > step:
            self.steps.setCurrentRow(step)
            self.steps.scrollToItem(self.steps.item(step))
        focus = QApplication.focusWidget()
        self.start_button.setEnabled(step > 0)
        self.back_button.setEnabled(step > 0)
        self.forward_button.setEnabled(step < count)
        self.end_button.setEnabled(step < count)
        if focus is not None and not focus.isEnabled():
            # The button pressed greyed out at the deal or the end: the table's
            # arrows step on (Qt would pass the focus to the next control).
            self.view.setFocus()
        self._update_play_button()
        if step < count:
            self.round_end.hide()
        if speak:
            announce(self.position, text)

    @Slot(int)
    def _on_row_lit(self, row: int) -> None:
        if row >= 0 and row != self.controller.step:
            self.controller.go_to(row)

    def chosen_player(self) -> int:
        value = self.player.currentData()
        return int(value) if value is not None else self.controller.reviewed_seat

    @Slot()
    def jump_to_decision(self, forward: bool) -> None:
        controller = self.controller
        player = self.chosen_player()
        step = controller.decision_after(player, forward)
        if step is None:
            name = controller.seat_name(player)
            text = (
                _tr("{name} has no later decision in this round.")
                if forward
                else _tr("{name} has no earlier decision in this round.")
            ).replace("{name}", name)
            self.position.setText(text)
            announce(self.position, text)
            return
        controller.go_to(step)

    def set_side_panel(self, widget: QWidget) -> None:
        """Show `widget` under the steps, in a scroll area: on a short window
        (or beside the ledger) it scrolls rather than squeezing its parts
        into one another."""
        old, holder = self.side_panel, self._side_scroll
        if holder is not None:
            holder.hide()
            holder.setParent(None)
            holder.deleteLater()
        elif old is not None:
            old.hide()
            old.setParent(None)
            old.deleteLater()
        self.side_panel = widget
        scroll = self._side_scroll = QScrollArea()
        scroll.setObjectName("reviewSidePanel")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(widget)
        # As wide as the panel's narrowest, with room for the scroll bar, where
        # the window has room: the splitter then never cuts its lines off at the
        # right. Beside the log and the ledger on a small window it is as narrow
        # as the list of steps and scrolls sideways, so entering a review never
        # widens the window.
        bar = scroll.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        scroll.setMinimumWidth(min(SIDE_MIN_WIDTH, widget.minimumSizeHint().width() + bar + 2))
        self.side.addWidget(scroll)
        # The steps keep a few lines; the panel takes the rest of the height.
        self.side.setStretchFactor(0, 1)
        self.side.setStretchFactor(self.side.indexOf(scroll), 3)
        widget.show()

    # ------------------------------------------------------------ model signals

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        if change.kind == "restore":
            focus = QApplication.focusWidget()
            had_focus = focus is not None and self.round_end.isAncestorOf(focus)
            self.round_end.hide()
            if had_focus:
                self.view.setFocus()

    @Slot(object)
    def _on_round_finished(self, result: RoundResult) -> None:
        delay = self.controller.model.duration(300)
        if delay:
            QTimer.singleShot(delay, self, lambda: self._show_result(result))
        else:
            self._show_result(result)

    def _show_result(self, result: RoundResult) -> None:
        rnd = self.controller.model.round
        if (
            rnd is not None
            and rnd.result is result
            and self.controller.step == self.controller.step_count()
        ):
            self.round_end.show_result(result)

    @Slot(str, str)
    def _on_refused(self, reason: str, code: str) -> None:
        self.position.setText(reason)
        announce(self.position, reason)
