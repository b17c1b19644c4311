"""The player's settings: a typed `AppSettings`, read from and written to the
settings file (`settings.json`, through `settings_file.SettingsFile`).

Every value is read by hand and checked: a value that cannot be read, or is out of
range, falls back to its default and adds a notice (a sentence a person can read)
instead of raising. The window shows the notices once. Named house-rule sets live
beside the settings and can be exported to / imported from a JSON file to share.

`settings_signals().settingsChanged` is the app-wide signal (as in Frescobaldi):
whoever saves settings emits it with the new `AppSettings`, every open view updates.
"""

from __future__ import annotations

import base64
import dataclasses
import json
import os
import re
import shutil
import unicodedata
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, cast, get_args

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Signal

from tonk_desktop.engine import (
    DEFAULT_LEVEL,
    DEFAULT_NAMES,
    LEVELS,
    RULES_FILE_FORMAT,
    HouseRules,
    Seat,
)
from tonk_desktop.ledger import clean_name, has_visible, names_repeat
from tonk_desktop.ledger.files import make_private
from tonk_desktop.ledger.money import MAX_STAKE_MINOR, currency_decimals
from tonk_desktop.ui.settings.old_folder import FolderMove, move_old_folder
from tonk_desktop.ui.settings.old_ini import Migration
from tonk_desktop.ui.settings.settings_file import (
    SETTINGS_FILE_NAME,
    SettingsFile,
    config_folder,
    old_config_folder,
)
from tonk_desktop.ui.text.lists import listing
from tonk_desktop.ui.text.rules_words import rule_problem
from tonk_desktop.ui.text.translation import (
    current_language,
    default_seats,
    default_slot,
    translate_in,
)

# The settings' words for who plays a seat (with a level for the computer).
SeatKind = Literal["person", "computer"]
AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
CardSize = Literal["normal", "large", "largest"]
ComputerPace = Literal["fast", "normal", "slow", "very_slow"]
Language = Literal["en", "ja", "hu", "ru"]

SEAT_KINDS: tuple[SeatKind, ...] = get_args(SeatKind)
ANIMATION_SPEEDS: tuple[AnimationSpeed, ...] = get_args(AnimationSpeed)
CARD_SIZES: tuple[CardSize, ...] = get_args(CardSize)
COMPUTER_PACES: tuple[ComputerPace, ...] = get_args(ComputerPace)
# The computers' pause before each of their actions, relative to "normal" (a
# second): set apart from the animation speed.
PACE_FACTORS: dict[ComputerPace, float] = {
    "fast": 0.5,
    "normal": 1.0,
    "slow": 1.8,
    "very_slow": 3.0,
}
LANGUAGES: tuple[Language, ...] = get_args(Language)
# Each language named in itself, so a player who cannot read the current one finds theirs.
LANGUAGE_NAMES: dict[Language, str] = {
    "en": "English",
    "ja": "日本語",
    "hu": "Magyar",
    "ru": "Русский",
}
# How long a move takes relative to "normal"; 0 = no animation at all.
ANIMATION_FACTORS: dict[AnimationSpeed, float] = {
    "slow": 1.6,
    "normal": 1.0,
    "fast": 0.5,
    "instant": 0.0,
}

DEFAULT_CARD_BACK = "blue"
DEFAULT_TABLE_COLOUR = "#1f6b3a"
TABLE_COLOURS: tuple[str, ...] = ("#1f6b3a", "#175a6e", "#7a1f2b", "#4a3b2a", "#3a3f47")
CURRENCIES: tuple[str, ...] = ("USD", "EUR", "GBP", "JPY", "HUF", "RUB")
MAX_NAME_LENGTH = 24

RULES_FILE_VERSION = 1

_CURRENCY_CODE = re.compile(r"^[A-Z]{3}$")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


def _tr(text: str) -> str:
    return QCoreApplication.translate("SettingsStore", text)


def seat_kind(seat: Seat) -> SeatKind:
    """The settings' word for who plays `seat` (a computer player's level is kept beside it)."""
    return "person" if seat.is_person else "computer"


