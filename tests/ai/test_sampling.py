"""The hard player's samples of the unseen cards match what it has seen."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.base import draws_so_far
from tonk_desktop.ai.sampling import (
    InferenceSettings,
    OpponentModel,
    Sampler,
    _lowest_rivals,
    resample,
    sample_round,
    weighted_samples,
)
from tonk_desktop.ai.styles import KNOCK_RULES
from tonk_desktop.engine import (
    Card,
    Discard,
    Draw,
    HouseRules,
    Round,
    RoundView,
    full_deck,
    parse_cards,
)


def mid_round_views(count: int) -> list[RoundView]:
    """Views of every player at many points of rounds normal bots play, with
    jokers and four players so cards are taken from the pile often."""
    rng = random.Random(17)
    views: list[RoundView] = []
    for number in range(count):
        rules = HouseRules.preset("encyclopedia").replace(players=2 + number % 3)
        rnd = Round.deal(rules, dealer=0, rng=rng)
        bots = [make_bot("normal", seed=seat) for seat in range(rules.players)]
        while not rnd.is_over:
            views.extend(rnd.view(player) for player in range(rules.players))
            rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
    return views


def test_every_sample_matches_its_view() -> None:
    rng = random.Random(5)
    checked_known = 0
    for view in mid_round_views(40):
        if view.phase == "over":
            continue
        sample = sample_round(view, rng, seen_per_turn=0.6, turns=draws_so_far(view))
        assert sample.hand(view.player) == view.hand
        for other in range(view.players):
            hand = Counter(sample.hand(other))
            assert len(sample.hand(other)) == view.hand_sizes[other]
            # Cards seen taken from the pile stay in the hand that took them.
            assert not Counter(view.known_cards[other]) - hand
            checked_known += len(view.known_cards[other])
        assert sample.discard_pile == view.discard_pile
        assert sample.spreads == view.spreads
        assert sample.stock_count == view.stock_count
        assert sample.current == view.current and sample.phase == view.phase
        everything = Counter(sample.stock)
        for player in range(view.players):
            everything.update(sample.hand(player))
        everything.update(view.discard_pile)
        for spread in view.spreads:
            everything.update(spread.cards)
        assert everything == Counter(full_deck(view.rules.jokers))
        # The sample plays on exactly as the view says the round stands.
        if view.legal:
            assert sample.legal_actions() == list(view.legal)
    assert checked_known > 50  # the check above was not vacuous


def test_opponents_are_dealt_lower_cards_the_longer_they_have_played() -> None:
    views = [
        view
        for view in mid_round_views(30)
        if view.phase == "start" and draws_so_far(view)[(view.player + 1) % view.players] >= 2
    ]
    assert views
    points = HouseRules.preset("encyclopedia").card_points

    def unknown_points(seen_per_turn: float) -> float:
        rng = random.Random(1)
        total = 0.0
        for view in views:
            other = (view.player + 1) % view.players
            known = len(view.known_cards[other])
            for _ in range(20):
                sample = sample_round(view, rng, seen_per_turn, draws_so_far(view))
                cards = sample.hand(other)[: len(sample.hand(other)) - known]
                total += sum(points(card.rank) for card in cards)
        return total

    assert unknown_points(1.0) < unknown_points(0.0)


def opponent_threw(card: str) -> RoundView:
    """Two players, dealer 0: player 1 draws from the stock and throws `card`;
    the view is player 0's at the start of its first turn."""
    hand1 = parse_cards(f"{card} 9C 8D 7H 6S")
    hand0 = parse_cards("KD QS JH 10C 2D")
    dealt = [c for pair in zip(hand1, hand0, strict=True) for c in pair]
    top = [*dealt, Card.parse("2C"), Card.parse("3H")]
    deck = top + [c for c in full_deck(0) if c not in top]
    rnd = Round.deal(HouseRules(players=2), dealer=0, deck=deck)
    rnd.apply(Draw("stock"))
    rnd.apply(Discard(Card.parse(card)))
    return rnd.view(0)


def believed(
    view: RoundView, weighted: bool, measure: Callable[[tuple[Card, ...]], float]
) -> float:
    """The mean of `measure` over player 1's hand in deals of `view`, with the
    opponent model's weights or without."""
    model = OpponentModel(view, random.Random(3))
    deals = weighted_samples(view, random.Random(4), 2000, model)
    total = sum((w if weighted else 1.0) * measure(s.hand(1)) for s, w in deals)
    return total / sum((w if weighted else 1.0) for _, w in deals)


