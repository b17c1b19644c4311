"""How fast Game ▸ Statistics reads a long life of play: 200,000 rounds of one
person (and 50,000 of another) in the lifetime table, then the statistics
window's queries. `python benchmarks/lifetime_stats.py [rounds]`"""

from __future__ import annotations

import json
import random
import sys
import tempfile
import time
from pathlib import Path

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.ledger.lifetime import LifetimeRow


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    rng = random.Random(1)
    rule_sets = [
        json.dumps(HouseRules(players=p).to_dict(), sort_keys=True, separators=(",", ":"))
        for p in (2, 3, 4)
    ]
    levels = ("easy", "normal", "hard", "mixed")
    kinds = ("knock", "caught", "tonk_out", "dry_stock", "dealt_tonk")

    def row(player: str) -> LifetimeRow:
        won = rng.random() < 0.4
        kind = rng.choice(kinds)
        return LifetimeRow(
            player,
            rng.choice((None, 1, 2)),
            rng.choice(rule_sets),
            rng.choice(levels),
            won,
            kind,
            kind in ("knock", "caught") and rng.random() < 0.3,
            kind == "caught" and not won and rng.random() < 0.5,
            rng.choice((1, 2, 4)) if won else -rng.choice((1, 2)),
        )

    with (
        tempfile.TemporaryDirectory() as folder,
        Ledger(Path(folder) / "ledger.sqlite3") as ledger,
    ):
        start = time.perf_counter()
        batch = 5000
        for done in range(0, rounds, batch):
            ledger.record_lifetime([row("Ann") for _ in range(min(batch, rounds - done))])
        ledger.record_lifetime([row("Bob") for _ in range(rounds // 4)])
        filled = time.perf_counter() - start
        print(f"filled {rounds + rounds // 4} rows in {filled:.1f} s (in batches)")

        one = [row("Ann")]
        start = time.perf_counter()
        for _ in range(20):
            ledger.record_lifetime(one)
        each = (time.perf_counter() - start) / 20
        print(f"record one finished round: {each * 1000:6.1f} ms (synchronous=FULL)")

        timings = []
        for _ in range(5):
            start = time.perf_counter()
            ledger.lifetime_players()
            stats = ledger.lifetime_statistics("Ann")
            timings.append(time.perf_counter() - start)
        print(
            f"statistics of {stats.rounds} rounds: best {min(timings) * 1000:6.0f} ms, "
            f"worst {max(timings) * 1000:6.0f} ms (players, totals, streaks, "
            f"breakdowns, a chart of {len(stats.chart)} points)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
