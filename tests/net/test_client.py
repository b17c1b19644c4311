"""The client's side of the protocol: a host of another version is named
clearly, and the session's CSV arrives whole (in parts when it is long) as the
host's ledger writes it."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.ledger.export import csv_text
from tonk_desktop.net import protocol as p
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.table_config import SeatPlan, TableConfig


def test_a_host_of_another_version_is_named_clearly(qtbot: QtBot) -> None:
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(10)
    port = server.getsockname()[1]

    def future_host() -> None:
        connection, _ = server.accept()
        with connection:
            connection.sendall(p.encode({"type": "hello", "protocol": 2, "app": "tonk-desktop 9"}))
            connection.settimeout(5)
            try:
                connection.recv(65536)  # the join; then wait for the client to hang up
                connection.recv(65536)
            except OSError:
                pass

    thread = threading.Thread(target=future_host)
    thread.start()
    client = TableClient()
    try:
        with qtbot.waitSignal(client.disconnected, timeout=10_000) as gone:
            client.connect_to("127.0.0.1", port, "ABCDEF", "Anna", "en")
    finally:
        thread.join(timeout=10)
        server.close()
    code, detail = gone.args
    assert code == "version"
    assert "speaks table protocol 2 (tonk-desktop 9)" in detail
    assert f"this program {p.PROTOCOL_VERSION}" in detail
    assert not client.connected


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
