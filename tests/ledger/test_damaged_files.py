"""A damaged ledger or autosave: moved aside with a timestamp, the person told,
a fresh start made. Nothing is silently deleted."""

from __future__ import annotations

import json
import random
import re
import sqlite3
from pathlib import Path

import pytest
from ledger_helpers import result_of

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import (
    ForeignDatabase,
    Ledger,
    LedgerError,
    LedgerUnusable,
    Money,
    Seat,
    UnreadableSession,
)

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


def test_a_ledger_another_program_holds_is_left_alone(tmp_path: Path) -> None:
    # Locked is not damaged: nothing is moved, nothing started afresh.
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        ledger.create_session("Fri", [Seat("A"), Seat("B")], Money(5, "USD"), HouseRules(players=2))
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA journal_mode = DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(LedgerUnusable) as caught:
            Ledger(path, busy_timeout=0.05)
        assert isinstance(caught.value.cause, sqlite3.OperationalError)
        assert "locked" in str(caught.value)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert sorted(p.name for p in tmp_path.iterdir() if "corrupt" in p.name) == []
    with Ledger(path) as ledger:
        assert [s.name for s in ledger.sessions()] == ["Fri"]


def test_a_folder_where_the_ledger_should_be_is_never_moved(tmp_path: Path) -> None:
    folder = tmp_path / "mydocs"
    folder.mkdir()
    (folder / "letter.txt").write_text("keep me")
    with pytest.raises(LedgerError):
        Ledger(folder)
    assert (folder / "letter.txt").read_text() == "keep me"
    assert [p.name for p in tmp_path.iterdir()] == ["mydocs"]


def _change(path: Path, sql: str, *args: object) -> None:
    """Edit the ledger file behind the program's back (a newer version, a disk)."""
    conn = sqlite3.connect(path)
    conn.execute(sql, args)
    conn.commit()
    conn.close()


def test_a_ledger_missing_a_table_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    Ledger(path).close()
    _change(path, "DROP TABLE balances")
    with Ledger(path) as ledger:
        (notice,) = ledger.take_notices()
        assert notice.reason == "damaged" and "balances" in notice.detail
        assert ledger.sessions() == []


def _session_with_a_round(path: Path) -> int:
    with Ledger(path) as ledger:
        sid = ledger.create_session(
            "Fri", [Seat("A"), Seat("B", "easy")], Money(5, "USD"), HouseRules(players=2)
        )
        ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
    return sid


@pytest.mark.parametrize(
    "change",
    [
        "UPDATE sessions SET rules_json = json_set(rules_json, '$.wild_deuces', 1) WHERE id = ?",
        "UPDATE players SET kind = 'bot:expert' WHERE seat = 1 AND session_id = ?",
    ],
)
def test_a_session_a_newer_version_wrote_is_left_out_and_kept(tmp_path: Path, change: str) -> None:
    path = tmp_path / "ledger.sqlite3"
    sid = _session_with_a_round(path)
    with Ledger(path) as ledger:
        other = ledger.create_session(
            "Sat", [Seat("A"), Seat("B")], Money(5, "USD"), HouseRules(players=2)
        )
    _change(path, change, sid)
    with Ledger(path) as ledger:
        assert [s.id for s in ledger.sessions()] == [other]  # the others still listed
        assert ledger.unreadable_sessions == [(sid, "Fri")]
        with pytest.raises(UnreadableSession, match="cannot be read") as unreadable:
            ledger.session(sid)
        assert unreadable.value.name == "Fri"
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM rounds WHERE session_id = ?", (sid,)).fetchone() == (
        1,
    )
    conn.close()


@pytest.mark.parametrize(
    "change",
    [
        "UPDATE rounds SET dealer = 9",
        "UPDATE balances SET balance_minor = 'lots'",
        "DELETE FROM balances",
        "UPDATE rounds SET winners_json = 'not json'",
    ],
)
def test_a_round_that_does_not_fit_its_session_is_damage(tmp_path: Path, change: str) -> None:
    path = tmp_path / "ledger.sqlite3"
    sid = _session_with_a_round(path)
    _change(path, change)
    with Ledger(path) as ledger, pytest.raises(sqlite3.DatabaseError, match="damaged"):
        ledger.rounds(sid)


