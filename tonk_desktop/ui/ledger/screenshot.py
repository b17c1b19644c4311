"""`render_ledger_screenshot(path, size)`: the ledger dock after a few rounds
played by computer players, saved as a PNG (for `tonk --screenshot FILE --view
ledger` and docs/screenshot-ledger.png)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QApplication, QMainWindow

from tonk_desktop.ai import make_bot
from tonk_desktop.engine import HouseRules, Knock, Round, Seat, next_dealer
from tonk_desktop.ledger import Ledger, Money
from tonk_desktop.ui.ledger.dock import LedgerPanel

SCREENSHOT_PLAYERS = (
    Seat("You"),
    Seat("Ann", "normal"),
    Seat("Bob", "easy"),
    Seat("Cal", "normal"),
)


def record_demo_rounds(ledger: Ledger, rounds: int = 14, seed: int = 11) -> int:
    """A four-player session with `rounds` rounds played by computer players:
    what the screenshot and the dock's manual check show. Returns its id."""
    rules = HouseRules(players=len(SCREENSHOT_PLAYERS))
    session_id = ledger.create_session(
        QCoreApplication.translate("LedgerScreenshot", "Friday night"),
        # The default seats' names, in the language shown (translated where
        # settings_store marks them).
        [
            Seat(QCoreApplication.translate("SettingsStore", seat.name), seat.level)
            for seat in SCREENSHOT_PLAYERS
        ],
        Money(25, "USD"),
        rules,
    )
    bots = [make_bot("normal" if i % 2 else "easy", seed=seed + i) for i in range(rules.players)]
    rng = random.Random(seed)
    dealer = 0
    for _ in range(rounds):
        rnd = Round.deal(rules, dealer=dealer, rng=rng)
        while not rnd.is_over:
            rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
        ledger.record_finished_round(session_id, rnd)
        dealer = next_dealer(dealer, rules.players)
    return session_id


def render_ledger_screenshot(path: str | Path, size: QSize | tuple[int, int] = (760, 620)) -> None:
    """Draw the ledger (rounds table over the balance chart) at `size` into a PNG.
    Needs a QApplication."""
    if QApplication.instance() is None:
        raise RuntimeError("render_ledger_screenshot needs a QApplication")
    if isinstance(size, tuple):
        size = QSize(*size)
    with (
        tempfile.TemporaryDirectory() as folder,
        Ledger(Path(folder) / "ledger.sqlite3") as ledger,
    ):
        session_id = record_demo_rounds(ledger)
        window = QMainWindow()
        panel = LedgerPanel()
        window.setCentralWidget(panel)
        window.setWindowTitle("Tonk — Ledger")
        window.resize(size)
        panel.show_session(ledger, session_id)
        window.show()
        QApplication.processEvents()
        panel.rounds_view.scrollToBottom()
        QApplication.processEvents()
        if not panel.grab().save(str(path)):
            raise OSError(f"cannot write {path}")
        window.close()
        window.deleteLater()


def record_demo_lifetime(ledger: Ledger, rounds: int = 240, seed: int = 7) -> None:
    """A life of play for the statistics window's picture: `rounds` rounds of
    "You" under three house-rule sets against each computer level, each round
    dealt and played out by random legal moves (a knock ends most soon)."""
    from tonk_desktop.ledger.lifetime import LifetimeSeat, rows_for_round

    rng = random.Random(seed)
    you = QCoreApplication.translate("GameModel", "You")
    tables = [
        (HouseRules(), "easy"),
        (HouseRules(players=2), "normal"),
        (HouseRules.preset("encyclopedia").replace(players=4), "hard"),
    ]
    for number in range(rounds):
        rules, level = tables[(number // 20) % len(tables)]
        seats = [LifetimeSeat(you)] + [
            LifetimeSeat(f"P{i}", level) for i in range(1, rules.players)
        ]
        rnd = Round.deal(rules, dealer=number % rules.players, rng=rng)
        while not rnd.is_over:
            legal = rnd.legal_actions()
            # You play a little better than at random: knock when your hand is low.
            low = rnd.current == 0 and rnd.hand_total(0) <= 12
            rnd.apply(Knock() if low and Knock() in legal else rng.choice(legal))
        assert rnd.result is not None
        ledger.record_lifetime(rows_for_round(seats, rules, rnd.result, None))


def render_statistics_screenshot(
    path: str | Path, size: QSize | tuple[int, int] = (900, 640)
) -> None:
    """Draw Game ▸ Statistics after a demo life of play into a PNG."""
    from tonk_desktop.ui.ledger.lifetime import StatisticsDialog

    if QApplication.instance() is None:
        raise RuntimeError("render_statistics_screenshot needs a QApplication")
    if isinstance(size, tuple):
        size = QSize(*size)
    with (
        tempfile.TemporaryDirectory() as folder,
        Ledger(Path(folder) / "ledger.sqlite3") as ledger,
    ):
        record_demo_lifetime(ledger)
        dialog = StatisticsDialog(ledger, QCoreApplication.translate("GameModel", "You"))
        dialog.resize(size)
        dialog.show()
        QApplication.processEvents()
        if not dialog.grab().save(str(path)):
            raise OSError(f"cannot write {path}")
        dialog.close()
        dialog.deleteLater()
