"""`FittedPolicy`: the coach's playouts with the normal player's start of
turn fitted, not searched.

The normal player's knock (`KnockModel`: 120 deals of the others' unknown
cards from the cards it has not seen) and its choice of the stock or the
pile (`NormalBot.start_of_turn`: a one-turn lookahead over every card the
stock might give) are what put the rollout policy's values furthest from
normal play where the coach weighs the stock against the pile or a spread
against keeping it (docs/ai.md, "Where the playouts go wrong").
`ExactStartPolicy` makes normal's own search there, at about eight times
the rollout policy's price in a review. This policy asks a few numbers a
playout can compute in microseconds instead, and weighs them by
coefficients fitted to the normal player's own decisions on seeds no
measurement uses (`benchmarks/fit_playouts.py` reproduces them from its
seed; docs/ai.md, "The start of turn fitted", gives the figures):

- the knock: the chance that the total is strictly lowest, each opponent's
  unknown cards dealt from a fresh deck (the knock model's count,
  `knock_chance.catch_chance`, of few shapes: kept for the process), the
  cards it is known to hold at their points; weighed with the stock left,
  the total and the low cards held and laid (`KNOCK_WEIGHTS`);
- the stock or the pile: whether the pile's card completes a spread with
  the hand, hits one on the table, how many of the hand's cards it pairs or
  nearly runs with, its points beside the hand's highest card and the
  stock's average card, the hand's size, total and own pairs, the stock left
  and the opponents' fewest cards (`DRAW_WEIGHTS`). A card that cannot be
  spread this turn, hits nothing and is no lower than the hand's highest
  goes to the stock without the sum (as `ExactStartPolicy` does).

After the draw it plays as the rollout policy (every spread laid at once,
every hit made, the highest card thrown): the normal player, too, laid or
hit wherever it could at every such position measured (docs/ai.md). But
where the next player is known to hold a card (one taken from the pile),
a card that pairs or nearly runs with it is worth the normal player's
`danger` less to throw (`guarded_throw`): normal does not lightly feed a
taken card, and where the rollout policy did, a card taken from the pile
looked better in the playouts than at the table. With
the stock dry it takes or declines as the rollout policy. Draws no random
numbers."""

from __future__ import annotations

import math
from functools import lru_cache

from tonk_desktop.engine import Action, Card, DeclareTonk, Discard, Hit, LaySpread, Round
from tonk_desktop.engine.actions import DECLINE, DRAW_DISCARD, DRAW_STOCK, KNOCK
from tonk_desktop.engine.cards import PARTNERS, RANK_BITS
from tonk_desktop.engine.round_parts import DISCARD_OF
from tonk_desktop.engine.spreads import HitInfo, hit_info

from .knock_chance import catch_chance
from .normal import NormalWeights
from .rollout import RolloutPolicy

