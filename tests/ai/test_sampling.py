"""The hard player's samples of the unseen cards match what it has seen."""

from __future__ import annotations

import random
from collections import Counter

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.sampling import draws_so_far, sample_round
from tonk_desktop.engine import HouseRules, Round, RoundView, full_deck


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
