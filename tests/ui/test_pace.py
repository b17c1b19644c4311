"""Following the computers: each seat's last turn written at the seat until its
next turn, the pile's top cards legible, the computers' own pace and a pause
after each of their turns, the knock hint on the Knock button, and tooltips on
the stock, the pile, the spreads, the seats and the points badge."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QToolTip
from pytestqt.qtbot import QtBot
from tablekit import HANDS, STOCK_TOP, UP_CARD, StockDrawer, stacked, wait_for_your_turn

from tonk_desktop.engine import Action, Card, Discard, Draw, HouseRules, Knock, LaySpread, RoundView
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import BOT_PAUSE_MS, GameModel, default_seats
from tonk_desktop.ui.settings.feature import SettingsFeature, install_settings
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings, load_settings
from tonk_desktop.ui.table import accessibility
from tonk_desktop.ui.table.gestures import DISCARD, STOCK, Target
from tonk_desktop.ui.table.items import CardItem, PlateItem
from tonk_desktop.ui.text.reasons import card_symbol


class KnockAdvisor(StockDrawer):
    """Plays like StockDrawer; asked for a hint, it says knock whenever it may."""

    def choose(self, view: RoundView) -> Action:
        if Knock() in view.legal and view.player == 0:
            return Knock()
        return super().choose(view)


def factory(level: str, seed: int | None) -> StockDrawer:
    return KnockAdvisor()


@pytest.fixture
def qsettings(tmp_path: Path) -> SettingsFile:
    return SettingsFile(tmp_path / "settings.json")


def window_with(
    qtbot: QtBot, qsettings: SettingsFile | None = None
) -> tuple[MainWindow, SettingsFeature | None]:
    model = GameModel(HouseRules(), default_seats(3), seed=1)
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, bot_factory=factory, seed=1, start=False)
    qtbot.addWidget(window)
    settings_feature = None
    if qsettings is not None:
        settings_feature = install_settings(window, AppSettings(), [], qsettings)
        model.set_speed(0)
        model.set_bot_pace(0)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP), dealer=2)
    return window, settings_feature


def plate(window: MainWindow, player: int) -> PlateItem:
    return dict(window.scene.accessible_plates())[player]


def test_each_seat_keeps_its_last_turn_in_words_until_its_next(qtbot: QtBot) -> None:
    window, _ = window_with(qtbot)
    model = window.model
    window.scene.act(Draw("stock"))
    assert plate(window, 0).last == "drew from the stock"
    window.scene.act(Discard(Card.parse("9H")))
    wait_for_your_turn(qtbot, window)
    rnd = model.round
    assert rnd is not None
    thrown = [card_symbol(action.card) for action in rnd.history if isinstance(action, Discard)]
    ann, bob = thrown[1], thrown[2]
    assert plate(window, 1).last == f"drew from the stock, threw {ann}"
    assert plate(window, 2).last == f"drew from the stock, threw {bob}"
    assert plate(window, 0).last == "drew from the stock, threw 9♥"
    assert plate(window, 1).last_shown() in (plate(window, 1).last, f"threw {ann}")
    window.scene.act(Draw("stock"))  # your next turn: yours is replaced, theirs stay
    assert plate(window, 0).last == "drew from the stock"
    assert plate(window, 1).last == f"drew from the stock, threw {ann}"
    # A screen reader hears it with the plate, a mouse finds it in the tooltip.
    view = window.view
    assert f"last turn: drew from the stock, threw {ann}" in accessibility.plate_text(
        view, 1, plate(window, 1)
    )
    assert f"Last turn: drew from the stock, threw {ann}" in plate(window, 1).toolTip()


def test_a_laid_spread_is_written_as_the_log_writes_it(qtbot: QtBot) -> None:
    window, _ = window_with(qtbot)
    window.scene.act(Draw("stock"))  # 8♣: with 5♣ 6♣ 7♣ a run
    window.scene.act(LaySpread(tuple(Card.parse(c) for c in ("5C", "6C", "7C", "8C"))))
    assert plate(window, 0).last == "drew from the stock, laid 5♣ 6♣ 7♣ 8♣"
    assert plate(window, 0).last_short == "laid 5♣ 6♣ 7♣ 8♣"


def test_the_pile_shows_its_top_cards_and_the_card_under_cannot_be_taken(qtbot: QtBot) -> None:
    window, _ = window_with(qtbot)
    window.scene.act(Draw("stock"))
    window.scene.act(Discard(Card.parse("9H")))
    wait_for_your_turn(qtbot, window)
    rnd = window.model.round
    assert rnd is not None
    top = window.scene.discard_item()
    assert top is not None and top.card == rnd.discard_top
    under = sorted(
        (
            item
            for item in window.scene.items()
            if isinstance(item, CardItem) and item.place[0] == "pile"
        ),
        key=lambda item: item.pos().x(),
    )
    assert [item.card for item in under] == list(rnd.discard_pile[-3:-1])
    # Stepped out to the left, each one's corner (rank and suit) clear of the next.
    xs = [item.pos().x() for item in under] + [top.pos().x()]
    assert all(b - a >= top.width * 0.2 for a, b in pairwise(xs))
    stock = window.scene.zone(STOCK)
    assert stock is not None and under[0].resting_rect().left() > stock.rect.right() - 1


def test_the_computers_pace_is_its_own_setting_and_kept(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    window, settings_feature = window_with(qtbot, qsettings)
    assert settings_feature is not None
    dialog = settings_feature.open_settings()
    pace = dialog.findChild(QComboBox, "computerPace")
    assert pace is not None
    pace.setCurrentIndex(pace.findData("very_slow"))
    speed = dialog.table_page.speed
    speed.setCurrentIndex(speed.findData("fast"))
    dialog.ok_button.click()
    model = window.model
    assert model.speed == 0.5 and model.bot_pace == 3.0
    assert model.bot_pause() == 3 * BOT_PAUSE_MS
    assert load_settings(qsettings)[0].computer_pace == "very_slow"
    model.set_speed(1.6)  # the animation's speed does not change the computers' pace
    assert model.bot_pause() == 3 * BOT_PAUSE_MS


def test_a_pause_after_each_computer_turn_waits_for_continue(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    window, settings_feature = window_with(qtbot, qsettings)
    assert settings_feature is not None
    dialog = settings_feature.open_settings()
    check = dialog.findChild(QCheckBox, "pauseAfterTurn")
    assert check is not None
    check.click()
    dialog.ok_button.click()
    window.model.set_speed(0)
    window.model.set_bot_pace(0)
    window.scene.act(Draw("stock"))
    window.scene.act(Discard(Card.parse("9H")))
    qtbot.waitUntil(lambda: window.bots.waiting)
    rnd = window.model.round
    assert rnd is not None and len(rnd.history) == 4 and rnd.current == 2  # Ann played
    assert window.continue_button.isVisible()
    assert "Continue (C)" in window.prompt.text()
    qtbot.wait(50)  # the event loop turns: Bob still waits
    assert len(rnd.history) == 4
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.continue_button, Qt.Key.Key_C)
    wait_for_your_turn(qtbot, window)
    assert len(rnd.history) == 6 and not window.continue_button.isVisible()


def test_a_knock_hint_lights_the_knock_button(qtbot: QtBot) -> None:
    window, _ = window_with(qtbot)
    button = window.knock_button
    assert not button.property("hinted")
    window.hint()
    qtbot.waitUntil(lambda: bool(button.property("hinted")))
    assert button.accessibleDescription() == "The hint: knock now"
    assert "Hint: knock" in window.statusBar().currentMessage()
    window.scene.act(Draw("stock"))  # another move: the hint is gone, the light too
    assert not button.property("hinted") and button.accessibleDescription() == ""


def tooltip_at(window: MainWindow, point: QPoint) -> str:
    viewport = window.view.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_tooltips_on_the_stock_pile_spreads_seats_and_points(qtbot: QtBot) -> None:
    window, _ = window_with(qtbot)
    window.scene.act(Draw("stock"))
    window.scene.act(LaySpread(tuple(Card.parse(c) for c in ("5C", "6C", "7C", "8C"))))
    scene, view = window.scene, window.view

    def centre(rect: QRectF) -> QPoint:
        return view.mapFromScene(rect.center())

    stock = scene.zone(STOCK)
    discard = scene.zone(DISCARD)
    spread = scene.zone(Target("spread", 0))
    assert stock is not None and discard is not None and spread is not None
    assert tooltip_at(window, centre(stock.rect)).startswith("The stock: 35 cards face down")
    assert tooltip_at(window, centre(discard.rect)).startswith(
        "The discard pile, top card first: K♠"
    )
    assert tooltip_at(window, centre(spread.rect)).startswith("Your run 5♣ 6♣ 7♣ 8♣: drop a card")
    ann = plate(window, 1)
    assert tooltip_at(window, centre(ann.sceneBoundingRect())).startswith("Ann: balance 0.00")
    badge = scene.furniture.total_label
    assert "points of your hand" in tooltip_at(window, centre(badge.sceneBoundingRect()))
