"""The GameModel and the window's views of it: balances in money, the deal passing
left, rounds settled at the deal, configuration for the next round, hints,
animations, and the tonk command line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QTextBrowser
from pytestqt.qtbot import QtBot
from tablekit import HANDS, STOCK_TOP, UP_CARD, make_window, stacked

from tonk_desktop import __version__
from tonk_desktop.engine import Discard, Draw, HouseRules, Knock, Seat
from tonk_desktop.ui.help import SHORTCUTS, about_html
from tonk_desktop.ui.model import Change, GameModel, default_seats
from tonk_desktop.ui.text.money import format_money


def test_money_is_units_times_the_stake() -> None:
    assert format_money(250, "USD", code=False) == "2.50"
    assert format_money(-100, "USD", signed=True, code=False) == "−1.00"
    assert format_money(5, "USD", signed=True, code=False) == "+0.05"
    model = GameModel(stake_minor=25, seed=1)
    assert model.money(2) == 50


def test_a_person_cannot_act_for_a_computer(qtbot: QtBot) -> None:
    model = GameModel(seed=1)
    model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP), dealer=0)  # Ann plays first
    refusals: list[str] = []
    model.refused.connect(lambda reason, code: refusals.append(code))
    rnd = model.round
    assert rnd is not None and rnd.current == 1
    assert model.apply(Draw("stock"), player=0) == "It is Ann's turn, not yours."
    assert refusals == ["not_your_turn"]
    assert rnd.history == []


def test_the_deal_passes_to_the_left_and_balances_add_up(qtbot: QtBot) -> None:
    model = GameModel(seed=3)
    changes: list[Change] = []
    model.changed.connect(changes.append)
    model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP), dealer=2)
    assert [c.kind for c in changes] == ["new_game", "deal"]
    model.apply(Knock())
    assert changes[-1].kind == "round_over" and changes[-1].result is not None
    assert model.balances == (200, -100, -100)
    assert sum(model.balances) == 0
    model.next_round(deck=stacked(HANDS, UP_CARD, STOCK_TOP))
    assert model.round is not None and model.round.dealer == 0
    assert model.round_number == 2


def test_configure_takes_effect_at_the_next_round(qtbot: QtBot) -> None:
    model = GameModel(seed=3)
    model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP), dealer=2)
    rules = HouseRules.preset("encyclopedia").replace(players=3)
    seats = (Seat("Me"), Seat("Ann", "hard"), Seat("Bob", "normal"))
    model.configure(rules, seats, 50)
    assert model.rules == HouseRules() and model.stake_minor == 100  # this round unchanged
    model.apply(Knock())  # 29 against 36 and 37: a knock won, paid at the old stake
    assert model.balances == (200, -100, -100)
    model.next_round()
    assert model.rules == rules and model.seats == seats and model.stake_minor == 50
    assert model.round is not None and model.round.rules == rules
    assert model.balances == (200, -100, -100)  # same table, balances carried
    with pytest.raises(ValueError):
        model.configure(HouseRules(), default_seats(4), 100)  # 4 seats, rules for 3
    with pytest.raises(ValueError):
        model.configure(HouseRules(), default_seats(3), 0)


def test_a_new_currency_starts_a_new_game_not_a_reading_of_the_old_balances() -> None:
    model = GameModel(seed=3)
    model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP), dealer=2)
    model.configure(HouseRules(), default_seats(3), 100, "JPY")
    model.apply(Knock())
    assert model.balances == (200, -100, -100) and model.currency == "USD"  # 2.00 dollars
    model.next_round()
    # Not 200 yen: dollars won are no amount of yen. The table starts again from zero.
    assert model.currency == "JPY" and model.balances == (0, 0, 0)


def test_a_dealt_tonk_is_shown_not_skipped(qtbot: QtBot) -> None:
    window = make_window(qtbot, deal=False)
    # You: K Q J 10 of spades and the 10 of clubs = 50.
    hands = ["KS QS JS 10S 10C", "QD JD 9D 4S 3H", "KH QH JH 4H 3S"]
    window.model.new_game(deck=stacked(hands, "2C", ["8C"]), dealer=2)
    rnd = window.model.round
    assert rnd is not None and rnd.is_over and rnd.result is not None
    qtbot.waitUntil(window.round_end.isVisible, timeout=2000)
    assert window.round_end.title.text() == "Dealt tonk"
    assert window.round_end.payment_lines == ["Ann paid you 2.00", "Bob paid you 2.00"]
    assert window.model.balances == (400, -200, -200)
    # Every hand face up: Ann's queen of diamonds is on the table.
    assert window.scene.item_for(rnd.hand(1)[0]) is not None


def test_a_misdeal_is_shown_and_nobody_pays(qtbot: QtBot) -> None:
    window = make_window(qtbot, deal=False)
    hands = ["KS QS JS 10S 10C", "KD QD JD 10D 9H", "2H 3H 4S 5S 6S"]  # 50 and 49
    window.model.new_game(deck=stacked(hands, "2C", ["8C"]), dealer=2)
    qtbot.waitUntil(window.round_end.isVisible, timeout=2000)
    assert window.round_end.title.text() == "Misdeal"
    assert window.round_end.payments.text() == "Nobody pays."
    assert window.model.balances == (0, 0, 0)
    assert any("Misdeal" in line for line in window.log.lines())
    window.model.next_round()
    assert window.model.round is not None and window.model.round.dealer == 0


def test_the_first_dealer_is_drawn_by_high_card_and_logged(qtbot: QtBot) -> None:
    window = make_window(qtbot, deal=False)
    window.model.new_game()
    draws = window.model.first_dealer_draws
    assert draws
    last = draws[-1]
    dealer = window.model.dealer
    assert last[dealer].rank == max(card.rank for card in last.values())
    assert any(line.startswith("High card for the deal") for line in window.log.lines())


def test_hint_highlights_the_suggested_move(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    with qtbot.waitSignal(window.hints.ready, timeout=10000):
        QTest.keyClick(window.view, Qt.Key.Key_H)
    hint = window.scene.hint
    assert hint is not None and hint in window.model.legal_for(0)
    assert window.statusBar().currentMessage().startswith("Hint: ")
    lit = [z for z in window.scene.furniture.zones.values() if z.lit == "hint"]
    lit_cards = [i for i in window.scene.hand_items() if i.lit == "hint"]
    assert lit or lit_cards or isinstance(hint, Knock)
    rnd = window.model.round
    assert rnd is not None
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # Enter takes the highlighted move
    assert rnd.history[-1] == hint


def test_moves_slide_into_place_at_a_slow_pace(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.model.set_speed(0.3)
    scene = window.scene
    window.scene.draw("stock")
    drawn = scene.hand_items()[-1]
    assert scene.is_animating()
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
    # After the slide the card rests where a redraw would put it.
    rest = drawn.pos()
    scene.sync()
    assert drawn.pos() == rest
    assert drawn.card is not None
    assert window.scene.act(Discard(drawn.card)) is None
    assert window.model.round is not None and window.model.round.current == 1


def test_help_lists_every_key() -> None:
    keys = {key for key, _ in SHORTCUTS}
    assert {"T", "P", "S", "D", "K", "H", "Enter", "Space", "← →"} <= keys


def test_help_lists_the_review_and_lesson_keys(qtbot: QtBot) -> None:
    """Help ▸ Keyboard shortcuts names the keys of today's features too: R and
    Ctrl+O to review, the review's own keys, the lesson panel's Alt keys."""
    window = make_window(qtbot)
    window.shortcuts_action.trigger()
    dialog = window.findChildren(QDialog)[-1]
    text = dialog.findChild(QTextBrowser).toPlainText()  # type: ignore[union-attr]
    cells = [line.strip() for line in text.splitlines()]
    for key in ("R", "Ctrl+O", "← →", "Home / End", "N / Shift+N", "Esc", "M"):
        assert key in cells, key
    assert any(cell.startswith("Alt+") for cell in cells)
    assert "In a review" in text and "In a lesson" in text
    assert "Review the round just played" in text and "Open a hand history" in text
    dialog.close()


def test_about_names_the_version_and_the_card_art() -> None:
    html = about_html()
    assert __version__ in html and "Adrian Kennard" in html and "CC0" in html


def _tonk(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tonk_desktop", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


def test_tonk_version() -> None:
    done = _tonk("--version")
    assert done.returncode == 0 and done.stdout.strip() == f"tonk {__version__}"


def test_tonk_smoke_plays_a_round() -> None:
    done = _tonk("--smoke", "--seed", "5")
    assert done.returncode == 0, done.stderr
    assert "actions)" in done.stdout


def test_tonk_screenshot_writes_a_png(tmp_path: Path) -> None:
    target = tmp_path / "table.png"
    done = _tonk("--screenshot", str(target), "--players", "4", "--size", "800x600")
    assert done.returncode == 0, done.stderr
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "800x600" in done.stdout


def test_tonk_rejects_a_bad_size() -> None:
    done = _tonk("--screenshot", "x.png", "--size", "big")
    assert done.returncode == 2 and "1280x800" in done.stderr
    done = _tonk("--screenshot", "x.png", "--size", "99999x99999")
    assert done.returncode == 2 and "too large" in done.stderr


def test_tonk_screenshot_follows_the_name_and_says_when_it_cannot_write(tmp_path: Path) -> None:
    target = tmp_path / "table.jpg"
    done = _tonk("--screenshot", str(target), "--size", "800x600")
    assert done.returncode == 0, done.stderr
    assert target.read_bytes()[:3] == b"\xff\xd8\xff"  # JPEG, as the name says
    for view in ("table", "settings", "ledger"):
        nowhere = Path("/proc/no-such-folder/x.png")  # not writable, even for root
        done = _tonk("--screenshot", str(nowhere), "--view", view)
        assert done.returncode == 1, (view, done.stderr)
        assert "could not write" in done.stderr and "Traceback" not in done.stderr


def test_the_log_writes_a_joker_run_in_table_order() -> None:
    """A joker stands in its gap: 5♣ ★ 7♣ is "5♣ Joker 7♣", as it lies on the table."""
    from tonk_desktop.engine import LaySpread, parse_cards
    from tonk_desktop.ui.model import Change
    from tonk_desktop.ui.text.words import action_sentence

    model = GameModel(seed=1)
    laid = Change("action", player=1, action=LaySpread(parse_cards("7C JK 5C")))
    assert action_sentence(model, laid) == "Ann laid a run: 5♣ Joker 7♣"


def test_the_log_writes_books_runs_and_hits_in_one_notation() -> None:
    """Every spread is its cards as each card is written anywhere else: a book
    "7♣ 7♦ 7♥" and a run "2♠ 3♠ 4♠", not "♠2-3-4" beside it; the card hit too."""
    from tonk_desktop.engine import Event, LaySpread, parse_cards
    from tonk_desktop.ui.model import Change
    from tonk_desktop.ui.text.last_turn import clause
    from tonk_desktop.ui.text.words import action_sentence

    model = GameModel(seed=1)
    book = LaySpread(parse_cards("7C 7D 7H"))
    run = LaySpread(parse_cards("4S 2S 3S"))
    assert action_sentence(model, Change("action", player=1, action=book)) == (
        "Ann laid a book: 7♣ 7♦ 7♥"
    )
    assert action_sentence(model, Change("action", player=1, action=run)) == (
        "Ann laid a run: 2♠ 3♠ 4♠"
    )
    # The name plate's "last move" line says it the same way.
    assert clause(Event(player=1, action=run)) == "laid 2♠ 3♠ 4♠"
