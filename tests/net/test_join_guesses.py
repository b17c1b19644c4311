"""Guessing the join code costs time: after `FREE_TRIES` wrong codes from one
address, every join from it is answered only after a wait that doubles with
each wrong code (held on a timer: the table plays on), and the refused client is
told how long. Other addresses, and a seated player's token, are never held.
Everything runs on 127.0.0.0/8 (the guesser comes from 127.0.0.2)."""

from __future__ import annotations

import ssl
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from net_support import tls_connect
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net import protocol as p
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.join_guard import (
    FIRST_WAIT,
    FORGET_AFTER,
    FREE_TRIES,
    MAX_ADDRESSES,
    MAX_WAIT,
    JoinGuard,
    address_key,
)
from tonk_desktop.net.protocol import FrameReader
from tonk_desktop.net.table_config import SeatPlan, TableConfig

GUESSER = "127.0.0.2"


class Guess:
    """One join with `code` from `source`, read without blocking."""

    def __init__(self, source: str, port: int, code: str, token: str | None = None) -> None:
        self.sock = tls_connect(port, source)
        self.sock.setblocking(False)
        self.reader = FrameReader(p.MAX_HOST_MESSAGE)
        self.messages: list[dict[str, Any]] = []
        self.sent = time.monotonic()
        self.answered: float | None = None
        join = {"type": "join", "protocol": p.PROTOCOL_VERSION, "app": "test", "code": code,
                "name": "Guesser", "language": "en", "token": token}  # fmt: skip
        self.sock.sendall(p.encode(join))

    def answer(self) -> dict[str, Any] | None:
        """The host's answer to the join (`join_refused` or `welcome`), once it came."""
        while True:
            try:
                data = self.sock.recv(65536)
            except (BlockingIOError, ssl.SSLWantReadError):
                break
            except OSError:
                data = b""
            if not data:
                break
            self.messages.extend(self.reader.feed(data))
        for message in self.messages:
            if message["type"] in ("join_refused", "welcome"):
                if self.answered is None:
                    self.answered = time.monotonic()
                return message
        return None

    def waited(self) -> float:
        assert self.answered is not None
        return self.answered - self.sent

    def close(self) -> None:
        self.sock.close()


def answered(qtbot: QtBot, guess: Guess, timeout: int = 15_000) -> dict[str, Any]:
    qtbot.waitUntil(lambda: guess.answer() is not None, timeout=timeout)
    message = guess.answer()
    assert message is not None
    guess.close()
    return message


@pytest.fixture
def host(qtbot: QtBot, tmp_path: Path) -> Iterator[TableHost]:
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.person()),
        grace=60,
        handshake_timeout=0.5,  # a held join is answered even so
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        table = TableHost(config, ledger, seed=2)
        table.listen("127.0.0.1", 0)
        table.start()
        yield table
        table.close()


def wrong(host: TableHost) -> str:
    return "ZZZZZ9" if host.join_code != "ZZZZZ9" else "YYYYY9"


def test_wrong_codes_from_one_address_are_answered_ever_later(
    qtbot: QtBot, host: TableHost
) -> None:
    refusals = []
    for _ in range(FREE_TRIES + 3):
        guess = Guess(GUESSER, host.port, wrong(host))
        refusals.append((answered(qtbot, guess), guess.waited()))
    codes = [message["code"] for message, _ in refusals]
    assert codes == ["join_code"] * (FREE_TRIES - 1) + ["slow_down"] * 4
    # Each slow_down says how long the next try waits, and the next one did.
    waits = [message.get("wait") for message, _ in refusals]
    assert waits[FREE_TRIES - 1 :] == [FIRST_WAIT, FIRST_WAIT * 2, FIRST_WAIT * 4, FIRST_WAIT * 8]
    for (message, _), (_, took) in zip(
        refusals[FREE_TRIES - 1 : -1], refusals[FREE_TRIES:], strict=True
    ):
        assert took >= message["wait"]


def test_the_table_serves_others_at_once_while_a_guess_is_held(
    qtbot: QtBot, host: TableHost
) -> None:
    for _ in range(FREE_TRIES + 2):
        answered(qtbot, Guess(GUESSER, host.port, wrong(host)))
    held = Guess(GUESSER, host.port, wrong(host))  # held FIRST_WAIT * 4 = 1 s
    person = TableClient()
    with qtbot.waitSignal(person.joined, timeout=5_000):
        person.connect_to("127.0.0.1", host.port, host.join_code, "Ann", "en")
    assert held.answer() is None  # the person was seated while the guess waited
    assert answered(qtbot, held)["code"] == "slow_down" and held.waited() >= 4 * FIRST_WAIT
    # A seated player's token from the guessing address is not held, and the
    # right code from there is held like a wrong one (else a missing welcome
    # would tell a guesser "wrong" at once).
    token = person.token
    assert token
    person.leave()
    back = Guess(GUESSER, host.port, host.join_code, token)
    right = Guess(GUESSER, host.port, host.join_code)
    assert answered(qtbot, back)["type"] == "welcome"
    assert right.answer() is None
    message = answered(qtbot, right)
    assert message["type"] == "welcome" and right.waited() >= 8 * FIRST_WAIT


def test_a_second_join_on_a_held_line_is_bad_input(qtbot: QtBot, host: TableHost) -> None:
    for _ in range(FREE_TRIES):
        answered(qtbot, Guess(GUESSER, host.port, wrong(host)))
    held = Guess(GUESSER, host.port, wrong(host))
    held.sock.sendall(p.encode({"type": "join", "protocol": p.PROTOCOL_VERSION, "app": "test",
                                "code": host.join_code, "name": "G", "language": "en",
                                "token": None}))  # fmt: skip
    qtbot.waitUntil(
        lambda: held.answer() is not None or any(m["type"] == "bye" for m in held.messages),
        timeout=5_000,
    )
    assert [m["type"] for m in held.messages if m["type"] != "hello"] == ["bye"]
    assert held.messages[-1]["code"] == "bad_message"
    held.close()


def test_the_guard_forgets_and_counts_ipv6_by_network() -> None:
    guard = JoinGuard()
    for _ in range(FREE_TRIES):
        guard.wrong("2001:db8::1", 0.0)
    assert guard.wait("2001:db8::ffff", 1.0) == FIRST_WAIT  # the same /64
    assert guard.wait("2001:db8:0:1::1", 1.0) == 0.0
    assert guard.wait("2001:db8::1", FORGET_AFTER) == 0.0  # quiet long enough
    for _ in range(40):
        guard.wrong("::ffff:10.0.0.1", 0.0)
    assert guard.wait("10.0.0.1", 1.0) == MAX_WAIT
    assert address_key("::ffff:10.0.0.1") == "10.0.0.1"
    for number in range(MAX_ADDRESSES + 10):
        guard.wrong(f"10.1.{number // 256}.{number % 256}", 1.0 + number)
    assert len(guard._tries) == MAX_ADDRESSES
    assert guard.wait("10.0.0.1", 2.0) == 0.0  # the oldest forgotten first
