"""The ledger keeps who plays a seat in its own words ("human", "bot:<level>"),
derived from the one Seat type; files written before that type still read."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from tonk_desktop.engine import LEVELS, HouseRules, Seat
from tonk_desktop.ledger import SEAT_KINDS, Ledger, Money, migrate, seat_kind, seat_of_kind


def test_the_words_are_the_ones_the_ledger_always_wrote() -> None:
    assert SEAT_KINDS[:4] == ("human", "bot:easy", "bot:normal", "bot:hard")
    # The personalities came later, after the levels.
    assert SEAT_KINDS[4:] == ("bot:cautious", "bot:bold", "bot:collector", "bot:calculator")
    for level in (None, *LEVELS):
        seat = Seat("Ann", level)
        assert seat_of_kind("Ann", seat_kind(seat)) == seat


def test_an_old_ledgers_players_still_read(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn)
    conn.execute(
        "INSERT INTO sessions VALUES (1, 'old', 'USD', 100, ?, '2025-01-01', '2025-01-01')",
        (json.dumps(HouseRules().to_dict()),),
    )
    for seat, (name, kind, bankroll) in enumerate(
        [("Ann", "human", 500), ("Bob", "bot:hard", 0), ("Cy", "bot:easy", 2500)]
    ):
        conn.execute("INSERT INTO players VALUES (1, ?, ?, ?, ?)", (seat, name, kind, bankroll))
    conn.close()
    with Ledger(path) as ledger:
        session = ledger.session(1)
    assert session.seats == (Seat("Ann"), Seat("Bob", "hard"), Seat("Cy", "easy"))
    assert session.bankrolls == (500, 0, 2500)
    assert session.balances == (0, 0, 0)  # what was won or lost: nothing yet


def test_a_new_session_writes_the_same_words(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    with Ledger(path) as ledger:
        ledger.create_session(
            "new",
            [Seat("Ann"), Seat("Bob", "normal")],
            Money(25, "USD"),
            HouseRules(players=2),
            bankrolls=[0, 700],
        )
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT name, kind, bankroll_minor FROM players ORDER BY seat").fetchall()
    conn.close()
    assert rows == [("Ann", "human", 0), ("Bob", "bot:normal", 700)]
