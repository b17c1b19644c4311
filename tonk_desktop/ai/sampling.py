"""Dealing the cards a player cannot see, for the hard player's search.

`RoundView.sample` deals the unseen cards uniformly. Real opponents' hands are
not uniform: they are conditioned on what the opponents did. `OpponentModel`
weighs a uniform sample by how likely each opponent was to play their last
turn the way they did, holding the sampled hand, if they play like the normal
computer player:

- they did not knock at the start of that turn, so the hand they held then
  (their sampled hand now, plus the cards they played in that turn, less the
  card they drew) did not look low enough to them. Their knocking rule is the
  normal player's (`knock_model.KnockModel`): knock when the estimated chance of
  being strictly lowest reaches `knock_confidence`; that estimate is itself
  a Monte Carlo count, so the rule is a soft step, modelled as such;
- they discarded card d and kept the rest: a kept card worth more than d that
  pairs or nearly runs with nothing in the hand is unlikely.

Opponents need not play like the normal player: given beliefs about each
opponent's style (`beliefs.StyleBeliefs`: a posterior over the styles of
`styles.py`, learned from what the table has shown), the knocking likelihood is
the believed mixture of each style's rule (`knock_curves`), and `weigh` also
says which style each deal makes likely, for the playouts.

`weighted_samples` draws many uniform samples and keeps them with these
weights; every card this player has seen stays exactly where it was seen.

`Sampler` deals the hard player's samples: uniform, then each opponent's unknown
cards leaned low by the draws they have made (`sample_round` deals one). A deal
is weighed by its hands (`OpponentModel.weigh_hands`, `weight_of`) before any
`Round` is built: a search weighs hundreds of deals and plays out fewer, and a
knock is judged on the hands' totals alone.
"""

from __future__ import annotations

import bisect
import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple, TypeVar

from tonk_desktop.engine import Card, Discard, Draw, Hit, Knock, LaySpread, Round, RoundView
from tonk_desktop.engine.cards import PARTNERS, STANDARD_DECK, bits_of
from tonk_desktop.engine.fastrandom import (
    FAST,
    by_index,
    sample,
    sample_steps,
    shuffle,
    shuffle_steps,
)

from .base import draws_so_far
from .styles import KnockRule

T = TypeVar("T")


def sample_round(
    view: RoundView,
    rng: random.Random,
    seen_per_turn: float | Sequence[float],
    turns: list[int],
    unseen: list[Card] | None = None,
) -> Round:
    """A full round consistent with `view`, opponents' unknown cards biased low
    by `seen_per_turn` extra looks per draw they have made (one figure for
    every player, or one per player; `unseen`: the view's `unseen_cards()`,
    when the caller deals many samples). A caller that deals many samples of
    one view deals them with a `Sampler` (the same deals)."""
    return Sampler(view, seen_per_turn, turns, unseen).deal(rng).round(view)


# A deal's hands (every player's, in seat order), stock (top card last) and
# hand totals.
Dealt = tuple[list[list[Card]], list[Card], tuple[int, ...]]


class Deal:
    """The unseen cards dealt once (`Sampler.deal`): every hand and the stock,
    top card last, as `Round.from_view` takes them, and each hand's total. The
    round itself is built only when asked for (`round`): a search weighs many
    deals by their hands and plays out few."""

    __slots__ = ("_round", "hands", "stock", "totals")

    def __init__(self, hands: list[list[Card]], stock: list[Card], totals: tuple[int, ...]) -> None:
        self.hands = hands
        self.stock = stock
        self.totals = totals
        self._round: Round | None = None

    def round(self, view: RoundView) -> Round:
        """The full round of this deal (`view`: the view it was dealt from),
        built once."""
        rnd = self._round
        if rnd is None:
            # The cards were moved only among the unknown places and the
            # stock: they fit the view by construction, so the round skips
            # checking it.
            rnd = self._round = Round.from_view(view, self.hands, self.stock, check=False)
        return rnd


