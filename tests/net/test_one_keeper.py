"""One program at a time keeps a ledger, and one host a table: a second is
refused with a message, so that no deal is recorded twice. `tonk-host` and
its players run as processes on 127.0.0.1."""

from __future__ import annotations

import json
from pathlib import Path

from net_support import LOOPBACK, Proc, start_host, start_player
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.hold import hold
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.table_config import SeatPlan, TableConfig

SEATS = ["person", "computer:easy:Robo"]


def host_args(ledger: Path, *extra: str) -> list[str]:
    return ["-m", "tonk_desktop.net.cli", "--listen", LOOPBACK, "--ledger", str(ledger),
            "--bot-pause", "0", "--round-pause", "0", *extra]  # fmt: skip


def test_tonk_host_is_refused_a_ledger_another_program_keeps(tmp_path: Path) -> None:
    # A window keeps the ledger (as it holds it: the lock beside it).
    ledger = tmp_path / "ledger.sqlite3"
    window = hold(ledger)
    assert window.held
    refused = Proc(host_args(ledger, "--seat", "person", "--seat", "computer:easy:Robo"))
    assert refused.finish() == 2
    said = refused.text()
    assert "kept by another Tonk program" in said and "counted twice" in said
    assert "PORT" not in said and "Traceback" not in said
    window.release()  # the window closes: the host may keep it now
    host, _port = start_host(tmp_path, SEATS, rounds=0)  # it listens: PORT ... CODE ...
    assert host.popen.poll() is None
    host.signal()
    host.finish()


def test_a_second_host_of_a_table_still_hosted_is_refused(tmp_path: Path) -> None:
    host, port = start_host(tmp_path, SEATS, rounds=0)
    player = start_player(port, "Ann", "--seed", "1")
    procs = [host, player]
    try:
        player.wait_event("joined")
        host.wait_line(lambda line: "dealt by seat" in line)
        state = tmp_path / "table.json"
        assert json.loads(state.read_text())["session"] == 1
        # The same ledger: the ledger is the first host's.
        again = Proc(host_args(tmp_path / "ledger.sqlite3", "--resume", str(state)))
        procs.append(again)
        assert again.finish() == 2
        assert "kept by another Tonk program" in again.text()
        # Another ledger, the same table: the table is the first host's.
        other = Proc(host_args(tmp_path / "other.sqlite3", "--resume", str(state)))
        procs.append(other)
        assert other.finish() == 2
        said = other.text()
        assert "being hosted by another program" in said and "counted twice" in said
        assert "Traceback" not in said
        assert host.popen.poll() is None  # the first plays on
    finally:
        for proc in procs:
            proc.signal()
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        assert [session.id for session in ledger.sessions()] == [1]


def config() -> TableConfig:
    return TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=30,  # the round stays in progress while the test looks
        round_pause=0,
    )


def test_a_table_is_resumed_by_one_host_at_a_time(qtbot: QtBot, tmp_path: Path) -> None:
    state = tmp_path / "table.json"
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        first = TableHost(config(), ledger, state)
        first.listen("127.0.0.1", 0)
        first.start()
        mine = TableClient()
        AutoPlayer(mine, "easy", 1)
        first.attach_local(mine, "Anna", "en")
        qtbot.waitUntil(lambda: first.round is not None and state.exists(), timeout=10_000)
        try:
            TableHost.resume(state, ledger)
        except ValueError as error:
            assert "being hosted by another program" in str(error)
        else:
            raise AssertionError("a second host took a table still hosted")
        first.close()
        second = TableHost.resume(state, ledger)  # closed: the table is free
        assert second.session_id == first.session_id
        second.close()


def test_the_hosts_round_in_progress_is_never_a_window_offer(qtbot: QtBot, tmp_path: Path) -> None:
    # A window on the ledger offered the round a host played, played it
    # locally and recorded it; the host recorded the same deal too.
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config(), ledger, tmp_path / "table.json")
        host.listen("127.0.0.1", 0)
        host.start()
        mine = TableClient()
        AutoPlayer(mine, "easy", 1)
        host.attach_local(mine, "Anna", "en")
        qtbot.waitUntil(lambda: host.session_id is not None, timeout=10_000)
        sid = host.session_id
        assert sid is not None
        hosted = ledger.autosave_dir / f"hosted-{sid}.json"
        qtbot.waitUntil(hosted.exists, timeout=10_000)
        assert not (ledger.autosave_dir / f"session-{sid}.json").exists()
        assert ledger.interrupted_sessions() == []
        assert ledger.load_round_in_progress(sid) is None
        assert ledger.load_round_in_progress(sid, hosted=True) is not None
        host.close()
        resumed = TableHost.resume(tmp_path / "table.json", ledger)
        assert resumed.round is not None  # the host's to go on with
        resumed.close()
