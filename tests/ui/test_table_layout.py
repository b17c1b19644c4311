"""The table's layout at every size: an opponent's spreads never cover their name
plate, the stock's count stays out of your spreads, and the player across the
table has their spreads in front of them, not off at the table's edge."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tablekit import make_window, stacked

from tonk_desktop.engine import Card, Discard, Draw, LaySpread
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.table.layout import backs_span
from tonk_desktop.ui.text.translation import install_language

SIZES = [(800, 600), (1100, 760), (1920, 1080)]


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    install_language(qapp, request.param)  # Japanese lines are taller
    yield request.param
    install_language(qapp, "en")


def sized(qtbot: QtBot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
    QApplication.processEvents()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_spreads_clear_the_plates_and_the_stock_count_clears_your_spreads(
    qtbot: QtBot, language: str, players: int
) -> None:
    window = make_window(qtbot, players=players, deal=False)
    window.bots.paused = True
    window.model.new_game()
    scene = window.scene
    for width, height in SIZES:
        sized(qtbot, window, width, height)
        g = scene.geometry
        assert g is not None
        for player, seat in g.seats.items():
            plate = scene.furniture.plates[player]
            drawn = QRectF(plate.pos(), plate.boundingRect().size()).adjusted(3, 3, -3, -3)
            assert not drawn.intersects(seat.spreads), (language, players, width, player)
        label = scene.furniture.stock_label.sceneBoundingRect()
        assert scene.furniture.stock_label.isVisible()
        assert not label.intersects(g.seats[scene.you].spreads), (language, players, width)


def test_the_player_across_lays_their_spreads_in_front_of_them(qtbot: QtBot) -> None:
    deck = stacked(["5C 6C 7C 9H 2D", "QD QH QS 4S 3H"], "KS", ["8C", "10H"], players=2)
    window = make_window(qtbot, players=2, deal=False)
    window.bots.paused = True
    model = window.model
    model.new_game(deck=deck, dealer=1)
    model.apply(Draw("stock"), player=0)
    model.apply(Discard(Card.parse("9H")), player=0)
    model.apply(Draw("stock"), player=1)
    model.apply(LaySpread(tuple(Card.parse(n) for n in ("QD", "QH", "QS"))), player=1)
    for width, height in SIZES:
        sized(qtbot, window, width, height)
        scene = window.scene
        assert scene.geometry is not None
        seat = scene.geometry.seats[1]
        assert seat.side == "top"
        assert scene.plan is not None
        spread = scene.plan.spread_rects[0]
        assert abs(spread.center().x() - seat.spreads.center().x()) < 1.0, width
        # Their three backs start next to their plate, where five would.
        first = scene._items[("back1", 0)]
        anchor = seat.hand_center.x() - backs_span(5, seat.card_width) / 2
        assert len(model.round.hand(1)) == 3  # type: ignore[union-attr]
        assert abs(first.rest_pos.x() - anchor) < 1.0, width


def your_hand_rects(window: MainWindow) -> list[QRectF]:
    """Where the faces of your cards lie (their leaning included)."""
    return [
        item.mapRectToScene(QRectF(0, 0, item.width, item.height))
        for item in window.scene.hand_items()
    ]


@pytest.mark.parametrize("hand_size", [5, 7, 9])
def test_your_hand_clears_the_badge_the_plate_and_the_button_bar(
    qtbot: QtBot, hand_size: int
) -> None:
    # Before: the badge covered the rightmost of six or more cards, the bar cut
    # the hand's bottom off, and at the smallest size your plate lay on the hand.
    from tonk_desktop.engine import HouseRules

    window = make_window(qtbot, deal=False)
    window.bots.paused = True
    model = window.model
    model.configure(HouseRules(hand_size=hand_size), model.seats, model.stake_minor)
    model.new_game()
    rnd = model.round
    assert rnd is not None
    if rnd.current == model.you and not rnd.is_over:
        model.apply(Draw("stock"))  # one card more: six, eight or ten
    scene = window.scene
    for width, height in [(480, 360), (656, 433), *SIZES]:
        window.resize(width, height)  # down to the window's minimum
        QApplication.processEvents()
        hand = your_hand_rects(window)
        assert len(hand) >= hand_size
        badge = scene.furniture.total_label.sceneBoundingRect()
        plate = scene.furniture.plates[model.you].sceneBoundingRect()
        visible = QRectF(window.view.mapToScene(window.view.viewport().rect()).boundingRect())
        for rect in hand:
            assert not rect.intersects(badge), (hand_size, width)
            assert not rect.adjusted(2, 2, -2, -2).intersects(plate), (hand_size, width)
            assert rect.bottom() <= visible.bottom() + 0.5, (hand_size, width)


def test_the_badge_waits_for_the_deal_and_sits_where_the_hand_will_be(qtbot: QtBot) -> None:
    window = make_window(qtbot, deal=False)
    window.bots.paused = True
    model = window.model
    model.set_speed(1.0)  # dealt as a person sees it
    model.new_game()
    badge = window.scene.furniture.total_label
    # Mid-deal (Ctrl+N again): the full total is not shown beside a hand still
    # arriving, and the badge is placed by where the cards will rest.
    model.new_game()
    assert not badge.isVisible()
    rest = max(item.rest_pos.x() for item in window.scene.hand_items())
    assert badge.pos().x() > rest
    qtbot.waitUntil(badge.isVisible, timeout=5000)
    assert badge.pos().x() > rest


def seat_rects(window: MainWindow) -> tuple[dict[int, list[QRectF]], dict[int, QRectF]]:
    """Where each player's hand cards lie and where each player's plate is drawn."""
    hands: dict[int, list[QRectF]] = {}
    for item in window.scene._items.values():
        if item.isVisible() and item.place[0] in ("hand", "back", "shown"):
            hands.setdefault(item.place[1], []).append(item.resting_rect())
    plates = {
        player: QRectF(plate.pos(), plate.boundingRect().size()).adjusted(3, 3, -3, -3)
        for player, plate in window.scene.furniture.plates.items()
    }
    return hands, plates


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("card_size", ["normal", "large", "largest"])
def test_hands_and_plates_never_overlap(qtbot: QtBot, players: int, card_size: str) -> None:
    # Before: with four players and large cards Ann's backs covered Bob's plate
    # (the top seat's plate was centred into the left column).
    from tonk_desktop.ui.table.layout import CARD_SCALES

    window = make_window(qtbot, players=players, deal=False)
    window.bots.paused = True
    window.model.new_game()
    scene = window.scene
    scene.set_card_scale(CARD_SCALES[card_size])
    for shown in (False, True):  # the backs, and every hand face up as in a review
        scene.show_all_hands = shown
        for width, height in [(900, 640), *SIZES]:
            sized(qtbot, window, width, height)
            scene.sync()
            hands, plates = seat_rects(window)
            assert len(hands) == players
            where = (players, card_size, shown, width, height)
            for player, rects in hands.items():
                for other, plate in plates.items():
                    for rect in rects:
                        if other != player:
                            assert not rect.intersects(plate), (*where, player, other)
                for other, other_rects in hands.items():
                    if other != player:
                        for rect in rects:
                            assert not any(rect.intersects(r) for r in other_rects), where
            for player, plate in plates.items():
                for other, other_plate in plates.items():
                    if other != player:
                        assert not plate.intersects(other_plate), (*where, player, other)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_dealer_button_covers_no_card_and_no_other_plate(qtbot: QtBot, players: int) -> None:
    # Before: the D beside a side seat's plate lay on the discard pile's cards.
    from tonk_desktop.ui.table.layout import CARD_SCALES

    window = make_window(qtbot, players=players, deal=False)
    window.bots.paused = True
    scene = window.scene
    for dealer in range(players):
        window.model.new_game(dealer=dealer)
        for scale in CARD_SCALES.values():
            scene.set_card_scale(scale)
            for width, height in [(900, 640), *SIZES]:
                sized(qtbot, window, width, height)
                scene.sync()
                button = scene.furniture.dealer
                disc = QRectF(button.pos(), QSizeF(button.diameter, button.diameter))
                where = (players, dealer, scale, width, height)
                assert scene.sceneRect().contains(disc), where
                for item in scene._items.values():
                    if item.isVisible():
                        assert not disc.intersects(item.resting_rect()), (*where, item.place)
                _, plates = seat_rects(window)
                for player, plate in plates.items():
                    if player != dealer:
                        assert not disc.intersects(plate), (*where, player)