class Sampler:
    """Deals the cards `view`'s player cannot see, over and over: what
    `sample_round` deals, from the same random numbers, with what does not
    change from deal to deal worked out once."""

    def __init__(
        self,
        view: RoundView,
        seen_per_turn: float | Sequence[float],
        turns: list[int],
        unseen: list[Card] | None = None,
    ) -> None:
        self.unseen = list(unseen) if unseen is not None else view.unseen_cards()
        leans = (
            [seen_per_turn] * view.players
            if isinstance(seen_per_turn, (int, float))
            else list(seen_per_turn)
        )
        self.lean = max(leans) > 0
        points = view.rules.points_table()
        self.points = points
        self.card_points = {card: points[card.rank] for card in self.unseen}
        # The unseen cards are shuffled, then dealt in seat order to each
        # other hand's unknown places (before the cards it is known to hold),
        # the rest to the stock (`RoundView.deal_unseen`). Each hand: where
        # its unknown cards lie in the shuffled cards, the cards it is known to
        # hold and their total (None, 0: this player's own).
        self._hands: list[tuple[int, int, list[Card] | None, int]] = []
        # Each opponent's lean (`sample_round`): where its unknown cards lie,
        # and the extra looks its draws are worth, before the random part.
        self._leaning: list[tuple[int, int, float]] = []
        position = 0
        for other in range(view.players):
            if other == view.player:
                self._hands.append((0, 0, None, 0))
                continue
            known = list(view.known_cards[other])
            missing = view.hand_sizes[other] - len(known)
            if missing < 0:
                raise ValueError("the view is inconsistent: a hand holds fewer cards than known")
            self._hands.append(
                (position, position + missing, known, sum([points[c.rank] for c in known]))
            )
            self._leaning.append((position, position + missing, leans[other] * turns[other]))
            position += missing
        self.position = position
        self.stock_count = len(self.unseen) - position
        if self.stock_count != view.stock_count:
            raise ValueError("the view is inconsistent: cards unaccounted for")
        if not self.stock_count:
            self._leaning = []  # (no card to look at: no random number drawn)
        self.hand = list(view.hand)
        self.hand_total = sum([points[card.rank] for card in self.hand])
        self._first = shuffle_steps(len(self.unseen))
        self._second = shuffle_steps(self.stock_count)

    def deal(self, rng: random.Random) -> Deal:
        """One deal: the unseen cards dealt at random (`RoundView.deal_unseen`),
        then each opponent's unknown cards leaned low (`sample_round`) and the
        stock shuffled again."""
        return Deal(*self.dealt(rng))

    def dealt(self, rng: random.Random) -> Dealt:
        """`deal`'s hands, stock and totals, without a `Deal` made of them (a
        search makes one only for the deals it plays out). The hands must not
        be changed: this player's own is shared by every deal."""
        return self.dealt_many(rng, 1)[0]

    def dealt_many(self, rng: random.Random, count: int) -> list[Dealt]:
        """`count` deals (`dealt`), one after another, in one loop."""
        found: list[Dealt] = []
        fast = FAST and type(rng) is random.Random
        getrandbits = rng.getrandbits
        random_ = rng.random
        unseen = self.unseen
        first = self._first
        second = self._second
        leaning = self._leaning if self.lean else ()
        stock = self.stock_count
        key = self.card_points.__getitem__
        places = self._hands
        points = self.points
        position = self.position
        shuffles = self.lean and stock
        for _ in range(count):
            cards = unseen[:]
            if fast:
                # (fastrandom's shuffle, written in: the same numbers drawn)
                for i, n, k in first:
                    j = getrandbits(k)
                    while j >= n:
                        j = getrandbits(k)
                    cards[i], cards[j] = cards[j], cards[i]
            else:
                shuffle(rng, cards)
            # The lean, on the dealt cards: each opponent's unknown cards are
            # cards[start:end], the stock cards[position:] (top card last).
            for start, end, looks in leaning:
                extra = min(stock, int(looks + random_()))
                if end <= start or extra <= 0:
                    continue
                looked = cards[start:end] + cards[-extra:]
                looked.sort(key=key)
                cards[start:end] = looked[: end - start]
                cards[-extra:] = looked[end - start :]
            hands: list[list[Card]] = []
            totals = []
            for start, end, known, known_total in places:
                if known is None:
                    hands.append(self.hand)
                    totals.append(self.hand_total)
                    continue
                unknown = cards[start:end]
                hands.append(unknown + known)
                total = known_total
                for card in unknown:
                    total += points[card.rank]
                totals.append(total)
            stock_cards = cards[position:]
            if shuffles:
                if fast:
                    for i, n, k in second:
                        j = getrandbits(k)
                        while j >= n:
                            j = getrandbits(k)
                        stock_cards[i], stock_cards[j] = stock_cards[j], stock_cards[i]
                else:
                    shuffle(rng, stock_cards)
            found.append((hands, stock_cards, tuple(totals)))
        return found


