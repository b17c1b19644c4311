"""The rules of Tonk (docs/rules.md), as a pure-Python engine. Imports nothing from Qt.

The names exported here are the engine's contract (docs/architecture.md,
"engine: the rules"). The other layers import them from here, and a few
submodules directly where a name is not exported or is a fast path's table
(`history`, `replay`, `cards`, `fastrandom`, `spreads`, `actions`,
`deal_number`, `rules`, `seats`)."""

from .actions import (
    ROUND_ENDS,
    Action,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
    Payment,
    RoundEnd,
    RoundResult,
    Spread,
)
from .cards import JOKER, SUIT_SYMBOLS, SUITS, Card, full_deck, parse_cards
from .deal_number import DEAL_NUMBER_MAX, deal_dealer, deal_deck
from .dealer import choose_first_dealer, next_dealer
from .history import HISTORY_VERSION, action_from_json, action_to_json
from .legality import TurnAllows, discard_blocked
from .refusals import REFUSALS, IllegalAction
from .round import Round
from .rules import (
    PRESETS,
    RULES_FILE_FORMAT,
    Allowed,
    HouseRules,
    HouseRulesError,
    HouseRulesProblem,
)
from .seats import DEFAULT_LEVEL, DEFAULT_NAMES, LEVELS, Level, Seat, default_seats, is_level
from .settlement import dry_stock_settlement, knock_settlement
from .spreads import classify, hand_spreads
from .view import Event, Phase, RoundView

__all__ = [
    "DEAL_NUMBER_MAX",
    "DEFAULT_LEVEL",
    "DEFAULT_NAMES",
    "HISTORY_VERSION",
    "JOKER",
    "LEVELS",
    "PRESETS",
    "REFUSALS",
    "ROUND_ENDS",
    "RULES_FILE_FORMAT",
    "SUITS",
    "SUIT_SYMBOLS",
    "Action",
    "Allowed",
    "Card",
    "DeclareTonk",
    "DeclineDiscard",
    "Discard",
    "Draw",
    "Event",
    "Hit",
    "HouseRules",
    "HouseRulesError",
    "HouseRulesProblem",
    "IllegalAction",
    "Knock",
    "LaySpread",
    "Level",
    "Payment",
    "Phase",
    "Round",
    "RoundEnd",
    "RoundResult",
    "RoundView",
    "Seat",
    "Spread",
    "TurnAllows",
    "action_from_json",
    "action_to_json",
    "choose_first_dealer",
    "classify",
    "deal_dealer",
    "deal_deck",
    "default_seats",
    "discard_blocked",
    "dry_stock_settlement",
    "full_deck",
    "hand_spreads",
    "is_level",
    "knock_settlement",
    "next_dealer",
    "parse_cards",
]
