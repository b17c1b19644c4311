"""The shared values and small helpers of `Round`'s hot path, apart so that
round.py keeps to the state machine: one `Event` object for every equal event,
one `Discard` for every card, and the dealt hands as card sets
(cards.py)."""

from __future__ import annotations

from .actions import Action, Discard
from .actions import discard as _discard
from .cards import Card, full_deck
from .view import Event

NO_TAKES: tuple[int, bool] = (0, False)

# Every card's shared Discard action (actions.discard).
DISCARD_OF: dict[Card, Discard] = {card: _discard(card) for card in full_deck(1)}

# Events are values, so one object serves every equal event: by the identity
# of the engine's own action object (the event holds it, so the identity
# stays its own), the player and the card drawn.

_EVENTS: dict[tuple[int, int, Card | None], Event] = {}


def shared_event(player: int, action: Action, card: Card | None) -> Event:
    key = (id(action), player, card)
    event = _EVENTS.get(key)
    if event is None:
        if len(_EVENTS) > 100_000:  # (actions made outside the engine, kept alive)
            _EVENTS.clear()
        event = _EVENTS[key] = Event(player, action, card)
    return event


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
