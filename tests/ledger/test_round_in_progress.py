"""The round in progress is saved after every action and resumes exactly."""

from __future__ import annotations

import errno
import json
import os
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from ledger_helpers import play_round

from tonk_desktop.engine import HouseRules, Round
from tonk_desktop.ledger import Ledger


def half_played(seed: int = 5) -> Round:
    rng = random.Random(seed)
    rnd = Round.deal(HouseRules(), dealer=1, rng=rng)
    for _ in range(4):
        actions = [a for a in rnd.legal_actions() if str(a) != "knock"]
        rnd.apply(rng.choice(actions))
    assert not rnd.is_over
    return rnd


def test_resume_exactly_where_it_stopped(tmp_path: Path, session_id: int) -> None:
    path = tmp_path / "ledger.sqlite3"
    rnd = half_played()
    with Ledger(path) as ledger:
        ledger.save_round_in_progress(session_id, rnd.to_history())
    # the next start
    with Ledger(path) as ledger:
        assert ledger.interrupted_sessions() == [session_id]
        history = ledger.load_round_in_progress(session_id)
    assert history is not None
    resumed = Round.from_history(history)
    assert resumed.current == rnd.current
    assert resumed.phase == rnd.phase
    assert [resumed.hand(i) for i in range(3)] == [rnd.hand(i) for i in range(3)]
    assert resumed.discard_pile == rnd.discard_pile
    assert resumed.spreads == rnd.spreads
    assert resumed.history == rnd.history


def test_each_save_replaces_the_last(ledger: Ledger, session_id: int) -> None:
    rnd = half_played()
    ledger.save_round_in_progress(session_id, rnd.to_history())
    rnd.apply(next(a for a in rnd.legal_actions() if str(a) != "knock"))
    assert not rnd.is_over
    ledger.save_round_in_progress(session_id, rnd.to_history())
    assert ledger.load_round_in_progress(session_id) == rnd.to_history()
    assert sorted(p.name for p in ledger.autosave_dir.iterdir()) == [f"session-{session_id}.json"]


def test_recording_the_round_clears_it(ledger: Ledger, session_id: int) -> None:
    rnd = play_round(HouseRules(), 0, 3)
    ledger.save_round_in_progress(session_id, rnd.to_history())
    ledger.record_finished_round(session_id, rnd)
    assert ledger.load_round_in_progress(session_id) is None
    assert ledger.interrupted_sessions() == []


def test_a_finished_round_not_yet_recorded_is_recorded_never_offered(
    ledger: Ledger, session_id: int
) -> None:
    # A round that is over was offered to resume, and "resuming" it settled its
    # replayed result: the stakes must not be lost, nor be a game to play again.
    rnd = play_round(HouseRules(), 0, 3)
    assert rnd.result is not None
    ledger.save_round_in_progress(session_id, rnd.to_history())
    assert ledger.load_round_in_progress(session_id) is None
    assert [r.number for r in ledger.rounds(session_id)] == [1]
    assert ledger.rounds(session_id)[0].changes == tuple(n * 25 for n in rnd.result.net)
    assert ledger.interrupted_sessions() == []
    assert ledger.load_round_in_progress(session_id) is None  # and never twice
    assert ledger.round_count(session_id) == 1


def test_a_finished_round_already_recorded_is_not_offered_twice(
    ledger: Ledger, session_id: int
) -> None:
    rnd = play_round(HouseRules(), 0, 3)
    ledger.record_finished_round(session_id, rnd)
    # as if killed after the commit but before the autosave was removed
    ledger.save_round_in_progress(session_id, rnd.to_history())
    assert ledger.load_round_in_progress(session_id) is None
    assert ledger.rounds(session_id)[-1].number == 1


def test_a_recorded_rounds_last_autosave_is_not_offered_again(
    ledger: Ledger, session_id: int
) -> None:
    # The autosave is written after each action but the last (which ends the
    # round): killed after recording, it still holds the round one action short.
    rnd = play_round(HouseRules(), 0, 3)
    data = rnd.to_history()
    short = dict(data, actions=data["actions"][:-1])
    assert not Round.from_history(short).is_over
    ledger.record_finished_round(session_id, rnd)
    ledger.save_round_in_progress(session_id, short)
    assert ledger.load_round_in_progress(session_id) is None  # not played and recorded twice
    assert ledger.interrupted_sessions() == []


def test_clear(ledger: Ledger, session_id: int) -> None:
    ledger.save_round_in_progress(session_id, half_played().to_history())
    ledger.clear_round_in_progress(session_id)
    ledger.clear_round_in_progress(session_id)  # twice is fine
    assert ledger.load_round_in_progress(session_id) is None


def test_deleting_the_session_drops_its_round_in_progress(ledger: Ledger, session_id: int) -> None:
    ledger.save_round_in_progress(session_id, half_played().to_history())
    ledger.delete_session(session_id)
    assert ledger.interrupted_sessions() == []
    assert list(ledger.autosave_dir.iterdir()) == []


