"""Who pays whom (docs/rules.md §3, §5 and §6): functions of the hand totals and the
house rules alone, so the rules' worked examples can be checked from the totals
they give. `Round` calls them when a round ends."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Payment, RoundEnd, RoundResult
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
    others = [p for p in range(len(totals)) if p != knocker]
    lowest = min([totals[p] for p in others])
    if mine < lowest:
        payments = [_pay(p, knocker, 1) for p in others]
        return RoundResult.settle("knock", (knocker,), payments, totals, knocker, 1)
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
    return RoundResult.settle("caught", winners, payments, totals, knocker, 2)


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
