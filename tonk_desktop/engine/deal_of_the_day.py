"""The deal of the day: one numbered deal a day for each set of house rules,
the same on every computer, so friends can play the same cards and compare.

Its number is worked out from the date and the house rules, and this must
never change (tests/engine/test_deal_of_the_day.py pins values):

1. The text is the date as YYYY-MM-DD, a "|", then the house rules as
   canonical JSON: the fields of `HouseRules.to_dict()` whose values differ
   from `BASELINE` (the defaults as they stood when the deal of the day
   began), keys sorted, no spaces (`json.dumps(..., sort_keys=True,
   separators=(",", ":"))`), ASCII only. Classic, the defaults, is `{}`. A
   field added later counts only where it differs from its own default, so
   a new house rule leaves every earlier table's deal as it was.
2. Its SHA-256 digest's first 8 bytes, read as a big-endian unsigned number,
   taken modulo `DEAL_NUMBER_MAX`, plus 1, is the deal number (1 to
   `DEAL_NUMBER_MAX`): `deal_number.py` turns it into a deck and a dealer.

The date is the player's own calendar day (the local date): a friend on the
other side of the world plays the same deal on the same calendar date.
"""

from __future__ import annotations

import datetime
import hashlib
import json

from .deal_number import DEAL_NUMBER_MAX
from .rules import HouseRules

BASELINE: dict[str, object] = {
    "ace_points": 1,
    "caught_rule": "classic",
    "dead_books": False,
    "dealt_tonk": "49_50",
    "discard_back": False,
    "discard_must_meld": False,
    "double_double": False,
    "dry_tie": "no_payment",
    "hand_size": 5,
    "hit_penalty": "off",
    "hit_runs_only": False,
    "initial_discard": True,
    "joker_points": 15,
    "jokers": 0,
    "knock_limit": 0,
    "knock_timing": "before_draw",
    "low_deal_13": False,
    "low_deal_9": False,
    "must_lay_spreads": False,
    "one_hit_per_turn": False,
    "players": 3,
    "tonk_needs_full_hand": False,
    "tonk_needs_new_spread": False,
}
"""The house rules' fields and defaults when the deal of the day began; frozen,
whatever the defaults become, so that a date's deal never changes."""


def canonical_rules(rules: HouseRules) -> str:
    """The house rules as canonical JSON (step 1): the fields that differ from
    `BASELINE`, or, for a field added since, from its own default."""
    defaults = HouseRules().to_dict()
    changed = {
        key: value
        for key, value in rules.to_dict().items()
        if value != BASELINE.get(key, defaults[key])
    }
    return json.dumps(changed, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def daily_deal_number(day: datetime.date, rules: HouseRules) -> int:
    """The deal number of `day`'s deal under `rules` (steps 1 and 2)."""
    text = f"{day.isoformat()}|{canonical_rules(rules)}"
    digest = hashlib.sha256(text.encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % DEAL_NUMBER_MAX + 1


__all__ = ["BASELINE", "canonical_rules", "daily_deal_number"]
