"""Dealing the cards a player cannot see, for the hard player's search.

`RoundView.sample` deals the unseen cards uniformly. Real opponents are not
uniform: every turn they look at a card and throw their worst, so the longer a
round runs the lower their hands. `sample_round` starts from the uniform sample
and lets each opponent look at a few extra unseen cards per turn they have had,
keeping the lowest; the cards they pass over go back into the stock, which is
then shuffled (its order is unknown anyway). Every card this player has seen
stays exactly where it was seen: the sample still matches the view.

The engine offers only the uniform sample, so this reorders the sampled
round's `hands` and `stock` lists in place (the round is ours alone)."""

from __future__ import annotations

import random

from tonk_desktop.engine import Draw, Round, RoundView


def draws_so_far(view: RoundView) -> list[int]:
    """How many times each player has drawn this round."""
    turns = [0] * view.players
    for event in view.history:
        if isinstance(event.action, Draw):
            turns[event.player] += 1
    return turns


def sample_round(
    view: RoundView, rng: random.Random, seen_per_turn: float, turns: list[int]
) -> Round:
    """A full round consistent with `view`, opponents' unknown cards biased low
    by `seen_per_turn` extra looks per draw they have made."""
    rnd = view.sample(rng)
    if seen_per_turn <= 0:
        return rnd
    points = tuple(view.rules.card_points(rank) for rank in range(14))
    stock = rnd.stock
    for other in range(view.players):
        if other == view.player or not stock:
            continue
        hand = rnd.hands[other]
        known = len(view.known_cards[other])
        # The sample puts the known cards last; only the others may move.
        unknown = len(hand) - known
        extra = min(len(stock), int(seen_per_turn * turns[other] + rng.random()))
        if unknown <= 0 or extra <= 0:
            continue
        looked = hand[:unknown] + stock[-extra:]
        looked.sort(key=lambda card: points[card.rank])
        hand[:unknown] = looked[:unknown]
        stock[-extra:] = looked[unknown:]
    rng.shuffle(stock)
    return rnd
