"""The ledger's own files on disk: written atomically, kept private, moved
aside (never deleted) when damaged, and cells of exported spreadsheets made safe.
Imports nothing from Qt."""

from __future__ import annotations

import contextlib
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path


def utc_now() -> str:
    """Now, as the ledger stores times (UTC, ISO 8601, to the microsecond)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _stamp() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S")


def move_aside(path: Path, why: str) -> Path:
    """Rename a damaged file to `<name>.corrupt-<timestamp>` (with its SQLite
    -wal/-shm companions) and return the new path. Never deletes anything."""
    target = path.with_name(f"{path.name}.{why}-{_stamp()}")
    serial = 1
    while target.exists():
        serial += 1
        target = path.with_name(f"{path.name}.{why}-{_stamp()}-{serial}")
    os.replace(path, target)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, target.with_name(target.name + suffix))
    return target


def write_atomically(path: Path, text: str, *, sync_folder: bool = True) -> None:
    """Write `text` so that `path` holds either the old or the new contents, never
    a mix: a temporary file, flushed to disk, renamed over the old one.

    The temporary file is made exclusively with an unpredictable name
    (mkstemp), so nobody else with write access to the folder can have put a
    link there to redirect the write; like every file of the program's, it is
    readable by its owner only (0600).

    `sync_folder=False` leaves making the rename itself durable to the caller
    (`fsync_folder`, on a writer thread): once this returns, the new contents
    are what a program killed at once leaves, and a power cut before the
    folder's fsync leaves the old contents or the new, never a mix."""
    descriptor, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    temporary = Path(name)
    try:
        with open(descriptor, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except OSError:
        temporary.unlink(missing_ok=True)  # a full disk leaves no hidden half file
        raise
    if sync_folder:
        fsync_folder(path.parent)


def fsync_folder(folder: Path) -> None:
    """Make the renames done in `folder` durable (where the system has the notion)."""
    if os.name == "posix":
        directory = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(directory)
        finally:
            os.close(directory)


def make_private(path: Path) -> None:
    """Take away other users' access to one of the program's own files or
    folders (stakes are nobody else's business), where the system allows. The
    owner's own permissions stay as the owner set them. (Windows has no such
    bits: chmod there only clears or sets the read-only mark, and the files are
    private through the rights of the user's profile, %APPDATA%, they inherit.)"""
    with contextlib.suppress(OSError):
        mode = path.stat().st_mode & 0o777
        if mode & 0o077:
            path.chmod(mode & 0o700)


# Cells of an exported spreadsheet that it would read as a formula (OWASP's
# list: = + - @, and tab and carriage return that some read before them).
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def text_cell(text: str) -> str:
    """A text cell of a CSV file, neutralised the way spreadsheet guidance
    recommends: one that a spreadsheet would take for a formula (a player
    called "=1+1" or "@SUM(A1)") is written with a leading apostrophe."""
    return "'" + text if text.startswith(_FORMULA_START) else text
