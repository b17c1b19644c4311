"""The window's own person plays a seat in-process (`TableHost.attach_local`),
through the same client and messages as a person over the network, while
another person plays over a real socket on 127.0.0.1."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tonk_desktop.ai import make_bot
from tonk_desktop.engine import Card, HouseRules, Round, full_deck
from tonk_desktop.ledger import Ledger, RoundRecord
from tonk_desktop.net import Balances
from tonk_desktop.net import protocol as p
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.table_config import SeatPlan, TableConfig


def seeded_decks(seed: int) -> Callable[[HouseRules], list[Card]]:
    rng = random.Random(seed)

    def deck(rules: HouseRules) -> list[Card]:
        cards = full_deck(rules.jokers)
        rng.shuffle(cards)
        return cards

    return deck


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
        host = TableHost(config, ledger, tmp_path / "table.json", seed=5)
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


def test_a_person_back_during_their_turn_takes_over_at_their_next_turn(
    qtbot: QtBot, tmp_path: Path
) -> None:
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=0.15,
        round_pause=0,
        grace=0.05,
        max_rounds=3,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, deck_source=seeded_decks(7))
        host.listen("127.0.0.1", 0)
        host.start()
        person = TableClient()
        person.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
        qtbot.waitUntil(lambda: person.my_turn, timeout=10_000)
        token = person.token
        assert token
        person.leave()
        qtbot.waitUntil(lambda: host.seats[0].status == "stand_in", timeout=5_000)
        rnd = host.round
        assert rnd is not None and rnd.current == 0
        # Back while the computer stands in on the person's own turn.
        again = TableClient()
        statuses: list[tuple[str, int, bool]] = []

        def seat_changed() -> None:
            now = host.round
            assert now is not None
            statuses.append((host.seats[0].status, now.current, now.is_over))

        host.seats_changed.connect(seat_changed)
        told: list[tuple[bool, str]] = []
        again.updated.connect(lambda _e, _v: told.append((again.my_turn, host.seats[0].status)))
        again.connect_to("127.0.0.1", host.port, host.join_code, "", "en", token)
        qtbot.waitUntil(lambda: len(statuses) > 0, timeout=5_000)
        assert statuses[0] == ("returning", 0, False)
        assert not again.my_turn
        qtbot.waitUntil(lambda: again.my_turn, timeout=20_000)
        # The computer finished the turn: the seat was the person's again only
        # once the turn had passed (or the round ended)...
        connected = next(s for s in statuses if s[0] == "connected")
        assert connected[1] != 0 or connected[2]
        # ...and while it finished, the person was never told to play.
        assert (True, "returning") not in told
        assert again.view is not None and again.view.current == 0 and again.seat == 0
        host.close()


def test_an_offender_forfeits_the_grace_time(qtbot: QtBot, tmp_path: Path) -> None:
    """A seat dropped for bad input is played by a computer at once: a client
    that floods, is dropped and rejoins over and over cannot stall the table
    (each rejoin would otherwise start the grace time again)."""
    config = TableConfig(
        rules=HouseRules(players=3),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo"), SeatPlan.person()),
        bot_pause=0,
        grace=60,
        cooldown=0.5,
        round_pause=60,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, deck_source=seeded_decks(3))
        host.listen("127.0.0.1", 0)
        host.start()
        client = TableClient()
        client.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
        qtbot.waitUntil(lambda: client.seat == 0, timeout=5_000)
        other = TableClient()  # someone who plays on meanwhile
        AutoPlayer(other, "easy", 2, rounds=1)
        host.attach_local(other, "Béla", "hu")
        qtbot.waitUntil(lambda: client.my_turn, timeout=10_000)
        rnd = host.round
        assert rnd is not None
        moves = len(rnd.events)
        for _ in range(200):
            client.send_raw({"type": "ping"})
        with qtbot.waitSignal(client.disconnected, timeout=5_000) as dropped:
            pass
        assert dropped.args == ["flood", "more than 40 messages a second"]
        qtbot.waitUntil(lambda: len(rnd.events) > moves, timeout=5_000)
        assert host.seats[0].status == "stand_in"
        # Back at once: not yet (a flooder rejoining at once would cost every
        # player a seat change each time); after the cool-down, yes.
        refusals: list[tuple[str, str]] = []
        client.join_refused.connect(lambda code, detail: refusals.append((code, detail)))
        client.reconnect()
        qtbot.waitUntil(lambda: len(refusals) == 1, timeout=5_000)
        assert refusals[0][0] == "cooling_down"
        qtbot.wait(600)
        with qtbot.waitSignal(client.joined, timeout=5_000):
            client.reconnect()
        assert client.seat == 0
        client.leave()
        host.close()


def test_the_hosts_own_person_may_think_as_long_as_they_like(qtbot: QtBot, tmp_path: Path) -> None:
    """No line, no timeout: the in-process seat is never dropped for silence."""
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.person()),
        idle_timeout=0.3,
        keepalive=0.1,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, seed=6)
        host.listen("127.0.0.1", 0)
        host.start()
        mine, remote = TableClient(), TableClient()
        host.attach_local(mine, "Anna", "en")
        remote.connect_to("127.0.0.1", host.port, host.join_code, "Béla", "hu")
        qtbot.waitUntil(lambda: host.round is not None, timeout=5_000)
        gone: list[tuple[str, str]] = []
        mine.disconnected.connect(lambda code, detail: gone.append((code, detail)))
        qtbot.wait(1_000)  # three idle timeouts without a word from either person
        assert gone == []
        assert host.seats[0].status == "connected"
        assert host.seats[1].status == "connected"  # the remote client kept its line alive
        remote.leave()
        host.close()


def test_a_table_with_nobody_at_it_waits(qtbot: QtBot, tmp_path: Path) -> None:
    """When every person has gone, the computers do not play on for them: the
    table waits (a tonk-host left running overnight plays no rounds for money
    nobody is there to see), and goes on when someone is back."""
    config = TableConfig(
        rules=HouseRules(players=3),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo"), SeatPlan.person()),
        bot_pause=0,
        round_pause=0,
        grace=0.05,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, deck_source=seeded_decks(5))
        host.listen("127.0.0.1", 0)
        host.start()
        first, second = TableClient(), TableClient()
        first.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
        qtbot.waitUntil(lambda: first.seat is not None, timeout=5_000)
        second.connect_to("127.0.0.1", host.port, host.join_code, "Béla", "hu")
        qtbot.waitUntil(lambda: host.round is not None, timeout=5_000)
        token = first.token
        first.leave()
        second.leave()
        qtbot.waitUntil(
            lambda: [s.status for s in host.seats] == ["stand_in", "computer", "stand_in"],
            timeout=5_000,
        )
        rnd = host.round
        assert rnd is not None
        moves = len(rnd.events)
        qtbot.wait(500)
        assert host.round is rnd and len(rnd.events) == moves  # nobody here: it waits
        back = TableClient()
        back.connect_to("127.0.0.1", host.port, host.join_code, "", "en", token)
        qtbot.waitUntil(lambda: len(rnd.events) > moves or host.round is not rnd, timeout=10_000)
        back.leave()
        host.close()


def test_a_round_the_ledger_cannot_take_is_kept_and_recorded_later(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk at a round's end loses nothing: the host says so, the
    players' balances count the round, and it is recorded (before the next,
    in order) once the ledger can take it."""
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=0,
        round_pause=0,
        max_rounds=2,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        record = ledger.record_finished_round
        failures = [sqlite3.OperationalError("database or disk is full")]

        def full_once(session_id: int, rnd: Round, **how: bool) -> RoundRecord:
            if failures:
                raise failures.pop()
            return record(session_id, rnd, **how)

        monkeypatch.setattr(ledger, "record_finished_round", full_once)
        host = TableHost(config, ledger, deck_source=seeded_decks(9))
        lines: list[str] = []
        host.log.connect(lines.append)
        host.listen("127.0.0.1", 0)
        host.start()
        client = TableClient()
        AutoPlayer(client, "easy", 1)
        told: list[Balances] = []
        client.balances_changed.connect(told.append)
        host.attach_local(client, "Anna", "en")
        with qtbot.waitSignal(host.closed, timeout=30_000):
            pass
        assert any("could not be recorded" in line for line in lines), lines
        session = ledger.sessions()[0]
        records = ledger.rounds(session.id)
        assert [r.number for r in records] == [1, 2]
        sums = tuple(sum(r.changes[seat] for r in records) for seat in range(2))
        assert session.balances == sums
        qtbot.waitUntil(lambda: len(told) == 3, timeout=5_000)  # joining, and 2 round ends
        first_round = tuple(change for change in records[0].changes)
        assert told[1].balances == first_round and told[1].rounds == 1
        assert told[2].balances == sums and told[2].rounds == 2


