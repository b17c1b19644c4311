"""What the ledger refuses, as one family: `LedgerError` and one subclass a refusal,
each with a stable `code` and the facts its message is made of, so that a caller
catches exactly the refusal it can handle (a deleted session is `NoSuchSession`,
never a bare KeyError, which would hide a bug) and the window words each one in
the person's language from its facts (`ui/text/storage_words.py`). Imports
nothing from Qt."""

from __future__ import annotations

import os
from pathlib import Path
from typing import ClassVar


class LedgerError(Exception):
    """A refusal of the ledger's; `code` says which (each subclass has its own)."""

    code: ClassVar[str] = "ledger"


class LedgerUnavailable(LedgerError):
    """The ledger at `path` cannot be opened at all (what opening a `Ledger` raises):
    `LedgerUnusable`, `NewerLedger` or `ForeignDatabase`."""

    path: Path | None


class LedgerUnusable(LedgerUnavailable):
    """The ledger at `path` cannot be used: its file or folder cannot be made,
    opened or written; `cause` is the OSError or SQLite error that said so."""

    code = "unusable"

    def __init__(self, path: Path, cause: BaseException) -> None:
        super().__init__(f"cannot use the ledger at {path}: {cause}")
        self.path = path
        self.cause = cause


class NewerLedger(LedgerUnavailable):
    """The ledger (at `path`, when known) was written by a newer Tonk Desktop: its
    schema is at `version`, this one reads up to `readable`. Not damaged: the
    newer version still reads it, so it is left as it is."""

    code = "newer"

    def __init__(self, version: int, readable: int, path: Path | None = None) -> None:
        where = "the ledger" if path is None else f"the ledger {path}"
        super().__init__(
            f"{where} was written by a newer Tonk Desktop (its version {version}; this "
            f"one reads up to {readable}); this version leaves it untouched"
        )
        self.version = version
        self.readable = readable
        self.path = path


class ForeignDatabase(LedgerUnavailable):
    """The file at `path` is another program's SQLite database (holding `tables`),
    not a Tonk ledger; it is left untouched."""

    code = "foreign"

    def __init__(self, path: Path, tables: tuple[str, ...]) -> None:
        super().__init__(
            f"{path} is not a Tonk Desktop ledger (it holds another program's tables: "
            f"{', '.join(tables[:3])}); it is left untouched"
        )
        self.path = path
        self.tables = tables


class SessionUnavailable(LedgerError):
    """A session that cannot be had, whichever the reason: `NoSuchSession` (gone) or
    `UnreadableSession` (unreadable by this version)."""


class NoSuchSession(SessionUnavailable):
    """There is no session `session_id` in the ledger (it was deleted, or it is
    another ledger's)."""

    code = "no_session"

    def __init__(self, session_id: int) -> None:
        super().__init__(f"there is no session {session_id}")
        self.session_id = session_id


class UnreadableSession(SessionUnavailable):
    """A session this version cannot read (a newer version's rules or players, or a
    damaged row), by its `name`, and `why`; it stays in the file untouched."""

    code = "unreadable_session"

    def __init__(self, name: str, why: str) -> None:
        super().__init__(f"the session {name!r} cannot be read: {why}")
        self.name = name
        self.why = why


class NoSuchRound(LedgerError):
    """Session `session_id` has no settled round `number`."""

    code = "no_round"

    def __init__(self, session_id: int, number: int) -> None:
        super().__init__(f"session {session_id} has no round {number}")
        self.session_id = session_id
        self.number = number


class OwnFileError(LedgerError, ValueError):
    """A file chosen to write to, `path`, is one of the program's own (the ledger, a
    saved round, the settings): it is never written over. A ValueError too: to a
    save dialog it is a file name that cannot be taken."""

    code = "own_file"

    def __init__(self, path: str | os.PathLike[str]) -> None:
        super().__init__(
            f"{path} is one of Tonk Desktop's own files (the ledger, a saved round or "
            "the settings): it is never written over"
        )
        self.path = Path(path)


class AmountOutOfRange(LedgerError, ValueError):
    """Recording would make an amount (`what`: a player's balance, a bankroll, a
    stake) pass what the ledger holds, MAX_AMOUNT_MINOR either way (MAX_STAKE_MINOR
    for a stake): nothing is written. A ValueError too, as every refusal of a value."""

    code = "amount_out_of_range"

    def __init__(self, what: str, minor: int, limit: int) -> None:
        super().__init__(
            f"{what}: {minor} minor units is too large for the ledger (at most {limit} either way)"
        )
        self.what = what
        self.minor = minor
        self.limit = limit
