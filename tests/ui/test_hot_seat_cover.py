"""The hot-seat cover cannot be played through: until the next person clicks it
(or presses its key), no key, button, menu item or drag acts on the table, and
nothing of the hand under it is said -- not in the status bar, the turn prompt,
a hint, nor to a screen reader."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tablekit import drag, point_of, settings_of

from tonk_desktop.engine import Knock, Seat, choose_first_dealer
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.settings.feature import install_settings, model_from_settings
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings, save_settings
from tonk_desktop.ui.table.hot_seat import HandOffOverlay, HotSeatModel
from tonk_desktop.ui.text.reasons import card_name, card_symbol


def first_dealer_seed(dealer: int, players: int = 3) -> int:
    return next(
        seed
        for seed in range(100)
        if choose_first_dealer(players, random.Random(seed))[0] == dealer
    )


def covered_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, HandOffOverlay]:
    """Ann, Bob and the computer Cal; Ann plays first and her hand lies at the
    bottom, face down under the cover, until she says she is at the screen."""
    settings = AppSettings(seats=(Seat("Ann"), Seat("Bob"), Seat("Cal", "easy")))
    qsettings = SettingsFile(tmp_path / "settings.json")
    save_settings(qsettings, settings)
    model = model_from_settings(settings, seed=first_dealer_seed(2))
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, seed=1, start=False)
    window.bots.paused = True
    qtbot.addWidget(window)
    install_settings(window, settings, [], qsettings)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    model.new_game()
    QApplication.processEvents()
    rnd = model.round
    assert isinstance(model, HotSeatModel)
    assert rnd is not None and rnd.current == model.you == 0
    hot_seat = settings_of(window).hot_seat
    assert hot_seat is not None
    overlay = hot_seat.overlay
    assert overlay.isVisible()
    return window, overlay


def secrets_said(window: MainWindow) -> list[str]:
    """What the window says now that tells anything of Ann's hand."""
    rnd = window.model.round
    assert rnd is not None
    said = [window.statusBar().currentMessage(), window.prompt.text()]
    cards = [card_symbol(card) for card in rnd.hand(0)]
    found = [text for text in said for symbol in cards if symbol in text]
    found += [text for text in said if "Hint" in text or "Your turn" in text]
    return found


@pytest.fixture
def screen_reader(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names a screen reader would be told of, by focus events."""
    told: list[str] = []

    def update(event: QAccessibleEvent) -> None:
        interface = event.accessibleInterface()
        if interface is not None:
            told.append(interface.text(QAccessible.Text.Name))

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(update))
    return told


def test_no_key_plays_or_hints_for_the_person_under_the_cover(
    qtbot: QtBot, tmp_path: Path, screen_reader: list[str]
) -> None:
    window, overlay = covered_window(qtbot, tmp_path)
    model = window.model
    rnd = model.round
    assert rnd is not None
    hand = list(window.scene.hand_order())
    # Under the cover, the buttons and the Play menu are off, and the prompt
    # tells nobody what the hidden hand may do.
    for control in (window.knock_button, window.hint_button):
        assert not control.isEnabled(), control.objectName()
    for action in (
        window.knock_action,
        window.draw_stock_action,
        window.draw_discard_action,
        window.spread_action,
        window.discard_action,
        window.hint_action,
        window.undo_action,
        window.redo_action,
    ):
        assert not action.isEnabled(), action.text()
    assert secrets_said(window) == []
    # Every key on the window, on the table view and on the cover itself.
    keys = [
        Qt.Key.Key_H,
        Qt.Key.Key_T,
        Qt.Key.Key_P,
        Qt.Key.Key_K,
        Qt.Key.Key_S,
        Qt.Key.Key_D,
        Qt.Key.Key_Right,
        Qt.Key.Key_Down,
        Qt.Key.Key_Escape,
    ]
    for target in (window, window.view, overlay):
        for key in keys:
            QTest.keyClick(target, key)
            QApplication.processEvents()
            assert secrets_said(window) == [], (target, key)
    # Enter and Space on the table view (the cover's keys only on the cover).
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        QTest.keyClick(window.view, key)
        QApplication.processEvents()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.hint_button.click()
    window.knock_button.click()
    qtbot.wait(400)  # a hint asked for would have come by now
    assert rnd.history == [] and rnd.current == 0  # nothing was played
    assert window.scene.hand_order() == hand
    assert window.scene.selected_cards() == [] and window.scene.hint is None
    assert window.scene.focused_card() is None
    assert secrets_said(window) == []
    names = {card_name(card) for card in rnd.hand(0)}
    assert not names & set(screen_reader), screen_reader
    assert overlay.isVisible()

    # Ann takes the computer: the keys are hers again.
    QTest.keyClick(overlay, Qt.Key.Key_Return)
    assert not overlay.isVisible()
    assert window.knock_button.isEnabled() == (Knock() in rnd.legal_actions())
    assert window.hint_button.isEnabled() and window.draw_stock_action.isEnabled()
    assert "Your turn" in window.prompt.text()
    QTest.keyClick(window, Qt.Key.Key_T)
    assert len(rnd.history) == 1 and len(rnd.hand(0)) == 6


def test_a_drag_under_the_cover_draws_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    window, overlay = covered_window(qtbot, tmp_path)
    rnd = window.model.round
    assert rnd is not None
    scene = window.scene
    hand = scene.hand_items()
    start = point_of(window, scene.stock_item())
    drag(window, start, point_of(window, hand[len(hand) // 2]))
    QApplication.processEvents()
    assert rnd.history == []
    # Nor can a card of the hidden hand be picked up and moved.
    order = scene.hand_order()
    drag(window, point_of(window, hand[0]), point_of(window, hand[-1]))
    QApplication.processEvents()
    assert scene.hand_order() == order and scene.selected_cards() == []
    assert overlay.isVisible()


def test_an_enter_held_down_does_not_lift_the_cover(qtbot: QtBot, tmp_path: Path) -> None:
    """Ann played her turn with Enter; the key repeating must not show Bob's hand
    to her: only a fresh press lifts the cover."""
    window, overlay = covered_window(qtbot, tmp_path)
    QTest.keyClick(overlay, Qt.Key.Key_Return)  # Ann at the screen
    rnd = window.model.round
    assert rnd is not None
    QTest.keyClick(window, Qt.Key.Key_T)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_D)
    assert rnd.current == 1 and overlay.isVisible() and overlay.name == "Bob"
    repeated = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True
    )
    QApplication.sendEvent(overlay, repeated)
    assert overlay.isVisible() and window.model.you == 0
    QTest.keyClick(overlay, Qt.Key.Key_Return)  # Bob's own press
    assert not overlay.isVisible() and window.model.you == 1
