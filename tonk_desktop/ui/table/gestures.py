"""Gestures to engine actions: what a drop, a double-click or a key means.

This is the input handlers' whole vocabulary. It knows which action a gesture
asks for, never whether the action is allowed: that is the engine's answer,
reached through the GameModel (KPatience's cards hold no rules, nor do ours).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tonk_desktop.engine import Action, Card, Discard, Draw, Hit, LaySpread

TargetKind = Literal["stock", "discard", "hand", "table", "spread"]
SourceKind = Literal["stock", "discard", "hand"]


@dataclass(frozen=True, slots=True)
class Target:
    """A place on the table cards can be dropped: the stock, the discard pile,
    your hand, the open table (a new spread) or spread number `index`."""

    kind: TargetKind
    index: int = -1


STOCK = Target("stock")
DISCARD = Target("discard")
HAND = Target("hand")
TABLE = Target("table")


class GestureNotUnderstood(ValueError):
    """A drop the table cannot turn into any action (several cards on the pile)."""


def drop_action(source: SourceKind, cards: Sequence[Card], target: Target) -> Action | None:
    """The action dropping `cards` taken from `source` on `target` asks for, or None
    for a drop that means nothing (a card put back where it came from). Raises
    GestureNotUnderstood for a drop that asks for something no action expresses."""
    if source in ("stock", "discard"):
        if target.kind == "hand":
            return Draw(source)
        if target.kind == source:
            return None  # put back where it came from
        raise GestureNotUnderstood(str(QT_TRANSLATE_NOOP("Table", "drag the card to your hand")))
    if target.kind == "hand":
        return None  # reordering the hand: the table's business, not the round's
    if target.kind == "table":
        if len(cards) == 1:
            raise GestureNotUnderstood(
                str(
                    QT_TRANSLATE_NOOP(
                        "Table", "drop a card on the discard pile to discard it, or on a spread"
                    )
                )
            )
        return LaySpread(tuple(cards))
    if target.kind == "discard":
        if len(cards) != 1:
            # The table shows it through tr() in its context.
            raise GestureNotUnderstood(
                str(QT_TRANSLATE_NOOP("Table", "discard one card at a time"))
            )
        return Discard(cards[0])
    if target.kind == "spread":
        if len(cards) != 1:
            # The table shows it through tr() in its context.
            raise GestureNotUnderstood(
                str(QT_TRANSLATE_NOOP("Table", "hit a spread with one card at a time"))
            )
        return Hit(cards[0], target.index)
    return None


def play_card_action(card: Card, legal: Sequence[Action]) -> Action:
    """What double-clicking (or Enter on) one card of your hand asks for: a hit,
    when one is legal (the first spread it fits), else a discard of it."""
    for action in legal:
        if isinstance(action, Hit) and action.card == card:
            return action
    return Discard(card)
