"""The normal player's fast paths give its plain search's numbers to the last
bit: a cost one rounding apart can break a tie another way and change a move."""

from __future__ import annotations

import math
import random

import pytest

from tonk_desktop.ai.drawn import DrawnHands
from tonk_desktop.ai.normal import POINTS_PER_UNIT, NormalBot, NormalWeights, TurnSearch
from tonk_desktop.engine import JOKER, HouseRules, Round, RoundView, discard_blocked, full_deck

RULES = (
    HouseRules(),
    HouseRules().replace(jokers=2, discard_back=True, hit_runs_only=True, dead_books=True),
    HouseRules().replace(players=2, jokers=2, ace_points=10, joker_points=50),
    HouseRules().replace(players=4, jokers=2, hand_size=7),
)


def positions(seed: int, count: int) -> list[RoundView]:
    """Views of the player to move at the start of a turn, from rounds played
    at random under each of RULES."""
    rng = random.Random(seed)
    found: list[RoundView] = []
    while len(found) < count:
        rules = rng.choice(RULES)
        deck = full_deck(rules.jokers)
        rng.shuffle(deck)
        rnd = Round.deal(rules, dealer=rng.randrange(rules.players), deck=deck)
        while not rnd.is_over and len(found) < count:
            view = rnd.view(rnd.current)
            if view.phase == "start" and rng.random() < 0.5:
                found.append(view)
            rnd.apply(rng.choice(rnd.legal_actions()))
    return found


def weights(rng: random.Random) -> NormalWeights:
    """The default weights, or others as a style might set them."""
    if rng.random() < 0.5:
        return NormalWeights()
    return NormalWeights(promise=rng.choice((0.3, 0.9, 1.7)), danger=rng.choice((0.0, 4.0, 7.5)))


@pytest.mark.parametrize("seed", range(4))
def test_drawn_hands_price_every_draw_as_the_search_does(seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    for view in positions(seed, 25):
        search = TurnSearch(view, weights(rng))
        # The view's own hand, and hands of every size (with jokers) the
        # view's unseen cards and hand can make.
        cards = [*view.hand, *search.unseen_cards]
        hands = [view.hand]
        for size in (0, 1, 2, 3, 5, 7, 9):
            hands.append(tuple(rng.sample(cards, min(size, len(cards) - 1))))
        for hand in hands:
            drawn = DrawnHands(search, hand, -POINTS_PER_UNIT * search.opponents)
            for card in {*cards, JOKER}:
                if card.bit and card in hand:
                    continue
                expected = search.best_discard((*hand, card), None)[0]
                got = drawn.least_discard(card)
                assert got.hex() == expected.hex(), (hand, card)
                if discard_blocked(search.discard_back, (*hand, card), card):
                    # Taken from the pile: the card cannot go straight back.
                    expected = search.best_discard((*hand, card), card)[0]
                    assert drawn.least_kept(card).hex() == expected.hex(), (hand, card)
                checked += 1
    assert checked > 1000


@pytest.mark.parametrize("seed", range(3))
def test_the_stock_bound_never_passes_a_stock_cost_above_the_bar(seed: int) -> None:
    rng = random.Random(seed)
    settled = 0
    for view in positions(100 + seed, 40):
        bot = NormalBot(seed, weights(rng))
        search = TurnSearch(view, bot.weights)
        table = search.table_of(view)
        exact = bot.stock_cost(view, search, table, 99, len(view.hand) + 1)
        for bar in (math.nextafter(exact, -math.inf), exact - 1.0, exact - 20.0):
            fresh = TurnSearch(view, bot.weights)
            drawn = DrawnHands(fresh, view.hand, -POINTS_PER_UNIT * fresh.opponents)
            assert not bot.stock_at_most(fresh, drawn, table, bar)
        fresh = TurnSearch(view, bot.weights)
        drawn = DrawnHands(fresh, view.hand, -POINTS_PER_UNIT * fresh.opponents)
        if bot.stock_at_most(fresh, drawn, table, exact + 2.0):
            settled += 1
    assert settled > 10  # (the bound does settle most positions a little above)


@pytest.mark.parametrize("seed", range(3))
def test_the_costs_without_each_card_are_each_discards_cost(seed: int) -> None:
    rng = random.Random(seed)
    for view in positions(200 + seed, 30):
        search = TurnSearch(view, weights(rng))
        cards = [*view.hand, *search.unseen_cards]
        for size in (3, 4, 6, 8, 10):
            hand = tuple(rng.sample(cards, min(size, len(cards))))
            left = search.costs_without_each(hand)
            for index, card in enumerate(hand):
                by_hand = left[index] + search.discard_danger(card, hand)
                assert by_hand.hex() == search.discard_cost(hand, card).hex(), (hand, card)


@pytest.mark.parametrize("seed", range(3))
def test_a_drawn_hand_searches_as_the_whole_hand_does(seed: int) -> None:
    rng = random.Random(seed)
    for view in positions(300 + seed, 40):
        weighed = weights(rng)
        table = TurnSearch(view, weighed).table_of(view)
        cards = [*TurnSearch(view, weighed).unseen, JOKER]
        for card in rng.sample(cards, min(8, len(cards))):
            for taken in (None, card):
                for hits_left in (0, 1, 99):
                    whole = TurnSearch(view, weighed)
                    size = len(view.hand) + 1
                    expected = whole.best((*view.hand, card), table, hits_left, taken, False, size)
                    search = TurnSearch(view, weighed)
                    drawn = DrawnHands(search, view.hand, -POINTS_PER_UNIT * search.opponents)
                    got = search.best_drawn(drawn, card, table, hits_left, size, taken)
                    assert got.hex() == expected.hex()
                    assert search.nodes == whole.nodes
