"""The shared values and small helpers of `Round`'s hot path, apart so that
round.py keeps to the state machine: one `Event` object for every equal event,
one `Discard` for every card, and the dealt hands as card sets
(cards.py)."""

from __future__ import annotations

from .actions import DRAW_DISCARD, DRAW_STOCK, KNOCK, Action, Discard
from .actions import discard as _discard
from .cards import JOKER, STANDARD_DECK, Card, full_deck
from .view import Event

NO_TAKES: tuple[int, bool] = (0, False)

# Every card's shared Discard action (actions.discard).
DISCARD_OF: dict[Card, Discard] = {card: _discard(card) for card in full_deck(1)}

# Events are values, so one object serves every equal event: by the identity
# of the engine's own action object (the event holds it, so the identity
# stays its own), the player and the card drawn.

_EVENTS: dict[tuple[int, int, Card | None], Event] = {}


def shared_event(player: int, action: Action, card: Card | None) -> Event:
    """`Event(player, action, card)`, one object for every equal event."""
    key = (id(action), player, card)
    event = _EVENTS.get(key)
    if event is None:
        if len(_EVENTS) > 100_000:  # (actions made outside the engine, kept alive)
            _EVENTS.clear()
        event = _EVENTS[key] = Event(player, action, card)
    return event


# The commonest events made at import, by player and card code (`Card.code`):
# a discard, a draw from the stock and one from the pile (and a knock, by
# player), each holding the engine's shared action (a list or a dict keyed by
# a tuple would cost a discard a fifth of its time).
_CARDS_BY_CODE: tuple[Card, ...] = (JOKER, *STANDARD_DECK)
DISCARD_EVENTS: tuple[tuple[Event, ...], ...] = tuple(
    tuple(Event(player, DISCARD_OF[card]) for card in _CARDS_BY_CODE) for player in range(4)
)
STOCK_DRAW_EVENTS: tuple[tuple[Event, ...], ...] = tuple(
    tuple(Event(player, DRAW_STOCK, card) for card in _CARDS_BY_CODE) for player in range(4)
)
PILE_DRAW_EVENTS: tuple[tuple[Event, ...], ...] = tuple(
    tuple(Event(player, DRAW_DISCARD, card) for card in _CARDS_BY_CODE) for player in range(4)
)
KNOCK_EVENTS: tuple[Event, ...] = tuple(Event(player, KNOCK) for player in range(4))


def hand_sets(
    hands: list[list[Card]], points: tuple[int, ...]
) -> tuple[list[int], list[int], list[int]]:
    """Each hand as a card set (its natural cards' bits, its jokers) and its total."""
    masks, jokers, totals = [], [], []
    for hand in hands:
        mask = joker_count = total = 0
        for card in hand:
            bit = card.bit
            if bit:
                mask |= bit
            else:
                joker_count += 1
            total += points[card.rank]
        masks.append(mask)
        jokers.append(joker_count)
        totals.append(total)
    return masks, jokers, totals
