"""The settings dialog, driven through its own widgets: every switch reaches the rules,
the next round plays by them, impossible combinations cannot be saved, presets,
named sets, export and import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMessageBox,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot
from tablekit import warnings_shown

import tonk_desktop.ui.settings.rules_page
from tonk_desktop.engine import (
    JOKER,
    Card,
    Draw,
    Hit,
    HouseRules,
    HouseRulesError,
    IllegalAction,
    LaySpread,
    Round,
    Seat,
    full_deck,
    parse_cards,
)
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.settings.apply import apply_to_model
from tonk_desktop.ui.settings.dialog import SettingsDialog, render_settings_screenshot
from tonk_desktop.ui.settings.rule_sets import NamedRuleSets
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import (
    AppSettings,
    load_rule_sets,
    load_settings,
    rules_to_json,
    settings_signals,
)
from tonk_desktop.ui.text.rules_words import SWITCHES, rules_in_words


@pytest.fixture
def qsettings(tmp_path: Path) -> SettingsFile:
    return SettingsFile(tmp_path / "settings.json")


@pytest.fixture
def dialog(qtbot: QtBot, qsettings: SettingsFile) -> SettingsDialog:
    dialog = SettingsDialog(AppSettings(), qsettings)
    qtbot.addWidget(dialog)
    return dialog


def editor(dialog: SettingsDialog, name: str) -> QWidget:
    found = dialog.findChild(QWidget, f"rule_{name}")
    assert found is not None, name
    return found


def choose(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)


def set_switch(qtbot: QtBot, dialog: SettingsDialog, name: str, value: object) -> None:
    """Change one switch the way a player does: click a box, pick an item, type a number."""
    widget = editor(dialog, name)
    if isinstance(widget, QCheckBox):
        if widget.isChecked() != value:
            dialog.show_tab("rules")
            widget.click()
    elif isinstance(widget, QComboBox):
        choose(widget, value)
    elif isinstance(widget, QSpinBox):
        widget.selectAll()
        QTest.keyClicks(widget, str(value))
        widget.interpretText()
    assert widget is not None


def set_seats(dialog: SettingsDialog, count: int) -> None:
    spin = dialog.findChild(QSpinBox, "seatCount")
    assert spin is not None
    spin.setValue(count)


def problem_text(dialog: SettingsDialog, name: str) -> str:
    label = dialog.findChild(QLabel, f"problem_{name}")
    assert label is not None
    return label.text() if not label.isHidden() else ""


# A value other than the Classic default for every switch the dialog shows.
CHANGED: dict[str, Any] = {
    "hand_size": 7,
    "jokers": 2,
    "joker_points": 20,
    "ace_points": 10,
    "initial_discard": False,
    "dealt_tonk": "50_only_49_in_turn",
    "low_deal_13": True,
    "low_deal_9": True,
    "knock_timing": "any_time",
    "knock_limit": 12,
    "must_lay_spreads": True,
    "discard_back": True,
    "discard_must_meld": True,
    "hit_runs_only": True,
    "one_hit_per_turn": True,
    "hit_penalty": "no_knock",
    "dead_books": True,
    "caught_rule": "encyclopedia",
    "dry_tie": "split",
    "tonk_needs_full_hand": True,
    "tonk_needs_new_spread": True,
    "double_double": True,
}


def test_the_dialog_shows_every_switch_of_the_rules() -> None:
    fields = set(HouseRules().to_dict()) - {"players"}  # the seats set the player count
    assert {switch.name for switch in SWITCHES} == fields == set(CHANGED)


@pytest.mark.parametrize("name", sorted(CHANGED))
def test_each_switch_changed_in_the_dialog_reaches_the_rules(
    qtbot: QtBot, dialog: SettingsDialog, name: str
) -> None:
    if name == "double_double":
        set_seats(dialog, 2)
    set_switch(qtbot, dialog, name, CHANGED[name])
    rules = dialog.settings().rules
    assert getattr(rules, name) == CHANGED[name]
    # Only that switch changed, and editing anything leaves the Classic preset.
    assert rules == HouseRules(players=rules.players).replace(**{name: CHANGED[name]})
    assert dialog.rules_page.preset.currentData() == "custom"
    assert dialog.ok_button.isEnabled()


def test_joker_points_default_is_stated(dialog: SettingsDialog) -> None:
    spin = editor(dialog, "joker_points")
    assert isinstance(spin, QSpinBox)
    assert spin.value() == 15
    assert "15" in spin.text()


def deal_next_round(dialog: SettingsDialog, model: GameModel) -> Round:
    apply_to_model(model, dialog.settings())
    model.next_round()
    assert model.round is not None
    return model.round


def test_turning_on_jokers_deals_jokers_in_the_next_round(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    model = GameModel(seed=3)
    model.new_game()
    first = model.round
    assert first is not None and JOKER not in first.deck
    set_switch(qtbot, dialog, "jokers", 2)
    # The round being played is not touched.
    apply_to_model(model, dialog.settings())
    assert model.round is first and JOKER not in first.deck
    while model.round is not None and not model.round.is_over:
        model.apply(model.round.legal_actions()[0])
    model.next_round()
    assert model.round is not None and model.round is not first
    assert list(model.round.deck).count(JOKER) == 2
    assert model.rules.jokers == 2


def test_hand_size_seven_deals_seven_cards_each(qtbot: QtBot, dialog: SettingsDialog) -> None:
    set_switch(qtbot, dialog, "hand_size", 7)
    model = GameModel(seed=5)
    rnd = deal_next_round(dialog, model)
    assert [len(rnd.hand(p)) for p in range(rnd.players)] == [7, 7, 7]


def stacked_deck(hands: list[str], up_card: str, stock_top: str) -> list[Card]:
    """Dealer 0, three players: player 1 is dealt first."""
    cards = [parse_cards(hand) for hand in hands]
    deck: list[Card] = []
    for k in range(15):
        deck.append(cards[(1 + k) % 3][k // 3])
    deck += [Card.parse(up_card), *parse_cards(stock_top)]
    deck += [card for card in full_deck() if card not in deck]
    return deck


def test_hit_runs_only_refuses_a_hit_on_a_book_with_the_reason(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    deck = stacked_deck(["2C 3C 4D 9S 10S", "8C 8D 8H 8S KD", "5H 6H 9D JC QC"], "2D", "3D")

    def play_to_the_hit(rules: HouseRules) -> Round:
        rnd = Round.deal(rules, dealer=0, deck=deck)
        rnd.apply(Draw("stock"))
        rnd.apply(LaySpread(tuple(parse_cards("8C 8D 8H"))))
        return rnd

    hit_on_book = Hit(Card.parse("8S"), 0)
    classic = play_to_the_hit(dialog.settings().rules)
    assert hit_on_book in classic.legal_actions()

    set_switch(qtbot, dialog, "hit_runs_only", True)
    rnd = play_to_the_hit(dialog.settings().rules)
    assert hit_on_book not in rnd.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        rnd.apply(hit_on_book)
    assert "run" in refused.value.reason


def test_choosing_encyclopedia_sets_its_switches_and_editing_makes_custom(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    preset = dialog.rules_page.preset
    assert preset.currentData() == "classic"
    preset.setCurrentIndex(preset.findData("encyclopedia"))
    preset.activated.emit(preset.currentIndex())
    assert dialog.settings().rules == HouseRules.preset("encyclopedia")
    jokers = editor(dialog, "jokers")
    caught = editor(dialog, "caught_rule")
    assert isinstance(jokers, QComboBox) and jokers.currentData() == 2
    assert isinstance(caught, QComboBox) and caught.currentData() == "encyclopedia"
    assert dialog.rules_page.caught_example.caught_rule == "encyclopedia"

    set_switch(qtbot, dialog, "dead_books", True)
    assert preset.currentData() == "custom"
    set_switch(qtbot, dialog, "dead_books", False)
    assert preset.currentData() == "encyclopedia"

    preset.setCurrentIndex(preset.findData("classic"))
    preset.activated.emit(preset.currentIndex())
    assert dialog.settings().rules == HouseRules()


def test_an_impossible_combination_is_explained_and_cannot_be_saved(
    qtbot: QtBot, dialog: SettingsDialog, qsettings: SettingsFile
) -> None:
    set_switch(qtbot, dialog, "double_double", True)  # three seats
    text = problem_text(dialog, "double_double")
    assert "two players" in text
    assert problem_text(dialog, "players") == text  # said on the seats tab too
    assert not dialog.ok_button.isEnabled()
    with pytest.raises(ValueError, match="double_double"):
        dialog.settings()
    dialog.accept()
    assert dialog.isVisible() is False and not qsettings.contains("rules/double_double")

    set_seats(dialog, 2)
    assert problem_text(dialog, "double_double") == ""
    assert dialog.ok_button.isEnabled()


def test_seats_need_names_and_a_person(qtbot: QtBot, dialog: SettingsDialog) -> None:
    name = dialog.players_page.names[1]
    name.clear()
    assert "name" in problem_text(dialog, "seats")
    assert not dialog.ok_button.isEnabled()
    QTest.keyClicks(name, "Zoe")
    assert dialog.ok_button.isEnabled()
    choose(dialog.players_page.kinds[0], "computer")
    assert "person" in problem_text(dialog, "seats")
    assert not dialog.ok_button.isEnabled()


def test_only_an_iso_4217_currency_is_taken(qtbot: QtBot, dialog: SettingsDialog) -> None:
    # Any three letters were taken ("ABC"), and the ledger kept a stake in them.
    currency = dialog.players_page.currency
    line = currency.lineEdit()
    assert line is not None
    line.selectAll()
    QTest.keyClicks(line, "abc")
    assert problem_text(dialog, "stake") == (
        "“ABC” is not a currency code. Type an ISO 4217 code, such as USD, EUR or JPY."
    )
    assert not dialog.ok_button.isEnabled()
    line.selectAll()
    QTest.keyClicks(line, "nok")  # not in the list offered, but a currency
    assert problem_text(dialog, "stake") == ""
    assert dialog.ok_button.isEnabled()
    line.clear()
    assert "three-letter code" in problem_text(dialog, "stake")


def test_picking_a_language_renames_the_seats_nobody_renamed(
    qtbot: QtBot, qsettings: SettingsFile, app_language: QApplication
) -> None:
    dialog = SettingsDialog(AppSettings(), qsettings)
    qtbot.addWidget(dialog)
    names = dialog.players_page.names
    names[1].setText("Zoë")
    choose(dialog.table_page.language, "ja")
    assert [field.text() for field in names] == ["あなた", "Zoë", "ボブ", "カル"]
    choose(dialog.table_page.language, "hu")
    assert names[1].text() == "Zoë" and names[2].text() not in ("Bob", "ボブ", "")
    choose(dialog.table_page.language, "en")
    assert [field.text() for field in names] == ["You", "Zoë", "Bob", "Cal"]
    assert [seat.name for seat in dialog.settings().seats] == ["You", "Zoë", "Bob"]


@pytest.mark.parametrize("language", ["ja", "hu", "ru"])
def test_a_language_round_trip_leaves_english_default_names(
    qtbot: QtBot, qsettings: SettingsFile, app_language: QApplication, language: str
) -> None:
    # Before: the file kept "Вы, Аня, Боря" as if typed, and English Settings
    # showed them (the program back in English: `--lang en`, or the system's).
    from tonk_desktop.ui.settings.feature import switch_language

    dialog = SettingsDialog(AppSettings(), qsettings)
    qtbot.addWidget(dialog)
    choose(dialog.table_page.language, language)
    dialog.ok_button.click()
    switch_language(language)
    switch_language("en")
    settings, _ = load_settings(qsettings)
    again = SettingsDialog(settings, qsettings)
    qtbot.addWidget(again)
    assert [field.text() for field in again.players_page.names[:3]] == ["You", "Ann", "Bob"]
    assert [GameModel(settings.rules, settings.seats).name(p) for p in range(3)] == [
        "You",
        "Ann",
        "Bob",
    ]
    choose(again.table_page.language, "en")
    again.ok_button.click()
    settings, _ = load_settings(qsettings)
    assert [seat.name for seat in settings.seats] == ["You", "Ann", "Bob"]


@pytest.mark.parametrize("language", ["ja", "hu", "ru"])
def test_a_typed_name_survives_every_language(
    qtbot: QtBot, qsettings: SettingsFile, app_language: QApplication, language: str
) -> None:
    # "Bob" typed as the person's own name at seat 1: a default name elsewhere,
    # but typed here, so never "Боря"; and "Anna" typed at seat 2 stays too.
    dialog = SettingsDialog(AppSettings(), qsettings)
    qtbot.addWidget(dialog)
    dialog.players_page.names[0].clear()
    QTest.keyClicks(dialog.players_page.names[0], "Bob")
    dialog.players_page.names[1].setText("Anna")
    dialog.players_page.names[2].setText("Ann")  # seat 3 is Bob's by default: swap them
    dialog.ok_button.click()
    from tonk_desktop.ui.settings.feature import switch_language

    settings, _ = load_settings(qsettings)
    try:
        for code in (language, "en"):
            dialog = SettingsDialog(settings, qsettings)
            qtbot.addWidget(dialog)
            choose(dialog.table_page.language, code)
            shown = [field.text() for field in dialog.players_page.names[:3]]
            assert shown == ["Bob", "Anna", "Ann"]
            dialog.ok_button.click()
            switch_language(code)
            settings, _ = load_settings(qsettings)
            assert [seat.name for seat in settings.seats] == ["Bob", "Anna", "Ann"]
            model = GameModel(settings.rules, settings.seats)
            assert [model.name(p) for p in range(3)] == ["Bob", "Anna", "Ann"]
    finally:
        switch_language("en")


def test_an_old_file_keeps_every_name_as_the_table_showed_it(
    qsettings: SettingsFile, app_language: QApplication
) -> None:
    # A file from before the default_name flag: Russian default names at their
    # seats (left by a language switch) stay default ones, shown as the table
    # showed them; "Cal" at seat 1 is not that seat's default, so it is typed.
    from tonk_desktop.ui.settings.feature import switch_language

    qsettings.setValue("seats/count", 3)
    for seat, (name, kind) in enumerate(
        (("Cal", "person"), ("Аня", "computer"), ("Боря", "computer"))
    ):
        qsettings.setValue(f"seats/{seat}/name", name)
        qsettings.setValue(f"seats/{seat}/kind", kind)
    settings, notices = load_settings(qsettings)
    assert notices == []
    assert [(seat.name, seat.named_by_default) for seat in settings.seats] == [
        ("Cal", False),
        ("Ann", True),
        ("Bob", True),
    ]
    try:
        switch_language("ru")
        model = GameModel(settings.rules, settings.seats)
        assert [model.name(p) for p in range(3)] == ["Cal", "Аня", "Боря"]
    finally:
        switch_language("en")


def test_players_and_levels_reach_the_seats(qtbot: QtBot, dialog: SettingsDialog) -> None:
    set_seats(dialog, 4)
    page = dialog.players_page
    choose(page.kinds[1], "person")
    choose(page.levels[3], "hard")
    page.names[3].setText("Dee")
    settings = dialog.settings()
    assert settings.rules.players == 4
    assert settings.seats == (Seat("You"), Seat("Ann"), Seat("Bob", "normal"), Seat("Dee", "hard"))
    assert not page.levels[1].isEnabled()  # a person has no level


def test_ok_saves_to_qsettings_and_tells_the_app(
    qtbot: QtBot, dialog: SettingsDialog, qsettings: SettingsFile
) -> None:
    set_switch(qtbot, dialog, "hand_size", 9)
    dialog.players_page.stake.setValue(2.5)
    choose(dialog.table_page.speed, "instant")
    choose(dialog.table_page.language, "ru")
    dialog.table_page.four_colour.click()
    dialog.table_page.backs.setCurrentRow(dialog.table_page.backs.count() - 1)
    with qtbot.waitSignal(settings_signals().settingsChanged) as changed:
        dialog.ok_button.click()
    saved = changed.args[0]
    assert isinstance(saved, AppSettings)
    assert saved.rules.hand_size == 9
    assert saved.stake_minor == 250
    assert saved.animation_speed == "instant" and saved.animation_factor == 0
    assert saved.language == "ru" and saved.four_colour
    assert saved.card_back == "red"
    loaded, notices = load_settings(qsettings, card_backs=["black", "blue", "red"])
    assert notices == []
    # The seats nobody named are read back by their default names in the
    # language on (English here: the file's Russian is switched on at start-up).
    assert [seat.name for seat in saved.seats] == ["Вы", "Аня", "Боря"]
    assert [seat.name for seat in loaded.seats] == ["You", "Ann", "Bob"]
    assert all(seat.named_by_default for seat in loaded.seats)
    assert loaded.replace(seats=saved.seats) == saved


def test_cancel_changes_nothing(
    qtbot: QtBot, dialog: SettingsDialog, qsettings: SettingsFile
) -> None:
    set_switch(qtbot, dialog, "hand_size", 9)
    dialog.reject()
    assert load_settings(qsettings)[0] == AppSettings()


def test_the_caught_example_is_rules_md_examples_1_and_2(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    example = dialog.rules_page.caught_example
    assert example.totals == (12, 8, 15)  # Ann knocks with 12, Bob 8, Cleo 15
    assert example.settlement().net == (-3, 4, -1)  # example 1, classic
    assert example.net_text() == ("−3", "+4", "−1")
    # One line per payer and payee: the caught knocker's 2 and the winner's 1 said apart.
    assert example.payments_text().splitlines() == [
        "Ann pays Bob 3 (2 for being caught + 1 for the win)",
        "Cleo pays Bob 1",
    ]
    set_switch(qtbot, dialog, "caught_rule", "encyclopedia")
    assert example.settlement().net == (-2, 3, -1)  # example 2
    assert example.net_text() == ("−2", "+3", "−1")
    assert "Ann pays Bob 2 (1 for being caught + 1 for the win)" in example.payments_text()


def test_the_hits_example_crosses_out_a_hit_on_a_book(qtbot: QtBot, dialog: SettingsDialog) -> None:
    book_hit = dialog.rules_page.book_hit
    assert not book_hit.crossed
    set_switch(qtbot, dialog, "hit_runs_only", True)
    assert book_hit.crossed
    assert book_hit.accessibleName().startswith("Not allowed")


def save_as(monkeypatch: pytest.MonkeyPatch, page: NamedRuleSets, name: str) -> None:
    """Save as… with `name` typed into the box it asks for."""
    monkeypatch.setattr(page, "ask_name", lambda title, text: (name, True))
    page.save_button.click()


def test_saving_over_a_named_set_asks_first(
    qtbot: QtBot, dialog: SettingsDialog, qsettings: SettingsFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = dialog.rules_page.named_sets
    set_switch(qtbot, dialog, "hit_runs_only", True)
    save_as(monkeypatch, page, "Ours")
    set_switch(qtbot, dialog, "dead_books", True)
    asked: list[str] = []

    def no(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", no)
    save_as(monkeypatch, page, "ours")
    assert asked and "Ours" in asked[0]
    assert load_rule_sets(qsettings)[0] == {"Ours": HouseRules(hit_runs_only=True)}  # kept
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    page.save_button.click()
    both = HouseRules(hit_runs_only=True, dead_books=True)
    assert load_rule_sets(qsettings)[0] == {"ours": both}  # one set, not "Ours" and "ours"


def test_a_named_set_is_saved_loaded_and_deleted(
    qtbot: QtBot, dialog: SettingsDialog, qsettings: SettingsFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = dialog.rules_page.named_sets
    set_switch(qtbot, dialog, "hit_runs_only", True)
    save_as(monkeypatch, page, "Friday night")
    assert load_rule_sets(qsettings)[0] == {"Friday night": HouseRules(hit_runs_only=True)}

    set_switch(qtbot, dialog, "hit_runs_only", False)
    assert page.sets.currentText() == "Friday night"
    page.load_button.click()
    assert dialog.settings().rules == HouseRules(hit_runs_only=True)

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    page.delete_button.click()
    assert load_rule_sets(qsettings)[0] == {}
    assert page.sets.count() == 0


def test_export_then_import_round_trips(
    qtbot: QtBot,
    dialog: SettingsDialog,
    qsettings: SettingsFile,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    page = dialog.rules_page.named_sets
    set_switch(qtbot, dialog, "jokers", 2)
    set_switch(qtbot, dialog, "hit_penalty", "no_spreads")
    exported = dialog.settings().rules
    target = tmp_path / "joes.json"
    monkeypatch.setattr(page, "ask_name", lambda title, text: ("Joe's", True))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.export_button.click()
    document = json.loads(target.read_text(encoding="utf-8"))
    assert document == {
        "format": "tonk-house-rules",
        "version": 1,
        "name": "Joe's",
        "rules": {k: v for k, v in exported.to_dict().items() if k != "players"},
    }

    preset = dialog.rules_page.preset
    preset.setCurrentIndex(preset.findData("classic"))
    preset.activated.emit(preset.currentIndex())
    assert dialog.settings().rules == HouseRules()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
    page.import_button.click()
    assert dialog.settings().rules == exported
    assert load_rule_sets(qsettings)[0] == {"Joe's": exported}
    assert page.sets.currentText() == "Joe's"


@pytest.mark.parametrize(
    "content",
    [
        b"{ this is not json",
        b'{"format": "some-other-game", "version": 1}',
        b"\xff\xfe\x00garbage",
        rules_to_json("Bad", HouseRules()).replace('"hand_size": 5', '"hand_size": 6').encode(),
        b"[" * 200_000 + b"]" * 200_000,  # nested too deep for the JSON reader
        rules_to_json("True", HouseRules()).replace('"version": 1', '"version": true').encode(),
    ],
)
def test_a_broken_import_changes_nothing_and_says_why(
    qtbot: QtBot,
    dialog: SettingsDialog,
    qsettings: SettingsFile,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    content: bytes,
) -> None:
    set_switch(qtbot, dialog, "dead_books", True)
    before = dialog.settings()
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    warnings = warnings_shown(monkeypatch)
    dialog.rules_page.named_sets.import_button.click()
    assert len(warnings) == 1
    assert "Nothing was imported" in warnings[0] and "broken.json" in warnings[0]
    assert dialog.settings() == before
    assert load_rule_sets(qsettings)[0] == {}
    assert not qsettings.contains("rule_sets/json")


def test_a_rules_file_saved_by_notepad_imports(
    dialog: SettingsDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "notepad.json"
    rules = HouseRules(dead_books=True)
    path.write_bytes(b"\xef\xbb\xbf" + rules_to_json("Ours", rules).encode())  # with a BOM
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    dialog.rules_page.named_sets.import_button.click()
    assert dialog.settings().rules == rules


def test_a_missing_import_file_says_so(
    dialog: SettingsDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = tmp_path / "nowhere.json"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(missing), ""))
    warnings = warnings_shown(monkeypatch)
    dialog.rules_page.named_sets.import_button.click()
    assert len(warnings) == 1 and "nowhere.json" in warnings[0]


def test_the_dialog_opens_on_saved_settings(qtbot: QtBot, qsettings: SettingsFile) -> None:
    settings = AppSettings(
        rules=HouseRules.preset("encyclopedia").replace(players=4, hand_size=9),
        seats=(*AppSettings().seats, Seat("Dee", "hard")),
        currency="JPY",
        stake_minor=500,
        four_colour=True,
    )
    dialog = SettingsDialog(settings, qsettings)
    qtbot.addWidget(dialog)
    assert dialog.settings() == settings
    assert dialog.players_page.stake.decimals() == 0
    assert dialog.rules_page.preset.currentData() == "custom"


def test_rules_in_words_says_each_switch() -> None:
    classic = "\n".join(rules_in_words(HouseRules()))
    assert "Classic, 3 players" in classic
    assert "5 cards" in classic and "No jokers" in classic
    assert "pays 2 to each player as low or lower" in classic
    custom = "\n".join(
        rules_in_words(
            HouseRules(jokers=2, joker_points=20, hit_runs_only=True, knock_limit=10, hand_size=7)
        )
    )
    assert "Custom" in custom and "7 cards" in custom
    assert "counts 20 points" in custom
    assert "runs only" in custom
    assert "10 points or fewer" in custom


def test_render_settings_screenshot_writes_each_tab(qtbot: QtBot, tmp_path: Path) -> None:
    for tab in ("rules", "players", "table"):
        path = render_settings_screenshot(tmp_path / f"{tab}.png", (900, 650), tab)
        assert path.stat().st_size > 10_000


def test_four_colour_preview_follows_the_box(dialog: SettingsDialog) -> None:
    page = dialog.table_page
    assert page.preview.cards == tuple(parse_cards("AS KH QD JC"))
    assert page.preview.four_colour is False
    page.four_colour.click()
    assert dialog.settings().four_colour
    assert page.preview.four_colour is True


def test_the_arrow_keys_walk_the_table_colours_without_opening_a_colour_dialog(
    dialog: SettingsDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []

    def pick(*args: object, **kwargs: object) -> QColor:
        opened.append("dialog")
        return QColor("#123456")

    monkeypatch.setattr(QColorDialog, "getColor", pick)
    page = dialog.table_page
    swatches = page.colour_group.buttons()
    swatches[0].setFocus()
    for _ in range(len(swatches) + 2):  # past the last swatch
        QTest.keyClick(QApplication.focusWidget() or swatches[0], Qt.Key.Key_Right)
    assert opened == []
    page.other_colour.click()
    assert opened == ["dialog"]
    assert page.colour() == "#123456"
    assert not any(button.isChecked() for button in swatches)  # no swatch is that colour


def test_settings_the_file_refuses_are_said_not_saved_and_still_apply(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A settings "file" that cannot be written (here a folder in its place; for
    # a player, a file left by `sudo tonk`): before, OK said nothing and the
    # next start had lost every change.
    blocked = tmp_path / "settings.json"
    blocked.mkdir()
    qsettings = SettingsFile(blocked)
    told = warnings_shown(monkeypatch)
    dialog = SettingsDialog(AppSettings(), qsettings)
    qtbot.addWidget(dialog)
    save_as(monkeypatch, dialog.rules_page.named_sets, "Ours")
    assert told and "not saved" in told[0] and str(blocked) in told[0]
    received: list[AppSettings] = []
    settings_signals().settingsChanged.connect(received.append)
    try:
        dialog.players_page.names[1].setText("Zoë")
        dialog.accept()
    finally:
        settings_signals().settingsChanged.disconnect(received.append)
    assert len(told) == 2 and "not saved" in told[1] and "until you quit" in told[1]
    assert received and received[0].seats[1].name == "Zoë"  # applied all the same


def test_an_endless_file_is_refused_without_reading_it_all(
    dialog: SettingsDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    # /dev/zero never ends: the import used to read until memory ran out.
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("/dev/zero", ""))
    warnings = warnings_shown(monkeypatch)
    dialog.rules_page.named_sets.import_button.click()
    assert len(warnings) == 1 and "far too big" in warnings[0]


def test_a_huge_bad_value_is_quoted_short(
    dialog: SettingsDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "long.json"
    document = json.loads(rules_to_json("Ours", HouseRules()))
    document["rules"]["jokers"] = "x" * 500_000
    path.write_text(json.dumps(document), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    warnings = warnings_shown(monkeypatch)
    dialog.rules_page.named_sets.import_button.click()
    assert len(warnings) == 1 and len(warnings[0]) < 1000


@pytest.mark.parametrize("hand_size", [7, 9])
def test_dealt_tonk_and_low_deals_are_unavailable_with_more_than_five_cards(
    dialog: SettingsDialog, hand_size: int
) -> None:
    dialog.show()
    dialog.show_tab("rules")
    note = dialog.findChild(QWidget, "fiveCardNote")
    assert note is not None and not note.isVisibleTo(dialog)
    switches = ("dealt_tonk", "low_deal_13", "low_deal_9")
    assert all(editor(dialog, name).isEnabled() for name in switches)
    choose(editor(dialog, "hand_size"), hand_size)  # type: ignore[arg-type]
    assert not any(editor(dialog, name).isEnabled() for name in switches)
    assert note.isVisibleTo(dialog)
    assert "five cards" in note.text() and "45 points" in note.text()  # type: ignore[attr-defined]
    choose(editor(dialog, "hand_size"), 5)  # type: ignore[arg-type]
    assert all(editor(dialog, name).isEnabled() for name in switches)
    assert not note.isVisibleTo(dialog)


def test_the_wheel_scrolls_the_rules_page_and_changes_no_rule(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication, QScrollArea

    dialog.resize(900, 500)
    dialog.show()
    dialog.show_tab("rules")
    qtbot.waitExposed(dialog)
    combo = editor(dialog, "caught_rule")
    assert isinstance(combo, QComboBox)
    scroll = dialog.rules_page.findChild(QScrollArea)
    assert scroll is not None
    bar = scroll.verticalScrollBar()
    before_index, before_scroll = combo.currentIndex(), bar.value()
    assert bar.maximum() > 0

    def wheel() -> None:
        centre = QPointF(combo.rect().center())
        event = QWheelEvent(
            centre,
            QPointF(combo.mapToGlobal(QPoint(5, 5))),
            QPoint(0, 0),
            QPoint(0, -120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(combo, event)

    wheel()
    assert combo.currentIndex() == before_index  # before, the rule changed under the wheel
    assert bar.value() > before_scroll  # the page scrolled instead
    combo.setFocus()  # clicked or tabbed into: now the wheel is the control's
    qtbot.waitUntil(combo.hasFocus)
    wheel()
    assert combo.currentIndex() != before_index


def test_the_editors_offer_exactly_the_values_each_rule_declares(dialog: SettingsDialog) -> None:
    editors = dialog.rules_page.editors
    for name, editor in editors.items():
        allowed = HouseRules.allowed(name)
        if isinstance(editor, QComboBox):
            offered = tuple(editor.itemData(i) for i in range(editor.count()))
            assert offered == allowed.choices, name
        elif isinstance(editor, QSpinBox):
            assert (editor.minimum(), editor.maximum()) == (allowed.low, allowed.high), name
        else:
            assert allowed.is_switch, name


def test_a_broken_rule_is_worded_from_its_code_not_its_message(
    dialog: SettingsDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused(**values: object) -> HouseRules:
        raise HouseRulesError("hand_size", "deck_too_small", "(any English at all)", 9)

    monkeypatch.setattr(tonk_desktop.ui.settings.rules_page, "HouseRules", refused)
    field, words = dialog.rules_page.problem() or ("", "")
    assert field == "hand_size"
    assert words == "There are not enough cards to deal this many hands of this size."


def test_an_imported_rule_sets_name_is_shown_as_plain_text(
    dialog: SettingsDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt

    path = tmp_path / "shared.json"
    name = '<img src="/etc/hostname">'
    path.write_text(rules_to_json(name, HouseRules(dead_books=True)), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    dialog.rules_page.named_sets.import_button.click()
    message = dialog.rules_page.named_sets.sets_message
    assert name in message.text()
    assert message.textFormat() == Qt.TextFormat.PlainText


def test_importing_a_folder_says_so_in_words(
    dialog: SettingsDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path), ""))
    warnings = warnings_shown(monkeypatch)
    dialog.rules_page.named_sets.import_button.click()
    assert len(warnings) == 1 and "This is a folder, not a house-rules file." in warnings[0]
    assert "Errno" not in warnings[0]


def test_a_personality_reaches_its_seat_and_says_how_it_plays(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    set_seats(dialog, 3)
    page = dialog.players_page
    notes = dialog.findChild(QLabel, "personalityNotes")
    assert notes is not None and notes.text() == ""
    choose(page.levels[2], "collector")
    choose(page.levels[1], "cautious")
    assert [seat.level for seat in dialog.settings().seats[1:]] == ["cautious", "collector"]
    assert notes.text().splitlines() == [
        page.personalities["cautious"],
        page.personalities["collector"],
    ]
    index = page.levels[2].findData("collector")
    assert (
        page.levels[2].itemData(index, Qt.ItemDataRole.ToolTipRole) == notes.text().split("\n")[1]
    )
    choose(page.kinds[1], "person")  # a person has no personality to explain
    assert notes.text() == page.personalities["collector"]


def test_a_rule_set_is_the_rules_without_the_table_size(
    qtbot: QtBot,
    dialog: SettingsDialog,
    qsettings: SettingsFile,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Before: double-double could be saved only at a two-seat table, and the file
    # said "players": 2, tying the set to a table size.
    rules_page = dialog.rules_page
    page = rules_page.named_sets
    assert rules_page._players == 3
    set_switch(qtbot, dialog, "double_double", True)
    assert rules_page.problem() is not None  # not at this table...
    save_as(monkeypatch, page, "Heads up")  # ...but a set may hold it
    saved = load_rule_sets(qsettings)[0]
    assert list(saved) == ["Heads up"] and saved["Heads up"].double_double
    stored = json.loads(str(qsettings.value("rule_sets/json")))
    assert "players" not in stored["Heads up"]
    target = tmp_path / "heads-up.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.export_button.click()
    assert "players" not in json.loads(target.read_text(encoding="utf-8"))["rules"]
    # Loaded at a table, the table's own count is checked: at three seats it says so.
    set_switch(qtbot, dialog, "double_double", False)
    page.load_button.click()
    assert rules_page.values()["players"] == 3
    problem = rules_page.problem()
    assert problem is not None and problem[0] == "double_double"


def test_the_save_dialog_is_wide_enough_for_its_title(
    qtbot: QtBot, dialog: SettingsDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before: the name box was narrower than its title, cut to "Save h… rules".
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QFontMetrics

    page = dialog.rules_page.named_sets
    seen: list[tuple[str, int, int]] = []

    def look() -> None:
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QInputDialog))
        seen.append(
            (
                box.windowTitle(),
                box.width(),
                QFontMetrics(box.font()).horizontalAdvance(box.windowTitle()),
            )
        )
        box.reject()

    QTimer.singleShot(0, look)
    assert page.ask_name("Save house rules", "Ours") == ("Ours", False)
    title, width, needed = seen[0]
    assert title == "Save house rules"
    assert width >= needed + 120


def test_export_and_import_open_in_documents_not_the_programs_folder(
    qtbot: QtBot, dialog: SettingsDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before: the export dialog opened on a bare file name, in the folder the
    # program was started from; the import dialog too.
    from tonk_desktop.ui import save_folder
    from tonk_desktop.ui.save_folder import documents_folder

    monkeypatch.setattr(save_folder, "_last", [])  # nothing saved yet in this run
    page = dialog.rules_page.named_sets
    asked: list[str] = []
    monkeypatch.setattr(page, "ask_name", lambda title, text: ("Ours", True))

    def chosen(_parent: object, _title: str, where: str, *_rest: object) -> tuple[str, str]:
        asked.append(where)
        return "", ""  # cancelled

    monkeypatch.setattr(QFileDialog, "getSaveFileName", chosen)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", chosen)
    page.export_button.click()
    page.import_button.click()
    assert len(asked) == 2
    assert Path(asked[0]).parent == documents_folder() and asked[0].endswith(".tonk-rules.json")
    assert Path(asked[1]) == documents_folder()