def test_no_temporary_file_is_left_behind(ledger: Ledger, session_id: int) -> None:
    for _ in range(3):
        ledger.save_round_in_progress(session_id, half_played().to_history())
    assert [p.name for p in ledger.autosave_dir.iterdir()] == [f"session-{session_id}.json"]
    document = json.loads((ledger.autosave_dir / f"session-{session_id}.json").read_text())
    assert document["format"] == "tonk-round-in-progress"
    assert document["session"] == session_id


def refuse_removing(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Files in `folder` cannot be removed, renamed or replaced, as in a read-only
    folder or one whose files a sync client or antivirus holds (root ignores
    chmod, so the refusal is made here)."""
    real_unlink, real_replace = Path.unlink, os.replace

    def unlink(self: Path, missing_ok: bool = False) -> None:
        if self.parent == folder:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        real_unlink(self, missing_ok=missing_ok)

    def replace(src: Any, dst: Any, **kwargs: Any) -> None:
        if Path(src).parent == folder or Path(dst).parent == folder:
            raise PermissionError(errno.EACCES, "Permission denied", str(src))
        real_replace(src, dst, **kwargs)

    monkeypatch.setattr(Path, "unlink", unlink)
    monkeypatch.setattr(os, "replace", replace)


def test_a_settled_round_whose_autosave_stays_is_never_settled_again(
    tmp_path: Path, session_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ledger.sqlite3"
    first = play_round(HouseRules(), 0, 3)
    with Ledger(path) as ledger:
        ledger.save_round_in_progress(session_id, first.to_history())
        refuse_removing(monkeypatch, ledger.autosave_dir)
        ledger.record_finished_round(session_id, first)  # its autosave cannot go
        ledger.record_finished_round(session_id, play_round(HouseRules(), 1, 4))
    with Ledger(path) as ledger:
        assert ledger.load_round_in_progress(session_id) is None
        assert ledger.session(session_id).rounds_played == 2


def test_a_saved_round_dealt_under_other_rules_is_moved_aside(
    ledger: Ledger, session_id: int
) -> None:
    for rules in (HouseRules(players=4), HouseRules(jokers=2, hand_size=9)):
        ledger.save_round_in_progress(session_id, play_round(rules, 0, 3).to_history())
        assert ledger.load_round_in_progress(session_id) is None
        (notice,) = ledger.take_notices()
        assert notice.reason == "other_rules" and notice.moved_to is not None
        assert notice.moved_to.exists()
        assert ledger.interrupted_sessions() == []


def test_a_damaged_autosave_that_cannot_be_moved_aside_is_left_unused(
    ledger: Ledger, session_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger.save_round_in_progress(session_id, half_played().to_history())
    autosave = ledger.autosave_dir / f"session-{session_id}.json"
    autosave.write_text("{", encoding="utf-8")
    refuse_removing(monkeypatch, ledger.autosave_dir)
    assert ledger.load_round_in_progress(session_id) is None
    (notice,) = ledger.take_notices()
    assert notice.moved_to is None and "could not be moved aside" in notice.detail
    assert ledger.load_round_in_progress(session_id) is None
    assert ledger.take_notices() == []  # said once
    assert autosave.read_text(encoding="utf-8") == "{"
    ledger.delete_session(session_id)  # a leftover autosave does not stop this
    assert ledger.sessions() == []


def test_a_round_kept_on_disk_is_never_offered_from_its_last_autosave(
    ledger: Ledger, session_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Its autosave is one action short of its end: while the disk stays full
    # and its kept file cannot go in, it would be offered and played again.
    rnd = play_round(HouseRules(), 0, 3)
    data = rnd.to_history()
    ledger.save_round_in_progress(session_id, dict(data, actions=data["actions"][:-1]))
    ledger.keep_finished_round(session_id, rnd)
    real = ledger.record_finished_round

    def full(*args: object, **kwargs: object) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(ledger, "record_finished_round", full)
    with pytest.raises(sqlite3.OperationalError):
        ledger.record_kept_rounds()
    assert ledger.load_round_in_progress(session_id) is None
    assert ledger.kept_rounds_waiting
    monkeypatch.setattr(ledger, "record_finished_round", real)  # room again
    assert ledger.record_kept_rounds() == 1
    assert ledger.record_kept_rounds() == 0 and not ledger.kept_rounds_waiting
    assert ledger.round_count(session_id) == 1


def test_recording_a_kept_round_is_idempotent_by_the_round(ledger: Ledger, session_id: int) -> None:
    rnd = play_round(HouseRules(), 0, 3)
    ledger.keep_finished_round(session_id, rnd)
    assert ledger.record_once(session_id, rnd) is not None  # in by another way first
    assert ledger.record_kept_rounds() == 0  # its file is only removed
    assert ledger.record_once(session_id, rnd) is None
    assert ledger.round_count(session_id) == 1 and not ledger.kept_rounds_waiting
    other = play_round(HouseRules(), 1, 4)  # another round is another round
    assert ledger.record_once(session_id, other) is not None
    assert ledger.round_count(session_id) == 2
