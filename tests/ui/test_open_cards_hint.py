"""The hint at an open table (issue 31): in the practice with open cards the
hint, and its reason, use every hand on show; in ordinary play it is given the
seat's own view and nothing more."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import StockDrawer

from tonk_desktop.ai import make_bot
from tonk_desktop.engine import Action, HouseRules, Knock, RoundView
from tonk_desktop.game import Chooser
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.lessons.feature import install_lessons
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats
from tonk_desktop.ui.settings.settings_file import SettingsFile

# Three players, you first: you hold 26 (2♦ 3♥ 5♥ K♥ 6♦), Ann 25 (4♦ Q♠ 2♥ 5♣
# 4♠), Bob 33. Played blind, the hint knocked on it and Ann caught the knock.
DEAL = 146924069


class Recorded:
    """The real hint player, keeping every view it was asked about."""

    def __init__(self, seed: int | None) -> None:
        self.bot = make_bot("hard", seed=seed)
        self.views: list[RoundView] = []

    def choose(self, view: RoundView) -> Action:
        self.views.append(view)
        return self.bot.choose(view)


def window_with_real_hints(qtbot: QtBot) -> tuple[MainWindow, list[Recorded]]:
    made: list[Recorded] = []

    def factory(level: str, seed: int | None) -> Chooser:
        if level != "hard":
            return StockDrawer()
        made.append(Recorded(seed))
        return made[-1]

    model = GameModel(HouseRules().replace(players=3), default_seats(3), seed=1)
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, bot_factory=factory, seed=1, start=False)
    qtbot.addWidget(window)
    install_features(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    return window, made


def ask_hint(qtbot: QtBot, window: MainWindow) -> str:
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=20000)
    return window.statusBar().currentMessage()


def test_the_open_cards_hint_sees_the_hands_on_show(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, made = window_with_real_hints(qtbot)
    lessons = install_lessons(window, SettingsFile(tmp_path / "settings.json"))
    # The practice deals a game of its own: this deal.
    monkeypatch.setattr(
        window.model, "new_game", functools.partial(window.model.new_game, deal_number=DEAL)
    )
    dialog = lessons.open_list()
    QTest.mouseClick(dialog.practice_button, Qt.MouseButton.LeftButton)
    assert lessons.tutor.practice and window.scene.open_hands
    assert window.model.deal_number == DEAL
    rnd = window.model.round
    assert rnd is not None and rnd.current == window.model.you and rnd.phase == "start"
    assert (rnd.hand_total(0), rnd.hand_total(1)) == (26, 25)
    assert Knock() in rnd.legal_actions()
    message = ask_hint(qtbot, window)
    # Not the knock Ann's 25 catches; and the reason says why, from her hand.
    assert window.scene.hint != Knock()
    assert "Ann's hand on show counts 25 against your 26" in message, message
    assert "a knock would be caught" in message
    (hint,) = made
    seen = hint.views[-1]
    assert seen.known_cards[1] == rnd.hand(1) and seen.known_cards[2] == rnd.hand(2)
    assert window.scene.open_hands  # still the practice


def test_the_hint_in_ordinary_play_is_given_the_seats_view_alone(qtbot: QtBot) -> None:
    window, made = window_with_real_hints(qtbot)
    window.model.new_game(deal_number=DEAL)
    rnd = window.model.round
    assert rnd is not None and rnd.current == window.model.you
    message = ask_hint(qtbot, window)
    (hint,) = made
    assert hint.views[-1] == rnd.view(window.model.you)
    assert hint.views[-1].known_cards[1] == ()
    # Blind, 26 looks low at a fresh table of three: the hint may knock, and
    # its reason says nothing of hands it cannot see.
    assert "on show" not in message