@dataclass(frozen=True, slots=True)
class LastTurn:
    """An opponent's last completed turn, as everyone saw it."""

    player: int
    taken: Card | None  # the card drawn from the discard pile; None: from the stock
    played: tuple[Card, ...]  # cards laid, hit or discarded in that turn
    discard: Card | None
    # P(they knock | hand total t), t = 0, 1, ..., under each style they may play
    # (`styles` of the model, same order).
    knock_chance: tuple[tuple[float, ...], ...]


@dataclass(frozen=True, slots=True)
class InferenceSettings:
    """The opponent model: the normal player's knocking and discarding."""

    knock_confidence: float = 0.72  # NormalWeights.knock_confidence
    seen_per_turn: float = 0.6  # NormalWeights.opponent_seen_per_turn
    knock_samples: int = 120  # NormalWeights.knock_samples: the noise of their estimate
    model_samples: int = 300  # deals used here to rebuild their estimate
    kept_high: float = 0.1  # likelihood of keeping a lone card worth more than the discard
    min_knock_weight: float = 0.02  # a floor: nobody follows a model exactly
    min_belief: float = 0.01  # styles believed less than this are left out of a decision


# What an opponent is believed to play like: (knocking rule, probability) pairs.
Beliefs = tuple[tuple[KnockRule, float], ...]


class _TurnRead(NamedTuple):
    """An opponent's last turn as `OpponentModel.weigh_hands` reads it."""

    turn: LastTurn
    # The first style's chance of not knocking on each total up to the most
    # a hand and the turn's cards can hold (`weight_of`; the highest total's
    # from there on).
    padded: list[float]
    high: int  # the cards worth more than their discard, less those known held
    player: int
    played_total: int  # the points of the cards they played in it
    taken: int | None  # the points of the card they took from the pile; None: from the stock
    played: list[int]  # each played card's points
    known: frozenset[Card]  # the cards they are known to hold
    # For each believed style, the chance of not knocking on each total (one
    # less its knock chance) and the highest total in that table.
    stays: list[tuple[list[float], int]]
    chances: list[float]  # each believed style's probability
    limit: int | None  # the points of their discard; None: a joker or none


