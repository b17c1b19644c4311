"""The computer players at the table are shown each finished round from their
own seat (the hard player learns its opponents' styles from it)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from tablekit import HANDS, STOCK_TOP, UP_CARD, StockDrawer, stacked

from tonk_desktop.engine import Discard, Draw, Knock, RoundView
from tonk_desktop.ui.bots import BotDriver
from tonk_desktop.ui.model import GameModel


class Learner(StockDrawer):
    """Draws and throws its highest card; keeps the round ends it is shown."""

    def __init__(self) -> None:
        self.shown: list[RoundView] = []

    def round_over(self, view: RoundView) -> None:
        self.shown.append(view)


def test_each_computer_player_is_shown_the_round_end_from_its_seat(qtbot: QtBot) -> None:
    model = GameModel(seed=3)
    model.set_speed(0)
    made: dict[str, Learner] = {}

    def factory(level: str, seed: int | None) -> Learner:
        made[f"{level}{len(made)}"] = bot = Learner()
        return bot

    driver = BotDriver(model, factory)
    model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP), dealer=2)  # you play first
    assert model.apply(Draw("stock")) is None
    assert model.apply(Discard(model.round.hand(0)[-1])) is None  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: model.round is not None and model.round.current == 0, timeout=5000)
    assert all(not bot.shown for bot in made.values())
    assert model.apply(Knock()) is None
    bots = list(made.values())
    assert len(bots) == 2
    seats = sorted(bot.shown[0].player for bot in bots)
    assert seats == [1, 2]
    for bot in bots:
        (view,) = bot.shown
        assert view.phase == "over" and view.result is not None
        assert view.legal == ()
    driver.shutdown()
