"""Books and runs: what makes a valid spread, which spreads a hand holds, and
which cards a spread on the table will take as a hit.

Jokers stand for any card. A joker's place in a run is not fixed: a run is valid
when its natural cards are of one suit, all different, and the jokers can fill
every gap (ace low only, so a run fits within A..K). A spread with a single
natural card and jokers is a book.
"""

from __future__ import annotations

from itertools import combinations
from typing import Literal

from .cards import JOKER, RANK_BITS, Card, bits_of

SpreadKind = Literal["book", "run"]


def classify(cards: tuple[Card, ...] | list[Card]) -> tuple[SpreadKind, tuple[Card, ...]] | None:
    """The kind of spread these cards make and their display order, or None."""
    count = len(cards)
    if count < 3:
        return None
    naturals = [card for card in cards if card.rank]
    if not naturals:
        return None
    jokers = count - len(naturals)
    first = naturals[0]
    if all(card.rank == first.rank for card in naturals):
        if count > 4 or len({card.suit for card in naturals}) != len(naturals):
            return None
        ordered = sorted(naturals, key=_suit_order)
        return "book", (*ordered, *([JOKER] * jokers))
    if count > 13 or any(card.suit != first.suit for card in naturals):
        return None
    ranks = sorted(card.rank for card in naturals)
    if len(set(ranks)) != len(ranks):
        return None
    low, high = ranks[0], ranks[-1]
    gaps = high - low + 1 - len(ranks)
    if gaps > jokers:
        return None
    return "run", _run_order(naturals, jokers)


def _suit_order(card: Card) -> int:
    return card.code


def _run_order(naturals: list[Card], jokers: int) -> tuple[Card, ...]:
    """Naturals low to high, a joker in each gap, spare jokers above (then below)."""
    by_rank = {card.rank: card for card in naturals}
    low, high = min(by_rank), max(by_rank)
    joker = JOKER
    spare = jokers - (high - low + 1 - len(by_rank))
    above = min(spare, 13 - high)
    below = spare - above
    order: list[Card] = [joker] * below
    for rank in range(low, high + 1):
        order.append(by_rank.get(rank, joker))
    order.extend([joker] * above)
    return tuple(order)


class HitInfo:
    """What a spread on the table will take, precomputed for the hot path:
    `bits`, the natural cards it takes as a card set (`cards.py`), and
    `joker_ok`, whether it takes a joker."""

    __slots__ = ("bits", "is_run", "joker_ok", "ranks", "suit")

    def __init__(self, kind: SpreadKind, cards: tuple[Card, ...]) -> None:
        self.is_run = kind == "run"
        naturals = [card for card in cards if card.rank]
        jokers = len(cards) - len(naturals)
        if kind == "book":
            self.suit = ""
            self.ranks = frozenset() if len(cards) >= 4 else frozenset({naturals[0].rank})
            self.joker_ok = len(cards) < 4
            self.bits = 0 if len(cards) >= 4 else RANK_BITS[naturals[0].rank]
            return
        self.suit = naturals[0].suit
        present = {card.rank for card in naturals}
        low, high = min(present), max(present)
        spare = jokers - (high - low + 1 - len(present))
        full = len(cards) >= 13
        self.joker_ok = not full
        if full:
            self.ranks = frozenset()
            self.bits = 0
            return
        # A new natural fits inside the span, or just past it with spare jokers
        # bridging the distance.
        lowest = max(1, low - spare - 1)
        highest = min(13, high + spare + 1)
        self.ranks = frozenset(r for r in range(lowest, highest + 1) if r not in present)
        base = (naturals[0].bit.bit_length() - 1) & ~15
        bits = 0
        for rank in self.ranks:
            bits |= 1 << (base + rank)
        self.bits = bits

    def takes(self, card: Card) -> bool:
        bit = card.bit
        if not bit:
            return self.joker_ok
        return bool(bit & self.bits)


