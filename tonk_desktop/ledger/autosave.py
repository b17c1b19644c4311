"""The rounds in progress: one autosave file a session, in a folder beside the
ledger, so that a crash loses nothing. `RoundsInProgress` owns the folder and the
files' format: it writes a round atomically, reads one back only if it is a round
of that session that replays, and moves aside (with a notice) a file that is not.
The `Ledger` (store.py) owns one and adds what needs the database: whether the
round was settled already and whether it fits its session's rules.

A hosted table's round (the network host's, `tonk-host` or a window hosting)
is kept as `hosted-<id>.json`, not `session-<id>.json`: it is the host's to
resume (`--resume`, or the window's Host ▸ Resume), never the window's to offer
and play locally, which recorded the deal the host then recorded too. Imports
nothing from Qt."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine import Round
from ..engine.replay import read_capped
from .files import make_private, move_aside, utc_now, write_atomically
from .records import LedgerNotice

AUTOSAVE_FORMAT = "tonk-round-in-progress"

# What replaying a saved round of unknown origin may raise: its shape is not trusted.
_NOT_REPLAYABLE = (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError)


class RoundsInProgress:
    """The saved rounds in progress in `folder`, one file a session; `notice` is
    told of each file moved aside (or left in place when it cannot be moved)."""

    def __init__(self, folder: Path, notice: Callable[[LedgerNotice], None]) -> None:
        self.folder = folder
        self._notice = notice
        # Damaged files that could not be moved aside (said once each).
        self._left_in_place: set[Path] = set()

    def path(self, session_id: int, *, hosted: bool = False) -> Path:
        """The file of the session's round; `hosted`: a hosted table's."""
        return self.folder / f"{'hosted' if hosted else 'session'}-{int(session_id)}.json"

    def save(
        self,
        session_id: int,
        history: dict[str, Any],
        *,
        sync_folder: bool = True,
        hosted: bool = False,
    ) -> None:
        """Keep the unfinished round (Round.to_history()); written atomically: the
        file holds the old or the new state. `sync_folder=False`: the caller makes
        the rename durable itself, off its thread (`fsync_folder(self.folder)`,
        see `write_atomically`). `hosted`: a hosted table's round (the host's)."""
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        make_private(self.folder)
        document = {
            "format": AUTOSAVE_FORMAT,
            "session": session_id,
            "saved_at": utc_now(),
            "history": history,
        }
        path = self.path(session_id, hosted=hosted)
        write_atomically(path, json.dumps(document), sync_folder=sync_folder)

    def read(self, session_id: int, *, hosted: bool = False) -> tuple[dict[str, Any], Round] | None:
        """The session's saved round: its hand history and the round it replays to;
        None when there is none, or when the file is not a round of this session
        that replays (then it is set aside, with a notice). `hosted`: the hosted
        table's round (one an older version kept as the session's, else)."""
        if hosted and not self.path(session_id, hosted=True).exists():
            hosted = False  # kept by a version before hosted rounds had their own file
        path = self.path(session_id, hosted=hosted)
        try:
            text = read_capped(str(path))
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as error:  # unreadable, not UTF-8, or far too large
            self.set_aside(session_id, "unreadable", str(error), hosted=hosted)
            return None
        try:
            document = json.loads(text)
        except (ValueError, RecursionError) as error:
            self.set_aside(session_id, "damaged", str(error), hosted=hosted)
            return None
        if not isinstance(document, dict) or document.get("format") != AUTOSAVE_FORMAT:
            self.set_aside(session_id, "not_autosave", "not a Tonk autosave", hosted=hosted)
            return None
        if document.get("session") != session_id:
            self.set_aside(
                session_id,
                "other_session",
                f"it belongs to session {document.get('session')!r}",
                hosted=hosted,
            )
            return None
        try:
            history = document["history"]
            replayed = Round.from_history(history)  # it must replay
        except _NOT_REPLAYABLE as error:
            self.set_aside(session_id, "no_replay", str(error), hosted=hosted)
            return None
        assert isinstance(history, dict)
        return history, replayed

    def set_aside(self, session_id: int, reason: str, why: str, *, hosted: bool = False) -> None:
        """Move the session's saved round, which cannot be resumed, aside. Where it
        cannot be moved (a read-only folder) it stays, unused, and the notice says
        so: the program starts all the same."""
        path = self.path(session_id, hosted=hosted)
        try:
            moved: Path | None = move_aside(path, "corrupt")
        except OSError as error:
            if path in self._left_in_place:
                return  # said once already
            self._left_in_place.add(path)
            moved = None
            why = f"{why}; it could not be moved aside: {error.strerror or error}"
        self._notice(LedgerNotice("autosave", path, reason, why, moved))

    def clear(self, session_id: int) -> None:
        """Drop the session's saved round, the window's and the host's. An OSError
        when it cannot be removed (a read-only folder)."""
        for hosted in (False, True):
            with contextlib.suppress(FileNotFoundError):
                self.path(session_id, hosted=hosted).unlink()

    def saved_sessions(self) -> list[int]:
        """The sessions with a round saved, the most recent save first; a hosted
        table's are not among them (they are the host's to resume)."""
        if not self.folder.is_dir():
            return []
        found: list[tuple[float, int]] = []
        for path in self.folder.glob("session-*.json"):
            try:
                session_id = int(path.stem.removeprefix("session-"))
                found.append((path.stat().st_mtime, session_id))
            except (ValueError, OSError):
                continue
        return [session_id for _, session_id in sorted(found, reverse=True)]
