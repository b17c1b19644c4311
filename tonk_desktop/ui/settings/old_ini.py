"""The settings file of earlier versions (Qt's INI: `Tonk.conf`, on Windows and
macOS `Tonk.ini`), migrated once into `settings.json` and then renamed
(`Tonk.conf.migrated`) so that nothing ever reads it again.

Qt is never given the old file: it would unpickle a value stored as a Python
object (`@Variant(...)`) while reading it, and the escapes it undoes before it
looks at a value (\\x with only the low 16 bits kept, octal, escaped `=` in
keys, continued lines...) cannot be mirrored safely. This reader reads only
what Tonk wrote through Qt — text, numbers and true/false as text, the rule
sets' JSON, lists of text — and leaves out, naming it, every value it cannot
read for certain: one that starts with "@" once its escapes are undone (a
stored object, a byte array, anything but Qt's "@@" for a text's first "@"),
one with an escape Qt does not write for text, an unquoted `;` or `=`, a raw
control character, a continued line, a broken group or key. It never
unpickles: it makes only text (and lists of it). Qt-free.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tonk_desktop.ledger.files import make_private
from tonk_desktop.ui.settings.settings_file import (
    MAX_SETTINGS_BYTES,
    JsonValue,
    SettingsFile,
    read_regular_file,
)

# The names Qt gave the file: NativeFormat on Linux, IniFormat on Windows and macOS.
OLD_FILE_NAMES = ("Tonk.conf", "Tonk.ini")
MIGRATED_SUFFIX = ".migrated"

_SIMPLE = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    '"': '"',
    "'": "'",
    "\\": "\\",
    "?": "?",
}
_HEX = frozenset("0123456789abcdefABCDEF")
_KEY_PART = re.compile(r"[A-Za-z0-9_.\-\\]|%U[0-9A-Fa-f]{4}|%[0-9A-Fa-f]{2}")
_LINE_END = re.compile(rb"\r\n|\r|\n")


class Unreadable(ValueError):
    """A key or value this reader cannot read for certain."""


@dataclass(frozen=True, slots=True)
class OldSettings:
    """What could be read from an old file: the values, and the keys (or, where
    no key could be made out, the line) left out."""

    values: dict[str, JsonValue]
    dropped: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Migration:
    """An old file migrated: where it was, where it went (None: it could not
    be renamed), the keys left out; `unread` when nothing could be taken from
    it (far too large, or not readable)."""

    old: Path
    kept: Path | None
    dropped: tuple[str, ...]
    unread: bool = False


def read_old_ini(data: bytes) -> OldSettings:
    """The settings in an old INI file's bytes, as text (Qt read every INI value
    as text; the typed store reads "5" and "true" as it always did)."""
    values: dict[str, JsonValue] = {}
    dropped: dict[str, None] = {}  # in order, once each
    section: str | None = ""  # None: a group that could not be read
    lines = iter(_LINE_END.split(data.removeprefix(b"\xef\xbb\xbf")))
    for number, raw in enumerate(lines, start=1):
        try:
            line = raw.decode("utf-8").strip(" \t")
        except UnicodeDecodeError:
            dropped[f"line {number}"] = None
            continue
        continued = _continues(line)
        if continued:  # Qt would join the next lines: what they mean is not certain
            for following in lines:
                if not _continues(following.decode("utf-8", errors="replace").strip(" \t")):
                    break
        if not line or line[0] in ";#":
            continue
        if line.startswith("["):
            section = _section(line)
            if section is None:
                dropped[_shown(line)] = None
            continue
        name, equals, text = line.partition("=")
        try:
            if section is None:
                raise Unreadable("in a group that could not be read")
            if not equals:
                raise Unreadable("no value")
            key = section + _key(name.strip(" \t"))
        except Unreadable:
            dropped[_shown(line)] = None
            continue
        try:
            if continued:
                raise Unreadable("a continued line")
            values[key] = _value(text)
        except Unreadable:
            values.pop(key, None)
            dropped[key] = None
        else:
            dropped.pop(key, None)  # the last line for a key is the one Qt keeps
    return OldSettings(values, tuple(dropped))


def _continues(line: str) -> bool:
    """Does the line end in a backslash of its own (Qt joins the next line to it)?"""
    return (len(line) - len(line.rstrip("\\"))) % 2 == 1


def _shown(line: str) -> str:
    return line if len(line) <= 40 else line[:37] + "..."


def _section(line: str) -> str | None:
    """The key prefix a "[group]" line sets ("" for [General]), or None."""
    if not line.endswith("]"):
        return None
    inner = line[1:-1].strip(" \t")
    if inner.lower() == "general":
        return ""
    try:
        name = "General" if inner.lower() == "%general" else _key(inner)
    except Unreadable:
        return None
    return name + "/"


def _key(escaped: str) -> str:
    """A key as Qt wrote it (`0\\name` for "0/name", `%20` for a space), or Unreadable."""
    parts = []
    position = 0
    while position < len(escaped):
        match = _KEY_PART.match(escaped, position)
        if match is None:
            raise Unreadable("not a key Qt writes")
        part = match.group()
        if part == "\\":
            parts.append("/")
        elif part.startswith("%"):
            code = int(part[2:] if part.startswith("%U") else part[1:], 16)
            if 0xD800 <= code <= 0xDFFF or code < 0x20 or code == 0x7F:
                raise Unreadable("not a character a key holds")
            parts.append(chr(code))
        else:
            parts.append(part)
        position = match.end()
    key = "".join(parts)
    if not key or any(not step for step in key.split("/")):
        raise Unreadable("an empty key, or an empty step in one")
    return key


def _value(text: str) -> JsonValue:
    """A value as Qt wrote text or a list of text, or Unreadable."""
    items = list(_items(text.lstrip(" \t")))
    for index, item in enumerate(items):
        if item.startswith("@@"):  # Qt's spelling of a text whose first character is "@"
            items[index] = item[1:]
        elif item.lstrip().startswith("@"):
            raise Unreadable("a stored object, or another value that is not text")
    return items[0] if len(items) == 1 else list(items)


def _items(text: str) -> Iterator[str]:
    """The comma-separated items of a value, unquoted and unescaped; spaces
    outside quotes at either end of an item are not part of it."""
    chars: list[tuple[str, bool]] = []  # (character, kept: quoted or escaped)
    quoted = False
    position = 0
    while position < len(text):
        ch = text[position]
        position += 1
        if ch == "\\":
            ch, position = _escape(text, position)
            chars.append((ch, True))
        elif ch == '"':
            quoted = not quoted
        elif quoted:
            if ord(ch) < 0x20 and ch != "\t":
                raise Unreadable("a raw control character")
            chars.append((ch, True))
        elif ch == ",":
            yield _trimmed(chars)
            chars = []
        elif ch in ";=":
            raise Unreadable("an unquoted ; or =")
        elif ord(ch) < 0x20 and ch != "\t":
            raise Unreadable("a raw control character")
        else:
            chars.append((ch, False))
    if quoted:
        raise Unreadable("a quote left open")
    yield _trimmed(chars)


def _trimmed(chars: list[tuple[str, bool]]) -> str:
    start, end = 0, len(chars)
    while start < end and not chars[start][1] and chars[start][0] in " \t":
        start += 1
    while end > start and not chars[end - 1][1] and chars[end - 1][0] in " \t":
        end -= 1
    return "".join(ch for ch, _kept in chars[start:end])


def _escape(text: str, position: int) -> tuple[str, int]:
    """The character an escape at `position` (just after its backslash) stands for,
    and where the text goes on; Unreadable for one Qt does not write for text."""
    if position >= len(text):
        raise Unreadable("a continued line")
    ch = text[position]
    if ch in _SIMPLE:
        return _SIMPLE[ch], position + 1
    if ch != "x":
        raise Unreadable(f"the escape \\{ch}")  # octal, \u, \N...: Qt never writes them for text
    end = position + 1
    while end < len(text) and text[end] in _HEX:
        end += 1
    digits = text[position + 1 : end]
    # Qt keeps only the low 16 bits of a longer one: never guess which it meant.
    if not digits or len(digits) > 4:
        raise Unreadable("a \\x escape of no or too many digits")
    code = int(digits, 16)
    if 0xD800 <= code <= 0xDFFF:
        raise Unreadable("half of a character")
    return chr(code), end


# ---------------------------------------------------------------- the migration


def old_settings_file(folder: Path) -> Path | None:
    """The old INI settings file in `folder`, if there is one."""
    for name in OLD_FILE_NAMES:
        path = folder / name
        if path.is_file() or path.is_symlink():
            return path
    return None


def migrate_old_settings(target: SettingsFile) -> Migration | None:
    """Once, while `target`'s file does not exist yet: the old INI file beside
    it read with `read_old_ini` (never by Qt) into `target`, written, and the
    old file renamed (`Tonk.conf.migrated`, the user's alone: it holds rejoin
    tokens) so that it is never read again. None when there is no old file."""
    new = Path(target.fileName())
    if os.path.lexists(new):
        return None
    old = old_settings_file(new.parent)
    if old is None:
        return None
    try:
        data = read_regular_file(old, MAX_SETTINGS_BYTES + 1)
    except OSError:
        data = None
    unread = data is None or len(data) > MAX_SETTINGS_BYTES
    read = OldSettings({}, ()) if data is None or unread else read_old_ini(data)
    for key, value in read.values.items():
        target.setValue(key, value)
    target.sync(create=True)  # the file exists from now on: this happens once
    kept = _set_aside(old) if target.status() is SettingsFile.Status.NoError else None
    return Migration(old, kept, read.dropped, unread)


def _set_aside(old: Path) -> Path | None:
    kept = old.with_name(old.name + MIGRATED_SUFFIX)
    serial = 1
    while os.path.lexists(kept):
        serial += 1
        kept = old.with_name(f"{old.name}{MIGRATED_SUFFIX}-{serial}")
    try:
        os.replace(old, kept)
    except OSError:
        return None
    make_private(kept)
    return kept
