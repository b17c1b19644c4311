"""Fixtures shared by the window tests: the translations built fresh from the
committed .ts files, and an application that switches back to English after."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from tablekit import RecordingOutput

from tonk_desktop.ui.text import translation
from tonk_desktop.ui.text.translation import install_language

I18N = Path(translation.__file__).resolve().parents[2] / "i18n"
TOOLS = Path(sys.executable).parent


@pytest.fixture(scope="session")
def built_translations(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The committed .ts files compiled, as `make translations` does."""
    out = tmp_path_factory.mktemp("qm")
    for language in ("en", "ja", "hu", "ru"):
        subprocess.run(
            [
                str(TOOLS / "pyside6-lrelease"),
                "-silent",
                str(I18N / f"tonk_{language}.ts"),
                "-qm",
                str(out / f"tonk_{language}.qm"),
            ],
            check=True,
            capture_output=True,
        )
    return out


@pytest.fixture
def app_language(
    qapp: QApplication, built_translations: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[QApplication]:
    """The application with our freshly built catalogues; English again afterwards."""
    monkeypatch.setattr(translation, "translations_dir", lambda: built_translations)
    locale, font = QLocale(), QApplication.font()
    yield qapp
    install_language(qapp, "en")
    QLocale.setDefault(locale)
    QApplication.setFont(font)


@pytest.fixture(autouse=True)
def fresh_save_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's save dialogs start afresh: a folder saved into by an earlier
    test (its tmp_path) is not remembered."""
    from tonk_desktop.ui import save_folder

    monkeypatch.setattr(save_folder, "_last", [])


@pytest.fixture(autouse=True)
def sound_output(monkeypatch: pytest.MonkeyPatch) -> RecordingOutput:
    """Every window's sounds go to a recorder, not the machine's speakers."""
    from tonk_desktop.ui import sound

    output = RecordingOutput()
    monkeypatch.setattr(sound, "_shared", output)
    return output
