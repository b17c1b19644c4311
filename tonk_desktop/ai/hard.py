"""The hard computer player: the normal player, improved by search where its
choices matter most.

Every move starts as the normal player's move. Two kinds of decision are then
searched on deals of the cards it cannot see, each deal weighted by how likely
the opponents' last turns were with the hands it gives them
(`sampling.OpponentModel`):

- **Knock or play on.** A knock's value on each deal is exact
  (`knock_settlement` on the dealt totals); playing on is valued by playouts
  with the fast policy of `rollout.py` on the same deals, resampled by weight.
  It knocks when the knock is worth at least the playouts' value less
  `knock_margin`.
- **Which card to throw**, when the normal player leaves up to
  `discard_candidates` discards within `discard_window` points of its best:
  each is played out on the same deals, and one replaces the normal player's
  choice only by `discard_margin` units. A discard that keeps a lone card
  worth more than it is never a candidate.

The number of deals is fixed, so a seed gives the same choice every time; the
time budget only caps a slow machine. docs/ai.md has the measurements behind
these settings, and what was tried and dropped.
"""

from __future__ import annotations

import dataclasses
import random
import time
from dataclasses import dataclass, field

from tonk_desktop.engine import (
    Action,
    Discard,
    Draw,
    Knock,
    Round,
    RoundView,
    knock_settlement,
)

from .base import base_seed, decision_rng, draws_so_far, forced_move
from .normal import NormalBot, NormalWeights
from .rollout import RolloutPolicy
from .sampling import (
    InferenceSettings,
    OpponentModel,
    partnered,
    resample,
    sample_round,
)


@dataclass(frozen=True, slots=True)
class HardSettings:
    """How much the hard player searches."""

    samples: int = 192  # resampled deals played out per decision
    weighed: int = 400  # weighted deals drawn per decision (a knock is judged on all)
    rollout_actions: int = 160  # a playout stops here and is judged on hand totals
    proposal_seen_per_turn: float = 0.3  # the sampler's prior lean to low hands
    rollout_seen_per_turn: float = 0.6  # the playouts' knocking reads hands as normal does
    rollout_knock_confidence: float = 0.72  # the playouts' knocking (rollout.py)
    hopeless_knock: float = -1.0  # a knock worth less than this is not searched
    knock_margin: float = -0.1  # units knocking may trail playing on by and still be chosen
    discard_window: float = 8.0  # search discards the normal player costs within this
    discard_candidates: int = 3
    discard_margin: float = 0.05  # units a searched discard must beat the normal one by
    # Never search a discard that keeps a lone card worth more than it (a low card
    # thrown, an unconnected king kept): the playouts' noise chose those, and they
    # lose (a review re-valued 5 of 7 at -0.13 to -1.59 units).
    keep_no_lone_high: bool = True
    time_budget: float = 1.0  # seconds; a cap for slow machines, not the normal stop
    inference: InferenceSettings = field(default_factory=InferenceSettings)


def _keeps_lone_higher(view: RoundView, action: Discard, points: tuple[int, ...]) -> bool:
    """Would throwing `action.card` keep a card worth more that pairs or nearly
    runs with nothing left in the hand?"""
    rest = list(view.hand)
    rest.remove(action.card)
    limit = points[action.card.rank]
    return any(
        card.rank and points[card.rank] > limit and not partnered(card, rest) for card in rest
    )


