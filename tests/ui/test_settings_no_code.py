"""No settings file runs code. Qt unpickles a value stored as a Python object
(`@Variant(...PySide::PyObjectWrapper...)`) while it reads an INI file, and
the escapes it undoes first cannot be mirrored safely; so the program never
lets Qt read a settings file: it keeps JSON it writes itself, and migrates an
old INI file once with a reader of its own that leaves such a value out."""

from __future__ import annotations

import ast
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tonk_desktop.ui.settings.feature import load_app_settings
from tonk_desktop.ui.settings.old_ini import read_old_ini
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings, load_rule_sets, load_settings, save_settings

PACKAGE = Path(__file__).resolve().parents[2] / "tonk_desktop"

# Writes, as an earlier Tonk's Qt would, an INI settings file holding a table
# colour and, under a key Tonk never reads, a Python object whose unpickling
# writes the file MARKER: what an attacker would leave.
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

# Reads each file given with Qt, as the program used to: prints which ran.
READ_WITH_QT = """
import os, sys
from PySide6.QtCore import QSettings

marker = sys.argv[1]
for path in sys.argv[2:]:
    QSettings(path, QSettings.Format.IniFormat).allKeys()
    print(os.path.basename(path), os.path.exists(marker))
    if os.path.exists(marker):
        os.remove(marker)
"""

PLAIN_LINE = b'read="@Variant('
# Spellings of the stored object Qt still reads as one (the first three passed
# the check the program had before; the rest are other ways to say the same).
SPELLINGS: dict[str, tuple[bytes, bytes]] = {
    "plain": (b"", b""),
    "\\x10040 (Qt keeps the low 16 bits)": (PLAIN_LINE, b'read="\\x10040Variant('),
    "\\200100 (octal, the same)": (PLAIN_LINE, b'read="\\200100Variant('),
    "an escaped = in the key": (PLAIN_LINE, b'col\\x3dour="@Variant('),
    "\\x40": (PLAIN_LINE, b'read="\\x40Variant('),
    "\\x0040": (PLAIN_LINE, b'read="\\x0040Variant('),
    "\\100 (octal)": (PLAIN_LINE, b'read="\\100Variant('),
    "in a list": (PLAIN_LINE, b'read=x, "@Variant('),
    "after a space": (PLAIN_LINE, b'read= "@Variant('),
    "on a continued line": (PLAIN_LINE, b'read=\\\n"@Variant('),
    "a percent-encoded key": (PLAIN_LINE, b're%40d="@Variant('),
    "in [General]": (b"[never]\n" + PLAIN_LINE, b"[General]\n" + PLAIN_LINE),
    "\\u0040": (PLAIN_LINE, b'read="\\u0040Variant('),
}
# Spellings Qt turns into the object (checked against Qt itself below).
LIVE = [name for name in SPELLINGS if name != "\\u0040"]


def payload_file(folder: Path) -> tuple[bytes, Path]:
    """The bytes of a poisoned INI file, and the marker its object would write."""
    path, marker = folder / "payload.ini", folder / "ran"
    subprocess.run([sys.executable, "-c", WRITE_PAYLOAD, str(path), str(marker)], check=True)
    data = path.read_bytes()
    assert b"PyObjectWrapper" in data and PLAIN_LINE in data and not marker.exists()
    return data, marker


def spelled(data: bytes, spelling: str, line_ends: bytes = b"\n", bom: bool = False) -> bytes:
    old, new = SPELLINGS[spelling]
    if old:
        assert old in data
        data = data.replace(old, new)
    data = data.replace(b"\n", line_ends)
    return b"\xef\xbb\xbf" + data if bom else data


@pytest.fixture(scope="module")
def poisoned(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, Path]:
    return payload_file(tmp_path_factory.mktemp("payload"))


