"""The actions a player can take, the spreads on the table, and how a round ends.

All are frozen, hashable values. Actions are compared by value, so an action a
person builds (`Discard(Card.parse("KD"))`) equals the one `legal_actions()` lists.
The engine hands out one shared object per action (`KNOCK`, `discard(card)`...):
the legal-move lists are built without making new ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from .cards import Card


@dataclass(frozen=True, slots=True)
class Knock:
    """Lay the whole hand face up and end the round."""

    def __str__(self) -> str:
        return "knock"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top card of the stock ("stock") or of the discard pile ("discard")."""

    source: Literal["stock", "discard"]

    def __str__(self) -> str:
        return f"draw from {self.source}"


@dataclass(frozen=True, slots=True)
class LaySpread:
    """Lay these cards from hand as a new spread (any order; kept sorted)."""

    cards: tuple[Card, ...]

    def __init__(self, cards: tuple[Card, ...] | list[Card]) -> None:
        object.__setattr__(self, "cards", tuple(sorted(cards, key=_sort_key)))

    def __str__(self) -> str:
        return "spread " + " ".join(map(str, self.cards))


@dataclass(frozen=True, slots=True)
class Hit:
    """Add `card` from hand to the spread `rnd.spreads[spread_index]`."""

    card: Card
    spread_index: int

    def __str__(self) -> str:
        return f"hit {self.card} on spread {self.spread_index}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Put `card` from hand face up on the discard pile; the turn ends."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class DeclineDiscard:
    """With the stock empty, refuse the top discard: the round ends (dry stock)."""

    def __str__(self) -> str:
        return "decline the discard"


@dataclass(frozen=True, slots=True)
class DeclareTonk:
    """Show a dealt 49 at the start of one's first turn ("50_only_49_in_turn")."""

    def __str__(self) -> str:
        return "declare a dealt 49"


Action = Knock | Draw | LaySpread | Hit | Discard | DeclineDiscard | DeclareTonk

# The engine's shared action objects.
KNOCK: Final = Knock()
DRAW_STOCK: Final = Draw("stock")
DRAW_DISCARD: Final = Draw("discard")
DECLINE: Final = DeclineDiscard()
DECLARE: Final = DeclareTonk()

_DISCARDS: dict[Card, Discard] = {}
_HITS: dict[tuple[Card, int], Hit] = {}
_LAYS: dict[tuple[Card, ...], LaySpread] = {}


def discard(card: Card) -> Discard:
    """The shared `Discard(card)`."""
    action = _DISCARDS.get(card)
    if action is None:
        action = _DISCARDS[card] = Discard(card)
    return action


def hit(card: Card, index: int) -> Hit:
    """The shared `Hit(card, index)`."""
    key = (card, index)
    action = _HITS.get(key)
    if action is None:
        action = _HITS[key] = Hit(card, index)
    return action


def lay(cards: tuple[Card, ...]) -> LaySpread:
    """The shared `LaySpread(cards)` (`cards` in the order `hand_spreads` lists them)."""
    action = _LAYS.get(cards)
    if action is None:
        action = LaySpread(cards)
        _LAYS[cards] = _LAYS[action.cards] = action
    return action


def _sort_key(card: Card) -> tuple[int, int]:
    return card.sort_key


@dataclass(frozen=True, slots=True)
class Spread:
    """Cards laid on the table: a "book" (3-4 of a rank) or a "run" (3+ in sequence,
    one suit). `cards` are in display order: a run low to high with each joker in
    the place it stands for."""

    owner: int
    cards: tuple[Card, ...]
    kind: Literal["book", "run"]

    def __str__(self) -> str:
        return " ".join(map(str, self.cards))


@dataclass(frozen=True, slots=True)
class Payment:
    """`payer` pays `payee` `units` base stakes."""

    payer: int
    payee: int
    units: int


RoundEnd = Literal[
    "tonk_out", "went_out", "knock", "caught", "dry_stock", "dealt_tonk", "low_deal", "misdeal"
]
ROUND_ENDS: tuple[RoundEnd, ...] = (
    "tonk_out",
    "went_out",
    "knock",
    "caught",
    "dry_stock",
    "dealt_tonk",
    "low_deal",
    "misdeal",
)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended. `payments` in the order they arise; `net` one per player
    (sums to 0); `totals` the hand totals at the end; `knocker` who knocked, if
    anyone; `units` the stake of the win (2 for a tonk, 4 for a double-double...)."""

    kind: RoundEnd
    winners: tuple[int, ...]
    payments: tuple[Payment, ...]
    net: tuple[int, ...]
    totals: tuple[int, ...]
    knocker: int | None = None
    units: int = 0

    @staticmethod
    def settle(
        kind: RoundEnd,
        winners: tuple[int, ...],
        payments: list[Payment],
        totals: tuple[int, ...],
        knocker: int | None = None,
        units: int = 0,
    ) -> RoundResult:
        net = [0] * len(totals)
        for payment in payments:
            net[payment.payer] -= payment.units
            net[payment.payee] += payment.units
        return new_result(kind, winners, tuple(payments), tuple(net), totals, knocker, units)


# `RoundResult(...)` by its slots' own setters: what the dataclass's frozen
# `__init__` does through `object.__setattr__`, in less than half the time
# (a round's end is on every playout's path).
_NEW = object.__new__
_SET_FIELDS = tuple(
    getattr(RoundResult, name).__set__
    for name in ("kind", "winners", "payments", "net", "totals", "knocker", "units")
)


def new_result(
    kind: RoundEnd,
    winners: tuple[int, ...],
    payments: tuple[Payment, ...],
    net: tuple[int, ...],
    totals: tuple[int, ...],
    knocker: int | None,
    units: int,
) -> RoundResult:
    """`RoundResult(kind, winners, payments, net, totals, knocker, units)`, the
    same value made faster."""
    result: RoundResult = _NEW(RoundResult)
    set_kind, set_winners, set_payments, set_net, set_totals, set_knocker, set_units = _SET_FIELDS
    set_kind(result, kind)
    set_winners(result, winners)
    set_payments(result, payments)
    set_net(result, net)
    set_totals(result, totals)
    set_knocker(result, knocker)
    set_units(result, units)
    return result