class OpponentModel:
    """Weights of sampled deals given the opponents' last turns (module docstring).

    `beliefs[p]`, when given, is what player p is believed to play like: each
    style's knocking rule with its probability (`beliefs.StyleBeliefs`, learned
    from what the table has shown). A deal's weight is then, for each
    opponent, the believed mixture of the styles' likelihoods of their last
    turn. Without beliefs every opponent plays like the normal player."""

    def __init__(
        self,
        view: RoundView,
        rng: random.Random,
        settings: InferenceSettings | None = None,
        beliefs: Sequence[Beliefs] | None = None,
    ) -> None:
        self.settings = settings or InferenceSettings()
        self.view = view
        self.points = view.rules.points_table()
        self.known = [frozenset(cards) for cards in view.known_cards]
        normal = ((KnockRule(self.settings.knock_confidence, self.settings.seen_per_turn), 1.0),)
        self.beliefs: list[Beliefs] = []
        for player in range(view.players):
            given = beliefs[player] if beliefs is not None else normal
            kept = tuple((rule, p) for rule, p in given if p >= self.settings.min_belief)
            scale = sum(p for _, p in kept) or 1.0
            self.beliefs.append(tuple((rule, p / scale) for rule, p in kept) or normal)
        self.turns = [turn for turn in self._last_turns(view, rng) if turn is not None]
        self._reads = [self._read(turn) for turn in self.turns]
        # Is every opponent with a known last turn believed to play one style
        # (as the normal player, before the hard player has adapted)? Then a
        # deal's styles' chances are (1.0,) each, what the beliefs say
        # without a deal, and `weight_of` reads a deal faster.
        self.single = all(read.chances == [1.0] for read in self._reads)
        self._kept_high = [1.0]  # kept_high multiplied in once for each lone card
        for _ in range(64):
            self._kept_high.append(self._kept_high[-1] * self.settings.kept_high)

    def _last_turns(self, view: RoundView, rng: random.Random) -> list[LastTurn | None]:
        history = view.history
        turns: list[LastTurn | None] = []
        for other in range(view.players):
            if other == view.player:
                continue
            index = len(history) - 1
            while index >= 0 and not (
                history[index].player == other and isinstance(history[index].action, Draw)
            ):
                index -= 1
            if index < 0:
                turns.append(None)
                continue
            draw = history[index]
            played: list[Card] = []
            discard: Card | None = None
            for event in history[index + 1 :]:
                if event.player != other:
                    break
                action = event.action
                if isinstance(action, Discard):
                    played.append(action.card)
                    discard = action.card
                elif isinstance(action, Hit):
                    played.append(action.card)
                elif isinstance(action, LaySpread):
                    played.extend(action.cards)
                elif isinstance(action, Knock):
                    break
            if discard is None:
                turns.append(None)  # the turn is not over (or ended the round)
                continue
            taken = draw.card if draw.action == Draw("discard") else None
            rules = [rule for rule, _ in self.beliefs[other]]
            curves = knock_curves(view, other, rng, self.settings, rules, 0)
            turns.append(LastTurn(other, taken, tuple(played), discard, tuple(curves)))
        return turns

    def _read(self, turn: LastTurn) -> _TurnRead:
        """What `weigh` reads of `turn`, worked out once (see `_TurnRead`)."""
        points = self.points
        discard = turn.discard
        stays = [1.0 - chance for chance in turn.knock_chance[0]]
        top = len(stays) - 1
        size = max(points) * (self.view.rules.hand_size + 2 + len(turn.played)) + 1
        known = self.known[turn.player]
        high = 0
        if discard is not None and discard.rank:
            for card in STANDARD_DECK:
                if points[card.rank] > points[discard.rank] and card not in known:
                    high |= card.bit
        return _TurnRead(
            turn,
            [stays[min(top, start)] for start in range(size)],
            high,
            turn.player,
            sum([points[card.rank] for card in turn.played]),
            None if turn.taken is None else points[turn.taken.rank],
            [points[card.rank] for card in turn.played],
            self.known[turn.player],
            [([1.0 - chance for chance in curve], len(curve) - 1) for curve in turn.knock_chance],
            [p for _, p in self.beliefs[turn.player]],
            None if discard is None or not discard.rank else points[discard.rank],
        )

    def weight(self, rnd: Round) -> float:
        """How likely the opponents' last turns are, holding the hands `rnd` deals them."""
        return self.weigh(rnd)[0]

    def weigh(self, rnd: Round) -> tuple[float, dict[int, tuple[float, ...]]]:
        """`weight(rnd)`, and for each opponent whose last turn is known the
        chance of each believed style given the hand `rnd` deals them."""
        points = self.points
        totals = [sum([points[card.rank] for card in hand]) for hand in rnd.hands]
        return self.weigh_hands(rnd.hands, totals)

    def weight_of(self, hands: Sequence[list[Card]], totals: Sequence[int]) -> float:
        """`weigh_hands(hands, totals)[0]`, the same figure to the last bit; when
        every opponent is believed to play one style (`single`), without the
        styles' chances, each term read from tables made once."""
        return self.weights_of([(list(hands), [], tuple(totals))])[0]

    def weights_of(self, deals: Sequence[Dealt]) -> list[float]:
        """`weight_of` of each of `deals` (`Sampler.dealt_many`), in one loop."""
        if not self.single:
            return [self.weigh_hands(hands, totals)[0] for hands, _, totals in deals]
        found = []
        points = self.points
        floor = self.settings.min_knock_weight
        reads = self._reads
        kept_high = self._kept_high
        for hands, _, totals in deals:
            weight = 1.0
            for turn, padded, high, player, played_total, taken, played, known, (
                (stays, top),
            ), _, limit in reads:
                hand = hands[player]
                before = totals[player] + played_total
                if taken is not None:
                    stay = stays[min(top, before - taken)]  # (sum([x]) / 1 is x)
                elif before < len(padded):
                    # Every start is `before` less one of its own terms, none
                    # of them below 0: at least 0 and at most `before`.
                    terms = [padded[before - points[c.rank]] for c in hand if c not in known]
                    terms.extend([padded[before - card] for card in played])
                    stay = sum(terms) / max(1, len(terms))
                else:
                    stay = self.stays(turn, hand)[0]
                total = max(floor, stay)  # (1.0 * x, summed alone)
                if limit is not None:
                    held = 0
                    for card in hand:
                        bit = card.bit
                        if not bit:
                            break  # (a joker partners every card: `discard_likelihood`)
                        held |= bit
                    else:
                        if held & high:  # (else no card is worth more: 1.0)
                            lone = 0
                            for card in hand:
                                if card.bit & high and not held & PARTNERS[card.code]:
                                    lone += 1
                            total *= kept_high[lone]
                weight *= total
            found.append(weight)
        return found

    def weigh_hands(
        self, hands: Sequence[list[Card]], totals: Sequence[int]
    ) -> tuple[float, dict[int, tuple[float, ...]]]:
        """`weigh` of a round whose hands are `hands` and their totals `totals`.
        The same figures, to the last bit, as each turn's `stays` mixed by the
        beliefs times its `discard_likelihood`: the same terms, summed and
        multiplied in the same order, with what does not change from deal to
        deal read once (`_read`)."""
        weight = 1.0
        styles: dict[int, tuple[float, ...]] = {}
        points = self.points
        floor = self.settings.min_knock_weight
        for read in self._reads:
            player = read.player
            hand = hands[player]
            # (`stays`)
            before = totals[player] + read.played_total
            if read.taken is not None:
                starts = [before - read.taken]
            else:
                known = read.known
                starts = [before - points[card.rank] for card in hand if card not in known]
                starts.extend([before - played for played in read.played])
            count = max(1, len(starts))
            mixed = []
            for (stays, top), p in zip(read.stays, read.chances, strict=True):
                stay = sum([stays[min(top, start)] for start in starts]) / count
                mixed.append(p * max(floor, stay))
            total = sum(mixed)
            # (`discard_likelihood`)
            likelihood = 1.0
            limit = read.limit
            if limit is not None:
                held, jokers = bits_of(hand)
                if not jokers:
                    known = read.known
                    kept_high = self.settings.kept_high
                    for card in hand:
                        if (
                            points[card.rank] > limit
                            and card not in known
                            and not held & PARTNERS[card.code]
                        ):
                            likelihood *= kept_high
            weight *= total * likelihood
            styles[player] = tuple([m / total for m in mixed])
        return weight, styles

    def stays(self, turn: LastTurn, hand: list[Card]) -> list[float]:
        """For each believed style, the chance that a player of that style holding
        `hand` now did not knock at the start of `turn`."""
        points = self.points
        floor = self.settings.min_knock_weight
        before = sum([points[card.rank] for card in hand]) + sum(
            [points[card.rank] for card in turn.played]
        )
        if turn.taken is not None:
            starts = [before - points[turn.taken.rank]]
        else:
            # The card drawn from the stock is one of those held or played
            # since, not one known from the pile: each equally likely.
            known = self.known[turn.player]
            options = [card for card in hand if card not in known]
            options.extend(turn.played)
            starts = [before - points[card.rank] for card in options]
        found = []
        for chance in turn.knock_chance:
            top = len(chance) - 1
            stay = sum(1.0 - chance[min(top, start)] for start in starts) / max(1, len(starts))
            found.append(max(floor, stay))
        return found

    def discard_likelihood(self, turn: LastTurn, hand: list[Card]) -> float:
        """They threw `turn.discard`: a kept lone card worth more is unlikely."""
        discard = turn.discard
        if discard is None or not discard.rank:
            return 1.0
        held, jokers = bits_of(hand)
        if jokers:
            return 1.0  # (every card is `partnered` with a joker)
        points = self.points
        limit = points[discard.rank]
        known = self.known[turn.player]
        weight = 1.0
        for card in hand:
            # (`partnered`, by the hand's card set)
            if points[card.rank] > limit and card not in known and not held & PARTNERS[card.code]:
                weight *= self.settings.kept_high
        return weight


