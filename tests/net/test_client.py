"""The client's side of the protocol: a host of another version (or of the
old plain protocol) is named clearly, a client of the old protocol is told to
update, and the session's CSV arrives whole (in parts when it is long) as the
host's ledger writes it."""

from __future__ import annotations

import socket
import ssl
import threading
from pathlib import Path
from typing import Any

import pytest
from net_support import tls_server_context
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.ledger.export import csv_text
from tonk_desktop.net import protocol as p
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.certificate import HostIdentity
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.table_config import SeatPlan, TableConfig


def _one_connection_host(
    hello: dict[str, Any], context: ssl.SSLContext | None
) -> tuple[int, threading.Thread, socket.socket]:
    """A host of another version on 127.0.0.1 (TLS with `context`, else the old
    plain protocol) that says `hello` to one connection and waits for it to go."""
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(10)

    def serve() -> None:
        raw, _ = server.accept()
        try:
            connection = raw if context is None else context.wrap_socket(raw, server_side=True)
        except OSError:
            raw.close()
            return
        with connection:
            connection.sendall(p.encode(hello))
            connection.settimeout(5)
            try:
                connection.recv(65536)  # the join; then wait for the client to hang up
                connection.recv(65536)
            except OSError:
                pass

    thread = threading.Thread(target=serve)
    thread.start()
    return server.getsockname()[1], thread, server


def test_a_host_of_another_version_is_named_clearly(qtbot: QtBot, tmp_path: Path) -> None:
    context = tls_server_context(HostIdentity.make(), tmp_path)
    future = {"type": "hello", "protocol": 3, "app": "tonk-desktop 9"}
    port, thread, server = _one_connection_host(future, context)
    client = TableClient()
    try:
        with qtbot.waitSignal(client.disconnected, timeout=10_000) as gone:
            client.connect_to("127.0.0.1", port, "ABCDEF", "Anna", "en")
    finally:
        thread.join(timeout=10)
        server.close()
    code, detail = gone.args
    assert code == "version"
    assert "speaks table protocol 3 (tonk-desktop 9)" in detail
    assert f"this program {p.PROTOCOL_VERSION}" in detail
    assert not client.connected


def test_a_host_of_the_old_plain_protocol_is_named_clearly(qtbot: QtBot) -> None:
    old = {"type": "hello", "protocol": 1, "app": "tonk-desktop 0.9"}
    port, thread, server = _one_connection_host(old, None)
    client = TableClient()
    try:
        with qtbot.waitSignal(client.disconnected, timeout=10_000) as gone:
            client.connect_to("127.0.0.1", port, "ABCDEF", "Anna", "en")
    finally:
        thread.join(timeout=10)
        server.close()
    code, detail = gone.args
    assert code == "version"
    assert "did not answer in TLS" in detail
    assert "same version of Tonk Desktop" in detail


def test_a_client_of_the_old_plain_protocol_is_told_to_update(qtbot: QtBot, tmp_path: Path) -> None:
    """A program of protocol 1 joins in plain TCP at once; it reads the host's
    plain answer, a `bye` it shows as it is, and the line closes."""
    ledger = Ledger(tmp_path / "ledger.sqlite3")
    host = TableHost(
        TableConfig(HouseRules(players=2), (SeatPlan.person(), SeatPlan.computer("easy", "Bot"))),
        ledger,
    )
    try:
        host.listen("127.0.0.1", 0)
        old = socket.create_connection(("127.0.0.1", host.port), timeout=5)
        old.sendall(p.encode({"type": "join", "protocol": 1, "app": "tonk-desktop 0.9",
                              "code": host.join_code, "name": "Old", "language": "en",
                              "token": None}))  # fmt: skip
        reader = p.FrameReader(p.MAX_HOST_MESSAGE)
        messages: list[dict[str, Any]] = []
        old.setblocking(False)
        closed = False

        def read() -> bool:
            nonlocal closed
            try:
                data = old.recv(65536)
            except BlockingIOError:
                return closed
            closed = closed or not data
            messages.extend(reader.feed(data))
            return closed

        qtbot.waitUntil(read, timeout=5000)
        old.close()
        assert [m["type"] for m in messages] == ["bye"]
        assert messages[0]["code"] == "version"
        assert "update Tonk Desktop" in messages[0]["detail"]
        assert host.seats[0].status == "open"
    finally:
        host.close()
        ledger.close()


@pytest.mark.parametrize("part", [p.CSV_PART, 100], ids=["whole", "in parts"])
def test_the_sessions_csv_arrives_as_the_ledger_writes_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, part: int
) -> None:
    monkeypatch.setattr(p, "CSV_PART", part)
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=0,
        round_pause=60,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, seed=3)
        host.listen("127.0.0.1", 0)
        host.start()
        client = TableClient()
        AutoPlayer(client, "easy", 1, rounds=1)
        client.connect_to("127.0.0.1", host.port, host.join_code, "Ödön", "hu")
        qtbot.waitUntil(lambda: client.balances is not None and client.balances.rounds == 1,
                        timeout=20_000)  # fmt: skip
        with qtbot.waitSignal(client.csv_received, timeout=5_000) as got:
            client.request_csv(decimal_comma=True)
        session = ledger.sessions()[0]
        expected = csv_text(session, ledger.rounds(session.id), decimal_comma=True)
        assert got.args == [expected]
        assert "Ödön" in expected and len(expected) > 100
        client.leave()
        host.close()
