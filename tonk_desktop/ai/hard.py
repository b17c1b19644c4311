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
  `knock_margin`; where no catch cap holds (below), that margin grows with
  the deals' chance that the knock is caught (`knock_margin_per_caught`), so
  a likely catch must win clearly, not by the playouts' noise.
- **Which card to throw**, when the normal player leaves up to
  `discard_candidates` discards within `discard_window` points of its best:
  each is played out on the same deals, and one replaces the normal player's
  choice only by `discard_margin` units. A discard that keeps a lone card
  worth more than it is never a candidate.

After each round it learns each opponent's style (`StyleBeliefs`, in
`beliefs.py`): until an opponent has shown beyond reasonable doubt that they
play unlike the normal player, it plays them as normal, exactly as it was
tuned; after that its deals, playouts and knocks follow the style it believes
they play. And it counts its own knocks caught against what its deals said
(`CatchRecord`): where they are caught well beyond that, at a table it may not
have placed at all, it turns down the knocks its deals call riskiest
(`max_caught`). Where that cap holds, a knock is looked at a second time, on
deals where each opponent keeps their hand as low as the hands they showed
plausibly allow, whatever their style (`LeanPosterior`), and the cap holds on
the likelier catch. And where an opponent's last discards, against the hands
they left at round ends, show that they do not throw their highest card first,
its playouts throw that opponent's cards in the order learned
(`DiscardHabit`).

