"""The ledger's SQLite schema and the steps that bring an older file up to date.

The version lives in `PRAGMA user_version`. `MIGRATIONS[n]` takes a database at
version n to n + 1; each step runs in its own transaction together with the
new user_version, so a file is always at exactly one version, never between."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable

from ..engine import HouseRules, Round
from .errors import NewerLedger
from .lifetime import LifetimeRow, insert_rows


def _v0_to_v1(conn: sqlite3.Connection) -> None:
    _run_statements(
        conn,
        """
        CREATE TABLE sessions (
            id            INTEGER PRIMARY KEY,
            name          TEXT    NOT NULL,
            currency      TEXT    NOT NULL CHECK (length(currency) = 3),
            stake_minor   INTEGER NOT NULL CHECK (stake_minor > 0),
            rules_json    TEXT    NOT NULL,
            created_at    TEXT    NOT NULL,
            updated_at    TEXT    NOT NULL
        );
        CREATE TABLE players (
            session_id     INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            seat           INTEGER NOT NULL CHECK (seat >= 0),
            name           TEXT    NOT NULL,
            kind           TEXT    NOT NULL,
            bankroll_minor INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (session_id, seat)
        );
        CREATE TABLE rounds (
            id           INTEGER PRIMARY KEY,
            session_id   INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            number       INTEGER NOT NULL CHECK (number >= 1),
            dealer       INTEGER NOT NULL,
            kind         TEXT    NOT NULL,
            winners_json TEXT    NOT NULL,
            totals_json  TEXT    NOT NULL,
            history_json TEXT,
            played_at    TEXT    NOT NULL,
            UNIQUE (session_id, number)
        );
        CREATE TABLE payments (
            round_id     INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
            position     INTEGER NOT NULL,
            payer        INTEGER NOT NULL,
            payee        INTEGER NOT NULL,
            units        INTEGER NOT NULL CHECK (units > 0),
            amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
            PRIMARY KEY (round_id, position)
        );
        CREATE TABLE balances (
            round_id      INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
            seat          INTEGER NOT NULL,
            change_minor  INTEGER NOT NULL,
            balance_minor INTEGER NOT NULL,
            PRIMARY KEY (round_id, seat)
        );
        """,
    )


def _run_statements(conn: sqlite3.Connection, script: str) -> None:
    # Not executescript(): it commits first, and a step must stay one transaction.
    for statement in script.split(";"):
        if statement.strip():
            conn.execute(statement)


def _v1_to_v2(conn: sqlite3.Connection) -> None:
    # "Times caught" needs to know who knocked; version 1 did not keep it. Fill it
    # in for old rounds from their hand history where there is one.
    conn.execute("ALTER TABLE rounds ADD COLUMN knocker INTEGER")
    rows = conn.execute(
        "SELECT id, history_json FROM rounds WHERE history_json IS NOT NULL"
    ).fetchall()
    for round_id, history_json in rows:
        try:
            result = Round.from_history(json.loads(history_json)).result
        except ValueError:
            continue  # an unreadable history keeps knocker unknown; the round stays
        if result is not None and result.knocker is not None:
            conn.execute("UPDATE rounds SET knocker = ? WHERE id = ?", (result.knocker, round_id))
    # The sessions list sorts by last play; statistics read one seat's balances.
    conn.execute("CREATE INDEX sessions_by_update ON sessions(updated_at)")
    conn.execute("CREATE INDEX balances_by_seat ON balances(seat, round_id)")


# A round's deal, "<dealer>:<deck as JSON>", from its hand history: a round in
# progress with the same deal was settled already, whichever round it became.
DEAL_OF_HISTORY = "json_extract({0}, '$.dealer') || ':' || json_extract({0}, '$.deck')"


def _v2_to_v3(conn: sqlite3.Connection) -> None:
    # A saved round in progress that could not be removed (its folder read-only,
    # a sync client holding it) was settled again at every start, because only
    # the last round was compared with it. Every settled round keeps its deal.
    conn.execute("ALTER TABLE rounds ADD COLUMN deal TEXT")
    conn.execute(
        "UPDATE rounds SET deal = "
        + DEAL_OF_HISTORY.format("history_json")
        + " WHERE history_json IS NOT NULL AND json_valid(history_json)"
    )
    conn.execute("CREATE INDEX rounds_by_deal ON rounds(session_id, deal)")


def _v3_to_v4(conn: sqlite3.Connection) -> None:
    # A session's statistics and balance chart, kept up to date round by round
    # (stats.SessionSummary) so that opening a long session reads one row, not
    # every round. Made from the rounds when first needed.
    conn.execute(
        "CREATE TABLE summaries ("
        " session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,"
        " summary_json TEXT NOT NULL)"
    )


def _v4_to_v5(conn: sqlite3.Connection) -> None:
    # Lifetime statistics (ledger/lifetime.py): one row per person per finished
    # round, practice games too. No foreign key to sessions: a person's record
    # outlives a session they delete. Filled here from the sessions' rounds so
    # far, so the statistics start with what the ledger already holds.
    _run_statements(
        conn,
        """
        CREATE TABLE lifetime (
            id          INTEGER PRIMARY KEY,
            played_at   TEXT    NOT NULL,
            player      TEXT    NOT NULL,
            player_key  TEXT    NOT NULL,
            session_id  INTEGER,
            rules_json  TEXT    NOT NULL,
            opponents   TEXT    NOT NULL,
            won         INTEGER NOT NULL CHECK (won IN (0, 1)),
            kind        TEXT    NOT NULL,
            knocked     INTEGER NOT NULL CHECK (knocked IN (0, 1)),
            caught      INTEGER NOT NULL CHECK (caught IN (0, 1)),
            net_units   INTEGER NOT NULL,
            seq         INTEGER NOT NULL CHECK (seq >= 1),
            cum_net     INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX lifetime_by_player ON lifetime(player_key, seq, cum_net);
        CREATE TABLE lifetime_players (
            player_key   TEXT    PRIMARY KEY,
            player       TEXT    NOT NULL,
            rounds       INTEGER NOT NULL,
            net_units    INTEGER NOT NULL,
            streak       INTEGER NOT NULL,
            longest_win  INTEGER NOT NULL,
            longest_loss INTEGER NOT NULL
        );
        CREATE TABLE lifetime_totals (
            player_key  TEXT    NOT NULL,
            rules_json  TEXT    NOT NULL,
            opponents   TEXT    NOT NULL,
            rounds      INTEGER NOT NULL,
            wins        INTEGER NOT NULL,
            tonk_outs   INTEGER NOT NULL,
            knocks      INTEGER NOT NULL,
            caught      INTEGER NOT NULL,
            dealt_tonks INTEGER NOT NULL,
            net_units   INTEGER NOT NULL,
            PRIMARY KEY (player_key, rules_json, opponents)
        )
        """,
    )
    sessions = {
        sid: (stake, _canonical_rules(rules_json))
        for sid, stake, rules_json in conn.execute(
            "SELECT id, stake_minor, rules_json FROM sessions"
        )
    }
    seats: dict[int, list[tuple[str, str]]] = {}
    for sid, name, kind in conn.execute(
        "SELECT session_id, name, kind FROM players ORDER BY session_id, seat"
    ):
        seats.setdefault(sid, []).append((name, kind))
    rows = conn.execute(
        "SELECT r.id, r.session_id, r.kind, r.winners_json, r.knocker, r.played_at"
        " FROM rounds r ORDER BY r.played_at, r.id"
    ).fetchall()
    for round_id, sid, kind, winners_json, knocker, played_at in rows:
        stake, rules_json = sessions[sid]
        table = seats.get(sid, [])
        changes = dict(
            conn.execute(
                "SELECT seat, change_minor FROM balances WHERE round_id = ?", (round_id,)
            ).fetchall()
        )
        try:
            winners = {int(w) for w in json.loads(winners_json)}
        except (ValueError, TypeError):
            continue  # a damaged row is left out of the statistics, not guessed at
        levels = {k.split(":", 1)[1] for _n, k in table if k.startswith("bot:")}
        opponents = "people" if not levels else levels.pop() if len(levels) == 1 else "mixed"
        insert_rows(
            conn,
            [
                LifetimeRow(
                    player=name,
                    session_id=sid,
                    rules_json=rules_json,
                    opponents=opponents,
                    won=seat in winners,
                    kind=kind,
                    knocked=knocker == seat,
                    caught=kind == "caught" and knocker == seat,
                    net_units=changes[seat] // stake,
                )
                for seat, (name, seat_kind) in enumerate(table)
                if not seat_kind.startswith("bot:") and seat in changes
            ],
            played_at,
        )


def _v5_to_v6(conn: sqlite3.Connection) -> None:
    # The deal of the day's results (ledger/daily.py), for the statistics' chart:
    # the day, the rules' name and deal number, the person's net and the
    # computer's means on the same cards. Nothing before this version to fill it.
    conn.execute(
        "CREATE TABLE daily_results ("
        " id          INTEGER PRIMARY KEY,"
        " day         TEXT    NOT NULL,"
        " rules_name  TEXT    NOT NULL,"
        " deal        INTEGER NOT NULL,"
        " net_units   INTEGER NOT NULL,"
        " hard_mean   REAL    NOT NULL,"
        " normal_mean REAL    NOT NULL,"
        " played_at   TEXT    NOT NULL)"
    )
    conn.execute("CREATE INDEX daily_results_by_day ON daily_results(day)")


def _canonical_rules(rules_json: str) -> str:
    """The rules as the lifetime table writes them (every switch, keys sorted)."""
    try:
        data = HouseRules.from_dict(json.loads(rules_json)).to_dict()
    except ValueError:
        return rules_json
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _v0_to_v1,
    _v1_to_v2,
    _v2_to_v3,
    _v3_to_v4,
    _v4_to_v5,
    _v5_to_v6,
)
SCHEMA_VERSION = len(MIGRATIONS)


def schema_version(conn: sqlite3.Connection) -> int:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    assert isinstance(version, int)
    return version


def check_not_newer(conn: sqlite3.Connection) -> int:
    """The file's schema version; NewerLedger if a newer program wrote it."""
    start = schema_version(conn)
    if start > SCHEMA_VERSION:
        raise NewerLedger(start, SCHEMA_VERSION)
    return start


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring the database up to `target` one step at a time; returns the version
    it started at. `conn` must be in autocommit mode (isolation_level=None)."""
    start = check_not_newer(conn)
    while True:
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Read again under the write lock: another program opening the same
            # file at the same moment may have taken the step meanwhile (it
            # failed with "table sessions already exists").
            version = check_not_newer(conn)
            if version >= target:
                conn.execute("COMMIT")
                return start
            MIGRATIONS[version](conn)
            # PRAGMA takes no parameters; version is our own int.
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