def knock_chance(
    view: RoundView, other: int, rng: random.Random, settings: InferenceSettings, later: int
) -> tuple[float, ...]:
    """P(`other` knocks holding total t), t = 0, 1, ..., under the normal player's
    rule, from what `other` could see (approximately: as the round stands now,
    with every rival `later` draws further on)."""
    rule = KnockRule(settings.knock_confidence, settings.seen_per_turn)
    return knock_curves(view, other, rng, settings, [rule], later)[0]


def knock_curves(
    view: RoundView,
    other: int,
    rng: random.Random,
    settings: InferenceSettings,
    rules: Sequence[KnockRule],
    later: int,
    held: Sequence[Card] | None = None,
) -> list[tuple[float, ...]]:
    """`knock_chance` under each of these knocking rules (`styles.KnockRule`):
    P(`other` knocks holding total t) for a player who knocks by that rule.
    `held`: `other`'s hand, when it has been shown (at the end of the round):
    then it is not among the cards they could not place."""
    points = view.rules.points_table()
    unseen = view.unseen_cards()
    if held is not None:
        unseen = list((Counter(unseen) - Counter(held)).elements())
    pool = [points[card.rank] for card in unseen]
    if other != view.player:
        # The cards `other` cannot place: those I cannot place (their own hand
        # among them: a small, deliberate blur) and my cards they have not seen.
        mine = set(view.known_cards[view.player])
        pool += [points[card.rank] for card in view.hand if card not in mine]
    draws = draws_so_far(view)
    limit = view.allows.knock_limit
    top = max(points) * (view.rules.hand_size + 2)
    lows_by_seen: dict[float, list[int]] = {}
    curves = []
    for rule in rules:
        if rule.confidence <= 0:
            # A fixed number: knock on the cap (or any total the rules allow).
            line = rule.cap or top
            if limit:
                line = min(line, limit)
            curves.append(tuple(1.0 if total <= line else 0.0 for total in range(top + 1)))
            continue
        lows = lows_by_seen.get(rule.seen_per_turn)
        if lows is None:
            lows = lows_by_seen[rule.seen_per_turn] = _lowest_rivals(
                view, other, rng, settings, rule.seen_per_turn, later, pool, draws
            )
        chances = []
        n = settings.knock_samples
        need = math.ceil(rule.confidence * n - 1e-9) - 0.5
        for total in range(top + 1):
            if (limit and total > limit) or (rule.cap and total > rule.cap):
                chances.append(0.0)
                continue
            # Their estimate: the share of their deals in which every rival is
            # strictly higher, counted on `n` deals: P(count >= need).
            p = (len(lows) - bisect.bisect_right(lows, total)) / len(lows)
            if p <= 0.0:
                chances.append(0.0)
            elif p >= 1.0:
                chances.append(1.0)
            else:
                z = (n * p - need) / math.sqrt(n * p * (1 - p))
                chances.append(0.5 * (1 + math.erf(z / math.sqrt(2))))
        curves.append(tuple(chances))
    return curves


