"""How fast the table window is, measured (not asserted): `make bench` prints it.

1. Process start to the first painted table (target <= 1.0 s): a fresh Python
   process opens the window; the time runs from just before the process is
   launched to the end of the table view's first paint.
2. Repainting a full table (target <= 8 ms): a four-player table mid-round at
   1100x760, the viewport repainted synchronously, median of many; and laying
   it out (the scene's `sync` without animation: the cards' places planned
   and applied, the zones and plates placed), median of many.
3. The event loop while computer players think (target: never blocked > 50 ms):
   a 5 ms timer probes the loop while three hard computer players play whole
   rounds on their worker thread; the longest gap between two ticks is reported.
4. The ledger's time on the window's thread per move: what `LedgerBinding`
   spends in its `changed` slot (the autosave of the move, written and renamed
   before the move is drawn; the folder's fsync is the background writer's),
   in a session and outside one, over 300 moves on a folder of the disk the
   system's temporary folder is on (an fsync's cost is the disk's).

Run: QT_QPA_PLATFORM=offscreen python benchmarks/ui_speed.py
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CHILD = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from tonk_desktop.ui.main_window import MainWindow
window = MainWindow(seed=7)
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and window.scene.items():
            QTimer.singleShot(0, lambda: (print(f"painted {time.time():.6f}", flush=True),
                                          app.quit()))
            obj.removeEventFilter(self)
        return False
probe = FirstPaint()
window.view.viewport().installEventFilter(probe)
window.show()
app.exec()
"""


