"""Where a save dialog opens: the folder the person last saved into during this
run, else their Documents folder (never the folder the program was started
from, nor the bare home folder)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

_last: list[Path] = []


def documents_folder() -> Path:
    """The person's Documents folder (their home folder where there is none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def suggested_path(file_name: str) -> str:
    """`file_name` in the folder a save dialog should open in."""
    folder = _last[-1] if _last and _last[-1].is_dir() else documents_folder()
    return str(folder / file_name)


def remember_saved(path: str | Path) -> None:
    """The person saved `path`: the next save dialog opens in its folder."""
    _last[:] = [Path(path).parent]