def test_a_damaged_round_history_does_not_stop_a_resume(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    sid = _session_with_a_round(path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE rounds SET history_json = '[1]'")
    conn.commit()
    conn.close()
    from tonk_desktop.engine import Round

    history = Round.deal(HouseRules(players=2), dealer=1, rng=random.Random(3)).to_history()
    with Ledger(path) as ledger:
        ledger.save_round_in_progress(sid, history)
        assert ledger.load_round_in_progress(sid) == history


def test_a_huge_name_in_a_tampered_file_is_cut_when_read(ledger: Ledger, session_id: int) -> None:
    ledger._conn.execute("UPDATE sessions SET name = ? WHERE id = ?", ("N" * 5_000_000, session_id))
    ledger._conn.execute("UPDATE players SET name = ? WHERE seat = 1", ("P" * 5_000_000,))
    session = ledger.session(session_id)
    assert session.name == "N" * 200 + "…"
    assert session.seats[1].name == "P" * 200 + "…"
    assert [s.name for s in ledger.sessions()] == [session.name]


def test_a_huge_autosave_is_never_read_whole(ledger: Ledger, session_id: int) -> None:
    ledger.autosave_dir.mkdir()
    path = ledger.autosave_dir / f"session-{session_id}.json"
    path.write_bytes(b" " * 2_000_000 + b"{}")
    assert ledger.load_round_in_progress(session_id) is None
    (notice,) = ledger.take_notices()
    assert notice.reason == "unreadable" and "larger than 1 MB" in notice.detail


def test_another_programs_database_is_refused_and_left_untouched(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tonk_desktop.sim import cli as sim

    path = tmp_path / "photos.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, file TEXT)")
    conn.execute("INSERT INTO photos (file) VALUES ('beach.jpg')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(ForeignDatabase) as refused:
        Ledger(path)
    assert refused.value.code == "foreign" and "not a Tonk Desktop ledger" in str(refused.value)
    assert refused.value.path == path and refused.value.tables == ("photos",)
    with pytest.raises(SystemExit) as stopped:
        sim.main(["--bots", "easy,easy", "--rounds", "1", "--db", str(path)])
    assert stopped.value.code == 2 and "not a Tonk Desktop ledger" in capsys.readouterr().err
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["photos.db"]


def test_a_damaged_ledger_is_kept_aside_exactly_as_it_was_found(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        sid = ledger.create_session(
            "s", [Seat("A"), Seat("B")], Money(5, "USD"), HouseRules(players=2)
        )
        for _ in range(300):
            ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")  # as a copy made by another tool may be
    conn.close()
    data = bytearray(path.read_bytes())
    for offset in range(3 * 4096, 7 * 4096, 7):
        data[offset] = 0x5A
    path.write_bytes(bytes(data))
    with Ledger(path) as ledger:
        (notice,) = ledger.take_notices()
    assert notice.moved_to is not None
    assert notice.moved_to.read_bytes() == bytes(data)  # not switched to WAL first


def _break_a_row(path: Path, sql: str, *args: object) -> None:
    """Write a row that breaks a value check (as a disk or another program may)."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA ignore_check_constraints = 1")
    conn.execute(sql, args)
    conn.commit()
    conn.close()


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ("UPDATE sessions SET stake_minor = -5 WHERE id = ?", "stake_minor > 0"),
        ("UPDATE sessions SET currency = 'DOLLAR' WHERE id = ?", "length(currency) = 3"),
        ("UPDATE players SET seat = -1 WHERE seat = 1 AND session_id = ?", "seat >= 0"),
        ("UPDATE rounds SET number = 0 WHERE session_id = ?", "number >= 1"),
        (
            "UPDATE payments SET amount_minor = -5 WHERE round_id IN"
            " (SELECT id FROM rounds WHERE session_id = ?)",
            "amount_minor > 0",
        ),
    ],
)
def test_a_row_that_breaks_a_check_sets_aside_its_session_only(
    tmp_path: Path, change: str, why: str
) -> None:
    """One negative stake moved the whole ledger aside: 30 good rounds of
    another session dropped out of view. Now only the session with the bad row
    is set aside (unreadable, kept in the file as it is) and the person is told
    which; the rest of the file stays in use."""
    path = tmp_path / "ledger.sqlite3"
    sid = _session_with_a_round(path)
    with Ledger(path) as ledger:
        good = ledger.create_session(
            "Sat", [Seat("A"), Seat("B")], Money(5, "USD"), HouseRules(players=2)
        )
        for _ in range(30):
            ledger.record_round(good, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
    _break_a_row(path, change, sid)
    with Ledger(path) as ledger:
        (notice,) = ledger.take_notices()
        assert (notice.what, notice.reason, notice.name, notice.moved_to) == (
            "session",
            "damaged",
            "Fri",
            None,
        )
        assert why in notice.detail and "Fri" in notice.message
        assert [s.id for s in ledger.sessions()] == [good]
        assert ledger.round_count(good) == 30
        assert ledger.unreadable_sessions == [(sid, "Fri")]
        with pytest.raises(UnreadableSession, match="damaged"):
            ledger.session(sid)
        with pytest.raises(sqlite3.DatabaseError, match="damaged"):
            ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
        ledger.record_round(good, result_of("knock", [(0, 1, 1)], players=2), dealer=0)
    assert list(tmp_path.glob("*.corrupt-*")) == []  # nothing moved aside
    conn = sqlite3.connect(path)  # the bad session is in the file as it was
    assert conn.execute("SELECT count(*) FROM rounds WHERE session_id = ?", (sid,)).fetchone() == (
        1,
    )
    conn.close()
    with Ledger(path) as ledger:  # told again at each opening, while it stays
        assert [n.what for n in ledger.take_notices()] == ["session"]
        assert ledger.round_count(good) == 31


def test_a_bad_row_in_the_lifetime_tables_is_still_the_files_damage(tmp_path: Path) -> None:
    """Only the session tables are judged row by row; a check broken elsewhere
    moves the file aside as before."""
    path = tmp_path / "ledger.sqlite3"
    _session_with_a_round(path)
    _break_a_row(
        path,
        "INSERT INTO lifetime (played_at, player, player_key, rules_json, opponents, won,"
        " kind, knocked, caught, net_units, seq, cum_net)"
        " VALUES ('t', 'A', 'a', '{}', '', 5, 'knock', 0, 0, 1, 1, 1)",
    )
    with Ledger(path) as ledger:
        (notice,) = ledger.take_notices()
        assert notice.what == "ledger" and notice.moved_to is not None
        assert MOVED.search(str(notice.moved_to))
        assert ledger.sessions() == []
