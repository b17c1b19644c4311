"""The fast playout policy the hard player's search uses to finish sampled
rounds. It acts on a full `Round` (a sample the searcher made up) but looks only
at what the player to move could see: its own hand, the table, the discard top
and the hand sizes. It lays every spread, hits wherever it can, throws the
highest card (or, for an opponent seen to throw otherwise, the card their
learned weights put first: `throws`), takes the discard when it melds or is
low, and knocks below a threshold set by the opponents' hand sizes.
`NormalKnockPolicy` is the same with the normal player's knock rule, for the
coach (`CoachSettings.playouts`); `ExactKnockPolicy` the same rule at a
fraction of its price."""

from __future__ import annotations

import random
from functools import lru_cache

from tonk_desktop.engine import (
    Action,
    Card,
    DeclareTonk,
    Discard,
    Draw,
    Hit,
    LaySpread,
    Round,
)

# The engine's own action objects, so `in legal` matches them by identity.
from tonk_desktop.engine.actions import DECLINE, DRAW_DISCARD, DRAW_STOCK, KNOCK
from tonk_desktop.engine.cards import PARTNERS, RANK_BITS, bits_of
from tonk_desktop.engine.round_parts import DISCARD_OF

from .base import decision_rng
from .knock_chance import reaches
from .normal import NormalBot, NormalWeights
from .styles import KnockRule


@lru_cache(maxsize=64)
def knock_thresholds(
    points: tuple[int, ...], jokers: int, quantile: float, max_size: int
) -> tuple[tuple[int, ...], ...]:
    """`table[size][seen]`: a hand total an opponent holding `size` cards beats
    only `quantile` of the time, when they have looked at `seen` extra cards and
    kept the lowest. From a fresh deck, computed once per scoring rule (seeded,
    so every process agrees)."""
    rng = random.Random(20260)
    pool = [points[rank] for rank in range(1, 14) for _ in range(4)] + [points[0]] * jokers
    table = []
    for size in range(max_size + 1):
        row = []
        for seen in range(5):
            totals = sorted(sum(sorted(rng.sample(pool, size + seen))[:size]) for _ in range(400))
            row.append(totals[int(quantile * len(totals))])
        table.append(tuple(row))
    return tuple(table)


@lru_cache(maxsize=16)
def stock_keeps(points: tuple[int, ...], jokers: int) -> tuple[float, ...]:
    """`keep[m]`: the points a stock card adds on average when the hand's
    highest card is worth m and the higher of the two is thrown (from a
    fresh deck; computed once per scoring rule, not once per policy)."""
    deck = [points[rank] for rank in range(1, 14) for _ in range(4)]
    deck += [points[0]] * jokers
    return tuple(sum(min(p, m) for p in deck) / len(deck) for m in range(51))


def card_set(hand: list[Card]) -> int:
    """The natural cards of `hand` as a card set (engine/cards.py)."""
    return bits_of(hand)[0]


