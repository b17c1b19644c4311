"""Helpers for the engine tests: stacked decks and a short way to write moves."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tonk_desktop.engine import (
    Action,
    Card,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    HouseRules,
    Knock,
    LaySpread,
    Round,
    full_deck,
    parse_cards,
)


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def card(name: str) -> Card:
    return Card.parse(name)


# Cards for the hands a test leaves to chance (None): taken in this order,
# skipping any the test named, so the filler hands are middling and hold no spread.
FILLER = cards(
    "10H JS 6D 8C 2H QS 7D 9C 4H KS 3D 5C AH 10S JD 6C 8H 2S QD 7C 9H 4S KD 3C 5H AS "
    "10D JC 6H 8S 2D QC 7H 9S 4D KC 3H 5S AD 10C JH 6S 8D 2C QH 7S 9D 4C KH 3S 5D AC"
)


def stacked_deck(
    rules: HouseRules,
    hands: Sequence[str | None],
    up: str | None = None,
    stock: str = "",
    dealer: int | None = None,
) -> list[Card]:
    """A deck (top first) that deals `hands[p]` to player p in that order, turns
    up `up` and puts `stock` on top of the stock; the other cards follow."""
    players = rules.players
    if dealer is None:
        dealer = players - 1
    named = [c for text in hands if text for c in cards(text)]
    named += cards(up or "") + cards(stock)
    spare = iter(c for c in FILLER if c not in named)
    dealt = [
        cards(text) if text else [next(spare) for _ in range(rules.hand_size)] for text in hands
    ]
    assert len(dealt) == players, "one hand per player"
    assert all(len(hand) == rules.hand_size for hand in dealt), "full hands"
    assert (up is not None) == rules.initial_discard, "an up-card exactly when the rules turn one"
    deck = [
        dealt[(dealer + 1 + k) % players][k // players] for k in range(players * rules.hand_size)
    ]
    if up is not None:
        deck.append(card(up))
    deck.extend(cards(stock))
    rest = Counter(full_deck(rules.jokers))
    rest.subtract(deck)
    twice = [str(c) for c, count in rest.items() if count < 0]
    assert not twice, f"stacked twice: {twice}"
    deck.extend(sorted(rest.elements(), key=lambda c: c.sort_key))
    return deck


def table(
    rules: HouseRules,
    hands: Sequence[str | None],
    up: str | None = "KD",
    stock: str = "",
    dealer: int | None = None,
) -> Round:
    """A round dealt from a stacked deck. By default the dealer is the last
    player, so player 0 plays first. A hand given as None is dealt middling
    cards nobody else in the test names."""
    if dealer is None:
        dealer = rules.players - 1
    if not rules.initial_discard:
        up = None
    deck = stacked_deck(rules, hands, up, stock, dealer)
    return Round.deal(rules, dealer=dealer, deck=deck)


def move(text: str) -> Action:
    """An action from a short phrase: "stock", "pile", "spread 5C 6C 7C",
    "hit 4C 0", "discard KD", "knock", "decline", "declare"."""
    word, _, rest = text.partition(" ")
    if word == "stock":
        return Draw("stock")
    if word == "pile":
        return Draw("discard")
    if word == "spread":
        return LaySpread(cards(rest))
    if word == "hit":
        name, index = rest.split()
        return Hit(card(name), int(index))
    if word == "discard":
        return Discard(card(rest))
    if word == "knock":
        return Knock()
    if word == "decline":
        return DeclineDiscard()
    if word == "declare":
        return DeclareTonk()
    raise AssertionError(f"unknown move {text!r}")


def play(rnd: Round, *moves: str) -> Round:
    """Apply the moves in turn (each must be legal) and return the round."""
    for text in moves:
        rnd.apply(move(text))
    return rnd


def net(rnd: Round) -> tuple[int, ...]:
    assert rnd.result is not None, "the round is not over"
    return rnd.result.net


def payments(rnd: Round) -> list[tuple[int, int, int]]:
    assert rnd.result is not None, "the round is not over"
    return [(p.payer, p.payee, p.units) for p in rnd.result.payments]
