"""Sitting down at a saved session again: the table shows the ledger's balances
and the deal passes on; a round cut short by a crash is offered at start and
comes back exactly as it stood (or is dropped, if the person says so)."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from tablekit import ledger_of, scripted_factory, warnings_shown

from tonk_desktop.engine import Draw, HouseRules, Knock, Round, deal_deck, next_dealer
from tonk_desktop.ledger import Ledger, Money, Seat
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.ledger.feature import LedgerFeature, install_ledger
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.table.items import PlateItem
from tonk_desktop.ui.text.money import format_money

SEATS = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]
Answer = QMessageBox.StandardButton


def plain_window(qtbot: QtBot, seed: int = 3) -> MainWindow:
    model = GameModel(HouseRules(), seed=seed)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, seed=seed, start=False, bot_factory=scripted_factory)
    window.bots.paused = True
    qtbot.addWidget(window)
    return window


def ledger_window(qtbot: QtBot, path: Path, seed: int, start: bool = True) -> MainWindow:
    """A window opened on `path` the way `tonk` opens one: it offers an interrupted
    round once it is up. The computer players wait until the test lets them go."""
    model = GameModel(HouseRules(), seed=seed)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, seed=seed, start=False, bot_factory=scripted_factory)
    install_features(window, ledger_path=path, start=start)
    window.bots.paused = True
    qtbot.addWidget(window)
    return window


def play_out(model: GameModel, rng: random.Random) -> None:
    """Finish the round with random legal moves (no early knock, so it lasts; no
    draw from the discard pile, so it lasts no longer than the stock: each move is
    saved to disk as it is made)."""
    rnd = model.round
    assert rnd is not None
    while not rnd.is_over:
        legal = rnd.legal_actions()
        moves = [a for a in legal if a not in (Knock(), Draw("discard"))] or legal
        assert model.apply(rng.choice(moves)) is None


def plates(window: MainWindow) -> dict[str, str]:
    return {item.name: item.balance for item in window.scene.items() if isinstance(item, PlateItem)}


def answer_with(monkeypatch: pytest.MonkeyPatch, answer: Answer) -> list[str]:
    """Patch the resume question: record its text, answer `answer`."""
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        return int(answer.value)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


def test_resuming_keeps_the_ledgers_balances_and_passes_the_deal_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "ledger.sqlite3"
    first = plain_window(qtbot)
    ledger_feature = install_ledger(first, path)
    assert ledger_feature is not None
    sid = ledger_feature.ledger.create_session("Fri", SEATS, Money(25, "EUR"), HouseRules())
    ledger_feature.play_session(sid)
    rng = random.Random(6)
    for _ in range(3):
        play_out(first.model, rng)
        first.model.next_round()
    play_out(first.model, rng)  # round 4 settled; no round in progress
    first.close()  # the program ends: the ledger is free for the next one
    ledger_feature.ledger.close()

    with Ledger(path) as ledger:
        session = ledger.session(sid)
        last_dealer = ledger.rounds(sid)[-1].dealer
    assert session.rounds_played == 4 and any(session.balances)

    second = plain_window(qtbot, seed=11)
    again = install_ledger(second, path)
    assert again is not None
    again.play_session(sid)
    model = second.model
    assert model.balances == session.balances
    assert model.stake_minor == 25
    assert [seat.name for seat in model.seats] == ["You", "Ann", "Bob"]
    rnd = model.round
    assert rnd is not None and not rnd.is_over
    assert rnd.dealer == model.dealer == next_dealer(last_dealer, 3)
    assert model.round_number == 5
    shown = plates(second)
    for seat, balance in zip(model.seats, session.balances, strict=True):
        assert shown[seat.name] == format_money(balance, model.currency, signed=True, code=False)
    # The next settled round adds to the ledger's balances, not to zero.
    play_out(model, rng)
    assert again.ledger.session(sid).balances == model.balances
    assert again.ledger.rounds(sid)[-1].number == 5
    again.ledger.close()


def test_a_bankroll_is_money_in_hand_never_part_of_a_balance(qtbot: QtBot, tmp_path: Path) -> None:
    window = plain_window(qtbot)
    window.resize(1100, 760)
    window.show()
    ledger_feature = install_ledger(window, tmp_path / "ledger.sqlite3")
    assert ledger_feature is not None
    seats = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "hard")]
    sid = ledger_feature.ledger.create_session(
        "Sat", seats, Money(100, "USD"), HouseRules(), bankrolls=[2000, 0, 0]
    )
    ledger_feature.play_session(sid)
    model = window.model
    assert model.balances == (0, 0, 0)
    assert model.in_hand == (2000, 0, 0)
    assert model.round_number == 1
    play_out(model, random.Random(5))
    result = model.round.result if model.round else None
    assert result is not None
    won = tuple(model.money(units) for units in result.net)
    # The table, the round end, the dock and the ledger agree: won or lost.
    assert model.balances == won == ledger_feature.ledger.session(sid).balances
    assert model.in_hand == (2000 + won[0], won[1], won[2])
    panel = window.round_end
    cells = [w.text() for w in panel.balances.findChildren(QLabel) if w.isVisible()]
    assert "<b>In hand</b>" in cells
    assert format_money(2000 + won[0], "USD", code=False) in cells
    assert plates(window)["You"] == format_money(won[0], "USD", signed=True, code=False)
    assert ledger_feature.dock.panel.chart._series[0] == [(0, 0), (1, won[0])]
    balance_cell = ledger_feature.dock.panel.rounds_model.index(0, 4).data()
    assert balance_cell == format_money(won[0], "USD", signed=True, code=False)  # won or lost
    assert "In hand" in ledger_feature.dock.panel.title.text()
    ledger_feature.ledger.close()


def interrupt_a_game(qtbot: QtBot, path: Path) -> tuple[int, dict[str, Any]]:
    """Play a settled round and part of the next through a real window on `path`,
    stopping on a computer player's turn; return the session and the round's
    history. The window is then simply dropped, as if the program were killed."""
    window = ledger_window(qtbot, path, seed=4, start=False)
    ledger_feature = ledger_of(window)
    sid = ledger_feature.ledger.create_session("Crash", SEATS, Money(50, "USD"), HouseRules())
    ledger_feature.play_session(sid)
    rng = random.Random(9)
    play_out(window.model, rng)
    window.model.next_round()
    rnd = window.model.round
    assert rnd is not None
    while len(rnd.history) < 4 or not window.model.is_computer(rnd.current) or rnd.is_over:
        assert not rnd.is_over, "pick another seed: the round ended too soon"
        legal = rnd.legal_actions()
        assert window.model.apply(rng.choice([a for a in legal if a != Knock()] or legal)) is None
    # A killed program holds no lock: the next start may keep the ledger.
    assert ledger_feature.lock is not None
    ledger_feature.lock.unlock()
    return sid, rnd.to_history()


def test_a_second_window_on_the_same_ledger_records_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two programs on one ledger both offered, and both settled, the same
    # interrupted round: the stakes were counted twice.
    path = tmp_path / "ledger.sqlite3"
    first = ledger_window(qtbot, path, seed=4, start=False)
    assert LedgerFeature.of(first) is not None
    told = warnings_shown(monkeypatch)
    second = ledger_window(qtbot, path, seed=5, start=False)
    assert LedgerFeature.of(second) is None
    qtbot.waitUntil(lambda: bool(told))
    assert "already open" in told[0] and "counted twice" in told[0]
    first.close()  # the first program ends: the next start keeps the ledger
    third = ledger_window(qtbot, path, seed=6, start=False)
    assert LedgerFeature.of(third) is not None


def test_an_interrupted_round_comes_back_as_it_stood(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ledger.sqlite3"
    sid, saved = interrupt_a_game(qtbot, path)
    before = Round.from_history(saved)
    asked = answer_with(monkeypatch, Answer.Yes)

    window = ledger_window(qtbot, path, seed=99)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [
        "Your game in the session “Crash” was interrupted in round 2. Resume it where it stopped?"
    ]
    model = window.model
    rnd = model.round
    assert rnd is not None
    assert rnd.to_history() == saved
    assert [rnd.hand(i) for i in range(3)] == [before.hand(i) for i in range(3)]
    assert rnd.view(0).discard_pile == before.view(0).discard_pile
    assert rnd.current == before.current and model.is_computer(rnd.current)
    assert ledger_of(window).session_id == sid
    ledger = ledger_of(window).ledger
    assert model.balances == ledger.session(sid).balances and any(model.balances)
    assert model.round_number == 2 and model.dealer == before.dealer
    # The autosave kept the deal's number beside its history.
    assert model.deal_number is not None
    assert deal_deck(model.deal_number) == list(before.deck)
    assert any(f"(deal number {model.deal_number})" in line for line in window.log.lines())
    assert ledger_of(window).dock.panel.rounds_model.rowCount() == 1

    # The computer players take up their turn where it stopped.
    window.bots.paused = False
    window.bots.schedule()
    qtbot.waitUntil(lambda: len(rnd.history) > len(before.history) or rnd.is_over)
    assert rnd.history[: len(before.history)] == before.history


def test_start_fresh_drops_only_the_unfinished_round(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ledger.sqlite3"
    sid, saved = interrupt_a_game(qtbot, path)
    asked = answer_with(monkeypatch, Answer.No)

    window = ledger_window(qtbot, path, seed=99)
    # The question comes before anything is dealt: no computer moves behind it.
    assert window.model.round is None
    qtbot.waitUntil(lambda: bool(asked))
    ledger_feature = ledger_of(window)
    fresh = window.model.round  # a new game, dealt once the answer is Start fresh
    assert fresh is not None and fresh.to_history() != saved
    assert window.model.balances == (0, 0, 0)
    assert ledger_feature.session_id is None
    assert ledger_feature.ledger.interrupted_sessions() == []
    assert [s.id for s in ledger_feature.ledger.sessions()] == [sid]
    assert ledger_feature.ledger.session(sid).rounds_played == 1


def test_later_keeps_the_unfinished_round_for_next_time(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ledger.sqlite3"
    sid, saved = interrupt_a_game(qtbot, path)
    asked = answer_with(monkeypatch, Answer.Cancel)
    window = ledger_window(qtbot, path, seed=99)
    qtbot.waitUntil(lambda: bool(asked))
    ledger_feature = ledger_of(window)
    assert ledger_feature.session_id is None
    assert ledger_feature.ledger.interrupted_sessions() == [sid]
    # Resuming the session from Sessions… later picks the round up as it stood.
    ledger_feature.play_session(sid)
    rnd = window.model.round
    assert rnd is not None and rnd.to_history() == saved


def test_a_damaged_autosave_is_reported_and_not_offered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ledger.sqlite3"
    sid, _ = interrupt_a_game(qtbot, path)
    autosave = path.with_name("ledger.autosave") / f"session-{sid}.json"
    assert autosave.exists()
    autosave.write_text('{"format": "tonk-round-in-progress", "session": 1, "hist', "utf-8")
    asked = answer_with(monkeypatch, Answer.Yes)
    told = warnings_shown(monkeypatch)

    window = ledger_window(qtbot, path, seed=99)
    qtbot.waitUntil(lambda: bool(told))
    assert "could not be read" in told[0] and ".corrupt-" in told[0]
    # Not offered to resume; the session it was of is offered to continue, with
    # a new deal of its round 2 (answered Yes here).
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [
        "You were playing the session “Crash”; its round 2 is next. Continue the session?"
    ]
    assert ledger_of(window).session_id == sid
    assert window.model.round_number == 2 and window.model.round is not None
    assert window.model.round.history == []
    assert list(autosave.parent.glob(f"session-{sid}.json.corrupt-*"))


def test_the_resume_question_is_a_real_box_with_three_answers(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    sid, saved = interrupt_a_game(qtbot, path)
    seen: dict[str, Any] = {}

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen["text"] = box.text()
        seen["buttons"] = sorted(b.text() for b in box.findChildren(QPushButton))
        box.grab().save(str(tmp_path / "resume-box.png"))
        box.button(Answer.Yes).click()

    QTimer.singleShot(0, answer)
    window = ledger_window(qtbot, path, seed=99)
    qtbot.waitUntil(lambda: ledger_of(window).session_id == sid)
    assert seen["text"].startswith("Your game in the session “Crash” was interrupted in round 2.")
    assert seen["buttons"] == ["&Later", "&Resume", "&Start fresh"]
    rnd = window.model.round
    assert rnd is not None and rnd.to_history() == saved


def test_restore_checks_what_it_is_given(qtbot: QtBot) -> None:
    model = GameModel(HouseRules(), seed=1)
    rnd = Round.deal(HouseRules(), dealer=2, rng=random.Random(3))
    with pytest.raises(ValueError, match="2 balances for 3 players"):
        model.restore((0, 0), 0, 1)
    with pytest.raises(ValueError, match="player 2 dealt this round"):
        model.restore((0, 0, 0), 1, 1, rnd)
    with pytest.raises(ValueError, match="no player 3 to deal"):
        model.restore((0, 0, 0), 3, 1)
    model.restore((100, -50, -50), 2, 4, rnd)
    assert (model.balances, model.dealer, model.round_number) == ((100, -50, -50), 2, 4)
    assert model.round is rnd


def test_a_restored_round_that_had_ended_is_settled_at_once(qtbot: QtBot) -> None:
    rnd = Round.deal(HouseRules(), dealer=0, rng=random.Random(3))
    rng = random.Random(2)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    assert rnd.result is not None
    model = GameModel(HouseRules(), seed=1)
    finished: list[object] = []
    model.round_finished.connect(finished.append)
    model.restore((500, 0, -500), 0, 3, rnd)
    assert finished == [rnd.result]
    stake = model.stake_minor
    assert model.balances == tuple(
        b + n * stake for b, n in zip((500, 0, -500), rnd.result.net, strict=True)
    )


def test_the_ledger_dock_shows_its_whole_table_and_a_legend_that_does_not_run_together(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # Before: a 250-pixel dock scrolled sideways and cut "How it ended" off, and
    # the chart's legend ran into the currency code ("Bob USD"). The window caps
    # a dock at 30% of its width (the table keeps the most), so on a window wide
    # enough for that the whole table shows.
    from PySide6.QtGui import QFontMetrics

    window = plain_window(qtbot)
    window.resize(1600, 900)
    window.show()
    ledger_feature = install_ledger(window, tmp_path / "ledger.sqlite3")
    assert ledger_feature is not None
    sid = ledger_feature.ledger.create_session("Fri", SEATS, Money(100, "USD"), HouseRules())
    ledger_feature.play_session(sid)
    play_out(window.model, random.Random(5))
    QApplication.processEvents()
    view = ledger_feature.dock.panel.rounds_view
    assert view.model().rowCount() == 1
    qtbot.waitUntil(lambda: view.isVisible() and view.horizontalScrollBar().maximum() == 0)
    chart = ledger_feature.dock.panel.chart
    chart.resize(230, 200)
    chart.set_balances(["Alexandra", "Bartholomew", "Cy"], [[0, 1], [0, -2], [0, 1]], "USD")
    rows = chart._legend_rows(QFontMetrics(chart.font()))
    assert len(rows) > 1 and sorted(p for row in rows for p in row) == [0, 1, 2]
    ledger_feature.ledger.close()


def test_a_session_shows_the_names_it_recorded_in_every_language(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # Before: a session begun in Russian was listed as You, Ann, Bob in English
    # (Sessions, the dock) while the game log and the CSV said Вы, Аня, Боря.
    # A session's seats are the ledger's, as recorded, wherever they are shown.
    from tonk_desktop.ui.ledger.sessions import SessionsDialog
    from tonk_desktop.ui.text.translation import install_language

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = plain_window(qtbot)
    ledger_feature = install_ledger(window, tmp_path / "ledger.sqlite3")
    assert ledger_feature is not None
    russian = ["Вы", "Аня", "Боря"]
    try:
        install_language(app, "ru")
        seats = [Seat(russian[0]), Seat(russian[1], "easy"), Seat(russian[2], "easy")]
        sid = ledger_feature.ledger.create_session("Пт", seats, Money(100, "USD"), HouseRules())
        ledger_feature.play_session(sid)
        play_out(window.model, random.Random(5))
        QApplication.processEvents()
    finally:
        install_language(app, "en")
    QApplication.processEvents()
    model = window.model
    assert [model.name(p) for p in range(3)] == russian
    log = "\n".join(window.log.lines())
    assert "Аня" in log and "Ann" not in log
    header = ledger_feature.dock.panel.rounds_model.headerData(
        5, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole
    )
    assert "Аня" in header
    csv_path = tmp_path / "session.csv"
    ledger_feature.ledger.export_csv(sid, csv_path)
    csv_text = csv_path.read_text(encoding="utf-8-sig")
    assert "Аня" in csv_text and "Ann" not in csv_text
    dialog = SessionsDialog(ledger_feature.ledger, window)
    qtbot.addWidget(dialog)
    listed = [
        str(dialog.model.data(dialog.model.index(0, column), Qt.ItemDataRole.DisplayRole))
        for column in range(dialog.model.columnCount())
    ]
    assert "Вы, Аня, Боря" in listed
    ledger_feature.ledger.close()


def interrupt_a_game_outside_a_session(qtbot: QtBot, path: Path) -> dict[str, Any]:
    """Play part of a round of a game outside any session, then drop the window
    as a killed program would; the round's history."""
    window = ledger_window(qtbot, path, seed=4)
    model = window.model
    rnd = model.round
    assert rnd is not None and ledger_of(window).session_id is None
    rng = random.Random(3)
    while len(rnd.history) < 3:
        legal = rnd.legal_actions()
        assert model.apply(rng.choice([a for a in legal if a != Knock()] or legal)) is None
    lock = ledger_of(window).lock
    assert lock is not None
    lock.unlock()
    return rnd.to_history()


