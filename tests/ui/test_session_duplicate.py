"""The whole session's duplicate view (ui/review/session_duplicate_view.py):
from Sessions… and from a round's view at the round end, every round of a
ledger session dealt again with the computer in the person's seat, a row per
round and the session's sums, a round kept without its deck said so."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import ledger_of
from test_duplicate_view import knocked
from test_review_ledger import session_window

from tonk_desktop.ai.coach_process import live_processes
from tonk_desktop.ai.duplicate import DuplicateJob, SessionDuplicate, play_duplicate
from tonk_desktop.engine import HouseRules, Level, Round
from tonk_desktop.engine.history import read_history
from tonk_desktop.ui.ledger.sessions import SessionsDialog
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.review.duplicate_feature import DuplicateFeature
from tonk_desktop.ui.review.session_duplicate_view import SessionDuplicateDialog, session_cards

KINDS: tuple[Level | None, ...] = (None, "easy", "easy")  # You, Ann, Bob (session_window)


def feature_of(window: MainWindow) -> DuplicateFeature:
    feature = DuplicateFeature.of(window)
    assert feature is not None
    return feature


def cell(dialog: SessionDuplicateDialog, row: int, column: int) -> str:
    item = dialog.table.item(row, column)
    assert item is not None, (row, column)
    return item.text().replace("\u2212", "-")


def add_round_without_its_deck(window: MainWindow, sid: int) -> None:
    """A round recorded as an older ledger did: its result, no hand history."""
    rnd = Round.deal(HouseRules(), dealer=0, rng=random.Random(5))
    rng = random.Random(2)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    assert rnd.result is not None
    ledger_of(window).ledger.record_round(sid, rnd.result, dealer=0, clear_in_progress=False)


def test_sessions_computer_play_replays_every_round_and_sums_them(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, ledger_feature, sid = session_window(qtbot, tmp_path)
    add_round_without_its_deck(window, sid)
    ledger = ledger_feature.ledger

    def pick(dialog: SessionsDialog) -> int:
        dialog.show()
        assert dialog.rounds.count() == 3 and dialog.duplicate_button.isVisible()
        assert dialog.duplicate_button.isEnabled()
        # Keyboard reachable: in the Tab chain, pressed with Space.
        assert dialog.duplicate_button.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert dialog.duplicate_button.text() == "Co&mputer's play…"
        dialog.duplicate_button.setFocus()
        QTest.keyClick(dialog.duplicate_button, Qt.Key.Key_Space)
        return 1

    monkeypatch.setattr(SessionsDialog, "exec", pick)
    ledger_feature.sessions_action.trigger()
    dialog = feature_of(window).session_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.wait_for_result(120_000)
    outcome = dialog.outcome
    assert outcome is not None
    expected = []
    for number in (1, 2):
        recorded = ledger.round_history(sid, number)
        assert recorded is not None
        expected.append(play_duplicate(DuplicateJob(read_history(recorded), 0, KINDS)))
    assert outcome == SessionDuplicate(tuple(expected))
    # A row per round, then the session's.
    assert dialog.table.rowCount() == 4
    for row, result in enumerate(expected):
        assert cell(dialog, row, 0) == f"Round {row + 1}"
        assert cell(dialog, row, 1) == f"{result.actual:+.2f}"
        assert cell(dialog, row, 2) == f"{result.mean('hard'):+.2f}"
        assert cell(dialog, row, 4) == cell(dialog, row, 2)  # the cards: hard's mean
        assert cell(dialog, row, 5) == f"{result.play:+.2f}"
    # The round kept without its deck says so across the row, left out of the sums.
    assert cell(dialog, 2, 0) == "Round 3"
    assert "without its deck" in cell(dialog, 2, 1) and dialog.table.columnSpan(2, 1) == 5
    assert cell(dialog, 3, 0) == "The session"
    assert cell(dialog, 3, 1) == f"{outcome.actual:+.2f}"
    assert cell(dialog, 3, 3) == f"{sum(r.mean('normal') for r in expected):+.2f}"
    assert "1 round" in dialog.note.text() and "without a deck" in dialog.note.text()
    item = dialog.table.item(0, 2)
    assert item is not None
    assert item.data(Qt.ItemDataRole.AccessibleTextRole).startswith("Hard (mean): ")
    assert dialog.table.hasFocus()
    assert live_processes() == []


def test_from_the_round_end_the_rounds_view_offers_the_whole_session(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, ledger_feature, sid = session_window(qtbot, tmp_path)
    model = window.model
    rnd = model.round
    assert rnd is not None
    rng = random.Random(4)
    while not rnd.is_over:
        legal = rnd.legal_actions()
        model.apply(rng.choice([a for a in legal if str(a) != "knock"] or legal))
    qtbot.waitUntil(window.round_end.isVisible)
    qtbot.waitUntil(lambda: ledger_feature.ledger.round_count(sid) == 3, timeout=10_000)
    window.round_end.duplicate_button.setFocus()
    QTest.keyClick(window.round_end.duplicate_button, Qt.Key.Key_Space)
    feature = feature_of(window)
    single = feature.dialog
    assert single is not None and single.isVisible()
    assert single.session_button.isVisible()
    assert single.session_button.text() == "For the whole &session…"
    single.cancel()
    single.session_button.setFocus()
    QTest.keyClick(single.session_button, Qt.Key.Key_Space)
    dialog = feature.session_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Fri" in dialog.heading.text()
    assert dialog.is_running() and dialog.cancel_button.isVisible()
    assert dialog.wait_for_result(180_000) and dialog.outcome is not None
    assert len(dialog.outcome.rounds) == 3 and dialog.table.rowCount() == 4
    recorded = ledger_feature.ledger.round_history(sid, 3)
    assert recorded is not None
    assert dialog.outcome.rounds[2].actual == Round.from_history(recorded).result.net[0]  # type: ignore[union-attr]


def test_sessions_alt_keys_press_review_and_computers_play(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Alt+V and Alt+M in Sessions… (a button's Alt key clicks it after a
    short animation, so the test waits for what it does)."""
    window, ledger_feature, sid = session_window(qtbot, tmp_path)
    reviewed: list[tuple[int, int]] = []
    keys = iter((Qt.Key.Key_V, Qt.Key.Key_M))

    def press(dialog: SessionsDialog) -> int:
        dialog.review_requested.connect(lambda s, n: reviewed.append((s, n)))
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        assert dialog.view.hasFocus()  # the sessions' table, not the button
        QTest.keyClick(dialog, next(keys), Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: not dialog.isVisible())
        return dialog.result()

    monkeypatch.setattr(SessionsDialog, "exec", press)
    feature = feature_of(window)
    ledger_feature.sessions_action.trigger()  # Alt+V: Review round, the last one chosen
    assert reviewed == [(sid, 2)]
    ledger_feature.sessions_action.trigger()  # Alt+M: Computer's play…
    dialog = feature.session_dialog
    assert dialog is not None and dialog.isVisible() and dialog.is_running()
    assert "Fri" in dialog.heading.text()
    dialog.shutdown()


