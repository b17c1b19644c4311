"""A host program that changes the deck mid-round is caught: a cheating host
(a TableHost that slips a card from the computer's hand onto the stock just
before the person draws) deals to a real client over 127.0.0.1; at the round
end that client finds the reveal does not account for the card it drew, and
says so loudly. The honest host's deals are verified (test_table_rounds.py)."""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

import pytest
from net_support import swapped_deal
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import Action, Draw, HouseRules, Round, full_deck
from tonk_desktop.ledger import Ledger
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.table_config import SeatPlan, TableConfig


class CheatingHost(TableHost):
    """Once a round, before the person draws from the stock, it swaps the stock's top card
    with one in the computer's hand in its deck and plays on from that deck
    (the moves so far replayed); at the end it reveals the deck it committed to."""

    swapped: set[int]
    committed: list[str]

    def _apply(self, action: Action) -> None:
        rnd = self.round
        fresh = self.round_number not in self.swapped
        if fresh and rnd is not None and rnd.current == 0 and action == Draw("stock") and rnd.stock:
            top = rnd.stock[-1]
            other = next((c for c in rnd.hands[1] if c != top and not c.is_joker), None)
            changed = swapped_deal(rnd, top, other) if other and not top.is_joker else None
            if changed is not None:
                self.committed = [str(card) for card in rnd.deck]
                self._table.round = changed
                self.swapped.add(self.round_number)
        super()._apply(action)

    def _reveal_message(self) -> dict[str, Any]:
        message = super()._reveal_message()
        if self.round_number in self.swapped:
            message["deck"] = self.committed
        return message


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
        host = CheatingHost(config, ledger, seed=8)
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
    assert all("the seat drew" in detail for _, ok, detail in checks if not ok), checks
    assert "DEAL NOT VERIFIED" in caplog.text


def test_the_cheat_is_not_made_where_the_changed_deck_ends_the_round_at_once() -> None:
    """A swap that deals the computer a hand over at the deal would end the round
    before the move the cheat is for: the host would refuse that move and stall
    (the test once waited for a table that never went on)."""
    rules = HouseRules(players=2)
    deck = full_deck(rules.jokers)
    random.Random(597).shuffle(deck)
    rnd = Round.deal(rules, dealer=1, deck=deck)
    top = rnd.stock[-1]
    other = next(c for c in rnd.hands[1] if c != top and not c.is_joker)
    cards = list(rnd.deck)
    i, j = cards.index(top), cards.index(other)
    cards[i], cards[j] = cards[j], cards[i]
    assert not rnd.is_over and Round.deal(rules, dealer=1, deck=cards).is_over
    assert swapped_deal(rnd, top, other) is None
