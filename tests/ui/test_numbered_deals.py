"""Numbered deals in the window: every round's number in the log and at the
round's end, and Game > Play deal number... dealing it again in a practice game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog
from pytestqt.qtbot import QtBot
from tablekit import ledger_of, make_window, scripted_factory
from test_leaving_a_round import answer_leave_box

from tonk_desktop.engine import HouseRules, Knock, Round, deal_dealer, deal_deck
from tonk_desktop.ledger import Money, Seat
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel

SEATS = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]


def play_number(qtbot: QtBot, window: MainWindow, number: int) -> None:
    """Game > Play deal number..., the number typed in, OK pressed."""
    window.play_deal_action.trigger()
    dialog = window.findChild(QInputDialog, "dealNumberDialog")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.intMaximum() == 999_999_999 and dialog.intMinimum() == 1
    dialog.setIntValue(number)
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_each_round_has_a_deal_number_that_deals_its_cards(qtbot: QtBot) -> None:
    window = make_window(qtbot, deal=False)
    window.bots.paused = True
    window.model.new_game()
    rnd = window.model.round
    number = window.model.deal_number
    assert rnd is not None and number is not None
    assert list(rnd.deck) == deal_deck(number) and rnd.dealer == deal_dealer(number, 3)
    assert any(f"Round 1, deal number {number}:" in line for line in window.log.lines())
    window.model.next_round()  # refused mid-round: the number stays
    assert window.model.deal_number == number


def test_play_deal_number_deals_the_same_cards_in_a_practice_game(qtbot: QtBot) -> None:
    window = make_window(qtbot, deal=False)
    window.bots.paused = True
    play_number(qtbot, window, 4242)
    rnd = window.model.round
    assert rnd is not None
    expected = Round.deal(HouseRules(), dealer=deal_dealer(4242, 3), deck=deal_deck(4242))
    assert [rnd.hand(p) for p in range(3)] == [expected.hand(p) for p in range(3)]
    assert rnd.discard_top == expected.discard_top
    assert window.model.deal_number == 4242 and window.model.balances == (0, 0, 0)
    assert any("deal number 4242:" in line for line in window.log.lines())
    assert "4242" in window.statusBar().currentMessage()


def test_the_round_end_shows_the_deal_number(qtbot: QtBot) -> None:
    window = make_window(qtbot, deal=False)
    window.bots.paused = True
    window.play_deal(4243)  # dealt by Ann: you play last; the others pass by knocking
    rnd = window.model.round
    assert rnd is not None
    while not rnd.is_over:
        legal = rnd.legal_actions()
        window.model.apply(Knock() if Knock() in legal else legal[0])
    qtbot.waitUntil(window.round_end.isVisible)
    assert window.round_end.deal.text() == "Deal number 4243"
    assert "Deal number 4243" in window.round_end.accessibleDescription()


def test_playing_a_deal_number_leaves_the_ledger_session(qtbot: QtBot, tmp_path: Path) -> None:
    model = GameModel(HouseRules(), seed=2)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, seed=2, start=False, bot_factory=scripted_factory)
    qtbot.addWidget(window)
    install_features(window, ledger_path=tmp_path / "ledger.sqlite3")
    window.bots.paused = True
    ledger_feature = ledger_of(window)
    assert ledger_feature is not None
    sid = ledger_feature.ledger.create_session("Fri", SEATS, Money(25, "EUR"), HouseRules())
    ledger_feature.play_session(sid)
    assert ledger_feature.session_id == sid
    seen: dict[str, object] = {}
    answer_leave_box("New game", seen)  # a round is under way: asked first
    window.play_deal(77)
    assert seen["text"] == "A round is being played. Start a new game and throw it away?"
    assert ledger_feature.session_id is None  # a practice game: nothing recorded
    assert window.model.deal_number == 77
    said = window.statusBar().currentMessage()
    assert "Left the session “Fri”" in said and "Deal number 77, in a practice game." in said


def test_a_saved_number_is_kept_only_if_it_deals_the_round() -> None:
    model = GameModel(HouseRules(), seed=5)
    rnd = Round.deal(HouseRules(), dealer=deal_dealer(300, 3), deck=deal_deck(300))
    model.restore((0, 0, 0), rnd.dealer, 1, rnd.copy(), deal_number=300)
    assert model.deal_number == 300
    model.restore((0, 0, 0), rnd.dealer, 1, rnd.copy(), deal_number=303)  # other cards
    assert model.deal_number is None


def test_a_numbered_game_names_its_own_dealer_and_cards() -> None:
    model = GameModel(HouseRules(), seed=5)
    with pytest.raises(ValueError, match="own cards and dealer"):
        model.new_game(dealer=1, deal_number=5)
    with pytest.raises(ValueError, match="deal number"):
        model.new_game(deal_number=0)
    model.new_game(deal_number=5)
    assert model.dealer == 2 and model.round_number == 1
    model.new_game(deck=deal_deck(9), dealer=0)  # a stacked deck has no number
    assert model.deal_number is None


def test_the_deal_number_dialog_is_a_dialogs_width_not_the_windows(qtbot: QtBot) -> None:
    # Before: its explanation on one line made it as wide as the window.
    from PySide6.QtWidgets import QLabel

    window = make_window(qtbot, deal=False)
    window.resize(900, 640)
    window.play_deal_action.trigger()
    dialog = window.findChild(QInputDialog, "dealNumberDialog")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    label = dialog.findChild(QLabel)
    assert label is not None and "deal number" in label.text()
    assert label.height() > label.fontMetrics().height() * 1.5  # wrapped over lines
    assert dialog.width() <= 600
    dialog.reject()
