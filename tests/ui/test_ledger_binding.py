"""The GameModel wired to the ledger: every action saves the round in progress,
every finished round is settled, and an interrupted round resumes exactly."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from tablekit import disk_full

from tonk_desktop.engine import HouseRules, Round
from tonk_desktop.ledger import MAX_AMOUNT_MINOR, Ledger, Money, RoundRecord, Seat
from tonk_desktop.ui.ledger.binding import LedgerBinding
from tonk_desktop.ui.model import GameModel


def start(tmp_path: Path) -> tuple[Ledger, int, GameModel, LedgerBinding]:
    ledger = Ledger(tmp_path / "ledger.sqlite3")
    rules = HouseRules()
    sid = ledger.create_session(
        "Fri",
        [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")],
        Money(25, "USD"),
        rules,
    )
    model = GameModel(rules, ledger.session(sid).seats, 25, seed=4)
    binding = LedgerBinding(model, ledger, sid)
    return ledger, sid, model, binding


def test_every_action_is_saved_and_every_round_settled(qtbot: QtBot, tmp_path: Path) -> None:
    ledger, sid, model, binding = start(tmp_path)
    recorded: list[RoundRecord] = []
    binding.round_recorded.connect(recorded.append)
    rng = random.Random(2)
    model.new_game()
    for _ in range(3):
        rnd = model.round
        assert rnd is not None
        while not rnd.is_over:
            model.apply(rng.choice(rnd.legal_actions()))
            if not rnd.is_over:
                assert ledger.load_round_in_progress(sid) == rnd.to_history()
        assert ledger.load_round_in_progress(sid) is None
        model.next_round()
    assert [r.number for r in recorded] == [1, 2, 3]
    assert ledger.session(sid).balances == model.balances
    ledger.close()


def test_an_interrupted_round_resumes_where_it_stopped(qtbot: QtBot, tmp_path: Path) -> None:
    ledger, sid, model, _binding = start(tmp_path)
    rng = random.Random(8)
    model.new_game()
    rnd = model.round
    assert rnd is not None
    for _ in range(5):
        model.apply(rng.choice([a for a in rnd.legal_actions() if str(a) != "knock"]))
    assert not rnd.is_over and len(rnd.history) == 5
    ledger.close()  # the program is gone; the next start:
    with Ledger(tmp_path / "ledger.sqlite3") as again:
        assert again.interrupted_sessions() == [sid]
        history = again.load_round_in_progress(sid)
        assert history is not None
        resumed = Round.from_history(history)
        assert resumed.current == rnd.current and resumed.phase == rnd.phase
        assert [resumed.hand(i) for i in range(3)] == [rnd.hand(i) for i in range(3)]
        assert resumed.discard_pile == rnd.discard_pile
        assert resumed.stock_count == rnd.stock_count


def test_a_write_failure_is_reported_not_raised(qtbot: QtBot, tmp_path: Path) -> None:
    ledger, _sid, model, binding = start(tmp_path)
    messages: list[str] = []
    binding.failed.connect(messages.append)
    ledger.autosave_dir.parent.joinpath(ledger.autosave_dir.name).write_text("in the way")
    model.new_game()
    assert messages and "could not be written" in messages[0]
    ledger.close()


def test_a_full_disk_at_round_end_keeps_the_stakes_until_they_can_be_written(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger, sid, model, binding = start(tmp_path)
    messages: list[str] = []
    binding.failed.connect(messages.append)
    recovered: list[str] = []
    binding.recovered.connect(recovered.append)
    recorded: list[RoundRecord] = []
    binding.round_recorded.connect(recorded.append)
    real = ledger.record_finished_round
    monkeypatch.setattr(ledger, "record_finished_round", disk_full)
    rng = random.Random(5)
    model.new_game()
    for _ in range(2):  # two rounds end while the disk is full
        rnd = model.round
        assert rnd is not None
        while not rnd.is_over:
            model.apply(rng.choice(rnd.legal_actions()))
        model.next_round()
    assert len(messages) == 1 and "disk is full" in messages[0]  # told once, not per move
    assert len(binding.unrecorded) == 2 and not recorded
    monkeypatch.setattr(ledger, "record_finished_round", real)  # space again
    rnd = model.round
    assert rnd is not None
    model.apply(next(a for a in rnd.legal_actions() if str(a) != "knock"))
    assert [r.number for r in recorded] == [1, 2] and recovered
    assert not binding.unrecorded
    assert ledger.session(sid).balances == model.balances
    ledger.close()


def test_a_round_recorded_while_its_autosave_is_held_open_is_recorded_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An antivirus holding the autosave when it is removed after the commit: the
    # round was in, but the binding kept it for a retry and recorded it twice.
    ledger, sid, model, binding = start(tmp_path)
    model.new_game()
    rnd = model.round
    assert rnd is not None
    real = Ledger.clear_round_in_progress
    held = {"once": True}

    def busy(self: Ledger, session_id: int) -> None:
        if held["once"]:
            held["once"] = False
            raise PermissionError(13, "in use by another program")
        real(self, session_id)

    rng = random.Random(2)
    while not rnd.is_over:
        action = rng.choice(rnd.legal_actions())
        probe = rnd.copy()
        probe.apply(action)
        if probe.is_over:
            monkeypatch.setattr(Ledger, "clear_round_in_progress", busy)
        model.apply(action)
    model.next_round()  # where a kept round would be retried
    assert [r.number for r in ledger.rounds(sid)] == [1]
    assert not binding.unrecorded
    ledger.close()


def test_a_round_lost_after_an_autosave_failure_is_still_said(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One message for a failing autosave must not silence the one that says a
    # finished round's stakes are being kept.
    ledger, _sid, model, binding = start(tmp_path)
    messages: list[str] = []
    binding.failed.connect(messages.append)
    monkeypatch.setattr(ledger, "save_round_in_progress", disk_full)
    monkeypatch.setattr(ledger, "record_finished_round", disk_full)
    model.new_game()
    rnd = model.round
    assert rnd is not None
    rng = random.Random(5)
    while not rnd.is_over:
        model.apply(rng.choice(rnd.legal_actions()))
    assert len(messages) == 2
    assert "not saved" in messages[0] and "kept" in messages[1]
    ledger.close()


def test_a_balance_past_what_the_ledger_holds_keeps_the_stakes_and_says_so(
    qtbot: QtBot, tmp_path: Path
) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite3")
    rules = HouseRules()
    huge = MAX_AMOUNT_MINOR  # the most the ledger keeps: any win passes it
    seats = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]
    sid = ledger.create_session("Fri", seats, Money(25, "USD"), rules, bankrolls=[huge] * 3)
    model = GameModel(rules, ledger.session(sid).seats, 25, seed=4)
    binding = LedgerBinding(model, ledger, sid)
    messages: list[str] = []
    binding.failed.connect(messages.append)
    rng = random.Random(5)
    model.new_game()
    rnd = model.round
    assert rnd is not None
    while not rnd.is_over:
        model.apply(rng.choice(rnd.legal_actions()))
    assert rnd.result is not None and any(rnd.result.net)
    assert len(binding.unrecorded) == 1  # kept, not raised out of the slot
    assert messages and "too large for the ledger" in messages[0]
    ledger.close()
