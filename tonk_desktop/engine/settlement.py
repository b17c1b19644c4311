"""Who pays whom (docs/rules.md §3, §5 and §6): functions of the hand totals and the
house rules alone, so the rules' worked examples can be checked from the totals
they give. `Round` calls them when a round ends."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .actions import Payment, RoundEnd, RoundResult, new_result
from .rules import HouseRules

_PAYMENTS: dict[tuple[int, int, int], Payment] = {}


def _pay(payer: int, payee: int, units: int) -> Payment:
    """`Payment(payer, payee, units)`, one shared object for each (a value:
    a round ends with a few, and a search ends thousands of rounds)."""
    key = (payer, payee, units)
    payment = _PAYMENTS.get(key)
    if payment is None:
        payment = _PAYMENTS[key] = Payment(payer, payee, units)
    return payment


def everyone_pays(kind: RoundEnd, winner: int, units: int, totals: tuple[int, ...]) -> RoundResult:
    """`winner` takes `units` from every other player (a tonk, going out, a
    dealt tonk or a low deal)."""
    payments = [_pay(p, winner, units) for p in range(len(totals)) if p != winner]
    return RoundResult.settle(kind, (winner,), payments, totals, units=units)


def deal_settlement(
    rules: HouseRules, totals: tuple[int, ...]
) -> tuple[RoundResult | None, list[bool]]:
    """docs/rules.md §3: what the dealt hands (their `totals`) settle at once,
    if anything: a dealt tonk or a low deal wins; two such hands are a misdeal.
    Also, per player, whether they hold a dealt 49 they may declare at the
    start of their first turn ("50_only_49_in_turn"). Neither with seven or
    nine cards (`rules.settles_at_deal`)."""
    automatic: list[tuple[int, RoundEnd, int]] = []
    pending49 = [False] * len(totals)
    if not rules.settles_at_deal:
        return None, pending49
    for player, total in enumerate(totals):
        if (rules.dealt_tonk == "49_50" and total in (49, 50)) or (
            rules.dealt_tonk == "50_only_49_in_turn" and total == 50
        ):
            automatic.append((player, "dealt_tonk", 2))
        elif rules.low_deal_9 and total <= 9:
            automatic.append((player, "low_deal", 3))
        elif rules.low_deal_13 and total <= 13:
            automatic.append((player, "low_deal", 2))
        elif rules.dealt_tonk == "50_only_49_in_turn" and total == 49:
            pending49[player] = True
    if len(automatic) >= 2:
        return RoundResult.settle("misdeal", (), [], totals), pending49
    if automatic:
        winner, kind, units = automatic[0]
        return everyone_pays(kind, winner, units, totals), pending49
    return None, pending49


def knock_settlement(rules: HouseRules, totals: Sequence[int], knocker: int) -> RoundResult:
    """docs/rules.md §6: who pays whom when `knocker` knocks and the hand totals are
    `totals`."""
    totals = tuple(totals)
    mine = totals[knocker]
    # Who wins and who pays depend only on how each other total compares with
    # the knocker's and with the lowest of them: that shape keys a table of
    # the winners, payments and nets, worked out by `_knock_parts` the first
    # time a shape occurs (a round's end is on every playout's path).
    below = level = low = 0
    lowest = 1 << 30
    for p, bit in _OTHERS[len(totals)][knocker]:
        total = totals[p]
        if total < mine:
            below |= bit
        elif total == mine:
            level |= bit
        if total < lowest:
            lowest = total
            low = bit
        elif total == lowest:
            low |= bit
    key = (rules.caught_rule, len(totals), knocker, below, level, low)
    parts = _KNOCKS.get(key)
    if parts is None:
        parts = _KNOCKS[key] = _knock_parts(rules, totals, knocker)
    kind, winners, payments, net, units = parts
    return new_result(kind, winners, payments, net, totals, knocker, units)


# (caught_rule, players, knocker, the others below, level with and lowest, as
# bits by player) -> the result's kind, winners, payments, nets and units.
_KNOCKS: dict[
    tuple[str, int, int, int, int, int],
    tuple[RoundEnd, tuple[int, ...], tuple[Payment, ...], tuple[int, ...], int],
] = {}
# By player count and player, the other players in order, each with its bit.
_OTHERS: Final = tuple(
    tuple(tuple((p, 1 << p) for p in range(players) if p != player) for player in range(players))
    for players in range(5)
)


def _knock_parts(
    rules: HouseRules, totals: tuple[int, ...], knocker: int
) -> tuple[RoundEnd, tuple[int, ...], tuple[Payment, ...], tuple[int, ...], int]:
    """`knock_settlement` worked out in full: the parts of its result that do
    not depend on the totals themselves, only on how they compare."""
    mine = totals[knocker]
    others = [p for p in range(len(totals)) if p != knocker]
    lowest = min([totals[p] for p in others])
    if mine < lowest:
        payments = [_pay(p, knocker, 1) for p in others]
        result = RoundResult.settle("knock", (knocker,), payments, totals, knocker, 1)
    else:
        winners = tuple(p for p in others if totals[p] == lowest)
        losers = [p for p in range(len(totals)) if p not in winners]
        payments = []
        if rules.caught_rule == "classic":
            payments.extend(_pay(knocker, p, 2) for p in others if totals[p] <= mine)
            for winner in winners:
                payments.extend(_pay(p, winner, 1) for p in losers)
        else:
            payments.extend(_pay(knocker, p, 1) for p in others if totals[p] < mine)
            for winner in winners:
                for p in losers:
                    units = 2 if p == knocker and mine == lowest else 1
                    payments.append(_pay(p, winner, units))
        result = RoundResult.settle("caught", winners, payments, totals, knocker, 2)
    return result.kind, result.winners, result.payments, result.net, result.units


def dry_stock_settlement(rules: HouseRules, totals: Sequence[int]) -> RoundResult:
    """docs/rules.md §5-6: the lowest total wins 1 from everyone; a tie per `dry_tie`."""
    totals = tuple(totals)
    players = range(len(totals))
    lowest = min(totals)
    low = tuple(p for p in players if totals[p] == lowest)
    if len(low) == 1:
        payments = [_pay(p, low[0], 1) for p in players if p != low[0]]
        return RoundResult.settle("dry_stock", low, payments, totals, units=1)
    if rules.dry_tie == "no_payment":
        return RoundResult.settle("dry_stock", (), [], totals)
    payments = [_pay(p, winner, 1) for winner in low for p in players if p not in low]
    return RoundResult.settle("dry_stock", low, payments, totals, units=1)
