"""Cards and decks.

A `Card` is an immutable value. There are at most 53 distinct cards (52 plus the
joker, of which a deck may hold two identical copies), so every card is interned:
`Card.parse("QS") is Card.parse("QS")`, which keeps comparisons and hashing cheap
on the engine's hot path.

Inside the engine and the computer players a set of natural cards is an
integer, one bit a card (`Card.bit`): the card of suit s (0 clubs, 1 diamonds,
2 hearts, 3 spades) and rank r (1 ace to 13 king) is bit `16 * s + r`. Bits 0,
14 and 15 of each suit's 16 stay clear, so a shift by one moves every card to
its neighbour in rank without crossing into another suit (three cards in a
row: `m & m >> 1 & m >> 2`), and `m >> 16 * s & 0xFFFF` is suit s by rank. The
jokers, identical and up to two, have no bit: a set counts them apart.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar, Final

if TYPE_CHECKING:
    from .rules import HouseRules

SUITS: Final = ("C", "D", "H", "S")
SUIT_SYMBOLS: Final = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
SUIT_NAMES: Final = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_NAMES: Final = {
    1: "A",
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "10",
    11: "J",
    12: "Q",
    13: "K",
}
RANK_WORDS: Final = {
    1: "Ace",
    2: "Two",
    3: "Three",
    4: "Four",
    5: "Five",
    6: "Six",
    7: "Seven",
    8: "Eight",
    9: "Nine",
    10: "Ten",
    11: "Jack",
    12: "Queen",
    13: "King",
}
_RANK_BY_NAME: Final = {name: rank for rank, name in RANK_NAMES.items()}
_RANK_BY_NAME["T"] = 10
JOKER_RANK: Final = 0


class Card:
    """A playing card: `rank` 1 (ace) to 13 (king) and `suit` "C", "D", "H" or "S",
    or the joker (`rank` 0, `suit` ""). Immutable and interned."""

    __slots__ = ("bit", "code", "rank", "suit")
    _interned: ClassVar[dict[tuple[int, str], Card]] = {}

    rank: int
    suit: str
    code: int  # 0 for the joker, 1..52 for the others: a dense index for tables
    bit: int  # the card in a card set (module docstring): 1 << (16 * suit + rank); joker 0

    def __new__(cls, rank: int, suit: str) -> Card:
        card = cls._interned.get((rank, suit))
        if card is not None:
            return card
        if rank == JOKER_RANK and suit == "":
            code = bit = 0
        elif 1 <= rank <= 13 and suit in SUITS:
            code = SUITS.index(suit) * 13 + rank
            bit = 1 << (16 * SUITS.index(suit) + rank)
        else:
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
        card = super().__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "code", code)
        object.__setattr__(card, "bit", bit)
        cls._interned[(rank, suit)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, str]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse a card name: rank then suit, "10H", "AS", "QD"; "JK" is the joker.

        A name that is not exactly a card raises ValueError; nothing is guessed."""
        if not isinstance(text, str):
            raise ValueError(f"a card name must be text, not {type(text).__name__}")
        name = text.strip().upper()
        if name == "JK":
            return cls(JOKER_RANK, "")
        rank = _RANK_BY_NAME.get(name[:-1])
        suit = name[-1:]
        if rank is None or suit not in SUITS:
            raise ValueError(f"not a card name: {text!r}")
        return cls(rank, suit)

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def symbol(self) -> str:
        """Short name with a suit symbol, "Q♠"; the joker is "Joker"."""
        if self.rank == JOKER_RANK:
            return "Joker"
        return RANK_NAMES[self.rank] + SUIT_SYMBOLS[self.suit]

    @property
    def words(self) -> str:
        """English name, "Queen of spades"."""
        if self.rank == JOKER_RANK:
            return "Joker"
        return f"{RANK_WORDS[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        if self.rank == JOKER_RANK:
            return "JK"
        return RANK_NAMES[self.rank] + self.suit

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __lt__(self, other: Card) -> bool:
        return self.sort_key < other.sort_key

    # A card is interned, so equal cards are the same object. Said outright
    # because a class with an ordering of its own (`__lt__`) would otherwise
    # compare by a slow road (two method lookups, each finding nothing), and
    # the engine compares cards in every `hand.remove(card)` and `card in hand`.
    def __eq__(self, other: object) -> bool:
        return self is other

    __hash__ = object.__hash__

    @property
    def sort_key(self) -> tuple[int, int]:
        """Suit then rank, jokers last."""
        if self.rank == JOKER_RANK:
            return (4, 0)
        return (SUITS.index(self.suit), self.rank)


