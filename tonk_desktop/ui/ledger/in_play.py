"""The ledger session in play, kept beside the ledger (`in-play.json` in its
autosave folder) from the moment a session is sat down at until it is left
for a game outside it, so that the next start -- after a Quit or a crash at a
round's end, when no round is kept to resume -- offers to continue that
session instead of dealing a game outside it.

It is kept with the ledger, not in the settings: it names one of this
ledger's sessions, by its id and the moment it was created, so that a ledger
made afresh after damage (whose ids start again at 1), or another ledger, is
never taken for it. A file that cannot be read is removed: nothing is lost,
the session stays under Game ▸ Sessions…"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from tonk_desktop.engine.replay import read_capped
from tonk_desktop.ledger import Ledger, Session
from tonk_desktop.ledger.files import write_atomically

FORMAT = "tonk-session-in-play"
FILE_NAME = "in-play.json"
NAME_LIMIT = 200  # a tampered file's long name is cut, as the ledger's are


@dataclass(frozen=True, slots=True)
class SessionInPlay:
    """The session that was in play when the program last stopped."""

    session_id: int
    created_at: str
    name: str

    def names(self, session: Session) -> bool:
        """Is `session` this one (and not a later session given its id)?"""
        return session.id == self.session_id and session.created_at == self.created_at


def in_play_path(ledger: Ledger) -> Path:
    return ledger.autosave_dir / FILE_NAME


def keep_in_play(ledger: Ledger, session: Session) -> None:
    """Remember `session` as the one in play. A file that cannot be written (a
    read-only folder) is never an error out of the window: the next start then
    deals a game outside the session, as it did before this was kept."""
    document = {
        "format": FORMAT,
        "session": session.id,
        "created_at": session.created_at,
        "name": session.name,
    }
    path = in_play_path(ledger)
    with contextlib.suppress(OSError):
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        write_atomically(path, json.dumps(document))


def forget_in_play(ledger: Ledger) -> None:
    """No session is in play any more (left for a game outside one)."""
    with contextlib.suppress(OSError):
        in_play_path(ledger).unlink()


def load_in_play(ledger: Ledger) -> SessionInPlay | None:
    """The session kept as in play, or None (none kept, or a file that cannot be
    read, which is removed)."""
    path = in_play_path(ledger)
    if not path.is_file():
        return None
    try:
        document = json.loads(read_capped(str(path)))
        if not isinstance(document, dict) or document.get("format") != FORMAT:
            raise ValueError("not a session in play kept by Tonk Desktop")
        session_id, created_at, name = (document[key] for key in ("session", "created_at", "name"))
        if not isinstance(session_id, int) or isinstance(session_id, bool) or session_id < 1:
            raise ValueError("the session's id cannot be read")
        if not isinstance(created_at, str) or not isinstance(name, str):
            raise ValueError("the session's name cannot be read")
        return SessionInPlay(session_id, created_at, name[:NAME_LIMIT])
    except (OSError, ValueError, TypeError, KeyError, RecursionError):
        forget_in_play(ledger)
        return None
