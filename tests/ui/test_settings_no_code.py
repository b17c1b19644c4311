"""No settings file runs code: Qt unpickles a value stored as a Python object
(`@Variant(...PySide::PyObjectWrapper...)`) while it reads the file, so the
file is checked before Qt reads it, and refused whole if it holds one."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tonk_desktop.engine import HouseRules
from tonk_desktop.ui.settings.feature import load_app_settings
from tonk_desktop.ui.settings.store import (
    AppSettings,
    carries_code,
    load_rule_sets,
    load_settings,
    save_rule_sets,
    save_settings,
)

# Writes a settings file holding, under a key Tonk never reads, a Python object
# whose unpickling writes the file MARKER: what an attacker would leave.
WRITE_PAYLOAD = """
import sys
from PySide6.QtCore import QSettings

class Payload:
    def __reduce__(self):
        return (exec, ("open(%r, 'w').write('ran')" % sys.argv[2],))

qs = QSettings(sys.argv[1], QSettings.Format.IniFormat)
qs.setValue("table/colour", "#175a6e")
qs.setValue("never/read", Payload())
qs.sync()
"""


def settings_with_payload(path: Path, marker: Path, spelling: str = "plain") -> bytes:
    subprocess.run([sys.executable, "-c", WRITE_PAYLOAD, str(path), str(marker)], check=True)
    data = path.read_bytes()
    assert b"PyObjectWrapper" in data and not marker.exists()
    if spelling == "escaped":  # "@" written as an escape: Qt reads it the same
        data = data.replace(b'"@Variant(', b'"\\x40Variant(')
    elif spelling == "in a list":
        data = data.replace(b'read="@Variant(', b'read=x, "@Variant(')
    path.write_bytes(data)
    return data


@pytest.mark.parametrize("spelling", ["plain", "escaped", "in a list"])
def test_a_settings_file_holding_a_python_object_is_never_read(
    tmp_path: Path, spelling: str
) -> None:
    path, marker = tmp_path / "tonk.ini", tmp_path / "ran"
    data = settings_with_payload(path, marker, spelling)
    settings, notices, qsettings = load_app_settings(
        QSettings(str(path), QSettings.Format.IniFormat)
    )
    assert not marker.exists()
    assert settings == AppSettings(language=settings.language)  # the defaults
    assert "could run a program" in notices[0]
    (kept,) = tmp_path.glob("tonk.ini.refused-*")
    assert kept.read_bytes() == data and str(kept) in notices[0]
    # Saving afterwards writes a clean file that reads back.
    assert save_settings(qsettings, settings.replace(four_colour=True)) is None
    assert not marker.exists()
    assert load_settings(QSettings(str(path), QSettings.Format.IniFormat))[0].four_colour


def test_where_it_cannot_be_moved_aside_it_is_still_never_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, marker = tmp_path / "tonk.ini", tmp_path / "ran"
    settings_with_payload(path, marker)
    real_replace = os.replace

    def held(src: object, dst: object) -> None:
        if Path(str(src)) == path:
            raise PermissionError(13, "Permission denied")
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", held)
    settings, notices, qsettings = load_app_settings(
        QSettings(str(path), QSettings.Format.IniFormat)
    )
    assert "could not be moved aside" in notices[0]
    assert qsettings.fileName() != str(path)
    assert save_settings(qsettings, settings) is None
    assert not marker.exists()
    # A caller that skipped the check gets the defaults, not the file read.
    settings, notices = load_settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert not marker.exists() and "could run a program" in notices[0]


def test_nothing_tonk_saves_is_refused(tmp_path: Path) -> None:
    qsettings = QSettings(str(tmp_path / "tonk.ini"), QSettings.Format.IniFormat)
    settings = AppSettings()
    seats = tuple(
        dataclasses.replace(s, name=f"@Variant({i}") for i, s in enumerate(settings.seats)
    )
    settings = settings.replace(seats=seats)
    assert save_settings(qsettings, settings) is None
    assert save_rule_sets(qsettings, {"@Variant(x), @Variant(y": HouseRules()}) is None
    data = (tmp_path / "tonk.ini").read_bytes()
    assert not carries_code(data)
    fresh = QSettings(str(tmp_path / "tonk.ini"), QSettings.Format.IniFormat)
    loaded, notices = load_settings(fresh)
    assert notices == [] and loaded.seats == seats
    assert list(load_rule_sets(fresh)[0]) == ["@Variant(x), @Variant(y"]
