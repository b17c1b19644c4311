"""What every computer player shares: the `Bot` protocol and small helpers that
read a `RoundView` (never anything more)."""

from __future__ import annotations

import random
from typing import Protocol

from tonk_desktop.engine import Action, Card, DeclareTonk, Draw, RoundView


class Bot(Protocol):
    """A computer player. `choose(view)` returns one of `view.legal`; it reads
    nothing but the view, so it is safe to call from a worker thread."""

    name: str
    level: str

    def choose(self, view: RoundView) -> Action: ...


def tell_round_over(bot: object, view: RoundView) -> None:
    """Show a bot how a round ended (`view`: its own view of the finished round,
    what every player sees at the end). Bots that learn about their opponents
    (hard) have a `round_over(view)` method; the others ignore it."""
    learn = getattr(bot, "round_over", None)
    if learn is not None:
        learn(view)


def base_seed(seed: int | None) -> int:
    """The seed a bot plays by: the one given, or a fresh one when none is."""
    return random.SystemRandom().randrange(2**63) if seed is None else seed


def decision_rng(seed: int, view: RoundView) -> random.Random:
    """A random source for one decision, fixed by the bot's seed and the position.

    Seeding from the position (not from a stream shared across calls) makes each
    choice a pure function of (seed, view): the same seed replays the same game,
    and asking for a hint twice gives the same hint. `random.Random(str)` hashes
    the text with SHA-512, so this does not depend on PYTHONHASHSEED."""
    hand = " ".join(map(str, view.hand))
    key = f"{seed}|{view.player}|{len(view.history)}|{view.phase}|{hand}"
    return random.Random(key)


def forced_move(view: RoundView) -> Action | None:
    """The move every level makes without thinking: the only legal one, or
    declaring a dealt 49 (it wins at once). None when there is a choice to make;
    ValueError when it is not this player's turn."""
    legal = view.legal
    if not legal:
        raise ValueError("it is not this player's turn")
    if len(legal) == 1:
        return legal[0]
    for action in legal:
        if isinstance(action, DeclareTonk):
            return action
    return None


def draws_so_far(view: RoundView) -> list[int]:
    """How many times each player has drawn this round."""
    turns = [0] * view.players
    for event in view.history:
        if isinstance(event.action, Draw):
            turns[event.player] += 1
    return turns


def card_points(view: RoundView, card: Card) -> int:
    """Points of `card` left in hand under the view's rules."""
    return view.rules.card_points(card.rank)


def hand_total(view: RoundView) -> int:
    """This player's hand total."""
    points = view.rules.card_points
    return sum(points(card.rank) for card in view.hand)


def derived_seed(seed: int, *parts: object) -> int:
    """A seed for one part of a larger seeded whole (a bot, a deal), the same in
    every process."""
    return random.Random("|".join(map(str, (seed, *parts)))).getrandbits(63)
