"""The lesson panel beside the table: the lesson's title, the step's text, why
a move was refused, and the buttons Next, Show me, Lessons and End. In the
open-cards practice it explains the hint instead. A screen reader reads the
step and its target from the panel's text, and hears each new step announced.
In the house-rules tour it shows one switch at a time with its card example.

A lesson owns the keys while it runs: the round-end panel's buttons never keep
the keyboard (a focus given them goes to the lesson's Next), and while a page
is to be read Enter, Space and N turn it, on the cards as on Next (N from
elsewhere too: `LessonTutor` answers the model's next round with the page)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ui.lessons.tour import TourPage
from tonk_desktop.ui.lessons.tutor import LessonTutor
from tonk_desktop.ui.tab_stop import tab_stop
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.table.items import named


class LessonPanel(QDockWidget):
    """The dock that shows the lesson (or the tour) and its buttons."""

    lessons_wanted = Signal()  # the person asks for the lesson list
    next_lesson_wanted = Signal()

    def __init__(self, tutor: LessonTutor, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tutor = tutor
        self.art = art
        self.setObjectName("lessonDock")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        body = named(QWidget(), "lessonPanel")
        layout = QVBoxLayout(body)
        self.title = named(QLabel(), "lessonTitle")
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.counter = named(QLabel(), "lessonCounter")
        self.text = named(QLabel(), "lessonText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        bigger = QFont(self.text.font())
        bigger.setPointSizeF(bigger.pointSizeF() * 1.1)
        self.text.setFont(bigger)
        tab_stop(self.text)  # a screen reader can stop on it
        self.feedback = named(QLabel(), "lessonFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback.setStyleSheet(
            "#lessonFeedback { color: #8a1c00; background: #fff0e0; border: 1px solid #e0a070;"
            " border-radius: 4px; padding: 4px; }"
        )
        self.tour = TourPage(art)
        self.tour.setObjectName("lessonTour")
        for widget in (self.title, self.counter, self.text, self.feedback, self.tour):
            layout.addWidget(widget)
        layout.addStretch(1)
        row = QHBoxLayout()
        self.next_button = named(QPushButton(), "lessonNext")
        self.next_button.clicked.connect(self._next)
        self.back_button = named(QPushButton(), "lessonBack")
        self.back_button.clicked.connect(self.tour.back)
        self.show_button = named(QPushButton(), "lessonShowMe")
        self.show_button.clicked.connect(tutor.show_me)
        for button in (self.back_button, self.next_button, self.show_button):
            button.setAutoDefault(True)  # Enter presses the button with the focus
            row.addWidget(button)
        layout.addLayout(row)
        row2 = QHBoxLayout()
        self.list_button = named(QPushButton(), "lessonList")
        self.list_button.clicked.connect(self.lessons_wanted)
        self.end_button = named(QPushButton(), "lessonEnd")
        self.end_button.clicked.connect(self._end)
        for button in (self.list_button, self.end_button):
            button.setAutoDefault(True)
            row2.addWidget(button)
        layout.addLayout(row2)
        self.setWidget(body)
        body.setMinimumWidth(230)
        tutor.changed.connect(self.refresh)
        self.tour.changed.connect(self.refresh)
        self.hint_text = ""
        self._result_buttons = tutor.window.round_end.findChildren(QPushButton)
        for button in self._result_buttons:
            button.installEventFilter(self)
        tutor.window.view.installEventFilter(self)
        self.next_button.installEventFilter(self)
        self.retranslate()
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.FocusIn and watched in self._result_buttons:
            # The round's result came up (its button took the focus) or Tab
            # reached it: in a lesson the keys stay the lesson's, on its Next
            # while a page is to be read, else on the cards.
            if self._owns_the_keys():
                if self._page_to_read():
                    self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
                else:
                    self.tutor.window.view.setFocus(Qt.FocusReason.OtherFocusReason)
            return False
        if (
            kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
            and isinstance(event, QKeyEvent)
            and self._is_next_key(watched, event)
            and self._page_to_read()
        ):
            # Taken before the window's N (Next round) and the cards' Enter and
            # Space: the page is turned.
            event.accept()
            if kind == QEvent.Type.KeyPress and not event.isAutoRepeat():
                self.next_button.click()
            return True
        return False

    def _is_next_key(self, watched: QObject, event: QKeyEvent) -> bool:
        """Enter, Space or N on the cards, or N on Next (which answers Enter
        and Space itself)."""
        if event.modifiers() not in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        ):
            return False
        if watched is self.next_button:
            return event.key() == Qt.Key.Key_N
        if watched is self.tutor.window.view:
            return event.key() in (
                Qt.Key.Key_Return,
                Qt.Key.Key_Enter,
                Qt.Key.Key_Space,
                Qt.Key.Key_N,
            )
        return False

    def _owns_the_keys(self) -> bool:
        """Is a lesson being played (not yet done), its panel on show?"""
        tutor = self.tutor
        return (
            tutor.lesson is not None
            and not tutor.is_complete
            and not self.tour.active
            and self.isVisible()
        )

    def _page_to_read(self) -> bool:
        """Is the lesson at a page to read, its Next on offer?"""
        step = self.tutor.step()
        return (
            self._owns_the_keys()
            and step is not None
            and step.is_read
            and self.next_button.isVisible()
            and self.next_button.isEnabled()
        )

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Learn to play"))
        self.show_button.setText(self.tr("Show &me"))
        self.show_button.setToolTip(self.tr("Make this step's move for me"))
        self.back_button.setText(self.tr("&Back"))
        self.list_button.setText(self.tr("&Lessons…"))
        self.tour.retranslate()
        self.refresh()

    @property
    def in_tour(self) -> bool:
        return self.tour.active

    def start_tour(self) -> None:
        self.tour.start()
        self.show()
        self.next_button.setFocus()

    @Slot()
    def _next(self) -> None:
        if self.tour.active:
            self.tour.forward()
            return
        tutor = self.tutor
        if tutor.is_complete:
            self.next_lesson_wanted.emit()
            return
        tutor.next_page()
        step = tutor.step()
        if step is None or not step.is_read:
            tutor.window.view.setFocus()  # back to the cards for the move

    @Slot()
    def _end(self) -> None:
        if self.tour.active:
            self.tour.stop()
            if not self.tutor.active:
                self.hide()
            return
        self.tutor.stop()
        self.hide()

    @Slot()
    def refresh(self) -> None:
        tutor = self.tutor
        lesson = tutor.lesson
        tour = self.tour.active
        self.tour.setVisible(tour)
        self.back_button.setVisible(tour)
        self.text.setVisible(not tour)
        if tour:
            self.title.setText(self.tr("This table's house rules"))
            self.counter.setText(self.tour.counter_text())
            self.feedback.hide()
            self.next_button.setText(self.tr("&Next"))
            self.next_button.setEnabled(self.tour.can_forward())
            self.back_button.setEnabled(self.tour.can_back())
            self.show_button.hide()
            self.end_button.setText(self.tr("&End the tour"))
            self.setAccessibleDescription(self.tour.spoken())
            return
        if tutor.practice:
            self.title.setText(self.tr("Practice with open cards"))
            self.counter.setText("")
            self.text.setText(
                self.tr(
                    "Every hand is face up: watch how the computer players play. Press H "
                    "for a hint: the status bar and this panel say why it is the move."
                )
                + ("\n\n" + self.hint_text if self.hint_text else "")
            )
            self.feedback.hide()
            self.next_button.hide()
            self.show_button.hide()
            self.end_button.setText(self.tr("&End practice"))
            self.text.setAccessibleName(self.text.text())
            return
        if lesson is None:
            return
        from tonk_desktop.ui.lessons.tutor import tr as lesson_tr

        self.title.setText(lesson_tr(lesson.title))
        here, total = tutor.step_number()
        self.counter.setText(
            self.tr("Step {n} of {total}")
            .replace("{n}", QLocale().toString(here))
            .replace("{total}", QLocale().toString(total))
        )
        step = tutor.step()
        text = tutor.step_text()
        self.text.setText(text)
        self.feedback.setText(tutor.feedback)
        self.feedback.setVisible(bool(tutor.feedback))
        self.next_button.show()
        if tutor.is_complete:
            self.next_button.setText(self.tr("&Next lesson"))
            self.next_button.setEnabled(True)
        else:
            self.next_button.setText(self.tr("&Next"))
            self.next_button.setEnabled(step is not None and step.is_read)
        self.show_button.setVisible(not tutor.is_complete)
        self.show_button.setEnabled(step is not None and step.by == 0)
        self.end_button.setText(self.tr("&End the lesson"))
        spoken = " ".join(part for part in (text, tutor.target_text(), tutor.feedback) if part)
        self.text.setAccessibleName(spoken)
        self.setAccessibleDescription(spoken)
        self.next_button.setAccessibleDescription(text if step is not None and step.is_read else "")
        if step is not None and step.is_read and self.isVisible():
            self.next_button.setFocus()

    def show_hint_reason(self, text: str) -> None:
        """In the open-cards practice: the hint's move and why, kept in the panel."""
        self.hint_text = text
        self.refresh()
