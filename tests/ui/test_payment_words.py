"""Who paid whom in words: one line per payer and payee with the parts
explained, and the second person for the player at the keyboard (and for a
person named "You"), in every language."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtWidgets import QApplication

from tonk_desktop.engine import HouseRules, Payment, RoundResult, knock_settlement
from tonk_desktop.ledger import Money, Seat, Session, Transfer
from tonk_desktop.ui.ledger.settle import transfer_lines
from tonk_desktop.ui.text.translation import install_language
from tonk_desktop.ui.text.words import payment_lines, result_sentence


@dataclass
class Table:
    """Who sits where, as the words need it."""

    names: tuple[str, ...]
    computers: tuple[bool, ...]
    you: int = 0
    currency: str = "USD"

    @property
    def players(self) -> int:
        return len(self.names)

    def name(self, player: int) -> str:
        return self.names[player]

    def is_computer(self, player: int) -> bool:
        return self.computers[player]

    def money(self, units: int) -> int:
        return units * 100


ALONE = Table(("You", "Ann", "Bob"), (False, True, True))
HOT_SEAT = Table(("You", "Ann", "Bob"), (False, False, True))


@pytest.fixture
def english(qapp: QApplication) -> None:
    install_language(qapp, "en")


def test_a_caught_knocker_pays_each_winner_one_line_with_its_parts(english: None) -> None:
    # docs/rules.md §8 example 1: A (you) knocks with 12, B holds 8, C 15, classic.
    result = knock_settlement(HouseRules(), (12, 8, 15), knocker=0)
    assert [(p.payer, p.payee, p.units) for p in result.payments] == [
        (0, 1, 2),
        (0, 1, 1),
        (2, 1, 1),
    ]
    assert payment_lines(ALONE, result) == [
        "You paid Ann 3.00 (2.00 for being caught + 1.00 for the win)",
        "Bob paid Ann 1.00",
    ]


def test_one_payment_a_pair_is_one_plain_line(english: None) -> None:
    result = RoundResult.settle("knock", (1,), [Payment(0, 1, 1), Payment(2, 1, 1)], (9, 3, 9), 1)
    assert payment_lines(ALONE, result) == ["You paid Ann 1.00", "Bob paid Ann 1.00"]


def test_a_person_named_you_is_spoken_to_in_hot_seat_too(english: None) -> None:
    # Two people share the screen: before, "You was dealt 49 or 50", "You paid" only by luck.
    dealt = RoundResult.settle("dealt_tonk", (0,), [Payment(1, 0, 2), Payment(2, 0, 2)], (50, 9, 9))
    assert result_sentence(HOT_SEAT, dealt) == "You were dealt 49 or 50"
    assert payment_lines(HOT_SEAT, dealt) == ["Ann paid you 2.00", "Bob paid you 2.00"]
    caught = knock_settlement(HouseRules(), (12, 8, 15), knocker=0)
    assert result_sentence(HOT_SEAT, caught) == "You knocked and were caught by Ann"
    # Ann, the other person, is named: "Ann paid", never "you" for her.
    assert payment_lines(HOT_SEAT, knock_settlement(HouseRules(), (8, 12, 15), knocker=1))[0] == (
        "Ann paid you 3.00 (2.00 for being caught + 1.00 for the win)"
    )


@pytest.mark.parametrize(
    ("language", "you_name", "expected"),
    [
        ("en", "You", "You pay Dee 2.00 USD"),
        ("ja", "あなた", "あなたがDeeに2.00 USDを払います"),
        ("hu", "Te", "Fizess Dee részére: 2,00 USD"),
        ("ru", "Вы", "Вы платите 2,00 USD, получает Dee"),
    ],
)
def test_settle_up_speaks_to_the_player_at_the_keyboard(
    qapp: QApplication, language: str, you_name: str, expected: str
) -> None:
    install_language(qapp, language)
    try:
        seats = (Seat(you_name), Seat("Dee", "easy"), Seat("Bob", "easy"))
        session = Session(
            1, "s", Money(100, "USD"), HouseRules(), seats, (0, 0, 0), "", "", 1, (-200, 200, 0)
        )
        assert transfer_lines(session, [Transfer(0, 1, 200)]) == [expected]
    finally:
        install_language(qapp, "en")