class RolloutPolicy:
    """See the module docstring. One instance per search (per rules)."""

    def __init__(
        self, rnd: Round, knock_confidence: float = 0.72, seen_per_turn: float = 0.6
    ) -> None:
        rules = rnd.rules
        self.points = rules.points_table()
        # Knock when each opponent alone would catch the knock rarely enough
        # that all of them together do so with 1 - knock_confidence.
        quantile = 1 - knock_confidence ** (1 / max(1, rnd.players - 1))
        self.jokers = rules.jokers
        self.thresholds = knock_thresholds(
            self.points, rules.jokers, round(quantile, 3), rules.hand_size + 2
        )
        self.seen_per_turn = seen_per_turn
        self.players = rnd.players
        # styles[p]: the knocking rule player p follows in this playout (None:
        # the policy's own line above); the searcher sets it per sampled deal.
        self.styles: list[KnockRule | None] = [None] * rnd.players
        self._style_tables: dict[KnockRule, tuple[tuple[int, ...], ...]] = {}
        # throws[p]: what player p's discards weigh each rank's card by, in
        # place of its points (None: its points, the highest thrown first);
        # the searcher sets it from the discards an opponent was seen to make.
        self.throws: list[tuple[float, ...] | None] = [None] * rnd.players
        self.hand_size = rules.hand_size
        self.take_margin = 1.0
        self.stock_keep = stock_keeps(self.points, rules.jokers)
        # No total at or above this knocks by `knock_line` (its line is a
        # threshold less one): the many starts of turn on a high hand skip
        # it. Only for this class's own line, and a player of the policy's
        # own knocking (`styles[p]` None); a subclass's line may be any.
        own_line = type(self).knock_line is RolloutPolicy.knock_line and rnd.players > 1
        self.knock_ceiling = max(map(max, self.thresholds)) if own_line else 10**9

    def play_out(self, rnd: Round, turns: list[int], max_actions: int) -> None:
        """Play `rnd` on until it ends or `max_actions` have been taken.
        `turns[p]` counts the draws of player p so far (updated)."""
        for _ in range(max_actions):
            if rnd.phase == "over":
                return
            action = self.choose(rnd, turns)
            if type(action) is Draw:
                turns[rnd.current] += 1
            rnd.apply_unchecked(action)

    def choose(self, rnd: Round, turns: list[int]) -> Action:
        if rnd.phase == "play":
            # Most turns after the draw can only throw a card: the best
            # discard found without the list of moves (the same one the loop
            # below finds in it, with the same values compared in order).
            cards = rnd.discards_alone()
            if cards is not None:
                player = rnd.current
                held = rnd.card_sets[player]
                worth = self.throws[player] or self.points
                best_card: Card | None = None
                best_value = -1.0
                for card in cards:
                    if not card.bit:
                        value = self.points[0] - 100.0
                    elif held & PARTNERS[card.code]:
                        value = worth[card.rank] - 0.35 * worth[card.rank]
                    else:
                        value = worth[card.rank] - 0.0
                    if value > best_value:
                        best_card, best_value = card, value
                if best_card is not None:
                    return DISCARD_OF[best_card]
        legal = rnd.generate_legal_actions()  # applied at once: no list kept
        if len(legal) == 1:
            return legal[0]
        player = rnd.current
        hand = rnd.hands[player]
        points = self.points
        if rnd.phase == "start":
            first = legal[0]
            if type(first) is DeclareTonk:
                return first
            # (by identity: an action object compares by value, in Python)
            knock = take = stock = decline = False
            for action in legal:
                if action is KNOCK:
                    knock = True
                elif action is DRAW_DISCARD:
                    take = True
                elif action is DRAW_STOCK:
                    stock = True
                elif action is DECLINE:
                    decline = True
            if knock:
                total = rnd.hand_total(player)
                if (
                    total < self.knock_ceiling or self.styles[player] is not None
                ) and total <= self.knock_line(rnd, player, turns):
                    return KNOCK
            if take:
                top = rnd.pile[-1]
                if self.wants(top, hand, rnd):
                    return DRAW_DISCARD
            if stock:
                return DRAW_STOCK
            if decline:
                return DECLINE
            return legal[0]
        best: Action | None = None
        best_value = -1.0
        held = rnd.card_sets[player]
        worth = self.throws[player] or points
        for action in legal:
            kind = type(action)
            if kind is LaySpread or kind is Hit:
                return action
            if kind is Discard:
                card = action.card  # type: ignore[union-attr]
                # (`promise`, by the hand's card set)
                if not card.bit:
                    value = points[0] - 100.0
                elif held & PARTNERS[card.code]:
                    value = worth[card.rank] - 0.35 * worth[card.rank]
                else:
                    value = worth[card.rank] - 0.0
                if value > best_value:
                    best, best_value = action, value
        if best is not None:
            return best
        return legal[0]

    def promise(self, card: Card, hand: list[Card]) -> float:
        """A little of a card's points, when it pairs or nearly runs with the
        hand (`choose` reads it by bits)."""
        if not card.rank:
            return 100.0
        for other in hand:
            if other is card or not other.rank:
                continue
            if other.rank == card.rank or (
                other.suit == card.suit and abs(other.rank - card.rank) <= 2
            ):
                return 0.35 * self.points[card.rank]
        return 0.0

    def knock_line(self, rnd: Round, player: int, turns: list[int]) -> int:
        """The highest total this player knocks on: below what the likeliest
        opponent to catch it holds, judged by hand sizes and cards seen."""
        line = 10**6
        thresholds = self.thresholds
        seen_per_turn = self.seen_per_turn
        rule = self.styles[player]
        if rule is not None:
            if rule.confidence <= 0:
                return rule.cap or line
            thresholds = self._style_tables.get(rule) or self._style_table(rule)
            seen_per_turn = rule.seen_per_turn
            if rule.cap:
                line = rule.cap
        for other, hand in enumerate(rnd.hands):
            if other == player:
                continue
            size = min(len(hand), len(thresholds) - 1)
            seen = min(4, int(seen_per_turn * turns[other] + 0.5))
            line = min(line, thresholds[size][seen] - 1)
        return line

    def _style_table(self, rule: KnockRule) -> tuple[tuple[int, ...], ...]:
        quantile = 1 - rule.confidence ** (1 / max(1, self.players - 1))
        table = knock_thresholds(self.points, self.jokers, round(quantile, 3), self.hand_size + 2)
        self._style_tables[rule] = table
        return table

    def wants(self, top: Card, hand: list[Card], rnd: Round) -> bool:
        """Take the discard when it melds with the hand, or when keeping it
        beats the average stock card (both replacing the hand's highest)."""
        bit = top.bit
        if not bit:
            return True
        points = self.points
        # By the hand's card set (engine/cards.py): a book with two of the
        # hand, or three in a row of a suit with two of it.
        held = rnd.card_sets[rnd.current] if hand is rnd.hands[rnd.current] else card_set(hand)
        if (held & RANK_BITS[top.rank]).bit_count() >= 2:
            return True
        with_top = held | bit
        if with_top & (with_top >> 1) & (with_top >> 2) & (bit | bit >> 1 | bit >> 2):
            return True
        highest = max([points[card.rank] for card in hand])
        return points[top.rank] + self.take_margin < self.stock_keep[min(highest, 50)]


