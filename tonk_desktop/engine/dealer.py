"""Who deals (docs/rules.md §2): the draw for the first dealer, then the deal passing
to the left."""

from __future__ import annotations

import random

from .cards import Card, full_deck
from .fastrandom import shuffle


def choose_first_dealer(players: int, rng: random.Random) -> tuple[int, list[dict[int, Card]]]:
    """Everyone gets one card, the highest deals (K high, A low); tied players
    draw again. Returns the dealer and each draw (player -> card)."""
    if not 2 <= players <= 4:
        raise ValueError("players must be 2 to 4")
    contenders = list(range(players))
    draws: list[dict[int, Card]] = []
    while True:
        deck = full_deck(0)
        shuffle(rng, deck)
        draw = {player: deck[k] for k, player in enumerate(contenders)}
        draws.append(draw)
        best = max(card.rank for card in draw.values())
        contenders = [player for player, card in draw.items() if card.rank == best]
        if len(contenders) == 1:
            return contenders[0], draws


def next_dealer(dealer: int, players: int) -> int:
    """The deal passes to the left after every round, a misdeal included."""
    return (dealer + 1) % players
