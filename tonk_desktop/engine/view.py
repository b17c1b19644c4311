"""What one player may know of a round (`RoundView`, from `Round.view`) and
one applied action as others saw it (`Event`): plain, frozen values the
computer players and the window read. The state machine is `round.py`."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from .actions import Action, RoundResult, Spread
from .cards import ALL_BITS, JOKER, Card, cards_of, deck_counts
from .fastrandom import shuffle
from .legality import TurnAllows, turn_allows
from .rules import HouseRules

if TYPE_CHECKING:
    from .round import Round

Phase = Literal["start", "play", "over"]


@dataclass(frozen=True, slots=True)
class Event:
    """One applied action as others saw it. `card` is the card drawn: always for a
    draw from the discard pile; for a draw from the stock only in the drawer's
    own view (and in the full history)."""

    player: int
    action: Action
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class RoundView:
    """What one player may know of a round (`Round.view(i)`). It holds no card the
    player has not seen: other hands appear only as sizes and as the cards each
    player is known to hold (taken from the discard pile and not played since).
    `discard_pile` is every card seen going onto the pile, bottom first: what a
    perfect memory holds (only `discard_top` is shown on the table)."""

    player: int
    rules: HouseRules
    dealer: int
    current: int
    phase: Phase
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known_cards: tuple[tuple[Card, ...], ...]
    spreads: tuple[Spread, ...]
    discard_top: Card | None
    discard_pile: tuple[Card, ...]
    stock_count: int
    held: tuple[int, ...]
    held_now: bool
    taken_card: Card | None
    laid_new_spread: bool
    hits_this_turn: int
    drawn_hand_size: int
    had_turn: tuple[bool, ...]
    history: tuple[Event, ...]
    legal: tuple[Action, ...]
    result: RoundResult | None
    revealed_hands: tuple[tuple[Card, ...], ...] | None

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    @property
    def allows(self) -> TurnAllows:
        """What the rules allow the current player this turn as the view
        stands (may lay spreads, hits left, hits on runs only...): the
        engine's reading of the turn switches, for the computer players'
        searches, which read it rather than the switches. Made afresh on each
        read, from the rules, `held_now` and `hits_this_turn`."""
        return turn_allows(self.rules, self.held_now, self.hits_this_turn)

    def unseen_cards(self) -> list[Card]:
        """The cards this player cannot place: in other hands (beyond the known
        ones) or in the stock."""
        # The cards seen, as a card set (cards.py) and the jokers counted.
        seen = 0
        jokers = 0
        places = [self.hand, self.discard_pile, *(spread.cards for spread in self.spreads)]
        places += [cards for other, cards in enumerate(self.known_cards) if other != self.player]
        for cards in places:
            for card in cards:
                bit = card.bit
                if not bit:
                    jokers += 1
                elif seen & bit:
                    raise ValueError("the view is inconsistent: a card is in two places")
                else:
                    seen |= bit
        jokers = self.rules.jokers - jokers
        if jokers < 0:
            raise ValueError("the view is inconsistent: a card is in two places")
        return [*cards_of(ALL_BITS & ~seen), *[JOKER] * jokers]

    def deal_unseen(
        self, rng: random.Random, unseen: Sequence[Card] | None = None
    ) -> tuple[list[list[Card]], list[Card]]:
        """The unseen cards dealt at random to the other hands' unknown places
        and the stock: every hand (this player's own as it is; another's unknown
        cards first, then its known ones) and the stock, top card last, as
        `Round.from_view` takes them. `unseen`: `unseen_cards()`, when the caller
        deals many times."""
        unseen = list(unseen) if unseen is not None else self.unseen_cards()
        shuffle(rng, unseen)
        hands: list[list[Card]] = []
        position = 0
        for other in range(self.players):
            if other == self.player:
                hands.append(list(self.hand))
                continue
            known = list(self.known_cards[other])
            missing = self.hand_sizes[other] - len(known)
            hands.append(unseen[position : position + missing] + known)
            position += missing
        stock = unseen[position:]
        if len(stock) != self.stock_count:
            raise ValueError("the view is inconsistent: cards unaccounted for")
        return hands, stock

    def sample(self, rng: random.Random, unseen: Sequence[Card] | None = None) -> Round:
        """A full round consistent with this view, the unseen cards dealt
        uniformly (`deal_unseen`); every card this player has seen stays where it
        was seen. For the computer players' search, which deals many samples of
        one view: it may pass `unseen_cards()` computed once."""
        from .round import Round  # (round.py makes views: imported when first used)

        hands, stock = self.deal_unseen(rng, unseen)
        return Round.from_view(self, hands, stock, check=False)


def check_fits(view: RoundView, hands: list[list[Card]], stock: list[Card]) -> None:
    """ValueError unless `hands` and `stock` fit `view` (see `Round.from_view`)."""
    players = view.players
    if len(hands) != players:
        raise ValueError(f"from_view needs {players} hands, not {len(hands)}")
    if tuple(hands[view.player]) != view.hand:
        raise ValueError(f"player {view.player}'s hand must be the view's own")
    everything = list(stock)
    for player, hand in enumerate(hands):
        if len(hand) != view.hand_sizes[player]:
            raise ValueError(
                f"player {player} holds {view.hand_sizes[player]} cards, not {len(hand)}"
            )
        known = view.known_cards[player]
        if known and Counter(known) - Counter(hand):
            raise ValueError(f"player {player}'s hand lacks a card the view knows it holds")
        everything += hand
    if len(stock) != view.stock_count:
        raise ValueError(f"the stock holds {view.stock_count} cards, not {len(stock)}")
    everything += view.discard_pile
    for spread in view.spreads:
        everything += spread.cards
    # (dict's own ==: Counter's is written in Python, and no count here is 0)
    if not dict.__eq__(Counter(everything), deck_counts(view.rules.jokers)):
        raise ValueError("the hands, stock, pile and spreads must be the deck's cards, once each")
