"""The round a networked window draws, rebuilt from its seat's own view
(ui/network/remote_model.round_from_view), over whole rounds played by the
engine under random house rules: it always shows this seat's real hand, the
real spreads, discard pile and counts, and at the round end every real hand."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tonk_desktop.ai.easy import EasyBot
from tonk_desktop.engine import PRESETS, HouseRules, Round
from tonk_desktop.engine.cards import full_deck
from tonk_desktop.ui.network.remote_model import round_from_view


def _check(rnd: Round, rng: random.Random) -> None:
    for player in range(rnd.players):
        view = rnd.view(player)
        shown = round_from_view(view, rng)
        assert shown.hand(player) == rnd.hand(player)
        assert shown.spreads == rnd.spreads
        assert shown.discard_pile == rnd.discard_pile
        assert shown.stock_count == rnd.stock_count
        assert [len(shown.hand(p)) for p in range(rnd.players)] == [
            len(rnd.hand(p)) for p in range(rnd.players)
        ]
        assert (shown.current, shown.phase, shown.dealer) == (rnd.current, rnd.phase, rnd.dealer)
        assert tuple(shown.events) == view.history
        if rnd.is_over:
            assert shown.result == rnd.result
            assert [shown.hand(p) for p in range(rnd.players)] == [
                rnd.hand(p) for p in range(rnd.players)
            ]
        elif player == rnd.current:
            assert shown.legal_actions() == rnd.legal_actions()


@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 4),
    preset=st.sampled_from(PRESETS),
    jokers=st.sampled_from((0, 2)),
)
def test_every_seat_s_rebuilt_round_matches_the_real_one(
    seed: int, players: int, preset: str, jokers: int
) -> None:
    rng = random.Random(seed)
    rules = HouseRules.preset(preset).replace(players=players, jokers=jokers)
    deck = full_deck(rules.jokers)
    rng.shuffle(deck)
    rnd = Round.deal(rules, dealer=rng.randrange(players), deck=deck)
    bots = [EasyBot(seed=rng.randrange(1000)) for _ in range(players)]
    _check(rnd, rng)
    for _ in range(300):
        if rnd.is_over:
            break
        rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
        _check(rnd, rng)
    assert rnd.is_over
