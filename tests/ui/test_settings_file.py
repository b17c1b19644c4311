"""The settings file: JSON the program writes and reads itself, holding only
JSON values, written whole or not at all, and readable by the user only (it
holds rejoin tokens and join codes)."""

from __future__ import annotations

import json
import math
import os
import stat
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray

from tonk_desktop.ui.network.join_dialog import KeptSeat, keep_seat, kept_seats
from tonk_desktop.ui.settings.settings_file import JsonValue, SettingsFile
from tonk_desktop.ui.settings.store import AppSettings, load_settings, save_settings

KEPT = KeptSeat("Friday", "127.0.0.1", 7777, "JOIN-CODE-1", "Béla", "secret-rejoin-token")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_kept_seat_is_readable_by_the_user_only(tmp_path: Path) -> None:
    folder = tmp_path / "TonkDesktop"
    qsettings = SettingsFile(folder / "settings.json")
    keep_seat(qsettings, KEPT)
    path = folder / "settings.json"
    assert "secret-rejoin-token" in path.read_text(encoding="utf-8")
    assert mode(path) == 0o600 and mode(folder) == 0o700
    assert kept_seats(SettingsFile(path)) == [KEPT]


def test_a_file_and_folder_left_open_are_made_private_at_the_next_save(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{}", encoding="utf-8")
    os.chmod(path, 0o644)
    os.chmod(tmp_path, 0o755)
    qsettings = SettingsFile(path)
    assert mode(path) == 0o600 and mode(tmp_path) == 0o700  # already when read
    os.chmod(path, 0o644)
    assert save_settings(qsettings, AppSettings()) is None
    assert mode(path) == 0o600


@pytest.mark.parametrize(
    "value",
    [QByteArray(b"\x01"), object(), b"bytes", {1: "x"}, math.nan, math.inf, ["ok", {"x": set()}]],
    ids=["QByteArray", "object", "bytes", "int key", "nan", "inf", "nested set"],
)
def test_only_json_values_can_be_kept(tmp_path: Path, value: object) -> None:
    qsettings = SettingsFile(tmp_path / "settings.json")
    with pytest.raises(TypeError, match="cannot be kept"):
        qsettings.setValue("x", value)  # type: ignore[arg-type]
    assert not qsettings.contains("x")


def test_values_read_back_as_the_json_values_they_were(tmp_path: Path) -> None:
    qsettings = SettingsFile(tmp_path / "settings.json")
    values: dict[str, JsonValue] = {
        "a/text": "é @Variant(x)",
        "a/n": 5,
        "a/f": 1.5,
        "a/b": True,
        "b/l": ["x", [1]],
    }
    for key, value in values.items():
        qsettings.setValue(key, value)
    qsettings.sync()
    reread = SettingsFile(tmp_path / "settings.json")
    assert {key: reread.value(key) for key in reread.allKeys()} == values
    reread.remove("a")  # a group and every key under it, as QSettings does
    assert reread.allKeys() == ["b/l"] and reread.value("a/n", 7) == 7


def test_a_write_that_fails_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    qsettings = SettingsFile(path)
    assert save_settings(qsettings, AppSettings(stake_minor=250)) is None
    before = path.read_bytes()

    def full(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    problem = save_settings(qsettings, AppSettings(stake_minor=500))
    assert problem is not None and str(path) in problem
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file left
    monkeypatch.undo()
    assert save_settings(qsettings, AppSettings(stake_minor=500)) is None  # kept until written
    assert load_settings(SettingsFile(path))[0].stake_minor == 500


def test_two_programs_keep_each_others_keys(tmp_path: Path) -> None:
    first, second = SettingsFile(tmp_path / "s.json"), SettingsFile(tmp_path / "s.json")
    first.setValue("lessons/done", "cards")
    first.sync()
    second.setValue("network/address", "127.0.0.1")
    second.sync()
    assert SettingsFile(tmp_path / "s.json").allKeys() == ["lessons/done", "network/address"]


@pytest.mark.parametrize(
    "text",
    ['{"a": NaN}', '{"a": 1e400}', "[1, 2]", '{"a": ' * 5000 + "1" + "}" * 5000, "{"],
    ids=["NaN", "too large a number", "not an object", "nested", "cut short"],
)
def test_a_damaged_file_is_kept_aside_and_the_defaults_used(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings, notices = load_settings(SettingsFile(path))
    assert settings == AppSettings(language=settings.language)
    assert len(notices) == 1 and "could not be read" in notices[0]
    kept = tmp_path / "settings.json.damaged"
    assert kept.read_text(encoding="utf-8") == text and mode(kept) == 0o600


def test_a_far_too_large_file_is_moved_aside_unread(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"table/colour": "#175a6e", "pad": "x" * 1_100_000}))
    qsettings = SettingsFile(path)
    settings, notices = load_settings(qsettings)
    assert settings.table_colour == AppSettings().table_colour
    assert len(notices) == 1 and "far too large" in notices[0]
    (kept,) = tmp_path.glob("settings.json.refused-*")
    assert str(kept) in notices[0] and mode(kept) == 0o600
    assert save_settings(qsettings, settings) is None and path.stat().st_size < 10_000


def test_a_fifo_in_the_files_place_is_never_waited_on(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    done: list[list[str]] = []
    reader = threading.Thread(
        target=lambda: done.append(load_settings(SettingsFile(path))[1]), daemon=True
    )
    reader.start()
    reader.join(5)
    assert done and "cannot be read" in done[0][0]
