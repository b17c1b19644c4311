"""Playing with the mouse alone: what a click, a double-click or a drop that
means nothing does, in the words a player reads. Real mouse events on the
viewport, as a person's."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import card, click, drag, make_window, point_of

from tonk_desktop.engine import Discard, Draw, LaySpread
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.table.gestures import DISCARD, HAND, TABLE
from tonk_desktop.ui.table.items import CardItem

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def window(qtbot: QtBot) -> MainWindow:
    made = make_window(qtbot)
    made.bots.paused = True
    return made


def spot(window: MainWindow, item: CardItem, fx: float, fy: float) -> QPoint:
    """A point on the card, `fx` across and `fy` down (through its rotation)."""
    return window.view.mapFromScene(item.mapToScene(QPointF(item.width * fx, item.height * fy)))


def double_click(window: MainWindow, point: QPoint) -> None:
    # What a real double-click delivers: press, release, double-click, release.
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NONE, point)
    QTest.mouseRelease(viewport, LEFT, NONE, point)
    QTest.mouseDClick(viewport, LEFT, NONE, point)


def draw_from_stock(window: MainWindow) -> None:
    stock = window.scene.stock_item()
    assert stock is not None
    drag(window, point_of(window, stock), point_of(window, window.scene.zone(HAND)))


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_a_second_click_low_on_a_raised_card_unselects_it(qtbot: QtBot) -> None:
    # Selecting raises the card; its lower edge used to leave the neighbour
    # under the pointer, so the second click selected that one too.
    w = window(qtbot)
    point = spot(w, card(w, "6C"), 0.3, 0.92)
    click(w, point)
    assert [str(c) for c in w.scene.selected_cards()] == ["6C"]
    click(w, point)
    assert w.scene.selected_cards() == []


def test_a_double_click_low_on_a_card_plays_that_card(qtbot: QtBot) -> None:
    w = window(qtbot)
    draw_from_stock(w)
    double_click(w, spot(w, card(w, "9H"), 0.25, 0.92))
    rnd = w.model.round
    assert rnd is not None and str(rnd.discard_top) == "9H"
    assert [str(c) for c in rnd.hand(0)] == ["5C", "6C", "7C", "2D", "8C"]


def test_a_double_click_beside_a_selection_lays_them_together_and_never_discards(
    qtbot: QtBot,
) -> None:
    w = window(qtbot)
    draw_from_stock(w)
    click(w, point_of(w, card(w, "5C")))
    click(w, point_of(w, card(w, "6C")))
    double_click(w, point_of(w, card(w, "7C")))
    rnd = w.model.round
    assert rnd is not None and [str(s) for s in rnd.spreads] == ["5C 6C 7C"]
    assert rnd.current == 0 and str(rnd.discard_top) == "KS"  # the turn goes on
    # Two cards that make nothing with it: said, and nothing is played.
    click(w, point_of(w, card(w, "2D")))
    double_click(w, point_of(w, card(w, "9H")))
    assert rnd.current == 0 and len(rnd.hand(0)) == 3
    assert status(w) == "A spread needs at least three cards"


def test_a_double_click_on_a_spread_needs_the_card_chosen(qtbot: QtBot) -> None:
    w = window(qtbot)
    draw_from_stock(w)
    w.model.apply(LaySpread(tuple(card(w, n).card for n in ("5C", "6C", "7C"))))  # type: ignore[misc]
    spread = w.scene.spread_items(0)[1]
    double_click(w, point_of(w, spread))
    rnd = w.model.round
    assert rnd is not None and [str(s) for s in rnd.spreads] == ["5C 6C 7C"]  # no 8♣ hit
    assert status(w) == "Select the one card to hit with, then double-click the spread."


def test_two_cards_let_go_on_the_discard_pile_are_told_one_at_a_time(qtbot: QtBot) -> None:
    w = window(qtbot)
    draw_from_stock(w)
    click(w, point_of(w, card(w, "2D")))
    click(w, point_of(w, card(w, "9H")))
    drag(w, point_of(w, card(w, "2D")), point_of(w, w.scene.zone(DISCARD)))
    assert status(w) == "Discard one card at a time."
    rnd = w.model.round
    assert rnd is not None and len(rnd.hand(0)) == 6


def test_one_card_let_go_over_your_spreads_is_not_moved_in_the_hand(qtbot: QtBot) -> None:
    w = window(qtbot)
    draw_from_stock(w)
    order = w.scene.hand_order()
    box = w.scene.geometry.seats[0].spreads  # type: ignore[union-attr]
    target = w.view.mapFromScene(box.center())
    drag(w, point_of(w, card(w, "2D")), target)
    assert w.scene.hand_order() == order
    assert status(w) == "Drop a card on the discard pile to discard it, or on a spread."


def test_a_click_on_the_stock_says_how_to_draw(qtbot: QtBot) -> None:
    w = window(qtbot)
    stock = w.scene.stock_item()
    assert stock is not None
    click(w, point_of(w, stock))
    assert status(w) == "Drag the card to your hand, or double-click it, to draw."
    rnd = w.model.round
    assert rnd is not None and rnd.phase == "start"  # nothing drawn
    # ...and the draw that follows answers it: the line goes.
    double_click(w, point_of(w, stock))
    assert rnd.phase == "play" and status(w) == ""


def test_a_refusal_stays_while_the_computers_play_and_goes_with_your_move(qtbot: QtBot) -> None:
    w = window(qtbot)
    drag(w, point_of(w, card(w, "9H")), point_of(w, w.scene.zone(DISCARD)))
    assert status(w) == "Draw a card first"
    draw_from_stock(w)
    assert status(w) == ""
    w.model.apply(Discard(card(w, "9H").card))  # type: ignore[arg-type]
    drag(w, point_of(w, card(w, "2D")), point_of(w, w.scene.zone(DISCARD)))
    assert status(w).startswith("It is Ann")
    w.bots.paused = False
    w.bots.schedule()
    qtbot.waitUntil(lambda: w.model.round is not None and w.model.round.current == 0)
    assert status(w).startswith("It is Ann")  # a computer's move does not answer it


def test_the_focus_ring_is_the_keyboards_and_the_mouse_hides_it(qtbot: QtBot) -> None:
    w = window(qtbot)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    assert any(item.focused for item in w.scene.hand_items())
    click(w, point_of(w, card(w, "9H")))
    assert not any(item.focused for item in w.scene.hand_items())
    QTest.keyClick(w.view, Qt.Key.Key_Left)
    assert [str(i.card) for i in w.scene.hand_items() if i.focused] == ["7C"]


def test_a_drag_that_is_put_back_forgets_the_hint_and_its_line(qtbot: QtBot) -> None:
    w = window(qtbot)
    draw_from_stock(w)
    w.scene.set_hint(Discard(card(w, "9H").card))  # type: ignore[arg-type]
    w._show_move_message("Hint: discard 9♥. Press Enter to play it.")
    assert status(w).startswith("Hint")
    start = point_of(w, card(w, "9H"))
    drag(w, start, start + QPoint(0, -10))  # picked up and put back
    assert w.scene.hint is None and not status(w).startswith("Hint")


def test_a_click_on_a_card_of_a_hinted_spread_selects_the_spread(qtbot: QtBot) -> None:
    w = window(qtbot)
    draw_from_stock(w)
    cards = tuple(card(w, n).card for n in ("5C", "6C", "7C"))
    w.scene.set_hint(LaySpread(cards))  # type: ignore[arg-type]
    click(w, point_of(w, card(w, "6C")))
    assert [str(c) for c in w.scene.selected_cards()] == ["5C", "6C", "7C"]
    drag(w, point_of(w, card(w, "6C")), point_of(w, w.scene.zone(TABLE)))
    rnd = w.model.round
    assert rnd is not None and [str(s) for s in rnd.spreads] == ["5C 6C 7C"]


def test_what_can_be_picked_up_shows_a_hand_pointer(qtbot: QtBot) -> None:
    w = window(qtbot)
    open_hand = Qt.CursorShape.OpenHandCursor
    assert all(item.cursor().shape() == open_hand for item in w.scene.hand_items())
    stock = w.scene.stock_item()
    assert stock is not None and stock.cursor().shape() == open_hand
    others = [i for i in w.scene.items() if isinstance(i, CardItem) and i.place[0] == "back"]
    assert others and not any(item.hasCursor() for item in others)


def test_a_card_held_while_the_turn_comes_round_lights_where_it_may_go(qtbot: QtBot) -> None:
    w = window(qtbot)
    model = w.model
    draw_from_stock(w)
    model.apply(Discard(card(w, "9H").card))  # type: ignore[arg-type]
    stock = w.scene.stock_item()
    assert stock is not None
    start = point_of(w, stock)
    viewport = w.view.viewport()
    QTest.mousePress(viewport, LEFT, NONE, start)
    QTest.mouseMove(viewport, start + QPoint(0, 30))
    QTest.mouseMove(viewport, start + QPoint(0, 60))
    hand_zone = w.scene.zone(HAND)
    assert hand_zone is not None and hand_zone.lit == "off"  # Ann's turn: nowhere to go
    rnd = model.round
    assert rnd is not None
    for _ in range(2):  # Ann and Bob draw and discard while the card is held
        model.apply(Draw("stock"))
        model.apply(Discard(rnd.hand(rnd.current)[-1]))
    assert rnd.current == 0
    assert hand_zone.lit in ("legal", "hover")
    QTest.mouseRelease(viewport, LEFT, NONE, point_of(w, hand_zone))


def test_selected_cards_dragged_along_the_hand_move_together(qtbot: QtBot) -> None:
    w = window(qtbot)
    click(w, point_of(w, card(w, "9H")))
    click(w, point_of(w, card(w, "2D")))
    left = spot(w, card(w, "5C"), 0.1, 0.6)
    drag(w, point_of(w, card(w, "9H")), left)
    assert [str(c) for c in w.scene.hand_order()] == ["9H", "2D", "5C", "6C", "7C"]
    assert [str(c) for c in w.scene.selected_cards()] == ["9H", "2D"]  # still chosen
    rnd = w.model.round
    assert rnd is not None and len(rnd.history) == 0  # only the order changed


def test_a_card_dragged_beside_a_selection_goes_with_it(qtbot: QtBot) -> None:
    # Before: the 7♣ went alone and the table said to drop it on the discard pile.
    w = window(qtbot)
    draw_from_stock(w)
    click(w, point_of(w, card(w, "5C")))
    click(w, point_of(w, card(w, "6C")))
    zone = w.scene.zone(TABLE)
    assert zone is not None
    table = w.view.mapFromScene(zone.rect.center())
    drag(w, point_of(w, card(w, "7C")), table)
    rnd = w.model.round
    assert rnd is not None and len(rnd.spreads) == 1
    assert sorted(str(c) for c in rnd.spreads[0].cards) == ["5C", "6C", "7C"]
