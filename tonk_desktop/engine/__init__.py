"""The rules of Tonk (RULES.md), as a pure-Python engine. Imports nothing from Qt.

Public names are fixed by DESIGN.md, "Engine contract"."""

from .actions import (
    ROUND_ENDS,
    Action,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    IllegalAction,
    Knock,
    LaySpread,
    Payment,
    RoundEnd,
    RoundResult,
    Spread,
)
from .cards import JOKER, SUIT_SYMBOLS, SUITS, Card, full_deck, parse_cards
from .round import (
    HISTORY_VERSION,
    Event,
    Phase,
    Round,
    RoundView,
    action_from_json,
    action_to_json,
    choose_first_dealer,
    dry_stock_settlement,
    knock_settlement,
    next_dealer,
)
from .rules import PRESETS, HouseRules
from .spreads import classify, hand_spreads

__all__ = [
    "HISTORY_VERSION",
    "JOKER",
    "PRESETS",
    "ROUND_ENDS",
    "SUITS",
    "SUIT_SYMBOLS",
    "Action",
    "Card",
    "DeclareTonk",
    "DeclineDiscard",
    "Discard",
    "Draw",
    "Event",
    "Hit",
    "HouseRules",
    "IllegalAction",
    "Knock",
    "LaySpread",
    "Payment",
    "Phase",
    "Round",
    "RoundEnd",
    "RoundResult",
    "RoundView",
    "Spread",
    "action_from_json",
    "action_to_json",
    "choose_first_dealer",
    "classify",
    "dry_stock_settlement",
    "full_deck",
    "hand_spreads",
    "knock_settlement",
    "next_dealer",
    "parse_cards",
]