class HardBot:
    """The searching player: see the module docstring."""

    level = "hard"

    def __init__(self, seed: int | None = None, settings: HardSettings | None = None) -> None:
        self.seed = base_seed(seed)
        self.settings = settings or HardSettings()
        self.normal = NormalBot(self.seed, NormalWeights())
        self.name = "Hard computer"
        # (history length, player, knock value, play-on value, knocked) for
        # every knock decision searched, when a caller sets a list here.
        self.log: list[tuple[int, int, float, float, bool]] | None = None

    def choose(self, view: RoundView) -> Action:
        forced = forced_move(view)
        if forced is not None:
            return forced
        legal = view.legal
        knock = Knock()
        if view.phase != "start" and knock not in legal:
            # The normal player's move after the draw is the best of its ranking
            # (`NormalBot.after_draw`); rank once, for the discard search too.
            ranked = self.normal.rank_after_draw(view)
            preferred = ranked[0][0] if ranked else legal[0]
            if type(preferred) is Discard and self.settings.discard_window:
                return self.pick_discard(view, preferred, ranked)
            return preferred
        # The start of a turn, or after the draw under the any-time rule: knock,
        # or play on with the normal player's best other move.
        preferred = self.normal.choose(view)
        if preferred == knock:
            others = tuple(a for a in legal if a != knock)
            preferred = self.normal.choose(dataclasses.replace(view, legal=others))
        return self.start_of_turn(view, preferred, knock in legal)

    def samples_for(
        self, view: RoundView, rng: random.Random
    ) -> tuple[list[tuple[Round, float]], list[Round]]:
        """Weighted samples of the unseen cards, and a resampled set to play out."""
        settings = self.settings
        model = OpponentModel(view, rng, settings.inference)
        turns = draws_so_far(view)
        unseen = view.unseen_cards()
        weighted = []
        for _ in range(settings.weighed):
            sample = sample_round(view, rng, settings.proposal_seen_per_turn, turns, unseen)
            weighted.append((sample, model.weight(sample)))
        return weighted, resample(weighted, settings.samples, rng)

    def play_outs(
        self, view: RoundView, chosen: list[Round], candidates: list[Action]
    ) -> tuple[list[float], int]:
        """Summed playout results of each candidate over the same samples."""
        settings = self.settings
        me = view.player
        turns = draws_so_far(view)
        policy = RolloutPolicy(
            chosen[0], settings.rollout_knock_confidence, settings.rollout_seen_per_turn
        )
        scores = [0.0] * len(candidates)
        deadline = time.perf_counter() + settings.time_budget
        done = 0
        for sample in chosen:
            if done and time.perf_counter() > deadline:
                break
            done += 1
            for index, action in enumerate(candidates):
                rnd = sample.copy()
                played = list(turns)
                if type(action) is Draw:
                    played[me] += 1
                rnd.apply_unchecked(action)
                policy.play_out(rnd, played, settings.rollout_actions)
                scores[index] += outcome(rnd, me)
        return scores, done

    def pick_discard(
        self, view: RoundView, preferred: Action, ranked: list[tuple[Action, float]]
    ) -> Action:
        """Among the normal player's close discards (`ranked`: its
        `rank_after_draw`), the one that plays out best."""
        settings = self.settings
        best_cost = ranked[0][1]
        candidates = [preferred]
        points = view.rules.points_table()
        for action, cost in ranked:
            if (
                type(action) is Discard
                and action != preferred
                and cost <= best_cost + settings.discard_window
                and len(candidates) < settings.discard_candidates
                and not (settings.keep_no_lone_high and _keeps_lone_higher(view, action, points))
            ):
                candidates.append(action)
        if len(candidates) == 1:
            return preferred
        rng = decision_rng(self.seed, view)
        chosen = self.samples_for(view, rng)[1]
        scores, done = self.play_outs(view, chosen, candidates)
        scores[0] += settings.discard_margin * done
        best = max(range(len(candidates)), key=lambda i: (scores[i], -i))
        return candidates[best]

    def start_of_turn(self, view: RoundView, alternative: Action, may_knock: bool) -> Action:
        """Knock, or play on with `alternative` (the normal player's move when it
        does not knock). A knock ends the round, so its value on each sample is
        exact; playing on is valued by playouts on the same samples."""
        if not may_knock:
            return alternative
        settings = self.settings
        rng = decision_rng(self.seed, view)
        me = view.player
        rules = view.rules
        weighted, chosen = self.samples_for(view, rng)
        total_weight = sum(weight for _, weight in weighted)
        # What a knock now wins on each weighted deal (the resampled deals are
        # some of these same objects: looked up, not settled again).
        knocks = {
            id(sample): knock_settlement(rules, sample.totals(), me).net[me]
            for sample, _ in weighted
        }
        knock_value = sum(weight * knocks[id(sample)] for sample, weight in weighted) / total_weight
        if knock_value < settings.hopeless_knock:
            return alternative
        scores, done = self.play_outs(view, chosen, [alternative])
        # Playing on is measured against knocking on the same resampled deals
        # (their difference is far less noisy than either alone) and added to
        # the knock's value over every weighted deal.
        knocked = sum(knocks[id(sample)] for sample in chosen[:done])
        play_on = knock_value + (scores[0] - knocked) / done
        decision = knock_value > play_on + settings.knock_margin
        if self.log is not None:
            self.log.append((len(view.history), me, knock_value, play_on, decision))
        return Knock() if decision else alternative


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
