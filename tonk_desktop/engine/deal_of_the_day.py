"""The deal of the day: one numbered deal a day for each set of house rules,
the same on every computer, so friends can play the same cards and compare.

Its number is worked out from the date and the house rules, and this must
never change (tests/engine/test_deal_of_the_day.py pins values):

1. The text is the date as YYYY-MM-DD, a "|", then the house rules as
   canonical JSON: `HouseRules.to_dict()` with its keys sorted, no spaces
   (`json.dumps(..., sort_keys=True, separators=(",", ":"))`), ASCII only.
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


def canonical_rules(rules: HouseRules) -> str:
    """The house rules as canonical JSON (step 1)."""
    return json.dumps(rules.to_dict(), sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def daily_deal_number(day: datetime.date, rules: HouseRules) -> int:
    """The deal number of `day`'s deal under `rules` (steps 1 and 2)."""
    text = f"{day.isoformat()}|{canonical_rules(rules)}"
    digest = hashlib.sha256(text.encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % DEAL_NUMBER_MAX + 1


__all__ = ["canonical_rules", "daily_deal_number"]
