"""Killing the program (SIGKILL) at any moment loses no settled round and never
leaves the database half-written."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tonk_desktop.engine import Round
from tonk_desktop.ledger import Ledger

WRITER = Path(__file__).with_name("crash_writer.py")


def run_and_kill(path: Path, seed: int, rounds_before_kill: int) -> int:
    """Start a writer, let it settle some rounds, kill it mid-flight; returns the
    last round number it reported as committed."""
    writer = subprocess.Popen(
        [sys.executable, str(WRITER), str(path), str(seed)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert writer.stdout is not None
    last = 0
    try:
        for _ in range(rounds_before_kill):
            line = writer.stdout.readline()
            assert line, "the writer stopped on its own"
            last = int(line)
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
    assert writer.returncode == -signal.SIGKILL
    return last


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_while_writing_rounds(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    reported = 0
    for seed, count in ((1, 15), (2, 7), (3, 23)):
        reported = run_and_kill(path, seed, count)

    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    numbers = [row[0] for row in conn.execute("SELECT number FROM rounds ORDER BY number")]
    # every round the writer saw committed is there, numbered without gaps
    assert len(numbers) >= reported >= 15 + 7 + 23
    assert numbers == list(range(1, len(numbers) + 1))
    # every round's payments sum to zero: each round has a balance row per seat
    # and its changes cancel out
    for (total,) in conn.execute("SELECT sum(change_minor) FROM balances GROUP BY round_id"):
        assert total == 0
    bad_rounds = conn.execute(
        "SELECT count(*) FROM rounds r WHERE (SELECT count(*) FROM balances b"
        " WHERE b.round_id = r.id) != 4"
    ).fetchone()[0]
    assert bad_rounds == 0
    # each change is exactly what the payments say, and each balance is the sum
    # of the payments so far
    rows = conn.execute(
        "SELECT r.id, b.seat, b.change_minor, b.balance_minor FROM balances b"
        " JOIN rounds r ON r.id = b.round_id ORDER BY r.number, b.seat"
    ).fetchall()
    running = [0, 0, 0, 0]
    for round_id, seat, change, balance in rows:
        paid = conn.execute(
            "SELECT coalesce(sum(CASE WHEN payee = ?1 THEN amount_minor ELSE 0 END), 0)"
            " - coalesce(sum(CASE WHEN payer = ?1 THEN amount_minor ELSE 0 END), 0)"
            " FROM payments WHERE round_id = ?2",
            (seat, round_id),
        ).fetchone()[0]
        assert change == paid
        running[seat] += paid
        assert balance == running[seat]
    conn.close()

    with Ledger(path) as ledger:
        assert ledger.take_notices() == []  # nothing looked damaged
        (session,) = ledger.sessions()
        assert session.balances == tuple(running)
        # the round in progress at the kill is either resumable or absent,
        # never a broken file
        history = ledger.load_round_in_progress(session.id)
        assert ledger.take_notices() == []
        if history is not None:
            Round.from_history(json.loads(json.dumps(history)))


KEPT_WRITER = Path(__file__).with_name("kept_writer.py")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_rounds_kept_on_a_full_disk_survive_kill_9_and_go_in_once(tmp_path: Path) -> None:
    # On a full disk the stakes of finished rounds were kept in memory only:
    # killed (or closed), they were lost, and the next start offered a finished
    # round to play "again".
    path = tmp_path / "ledger.sqlite3"
    kept = subprocess.run(
        [sys.executable, str(KEPT_WRITER), str(path), "3"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert kept.returncode == -signal.SIGKILL, kept.stderr
    changes = [tuple(int(n) for n in line.split()) for line in kept.stdout.splitlines()]
    assert len(changes) == 3
    with sqlite3.connect(path) as conn:  # nothing in the ledger yet
        assert conn.execute("SELECT count(*) FROM rounds").fetchone() == (0,)
    # Killed again between recording the first kept round and removing its file.
    dying = subprocess.run(
        [sys.executable, str(KEPT_WRITER), str(path), "record"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert dying.returncode == -signal.SIGKILL and dying.stdout == "committed\n", dying.stderr
    assert len(list((tmp_path / "ledger.autosave").glob("finished-*.json"))) == 3
    with Ledger(path) as ledger:  # the next start: each once, in order
        assert [r.changes for r in ledger.rounds(1)] == changes
        assert ledger.interrupted_sessions() == []
        assert not ledger.kept_rounds_waiting
    with Ledger(path) as ledger:
        assert ledger.round_count(1) == 3
