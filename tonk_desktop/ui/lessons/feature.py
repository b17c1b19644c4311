"""The lessons as a feature of the main window: Help ▸ Learn to play, the lesson
list (chooser.py), the panel beside the table (panel.py), the tutor that plays
them on the real table (tutor.py), and the first-start offer.

    install_lessons(window, qsettings, offer=True)   # tonk's own start only

Only the program's own start makes the offer (as only it offers an interrupted
game): a window made by a test or a screenshot never asks. At that start the
offer comes before the game (ui/features.py): nothing is dealt until it is
answered; Learn to play starts the first lesson not yet done on the empty
table, No thanks (or closing the box) begins the game."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from tonk_desktop.ui.feature_window import Feature, FeatureWindow
from tonk_desktop.ui.lessons.chooser import TOUR, LessonList
from tonk_desktop.ui.lessons.panel import LessonPanel
from tonk_desktop.ui.lessons.progress import LessonProgress
from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.lessons.tutor import LessonTutor
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.text.translation import retranslate_now_and_later


def _tr(text: str) -> str:
    return QCoreApplication.translate("Lessons", text)


class LessonsFeature(Feature):
    """The window's lessons: Help ▸ Learn to play, the list, the panel, the tutor."""

    def __init__(self, window: FeatureWindow, qsettings: SettingsFile) -> None:
        super().__init__(window)
        self.progress = LessonProgress(qsettings)
        self.tutor = LessonTutor(window, self.progress)
        self.panel = LessonPanel(self.tutor, window.art, window.widget)
        window.add_dock(self.panel, Qt.DockWidgetArea.LeftDockWidgetArea, in_view_menu=False)
        self.panel.hide()
        self.panel.lessons_wanted.connect(self.open_list)
        self.panel.next_lesson_wanted.connect(self._next_lesson)
        self.tutor.ended.connect(self.panel.hide)
        self.dialog: LessonList | None = None
        self.offer: QMessageBox | None = None
        self.action = QAction(window.widget)
        self.action.setObjectName("learnAction")
        self.action.triggered.connect(self.open_list)
        window.add_to_menu("help", [self.action])
        window.set_hint_source(self.tutor.lesson_hint)
        window.hint_explained.connect(self._on_hint_explained)
        window.scene.hint_changed.connect(self._on_hint_changed)
        retranslate_now_and_later(self, self.retranslate)

    def retranslate(self) -> None:
        self.action.setText(_tr("&Learn to play…"))
        self.panel.retranslate()
        if self.dialog is not None:
            self.dialog.refresh()

    @Slot()
    def open_list(self) -> LessonList:
        dialog = self.dialog
        if dialog is None:
            dialog = self.dialog = LessonList(self.progress, self.window.widget)
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

    def offer_due(self) -> bool:
        """Is the first start's offer still to be made (never answered)?"""
        return not self.progress.offer_answered()

    def first_lesson(self) -> str:
        """The lesson a newcomer starts with: the first not yet done."""
        return next(
            (item.key for item in LESSONS if not self.progress.is_done(item.key)), LESSONS[0].key
        )

    def offer_once(self, declined: Callable[[], None] | None = None) -> QMessageBox | None:
        """At the first start, once: offer the lessons, before the game begins
        (the window waits for the answer). Learn to play starts the first
        lesson at once; No thanks, or closing the box, calls `declined` (the
        game begins). An answer, yes or no, is remembered; closing the box asks
        again at the next start."""
        if self.progress.offer_answered():
            if declined is not None:
                declined()
            return None
        box = QMessageBox(
            QMessageBox.Icon.Question,
            _tr("Learn to play Tonk?"),
            _tr(
                "New to Tonk? Short lessons on the table teach it from the start, by "
                "playing. You can find them later under Help ▸ Learn to play."
            ),
            parent=self.window.widget,
        )
        box.setObjectName("lessonOffer")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        yes = box.addButton(_tr("&Learn to play"), QMessageBox.ButtonRole.AcceptRole)
        no = box.addButton(_tr("&No, thanks"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(yes)
        box.setEscapeButton(no)

        def answered() -> None:
            button = box.clickedButton()
            if button is yes or button is no:
                self.progress.answer_offer()
            self.offer = None
            if button is yes and self.start(self.first_lesson()):
                return
            if declined is not None:
                declined()

        box.finished.connect(answered)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.offer = box
        return box


def install_lessons(
    window: FeatureWindow, qsettings: SettingsFile, offer: bool = False
) -> LessonsFeature:
    """Give `window` Help ▸ Learn to play and the lesson panel, progress kept in
    `qsettings`; with `offer`, the first start's offer (once the window is up)."""
    lessons = LessonsFeature(window, qsettings)
    if offer:
        QTimer.singleShot(0, lessons.offer_once)
    return lessons