def _lowest_rivals(
    view: RoundView,
    other: int,
    rng: random.Random,
    settings: InferenceSettings,
    seen_per_turn: float,
    later: int,
    pool: list[int],
    draws: list[int],
) -> list[int]:
    """Sorted samples of the lowest total among `other`'s rivals, as `other`
    would estimate it reading each rival as having looked at `seen_per_turn`
    extra cards a draw."""
    points = view.rules.points_table()
    rivals = []
    for rival in range(view.players):
        if rival == other:
            continue
        known = view.known_cards[rival]
        unknown = view.hand_sizes[rival] - len(known)
        extra = round(seen_per_turn * (draws[rival] + later))
        take = min(len(pool), unknown + extra)
        rivals.append((sum(points[card.rank] for card in known), unknown, take))
    lows = []
    if not (FAST and type(rng) is random.Random) or min(take for _, _, take in rivals) < 0:
        for _ in range(settings.model_samples):
            low = 10**6
            for known_total, unknown, take in rivals:
                total = known_total + sum(sorted(sample(rng, pool, take))[:unknown])
                low = min(low, total)
            lows.append(low)
        lows.sort()
        return lows
    # The same, with `fastrandom.sample` written in (the same numbers drawn,
    # the same cards taken): random.sample draws by index from a set of the
    # indices taken when the pool is large for the sample, else from a copy
    # of the pool it shrinks as it goes; each draw's range and bits, made once.
    size = len(pool)
    plans = []
    for known_total, unknown, take in rivals:
        by_set = by_index(size, take)
        steps = sample_steps(size, take)
        plans.append((known_total, unknown, take, by_set, steps))
    bits = size.bit_length()
    getrandbits = rng.getrandbits
    for _ in range(settings.model_samples):
        low = 10**6
        for known_total, unknown, take, by_set, steps in plans:
            got = []
            if by_set:
                selected: set[int] = set()
                for _ in range(take):
                    j = getrandbits(bits)
                    while j >= size or j in selected:
                        j = getrandbits(bits)
                    selected.add(j)
                    got.append(pool[j])
            else:
                left_pool = pool[:]
                for left, left_bits in steps:
                    j = getrandbits(left_bits)
                    while j >= left:
                        j = getrandbits(left_bits)
                    got.append(left_pool[j])
                    left_pool[j] = left_pool[left - 1]
            got.sort()
            total = known_total + sum(got[:unknown])
            low = min(low, total)
        lows.append(low)
    lows.sort()
    return lows


