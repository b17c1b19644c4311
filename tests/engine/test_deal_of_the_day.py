"""The deal of the day (engine/deal_of_the_day.py): its number is pinned for a
date and house rules, the same everywhere, and changes with the date and the rules."""

from __future__ import annotations

import datetime
import hashlib

import pytest

from tonk_desktop.engine import HouseRules
from tonk_desktop.engine.deal_number import DEAL_NUMBER_MAX
from tonk_desktop.engine.deal_of_the_day import BASELINE, canonical_rules, daily_deal_number

DAY = datetime.date(2026, 12, 1)


def test_the_number_is_pinned_for_a_date_and_rules() -> None:
    # Worked out once; a change here deals every player another deal that day.
    assert daily_deal_number(DAY, HouseRules()) == 1448914
    assert daily_deal_number(DAY, HouseRules(players=2)) == 671620519
    assert daily_deal_number(datetime.date(2026, 12, 2), HouseRules()) == 689663310


def test_the_number_is_the_documented_hash() -> None:
    text = "2026-12-01|" + canonical_rules(HouseRules())
    digest = hashlib.sha256(text.encode("ascii")).digest()
    assert (
        daily_deal_number(DAY, HouseRules())
        == int.from_bytes(digest[:8], "big") % DEAL_NUMBER_MAX + 1
    )
    assert canonical_rules(HouseRules()) == "{}"
    assert canonical_rules(HouseRules(players=2, jokers=2)) == '{"jokers":2,"players":2}'


def test_the_baseline_names_only_fields_the_rules_have() -> None:
    assert set(BASELINE) <= set(HouseRules().to_dict())


def test_a_rule_added_later_leaves_every_earlier_deal_as_it_was(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = [daily_deal_number(DAY, rules) for rules in (HouseRules(), HouseRules(players=2))]
    plain = HouseRules.to_dict

    def with_a_new_rule(self: HouseRules) -> dict[str, object]:
        return {**plain(self), "a_new_rule": False}

    monkeypatch.setattr(HouseRules, "to_dict", with_a_new_rule)
    after = [daily_deal_number(DAY, rules) for rules in (HouseRules(), HouseRules(players=2))]
    assert after == before


def test_other_dates_and_rules_give_other_deals() -> None:
    days = [DAY + datetime.timedelta(days=n) for n in range(60)]
    numbers = {daily_deal_number(day, HouseRules()) for day in days}
    assert len(numbers) == 60
    assert all(1 <= number <= DEAL_NUMBER_MAX for number in numbers)
    assert daily_deal_number(DAY, HouseRules(jokers=2)) != daily_deal_number(DAY, HouseRules())