def start_to_first_paint(runs: int = 3) -> list[float]:
    times = []
    for _ in range(runs):
        started = time.time()
        out = subprocess.run(
            [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=60, check=True
        ).stdout
        painted = float(next(line for line in out.splitlines() if line.startswith("painted"))[8:])
        times.append(painted - started)
    return times


def repaint_and_layout_times(samples: int = 60) -> tuple[list[float], list[float]]:
    """(repaint times, layout times) of a staged four-player table, in s."""
    from PySide6.QtWidgets import QApplication

    from tonk_desktop.engine import HouseRules
    from tonk_desktop.ui.main_window import MainWindow
    from tonk_desktop.ui.model import GameModel, default_seats
    from tonk_desktop.ui.staging import stage_table

    app = QApplication.instance() or QApplication(sys.argv[:1])
    model = GameModel(HouseRules().replace(players=4), default_seats(4), seed=7)
    model.set_speed(0)
    window = MainWindow(model, seed=7, start=False)
    window.bots.paused = True
    window.resize(1100, 760)
    window.show()
    app.processEvents()
    stage_table(model, random.Random(7))
    app.processEvents()
    viewport = window.view.viewport()
    viewport.repaint()  # warm the pixmap cache
    repaints = []
    for _ in range(samples):
        start = time.perf_counter()
        viewport.repaint()
        repaints.append(time.perf_counter() - start)
    scene = window.scene
    layouts = []
    for _ in range(samples * 4):
        start = time.perf_counter()
        scene.sync(animate=False)
        layouts.append(time.perf_counter() - start)
    window.close()
    return repaints, layouts


def longest_loop_gap(rounds: int = 3) -> tuple[float, int, float]:
    """(longest gap in s, decisions made, mean think time in s)."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from tonk_desktop.engine import HouseRules, Seat
    from tonk_desktop.ui.main_window import MainWindow
    from tonk_desktop.ui.model import GameModel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    seats = [Seat(name, "hard") for name in ("Ann", "Bob", "Cal")]
    model = GameModel(HouseRules(), seats, seed=11)
    model.set_speed(0.25)  # animations run too, as a person would see them
    window = MainWindow(model, seed=11, start=False)
    window.resize(1100, 760)
    window.show()
    clock = QElapsedTimer()
    clock.start()
    gaps = {"last": 0, "max": 0, "thinking": 0}
    thinks: list[float] = []
    think_started: list[float] = []

    def tick() -> None:
        now = clock.elapsed()
        if window.bots.busy:
            gaps["max"] = max(gaps["max"], now - gaps["last"])
        gaps["last"] = now

    probe = QTimer()
    probe.setInterval(5)
    probe.timeout.connect(tick)
    probe.start()
    played = {"rounds": 0}

    def thinking(_player: int) -> None:
        think_started.append(time.perf_counter())

    def changed(change: object) -> None:
        if think_started:
            thinks.append(time.perf_counter() - think_started.pop())

    def finished(_result: object) -> None:
        played["rounds"] += 1
        if played["rounds"] >= rounds:
            QTimer.singleShot(0, app.quit)
        else:
            QTimer.singleShot(0, model.next_round)

    window.bots.thinking.connect(thinking)
    model.changed.connect(changed)
    model.round_finished.connect(finished)
    QTimer.singleShot(0, model.new_game)
    app.exec()
    probe.stop()
    window.close()
    mean = statistics.mean(thinks) if thinks else 0.0
    return gaps["max"] / 1000, len(thinks), mean


def ledger_time_per_move(moves: int = 300) -> dict[str, list[float]]:
    """{"session": [s per move], "table": [...]}: the binding's slot, timed from
    a slot connected just before it to one connected just after it."""
    return {where: _binding_times(where, moves) for where in ("session", "table")}


def _binding_times(where: str, moves: int) -> list[float]:
    import tempfile
    from pathlib import Path

    from PySide6.QtWidgets import QApplication

    from tonk_desktop.engine import HouseRules
    from tonk_desktop.ledger import Ledger, Money, Seat
    from tonk_desktop.ui.ledger.binding import LedgerBinding
    from tonk_desktop.ui.model import GameModel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        ledger = Ledger(Path(folder) / "ledger.sqlite3")
        rules = HouseRules()
        seats = (Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy"))
        sid = ledger.create_session("Bench", seats, Money(25, "USD"), rules)
        model = GameModel(rules, seats, 25, seed=4)
        began: list[float] = []
        spans: list[float] = []
        model.changed.connect(lambda _change: began.append(time.perf_counter()))
        binding = LedgerBinding(model, ledger, sid if where == "session" else None, app)
        model.changed.connect(lambda _change: spans.append(time.perf_counter() - began[-1]))
        rng = random.Random(3)
        model.new_game()
        while len(spans) < moves:
            rnd = model.round
            assert rnd is not None
            if rnd.is_over:
                model.next_round()
            else:
                model.apply(rng.choice(rnd.legal_actions()))
        binding.close()
        ledger.close()
    return spans


def main() -> None:
    starts = start_to_first_paint()
    print(
        f"ui start to first painted table: median {statistics.median(starts):.3f} s "
        f"(runs: {', '.join(f'{t:.3f}' for t in starts)}; target <= 1.0 s)"
    )
    repaints, layouts = repaint_and_layout_times()
    print(
        f"ui repaint of a full 4-player table at 1100x760: median "
        f"{statistics.median(repaints) * 1000:.2f} ms, worst {max(repaints) * 1000:.2f} ms "
        f"(target <= 8 ms)"
    )
    print(
        f"ui layout of that table (sync, no animation): median "
        f"{statistics.median(layouts) * 1000:.3f} ms, worst {max(layouts) * 1000:.3f} ms"
    )
    gap, decisions, mean_think = longest_loop_gap()
    print(
        f"ui event loop while hard computer players think: longest gap {gap * 1000:.0f} ms "
        f"over {decisions} decisions (mean think {mean_think * 1000:.0f} ms; target <= 50 ms)"
    )
    for where, spans in ledger_time_per_move().items():
        spans.sort()
        print(
            f"ui ledger on the window's thread per move ({where}): median "
            f"{statistics.median(spans) * 1000:.2f} ms, 90th percentile "
            f"{spans[len(spans) * 9 // 10] * 1000:.2f} ms, worst {spans[-1] * 1000:.2f} ms"
        )


if __name__ == "__main__":
    main()
