"""Hand histories: a round written down as JSON (format, version, rules, dealer,
deck order, actions) and read back, checked, so it can be replayed.

`Round.to_history()` writes one (`write_history`); `Round.from_history(data)`
reads one (`read_history`) and replays its actions through `Round.apply()`.
Nothing here is ever loaded with pickle: a history is plain JSON, and anything
malformed is a ValueError saying what and where.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from .actions import (
    DECLARE,
    DECLINE,
    DRAW_DISCARD,
    DRAW_STOCK,
    KNOCK,
    Action,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
)
from .cards import Card
from .rules import HouseRules

HISTORY_FORMAT: Final = "tonk-hand-history"
HISTORY_VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class HandHistory:
    """A hand history, read and checked: the deal (rules, dealer, the deck top
    card first) and the actions in the order they were applied."""

    rules: HouseRules
    dealer: int
    deck: tuple[Card, ...]
    actions: tuple[Action, ...]


def write_history(
    rules: HouseRules, dealer: int, deck: Sequence[Card], actions: Sequence[Action]
) -> dict[str, Any]:
    """A JSON-safe hand history of this deal and these actions."""
    return {
        "format": HISTORY_FORMAT,
        "version": HISTORY_VERSION,
        "rules": rules.to_dict(),
        "dealer": dealer,
        "deck": [str(card) for card in deck],
        "actions": [action_to_json(action) for action in actions],
    }


def read_history(data: object) -> HandHistory:
    """The hand history `data` (parsed JSON) holds. Anything malformed or of
    another version is a ValueError saying what and where. Whether the deck
    suits the rules, and the actions the deal, is for the replay to find."""
    if not isinstance(data, dict):
        raise ValueError("a hand history must be a JSON object")
    if data.get("format") != HISTORY_FORMAT:
        raise ValueError("not a Tonk hand history")
    version = data.get("version")
    if type(version) is not int or version != HISTORY_VERSION:  # `true` == 1 in Python
        raise ValueError(
            f"hand history version {version!r} is not supported (expected {HISTORY_VERSION})"
        )
    for key in ("rules", "dealer", "deck", "actions"):
        if key not in data:
            raise ValueError(f"the hand history has no {key!r}")
    rules = HouseRules.from_dict(data["rules"])
    dealer = data["dealer"]
    if not isinstance(dealer, int) or isinstance(dealer, bool):
        raise ValueError("dealer must be a whole number")
    deck_names = data["deck"]
    if not isinstance(deck_names, list):
        raise ValueError("deck must be a list of card names")
    deck = tuple(Card.parse(name) for name in deck_names)
    items = data["actions"]
    if not isinstance(items, list):
        raise ValueError("actions must be a list")
    actions = []
    for number, item in enumerate(items, start=1):
        try:
            actions.append(action_from_json(item))
        except ValueError as error:
            raise ValueError(f"action {number}: {error}") from None
    return HandHistory(rules, dealer, deck, tuple(actions))


def action_to_json(action: Action) -> dict[str, Any]:
    """An action as a JSON-safe dict."""
    if isinstance(action, Knock):
        return {"type": "knock"}
    if isinstance(action, Draw):
        return {"type": "draw", "source": action.source}
    if isinstance(action, LaySpread):
        return {"type": "spread", "cards": [str(card) for card in action.cards]}
    if isinstance(action, Hit):
        return {"type": "hit", "card": str(action.card), "spread": action.spread_index}
    if isinstance(action, Discard):
        return {"type": "discard", "card": str(action.card)}
    if isinstance(action, DeclineDiscard):
        return {"type": "decline"}
    if isinstance(action, DeclareTonk):
        return {"type": "declare"}
    raise ValueError(f"not an action: {action!r}")


def action_from_json(item: object) -> Action:
    """The action a dict from `action_to_json` describes; ValueError if malformed."""
    if not isinstance(item, dict) or not isinstance(item.get("type"), str):
        raise ValueError(f"not an action: {item!r}")
    kind = item["type"]
    try:
        if kind == "knock":
            return KNOCK
        if kind == "draw":
            if item["source"] not in ("stock", "discard"):
                raise ValueError(f"no such pile to draw from: {item['source']!r}")
            return DRAW_STOCK if item["source"] == "stock" else DRAW_DISCARD
        if kind == "spread":
            if not isinstance(item["cards"], list):
                raise ValueError("a spread's cards must be a list")
            return LaySpread(tuple(Card.parse(name) for name in item["cards"]))
        if kind == "hit":
            index = item["spread"]
            if not isinstance(index, int) or isinstance(index, bool):
                raise ValueError("a hit's spread must be a whole number")
            return Hit(Card.parse(item["card"]), index)
        if kind == "discard":
            return Discard(Card.parse(item["card"]))
        if kind == "decline":
            return DECLINE
        if kind == "declare":
            return DECLARE
    except KeyError as error:
        raise ValueError(f"action {kind!r} lacks {error.args[0]!r}") from None
    raise ValueError(f"no such action: {kind!r}")
