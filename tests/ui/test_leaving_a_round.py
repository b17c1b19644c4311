"""A round under way is never thrown away without asking: New game (Ctrl+N),
Quit (Ctrl+Q) and closing the window ask first and say what becomes of the
round and of the ledger session in play."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from tablekit import ledger_of, make_window, scripted_factory

from tonk_desktop.engine import Draw, HouseRules, Knock
from tonk_desktop.ledger import Money, Seat
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    """Ctrl+key on the table, as typed (the window's shortcuts answer it)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, key, Qt.KeyboardModifier.ControlModifier)


def answer_leave_box(button_text: str, seen: dict[str, Any]) -> None:
    """Once the question is up: note its texts, click the button named so."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.objectName() != "leaveRoundBox":
            QTimer.singleShot(10, answer)
            return
        seen["text"] = box.text()
        seen["detail"] = box.informativeText()
        buttons = {b.text().replace("&", ""): b for b in box.findChildren(QPushButton)}
        seen["buttons"] = sorted(buttons)
        buttons[button_text].click()

    QTimer.singleShot(0, answer)


def test_ctrl_n_mid_round_asks_and_keep_playing_keeps_the_round(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    rnd = window.model.round
    assert rnd is not None and not rnd.is_over
    seen: dict[str, Any] = {}
    answer_leave_box("Keep playing", seen)
    press(qtbot, window, Qt.Key.Key_N)
    assert seen["text"] == "A round is being played. Start a new game and throw it away?"
    assert seen["buttons"] == ["Keep playing", "New game"]
    assert "balances start again from zero" in seen["detail"]
    assert window.model.round is rnd
    answer_leave_box("New game", seen)
    press(qtbot, window, Qt.Key.Key_N)
    assert window.model.round is not rnd


def test_new_game_after_the_round_ends_asks_nothing(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert window.model.apply(Knock()) is None  # you knock: the round is over
    rnd = window.model.round
    window.new_game()  # no question is up to wait for: it deals at once
    assert window.model.round is not rnd


def test_ctrl_q_mid_round_asks_first(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seen: dict[str, Any] = {}
    answer_leave_box("Keep playing", seen)
    press(qtbot, window, Qt.Key.Key_Q)
    assert seen["text"] == "A round is being played. Quit now?"
    assert "the round and the balances are lost" in seen["detail"]
    assert window.isVisible()
    answer_leave_box("Quit", seen)
    press(qtbot, window, Qt.Key.Key_Q)
    assert not window.isVisible()


class TitleBarClose(QCloseEvent):
    """The close event of the title bar's X: one the window system sent."""

    def spontaneous(self) -> bool:
        return True


def test_closing_the_window_mid_round_asks_first(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seen: dict[str, Any] = {}
    answer_leave_box("Keep playing", seen)
    event = TitleBarClose()
    QApplication.sendEvent(window, event)
    assert seen["text"] == "A round is being played. Quit now?"
    assert not event.isAccepted()
    assert window.isVisible()
    window.close()  # the program closing it itself (Quit asked already) asks nothing
    assert not window.isVisible()


def test_new_game_in_a_session_says_so_and_drops_the_round_on_purpose(
    qtbot: QtBot, tmp_path: Path
) -> None:
    model = GameModel(HouseRules(), seed=3)
    model.set_speed(0)
    path = tmp_path / "ledger.sqlite3"
    window = MainWindow(model, seed=3, start=False, bot_factory=scripted_factory)
    install_features(window, ledger_path=path)
    window.bots.paused = True
    qtbot.addWidget(window)
    window.show()
    ledger_feature = ledger_of(window)
    assert ledger_feature is not None
    seats = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]
    sid = ledger_feature.ledger.create_session("Friday", seats, Money(100, "USD"), HouseRules())
    ledger_feature.play_session(sid)
    rnd = model.round
    assert rnd is not None
    while rnd.current != model.you:
        model.apply(Draw("stock"))
        model.apply(rnd.legal_actions()[-1])
    assert ledger_feature.ledger.interrupted_sessions() == [sid]
    seen: dict[str, Any] = {}
    answer_leave_box("New game", seen)
    window.new_game()
    assert "“Friday”" in seen["detail"] and "Sessions…" in seen["detail"]
    assert ledger_feature.session_id is None
    # Left on purpose: the next start does not offer that round as interrupted.
    assert ledger_feature.ledger.interrupted_sessions() == []
    assert ledger_feature.find_interrupted() is None


def test_the_play_menu_offers_exactly_the_legal_moves(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    model = window.model
    menu = {
        "draw": window.draw_stock_action,
        "take": window.draw_discard_action,
        "spread": window.spread_action,
        "discard": window.discard_action,
        "knock": window.knock_action,
    }

    def offered() -> set[str]:
        return {name for name, action in menu.items() if action.isEnabled()}

    # Your turn, before drawing: draw, take the discard or knock; nothing to lay or discard.
    assert offered() == {"draw", "take", "knock"}
    assert model.apply(Draw("stock")) is None  # the 8C: a club run 5-6-7-8 to lay
    assert offered() == {"spread", "discard"}
    model.apply(Knock())  # refused: a knock is only the first thing in a turn
    rnd = model.round
    assert rnd is not None
    model.apply(rnd.legal_actions()[-1])  # a discard: Ann's turn
    assert offered() == set()  # not your turn


def test_the_play_menu_offers_nothing_after_the_round(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert window.model.apply(Knock()) is None
    actions = (window.draw_stock_action, window.draw_discard_action, window.spread_action)
    assert not any(action.isEnabled() for action in (*actions, window.discard_action))


def test_a_play_key_not_legal_now_still_says_why(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    assert not window.discard_action.isEnabled()  # before drawing
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # a card of your hand has the focus
    QTest.keyClick(window.view, Qt.Key.Key_D)
    assert "draw" in window.statusBar().currentMessage().lower()


def test_the_turn_prompt_tells_keyboard_players_how_to_hit(qtbot: QtBot) -> None:
    # Before: "hit by dragging a card onto a spread", whatever the person uses.
    from tonk_desktop.engine import Card, LaySpread

    window = make_window(qtbot)
    window.bots.paused = True
    model = window.model
    assert model.apply(Draw("stock")) is None  # the 8C
    run = tuple(Card.parse(name) for name in ("5C", "6C", "7C"))
    assert model.apply(LaySpread(run)) is None  # the 8C may now hit it
    prompt = window.prompt.text()
    assert "hit" in prompt and "↑ ↓" in prompt and "Enter" in prompt, prompt
