"""The engine's words, in the player's language.

FOR THE WINDOW: show refusals with `reason_text(error)`, never `error.reason`
(that is English); name how a round ended with
`round_end_name(result.kind)`; give cards their accessible names with
`card_name(card)` and their short text with `card_symbol(card)`. Call these
each time text is shown (or again on `languageChanged`): they translate at the
moment they are called.

The engine refuses an action with a stable code and the facts its sentence
needs (`IllegalAction.code`, `.card`, `.limit`; the codes are the keys of
`engine.REFUSALS`). This module words the code through Qt's translator and
fills in the facts; it never reads the engine's English, except to show it when
the code is one it does not know. tests/ui/test_i18n.py fails if the engine
gains a code this module does not know.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tonk_desktop.engine import Card, IllegalAction

__all__ = ["card_name", "card_symbol", "reason_text", "round_end_name"]

_RANK_SYMBOLS = {1: "A", 11: "J", 12: "Q", 13: "K"}
_SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def card_symbol(card: Card) -> str:
    """The short name shown in text, "Q♠" (the letters of the card faces, which
    are the same in every language); the joker's name is translated."""
    if card.is_joker:
        return QCoreApplication.translate("CardName", "Joker")
    return _RANK_SYMBOLS.get(card.rank, str(card.rank)) + _SUIT_SYMBOLS[card.suit]


def card_name(card: Card) -> str:
    """The full name read by screen readers, "Queen of spades", translated."""
    if card.is_joker:
        return QCoreApplication.translate("CardName", "Joker")
    rank = _rank_word(card.rank)
    suit = _suit_word(card.suit)
    name = QCoreApplication.translate(
        "CardName",
        "{rank} of {suit}",
        "a card's full name, e.g. 'Queen of spades'; {rank} and {suit} are the words "
        "translated in this context",
    ).format(rank=rank, suit=suit)
    return name[:1].upper() + name[1:]


def _rank_word(rank: int) -> str:
    words = {
        1: QCoreApplication.translate("CardName", "Ace", "in a card's name"),
        2: QCoreApplication.translate("CardName", "Two", "in a card's name"),
        3: QCoreApplication.translate("CardName", "Three", "in a card's name"),
        4: QCoreApplication.translate("CardName", "Four", "in a card's name"),
        5: QCoreApplication.translate("CardName", "Five", "in a card's name"),
        6: QCoreApplication.translate("CardName", "Six", "in a card's name"),
        7: QCoreApplication.translate("CardName", "Seven", "in a card's name"),
        8: QCoreApplication.translate("CardName", "Eight", "in a card's name"),
        9: QCoreApplication.translate("CardName", "Nine", "in a card's name"),
        10: QCoreApplication.translate("CardName", "Ten", "in a card's name"),
        11: QCoreApplication.translate("CardName", "Jack", "in a card's name"),
        12: QCoreApplication.translate("CardName", "Queen", "in a card's name"),
        13: QCoreApplication.translate("CardName", "King", "in a card's name"),
    }
    return words[rank]


def _suit_word(suit: str) -> str:
    words = {
        "C": QCoreApplication.translate("CardName", "clubs", "in a card's name"),
        "D": QCoreApplication.translate("CardName", "diamonds", "in a card's name"),
        "H": QCoreApplication.translate("CardName", "hearts", "in a card's name"),
        "S": QCoreApplication.translate("CardName", "spades", "in a card's name"),
    }
    return words[suit]


def round_end_name(kind: str) -> str:
    """The headline for how a round ended (RoundResult.kind), e.g. "Tonk!"."""
    names = {
        "tonk_out": QCoreApplication.translate("RoundEnd", "Tonk!"),
        "caught": QCoreApplication.translate("RoundEnd", "Caught!"),
        "went_out": QCoreApplication.translate("RoundEnd", "Went out"),
        "knock": QCoreApplication.translate("RoundEnd", "Knocked low"),
        "dry_stock": QCoreApplication.translate("RoundEnd", "Dry stock"),
        "dealt_tonk": QCoreApplication.translate("RoundEnd", "Dealt tonk"),
        "low_deal": QCoreApplication.translate("RoundEnd", "Low deal"),
        "misdeal": QCoreApplication.translate("RoundEnd", "Misdeal"),
    }
    if kind not in names:
        raise ValueError(f"no such way for a round to end: {kind!r}")
    return names[kind]


