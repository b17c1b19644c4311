"""Money past 64 bits: an amount the ledger keeps stays within MAX_AMOUNT_MINOR
either way, far inside SQLite's INTEGER. A file holding more (an INT64-max
balance, a stake the game never takes) is read as an unreadable session, and a
round that would push a balance past the limit is refused with
AmountOutOfRange before anything is written, never an OverflowError."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from ledger_helpers import result_of

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import (
    MAX_AMOUNT_MINOR,
    MAX_STAKE_MINOR,
    AmountOutOfRange,
    Ledger,
    LedgerError,
    Money,
    Seat,
    UnreadableSession,
)

INT64_MAX = 2**63 - 1


def _two_sessions(path: Path, rounds: int = 1) -> tuple[int, int]:
    with Ledger(path) as ledger:
        rules = HouseRules(players=2)
        sid = ledger.create_session("Fri", [Seat("A"), Seat("B")], Money(5, "USD"), rules)
        other = ledger.create_session("Sat", [Seat("A"), Seat("B")], Money(5, "USD"), rules)
        for _ in range(rounds):
            ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
            ledger.record_round(other, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
    return sid, other


def _change(path: Path, sql: str, *args: object) -> None:
    conn = sqlite3.connect(path)
    conn.execute(sql, args)
    conn.commit()
    conn.close()


def _rounds(path: Path, sid: int) -> int:
    conn = sqlite3.connect(path)
    (count,) = conn.execute("SELECT count(*) FROM rounds WHERE session_id = ?", (sid,)).fetchone()
    conn.close()
    return int(count)


@pytest.mark.parametrize(
    ("change", "value", "why"),
    [
        ("UPDATE balances SET balance_minor = ? WHERE seat = 1", INT64_MAX, "out of range"),
        ("UPDATE balances SET balance_minor = ? WHERE seat = 1", -INT64_MAX, "out of range"),
        ("UPDATE balances SET balance_minor = ? WHERE seat = 1", 7, "do not add up"),
        ("UPDATE players SET bankroll_minor = ? WHERE seat = 0", INT64_MAX, "bankroll"),
        ("UPDATE sessions SET stake_minor = ?", MAX_STAKE_MINOR + 1, "stake"),
        ("UPDATE sessions SET stake_minor = ?", INT64_MAX, "stake"),
    ],
)
def test_a_session_holding_more_than_the_ledger_keeps_is_unreadable_and_the_others_stay(
    tmp_path: Path, change: str, value: int, why: str
) -> None:
    path = tmp_path / "ledger.sqlite3"
    sid, other = _two_sessions(path)
    where = " AND round_id IN (SELECT id FROM rounds WHERE session_id = ?)"
    if change.startswith("UPDATE balances"):
        _change(path, change + where, value, sid)
    else:
        column = "session_id" if "players" in change else "id"
        _change(path, change + (" AND " if "WHERE" in change else " WHERE ") + f"{column} = ?",
                value, sid)  # fmt: skip
    with Ledger(path) as ledger:
        assert ledger.take_notices() == []  # nothing moved aside
        assert [s.id for s in ledger.sessions()] == [other]
        assert ledger.unreadable_sessions == [(sid, "Fri")]
        with pytest.raises(UnreadableSession, match=why):
            ledger.settle_up(sid)
        # Recording into it is refused with words, and writes nothing.
        with pytest.raises((LedgerError, sqlite3.DatabaseError)):
            ledger.record_round(sid, result_of("knock", [(0, 1, 1)], players=2), dealer=0)
        ledger.record_round(other, result_of("knock", [(0, 1, 1)], players=2), dealer=0)
    assert _rounds(path, sid) == 1 and _rounds(path, other) == 2


def test_a_round_that_would_pass_the_limit_is_refused_before_it_is_written(
    tmp_path: Path,
) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        sid = ledger.create_session(
            "Fri", [Seat("A"), Seat("B")], Money(MAX_STAKE_MINOR, "USD"), HouseRules(players=2),
            bankrolls=[MAX_AMOUNT_MINOR - MAX_STAKE_MINOR, 0],
        )  # fmt: skip
        ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
        with pytest.raises(AmountOutOfRange, match="too large") as refused:
            ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
        assert isinstance(refused.value, ValueError) and refused.value.limit == MAX_AMOUNT_MINOR
        assert ledger.round_count(sid) == 1
        assert ledger.session(sid).balances == (MAX_STAKE_MINOR, -MAX_STAKE_MINOR)
        # The other way the round is fine.
        ledger.record_round(sid, result_of("knock", [(0, 1, 1)], players=2), dealer=0)
        assert ledger.session(sid).balances == (0, 0)


def test_a_bankroll_or_an_amount_past_the_limit_is_refused() -> None:
    with pytest.raises(ValueError, match="too large"):
        Money(MAX_AMOUNT_MINOR + 1, "USD")
    with pytest.raises(ValueError, match="too large"):
        Money(-INT64_MAX, "USD")
    with pytest.raises(ValueError):
        Money.parse("99999999999999999999", "USD")
    assert Money(-MAX_AMOUNT_MINOR, "USD").minor == -MAX_AMOUNT_MINOR


def test_a_session_with_a_bankroll_past_the_limit_is_never_made(tmp_path: Path) -> None:
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        with pytest.raises(AmountOutOfRange):
            ledger.create_session(
                "Fri", [Seat("A"), Seat("B")], Money(5, "USD"), HouseRules(players=2),
                bankrolls=[INT64_MAX, 0],
            )  # fmt: skip
        assert ledger.sessions() == []
