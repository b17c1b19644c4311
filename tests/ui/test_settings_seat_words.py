"""The settings keep who plays a seat in their own words ("person" or
"computer", and a computer player's level), derived from the one Seat type;
a settings file written before that type still reads."""

from __future__ import annotations

from pathlib import Path

from tonk_desktop.engine import HouseRules, Seat
from tonk_desktop.ui.settings.feature import load_app_settings
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings, load_settings, save_settings

# Seats as the (INI) settings file of an earlier version held them: a person's
# seat kept a level too.
OLD_FILE = """\
[seats]
count=3
0\\name=Ann
0\\kind=person
0\\level=hard
1\\name=Bob
1\\kind=computer
1\\level=hard
2\\name=Cy
2\\kind=computer
2\\level=easy
"""


def test_an_old_settings_files_seats_still_read(tmp_path: Path) -> None:
    (tmp_path / "Tonk.conf").write_text(OLD_FILE, encoding="utf-8")
    settings, notices, _file = load_app_settings(SettingsFile(tmp_path / "settings.json"))
    assert notices == []
    assert settings.seats == (Seat("Ann"), Seat("Bob", "hard"), Seat("Cy", "easy"))


def test_seats_are_written_in_the_same_words(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    qsettings = SettingsFile(path)
    seats = (Seat("Ann"), Seat("Bob", "normal"))
    settings = AppSettings(seats=seats, rules=HouseRules(players=2))
    assert save_settings(qsettings, settings) is None
    qsettings.sync()
    reread = SettingsFile(path)
    assert reread.value("seats/0/kind") == "person"
    assert not reread.contains("seats/0/level")  # a person plays at no level
    assert reread.value("seats/1/kind") == "computer"
    assert reread.value("seats/1/level") == "normal"
    assert load_settings(reread)[0].seats == seats
