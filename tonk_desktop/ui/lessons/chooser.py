"""Help ▸ Learn to play: the lesson list, the first-start offer, and
`install_lessons`, which plugs both and the lesson panel into the window.

    install_lessons(window, qsettings, offer=True)   # tonk's own start only

Only the program's own start makes the offer (as only it offers an interrupted
game): a window made by a test or a screenshot never asks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ui.lessons.panel import LessonPanel
from tonk_desktop.ui.lessons.progress import LessonProgress
from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.lessons.tutor import LessonTutor
from tonk_desktop.ui.lessons.tutor import tr as lesson_tr
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.text.translation import retranslate_now_and_later

if TYPE_CHECKING:
    from tonk_desktop.ui.main_window import MainWindow

TOUR = "tour"


class LessonList(QDialog):
    """The lessons in order, each marked when done; the house-rules tour; and
    Practice with open cards. Not modal: the table stays in reach."""

    def __init__(self, progress: LessonProgress, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonList")
        self.progress = progress
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.list = QListWidget()
        self.list.setObjectName("lessonListItems")
        self.list.itemActivated.connect(lambda _item: self.accept())
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox()
        self.start_button = QPushButton()
        self.start_button.setObjectName("lessonStart")
        self.start_button.setDefault(True)
        self.practice_button = QPushButton()
        self.practice_button.setObjectName("lessonPractice")
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.practice_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        close.clicked.connect(self.reject)
        self.practice_wanted = False
        self.practice_button.clicked.connect(self._practice)
        layout.addWidget(buttons)
        self.resize(520, 440)
        self.refresh()

    def refresh(self) -> None:
        self.setWindowTitle(self.tr("Learn to play"))
        self.intro.setText(
            self.tr(
                "Short lessons on the real table, in order: each deals prepared cards and "
                "waits for your move. Any lesson can be played again."
            )
        )
        self.list.setAccessibleName(self.tr("Lessons"))
        self.list.setAccessibleDescription(self.intro.text())
        self.start_button.setText(self.tr("&Start"))
        self.practice_button.setText(self.tr("&Practice with open cards"))
        done = self.progress.done()
        current = max(self.list.currentRow(), 0)
        self.list.clear()
        first_undone = None
        for number, lesson in enumerate(LESSONS, start=1):
            mark = "✓ " if lesson.key in done else ""
            text = f"{mark}{number}. {lesson_tr(lesson.title)}\n    {lesson_tr(lesson.summary)}"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, lesson.key)
            state = self.tr("done") if lesson.key in done else self.tr("not done yet")
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole,
                f"{number}. {lesson_tr(lesson.title)} ({state}). {lesson_tr(lesson.summary)}",
            )
            self.list.addItem(item)
            if first_undone is None and lesson.key not in done:
                first_undone = number - 1
        tour = QListWidgetItem(self.tr("The house rules this table plays: a tour"))
        tour.setData(Qt.ItemDataRole.UserRole, TOUR)
        self.list.addItem(tour)
        self.list.setCurrentRow(
            first_undone if first_undone is not None and current == 0 else current
        )

    def chosen(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def choose(self, key: str) -> None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == key:
                self.list.setCurrentRow(row)

    @Slot()
    def _practice(self) -> None:
        self.practice_wanted = True
        self.accept()


class Lessons(QObject):
    """The window's lessons: Help ▸ Learn to play, the list, the panel, the tutor."""

    def __init__(self, window: MainWindow, qsettings: SettingsFile) -> None:
        super().__init__(window)
        self.window = window
        self.progress = LessonProgress(qsettings)
        self.tutor = LessonTutor(window, self.progress)
        self.panel = LessonPanel(self.tutor, window.art, window)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.panel)
        self.panel.hide()
        self.panel.lessons_wanted.connect(self.open_list)
        self.panel.next_lesson_wanted.connect(self._next_lesson)
        self.tutor.ended.connect(self.panel.hide)
        self.dialog: LessonList | None = None
        self.offer: QMessageBox | None = None
        self.action = QAction(window)
        self.action.setObjectName("learnAction")
        self.action.triggered.connect(self.open_list)
        menu = window.help_menu
        menu.insertAction(menu.actions()[0], self.action)
        window.lesson_hint = self.tutor.lesson_hint
        window.hint_explained.connect(self._on_hint_explained)
        window.scene.hint_changed.connect(self._on_hint_changed)
        retranslate_now_and_later(self, self.retranslate)

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Learn to play…"))
        self.panel.retranslate()
        if self.dialog is not None:
            self.dialog.refresh()

    @Slot()
    def open_list(self) -> LessonList:
        dialog = self.dialog
        if dialog is None:
            dialog = self.dialog = LessonList(self.progress, self.window)
            dialog.accepted.connect(self._on_chosen)
        dialog.practice_wanted = False
        dialog.refresh()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    @Slot()
    def _on_chosen(self) -> None:
        dialog = self.dialog
        assert dialog is not None
        if dialog.practice_wanted:
            self.practice()
            return
        key = dialog.chosen()
        if key == TOUR:
            self.tour()
        elif key is not None:
            self.start(key)

    def start(self, key: str) -> bool:
        lesson = next(lesson for lesson in LESSONS if lesson.key == key)
        if self.panel.in_tour:
            self.panel.tour.stop()
        if not self.tutor.start(lesson):
            return False
        self.panel.show()
        self.panel.refresh()
        step = self.tutor.step()
        if step is None or not step.is_read:
            self.window.view.setFocus()
        return True

    def practice(self) -> bool:
        if self.panel.in_tour:
            self.panel.tour.stop()
        if not self.tutor.start_practice():
            return False
        self.panel.hint_text = ""
        self.panel.show()
        self.panel.refresh()
        self.window.view.setFocus()
        return True

    def tour(self) -> None:
        self.panel.tour.rules = self.window.model.upcoming[0]
        self.panel.start_tour()

    @Slot()
    def _next_lesson(self) -> None:
        lesson = self.tutor.lesson
        keys = [item.key for item in LESSONS]
        if lesson is not None and keys.index(lesson.key) + 1 < len(keys):
            self.start(keys[keys.index(lesson.key) + 1])
        else:
            self.tour()

    @Slot(str)
    def _on_hint_explained(self, text: str) -> None:
        if self.tutor.practice:
            self.panel.show_hint_reason(text)

    @Slot(object)
    def _on_hint_changed(self, action: object) -> None:
        if action is None and self.panel.hint_text:
            self.panel.show_hint_reason("")  # played or dropped: its reason goes too

    # ------------------------------------------------------------ first start

    def offer_once(self) -> QMessageBox | None:
        """At the first start, once: offer the lessons, without blocking the
        table. An answer, yes or no, is remembered; closing the box asks again
        at the next start."""
        if self.progress.offer_answered():
            return None
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Learn to play Tonk?"),
            self.tr(
                "New to Tonk? Short lessons on the table teach it from the start, by "
                "playing. You can find them later under Help ▸ Learn to play."
            ),
            parent=self.window,
        )
        box.setObjectName("lessonOffer")
        box.setWindowModality(Qt.WindowModality.NonModal)
        yes = box.addButton(self.tr("&Learn to play"), QMessageBox.ButtonRole.AcceptRole)
        no = box.addButton(self.tr("&No, thanks"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(yes)

        def answered(button: object) -> None:
            if button is yes or button is no:
                self.progress.answer_offer()
            if button is yes:
                self.open_list()

        box.buttonClicked.connect(answered)
        box.show()
        self.offer = box
        return box


def install_lessons(window: MainWindow, qsettings: SettingsFile, offer: bool = False) -> Lessons:
    """Give `window` Help ▸ Learn to play and the lesson panel, progress kept in
    `qsettings`; with `offer`, the first start's offer (once the window is up)."""
    lessons = Lessons(window, qsettings)
    window.lessons = lessons
    if offer:
        QTimer.singleShot(0, lessons.offer_once)
    return lessons
