"""The table window played for real: mouse drags on the view's viewport, the
keyboard, the Knock button, the round-end panel, the computer's worker thread."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import (
    HANDS,
    STOCK_TOP,
    UP_CARD,
    StockDrawer,
    card,
    click,
    drag,
    make_window,
    point_of,
    stacked,
    wait_for_your_turn,
)

from tonk_desktop.engine import Action, Card, Knock, RoundView
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats
from tonk_desktop.ui.table.gestures import DISCARD, HAND, STOCK, TABLE, Target
from tonk_desktop.ui.text.money import format_money


def hand_names(window: MainWindow) -> set[str]:
    rnd = window.model.round
    assert rnd is not None
    return {str(c) for c in rnd.hand(window.model.you)}


def test_a_whole_round_played_by_dragging(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    model, scene = window.model, window.scene
    rnd = model.round
    assert rnd is not None and rnd.current == 0

    # Draw: the stock onto your hand.
    stock = scene.stock_item()
    assert stock is not None
    drag(window, point_of(window, stock), point_of(window, scene.zone(HAND)))
    assert "8C" in hand_names(window)

    # Spread: click three cards to select them, drag them to the table.
    for name in ("5C", "6C", "7C"):
        click(window, point_of(window, card(window, name)))
    assert {str(c) for c in scene.selected_cards()} == {"5C", "6C", "7C"}
    drag(window, point_of(window, card(window, "6C")), point_of(window, scene.zone(TABLE)))
    assert [str(c) for c in rnd.spreads[0].cards] == ["5C", "6C", "7C"]

    # Hit: the 8 of clubs onto the run.
    drag(window, point_of(window, card(window, "8C")), point_of(window, card(window, "6C")))
    assert [str(c) for c in rnd.spreads[0].cards] == ["5C", "6C", "7C", "8C"]

    # Discard: the 9 of hearts onto the pile.
    drag(window, point_of(window, card(window, "9H")), point_of(window, scene.zone(DISCARD)))
    assert rnd.discard_top == Card.parse("9H") or "9H" not in hand_names(window)

    # Ann and Bob play on the worker thread; then draw the 9 of clubs, hit, go out.
    wait_for_your_turn(qtbot, window)
    drag(window, point_of(window, scene.stock_item()), point_of(window, scene.zone(HAND)))
    assert "9C" in hand_names(window)
    drag(window, point_of(window, card(window, "9C")), point_of(window, card(window, "7C")))
    drag(window, point_of(window, card(window, "2D")), point_of(window, scene.zone(DISCARD)))

    assert rnd.is_over and rnd.result is not None
    assert rnd.result.kind == "went_out" and rnd.result.winners == (0,)
    qtbot.waitUntil(window.round_end.isVisible, timeout=2000)
    assert window.round_end.title.text() == "Went out"
    assert model.balances == (200, -100, -100)
    log = window.log.lines()
    assert "You drew 8♣ from the stock" in log
    assert "You hit your own run 5♣ 6♣ 7♣ with 8♣" in log
    assert "You discarded 9♥" in log
    assert any(line.startswith("Ann drew from the stock") for line in log)


def test_an_illegal_drop_slides_back_and_says_why(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    rnd = window.model.round
    assert rnd is not None
    before = rnd.to_history()
    item = card(window, "9H")
    home = item.pos()
    # Discarding before drawing: the engine refuses.
    drag(window, point_of(window, item), point_of(window, window.scene.zone(DISCARD)))
    assert rnd.to_history() == before
    assert window.statusBar().currentMessage() == "Draw a card first"
    assert card(window, "9H").pos() == home  # back in the hand (instant speed)

    # After the draw, two cards are no spread: the engine's reason again.
    drag(
        window,
        point_of(window, window.scene.stock_item()),
        point_of(window, window.scene.zone(HAND)),
    )
    before = rnd.to_history()
    for name in ("9H", "2D", "5C"):
        click(window, point_of(window, card(window, name)))
    drag(window, point_of(window, card(window, "2D")), point_of(window, window.scene.zone(TABLE)))
    assert rnd.to_history() == before
    assert window.statusBar().currentMessage() == "A run must be one suit"


def test_legal_targets_light_up_while_dragging(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    scene = window.scene
    viewport = window.view.viewport()
    start = point_of(window, scene.stock_item())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(10, -10))
    hand, discard = scene.zone(HAND), scene.zone(DISCARD)
    assert hand is not None and discard is not None
    assert hand.lit == "legal"
    assert discard.lit == "off"
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    assert hand.lit == "off"


def test_knocking_with_the_button_shows_the_engines_payments(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    model = window.model
    assert window.knock_button.isEnabled()
    QTest.mouseClick(window.knock_button, Qt.MouseButton.LeftButton)
    rnd = model.round
    assert rnd is not None and rnd.is_over and rnd.result is not None
    assert rnd.result.knocker == 0
    qtbot.waitUntil(window.round_end.isVisible, timeout=2000)
    expected = [
        f"{model.name(p.payer)} paid {'you' if p.payee == 0 else model.name(p.payee)} "
        f"{format_money(p.units * model.stake_minor, model.currency, code=False)}"
        for p in rnd.result.payments
    ]
    assert window.round_end.payment_lines == expected
    assert window.round_end.payments.text() == "\n".join(expected)
    # You hold 29 against Ann's 36 and Bob's 37: a knock won, 1.00 from each.
    assert rnd.result.kind == "knock"
    assert expected == ["Ann paid you 1.00", "Bob paid you 1.00"]
    assert not window.knock_button.isEnabled()
    # Next round: the deal passes to the left.
    QTest.mouseClick(window.round_end.button, Qt.MouseButton.LeftButton)
    assert model.round is not rnd and model.round is not None
    assert model.round.dealer == 0
    # Hidden for the new round -- unless it was settled at the deal (a dealt tonk).
    assert window.round_end.isVisible() == model.round.is_over


def test_the_keyboard_plays_a_turn(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    view, scene, model = window.view, window.scene, window.model
    rnd = model.round
    assert rnd is not None
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_T)  # draw from the stock
    assert "8C" in hand_names(window)
    scene.sort_hand("suit")  # 2D 5C 6C 7C 8C 9H
    assert [str(c) for c in scene.hand_order()] == ["5C", "6C", "7C", "8C", "2D", "9H"]
    QTest.keyClick(view, Qt.Key.Key_Right)  # focus 5C
    QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_S)  # spread 5C 6C 7C
    assert [str(c) for c in rnd.spreads[0].cards] == ["5C", "6C", "7C"]
    scene.move_focus(-10)  # back to the first card: 8C
    assert scene.focused_card() == Card.parse("8C")
    QTest.keyClick(view, Qt.Key.Key_Return)  # the 8 hits the run
    assert [str(c) for c in rnd.spreads[0].cards] == ["5C", "6C", "7C", "8C"]
    QTest.keyClick(view, Qt.Key.Key_Right)  # 9H
    assert scene.focused_card() == Card.parse("9H")
    QTest.keyClick(view, Qt.Key.Key_D)
    assert rnd.discard_top == Card.parse("9H")
    wait_for_your_turn(qtbot, window)
    assert window.knock_button.isEnabled()
    QTest.keyClick(view, Qt.Key.Key_K)
    assert rnd.is_over and rnd.result is not None and rnd.result.knocker == 0


def test_double_click_draws_and_discards(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    rnd = window.model.round
    assert rnd is not None
    viewport = window.view.viewport()
    QTest.mouseDClick(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        point_of(window, window.scene.discard_item()),
    )
    assert "KS" in hand_names(window)
    QTest.mouseDClick(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        point_of(window, card(window, "9H")),
    )
    assert rnd.discard_top == Card.parse("9H")


def test_reordering_the_hand_by_dragging(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    scene = window.scene
    assert [str(c) for c in scene.hand_order()] == ["5C", "6C", "7C", "9H", "2D"]
    left_of_five = point_of(window, card(window, "5C")) - QPoint(20, 0)
    drag(window, point_of(window, card(window, "2D")), left_of_five)
    assert [str(c) for c in scene.hand_order()] == ["2D", "5C", "6C", "7C", "9H"]
    scene.sort_hand("rank")
    assert [str(c) for c in scene.hand_order()] == ["2D", "5C", "6C", "7C", "9H"]
    scene.sort_hand("suit")  # clubs, diamonds, hearts
    assert [str(c) for c in scene.hand_order()] == ["5C", "6C", "7C", "2D", "9H"]
    assert window.model.round is not None and window.model.round.history == []


def test_cards_have_accessible_names(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    interface = QAccessible.queryAccessibleInterface(window.view)
    assert interface is not None
    names = [interface.child(i).text(QAccessible.Text.Name) for i in range(interface.childCount())]
    assert names[:5] == [
        "Five of clubs",
        "Six of clubs",
        "Seven of clubs",
        "Nine of hearts",
        "Two of diamonds",
    ]
    assert "King of spades" in names  # the up-card
    assert "Face-down card" in names  # the other hands
    child = interface.child(0)
    assert child.role() == QAccessible.Role.ListItem
    assert interface.indexOfChild(child) == 0
    assert child.rect().width() > 0
    action = child.actionInterface()
    assert action is not None and action.actionNames() == ["Press"]
    action.doAction("Press")
    assert child.state().selected
    assert window.scene.selected_cards() == [Card.parse("5C")]


class WaitingBot:
    """Thinks until the main thread's event loop proves it is running."""

    name = "slow"
    level = "easy"

    def __init__(self, loop_ran: threading.Event) -> None:
        self.loop_ran = loop_ran
        self.thought_while_loop_ran = False

    def choose(self, view: RoundView) -> Action:
        self.thought_while_loop_ran = self.loop_ran.wait(timeout=10)
        return StockDrawer().choose(view)


