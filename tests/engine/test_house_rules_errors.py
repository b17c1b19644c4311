"""A broken house rule is a HouseRulesError (a ValueError) that names the switch
and says what is wrong with a code; each switch declares its values once."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tonk_desktop.engine import Allowed, HouseRules, HouseRulesError


@pytest.mark.parametrize(
    ("changes", "field", "code", "value"),
    [
        ({"jokers": 3}, "jokers", "not_allowed", 3),
        ({"joker_points": 51}, "joker_points", "not_allowed", 51),
        ({"players": 5}, "players", "not_allowed", 5),
        ({"knock_limit": -1}, "knock_limit", "not_allowed", -1),
        ({"dealt_tonk": "sometimes"}, "dealt_tonk", "not_allowed", "sometimes"),
        ({"dealt_tonk": 1}, "dealt_tonk", "not_allowed", 1),
        ({"dead_books": 1}, "dead_books", "wrong_type", 1),
        ({"hand_size": True}, "hand_size", "wrong_type", True),
        ({"knock_limit": "10"}, "knock_limit", "wrong_type", "10"),
        ({"players": 3, "double_double": True}, "double_double", "two_players_only", True),
    ],
)
def test_a_broken_rule_names_its_switch_and_what_is_wrong(
    changes: dict[str, Any], field: str, code: str, value: object
) -> None:
    with pytest.raises(HouseRulesError) as raised:
        HouseRules(**changes)
    assert isinstance(raised.value, ValueError)
    assert (raised.value.field, raised.value.code, raised.value.value) == (field, code, value)
    assert str(raised.value).startswith(field)  # the English message, for logs


def test_an_unknown_switch_and_a_non_object_are_said_with_codes() -> None:
    with pytest.raises(HouseRulesError) as raised:
        HouseRules.from_dict({"speno": True})
    assert (raised.value.field, raised.value.code) == ("speno", "unknown_rule")
    with pytest.raises(HouseRulesError) as raised:
        HouseRules().replace(speno=True, zeta=1)
    assert (raised.value.field, raised.value.code) == ("speno, zeta", "unknown_rule")
    with pytest.raises(HouseRulesError) as raised:
        HouseRules.from_dict([1, 2])
    assert raised.value.code == "not_an_object"
    with pytest.raises(HouseRulesError) as raised:
        HouseRules.allowed("speno")
    assert raised.value.code == "unknown_rule"


def test_every_switch_declares_its_values_and_its_default_is_one_of_them() -> None:
    defaults = HouseRules()
    for rule in dataclasses.fields(HouseRules):
        allowed = HouseRules.allowed(rule.name)
        assert isinstance(allowed, Allowed)
        assert allowed.allows(getattr(defaults, rule.name)), rule.name


def test_validation_follows_the_declaration() -> None:
    # Each declared choice is accepted (the deck allowing), and a range's ends are.
    for rule in dataclasses.fields(HouseRules):
        allowed = HouseRules.allowed(rule.name)
        values = (allowed.low, allowed.high) if allowed.is_range else allowed.choices
        for value in values:
            players = 2 if rule.name in ("hand_size", "double_double") else 3
            HouseRules.from_dict({"players": players, rule.name: value})
    assert HouseRules.allowed("hand_size").choices == (5, 7, 9)
    assert HouseRules.allowed("joker_points") == Allowed(low=0, high=50)
    assert HouseRules.allowed("dead_books").is_switch