def default_names(language: str) -> tuple[str, ...]:
    """The default seats' names in `language` (its catalogue, whatever is on)."""
    return tuple(translate_in(language, "SettingsStore", name) for name in DEFAULT_NAMES)


def seats_problem(seats: Sequence[Seat]) -> str | None:
    """Why these seats cannot make a table, in words, or None when they can."""
    if not 2 <= len(seats) <= 4:
        return _tr("A table has 2 to 4 seats.")
    names = [seat.name.strip() for seat in seats]
    if any(not has_visible(name) for name in names):  # zero-width characters show nothing
        return _tr("Every seat needs a name.")
    if names_repeat(names):
        return _tr("Two seats have the same name; give each player their own.")
    if not any(seat.is_person for seat in seats):
        return _tr("At least one seat must be played by a person.")
    return None


@dataclass(frozen=True, slots=True)
class AppSettings:
    """Everything the settings dialog sets. `rules.players` always equals the number
    of seats. Stake in integer minor units of `currency` (cents for USD)."""

    rules: HouseRules = field(default_factory=HouseRules)
    seats: tuple[Seat, ...] = field(default_factory=default_seats)
    stake_minor: int = 100
    currency: str = "USD"
    card_back: str = DEFAULT_CARD_BACK
    table_colour: str = DEFAULT_TABLE_COLOUR
    four_colour: bool = False
    animation_speed: AnimationSpeed = "normal"
    language: Language = "en"
    card_size: CardSize = "normal"
    computer_pace: ComputerPace = "normal"
    pause_after_turn: bool = False
    sound_volume: int = 70  # percent
    sound_muted: bool = False

    def __post_init__(self) -> None:
        if self.rules.players != len(self.seats):
            raise ValueError(
                f"players: the rules are for {self.rules.players} players "
                f"but there are {len(self.seats)} seats"
            )
        problem = seats_problem(self.seats)
        if problem is not None:
            raise ValueError(f"seats: {problem}")
        if not 1 <= self.stake_minor <= MAX_STAKE_MINOR:
            raise ValueError(f"stake_minor must be 1 to {MAX_STAKE_MINOR}")
        if not _CURRENCY_CODE.match(self.currency):
            raise ValueError("currency must be a three-letter code such as USD")
        if not _COLOUR.match(self.table_colour):
            raise ValueError("table_colour must be a colour such as #1f6b3a")
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(f"animation_speed must be one of {', '.join(ANIMATION_SPEEDS)}")
        if self.language not in LANGUAGES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGES)}")
        if self.card_size not in CARD_SIZES:
            raise ValueError(f"card_size must be one of {', '.join(CARD_SIZES)}")
        if self.computer_pace not in COMPUTER_PACES:
            raise ValueError(f"computer_pace must be one of {', '.join(COMPUTER_PACES)}")
        if not 0 <= self.sound_volume <= 100:
            raise ValueError("sound_volume must be 0 to 100")

    def replace(self, **changes: Any) -> AppSettings:
        return dataclasses.replace(self, **changes)

    @property
    def pace_factor(self) -> float:
        """Multiply the computers' normal pause by this."""
        return PACE_FACTORS[self.computer_pace]

    @property
    def animation_factor(self) -> float:
        """Multiply an animation's normal duration by this (0 = instant)."""
        return ANIMATION_FACTORS[self.animation_speed]


def stake_decimals(currency: str) -> int:
    """Decimals of the stake's minor unit, as the ledger counts them (ISO 4217:
    USD 2, JPY 0); 2 while the code is still being typed."""
    try:
        return currency_decimals(currency)
    except ValueError:
        return 2


# ------------------------------------------------------------ the settings file


def open_settings_file(folder: Path | None = None) -> SettingsFile:
    """The player's settings file, `settings.json` in `folder`, by default in the
    player's home (`config_folder()`), the folder of earlier versions moved there
    first (old_folder.py). Were that move to fail, the file where it was is used
    for this run, and `folder_move_notices` says so."""
    if folder is not None:
        return SettingsFile(folder / SETTINGS_FILE_NAME)
    move = move_old_folder(config_folder(), old_config_folder())
    home = move.old if move is not None and move.failed else config_folder()
    settings = SettingsFile(home / SETTINGS_FILE_NAME)
    if move is not None:
        _folder_moves[settings] = move
    return settings