def reason_text(error: IllegalAction) -> str:
    """Why an action was refused, as a sentence in the current language, from
    what `Round.apply()` raised: its code and its facts. A code this module does
    not know (an engine newer than its translations), or one without the fact
    its sentence names, shows the engine's English reason rather than nothing."""
    code = error.code
    if code == "knock_over_limit" and error.limit is not None:
        # Worded so the number needs no plural form: lupdate cannot see a count
        # passed to QCoreApplication.translate.
        return QCoreApplication.translate(
            "Reasons",
            "You may only knock with a hand total of {limit} or less",
            "the house rule 'knock limit'; {limit} is the limit in points",
        ).format(limit=error.limit)
    if code in _CARD_REASONS and error.card is not None:
        sentence = _CARD_REASONS[code]().format(card=card_symbol(error.card))
        return sentence[:1].upper() + sentence[1:]
    if code in _REASONS:
        return _REASONS[code]()
    return error.reason[:1].upper() + error.reason[1:]


# A reason with the card in it: "{card}" is the card's short name (Q♠).
_CARD_REASONS = {
    "not_in_hand": lambda: QCoreApplication.translate(
        "Reasons", "{card} is not in your hand", "{card} is e.g. Q♠"
    ),
    "hit_wrong_rank": lambda: QCoreApplication.translate(
        "Reasons", "{card} does not fit this book", "{card} is e.g. Q♠"
    ),
    "hit_not_in_sequence": lambda: QCoreApplication.translate(
        "Reasons", "{card} does not extend this run", "{card} is e.g. Q♠"
    ),
}

_REASONS = {
    "spread_too_short": lambda: QCoreApplication.translate(
        "Reasons", "A spread needs at least three cards"
    ),
    "spread_all_jokers": lambda: QCoreApplication.translate(
        "Reasons", "A spread needs at least one card that is not a joker"
    ),
    "book_too_long": lambda: QCoreApplication.translate("Reasons", "A book has at most four cards"),
    "run_mixed_suits": lambda: QCoreApplication.translate("Reasons", "A run must be one suit"),
    "book_mixed_ranks": lambda: QCoreApplication.translate(
        "Reasons", "A book must be cards of one rank"
    ),
    "run_ace_high": lambda: QCoreApplication.translate(
        "Reasons", "The ace is low only: Q-K-A is not a run"
    ),
    "run_not_in_sequence": lambda: QCoreApplication.translate(
        "Reasons", "A run must be cards in sequence"
    ),
    "round_over": lambda: QCoreApplication.translate("Reasons", "The round is over"),
    "declare_not_49": lambda: QCoreApplication.translate(
        "Reasons", "Only a dealt hand of 49 can be declared"
    ),
    "declare_late": lambda: QCoreApplication.translate(
        "Reasons", "A dealt 49 must be declared at the start of your first turn"
    ),
    "knock_after_draw": lambda: QCoreApplication.translate(
        "Reasons", "You may only knock before drawing"
    ),
    "knock_while_held": lambda: QCoreApplication.translate(
        "Reasons", "You are held this turn and may not knock"
    ),
    "already_drew": lambda: QCoreApplication.translate(
        "Reasons", "You have already drawn this turn"
    ),
    "decline_with_stock": lambda: QCoreApplication.translate(
        "Reasons", "You may only decline the discard when the stock is empty"
    ),
    "stock_empty": lambda: QCoreApplication.translate("Reasons", "The stock is empty"),
    "bad_source": lambda: QCoreApplication.translate(
        "Reasons", "Draw from the stock or the discard pile"
    ),
    "pile_empty": lambda: QCoreApplication.translate("Reasons", "The discard pile is empty"),
    "discard_unmeldable": lambda: QCoreApplication.translate(
        "Reasons", "You may only take the discard if you can spread or hit with it this turn"
    ),
    "draw_first": lambda: QCoreApplication.translate("Reasons", "Draw a card first"),
    "spread_while_held": lambda: QCoreApplication.translate(
        "Reasons", "You are held this turn and may not lay new spreads"
    ),
    "no_such_spread": lambda: QCoreApplication.translate(
        "Reasons", "There is no such spread on the table"
    ),
    "hit_book": lambda: QCoreApplication.translate("Reasons", "You may only hit runs, not books"),
    "one_hit": lambda: QCoreApplication.translate("Reasons", "You may only hit once a turn"),
    "must_meld_taken_card": lambda: QCoreApplication.translate(
        "Reasons", "You must spread or hit with the card you took from the discard pile first"
    ),
    "must_lay_spreads": lambda: QCoreApplication.translate(
        "Reasons", "You must lay down every spread you hold before ending your turn"
    ),
    "discard_taken_card": lambda: QCoreApplication.translate(
        "Reasons", "You may not discard the card you took from the discard pile"
    ),
    "not_an_action": lambda: QCoreApplication.translate("Reasons", "That is not a move in Tonk"),
}

#: Every IllegalAction.code this module translates (the tests compare it with the engine).
KNOWN_CODES = frozenset({"knock_over_limit", *_CARD_REASONS, *_REASONS})
