"""The time bank across two network namespaces the test makes (tests/netns.py),
never the machine's own interfaces: a real `tonk-host` in one, with seconds
per move and no reserve, and two real clients in the other joining by the
invite it printed; one plays, the other never moves. Each of the idle guest's
turns runs out, a computer player moves for it and every seat is told; the
round ends, and the host says whose time ran out.

Skipped with the reason without root or `ip` (failed instead where
TONK_REQUIRE_NETNS=1)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from net_support import Proc

from tonk_desktop.net.invite import parse_invite

CODE = "TBNSQZ"
PER_MOVE = 0.4  # seconds per move; no reserve
SECONDS = 30.0  # every guest stops by itself after this


def _guest(ns: str, invite: str, name: str, *extra: str) -> Proc:
    return Proc(
        ["-m", "tonk_desktop.net.autoplay", "--invite", invite, "--name", name,
         "--seed", "3", "--seconds", str(SECONDS), *extra],
        namespace=ns,
    )  # fmt: skip


@pytest.mark.netns
def test_a_guest_who_never_moves_is_played_for_across_namespaces_and_the_round_ends(
    two_namespaces: tuple[str, str, str, str], tmp_path: Path
) -> None:
    ns_host, address_host, ns_guests, _ = two_namespaces
    started = time.monotonic()
    processes: list[Proc] = []
    try:
        host = Proc(
            ["-m", "tonk_desktop.net.cli", "--listen", address_host, "--join-code", CODE,
             "--ledger", str(tmp_path / "ledger.sqlite3"), "--state", str(tmp_path / "table.json"),
             "--bot-pause", "0", "--round-pause", "0", "--rounds", "1", "--deck-seed", "5",
             "--seat", "person", "--seat", "person",
             "--time-per-move", str(PER_MOVE), "--time-reserve", "0"],
            namespace=ns_host,
        )  # fmt: skip
        processes.append(host)
        invite = host.wait_line(lambda text: text.startswith("INVITE "), timeout=30).split()[1]
        assert parse_invite(invite).address == address_host
        anna = _guest(ns_guests, invite, "Anna")
        processes.append(anna)
        anna.wait_event("joined", timeout=15)
        bob = _guest(ns_guests, invite, "Bob", "--stall-after", "0")
        processes.append(bob)
        seat = bob.wait_event("joined", timeout=15)["seat"]
        over = anna.wait_event("round_over", timeout=30)
        bob.wait_event("round_over", timeout=10)
        assert host.finish(timeout=20) == 0, host.text()
        assert anna.finish() == 0 and bob.finish() == 0, anna.text() + bob.text()
    finally:
        for process in processes:
            process.signal()
    assert not bob.events("move")  # it never moved
    stalls = bob.events("stalled")
    assert stalls, bob.text()  # its turns came, and it let each go
    timed_out = [event["seat"] for event in anna.events("timed_out")]
    assert timed_out and set(timed_out) == {seat}, anna.text()  # the other guest is told
    assert [event["seat"] for event in bob.events("timed_out")] == timed_out  # so is it
    assert len(timed_out) == len(stalls)  # every turn it let go was played for
    for stall, played in zip(stalls, bob.events("timed_out"), strict=True):
        waited = played["t"] - stall["t"]  # the turn's seconds, then the computer
        assert PER_MOVE - 0.05 <= waited <= PER_MOVE + 3.0, (stall, played)
    told = "\n".join(host.lines).count(f"Bob (seat {seat + 1}) ran out of time")
    assert told == len(timed_out), host.text()
    print(
        f"\ntime bank across namespaces: Bob (seat {seat + 1}) never moved, played for"
        f" {len(timed_out)} times; the round ended ({over['kind']}, net {over['net']})"
        f" in {time.monotonic() - started:.1f} s"
    )