# Fitted by `benchmarks/fit_playouts.py` (seeds and figures in docs/ai.md,
# "The start of turn fitted"): a logistic rule each, knock (draw from the
# pile) when the weighted sum of the features is above 0.
# By the table's size (2 or 3 players; 4 by the 3-player rule), in the
# order of `KNOCK_FEATURES` and `DRAW_FEATURES` (the features' own order in
# `FittedPolicy.knock_features` and `draw_features`).
KNOCK_FEATURES: tuple[str, ...] = (
    "1",
    "logit(chance lowest) - logit(confidence)",
    "stock / 10",
    "total / 10",
    "low cards held (3 points or less)",
    "low cards laid on the table",
    "logit margin * stock / 10",
)
DRAW_FEATURES: tuple[str, ...] = (
    "1",
    "completes a spread",
    "hits a spread on the table",
    "cards of its rank held",
    "cards of its suit within two held",
    "(the stock's kept points - its points) / 10",
    "(the hand's highest - its points) / 10",
    "its points / 10",
    "no lower than the hand's highest",
    "cards held / 10",
    "total / 10",
    "stock / 10",
    "the opponents' fewest cards / 10",
    "jokers held",
    "two cards held or fewer",
    "the same, (the hand's highest - its points) / 10",
    "the same, hits a spread",
    "pairs of the hand's cards that pair or nearly run",
    "the same, two cards held or fewer",
    "cards of its rank or suit within two held, two cards held or fewer",
)
KNOCK_WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (
        -22.9047,  # 1
        10.9473,  # logit(chance lowest) - logit(confidence)
        5.3260,  # stock / 10
        0.4284,  # total / 10
        0.6163,  # low cards held (3 points or less)
        0.6927,  # low cards laid on the table
        -0.5938,  # logit margin * stock / 10
    ),
    3: (
        -14.7260,  # 1
        2.2569,  # logit(chance lowest) - logit(confidence)
        3.1174,  # stock / 10
        0.8091,  # total / 10
        1.2725,  # low cards held (3 points or less)
        1.7381,  # low cards laid on the table
        1.1651,  # logit margin * stock / 10
    ),
}
DRAW_WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (
        -10.6931,  # 1
        20.1844,  # completes a spread
        10.1514,  # hits a spread on the table
        2.5570,  # cards of its rank held
        2.3620,  # cards of its suit within two held
        10.0227,  # (the stock's kept points - its points) / 10
        11.1056,  # (the hand's highest - its points) / 10
        -4.9047,  # its points / 10
        -1.4940,  # no lower than the hand's highest
        16.2441,  # cards held / 10
        -1.9687,  # total / 10
        0.8258,  # stock / 10
        2.9690,  # the opponents' fewest cards / 10
        0.0000,  # jokers held
        2.8824,  # two cards held or fewer
        -3.9025,  # the same, (the hand's highest - its points) / 10
        10.1514,  # the same, hits a spread
        -1.6353,  # pairs of the hand's cards that pair or nearly run
        -3.5293,  # the same, two cards held or fewer
        -1.0380,  # cards of its rank or suit within two held, two cards held or fewer
    ),
    3: (
        -10.0944,  # 1
        16.3554,  # completes a spread
        16.9404,  # hits a spread on the table
        2.4388,  # cards of its rank held
        2.1308,  # cards of its suit within two held
        13.1991,  # (the stock's kept points - its points) / 10
        8.6641,  # (the hand's highest - its points) / 10
        1.3555,  # its points / 10
        -1.1697,  # no lower than the hand's highest
        10.7022,  # cards held / 10
        -1.7840,  # total / 10
        0.6110,  # stock / 10
        2.6589,  # the opponents' fewest cards / 10
        0.0000,  # jokers held
        5.5786,  # two cards held or fewer
        -10.9953,  # the same, (the hand's highest - its points) / 10
        -4.3648,  # the same, hits a spread
        -1.2344,  # pairs of the hand's cards that pair or nearly run
        -0.0047,  # the same, two cards held or fewer
        -2.1208,  # cards of its rank or suit within two held, two cards held or fewer
    ),
}


_CATCHES: dict[tuple[int, ...], dict[int, float]] = {}


@lru_cache(maxsize=1 << 14)
def catch_at(counts: tuple[int, ...], unknown: int, take: int, room: int) -> float:
    """The chance that the lowest `unknown` of `take` cards dealt from cards
    worth `counts[v]` of each `v` points come to at most `room` points
    (`knock_chance.catch_chance`)."""
    size = sum(counts)
    take = min(take, size)
    if take < unknown:
        return 0.0
    return catch_chance(counts[: room + 1], room, size, unknown, take)


def logit(chance: float) -> float:
    chance = min(max(chance, 1e-4), 1 - 1e-4)
    return math.log(chance / (1 - chance))


@lru_cache(maxsize=16)
def hopeless(weights: tuple[float, ...], knock_logit: float) -> float:
    """A chance of the knock standing at or below which the fitted rule
    (`FittedPolicy.knocks`, by `weights`) never knocks, whatever its other
    features: the stock, the low cards held and laid, each at its most
    favourable within its range, and the total too (in steps of 1/2000)."""
    if not weights:
        return 1.0
    stock_most = 5.4  # (a 2-player deck less 11 cards, over 10)
    cards_most = 16.0  # (low cards held or laid: four ranks of four)
    lowest = 0.0
    for step in range(1, 2000):
        chance = step / 2000
        margin = logit(chance) - knock_logit
        best = weights[0] + weights[1] * margin
        best += (max(0.0, weights[4]) + max(0.0, weights[5])) * cards_most
        best += max(0.0, (weights[2] + weights[6] * margin) * stock_most)
        best += max(0.0, weights[3]) * 7.0  # (a total of at most 70 points)
        if best > 0.0:
            break
        lowest = chance
    return lowest


