"""What a deal needs of its house rules, worked out once for each rules object
(`Round.deal` is on every simulation's path, and reading the rules anew each
time cost a fifth of a deal): the deck in order, where each hand, the up-card
and the stock lie in the shuffled deck, the points table, and the dealt totals
that settle nothing at once."""

from __future__ import annotations

from .cards import Card, full_deck
from .rules import HouseRules


class DealPlan:
    """A deal under one `HouseRules`: `deck`, the cards in order (a copy is
    shuffled); `hands[dealer][p]`, the slice of the shuffled deck that is
    player p's hand (one card at a time from the dealer's left: the k-th card
    dealt goes to player (dealer + 1 + k) % n, so a hand is every n-th card);
    `up_card`, the up-card's place or None; `stock`, the slice that is the
    stock, top card last; `points`, `rules.points_table()`; and `quiet_low` <
    total < `quiet_high`, the dealt totals that neither end the round (a dealt
    tonk, a low deal) nor may be declared (a dealt 49), so a deal whose every
    hand is inside needs no `deal_settlement`."""

    __slots__ = ("deck", "hands", "points", "quiet_high", "quiet_low", "rules", "stock", "up_card")

    def __init__(self, rules: HouseRules) -> None:
        self.rules = rules  # (kept, so the id that keys the plan is not reused)
        self.deck: list[Card] = full_deck(rules.jokers)
        n = rules.players
        dealt = rules.hand_size * n
        self.hands: tuple[tuple[slice, ...], ...] = tuple(
            tuple(slice((player - dealer - 1) % n, dealt, n) for player in range(n))
            for dealer in range(n)
        )
        self.up_card: int | None = dealt if rules.initial_discard else None
        first = dealt + 1 if rules.initial_discard else dealt
        self.stock = slice(None, first - 1, -1)  # (first >= 10: never the slice's -1 end)
        self.points: tuple[int, ...] = rules.points_table()
        self.quiet_low = -1
        self.quiet_high = 1 << 30
        if rules.settles_at_deal:
            if rules.dealt_tonk != "off":
                self.quiet_high = 49
            if rules.low_deal_13:
                self.quiet_low = 13
            elif rules.low_deal_9:
                self.quiet_low = 9


PLANS: dict[int, DealPlan] = {}


def deal_plan(rules: HouseRules) -> DealPlan:
    """The `DealPlan` of `rules`, made the first time these rules deal. Kept by
    the object's id (hashing a frozen dataclass of 24 fields would cost more
    than the plan saves); the plan holds the rules, so the id stays theirs."""
    plan = PLANS.get(id(rules))
    if plan is None:
        if len(PLANS) >= 512:  # (rules made by the thousand, as tests do)
            PLANS.clear()
        plan = PLANS[id(rules)] = DealPlan(rules)
    return plan
