"""Hand histories, `tonk-replay`, the first dealer, and the engine's independence
from Qt."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from engine_support import play, table

from tonk_desktop.engine import HISTORY_VERSION, HouseRules, Round, action_from_json


def caught_history() -> tuple[Round, dict[str, Any]]:
    rnd = table(
        HouseRules(), ["2C 3C 4D 5H 6S", "AC 2D 3H 4S 8C", "10C 5D 2S 3S 5C"], stock="9H 9D 9S"
    )
    # 0 and 1 draw and throw back; 2 takes the 9♦ for the 3♠; 0 knocks with 20.
    play(rnd, "stock", "discard 9H", "stock", "discard 9D", "pile", "discard 3S", "knock")
    return rnd, rnd.to_history()


def test_history_is_json_and_replays_to_the_same_round() -> None:
    rnd, history = caught_history()
    text = json.dumps(history)
    again = Round.from_history(json.loads(text))
    assert again.result == rnd.result
    assert again.result is not None
    assert again.result.kind == "caught"
    assert [again.hand(p) for p in range(3)] == [rnd.hand(p) for p in range(3)]
    assert again.discard_pile == rnd.discard_pile
    assert again.history == rnd.history
    assert history["version"] == HISTORY_VERSION


def test_history_with_an_illegal_action_says_which() -> None:
    _, history = caught_history()
    history["actions"][1] = {"type": "discard", "card": "AS"}
    with pytest.raises(ValueError, match=r"action 2 \(discard AS\) is illegal: A♠ is not in your"):
        Round.from_history(history)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"version": 99}, "version 99 is not supported"),
        ({"version": True}, "version True is not supported"),  # True == 1 in Python
        ({"format": "chess"}, "not a Tonk hand history"),
        ({"deck": ["AS"]}, "stacked deck"),
        ({"deck": ["ZZ"]}, "not a card name"),
        ({"rules": {"players": 9}}, "players"),
        ({"dealer": "0"}, "dealer"),
        ({"actions": {}}, "actions must be a list"),
    ],
)
def test_corrupt_histories_are_refused_with_a_reason(change: dict[str, Any], message: str) -> None:
    _, history = caught_history()
    history.update(change)
    with pytest.raises(ValueError, match=message):
        Round.from_history(history)


@pytest.mark.parametrize(
    "item", [{"type": "fold"}, {"type": "draw", "source": "sleeve"}, {"type": "hit"}, "knock", {}]
)
def test_malformed_actions_are_refused(item: object) -> None:
    with pytest.raises(ValueError):
        action_from_json(item)


def replay(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tonk_desktop.engine.replay", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_tonk_replay_prints_the_result(tmp_path: Path) -> None:
    _, history = caught_history()
    path = tmp_path / "round.json"
    path.write_text(json.dumps(history), encoding="utf-8")
    done = replay(path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "player 0 knocked and was caught"
    assert "totals: player 0 20, player 1 18, player 2 31" in lines
    assert "player 0 pays player 1 2" in lines
    assert lines[-1] == "net: player 0 -3, player 1 +4, player 2 -1"


@pytest.mark.parametrize(
    "content",
    [
        "{ this is not json",
        json.dumps({"format": "tonk-hand-history", "version": 2}),
        json.dumps([1, 2, 3]),
        "",
        json.dumps({"format": "tonk-hand-history", "version": True}),
        "[" * 100_000 + "]" * 100_000,
    ],
    ids=["corrupt", "wrong-version", "not-an-object", "empty", "version-true", "deep"],
)
def test_tonk_replay_refuses_a_bad_file_with_one_line(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    done = replay(path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    assert done.stderr.startswith("tonk-replay: ")
    assert "Traceback" not in done.stderr


def test_tonk_replay_reads_a_file_with_a_byte_order_mark(tmp_path: Path) -> None:
    _, history = caught_history()
    path = tmp_path / "round.json"
    path.write_text("\ufeff" + json.dumps(history), encoding="utf-8")
    done = replay(path)
    assert done.returncode == 0, done.stderr


def test_tonk_replay_reads_no_more_than_a_megabyte(tmp_path: Path) -> None:
    _, history = caught_history()
    path = tmp_path / "padded.json"
    path.write_text(" " * 2_000_000 + json.dumps(history), encoding="utf-8")
    done = replay(path)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"tonk-replay: {path} is not a valid hand history: it is larger than 1 MB"
    ]


def test_tonk_replay_missing_file(tmp_path: Path) -> None:
    done = replay(tmp_path / "nowhere.json")
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1
    assert "cannot read" in done.stderr


def test_engine_ai_ledger_game_and_sim_import_nothing_from_qt() -> None:
    code = (
        "import sys, tonk_desktop.engine, tonk_desktop.ai, tonk_desktop.ledger, tonk_desktop.sim\n"
        "import tonk_desktop.game\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(qt))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == ""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="Windows has no named pipes in its files")
def test_tonk_replay_refuses_a_pipe_at_once(tmp_path: Path) -> None:
    """A FIFO given as a hand history: a one-line refusal, not a wait for a writer
    that never comes (the subprocess's 60 s timeout would fail the test)."""
    fifo = tmp_path / "round.json"
    os.mkfifo(fifo)
    done = replay(fifo)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"tonk-replay: cannot read {fifo}: it is not a regular file (a pipe or a device)"
    ]


def test_tonk_replay_refuses_a_device_and_a_folder(tmp_path: Path) -> None:
    done = replay(Path("/dev/zero"))
    assert done.returncode == 2 and "not a regular file" in done.stderr
    done = replay(tmp_path)
    assert done.returncode == 2 and done.stderr.startswith(f"tonk-replay: cannot read {tmp_path}")
