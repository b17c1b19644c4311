"""Helpers for driving the real table window in tests: stacked decks, a scripted
computer player, and real mouse gestures on the view's viewport."""

from __future__ import annotations

import errno
import sqlite3
import time
from collections.abc import Iterable
from typing import NoReturn

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import Action, Card, Discard, Draw, HouseRules, RoundView, full_deck
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.ledger.feature import LedgerFeature
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats
from tonk_desktop.ui.review.feature import ReviewFeature
from tonk_desktop.ui.settings.feature import SettingsFeature
from tonk_desktop.ui.table.items import CardItem, ZoneItem


def warnings_shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warning boxes the window opens, collected instead of
    shown (a modal box would wait for a click forever offscreen)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(str(a[2])))
    return shown


def disk_full(*args: object, **kwargs: object) -> NoReturn:
    """Stands in for a ledger write on a full disk."""
    raise sqlite3.OperationalError("database or disk is full")


def no_space(*args: object, **kwargs: object) -> NoReturn:
    """Stands in for a file write on a full disk."""
    raise OSError(errno.ENOSPC, "No space left on device")


class StockDrawer:
    """A predictable computer player: draws from the stock, discards its highest
    card, never knocks -- so a test decides how the round ends."""

    name = "scripted"
    level = "easy"

    def choose(self, view: RoundView) -> Action:
        if Draw("stock") in view.legal:
            return Draw("stock")
        discards = [a for a in view.legal if isinstance(a, Discard)]
        if discards:
            return max(discards, key=lambda a: (view.rules.card_points(a.card.rank), a.card))
        return view.legal[0]


def scripted_factory(level: str, seed: int | None) -> StockDrawer:
    return StockDrawer()


def stacked(
    hands: list[str], up_card: str, stock_top: Iterable[str], players: int = 3
) -> list[Card]:
    """A deck dealt by seat 2 of 3 (so seat 0, you, plays first): `hands[p]` are
    player p's five cards; then the up-card; then the stock, top first; the rest
    of the deck follows in a fixed order."""
    dealer = players - 1
    cards = [[Card.parse(name) for name in hand.split()] for hand in hands]
    order: list[Card] = []
    for k in range(5):
        for seat in range(players):
            player = (dealer + 1 + seat) % players
            order.append(cards[player][k])
    order.append(Card.parse(up_card))
    order.extend(Card.parse(name) for name in stock_top)
    rest = [card for card in full_deck() if card not in order]
    return order + rest


# You: a club run to build on; Ann and Bob: high cards, no spreads.
HANDS = ["5C 6C 7C 9H 2D", "QD JD 9D 4S 3H", "KH QS JS 4H 3S"]
UP_CARD = "KS"
STOCK_TOP = ["8C", "10H", "10S", "9C", "KC", "KD"]


def make_window(qtbot: QtBot, players: int = 3, deal: bool = True) -> MainWindow:
    rules = HouseRules().replace(players=players)
    model = GameModel(rules, default_seats(players), seed=1)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, bot_factory=scripted_factory, seed=1, start=False)
    qtbot.addWidget(window)
    install_features(window)  # the review, as every window of the program has it
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    if deal:
        model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP, players), dealer=players - 1)
    return window


def review_of(window: MainWindow) -> ReviewFeature:
    """The window's review (installed by `install_features`)."""
    review = ReviewFeature.of(window)
    assert review is not None, "no review installed"
    return review


def ledger_of(window: MainWindow) -> LedgerFeature:
    """The window's ledger (installed by `install_features(..., ledger_path=...)`)."""
    ledger = LedgerFeature.of(window)
    assert ledger is not None, "no ledger installed"
    return ledger


def settings_of(window: MainWindow) -> SettingsFeature:
    """The window's settings (installed by `install_features(window, qsettings)`)."""
    settings = SettingsFeature.of(window)
    assert settings is not None, "no settings installed"
    return settings


def point_of(window: MainWindow, item: CardItem | ZoneItem | None) -> QPoint:
    """The viewport point at the middle of an item (through its rotation)."""
    assert item is not None, "the item is not on the table"
    if isinstance(item, CardItem):
        centre = item.mapToScene(QPointF(item.width / 2, item.height * 0.4))
    else:
        centre = item.rect.center()
    return window.view.mapFromScene(centre)


def drag(window: MainWindow, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press at `start`, move past the 4-pixel threshold and on to `end`, release:
    real mouse events on the viewport, as a person's drag."""
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        x = start.x() + (end.x() - start.x()) * i // steps
        y = start.y() + (end.y() - start.y()) * i // steps
        QTest.mouseMove(viewport, QPoint(x, y))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click(window: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def card(window: MainWindow, name: str) -> CardItem:
    item = window.scene.item_for(Card.parse(name))
    assert item is not None, f"{name} is not on the table"
    return item


def wait_for_your_turn(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model

    def ready() -> bool:
        rnd = model.round
        assert rnd is not None
        return rnd.is_over or (rnd.current == model.you and rnd.phase == "start")

    qtbot.waitUntil(ready, timeout=5000)


class RecordingOutput:
    """A sound output that plays nothing and keeps what it was asked to play
    (name, volume), with its time on a monotonic clock, in milliseconds."""

    def __init__(self, problem: str | None = None) -> None:
        self.played: list[tuple[str, float]] = []
        self.times: list[float] = []
        self._problem = problem

    def problem(self) -> str | None:
        return self._problem

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))
        self.times.append(time.monotonic() * 1000)

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.played]
