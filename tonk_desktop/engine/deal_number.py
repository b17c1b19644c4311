"""Numbered deals: a number that deals the same cards on every machine and version.

Python's `random` may change its shuffling from one version to the next (its
documentation promises only the seeded `random()` floats), so a deal number is
turned into cards by a generator written down here, which this module must
keep for ever (tests/engine/test_deal_number.py pins it to fixed values):

1. The generator is SplitMix64 (Steele, Lea and Flood, "Fast splittable
   pseudorandom number generators", OOPSLA 2014) with the deal number as its
   64-bit starting state. Each step adds 0x9E3779B97F4A7C15 to the state and
   returns it mixed: z ^= z >> 30; z *= 0xBF58476D1CE4E5B9; z ^= z >> 27;
   z *= 0x94D049BB133111EB; z ^= z >> 31 (all arithmetic modulo 2**64).
2. A whole number below `bound` is taken from the next output x that is below
   2**64 - (2**64 mod bound), as x mod bound (outputs above are skipped, so
   every number is equally likely).
3. The deck is `full_deck(jokers)` (the 52 cards clubs, diamonds, hearts,
   spades, ace to king in each, then the jokers), shuffled by Fisher-Yates
   from the end: for i from len-1 down to 1, swap card i with card j, j the
   next whole number below i + 1. The shuffled list is the deck top card
   first, as `Round.deal(deck=...)` deals it.
4. The dealer is the seat `number mod players` (seat 0 the first seat: You at
   each computer), so a friend who plays the number in seat 0 gets the cards
   you got in seat 0.

The same number and the same house rules (players, hand size, jokers, up-card)
therefore deal the same hands.
"""

from __future__ import annotations

import random
from typing import Final

from .cards import Card, full_deck

DEAL_NUMBER_MAX: Final = 999_999_999
"""Deal numbers run from 1 to this: nine digits, easy to read out to a friend."""

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15


class SplitMix64:
    """The deal generator (step 1 of the module's description)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        """The next 64-bit output."""
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A whole number from 0 to `bound - 1`, every one equally likely (step 2)."""
        if bound < 1:
            raise ValueError(f"the bound must be 1 or more, not {bound}")
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            x = self.next()
            if x < limit:
                return x % bound


def check_deal_number(number: int) -> None:
    """A ValueError unless `number` is a deal number (1 to DEAL_NUMBER_MAX)."""
    if isinstance(number, bool) or not isinstance(number, int):
        raise ValueError(f"a deal number is a whole number, not {number!r}")
    if not 1 <= number <= DEAL_NUMBER_MAX:
        raise ValueError(f"a deal number runs from 1 to {DEAL_NUMBER_MAX}, not {number}")


def deal_deck(number: int, jokers: int = 0) -> list[Card]:
    """The deck of deal `number`, top card first (steps 1-3)."""
    check_deal_number(number)
    cards = full_deck(jokers)
    generator = SplitMix64(number)
    for i in range(len(cards) - 1, 0, -1):
        j = generator.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def deal_dealer(number: int, players: int) -> int:
    """The seat that deals deal `number` (step 4)."""
    check_deal_number(number)
    if players < 1:
        raise ValueError(f"a deal needs players, not {players}")
    return number % players


def random_deal_number(rng: random.Random, dealer: int, players: int) -> int:
    """A deal number, chosen with `rng`, that `dealer` deals: for the next round of
    a game whose deal passes round the table."""
    if not 0 <= dealer < players:
        raise ValueError(f"no player {dealer} to deal among {players}")
    # number = q * players + dealer, q >= 1 so that the number is never 0.
    q = rng.randint(1, (DEAL_NUMBER_MAX - dealer) // players)
    return q * players + dealer
