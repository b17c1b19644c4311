"""The round in progress: kept in an autosave file beside the ledger so that
a crash loses nothing, offered again at the next start unless it was already
settled, and moved aside (with a notice) when it cannot be resumed. A part of
`Ledger` (store.py), which it is mixed into. Imports nothing from Qt."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine import Round
from ..engine.replay import read_capped
from .errors import SessionUnavailable
from .files import make_private, move_aside, utc_now, write_atomically
from .records import LedgerNotice
from .schema import DEAL_OF_HISTORY

if TYPE_CHECKING:
    from .records import Session

AUTOSAVE_FORMAT = "tonk-round-in-progress"

# What replaying a saved round of unknown origin may raise: its shape is not trusted.
_NOT_REPLAYABLE = (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError)


class RoundInProgress:
    """The autosave methods of `Ledger`, which sets these attributes up."""

    autosave_dir: Path
    _conn: sqlite3.Connection
    _notices: list[LedgerNotice]
    _left_in_place: set[Path]

    if TYPE_CHECKING:

        def session(self, session_id: int) -> Session: ...

    def _autosave_path(self, session_id: int) -> Path:
        return self.autosave_dir / f"session-{int(session_id)}.json"

    def save_round_in_progress(self, session_id: int, history: dict[str, Any]) -> None:
        """Keep the unfinished round (Round.to_history()) so that a crash loses
        nothing; written atomically: the file holds the old or the new state."""
        self.autosave_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        make_private(self.autosave_dir)
        document = {
            "format": AUTOSAVE_FORMAT,
            "session": session_id,
            "saved_at": utc_now(),
            "history": history,
        }
        write_atomically(self._autosave_path(session_id), json.dumps(document))

    def load_round_in_progress(self, session_id: int) -> dict[str, Any] | None:
        """The saved unfinished round's hand history, or None. A file that does
        not replay is moved aside (with a notice); a round already settled into
        the ledger is not offered again."""
        path = self._autosave_path(session_id)
        try:
            text = read_capped(str(path))
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as error:  # unreadable, not UTF-8, or far too large
            self._autosave_damaged(path, "unreadable", str(error))
            return None
        try:
            document = json.loads(text)
        except (ValueError, RecursionError) as error:
            self._autosave_damaged(path, "damaged", str(error))
            return None
        if not isinstance(document, dict) or document.get("format") != AUTOSAVE_FORMAT:
            self._autosave_damaged(path, "not_autosave", "not a Tonk autosave")
            return None
        if document.get("session") != session_id:
            self._autosave_damaged(
                path, "other_session", f"it belongs to session {document.get('session')!r}"
            )
            return None
        try:
            history = document["history"]
            replayed = Round.from_history(history)  # it must replay
        except _NOT_REPLAYABLE as error:
            self._autosave_damaged(path, "no_replay", str(error))
            return None
        assert isinstance(history, dict)
        try:
            session = self.session(session_id)
        except SessionUnavailable:
            return None  # no such session, or one this version cannot read: left as it is
        if replayed.rules != session.rules:
            # Dealt under other rules (another number of players, jokers...):
            # settling it would pay the session's stakes for another game.
            self._autosave_damaged(
                path, "other_rules", "it was dealt under other rules than its session's"
            )
            return None
        # A round already settled into the ledger is not offered again: the
        # program may have stopped after settling it but before this file was
        # removed, or the file could not be removed at all (a read-only folder,
        # a sync client holding it). The same deal (deck and dealer) is the
        # same round, whichever round of the session it became.
        if self.is_settled(session_id, history):
            with contextlib.suppress(OSError):  # it stays recognised as settled
                self.clear_round_in_progress(session_id)
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

    def _autosave_damaged(self, path: Path, reason: str, why: str) -> None:
        """Move a saved round that cannot be resumed aside. Where it cannot be
        moved (a read-only folder) it stays, unused, and the notice says so:
        the program starts all the same."""
        try:
            moved: Path | None = move_aside(path, "corrupt")
        except OSError as error:
            if path in self._left_in_place:
                return  # said once already
            self._left_in_place.add(path)
            moved = None
            why = f"{why}; it could not be moved aside: {error.strerror or error}"
        self._notices.append(LedgerNotice("autosave", path, reason, why, moved))

    def clear_round_in_progress(self, session_id: int) -> None:
        """Drop the session's round in progress. An OSError when it cannot be
        removed (a read-only folder): a settled round left behind is still
        recognised as settled (`is_settled`)."""
        with contextlib.suppress(FileNotFoundError):
            self._autosave_path(session_id).unlink()

    def interrupted_sessions(self) -> list[int]:
        """Sessions with a round in progress saved, most recent save first: what
        the next start offers to resume."""
        if not self.autosave_dir.is_dir():
            return []
        found: list[tuple[float, int]] = []
        for path in self.autosave_dir.glob("session-*.json"):
            try:
                session_id = int(path.stem.removeprefix("session-"))
                found.append((path.stat().st_mtime, session_id))
            except (ValueError, OSError):
                continue
        known = {row[0] for row in self._conn.execute("SELECT id FROM sessions")}
        return [session_id for _, session_id in sorted(found, reverse=True) if session_id in known]
