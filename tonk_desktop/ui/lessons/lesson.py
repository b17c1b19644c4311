"""What a lesson is made of: a prepared deal (or two) and its steps.

A lesson is never code of its own: `script.py` lists the lessons (`LESSONS`)
in the order they are taught, as data of these types. Each deal names the
cards in every hand, the up-card and the top of the stock (the rest of the deck
follows in a fixed order), the house rules it pins, and its steps. A step is
one of three things:

- a move of yours (`by` 0): the lesson waits for exactly this move (`expect`,
  in the notation of `parse_move`), lights `target`, shows `text`, and refuses
  any other move with `why` (why this one is the move to make);
- a computer player's move (`by` 1 or 2): played for it, in its turn, at the
  computers' pace, while `text` (if any) says what to watch;
- a page to read (`expect` None): `text` with `target` lit, and a Next button.

The texts are the keys of the "Lessons" translation context. The tutor
(tutor.py) plays a script on the real window; the tests play every script
through the window with the right moves and a wrong one at every step.

Targets: "stock", "discard", "table" (the open felt: a new spread), "knock",
"declare", "badge" (your points), "result" (the round-end panel), "card XX"
(a card in your hand, several joined by spaces: "card 7C 7D 7H"), "spread N".
Several targets are joined by " + ".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tonk_desktop.engine import (
    Action,
    Card,
    DeclareTonk,
    Discard,
    Draw,
    Hit,
    HouseRules,
    Knock,
    LaySpread,
    full_deck,
    parse_cards,
)


@dataclass(frozen=True, slots=True)
class Step:
    text: str
    expect: str | None = None
    target: str = ""
    why: str = ""
    by: int = 0

    @property
    def is_read(self) -> bool:
        return self.expect is None

    def action(self) -> Action | None:
        return parse_move(self.expect) if self.expect is not None else None


@dataclass(frozen=True, slots=True)
class Deal:
    hands: tuple[str, ...]
    up_card: str
    stock: tuple[str, ...]
    steps: tuple[Step, ...]
    dealer: int = 1
    rules: dict[str, Any] = field(default_factory=dict)

    def house_rules(self, base: dict[str, Any]) -> HouseRules:
        return HouseRules().replace(players=len(self.hands), **{**base, **self.rules})

    def deck(self) -> list[Card]:
        """The whole deck in dealing order: one card at a time from the left of
        the dealer, then the up-card, then the stock top first, then the rest."""
        players = len(self.hands)
        hands = [parse_cards(hand) for hand in self.hands]
        order: list[Card] = []
        for k in range(max(len(hand) for hand in hands)):
            for seat in range(players):
                player = (self.dealer + 1 + seat) % players
                order.append(hands[player][k])
        order.append(Card.parse(self.up_card))
        order.extend(Card.parse(name) for name in self.stock)
        if len(set(order)) != len(order):
            raise ValueError(f"a card is named twice in the deal {self.hands}")
        return order + [card for card in full_deck() if card not in order]


@dataclass(frozen=True, slots=True)
class Lesson:
    key: str
    title: str
    summary: str
    deals: tuple[Deal, ...]
    rules: dict[str, Any] = field(default_factory=dict)


def parse_move(text: str) -> Action:
    """ "draw stock", "draw discard", "spread 7C 7D 7H", "hit 8C 1", "discard KH",
    "knock", "declare": the action a step expects."""
    word, _, rest = text.partition(" ")
    if word == "draw" and rest in ("stock", "discard"):
        return Draw("stock" if rest == "stock" else "discard")
    if word == "spread":
        return LaySpread(tuple(parse_cards(rest)))
    if word == "hit":
        card, index = rest.split()
        return Hit(Card.parse(card), int(index))
    if word == "discard":
        return Discard(Card.parse(rest))
    if word == "knock" and not rest:
        return Knock()
    if word == "declare" and not rest:
        return DeclareTonk()
    raise ValueError(f"not a lesson move: {text!r}")


def targets(step: Step) -> list[tuple[str, tuple[str, ...]]]:
    """The step's targets as (kind, arguments): [("card", ("7C", "7D")), ("table", ())]."""
    found = []
    for part in step.target.split("+"):
        words = part.split()
        if words:
            found.append((words[0], tuple(words[1:])))
    return found
