"""The schema is versioned with PRAGMA user_version and migrated step by step."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from ledger_helpers import play_round

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import SCHEMA_VERSION, Ledger, LedgerError, migrate


def make_v1_file(path: Path) -> None:
    """A ledger as version 1 of Tonk Desktop wrote it: no knocker column."""
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=1)
    rules = HouseRules()
    conn.execute(
        "INSERT INTO sessions VALUES (1, 'old', 'USD', 100, ?, '2025-01-01', '2025-01-01')",
        (json.dumps(rules.to_dict()),),
    )
    for seat, name in enumerate(["A", "B", "C"]):
        conn.execute("INSERT INTO players VALUES (1, ?, ?, 'human', 0)", (seat, name))
    balance = [0, 0, 0]
    seed, number = 0, 0
    while number < 6:
        rnd = play_round(rules, number % 3, seed)
        seed += 1
        result = rnd.result
        assert result is not None
        number += 1
        conn.execute(
            "INSERT INTO rounds VALUES (?, 1, ?, ?, ?, ?, ?, ?, '2025-01-01')",
            (
                number,
                number,
                rnd.dealer,
                result.kind,
                json.dumps(result.winners),
                json.dumps(result.totals),
                json.dumps(rnd.to_history()),
            ),
        )
        for i, p in enumerate(result.payments):
            conn.execute(
                "INSERT INTO payments VALUES (?, ?, ?, ?, ?, ?)",
                (number, i, p.payer, p.payee, p.units, p.units * 100),
            )
        for seat in range(3):
            balance[seat] += result.net[seat] * 100
            conn.execute(
                "INSERT INTO balances VALUES (?, ?, ?, ?)",
                (number, seat, result.net[seat] * 100, balance[seat]),
            )
    conn.close()


def play_knockers(path: Path) -> list[tuple[int, int | None]]:
    from tonk_desktop.engine import Round

    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT number, history_json FROM rounds ORDER BY number").fetchall()
    conn.close()
    out = []
    for number, history in rows:
        result = Round.from_history(json.loads(history)).result
        assert result is not None
        out.append((number, result.knocker))
    return out


def test_a_fresh_file_is_at_the_latest_version(tmp_path: Path) -> None:
    Ledger(tmp_path / "l.sqlite3").close()
    conn = sqlite3.connect(tmp_path / "l.sqlite3")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 6


def test_a_version_1_file_is_migrated_keeping_every_round(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    make_v1_file(path)
    expected_knockers = play_knockers(path)
    assert any(k is not None for _, k in expected_knockers)  # the test means something
    with Ledger(path) as ledger:
        assert ledger.take_notices() == []
        rounds = ledger.rounds(1)
        assert len(rounds) == 6
        # the v2 step filled in who knocked from each round's hand history
        assert [(r.number, r.knocker) for r in rounds] == expected_knockers
        assert ledger.session(1).name == "old"
        # the v3 step keeps each old round's deal: a leftover autosave of one is settled
        assert all(
            ledger.is_settled(1, r.history)
            for r in ledger.rounds(1, with_history=True)
            if r.history
        )
        # and the migrated file takes new rounds
        rnd = play_round(HouseRules(), 0, 99)
        assert ledger.record_finished_round(1, rnd).number == 7
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 6
    indexes = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"sessions_by_update", "balances_by_seat", "rounds_by_deal"} <= indexes


def test_a_failed_step_leaves_the_file_at_the_old_version(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    make_v1_file(path)
    conn = sqlite3.connect(path, isolation_level=None)
    # something in the way of step 2: it must roll back whole, not half-apply
    conn.execute("CREATE INDEX balances_by_seat ON balances(seat)")
    with pytest.raises(sqlite3.OperationalError, match="already exists"):
        migrate(conn)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    columns = [row[1] for row in conn.execute("PRAGMA table_info(rounds)")]
    assert "knocker" not in columns


def test_a_file_from_a_newer_version_is_left_as_it_is(tmp_path: Path) -> None:
    # Not moved aside: going back to the newer version must find every session.
    path = tmp_path / "l.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(LedgerError, match="newer Tonk Desktop"):
        Ledger(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["l.sqlite3"]


def test_a_step_another_program_took_meanwhile_is_not_taken_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two programs open a new (or old) ledger at the same moment: each read the
    # version before the other migrated, and the second failed with "table
    # sessions already exists" (or "duplicate column name").
    from tonk_desktop.ledger import schema

    for make in (lambda path: sqlite3.connect(path).close(), make_v1_file):
        path = tmp_path / f"race-{make is make_v1_file}.sqlite3"
        make(path)
        stale = schema_version_of(path)
        Ledger(path).close()  # the other program, first
        conn = sqlite3.connect(path, isolation_level=None)
        monkeypatch.setattr(schema, "check_not_newer", read_once_before(stale))
        assert migrate(conn) == stale
        monkeypatch.undo()
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        conn.close()


def read_once_before(stale: int) -> Callable[[sqlite3.Connection], int]:
    """check_not_newer as the slower program saw it: its first reading is the
    version from before the other program migrated the file."""
    from tonk_desktop.ledger import schema

    real = schema.check_not_newer
    readings = [stale]

    def check(conn: sqlite3.Connection) -> int:
        return readings.pop() if readings else real(conn)

    return check


def schema_version_of(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()
