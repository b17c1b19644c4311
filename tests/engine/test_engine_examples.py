"""docs/rules.md section 8, the worked examples, exactly.

Examples 1-4 are checked twice: from the totals they give (the settlement
function) and through a round played with a stacked deck to a knock with those
totals. Examples 5 and 6 are played rounds."""

from __future__ import annotations

import pytest
from engine_support import net, payments, play, table

from tonk_desktop.engine import (
    HouseRules,
    Round,
    knock_settlement,
    next_dealer,
    parse_cards,
)

CLASSIC = HouseRules()
ENCYCLOPEDIA_CAUGHT = HouseRules(caught_rule="encyclopedia")
A, B, C, D = 0, 1, 2, 3


def knock_after_one_round(rules: HouseRules, players: int) -> Round:
    """A round in which A (player 0) knocks on the second turn holding 12 after
    spreading a run; B spread a book and holds 8 (or 9 with two players), C
    spread a book and holds 10 (with four players), the last player holds 15.
    With two players A draws the 7♥ instead and holds 9, as B does."""
    rules = rules.replace(players=players)
    a = "5C 6C 7C 2D KH"  # draws 10H, spreads the run, discards KH: 2D 10H = 12
    b = "8S 8D 8H 3S 5H" if players > 2 else "8S 8D 8H 4S 5H"  # spreads the 8s: 8 (or 9)
    c = "JD JS JH 4D 6S"  # spreads the jacks: 4D 6S = 10
    d = "AS 2C 3D 4H 9S"  # draws 5S, discards 9S: 15
    turns: list[tuple[str, ...]]
    if players == 2:
        hands, stock = [a, b], "7H QC"  # A draws 7H instead: 2D 7H = 9
        turns = [
            ("stock", "spread 5C 6C 7C", "discard KH"),
            ("stock", "spread 8S 8D 8H", "discard QC"),
        ]
    elif players == 3:
        hands, stock = [a, b, d], "10H QC 5S"
        turns = [
            ("stock", "spread 5C 6C 7C", "discard KH"),
            ("stock", "spread 8S 8D 8H", "discard QC"),
            ("stock", "discard 9S"),
        ]
    else:
        hands, stock = [a, b, c, d], "10H QC KC 5S"
        turns = [
            ("stock", "spread 5C 6C 7C", "discard KH"),
            ("stock", "spread 8S 8D 8H", "discard QC"),
            ("stock", "spread JD JS JH", "discard KC"),
            ("stock", "discard 9S"),
        ]
    rnd = table(rules, hands, stock=stock)
    for turn in turns:
        play(rnd, *turn)
    assert rnd.current == A
    return play(rnd, "knock")


def test_example_1_classic_from_totals() -> None:
    result = knock_settlement(CLASSIC, (12, 8, 15), knocker=A)
    assert result.kind == "caught"
    assert result.winners == (B,)
    assert [(p.payer, p.payee, p.units) for p in result.payments] == [
        (A, B, 2),
        (A, B, 1),
        (C, B, 1),
    ]
    assert result.net == (-3, 4, -1)


def test_example_1_classic_played() -> None:
    rnd = knock_after_one_round(CLASSIC, 3)
    assert rnd.result is not None
    assert rnd.result.totals == (12, 8, 15)
    assert rnd.result.kind == "caught"
    assert payments(rnd) == [(A, B, 2), (A, B, 1), (C, B, 1)]
    assert net(rnd) == (-3, 4, -1)


def test_example_2_encyclopedia_from_totals() -> None:
    result = knock_settlement(ENCYCLOPEDIA_CAUGHT, (12, 8, 15), knocker=A)
    assert result.winners == (B,)
    assert [(p.payer, p.payee, p.units) for p in result.payments] == [
        (A, B, 1),
        (A, B, 1),
        (C, B, 1),
    ]
    assert result.net == (-2, 3, -1)


def test_example_2_encyclopedia_played() -> None:
    rnd = knock_after_one_round(ENCYCLOPEDIA_CAUGHT, 3)
    assert rnd.result is not None
    assert rnd.result.totals == (12, 8, 15)
    assert net(rnd) == (-2, 3, -1)


@pytest.mark.parametrize(
    ("rules", "expected"),
    [(CLASSIC, (-5, 5, 1, -1)), (ENCYCLOPEDIA_CAUGHT, (-3, 4, 0, -1))],
    ids=["classic", "encyclopedia"],
)
def test_example_3_four_players_from_totals(rules: HouseRules, expected: tuple[int, ...]) -> None:
    result = knock_settlement(rules, (12, 8, 10, 15), knocker=A)
    assert result.winners == (B,)
    units = 2 if rules.caught_rule == "classic" else 1
    assert [(p.payer, p.payee, p.units) for p in result.payments] == [
        (A, B, units),
        (A, C, units),
        (A, B, 1),
        (C, B, 1),
        (D, B, 1),
    ]
    assert result.net == expected


