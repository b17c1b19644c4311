"""Every label Tab stops on (for a screen reader) is framed while it has the
focus, so a person moving with Tab sees where it is: the coach panel's
hindsight and trend, the statistics' figures, the lesson's words (the
duplicate views' own: `test_duplicate_view.py`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot
from tablekit import make_window

from tonk_desktop.ai.coach import CoachSettings
from tonk_desktop.ledger import Ledger
from tonk_desktop.ui.ledger.lifetime import StatisticsDialog
from tonk_desktop.ui.ledger.screenshot import record_demo_lifetime
from tonk_desktop.ui.lessons.feature import install_lessons
from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.review.coach_panel import CoachPanel
from tonk_desktop.ui.settings.settings_file import SettingsFile


def framed_on_focus(qtbot: QtBot, window: QWidget, label: QLabel) -> bool:
    """Does `label`, a stop of Tab, look different once it has the focus?"""
    assert label.focusPolicy() & Qt.FocusPolicy.TabFocus, label.objectName()
    window.activateWindow()
    qtbot.waitUntil(label.isVisible)
    before = label.grab().toImage()
    label.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(label.hasFocus)
    return label.grab().toImage() != before


def test_the_coach_panels_words_are_framed(qtbot: QtBot) -> None:
    panel = CoachPanel(settings=CoachSettings(samples=96, weighed=192), in_process=False)
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    for label, box in ((panel.hindsight, panel.hindsight_box), (panel.trend, panel.session_box)):
        label.setText("With the cards as they lay, the better move would have won +1.00.")
        box.show()
        assert framed_on_focus(qtbot, panel, label), label.objectName()


def test_the_statistics_figures_are_framed(qtbot: QtBot, tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite3")
    record_demo_lifetime(ledger, rounds=12)
    dialog = StatisticsDialog(ledger, "You")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for key in ("net", "current"):
        assert framed_on_focus(qtbot, dialog, dialog.figures[key]), key


def test_the_lessons_words_are_framed(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, players=3, deal=False)
    lessons = install_lessons(window, SettingsFile(tmp_path / "settings.json"))
    assert lessons.start(LESSONS[0].key)
    assert framed_on_focus(qtbot, window, lessons.panel.text)
