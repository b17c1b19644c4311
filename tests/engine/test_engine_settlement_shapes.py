"""`knock_settlement` keeps a table of results by the totals' shape (how each
other total compares with the knocker's and the lowest): every shape, for every
player count and caught rule, gives what the rule worked out in full gives."""

from __future__ import annotations

from itertools import product

import pytest

from tonk_desktop.engine import HouseRules, RoundResult, knock_settlement
from tonk_desktop.engine.rules import CaughtRule
from tonk_desktop.engine.settlement import _knock_parts


@pytest.mark.parametrize("caught_rule", ["classic", "encyclopedia"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_shape_table_gives_the_full_rule_for_every_totals(
    caught_rule: CaughtRule, players: int
) -> None:
    rules = HouseRules(players=players, caught_rule=caught_rule)
    for totals in product(range(4), repeat=players):
        for knocker in range(players):
            kind, winners, payments, net, units = _knock_parts(rules, totals, knocker)
            expected = RoundResult(kind, winners, payments, net, totals, knocker, units)
            # A list of totals first, so the table is filled from a tuple of the list.
            assert knock_settlement(rules, list(totals), knocker) == expected, (totals, knocker)
            assert knock_settlement(rules, totals, knocker) == expected, (totals, knocker)
            assert sum(expected.net) == 0
