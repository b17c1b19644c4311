"""The window's own person plays a seat in-process (`TableHost.attach_local`),
through the same client and messages as a person over the network, while
another person plays over a real socket on 127.0.0.1."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from tonk_desktop.engine import Card, HouseRules, full_deck
from tonk_desktop.ledger import Ledger
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import SeatPlan, TableConfig, TableHost


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
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=0,
        grace=60,
        cooldown=0.5,
        round_pause=60,
        max_rounds=2,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, deck_source=seeded_decks(3))
        host.listen("127.0.0.1", 0)
        host.start()
        client = TableClient()
        client.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
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
