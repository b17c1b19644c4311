"""`Round.deal` reads its rules from a `DealPlan` made once per rules object:
the plan's layout is the deal the rules describe (one card at a time from the
dealer's left, the up-card, the rest the stock), and a deal whose totals are
all in its quiet range is one `deal_settlement` settles nothing in."""

from __future__ import annotations

import random
from itertools import product

import pytest

from tonk_desktop.engine import Card, HouseRules, Round
from tonk_desktop.engine.deal_plan import deal_plan
from tonk_desktop.engine.rules import DealtTonk
from tonk_desktop.engine.settlement import deal_settlement

DEALT_TONKS: tuple[DealtTonk, ...] = ("49_50", "50_only_49_in_turn", "off")
RULES = [
    HouseRules(
        players=players,
        hand_size=hand_size,
        initial_discard=up_card,
        jokers=jokers,
        dealt_tonk=dealt_tonk,
        low_deal_13=low_13,
        low_deal_9=low_9,
    )
    for players, hand_size, up_card, jokers, dealt_tonk, low_13, low_9 in product(
        (2, 3, 4), (5, 7), (True, False), (0, 2), DEALT_TONKS,
        (False, True), (False, True),
    )
    if players * hand_size + up_card + 1 <= 52 + jokers
]  # fmt: skip


@pytest.mark.parametrize("rules", RULES, ids=str)
def test_a_quiet_total_settles_nothing(rules: HouseRules) -> None:
    plan = deal_plan(rules)
    for total in range(0, 80):
        if plan.quiet_low < total < plan.quiet_high:
            result, pending49 = deal_settlement(rules, (total,) * rules.players)
            assert result is None and not any(pending49), total


@pytest.mark.parametrize("rules", RULES[::7], ids=str)
def test_the_plan_deals_as_the_rules_say(rules: HouseRules) -> None:
    n = rules.players
    for dealer in range(n):
        rng = random.Random(dealer)
        deck = list(Round.deal(rules, dealer, rng=random.Random(dealer)).deck)
        rnd = Round.deal(rules, dealer, deck=deck)
        assert rnd.deck == Round.deal(rules, dealer, rng=rng).deck
        hands: list[list[Card]] = [[] for _ in range(n)]
        for k in range(rules.hand_size * n):
            hands[(dealer + 1 + k) % n].append(deck[k])
        assert [list(rnd.hand(p)) for p in range(n)] == hands
        rest = deck[rules.hand_size * n :]
        if rules.initial_discard:
            assert rnd.discard_pile == (rest.pop(0),)
        else:
            assert rnd.discard_pile == ()
        assert rnd.stock == rest[::-1]  # top card last
        totals = [sum([rules.card_points(card.rank) for card in hand]) for hand in hands]
        assert rnd.totals() == tuple(totals)
