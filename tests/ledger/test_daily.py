"""The deal of the day's results in the ledger (ledger/daily.py): kept and read
back oldest first, a version 5 file migrated to hold them with its sessions
intact, a damaged row left out, and a damaged file still opening."""

from __future__ import annotations

import datetime
import sqlite3
from pathlib import Path

from ledger_helpers import result_of

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import DailyResult, Ledger, Money, Seat, migrate

FIRST = DailyResult(datetime.date(2026, 12, 1), "Classic", 208106542, 2, 1.0, -0.5)
SECOND = DailyResult(datetime.date(2026, 12, 2), "Classic", 77, -1, 0.25, 0.125)


def test_results_are_kept_and_read_back_oldest_first(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        assert ledger.daily_results() == []
        ledger.record_daily(SECOND)
        ledger.record_daily(FIRST)
    with Ledger(path) as ledger:  # on disk, not only in the connection
        assert ledger.daily_results() == [FIRST, SECOND]


def test_a_version_5_file_is_migrated_and_keeps_its_sessions(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with Ledger(path) as ledger:
        sid = ledger.create_session(
            "old", [Seat("A"), Seat("B")], Money(5, "USD"), HouseRules(players=2)
        )
        ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
    # Back to version 5, as the version before the deal of the day's results left it.
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP TABLE daily_results")
    conn.execute("PRAGMA user_version = 5")
    conn.close()
    with Ledger(path) as ledger:
        assert ledger.take_notices() == []
        assert [session.name for session in ledger.sessions()] == ["old"]
        assert len(ledger.rounds(sid)) == 1
        ledger.record_daily(FIRST)
        assert ledger.daily_results() == [FIRST]
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 6
    conn.close()


def test_a_version_5_file_made_by_the_steps_opens(tmp_path: Path) -> None:
    path = tmp_path / "v5.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=5)
    conn.close()
    with Ledger(path) as ledger:
        assert ledger.daily_results() == []
        ledger.record_daily(SECOND)
        assert ledger.daily_results() == [SECOND]


def test_a_damaged_row_is_left_out_and_the_others_read(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        ledger.record_daily(FIRST)
        ledger.record_daily(SECOND)
    conn = sqlite3.connect(path, isolation_level=None)
    # SQLite keeps what it is given: a word where a number belongs, a day that is no date.
    conn.execute("UPDATE daily_results SET net_units = 'lots' WHERE deal = 77")
    conn.execute(
        "INSERT INTO daily_results (day, rules_name, deal, net_units, hard_mean, normal_mean,"
        " played_at) VALUES ('2026-13-40', 'Classic', 1, 0, 0.0, 0.0, 'x')"
    )
    conn.close()
    with Ledger(path) as ledger:
        assert ledger.daily_results() == [FIRST]


def test_a_damaged_file_opens_afresh_with_room_for_the_days(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    path.write_bytes(b"not a database at all\n" * 300)
    with Ledger(path) as ledger:
        (notice,) = ledger.take_notices()
        assert notice.moved_to is not None
        ledger.record_daily(FIRST)
        assert ledger.daily_results() == [FIRST]
