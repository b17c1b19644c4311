"""Undo and redo in a practice game: Ctrl+Z takes back your last turn with the
computers' moves after it, Ctrl+Shift+Z plays it again; a ledger session has
no undo, and its menu item says why."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tablekit import (
    HANDS,
    STOCK_TOP,
    UP_CARD,
    ledger_of,
    scripted_factory,
    stacked,
    wait_for_your_turn,
)

from tonk_desktop.engine import Action, Card, Discard, Draw, HouseRules, Knock, RoundView
from tonk_desktop.ledger import Money, Seat
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


class Fickle:
    """A computer player that never answers the same way twice: it draws from the
    stock and throws a different card each time it is asked."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view: RoundView) -> Action:
        self.asked += 1
        if Draw("stock") in view.legal:
            return Draw("stock")
        discards = [a for a in view.legal if isinstance(a, Discard)]
        return discards[self.asked % len(discards)]


def window_with(
    qtbot: QtBot, factory: object = scripted_factory, ledger_path: str | None = None
) -> MainWindow:
    model = GameModel(HouseRules(), default_seats(3), seed=1)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, bot_factory=factory, seed=1, start=False)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    install_features(window, ledger_path=ledger_path)
    window.show()
    qtbot.waitExposed(window)
    model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP), dealer=2)
    return window


def keys(qtbot: QtBot, window: MainWindow, modifiers: Qt.KeyboardModifier) -> None:
    """Z with `modifiers`, pressed where the keyboard focus is in the active window."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, modifiers)


def test_undo_takes_back_your_turn_and_the_computers_moves_redo_plays_them(
    qtbot: QtBot,
) -> None:
    window = window_with(qtbot)
    model = window.model
    rnd = model.round
    assert rnd is not None
    dealt = rnd.hand(0)
    stock = rnd.stock_count
    assert not window.undo_action.isEnabled()
    window.scene.act(Draw("stock"))
    assert window.scene.act(Discard(Card.parse("9H"))) is None
    wait_for_your_turn(qtbot, window)
    played = model.round
    assert played is not None and len(played.history) == 6
    hands_after = [played.hand(p) for p in range(3)]
    assert window.undo_action.isEnabled() and not window.redo_action.isEnabled()

    keys(qtbot, window, CTRL)
    rnd = model.round
    assert rnd is not None
    assert rnd.history == [] and rnd.hand(0) == dealt and rnd.stock_count == stock
    assert rnd.current == 0 and model.round_practised
    assert "You took back your turn (a practice round now)" in window.log.lines()
    assert window.redo_action.isEnabled() and not window.undo_action.isEnabled()

    keys(qtbot, window, CTRL | SHIFT)
    rnd = model.round
    assert rnd is not None and len(rnd.history) == 6
    assert [rnd.hand(p) for p in range(3)] == hands_after
    assert window.log.lines()[-7] == "You play your turn again:"
    assert model.round_practised  # still kept out of statistics


def test_an_undone_draw_draws_the_same_card_and_the_computers_answer_the_same(
    qtbot: QtBot,
) -> None:
    bots: dict[int | None, Fickle] = {}

    def factory(level: str, seed: int | None) -> Fickle:
        return bots.setdefault(seed, Fickle())

    window = window_with(qtbot, factory)
    model = window.model
    window.scene.act(Draw("stock"))
    rnd = model.round
    assert rnd is not None
    drawn = rnd.hand(0)[-1]
    window.scene.act(Discard(Card.parse("9H")))
    wait_for_your_turn(qtbot, window)
    assert model.round is not None
    first = list(model.round.history)

    window.undo_action.trigger()  # the menu item
    window.scene.act(Draw("stock"))
    rnd = model.round
    assert rnd is not None and rnd.hand(0)[-1] == drawn
    window.scene.act(Discard(Card.parse("9H")))
    wait_for_your_turn(qtbot, window)
    assert model.round is not None and model.round.history == first


def test_a_round_you_ended_is_taken_back_with_its_payments(qtbot: QtBot) -> None:
    window = window_with(qtbot)
    model = window.model
    window.scene.act(Knock())
    qtbot.waitUntil(window.round_end.isVisible)
    assert model.balances != (0, 0, 0)
    keys(qtbot, window, CTRL)
    rnd = model.round
    assert rnd is not None and not rnd.is_over and rnd.current == 0
    assert model.balances == (0, 0, 0)
    assert not window.round_end.isVisible()
    assert window.knock_button.isEnabled()


def test_a_ledger_session_has_no_undo_and_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_with(qtbot, ledger_path=str(tmp_path / "ledger.sqlite3"))
    ledger_feature = ledger_of(window)
    assert ledger_feature is not None
    seats = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]
    sid = ledger_feature.ledger.create_session("Fri", seats, Money(25, "EUR"), HouseRules())
    window.bots.paused = True
    ledger_feature.play_session(sid)
    model = window.model
    rnd = model.round
    assert rnd is not None
    you_first = rnd.current == model.you
    if not you_first:  # let the computers reach your turn
        window.bots.paused = False
        window.bots.schedule()
        wait_for_your_turn(qtbot, window)
    rnd = model.round
    assert rnd is not None
    window.scene.act(Draw("stock"))
    before = list(rnd.history)
    assert model.can_undo  # a turn to take back, but money is at stake
    assert not window.undo_action.isEnabled()
    assert "not in a ledger session" in window.undo_action.text()
    keys(qtbot, window, CTRL)  # the key does nothing
    assert model.round is rnd and rnd.history == before
    window.undo()  # and the command, reached some other way, says why
    assert model.round is rnd and rnd.history == before
    assert "No undo in a ledger session" in window.statusBar().currentMessage()
