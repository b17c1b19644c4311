"""What the hard player learns of its opponents over a session, from what its
seat saw at each round's end (the whole history and the hands shown then),
never a hidden card:

- which of the styles each opponent plays like (`StyleBeliefs`, a posterior
  over the normal player and the four styles of `styles.py`, scored on the
  knocks they made and the ones they did not);
- how low they keep their hand, whatever their style (`LeanPosterior`, from
  the totals they showed when someone else ended the round);
- which cards they throw first (`DiscardHabit`, from their last discard
  against the hand it left them), for an opponent who does not throw their
  highest card as the playouts otherwise would.

`hard.HardBot` weighs its deals and steers its playouts by these; docs/ai.md
has the measurements behind the settings."""

from __future__ import annotations

import math
import random
from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from tonk_desktop.engine import Card, Discard, Knock, RoundView

from .base import draws_so_far
from .sampling import Beliefs, InferenceSettings, OpponentModel, knock_curves, partnered
from .styles import KNOCK_RULES

# The leans a player's hands may have: extra cards looked at per draw, keeping
# the lowest (`sampling.Sampler`); `StyleBeliefs.lean` picks one.
LEANS: Final = (0.0, 0.15, 0.3, 0.45, 0.6, 0.8, 1.0, 1.3, 1.6, 2.0, 2.5)
MAX_EXTRA: Final = 16
# The lean the normal player's hands show (its proposal lean is
# `HardSettings.proposal_seen_per_turn`), and how far the prior lets it go.
NORMAL_LEAN: Final = 0.6
LEAN_PRIOR_SPREAD: Final = 0.25


# The styles an opponent may play like, and how likely each is before the
# table has shown anything: most players play much like the normal player.
# Adapt to an opponent once normal's chance falls below this. A normal player's
# knocks favour the bold style early on (bold knocks wherever normal would, and
# only turns without a knock tell them apart): 60 rounds of normal against
# normal gave normal 0.13, 0.29, 0.15, 0.89, 0.84, 1.0 after each 10, while
# every style took normal below 0.01 within 30 rounds.
ADAPT_BELOW: Final = 0.1
STYLE_PRIOR: Final = {
    "normal": 0.6,
    "cautious": 0.1,
    "bold": 0.1,
    "collector": 0.1,
    "calculator": 0.1,
}


@lru_cache(maxsize=256)
def total_chances(points: tuple[int, ...], jokers: int, size: int, extra: int) -> tuple[float, ...]:
    """P(hand total = t) for `size` cards, the lowest of `size + extra` from a
    fresh deck (smoothed: no total is impossible). Seeded: every process agrees."""
    rng = random.Random(f"totals|{size}|{extra}")
    pool = [points[rank] for rank in range(1, 14) for _ in range(4)] + [points[0]] * jokers
    top = max(points) * size + 1
    counts = [0.5] * (top + 1)
    for _ in range(600):
        counts[min(top, sum(sorted(rng.sample(pool, size + extra))[:size]))] += 1
    total = sum(counts)
    return tuple(count / total for count in counts)


# The style-free prior over an opponent's lean (`LeanPosterior`): half its
# weight on the normal player's lean (`LEAN_PRIOR_SPREAD` either side), half
# spread evenly over every lean, so that a player who keeps their hand far
# lower (or higher) than ours is plausible from the first hand they show.
GENERIC_SHARE: Final = 0.5


class LeanPosterior:
    """How low an opponent keeps their hand, assuming no style: a posterior
    over `LEANS` from the totals they showed at round ends (held when someone
    else ended the round: not chosen by them), from a prior that is a mixture
    of the normal player's lean and a generic, flat component. With little
    evidence it stays wide, and its upper quantile (`quantile`) is a lean that
    holds for most players."""

    def __init__(self, shown: deque[tuple[int, int, int]], points: tuple[int, ...], jokers: int):
        logs = []
        for lean in LEANS:
            near = math.exp(-((lean - NORMAL_LEAN) ** 2) / (2 * LEAN_PRIOR_SPREAD**2))
            near /= sum(
                math.exp(-((x - NORMAL_LEAN) ** 2) / (2 * LEAN_PRIOR_SPREAD**2)) for x in LEANS
            )
            score = math.log((1 - GENERIC_SHARE) * near + GENERIC_SHARE / len(LEANS))
            for size, draws, total in shown:
                extra = min(MAX_EXTRA, round(lean * draws))
                chances = total_chances(points, jokers, size, extra)
                score += math.log(chances[min(total, len(chances) - 1)])
            logs.append(score)
        top = max(logs)
        weights = [math.exp(value - top) for value in logs]
        whole = sum(weights)
        self.chances = tuple(weight / whole for weight in weights)

    def quantile(self, level: float) -> float:
        """The least lean with at least `level` of the chance at or below it."""
        seen = 0.0
        for lean, chance in zip(LEANS, self.chances, strict=True):
            seen += chance
            if seen >= level - 1e-12:
                return lean
        return LEANS[-1]


