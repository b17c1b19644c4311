"""A hard player shown a session's finished rounds from one seat, as a table
shows them: what the tests of its learning (the styles, the discard habit)
start from."""

from __future__ import annotations

import random
from collections.abc import Callable

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.base import Bot, tell_round_over
from tonk_desktop.ai.hard import HardBot
from tonk_desktop.engine import Round


def shown_session(
    theirs: Bot, rounds: int, play: Callable[[list[Bot], int], Round], shuffle_stock: bool
) -> HardBot:
    """A hard bot shown `rounds` rounds (`play(bots, number)`) from the seat of
    a normal player facing `theirs` (the seats change each round); with
    `shuffle_stock` each round's unseen stock is reordered first (a card
    nobody saw: the round looks the same from every seat)."""
    hard = HardBot(seed=9)
    mine = make_bot("normal", seed=3)
    for number in range(rounds):
        seat = number % 2
        rnd = play([mine, theirs] if seat == 0 else [theirs, mine], number)
        if shuffle_stock:
            view = rnd.view(seat)
            rnd = rnd.copy()
            random.Random(number).shuffle(rnd.stock)
            assert rnd.view(seat) == view
        tell_round_over(hard, rnd.view(seat))
    return hard