JOKER: Final = Card(JOKER_RANK, "")
STANDARD_DECK: Final = tuple(Card(rank, suit) for suit in SUITS for rank in range(1, 14))


# Card sets as integers (module docstring).
SUIT_BITS: Final = 0x3FFE  # the 13 places of one suit, ranks 1..13, in its 16 bits
ALL_BITS: Final = sum(SUIT_BITS << (16 * suit) for suit in range(4))
RANK_BITS: Final = (
    0,
    *(sum(1 << (16 * suit + rank) for suit in range(4)) for rank in range(1, 14)),
)
# By card code, the cards that pair or nearly run with it, as a card set: the
# same rank in the other suits, and the same suit one or two ranks away (a
# joker, code 0, partners nothing here).
PARTNERS: Final = (
    0,
    *(
        RANK_BITS[card.rank] & ~card.bit
        | (card.bit << 1 | card.bit << 2 | card.bit >> 1 | card.bit >> 2) & ALL_BITS
        for card in STANDARD_DECK
    ),
)
# The card at each bit place (None where no card is: places 0, 14 and 15 of a suit).
CARD_AT: Final[tuple[Card | None, ...]] = tuple(
    Card(place % 16, SUITS[place // 16]) if 1 <= place % 16 <= 13 else None for place in range(64)
)


def bits_of(cards: Iterable[Card]) -> tuple[int, int]:
    """A card set: the natural cards' bits, and the jokers counted."""
    mask = jokers = 0
    for card in cards:
        bit = card.bit
        if bit:
            mask |= bit
        else:
            jokers += 1
    return mask, jokers


# The cards of each byte of a card set, by the byte's place (0..7) and value.
_BYTE_CARDS: Final = tuple(
    tuple(
        tuple(card for bit in range(8) if value >> bit & 1 and (card := CARD_AT[8 * byte + bit]))
        for value in range(256)
    )
    for byte in range(8)
)


def cards_of(mask: int) -> list[Card]:
    """The natural cards of a card set, in `Card.sort_key` order (suit, then rank)."""
    found: list[Card] = []
    for table in _BYTE_CARDS:
        if mask & 0xFF:
            found += table[mask & 0xFF]
        mask >>= 8
    return found


def parse_cards(text: str) -> list[Card]:
    """Parse space- or comma-separated card names: "5C 6C 7C"."""
    return [Card.parse(part) for part in text.replace(",", " ").split()]


def full_deck(jokers: int = 0) -> list[Card]:
    """The 52 cards in a fixed order, then `jokers` jokers."""
    return [*STANDARD_DECK, *([JOKER] * jokers)]


_DECK_COUNTS: dict[int, Counter[Card]] = {}


def deck_counts(jokers: int) -> Counter[Card]:
    """How many of each card the deck holds (made once per joker count)."""
    counts = _DECK_COUNTS.get(jokers)
    if counts is None:
        counts = _DECK_COUNTS[jokers] = Counter(full_deck(jokers))
    return counts


def deck_difference(cards: list[Card], expected: list[Card], rules: HouseRules) -> str:
    """What a stacked deck lacks or holds beyond `expected`, as an error message."""
    have, want = Counter(cards), Counter(expected)
    extra = have - want
    missing = want - have
    parts = [f"the stacked deck must be the {len(expected)} cards of these rules"]
    if extra:
        parts.append("extra: " + " ".join(str(card) for card in extra.elements()))
    if missing:
        parts.append("missing: " + " ".join(str(card) for card in missing.elements()))
    return "; ".join(parts)
