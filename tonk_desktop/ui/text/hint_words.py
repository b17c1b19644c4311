"""Why a suggested move is a good one, in a few words ("the 8♣ on the pile fits
your cards"): the hint's explanation, read from the round as the person sees it
(at an open table, where every hand lies face up, from the hands on show too)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from tonk_desktop.engine import (
    Action,
    Card,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
    Round,
    classify,
    hand_spreads,
    knock_settlement,
)
from tonk_desktop.ui.text.reasons import card_symbol


def tr(text: str) -> str:
    return QCoreApplication.translate("HintWords", text)


def _fits(card: Card, rnd: Round, player: int) -> bool:
    """Does `card` make a spread with the hand's cards, or hit a spread on the table?"""
    hand = rnd.hand(player)
    if any(card in spread for spread in hand_spreads((*hand, card))):
        return True
    return any(classify((*spread.cards, card)) is not None for spread in rnd.spreads)


def _catcher(rnd: Round, player: int) -> int | None:
    """The player whose hand, as it lies, would catch a knock by `player` now
    (the lowest such hand); None when a knock would not be caught."""
    totals = rnd.totals()
    if knock_settlement(rnd.rules, totals, player).net[player] >= 0:
        return None
    others = [other for other in range(rnd.players) if other != player]
    return min(others, key=lambda other: (totals[other], other))


def _open_table(rnd: Round, player: int, action: Action, name: Callable[[int], str]) -> str | None:
    """At an open table, the reason for a move that knocking would have
    beaten or lost to, from the hands on show; None for the others."""
    total = rnd.hand_total(player)
    if isinstance(action, Knock):
        lowest = min(
            (other for other in range(rnd.players) if other != player),
            key=lambda other: (rnd.hand_total(other), other),
        )
        return (
            tr("your hand counts {total}, less than any hand on show: {name}'s counts {other}")
            .replace("{total}", str(total))
            .replace("{name}", name(lowest))
            .replace("{other}", str(rnd.hand_total(lowest)))
        )
    if Knock() not in rnd.legal_actions():
        return None
    catcher = _catcher(rnd, player)
    if catcher is None:
        return None
    return (
        tr("{name}'s hand on show counts {other} against your {total}: a knock would be caught")
        .replace("{name}", name(catcher))
        .replace("{other}", str(rnd.hand_total(catcher)))
        .replace("{total}", str(total))
    )


def why_move(
    rnd: Round, player: int, action: Action, shown: Callable[[int], str] | None = None
) -> str:
    """The reason for `action` by `player` in `rnd`, as a clause. `shown`, at an
    open table (every hand face up), names a player: the reason may then speak
    of the hands on show, as the hint that chose the move saw them."""
    if shown is not None:
        found = _open_table(rnd, player, action, shown)
        if found is not None:
            return found
    rules = rnd.rules
    if isinstance(action, Draw):
        top = rnd.discard_top
        if action.source == "discard" and top is not None:
            if _fits(top, rnd, player):
                return tr("the {card} on the pile fits your cards").replace(
                    "{card}", card_symbol(top)
                )
            return (
                tr("the {card} on the pile is cheap: {points} points")
                .replace("{card}", card_symbol(top))
                .replace("{points}", str(rules.card_points(top.rank) if top.rank else 0))
            )
        if top is None:
            return tr("there is no card on the pile to take")
        return tr("the {card} on the pile fits none of your cards").replace(
            "{card}", card_symbol(top)
        )
    if isinstance(action, LaySpread):
        points = sum(rules.card_points(card.rank) if card.rank else 0 for card in action.cards)
        return tr("laid down, these cards no longer count: {points} points less").replace(
            "{points}", str(points)
        )
    if isinstance(action, Hit):
        card = action.card
        points = rules.card_points(card.rank) if card.rank else rules.joker_points
        return (
            tr("the {card} fits that spread: {points} points less in your hand")
            .replace("{card}", card_symbol(card))
            .replace("{points}", str(points))
        )
    if isinstance(action, Discard):
        card = action.card
        points = rules.card_points(card.rank) if card.rank else rules.joker_points
        return (
            tr("the {card} counts {points} and is the card your hand needs least")
            .replace("{card}", card_symbol(card))
            .replace("{points}", str(points))
        )
    if isinstance(action, Knock):
        return tr("your hand counts {total}: likely the lowest at the table").replace(
            "{total}", str(rnd.hand_total(player))
        )
    if isinstance(action, DeclareTonk):
        return tr("a dealt 49 wins 2 from everyone, and only if declared now")
    if isinstance(action, DeclineDiscard):
        return tr("the discard would not help, and your total is low enough")
    return ""
