"""The program's own start for tests: `tonk`'s window (tonk_desktop.__main__
open_window) with its settings and ledger in a home folder of the test's own,
and a session played to a round's end in it -- shared by the start-up tests
and the script a crash test kills (kill_at_round_end.py)."""

from __future__ import annotations

import random
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from tonk_desktop.__main__ import open_window
from tonk_desktop.engine import Draw, HouseRules, Knock
from tonk_desktop.ledger import Money, Seat
from tonk_desktop.ui.features import Features
from tonk_desktop.ui.ledger.feature import LedgerFeature
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.settings.store import open_settings_file

SEATS = (Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy"))


def home_folders(root: Path) -> dict[str, str]:
    """A home of its own: settings (XDG_CONFIG_HOME) and ledger (XDG_DATA_HOME)."""
    return {key: str(root / key.lower()) for key in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME")}


def answer_lesson_offer() -> None:
    """The first start's offer of the lessons answered already (a later start)."""
    settings = open_settings_file()
    settings.setValue("lessons/offer_answered", True)
    settings.sync()


def start_tonk(seed: int) -> tuple[MainWindow, Features]:
    """`tonk` started: the window as main() builds it, shown."""
    window, features = open_window(seed)
    window.resize(1100, 760)
    window.show()
    return window, features


def play_a_session_round(window: MainWindow, name: str = "Friday") -> int:
    """Sit down at a new session and play its first round to the end, every
    move made here (the computers wait); return when the round is recorded.
    The session's id."""
    window.bots.paused = True
    ledger = LedgerFeature.of(window)
    assert ledger is not None
    sid = ledger.ledger.create_session(name, SEATS, Money(50, "USD"), HouseRules())
    ledger.play_session(sid)
    model = window.model
    rnd = model.round
    assert rnd is not None and ledger.session_id == sid
    rng = random.Random(11)
    while not rnd.is_over:
        legal = rnd.legal_actions()
        moves = [a for a in legal if a not in (Knock(), Draw("discard"))] or legal
        assert model.apply(rng.choice(moves)) is None
    for _ in range(500):
        if ledger.ledger.session(sid).rounds_played == 1:
            break
        QApplication.processEvents()
        time.sleep(0.01)
    assert ledger.ledger.session(sid).rounds_played == 1
    return sid
