"""A host program that changes the deck mid-round is caught: a cheating host
(a TableHost that slips a card from the computer's hand onto the stock just
before the person draws) deals to a real client over 127.0.0.1; at the round
end that client finds the reveal does not account for the card it drew, and
says so loudly. The honest host's deals are verified (test_table_rounds.py)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import Action, Draw, HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import SeatPlan, TableConfig, TableHost


class CheatingHost(TableHost):
    swapped: set[int]

    def _apply(self, action: Action) -> None:
        rnd = self.round
        if rnd is not None and rnd.current == 0 and action == Draw("stock") and rnd.stock:
            # Give the person a card the committed deck put in the computer's hand.
            hand = rnd.hands[1]
            other = next((i for i, c in enumerate(hand) if c != rnd.stock[-1]), None)
            if other is not None:
                rnd.stock[-1], hand[other] = hand[other], rnd.stock[-1]
                self.swapped.add(self.round_number)
        super()._apply(action)


def test_a_deck_changed_mid_round_is_caught_by_the_client(
    qtbot: QtBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=0,
        round_pause=0,
        max_rounds=3,
    )
    checks: list[tuple[int, bool, str]] = []
    with Ledger(tmp_path / "ledger.sqlite3") as ledger, caplog.at_level(logging.INFO):
        host = CheatingHost(config, ledger)
        host.swapped = set()
        host.listen("127.0.0.1", 0)
        host.start()
        client = TableClient()
        AutoPlayer(client, "easy", 3)
        client.deal_checked.connect(
            lambda ok, detail: checks.append((client.round_number, ok, detail))
        )
        client.connect_to("127.0.0.1", host.port, host.join_code, "Anna", "en")
        with qtbot.waitSignal(host.closed, timeout=30_000):
            pass
        qtbot.waitUntil(lambda: len(checks) == 3, timeout=5_000)
    assert host.swapped
    # Every round the host cheated in was caught, and only those.
    assert {number for number, ok, _ in checks if not ok} == host.swapped
    assert all("the seat drew" in detail for _, ok, detail in checks if not ok)
    assert "DEAL NOT VERIFIED" in caplog.text
