"""Cards, stacked decks and house rules as values: parsing, validation, messages."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tonk_desktop.engine import (
    JOKER,
    Card,
    Discard,
    HouseRules,
    LaySpread,
    Round,
    full_deck,
    parse_cards,
)


def test_card_parse_round_trips_every_card() -> None:
    for card in [*full_deck(0), JOKER]:
        assert Card.parse(str(card)) is card
    assert len({str(card) for card in full_deck(0)}) == 52


def test_card_parse_reads_names_as_people_write_them() -> None:
    assert Card.parse("10H") == Card(10, "H")
    assert Card.parse("th") == Card(10, "H")
    assert Card.parse(" qs ") == Card(12, "S")
    assert Card.parse("AS").rank == 1
    assert Card.parse("JK").is_joker
    assert Card.parse("KD").symbol == "K♦"
    assert Card.parse("QS").words == "Queen of spades"
    assert JOKER.symbol == "Joker"


@pytest.mark.parametrize("bad", ["ZZ", "", "1H", "11H", "10", "H", "AX", "KDD", "JKR", "0C"])
def test_card_parse_rejects_bad_names(bad: str) -> None:
    with pytest.raises(ValueError, match="not a card name"):
        Card.parse(bad)


@pytest.mark.parametrize("bad", [None, 10, ["AS"]])
def test_card_parse_rejects_what_is_not_text(bad: object) -> None:
    with pytest.raises(ValueError, match="must be text"):
        Card.parse(bad)  # type: ignore[arg-type]


def test_cards_are_immutable_interned_values() -> None:
    card = Card.parse("QS")
    assert card is Card(12, "S")
    with pytest.raises(AttributeError):
        card.rank = 3
    with pytest.raises(ValueError, match="no such card"):
        Card(14, "S")
    assert sorted(parse_cards("JK 2S AC KC")) == parse_cards("AC KC 2S JK")


def test_actions_compare_by_value_and_spreads_in_any_order() -> None:
    assert Discard(Card.parse("KD")) == Discard(Card(13, "D"))
    assert LaySpread(parse_cards("7C 5C 6C")) == LaySpread(parse_cards("5C 6C 7C"))
    assert hash(LaySpread(parse_cards("7C 5C 6C"))) == hash(LaySpread(parse_cards("5C 6C 7C")))


def test_stacked_deck_must_be_exactly_the_rules_cards() -> None:
    rules = HouseRules()
    deck = full_deck(0)
    Round.deal(rules, deck=deck)
    with pytest.raises(ValueError, match="missing: KS"):
        Round.deal(rules, deck=deck[:-1])
    with pytest.raises(ValueError, match="extra: AC"):
        Round.deal(rules, deck=[*deck, deck[0]])
    with pytest.raises(ValueError, match=r"extra: AC.*missing: KS"):
        Round.deal(rules, deck=[*deck[:-1], deck[0]])
    with pytest.raises(ValueError, match="missing: JK JK"):
        Round.deal(HouseRules(jokers=2), deck=deck)
    with pytest.raises(ValueError, match="extra: JK"):
        Round.deal(rules, deck=[*deck[:-1], JOKER])
    with pytest.raises(ValueError, match="Card objects"):
        Round.deal(rules, deck=[str(card) for card in deck])  # type: ignore[misc]
    with pytest.raises(ValueError, match="dealer"):
        Round.deal(rules, dealer=3, deck=deck)


def test_shuffled_deal_depends_only_on_the_seed() -> None:
    one = Round.deal(HouseRules(), rng=random.Random(11))
    two = Round.deal(HouseRules(), rng=random.Random(11))
    assert one.deck == two.deck
    assert Counter(one.deck) == Counter(full_deck(0))


def test_house_rules_round_trip_through_a_dict() -> None:
    rules = HouseRules.preset("encyclopedia").replace(players=4, dead_books=True)
    assert HouseRules.from_dict(rules.to_dict()) == rules
    assert HouseRules.from_dict({}) == HouseRules()


def test_house_rules_from_dict_rejects_unknown_keys() -> None:
    with pytest.raises(ValueError, match="no such house rule: speno"):
        HouseRules.from_dict({"speno": True})
    with pytest.raises(ValueError, match="no such house rule: speno"):
        HouseRules().replace(speno=True)
    with pytest.raises(ValueError, match="JSON object"):
        HouseRules.from_dict(["players", 3])


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("players", "3"),
        ("players", True),
        ("players", 3.0),
        ("jokers", None),
        ("dead_books", 1),
        ("dead_books", "yes"),
        ("knock_timing", "whenever"),
        ("caught_rule", "CLASSIC"),
        ("dealt_tonk", 49),
        ("hit_penalty", True),
        ("knock_limit", -1),
        ("hand_size", 6),
    ],
)
def test_house_rules_from_dict_rejects_wrong_values_naming_the_field(
    field: str, value: object
) -> None:
    with pytest.raises(ValueError, match=f"^{field} "):
        HouseRules.from_dict({field: value})


def test_house_rules_reject_impossible_combinations_naming_the_field() -> None:
    with pytest.raises(ValueError, match="double_double"):
        HouseRules.from_dict({"players": 3, "double_double": True})
    with pytest.raises(ValueError, match="double_double"):
        HouseRules(players=2, double_double=True).replace(players=4)
    assert HouseRules.from_dict({"players": 2, "double_double": True}).double_double


def test_house_rules_are_frozen() -> None:
    rules = HouseRules()
    with pytest.raises(AttributeError):
        rules.players = 4  # type: ignore[misc]
    assert rules.replace(players=4).players == 4
    assert rules.players == 3