# The move of the old folder made when the settings file was opened, by file.
_folder_moves: weakref.WeakKeyDictionary[SettingsFile, FolderMove] = weakref.WeakKeyDictionary()


def folder_move_notices(settings: SettingsFile) -> list[str]:
    """What the player is told about the move of the old settings folder made
    when `settings` was opened: nothing when it was moved or not needed."""
    move = _folder_moves.get(settings)
    if move is None or not move.failed:
        return []
    return [
        _tr(
            "The settings could not be moved from {old} to {new} ({problem}). Nothing was "
            "lost: they are kept and used where they are, and moving them will be tried "
            "again at the next start."
        )
        .replace("{old}", str(move.old))
        .replace("{new}", str(move.new))
        .replace("{problem}", move.problem or "")
    ]


_NAMED_AT_MOST = 12  # values left out named in the notice, then "…"


def migration_notices(migration: Migration | None) -> list[str]:
    """What the migration of the old INI file left out, in words (nothing to
    say when it took everything)."""
    if migration is None:
        return []
    if migration.unread:
        return [
            _tr(
                "The old settings file {path} could not be read (far too large, or no "
                "permission); nothing was taken from it, and the defaults are used."
            ).replace("{path}", str(migration.old))
        ]
    if not migration.dropped:
        return []
    names = list(migration.dropped[:_NAMED_AT_MOST])
    if len(migration.dropped) > _NAMED_AT_MOST:
        names.append("…")
    return [
        _tr(
            "The settings were moved from {old} to a new file; these values in it could not "
            "be read safely and were left out: {keys}."
        )
        .replace("{old}", str(migration.old))
        .replace("{keys}", listing(names))
    ]


def _too_large_notice(path: str) -> str:
    """Move a settings file far too large to be ours aside, unread, and say so."""
    big = Path(path)
    kept = big.with_name(f"{big.name}.refused-{datetime.now().strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(big, kept)
    except OSError:
        return _tr(
            "The settings file {path} is far too large to be Tonk's. It was not read, and "
            "could not be moved aside: the defaults are used."
        ).replace("{path}", path)
    make_private(kept)
    return (
        _tr(
            "The settings file {path} is far too large to be Tonk's. It was not read; it was "
            "kept as {kept}, and the defaults are used."
        )
        .replace("{path}", path)
        .replace("{kept}", str(kept))
    )


def layout_text(data: QByteArray) -> str:
    """A window layout (Qt's saveGeometry/saveState bytes) as text a settings file keeps."""
    return bytes(data.toBase64().data()).decode("ascii")


def layout_bytes(qsettings: SettingsFile, key: str) -> QByteArray | None:
    """The window layout kept under `key` (see `layout_text`), or None."""
    text = qsettings.value(key)
    if not isinstance(text, str) or not text:
        return None
    try:
        return QByteArray(base64.b64decode(text.encode("ascii"), validate=True))
    except (ValueError, UnicodeEncodeError):
        return None


class _Reader:
    """Reads typed values from the settings file; a bad value gives the default and a notice."""

    def __init__(self, qsettings: SettingsFile) -> None:
        self.qs = qsettings
        self.notices: list[str] = []

    def notice(self, key: str, raw: object, why: str) -> None:
        self.notices.append(
            _tr("The saved setting {key} ({raw}) could not be used: {why}. Using the default.")
            .replace("{key}", key)
            .replace("{raw}", _short(raw))
            .replace("{why}", why.rstrip("."))
        )

    def raw(self, key: str) -> object | None:
        if not self.qs.contains(key):
            return None
        try:
            return cast(object, self.qs.value(key))
        except Exception:  # a corrupt store must never crash the game
            return _Unreadable()

    def read(self, key: str, default: Any, parse: Callable[[object], Any]) -> Any:
        raw = self.raw(key)
        if raw is None:
            return default
        try:
            return parse(raw)
        except (ValueError, TypeError) as error:
            self.notice(key, raw, str(error))
            return default


class _Unreadable:
    def __repr__(self) -> str:
        return "unreadable"


def _short(raw: object) -> str:
    text = repr(raw) if not isinstance(raw, str) else raw
    return text if len(text) <= 40 else text[:37] + "..."


def _as_bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false", "1", "0"):
        return raw.strip().lower() in ("true", "1")
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    raise ValueError(_tr("not true or false"))


def _as_int(raw: object) -> int:
    if isinstance(raw, bool):
        raise ValueError(_tr("not a whole number"))
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str) and re.fullmatch(r"\s*-?\d+\s*", raw):
        return int(raw)
    raise ValueError(_tr("not a whole number"))


