"""Whole rounds at a hosted table, over real sockets on 127.0.0.1: `tonk-host`
and each person's client in processes of their own, people and computer
players mixed, 2 to 4 seats. Every deal is verified by every client, and the
host's ledger holds each round once: its balances are the sum of its rounds
and what every client was told."""

from __future__ import annotations

from pathlib import Path

import pytest
from net_support import start_host, start_player

from tonk_desktop.ledger import Ledger

TABLES = {
    "2 people": ["person", "person"],
    "2 people, 1 computer": ["person", "person", "computer:easy:Robo"],
    "2 people, 2 computers": ["person", "computer:easy:Robo", "person", "computer:normal:Ada"],
    "1 person, 1 computer": ["person", "computer:easy:Robo"],
}


@pytest.mark.parametrize("seats", TABLES.values(), ids=list(TABLES))
def test_whole_rounds_over_loopback(tmp_path: Path, seats: list[str]) -> None:
    rounds = 2
    host, port = start_host(tmp_path, seats, rounds=rounds)
    people = [f"P{i}" for i, seat in enumerate(seats) if seat == "person"]
    players = [start_player(port, name, "--seed", str(i)) for i, name in enumerate(people)]
    try:
        assert host.finish(timeout=60) == 0
        for player in players:
            assert player.finish(timeout=20) == 0
    finally:
        for proc in (host, *players):
            proc.signal()
    for player in players:
        checked = player.events("deal_checked")
        assert [c["ok"] for c in checked] == [True] * rounds, player.text()
        assert {c["detail"] for c in checked} == {"deal verified"}
        assert player.events("host_quit")
        assert not player.events("refused"), player.text()
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        (session,) = ledger.sessions()
        records = ledger.rounds(session.id, with_history=True)
        assert len(records) == rounds == session.rounds_played
        assert all(record.history is not None for record in records)
        sums = [sum(record.changes[seat] for record in records) for seat in range(len(seats))]
        assert list(session.balances) == sums
        assert sum(sums) == 0
        # The names people joined with, and the computers', are the session's players.
        assert sorted(seat.name for seat in session.seats if seat.is_person) == sorted(people)
    for player in players:
        last = player.events("balances")[-1]
        assert last["balances"] == sums and last["rounds"] == rounds
