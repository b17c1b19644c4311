"""The program's own files (the ledger, its companions, the saved rounds in
progress, the settings), so that no save dialog ever writes over one: Export
CSV onto the ledger itself replaced every session with a CSV file."""

from __future__ import annotations

import os

from .errors import OwnFileError

# Files SQLite keeps beside a database, and the lock the window holds on it.
_COMPANIONS = ("", "-wal", "-shm", "-journal", ".lock", ".lock.owner")

_files: set[str] = set()
_folders: set[str] = set()


def _key(path: str | os.PathLike[str]) -> str:
    return os.path.normcase(os.path.realpath(path))


def protect_file(path: str | os.PathLike[str]) -> None:
    """Count `path` (and SQLite's companions of it) among the program's own files."""
    _files.update(_key(f"{path}{suffix}") for suffix in _COMPANIONS)


def protect_folder(path: str | os.PathLike[str]) -> None:
    """Count every file in the folder `path` among the program's own files."""
    _folders.add(_key(path))


def is_own_file(path: str | os.PathLike[str]) -> bool:
    """Is `path` one of the program's own files, by any name (a symbolic or a
    hard link to one included)?"""
    key = _key(path)
    if key in _files or os.path.dirname(key) in _folders:
        return True
    try:
        target = os.stat(path)
    except OSError:
        return False
    for own in _files:
        try:
            if os.path.samestat(target, os.stat(own)):
                return True
        except OSError:
            continue
    return False


def check_not_own(path: str | os.PathLike[str]) -> None:
    """OwnFileError if `path` is one of the program's own files."""
    if is_own_file(path):
        raise OwnFileError(path)
