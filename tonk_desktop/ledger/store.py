"""The session ledger: sessions, settled rounds and running balances in SQLite,
and the round in progress in an autosave file beside it.

Every settled round is written in one transaction, with `synchronous=FULL` in
WAL mode: once `record_round` returns, the round survives the program being
killed or the power going. A file that cannot be read is never deleted: it is
moved aside with a timestamp and a `LedgerNotice` says where it went."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from ..engine import ROUND_ENDS, HouseRules, Round, RoundResult, Seat
from . import daily, lifetime
from .autosave import RoundsInProgress
from .errors import (
    AmountOutOfRange,
    ForeignDatabase,
    LedgerUnusable,
    NewerLedger,
    NoSuchRound,
    NoSuchSession,
    SessionUnavailable,
    UnreadableSession,
)
from .export import write_csv
from .files import make_private, move_aside, utc_now
from .finished import FinishedRounds, KeptRound
from .money import MAX_AMOUNT_MINOR, MAX_STAKE_MINOR, Money, check_stake, in_range
from .own_files import check_not_own, protect_file, protect_folder
from .records import (
    LedgerNotice,
    PaymentRecord,
    RoundRecord,
    Session,
    clean_name,
    names_repeat,
    seat_kind,
    seat_of_kind,
)
from .row_checks import sessions_with_bad_rows
from .schema import DEAL_OF_HISTORY, check_not_newer, migrate
from .stats import SessionStats, SessionSummary, Transfer, settle_up


def _check_round(record: RoundRecord, seats: int) -> None:
    """A settled round as read back must fit its session, or the window would
    show (or crash on) nonsense: raise DatabaseError (damage) when it does not."""
    players = range(seats)
    amounts = (*record.changes, *record.balances, *(p.amount for p in record.payments))
    if (
        record.dealer not in players
        or len(record.changes) != seats
        or len(record.balances) != seats
        or not all(in_range(value) for value in amounts)
        or not all(winner in players for winner in record.winners)
        or (record.knocker is not None and record.knocker not in players)
        or not all(p.payer in players and p.payee in players for p in record.payments)
    ):
        raise sqlite3.DatabaseError(f"damaged: round {record.number} does not fit its session")


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    """Is the file itself damaged (not a database, or corrupt), rather than
    busy, locked by another program, or unreachable? Only damage moves it aside."""
    name = getattr(error, "sqlite_errorname", None)
    if name is None:
        # Our own checks (quick_check, a missing table) raise plain DatabaseError.
        return not isinstance(error, sqlite3.OperationalError)
    return str(name).startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))


# A name longer than this (only a tampered file has one) is cut when read.
NAME_READ_LIMIT = 200


def _bounded(name: object) -> str:
    text = str(name)
    return text if len(text) <= NAME_READ_LIMIT else text[:NAME_READ_LIMIT] + "…"


# Every table the ledger needs (schema.py makes them).
TABLES = (
    "sessions",
    "players",
    "rounds",
    "payments",
    "balances",
    "summaries",
    "lifetime",
    "lifetime_players",
    "lifetime_totals",
    "daily_results",
)

# A session's summary is written to the ledger every this many rounds (and at
# close): more often would cost every round a write; a summary behind by a few
# rounds is brought up to date from them when read.
SUMMARY_SAVED_EVERY = 256


class Ledger:
    """Sessions, stakes and history in the SQLite file at `path` (created, with
    its folder, if missing). Damaged files found on the way are moved aside; read
    `take_notices()` and tell the person. Raises LedgerUnusable when even a fresh
    database cannot be made there, NewerLedger when the file is a newer version's,
    ForeignDatabase when it is another program's (all LedgerErrors)."""

    def __init__(self, path: str | os.PathLike[str], *, busy_timeout: float = 10.0) -> None:
        """`busy_timeout`: seconds to wait for another program that holds the file."""
        self.path = Path(path).absolute()
        self.busy_timeout = busy_timeout
        self.autosave_dir = self.path.with_name(self.path.stem + ".autosave")
        protect_file(self.path)
        protect_folder(self.autosave_dir)
        self._notices: list[LedgerNotice] = []
        # The sessions' rounds in progress, one file each in autosave_dir.
        self._in_progress = RoundsInProgress(self.autosave_dir, self._notices.append)
        # Finished rounds a failed write kept on disk, one file each there too.
        self._finished = FinishedRounds(self.autosave_dir, self._notices.append)
        # Each session's statistics and chart as far as counted (SessionSummary),
        # and which of them changed since they were last saved.
        self._summaries: dict[int, SessionSummary] = {}
        self._unsaved_summaries: set[int] = set()
        # Sessions the last `sessions()` left out: (id, name), unreadable here.
        self.unreadable_sessions: list[tuple[int, str]] = []
        # Sessions set aside for a row that breaks a value check (row_checks),
        # with what is wrong: unreadable, and left in the file as they are.
        self._bad_rows: dict[int, str] = {}
        try:
            if self.path.is_dir():  # never moved aside as a damaged ledger
                raise IsADirectoryError(errno.EISDIR, "a folder is in the way", str(self.path))
            if self.path.exists() and not self.path.is_file():
                # A device or a pipe: SQLite's writes there fail with words of its
                # own ("cannot rollback - no transaction is active" on /dev/full).
                raise OSError(
                    errno.EINVAL, "it is not a regular file (a device or a pipe)", str(self.path)
                )
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            if not self.path.exists():
                # Made private before SQLite opens it: its -wal and -shm files
                # take the database's permissions.
                os.close(os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600))
            make_private(self.path)
            self._match_companions()
            self._conn = self._open()
        except (OSError, sqlite3.Error) as error:
            raise LedgerUnusable(self.path, error) from error
        # A ledger that cannot be written (a read-only file or folder) still
        # opens, for its sessions and history; the window says so at once. Its
        # connection is made again once the person makes it writable.
        self.read_only = not self._writable()
        self._reconnect_when_writable = self.read_only
        # The stakes of rounds a full disk kept out of the ledger last time go
        # in first, before anyone reads a balance (tried again later if not).
        if not self.read_only:
            with contextlib.suppress(OSError, sqlite3.Error):
                self.record_kept_rounds()

    # ------------------------------------------------------------ opening

    def _writable(self) -> bool:
        return os.access(self.path, os.W_OK) and os.access(self.path.parent, os.W_OK)

    def _match_companions(self) -> None:
        """SQLite makes -wal and -shm with the database's permissions: made
        while it was read-only, they stayed so after the person made it
        writable again, and the ledger still could not be written. They take
        the database's owner permissions again (nobody else's)."""
        try:
            mode = self.path.stat().st_mode & 0o700
        except OSError:
            return
        for suffix in ("-wal", "-shm"):
            companion = self.path.with_name(self.path.name + suffix)
            with contextlib.suppress(OSError):
                if companion.stat().st_mode & 0o777 != mode:
                    companion.chmod(mode)

    def _reconnect(self) -> None:
        """A connection SQLite opened read-only stays read-only: made again."""
        self._match_companions()
        try:
            fresh = self._connect()
        except sqlite3.Error:
            return  # still not writable: the write that follows says so
        self._conn.close()
        self._conn = fresh
        self.read_only = False
        self._reconnect_when_writable = False

    def _open(self) -> sqlite3.Connection:
        try:
            conn = self._connect()
            self._tell_bad_rows(conn)
            return conn
        except NewerLedger as error:
            # Not damaged: a newer Tonk Desktop still reads it. Left as it is, so
            # going back to that version finds every session.
            raise NewerLedger(error.version, error.readable, self.path) from error
        except sqlite3.DatabaseError as error:
            if not _is_damage(error):
                raise  # busy, locked, cannot open, I/O: the file is not to blame
            moved = move_aside(self.path, "corrupt")
            self._notices.append(LedgerNotice("ledger", self.path, "damaged", str(error), moved))
            return self._connect()

    def _connect(self) -> sqlite3.Connection:
        # isolation_level=None: we issue BEGIN/COMMIT ourselves, one per round.
        conn = sqlite3.connect(self.path, isolation_level=None, timeout=self.busy_timeout)
        try:
            # Judged before anything is written to it (the switch to WAL is a
            # write): a damaged file is kept aside exactly as it was found, and
            # another program's database is left alone.
            version = check_not_newer(conn)
            check = [row[0] for row in conn.execute("PRAGMA quick_check").fetchall()]
            bad_rows: dict[int, str] = {}
            if check != ["ok"]:
                # Rows that break a value check set aside their sessions only;
                # anything else is the file's damage.
                judged = sessions_with_bad_rows(conn, check)
                if judged is None:
                    raise sqlite3.DatabaseError("damaged: " + "; ".join(check[:3]))
                bad_rows = judged
            if version == 0:
                found = [
                    row[0]
                    for row in conn.execute(
                        "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
                    )
                ]
                if found:
                    raise ForeignDatabase(self.path, tuple(sorted(found)))
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA journal_mode = WAL")
            # FULL: a commit is on disk before record_round returns, power cut included.
            conn.execute("PRAGMA synchronous = FULL")
            migrate(conn)
            tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
            missing = sorted(set(TABLES) - tables)
            if missing:
                raise sqlite3.DatabaseError("damaged: no table " + ", ".join(missing))
        except BaseException:
            conn.close()
            raise
        self._bad_rows = bad_rows
        return conn

    def _tell_bad_rows(self, conn: sqlite3.Connection) -> None:
        """A notice for each session set aside for a bad row, once, at opening."""
        for session_id, why in sorted(self._bad_rows.items()):
            row = conn.execute(
                "SELECT substr(name, 1, ?) FROM sessions WHERE id = ?",
                (NAME_READ_LIMIT + 1, session_id),
            ).fetchone()
            name = _bounded(row[0]) if row is not None and row[0] is not None else ""
            detail = f"session {session_id} ({name}): {why}"
            self._notices.append(LedgerNotice("session", self.path, "damaged", detail, name=name))

    def close(self) -> None:
        for session_id in list(self._unsaved_summaries):
            self._save_summary(session_id)
        self._conn.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def take_notices(self) -> list[LedgerNotice]:
        """The notices gathered so far (damaged files moved aside), once each."""
        notices = list(self._notices)
        self._notices.clear()  # the same list: the rounds in progress add to it too
        return notices

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        if self._reconnect_when_writable and self._writable():
            self._reconnect()
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
        except BaseException as error:
            self._conn.execute("ROLLBACK")
            if str(getattr(error, "sqlite_errorname", "")).startswith("SQLITE_READONLY"):
                self.read_only = True
                self._reconnect_when_writable = True
            raise
        self._conn.execute("COMMIT")

    # ----------------------------------------------------------- sessions

    def create_session(
        self,
        name: str,
        seats: Sequence[Seat],
        stake: Money,
        rules: HouseRules,
        bankrolls: Sequence[int] | None = None,
    ) -> int:
        """A new session; returns its id. The seats must match `rules.players`;
        `bankrolls`, what each player sits down with in minor units (none: 0 each).
        Names are kept cleaned (`clean_name`: no control characters)."""
        name = clean_name(name)
        if not name:
            raise ValueError("a session needs a name")
        check_stake(stake.minor)
        if len(seats) != rules.players:
            raise ValueError(f"the rules are for {rules.players} players, not {len(seats)}")
        bankrolls = list(bankrolls) if bankrolls is not None else [0] * len(seats)
        if len(bankrolls) != len(seats):
            raise ValueError(f"{len(seats)} players, but {len(bankrolls)} bankrolls")
        for bankroll in bankrolls:
            if not in_range(bankroll):
                raise AmountOutOfRange("a bankroll", bankroll, MAX_AMOUNT_MINOR)
        names = [clean_name(seat.name) for seat in seats]
        if any(not n for n in names):
            raise ValueError("every player needs a name")
        if names_repeat(names):
            raise ValueError("two players have the same name")
        now = utc_now()
        with self._transaction() as conn:
            cursor = conn.execute(
                "INSERT INTO sessions (name, currency, stake_minor, rules_json, created_at,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?)",
                (name, stake.currency, stake.minor, json.dumps(rules.to_dict()), now, now),
            )
            session_id = cursor.lastrowid
            assert session_id is not None
            conn.executemany(
                "INSERT INTO players (session_id, seat, name, kind, bankroll_minor)"
                " VALUES (?, ?, ?, ?, ?)",
                [
                    (session_id, i, names[i], seat_kind(seat), bankrolls[i])
                    for i, seat in enumerate(seats)
                ],
            )
        return session_id

    def sessions(self) -> list[Session]:
        """Every session, the one played most recently first."""
        ids = [
            row[0]
            for row in self._conn.execute(
                "SELECT id FROM sessions ORDER BY updated_at DESC, id DESC"
            )
        ]
        found = []
        self.unreadable_sessions = []
        for session_id in ids:
            try:
                found.append(self.session(session_id))
            except UnreadableSession as error:
                self.unreadable_sessions.append((session_id, error.name))
        return found

    def session(self, session_id: int) -> Session:
        """The session; NoSuchSession when there is none (deleted), UnreadableSession
        when this version cannot read it (both SessionUnavailable)."""
        # Names are read bounded: a tampered file's 5 MB name took half a
        # minute to show.
        row = self._conn.execute(
            "SELECT substr(name, 1, ?), currency, stake_minor, rules_json, created_at, updated_at"
            " FROM sessions WHERE id = ?",
            (NAME_READ_LIMIT + 1, session_id),
        ).fetchone()
        if row is None:
            raise NoSuchSession(session_id)
        name, currency, stake_minor, rules_json, created_at, updated_at = row
        name = _bounded(name)
        if session_id in self._bad_rows:
            why = self._bad_rows[session_id]
            raise UnreadableSession(str(name), f"a row of it is damaged ({why})")
        players = self._conn.execute(
            "SELECT substr(name, 1, ?), kind, bankroll_minor FROM players"
            " WHERE session_id = ? ORDER BY seat",
            (NAME_READ_LIMIT + 1, session_id),
        ).fetchall()
        try:
            rules = HouseRules.from_dict(json.loads(rules_json))
        except (ValueError, TypeError, RecursionError) as error:
            # A newer Tonk Desktop's house rule, or a damaged row: the session
            # stays as it is, for the version that can read it.
            raise UnreadableSession(str(name), f"its rules cannot be read: {error}") from error
        try:
            stake = Money(check_stake(stake_minor), currency)
        except ValueError as error:  # a stake the game never takes: a damaged row
            raise UnreadableSession(str(name), f"its stake cannot be read: {error}") from error
        try:
            seats = tuple(seat_of_kind(_bounded(seat_name), kind) for seat_name, kind, _ in players)
        except ValueError as error:  # a newer version's kind of player, or a damaged row
            raise UnreadableSession(str(name), str(error)) from error
        bankrolls = tuple(bankroll for _, _, bankroll in players)
        if len(seats) != rules.players:
            raise UnreadableSession(str(name), "its players do not match its rules")
        if not all(in_range(b) for b in bankrolls):
            raise UnreadableSession(str(name), "a bankroll is out of range")
        last = self._conn.execute(
            "SELECT id, number FROM rounds WHERE session_id = ? ORDER BY number DESC LIMIT 1",
            (session_id,),
        ).fetchone()
        if last is None:
            balances = tuple(0 for _ in seats)
            played = 0
        else:
            # The file keeps the money in hand (bankroll included); a balance is
            # what was won or lost.
            in_hand = self._balances_after(last[0])
            if len(in_hand) != len(seats):
                raise UnreadableSession(str(name), "its balances do not match its players")
            if not all(in_range(m) for m in in_hand):
                raise UnreadableSession(str(name), "a balance is out of range")
            balances = tuple(m - b for m, b in zip(in_hand, bankrolls, strict=True))
            if sum(balances) != 0:  # every round's payments cancel out
                raise UnreadableSession(str(name), "its balances do not add up")
            played = last[1]
        return Session(
            id=session_id,
            name=name,
            stake=stake,
            rules=rules,
            seats=seats,
            bankrolls=bankrolls,
            created_at=created_at,
            updated_at=updated_at,
            rounds_played=played,
            balances=balances,
        )

    def _balances_after(self, round_id: int) -> tuple[int, ...]:
        return tuple(
            row[0]
            for row in self._conn.execute(
                "SELECT balance_minor FROM balances WHERE round_id = ? ORDER BY seat", (round_id,)
            )
        )

    def rename_session(self, session_id: int, name: str) -> None:
        name = clean_name(name)
        if not name:
            raise ValueError("a session needs a name")
        with self._transaction() as conn:
            changed = conn.execute(
                "UPDATE sessions SET name = ? WHERE id = ?", (name, session_id)
            ).rowcount
        if not changed:
            raise NoSuchSession(session_id)

    def delete_session(self, session_id: int) -> None:
        """Remove the session, its rounds and its round in progress (the caller
        has asked the person first)."""
        with self._transaction() as conn:
            conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
        self._summaries.pop(session_id, None)
        self._unsaved_summaries.discard(session_id)
        # One left behind (a read-only folder) belongs to no session: never offered.
        with contextlib.suppress(OSError):
            self.clear_round_in_progress(session_id)

    # ------------------------------------------------------------- rounds

    def record_round(
        self,
        session_id: int,
        result: RoundResult,
        *,
        dealer: int,
        history: dict[str, Any] | None = None,
        clear_in_progress: bool = True,
    ) -> RoundRecord:
        """Settle a finished round into the session in one transaction, then drop
        the session's round in progress (it is now history); `clear_in_progress=
        False` leaves it (a round recorded late, after another was dealt)."""
        if result.kind not in ROUND_ENDS:
            raise ValueError(f"unknown round end {result.kind!r}")
        if sum(result.net) != 0:
            raise ValueError("the round's payments do not cancel out")
        history_json = json.dumps(history, separators=(",", ":")) if history is not None else None
        if session_id not in self._summaries:
            # Counted from here on, round by round, so that opening the session
            # later reads its summary instead of every round (tonk-sim's too).
            with contextlib.suppress(SessionUnavailable, sqlite3.DatabaseError):
                self.summary(session_id)
        with self._transaction() as conn:
            row = conn.execute(
                "SELECT stake_minor FROM sessions WHERE id = ?", (session_id,)
            ).fetchone()
            if row is None:
                raise NoSuchSession(session_id)
            if session_id in self._bad_rows:  # set aside as it is: nothing added
                raise sqlite3.DatabaseError(f"damaged: {self._bad_rows[session_id]}")
            stake = row[0]
            if not (type(stake) is int and 0 < stake <= MAX_STAKE_MINOR):
                raise AmountOutOfRange("the stake", stake, MAX_STAKE_MINOR)
            bankrolls = [
                r[0]
                for r in conn.execute(
                    "SELECT bankroll_minor FROM players WHERE session_id = ? ORDER BY seat",
                    (session_id,),
                )
            ]
            if len(result.net) != len(bankrolls):
                raise ValueError(
                    f"the round has {len(result.net)} players, the session {len(bankrolls)}"
                )
            last = conn.execute(
                "SELECT id, number FROM rounds WHERE session_id = ? ORDER BY number DESC LIMIT 1",
                (session_id,),
            ).fetchone()
            before = bankrolls if last is None else list(self._balances_after(last[0]))
            number = 1 if last is None else last[1] + 1
            played_at = utc_now()
            round_id = conn.execute(
                "INSERT INTO rounds (session_id, number, dealer, kind, winners_json, totals_json,"
                " history_json, played_at, knocker, deal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
                + DEAL_OF_HISTORY.format("?7")
                + ")",
                (
                    session_id,
                    number,
                    dealer,
                    result.kind,
                    json.dumps(list(result.winners)),
                    json.dumps(list(result.totals)),
                    history_json,
                    played_at,
                    result.knocker,
                ),
            ).lastrowid
            payments = tuple(
                PaymentRecord(p.payer, p.payee, p.units, p.units * stake) for p in result.payments
            )
            conn.executemany(
                "INSERT INTO payments (round_id, position, payer, payee, units, amount_minor)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (round_id, i, p.payer, p.payee, p.units, p.amount)
                    for i, p in enumerate(payments)
                ],
            )
            changes = tuple(net * stake for net in result.net)
            # balance_minor in the file is the money in hand (bankroll included).
            bad = next((b for b in (*bankrolls, *before) if not in_range(b)), None)
            if type(bad) is int:
                raise AmountOutOfRange("a balance or bankroll", bad, MAX_AMOUNT_MINOR)
            if bad is not None:
                raise sqlite3.DatabaseError(f"damaged: a balance is {bad!r}, not an amount")
            if sum(before) != sum(bankrolls):  # what `session` reads as unreadable
                raise sqlite3.DatabaseError("damaged: the session's balances do not add up")
            in_hand = tuple(b + c for b, c in zip(before, changes, strict=True))
            for seat, money in enumerate(in_hand):
                # Refused before it is written: SQLite's integers end at 2^63.
                if not in_range(money):
                    raise AmountOutOfRange(f"seat {seat + 1}'s balance", money, MAX_AMOUNT_MINOR)
            conn.executemany(
                "INSERT INTO balances (round_id, seat, change_minor, balance_minor)"
                " VALUES (?, ?, ?, ?)",
                [(round_id, seat, changes[seat], in_hand[seat]) for seat in range(len(changes))],
            )
            balances = tuple(m - b for m, b in zip(in_hand, bankrolls, strict=True))
            conn.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", (played_at, session_id))
        # The round is in. Its autosave going is housekeeping: a file another
        # program holds must not make the caller think the round was not
        # recorded (it would record it again). One left behind is recognised
        # as settled when it is next read.
        if clear_in_progress:
            with contextlib.suppress(OSError):
                self.clear_round_in_progress(session_id)
        record = RoundRecord(
            number=number,
            dealer=dealer,
            kind=result.kind,
            winners=tuple(result.winners),
            knocker=result.knocker,
            totals=tuple(result.totals),
            payments=payments,
            changes=changes,
            balances=balances,
            played_at=played_at,
            history=history,
        )
        summary = self._summaries.get(session_id)
        if summary is not None and summary.through == number - 1:
            summary.add(record)
            self._unsaved_summaries.add(session_id)
            if number % SUMMARY_SAVED_EVERY == 0:
                self._save_summary(session_id)
        return record

    def record_finished_round(
        self, session_id: int, rnd: Round, *, clear_in_progress: bool = True
    ) -> RoundRecord:
        """Settle a round that is over, keeping its hand history with it."""
        if rnd.result is None:
            raise ValueError("the round is not over yet")
        return self.record_round(
            session_id,
            rnd.result,
            dealer=rnd.dealer,
            history=rnd.to_history(),
            clear_in_progress=clear_in_progress,
        )

    def rounds(self, session_id: int, *, with_history: bool = False) -> list[RoundRecord]:
        """The session's settled rounds in play order."""
        return self.rounds_page(session_id, 0, -1, with_history=with_history)

    def rounds_page(
        self, session_id: int, offset: int, count: int, *, with_history: bool = False
    ) -> list[RoundRecord]:
        """`count` of the session's rounds (-1: all) from the `offset`-th on, in
        play order: a view of a long session reads only what it shows."""
        return self._read_rounds(
            session_id,
            "session_id = ? ORDER BY number LIMIT ? OFFSET ?",
            (session_id, count, offset),
            with_history,
        )

    def round_history(self, session_id: int, number: int) -> dict[str, Any] | None:
        """Round `number`'s hand history as recorded (None when it was recorded
        without one); NoSuchRound when the session has no such round."""
        found = self._read_rounds(
            session_id, "session_id = ? AND number = ?", (session_id, number), True
        )
        if not found:
            raise NoSuchRound(session_id, number)
        return found[0].history

    def round_count(self, session_id: int) -> int:
        """How many rounds the session has settled."""
        row = self._conn.execute(
            "SELECT count(*) FROM rounds WHERE session_id = ?", (session_id,)
        ).fetchone()
        return int(row[0])

    def last_round(self, session_id: int) -> RoundRecord | None:
        """The session's last settled round, or None before its first."""
        found = self._read_rounds(
            session_id, "session_id = ? ORDER BY number DESC LIMIT 1", (session_id,), False
        )
        return found[0] if found else None

    def _read_rounds(
        self, session_id: int, which: str, params: tuple[Any, ...], with_history: bool
    ) -> list[RoundRecord]:
        """The rounds `which` (a WHERE clause over rounds, with its order and
        limit) selects, checked against their session."""
        chosen = f"SELECT id FROM rounds WHERE {which}"
        rows = self._conn.execute(
            "SELECT id, number, dealer, kind, winners_json, knocker, totals_json, played_at,"
            f" {'history_json' if with_history else 'NULL'}"
            f" FROM rounds WHERE id IN ({chosen}) ORDER BY number",
            params,
        ).fetchall()
        payments: dict[int, list[PaymentRecord]] = {}
        changes: dict[int, list[tuple[int, int]]] = {}
        for round_id, payer, payee, units, amount in self._conn.execute(
            "SELECT round_id, payer, payee, units, amount_minor FROM payments"
            f" WHERE round_id IN ({chosen}) ORDER BY round_id, position",
            params,
        ):
            payments.setdefault(round_id, []).append(PaymentRecord(payer, payee, units, amount))
        for round_id, change, balance in self._conn.execute(
            "SELECT round_id, change_minor, balance_minor FROM balances"
            f" WHERE round_id IN ({chosen}) ORDER BY round_id, seat",
            params,
        ):
            changes.setdefault(round_id, []).append((change, balance))
        bankrolls = [
            row[0]
            for row in self._conn.execute(
                "SELECT bankroll_minor FROM players WHERE session_id = ? ORDER BY seat",
                (session_id,),
            )
        ]
        seats = len(bankrolls)
        try:
            records = self._round_records(rows, payments, changes, bankrolls)
        except (ValueError, TypeError, KeyError, RecursionError) as error:
            raise sqlite3.DatabaseError(f"damaged: a round cannot be read ({error})") from error
        for record in records:
            _check_round(record, seats)
        return records

    @staticmethod
    def _round_records(
        rows: list[Any],
        payments: dict[int, list[PaymentRecord]],
        changes: dict[int, list[tuple[int, int]]],
        bankrolls: list[int],
    ) -> list[RoundRecord]:
        """The rounds as records; the file's money in hand less each bankroll
        makes the balance (what was won or lost in the session)."""
        return [
            RoundRecord(
                number=number,
                dealer=dealer,
                kind=kind,
                winners=tuple(json.loads(winners)),
                knocker=knocker,
                totals=tuple(json.loads(totals)),
                payments=tuple(payments.get(round_id, ())),
                changes=tuple(c for c, _ in changes[round_id]),
                balances=tuple(
                    m - b for (_, m), b in zip(changes[round_id], bankrolls, strict=True)
                ),
                played_at=played_at,
                history=json.loads(history) if history is not None else None,
            )
            for (
                round_id,
                number,
                dealer,
                kind,
                winners,
                knocker,
                totals,
                played_at,
                history,
            ) in rows
        ]

    def statistics(self, session_id: int) -> SessionStats:
        return self.summary(session_id).stats(self.session(session_id).seats)

    def summary(self, session_id: int) -> SessionSummary:
        """The session's statistics and balance chart, up to its last round:
        kept up to date as rounds are recorded and saved in the ledger, so this
        reads at most the rounds since it was last saved. Not to be changed by
        the caller. DatabaseError if a round it must count is damaged."""
        row = self._conn.execute(
            "SELECT max(number) FROM rounds WHERE session_id = ?", (session_id,)
        ).fetchone()
        last = int(row[0] or 0)
        summary = self._summaries.get(session_id)
        if summary is not None and summary.through == last:
            return summary
        session = self.session(session_id)
        if summary is None or summary.through > last:
            summary = self._saved_summary(session)
        if summary.through > last:
            summary = SessionSummary(len(session.seats))
        counted = summary.through
        while summary.through < last:
            page = self._read_rounds(
                session_id,
                "session_id = ? AND number > ? ORDER BY number LIMIT 5000",
                (session_id, summary.through),
                False,
            )
            if not page:
                break
            for record in page:
                summary.add(record)
        self._summaries[session_id] = summary
        if summary.through - counted >= SUMMARY_SAVED_EVERY:
            self._unsaved_summaries.add(session_id)
            self._save_summary(session_id)
        elif summary.through != counted:
            self._unsaved_summaries.add(session_id)
        return summary

    def _saved_summary(self, session: Session) -> SessionSummary:
        row = self._conn.execute(
            "SELECT summary_json FROM summaries WHERE session_id = ?", (session.id,)
        ).fetchone()
        fresh = SessionSummary(len(session.seats))
        if row is None:
            return fresh
        try:
            return SessionSummary.from_json(row[0], len(session.seats))
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
            return fresh  # a damaged summary is made again from the rounds

    def _save_summary(self, session_id: int) -> None:
        """Keep the session's summary in the ledger. Only a shortcut: when it
        cannot be written it is made from the rounds again next time."""
        summary = self._summaries.get(session_id)
        self._unsaved_summaries.discard(session_id)
        if summary is None:
            return
        with contextlib.suppress(sqlite3.Error), self._transaction() as conn:
            conn.execute(
                "INSERT INTO summaries (session_id, summary_json) SELECT id, ? FROM sessions"
                " WHERE id = ? ON CONFLICT (session_id) DO UPDATE SET"
                " summary_json = excluded.summary_json",
                (summary.to_json(), session_id),
            )

    def settle_up(self, session_id: int) -> list[Transfer]:
        """Who pays whom, in the fewest transfers, to square everyone's winnings."""
        return settle_up(self.session(session_id).balances)

    def export_csv(
        self, session_id: int, path: str | os.PathLike[str], *, decimal_comma: bool = False
    ) -> None:
        """One row per round: how it ended, who paid whom, each player's change and
        balance. Amounts are plain decimals in the session's currency; the file is
        UTF-8 with a byte-order mark.

        `decimal_comma`: for spreadsheets set up for a language that writes 1,50
        (Hungarian, Russian, most of Europe): they split a CSV file at ";" and
        read "1.50" as a date or text, so the fields are separated by ";" and
        the amounts written with a comma."""
        session = self.session(session_id)
        check_not_own(path)
        write_csv(Path(path), session, self.rounds(session_id), decimal_comma=decimal_comma)

    # --------------------------------------------------- the round in progress

    def save_round_in_progress(
        self,
        session_id: int,
        history: dict[str, Any],
        *,
        sync_folder: bool = True,
        hosted: bool = False,
    ) -> None:
        """Keep the session's unfinished round (Round.to_history()) so that a crash
        loses nothing; written atomically: the file holds the old or the new state.
        `sync_folder=False`: the caller makes the rename durable itself, off its
        thread (`fsync_folder(self.autosave_dir)`, see `write_atomically`).
        `hosted`: a hosted table's round, the host's to resume: never among the
        `interrupted_sessions()` a window offers."""
        self._in_progress.save(session_id, history, sync_folder=sync_folder, hosted=hosted)

    def load_round_in_progress(
        self, session_id: int, *, hosted: bool = False
    ) -> dict[str, Any] | None:
        """The saved unfinished round's hand history, or None. A file that does
        not replay, or was dealt under other rules than its session's, is moved
        aside (with a notice); a round already settled into the ledger is not
        offered again, nor one that is over (it is recorded instead). `hosted`:
        the hosted table's round (see `save_round_in_progress`)."""
        saved = self._in_progress.read(session_id, hosted=hosted)
        if saved is None:
            return None
        history, replayed = saved
        try:
            session = self.session(session_id)
        except SessionUnavailable:
            return None  # no such session, or one this version cannot read: left as it is
        if replayed.rules != session.rules:
            # Dealt under other rules (another number of players, jokers...):
            # settling it would pay the session's stakes for another game.
            self._in_progress.set_aside(
                session_id, "other_rules", "it was dealt under other rules than its session's"
            )
            return None
        # A round already settled into the ledger is not offered again: the
        # program may have stopped after settling it but before this file was
        # removed, or the file could not be removed at all (a read-only folder,
        # a sync client holding it). The same deal (deck and dealer) is the
        # same round, whichever round of the session it became.
        if self.is_settled(session_id, history) or self._finished.holds_deal(session_id, history):
            with contextlib.suppress(OSError):  # it stays recognised as settled
                self.clear_round_in_progress(session_id)
            return None
        if replayed.is_over:
            # A round that is over is no game to resume: playing it "again" only
            # settled its replayed result, and nothing stopped that happening
            # twice. Its stakes are recorded now (the check above, by its deal,
            # found it not in the session: the same deck and dealer is the same
            # round, whichever round of the session it became); when the ledger
            # cannot take it, the file stays and this is tried again.
            with contextlib.suppress(OSError, sqlite3.Error, ValueError, OverflowError):
                self.record_finished_round(session_id, replayed)
            return None
        return history

    def is_settled(self, session_id: int, history: dict[str, Any]) -> bool:
        """Is the round of this hand history (its deal: deck and dealer) already
        settled into the session?"""
        found = self._conn.execute(
            "SELECT 1 FROM rounds WHERE session_id = ? AND deal = "
            + DEAL_OF_HISTORY.format("?2")
            + " LIMIT 1",
            (session_id, json.dumps(history, separators=(",", ":"))),
        ).fetchone()
        return found is not None

    # ------------------------------------------------- rounds a full disk kept

    def keep_finished_round(self, session_id: int, rnd: Round) -> Path:
        """Keep a finished round the ledger could not take (a full disk) in a file
        of its own, so that its stakes survive a restart: `record_kept_rounds`
        (at the next opening, or once the disk has room) records it. OSError
        when even that file cannot be written."""
        return self._finished.keep(session_id, rnd)

    @property
    def kept_rounds_waiting(self) -> bool:
        """Are finished rounds kept on disk, waiting to be recorded?"""
        return bool(self._finished.paths())

    def sessions_with_kept_rounds(self) -> set[int]:
        """The sessions with finished rounds kept on disk, waiting to be recorded."""
        return self._finished.sessions()

    def record_kept_rounds(
        self, recorded: Callable[[int, RoundRecord], object] | None = None
    ) -> int:
        """Record the finished rounds kept on disk, oldest first, each once (one
        already in its session, by its identity, is only removed), and remove
        their files; how many were recorded, each told to `recorded` with its
        session as it goes in. The first write that fails raises (OSError or
        sqlite3.Error): the rest stay for later. A round of a deleted session
        goes with it; one of a session this version cannot read stays for the
        version that can."""
        count = 0
        for kept in self._finished.kept():
            try:
                record = self.record_once(kept.session_id, kept.round)
            except NoSuchSession:
                record = None  # deleted since: its rounds went with it
            except UnreadableSession:
                continue
            except ValueError as error:  # it does not fit its session (a damaged file)
                self._finished.set_aside(kept.path, str(error))
                continue
            self._drop_kept(kept)
            if record is not None:
                count += 1
                if recorded is not None:
                    recorded(kept.session_id, record)
        return count

    def _drop_kept(self, kept: KeptRound) -> None:
        # Once in, the file is housekeeping: one left behind is recognised as
        # recorded (record_once) and removed next time.
        with contextlib.suppress(OSError):
            kept.path.unlink()

    def record_once(self, session_id: int, rnd: Round) -> RoundRecord | None:
        """Settle a finished round unless it is in the session already (the same
        hand history: the same deal, played move for move alike); None then.
        What a round kept after a failed write is recorded with: it may have
        gone in by another way meanwhile (its file, or the program's memory)."""
        if rnd.result is None:
            raise ValueError("the round is not over yet")
        if self.is_recorded(session_id, rnd.to_history()):
            return None
        # Recorded late: the session's round in progress (a later deal) stays.
        return self.record_finished_round(session_id, rnd, clear_in_progress=False)

    def is_recorded(self, session_id: int, history: dict[str, Any]) -> bool:
        """Is this very round (its whole hand history) among the session's?"""
        text = json.dumps(history, separators=(",", ":"))
        found = self._conn.execute(
            "SELECT 1 FROM rounds WHERE session_id = ? AND deal = "
            + DEAL_OF_HISTORY.format("?2")
            + " AND history_json = ?2 LIMIT 1",
            (session_id, text),
        ).fetchone()
        return found is not None

    def clear_round_in_progress(self, session_id: int) -> None:
        """Drop the session's round in progress. An OSError when it cannot be
        removed (a read-only folder): a settled round left behind is still
        recognised as settled (`is_settled`)."""
        self._in_progress.clear(session_id)

    def interrupted_sessions(self) -> list[int]:
        """Sessions with a round in progress saved, most recent save first: what
        the next start offers to resume."""
        saved = self._in_progress.saved_sessions()
        if not saved:
            return []
        known = {row[0] for row in self._conn.execute("SELECT id FROM sessions")}
        return [session_id for session_id in saved if session_id in known]

    # ----------------------------------------------------- the deal of the day

    def record_daily(self, result: daily.DailyResult) -> None:
        """Keep a deal of the day's result for the statistics (one transaction)."""
        with self._transaction() as conn:
            daily.insert_result(conn, result, utc_now())

    def daily_results(self) -> list[daily.DailyResult]:
        """The deal of the day's results kept, oldest first (the latest year's worth)."""
        return daily.results(self._conn)

    # ----------------------------------------------------- lifetime statistics

    def record_lifetime(self, rows: Sequence[lifetime.LifetimeRow]) -> None:
        """Keep a finished round for the lifetime statistics (one transaction)."""
        if not rows:
            return
        with self._transaction() as conn:
            lifetime.insert_rows(conn, rows, utc_now())

    def lifetime_players(self) -> list[str]:
        """The people with rounds in the lifetime statistics, most rounds first."""
        return lifetime.players(self._conn)

    def lifetime_statistics(self, player: str) -> lifetime.LifetimeStats:
        return lifetime.statistics(self._conn, player)

    def reset_lifetime(self) -> None:
        """Forget the statistics of everyone: every round's record and the deal of
        the day's results (the sessions stay)."""
        with self._transaction() as conn:
            for table in ("lifetime", "lifetime_players", "lifetime_totals", "daily_results"):
                conn.execute(f"DELETE FROM {table}")  # our own names