_HIT_INFOS: dict[tuple[SpreadKind, tuple[Card, ...]], HitInfo] = {}


def hit_info(kind: SpreadKind, cards: tuple[Card, ...]) -> HitInfo:
    """`HitInfo(kind, cards)`, made once for each spread (a HitInfo is never
    changed once made, so every round and search shares it)."""
    key = (kind, cards)
    info = _HIT_INFOS.get(key)
    if info is None:
        if len(_HIT_INFOS) > 50_000:
            _HIT_INFOS.clear()
        info = _HIT_INFOS[key] = HitInfo(kind, cards)
    return info


def may_spread_bits(mask: int, jokers: int) -> bool:
    """False when a hand of these natural cards (a card set, `cards.py`) and
    `jokers` surely holds no spread: no joker, no rank three times and no
    three cards in a row of a suit (True may still find none)."""
    if jokers or mask & (mask >> 1) & (mask >> 2):
        return True
    clubs = mask & 0xFFFF
    diamonds = (mask >> 16) & 0xFFFF
    hearts = (mask >> 32) & 0xFFFF
    spades = mask >> 48
    # A rank held in three suits of the four.
    return bool(clubs & diamonds & (hearts | spades) | hearts & spades & (clubs | diamonds))


def _may_spread(hand: list[Card] | tuple[Card, ...]) -> bool:
    """`may_spread_bits` of a hand given as cards."""
    return may_spread_bits(*bits_of(hand))


def hand_spreads(hand: list[Card] | tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """Every distinct spread that can be laid from `hand`, each as a sorted tuple."""
    if not _may_spread(hand):
        return []
    naturals = [card for card in hand if card.rank]
    jokers = len(hand) - len(naturals)
    joker = JOKER
    found: list[tuple[Card, ...]] = []
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[str, list[Card]] = {}
    for card in naturals:
        by_rank.setdefault(card.rank, []).append(card)
        by_suit.setdefault(card.suit, []).append(card)
    # Books: naturals of one rank, topped up with jokers, 3 or 4 cards in all.
    for same in by_rank.values():
        if len(same) + jokers < 3:
            continue
        same.sort(key=_suit_order)
        for size in range(1, min(4, len(same)) + 1):
            for extra in range(0, min(jokers, 4 - size) + 1):
                if size + extra < 3:
                    continue
                for chosen in combinations(same, size):
                    found.append((*chosen, *([joker] * extra)))
    # Runs: two or more naturals of one suit (one natural with jokers is a book).
    for suited in by_suit.values():
        if len(suited) + jokers < 3 or len(suited) < 2:
            continue
        suited.sort(key=_suit_order)
        if jokers == 0:
            _plain_runs(suited, found)
            continue
        for size in range(2, len(suited) + 1):
            for chosen in combinations(suited, size):
                gaps = chosen[-1].rank - chosen[0].rank + 1 - size
                for extra in range(max(gaps, 3 - size, 0), jokers + 1):
                    if size + extra <= 13:
                        found.append((*chosen, *([joker] * extra)))
    return found


def _plain_runs(suited: list[Card], found: list[tuple[Card, ...]]) -> None:
    """Every run of 3+ consecutive cards among `suited` (sorted, one suit, no jokers)."""
    start = 0
    count = len(suited)
    while start < count:
        end = start + 1
        while end < count and suited[end].rank == suited[end - 1].rank + 1:
            end += 1
        length = end - start
        if length >= 3:
            for i in range(start, end - 2):
                for j in range(i + 3, end + 1):
                    found.append(tuple(suited[i:j]))
        start = end


def any_spread(spreads: list[tuple[Card, ...]], hold_aces: bool = False) -> bool:
    """Can any of a hand's `hand_spreads` be laid? With `hold_aces`, a book of
    aces does not count (docs/rules.md §4: `must_lay_spreads` lets a player hold one)."""
    for cards in spreads:
        if hold_aces and all(card.rank in (0, 1) for card in cards):
            continue
        return True
    return False
