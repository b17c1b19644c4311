"""The hard computer player: determinized Monte Carlo search.

For each decision before the draw (knock, stock, discard pile, decline) and for
a knock after it (any-time rule), it deals the cards it cannot see at random,
consistently with everything it has seen (`sampling.sample_round`: its own
hand, the table, the pile and the cards others took from the pile stay where
they are; opponents' unknown cards are dealt low in proportion to the turns
they have played), and plays every candidate out to the end of the round with
the fast rollout policy (`rollout.py`), on the same samples for every
candidate so their difference is not drowned in the luck of the deal.

Why this shape, from tonk-sim runs against the normal player:
- Playouts flatter playing on over knocking by about 0.3 units (measured at
  the positions where the normal player knocks), so a knock gets that back
  (`knock_bonus`).
- With tens of samples the search cannot tell discards (or the two draws)
  apart reliably; searched discards lost to the normal player's one-turn
  search. So spreads, hits and discards are the normal player's, and the
  normal player's choice stands unless a candidate beats it by a clear margin
  (`switch_margin`).

The number of samples is fixed, so a seed gives the same choice every time;
the time budget only caps a slow machine.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from tonk_desktop.engine import (
    Action,
    DeclareTonk,
    Draw,
    Knock,
    Round,
    RoundView,
)

from .base import base_seed, decision_rng
from .normal import NormalBot, NormalWeights
from .rollout import RolloutPolicy
from .sampling import draws_so_far, sample_round


@dataclass(frozen=True, slots=True)
class HardSettings:
    """How much the hard player searches."""

    samples: int = 48  # sampled deals of the unseen cards per decision
    rollout_actions: int = 160  # a playout stops here and is judged on hand totals
    seen_per_turn: float = 0.3  # how low opponents' unseen cards are dealt (sampling.py)
    rollout_knock_confidence: float = 0.72  # the playouts' knocking (rollout.py)
    knock_bonus: float = 0.3  # playouts flatter playing on (measured ~0.3): units added to knocking
    switch_margin: float = 0.2  # units a candidate must beat the normal choice by
    time_budget: float = 1.0  # seconds; a cap for slow machines, not the normal stop


class HardBot:
    """The searching player: see the module docstring."""

    level = "hard"

    def __init__(self, seed: int | None = None, settings: HardSettings | None = None) -> None:
        self.seed = base_seed(seed)
        self.settings = settings or HardSettings()
        self.normal = NormalBot(self.seed, NormalWeights())
        self.name = "Hard computer"

    def choose(self, view: RoundView) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("it is not this player's turn")
        if len(legal) == 1:
            return legal[0]
        for action in legal:
            if isinstance(action, DeclareTonk):
                return action
        preferred = self.normal.choose(view)
        if view.phase == "start":
            candidates = [preferred, *(a for a in legal if a != preferred)]
        else:
            # After the draw only a knock (any-time rule) is searched against
            # the normal player's move: its spreads, hits and discards stand
            # (searched discards lost to it in tonk-sim; see the module notes).
            knock = [a for a in legal if isinstance(a, Knock)]
            if not knock:
                return preferred
            candidates = [preferred] if preferred in knock else [preferred, *knock]
            if len(candidates) == 1:
                return preferred
        return self.search(view, candidates)

    def search(self, view: RoundView, candidates: list[Action]) -> Action:
        """The candidate with the best mean net over sampled playouts."""
        settings = self.settings
        rng = decision_rng(self.seed, view)
        me = view.player
        turns = draws_so_far(view)
        scores = [0.0] * len(candidates)
        policy: RolloutPolicy | None = None
        deadline = time.perf_counter() + settings.time_budget
        done = 0
        while done < settings.samples:
            if done and time.perf_counter() > deadline:
                break
            done += 1
            sample = sample_round(view, rng, settings.seen_per_turn, turns)
            if policy is None:
                policy = RolloutPolicy(
                    sample, settings.rollout_knock_confidence, settings.seen_per_turn
                )
            for index, action in enumerate(candidates):
                rnd = sample.copy()
                played = list(turns)
                if type(action) is Draw:
                    played[me] += 1
                rnd._do(action)
                policy.play_out(rnd, played, settings.rollout_actions)
                scores[index] += outcome(rnd, me)
        bonus = settings.knock_bonus * done
        for index, action in enumerate(candidates):
            if type(action) is Knock:
                scores[index] += bonus
        # candidates[0] is the normal player's choice: leave it only for a
        # clearly better action, not for the noise of a few samples.
        scores[0] += settings.switch_margin * done
        best = max(range(len(candidates)), key=lambda i: (scores[i], -i))
        return candidates[best]


def outcome(rnd: Round, me: int) -> float:
    """My net stake at the end of a playout; a playout cut short is judged as a
    dry stock would be (the strictly lowest total takes 1 from each)."""
    result = rnd.result
    if result is not None:
        return float(result.net[me])
    totals = rnd.totals()
    lowest = min(totals)
    low = [p for p, total in enumerate(totals) if total == lowest]
    if len(low) > 1:
        return 0.0
    return float(rnd.players - 1) if low[0] == me else -1.0


__all__ = ["HardBot", "HardSettings"]
