"""The waiting room: connections that never send their join cannot lock a
table. One address holds at most `MAX_UNJOINED_PER_ADDRESS` places and the one
past them is told why; when every place is taken, the connection that waited
longest makes room, so a seated player's rejoin with their token always gets
in. Everything runs on 127.0.0.0/8 (the waiting lines come from 127.0.0.2 to
127.0.0.5, so they count as other computers)."""

from __future__ import annotations

import ssl
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
from tonk_desktop.net.connections import BUSY, MAX_UNJOINED, MAX_UNJOINED_PER_ADDRESS
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.protocol import FrameReader
from tonk_desktop.net.table_config import SeatPlan, TableConfig


class Waiting:
    """A connection from `source` that never joins, read without blocking."""

    def __init__(self, source: str, port: int) -> None:
        self.sock = tls_connect(port, source)
        self.sock.setblocking(False)
        self.reader = FrameReader(p.MAX_HOST_MESSAGE)
        self.messages: list[dict[str, Any]] = []
        self.closed = False

    def poll(self) -> None:
        while not self.closed:
            try:
                data = self.sock.recv(65536)
            except (BlockingIOError, ssl.SSLWantReadError):
                return
            except OSError:
                data = b""
            if not data:
                self.closed = True
                return
            self.messages.extend(self.reader.feed(data))

    def gone(self) -> bool:
        self.poll()
        return self.closed

    def kinds(self) -> list[str]:
        self.poll()
        return [message["type"] for message in self.messages]


@pytest.fixture
def host(qtbot: QtBot, tmp_path: Path) -> Iterator[TableHost]:
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=0.05,
        round_pause=0,
        grace=60,  # the seat waits for its person: no stand-in during the test
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        table = TableHost(config, ledger, tmp_path / "table.json", seed=4)
        table.listen("127.0.0.1", 0)
        table.start()
        yield table
        table.close()


def fill(qtbot: QtBot, port: int, source: str, count: int) -> list[Waiting]:
    lines = [Waiting(source, port) for _ in range(count)]
    qtbot.waitUntil(lambda: all("hello" in line.kinds() for line in lines), timeout=5000)
    return lines


def test_one_address_holds_a_few_waiting_places_and_the_next_is_told_why(
    qtbot: QtBot, host: TableHost
) -> None:
    lines = fill(qtbot, host.port, "127.0.0.2", MAX_UNJOINED_PER_ADDRESS)
    extra = Waiting("127.0.0.2", host.port)
    qtbot.waitUntil(lambda: extra.gone() and extra.kinds() == ["join_refused"], timeout=5000)
    assert extra.messages[0]["code"] == BUSY
    assert not any(line.gone() for line in lines)
    # Another computer still gets in and is seated.
    person = TableClient()
    with qtbot.waitSignal(person.joined, timeout=5000):
        person.connect_to("127.0.0.1", host.port, host.join_code, "Ann", "en")


def test_a_full_waiting_room_makes_room_for_a_seated_players_rejoin(
    qtbot: QtBot, host: TableHost
) -> None:
    person = TableClient()
    with qtbot.waitSignal(person.joined, timeout=5000):
        person.connect_to("127.0.0.1", host.port, host.join_code, "Ann", "en")
    token = person.token
    assert token
    person.leave()
    lines: list[Waiting] = []
    for number in range(2, 2 + MAX_UNJOINED // MAX_UNJOINED_PER_ADDRESS):
        lines += fill(qtbot, host.port, f"127.0.0.{number}", MAX_UNJOINED_PER_ADDRESS)
    assert len(lines) == MAX_UNJOINED
    back = TableClient()
    refused: list[str] = []
    back.join_refused.connect(lambda code, _detail: refused.append(code))
    with qtbot.waitSignal(back.joined, timeout=5000):
        back.connect_to("127.0.0.1", host.port, host.join_code, "", "en", token)
    assert refused == [] and back.seat == 0
    # The line that waited longest made room, and was told why.
    qtbot.waitUntil(lines[0].gone, timeout=5000)
    assert lines[0].kinds() == ["hello", "join_refused"]
    assert lines[0].messages[-1]["code"] == BUSY
    assert not any(line.gone() for line in lines[1:])


class _StuckSocket:
    """A line whose far end reads nothing: what is written stays queued."""

    def __init__(self) -> None:
        self.queued = 0
        self.aborted = False

    def bytesToWrite(self) -> int:
        return self.queued

    def write(self, data: bytes) -> None:
        self.queued += len(data)

    def abort(self) -> None:
        self.aborted = True

    def disconnectFromHost(self) -> None:
        pass


def test_a_peer_that_reads_nothing_is_cut_once_its_unsent_bytes_pass_the_cap(
    qtbot: QtBot,
) -> None:
    """A seated player who never reads (and asks for export after export) made
    the host keep everything it was sent: 72 MB to 186 MB in 28 s. Past
    MAX_UNSENT_BYTES the line is cut, nothing more is queued, and the host hears
    the seat lost as forfeit (a computer stands in at once)."""
    from functools import partial

    from PySide6.QtCore import QObject

    from tonk_desktop.net.certificate import HostIdentity
    from tonk_desktop.net.connections import MAX_UNSENT_BYTES, Connections, Peer

    lost: list[tuple[str, bool]] = []
    dropped: list[str] = []
    parent = QObject()
    lines = Connections(
        TableConfig(rules=HouseRules(players=2), seats=(SeatPlan.person(), SeatPlan.person())),
        parent,
        on_message=lambda _peer, _message: None,
        on_lost=lambda _peer, why, forfeit: lost.append((why, forfeit)),
        on_dropped=lambda _description, code: dropped.append(code),
        say=lambda _line: None,
        seat_name=lambda _seat: "Ann",
        identity=HostIdentity.make(),
    )
    stuck = _StuckSocket()
    peer = Peer("127.0.0.1:5000", partial(lines._write, stuck), stuck.disconnectFromHost, seat=0)  # type: ignore[arg-type]
    lines._socket_peers[stuck] = peer  # type: ignore[index]
    lines.peers.append(peer)
    part = {"type": "csv", "part": 0, "parts": 1, "text": "x" * 100_000}
    while not stuck.aborted:
        peer.send(part)
        assert stuck.queued <= MAX_UNSENT_BYTES
    queued = stuck.queued
    peer.send(part)  # nothing more once cut
    assert stuck.queued == queued
    qtbot.waitUntil(lambda: lost == [("not_reading", True)], timeout=2000)
    assert dropped == ["not_reading"] and peer not in lines.peers
