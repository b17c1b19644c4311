"""The settings' folder of earlier versions, moved once into the player's one home.

Earlier versions kept the settings under the organisation name "TonkDesktop"
(`%APPDATA%\\TonkDesktop`, `~/.config/TonkDesktop`) and the ledger, autosaves
and saved tables under Qt's "Tonk Desktop\\Tonk" (`%APPDATA%\\Tonk Desktop\\Tonk`,
`~/.local/share/Tonk Desktop/Tonk`): two names for one program. The settings
now live under the ledger's name (settings_file.config_folder()), and on the
first start after an upgrade the old folder's files are moved there.

A failed move loses nothing: every file is copied first, under a temporary
name, beside the new home; only when all of them are there are they given their
names and the old ones removed (`settings.json` last). If a copy fails, the
copies are removed, the old folder is left as it was and used for this run, and
the move is tried again at the next start; the player is told (`FolderMove`).
A name the new folder has already is never written over: that file stays in
the old folder. Qt-free.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from tonk_desktop.ledger.files import fsync_folder, make_private
from tonk_desktop.ui.settings.settings_file import SETTINGS_FILE_NAME

# A copy on its way to the new folder, until every file has been copied.
MOVING_SUFFIX = ".moving"


@dataclass(frozen=True, slots=True)
class FolderMove:
    """The old folder's files moved (or not) to the new one: `moved` the names
    now in `new`; `problem` why nothing was moved (None: it was); `left` the
    names still in `old` (taken in the new folder already, or not removable)."""

    old: Path
    new: Path
    moved: tuple[str, ...]
    problem: str | None
    left: tuple[str, ...]

    @property
    def failed(self) -> bool:
        return self.problem is not None


def move_old_folder(new: Path, old: Path) -> FolderMove | None:
    """Move the files of the old settings folder `old` into `new`, once: while
    `new` has no settings file yet and `old` has files. None when there is
    nothing to move."""
    if old == new or os.path.lexists(new / SETTINGS_FILE_NAME):
        return None
    try:
        entries = list(os.scandir(old))
    except OSError:  # no old folder (or none we can read: nothing of it is touched)
        return None
    files = sorted(
        entry.name
        for entry in entries
        if entry.is_file(follow_symlinks=False) and not entry.name.endswith(MOVING_SUFFIX)
    )
    if not files:
        return None
    taken = tuple(name for name in files if os.path.lexists(new / name))
    wanted = [name for name in files if name not in taken]
    wanted.sort(key=lambda name: name == SETTINGS_FILE_NAME)  # the settings last
    copies: list[Path] = []
    try:
        new.mkdir(mode=0o700, parents=True, exist_ok=True)
        for name in wanted:
            copy = new / (name + MOVING_SUFFIX)
            copies.append(copy)
            shutil.copyfile(old / name, copy)
            with open(copy, "rb+") as stream:
                os.fsync(stream.fileno())
            make_private(copy)
        for name in wanted:
            os.replace(new / (name + MOVING_SUFFIX), new / name)
        fsync_folder(new)
    except OSError as error:
        for copy in copies:
            with contextlib.suppress(OSError):
                copy.unlink(missing_ok=True)
        for name in wanted:  # given its name before the failure: the old one is kept too
            with contextlib.suppress(OSError):
                if (new / name).exists() and (old / name).exists():
                    (new / name).unlink()
        return FolderMove(old, new, (), _words(error), tuple(files))
    make_private(new)
    left = list(taken)
    for name in wanted:
        try:
            (old / name).unlink()
        except OSError:
            left.append(name)
    if not left:
        with contextlib.suppress(OSError):
            old.rmdir()
    return FolderMove(old, new, tuple(wanted), None, tuple(left))


def _words(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__