@pytest.mark.parametrize(
    ("rules", "expected"),
    [(CLASSIC, (-5, 5, 1, -1)), (ENCYCLOPEDIA_CAUGHT, (-3, 4, 0, -1))],
    ids=["classic", "encyclopedia"],
)
def test_example_3_four_players_played(rules: HouseRules, expected: tuple[int, ...]) -> None:
    rnd = knock_after_one_round(rules, 4)
    assert rnd.result is not None
    assert rnd.result.totals == (12, 8, 10, 15)
    assert net(rnd) == expected


@pytest.mark.parametrize(
    ("rules", "expected_payments", "expected"),
    [
        (CLASSIC, [(A, B, 2), (A, B, 1)], (-3, 3)),
        (ENCYCLOPEDIA_CAUGHT, [(A, B, 2)], (-2, 2)),
    ],
    ids=["classic", "encyclopedia"],
)
def test_example_4_two_players_tie_catches_the_knocker(
    rules: HouseRules, expected_payments: list[tuple[int, int, int]], expected: tuple[int, ...]
) -> None:
    result = knock_settlement(rules, (9, 9), knocker=A)
    assert result.kind == "caught"
    assert result.winners == (B,)
    assert [(p.payer, p.payee, p.units) for p in result.payments] == expected_payments
    assert result.net == expected
    rnd = knock_after_one_round(rules, 2)
    assert rnd.result is not None
    assert rnd.result.totals == (9, 9)
    assert rnd.result.kind == "caught"
    assert payments(rnd) == expected_payments
    assert net(rnd) == expected


def example_5(rules: HouseRules, b_draws: str) -> Round:
    """A's run 5♣-6♣-7♣ is on the table and B holds only 4♣ and 8♣; B draws."""
    hands = ["5C 6C 7C 2D 3D", "4C 8C QS QD QH", "10H JS 6D 8H 2H"]
    rnd = table(rules, hands, up="AC", stock=f"JH 2S 10S JD {b_draws}")
    play(rnd, "stock", "spread 5C 6C 7C", "discard JH")
    play(rnd, "stock", "spread QS QD QH", "discard 2S")
    play(rnd, "stock", "discard 10S")
    play(rnd, "stock", "discard JD")
    assert rnd.current == B
    assert rnd.hand(B) == tuple(parse_cards("4C 8C"))
    assert rnd.spreads[0].cards == tuple(parse_cards("5C 6C 7C"))
    return play(rnd, "stock")


def test_example_5_went_out_by_hits_and_a_discard() -> None:
    rnd = play(example_5(CLASSIC, "KD"), "hit 4C 0", "hit 8C 0", "discard KD")
    assert rnd.hand(B) == ()
    assert rnd.result is not None
    assert rnd.result.kind == "went_out"
    assert rnd.result.winners == (B,)
    assert payments(rnd) == [(A, B, 1), (C, B, 1)]


def test_example_5_drawing_the_9_tonks_out_for_2() -> None:
    rnd = play(example_5(CLASSIC, "9C"), "hit 4C 0", "hit 8C 0", "hit 9C 0")
    assert rnd.result is not None
    assert rnd.result.kind == "tonk_out"
    assert payments(rnd) == [(A, B, 2), (C, B, 2)]


def test_example_5_tonk_by_hits_alone_pays_1_under_tonk_needs_new_spread() -> None:
    rules = HouseRules(tonk_needs_new_spread=True)
    rnd = play(example_5(rules, "9C"), "hit 4C 0", "hit 8C 0", "hit 9C 0")
    assert rnd.result is not None
    assert rnd.result.kind == "tonk_out"
    assert payments(rnd) == [(A, B, 1), (C, B, 1)]


def test_example_6_two_dealt_tonks_misdeal_and_the_deal_passes_left() -> None:
    dealer = 2
    rnd = table(CLASSIC, ["KC KH KS QC 10C", "KD QD QH QS 9D", None], up="AD", dealer=dealer)
    assert rnd.hand_total(A) == 50
    assert rnd.hand_total(B) == 49
    assert rnd.result is not None
    assert rnd.result.kind == "misdeal"
    assert rnd.result.payments == ()
    assert net(rnd) == (0, 0, 0)
    assert rnd.legal_actions() == []
    following = next_dealer(dealer, 3)
    assert following == 0
    again = table(CLASSIC, [None, None, None], dealer=following)
    assert again.dealer == 0
    assert again.current == 1
