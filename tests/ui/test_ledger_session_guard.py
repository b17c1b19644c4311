"""A ledger session keeps its own table: settings changed while it is played wait
for the next game, New game leaves the session (its rounds kept), and a session
that is deleted, unreadable or unwritable is a message, never a crash or a round
recorded in the wrong place."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot
from tablekit import disk_full, warnings_shown

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Money, Seat
from tonk_desktop.ui.ledger.feature import LedgerFeature, install_ledger
from tonk_desktop.ui.ledger.sessions import SessionsDialog
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.settings.feature import install_settings
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings

SEATS = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]


def window_with_session(
    qtbot: QtBot, tmp_path: Path
) -> tuple[MainWindow, LedgerFeature, int, object]:
    model = GameModel(HouseRules(), seed=3)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, seed=3, start=False)
    window.bots.paused = True
    qtbot.addWidget(window)
    ledger_feature = install_ledger(window, tmp_path / "ledger.sqlite3")
    assert ledger_feature is not None
    qsettings = SettingsFile(tmp_path / "settings.json")
    settings_feature = install_settings(window, AppSettings(), [], qsettings)
    sid = ledger_feature.ledger.create_session("Fri", SEATS, Money(50, "EUR"), HouseRules())
    ledger_feature.play_session(sid)
    return window, ledger_feature, sid, settings_feature


def finish_round(window: MainWindow, rng: random.Random) -> None:
    rnd = window.model.round
    assert rnd is not None
    while not rnd.is_over:
        window.model.apply(rng.choice(rnd.legal_actions()))


def test_settings_changed_in_a_session_wait_for_the_next_game(qtbot: QtBot, tmp_path: Path) -> None:
    window, ledger_feature, sid, settings_feature = window_with_session(qtbot, tmp_path)
    model = window.model
    two_players = AppSettings(
        seats=(Seat("You"), Seat("Zed", "easy")),
        rules=HouseRules().replace(players=2),
        stake_minor=500,
        currency="USD",
    )
    settings_feature.apply(two_players)  # type: ignore[attr-defined]
    assert "keeps its own" in window.statusBar().currentMessage()
    rng = random.Random(2)
    finish_round(window, rng)
    model.next_round()
    finish_round(window, rng)
    # Still the session's table, and the table agrees with the ledger.
    assert model.players == 3 and model.currency == "EUR" and model.stake_minor == 50
    assert ledger_feature.ledger.session(sid).balances == model.balances
    window.new_game()  # between rounds (nothing to ask): the player's own table at last
    assert ledger_feature.session_id is None
    assert "Left the session" in window.statusBar().currentMessage()
    assert model.players == 2 and model.currency == "USD" and model.stake_minor == 500
    assert ledger_feature.ledger.session(sid).rounds_played == 2  # its rounds are kept


def test_a_session_deleted_while_its_round_goes_on_stops_recording(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, ledger_feature, sid, _ = window_with_session(qtbot, tmp_path)
    told = warnings_shown(monkeypatch)
    ledger_feature.ledger.delete_session(sid)  # as if from Sessions… while the bots play
    finish_round(window, random.Random(4))
    assert ledger_feature.session_id is None
    assert told and "deleted" in told[0]
    assert ledger_feature.ledger.sessions() == []


def test_deleting_the_session_in_play_stops_recording_at_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, ledger_feature, _sid, _ = window_with_session(qtbot, tmp_path)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog = SessionsDialog(ledger_feature.ledger, window)
    dialog.session_deleted.connect(ledger_feature._on_session_deleted)
    dialog.delete()
    assert ledger_feature.session_id is None  # before the dialog is even closed


def test_a_session_that_cannot_be_read_leaves_the_game_as_it_was(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, ledger_feature, sid, _ = window_with_session(qtbot, tmp_path)
    other = ledger_feature.ledger.create_session("Sat", SEATS, Money(100, "USD"), HouseRules())
    told = warnings_shown(monkeypatch)

    def damaged(*args: object) -> list[object]:
        raise sqlite3.OperationalError("could not decode to UTF-8 column 'played_at'")

    monkeypatch.setattr(ledger_feature.ledger, "_read_rounds", damaged)
    ledger_feature.play_session(other)
    assert told and "could not be opened" in told[0]
    assert ledger_feature.session_id == sid  # rounds still go to the session on the table
    assert window.model.currency == "EUR"


def test_renaming_on_an_unwritable_ledger_is_a_message(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, ledger_feature, sid, _ = window_with_session(qtbot, tmp_path)
    dialog = SessionsDialog(ledger_feature.ledger, window)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Saturday", True))
    told = warnings_shown(monkeypatch)
    monkeypatch.setattr(ledger_feature.ledger, "rename_session", disk_full)
    dialog.rename()
    assert told and "disk is full" in told[0] and "Nothing was changed" in told[0]
    assert ledger_feature.ledger.session(sid).name == "Fri"


def test_a_saved_round_for_another_table_size_changes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A two-player round saved for a three-player session: a message, and the
    # game and what it records into stay as they were.
    window, ledger_feature, sid, _ = window_with_session(qtbot, tmp_path)
    other = ledger_feature.ledger.create_session("Sat", SEATS, Money(50, "USD"), HouseRules())
    from tonk_desktop.engine import Round

    two = Round.deal(HouseRules(players=2), dealer=0, rng=random.Random(1)).to_history()
    told = warnings_shown(monkeypatch)
    ledger_feature._sit_down(other, two)
    assert told and "could not be opened" in told[0]
    assert ledger_feature.session_id == sid and window.model.currency == "EUR"


def test_the_sessions_list_names_the_sessions_it_cannot_read(qtbot: QtBot, tmp_path: Path) -> None:
    window, ledger_feature, sid, _ = window_with_session(qtbot, tmp_path)
    ledger_feature.ledger.create_session("Sat", SEATS, Money(50, "USD"), HouseRules())
    conn = sqlite3.connect(ledger_feature.ledger.path)
    conn.execute("UPDATE players SET kind = 'bot:expert' WHERE seat = 1 AND session_id = ?", (sid,))
    conn.commit()
    conn.close()
    dialog = SessionsDialog(ledger_feature.ledger, window)
    qtbot.addWidget(dialog)
    assert [dialog.model.session_at(0).name] == ["Sat"] and dialog.model.rowCount() == 1
    assert not dialog.unreadable.isHidden() and "“Fri”" in dialog.unreadable.text()


def test_a_session_with_a_damaged_round_and_a_round_in_progress_changes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The round in progress used to skip reading the settled rounds, so the
    # damage surfaced only after the game had been half switched (and uncaught).
    window, ledger_feature, sid, _ = window_with_session(qtbot, tmp_path)
    rng = random.Random(1)
    finish_round(window, rng)
    window.model.next_round()
    rnd = window.model.round
    assert rnd is not None
    window.model.apply(next(a for a in rnd.legal_actions() if str(a) != "knock"))
    assert ledger_feature.ledger.interrupted_sessions() == [sid]
    ledger_feature.leave_session()
    conn = sqlite3.connect(ledger_feature.ledger.path)
    conn.execute("UPDATE rounds SET dealer = 99")
    conn.commit()
    conn.close()
    told = warnings_shown(monkeypatch)
    ledger_feature.play_session(sid)
    assert told and "could not be opened" in told[0]
    assert ledger_feature.session_id is None


def test_a_session_with_a_kept_round_resumes_only_once_that_round_is_in(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, ledger_feature, sid, _ = window_with_session(qtbot, tmp_path)
    told = warnings_shown(monkeypatch)
    real = ledger_feature.ledger.record_finished_round
    monkeypatch.setattr(ledger_feature.ledger, "record_finished_round", disk_full)
    finish_round(window, random.Random(3))
    balances = window.model.balances
    ledger_feature.leave_session()
    ledger_feature.play_session(sid)  # its last round is not in the ledger yet
    assert "waiting to be recorded" in told[-1] and ledger_feature.session_id is None
    monkeypatch.setattr(ledger_feature.ledger, "record_finished_round", real)  # room again
    ledger_feature.play_session(sid)
    assert ledger_feature.session_id == sid
    assert window.model.balances == balances == ledger_feature.ledger.session(sid).balances
