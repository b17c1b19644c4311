"""The time bank: a person's turn has its seconds, then the seat's reserve,
then a computer player finishes it and every seat is told; the round goes on
to its end. Off, nobody is played for. A resumed table keeps its setting.
The clock's arithmetic is checked with a clock the test turns by hand; the
table's with short seconds and bounded waits, on 127.0.0.1 only."""

from __future__ import annotations

import dataclasses
import json
import time
from pathlib import Path

import pytest
from net_support import start_host, start_player
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules, action_to_json
from tonk_desktop.ledger import Ledger
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.table_config import SeatPlan, TableConfig
from tonk_desktop.net.table_file import read_table_state
from tonk_desktop.net.time_bank import Clock, TimeBank, check_time_bank

# ---------------------------------------------------------------- the clock


def test_time_beyond_the_move_comes_out_of_the_reserve() -> None:
    bank = TimeBank(per_move=10, reserve=20, players=2)
    bank.start(1, now=100.0)
    assert bank.clock(104.0) == Clock(1, 6.0, 20.0)
    assert bank.clock(115.0) == Clock(1, 0.0, 15.0)
    assert not bank.out_of_time(129.9)
    bank.stop(now=115.0)  # moved 5 s into the reserve
    assert bank.reserve_of(1) == 15.0 and bank.reserve_of(0) == 20.0
    bank.start(1, now=200.0)
    assert bank.clock(200.0) == Clock(1, 10.0, 15.0)  # a fresh turn, the reserve as left
    assert not bank.out_of_time(224.9)
    assert bank.out_of_time(225.0)
    bank.stop(now=225.0)
    assert bank.reserve_of(1) == 0.0
    bank.start(1, now=300.0)
    assert bank.out_of_time(310.0)  # no reserve left: the turn's own seconds only
    bank.new_round()
    assert bank.seat is None and bank.reserve_of(1) == 20.0


def test_no_time_bank_never_runs_out() -> None:
    bank = TimeBank(per_move=0, reserve=0, players=3)
    bank.start(0, now=0.0)
    assert bank.clock(1e9) is None and not bank.out_of_time(1e9)


def test_a_clock_counts_down_as_the_client_shows_it() -> None:
    clock = Clock(2, 3.0, 10.0)
    assert clock.after(1.0) == Clock(2, 2.0, 10.0)
    assert clock.after(5.0) == Clock(2, 0.0, 8.0)
    assert clock.after(99.0) == Clock(2, 0.0, 0.0)
    assert Clock.from_json(clock.to_json(), 4) == clock
    bad_ones: list[object] = [
        None,
        {"seat": 4, "move": 1, "reserve": 1},
        {"seat": 0, "move": True, "reserve": 1},
        {"seat": 0, "move": -1, "reserve": 1},
        {"seat": 0, "move": 1},
    ]
    for bad in bad_ones:
        assert Clock.from_json(bad, 4) is None, bad


@pytest.mark.parametrize(
    ("per_move", "reserve", "words"),
    [
        (-1.0, 0.0, "the time per move is 0 to 3600 seconds"),
        (float("nan"), 0.0, "the time per move is 0 to 3600"),
        (10.0, 3601.0, "the time reserve is 0 to 3600"),
        (0.0, 60.0, "a time reserve needs a time per move"),
    ],
)
def test_a_time_bank_that_cannot_be_kept_is_refused(
    per_move: float, reserve: float, words: str
) -> None:
    with pytest.raises(ValueError, match=words):
        check_time_bank(per_move, reserve)
    with pytest.raises(ValueError, match=words):
        TableConfig(
            rules=HouseRules(players=2),
            seats=(SeatPlan.person(), SeatPlan.person()),
            time_per_move=per_move,
            time_reserve=reserve,
        )


# ---------------------------------------------------------------- the table


def _config(per_move: float, reserve: float, **changes: object) -> TableConfig:
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.person()),
        bot_pause=0,
        round_pause=60,
        time_per_move=per_move,
        time_reserve=reserve,
    )
    return dataclasses.replace(config, **changes)  # type: ignore[arg-type]


class _Idle:
    """A guest that joins and never moves; notes the clock whenever its turn
    comes, and every seat out of time it hears of."""

    def __init__(self, client: TableClient) -> None:
        self.client = client
        self.clocks: list[Clock | None] = []
        self.turns_at: list[float] = []
        self.timeouts: list[tuple[int, float]] = []
        client.round_started.connect(lambda _view: self._look())
        client.updated.connect(lambda _event, _view: self._look())
        client.timed_out.connect(lambda seat: self.timeouts.append((seat, time.monotonic())))

    def _look(self) -> None:
        if self.client.my_turn:
            self.clocks.append(self.client.clock)
            self.turns_at.append(time.monotonic())


