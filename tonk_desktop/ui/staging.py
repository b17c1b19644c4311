"""Set a table up mid-game for screenshots and benchmarks: computer players make
every move (yours too), synchronously, through the model like any other move."""

from __future__ import annotations

import random

from tonk_desktop.ai import make_bot
from tonk_desktop.engine import Draw
from tonk_desktop.ui.model import GameModel

MAX_ROUNDS = 40


def _play_one(model: GameModel, bots: dict[int, object], rng: random.Random) -> None:
    rnd = model.round
    assert rnd is not None
    player = rnd.current
    bot = bots.get(player)
    if bot is None:
        bot = bots[player] = make_bot("normal", seed=rng.randrange(1 << 30))
    model.apply(bot.choose(rnd.view(player)))  # type: ignore[attr-defined]


def stage_table(model: GameModel, rng: random.Random) -> None:
    """Deal and play until it is your turn, after your draw, with spreads on the
    table: the busiest ordinary moment of a round."""
    bots: dict[int, object] = {}
    model.new_game()
    for _ in range(MAX_ROUNDS):
        for _step in range(200):
            rnd = model.round
            assert rnd is not None
            if rnd.is_over:
                break
            if rnd.current == model.you and rnd.spreads and len(rnd.hand(model.you)) >= 4:
                if rnd.phase == "start":
                    model.apply(Draw("stock") if rnd.stock_count else Draw("discard"))
                return
            _play_one(model, bots, rng)
        model.next_round()


def stage_round_end(model: GameModel, rng: random.Random) -> None:
    """Play a whole round (or several, until one is played out rather than settled
    at the deal) and leave its result on the table."""
    bots: dict[int, object] = {}
    model.new_game()
    for _ in range(MAX_ROUNDS):
        rnd = model.round
        assert rnd is not None
        while not rnd.is_over:
            _play_one(model, bots, rng)
        if rnd.spreads and rnd.result is not None and rnd.result.payments:
            return
        model.next_round()
