"""The window at its smallest supported size (800x600) in the language with the
longest labels: every button of the action bar is whole and none overlap."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from tablekit import make_window

from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.text.translation import install_language


@pytest.fixture
def hungarian(qapp: QApplication) -> Iterator[None]:
    install_language(qapp, "hu")
    yield
    install_language(qapp, "en")


@pytest.mark.usefixtures("hungarian")
def test_every_action_button_fits_an_800_pixel_window(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.resize(800, 600)
    for button in (window.declare_button, window.decline_button):
        button.setVisible(True)  # the widest case: every button at once
    qtbot.waitUntil(lambda: window.width() == 800)
    QApplication.processEvents()
    bar = window.action_bar
    buttons = [b for b in bar.findChildren(QPushButton) if b.isVisible()]
    assert len(buttons) == 6
    inside = QRect(0, 0, bar.width(), bar.height())
    for button in buttons:
        assert inside.contains(button.geometry()), button.text()
        assert button.width() >= button.sizeHint().width(), button.text()
    for i, first in enumerate(buttons):
        for second in buttons[i + 1 :]:
            assert not first.geometry().intersects(second.geometry()), (
                first.text(),
                second.text(),
            )
    assert window.log_dock.width() >= 170


@pytest.mark.parametrize("players", [2, 4])
def test_a_top_players_hand_shown_at_round_end_leaves_their_plate_readable(
    qtbot: QtBot, players: int
) -> None:
    """The shown hand of the player at the top fans out wider than its backs; it
    used to be centred where the backs were and covered the plate's balance."""
    import random

    from tonk_desktop.ui.staging import stage_round_end
    from tonk_desktop.ui.table.items import CardItem

    window = make_window(qtbot, players=players, deal=False)
    scene = window.scene
    top = players // 2  # the seat across the table
    for seed in range(7, 30):  # a round the top player ends holding three cards or more
        stage_round_end(window.model, random.Random(seed))
        rnd = window.model.round
        assert rnd is not None
        if len(rnd.hand(top)) >= 3:
            break
    geometry = scene.geometry
    assert geometry is not None and geometry.seats[top].side == "top"
    plate = dict(scene.accessible_plates())[top].sceneBoundingRect()
    shown = [
        item
        for item in scene.items()
        if isinstance(item, CardItem) and item.place == ("shown", top)
    ]
    assert shown
    for item in shown:
        assert not item.sceneBoundingRect().intersects(plate), item.sceneBoundingRect()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_dealer_button_is_whole_on_a_narrow_table(qtbot: QtBot, players: int) -> None:
    """Beside a dealer's plate at the table's left edge (the table narrowed by
    the ledger and the coach in a review), the button went past the edge and
    was cut; there it sits right of the plate."""
    window = make_window(qtbot, players=players, deal=False)
    window.resize(760, 900)
    window.resizeDocks([window.log_dock], [360], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: window.view.width() < 560)
    view = window.view
    for dealer in range(players):
        window.model.new_game(deck=None, dealer=dealer)
        QApplication.processEvents()
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        button = window.scene.furniture.dealer.sceneBoundingRect()
        assert seen.contains(button), (dealer, button, seen)
        plate = dict(window.scene.accessible_plates())[dealer].sceneBoundingRect()
        overlap = button.intersected(plate)
        assert min(overlap.width(), overlap.height()) < 1.0, dealer  # (edges may touch)


def table_share(window: MainWindow) -> float:
    QApplication.processEvents()
    return window.view.width() / window.width()


def test_a_first_start_shows_the_table_not_the_log(qtbot: QtBot) -> None:
    window = make_window(qtbot)  # 1100 x 760, as a first start opens
    assert window.log_dock.isVisible()
    assert table_share(window) >= 0.8


def test_the_ledger_dock_leaves_the_table_most_of_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    # Before: the ledger widened its dock (and the log's) to 55% of the window.
    from tonk_desktop.engine import HouseRules
    from tonk_desktop.ledger import Money, Seat
    from tonk_desktop.ui.features import install_features
    from tonk_desktop.ui.ledger.feature import LedgerFeature
    from tonk_desktop.ui.model import GameModel

    model = GameModel(HouseRules(), seed=3)
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, seed=3, start=False)
    install_features(window, ledger_path=tmp_path / "ledger.sqlite3")
    window.bots.paused = True
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    feature = LedgerFeature.of(window)
    assert feature is not None
    seats = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]
    sid = feature.ledger.create_session("Fri", seats, Money(50, "EUR"), HouseRules())
    feature.play_session(sid)
    for width in (900, 1100, 1600):
        window.resize(width, 700)
        qtbot.waitUntil(lambda: window.width() == width)  # noqa: B023 (waited on at once)
        feature.dock.raise_()
        feature.fit_dock()
        assert feature.dock.isVisible()
        assert table_share(window) >= 0.68, width


def test_in_a_lesson_the_cards_keep_most_of_the_width(qtbot: QtBot, tmp_path: Path) -> None:
    # Before: the lesson's panel and the log left the table half the window.
    from tonk_desktop.ui.lessons.feature import install_lessons
    from tonk_desktop.ui.settings.settings_file import SettingsFile

    window = make_window(qtbot, deal=False)
    lessons = install_lessons(window, SettingsFile(tmp_path / "settings.json"))
    window.resize(1100, 760)
    qtbot.waitUntil(lambda: window.width() == 1100)
    assert lessons.start("cards")
    assert lessons.panel.isVisible() and window.log_dock.isVisible()
    assert table_share(window) >= 0.58
