"""A damaged ledger or autosave: moved aside with a timestamp, the person told,
a fresh start made. Nothing is silently deleted."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest
from ledger_helpers import result_of

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger, LedgerError, Money, Seat

MOVED = re.compile(r"ledger\.sqlite3\.corrupt-\d{8}-\d{6}(-\d+)?$")


def test_garbage_instead_of_a_database(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    garbage = b"this is not a database, it is a shopping list\n" * 200
    path.write_bytes(garbage)
    with Ledger(path) as ledger:
        (notice,) = ledger.take_notices()
        assert ledger.take_notices() == []  # told once
        assert ledger.sessions() == []
        sid = ledger.create_session(
            "new", [Seat("A"), Seat("B")], Money(5, "USD"), HouseRules(players=2)
        )
        ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
    assert notice.moved_to is not None
    assert MOVED.search(notice.moved_to.name)
    assert notice.moved_to.read_bytes() == garbage  # kept, byte for byte
    assert str(notice.moved_to) in notice.message
    assert "could not be read" in notice.message


def test_a_database_damaged_inside(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        sid = ledger.create_session(
            "s", [Seat("A"), Seat("B")], Money(5, "USD"), HouseRules(players=2)
        )
        for _ in range(300):
            ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    assert len(data) > 8 * 4096
    # scribble over pages in the middle of the file (b-tree pages of the tables)
    for offset in range(3 * 4096, 7 * 4096, 7):
        data[offset] = 0x5A
    path.write_bytes(bytes(data))
    with Ledger(path) as ledger:
        (notice,) = ledger.take_notices()
        assert ledger.sessions() == []
    assert notice.moved_to is not None and notice.moved_to.exists()


def test_an_unusable_folder_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(LedgerError, match="cannot use the ledger"):
        Ledger(blocker / "ledger.sqlite3")


@pytest.mark.parametrize(
    "content",
    [
        "{ half a JSON docu",
        json.dumps({"format": "something else"}),
        json.dumps({"format": "tonk-round-in-progress", "session": 1, "history": {"x": 1}}),
        "\udcff",
    ],
)
def test_a_damaged_autosave(tmp_path: Path, content: str) -> None:
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        sid = ledger.create_session(
            "s", [Seat("A"), Seat("B"), Seat("C")], Money(5, "USD"), HouseRules()
        )
        ledger.autosave_dir.mkdir()
        bad = ledger.autosave_dir / f"session-{sid}.json"
        bad.write_bytes(content.encode("utf-8", "surrogateescape"))
        assert ledger.load_round_in_progress(sid) is None
        (notice,) = ledger.take_notices()
        assert "could not be read" in notice.message
        assert notice.moved_to is not None
        assert re.search(r"session-1\.json\.corrupt-\d{8}-\d{6}", notice.moved_to.name)
        assert notice.moved_to.read_bytes() == content.encode("utf-8", "surrogateescape")
        assert not bad.exists()
        # and saving goes on as normal afterwards
        assert ledger.interrupted_sessions() == []