class NormalKnockPolicy(RolloutPolicy):
    """The rollout policy, but every player knocks by the normal player's
    rule (`NormalBot`: when the chance that its total is strictly lowest,
    from the others' hand sizes, the cards they are known to hold and the
    cards it has not seen, reaches its threshold); the draws, spreads, hits
    and discards stay the rollout policy's. On the coach's own deals, where
    the coach weighs the stock against the pile or a spread against keeping
    it, the knocks are what put the rollout policy's differences furthest
    from normal play's (`benchmarks/coach_playouts.py`, docs/ai.md "Where the
    playouts go wrong"). The style of knocking the hard player's search
    draws for an opponent (`styles`) is not read: every player knocks by
    normal's rule. Deterministic: the normal player's random numbers come
    from the view (`decision_rng`)."""

    def __init__(
        self,
        rnd: Round,
        knock_confidence: float = 0.72,
        seen_per_turn: float = 0.6,
        seed: int = 0,
    ) -> None:
        super().__init__(rnd, knock_confidence, seen_per_turn)
        self.normal = NormalBot(seed)
        self.seed = seed

    def knock_line(self, rnd: Round, player: int, turns: list[int]) -> int:
        """Every total when the normal player's rule knocks here, none when
        it does not (`RolloutPolicy.choose` knocks on a total at most this
        line)."""
        view = rnd.view(player)
        total = rnd.hand_total(player)
        knocks = self.normal._knocks(view, decision_rng(self.seed, view), total, True)
        return 10**6 if knocks else -1


class ExactKnockPolicy(RolloutPolicy):
    """`NormalKnockPolicy` at a fraction of its price (a review with it costs
    about 2.5 times the rollout policy's, docs/ai.md): every player
    knocks when the normal player's knock model (`KnockModel`) puts the
    chance that its total is strictly lowest at the threshold or above, but
    that chance is counted exactly (`knock_chance.reaches`, memoized)
    instead of dealt 120 times, and read from the round itself (the unseen
    cards, by points: the stock and the others' cards not known) instead of
    a view. It differs from the normal player's own answer only where 120
    deals would have missed the threshold by chance. Draws no random
    numbers."""

    def __init__(
        self,
        rnd: Round,
        knock_confidence: float = 0.72,
        seen_per_turn: float = 0.6,
        weights: NormalWeights | None = None,
    ) -> None:
        super().__init__(rnd, knock_confidence, seen_per_turn)
        weights = weights or NormalWeights()
        self.confidence = weights.knock_confidence
        self.opponent_seen = weights.opponent_seen_per_turn
        self.joker_points = self.points[0]
        self.counts_size = max(self.points) + 1
        # by_rank[r]: (points, the bits of rank r's four cards), the naturals.
        self.by_rank = tuple((self.points[rank], RANK_BITS[rank]) for rank in range(1, 14))

    def knock_line(self, rnd: Round, player: int, turns: list[int]) -> int:
        """Every total when the normal player's knock model would knock
        here, none when it would not (`RolloutPolicy.choose` knocks on a
        total at most this line)."""
        total = rnd.hand_total(player)
        points = self.points
        # The cards this player has not seen: the stock and the others'
        # cards, less those it knows them to hold.
        unseen = 0
        jokers = 0
        for card in rnd.stock:
            if card.bit:
                unseen |= card.bit
            else:
                jokers += 1
        others = []
        known_cards = rnd.known
        for other in range(self.players):
            if other == player:
                continue
            unseen |= rnd.card_sets[other]
            jokers += rnd.jokers_held[other]
            known = known_cards[other]
            known_points = 0
            for card in known:
                known_points += points[card.rank]
                if card.bit:
                    unseen &= ~card.bit
                else:
                    jokers -= 1
            others.append(
                (
                    known_points,
                    len(rnd.hands[other]) - len(known),
                    round(self.opponent_seen * turns[other]),
                )
            )
        counts = [0] * self.counts_size
        counts[self.joker_points] += jokers
        for value, bits in self.by_rank:
            counts[value] += (unseen & bits).bit_count()
        return 10**6 if reaches(counts, others, total, self.confidence) else -1
