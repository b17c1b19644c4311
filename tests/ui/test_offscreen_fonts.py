"""Offscreen pictures on Windows read Windows' fonts (ui/text/offscreen_fonts.py): the
decisions are checked here as Windows would meet them, the collection loading with a
real Japanese collection (.ttc, as Windows' Yu Gothic and Meiryo are)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from tonk_desktop.ui.text.offscreen_fonts import (
    add_font_collections,
    font_collections,
    prepare_offscreen_fonts,
    windows_font_folder,
)

NOTO_CJK = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")


def windows_environ(windir: Path) -> dict[str, str]:
    (windir / "Fonts").mkdir(parents=True, exist_ok=True)
    return {"WINDIR": str(windir), "QT_QPA_PLATFORM": "offscreen"}


def test_an_offscreen_run_on_windows_reads_the_windows_font_folder(tmp_path: Path) -> None:
    environ = windows_environ(tmp_path / "Windows")
    folder = prepare_offscreen_fonts(environ, "win32")
    assert folder == tmp_path / "Windows" / "Fonts"
    assert environ["QT_QPA_FONTDIR"] == str(folder)


def test_systemroot_stands_in_for_windir(tmp_path: Path) -> None:
    (tmp_path / "Fonts").mkdir()
    assert windows_font_folder({"SystemRoot": str(tmp_path)}) == tmp_path / "Fonts"
    assert windows_font_folder({}) is None


@pytest.mark.parametrize(
    ("platform", "qpa", "fontdir"),
    [
        ("linux", "offscreen", None),  # fontconfig finds the fonts
        ("win32", "windows", None),  # the real window asks Windows for its fonts
        ("win32", "offscreen", r"D:\fonts"),  # chosen by whoever runs it
    ],
)
def test_nothing_changes_elsewhere(
    tmp_path: Path, platform: str, qpa: str, fontdir: str | None
) -> None:
    environ = windows_environ(tmp_path / "Windows")
    environ["QT_QPA_PLATFORM"] = qpa
    if fontdir is not None:
        environ["QT_QPA_FONTDIR"] = fontdir
    before = dict(environ)
    assert prepare_offscreen_fonts(environ, platform) is None
    assert environ == before


def test_no_font_folder_no_change(tmp_path: Path) -> None:
    environ = {"WINDIR": str(tmp_path / "nowhere"), "QT_QPA_PLATFORM": "offscreen"}
    assert prepare_offscreen_fonts(environ, "win32") is None
    assert "QT_QPA_FONTDIR" not in environ


def test_the_collections_are_the_ttc_and_otc_files_in_any_case(tmp_path: Path) -> None:
    for name in ("YUGOTHR.TTC", "meiryo.ttc", "segoeui.ttf", "x.otc", "notes.txt"):
        (tmp_path / name).write_bytes(b"")
    (tmp_path / "folder.ttc").mkdir()
    assert [p.name for p in font_collections(tmp_path)] == ["YUGOTHR.TTC", "meiryo.ttc", "x.otc"]
    assert font_collections(tmp_path / "missing") == []


@pytest.mark.skipif(not NOTO_CJK.is_file(), reason="needs fonts-noto-cjk (installed by .ci/run)")
def test_a_japanese_collection_is_added(qapp: QApplication, tmp_path: Path) -> None:
    shutil.copy(NOTO_CJK, tmp_path / "NOTOCJK.TTC")
    (tmp_path / "broken.ttc").write_bytes(b"not a font")
    families = add_font_collections(tmp_path)
    assert "Noto Sans CJK JP" in families
    assert "Noto Sans CJK JP" in QFontDatabase.families()
    writes = QFontDatabase.writingSystems("Noto Sans CJK JP")
    assert QFontDatabase.WritingSystem.Japanese in writes
