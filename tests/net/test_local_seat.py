"""The window's own person plays a seat in-process (`TableHost.attach_local`),
through the same client and messages as a person over the network, while
another person plays over a real socket on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import SeatPlan, TableConfig, TableHost


def test_the_hosts_own_person_and_a_remote_one_play_whole_rounds(
    qtbot: QtBot, tmp_path: Path
) -> None:
    config = TableConfig(
        rules=HouseRules(players=3),
        seats=(SeatPlan.person(), SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=0,
        round_pause=0,
        max_rounds=2,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, tmp_path / "table.json")
        host.listen("127.0.0.1", 0)
        host.start()
        mine, remote = TableClient(), TableClient()
        players = [AutoPlayer(mine, "easy", 1), AutoPlayer(remote, "easy", 2)]
        checks: list[tuple[bool, str]] = []
        mine.deal_checked.connect(lambda ok, detail: checks.append((ok, detail)))
        remote.deal_checked.connect(lambda ok, detail: checks.append((ok, detail)))
        host.attach_local(mine, "Anna", "en")
        remote.connect_to("127.0.0.1", host.port, host.join_code, "Béla", "hu")
        with qtbot.waitSignal(host.closed, timeout=30_000):
            pass
        qtbot.waitUntil(lambda: len(checks) == 4, timeout=5_000)
        assert checks == [(True, "deal verified")] * 4
        assert mine.seat == 0 and remote.seat == 1
        assert [p.rounds_seen for p in players] == [2, 2]
        session = ledger.sessions()[0]
        assert [seat.name for seat in session.seats] == ["Anna", "Béla", "Robo"]
        assert mine.balances is not None and remote.balances is not None
        assert mine.balances.balances == remote.balances.balances == session.balances
