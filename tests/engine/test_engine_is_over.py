"""`Round.is_over` is a field kept with the phase (read before every action, a
property cost a search a few per cent): it says the phase is "over" after every
action, in a copy and in a round made from a view, through rounds that end in
six ways of the eight (random play seldom tonks out; every end goes through
one `_finish`)."""

from __future__ import annotations

import random

from tonk_desktop.engine import HouseRules, Round

RULES = [
    HouseRules(),
    HouseRules.preset("encyclopedia"),
    HouseRules(players=2, double_double=True, low_deal_13=True),
    HouseRules(dealt_tonk="50_only_49_in_turn", knock_limit=20, hand_size=7),
]


def test_is_over_says_the_phase_is_over_after_every_action() -> None:
    rng = random.Random(23)
    ended = set()
    for rules in RULES:
        for dealer in range(200):
            rnd = Round.deal(rules, dealer % rules.players, rng=rng)
            while True:
                assert rnd.is_over == (rnd.phase == "over")
                assert rnd.copy().is_over == rnd.is_over
                view = rnd.view(rnd.current)
                assert view.sample(rng).is_over == rnd.is_over
                if rnd.is_over:
                    break
                rnd.apply(rng.choice(rnd.legal_actions()))
            assert rnd.result is not None
            ended.add(rnd.result.kind)
    assert {"knock", "caught", "went_out", "dry_stock", "dealt_tonk", "low_deal"} <= ended
