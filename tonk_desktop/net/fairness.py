"""The fair-deal proof (docs/protocol.md, "Fair deal").

At each deal the host commits to the deck: it sends
`sha256("tonk-deal-v1|" + salt + "|" + deck)` (the salt 32 random bytes in hex,
the deck its card names top card first, one space between), and keeps the
deck and the salt secret. At the round end it reveals both. Each client then
checks that the hash is the one it was sent at the deal, and replays the
round from the revealed deck with the moves it saw: its hand at the deal (or
at its rejoin), every card it drew, the hands revealed and the result must be
what the revealed deck makes of those moves. A host that changed a card
anywhere mid-round (the stock, another hand) must either reveal another deck
(the hash fails) or the deck it committed to (the replay then differs from
what the client saw).

The salt keeps the commitment from being searched: without it, a client that
knows its own hand could try decks until one hashed to the commitment. For the
same reason the host deals from `secrets`, never from a deal number (one of a
billion, which a client could search from its own hand).
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tonk_desktop.engine import Card, Event, HouseRules, IllegalAction, Round, RoundView, full_deck

SALT_BYTES = 32


def new_salt() -> str:
    return secrets.token_hex(SALT_BYTES)


def shuffled_deck(rules: HouseRules) -> list[Card]:
    """A deck shuffled from the operating system's secure random source."""
    deck = full_deck(rules.jokers)
    secrets.SystemRandom().shuffle(deck)
    return deck


def predictable_decks(seed: int) -> Callable[[HouseRules], list[Card]]:
    """Decks shuffled from `random.Random(seed)`: every deal follows from the
    seed. For tests and benchmarks only (`tonk-host --deck-seed`): whoever knows
    the seed knows every hand."""
    rng = random.Random(f"decks {seed}")

    def deck(rules: HouseRules) -> list[Card]:
        cards = full_deck(rules.jokers)
        rng.shuffle(cards)
        return cards

    return deck


def commitment(deck: Sequence[Card], salt: str) -> str:
    text = "tonk-deal-v1|" + salt + "|" + " ".join(str(card) for card in deck)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass
class DealWitness:
    """What one seat saw of one round, kept to check the reveal against.

    `start(view, commitment)` at the deal or at a rejoin (the view's hand at
    that point), `saw(event)` for each event (its card, when the seat saw
    one), `verify(deck, salt, final_view)` at the end."""

    seat: int
    rules: HouseRules
    dealer: int
    commitment: str
    hands: dict[int, Counter[Card]] = field(default_factory=dict)
    cards: dict[int, Card] = field(default_factory=dict)

    @classmethod
    def start(cls, view: RoundView, commitment_hex: str) -> DealWitness:
        witness = cls(view.player, view.rules, view.dealer, commitment_hex)
        witness.note_hand(view)
        for index, event in enumerate(view.history):
            if event.card is not None:
                witness.cards[index] = event.card
        return witness

    def note_hand(self, view: RoundView) -> None:
        """The seat's hand after `len(view.history)` events."""
        self.hands[len(view.history)] = Counter(view.hand)

    def forget_after(self, events: int) -> None:
        """Forget what was seen after the first `events` events (moves the host
        no longer has: it was resumed from a save a move or two back)."""
        self.hands = {i: hand for i, hand in self.hands.items() if i <= events}
        self.cards = {i: card for i, card in self.cards.items() if i < events}

    def saw(self, index: int, event: Event) -> None:
        if event.card is not None:
            self.cards[index] = event.card

    def verify(self, deck_names: object, salt: object, final: RoundView) -> tuple[bool, str]:
        """(True, "deal verified") or (False, what does not match)."""
        if not isinstance(salt, str) or not isinstance(deck_names, list):
            return False, "the host revealed no deck and salt"
        try:
            deck = [Card.parse(name) for name in deck_names]
        except (ValueError, TypeError):
            return False, "the revealed deck holds something that is not a card"
        if not hmac.compare_digest(commitment(deck, salt), self.commitment):
            return False, "the revealed deck and salt do not match the commitment sent at the deal"
        try:
            rnd = Round.deal(self.rules, dealer=self.dealer, deck=deck)
        except ValueError as error:
            return False, f"the revealed deck cannot be dealt: {error}"
        seat = self.seat
        for index, event in enumerate(final.history):
            problem = self._check_hand(rnd, index)
            if problem:
                return False, problem
            try:
                rnd.apply(event.action)
            except IllegalAction as error:
                return False, f"move {index + 1} ({event.action}) is illegal on this deck: {error}"
            seen = self.cards.get(index)
            if seen is not None and rnd.events[-1].card != seen:
                return False, (
                    f"move {index + 1}: the seat drew {seen}, the revealed deck puts"
                    f" {rnd.events[-1].card} there"
                )
        problem = self._check_hand(rnd, len(final.history))
        if problem:
            return False, problem
        if final.revealed_hands is not None and tuple(tuple(h) for h in rnd.hands) != tuple(
            final.revealed_hands
        ):
            return False, "the hands revealed at the end are not those the revealed deck deals"
        if final.result != rnd.result:
            return False, "the result is not the one the revealed deck gives"
        if Counter(rnd.hands[seat]) != Counter(final.hand):
            return False, "the seat's hand at the end is not the one the revealed deck gives"
        return True, "deal verified"

    def _check_hand(self, rnd: Round, index: int) -> str:
        seen = self.hands.get(index)
        if seen is not None and Counter(rnd.hands[self.seat]) != seen:
            return (
                f"after {index} moves the seat held {sorted(map(str, seen.elements()))},"
                f" the revealed deck gives {sorted(map(str, rnd.hands[self.seat]))}"
            )
        return ""