def test_a_guest_who_never_moves_is_played_for_and_the_round_ends(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Its first turn lasts the turn's seconds and the whole reserve, later
    ones the turn's seconds only; each time both seats hear it; a move sent
    after the host's word is refused as out of time, not punished."""
    per_move, reserve = 0.3, 0.6
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(_config(per_move, reserve, bot_pause=0.5), ledger, seed=5)
        host.listen("127.0.0.1", 0)
        host.start()
        player, idle_client = TableClient(), TableClient()
        AutoPlayer(player, "easy", 1, rounds=1)
        idle = _Idle(idle_client)
        heard: list[int] = []
        player.timed_out.connect(heard.append)
        refusals: list[str] = []
        idle_client.refused.connect(lambda code, _facts: refusals.append(code))
        first = True

        def answer_late(seat: int) -> None:
            nonlocal first
            view = idle_client.view
            if first and seat == idle_client.seat and view is not None and view.legal:
                first = False  # the computer waits its bot pause: this move is late
                idle_client.send_raw(
                    {"type": "move", "round": idle_client.round_number,
                     "at": len(view.history), "action": action_to_json(view.legal[0])}
                )  # fmt: skip

        idle_client.timed_out.connect(answer_late)
        player.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
        idle_client.connect_to("127.0.0.1", host.port, host.join_code, "Bob", "en")
        qtbot.waitUntil(lambda: player.balances is not None and player.balances.rounds == 1,
                        timeout=60_000)  # fmt: skip
        seat = idle_client.seat
        assert seat is not None
        assert idle.timeouts, "the idle guest was never played for"
        assert all(who == seat for who, _ in idle.timeouts)
        assert heard == [who for who, _ in idle.timeouts]  # every seat is told
        assert refusals[:1] == ["out_of_time"]
        assert idle_client.connected  # a late move is no offence
        # The first turn: its own seconds, then the reserve, then the computer.
        assert idle.clocks[0] == Clock(seat, per_move, reserve)
        took = idle.timeouts[0][1] - idle.turns_at[0]
        assert per_move + reserve - 0.05 <= took <= per_move + reserve + 2.0
        if len(idle.timeouts) > 1:  # later turns: the reserve is spent
            assert idle.clocks[1] == Clock(seat, per_move, 0.0)
            took = idle.timeouts[1][1] - idle.turns_at[1]
            assert per_move - 0.05 <= took <= per_move + 2.0
        statuses = [s.status for s in host.seats]
        assert statuses == ["connected", "connected"]  # not seated out: still there
        host.close()


def test_without_a_time_bank_nobody_is_played_for(qtbot: QtBot, tmp_path: Path) -> None:
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(_config(0, 0), ledger, seed=5)
        host.listen("127.0.0.1", 0)
        host.start()
        player, idle_client = TableClient(), TableClient()
        AutoPlayer(player, "easy", 1, rounds=1)
        idle = _Idle(idle_client)
        player.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
        idle_client.connect_to("127.0.0.1", host.port, host.join_code, "Bob", "en")
        qtbot.waitUntil(lambda: bool(idle.turns_at), timeout=20_000)
        rnd = host.round
        assert rnd is not None
        events = len(rnd.events)
        qtbot.wait(1500)
        assert idle.timeouts == [] and idle.clocks == [None]
        assert len(rnd.events) == events and rnd.current == idle_client.seat  # it waits
        host.close()


def test_a_resumed_table_keeps_its_time_bank(qtbot: QtBot, tmp_path: Path) -> None:
    state = tmp_path / "table.json"
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(_config(25, 90), ledger, state, seed=5)
        host.listen("127.0.0.1", 0)
        host.start()
        client = TableClient()
        client.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
        qtbot.waitUntil(lambda: host.session_id is not None or client.seat is not None,
                        timeout=10_000)  # fmt: skip
        other = TableClient()
        other.connect_to("127.0.0.1", host.port, host.join_code, "Bob", "en")
        qtbot.waitUntil(lambda: host.session_id is not None, timeout=10_000)
        host.close()
        kept = read_table_state(state).config
        assert (kept.time_per_move, kept.time_reserve) == (25, 90)
        again = TableHost.resume(state, ledger)
        assert (again.config.time_per_move, again.config.time_reserve) == (25, 90)
        again.close()
        # A file kept before the time bank existed: none.
        data = json.loads(state.read_text())
        del data["config"]["time_per_move"], data["config"]["time_reserve"]
        state.write_text(json.dumps(data))
        old = read_table_state(state).config
        assert (old.time_per_move, old.time_reserve) == (0, 0)


def test_tonk_host_plays_for_a_guest_who_walked_away(tmp_path: Path) -> None:
    """The whole way, in processes: `tonk-host --time-per-move --time-reserve`,
    a guest that makes one move and walks away; the round ends, and both
    guests heard whose time ran out."""
    host, port = start_host(tmp_path, ["person", "person"], "--time-per-move", "0.3",
                            "--time-reserve", "0.3", rounds=1)  # fmt: skip
    anna = start_player(port, "Anna")
    bob = start_player(port, "Bob", "--stall-after", "1")
    try:
        seat = bob.wait_event("joined")["seat"]
        for guest in (anna, bob):
            assert guest.wait_event("timed_out", timeout=30)["seat"] == seat
        anna.wait_event("round_over", timeout=60)
        assert host.finish(timeout=60) == 0
        assert f"Bob (seat {seat + 1}) ran out of time" in host.text()
    finally:
        for proc in (anna, bob, host):
            proc.signal()
