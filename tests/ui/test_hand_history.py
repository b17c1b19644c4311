"""Game ▸ Save the round's hand history writes a finished round to a JSON file
that replays to the same round (`tonk-replay`); a file that cannot be written
is a message, not a lost round."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from tablekit import make_window, wait_for_your_turn, warnings_shown

from tonk_desktop.engine import Card, Discard, Draw, Knock, LaySpread, Round
from tonk_desktop.engine.replay import main as replay_main
from tonk_desktop.ui.main_window import MainWindow


def play_to_a_knock(qtbot: QtBot) -> MainWindow:
    window = make_window(qtbot)
    model = window.model
    model.apply(Draw("stock"), player=0)  # the 8 of clubs
    model.apply(LaySpread(tuple(Card.parse(n) for n in ("5C", "6C", "7C", "8C"))), player=0)
    model.apply(Discard(Card.parse("9H")), player=0)
    wait_for_your_turn(qtbot, window)
    assert not window.save_history_action.isEnabled()  # mid-round: it would show every hand
    model.apply(Knock(), player=0)
    rnd = model.round
    assert rnd is not None and rnd.is_over
    assert window.save_history_action.isEnabled()
    return window


def test_a_finished_round_saves_as_a_history_that_replays(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    window = play_to_a_knock(qtbot)
    chosen = tmp_path / "good hand"  # no suffix: .json is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(chosen), ""))
    window.save_history_action.trigger()
    saved = tmp_path / "good hand.json"
    assert saved.exists()
    assert str(saved) in window.statusBar().currentMessage()
    rnd = window.model.round
    assert rnd is not None and rnd.result is not None
    replayed = Round.from_history(json.loads(saved.read_text(encoding="utf-8")))
    assert replayed.history == rnd.history
    assert replayed.result == rnd.result
    assert replay_main([str(saved)]) == 0
    assert "player 0 knocked and was lowest" in capsys.readouterr().out


def test_a_history_that_cannot_be_written_is_a_message(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = play_to_a_knock(qtbot)
    target = tmp_path / "no such folder" / "hand.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    told = warnings_shown(monkeypatch)
    window.save_history_action.trigger()
    assert len(told) == 1 and str(target) in told[0]
    assert not target.exists()
    rnd = window.model.round
    assert rnd is not None and rnd.is_over  # the round on the table is untouched
    assert window.save_history_action.isEnabled()  # and can still be saved elsewhere


def test_cancelling_the_file_dialog_writes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = play_to_a_knock(qtbot)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    window.save_history_action.trigger()
    assert list(tmp_path.iterdir()) == []


def test_the_history_dialog_opens_in_documents(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before, it opened in the home folder.
    from tonk_desktop.ui import save_folder

    monkeypatch.setattr(save_folder, "documents_folder", lambda: tmp_path)
    window = play_to_a_knock(qtbot)
    offered: list[str] = []

    def offer(*args: object, **kwargs: object) -> tuple[str, str]:
        offered.append(str(args[2]))
        return ("", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", offer)
    window.save_history_action.trigger()
    assert offered == [str(tmp_path / f"tonk-round-{window.model.round_number}.json")]