class FittedPolicy(RolloutPolicy):
    """See the module docstring. One instance per search (per rules)."""

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
        # What handing the next player a card for one they are known to hold
        # costs, in points (`guarded_throw`; 0: thrown as the rollout policy).
        self.danger = weights.danger
        self.knock_logit = logit(self.confidence)
        # The deck's cards by points (the naturals and the jokers).
        deck = [0] * (max(self.points) + 1)
        for rank in range(1, 14):
            deck[self.points[rank]] += 4
        deck[self.points[0]] += rnd.rules.jokers
        self.deck = tuple(deck)
        # (a room of more than this many points is caught by any hand)
        self.most_room = max(self.points) * (rnd.rules.hand_size + 2)
        table = min(max(rnd.players, 2), 3)  # (a 4-player table by the 3-player rule)
        self.knock_weights = KNOCK_WEIGHTS.get(table, ())
        self.draw_weights = DRAW_WEIGHTS.get(table, ())
        self._hit_infos: dict[tuple[str, tuple[Card, ...]], HitInfo] = {}
        # Each opponent's catch (`catch_at`, by unknown cards, cards looked
        # past and room), kept for every policy of the same deck.
        self._catch = _CATCHES.setdefault(self.deck, {})
        self.hopeless = hopeless(self.knock_weights, self.knock_logit)
        # The natural cards worth 3 points or less, as a card set, and
        # whether a joker is (`knocks`: the low cards held).
        self.low_bits = 0
        for rank in range(1, 14):
            if self.points[rank] <= 3:
                self.low_bits |= RANK_BITS[rank]
        self.low_joker = self.points[0] <= 3

    # -- the features

    def lowest_chance(self, rnd: Round, player: int, turns: list[int]) -> float:
        """The chance that this player's total is strictly the lowest, each
        opponent's unknown cards dealt from a fresh deck (their known cards
        at their points, `take` of them looked past, at most 20)."""
        total = rnd.hand_total(player)
        points = self.points
        chance = 1.0
        most = self.most_room
        counts = self.deck
        for other in range(self.players):
            if other == player:
                continue
            known = rnd.known[other]
            room = total
            for card in known:
                room -= points[card.rank]
            if room < 0:
                continue
            unknown = len(rnd.hands[other]) - len(known)
            if unknown <= 0:
                return 0.0
            take = unknown + round(self.opponent_seen * turns[other])
            if take > 20:
                take = 20
            chance *= 1.0 - catch_at(counts, unknown, take, min(room, most))
        return chance

    def knock_features(self, rnd: Round, player: int, turns: list[int]) -> tuple[float, ...]:
        chance = self.lowest_chance(rnd, player, turns)
        low = 0
        points = self.points
        for card in rnd.hands[player]:
            if points[card.rank] <= 3:
                low += 1
        laid = 0
        for spread in rnd.spreads:
            for card in spread.cards:
                if points[card.rank] <= 3:
                    laid += 1
        margin = logit(chance) - self.knock_logit
        stock = len(rnd.stock) / 10
        return (
            1.0,
            margin,
            stock,
            rnd.hand_total(player) / 10,
            float(low),
            float(laid),
            margin * stock,
        )

    def draw_features(self, rnd: Round, player: int) -> tuple[float, ...]:
        """What the rule weighs the pile's card against the stock by (the
        pile's top a natural card)."""
        top = rnd.pile[-1]
        hand = rnd.hands[player]
        held = rnd.card_sets[player]
        bit = top.bit
        points = self.points
        value = points[top.rank]
        highest = 0
        total = 0
        for card in hand:
            worth = points[card.rank]
            total += worth
            if worth > highest:
                highest = worth
        jokers = rnd.jokers_held[player]
        partners = (held & PARTNERS[top.code]).bit_count()
        same = (held & RANK_BITS[top.rank]).bit_count()
        with_top = held | bit
        completes = (held & RANK_BITS[top.rank]).bit_count() >= 2 or bool(
            with_top & (with_top >> 1) & (with_top >> 2) & (bit | bit >> 1 | bit >> 2)
        )
        if jokers and partners:
            completes = True
        hits = False
        infos = self._hit_infos
        for spread in rnd.spreads:
            key = (spread.kind, spread.cards)
            info = infos.get(key)
            if info is None:
                info = infos[key] = hit_info(spread.kind, spread.cards)
            if info.bits & bit:
                hits = True
                break
        fewest = min(len(h) for p, h in enumerate(rnd.hands) if p != player)
        small = len(hand) <= 2
        linked = 0  # (pairs of the hand's cards that pair or nearly run)
        for card in hand:
            if card.bit:
                linked += (held & PARTNERS[card.code]).bit_count()
        linked //= 2
        keep = self.stock_keep[min(highest, 50)]
        return (
            1.0,
            float(completes),
            float(hits),
            float(same),
            float(partners - same),
            (keep - value) / 10,
            (highest - value) / 10,
            value / 10,
            float(value >= highest),
            len(hand) / 10,
            total / 10,
            len(rnd.stock) / 10,
            fewest / 10,
            float(jokers),
            float(small),
            (highest - value) / 10 if small else 0.0,
            float(hits and small),
            float(linked),
            float(linked) if small else 0.0,
            float(partners) if small else 0.0,
        )

    # -- the choices: the features above weighed, written out for speed
    # (tests/ai/test_coach_playouts.py holds them to `knock_features` and
    # `draw_features`)

    def knocks(self, rnd: Round, player: int, turns: list[int]) -> bool:
        """Would the normal player knock here, by the fitted rule?"""
        total = rnd.hand_total(player)
        points = self.points
        hands = rnd.hands
        known_cards = rnd.known
        catches = self._catch
        seen = self.opponent_seen
        hopeless = self.hopeless
        most = self.most_room
        chance = 1.0
        for other in range(self.players):
            if other == player:
                continue
            known = known_cards[other]
            room = total
            if known:
                for card in known:
                    room -= points[card.rank]
                if room < 0:
                    continue
                unknown = len(hands[other]) - len(known)
            else:
                unknown = len(hands[other])
            if unknown <= 0:
                return False
            take = unknown + round(seen * turns[other])
            if take > 20:
                take = 20
            if room > most:
                room = most
            key = (unknown << 16) | (take << 8) | room
            caught = catches.get(key)
            if caught is None:
                caught = catches[key] = catch_at(self.deck, unknown, take, room)
            chance *= 1.0 - caught
            if chance <= hopeless:
                return False  # (no other feature can make up for it)
        w = self.knock_weights
        # (`logit`, written in)
        if chance < 1e-4:
            chance = 1e-4
        elif chance > 1 - 1e-4:
            chance = 1 - 1e-4
        margin = math.log(chance / (1 - chance)) - self.knock_logit
        stock = len(rnd.stock) / 10
        # The low cards held, by the hand's card set (a natural card is held
        # once or not at all), and laid.
        low = (rnd.card_sets[player] & self.low_bits).bit_count()
        if self.low_joker:
            low += rnd.jokers_held[player]
        laid = 0
        for spread in rnd.spreads:
            for card in spread.cards:
                if points[card.rank] <= 3:
                    laid += 1
        z = (
            w[0]
            + w[1] * margin
            + w[2] * stock
            + w[3] * total / 10
            + w[4] * low
            + w[5] * laid
            + w[6] * margin * stock
        )
        return z > 0.0

    def takes(self, rnd: Round, player: int) -> bool:
        """Would the normal player take the pile's card rather than draw
        from the stock, by the fitted rule?"""
        top = rnd.pile[-1]
        bit = top.bit
        if not bit:
            return True
        points = self.points
        value = points[top.rank]
        highest = 0
        for card in rnd.hands[player]:
            worth = points[card.rank]
            if worth > highest:
                highest = worth
        held = rnd.card_sets[player]
        partnered = held & PARTNERS[top.code]
        jokers = rnd.jokers_held[player]
        hits = 0.0
        if rnd.spreads:
            infos = self._hit_infos
            for spread in rnd.spreads:
                key = (spread.kind, spread.cards)
                info = infos.get(key)
                if info is None:
                    info = infos[key] = hit_info(spread.kind, spread.cards)
                if info.bits & bit:
                    hits = 1.0
                    break
        if not partnered and not hits and value >= highest and jokers < 2:
            # A card that cannot be spread this turn, hits nothing and is
            # worth no less than the hand's highest: the rule never took one
            # on the fitting seeds (nor, but once in 4,591, did the normal
            # player: `ExactStartPolicy._plain_and_high`).
            return False
        partners = partnered.bit_count()
        same = (held & RANK_BITS[top.rank]).bit_count()
        with_top = held | bit
        completes = (
            same >= 2
            or (jokers and partners)
            or with_top & (with_top >> 1) & (with_top >> 2) & (bit | bit >> 1 | bit >> 2)
        )
        w = self.draw_weights
        hands = rnd.hands
        held_cards = len(hands[player])
        small = 0.0
        linked = 0
        for card in hands[player]:
            if card.bit:
                linked += (held & PARTNERS[card.code]).bit_count()
        linked //= 2
        if held_cards <= 2:
            small = (
                w[14]
                + w[15] * (highest - value) / 10
                + w[16] * hits
                + w[18] * linked
                + w[19] * partners
            )
        fewest = 99
        for other in range(self.players):
            if other != player and len(hands[other]) < fewest:
                fewest = len(hands[other])
        z = (
            w[0]
            + (w[1] if completes else 0.0)
            + w[2] * hits
            + w[3] * same
            + w[4] * (partners - same)
            + w[5] * (self.stock_keep[min(highest, 50)] - value) / 10
            + w[6] * (highest - value) / 10
            + w[7] * value / 10
            + (w[8] if value >= highest else 0.0)
            + w[9] * held_cards / 10
            + w[10] * rnd.hand_total(player) / 10
            + w[11] * len(rnd.stock) / 10
            + w[12] * fewest / 10
            + w[13] * jokers
            + small
            + w[17] * linked
        )
        return z > 0.0

    def guarded_throw(self, rnd: Round, turns: list[int], known: list[Card]) -> Action:
        """After the draw, when the next player is known to hold `known`: the
        rollout policy's move (every spread laid and every hit made at once,
        else the highest card thrown, a little less of one the hand pairs or
        nearly runs with), each natural card's worth lowered by the normal
        player's `danger` for every known card of the next player it pairs or
        nearly runs with: the normal player does not lightly hand them a card
        for the card they took (`TurnSearch.discard_danger`, without its
        lesser danger of a rank they threw themselves). With no natural card
        to throw, the rollout policy's own move."""
        cards = rnd.discards_alone()
        if cards is None:
            legal = rnd.generate_legal_actions()
            if len(legal) == 1:
                return legal[0]
            found = []
            for action in legal:
                kind = type(action)
                if kind is LaySpread or kind is Hit:
                    return action
                if kind is Discard:
                    found.append(action.card)  # type: ignore[union-attr]
            if not found:
                return legal[0]
            cards = found
        player = rnd.current
        held = rnd.card_sets[player]
        worth = self.throws[player] or self.points
        danger = self.danger
        best_card: Card | None = None
        best_value = 0.0
        for card in cards:
            if not card.bit:
                continue  # (a joker: the rollout policy's own move, below, if no other)
            value = worth[card.rank]
            if held & PARTNERS[card.code]:
                value -= 0.35 * value
            rank, suit = card.rank, card.suit
            for other in known:
                if other.rank and (
                    other.rank == rank or (other.suit == suit and abs(other.rank - rank) <= 2)
                ):
                    value -= danger
            if best_card is None or value > best_value:
                best_card, best_value = card, value
        if best_card is None:
            return super().choose(rnd, turns)
        return DISCARD_OF[best_card]

    def choose(self, rnd: Round, turns: list[int]) -> Action:
        if rnd.phase != "start":
            if rnd.phase == "play" and self.danger:
                following = rnd.current + 1
                if following == rnd.players:
                    following = 0
                known = rnd.known[following]
                if known:
                    return self.guarded_throw(rnd, turns, known)
            return super().choose(rnd, turns)
        legal = rnd.generate_legal_actions()
        if len(legal) == 1 or type(legal[0]) is DeclareTonk:
            return legal[0]
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
        player = rnd.current
        if knock and self.knocks(rnd, player, turns):
            return KNOCK
        if not stock:
            if take and self.wants(rnd.pile[-1], rnd.hands[player], rnd):
                return DRAW_DISCARD
            return DECLINE if decline else legal[0]
        if take and self.takes(rnd, player):
            return DRAW_DISCARD
        return DRAW_STOCK
