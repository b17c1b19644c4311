"""Each player's last turn in a few words, written at their seat until their next
turn ("drew from the stock, threw 9♣"): the computers' moves stay readable after
the cards have landed, and a person can check what the others just did."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tonk_desktop.engine import (
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Event,
    Hit,
    Knock,
    LaySpread,
    Round,
    classify,
)
from tonk_desktop.ui.text.lists import listing
from tonk_desktop.ui.text.reasons import card_symbol
from tonk_desktop.ui.text.words import spread_text


def tr(text: str) -> str:
    return QCoreApplication.translate("LastTurn", text)


def last_turns(rnd: Round) -> dict[int, tuple[Event, ...]]:
    """Each player's latest turn that has a move in it (the one going on, for the
    player to act once they have moved): their events in order."""
    turns: dict[int, list[Event]] = {}
    previous: int | None = None
    for event in rnd.events:
        if event.player != previous:
            turns[event.player] = []
            previous = event.player
        turns[event.player].append(event)
    return {player: tuple(events) for player, events in turns.items()}


def clause(event: Event, short: bool = False) -> str:
    """One move, as the others at the table saw it (never a card drawn from the
    stock); `short` words the draws in one word, for a narrow name plate."""
    action = event.action
    if isinstance(action, Draw):
        if action.source == "stock" or event.card is None:
            return tr("drew") if short else tr("drew from the stock")
        card = card_symbol(event.card)
        return (tr("took {card}") if short else tr("took {card} from the pile")).replace(
            "{card}", card
        )
    if isinstance(action, Discard):
        return tr("threw {card}").replace("{card}", card_symbol(action.card))
    if isinstance(action, LaySpread):
        _kind, cards = classify(action.cards) or ("run", action.cards)
        return tr("laid {cards}").replace("{cards}", spread_text(cards))
    if isinstance(action, Hit):
        return tr("hit with {card}").replace("{card}", card_symbol(action.card))
    if isinstance(action, Knock):
        return tr("knocked")
    if isinstance(action, DeclineDiscard):
        return tr("declined the discard")
    if isinstance(action, DeclareTonk):
        return tr("declared a dealt 49")
    return str(action)


def turn_text(events: tuple[Event, ...], short: bool = False) -> str:
    """A turn's moves joined: "drew from the stock, threw 9♣"; `short`: "drew,
    threw 9♣", and a draw from the stock left out when more followed it ("laid
    A♥ 2♥ 3♥, threw K♦")."""
    if short and len(events) > 1:
        events = tuple(
            event
            for event in events
            if not (isinstance(event.action, Draw) and event.action.source == "stock")
        )
    return listing(clause(event, short) for event in events)