def test_a_client_reconnects_to_a_resumed_host_and_still_verifies_the_deal(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The same client (as the window's Rejoin does) reconnects to a host
    resumed from a save four moves behind what it saw: it forgets those moves,
    the same deck deals them again, and the round's deal is verified."""
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=0,
        round_pause=60,
    )
    state = tmp_path / "table.json"
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, state, deck_source=seeded_decks(11))
        host.listen("127.0.0.1", 0)
        host.start()
        client = TableClient()
        player = AutoPlayer(client, "easy", 1, rounds=1)
        checks: list[tuple[bool, str]] = []
        client.deal_checked.connect(lambda ok, detail: checks.append((ok, detail)))
        client.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
        qtbot.waitUntil(lambda: client.view is not None and len(client.view.history) >= 6,
                        timeout=10_000)  # fmt: skip
        player.stall_after = player.moves  # stop here
        rnd = host.round
        assert rnd is not None and not rnd.is_over
        qtbot.wait(200)
        seen = len(rnd.events)
        host.close()
        qtbot.waitUntil(lambda: not client.connected, timeout=5_000)
        # The crash lost the last four moves: the save stands four moves back,
        # and this time the person plays them otherwise.
        session_id = ledger.sessions()[0].id
        history = rnd.to_history()
        history["actions"] = history["actions"][: seen - 4]
        ledger.save_round_in_progress(session_id, history)

        again = TableHost.resume(state, ledger)
        again.listen("127.0.0.1", 0)
        again.start()
        player.stall_after = None
        player.bot = make_bot("easy", 99)
        client.connect_to("127.0.0.1", again.port, again.join_code, "", "en", client.token)
        qtbot.waitUntil(lambda: len(checks) == 1, timeout=20_000)
        assert checks == [(True, "deal verified")]
        assert again.round_number == 1
        client.leave()
        again.close()


