"""Finished rounds the ledger could not take yet (a full disk, a locked file):
one file each in the autosave folder, `finished-<session>-<stamp>.json`,
written as the round ends, so that its stakes survive the program closing or
being killed while the disk stays full. The `Ledger` records them, oldest
first, at its next opening (or as soon as it can be written again) and removes
each once it is in; a file left behind after its round went in (killed between
the two) is recognised by the round's identity and only removed. `FinishedRounds`
owns the files' format; it imports nothing from Qt."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Round
from ..engine.replay import read_capped
from .files import make_private, move_aside, utc_now, write_atomically
from .records import LedgerNotice

FINISHED_FORMAT = "tonk-finished-round"

# What replaying a saved round of unknown origin may raise: its shape is not trusted.
_NOT_REPLAYABLE = (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError)


@dataclass(frozen=True, slots=True)
class KeptRound:
    """A finished round waiting in `path` to be recorded into `session_id`."""

    path: Path
    session_id: int
    round: Round


class FinishedRounds:
    """The finished rounds kept in `folder`; `notice` is told of each file that
    is not one (moved aside)."""

    def __init__(self, folder: Path, notice: Callable[[LedgerNotice], None]) -> None:
        self.folder = folder
        self._notice = notice

    def keep(self, session_id: int, rnd: Round) -> Path:
        """Write the finished round to a file of its own (atomically, synced);
        its path. OSError when even that cannot be written."""
        if rnd.result is None:
            raise ValueError("the round is not over yet")
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        make_private(self.folder)
        document: dict[str, Any] = {
            "format": FINISHED_FORMAT,
            "session": session_id,
            "kept_at": utc_now(),
            "history": rnd.to_history(),
        }
        # The stamp orders the files as the rounds ended (the order they are recorded in).
        path = self.folder / f"finished-{int(session_id)}-{time.time_ns():020d}.json"
        while path.exists():
            path = path.with_name(path.stem + "-1.json")
        write_atomically(path, json.dumps(document))
        return path

    def paths(self) -> list[Path]:
        """The files kept, in the order their rounds ended."""
        if not self.folder.is_dir():
            return []
        with contextlib.suppress(OSError):
            return sorted(self.folder.glob("finished-*.json"), key=_order)
        return []

    def sessions(self) -> set[int]:
        """The sessions with rounds kept (by the files' names: nothing is read)."""
        found = set()
        for path in self.paths():
            with contextlib.suppress(ValueError, IndexError):
                found.add(int(path.stem.split("-")[1]))
        return found

    def kept(self) -> list[KeptRound]:
        """The rounds kept, in the order they ended; a file that is not a finished
        round that replays is moved aside (with a notice)."""
        found = []
        for path in self.paths():
            kept = self._read(path)
            if kept is not None:
                found.append(kept)
        return found

    def _read(self, path: Path) -> KeptRound | None:
        try:
            document = json.loads(read_capped(str(path)))
            if not isinstance(document, dict) or document.get("format") != FINISHED_FORMAT:
                raise ValueError("not a finished round of Tonk's")
            session_id = document["session"]
            if type(session_id) is not int:
                raise ValueError(f"no such session: {session_id!r}")
            rnd = Round.from_history(document["history"])
            if rnd.result is None:
                raise ValueError("the round is not over")
        except FileNotFoundError:
            return None  # recorded meanwhile
        except (OSError, *_NOT_REPLAYABLE) as error:
            self.set_aside(path, str(error))
            return None
        return KeptRound(path, session_id, rnd)

    def set_aside(self, path: Path, why: str) -> None:
        try:
            moved: Path | None = move_aside(path, "corrupt")
        except OSError as error:
            moved = None
            why = f"{why}; it could not be moved aside: {error.strerror or error}"
        self._notice(LedgerNotice("autosave", path, "damaged", why, moved))

    def holds_deal(self, session_id: int, history: dict[str, Any]) -> bool:
        """Is a round of this deal (dealer and deck, as in `history`) kept for the
        session? Its round in progress, left from before it ended, is then no
        round to resume: it was played to its end already."""
        deal = (history.get("dealer"), history.get("deck"))
        for kept in self.kept():
            if kept.session_id == session_id:
                mine = kept.round.to_history()
                if (mine.get("dealer"), mine.get("deck")) == deal:
                    return True
        return False


def _order(path: Path) -> tuple[str, str]:
    stamp = path.stem.split("-", 2)[-1]
    return (stamp, path.name)
