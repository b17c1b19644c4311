"""Numbered deals: the generator is pinned to fixed values, so a deal number
deals the same cards on every machine and every version of the program."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tonk_desktop.engine import HouseRules, Round, full_deck
from tonk_desktop.engine.deal_number import (
    DEAL_NUMBER_MAX,
    SplitMix64,
    deal_dealer,
    deal_deck,
    random_deal_number,
)


def test_splitmix64_gives_the_published_reference_outputs() -> None:
    # The reference outputs of Vigna's splitmix64.c for the seed 1234567.
    generator = SplitMix64(1234567)
    assert [generator.next() for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


@pytest.mark.parametrize(
    ("number", "jokers", "deck"),
    [
        (
            1,
            0,
            "7D 9C 4D 8H 8D 5S JD 6D 9S JC 5D KD 3C 2D JH 5H 7H 4H 2C AD 6S KC KH 10H 10S JS "
            "10D 8S QC 4S 6C 7C AS 5C AH KS 6H QS QH QD 9D 3D 3S AC 4C 2H 8C 10C 3H 2S 9H 7S",
        ),
        (
            123456789,
            0,
            "KC JC 4H QC 6D 7S AS JH 7D 3C 10H KH 8C JS 5D 3S 2D 9D AD 10C 9H 7H 5H AH 4C 9C "
            "4S JD 5C 9S 7C 3H QS 6H 3D AC 6C QH 8D 8H QD 6S 4D 2H 8S 2S KS 5S 10D KD 10S 2C",
        ),
        (
            999999999,
            2,
            "QC 7H 4S 10C 2C KC JD JK 2S JH 4D 6S 9S AH AS 8D KD 3S 5S 2D 4H 7D 3D JS QD JK "
            "5H QS JC 4C 5D 6H 3C 9D 7S 10D 10H 6C KS 7C 5C 9C QH 10S AD 6D 8S 8C 8H 2H AC KH "
            "9H 3H",
        ),
    ],
)
def test_a_deal_number_deals_these_cards_for_ever(number: int, jokers: int, deck: str) -> None:
    assert " ".join(str(card) for card in deal_deck(number, jokers)) == deck


def test_the_same_number_and_rules_deal_the_same_hands() -> None:
    rules = HouseRules()
    number = 4242
    first = Round.deal(rules, dealer=deal_dealer(number, 3), deck=deal_deck(number))
    again = Round.deal(rules, dealer=deal_dealer(number, 3), deck=deal_deck(number))
    assert [first.hand(p) for p in range(3)] == [again.hand(p) for p in range(3)]
    assert first.discard_top == again.discard_top
    assert deal_dealer(number, 3) == 0 and deal_dealer(4243, 3) == 1


def test_every_deck_is_the_rules_cards() -> None:
    for number in (1, 2, 77, DEAL_NUMBER_MAX):
        for jokers in (0, 1, 2):
            assert Counter(deal_deck(number, jokers)) == Counter(full_deck(jokers))


@pytest.mark.parametrize("bad", [0, -5, DEAL_NUMBER_MAX + 1, 2.5, True, "12"])
def test_what_is_not_a_deal_number_is_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="deal number"):
        deal_deck(bad)  # type: ignore[arg-type]


def test_a_random_deal_number_is_dealt_by_the_dealer_asked_for() -> None:
    rng = random.Random(3)
    for players in (2, 3, 4):
        for dealer in range(players):
            for _ in range(50):
                number = random_deal_number(rng, dealer, players)
                assert 1 <= number <= DEAL_NUMBER_MAX
                assert deal_dealer(number, players) == dealer


def test_below_is_within_its_bound_and_refuses_none() -> None:
    generator = SplitMix64(9)
    assert all(0 <= generator.below(7) < 7 for _ in range(200))
    assert {generator.below(3) for _ in range(200)} == {0, 1, 2}
    with pytest.raises(ValueError):
        generator.below(0)
