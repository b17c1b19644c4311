"""The hard player learns which cards an opponent throws first from the hands
every seat saw at round ends, and its playouts throw that opponent's cards so."""

from __future__ import annotations

import random

from shown_rounds import shown_session

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.base import Bot
from tonk_desktop.ai.beliefs import DiscardHabit, last_discards
from tonk_desktop.ai.hard import HardBot
from tonk_desktop.ai.rollout import RolloutPolicy
from tonk_desktop.engine import (
    Card,
    Discard,
    Draw,
    HouseRules,
    Knock,
    Round,
    full_deck,
    parse_cards,
)
from tonk_desktop.sim.simulation import sim_bot

RULES = HouseRules().replace(players=2)


def play(bots: list[Bot], number: int) -> tuple[Round, dict[int, tuple[Card, tuple[Card, ...]]]]:
    """A round of these bots, and for each player the last card they threw
    and the hand that throw left them, read from the full round as it was
    played."""
    rnd = Round.deal(RULES, dealer=number % 2, rng=random.Random(number))
    thrown: dict[int, tuple[Card, tuple[Card, ...]]] = {}
    while not rnd.is_over:
        player = rnd.current
        action = bots[player].choose(rnd.view(player))
        rnd.apply(action)
        if isinstance(action, Discard):
            thrown[player] = (action.card, tuple(rnd.hands[player]))
        elif not isinstance(action, Knock):
            thrown.pop(player, None)  # (a draw, a spread or a hit: the hand moved on)
    return rnd, thrown


def session(opponent: str, rounds: int, shuffle_stock: bool = False) -> HardBot:
    """Hard shown `rounds` rounds from a normal player's seat facing `opponent`."""
    return shown_session(
        sim_bot(opponent, seed=4), rounds, lambda bots, n: play(bots, n)[0], shuffle_stock
    )


def test_a_last_discard_is_read_only_with_the_hand_it_left() -> None:
    # From seat 0's view of each finished round: the opponent's last discard
    # and the hand shown at the end, exactly where that hand is the one the
    # discard left (nothing of theirs but a knock after it).
    bots: list[Bot] = [make_bot("normal", seed=1), sim_bot("tuning:72", seed=2)]
    read = skipped = 0
    for number in range(40):
        rnd, thrown = play(bots, number)
        found = last_discards(rnd.view(0))
        assert set(found) <= {1}
        if 1 in found:
            assert found[1] == thrown[1]
            read += 1
        else:
            skipped += 1
            assert 1 not in thrown or not thrown[1][0].rank
    assert read >= 20
    assert skipped >= 1


def test_the_cards_thrown_first_are_learned_from_the_hands_shown() -> None:
    view = Round.deal(RULES, dealer=0, rng=random.Random(1)).view(0)
    points = RULES.points_table()
    # A player who throws their highest lone card: the playouts' own order.
    assert session("normal", 40).styles.throws(view) == [None, None]
    # One who keeps middle ranks and throws aces and kings: aces and kings
    # go before sevens and eights, whatever their points.
    throws = session("tuning:72", 40).styles.throws(view)
    assert throws[0] is None
    weights = throws[1]
    assert weights is not None
    assert min(weights[1], weights[13]) > max(weights[7], weights[8])
    assert weights[1] > points[1]
    # Before any comparison, a player throws as the playouts do.
    assert DiscardHabit(0.97).throws(points) is None


def test_what_is_learned_of_the_discards_is_only_what_the_seat_saw() -> None:
    # Rounds that look the same from the seat but differ in cards nobody saw.
    plain = session("tuning:72", 12)
    shuffled = session("tuning:72", 12, shuffle_stock=True)
    assert plain.styles.habits == shuffled.styles.habits
    assert plain.styles.habits[1].comparisons > 0


def test_the_playouts_throw_an_opponents_cards_by_their_learned_weights() -> None:
    # Player 1 draws a card that goes with nothing; holding a lone ace, seven
    # and king, the playouts throw the king, or the ace for a player whose
    # weights put aces first.
    hand1, hand0 = parse_cards("AC 7D KS 4H 9C"), parse_cards("2D 5S JC 3H 8S")
    dealt = [card for pair in zip(hand1, hand0, strict=True) for card in pair]
    top = [*dealt, Card.parse("QD"), Card.parse("3S")]
    deck = top + [card for card in full_deck(0) if card not in top]
    rnd = Round.deal(RULES, dealer=0, deck=deck)
    assert rnd.current == 1
    rnd.apply(Draw("stock"))
    policy = RolloutPolicy(rnd)
    assert policy.choose(rnd, [1, 0]) == Discard(Card.parse("KS"))
    aces_first = (0.0, 12.0, 2, 3, 4, 5, 6, 1.0, 8, 9, 9.5, 10, 10, 10)
    policy.throws = [None, tuple(float(weight) for weight in aces_first)]
    assert policy.choose(rnd, [1, 0]) == Discard(Card.parse("AC"))
