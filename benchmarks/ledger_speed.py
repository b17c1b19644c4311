"""How fast the ledger settles rounds (one durable transaction each) and saves
the round in progress (one atomic file write each). `python benchmarks/ledger_speed.py`"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from tonk_desktop.engine import HouseRules, Round, next_dealer
from tonk_desktop.ledger import Ledger, Money, Seat


def main() -> int:
    rules = HouseRules(players=4)
    rng = random.Random(1)
    rounds: list[Round] = []
    dealer = 0
    for _ in range(300):
        rnd = Round.deal(rules, dealer=dealer, rng=rng)
        while not rnd.is_over:
            rnd.apply(rng.choice(rnd.legal_actions()))
        rounds.append(rnd)
        dealer = next_dealer(dealer, rules.players)
    with tempfile.TemporaryDirectory(dir=sys.argv[1] if len(sys.argv) > 1 else None) as folder:
        ledger = Ledger(Path(folder) / "ledger.sqlite3")
        seats = [Seat(n) for n in ("Ann", "Bob", "Cy", "Di")]
        sid = ledger.create_session("bench", seats, Money(25, "USD"), rules)
        start = time.perf_counter()
        for rnd in rounds:
            ledger.record_finished_round(sid, rnd)
        elapsed = time.perf_counter() - start
        print(
            f"record_round: {len(rounds) / elapsed:8.0f} rounds/s "
            f"({elapsed / len(rounds) * 1000:.2f} ms each, with hand history, synchronous=FULL)"
        )
        histories = [r.to_history() for r in rounds[:100]]
        start = time.perf_counter()
        for history in histories:
            ledger.save_round_in_progress(sid, history)
        elapsed = time.perf_counter() - start
        print(
            f"autosave:     {len(histories) / elapsed:8.0f} saves/s "
            f"({elapsed / len(histories) * 1000:.2f} ms each, fsync + rename)"
        )
        start = time.perf_counter()
        for _ in range(20):
            ledger.rounds(sid)
        elapsed = (time.perf_counter() - start) / 20
        print(f"rounds():     {elapsed * 1000:8.2f} ms to read {len(rounds)} rounds back")
        start = time.perf_counter()
        stats = ledger.statistics(sid)
        print(
            f"statistics(): {(time.perf_counter() - start) * 1000:8.2f} ms ({stats.rounds} rounds)"
        )
        ledger.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
