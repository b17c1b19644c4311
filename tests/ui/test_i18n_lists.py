"""Lists in a sentence are joined as each language joins them (ui/text/lists.py):
Japanese with "、" (never ", "), Hungarian and Russian with "és"/"и" before the
last item where the sentence reads the list as one phrase: the round end's
winners, the game log's high cards, the discard pile's tooltip, the sessions
list, the ledger dock's summary."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules, Payment, RoundResult
from tonk_desktop.ledger import Ledger
from tonk_desktop.ui.ledger.dock import LedgerPanel
from tonk_desktop.ui.ledger.screenshot import record_demo_rounds
from tonk_desktop.ui.ledger.sessions import SessionsDialog
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats
from tonk_desktop.ui.staging import stage_table
from tonk_desktop.ui.table.gestures import DISCARD
from tonk_desktop.ui.text.lists import and_list, listing
from tonk_desktop.ui.text.reasons import card_symbol
from tonk_desktop.ui.text.translation import install_language
from tonk_desktop.ui.text.words import result_sentence

JOINED = {  # listing, and_list of three, and_list of two
    "en": ("A, B, C", "A, B and C", "A and B"),
    "ja": ("A、B、C", "A、BとC", "AとB"),
    "hu": ("A, B, C", "A, B és C", "A és B"),
    "ru": ("A, B, C", "A, B и C", "A и B"),
}


@pytest.mark.parametrize("language", list(JOINED))
def test_each_language_joins_a_list_its_own_way(app_language: QApplication, language: str) -> None:
    install_language(app_language, language)
    separated, phrase, pair = JOINED[language]
    assert listing(["A", "B", "C"]) == separated
    assert and_list(["A", "B", "C"]) == phrase
    assert and_list(["A", "B"]) == pair
    assert and_list(["A"]) == "A" and and_list([]) == "" and listing([]) == ""


def _window(qtbot: QtBot) -> MainWindow:
    model = GameModel(HouseRules().replace(players=3), default_seats(3), seed=7)
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, seed=7, start=False)
    window.bots.paused = True
    qtbot.addWidget(window)
    window.show()
    return window


AND = {"ja": "と", "hu": " és ", "ru": " и "}


@pytest.mark.parametrize("language", ["ja", "hu", "ru"])
def test_the_round_end_names_winners_who_tie_as_one_phrase(
    qtbot: QtBot, app_language: QApplication, language: str
) -> None:
    install_language(app_language, language)
    window = _window(qtbot)
    tie = RoundResult.settle("dry_stock", (1, 2), [Payment(0, 1, 1), Payment(0, 2, 1)], (20, 9, 9))
    sentence = result_sentence(window.model, tie)
    names = [window.model.name(1), window.model.name(2)]
    assert AND[language] in sentence and all(name in sentence for name in names), sentence
    assert " and " not in sentence


def test_in_japanese_the_log_and_the_discard_pile_list_with_the_japanese_comma(
    qtbot: QtBot, app_language: QApplication
) -> None:
    install_language(app_language, "ja")
    window = _window(qtbot)
    window.model.new_game()
    draws = window.model.first_dealer_draws[-1]
    # The log's line of the last draw for the deal: one card for each player.
    symbols = [card_symbol(card) for card in draws.values()]
    (line,) = [line for line in window.log.lines() if all(s in line for s in symbols)][-1:]
    assert line.count("、") == len(symbols) - 1 and ", " not in line, line
    stage_table(window.model, random.Random(7))
    QApplication.processEvents()
    assert window.model.round is not None and len(window.model.round.discard_pile) > 1
    zone = window.scene.zone(DISCARD)
    assert zone is not None
    tip = zone.toolTip()
    assert "、" in tip and ", " not in tip, tip


def test_in_japanese_the_sessions_list_and_the_ledger_dock_use_the_japanese_comma(
    qtbot: QtBot, app_language: QApplication, tmp_path: Path
) -> None:
    install_language(app_language, "ja")
    ledger = Ledger(tmp_path / "ledger.sqlite3")
    try:
        session = record_demo_rounds(ledger)
        dialog = SessionsDialog(ledger)
        qtbot.addWidget(dialog)
        players = str(dialog.model.index(0, 1).data())
        assert players.count("、") == 3 and ", " not in players, players
        panel = LedgerPanel()
        qtbot.addWidget(panel)
        panel.show_session(ledger, session)
        summary = panel.session_summary.text()
        assert "、" in summary and ", " not in summary, summary
    finally:
        ledger.close()
