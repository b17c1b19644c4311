"""Comfort: full screen on F11, the platform's settings key (Ctrl+, where it has
none), and larger cards that the table lays out around, chosen on the same page
as the four-colour deck."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox
from pytestqt.qtbot import QtBot

from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.settings.dialog import SettingsDialog
from tonk_desktop.ui.settings.feature import SettingsFeature, install_settings, model_from_settings
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings, load_settings
from tonk_desktop.ui.table.layout import CARD_SCALES, table_geometry


@pytest.fixture
def qsettings(tmp_path: Path) -> SettingsFile:
    return SettingsFile(tmp_path / "settings.json")


def make_window(
    qtbot: QtBot, qsettings: SettingsFile, settings: AppSettings | None = None
) -> tuple[MainWindow, SettingsFeature]:
    settings = settings or AppSettings()
    model = model_from_settings(settings, seed=3)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, seed=3, start=False)
    window.bots.paused = True
    qtbot.addWidget(window)
    settings_feature = install_settings(window, settings, [], qsettings)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    model.new_game()
    QApplication.processEvents()
    return window, settings_feature


def test_f11_toggles_full_screen(qtbot: QtBot, qsettings: SettingsFile) -> None:
    window, _ = make_window(qtbot, qsettings)
    assert QKeySequence("F11") in window.full_screen_action.shortcuts()
    assert window.full_screen_action in window.view_menu.actions()
    QTest.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    QTest.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()


def test_the_settings_key_opens_the_settings(qtbot: QtBot, qsettings: SettingsFile) -> None:
    window, settings_feature = make_window(qtbot, qsettings)
    key = settings_feature.settings_action.shortcut()
    platform = QKeySequence(QKeySequence.StandardKey.Preferences)
    assert key == (platform if not platform.isEmpty() else QKeySequence("Ctrl+,"))
    QTest.keySequence(window.view, key)
    qtbot.waitUntil(lambda: window.findChild(SettingsDialog) is not None)
    dialog = window.findChild(SettingsDialog)
    assert dialog is not None
    dialog.reject()


def test_larger_cards_are_chosen_beside_the_four_colour_deck_and_kept(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    window, settings_feature = make_window(qtbot, qsettings)
    geometry = window.scene.geometry
    assert geometry is not None
    normal = geometry.card_width
    dialog = settings_feature.open_settings()
    page = dialog.table_page
    size = page.findChild(QComboBox, "cardSize")
    assert size is not None and page.findChild(QCheckBox, "fourColour") is not None
    size.setFocus()
    QTest.keyClick(size, Qt.Key.Key_End)  # the keyboard reaches it: "Largest"
    assert size.currentData() == "largest"
    dialog.ok_button.click()
    geometry = window.scene.geometry
    assert geometry is not None and geometry.card_width > normal * 1.15
    hand = window.scene.hand_items()
    assert hand and all(item.width > normal * 1.15 for item in hand)
    badge = window.scene.furniture.total_label.sceneBoundingRect()
    assert not any(item.sceneBoundingRect().intersects(badge) for item in window.scene.hand_items())
    assert load_settings(qsettings)[0].card_size == "largest"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("scale", list(CARD_SCALES.values()))
@pytest.mark.parametrize("size", [(800, 560), (850, 680), (1400, 900), (1900, 1000)])
def test_larger_cards_still_fit_the_table(
    players: int, scale: float, size: tuple[int, int]
) -> None:
    width, height = size
    g = table_geometry(width, height, players, 0, 40.0, scale)
    you = g.seats[0]
    # every seat, the piles and your hand stay on the table
    assert you.hand_center.x() + you.hand_width / 2 <= width
    assert g.stock.y() >= 0 and g.discard.x() + g.card_width <= width
    assert you.hand_center.y() + g.card_height <= height
    assert g.table.bottom() <= you.hand_center.y()


def test_a_saved_card_size_that_is_no_size_falls_back_and_says_so(qsettings: SettingsFile) -> None:
    qsettings.setValue("table/card_size", "gigantic")
    settings, notices = load_settings(qsettings)
    assert settings.card_size == "normal"
    assert notices and any("gigantic" in notice for notice in notices)
