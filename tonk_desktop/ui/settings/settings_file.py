"""The settings file: the player's settings as one JSON object, written and
read by the program itself, never by Qt.

A settings file in Qt's formats (INI, the registry, a property list) can hold
a stored Python object, which Qt unpickles while it reads the file, running
whatever the pickle says; JSON holds only text, numbers, true/false, null and
lists and objects of them, and `json` reads it as nothing else. So the
program keeps its settings here, through `SettingsFile`, which offers the part
of QSettings' interface the program uses (`value`, `setValue`, `remove`,
`contains`, `allKeys`, `sync`, `fileName`, `status`): keys are QSettings-style
paths ("table/colour"), values only JSON types, refused otherwise when set.

The file and its folder are the user's alone (0600 and 0700: it holds rejoin
tokens and join codes; on Windows the folder is in the user's profile, which
only they can read). Each write goes to a temporary file in the same folder,
is flushed to the disk and then replaces the file (`ledger.files`'
`write_atomically`, as the ledger's own files), so a crash leaves the old file
or the new one, never half of one. A file larger than `MAX_SETTINGS_BYTES`
is no file of ours and is not read (`SettingsStatus.TooLargeError`).

Qt-free: the old INI file is migrated by `old_ini.py`, the typed settings are
read and written by `store.py`.
"""

from __future__ import annotations

import copy
import enum
import json
import math
import os
import stat
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import ClassVar, TypeAlias

from tonk_desktop import APPLICATION, ORGANIZATION
from tonk_desktop.ledger.files import make_private, write_atomically

# What a settings value may be: what JSON can say.
JsonValue: TypeAlias = "str | int | float | bool | list[JsonValue] | dict[str, JsonValue] | None"

# The player's one home is named as Qt names the ledger's folder (the application's
# organisation and name, set in __main__ and by tonk-host): "Tonk Desktop", then "Tonk".
# The organisation name earlier versions kept the settings under (old_folder.py).
OLD_ORGANIZATION = "TonkDesktop"
SETTINGS_FILE_NAME = "settings.json"
# A settings file larger than this is no file of ours (the rule sets are a few KB).
MAX_SETTINGS_BYTES = 1_000_000
_MAX_DEPTH = 32  # lists and objects in a value, nested


def config_folder() -> Path:
    """Where `settings.json` lives. On Windows and macOS the ledger's own folder
    (Qt's AppDataLocation: %APPDATA%\\Tonk Desktop\\Tonk, ~/Library/Application
    Support/Tonk Desktop/Tonk), so all of the player's data is in one place; on
    Linux the XDG configuration folder under the same names
    ($XDG_CONFIG_HOME/Tonk Desktop/Tonk, Qt's AppConfigLocation), the ledger being
    in the XDG data folder ($XDG_DATA_HOME/Tonk Desktop/Tonk)."""
    return _base_folder() / ORGANIZATION / APPLICATION


def old_config_folder() -> Path:
    """Where earlier versions kept the settings: %APPDATA%\\TonkDesktop,
    ~/.config/TonkDesktop (on macOS too)."""
    if sys.platform == "win32":
        return _base_folder() / OLD_ORGANIZATION
    if sys.platform == "darwin":
        return Path.home() / ".config" / OLD_ORGANIZATION
    return _xdg_config_home() / OLD_ORGANIZATION


def _base_folder() -> Path:
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support"
    return _xdg_config_home()


def _xdg_config_home() -> Path:
    xdg = os.environ.get("XDG_CONFIG_HOME", "")
    return Path(xdg) if os.path.isabs(xdg) else Path.home() / ".config"


def json_problem(value: object, depth: int = 0) -> str | None:
    """Why `value` is no JSON value a settings file can keep, or None."""
    if value is None or isinstance(value, str | bool | int):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else f"{value!r} is not a finite number"
    if depth >= _MAX_DEPTH:
        return "nested too deep"
    if isinstance(value, list | tuple):
        for item in value:
            problem = json_problem(item, depth + 1)
            if problem is not None:
                return problem
        return None
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"the key {key!r} is not text"
            problem = json_problem(item, depth + 1)
            if problem is not None:
                return problem
        return None
    return f"a {type(value).__name__} is not text, a number, true/false or a list of them"


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number JSON can hold")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text} is too large a number")
    return number


