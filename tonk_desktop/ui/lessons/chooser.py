"""Help ▸ Learn to play's list: the lessons in order, the house-rules tour and
Practice with open cards (the lessons feature, ui/lessons/feature.py, opens it)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ui.lessons.progress import LessonProgress
from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.lessons.tutor import tr as lesson_tr

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