def _as_str(raw: object) -> str:
    if isinstance(raw, str):
        return raw
    raise ValueError(_tr("not text"))


def _one_of(choices: Sequence[str]) -> Callable[[object], str]:
    def parse(raw: object) -> str:
        text = _as_str(raw)
        if text not in choices:
            raise ValueError(_tr("not one of {choices}").replace("{choices}", listing(choices)))
        return text

    return parse


def _in_range(low: int, high: int) -> Callable[[object], int]:
    def parse(raw: object) -> int:
        value = _as_int(raw)
        if not low <= value <= high:
            raise ValueError(
                _tr("out of range {low} to {high}")
                .replace("{low}", str(low))
                .replace("{high}", str(high))
            )
        return value

    return parse


def _matching(pattern: re.Pattern[str], what: str) -> Callable[[object], str]:
    def parse(raw: object) -> str:
        text = _as_str(raw).strip()
        if not pattern.match(text):
            raise ValueError(what)
        return text

    return parse


_RULE_FIELDS = tuple(f.name for f in dataclasses.fields(HouseRules))
_RULE_DEFAULTS = HouseRules().to_dict()


def _read_rules(reader: _Reader, players: int) -> HouseRules:
    """Each switch on its own, so one bad value costs only that switch."""
    rules = HouseRules(players=players)
    for name in _RULE_FIELDS:
        if name == "players":
            continue
        key = f"rules/{name}"
        raw = reader.raw(key)
        if raw is None:
            continue
        default = _RULE_DEFAULTS[name]
        parse: Callable[[object], Any]
        if isinstance(default, bool):
            parse = _as_bool
        elif isinstance(default, int):
            parse = _as_int
        else:
            parse = _as_str
        try:
            rules = rules.replace(**{name: parse(raw)})
        except (ValueError, TypeError) as error:
            reader.notice(key, raw, rule_problem(error))
    return rules


def _read_seats(reader: _Reader) -> tuple[Seat, ...]:
    count = reader.read("seats/count", 3, _in_range(2, 4))
    fallback = default_seats(4)
    seats: list[Seat] = []
    for i in range(count):
        default = fallback[i]
        if reader.qs.contains("seats/count") and not reader.qs.contains(f"seats/{i}/name"):
            reader.notices.append(
                _tr("The saved players stop before seat {n}: it takes its default player.").replace(
                    "{n}", str(i + 1)
                )
            )
        name = clean_name(reader.read(f"seats/{i}/name", default.name, _as_str))[:MAX_NAME_LENGTH]
        name = name or default.name  # one blank name costs that seat its name, not the table
        untouched = _read_untouched(reader, i, name)
        if untouched:
            name = default.name  # in the language on now
        kind = reader.read(f"seats/{i}/kind", seat_kind(default), _one_of(SEAT_KINDS))
        if kind == "person":
            seats.append(Seat(name, named_by_default=untouched))
            continue
        level = reader.read(f"seats/{i}/level", default.level or DEFAULT_LEVEL, _one_of(LEVELS))
        seats.append(Seat(name, level, named_by_default=untouched))
    problem = seats_problem(seats)
    if problem is not None:
        reader.notices.append(
            _tr("The saved players could not be used: {why} Using the default players.").replace(
                "{why}", problem
            )
        )
        return default_seats(count)
    return tuple(seats)


