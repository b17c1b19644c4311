"""A hint whose computer player fails says so and clears "Thinking…"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import HANDS, STOCK_TOP, UP_CARD, StockDrawer, stacked

from tonk_desktop.engine import Action, HouseRules, RoundView
from tonk_desktop.game import Chooser
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats


class BrokenHint:
    """A hint bot with a bug in it."""

    def choose(self, view: RoundView) -> Action:
        raise RuntimeError("the search fell over")


def broken_hints(level: str, seed: int | None) -> Chooser:
    return BrokenHint() if level == "hard" else StockDrawer()


def test_a_failed_hint_says_so_and_stops_thinking(qtbot: QtBot) -> None:
    model = GameModel(HouseRules(), default_seats(3), seed=1)
    model.set_speed(0)
    window = MainWindow(model, bot_factory=broken_hints, seed=1, start=False)
    qtbot.addWidget(window)
    window.show()
    model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP, 3), dealer=2)
    with qtbot.waitSignal(window.hints.failed, timeout=10000):
        QTest.keyClick(window.view, Qt.Key.Key_H)
    message = window.statusBar().currentMessage()
    assert "Thinking" not in message
    assert message == "No hint this time: the computer could not work one out."
    assert window.scene.hint is None