def test_the_window_keeps_running_while_a_computer_thinks(qtbot: QtBot) -> None:
    loop_ran = threading.Event()
    bot = WaitingBot(loop_ran)
    rules_players = 3
    from tonk_desktop.engine import HouseRules

    model = GameModel(HouseRules(), default_seats(rules_players), seed=1)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, bot_factory=lambda level, seed: bot, seed=1, start=False)
    qtbot.addWidget(window)
    window.show()
    model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP), dealer=2)
    window.scene.draw("stock")
    window.scene.act(window.model.legal_for(0)[-1])  # a discard: Ann's turn
    assert model.round is not None and model.round.current == 1
    qtbot.waitUntil(lambda: window.bots.busy, timeout=2000)
    # Only a running event loop fires this timer; the bot waits for it.
    QTimer.singleShot(50, loop_ran.set)
    qtbot.waitUntil(lambda: model.round is not None and model.round.current != 1, timeout=5000)
    assert bot.thought_while_loop_ran


def test_knock_is_offered_only_when_legal(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert window.knock_button.isEnabled()
    window.scene.draw("stock")
    assert not window.knock_button.isEnabled()  # classic: knock before drawing only
    assert Knock() not in window.model.legal_for(0)
    assert not window.decline_button.isVisible()


def test_drop_targets_are_the_gesture_vocabulary(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    zones = {window.scene.zone(t) for t in (STOCK, DISCARD, HAND, TABLE)}
    assert None not in zones
    assert window.scene.zone(Target("spread", 0)) is None


@pytest.mark.parametrize("pile", ["discard", "stock"])
def test_a_card_held_while_a_computer_takes_its_place_is_let_go(qtbot: QtBot, pile: str) -> None:
    # Holding the top discard (or the stock's top back) while Ann covers it (or
    # draws it) crashed the program at the next mouse move: the held card had
    # been deleted under the pointer.
    from PySide6.QtCore import QPoint

    from tonk_desktop.engine import Discard, Draw

    window = make_window(qtbot)
    window.bots.paused = True
    model = window.model
    model.apply(Draw("stock"))
    model.apply(Discard(Card.parse("2D")))
    assert model.round is not None and model.round.current == 1
    scene = window.scene
    held = scene.discard_item() if pile == "discard" else scene.stock_item()
    assert held is not None
    start = point_of(window, held)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(0, 40))
    QTest.mouseMove(viewport, start + QPoint(0, 80))
    model.apply(Draw("stock"))
    model.apply(Discard(model.round.hand(1)[-1]))
    qtbot.wait(50)  # the covered card is deleted
    for dy in (90, 100, 110):
        QTest.mouseMove(viewport, start + QPoint(0, dy))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    assert model.round.current == 2 and str(model.round.discard_top) != "2D"
    top = scene.discard_item()
    assert top is not None and top.card == model.round.discard_top
