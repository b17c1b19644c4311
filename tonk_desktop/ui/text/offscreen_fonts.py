"""Fonts for the pictures drawn offscreen on Windows (--screenshot, --smoke).

Qt's offscreen platform finds fonts only in its own folder, PySide6's lib/fonts, which
the wheels leave empty on Windows: every text of a picture drawn there would be a row of
boxes. So, on Windows, an offscreen run reads Windows' font folder (%WINDIR%\\Fonts):
Qt itself loads the single fonts there (.ttf, .otf) when QT_QPA_FONTDIR names it, and the
collections (.ttc: Windows' Japanese fonts, Yu Gothic, Meiryo and MS Gothic, are all
collections), which it skips, are added one by one once the application exists.
Elsewhere, and when QT_QPA_FONTDIR is already set, nothing changes.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from pathlib import Path

COLLECTION_SUFFIXES = (".ttc", ".otc")


def windows_font_folder(environ: MutableMapping[str, str]) -> Path | None:
    """Windows' font folder, from %WINDIR% (or %SystemRoot%); None if neither is set."""
    windows = environ.get("WINDIR") or environ.get("SystemRoot")
    return Path(windows) / "Fonts" if windows else None


def prepare_offscreen_fonts(environ: MutableMapping[str, str], platform: str) -> Path | None:
    """Before the application is made: on Windows, point an offscreen run's font folder
    (QT_QPA_FONTDIR) at Windows' fonts. Returns that folder, or None if nothing was done."""
    if platform != "win32" or not environ.get("QT_QPA_PLATFORM", "").startswith("offscreen"):
        return None
    if environ.get("QT_QPA_FONTDIR"):
        return None
    folder = windows_font_folder(environ)
    if folder is None or not folder.is_dir():
        return None
    environ["QT_QPA_FONTDIR"] = str(folder)
    return folder


def font_collections(folder: Path) -> list[Path]:
    """The font collection files in `folder` (whatever the case of their suffix)."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    return sorted(p for p in entries if p.suffix.lower() in COLLECTION_SUFFIXES and p.is_file())


def add_font_collections(folder: Path) -> list[str]:
    """After the application is made: add the collections of `folder` to Qt's fonts.
    Returns the font families they brought."""
    from PySide6.QtGui import QFontDatabase

    families: list[str] = []
    for path in font_collections(folder):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id != -1:
            families += QFontDatabase.applicationFontFamilies(font_id)
    return families
