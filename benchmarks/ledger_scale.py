"""How the ledger and its dock cope with a long session: what `tonk-sim --rounds
100000 --db` writes (two seatings a deal: 200,000 rounds).

    python benchmarks/ledger_scale.py [ROUNDS] [FOLDER]

Targets at 200,000 rounds: opening the session (the dock shows its rounds,
chart and statistics) under 1 s, recording a round under 20 ms, and the dock
taking in a new round under 16 ms (one frame). The session is built with
`record_round` (as tonk-sim does) with synchronous=OFF to build it quickly;
the measured recordings are durable (synchronous=FULL), as in the game."""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QMainWindow

from tonk_desktop.engine import HouseRules, Round, next_dealer
from tonk_desktop.ledger import Ledger, Money, Seat
from tonk_desktop.ui.ledger.dock import LedgerPanel


def played_rounds(rules: HouseRules, count: int) -> list[Round]:
    rng = random.Random(1)
    rounds = []
    dealer = 0
    for _ in range(count):
        rnd = Round.deal(rules, dealer=dealer, rng=rng)
        while not rnd.is_over:
            rnd.apply(rng.choice(rnd.legal_actions()))
        rounds.append(rnd)
        dealer = next_dealer(dealer, rules.players)
    return rounds


def main() -> int:
    total = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    parent = sys.argv[2] if len(sys.argv) > 2 else None
    app = QApplication.instance() or QApplication([])
    rules = HouseRules(players=4)
    pool = played_rounds(rules, 400)
    with tempfile.TemporaryDirectory(dir=parent) as folder:
        path = Path(folder) / "ledger.sqlite3"
        with Ledger(path) as ledger:
            seats = [Seat(n, "normal") for n in ("Ann", "Bob", "Cy", "Di")]
            sid = ledger.create_session("scale", seats, Money(100, "USD"), rules)
            ledger._conn.execute("PRAGMA synchronous = OFF")  # building only
            start = time.perf_counter()
            for i in range(total):
                rnd = pool[i % len(pool)]
                assert rnd.result is not None
                ledger.record_round(sid, rnd.result, dealer=rnd.dealer)
            built = time.perf_counter() - start
        print(f"built {total} rounds in {built:.1f} s ({path.stat().st_size / 1e6:.0f} MB)")

        window = QMainWindow()
        panel = LedgerPanel()
        window.setCentralWidget(panel)
        window.resize(760, 620)
        window.show()
        app.processEvents()

        # Wall-clock time, and the CPU time this process used (on a machine
        # shared with other work the wall clock also counts their turns).
        print(f"{'':34} {'wall':>9}    {'CPU':>9}")
        start, cpu = time.perf_counter(), time.process_time()
        ledger = Ledger(path)
        panel.show_session(ledger, sid)
        panel.rounds_view.scrollToBottom()
        panel.repaint()
        app.processEvents()
        opened, opened_cpu = time.perf_counter() - start, time.process_time() - cpu
        print(
            f"open the session (ledger + dock):  {opened * 1000:9.1f} ms"
            f" {opened_cpu * 1000:9.1f} ms   target < 1000 ms"
        )

        recording: list[tuple[float, float]] = []
        docking: list[tuple[float, float]] = []
        for rnd in pool[:20]:
            start, cpu = time.perf_counter(), time.process_time()
            record = ledger.record_finished_round(sid, rnd)
            middle, middle_cpu = time.perf_counter(), time.process_time()
            panel.add_round(record)
            panel.repaint()
            app.processEvents()
            end, end_cpu = time.perf_counter(), time.process_time()
            recording.append((middle - start, middle_cpu - cpu))
            docking.append((end - middle, end_cpu - middle_cpu))
        for label, times, target in (
            ("record a round (synchronous=FULL):", recording, 20),
            ("dock takes in the round:          ", docking, 16),
        ):
            wall = statistics.median(t for t, _ in times) * 1000
            used = statistics.median(c for _, c in times) * 1000
            print(
                f"{label} {wall:9.2f} ms {used:9.2f} ms   target < {target} ms"
                f" (median of {len(times)})"
            )
        window.close()
        ledger.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
