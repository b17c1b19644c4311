"""Run by test_crash.py: record rounds into a ledger as fast as possible, saying
after each commit how many rounds are settled, until killed."""

from __future__ import annotations

import random
import sys

from tonk_desktop.engine import HouseRules, Round, next_dealer
from tonk_desktop.ledger import Ledger, Money, Seat


def main(path: str, seed: int) -> None:
    ledger = Ledger(path)
    rules = HouseRules(players=4)
    sessions = ledger.sessions()
    if sessions:
        session_id = sessions[0].id
    else:
        seats = [Seat(name) for name in ("Ann", "Bob", "Cy", "Di")]
        session_id = ledger.create_session("crash", seats, Money(25, "USD"), rules)
    rng = random.Random(seed)
    dealer = 0
    while True:
        rnd = Round.deal(rules, dealer=dealer, rng=rng)
        while not rnd.is_over:
            rnd.apply(rng.choice(rnd.legal_actions()))
            ledger.save_round_in_progress(session_id, rnd.to_history())
        record = ledger.record_finished_round(session_id, rnd)
        print(record.number, flush=True)
        dealer = next_dealer(dealer, rules.players)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
