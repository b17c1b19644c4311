"""The engine's card sets and bit tables agree with the card-by-card rules they
shortcut, and follow the cards through whole rounds."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from itertools import combinations

from tonk_desktop.engine import (
    JOKER,
    Card,
    HouseRules,
    Round,
    RoundView,
    classify,
    fastrandom,
    full_deck,
    hand_spreads,
)
from tonk_desktop.engine.cards import PARTNERS, STANDARD_DECK, bits_of, cards_of
from tonk_desktop.engine.fastrandom import sample, shuffle
from tonk_desktop.engine.round import _table_takes
from tonk_desktop.engine.spreads import HitInfo, _may_spread, hit_info


def test_a_hand_without_jokers_may_spread_exactly_when_three_of_its_cards_do() -> None:
    rng = random.Random(23)
    deck = full_deck(0)
    seen = {True: 0, False: 0}
    for size in range(13):
        for _ in range(400):
            hand = rng.sample(deck, size)
            three = any(classify(cards) is not None for cards in combinations(hand, 3))
            assert _may_spread(hand) is three, hand
            assert bool(hand_spreads(hand)) is three, hand
            seen[three] += 1
    assert seen[True] > 500 and seen[False] > 500


def test_a_joker_always_takes_the_long_way() -> None:
    rng = random.Random(5)
    deck = full_deck(2)
    for _ in range(300):
        hand = [*rng.sample(deck[:52], 5), deck[52]]
        assert _may_spread(hand)


def test_the_engines_shuffle_is_the_standard_one() -> None:
    assert fastrandom.FAST  # else every deal would take the slow way
    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        mine = full_deck(seed % 3 and 2)[: 20 + seed % 35]
        stdlib = list(mine)
        shuffle(ours, mine)
        theirs.shuffle(stdlib)
        assert mine == stdlib
        assert ours.getstate() == theirs.getstate()
    empty: list[int] = []
    shuffle(random.Random(1), empty)
    assert empty == []


def test_a_random_source_of_its_own_shuffles_its_own_way() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
            x.reverse()

    items = [1, 2, 3]
    shuffle(Reversing(1), items)
    assert items == [3, 2, 1]


def test_the_engines_sample_is_the_standard_one() -> None:
    for seed in range(300):
        ours, theirs = random.Random(seed), random.Random(seed)
        population = list(range(seed % 60))
        for _ in range(5):
            k = ours.randrange(len(population) + 1)
            assert theirs.randrange(len(population) + 1) == k
            assert sample(ours, population, k) == theirs.sample(population, k)
        assert ours.getstate() == theirs.getstate()


def _random_rules(rng: random.Random) -> HouseRules:
    """House rules with every switch drawn from the values it takes."""
    while True:
        choice: dict[str, object] = {}
        for field in dataclasses.fields(HouseRules):
            allowed = HouseRules.allowed(field.name)
            if allowed.choices:
                choice[field.name] = rng.choice(allowed.choices)
            else:
                choice[field.name] = rng.randint(allowed.low, min(allowed.high, 60))
        try:
            return HouseRules.from_dict(choice)
        except ValueError:
            continue  # an impossible mix (four hands of nine, double-double for three)


def _check_card_sets(rnd: Round) -> None:
    """The round's card sets, totals and table bits are those of its cards."""
    points = rnd.rules.points_table()
    for player, hand in enumerate(rnd.hands):
        assert (rnd.card_sets[player], rnd.jokers_held[player]) == bits_of(hand)
        assert rnd.hand_total(player) == sum(points[card.rank] for card in hand)
    infos = [HitInfo(spread.kind, spread.cards) for spread in rnd.spreads]
    assert rnd._takes == _table_takes(infos, rnd.rules.hit_runs_only)


def _unseen_by_counting(view: RoundView) -> list[Card]:
    pool = Counter(full_deck(view.rules.jokers))
    pool.subtract(view.hand)
    for spread in view.spreads:
        pool.subtract(spread.cards)
    pool.subtract(view.discard_pile)
    for other, known in enumerate(view.known_cards):
        if other != view.player:
            pool.subtract(known)
    return sorted(pool.elements(), key=lambda card: card.sort_key)


def test_a_rounds_card_sets_follow_its_hands_and_table_under_random_rules() -> None:
    rng = random.Random(2323)
    spreads_seen = 0
    for number in range(150):
        rules = _random_rules(rng)
        rnd = Round.deal(rules, dealer=number % rules.players, rng=rng)
        _check_card_sets(rnd)
        for _ in range(300):
            if rnd.is_over:
                break
            view = rnd.view(rnd.current)
            assert view.unseen_cards() == _unseen_by_counting(view)
            copy = rnd.copy()
            rnd.apply(rng.choice(rnd.legal_actions()))
            _check_card_sets(rnd)
            _check_card_sets(copy)  # the copy's sets are its own
            spreads_seen += len(rnd.spreads)
    assert spreads_seen > 100


def test_the_table_takes_as_hits_what_its_spreads_take_card_by_card() -> None:
    rng = random.Random(7)
    deck = full_deck(2)
    checked = 0
    for _ in range(400):
        for cards in hand_spreads(rng.sample(deck, 10)):
            kind_order = classify(cards)
            assert kind_order is not None
            info = hit_info(*kind_order)
            naturals = [card for card in kind_order[1] if card.rank]
            for card in deck:
                if not card.rank:
                    expected = len(kind_order[1]) < (4 if kind_order[0] == "book" else 13)
                elif kind_order[0] == "book":
                    expected = len(kind_order[1]) < 4 and card.rank == naturals[0].rank
                else:
                    expected = card.rank in info.ranks and card.suit == naturals[0].suit
                assert info.takes(card) is expected, (cards, card)
                assert bool(info.bits & card.bit) is (expected and bool(card.rank))
            checked += 1
    assert checked > 1000


def test_a_card_set_lists_its_cards_in_sort_order_and_knows_their_partners() -> None:
    rng = random.Random(11)
    for _ in range(500):
        cards = rng.sample(list(STANDARD_DECK), rng.randint(0, 52))
        mask, jokers = bits_of([*cards, JOKER])
        assert jokers == 1
        assert cards_of(mask) == sorted(cards, key=lambda card: card.sort_key)
    for card in STANDARD_DECK:
        partners = {
            other
            for other in STANDARD_DECK
            if other is not card
            and (
                other.rank == card.rank
                or (other.suit == card.suit and abs(other.rank - card.rank) <= 2)
            )
        }
        assert cards_of(PARTNERS[card.code]) == sorted(partners, key=lambda c: c.sort_key)
