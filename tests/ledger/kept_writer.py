"""Run by test_crash.py: play rounds into a session while the ledger cannot be
written (every SQLite write says the disk is full), keeping each finished round
on disk as the window does, then kill this very process (SIGKILL); or, with
`record`, open the ledger again (which records the kept rounds) and kill this
process the moment the first of them is committed, before its file goes."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import sys

from tonk_desktop.engine import HouseRules, Round, next_dealer
from tonk_desktop.ledger import Ledger, Money, Seat, store


def full(*args: object, **kwargs: object) -> None:
    raise sqlite3.OperationalError("database or disk is full")


def keep(path: str, rounds: int) -> None:
    ledger = Ledger(path)
    rules = HouseRules()
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    session_id = ledger.create_session("full", seats, Money(25, "USD"), rules)
    ledger.record_finished_round = full  # type: ignore[method-assign,assignment]
    rng = random.Random(8)
    dealer = 0
    for _ in range(rounds):
        rnd = Round.deal(rules, dealer=dealer, rng=rng)
        while not rnd.is_over:
            rnd.apply(rng.choice(rnd.legal_actions()))
            ledger.save_round_in_progress(session_id, rnd.to_history())
        try:
            ledger.record_finished_round(session_id, rnd)
        except sqlite3.OperationalError:
            ledger.keep_finished_round(session_id, rnd)
            ledger.clear_round_in_progress(session_id)
        assert rnd.result is not None
        print(" ".join(str(n * 25) for n in rnd.result.net), flush=True)
        dealer = next_dealer(dealer, rules.players)
    os.kill(os.getpid(), signal.SIGKILL)


def record(path: str) -> None:
    def die(self: Ledger, kept: object) -> None:
        print("committed", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)

    store.Ledger._drop_kept = die  # type: ignore[method-assign]
    Ledger(path)


if __name__ == "__main__":
    if sys.argv[2] == "record":
        record(sys.argv[1])
    else:
        keep(sys.argv[1], int(sys.argv[2]))