def partnered(card: Card, hand: list[Card]) -> bool:
    """Does `card` pair, or nearly run, with another card of `hand` (or is it a joker)?"""
    if not card.rank:
        return True
    for other in hand:
        if other is card:
            continue
        if not other.rank or other.rank == card.rank:
            return True
        if other.suit == card.suit and abs(other.rank - card.rank) <= 2:
            return True
    return False


def weighted_samples(
    view: RoundView, rng: random.Random, count: int, model: OpponentModel
) -> list[tuple[Round, float]]:
    """`count` uniform samples of the unseen cards, each with its weight."""
    found = []
    unseen = view.unseen_cards()
    for _ in range(count):
        rnd = view.sample(rng, unseen)
        found.append((rnd, model.weight(rnd)))
    return found


def resample(weighted: list[tuple[T, float]], count: int, rng: random.Random) -> list[T]:
    """`count` of the samples drawn in proportion to their weights (systematic
    resampling: low variance, every heavy sample kept)."""
    total = sum(weight for _, weight in weighted)
    if total <= 0:
        return [rnd for rnd, _ in weighted[:count]]
    step = total / count
    point = rng.random() * step
    chosen: list[T] = []
    running = 0.0
    for rnd, weight in weighted:
        running += weight
        while point < running and len(chosen) < count:
            chosen.append(rnd)
            point += step
    while len(chosen) < count:
        chosen.append(weighted[-1][0])
    return chosen
