"""Refusals: one table of codes and English sentences (`REFUSALS`); each
refusal carries its code and the facts its sentence names."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest
from engine_support import card, cards, play, table

import tonk_desktop.engine
from tonk_desktop.engine import REFUSALS, HouseRules, IllegalAction, Knock, LaySpread
from tonk_desktop.engine.refusals import refusal

ENGINE = Path(tonk_desktop.engine.__file__).parent
PLAIN_1 = "AC 2D 3H 4S 8C"
PLAIN_2 = "10C 5D 2S KS 5C"


def codes_refused_in_source() -> set[str]:
    """Every code the engine's source gives a refusal (`Refusal("code", ...)`,
    legality.py's checks)."""
    codes = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Refusal"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                codes.add(str(node.args[0].value))
    return codes


def test_every_code_in_the_table_is_given_and_only_those() -> None:
    assert codes_refused_in_source() == set(REFUSALS)


def test_the_only_facts_are_the_card_and_the_limit() -> None:
    for code, sentence in REFUSALS.items():
        fields = {name for _, name, _, _ in string.Formatter().parse(sentence) if name}
        assert fields <= {"card", "limit"}, code
        made = refusal(code, card=card("QS"), limit=20)
        assert made.code == code and made.reason == sentence.format(card="Q♠", limit=20)


def test_a_refusal_missing_its_fact_is_an_engine_bug() -> None:
    with pytest.raises(KeyError, match="needs the card"):
        refusal("not_in_hand")
    with pytest.raises(KeyError, match="needs the limit"):
        refusal("knock_over_limit")


def test_the_facts_travel_with_the_refusal() -> None:
    rnd = table(HouseRules(knock_limit=10), ["KH QH JH 9C 8D", PLAIN_1, PLAIN_2])
    with pytest.raises(IllegalAction) as knock:
        rnd.apply(Knock())
    assert (knock.value.code, knock.value.limit, knock.value.card) == ("knock_over_limit", 10, None)
    assert knock.value.reason == "you may only knock with 10 points or fewer"
    play(rnd, "stock")
    with pytest.raises(IllegalAction) as lay:
        rnd.apply(LaySpread(cards("KH QH 8H")))
    assert (lay.value.code, lay.value.card) == ("not_in_hand", card("8H"))
    assert lay.value.reason == "8♥ is not in your hand"


def test_an_action_made_by_hand_still_refuses_with_a_reason() -> None:
    error = IllegalAction("no such move here")
    assert (error.reason, error.code, error.card, error.limit) == (
        "no such move here",
        "illegal",
        None,
        None,
    )
    assert str(error) == "no such move here"
