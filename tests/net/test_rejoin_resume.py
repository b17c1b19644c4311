"""A person's connection dropping, and the host's: over real sockets on
127.0.0.1, host and clients in processes of their own.

- A client killed in the middle of its turn keeps its seat: a computer stands
  in after the grace time, and the person rejoins with the token (a new
  process: any computer) and plays on.
- The host killed (or told to quit) mid-round: the table is resumed from its
  side file and the ledger, the same people rejoin by token, the round goes
  on where it stood, and nothing is recorded twice."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from net_support import resume_host, start_host, start_player

from tonk_desktop.ledger import Ledger


def _ledger_sums(path: Path) -> tuple[list[int], list[int], int]:
    with Ledger(path) as ledger:
        (session,) = ledger.sessions()
        records = ledger.rounds(session.id)
        numbers = [record.number for record in records]
        sums = [sum(r.changes[seat] for r in records) for seat in range(len(session.seats))]
        assert list(session.balances) == sums
        return numbers, sums, session.rounds_played


def test_a_client_killed_mid_turn_rejoins_its_seat_with_its_token(tmp_path: Path) -> None:
    seats = ["person", "person", "computer:easy:Robo"]
    # No limit of rounds: with one, the stand-in and the others could play them
    # all before the rejoining process had started (a loaded machine), and the
    # rejoin found no host. The host is stopped once the person played again.
    host, port = start_host(tmp_path, seats, "--grace", "0.5", "--bot-pause", "0.05", rounds=0)
    walker = start_player(port, "Walker", "--seed", "1", "--stall-after", "3")
    stayer = start_player(port, "Stayer", "--seed", "2")
    procs = [host, walker, stayer]
    try:
        joined = walker.wait_event("joined")
        stalled = walker.wait_event("stalled", timeout=30)
        walker.signal(signal.SIGKILL)
        walker.finish()
        host.wait_line(lambda line: "stands in for Walker" in line)
        # The stand-in plays the seat: the round moves past the stalled point.
        stayer.wait_event(
            "update",
            lambda e: (e["round"], e["events"]) > (stalled["round"], stalled["events"] + 2),
        )
        back = start_player(port, "Anyone", "--seed", "3", f"--token={joined['token']}")
        procs.append(back)
        rejoined = back.wait_event("joined")
        assert rejoined["seat"] == joined["seat"]
        assert rejoined["token"] == joined["token"]
        host.wait_line(lambda line: "Walker rejoined seat" in line)
        back.wait_event("move")
        back.wait_event("deal_checked")
        host.signal(signal.SIGTERM)
        assert host.finish(timeout=60) == 0
        assert back.finish() == 0 and stayer.finish() == 0
    finally:
        for proc in procs:
            proc.signal()
    # The person played again after rejoining, and every deal they saw the end of
    # was verified (the round they rejoined mid-way too, from the rejoin on).
    assert back.events("move"), back.text()
    assert back.events("deal_checked")
    assert all(check["ok"] for check in back.events("deal_checked") + stayer.events("deal_checked"))
    numbers, sums, played = _ledger_sums(tmp_path / "ledger.sqlite3")
    assert played >= 1 and numbers == list(range(1, played + 1))
    assert back.events("balances")[-1]["balances"] == sums


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM], ids=["killed", "quits"])
def test_the_host_stops_mid_round_and_the_session_resumes(tmp_path: Path, how: int) -> None:
    seats = ["person", "computer:easy:Robo", "person"]
    host, port = start_host(tmp_path, seats, "--grace", "30", rounds=0)
    first = [start_player(port, name, "--seed", str(i)) for i, name in enumerate(["Ann", "Bob"])]
    procs = [host, *first]
    try:
        tokens = [player.wait_event("joined")["token"] for player in first]
        # Mid-round: four moves into a round after the first (a round can end
        # in fewer: then the next one).
        stop = first[0].wait_event("update", lambda e: e["round"] >= 2 and e["events"] >= 4, 40)
        at = int(stop["round"])
        host.signal(how)
        host.finish()
        for player in first:
            player.finish()
            ended = player.events("host_quit") or player.events("disconnected")
            assert ended, player.text()
        if how == signal.SIGTERM:
            assert all(p.events("host_quit")[0]["reason"] == "host_quit" for p in first)
        numbers, _, _ = _ledger_sums(tmp_path / "ledger.sqlite3")
        # The round seen, or (it ended as the host was told to stop) the next.
        assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) in (at - 1, at)
        at = len(numbers) + 1

        host, port = resume_host(tmp_path, rounds=at + 1)
        procs.append(host)
        host.wait_line(lambda line: f"round {at} resumes after" in line)
        again = [
            start_player(port, "x", "--seed", str(i + 5), f"--token={token}")
            for i, token in enumerate(tokens)
        ]
        procs += again
        seats_back = [player.wait_event("joined")["seat"] for player in again]
        assert seats_back == [
            first[0].events("joined")[0]["seat"],
            first[1].events("joined")[0]["seat"],
        ]
        assert host.finish(timeout=60) == 0
        for player in again:
            assert player.finish() == 0
    finally:
        for proc in procs:
            proc.signal()
    # The resumed round's end was verified by who was back for it; one whose
    # process started after that round ended (a loaded machine) joined the next.
    seen = [[c["round"] for c in player.events("deal_checked")] for player in again]
    assert [at, at + 1] in seen and all(rounds in ([at, at + 1], [at + 1]) for rounds in seen)
    assert all(c["ok"] for player in again for c in player.events("deal_checked"))
    numbers, sums, played = _ledger_sums(tmp_path / "ledger.sqlite3")
    assert numbers == list(range(1, at + 2)) and played == at + 1
    for player in again:
        assert player.events("balances")[-1]["balances"] == sums
