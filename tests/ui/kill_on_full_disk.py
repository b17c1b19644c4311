"""Run by test_ledger_writer.py: play three rounds of a session with the
ledger bound while every write of a round says the disk is full, print each
round's changes, and kill this very process (SIGKILL) the moment the last
round's end has been handled."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import sys

from PySide6.QtCore import QCoreApplication

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger, Money, Seat
from tonk_desktop.ui.ledger.binding import LedgerBinding
from tonk_desktop.ui.model import GameModel


def full(*args: object, **kwargs: object) -> None:
    raise sqlite3.OperationalError("database or disk is full")


def main(path: str) -> None:
    app = QCoreApplication(sys.argv[:1])
    ledger = Ledger(path)
    rules = HouseRules()
    seats = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]
    session_id = ledger.create_session("Full", seats, Money(25, "USD"), rules)
    ledger.record_finished_round = full  # type: ignore[method-assign,assignment]
    model = GameModel(rules, tuple(seats), 25, seed=4)
    binding = LedgerBinding(model, ledger, session_id, app)
    model.new_game()
    rng = random.Random(6)
    changes = []
    for number in range(3):
        if number:
            model.next_round()
        rnd = model.round
        assert rnd is not None
        while not rnd.is_over:
            assert model.apply(rng.choice(rnd.legal_actions())) is None
        assert rnd.result is not None
        changes.append([n * 25 for n in rnd.result.net])
    assert len(binding.unrecorded) == 3
    print(json.dumps({"session": session_id, "changes": changes}), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)


if __name__ == "__main__":
    main(sys.argv[1])
