"""A hosted table's account: the CSV a player asks for again and again is made
once until a round changes it, and it always says what the ledger says."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from tonk_desktop.engine import HouseRules, Round, Seat, full_deck
from tonk_desktop.ledger import Ledger, RoundRecord
from tonk_desktop.ledger.export import csv_text
from tonk_desktop.net.table_account import TableAccount
from tonk_desktop.net.table_config import SeatPlan, TableConfig


def finished_round(seed: int) -> Round:
    rules = HouseRules(players=2)
    deck = full_deck(rules.jokers)
    random.Random(seed).shuffle(deck)
    rnd = Round.deal(rules, dealer=0, deck=deck)
    while not rnd.is_over:
        rnd.apply(rnd.legal_actions()[0])
    return rnd


def test_repeated_exports_read_the_rounds_once_until_a_round_is_recorded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = TableConfig(rules=HouseRules(players=2), seats=(SeatPlan.person(), SeatPlan.person()))
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        account = TableAccount(ledger, config)
        account.open([Seat("Ann"), Seat("Béla")])
        assert account.session_id is not None
        account.unrecorded.append(finished_round(1))
        assert account.record_kept(1) == ""
        reads: list[int] = []
        rounds = ledger.rounds

        def counted(session_id: int) -> list[RoundRecord]:
            reads.append(session_id)
            return rounds(session_id)

        monkeypatch.setattr(ledger, "rounds", counted)
        first = account.csv(False)
        assert all(account.csv(False) == first for _ in range(50))
        assert len(reads) == 1
        assert account.csv(True) != first and len(reads) == 2  # the other decimal mark
        account.unrecorded.append(finished_round(2))
        assert account.record_kept(2) == ""
        after = account.csv(False)
        assert len(reads) == 3 and after != first
        assert after == csv_text(
            ledger.session(account.session_id), rounds(account.session_id), False
        )


def test_a_round_the_full_disk_kept_survives_the_host_stopping_and_goes_in_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The host kept the rounds a full disk refused in memory only: stopped
    # before the disk had room, their stakes were gone.
    config = TableConfig(rules=HouseRules(players=2), seats=(SeatPlan.person(), SeatPlan.person()))
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        account = TableAccount(ledger, config)
        account.open([Seat("Ann"), Seat("Béla")])
        sid = account.session_id
        assert sid is not None

        def full(*args: object, **kwargs: object) -> RoundRecord:
            raise sqlite3.OperationalError("database or disk is full")

        monkeypatch.setattr(ledger, "record_finished_round", full)
        for seed in (1, 2):
            account.unrecorded.append(finished_round(seed))
            said = account.record_kept(seed)
            assert "could not be recorded" in said and "kept on disk" in said
        assert account.balances(2).rounds == 2
    # The host stopped; the next one to open the ledger records them, in order.
    with Ledger(path) as ledger:
        changes = [r.changes for r in ledger.rounds(sid)]
        assert len(changes) == 2
        first = finished_round(1).result
        assert first is not None and changes[0] == tuple(n * 100 for n in first.net)
        assert not ledger.kept_rounds_waiting
    with Ledger(path) as ledger:
        assert ledger.round_count(sid) == 2


def test_a_round_that_would_pass_what_the_ledger_keeps_is_kept_and_said_not_raised(
    tmp_path: Path,
) -> None:
    """A session whose balances stand at INT64's end (a tampered file):
    the host's next round is not recorded, and says so, where it used to raise
    OverflowError out of the host's event loop."""
    config = TableConfig(rules=HouseRules(players=2), seats=(SeatPlan.person(), SeatPlan.person()))
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        account = TableAccount(ledger, config)
        account.open([Seat("Ann"), Seat("Béla")])
        account.unrecorded.append(finished_round(1))
        assert account.record_kept(1) == ""
        conn = sqlite3.connect(path)
        for seat, money in ((0, 2**63 - 1), (1, -(2**63 - 1))):
            conn.execute("UPDATE balances SET balance_minor = ? WHERE seat = ?", (money, seat))
        conn.commit()
        conn.close()
        account.unrecorded.append(finished_round(2))
        problem = account.record_kept(2)
        assert problem.startswith("ROUND NOT RECORDED YET: round 2") and "too large" in problem
        assert len(account.unrecorded) == 1 and ledger.round_count(account.session_id or 0) == 1