def test_a_move_sent_while_the_computer_finishes_the_turn_is_refused_not_dropped(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Back during their own turn, the person's seat is "returning": the
    computer finishes that turn. A move the person sends meanwhile (a client
    that thought it was its turn) is refused with a reason; the line stays."""
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=1.0,  # the computer's move on the person's turn waits this long
        round_pause=60,
        grace=0.05,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, seed=7)  # the stand-in's choices too
        host.listen("127.0.0.1", 0)
        host.start()
        person = TableClient()
        person.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
        qtbot.waitUntil(lambda: person.my_turn, timeout=10_000)
        token = person.token
        person.leave()
        qtbot.waitUntil(lambda: host.seats[0].status == "stand_in", timeout=5_000)
        again = TableClient()
        again.connect_to("127.0.0.1", host.port, host.join_code, "", "en", token)
        qtbot.waitUntil(lambda: host.seats[0].status == "returning", timeout=5_000)
        qtbot.waitUntil(lambda: again.view is not None, timeout=5_000)
        rnd = host.round
        assert rnd is not None and rnd.current == 0
        refused: list[str] = []
        gone: list[str] = []
        again.refused.connect(lambda code, _facts: refused.append(code))
        again.disconnected.connect(lambda code, _detail: gone.append(code))
        again.send_raw(
            {
                "type": "move",
                "round": host.round_number,
                "at": len(rnd.events),
                "action": p.action_json(rnd.legal_actions()[0]),
            }
        )
        qtbot.waitUntil(lambda: refused != [] or gone != [], timeout=5_000)
        assert refused == ["returning"] and gone == []
        assert host.seats[0].status == "returning"
        # The computer finishes the turn (or the round), and the seat is the
        # person's again; the line was never dropped.
        qtbot.waitUntil(lambda: host.seats[0].status == "connected", timeout=20_000)
        assert gone == [] and again.seat == 0
        host.close()
