"""Why a file could not be read or written, in the player's language.

The ledger has no Qt and explains itself in English (an OSError's strerror, an
SQLite message, a LedgerNotice's detail). The window says the same thing with
these functions instead, so a Japanese player reads "ディスクがいっぱいです" and
not "database or disk is full". A cause this module does not recognise is shown
as the system gave it: an unfamiliar English detail beats no detail.
"""

from __future__ import annotations

import errno
import sqlite3

from PySide6.QtCore import QCoreApplication

from tonk_desktop.ledger import (
    AmountOutOfRange,
    ForeignDatabase,
    LedgerNotice,
    LedgerUnavailable,
    LedgerUnusable,
    NewerLedger,
    NoSuchSession,
    UnreadableSession,
)

__all__ = ["ledger_error_text", "notice_text", "storage_problem"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("StorageWords", text)


def _errno_words() -> dict[int, str]:
    return {
        errno.ENOSPC: _tr("the disk is full"),
        errno.EDQUOT: _tr("the disk quota is used up"),
        errno.EACCES: _tr("permission was denied"),
        errno.EPERM: _tr("permission was denied"),
        errno.EROFS: _tr("the disk is read-only"),
        errno.ENOENT: _tr("the file or folder does not exist"),
        errno.EISDIR: _tr("a folder is in the way"),
        errno.ENOTDIR: _tr("a file is in the way where a folder should be"),
        errno.EIO: _tr("the disk reported an error"),
        errno.ENAMETOOLONG: _tr("the name is too long"),
    }


def _sqlite_words() -> tuple[tuple[str, str], ...]:
    """SQLite's messages (lower case): the part that names the cause, and the words."""
    in_use = _tr("another program is using the ledger")
    read_only = _tr("the disk or file is read-only")
    damaged = _tr("the file is damaged")
    return (
        ("full", _tr("the disk is full")),
        ("locked", in_use),
        ("busy", in_use),
        ("readonly", read_only),
        ("read-only", read_only),
        ("not a database", damaged),
        ("malformed", damaged),
        ("damaged", damaged),
        ("unable to open", _tr("the file could not be opened")),
        ("disk i/o", _tr("the disk reported an error")),
    )


def _ledger_words() -> tuple[tuple[str, str], ...]:
    """The ledger's own refusals of values (ValueError) that can reach a person."""
    return (
        (
            "is one of tonk desktop's own files",
            _tr(
                "it is one of Tonk Desktop's own files (the ledger, a saved round or the "
                "settings), which are never written over"
            ),
        ),
        ("do not cancel out", _tr("the balances in the ledger do not add up")),
        ("too large", _tr("an amount is too large for the ledger")),
        ("a session needs a name", _tr("a session needs a name")),
        ("every player needs a name", _tr("every player needs a name")),
        ("two players have the same name", _tr("two players have the same name")),
        ("the base stake must be more than zero", _tr("the base stake must be more than zero")),
    )


def _reason_words(reason: str) -> str:
    """Why a file was moved aside (LedgerNotice.reason)."""
    words = {
        "damaged": _tr("the file is damaged"),
        "not_autosave": _tr("it is not a round saved by Tonk Desktop"),
        "other_session": _tr("it belongs to another session"),
        "no_replay": _tr("its moves do not replay under its rules"),
        "other_rules": _tr("it was dealt under other rules than its session's"),
    }
    return words.get(reason) or _tr("the file could not be read")


def storage_problem(error: BaseException) -> str:
    """What went wrong, as a short phrase ("the disk is full")."""
    if isinstance(error, LedgerUnusable):
        return storage_problem(error.cause)
    if isinstance(error, NoSuchSession):
        return _tr("the session no longer exists")
    if isinstance(error, UnreadableSession):
        return _tr("this version of Tonk Desktop cannot read it")
    if isinstance(error, AmountOutOfRange):
        return _tr("an amount is too large for the ledger")
    if isinstance(error, OSError):
        words = _errno_words().get(error.errno or 0)
        if words is not None:
            return words
        return error.strerror or str(error)
    text = str(error)
    lowered = text.lower()
    table = _sqlite_words() if isinstance(error, sqlite3.Error) else _ledger_words()
    for needle, words in table:
        if needle in lowered:
            return words
    return text


def ledger_error_text(error: LedgerUnavailable) -> str:
    """The sentence for a ledger that cannot be used at all."""
    if isinstance(error, ForeignDatabase):
        return _tr(
            "The file {path} is another program's database, not a Tonk Desktop ledger. "
            "It is left untouched."
        ).replace("{path}", str(error.path))
    if isinstance(error, NewerLedger):
        return _tr(
            "The ledger {path} was written by a newer version of Tonk Desktop. "
            "This version leaves it untouched."
        ).replace("{path}", str(error.path))
    return (
        _tr("The ledger {path} cannot be used: {why}.")
        .replace("{path}", str(error.path))
        .replace("{why}", storage_problem(error))
    )


def notice_text(notice: LedgerNotice) -> str:
    """The sentence for a damaged file moved aside."""
    why = _reason_words(notice.reason)
    if notice.what == "session":
        text = _tr(
            "The session “{name}” in the ledger {path} could not be read ({why}). It is "
            "set aside, kept in the file as it is; the other sessions are as they were."
        )
    elif notice.what == "ledger":
        text = _tr(
            "The ledger {path} could not be read ({why}). It was kept as {moved} "
            "and a new, empty ledger was started."
        )
    elif notice.moved_to is None:
        text = _tr(
            "The saved round in progress {path} could not be read ({why}), nor moved "
            "aside. It stays where it is, unused; the round cannot be resumed."
        )
    else:
        text = _tr(
            "The saved round in progress {path} could not be read ({why}). "
            "It was kept as {moved}; the round cannot be resumed."
        )
    return (
        text.replace("{path}", str(notice.path))
        .replace("{why}", why)
        .replace("{moved}", str(notice.moved_to))
        .replace("{name}", notice.name)
    )
