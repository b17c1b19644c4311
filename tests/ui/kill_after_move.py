"""Run by test_ledger_writer.py: play a few moves of a round with the ledger
bound, in a session or outside one, print the round's hand history as it
stands after the last move, and kill this very process (SIGKILL) the moment
that move's `apply` has returned."""

from __future__ import annotations

import json
import os
import random
import signal
import sys

from PySide6.QtCore import QCoreApplication

from tonk_desktop.engine import Draw, HouseRules, Knock
from tonk_desktop.ledger import Ledger, Money, Seat
from tonk_desktop.ui.ledger.binding import LedgerBinding
from tonk_desktop.ui.model import GameModel


def main(path: str, in_session: bool, moves: int) -> None:
    app = QCoreApplication(sys.argv[:1])
    ledger = Ledger(path)
    rules = HouseRules()
    seats = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]
    session_id = (
        ledger.create_session("Kill", seats, Money(25, "USD"), rules) if in_session else None
    )
    model = GameModel(rules, tuple(seats), 25, seed=4)
    LedgerBinding(model, ledger, session_id, app)
    model.new_game()
    rnd = model.round
    assert rnd is not None
    rng = random.Random(6)
    for _ in range(moves):
        legal = rnd.legal_actions()
        assert (
            model.apply(
                rng.choice([a for a in legal if a not in (Knock(), Draw("discard"))] or legal)
            )
            is None
        )
    print(json.dumps({"session": session_id, "history": rnd.to_history()}), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] == "session", int(sys.argv[3]))
