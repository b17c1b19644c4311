"""A hand as the normal player's turn search keys it, shared by the search
(`normal.TurnSearch`) and its estimate of the stock's cards (`drawn.py`),
whose memo keys must agree."""

from __future__ import annotations

from typing import Final

from tonk_desktop.engine import Card

# A card's suit as the first of its 15 places in `Promise.by_place`, by
# card code (the joker's 0 is never read).
SUIT_BASE: Final = [0] + [(code - 1) // 13 * 15 for code in range(1, 53)]
NATURALS: Final = (1 << 62) - 1  # a `card_set`'s natural cards
ONE_JOKER: Final = 1 << 62


def card_set(hand: tuple[Card, ...] | list[Card]) -> int:
    """A hand as one integer: its natural cards as a card set (engine/cards.py)
    and its jokers counted above them (bit 62 up): equal for equal hands in
    any order, a search's memo key."""
    found = 0
    for card in hand:
        bit = card.bit
        found += bit or ONE_JOKER  # (each natural card once: adding is setting)
    return found