def last_discards(view: RoundView) -> dict[int, tuple[Card, tuple[Card, ...]]]:
    """For each opponent of a finished round's `view`: their last discard, and
    the hand it left them, where every seat saw that hand (the hands shown at
    the end, when nothing of theirs followed the discard but a knock before
    their next draw)."""
    hands = view.revealed_hands
    found: dict[int, tuple[Card, tuple[Card, ...]]] = {}
    if hands is None:
        return found
    for player in range(view.players):
        if player == view.player:
            continue
        mine = [event.action for event in view.history if event.player == player]
        if mine and isinstance(mine[-1], Knock):
            mine.pop()
        if mine and isinstance(mine[-1], Discard) and mine[-1].card.rank:
            found[player] = (mine[-1].card, hands[player])
    return found


# How an opponent's discards are read (`DiscardHabit`): a score per rank, the
# chance that a card is thrown before another being sigmoid(score - other's)
# (pairwise, Bradley-Terry). The prior puts each rank's score at
# `HABIT_SLOPE` a point (the playouts' own order, highest first) give or take
# `HABIT_SPREAD`. An opponent's playouts throw by the learned scores only once
# `HABIT_UNLIKE` of their comparisons (counted with `HABIT_PRIOR` more that
# keep no higher card) kept a lone card worth more than the card thrown, as a
# player who throws their highest lone card rarely does.
HABIT_SLOPE: Final = 0.15
HABIT_SPREAD: Final = 3.0
HABIT_PRIOR: Final = 4.0
HABIT_UNLIKE: Final = 0.2
HABIT_STEPS: Final = 40


@dataclass(slots=True)
class DiscardHabit:
    """Which cards one opponent throws first, assuming no style: from each
    round's end, their last discard against each card of the hand it left
    them (`last_discards`): that card was kept, the discard thrown before it
    (`wins[thrown][kept]`, by rank). `unlike_highest` is the share of the
    comparisons with a lone kept card (one that pairs or nearly runs with
    nothing) in which that card was worth more than the discard. Older
    rounds count for less (`memory` a round that shows one), as in
    `StyleBeliefs`."""

    memory: float
    wins: list[list[float]] = field(default_factory=lambda: [[0.0] * 14 for _ in range(14)])
    comparisons: float = 0.0
    higher_kept: float = 0.0

    def add(self, discard: Card, hand: tuple[Card, ...], points: tuple[int, ...]) -> None:
        memory = self.memory
        self.wins = [[memory * count for count in row] for row in self.wins]
        self.comparisons *= memory
        self.higher_kept *= memory
        rest = list(hand)
        for card in rest:
            if not card.rank or card.rank == discard.rank:
                continue
            self.wins[discard.rank][card.rank] += 1.0
            if not partnered(card, rest):
                self.comparisons += 1.0
                self.higher_kept += points[card.rank] > points[discard.rank]

    def unlike_highest(self) -> float:
        """The share of comparisons that kept a lone card worth more than the
        discard (with `HABIT_PRIOR` more that did not)."""
        return self.higher_kept / (self.comparisons + HABIT_PRIOR)

    def scores(self, points: tuple[int, ...]) -> list[float]:
        """Each rank's score (index 1 to 13), the most likely given the
        comparisons and the prior (`HABIT_STEPS` steps of Newton's method on
        each score, its curvature bounded)."""
        prior = [HABIT_SLOPE * points[rank] for rank in range(14)]
        score = list(prior)
        wins = self.wins
        ranks = range(1, 14)
        seen = [sum(wins[a][b] + wins[b][a] for b in ranks) for a in range(14)]
        precision = 1.0 / HABIT_SPREAD**2
        for _ in range(HABIT_STEPS):
            for a in ranks:
                slope = precision * (prior[a] - score[a])
                for b in ranks:
                    games = wins[a][b] + wins[b][a]
                    if games:
                        chance = 1.0 / (1.0 + math.exp(score[b] - score[a]))
                        slope += wins[a][b] - games * chance
                score[a] += slope / (0.25 * seen[a] + precision)
        return score

    def throws(self, points: tuple[int, ...]) -> tuple[float, ...] | None:
        """What a playout weighs each rank's card by when it picks this
        opponent's discard (`RolloutPolicy.throws`: the scores put on the
        points' scale, from the least a card is worth to the most), or None
        while they throw as a highest-first player would."""
        if self.unlike_highest() < HABIT_UNLIKE:
            return None
        score = self.scores(points)
        low, high = min(score[1:]), max(score[1:])
        least, most = min(points[1:]), max(points[1:])
        scale = (most - least) / (high - low) if high > low else 0.0
        return (float(points[0]), *[least + scale * (value - low) for value in score[1:]])


