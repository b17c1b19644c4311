"""A family of opponent strategies, for measuring how the computer players do
against players they were never tuned on.

The four styles (`ai/styles.py`) are the players hard's opponent model knows;
a strength measured only against them says little about a stranger. Each
strategy here is a whole player of its own, a rule-based one with its
parameters drawn at random from a seed (`draw_strategy`):

- when to knock: at or under a total that moves with its own turns and
  loosens when the stock runs low, before the draw, after it (where the house
  rules allow a knock after the draw), or either;
- when to take the discard: only for a spread it makes, also for a
  near-spread (a pair, two of a suit at most two apart, a joker), or also for
  any low card;
- when to hit: never, always, or only when its hand is low;
- which card to throw: the highest, the least connected, the one furthest
  from the middle ranks (keeping middles, which run both ways), or the one
  whose points less its connections are highest (keeping low cards);
- hoarding: holding made spreads in hand until they empty it or the stock is
  short;
- playing for the tonk-out: not knocking while enough of its hand is in
  near-spreads;
- a slip: now and then a throw at random.

The family's seeds are split in two (`TUNING`, `HELD_OUT`): tuning may look
at strategies drawn from the first range; the second is for measuring only
(`benchmarks/unseen.py`), so that no tuning ever sees it. `tonk-sim` plays
them by name: `tuning:17`, `heldout:3` (`strategy_bot`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final, Literal

from tonk_desktop.ai.base import base_seed, decision_rng, draws_so_far, forced_move, hand_total
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
    hand_spreads,
)

# The seeds of the family: tuning may draw from the first range, never from
# the second (strategy `heldout:N` is seed HELD_OUT[N]).
TUNING: Final = range(0, 1_000_000)
HELD_OUT: Final = range(1_000_000, 1_001_000)
SETS: Final = {"tuning": TUNING, "heldout": HELD_OUT}

# With the stock dry, take the discard at most this many turns running, and
# never a card this player threw itself: players who each want the others'
# discard would otherwise pass one card round and never end the round.
MAX_TAKES_IN_A_ROW: Final = 2

KnockPhase = Literal["before", "after", "either"]
TakePolicy = Literal["made", "near", "low"]
HitPolicy = Literal["never", "always", "low"]
DiscardPolicy = Literal["highest", "least_connected", "keep_middles", "keep_low"]


@dataclass(frozen=True, slots=True)
class Strategy:
    """One strategy's parameters (see the module docstring)."""

    seed: int
    knock_total: int  # knocks at or under this total on its first turn
    knock_per_turn: float  # the knocking total moves this much per own draw
    knock_dry: int  # and this much more once the stock is down to `dry_stock`
    dry_stock: int
    knock_phase: KnockPhase
    take: TakePolicy
    take_low: int  # "low": also takes a card worth at most this
    hits: HitPolicy
    hit_low: int  # "low": hits only when its hand total is at most this
    discard: DiscardPolicy
    connection_weight: int  # "keep_low": points a connection is worth
    hoard: bool  # holds made spreads in hand...
    hoard_until: int  # ...until the stock is down to this
    tonk_chase: int  # no knock while this many cards are in near-spreads (0: off)
    slip: float  # chance of throwing a card at random

    def describe(self) -> str:
        """One line a person can read."""
        knock = f"knock <= {self.knock_total}{self.knock_per_turn:+.1f}/turn"
        knock += f" (+{self.knock_dry} at stock <= {self.dry_stock}, {self.knock_phase})"
        take = f"take {self.take}" + (f" <= {self.take_low}" if self.take == "low" else "")
        hits = f"hits {self.hits}" + (f" <= {self.hit_low}" if self.hits == "low" else "")
        extra = [f"throw {self.discard}"]
        if self.hoard:
            extra.append(f"hoards to stock {self.hoard_until}")
        if self.tonk_chase:
            extra.append(f"chases tonk at {self.tonk_chase}")
        return ", ".join([knock, take, hits, *extra, f"slip {self.slip:.2f}"])


