"""Computer-player styles: strong players that play differently from the
normal one, each by its own strategy (not the normal player with noise).

Every style is the normal player's turn search (`normal.TurnSearch`) with its
own knocking rule and its own taste in cards:

- **cautious**: knocks only very low (5 points at most, and only when it is
  nearly sure to be lowest); hoards low cards: it values a card's chance to
  meld little, so it throws high cards and keeps aces and deuces.
- **bold**: knocks early, at a higher total: on a 60% chance of being lowest
  (normal waits for 72%), reading the others' hands as improving more slowly.
- **collector**: builds spreads: it takes the discard whenever it pairs or
  nearly runs with a card in hand, lays every spread and makes every hit it
  can, and knocks on a fixed number (10 points or less).
- **calculator**: never hits (it keeps its cards for spreads of its own) and
  knocks on an expected-value estimate: when a knock's expected payment, with
  the others' unknown cards read as dealt at random, is at least even.

Each knocking rule is a `KnockRule`, so the hard player's opponent model
(`sampling.py`) can ask how likely a knock, or a turn without one, was under
each style.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from tonk_desktop.engine import (
    Action,
    Card,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
    RoundView,
)

from .base import hand_total
from .knock_model import KnockModel
from .normal import NormalBot, NormalWeights


@dataclass(frozen=True, slots=True)
class KnockRule:
    """When a player knocks: the estimated chance of being strictly lowest (the
    normal player's `KnockModel`, reading each opponent as having looked at
    `seen_per_turn` extra cards a draw) reaches `confidence`, and the total is
    at most `cap` (0: no cap). `confidence` 0 knocks on the cap alone."""

    confidence: float
    seen_per_turn: float
    cap: int = 0


# The calculator's break-even chance: a knock wins 1 from each opponent when it
# is lowest and costs 3 (2 to the catcher and 1 more to the winner) when caught,
# under the Classic caught rule: p - 3 (1 - p) >= 0.
EV_CONFIDENCE: Final = 0.75

KNOCK_RULES: Final[dict[str, KnockRule]] = {
    "normal": KnockRule(NormalWeights().knock_confidence, NormalWeights().opponent_seen_per_turn),
    "cautious": KnockRule(0.9, 0.6, cap=5),
    "bold": KnockRule(0.6, 0.45),
    "collector": KnockRule(0.0, 0.0, cap=10),
    "calculator": KnockRule(EV_CONFIDENCE, 0.0),
}

STYLES: Final = ("cautious", "bold", "collector", "calculator")


# With the stock dry, a style takes the discard at most this many turns in a
# row, then declines: players who each want the others' discard would
# otherwise pass the same card round and never end the round.
MAX_TAKES_IN_A_ROW: Final = 2


class StyleBot(NormalBot):
    """A style: the normal player's search with the style's knocking rule."""

    rule: KnockRule = KNOCK_RULES["normal"]

    def start_of_turn(self, view: RoundView, rng: random.Random) -> Action:
        action = super().start_of_turn(view, rng)
        if action == Draw("discard") and (
            _my_own_discard(view) or (DeclineDiscard() in view.legal and self.took_enough(view))
        ):
            for other in (Draw("stock"), DeclineDiscard()):
                if other in view.legal:
                    return other
        return action

    def took_enough(self, view: RoundView) -> bool:
        """Has this player taken the discard `MAX_TAKES_IN_A_ROW` turns running?"""
        taken = 0
        for event in reversed(view.history):
            if event.player != view.player or not isinstance(event.action, Draw):
                continue
            if event.action != Draw("discard"):
                break
            taken += 1
        return taken >= MAX_TAKES_IN_A_ROW

    def knocks(self, view: RoundView, rng: random.Random, total: int) -> bool:
        rule = self.rule
        if rule.cap and total > rule.cap:
            return False
        if rule.confidence <= 0:
            return True
        weights = NormalWeights(
            knock_confidence=rule.confidence, opponent_seen_per_turn=rule.seen_per_turn
        )
        return KnockModel(view, weights, rng).chance_lowest(total) >= rule.confidence


class CautiousBot(StyleBot):
    """Knocks only very low; keeps low cards (module docstring)."""

    level = "cautious"
    rule = KNOCK_RULES["cautious"]

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, NormalWeights(promise=0.3, danger=6.0))
        self.name = "Cautious computer"


class BoldBot(StyleBot):
    """Knocks early at a higher total (module docstring)."""

    level = "bold"
    rule = KNOCK_RULES["bold"]

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.name = "Bold computer"


class CollectorBot(StyleBot):
    """Takes the discard for any near-spread, lays and hits at every chance,
    knocks on a fixed number (module docstring)."""

    level = "collector"
    rule = KNOCK_RULES["collector"]

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, NormalWeights(promise=1.2))
        self.name = "Collector computer"

    def start_of_turn(self, view: RoundView, rng: random.Random) -> Action:
        legal = view.legal
        if Knock() in legal and self.knocks(view, rng, hand_total(view)):
            return Knock()
        top = view.discard_top
        if (
            top is not None
            and Draw("discard") in legal
            and Draw("stock") in legal  # with the stock dry, as normal does
            and _near_spread(top, view)
            and not _my_own_discard(view)
        ):
            return Draw("discard")
        return super().start_of_turn(view, rng)

    def after_draw(self, view: RoundView, rng: random.Random) -> Action:
        if Knock() in view.legal and self.knocks(view, rng, hand_total(view)):
            return Knock()
        spreads = [action for action in view.legal if isinstance(action, LaySpread)]
        if spreads:
            return max(spreads, key=lambda action: len(action.cards))
        for action in view.legal:
            if isinstance(action, Hit):
                return action
        return super().after_draw(view, rng)


def _my_own_discard(view: RoundView) -> bool:
    """Is the discard on top a card this player threw earlier this round? A
    style never takes one back: players who pass one card round, each taking
    it and throwing it again, would never end the round (two styles that would
    not knock did so for 3,000 actions under random house rules)."""
    top = view.discard_top
    return top is not None and any(
        event.player == view.player and event.action == Discard(top) for event in view.history
    )


def _near_spread(card: Card, view: RoundView) -> bool:
    """Does the discard pair, or nearly run, with a card in hand (or is it a joker)?"""
    if not card.rank:
        return True
    for other in view.hand:
        if not other.rank or other.rank == card.rank:
            return True
        if other.suit == card.suit and abs(other.rank - card.rank) <= 2:
            return True
    return False


class CalculatorBot(StyleBot):
    """Never hits; knocks when the knock's expected payment is even or better
    (module docstring)."""

    level = "calculator"
    rule = KNOCK_RULES["calculator"]
    hits = False

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.name = "Calculator computer"

    def after_draw(self, view: RoundView, rng: random.Random) -> Action:
        action = super().after_draw(view, rng)
        if isinstance(action, Hit):  # only when nothing but hits was ranked
            others = [a for a in view.legal if not isinstance(a, Hit)]
            return others[0] if others else action
        return action


STYLE_BOTS: Final = {
    "cautious": CautiousBot,
    "bold": BoldBot,
    "collector": CollectorBot,
    "calculator": CalculatorBot,
}