class StyleBeliefs:
    """What the hard player has learned of each opponent's style over a session.

    Kept per seat offset (the opponent `k` seats after this player: the same
    person at a table, and the same bot in tonk-sim's rotations). After each
    round it reads the round's end as everyone saw it (`learn`, with the
    finished round's view: the whole history and the hands shown at the end)
    and scores every style by how likely it made what that opponent did:

    - they knocked holding total t (shown at the end): the style's chance of
      knocking on t (`sampling.knock_curves`);
    - they did not knock at the start of their last full turn, holding the
      hand shown at the end plus what they played in that turn, less the card
      they drew (a card from the stock: any of those, equally likely).

    Older rounds count for less (`memory` a round), so a person who changes
    their play is followed. A posterior over styles, `beliefs(view)`."""

    def __init__(self, settings: InferenceSettings, memory: float = 0.97) -> None:
        self.settings = settings
        self.memory = memory
        self.rules = tuple(KNOCK_RULES[name] for name in STYLE_PRIOR)
        self.prior = tuple(math.log(p) for p in STYLE_PRIOR.values())
        self.scores: dict[int, list[float]] = {}  # seat offset -> log-likelihood by style
        # seat offset -> (cards held, draws made, total) shown at recent round ends
        self.hands: dict[int, deque[tuple[int, int, int]]] = {}
        self._leans: dict[int, float] = {}
        self._cautious: dict[tuple[int, float], float] = {}
        # seat offset -> which cards they throw first (`DiscardHabit`), and
        # the playouts' weights of it, worked out once a round
        self.habits: dict[int, DiscardHabit] = {}
        self._throws: dict[tuple[int, tuple[int, ...]], tuple[float, ...] | None] = {}

    def lean(self, offset: int, points: tuple[int, ...], jokers: int) -> float | None:
        """How low this opponent keeps their hand: the lean (`LEANS`) that makes
        the totals they showed at recent round ends likeliest; None before any."""
        shown = self.hands.get(offset)
        if not shown:
            return None
        found = self._leans.get(offset)
        if found is None:
            best = -math.inf
            found = LEANS[0]
            for lean in LEANS:
                # A prior: most players keep their hands about as low as the
                # normal player does; only clear evidence moves the lean far.
                score = -((lean - NORMAL_LEAN) ** 2) / (2 * LEAN_PRIOR_SPREAD**2)
                for size, draws, total in shown:
                    extra = min(MAX_EXTRA, round(lean * draws))
                    chances = total_chances(points, jokers, size, extra)
                    score += math.log(chances[min(total, len(chances) - 1)])
                if score > best:
                    best, found = score, lean
            self._leans[offset] = found
        return found

    def cautious_lean(
        self, offset: int, points: tuple[int, ...], jokers: int, level: float
    ) -> float:
        """This opponent's lean at quantile `level` of `LeanPosterior`: before
        they have shown a hand, the style-free prior's own."""
        key = (offset, level)
        found = self._cautious.get(key)
        if found is None:
            shown = self.hands.get(offset, deque())
            found = self._cautious[key] = LeanPosterior(shown, points, jokers).quantile(level)
        return found

    def throws(self, view: RoundView) -> list[tuple[float, ...] | None]:
        """For each player of `view`, what the playouts weigh their discards
        by (`RolloutPolicy.throws`): None (their points) but for an opponent
        whose discards have shown they do not throw highest first."""
        points = view.rules.points_table()
        found: list[tuple[float, ...] | None] = []
        for player in range(view.players):
            offset = (player - view.player) % view.players
            habit = self.habits.get(offset)
            if habit is None or not offset:
                found.append(None)
                continue
            key = (offset, points)
            if key not in self._throws:
                self._throws[key] = habit.throws(points)
            found.append(self._throws[key])
        return found

    def probabilities(self, offset: int) -> tuple[float, ...]:
        scores = self.scores.get(offset, [0.0] * len(self.rules))
        logs = [p + s for p, s in zip(self.prior, scores, strict=True)]
        top = max(logs)
        weights = [math.exp(value - top) for value in logs]
        total = sum(weights)
        return tuple(w / total for w in weights)

    def beliefs(self, view: RoundView) -> list[Beliefs]:
        """For each player of `view`, each style's rule with its probability.
        An opponent not `adapted` to is taken to play like the normal player."""
        found: list[Beliefs] = []
        normal = ((self.rules[0], 1.0),)
        for player in range(view.players):
            offset = (player - view.player) % view.players
            if not self.adapted(offset):
                found.append(normal)
                continue
            found.append(tuple(zip(self.rules, self.probabilities(offset), strict=True)))
        return found

    def adapted(self, offset: int) -> bool:
        """Has this opponent shown, beyond reasonable doubt, that they play a
        style other than normal (normal's chance below `ADAPT_BELOW`)? Only
        then does the hard player play against them otherwise than it always
        did (as if they played like normal)."""
        return offset in self.scores and self.probabilities(offset)[0] < ADAPT_BELOW

    def unlike_normal(self, view: RoundView) -> bool:
        """Is some opponent `adapted` to?"""
        return any(self.adapted(offset) for offset in range(1, view.players))

    def learn(self, view: RoundView, rng: random.Random) -> None:
        """Score the styles on a finished round (`view.phase == "over"`)."""
        result = view.result
        hands = view.revealed_hands
        if view.phase != "over" or result is None or hands is None:
            raise ValueError("learn() needs the view of a finished round")
        floor = self.settings.min_knock_weight
        uniform = tuple((rule, 1.0 / len(self.rules)) for rule in self.rules)
        model = OpponentModel(view, rng, self.settings, [uniform] * view.players)
        evidence: dict[int, list[float]] = {}
        for turn in model.turns:
            stays = model.stays(turn, list(hands[turn.player]))
            evidence[turn.player] = [math.log(stay) for stay in stays]
        if result.knocker is not None and result.knocker != view.player:
            knocker = result.knocker
            total = result.totals[knocker]
            curves = knock_curves(view, knocker, rng, self.settings, self.rules, 0, hands[knocker])
            logs = evidence.setdefault(knocker, [0.0] * len(self.rules))
            for index, curve in enumerate(curves):
                logs[index] += math.log(max(floor, curve[min(total, len(curve) - 1)]))
        draws = draws_so_far(view)
        points = view.rules.points_table()
        for player, (discard, left) in last_discards(view).items():
            offset = (player - view.player) % view.players
            habit = self.habits.setdefault(offset, DiscardHabit(self.memory))
            habit.add(discard, left, points)
            self._throws.clear()
        for player in range(view.players):
            if player == view.player:
                continue
            offset = (player - view.player) % view.players
            if player != result.knocker and hands[player]:
                # A total not chosen by its holder (they did not end the round).
                shown = self.hands.setdefault(offset, deque(maxlen=80))
                shown.append(
                    (
                        len(hands[player]),
                        draws[player],
                        sum(map(view.rules.card_points, (c.rank for c in hands[player]))),
                    )
                )
                self._leans.pop(offset, None)
                self._cautious.clear()
            old = self.scores.get(offset, [0.0] * len(self.rules))
            new = evidence.get(player, [0.0] * len(self.rules))
            self.scores[offset] = [self.memory * a + b for a, b in zip(old, new, strict=True)]