def draw_strategy(seed: int) -> Strategy:
    """The family's strategy for `seed`: the same parameters in every process."""
    rng = random.Random(f"tonk-strategy|{seed}")
    return Strategy(
        seed=seed,
        knock_total=rng.randint(2, 14),
        knock_per_turn=rng.choice((-1.0, -0.5, 0.0, 0.0, 0.5, 1.0)),
        knock_dry=rng.randint(0, 8),
        dry_stock=rng.choice((0, 5, 10, 20)),
        knock_phase=rng.choice(("before", "after", "either")),
        take=rng.choice(("made", "near", "low")),
        take_low=rng.randint(1, 5),
        hits=rng.choice(("never", "always", "low")),
        hit_low=rng.randint(5, 25),
        discard=rng.choice(("highest", "least_connected", "keep_middles", "keep_low")),
        connection_weight=rng.randint(1, 8),
        hoard=rng.random() < 0.3,
        hoard_until=rng.choice((0, 10, 20)),
        tonk_chase=rng.choice((0, 0, 3, 4)),
        slip=rng.choice((0.0, 0.0, 0.05, 0.15)),
    )


def strategy_seed(name: str) -> int | None:
    """The family seed a name such as "heldout:3" or "tuning:17" plays; None
    for a name that is not one (a level or a style); ValueError for one that
    is malformed or out of its set."""
    set_name, colon, number = name.partition(":")
    if not colon or set_name not in SETS:
        return None
    seeds = SETS[set_name]
    if not number.isdigit() or int(number) >= len(seeds):
        raise ValueError(f"{name!r}: give {set_name}:N with N from 0 to {len(seeds) - 1}")
    return seeds[int(number)]


def is_strategy(name: str) -> bool:
    """Is this a well-formed strategy name ("heldout:3", "tuning:17")?"""
    try:
        return strategy_seed(name) is not None
    except ValueError:
        return False


def strategy_bot(name: str, seed: int | None = None) -> StrategyBot:
    """The bot for a strategy name; `seed` fixes its random choices (slips)."""
    family_seed = strategy_seed(name)
    if family_seed is None:
        raise ValueError(f"{name!r} is not a strategy (give tuning:N or heldout:N)")
    return StrategyBot(draw_strategy(family_seed), seed, name)