def test_shift_c_in_a_ledger_session_opens_the_rounds_view_offering_the_session(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, ledger_feature, sid = session_window(qtbot, tmp_path)
    feature = feature_of(window)
    assert not feature.action.isEnabled()  # mid-round: no round over to replay yet
    model = window.model
    rnd = model.round
    assert rnd is not None
    rng = random.Random(4)
    while not rnd.is_over:
        legal = rnd.legal_actions()
        model.apply(rng.choice([a for a in legal if str(a) != "knock"] or legal))
    qtbot.waitUntil(window.round_end.isVisible)
    qtbot.waitUntil(lambda: ledger_feature.ledger.round_count(sid) == 3, timeout=10_000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.round_end.button.hasFocus()  # Next round has the focus at a round's end
    QTest.keyClick(window.round_end.button, Qt.Key.Key_C, Qt.KeyboardModifier.ShiftModifier)
    single = feature.dialog
    assert single is not None and single.isVisible()
    assert single.session_button.isVisible()
    single.shutdown()


def test_a_practice_rounds_view_offers_no_session_and_a_run_cancels(qtbot: QtBot) -> None:
    window = knocked(qtbot)
    QTest.keyClick(window.round_end.button, Qt.Key.Key_C, Qt.KeyboardModifier.ShiftModifier)
    feature = feature_of(window)
    assert feature.dialog is not None and not feature.dialog.session_button.isVisible()
    feature.dialog.shutdown()
    rnd = window.model.round
    assert rnd is not None
    history = rnd.to_history()
    dialog = SessionDuplicateDialog(window)
    qtbot.addWidget(dialog)
    rounds = session_cards([(1, history), (2, None), (3, {"rules": "nonsense"})], 0)
    assert [item.missing for item in rounds] == ["", "no_deck", "unreadable"]
    dialog.show()
    dialog.run("Practice", rounds, 0, ["hard", "hard", "hard"], replays=200)
    assert dialog.is_running()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=30_000)
    QTest.keyClick(dialog.cancel_button, Qt.Key.Key_Space)
    assert not dialog.is_running() and dialog.status.text() == "The replay was cancelled."
    assert dialog.outcome is None
    assert "does not replay" in cell(dialog, 2, 1)
    dialog.shutdown()
    qtbot.waitUntil(lambda: live_processes() == [], timeout=5000)
