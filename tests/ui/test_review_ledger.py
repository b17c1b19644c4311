"""Reviewing a ledger session's rounds (Game ▸ Sessions… → a round → Review):
the round replays from its recorded hand history, and nothing a review does
moves the session's money or its round in progress."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import ledger_of, review_of, warnings_shown

from tonk_desktop.engine import HouseRules, Round, RoundResult
from tonk_desktop.ledger import Money, Seat
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.ledger.feature import LedgerFeature
from tonk_desktop.ui.ledger.sessions import SessionsDialog
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel

SEATS = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]


def session_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, LedgerFeature, int]:
    """A window playing a ledger session: two rounds settled, a third under way."""
    model = GameModel(HouseRules(), seed=3)
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, seed=3, start=False)
    install_features(window, ledger_path=tmp_path / "ledger.sqlite3")
    window.bots.paused = True
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    ledger_feature = ledger_of(window)
    assert ledger_feature is not None
    sid = ledger_feature.ledger.create_session("Fri", SEATS, Money(50, "EUR"), HouseRules())
    ledger_feature.play_session(sid)
    rng = random.Random(1)
    for _ in range(2):
        rnd = window.model.round
        assert rnd is not None
        while not rnd.is_over:
            legal = rnd.legal_actions()
            window.model.apply(rng.choice([a for a in legal if str(a) != "knock"] or legal))
        window.model.next_round()
    rnd = window.model.round
    assert rnd is not None
    window.model.apply(next(a for a in rnd.legal_actions() if str(a) != "knock"))
    assert not rnd.is_over
    return window, ledger_feature, sid


def choose_round(monkeypatch: pytest.MonkeyPatch, row: int) -> None:
    """The Sessions dialog, shown: the person picks round `row` and Review."""

    def pick(dialog: SessionsDialog) -> int:
        assert dialog.rounds.count() == 2  # the session's settled rounds
        dialog.rounds.setCurrentRow(row)
        assert dialog.review_button.isEnabled()
        dialog.review_button.click()
        return 1

    monkeypatch.setattr(SessionsDialog, "exec", pick)


def test_sessions_round_review_replays_it_and_moves_no_money(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, ledger_feature, sid = session_window(qtbot, tmp_path)
    ledger = ledger_feature.ledger
    before = ledger.session(sid)
    game_round = window.model.round
    assert game_round is not None
    played = list(game_round.history)
    balances = window.model.balances
    recorded = ledger.round_history(sid, 1)
    assert recorded is not None
    choose_round(monkeypatch, 0)
    ledger_feature.sessions_action.trigger()
    controller = review_of(window).controller
    assert controller is not None
    assert controller.history.actions == tuple(Round.from_history(recorded).history)
    assert controller.model.name(1) == "Ann"
    assert "Fri" in controller.page.title.text()
    # Play from here is for practice games: money is at stake in a session.
    assert not controller.page.play_button.isEnabled()
    controller.play_from_requested.emit(0)
    assert review_of(window).controller is controller
    # To the round's end and back: the review settles on its own model only.
    window.activateWindow()  # the Sessions dialog has closed: the window has the keys
    qtbot.waitUntil(window.isActiveWindow)
    assert controller.step_count() > 5
    QTest.keyClick(controller.page.view, Qt.Key.Key_End)
    assert isinstance(controller.model.round and controller.model.round.result, RoundResult)
    assert controller.page.round_end.isVisible()
    QTest.keyClick(controller.page.view, Qt.Key.Key_Escape)
    assert review_of(window).controller is None
    after = ledger.session(sid)
    assert after.balances == before.balances
    assert after.rounds_played == before.rounds_played == 2
    assert window.model.balances == balances
    assert window.model.round is game_round and list(game_round.history) == played
    assert ledger_feature.binding.session_id == sid  # still playing the session


def test_a_round_recorded_without_its_history_is_a_message(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, ledger_feature, _sid = session_window(qtbot, tmp_path)
    ledger = ledger_feature.ledger
    other = ledger.create_session("Old", SEATS, Money(50, "EUR"), HouseRules())
    rnd = Round.deal(HouseRules(), dealer=0, rng=random.Random(5))
    rng = random.Random(2)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    assert rnd.result is not None
    ledger.record_round(other, rnd.result, dealer=0)  # no history, as older files may hold
    told = warnings_shown(monkeypatch)
    assert not ledger_feature.review_round(other, 1)
    assert len(told) == 1 and "without its hand history" in told[0]
    assert review_of(window).controller is None and window.stack.currentIndex() == 0


def test_entering_a_review_beside_the_ledger_keeps_the_windows_size(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # Before: a 900-pixel window grew to 1,043 for good: the review's side panel
    # beside the log and the ledger asked for more than the window had.
    from PySide6.QtWidgets import QApplication

    window, _, _ = session_window(qtbot, tmp_path)
    window.resize(900, 640)
    qtbot.waitUntil(lambda: window.width() == 900)
    rnd = window.model.round
    assert rnd is not None
    rng = random.Random(2)
    while not rnd.is_over:
        legal = rnd.legal_actions()
        window.model.apply(rng.choice([a for a in legal if str(a) != "knock"] or legal))
    QApplication.processEvents()
    QTest.keyClick(window.round_end.button, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: review_of(window).controller is not None)
    for _ in range(5):
        QApplication.processEvents()
    assert (window.width(), window.height()) == (900, 640)
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert window.width() == 900