class StrategyBot:
    """A player of one `Strategy`, over the engine's public view: it returns
    one of `view.legal`, and the same seed makes the same choices."""

    def __init__(self, strategy: Strategy, seed: int | None = None, level: str = "") -> None:
        self.strategy = strategy
        self.seed = base_seed(seed)
        self.level = level or f"strategy:{strategy.seed}"
        self.name = f"Strategy {self.level}"

    def choose(self, view: RoundView) -> Action:
        forced = forced_move(view)
        if forced is not None:
            return forced
        rng = decision_rng(self.seed, view)
        if Knock() in view.legal and self.knocks(view):
            return Knock()
        if view.phase == "start":
            return self.start_of_turn(view)
        return self.after_draw(view, rng)

    # -- knocking

    def knocks(self, view: RoundView) -> bool:
        """Would it knock now (a knock being legal)?"""
        plan = self.strategy
        before = view.phase == "start"
        if plan.knock_phase == "before" and not before:
            return False
        # "after" knocks before the draw where the rules allow no other knock.
        if plan.knock_phase == "after" and before and view.rules.knock_timing == "any_time":
            return False
        bar = plan.knock_total + plan.knock_per_turn * draws_so_far(view)[view.player]
        if view.stock_count <= plan.dry_stock:
            bar += plan.knock_dry
        if hand_total(view) > bar:
            return False
        return not (plan.tonk_chase and _near_cards(view.hand) >= plan.tonk_chase)

    # -- before the draw

    def start_of_turn(self, view: RoundView) -> Action:
        legal = view.legal
        top = view.discard_top
        stock = Draw("stock") in legal
        wants = (
            top is not None
            and Draw("discard") in legal
            and self.takes(view, top)
            and not _own_discard(view, top)
            and (stock or not _took_enough(view))
        )
        if wants:
            return Draw("discard")
        for action in (Draw("stock"), DeclineDiscard(), Draw("discard")):
            if action in legal:
                return action
        return legal[0]

    def takes(self, view: RoundView, top: Card) -> bool:
        """Does the discard on top suit its take policy?"""
        plan = self.strategy
        if any(top in spread for spread in hand_spreads((*view.hand, top))):
            return True
        if plan.take == "made":
            return False
        if _near(top, view.hand):
            return True
        if plan.take == "near":
            return False
        points = view.rules.card_points
        highest = max((points(card.rank) for card in view.hand), default=0)
        return points(top.rank) <= plan.take_low and points(top.rank) < highest

    # -- after the draw

    def after_draw(self, view: RoundView, rng: random.Random) -> Action:
        plan = self.strategy
        legal = view.legal
        discards = [action for action in legal if isinstance(action, Discard)]
        spreads = [action for action in legal if isinstance(action, LaySpread)]
        if spreads:
            best = max(spreads, key=lambda action: (len(action.cards), _order(action.cards)))
            empties = len(view.hand) - len(best.cards) <= 1
            if not plan.hoard or empties or view.stock_count <= plan.hoard_until or not discards:
                return best
        hits = [action for action in legal if isinstance(action, Hit)]
        if hits and self.hits(view):
            return max(hits, key=lambda action: (_points(view, action.card), -action.spread_index))
        if discards:
            return self.throw(view, discards, rng)
        return legal[0]

    def hits(self, view: RoundView) -> bool:
        plan = self.strategy
        if plan.hits == "never":
            return False
        return plan.hits == "always" or hand_total(view) <= plan.hit_low

    def throw(self, view: RoundView, discards: list[Discard], rng: random.Random) -> Discard:
        """The discard its policy picks (a joker only when nothing else may go)."""
        plan = self.strategy
        hand = view.hand
        choices = [action for action in discards if action.card.rank] or discards
        if plan.hoard:
            held = {card for spread in hand_spreads(hand) for card in spread}
            choices = [action for action in choices if action.card not in held] or choices
        if plan.slip and rng.random() < plan.slip:
            return rng.choice(choices)

        def worth(action: Discard) -> tuple[float, float, tuple[int, int]]:
            card = action.card
            points = _points(view, card)
            links = _links(card, hand)
            if plan.discard == "highest":
                return (points, -links, card.sort_key)
            if plan.discard == "least_connected":
                return (-links, points, card.sort_key)
            if plan.discard == "keep_middles":
                return (abs(card.rank - 7), points, card.sort_key)
            return (points - plan.connection_weight * links, points, card.sort_key)

        return max(choices, key=worth)


def _points(view: RoundView, card: Card) -> int:
    return view.rules.card_points(card.rank)


def _order(cards: tuple[Card, ...]) -> tuple[tuple[int, int], ...]:
    return tuple(card.sort_key for card in cards)


def _partners(card: Card, other: Card) -> bool:
    """Do the two pair, or nearly run (same suit, at most two apart)? A joker
    partners anything."""
    if not card.rank or not other.rank or card.rank == other.rank:
        return True
    return card.suit == other.suit and abs(card.rank - other.rank) <= 2


def _links(card: Card, hand: tuple[Card, ...]) -> int:
    """How many other cards of the hand partner this one."""
    return sum(1 for other in hand if other is not card and _partners(card, other))


def _near(card: Card, hand: tuple[Card, ...]) -> bool:
    return any(_partners(card, other) for other in hand)


def _near_cards(hand: tuple[Card, ...]) -> int:
    """How many cards of the hand partner another."""
    return sum(1 for card in hand if _links(card, hand))


def _own_discard(view: RoundView, top: Card) -> bool:
    """Did this player throw the card on top earlier this round?"""
    return any(
        event.player == view.player and event.action == Discard(top) for event in view.history
    )


def _took_enough(view: RoundView) -> bool:
    """Has this player taken the discard `MAX_TAKES_IN_A_ROW` turns running?"""
    taken = 0
    for event in reversed(view.history):
        if event.player != view.player or not isinstance(event.action, Draw):
            continue
        if event.action != Draw("discard"):
            break
        taken += 1
    return taken >= MAX_TAKES_IN_A_ROW
