"""The window at its smallest supported size (800x600) in the language with the
longest labels: every button of the action bar is whole and none overlap."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from tablekit import make_window

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
    window.resize(900, 900)
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
