"""What the window tells a player they may do, and what Enter does, follow the
moves the rules allow them; the rules texts say what the engine does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import scripted_factory, stacked

from tonk_desktop.engine import Discard, Draw, HouseRules, Knock, Round, RoundResult
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.text.rules_text import rules_html
from tonk_desktop.ui.text.rules_words import rules_in_words
from tonk_desktop.ui.text.words import result_sentence

FORTY_NINE = "KD QD QH QS 9D"
PLAIN = ["2C 3D 4H 5S 7C", "QC JC 9C 4S 3H", "KH JS 10S 4D 3S"]


def window_for(qtbot: QtBot, rules: HouseRules, hands: list[str], stock: list[str]) -> MainWindow:
    model = GameModel(rules, default_seats(rules.players), seed=1)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, bot_factory=scripted_factory, seed=1, start=False)
    qtbot.addWidget(window)
    window.bots.paused = True
    model.new_game(deck=stacked(hands, "KC", stock, rules.players), dealer=rules.players - 1)
    window.view.setFocus()
    return window


def test_enter_declares_a_dealt_49_instead_of_drawing_past_it(qtbot: QtBot) -> None:
    rules = HouseRules(dealt_tonk="50_only_49_in_turn")
    window = window_for(qtbot, rules, [FORTY_NINE, *PLAIN[1:]], ["8C"])
    assert "declare your dealt 49" in window.prompt.text()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    rnd = window.model.round
    assert rnd is not None and rnd.result is not None and rnd.result.kind == "dealt_tonk"


def test_enter_never_declines_the_discard_when_the_stock_is_dry(qtbot: QtBot) -> None:
    window = window_for(qtbot, HouseRules(), PLAIN, [])
    model = window.model
    rnd = model.round
    assert rnd is not None
    while rnd.stock_count:  # everyone draws and throws the card back until the stock is dry
        model.apply(Draw("stock"))
        model.apply(Discard(rnd.hand(rnd.current)[-1]))
    while rnd.current != 0:
        model.apply(Draw("discard"))
        hand = rnd.hand(rnd.current)
        model.apply(Discard(next(card for card in hand if card != rnd.taken)))
    assert "decline the discard to end the round" in window.prompt.text()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert not rnd.is_over and rnd.phase == "play"  # it took the discard


def test_the_prompt_offers_only_what_the_rules_allow(qtbot: QtBot) -> None:
    rules = HouseRules(knock_limit=5)  # your 21 points may not knock
    window = window_for(qtbot, rules, PLAIN, ["8C"])
    prompt = window.prompt.text()
    assert prompt.startswith("Your turn: ") and "knock" not in prompt
    assert "draw from the stock (T)" in prompt and "take the discard (P)" in prompt
    window.model.apply(Draw("stock"))
    prompt = window.prompt.text()
    assert "discard (D)" in prompt and "spread (S)" not in prompt  # no spread in this hand


def test_the_prompt_says_when_you_are_held(qtbot: QtBot) -> None:
    rules = HouseRules(hit_penalty="no_knock")
    window = window_for(qtbot, rules, PLAIN, ["8C"])
    rnd = window.model.round
    assert rnd is not None
    rnd.held_now = True  # as after another player hit your spread
    rnd._legal_cache = None
    window.refresh_controls()
    assert "You are held this turn: you may not knock." in window.prompt.text()
    assert "knock (K)" not in window.prompt.text()
    assert Knock() not in rnd.legal_actions()


def test_quit_and_rules_have_keys_on_every_platform(qtbot: QtBot) -> None:
    window = window_for(qtbot, HouseRules(), PLAIN, ["8C"])
    assert not window.quit_action.shortcut().isEmpty()
    assert not window.rules_action.shortcut().isEmpty()
    native = window.quit_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert native  # what the shortcuts list shows


def test_a_tonk_out_is_said_in_stakes_not_units() -> None:
    model = GameModel(HouseRules(), seed=1)
    result = RoundResult(
        "tonk_out", winners=(1,), payments=(), net=(-2, 4, -2), totals=(9, 0, 9), units=2
    )
    assert result_sentence(model, result) == "Ann tonked out: twice the stake from everyone"


def test_three_players_winning_at_the_deal_is_no_longer_called_two() -> None:
    model = GameModel(HouseRules(), seed=1)
    result = RoundResult("misdeal", winners=(), payments=(), net=(0, 0, 0), totals=(9, 9, 9))
    assert result_sentence(model, result).startswith("Two or more players won at the deal")


def test_the_rules_page_gives_the_tables_own_hand_size() -> None:
    assert "dealt 7 cards instead of five" in rules_html(HouseRules(hand_size=7), "en")
    assert "dealt seven or nine cards" in rules_html(HouseRules(), "en")


def test_rules_in_play_do_not_offer_throwing_back_a_card_that_must_be_played() -> None:
    lines = rules_in_words(HouseRules(discard_back=True, discard_must_meld=True))
    assert "A card taken from the discard pile must be played that turn." in lines
    assert not any("thrown back" in line for line in lines)


def test_rules_in_play_inside_a_session_say_the_session_keeps_its_rules(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from tonk_desktop.ledger import Money, Seat
    from tonk_desktop.ui.ledger.feature import install_ledger
    from tonk_desktop.ui.settings.feature import install_settings
    from tonk_desktop.ui.settings.store import AppSettings

    window = window_for(qtbot, HouseRules(), PLAIN, ["8C"])
    ledger_feature = install_ledger(window, tmp_path / "ledger.sqlite3")
    assert ledger_feature is not None
    qsettings = SettingsFile(tmp_path / "settings.json")
    settings_feature = install_settings(window, AppSettings(), [], qsettings)
    seats = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]
    sid = ledger_feature.ledger.create_session("Friday", seats, Money(50, "EUR"), HouseRules())
    ledger_feature.play_session(sid)
    settings_feature.settings = AppSettings(rules=HouseRules(caught_rule="encyclopedia"))
    dialog = settings_feature.show_rules_in_play()
    qtbot.addWidget(dialog)
    assert not dialog.pending_note.isHidden()
    assert "“Friday” keeps its own rules" in dialog.pending_note.text()
    assert isinstance(window.model.round, Round)