def _read_untouched(reader: _Reader, seat: int, name: str) -> bool:
    """Does seat `seat` keep its default name (nobody typed one)? Files from
    before `seats/N/default_name` kept only the name, which the table showed in
    the language on when it was seat N's default name in any language ("Ann",
    "アン", "Аня" at seat 2): such a name stays a default one, so nobody is
    renamed; any other name is a typed one and stays as it is."""
    key = f"seats/{seat}/default_name"
    if not reader.qs.contains(key):
        return not reader.qs.contains(f"seats/{seat}/name") or default_slot(name) == seat
    return bool(reader.read(key, False, _as_bool))


def load_settings(
    qsettings: SettingsFile, card_backs: Sequence[str] | None = None
) -> tuple[AppSettings, list[str]]:
    """The saved settings and a list of notices, one per value that could not be used
    (each such value takes its default). Never raises on bad stored data.

    `card_backs` are the back names the card art offers; a saved back not among them
    falls back to the first one."""
    reader = _Reader(qsettings)
    status = qsettings.status()
    if status == SettingsFile.Status.FormatError:
        reader.notices.append(_damaged_file_notice(qsettings.fileName()))
    elif status == SettingsFile.Status.TooLargeError:
        reader.notices.append(_too_large_notice(qsettings.fileName()))
    elif status == SettingsFile.Status.AccessError:
        reader.notices.append(
            _tr(
                "The settings file {path} cannot be read (no permission); the defaults are "
                "used, and changes may not be saved."
            ).replace("{path}", qsettings.fileName())
        )
    seats = _read_seats(reader)
    rules = _read_rules(reader, len(seats))
    stake_minor = reader.read("stake/minor", 100, _in_range(1, MAX_STAKE_MINOR))
    currency = reader.read(
        "stake/currency", "USD", _matching(_CURRENCY_CODE, _tr("not a currency code"))
    )
    backs = tuple(card_backs) if card_backs else (DEFAULT_CARD_BACK,)
    default_back = DEFAULT_CARD_BACK if DEFAULT_CARD_BACK in backs else backs[0]
    card_back = reader.read("table/card_back", default_back, _one_of(backs))
    table_colour = reader.read(
        "table/colour", DEFAULT_TABLE_COLOUR, _matching(_COLOUR, _tr("not a colour"))
    )
    four_colour = reader.read("table/four_colour", False, _as_bool)
    speed = reader.read("table/animation_speed", "normal", _one_of(ANIMATION_SPEEDS))
    card_size = reader.read("table/card_size", "normal", _one_of(CARD_SIZES))
    pace = reader.read("table/computer_pace", "normal", _one_of(COMPUTER_PACES))
    pause_after_turn = reader.read("table/pause_after_turn", False, _as_bool)
    sound_volume = reader.read("sound/volume", 70, _in_range(0, 100))
    sound_muted = reader.read("sound/muted", False, _as_bool)
    # Nothing saved: the language already on screen (the system's, or --lang).
    language = reader.read("table/language", _language_on_screen(), _one_of(LANGUAGES))
    settings = AppSettings(
        rules=rules,
        seats=seats,
        stake_minor=stake_minor,
        currency=currency,
        card_back=card_back,
        table_colour=table_colour.lower(),
        four_colour=four_colour,
        animation_speed=speed,
        language=language,
        card_size=card_size,
        computer_pace=pace,
        pause_after_turn=pause_after_turn,
        sound_volume=sound_volume,
        sound_muted=sound_muted,
    )
    return settings, reader.notices


def _damaged_file_notice(path: str) -> str:
    """Keep a copy of a settings file that could not be read (the next save
    rewrites it), the user's alone as the file is, and say so."""
    damaged = Path(path)
    kept = damaged.with_name(f"{damaged.name}.damaged")
    serial = 1
    while kept.exists():  # an earlier damaged copy is kept too
        serial += 1
        kept = damaged.with_name(f"{damaged.name}.damaged-{serial}")
    try:
        shutil.copyfile(damaged, kept)
        make_private(kept)
    except OSError:
        return _tr(
            "The settings file could not be read in full; what it lost is back to its default."
        )
    return _tr(
        "The settings file could not be read in full; what it lost is back to its default. "
        "A copy of it was kept: {path}"
    ).replace("{path}", str(kept))


