"""The settings store: typed settings in the settings file, bad values fall back with a notice,
named rule sets, and the shareable house-rules file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tonk_desktop.engine import DEFAULT_LEVEL, DEFAULT_NAMES, HouseRules, Seat
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import (
    AppSettings,
    load_rule_sets,
    load_settings,
    rules_from_json,
    rules_to_json,
    save_rule_sets,
    save_settings,
    settings_signals,
)
from tonk_desktop.ui.text.translation import install_language


@pytest.fixture
def qsettings(tmp_path: Path) -> SettingsFile:
    return SettingsFile(tmp_path / "settings.json")


def test_nothing_saved_gives_the_defaults_without_notices(qsettings: SettingsFile) -> None:
    settings, notices = load_settings(qsettings)
    assert settings == AppSettings()
    assert settings.rules == HouseRules()
    assert notices == []


def test_every_setting_survives_a_save_and_a_load(qsettings: SettingsFile) -> None:
    rules = HouseRules.preset("encyclopedia").replace(
        players=2, hand_size=7, double_double=True, joker_points=20, knock_limit=11
    )
    settings = AppSettings(
        rules=rules,
        seats=(Seat("Ann"), Seat("Bob", "hard")),
        stake_minor=250,
        currency="EUR",
        card_back="red",
        table_colour="#123456",
        four_colour=True,
        animation_speed="instant",
        language="hu",
    )
    save_settings(qsettings, settings)
    reread = SettingsFile(qsettings.fileName())
    loaded, notices = load_settings(reread, card_backs=["black", "blue", "red"])
    assert notices == []
    assert loaded == settings


def test_a_personality_is_saved_and_a_file_from_before_them_still_reads(
    qsettings: SettingsFile,
) -> None:
    settings = AppSettings(
        rules=HouseRules().replace(players=3),
        seats=(Seat("Ann"), Seat("Bob", "bold"), Seat("Cy", "hard")),
    )
    save_settings(qsettings, settings)
    assert load_settings(qsettings) == (settings, [])
    # Words an older version wrote read as they always did.
    qsettings.setValue("seats/1/level", "easy")
    loaded, notices = load_settings(qsettings)
    assert [seat.level for seat in loaded.seats] == [None, "easy", "hard"] and notices == []


@pytest.mark.parametrize(
    ("key", "value", "field", "default"),
    [
        ("rules/hand_size", "6", "hand_size", 5),
        ("rules/jokers", "lots", "jokers", 0),
        ("rules/caught_rule", "harsh", "caught_rule", "classic"),
        ("rules/initial_discard", "maybe", "initial_discard", True),
        ("rules/joker_points", "99", "joker_points", 15),
        ("stake/minor", "-5", "stake_minor", 100),
        ("stake/currency", "dollars", "currency", "USD"),
        ("table/colour", "greenish", "table_colour", "#1f6b3a"),
        ("table/animation_speed", "ludicrous", "animation_speed", "normal"),
        ("table/language", "tlh", "language", "en"),
        ("table/four_colour", "7", "four_colour", False),
        ("table/card_back", "tartan", "card_back", "blue"),
    ],
)
def test_an_unreadable_or_out_of_range_value_falls_back_with_a_notice(
    qsettings: SettingsFile, key: str, value: str, field: str, default: object
) -> None:
    qsettings.setValue(key, value)
    settings, notices = load_settings(qsettings, card_backs=["black", "blue", "red"])
    if field in HouseRules().to_dict():
        assert getattr(settings.rules, field) == default
    else:
        assert getattr(settings, field) == default
    assert len(notices) == 1
    assert key in notices[0] and value in notices[0]


def test_one_bad_switch_keeps_the_good_ones(qsettings: SettingsFile) -> None:
    qsettings.setValue("rules/hand_size", "7")
    qsettings.setValue("rules/jokers", "3")
    settings, notices = load_settings(qsettings)
    assert settings.rules.hand_size == 7
    assert settings.rules.jokers == 0
    assert len(notices) == 1 and "rules/jokers" in notices[0]


def test_an_impossible_saved_combination_falls_back_with_a_notice(qsettings: SettingsFile) -> None:
    # double_double needs two players; three seats are saved.
    qsettings.setValue("seats/count", 3)
    qsettings.setValue("rules/double_double", True)
    settings, notices = load_settings(qsettings)
    assert settings.rules.double_double is False
    assert any("double_double" in notice for notice in notices)


def test_broken_seats_fall_back_to_the_default_players(qsettings: SettingsFile) -> None:
    qsettings.setValue("seats/count", "9")
    settings, notices = load_settings(qsettings)
    assert len(settings.seats) == 3 and settings.rules.players == 3
    assert notices

    qsettings.setValue("seats/count", 2)
    qsettings.setValue("seats/0/name", "Ann")
    qsettings.setValue("seats/0/kind", "computer")
    qsettings.setValue("seats/1/name", "Ann")
    qsettings.setValue("seats/1/kind", "robot")
    settings, notices = load_settings(qsettings)
    # A robot is not a kind of seat; two Anns and no person is not a table.
    assert [seat.name for seat in settings.seats] == ["You", "Ann"]
    assert settings.seats[0].is_person
    assert len(notices) == 2


def test_named_rule_sets_are_saved_and_a_broken_one_is_skipped(qsettings: SettingsFile) -> None:
    sets = {"Friday": HouseRules(hit_runs_only=True), "Book": HouseRules.preset("encyclopedia")}
    save_rule_sets(qsettings, sets)
    loaded, notices = load_rule_sets(qsettings)
    assert loaded == sets and notices == []

    data = json.loads(str(qsettings.value("rule_sets/json")))
    data["Broken"] = {"hand_size": 6}
    qsettings.setValue("rule_sets/json", json.dumps(data))
    loaded, notices = load_rule_sets(qsettings)
    assert loaded == sets
    assert len(notices) == 1 and "Broken" in notices[0]
    # Saving another set keeps the one this version cannot read: nobody chose to drop it.
    save_rule_sets(qsettings, {**loaded, "New": HouseRules(dead_books=True)})
    stored = json.loads(str(qsettings.value("rule_sets/json")))
    assert stored["Broken"] == {"hand_size": 6}
    assert set(stored) == {"Book", "Broken", "Friday", "New"}
    save_rule_sets(qsettings, {"Book": sets["Book"]})  # deleting readable sets still works
    assert set(json.loads(str(qsettings.value("rule_sets/json")))) == {"Book", "Broken"}


def test_house_rules_file_round_trips() -> None:
    rules = HouseRules(jokers=2, hit_penalty="no_knock", knock_limit=9)
    text = rules_to_json("Uncle Joe's", rules)
    document = json.loads(text)
    assert document["format"] == "tonk-house-rules"
    assert document["version"] == 1
    # The rules without the player count: that is the table's, not the set's.
    assert document["rules"] == {k: v for k, v in rules.to_dict().items() if k != "players"}
    assert rules_from_json(text) == ("Uncle Joe's", rules)
    # A file written with its count (by an earlier Tonk) still reads; a set that
    # only two can play reads at two.
    document["rules"]["players"] = 4
    assert rules_from_json(json.dumps(document))[1] == rules.replace(players=4)
    heads_up = HouseRules(players=2, double_double=True)
    assert rules_from_json(rules_to_json("Heads up", heads_up)) == ("Heads up", heads_up)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "something-else", "version": 1}', "not a Tonk house-rules file"),
        ("[1, 2, 3]", "not a Tonk house-rules file"),
        ('{"format": "tonk-house-rules", "version": 2, "name": "x", "rules": {}}', "version 2"),
        (  # text, not the number: never "has version 1; this Tonk reads version 1"
            '{"format": "tonk-house-rules", "version": "1", "name": "x", "rules": {}}',
            'has version "1"; this Tonk reads version 1',
        ),
        ('{"format": "tonk-house-rules", "version": 1, "name": "", "rules": {}}', "no name"),
        (
            '{"format": "tonk-house-rules", "version": 1, "name": "x", "rules": {"hand_size": 6}}',
            "“Hand size” cannot be 6",  # the rule's label, in the player's language
        ),
        (
            '{"format": "tonk-house-rules", "version": 1, "name": "x", "rules": {"cheat": true}}',
            "cheat",
        ),
    ],
)
def test_a_broken_or_foreign_rules_file_says_what_is_wrong(text: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        rules_from_json(text)


def test_settings_changed_is_one_app_wide_signal(qtbot: object) -> None:
    assert settings_signals() is settings_signals()
    received: list[object] = []
    settings_signals().settingsChanged.connect(received.append)
    settings_signals().settingsChanged.emit(AppSettings())
    assert received == [AppSettings()]
    settings_signals().settingsChanged.disconnect(received.append)


def test_a_settings_file_that_cannot_be_parsed_is_kept_and_reported(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\x00\xff[[[garbage\x00" * 50)
    damaged = path.read_bytes()
    qsettings = SettingsFile(path)
    settings, notices = load_settings(qsettings)
    assert settings == AppSettings(language=settings.language)  # the defaults
    assert len(notices) == 1 and "could not be read" in notices[0]
    kept = tmp_path / "settings.json.damaged"
    assert kept.read_bytes() == damaged  # nothing is lost when the next save rewrites it
    # Damaged again later: the first copy stays, the second is kept beside it.
    path.write_bytes(b"\x00\xfe{{{other garbage\x00" * 50)
    _settings, notices = load_settings(SettingsFile(path))
    assert kept.read_bytes() == damaged
    assert (tmp_path / "settings.json.damaged-2").read_bytes() == path.read_bytes()
    assert "settings.json.damaged-2" in notices[0]


def test_a_bad_rule_in_a_file_is_explained_in_the_players_language(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from tonk_desktop.ui.text.translation import install_language

    assert isinstance(qapp, QApplication)
    text = rules_to_json("x", HouseRules()).replace('"jokers": 0', '"jokers": 3')
    install_language(qapp, "hu")
    try:
        with pytest.raises(ValueError) as raised:
            rules_from_json(text)
        message = str(raised.value)
        assert "must be" not in message  # not the engine's English
        assert message.endswith("„Dzsókerek” nem lehet 3.")  # the rule's Hungarian label
    finally:
        install_language(qapp, "en")


def test_a_settings_file_that_cannot_be_read_is_said(tmp_path: Path) -> None:
    blocked = tmp_path / "settings.json"
    blocked.mkdir()  # a folder in its place: Qt cannot read it
    settings, notices = load_settings(SettingsFile(blocked))
    assert settings == AppSettings()
    assert len(notices) == 1 and "cannot be read" in notices[0] and str(blocked) in notices[0]


def test_stored_rule_sets_nested_beyond_reason_are_a_notice(tmp_path: Path) -> None:
    # Before, a RecursionError stopped the settings dialog from opening.
    qsettings = SettingsFile(tmp_path / "settings.json")
    qsettings.setValue("rule_sets/json", "[" * 100_000 + "]" * 100_000)
    sets, notices = load_rule_sets(qsettings)
    assert sets == {} and len(notices) == 1


def test_saved_seat_names_lose_control_characters_and_one_blank_name_costs_only_its_seat(
    tmp_path: Path,
) -> None:
    qsettings = SettingsFile(tmp_path / "settings.json")
    save_settings(
        qsettings,
        AppSettings(seats=(Seat("Dee\nDee"), Seat("Ed", "easy"), Seat("Flo"))),
    )
    qsettings.setValue("seats/2/name", "  \x07 ")  # nothing left of it
    settings, notices = load_settings(qsettings)
    assert [seat.name for seat in settings.seats] == ["Dee Dee", "Ed", "Bob"]
    assert notices == []


def test_a_notice_ends_its_reason_with_one_full_stop(tmp_path: Path) -> None:
    qsettings = SettingsFile(tmp_path / "settings.json")
    qsettings.setValue("rules/jokers", 1)
    _settings, notices = load_settings(qsettings)
    assert notices and ".." not in notices[0]


def test_saved_players_that_stop_short_of_the_count_are_said(tmp_path: Path) -> None:
    qsettings = SettingsFile(tmp_path / "settings.json")
    two = AppSettings(seats=(Seat("Dee"), Seat("Ed")), rules=HouseRules(players=2))
    save_settings(qsettings, two)
    qsettings.setValue("seats/count", 4)  # a file edited by hand, or cut short
    settings, notices = load_settings(qsettings)
    assert [seat.name for seat in settings.seats][:2] == ["Dee", "Ed"]
    assert len(settings.seats) == 4
    assert len(notices) == 2 and "seat 3" in notices[0] and "seat 4" in notices[1]


def test_settings_saved_after_a_damaged_file_was_read_are_not_called_unsaved(
    tmp_path: Path,
) -> None:
    # The damaged file's status must not outlive the save that rewrote it cleanly.
    path = tmp_path / "settings.json"
    path.write_bytes(b"[table]\nlanguage=en\n" + b"\x00\xff[[[garbage\x00" * 50)
    qsettings = SettingsFile(path)
    settings, _notices = load_settings(qsettings)
    assert save_settings(qsettings, settings) is None
    assert save_rule_sets(qsettings, {}) is None


def test_two_rule_sets_never_have_names_that_look_the_same() -> None:
    plain = rules_to_json("Joe's", HouseRules())
    for hidden in ("\u200b", "\u200d", "\u2060", "\u00ad"):
        name, _rules = rules_from_json(plain.replace("Joe's", f"Jo{hidden}e's"))
        assert name == "Joe's"


def test_seats_with_a_blank_or_look_alike_name_make_no_table() -> None:
    from tonk_desktop.ui.settings.store import seats_problem

    assert (
        seats_problem([Seat("You"), Seat("\u200b\u200b", "normal")]) == "Every seat needs a name."
    )
    assert seats_problem([Seat("Ann"), Seat("\uff21nn", "normal")]) == (
        "Two seats have the same name; give each player their own."
    )
    assert seats_problem([Seat("Ann"), Seat("Bob", "normal")]) is None


def test_the_settings_and_the_game_model_default_to_the_same_seats(qsettings: SettingsFile) -> None:
    # A first start's table (nothing saved) is the table a model is given when it
    # is given no seats: you, then computers by the default names at one level.
    settings, _ = load_settings(qsettings)
    model = GameModel()
    assert settings.seats == AppSettings().seats == model.seats
    assert [seat.name for seat in model.seats] == list(DEFAULT_NAMES[:3])
    assert [seat.level for seat in model.seats] == [None, DEFAULT_LEVEL, DEFAULT_LEVEL]


def test_the_default_seats_are_the_same_in_another_language(app_language: QApplication) -> None:
    install_language(app_language, "ja")
    model = GameModel(HouseRules().replace(players=4))
    assert AppSettings().seats == GameModel().seats == model.seats[:3]
    assert [seat.name for seat in model.seats] == ["あなた", "アン", "ボブ", "カル"]