def test_a_game_outside_a_session_is_offered_back_after_a_crash(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before, only a session's round was kept: the game being played was lost,
    # and a session's round left on purpose was offered instead.
    path = tmp_path / "ledger.sqlite3"
    saved = interrupt_a_game_outside_a_session(qtbot, path)
    asked = answer_with(monkeypatch, Answer.Yes)
    window = ledger_window(qtbot, path, seed=99)
    assert window.model.round is None  # nothing dealt behind the question
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [
        "Your game (not in a session) was interrupted in round 1. Resume it where it stopped?"
    ]
    rnd = window.model.round
    assert rnd is not None and rnd.to_history() == saved
    assert ledger_of(window).session_id is None


def test_start_fresh_drops_the_game_outside_a_session(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ledger.sqlite3"
    saved = interrupt_a_game_outside_a_session(qtbot, path)
    asked = answer_with(monkeypatch, Answer.No)
    window = ledger_window(qtbot, path, seed=99)
    qtbot.waitUntil(lambda: bool(asked))
    rnd = window.model.round
    assert rnd is not None and rnd.to_history() != saved  # a new game, dealt
    # What is kept now is the new game, not the one dropped.
    from tonk_desktop.ui.ledger.table_autosave import load_table, table_path

    kept, _ = load_table(table_path(ledger_of(window).ledger))
    assert kept is not None and kept.round.to_history() == rnd.to_history()


def test_start_fresh_when_the_round_cannot_be_dropped_says_so(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ledger.sqlite3"
    interrupt_a_game(qtbot, path)
    asked = answer_with(monkeypatch, Answer.No)
    told = warnings_shown(monkeypatch)

    def held(self: Ledger, session_id: int) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Ledger, "clear_round_in_progress", held)
    window = ledger_window(qtbot, path, seed=99)
    qtbot.waitUntil(lambda: bool(told))
    assert asked and "could not be dropped (permission was denied)" in told[0]
    assert ledger_of(window).session_id is None


@pytest.mark.skipif(
    not Path("/proc/self/stat").exists() and sys.platform != "win32",
    reason="process start times: Linux and Windows",
)
def test_a_lock_left_by_a_dead_tonk_whose_id_another_program_took_is_taken_over(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import subprocess

    from PySide6.QtCore import QLockFile

    from tonk_desktop.ledger.process_start import process_started

    path = tmp_path / "ledger.sqlite3"
    lock_path = tmp_path / "ledger.sqlite3.lock"
    # Another Python program, alive, with the id a Tonk that died had.
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        probe = QLockFile(str(tmp_path / "probe.lock"))
        assert probe.tryLock(0)
        lines = (tmp_path / "probe.lock").read_text().split("\n")
        probe.unlock()
        lock_path.write_text("\n".join([str(other.pid), *lines[1:]]))
        owner = lock_path.with_name(lock_path.name + ".owner")
        started = process_started(other.pid)
        assert started is not None

        owner.write_text(f"{other.pid} {started}\n")  # a live Tonk: still refused
        told = warnings_shown(monkeypatch)
        assert LedgerFeature.of(ledger_window(qtbot, path, seed=4, start=False)) is None
        qtbot.waitUntil(lambda: bool(told))

        owner.write_text(f"{other.pid} 1\n")  # the dead Tonk started long before
        window = ledger_window(qtbot, path, seed=5, start=False)
        assert ledger_of(window) is not None
        assert owner.read_text().split()[0] == str(os.getpid())
    finally:
        other.kill()
        other.wait()


def test_a_window_never_offers_a_round_a_host_keeps(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The window offered the round a host was playing, played it locally and
    # recorded it; the host recorded the same deal too.
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        sid = ledger.create_session("Hosted", SEATS, Money(50, "USD"), HouseRules())
        rnd = Round.deal(HouseRules(), dealer=0, rng=random.Random(4))
        rnd.apply(next(a for a in rnd.legal_actions() if a != Knock()))
        ledger.save_round_in_progress(sid, rnd.to_history(), hosted=True)
    asked = answer_with(monkeypatch, Answer.Yes)
    window = ledger_window(qtbot, path, seed=5)
    qtbot.wait(50)
    assert asked == []
    feature = ledger_of(window)
    assert feature.session_id is None and feature.ledger.round_count(sid) == 0
    # Still there, for the host to resume.
    assert feature.ledger.load_round_in_progress(sid, hosted=True) == rnd.to_history()


def test_a_window_is_refused_the_ledger_a_running_tonk_host_keeps(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import subprocess
    import sys

    path = tmp_path / "ledger.sqlite3"
    host = subprocess.Popen(
        [sys.executable, "-m", "tonk_desktop.net.cli", "--listen", "127.0.0.1",
         "--ledger", str(path), "--seat", "person", "--seat", "computer:easy:Robo"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert line.startswith("listening on") or line.startswith("PORT"), line
        told = warnings_shown(monkeypatch)
        window = ledger_window(qtbot, path, seed=4, start=False)
        assert LedgerFeature.of(window) is None
        qtbot.waitUntil(lambda: bool(told))
        assert "already open" in told[0] and "counted twice" in told[0]
    finally:
        host.kill()
        host.wait(10)
    # The host gone (killed: its lock is stale), the window keeps the ledger.
    assert LedgerFeature.of(ledger_window(qtbot, path, seed=5, start=False)) is not None
