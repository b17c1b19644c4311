"""`tonk --screenshot FILE --view lesson:N[:STEP]`: a lesson's step on the table
(N from 1, STEP from 1: the steps the person reads or plays); `lesson:tour` the
house-rules tour; `lesson:list` the lesson list. The lessons' progress is kept
in a throwaway settings file: a picture never touches the player's own."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from tonk_desktop.ui.lessons.feature import LessonsFeature
from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.settings.settings_file import SettingsFile


def parse_lesson_view(view: str) -> tuple[str, int]:
    """ "lesson:3:2" -> ("3", 2); "lesson:tour" -> ("tour", 1). A ValueError
    says what is wrong."""
    parts = view.split(":")
    if parts[0] != "lesson" or len(parts) not in (2, 3):
        raise ValueError(f"not a lesson view: {view!r} (lesson:N or lesson:N:STEP)")
    what = parts[1]
    step = 1
    if len(parts) == 3:
        if not parts[2].isdigit() or int(parts[2]) < 1:
            raise ValueError(f"the step must be a number from 1, not {parts[2]!r}")
        step = int(parts[2])
    if what in ("tour", "list"):
        return what, step
    if not what.isdigit() or not 1 <= int(what) <= len(LESSONS):
        raise ValueError(f"the lesson must be 1 to {len(LESSONS)}, 'tour' or 'list', not {what!r}")
    return what, step


def throwaway_settings() -> SettingsFile:
    """Where a picture's lessons keep their progress: a fresh file of its own."""
    folder = tempfile.mkdtemp(prefix="tonk-lesson-shot-")
    return SettingsFile(Path(folder) / "settings.json")


def stage_lesson(lessons: LessonsFeature, what: str, step: int) -> QWidget | None:
    """Open the lesson (or the tour, or the list) at `step`; the window to
    picture besides the main one (the list), if any."""
    if what == "list":
        return lessons.open_list()
    if what == "tour":
        lessons.tour()
        for _ in range(step - 1):
            lessons.panel.tour.forward()
        return None
    lessons.start(LESSONS[int(what) - 1].key)
    advance(lessons, step)
    return None


def advance(lessons: LessonsFeature, step: int) -> None:
    """Play the lesson on to its `step`-th step (computers' moves at once)."""
    tutor = lessons.tutor
    for _ in range(200):
        QApplication.processEvents()
        current = tutor.step()
        if current is None:
            if tutor.is_complete:
                return
            tutor.next_page()
            continue
        if current.by != 0:
            tutor._play_computer()
            continue
        if tutor.step_number()[0] >= step:
            return
        tutor.show_me()
