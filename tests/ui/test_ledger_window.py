"""The ledger inside the main window: menu entries, the dock, recording rounds,
and a damaged ledger moved aside with a message."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from tablekit import disk_full, ledger_of, no_space, warnings_shown

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger, Money, Seat
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.ledger.feature import LedgerFeature, install_ledger
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel

SEATS = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]


def make_window(qtbot: QtBot) -> MainWindow:
    model = GameModel(HouseRules(), seed=3)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, seed=3, start=False)
    window.bots.paused = True
    qtbot.addWidget(window)
    return window


def test_no_ledger_unless_asked(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert LedgerFeature.of(window) is None and window.keeper is None


def test_menus_dock_and_recording(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    ledger_path = tmp_path / "ledger.sqlite3"
    ledger_feature = install_ledger(window, ledger_path)
    assert ledger_feature is not None
    names = [a.objectName() for a in window.game_menu.actions()]
    assert {"newSessionAction", "sessionsAction", "settleUpAction"} <= set(names)
    assert not ledger_feature.settle_action.isEnabled()
    sid = ledger_feature.ledger.create_session("Fri", SEATS, Money(50, "EUR"), HouseRules())
    ledger_feature.play_session(sid)
    assert ledger_feature.settle_action.isEnabled()
    rng = random.Random(1)
    for _ in range(2):
        rnd = window.model.round
        assert rnd is not None
        while not rnd.is_over:
            window.model.apply(rng.choice(rnd.legal_actions()))
        window.model.next_round()
    assert ledger_feature.dock.panel.rounds_model.rowCount() == 2
    assert ledger_feature.ledger.session(sid).balances == window.model.balances
    rnd = window.model.round
    assert rnd is not None
    window.model.apply(next(a for a in rnd.legal_actions() if str(a) != "knock"))
    assert not rnd.is_over  # a round in progress, saved
    ledger_feature.ledger.close()
    with Ledger(ledger_path) as again:
        assert again.interrupted_sessions() == [sid]


def test_a_damaged_ledger_is_reported(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ledger.sqlite3"
    path.write_bytes(b"\x00garbage" * 100)
    told = warnings_shown(monkeypatch)
    model = GameModel(HouseRules(), seed=3)
    window = MainWindow(model, seed=3, start=False)
    install_features(window, ledger_path=path)
    window.bots.paused = True
    qtbot.addWidget(window)
    ledger_feature = ledger_of(window)
    assert ledger_feature is not None
    qtbot.waitUntil(lambda: bool(told))
    assert "could not be read" in told[0] and ".corrupt-" in told[0]
    assert list(tmp_path.glob("ledger.sqlite3.corrupt-*"))
    ledger_feature.ledger.close()


def test_rounds_played_on_a_full_disk_are_recorded_once_at_the_next_start(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Three rounds while the ledger could not be written: at closing their
    # stakes were "lost", and the next start offered a round that had finished
    # and settled its replayed result.
    path = tmp_path / "ledger.sqlite3"
    window = make_window(qtbot)
    ledger_feature = install_ledger(window, path)
    assert ledger_feature is not None
    ledger = ledger_feature.ledger
    sid = ledger.create_session("Fri", SEATS, Money(50, "EUR"), HouseRules())
    ledger_feature.play_session(sid)
    told = warnings_shown(monkeypatch)
    monkeypatch.setattr(ledger, "record_finished_round", disk_full)
    model = window.model
    rng = random.Random(3)
    results = []
    for _ in range(3):
        rnd = model.round
        assert rnd is not None
        while not rnd.is_over:
            model.apply(rng.choice(rnd.legal_actions()))
        assert rnd.result is not None
        results.append(tuple(n * 50 for n in rnd.result.net))
        model.next_round()
    balances = model.balances
    assert len(told) == 1 and "kept" in told[0]
    window.close()
    assert len(told) == 2 and "lost" not in told[1] and "kept in files" in told[1]
    ledger.close()
    monkeypatch.undo()  # the disk has room again

    told = warnings_shown(monkeypatch)
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        return int(QMessageBox.StandardButton.Yes.value)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    again = make_window(qtbot)
    install_features(again, ledger_path=path, start=True)
    qtbot.wait(50)
    feature = ledger_of(again)
    # Recorded once each, in order, before anything else; no finished round is
    # offered back to play, only the session to go on with, at its round 4.
    assert [r.changes for r in feature.ledger.rounds(sid)] == results
    assert feature.ledger.session(sid).balances == balances
    assert not list(feature.ledger.autosave_dir.glob("finished-*"))
    assert asked == [
        "You were playing the session “Fri”; its round 4 is next. Continue the session?"
    ]
    again.close()
    feature.ledger.close()
    with Ledger(path) as ledger:  # and never again
        assert ledger.round_count(sid) == 3


def test_closing_with_stakes_the_ledger_still_cannot_take_says_they_are_lost(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot)
    ledger_feature = install_ledger(window, tmp_path / "ledger.sqlite3")
    assert ledger_feature is not None
    sid = ledger_feature.ledger.create_session("Fri", SEATS, Money(50, "EUR"), HouseRules())
    ledger_feature.play_session(sid)
    told = warnings_shown(monkeypatch)
    monkeypatch.setattr(ledger_feature.ledger, "record_finished_round", disk_full)
    # Not even a file of its own can be written.
    monkeypatch.setattr(ledger_feature.ledger, "keep_finished_round", no_space)
    rnd = window.model.round
    assert rnd is not None
    rng = random.Random(3)
    while not rnd.is_over:
        window.model.apply(rng.choice(rnd.legal_actions()))
    assert len(told) == 1 and "kept" in told[0]
    window.close()
    assert len(told) == 2 and "lost" in told[1]
    ledger_feature.ledger.close()


def test_a_ledger_that_cannot_be_written_is_said_at_start_and_recovers(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (As root every file is writable: the ledger is told it is not.)
    writable = [False]
    monkeypatch.setattr(Ledger, "_writable", lambda self: writable[0])
    told = warnings_shown(monkeypatch)
    window = make_window(qtbot)
    ledger_feature = install_ledger(window, tmp_path / "ledger.sqlite3")
    qtbot.waitUntil(lambda: bool(told))
    assert "cannot be written: the file or its folder is read-only" in told[0]
    assert ledger_feature is not None and ledger_feature.ledger.read_only
    writable[0] = True  # the person makes it writable again
    ledger_feature.ledger.create_session("Fri", SEATS, Money(25, "USD"), HouseRules())
    assert not ledger_feature.ledger.read_only


def test_a_session_with_a_round_kept_on_disk_waits_for_it_before_sitting_down(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Sat down while its kept round could not go in, the table showed balances
    # without that round's stakes.
    from tonk_desktop.engine import Round

    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        sid = ledger.create_session("Fri", SEATS, Money(50, "EUR"), HouseRules())
        rnd = Round.deal(HouseRules(), dealer=0, rng=random.Random(2))
        while not rnd.is_over:
            rnd.apply(rnd.legal_actions()[0])
        ledger.keep_finished_round(sid, rnd)
        assert rnd.result is not None
        won = tuple(n * 50 for n in rnd.result.net)
    monkeypatch.setattr(Ledger, "record_finished_round", disk_full)  # still full
    told = warnings_shown(monkeypatch)
    window = make_window(qtbot)
    feature = install_ledger(window, path)
    assert feature is not None
    feature.play_session(sid)
    assert feature.session_id is None
    assert told and "waiting to be recorded" in told[-1]
    monkeypatch.undo()  # room again
    told = warnings_shown(monkeypatch)
    feature.play_session(sid)
    assert feature.session_id == sid and window.model.balances == won
    assert feature.ledger.round_count(sid) == 1
    feature.ledger.close()