def hand_total(hand: tuple[Card, ...]) -> float:
    return float(sum(HouseRules().card_points(card.rank) for card in hand))


def lone_cards_over_four(hand: tuple[Card, ...]) -> float:
    """Cards worth more than 4 that pair or nearly run with nothing in the hand."""
    lone = 0
    for card in hand:
        if HouseRules().card_points(card.rank) <= 4:
            continue
        if not any(
            other is not card
            and (
                other.rank == card.rank
                or (other.suit == card.suit and abs(other.rank - card.rank) <= 2)
            )
            for other in hand
        ):
            lone += 1
    return float(lone)


def test_an_opponent_who_threw_a_low_card_is_believed_to_keep_no_lone_high_cards() -> None:
    view = opponent_threw("4S")
    assert believed(view, True, lone_cards_over_four) < 0.5 * believed(
        view, False, lone_cards_over_four
    )


def test_an_opponent_who_did_not_knock_is_believed_to_hold_more() -> None:
    # A king thrown says nothing about the cards kept; not knocking says the
    # hand was not low.
    view = opponent_threw("KS")
    assert believed(view, True, hand_total) > believed(view, False, hand_total) + 1


def test_resampling_follows_the_weights() -> None:
    view = opponent_threw("4S")
    rng = random.Random(6)
    heavy = view.sample(rng)
    light = view.sample(rng)
    chosen = resample([(heavy, 9.0), (light, 1.0)], 10, rng)
    assert chosen.count(heavy) == 9 and chosen.count(light) == 1


def test_a_biased_sample_declares_a_dealt_49_only_for_a_hand_of_49() -> None:
    """Under "50_only_49_in_turn" a player who has not yet had a turn may
    declare a dealt 49. The sampler leans opponents' hands low after dealing
    them: the round it returns must judge the hands it holds, not the ones it
    dealt first. (Jokers worth 29 make a 49 common: a joker and 20 more.)"""
    rules = HouseRules(players=4, jokers=2, joker_points=29, dealt_tonk="50_only_49_in_turn")
    rng = random.Random(8)
    checked = 0
    for seed in range(80):
        rnd = Round.deal(rules, dealer=0, rng=random.Random(seed))
        if rnd.is_over:
            continue
        view = rnd.view(rnd.current)  # players 2 and 3 have not had a turn
        for _ in range(20):
            sample = sample_round(view, rng, seen_per_turn=2.0, turns=[1, 1, 1, 1])
            for other in (2, 3):
                holds_49 = sample.hand_total(other) == 49
                assert sample.pending_dealt_49(other) == holds_49
                checked += holds_49
    assert checked > 0  # some sampled hands did hold 49


def lean_low_by_hand(
    view: RoundView, rng: random.Random, leans: list[float], turns: list[int]
) -> tuple[list[list[Card]], list[Card]]:
    """The low-biased deal written out plainly, one step after another: the
    unseen cards dealt uniformly (`deal_unseen`), then each opponent's unknown
    cards and the stock's top few seen together and the lowest kept, then the
    stock shuffled again."""
    hands, stock = view.deal_unseen(rng)
    if max(leans) <= 0:
        return hands, stock
    points = view.rules.points_table()
    for other in range(view.players):
        if other == view.player or not stock:
            continue
        hand = hands[other]
        unknown = len(hand) - len(view.known_cards[other])
        extra = min(len(stock), int(leans[other] * turns[other] + rng.random()))
        if unknown <= 0 or extra <= 0:
            continue
        looked = hand[:unknown] + stock[-extra:]
        looked.sort(key=lambda card: points[card.rank])
        hand[:unknown] = looked[:unknown]
        stock[-extra:] = looked[unknown:]
    rng.shuffle(stock)
    return hands, stock


def test_the_sampler_deals_as_the_low_biased_deal_written_out_does() -> None:
    """`Sampler` deals many samples of one view with what does not change
    worked out once: the same cards in the same places from the same random
    numbers, leaving the source where the plain deal leaves it."""
    dealt = 0
    for number, view in enumerate(mid_round_views(12)):
        if view.phase == "over":
            continue
        turns = draws_so_far(view)
        leans = [(0.0, 0.3, 1.3, 2.5)[(number + p) % 4] for p in range(view.players)]
        if number % 5 == 0:
            leans = [0.0] * view.players
        sampler = Sampler(view, leans, turns, view.unseen_cards())
        ours, theirs = random.Random(number), random.Random(number)
        for _ in range(3):
            deal = sampler.deal(ours)
            hands, stock = lean_low_by_hand(view, theirs, leans, turns)
            assert deal.hands == hands and deal.stock == stock
            assert deal.totals == deal.round(view).totals()
            dealt += 1
        assert ours.getstate() == theirs.getstate()
    assert dealt > 500


