"""The window's ledger and the background writer (`BackgroundWriter`): the
autosave of a move is on disk when the move has been made, even for a program
killed at that instant; the folder's fsync runs on the writer, in order, before
a round is recorded; its failure reaches the player as a message, on the
window's thread; closing the window and leaving a session wait for it."""

from __future__ import annotations

import errno
import json
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from tablekit import ledger_of, scripted_factory

from tonk_desktop.engine import Draw, HouseRules, Knock
from tonk_desktop.ledger import Ledger, Money, Seat
from tonk_desktop.ledger.files import fsync_folder
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.ledger import binding as binding_module
from tonk_desktop.ui.ledger.binding import LedgerBinding
from tonk_desktop.ui.ledger.table_autosave import load_table, table_path
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel

KILLER = Path(__file__).with_name("kill_after_move.py")
SEATS = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]


def start(tmp_path: Path) -> tuple[Ledger, int, GameModel, LedgerBinding]:
    ledger = Ledger(tmp_path / "ledger.sqlite3")
    sid = ledger.create_session("Fri", SEATS, Money(25, "USD"), HouseRules())
    model = GameModel(HouseRules(), ledger.session(sid).seats, 25, seed=4)
    return ledger, sid, model, LedgerBinding(model, ledger, sid)


def a_move(model: GameModel, rng: random.Random) -> None:
    rnd = model.round
    assert rnd is not None
    legal = rnd.legal_actions()
    assert (
        model.apply(rng.choice([a for a in legal if a not in (Knock(), Draw("discard"))] or legal))
        is None
    )


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("where", ["session", "table"])
def test_a_program_killed_right_after_a_move_leaves_that_moves_autosave(
    tmp_path: Path, where: str
) -> None:
    path = tmp_path / "ledger.sqlite3"
    for moves in (1, 4, 7):
        child = subprocess.run(
            [sys.executable, str(KILLER), str(path), where, str(moves)],
            capture_output=True,
            text=True,
            timeout=60,
            env={"QT_QPA_PLATFORM": "offscreen", **dict(__import__("os").environ)},
        )
        assert child.returncode == -signal.SIGKILL, child.stderr
        shown = json.loads(child.stdout)
        with Ledger(path) as ledger:
            if where == "session":
                kept = ledger.load_round_in_progress(shown["session"])
            else:
                table, moved = load_table(table_path(ledger))
                assert table is not None and moved is None
                kept = table.round.to_history()
        assert kept is not None
        assert len(kept["actions"]) == moves
        assert {k: kept[k] for k in shown["history"]} == shown["history"]


def test_the_folder_is_synced_before_the_round_is_recorded(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger, sid, model, _binding = start(tmp_path)
    done: list[str] = []

    def slow_sync(folder: Path) -> None:
        time.sleep(0.01)  # the disk is slow: the moves come faster
        fsync_folder(folder)
        done.append("sync")

    real = ledger.record_finished_round

    def record(*args: object) -> object:
        done.append("record")
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(binding_module, "fsync_folder", slow_sync)
    monkeypatch.setattr(ledger, "record_finished_round", record)
    model.new_game()
    rnd = model.round
    assert rnd is not None
    rng = random.Random(2)
    while not rnd.is_over:
        model.apply(rng.choice(rnd.legal_actions()))
    assert done[-1] == "record" and "sync" in done  # every sync asked for was done first
    assert done.count("record") == 1
    assert [r.number for r in ledger.rounds(sid)] == [1]
    ledger.close()


def test_a_failed_folder_sync_reaches_the_player_once_on_the_windows_thread(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger, sid, model, binding = start(tmp_path)
    told: list[tuple[str, threading.Thread]] = []
    binding.failed.connect(lambda text: told.append((text, threading.current_thread())))

    def read_only(folder: Path) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(binding_module, "fsync_folder", read_only)
    model.new_game()
    rng = random.Random(3)
    for _ in range(3):
        a_move(model, rng)
    qtbot.waitUntil(lambda: bool(told), timeout=5000)
    binding.writer.flush()
    assert len(told) == 1  # once, not at every move
    text, thread = told[0]
    assert thread is threading.main_thread()
    assert "could not be written" in text and "not saved" in text
    # The file itself is written: the round is what a crash now leaves.
    rnd = model.round
    kept = ledger.load_round_in_progress(sid)
    assert rnd is not None and kept is not None
    assert kept["actions"] == rnd.to_history()["actions"]
    ledger.close()


def test_leaving_the_session_waits_for_the_writer(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger, _sid, model, binding = start(tmp_path)
    synced: list[Path] = []

    def slow_sync(folder: Path) -> None:
        time.sleep(0.2)
        synced.append(folder)

    monkeypatch.setattr(binding_module, "fsync_folder", slow_sync)
    model.new_game()
    assert not synced  # the move did not wait for the folder
    binding.set_session(None)
    assert synced == [ledger.autosave_dir]
    ledger.close()


def test_closing_the_window_waits_for_the_writer(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[Path] = []

    def slow_sync(folder: Path) -> None:
        time.sleep(0.2)
        synced.append(folder)

    monkeypatch.setattr(binding_module, "fsync_folder", slow_sync)
    model = GameModel(HouseRules(), seed=4)
    model.set_speed(0)
    window = MainWindow(model, seed=4, start=False, bot_factory=scripted_factory)
    window.bots.paused = True
    qtbot.addWidget(window)
    install_features(window, ledger_path=str(tmp_path / "ledger.sqlite3"))
    window.show()
    integration = ledger_of(window)
    model.new_game()  # a game outside a session: kept in table.json
    a_move(model, random.Random(1))
    assert not synced
    window.close()
    assert synced and synced[-1] == table_path(integration.ledger).parent
    assert integration.binding.writer.closed


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_rounds_a_full_disk_kept_survive_kill_9_and_are_recorded_once_at_the_next_start(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Their stakes lived in memory only: killed, they were gone, and the next
    # start offered a round that had already ended.
    path = tmp_path / "ledger.sqlite3"
    child = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("kill_on_full_disk.py")), str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", **dict(__import__("os").environ)},
    )
    assert child.returncode == -signal.SIGKILL, child.stderr
    shown = json.loads(child.stdout)
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        return int(QMessageBox.StandardButton.Yes.value)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    model = GameModel(HouseRules(), seed=3)
    window = MainWindow(model, seed=3, start=False, bot_factory=scripted_factory)
    window.bots.paused = True
    qtbot.addWidget(window)
    install_features(window, ledger_path=path, start=True)
    qtbot.wait(50)
    ledger = ledger_of(window).ledger
    sid = shown["session"]
    assert [list(r.changes) for r in ledger.rounds(sid)] == shown["changes"]
    assert asked == [] and ledger_of(window).session_id is None
    left = {p.name for p in ledger.autosave_dir.iterdir()}
    assert left <= {"table.json"}  # the new game dealt outside a session, no more
    window.close()
    ledger.close()
