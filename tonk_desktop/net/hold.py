"""One program at a time: the lock a program holds on a file it keeps (the
ledger, a hosted table's state), beside it as `<file>.lock`.

The window and `tonk-host` both hold the ledger this way before they open it,
so two of them never settle the same round; a host holds its table's state
file the same way, so that `--resume` cannot start a second host on a table
that is still being played. A lock left by a program that died is taken over:
QLockFile knows its process is gone, and the note beside the lock
(`<file>.lock.owner`: the holder's process id and when it started) tells a
dead program's id that another program now has from a live holder."""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile

from tonk_desktop.ledger.files import write_atomically
from tonk_desktop.ledger.process_start import process_started


@dataclass(slots=True)
class Hold:
    """The outcome of `hold(path)`: `lock` is held while the program keeps the
    file; `refused`, another program (alive) holds it. Neither: the lock could
    not be made at all (a read-only folder), and the file is used as it is."""

    lock: QLockFile
    refused: bool

    @property
    def held(self) -> bool:
        return self.lock.isLocked()

    def release(self) -> None:
        if self.lock.isLocked():
            self.lock.unlock()


def lock_path(path: Path) -> Path:
    """The lock beside the file `path`."""
    return path.with_name(path.name + ".lock")


def hold(path: Path) -> Hold:
    """Take the lock beside `path` (see the module text); never waits."""
    where = lock_path(path)
    with contextlib.suppress(OSError):
        where.parent.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(where))
    if (
        not lock.tryLock(0)
        and lock.error() == QLockFile.LockError.LockFailedError
        and held_by_a_reused_id(lock, where)
    ):
        lock.removeStaleLockFile()
        lock.tryLock(0)
    if lock.isLocked():
        note_lock_owner(where)
        return Hold(lock, refused=False)
    return Hold(lock, refused=lock.error() == QLockFile.LockError.LockFailedError)


def holder(path: Path) -> int | None:
    """The process id of the program holding the lock beside `path` (None: unknown)."""
    info = QLockFile(str(lock_path(path))).getLockInfo()
    pid = info[0] if isinstance(info, tuple) else 0
    return pid if isinstance(pid, int) and pid > 0 else None


def note_lock_owner(lock_path: Path) -> None:
    """Beside the lock, which process holds it and when that process started:
    its id alone may be another program's after a crash and a restart."""
    started = process_started(os.getpid())
    if started is not None:
        with contextlib.suppress(OSError):
            write_atomically(
                lock_path.with_name(lock_path.name + ".owner"), f"{os.getpid()} {started}\n"
            )


def held_by_a_reused_id(lock: QLockFile, lock_path: Path) -> bool:
    """Is the lock a dead Tonk's whose process id now belongs to another
    program? Qt takes a lock over only when its process is gone or has
    another name, and every Python program has the same name."""
    info = lock.getLockInfo()
    pid = info[0] if isinstance(info, tuple) else 0
    if not pid or pid == os.getpid():
        return False
    try:
        owner_pid, owner_started = (
            lock_path.with_name(lock_path.name + ".owner").read_text(encoding="ascii").split()
        )
    except (OSError, ValueError):
        return False  # no note: as Qt judges
    started = process_started(pid)
    return owner_pid == str(pid) and started is not None and started != owner_started