def write_problem(qsettings: SettingsFile) -> str | None:
    """Write what `qsettings` holds to its file; why it did not reach it, or None."""
    qsettings.sync()
    if qsettings.status() != SettingsFile.Status.AccessError:
        return None  # written (a file damaged when read is rewritten whole)
    return _tr("the settings file {path} cannot be written (no permission)").replace(
        "{path}", qsettings.fileName()
    )


def save_settings(qsettings: SettingsFile, settings: AppSettings) -> str | None:
    """Write every setting (named rule sets are kept as they are); why they did
    not reach the file, or None when they did."""
    qsettings.remove("rules")
    for name, value in settings.rules.to_dict().items():
        if name != "players":
            qsettings.setValue(f"rules/{name}", value)
    qsettings.remove("seats")
    qsettings.setValue("seats/count", len(settings.seats))
    for i, seat in enumerate(settings.seats):
        qsettings.setValue(f"seats/{i}/name", seat.name)
        qsettings.setValue(f"seats/{i}/default_name", seat.named_by_default)
        qsettings.setValue(f"seats/{i}/kind", seat_kind(seat))
        if seat.level is not None:
            qsettings.setValue(f"seats/{i}/level", seat.level)
    qsettings.setValue("stake/minor", settings.stake_minor)
    qsettings.setValue("stake/currency", settings.currency)
    qsettings.setValue("table/card_back", settings.card_back)
    qsettings.setValue("table/colour", settings.table_colour)
    qsettings.setValue("table/four_colour", settings.four_colour)
    qsettings.setValue("table/animation_speed", settings.animation_speed)
    qsettings.setValue("table/card_size", settings.card_size)
    qsettings.setValue("table/computer_pace", settings.computer_pace)
    qsettings.setValue("table/pause_after_turn", settings.pause_after_turn)
    qsettings.setValue("table/language", settings.language)
    qsettings.setValue("sound/volume", settings.sound_volume)
    qsettings.setValue("sound/muted", settings.sound_muted)
    return write_problem(qsettings)


# ------------------------------------------------------------ named rule sets

_RULE_SETS_KEY = "rule_sets/json"


def set_dict(rules: HouseRules) -> dict[str, Any]:
    """A named rule set as stored and shared: the rules without the player count,
    which is the table's (Settings ▸ Players), not the set's."""
    data = rules.to_dict()
    data.pop("players", None)
    return data


def same_set(first: HouseRules, second: HouseRules) -> bool:
    """Whether two rule sets are one: the same rules at whatever table."""
    return set_dict(first) == set_dict(second)


def rules_of_set(data: object) -> HouseRules:
    """A named rule set read back: at a table it can be played at (three
    players, else two, else four), the table's count being set when it is
    loaded. A set written with its player count (by an earlier Tonk) keeps it.
    ValueError when it is playable at no table."""
    if not isinstance(data, dict) or "players" in data:
        return HouseRules.from_dict(data)
    first: ValueError | None = None
    for players in (3, 2, 4):
        try:
            return HouseRules.from_dict(data | {"players": players})
        except ValueError as error:
            first = first or error
    assert first is not None
    raise first


def load_rule_sets(qsettings: SettingsFile) -> tuple[dict[str, HouseRules], list[str]]:
    """The saved named house-rule sets (name -> rules) and notices for broken ones."""
    reader = _Reader(qsettings)
    raw = reader.raw(_RULE_SETS_KEY)
    if raw is None:
        return {}, []
    try:
        data = json.loads(_as_str(raw))
        if not isinstance(data, dict):
            raise ValueError(_tr("not a list of named rule sets"))
    except (ValueError, TypeError) as error:
        reader.notice(_RULE_SETS_KEY, raw, str(error))
        return {}, reader.notices
    except RecursionError:
        reader.notice(_RULE_SETS_KEY, raw, _tr("not a list of named rule sets"))
        return {}, reader.notices
    sets: dict[str, HouseRules] = {}
    for name, rules_dict in data.items():
        try:
            sets[str(name)] = rules_of_set(rules_dict)
        except (ValueError, TypeError) as error:
            reader.notices.append(
                _tr("The saved house rules “{name}” could not be read ({why}) and were skipped.")
                .replace("{name}", str(name))
                .replace("{why}", rule_problem(error))
            )
    return sets, reader.notices


