"""Which sessions have rows that break the schema's value checks.

SQLite's `quick_check` finds a file's damage of two kinds: a broken structure
(pages, indexes: the file as a whole cannot be trusted, and is moved aside)
and rows whose values break a column's CHECK or NOT NULL (a negative stake, a
payment of nothing) in an otherwise sound file. The second kind is judged
here row by row: each bad row is traced to its session, and only those
sessions are set aside (read as unreadable and left in the file as they are);
the others stay in view. Imports nothing from Qt.
"""

from __future__ import annotations

import re
import sqlite3

# quick_check's words for a row that breaks a value check.
_ROW_FAULT = re.compile(r"(?:CHECK constraint failed in|NULL value in) (\w+)(?:\.\w+)?")

# The session tables, with how a row of each names its session, and the CHECKs
# of schema.py as the values they refuse (NOT NULL is read from the schema).
_SESSION_OF = {
    "sessions": "id",
    "players": "session_id",
    "rounds": "session_id",
    "payments": "(SELECT session_id FROM rounds WHERE rounds.id = round_id)",
    "balances": "(SELECT session_id FROM rounds WHERE rounds.id = round_id)",
}
_CHECKS = {
    "sessions": ("length(currency) = 3", "stake_minor > 0"),
    "players": ("seat >= 0",),
    "rounds": ("number >= 1",),
    "payments": ("units > 0", "amount_minor > 0"),
    "balances": (),
}


def sessions_with_bad_rows(conn: sqlite3.Connection, check: list[str]) -> dict[int, str] | None:
    """The sessions with a row that breaks a value check, each with what is
    wrong, when `check` (quick_check's findings, not "ok") names only such rows
    of the session tables and each is found; None when the file itself is
    damaged (anything else, or a fault not traced to a session)."""
    faulty: set[str] = set()
    for line in check:
        match = _ROW_FAULT.fullmatch(line.strip())
        if match is None or match.group(1) not in _SESSION_OF:
            return None
        faulty.add(match.group(1))
    bad: dict[int, str] = {}
    for table in sorted(faulty):
        found = _bad_rows(conn, table)
        if not found:
            return None  # quick_check saw what this does not: not to be judged by rows
        for session_id, why in found:
            bad.setdefault(session_id, why)
    return bad


def _bad_rows(conn: sqlite3.Connection, table: str) -> list[tuple[int, str]]:
    """(session id, why) for each row of `table` that breaks a check."""
    not_null = [str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})") if row[3]]
    tests = [(f"{column} IS NULL", f"{table}.{column} is missing") for column in not_null]
    tests += [(f"NOT ({check})", f"{table} breaks {check}") for check in _CHECKS[table]]
    found: list[tuple[int, str]] = []
    for condition, why in tests:
        for (session_id,) in conn.execute(
            f"SELECT DISTINCT {_SESSION_OF[table]} FROM {table} WHERE {condition}"
        ):
            if isinstance(session_id, int):
                found.append((session_id, why))
    return found