def test_a_deal_is_weighed_as_each_turns_stays_and_discard_likelihood_say() -> None:
    """`OpponentModel.weigh_hands` reads a deal's hands without a round, with
    what does not change from deal to deal worked out once; its weight and
    styles are those of `stays` and `discard_likelihood`, to the last bit."""
    every_style = tuple((rule, 1.0 / len(KNOCK_RULES)) for rule in KNOCK_RULES.values())
    weighed = 0
    for number, view in enumerate(mid_round_views(16)):
        if view.phase == "over" or number % 3:
            continue
        rng = random.Random(number)
        model = OpponentModel(view, rng, beliefs=[every_style] * view.players)
        if not model.turns:
            continue
        sampler = Sampler(view, 0.6, draws_so_far(view))
        for _ in range(5):
            deal = sampler.deal(rng)
            weight = 1.0
            styles = {}
            for turn in model.turns:
                hand = deal.hands[turn.player]
                stays = model.stays(turn, hand)
                mixed = [
                    p * stay for (_, p), stay in zip(model.beliefs[turn.player], stays, strict=True)
                ]
                weight *= sum(mixed) * model.discard_likelihood(turn, hand)
                styles[turn.player] = tuple(m / sum(mixed) for m in mixed)
            found = model.weigh_hands(deal.hands, deal.totals)
            assert found[0].hex() == weight.hex() and found[1] == styles
            assert model.weigh(deal.round(view)) == (weight, styles)
            weighed += 1
    assert weighed > 100


def test_a_deal_weighed_against_one_style_is_weighed_as_against_several() -> None:
    """Against opponents believed to play one style (the normal player's, until
    the hard player adapts), `weight_of` reads each deal from tables made once
    and leaves the styles' chances out; the weight is `weigh_hands`', to the
    last bit, also where a hand's total runs past its table."""
    weighed = 0
    for number, view in enumerate(mid_round_views(16)):
        if view.phase == "over" or number % 2:
            continue
        rng = random.Random(number)
        model = OpponentModel(view, rng)
        assert model.single
        if not model.turns:
            continue
        sampler = Sampler(view, 0.6, draws_so_far(view))
        for count in range(8):
            hands, _, totals = sampler.dealt(rng)
            if count == 7:  # no table long enough: the totals are read the slow way
                model._reads = [read._replace(padded=[]) for read in model._reads]
            expected = model.weigh_hands(hands, totals)
            assert model.weight_of(hands, totals).hex() == expected[0].hex()
            assert all(chances == (1.0,) for chances in expected[1].values())
            weighed += 1
    assert weighed > 200


class StdlibRandom(random.Random):
    """A source the engine's fast paths leave alone: its sample and shuffle
    are the standard library's."""


def test_the_rivals_lowest_totals_are_drawn_as_random_sample_draws_them() -> None:
    """The knock model's deals (`_lowest_rivals`) take their cards with
    `random.sample` written in: the same totals, the same numbers drawn."""
    takes: set[int] = set()
    for number, view in enumerate(mid_round_views(10)):
        if view.phase == "over" or number % 2:
            continue
        settings = InferenceSettings(model_samples=20)
        points = view.rules.points_table()
        pool = [points[card.rank] for card in view.unseen_cards()]
        draws = draws_so_far(view)
        other = (view.player + 1) % view.players
        for seen_per_turn in (0.0, 0.6, 2.5):
            ours, theirs = random.Random(number), StdlibRandom(number)
            found = _lowest_rivals(view, other, ours, settings, seen_per_turn, 1, pool, draws)
            expected = _lowest_rivals(view, other, theirs, settings, seen_per_turn, 1, pool, draws)
            assert found == expected
            assert ours.getstate() == theirs.getstate()
            for rival in range(view.players):
                if rival != other:
                    unknown = view.hand_sizes[rival] - len(view.known_cards[rival])
                    extra = round(seen_per_turn * (draws[rival] + 1))
                    takes.add(min(len(pool), unknown + extra))
    # Both of random.sample's ways were taken: by a set of indices (a few
    # cards of a large pool), and from a copy of the pool.
    assert min(takes) <= 5 and max(takes) > 5