The number of deals is fixed, so a seed gives the same choice in the same
position after the same rounds; the time budget only caps a slow machine.
docs/ai.md has the measurements behind these settings, and what was tried and
dropped.
"""

from __future__ import annotations

import dataclasses
import operator
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final, NamedTuple

from tonk_desktop.engine import (
    Action,
    Discard,
    Draw,
    HouseRules,
    Knock,
    Round,
    RoundView,
    knock_settlement,
)

from .base import base_seed, decision_rng, draws_so_far, forced_move
from .beliefs import NORMAL_LEAN, StyleBeliefs
from .normal import NormalBot, NormalWeights
from .rollout import RolloutPolicy
from .sampling import (
    Beliefs,
    Deal,
    Dealt,
    InferenceSettings,
    OpponentModel,
    Sampler,
    partnered,
    resample,
)
from .streams import StreamStock
from .styles import KNOCK_RULES, KnockRule


@dataclass(frozen=True, slots=True)
class HardSettings:
    """How much the hard player searches."""

    samples: int = 192  # resampled deals played out per decision
    weighed: int = 400  # weighted deals drawn per decision (a knock is judged on all)
    rollout_actions: int = 160  # a playout stops here and is judged on hand totals
    proposal_seen_per_turn: float = 0.3  # the sampler's prior lean to low hands
    # The lean (`StyleBeliefs.lean`) that the normal player's hands shown at
    # round ends have: an opponent whose hands show this is dealt the lean above.
    normal_lean: float = NORMAL_LEAN
    rollout_seen_per_turn: float = 0.6  # the playouts' knocking reads hands as normal does
    rollout_knock_confidence: float = 0.72  # the playouts' knocking (rollout.py)
    hopeless_knock: float = -1.0  # a knock worth less than this is not searched
    knock_margin: float = -0.1  # units knocking may trail playing on by and still be chosen
    # Where the catch cap below does not hold (a table believed normal, its
    # catches no more than the deals said), the margin grows by this many
    # units per unit of the deals' catch chance: a knock must beat playing on
    # by its chance of a catch, less 0.1. Against normal the deals' chances
    # hold on average, and the knocks chosen on them averaged 5.6-6.0%: the
    # bar of 6% was missed by the choice, not the model (and on one seed the
    # deals said 6.0% where 7.7% were caught). The knocks it turns away are
    # the likely catches the playouts barely preferred. Against normal on two
    # development seeds, knocks caught 5.5% and 7.7% became 3.1% and 3.4%,
    # the net as before; at the measure's seed, 56 of 932 became 27 of 842
    # (docs/ai.md, "Knocks at a table believed normal").
    knock_margin_per_caught: float = 1.0
    # Against a table unlike the normal player, never knock when the deals give
    # a catch more than this chance. The deals' chance is calibrated against
    # every style (benchmarks/ai_catch.py), but knocks are chosen where it is
    # lowest, and a caught knock costs three times what a knock wins: 0.2 left
    # 7% of knocks caught against the collector, 0.1 left 4% (docs/ai.md).
    max_caught: float = 0.1
    # Its own knocks caught over the session, against what the deals said: once
    # the catches outrun the deals' chances by `miscalibrated` times (counted
    # with `calibration_prior` catches on each side), the deals are wrong about
    # this table whatever style it believes, and `max_caught` holds for every
    # knock, on the deals' chance scaled by how far the catches outran it.
    miscalibrated: float = 1.5
    calibration_prior: float = 2.0
    # A knock the search would make is looked at once more on deals dealt as a
    # player keeping their hand lower would hold it: each opponent's lean at
    # this quantile of what the hands they showed make plausible, from a prior
    # that holds for any player (`LeanPosterior`). The knock stands only if it
    # still beats playing on there; 0 turns the second look off.
    cautious_quantile: float = 0.8
    cautious_weighed: int = 200  # deals weighed for the second look
    cautious_lean_gap: float = 0.1  # leans this much above the first look's count
    discard_window: float = 8.0  # search discards the normal player costs within this
    discard_candidates: int = 3
    discard_margin: float = 0.05  # units a searched discard must beat the normal one by
    # Never search a discard that keeps a lone card worth more than it (a low card
    # thrown, an unconnected king kept): the playouts' noise chose those, and they
    # lose (a review re-valued 5 of 7 at -0.13 to -1.59 units).
    keep_no_lone_high: bool = True
    time_budget: float = 1.0  # seconds; a cap for slow machines, not the normal stop
    inference: InferenceSettings = field(default_factory=InferenceSettings)


def keeps_lone_higher(view: RoundView, action: Discard, points: tuple[int, ...]) -> bool:
    """Would throwing `action.card` keep a card worth more that pairs or nearly
    runs with nothing left in the hand?"""
    rest = list(view.hand)
    rest.remove(action.card)
    limit = points[action.card.rank]
    return any(
        card.rank and points[card.rank] > limit and not partnered(card, rest) for card in rest
    )


# The seed of the hard player the window's hint asks (Play ▸ Hint), which the
# coach also asks, so that it judges the move the hint would have shown.
HINT_SEED: Final = 1


# A deal's styles' chances when they are the beliefs' own (`Weighed.styles`).
NO_STYLES: Final[Mapping[int, tuple[float, ...]]] = MappingProxyType({})


class Weighed:
    """The deals of one decision (`HardBot.weighed_deals`): each one's hands,
    stock and totals (`Sampler.dealt`), its weight and the styles' chances
    (`OpponentModel.weigh_hands`; None: the beliefs' own for every deal, as
    `OpponentModel.single` says). A `Deal` (and its round) is made only of
    those asked for (`deal`)."""

    def __init__(
        self,
        model: OpponentModel,
        dealt: list[Dealt],
        weights: list[float],
        styles: list[dict[int, tuple[float, ...]]] | None,
    ) -> None:
        self.model = model
        self.dealt = dealt
        self.weights = weights
        self.styles = styles
        self._deals: dict[int, Deal] = {}

    def deal(self, index: int) -> Deal:
        """The deal at `index`, made once."""
        found = self._deals.get(index)
        if found is None:
            found = self._deals[index] = Deal(*self.dealt[index])
        return found


# How many deals `HardBot.weighed_deals` deals between asking whether a knock
# is already hopeless (`KnockValues.hopeless`).
KNOCK_CHECK_EVERY: Final = 20


class KnockValues:
    """What a knock wins on each deal of a knock search, settled as the deals
    are weighed (`knock_settlement` is a function of the totals alone: once
    for each), and whether the knock is already hopeless.

    The search turns a knock away when its value over every weighted deal,
    sum(weight x net) / sum(weight), is below `floor` (`hopeless_knock`). A
    deal's weight is at most 1 (the chance of a turn without a knock, at
    least the floor `min_knock_weight` of at most 1, times the discard's
    likelihood, `kept_high` at most 1 a card), and a knock wins at most 1
    from each opponent. So once the deals dealt, with every deal still to
    come weighing 1 and winning that, stay below `floor` (by a margin far
    beyond rounding), the full search would turn the knock away too: the
    same choice, with fewer deals dealt."""

    def __init__(
        self, rules: HouseRules, me: int, floor: float, inference: InferenceSettings
    ) -> None:
        self.rules = rules
        self.me = me
        self.floor = floor
        self.knocks: list[int] = []
        self._nets: dict[tuple[int, ...], int] = {}
        # The most a knock wins (strictly lowest: 1 from each opponent).
        everyone = [0 if player == me else 10**6 for player in range(rules.players)]
        self.best = knock_settlement(rules, everyone, me).net[me]
        # The bound holds only for weights of at most 1.
        self.bounded = (
            0.0 <= inference.min_knock_weight <= 1.0 and 0.0 <= inference.kept_high <= 1.0
        )
        self._weight = 0.0
        self._value = 0.0

    def net(self, totals: tuple[int, ...]) -> int:
        """What the knock wins on a deal with these hand totals."""
        net = self._nets.get(totals)
        if net is None:
            net = self._nets[totals] = knock_settlement(self.rules, totals, self.me).net[self.me]
            if net > self.best:  # (never: a knock wins at most that)
                self.bounded = False
        return net

    def hopeless(self, dealt: list[Dealt], weights: list[float], count: int) -> bool:
        """Settle the knock on the deals of `dealt` not yet settled; is the
        knock hopeless over all `count` deals, whatever those not yet dealt
        hold?"""
        knocks = self.knocks
        nets = self._nets
        rules = self.rules
        me = self.me
        weight = self._weight
        value = self._value
        for index in range(len(knocks), len(dealt)):
            totals = dealt[index][2]
            net = nets.get(totals)
            if net is None:
                net = nets[totals] = knock_settlement(rules, totals, me).net[me]
                if net > self.best:  # (never: a knock wins at most that)
                    self.bounded = False
            knocks.append(net)
            weight += weights[index]
            value += weights[index] * net
        self._weight = weight
        self._value = value
        left = count - len(dealt)
        if not left or not self.bounded:
            return False
        best = (value + self.best * left) / (weight + left)
        return best < self.floor - 1e-9 * (1.0 + abs(self.floor))


class CatchRecord:
    """The hard player's own knocks over a session: how many were caught, and
    how many the deals it knocked on said would be (the sum of their catch
    chances). Only its own knocks are seen, and it knocks where the deals look
    safest; but a deal's chance, if right, holds for the knocks chosen on it,
    so the two counts agree at a table the deals read right."""

    def __init__(self) -> None:
        self.knocks = 0
        self.caught = 0
        self.expected = 0.0

    def add(self, chance: float, caught: bool) -> None:
        self.knocks += 1
        self.caught += caught
        self.expected += chance

    def excess(self, prior: float) -> float:
        """How many times the deals' chances the catches ran, each side
        counted with `prior` catches more (1.0 before any knock)."""
        return (self.caught + prior) / (self.expected + prior)


class KnockNote(NamedTuple):
    """A knock decision the hard player searched (`HardBot.log`)."""

    history: int  # actions before it
    player: int
    knock: float  # the knock's value over the weighted deals
    play_on: float | None  # playing on's; None: not played out (the knock was turned away)
    knocked: bool
    caught: float  # the weighted deals' chance that the knock is caught
    adapted: bool  # was some opponent played as a style other than normal?


class HardBot:
    """The searching player: see the module docstring."""

    level = "hard"

    def __init__(self, seed: int | None = None, settings: HardSettings | None = None) -> None:
        self.seed = base_seed(seed)
        self.settings = settings or HardSettings()
        self.normal = NormalBot(self.seed, NormalWeights())
        self.name = "Hard computer"
        self.styles = StyleBeliefs(self.settings.inference)
        # The knocking rule each opponent follows in the playouts of one
        # sampled deal (id of the deal -> rule by player; None: the rollout
        # policy's own), drawn from that deal's posterior over styles.
        self._playout_rules: dict[int, list[KnockRule | None]] = {}
        # Every knock decision searched, when a caller sets a list here.
        self.log: list[KnockNote] | None = None
        self.catches = CatchRecord()
        self._knock_chance: float | None = None  # the deals' catch chance of this round's knock

    def round_over(self, view: RoundView) -> None:
        """Learn from a finished round, as this player saw it end (every player
        sees the same: the history and the hands shown)."""
        key = f"{self.seed}|over|{view.player}|{len(view.history)}|{view.result}"
        self.styles.learn(view, random.Random(key))
        result = view.result
        if result is not None and result.knocker == view.player and self._knock_chance is not None:
            self.catches.add(self._knock_chance, result.kind == "caught")
        self._knock_chance = None

    def choose(self, view: RoundView) -> Action:
        forced = forced_move(view)
        if forced is not None:
            return forced
        self._playout_rules.clear()
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

    def own_deals(self) -> bool:
        """Does a subclass deal its own samples (`samples_for` overridden, as
        benchmarks/ai_ceiling.py deals its sighted player the true hands)?
        Then every search takes its deals from `samples_for`, every deal a
        round, as it did before the deals were weighed without rounds."""
        return type(self).samples_for is not HardBot.samples_for

    def samples_for(
        self, view: RoundView, rng: random.Random
    ) -> tuple[list[tuple[Round, float]], list[Round]]:
        """Weighted samples of the unseen cards, and a resampled set to play out
        (with `playout_values` before the next call: the deals' playout rules
        are kept until then, so a coach calling it decision after decision
        does not keep every deal's)."""
        self._playout_rules.clear()
        weighed = self.weighed_deals(view, rng)
        assert weighed is not None  # (None only when knocks are settled)
        chosen = self.chosen_deals(view, weighed, rng)
        weighted = [
            (weighed.deal(index).round(view), weight)
            for index, weight in enumerate(weighed.weights)
        ]
        return weighted, [weighed.deal(index).round(view) for index in chosen]

    def playout_deals(self, view: RoundView, rng: random.Random) -> list[Round]:
        """`samples_for(view, rng)[1]`, the resampled deals alone, drawn from
        the same random numbers: the weighted deals it does not return are
        never made rounds (a coach plays out only these, and building a
        round of each of twice as many weighed deals was a tenth of its
        review)."""
        if self.own_deals():
            return self.samples_for(view, rng)[1]
        self._playout_rules.clear()
        weighed = self.weighed_deals(view, rng)
        assert weighed is not None  # (None only when knocks are settled)
        return [weighed.deal(index).round(view) for index in self.chosen_deals(view, weighed, rng)]

    def weighed_deals(
        self, view: RoundView, rng: random.Random, knocks: KnockValues | None = None
    ) -> Weighed | None:
        """The deals of `samples_for`, each with its weight, before any round
        (or `Deal`) is made of them: the opponent model weighs a deal by its
        hands. `knocks`, when given, settles a knock on each deal as it is
        weighed; None (no more deals dealt) as soon as it finds the knock
        hopeless whatever the deals not yet dealt hold (`KnockValues.hopeless`)."""
        settings = self.settings
        beliefs = self.styles.beliefs(view)
        model = OpponentModel(view, rng, settings.inference, beliefs)
        sampler = Sampler(view, self.proposal_leans(view), draws_so_far(view))
        dealt: list[Dealt] = []
        weights: list[float] = []
        styles: list[dict[int, tuple[float, ...]]] | None = None if model.single else []
        for first in range(0, settings.weighed, KNOCK_CHECK_EVERY):
            batch = sampler.dealt_many(rng, min(KNOCK_CHECK_EVERY, settings.weighed - first))
            dealt.extend(batch)
            if styles is None:
                # Each deal's styles' chances are the beliefs' own (`single`).
                weights.extend(model.weights_of(batch))
            else:
                for hands, _, totals in batch:
                    weight, found = model.weigh_hands(hands, totals)
                    weights.append(weight)
                    styles.append(found)
            if knocks is not None and knocks.hopeless(dealt, weights, settings.weighed):
                return None
        return Weighed(model, dealt, weights, styles)

    def chosen_deals(self, view: RoundView, weighed: Weighed, rng: random.Random) -> list[int]:
        """The deals of `weighed` resampled by weight (`samples_for`'s second
        half, drawn from `rng` as it stands after `weighed_deals`), by index,
        with the knocking rule each opponent follows in each one's playouts."""
        chosen = resample(list(enumerate(weighed.weights)), self.settings.samples, rng)
        # Each playout's opponents knock by a style drawn from what this deal
        # makes likely (an opponent with no finished turn yet: the session's
        # beliefs).
        normal = KNOCK_RULES["normal"]
        model = weighed.model
        for index in chosen:
            rules: list[KnockRule | None] = [None] * view.players
            found = weighed.styles[index] if weighed.styles is not None else NO_STYLES
            for player in range(view.players):
                if player == view.player:
                    continue
                believed = model.beliefs[player]
                chances = found.get(player) or tuple(p for _, p in believed)
                rule = _draw(believed, chances, rng)
                rules[player] = None if rule == normal else rule
            self._playout_rules[id(weighed.deal(index).round(view))] = rules
        return chosen

    def proposal_leans(self, view: RoundView) -> list[float]:
        """How low each opponent's unknown cards are dealt: the settings' lean,
        moved by how much lower (or higher) than a normal player's the hands
        they showed at round ends were (`StyleBeliefs.lean`)."""
        settings = self.settings
        points = view.rules.points_table()
        leans = []
        for player in range(view.players):
            offset = (player - view.player) % view.players
            shown = None
            if offset and self.styles.adapted(offset):
                shown = self.styles.lean(offset, points, view.rules.jokers)
            if shown is None:
                leans.append(settings.proposal_seen_per_turn)
            else:
                moved = settings.proposal_seen_per_turn + shown - settings.normal_lean
                leans.append(max(0.0, moved))
        return leans

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
        policy.throws = self.styles.throws(view)
        scores = [0.0] * len(candidates)
        deadline = time.perf_counter() + settings.time_budget
        done = 0
        no_styles: list[KnockRule | None] = [None] * view.players
        # Each deal the resampling kept several times is played out once (as
        # in `playout_values`) and its results added for every copy.
        results: dict[int, list[float]] = {}
        for sample in chosen:
            if done and time.perf_counter() > deadline:
                break
            done += 1
            key = id(sample)
            found = results.get(key)
            if found is None:
                found = results[key] = self.play_row(
                    policy, sample, candidates, turns, me, no_styles
                )
            for index, value in enumerate(found):
                scores[index] += value
        return scores, done

    def play_row(
        self,
        policy: RolloutPolicy,
        sample: Round,
        candidates: list[Action],
        turns: list[int],
        me: int,
        no_styles: list[KnockRule | None],
        streams: bool = False,
    ) -> list[float]:
        """Each candidate played out from a copy of one deal by `policy`,
        which follows the deal's playout rules (`no_styles`: the beliefs'
        own): my result of each (`play_outs` and `playout_values` share it).
        `streams`: each player draws from a stream of the stock of their own
        (`StreamStock`), mine set back by one card where I take the pile."""
        policy.styles = self._playout_rules.get(id(sample), no_styles)
        limit = self.settings.rollout_actions
        row = []
        for action in candidates:
            rnd = sample.copy()
            played = list(turns)
            if streams:
                stock = StreamStock(rnd.stock, rnd, rnd.players, me)
                rnd.stock = stock
                if type(action) is Draw and action.source == "discard":
                    stock.skip_first(me)
            if type(action) is Draw:
                played[me] += 1
            rnd.apply_unchecked(action)
            policy.play_out(rnd, played, limit)
            row.append(outcome(rnd, me))
        return row

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
                and not (settings.keep_no_lone_high and keeps_lone_higher(view, action, points))
            ):
                candidates.append(action)
        if len(candidates) == 1:
            return preferred
        rng = decision_rng(self.seed, view)
        if self.own_deals():
            chosen = self.samples_for(view, rng)[1]
        else:
            weighed = self.weighed_deals(view, rng)
            assert weighed is not None  # (None only when knocks are settled)
            chosen = [weighed.deal(i).round(view) for i in self.chosen_deals(view, weighed, rng)]
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
        values = KnockValues(rules, me, settings.hopeless_knock, settings.inference)
        weighed = None
        if self.own_deals():
            weighted, rounds = self.samples_for(view, rng)
            weights = [weight for _, weight in weighted]
            knocks = [values.net(rnd.totals()) for rnd, _ in weighted]
        else:
            # The deals are weighed before any round is built; only those
            # played out become rounds, and only when the knock is worth
            # playing out.
            weighed = self.weighed_deals(view, rng, values)
            if weighed is None:
                return alternative  # hopeless, whatever the deals left undealt held
            weights = weighed.weights
            knocks = values.knocks
        total_weight = sum(weights)
        # What a knock now wins on each weighted deal (`knocks`; the resampled
        # deals are some of these same deals: looked up, not settled again).
        knock_value = sum(map(operator.mul, weights, knocks)) / total_weight
        if knock_value < settings.hopeless_knock:
            return alternative
        caught = (
            sum([w for w, knock in zip(weights, knocks, strict=True) if knock < 0]) / total_weight
        )
        adapted = self.styles.unlike_normal(view)
        scale = self.catches.excess(settings.calibration_prior)
        if scale < settings.miscalibrated:
            scale = 1.0  # (the deals' chances hold at this table)
        capped = adapted or scale > 1.0
        if capped and caught * scale > settings.max_caught:
            # No knock the deals call a likely catch (`max_caught`).
            if self.log is not None:
                self.log.append(
                    KnockNote(
                        len(view.history),
                        me,
                        knock_value,
                        None,
                        False,
                        caught,
                        adapted,
                    )
                )
            return alternative
        if weighed is None:
            chosen_knocks = [values.net(rnd.totals()) for rnd in rounds]
        else:
            chosen = self.chosen_deals(view, weighed, rng)
            rounds = [weighed.deal(index).round(view) for index in chosen]
            chosen_knocks = [knocks[index] for index in chosen]
        scores, done = self.play_outs(view, rounds, [alternative])
        # Playing on is measured against knocking on the same resampled deals
        # (their difference is far less noisy than either alone) and added to
        # the knock's value over every weighted deal.
        knocked = sum(chosen_knocks[:done])
        play_on = knock_value + (scores[0] - knocked) / done
        margin = settings.knock_margin
        if not capped:
            # No cap: the likelier a catch, the more the knock must win by.
            margin += settings.knock_margin_per_caught * caught
        decision = knock_value > play_on + margin
        if decision and capped and weighed is not None and settings.cautious_quantile > 0:
            leans = self.cautious_leans(view)
            if leans is not None:
                # The second look: the catch on deals where the opponents
                # keep their hands as low as they plausibly may; the cap holds
                # on the likelier catch of the two.
                low_caught = self.cautious_knock(view, weighed.model, values, leans)[1]
                caught = max(caught, low_caught)
                decision = caught * scale <= settings.max_caught
        if decision:
            self._knock_chance = caught
        if self.log is not None:
            self.log.append(
                KnockNote(
                    len(view.history),
                    me,
                    knock_value,
                    play_on,
                    decision,
                    caught,
                    adapted,
                )
            )
        return Knock() if decision else alternative

    def cautious_leans(self, view: RoundView) -> list[float] | None:
        """The sampler's leans for the knock's second look: each opponent's
        `StyleBeliefs.cautious_lean`, where it lies `cautious_lean_gap` or more
        above the lean of the first look; None when none does."""
        settings = self.settings
        points = view.rules.points_table()
        first = self.proposal_leans(view)
        leans = list(first)
        moved = False
        for player in range(view.players):
            offset = (player - view.player) % view.players
            if not offset:
                continue
            lean = self.styles.cautious_lean(
                offset, points, view.rules.jokers, settings.cautious_quantile
            )
            # The first look's lean, as the hands it deals would show it.
            used = first[player] - settings.proposal_seen_per_turn + settings.normal_lean
            if lean >= used + settings.cautious_lean_gap - 1e-9:
                leans[player] = max(
                    0.0, settings.proposal_seen_per_turn + lean - settings.normal_lean
                )
                moved = True
        return leans if moved else None

    def cautious_knock(
        self, view: RoundView, model: OpponentModel, values: KnockValues, leans: list[float]
    ) -> tuple[float, float]:
        """The knock's value and chance of a catch over `cautious_weighed` deals
        dealt with these leans and weighed by the same opponent model. Its own
        random numbers, drawn from the decision's seed: the first look's
        deals and playouts are those it always had."""
        rng = random.Random(f"cautious|{decision_rng(self.seed, view).getrandbits(64)}")
        sampler = Sampler(view, leans, draws_so_far(view))
        batch = sampler.dealt_many(rng, self.settings.cautious_weighed)
        if model.single:
            weights = model.weights_of(batch)
        else:
            weights = [model.weigh_hands(hands, totals)[0] for hands, _, totals in batch]
        nets = [values.net(totals) for _, _, totals in batch]
        whole = sum(weights)
        value = sum(map(operator.mul, weights, nets)) / whole
        caught = sum([w for w, net in zip(weights, nets, strict=True) if net < 0]) / whole
        return value, caught

    def playout_values(
        self,
        view: RoundView,
        chosen: list[Round],
        candidates: list[Action],
        policy_type: type[RolloutPolicy] = RolloutPolicy,
        kept: dict[int, list[float]] | None = None,
        streams: bool = False,
    ) -> list[list[float]]:
        """Each candidate's result on each deal of `chosen` (from `samples_for`
        on this view): `values[deal][candidate]`, in stake units for this
        player. The same playouts as `play_outs`, kept deal by deal (so a
        caller can measure their spread) and never cut short by the time
        budget: a review (`coach.py`) must give the same figures every time.
        `policy_type`: the playout policy (the coach may ask for another,
        `CoachSettings.playouts`). `kept`: each deal's row by its id, kept
        from a call on other deals of the same set (the same resampled
        deals, candidates and policy: a caller playing one set out part by
        part) and added to; never a row of another view's or set's deals.
        `streams`: the stock drawn player by player (`StreamStock`), so that
        the candidates' playouts draw the same cards."""
        settings = self.settings
        me = view.player
        turns = draws_so_far(view)
        policy = policy_type(
            chosen[0], settings.rollout_knock_confidence, settings.rollout_seen_per_turn
        )
        policy.throws = self.styles.throws(view)
        no_styles: list[KnockRule | None] = [None] * view.players
        values = []
        # The resampling keeps a deal several times (the same round object,
        # with the same playout rules), and a playout is a function of the
        # deal and its rules: each deal is played out once, its row copied
        # for every copy of it (a list of its own: a caller may change it).
        rows: dict[int, list[float]] = {} if kept is None else kept
        for sample in chosen:
            key = id(sample)
            row = rows.get(key)
            if row is not None:
                values.append(row.copy())
                continue
            row = rows[key] = self.play_row(
                policy, sample, candidates, turns, me, no_styles, streams
            )
            values.append(row.copy())
        return values


def _draw(believed: Beliefs, chances: tuple[float, ...], rng: random.Random) -> KnockRule:
    """One style's rule, drawn with these chances."""
    point = rng.random() * sum(chances)
    for (rule, _), chance in zip(believed, chances, strict=True):
        point -= chance
        if point < 0:
            return rule
    return believed[-1][0]


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


__all__ = ["HINT_SEED", "HardBot", "HardSettings"]