def save_rule_sets(qsettings: SettingsFile, sets: Mapping[str, HouseRules]) -> str | None:
    """Store `sets`, keeping any stored set this version cannot read (one saved
    by a newer Tonk, say): it was never shown, so nobody chose to drop it. Why
    they did not reach the file, or None when they did."""
    data: dict[str, Any] = {
        name: stored
        for name, stored in _stored_rule_sets(qsettings).items()
        if name not in sets and not _readable_rules(stored)
    }
    data.update({name: set_dict(rules) for name, rules in sets.items()})
    qsettings.setValue(_RULE_SETS_KEY, json.dumps(dict(sorted(data.items())), ensure_ascii=False))
    return write_problem(qsettings)


def _stored_rule_sets(qsettings: SettingsFile) -> dict[str, Any]:
    raw = qsettings.value(_RULE_SETS_KEY)
    try:
        data = json.loads(_as_str(raw)) if raw is not None else {}
    except (ValueError, TypeError, RecursionError):
        return {}
    return {str(name): value for name, value in data.items()} if isinstance(data, dict) else {}


def _readable_rules(stored: Any) -> bool:
    try:
        rules_of_set(stored)
    except (ValueError, TypeError):
        return False
    return True


def set_name(text: str) -> str:
    """A house-rule set's name as kept and shown: `clean_name`, and no
    invisible formatting characters (zero-width spaces and joiners), so two
    sets never have names that look the same."""
    return "".join(ch for ch in clean_name(text) if unicodedata.category(ch) != "Cf")


def rules_to_json(name: str, rules: HouseRules) -> str:
    """A house-rule set as the shareable JSON file's text."""
    document = {
        "format": RULES_FILE_FORMAT,
        "version": RULES_FILE_VERSION,
        "name": name,
        "rules": set_dict(rules),
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def rules_from_json(text: str) -> tuple[str, HouseRules]:
    """(name, rules) from a shared file's text. Anything else — not JSON, another
    program's file, a newer version, an impossible rule — is a ValueError whose
    message says what is wrong in words."""
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(
            _tr("This file is not a house-rules file (it is not valid JSON: {why}).").replace(
                "{why}", error.msg
            )
        ) from error
    except (RecursionError, ValueError) as error:
        # Nested thousands deep, or a number too long to read: no rules file is.
        raise ValueError(_tr("This file is not a Tonk house-rules file.")) from error
    if not isinstance(document, dict) or document.get("format") != RULES_FILE_FORMAT:
        raise ValueError(_tr("This file is not a Tonk house-rules file."))
    version = document.get("version")
    if type(version) is not int or version != RULES_FILE_VERSION:  # not True, not 1.0
        # As the file writes it: "1" (text) is not 1, and must not read as if it were.
        written = _short(json.dumps(version, ensure_ascii=False))
        raise ValueError(
            _tr("This house-rules file has version {version}; this Tonk reads version 1.").replace(
                "{version}", written
            )
        )
    name = document.get("name")
    name = set_name(name) if isinstance(name, str) else ""
    if not name:
        raise ValueError(_tr("This house-rules file has no name for its rules."))
    try:
        rules = rules_of_set(document.get("rules"))
    except (ValueError, TypeError) as error:
        raise ValueError(
            _tr("The rules in this file cannot be played: {why}").replace(
                "{why}", rule_problem(error)
            )
        ) from error
    return name[:60], rules


# -------------------------------------------------------------- the app signal


class SettingsSignals(QObject):
    """App-wide notifications. `settingsChanged(AppSettings)` after settings are saved."""

    settingsChanged = Signal(object)


_signals: SettingsSignals | None = None


def settings_signals() -> SettingsSignals:
    """The one app-wide SettingsSignals (created on first use, parented to the app)."""
    global _signals
    if _signals is None:
        _signals = SettingsSignals(QCoreApplication.instance())
    return _signals


def _language_on_screen() -> Language:
    code = current_language()
    return code if code in LANGUAGES else "en"