def parse_settings(data: bytes) -> dict[str, JsonValue]:
    """The settings in a file's bytes; ValueError when they are not a JSON
    object of settings (not UTF-8, not JSON, NaN, nested beyond reason)."""
    try:
        document = json.loads(
            data.decode("utf-8-sig"), parse_constant=_no_constant, parse_float=_finite
        )
    except RecursionError as error:
        raise ValueError("nested beyond reason") from error
    except UnicodeDecodeError as error:
        raise ValueError("not UTF-8 text") from error
    if not isinstance(document, dict):
        raise ValueError("not a JSON object")
    problem = json_problem(document)
    if problem is not None:
        raise ValueError(problem)
    return document


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """At most `limit` bytes of the regular file `path`; an OSError for
    anything else (a FIFO or a device is never waited on, a folder is refused)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    handle = os.open(path, flags)
    with os.fdopen(handle, "rb") as stream:
        if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
            raise IsADirectoryError(f"{path} is not a file")
        return stream.read(limit)


class SettingsStatus(enum.Enum):
    """How the last read or write of the file went (as QSettings.Status, and
    a file too large to read)."""

    NoError = 0
    AccessError = 1  # it could not be read or written (no permission, a folder in its place)
    FormatError = 2  # it is not a JSON object of settings
    TooLargeError = 3  # larger than MAX_SETTINGS_BYTES: not read


class SettingsFile:
    """The settings in the JSON file `path`, read when made; changes are kept
    in memory and written by `sync()`, which first reads the file again, so
    what another Tonk wrote meanwhile (under other keys) stays."""

    Status: ClassVar[type[SettingsStatus]] = SettingsStatus

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self._path = Path(path)
        self._values: dict[str, JsonValue] = {}
        self._changes: list[tuple[str, JsonValue, bool]] = []  # (key, value, removed)
        self._status = SettingsStatus.NoError
        values, self._status = self._read()
        self._values = values if values is not None else {}
        if values is not None and self._path.is_file():  # copied, or from before: private
            make_private(self._path)
            make_private(self._path.parent)

    # ---------------------------------------------------------------- QSettings' part

    def fileName(self) -> str:
        return str(self._path)

    def status(self) -> SettingsStatus:
        return self._status

    def allKeys(self) -> list[str]:
        return sorted(self._values)

    def contains(self, key: str) -> bool:
        return key in self._values

    def value(self, key: str, default: JsonValue = None) -> JsonValue:
        """The value kept under `key` (a copy: changing it changes nothing kept), or `default`."""
        if key not in self._values:
            return default
        return copy.deepcopy(self._values[key])

    def setValue(self, key: str, value: JsonValue) -> None:
        """Keep `value` under `key`; a TypeError if it is not a JSON value."""
        if not isinstance(key, str) or not key:
            raise TypeError("a settings key is non-empty text")
        problem = json_problem(value)
        if problem is not None:
            raise TypeError(f"the setting {key} cannot be kept: {problem}")
        kept = copy.deepcopy(list(value) if isinstance(value, tuple) else value)
        self._values[key] = kept
        self._changes.append((key, kept, False))

    def remove(self, key: str) -> None:
        """Forget `key` and every key under it ("rules" takes "rules/jokers";
        "" takes everything), as QSettings.remove does."""
        for name in [name for name in self._values if _under(name, key)]:
            del self._values[name]
        self._changes.append((key, None, True))

    def sync(self, *, create: bool = False) -> None:
        """Write the changes to the file (status() says whether they reached it);
        with `create`, write the file even when nothing changed."""
        if not self._changes and not (create and not self._path.exists()):
            return
        fresh, status = self._read()
        values = (
            fresh if fresh is not None and status is SettingsStatus.NoError else dict(self._values)
        )
        for key, value, removed in self._changes:
            if removed:
                for name in [name for name in values if _under(name, key)]:
                    del values[name]
            else:
                values[key] = value
        try:
            self._write(values)
        except OSError:
            self._status = SettingsStatus.AccessError
            return
        self._values = values
        self._changes = []
        self._status = SettingsStatus.NoError

    # ------------------------------------------------------------------ the file

    def _read(self) -> tuple[dict[str, JsonValue] | None, SettingsStatus]:
        try:
            data = read_regular_file(self._path, MAX_SETTINGS_BYTES + 1)
        except FileNotFoundError:
            return {}, SettingsStatus.NoError
        except OSError:
            return None, SettingsStatus.AccessError
        if len(data) > MAX_SETTINGS_BYTES:
            return None, SettingsStatus.TooLargeError
        if not data.strip():
            return {}, SettingsStatus.NoError  # an empty file: nothing kept yet
        try:
            return parse_settings(data), SettingsStatus.NoError
        except ValueError:
            return None, SettingsStatus.FormatError

    def _write(self, values: dict[str, JsonValue]) -> None:
        folder = self._path.parent
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        make_private(folder)
        text = json.dumps(dict(sorted(values.items())), ensure_ascii=False, indent=2) + "\n"
        write_atomically(self._path, text)  # made 0600


def _under(name: str, key: str) -> bool:
    return not key or name == key or name.startswith(key.rstrip("/") + "/")
