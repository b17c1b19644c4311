"""What the player has learnt, kept in the settings file beside the settings:
which lessons were played to their end, and whether the first-start offer of
the lessons was answered. A value that cannot be read counts as nothing done
(a lesson can always be played again) and is rewritten at the next save."""

from __future__ import annotations

from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.settings.settings_file import SettingsFile

DONE_KEY = "lessons/done"
OFFER_KEY = "lessons/offer_answered"


class LessonProgress:
    """Done lessons and the first-start offer, read from and written to `qsettings`."""

    def __init__(self, qsettings: SettingsFile) -> None:
        self.qsettings = qsettings

    def done(self) -> set[str]:
        """The keys of the lessons played to their end (unknown keys are ignored)."""
        raw = self.qsettings.value(DONE_KEY, "")
        if isinstance(raw, list):
            words = [str(word) for word in raw]
        elif isinstance(raw, str):
            words = raw.split(",")
        else:
            words = []
        known = {lesson.key for lesson in LESSONS}
        return {word.strip() for word in words if word.strip() in known}

    def is_done(self, key: str) -> bool:
        return key in self.done()

    def mark_done(self, key: str) -> None:
        keys = self.done() | {key}
        order = [lesson.key for lesson in LESSONS if lesson.key in keys]
        self.qsettings.setValue(DONE_KEY, ",".join(order))
        self.qsettings.sync()

    def offer_answered(self) -> bool:
        raw = self.qsettings.value(OFFER_KEY, False)
        return raw is True or (isinstance(raw, str) and raw.strip().lower() in ("true", "1"))

    def answer_offer(self) -> None:
        """The first-start offer was answered (yes or no): it is not made again."""
        self.qsettings.setValue(OFFER_KEY, True)
        self.qsettings.sync()
