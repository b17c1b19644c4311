"""The round-end panel leaves the cards that decided the round in sight: it
moves off the spreads and hands when the middle of the table is taken."""

from __future__ import annotations

import random

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats
from tonk_desktop.ui.staging import stage_round_end


def four_player_round_end(qtbot: QtBot, seed: int) -> MainWindow:
    model = GameModel(HouseRules().replace(players=4), default_seats(4), seed=seed)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, seed=seed, start=False)
    qtbot.addWidget(window)
    window.bots.paused = True
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    stage_round_end(model, random.Random(seed))
    qtbot.waitUntil(window.round_end.isVisible, timeout=2000)
    QApplication.processEvents()
    return window


def test_the_round_end_panel_covers_no_card_in_a_hand_or_spread(qtbot: QtBot) -> None:
    # Seed 4: spreads and hands take the middle of the table.
    window = four_player_round_end(qtbot, 4)
    panel = window.round_end.geometry()
    cards = [rect for rect, weight in window.view.keep_clear() if weight == 1.0]
    assert len(cards) >= 12  # four hands and the spreads
    centred = QRect(panel)
    viewport = window.view.viewport()
    centred.moveTop((viewport.height() - panel.height()) // 2 - viewport.height() // 12)
    assert any(centred.intersects(rect) for rect in cards)  # the middle is taken
    assert not any(panel.intersects(rect) for rect in cards)
    assert viewport.rect().contains(panel)
