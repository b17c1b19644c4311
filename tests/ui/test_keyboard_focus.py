"""The keyboard player's comforts: the keys work on the hand again after a
dialog closes, the focused card's mark shows on every felt, D discards the one
card left, and F2 deals a new game (asking first, as New game does)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QPushButton, QTextBrowser
from pytestqt.qtbot import QtBot
from tablekit import make_window, wait_for_your_turn

from tonk_desktop.engine import Card, Discard, Draw, Hit, LaySpread
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.settings.store import TABLE_COLOURS
from tonk_desktop.ui.text.translation import install_language


def active_window(qtbot: QtBot) -> MainWindow:
    window = make_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window


def press(window: MainWindow, key: Qt.Key) -> None:
    """A key as a person presses it: to the widget with the window's focus."""
    QTest.keyClick(window.focusWidget() or window, key)
    QApplication.processEvents()


def open_dialog(qtbot: QtBot, window: MainWindow, open_it: object) -> QDialog:
    before = set(window.findChildren(QDialog))
    assert callable(open_it)
    open_it()
    qtbot.waitUntil(lambda: bool(set(window.findChildren(QDialog)) - before), timeout=2000)
    (dialog,) = set(window.findChildren(QDialog)) - before
    return dialog


@pytest.mark.parametrize("which", ["shortcuts", "rules"])
def test_after_a_dialog_closes_the_arrows_space_and_esc_work_on_the_hand(
    qtbot: QtBot, which: str
) -> None:
    window = active_window(qtbot)
    window.log.setFocus()  # the person had clicked into the game log
    action = window.shortcuts_action if which == "shortcuts" else window.rules_action
    dialog = open_dialog(qtbot, window, action.trigger)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    close = box.findChildren(QPushButton)[0]
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    window.activateWindow()  # the window manager gives the window back
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    assert window.focusWidget() is window.view
    scene = window.scene
    press(window, Qt.Key.Key_Right)
    assert scene.focused_card() == scene.hand_order()[0]
    press(window, Qt.Key.Key_Space)
    assert scene.selected_cards() == [scene.hand_order()[0]]
    press(window, Qt.Key.Key_Escape)
    assert scene.selected_cards() == []


def ring_pixels(window: MainWindow, colour: str) -> tuple[int, int]:
    """On felt of `colour`, with the focus on the middle card of the hand: how
    many pixels around that card the focus mark makes darker than they were
    without it, and how many lighter."""
    window.set_table_colour(QColor(colour))
    scene = window.scene
    middle = len(scene.hand_order()) // 2
    scene.selection.focus = middle
    item = scene.hand_items()[middle]
    rect = item.mapRectToScene(QRectF(-8, -8, item.width + 16, item.height + 16))
    area = window.view.mapFromScene(rect).boundingRect()

    def shot(shown: bool) -> QImage:
        scene.show_focus_ring(shown)
        QApplication.processEvents()
        return window.view.viewport().grab(area).toImage()

    plain, marked = shot(False), shot(True)
    darker = lighter = 0
    for y in range(plain.height()):
        for x in range(plain.width()):
            before = plain.pixelColor(x, y).lightnessF()
            after = marked.pixelColor(x, y).lightnessF()
            if after < before - 0.25:
                darker += 1
            elif after > before + 0.25:
                lighter += 1
    return darker, lighter


@pytest.mark.parametrize("colour", TABLE_COLOURS)
def test_the_focus_mark_shows_on_every_felt_and_against_the_card(qtbot: QtBot, colour: str) -> None:
    """A two-tone mark: light dashes show on the felt, a dark edge parts them
    from the white card beside them, whatever the table's colour."""
    window = active_window(qtbot)
    darker, lighter = ring_pixels(window, colour)
    assert lighter > 60, (colour, lighter)
    assert darker > 60, (colour, darker)


def test_d_discards_the_one_card_left_in_the_hand(qtbot: QtBot) -> None:
    window = active_window(qtbot)
    model = window.model
    rnd = model.round
    assert rnd is not None
    # You: 5♣ 6♣ 7♣ 9♥ 2♦; draw 8♣, lay 5♣ 6♣ 7♣ 8♣, throw 2♦; next turn draw 9♣, hit with it.
    model.apply(Draw("stock"))
    model.apply(LaySpread(tuple(Card.parse(n) for n in ("5C", "6C", "7C", "8C"))))
    model.apply(Discard(Card.parse("2D")))
    wait_for_your_turn(qtbot, window)
    model.apply(Draw("stock"))
    model.apply(Hit(Card.parse("9C"), 0))
    assert rnd.hand(0) == (Card.parse("9H"),) and not rnd.is_over
    window.view.setFocus()
    assert window.scene.focused_card() is None and window.scene.selected_cards() == []
    press(window, Qt.Key.Key_D)
    assert rnd.is_over or Card.parse("9H") not in rnd.hand(0)
    assert "Select the card" not in window.statusBar().currentMessage()


@pytest.mark.parametrize("agree", [True, False])
def test_f2_deals_a_new_game_asking_first_when_a_round_is_under_way(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, agree: bool
) -> None:
    window = active_window(qtbot)
    rnd = window.model.round
    asked: list[str] = []

    def confirm(leaving: str) -> bool:
        asked.append(leaving)
        return agree

    monkeypatch.setattr(window, "confirm_leaving_round", confirm)
    window.view.setFocus()
    press(window, Qt.Key.Key_F2)
    assert asked == ["new_game"]
    assert (window.model.round is not rnd) == agree


@pytest.mark.parametrize("language", ["en", "ja", "hu", "ru"])
def test_the_shortcuts_list_f2_for_a_new_game_in_every_language(
    qtbot: QtBot, app_language: QApplication, language: str
) -> None:
    install_language(app_language, language)
    window = make_window(qtbot)
    dialog = open_dialog(qtbot, window, window.shortcuts_action.trigger)
    browser = dialog.findChild(QTextBrowser)
    assert browser is not None
    new_game = QApplication.translate("MainWindow", "New game")
    lines = [line.strip() for line in browser.toPlainText().splitlines()]
    row = lines.index(new_game)
    assert "F2" in lines[row - 1], lines[row - 1 : row + 1]
    dialog.close()
