"""Searches over the rest of a turn: may a card still be melded, may a hand be
hit away.

- `meldable`: under `discard_must_meld`, may the card taken from the discard
  pile still be spread or hit this turn, by some order of spreads and hits of
  the other cards? (A hit may stretch a run to reach it; a spread may take a
  joker a later hit moves.) `Round.legal_actions()` asks it of the pile's top
  card before the draw, and of every spread and hit after it.
- `can_hit_all`: could a hand be hit, card after card, onto the table (the
  `double_double` tonk)?

A table here is the spreads as `(kind, cards in display order)` pairs: plain
values the searches can copy and key a memo with.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Spread
from .cards import Card
from .rules import HouseRules
from .spreads import SpreadKind, classify, hand_spreads, hit_info

Table = tuple[tuple[SpreadKind, tuple[Card, ...]], ...]


def table_of(spreads: Sequence[Spread]) -> Table:
    """The spreads as a search's table."""
    return tuple((spread.kind, spread.cards) for spread in spreads)


def after_hit(table: Table, index: int, card: Card, dead_books: bool) -> Table:
    """The table once `card` is hit on spread `index` (a book made whole leaves
    the table under `dead_books`)."""
    kind, cards = table[index]
    ordered = classify((*cards, card))
    assert ordered is not None
    if dead_books and kind == "book" and len(ordered[1]) == 4:
        return table[:index] + table[index + 1 :]
    return (*table[:index], (kind, ordered[1]), *table[index + 1 :])


def meldable(
    card: Card,
    hand: list[Card],
    table: Table,
    rules: HouseRules,
    hits_left: int,
    may_spread: bool,
) -> bool:
    """Could `card` (in `hand`) still be spread or hit, by any order of spreads
    and hits, with `hits_left` hits still allowed and new spreads allowed or
    not (`may_spread`)?"""
    if card.rank and not any(
        not other.rank or other.rank == card.rank or other.suit == card.suit
        for other in hand
        if other is not card
    ):
        # Nothing in hand shares its rank or suit (nor is a joker): only a
        # spread already on the table can take it, and hitting other cards
        # first cannot make one that does. (The hot path: most top discards.)
        return hits_left > 0 and any(
            (kind == "run" or not rules.hit_runs_only) and hit_info(kind, cards).takes(card)
            for kind, cards in table
        )
    return _reachable(card, tuple(hand), table, hits_left, may_spread, rules, {})


def _reachable(
    card: Card,
    hand: tuple[Card, ...],
    table: Table,
    hits_left: int,
    may_spread: bool,
    rules: HouseRules,
    seen: dict[object, bool],
) -> bool:
    """Can `card` (in `hand`) be spread or hit from here, after any spreads and
    hits of the other cards? (`seen` memoises positions already judged.)"""
    key = (tuple(sorted(c.code for c in hand)), table, hits_left)
    known = seen.get(key)
    if known is not None:
        return known
    seen[key] = False  # (a position never leads back to itself: the hand shrinks)
    runs_only = rules.hit_runs_only
    infos = [hit_info(kind, cards) for kind, cards in table]
    if hits_left:
        for info in infos:
            if (info.is_run or not runs_only) and info.takes(card):
                seen[key] = True
                return True
    spreads = hand_spreads(hand) if may_spread else []
    if any(card in cards for cards in spreads):
        seen[key] = True
        return True
    for cards in spreads:
        rest = list(hand)
        for other in cards:
            rest.remove(other)
        ordered = classify(cards)
        assert ordered is not None
        grown = (*table, ordered)
        if _reachable(card, tuple(rest), grown, hits_left, may_spread, rules, seen):
            seen[key] = True
            return True
    if hits_left:
        tried: set[tuple[Card, int]] = set()
        for other in hand:
            if other is card:
                continue
            for index, info in enumerate(infos):
                if (other, index) in tried or not (info.is_run or not runs_only):
                    continue
                tried.add((other, index))
                if not info.takes(other):
                    continue
                rest = list(hand)
                rest.remove(other)
                after = after_hit(table, index, other, rules.dead_books)
                left = hits_left - 1
                if _reachable(card, tuple(rest), after, left, may_spread, rules, seen):
                    seen[key] = True
                    return True
    return False


def can_hit_all(hand: list[Card], table: Table, runs_only: bool) -> bool:
    """Could these cards all be hit, one after another, onto the table's spreads?"""
    if not hand:
        return True
    for i, card in enumerate(hand):
        for j, (kind, laid) in enumerate(table):
            if runs_only and kind != "run":
                continue
            if not hit_info(kind, laid).takes(card):
                continue
            order = classify((*laid, card))
            assert order is not None
            if can_hit_all(
                hand[:i] + hand[i + 1 :], (*table[:j], (kind, order[1]), *table[j + 1 :]), runs_only
            ):
                return True
    return False
