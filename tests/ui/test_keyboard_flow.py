"""Playing from the keyboard alone, round after round: the focus comes back to
the cards after the round-end panel, a hinted knock plays with Enter, Enter plays
what is selected rather than a move shown earlier, D refuses an ambiguous
selection, and a status line about a move goes once the move is played."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tablekit import HANDS, STOCK_TOP, UP_CARD, make_window, stacked

from tonk_desktop.engine import Card, Discard, Draw, Knock
from tonk_desktop.ui.main_window import MainWindow


def active_window(qtbot: QtBot) -> MainWindow:
    window = make_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.view.setFocus()
    return window


def key(window: MainWindow, name: Qt.Key) -> None:
    QTest.keyClick(window.view, name)
    QApplication.processEvents()


def test_after_the_round_end_the_arrows_and_space_work_on_the_new_hand(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = active_window(qtbot)
    model = window.model
    # The next deal is known too (a random one might be a dealt tonk, over at once).
    deal_next = model.next_round
    monkeypatch.setattr(model, "next_round", lambda: deal_next(stacked(HANDS, UP_CARD, STOCK_TOP)))
    key(window, Qt.Key.Key_K)  # knock at once: the round is over
    qtbot.waitUntil(window.round_end.isVisible, timeout=2000)
    assert window.round_end.button.hasFocus()
    QTest.keyClick(window.round_end.button, Qt.Key.Key_Return)  # the panel's button
    qtbot.waitUntil(lambda: not window.round_end.isVisible(), timeout=2000)
    QApplication.processEvents()
    rnd = window.model.round
    assert rnd is not None and not rnd.is_over
    assert not window.round_end.isVisible()
    assert window.view.hasFocus()
    order = window.scene.hand_order()
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, Qt.Key.Key_Right)
    QTest.keyClick(focused, Qt.Key.Key_Space)
    assert window.scene.selected_cards() == [order[0]]
    assert window.scene.hand_order() == order  # Space did not press a sort button


def test_a_hinted_knock_plays_with_enter(qtbot: QtBot) -> None:
    window = active_window(qtbot)
    rnd = window.model.round
    assert rnd is not None
    window._hint_position = len(rnd.history)
    window._on_hint(Knock())  # what the hard player's hint would say here
    assert "knock" in window.statusBar().currentMessage()
    assert window.view.hasFocus()
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, Qt.Key.Key_Return)
    assert rnd.is_over and rnd.result is not None and rnd.result.knocker == 0


def test_enter_plays_the_selected_card_not_a_move_shown_before(qtbot: QtBot) -> None:
    window = active_window(qtbot)
    scene, model = window.scene, window.model
    key(window, Qt.Key.Key_T)  # draws the 8 of clubs
    rnd = model.round
    assert rnd is not None
    order = scene.hand_order()
    nine = Card.parse("9H")
    for _ in range(order.index(nine) + 1):
        key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_Down)
    assert scene.hint == Discard(nine)
    key(window, Qt.Key.Key_Left)
    key(window, Qt.Key.Key_Space)  # selects the card left of the nine
    chosen = order[order.index(nine) - 1]
    assert scene.hint is None
    assert not window.statusBar().currentMessage().startswith("Move:")
    key(window, Qt.Key.Key_Return)
    assert nine in rnd.hand(0)  # the nine was not discarded
    assert chosen not in rnd.hand(0)


def test_d_with_two_cards_selected_asks_for_one(qtbot: QtBot) -> None:
    window = active_window(qtbot)
    model = window.model
    key(window, Qt.Key.Key_T)
    rnd = model.round
    assert rnd is not None
    window.scene.set_selected([Card.parse("9H"), Card.parse("2D")])
    window.scene.move_focus(1)
    before = list(rnd.hand(0))
    key(window, Qt.Key.Key_D)
    assert list(rnd.hand(0)) == before
    assert "one card" in window.statusBar().currentMessage()


def test_a_move_message_goes_once_the_move_is_played_or_dropped(qtbot: QtBot) -> None:
    window = active_window(qtbot)
    key(window, Qt.Key.Key_Down)  # before the draw: the draws and the knock
    assert window.statusBar().currentMessage().startswith("Move:")
    key(window, Qt.Key.Key_Escape)
    assert window.statusBar().currentMessage() == ""
    key(window, Qt.Key.Key_Down)
    assert window.scene.hint == Draw("stock")
    key(window, Qt.Key.Key_Return)
    rnd = window.model.round
    assert rnd is not None and rnd.phase == "play"  # drawn
    assert not window.statusBar().currentMessage().startswith("Move:")


def test_up_with_cards_that_make_no_spread_says_so(qtbot: QtBot) -> None:
    window = active_window(qtbot)
    key(window, Qt.Key.Key_T)
    window.scene.set_selected([Card.parse("9H"), Card.parse("2D")])
    key(window, Qt.Key.Key_Down)
    assert "make no spread" in window.statusBar().currentMessage()
