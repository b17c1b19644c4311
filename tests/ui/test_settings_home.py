"""One home for the player's data: the settings under the ledger's names ("Tonk
Desktop", "Tonk"), and the settings folder of earlier versions ("TonkDesktop")
moved there on the first start, without losing anything when the move fails."""

from __future__ import annotations

import json
import shutil
import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths

from tonk_desktop import APPLICATION, ORGANIZATION
from tonk_desktop.ui.settings.feature import load_app_settings
from tonk_desktop.ui.settings.settings_file import (
    SettingsFile,
    config_folder,
    old_config_folder,
)
from tonk_desktop.ui.settings.store import folder_move_notices, open_settings_file


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A Linux home of the test's own (XDG folders inside it)."""
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


def old_player(home: Path) -> Path:
    """The settings an earlier version left: its settings.json and the INI
    file it migrated from."""
    old = home / "config" / "TonkDesktop"
    old.mkdir(parents=True)
    (old / "settings.json").write_text(json.dumps({"table/colour": "#123456"}), encoding="utf-8")
    (old / "Tonk.conf.migrated").write_bytes(b"[table]\ncolour=#123456\n")
    return old


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_the_settings_live_under_the_ledgers_names(home: Path, qapp: QCoreApplication) -> None:
    # On Linux: Qt's own XDG folders for the names the program gives itself.
    names = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName(ORGANIZATION)  # as tonk_desktop.__main__ does
    qapp.setApplicationName(APPLICATION)
    try:
        config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
        data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        qapp.setOrganizationName(names[0])
        qapp.setApplicationName(names[1])
    assert config_folder() == Path(config) == home / "config" / "Tonk Desktop" / "Tonk"
    assert Path(data) == home / "data" / "Tonk Desktop" / "Tonk"
    assert old_config_folder() == home / "config" / "TonkDesktop"


def test_on_windows_the_settings_are_in_the_ledgers_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    roaming = tmp_path / "Béla Kovács" / "AppData" / "Roaming"
    monkeypatch.setenv("APPDATA", str(roaming))
    # %APPDATA%\Tonk Desktop\Tonk is Qt's AppDataLocation there: the ledger's folder.
    assert config_folder() == roaming / "Tonk Desktop" / "Tonk"
    assert old_config_folder() == roaming / "TonkDesktop"


def test_an_earlier_versions_settings_are_moved_on_the_first_start(home: Path) -> None:
    old = old_player(home)
    settings = open_settings_file()
    new = home / "config" / "Tonk Desktop" / "Tonk"
    assert settings.fileName() == str(new / "settings.json")
    assert settings.value("table/colour") == "#123456"
    assert sorted(path.name for path in new.iterdir()) == ["Tonk.conf.migrated", "settings.json"]
    assert not old.exists()  # nothing left behind to be read by mistake
    assert mode(new / "settings.json") == 0o600 and mode(new) == 0o700
    assert folder_move_notices(settings) == []
    # Later starts find the settings at home and move nothing.
    assert open_settings_file().value("table/colour") == "#123456"


def test_a_failed_move_loses_nothing_and_says_so(home: Path, qapp: object) -> None:
    old = old_player(home)
    before = {path.name: path.read_bytes() for path in old.iterdir()}
    # The new home cannot be made: a file is where its folder would be.
    (home / "config" / "Tonk Desktop").write_text("in the way", encoding="utf-8")
    settings, notices, qsettings = load_app_settings()
    assert qsettings.fileName() == str(old / "settings.json")  # used where it is
    assert settings.table_colour.lower() == "#123456"
    assert {path.name: path.read_bytes() for path in old.iterdir()} == before
    assert len(notices) == 1
    assert str(old) in notices[0] and "Nothing was lost" in notices[0]
    assert "tried again at the next start" in notices[0]
    # Once the way is clear, the next start moves them.
    (home / "config" / "Tonk Desktop").unlink()
    assert open_settings_file().value("table/colour") == "#123456"
    assert not old.exists()


def test_a_copy_failing_half_way_leaves_the_old_folder_whole_and_the_new_one_empty(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = old_player(home)
    before = {path.name: path.read_bytes() for path in old.iterdir()}
    copied: list[str] = []
    copyfile = shutil.copyfile

    def copy_then_fail(source: Path, target: Path) -> None:
        if copied:
            raise OSError(28, "No space left on device")
        copied.append(Path(source).name)
        copyfile(source, target)

    monkeypatch.setattr(shutil, "copyfile", copy_then_fail)
    settings = open_settings_file()
    assert copied == ["Tonk.conf.migrated"]  # one copied, then the disk was full
    assert settings.fileName() == str(old / "settings.json")
    assert {path.name: path.read_bytes() for path in old.iterdir()} == before
    new = home / "config" / "Tonk Desktop" / "Tonk"
    assert list(new.iterdir()) == []  # the copy made is gone again
    (notice,) = folder_move_notices(settings)
    assert "No space left on device" in notice


def test_a_file_the_new_home_has_already_is_not_written_over(home: Path) -> None:
    old = old_player(home)
    new = home / "config" / "Tonk Desktop" / "Tonk"
    new.mkdir(parents=True)
    (new / "Tonk.conf.migrated").write_bytes(b"the new home's own")
    settings = open_settings_file()
    assert settings.value("table/colour") == "#123456"
    assert (new / "Tonk.conf.migrated").read_bytes() == b"the new home's own"
    assert (old / "Tonk.conf.migrated").read_bytes() == b"[table]\ncolour=#123456\n"
    assert not (old / "settings.json").exists()


def test_a_settings_file_at_home_already_is_never_replaced_by_an_old_one(home: Path) -> None:
    old = old_player(home)
    new = home / "config" / "Tonk Desktop" / "Tonk"
    kept = SettingsFile(new / "settings.json")
    kept.setValue("table/colour", "#abcdef")
    kept.sync()
    assert open_settings_file().value("table/colour") == "#abcdef"
    assert (old / "settings.json").exists()  # left alone
