"""`Round.from_view`: a search's round, built from what one player sees and the
hidden cards it dealt; cards that do not fit the view are refused."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest
from engine_support import card, play, table

from tonk_desktop.engine import Card, HouseRules, Round, RoundView

Cards = tuple[list[list[Card]], list[Card]]


def position() -> tuple[Round, RoundView]:
    """Player 0 draws the 9♦ and throws it; player 1 takes it; player 2 looks."""
    rnd = table(
        HouseRules(), ["2C 3C 4D 5H 3S", "AC 2D 3H 4S 8C", "10C 5D 2S KS 5C"], stock="9D 9H 9S"
    )
    play(rnd, "stock", "discard 9D", "pile")
    return rnd, rnd.view(2)


def real_cards(rnd: Round) -> Cards:
    return [list(rnd.hand(p)) for p in range(rnd.players)], list(rnd.stock)


def test_the_real_cards_rebuild_the_round_as_it_stands() -> None:
    rnd, view = position()
    hands, stock = real_cards(rnd)
    rebuilt = Round.from_view(view, hands, stock)
    assert rebuilt.view(2) == view
    assert [list(rebuilt.hand(p)) for p in range(3)] == hands
    assert rebuilt.legal_actions() == rnd.legal_actions()
    hands[1].clear()  # the round keeps its own lists
    assert len(rebuilt.hand(1)) == 6
    with pytest.raises(ValueError, match="no deal to write down"):
        rebuilt.to_history()


def test_dealt_hidden_cards_fit_the_view() -> None:
    rnd = Round.deal(HouseRules(jokers=2), dealer=1, rng=random.Random(4))
    play(rnd, "stock")
    view = rnd.view(0)
    hands, stock = view.deal_unseen(random.Random(2))
    assert Round.from_view(view, hands, stock).view(0) == view


def swap(cards: Cards, player: int, name: str) -> None:
    """Swap a card of `player`'s hand with the stock's top card."""
    hands, stock = cards
    index = hands[player].index(card(name))
    hands[player][index], stock[-1] = stock[-1], hands[player][index]


def drop_hand(cards: Cards) -> None:
    cards[0].pop()


def change_own_hand(cards: Cards) -> None:
    swap(cards, 2, "KS")


def move_to_stock(cards: Cards) -> None:
    hands, stock = cards
    stock.append(hands[0].pop())


def lose_known_card(cards: Cards) -> None:
    swap(cards, 1, "9D")


def short_stock(cards: Cards) -> None:
    cards[1].pop()


def duplicate_a_card(cards: Cards) -> None:
    hands, stock = cards
    stock[0] = hands[0][0]  # the same card in a hand and in the stock


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (drop_hand, "needs 3 hands, not 2"),
        (change_own_hand, "player 2's hand must be the view's own"),
        (move_to_stock, "player 0 holds 5 cards, not 4"),
        (lose_known_card, "player 1's hand lacks a card the view knows it holds"),
        (short_stock, "the stock holds"),
        (duplicate_a_card, "the deck's cards, once each"),
    ],
)
def test_cards_that_do_not_fit_the_view_are_refused(
    spoil: Callable[[Cards], None], message: str
) -> None:
    rnd, view = position()
    cards = real_cards(rnd)
    spoil(cards)
    with pytest.raises(ValueError, match=message):
        Round.from_view(view, *cards)
    # Unchecked, the same cards are taken as they are (the caller vouches).
    if spoil is duplicate_a_card:
        Round.from_view(view, *cards, check=False)


def test_an_open_view_knows_every_hand_and_deals_only_the_stock() -> None:
    # The practice with open cards: every hand lies face up.
    rnd, view = position()
    opened = rnd.open_view(2)
    assert opened.known_cards[:2] == (rnd.hand(0), rnd.hand(1))
    assert opened.known_cards[2] == view.known_cards[2]  # its own: as the view has it
    assert dataclasses.replace(opened, known_cards=view.known_cards) == view
    assert sorted(opened.unseen_cards()) == sorted(rnd.stock)
    for seed in range(5):
        sampled = opened.sample(random.Random(seed))
        assert [sampled.hand(p) for p in range(3)] == [rnd.hand(p) for p in range(3)]
        assert sorted(sampled.stock) == sorted(rnd.stock)