def test_every_spelling_runs_the_object_when_qt_reads_it(tmp_path: Path) -> None:
    # What the tests below guard against is real: Qt itself runs each one.
    data, marker = payload_file(tmp_path)
    files = []
    for index, spelling in enumerate(SPELLINGS):
        path = tmp_path / f"{index}.ini"
        path.write_bytes(spelled(data, spelling))
        files.append(str(path))
    out = subprocess.run(
        [sys.executable, "-c", READ_WITH_QT, str(marker), *files],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    ran = {spelling for spelling, flag in zip(SPELLINGS, out[1::2], strict=True) if flag == "True"}
    assert ran == set(LIVE)


@pytest.mark.parametrize("spelling", list(SPELLINGS))
@pytest.mark.parametrize(("line_ends", "bom"), [(b"\n", False), (b"\r\n", True)])
def test_an_old_settings_file_is_migrated_and_its_stored_object_left_out(
    tmp_path: Path, poisoned: tuple[bytes, Path], spelling: str, line_ends: bytes, bom: bool
) -> None:
    data, marker = poisoned
    old = tmp_path / "Tonk.conf"
    old.write_bytes(spelled(data, spelling, line_ends, bom))
    written = old.read_bytes()
    settings, notices, qsettings = load_app_settings(SettingsFile(tmp_path / "settings.json"))
    assert not marker.exists()
    assert settings.table_colour == "#175a6e"  # what could be read is kept
    new = (tmp_path / "settings.json").read_bytes()
    assert b"Variant" not in new and b"PyObjectWrapper" not in new
    assert qsettings.allKeys() == ["table/colour"]
    if spelling != "\\u0040":
        assert len(notices) == 1 and "left out" in notices[0] and str(old) in notices[0]
    # The old file is kept whole, renamed, the user's alone, and never read again.
    assert not old.exists()
    kept = tmp_path / "Tonk.conf.migrated"
    assert kept.read_bytes() == written
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    old.write_bytes(written)  # an earlier Tonk run again writes it back
    again, notices, _qsettings = load_app_settings(SettingsFile(tmp_path / "settings.json"))
    assert notices == [] and again == settings and old.read_bytes() == written
    assert not marker.exists()


def test_the_notice_names_each_value_left_out(tmp_path: Path, poisoned: tuple[bytes, Path]) -> None:
    data, marker = poisoned
    extra = (
        b"[seats]\n"
        b"0\\name=Dee\n"
        b'1\\name="\\x10040Variant(x)"\n'  # not a key's worth of certainty: left out
        b"2\\name=line\\\n"
        b"continued=@Variant(y)\n"
        b"[window]\n"
        b"geometry=@ByteArray(\\x1\\x2)\n"
    )
    (tmp_path / "Tonk.ini").write_bytes(data + extra)
    _settings, notices, qsettings = load_app_settings(SettingsFile(tmp_path / "settings.json"))
    assert not marker.exists()
    assert qsettings.value("seats/0/name") == "Dee"
    (notice,) = notices
    for key in ("never/read", "seats/1/name", "seats/2/name", "window/geometry"):
        assert key in notice
    assert "continued" not in qsettings.allKeys() and "seats/continued" not in notice
    assert (tmp_path / "Tonk.ini.migrated").exists()


# Everything Tonk wrote through Qt, as Qt wrote it: the migration reads it back
# as Qt did (as text: the typed store reads "5" and "true" as it always has).
WRITTEN_BY_TONK: dict[str, object] = {
    "rules/hand_size": 5,
    "rules/hit_runs_only": True,
    "seats/count": 3,
    "seats/0/name": "Béla Ö 😀 あ",
    "seats/1/name": "@Variant(0",  # a name: Qt wrote it "@@Variant(0"
    "seats/2/name": '  "quoted", back\\slash; semi = equals \t tab ',
    "stake/minor": 250,
    "table/colour": "#175a6e",
    "lessons/done": "cards,rules",
    "rule_sets/json": '{"Joe\'s, @home": {"hand_size": 7}}',
    "network/kept_seats": '[{"table": "T", "port": 7, "token": "a\\u0040b"}]',
    "odd/control": "bell\x07Fhex",
    "odd/list": ["a", "b, c", " d"],
    "odd/empty": "",
    "General/key": "in the group named General",
    "top": "at the top",
}

WRITE_ALL = """
import json, sys
from PySide6.QtCore import QSettings
qs = QSettings(sys.argv[1], QSettings.Format.IniFormat)
for key, value in json.loads(sys.argv[2]).items():
    qs.setValue(key, value)
qs.sync()
"""


def test_the_migration_reads_what_tonk_wrote_as_qt_read_it(tmp_path: Path) -> None:
    import json

    path = tmp_path / "Tonk.conf"
    subprocess.run(
        [sys.executable, "-c", WRITE_ALL, str(path), json.dumps(WRITTEN_BY_TONK)], check=True
    )
    read = read_old_ini(path.read_bytes())
    assert read.dropped == ()
    as_text = {
        key: value if isinstance(value, str | list) else str(value).lower()
        for key, value in WRITTEN_BY_TONK.items()
    }
    assert read.values == as_text
    settings, notices, _qsettings = load_app_settings(SettingsFile(tmp_path / "settings.json"))
    assert notices == []
    assert [seat.name for seat in settings.seats][:2] == ["Béla Ö 😀 あ", "@Variant(0"]
    assert settings.stake_minor == 250 and settings.rules.hand_size == 5


@pytest.mark.parametrize(
    ("line", "why"),
    [
        (b'k="\\u00e9"', "an escape Qt never writes for text"),
        (b"k=\\q", "an unknown escape"),
        (b'k="open', "a quote left open"),
        (b"k=a;comment", "an unquoted ;"),
        (b"k=a=b", "an unquoted ="),
        (b"k=\\xd800", "half of a character"),
        (b"k=\\x", "an escape of no digits"),
        (b"k=bell\x07", "a raw control character"),
        (b"k=\xff\xfe", "not UTF-8"),
        (b"k=@Invalid()", "an empty list, as Qt wrote it"),
        (b"k=@String(x)", "text Qt stored as an object"),
        (b'k=" @@x"', "@@ after a quoted space"),
        (b"k=tail\\", "a continued line"),
    ],
)
def test_a_value_the_reader_cannot_be_sure_of_is_left_out(line: bytes, why: str) -> None:
    read = read_old_ini(b"[g]\nkeep=yes\n" + line + b"\n")
    assert read.values == {"g/keep": "yes"}, why
    assert len(read.dropped) == 1


def test_keys_and_groups_are_read_as_qt_wrote_them() -> None:
    data = (
        b"top=1\n"
        b"[General]\ng=2\n"
        b"[%General]\nh=3\n"
        b"[a%20b]\nc%40d=4\ne%U00E9=5\nx\\y=6\n"
        b"[broken\nlost=7\n"
        b"[ok]\nbad key=8\n%zz=9\n\\lead=10\n; a comment\n# another\nfine=11\n"
    )
    read = read_old_ini(data)
    assert read.values == {
        "top": "1",
        "g": "2",
        "General/h": "3",
        "a b/c@d": "4",
        "a b/eé": "5",
        "a b/x/y": "6",
        "ok/fine": "11",
    }
    assert len(read.dropped) == 5  # the broken group, its key, and three bad keys


def test_a_far_too_large_old_file_is_not_read(tmp_path: Path) -> None:
    (tmp_path / "Tonk.conf").write_bytes(b"[table]\ncolour=#175a6e\n" + b";" * 1_100_000)
    settings, notices, _qsettings = load_app_settings(SettingsFile(tmp_path / "settings.json"))
    assert settings.table_colour == AppSettings().table_colour
    assert len(notices) == 1 and "could not be read" in notices[0]
    assert (tmp_path / "Tonk.conf.migrated").exists() and not (tmp_path / "Tonk.conf").exists()


def test_where_the_old_file_cannot_be_renamed_it_is_still_never_read_again(
    tmp_path: Path, poisoned: tuple[bytes, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    data, marker = poisoned
    old = tmp_path / "Tonk.conf"
    old.write_bytes(data)
    real_replace = os.replace

    def held(src: object, dst: object) -> None:
        if Path(str(src)) == old:
            raise PermissionError(13, "Permission denied")
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", held)
    settings, _notices, qsettings = load_app_settings(SettingsFile(tmp_path / "settings.json"))
    assert old.exists() and settings.table_colour == "#175a6e"
    assert save_settings(qsettings, settings.replace(four_colour=True)) is None
    monkeypatch.undo()
    again, notices, _qsettings = load_app_settings(SettingsFile(tmp_path / "settings.json"))
    assert again.four_colour and notices == [] and old.exists()  # left alone: settings.json rules
    assert not marker.exists()


def test_what_tonk_saves_reads_back_whatever_it_says(tmp_path: Path) -> None:
    from tonk_desktop.engine import HouseRules
    from tonk_desktop.ui.settings.store import save_rule_sets

    qsettings = SettingsFile(tmp_path / "settings.json")
    settings = AppSettings()
    seats = tuple(
        seat.__class__(f"@Variant({i}", seat.level) for i, seat in enumerate(settings.seats)
    )
    settings = settings.replace(seats=seats)
    assert save_settings(qsettings, settings) is None
    assert save_rule_sets(qsettings, {"@Variant(x), @Variant(y": HouseRules()}) is None
    fresh = SettingsFile(tmp_path / "settings.json")
    loaded, notices = load_settings(fresh)
    assert notices == [] and loaded.seats == seats
    assert list(load_rule_sets(fresh)[0]) == ["@Variant(x), @Variant(y"]


def test_no_module_hands_a_file_to_qsettings() -> None:
    # The whole of the guarantee: nothing in the program reads settings through Qt.
    users = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            named = (
                isinstance(node, ast.Name | ast.alias)
                and getattr(node, "id", getattr(node, "name", "")) == "QSettings"
            )
            if named or (isinstance(node, ast.Attribute) and node.attr == "QSettings"):
                users.append(f"{path.relative_to(PACKAGE.parent)}:{getattr(node, 'lineno', 0)}")
    assert users == []


START_UP = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
QTimer.singleShot(1500, app.quit)
from tonk_desktop.__main__ import main
sys.exit(main(["--seed", "3"]))
"""


def test_the_programs_own_start_never_runs_a_stored_object(
    tmp_path: Path, poisoned: tuple[bytes, Path]
) -> None:
    # tonk as the player starts it, with its folders in tmp_path: the three
    # spellings that passed the old check (and the plain one), each under a key,
    # in the old version's folder, moved home and migrated there.
    data, marker = poisoned
    old_folder = tmp_path / "config" / "TonkDesktop"
    old_folder.mkdir(parents=True)
    folder = tmp_path / "config" / "Tonk Desktop" / "Tonk"
    lines = data.split(b"\n")
    variant = next(line for line in lines if line.startswith(PLAIN_LINE)).split(b"=", 1)[1]
    body = variant[len(b'"@') :]
    old = data + b"".join(
        b"[%s]\n%s\n" % (group, line)
        for group, line in (
            (b"b", b'x="\\x10040' + body),
            (b"c", b'x="\\200100' + body),
            (b"d", b'col\\x3dour="@' + body),
        )
    )
    (old_folder / "Tonk.conf").write_bytes(old)
    env = {
        **os.environ,
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(PACKAGE.parent),
    }
    subprocess.run([sys.executable, "-c", START_UP], env=env, check=True, timeout=120)
    assert not marker.exists()
    settings = SettingsFile(folder / "settings.json")
    assert settings.value("table/colour") == "#175a6e"
    assert not any("Variant" in str(settings.value(key)) for key in settings.allKeys())
    assert (folder / "Tonk.conf.migrated").read_bytes() == old
    assert not (folder / "Tonk.conf").exists() and not old_folder.exists()
    assert stat.S_IMODE((folder / "settings.json").stat().st_mode) == 0o600
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_the_migrations_notice_is_said_in_the_language_the_file_chose(
    app_language: object, tmp_path: Path, poisoned: tuple[bytes, Path]
) -> None:
    from tonk_desktop.ui.settings.feature import load_startup_settings

    data, marker = poisoned
    (tmp_path / "Tonk.conf").write_bytes(data + b"[table]\nlanguage=hu\n")
    qsettings = SettingsFile(tmp_path / "settings.json")
    settings, notices, _qsettings = load_startup_settings(apply_language=True, qsettings=qsettings)
    assert settings.language == "hu" and not marker.exists()
    # Read again in Hungarian, the settings still say what the migration left out.
    assert len(notices) == 1 and "never/read" in notices[0] and "kimaradtak" in notices[0]
