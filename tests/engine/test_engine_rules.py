"""One test per rule and per switch of docs/rules.md, each named after it, played
through stacked decks. Player 0 plays first (the dealer is the last player)
unless a test says otherwise."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from engine_support import card, cards, net, payments, play, table

from tonk_desktop.engine import (
    JOKER,
    Card,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    HouseRules,
    IllegalAction,
    Knock,
    LaySpread,
    Round,
    choose_first_dealer,
    classify,
    full_deck,
    next_dealer,
)
from tonk_desktop.engine.rules import DealtTonk

CLASSIC = HouseRules()
# The hands of players a test does not care about: middling, no spreads.
PLAIN_1 = PLAIN_2 = None


def reason(rnd: Round, action: object) -> str:
    """The reason apply() gives for refusing `action`; asserts nothing changed."""
    before = rnd.to_history()
    hands = [rnd.hand(p) for p in range(rnd.players)]
    with pytest.raises(IllegalAction) as caught:
        rnd.apply(action)  # type: ignore[arg-type]
    assert rnd.to_history() == before
    assert [rnd.hand(p) for p in range(rnd.players)] == hands
    return caught.value.reason


def draw_and_discard_drawn(rnd: Round) -> None:
    """Take the stock's top card and throw it away again."""
    rnd.apply(Draw("stock"))
    rnd.apply(Discard(rnd.hand(rnd.current)[-1]))


# ------------------------------------------------ 1. cards, points, players


def test_one_deck_of_52_without_jokers() -> None:
    rnd = Round.deal(CLASSIC, rng=random.Random(1))
    everything = [*rnd.discard_pile, *rnd.stock]
    for player in range(3):
        everything.extend(rnd.hand(player))
    assert Counter(everything) == Counter(full_deck(0))
    assert len(everything) == 52
    assert JOKER not in everything


def test_jokers_adds_two_wild_jokers() -> None:
    rnd = Round.deal(HouseRules(jokers=2), rng=random.Random(1))
    everything = [*rnd.discard_pile, *rnd.stock]
    for player in range(3):
        everything.extend(rnd.hand(player))
    assert len(everything) == 54
    assert everything.count(JOKER) == 2
    # Wild: a joker stands for the missing 6♣ and for a third 9.
    assert classify(cards("5C JK 7C")) == ("run", tuple(cards("5C JK 7C")))
    assert classify(cards("9D JK 9S")) is not None
    with pytest.raises(ValueError, match="jokers"):
        HouseRules(jokers=1)


def test_hand_points_ace_1_faces_10() -> None:
    rnd = table(CLASSIC, ["AC 2C 10C JC QC", "KC 3D 4D 5D 6D", "7H 8H 9H 10H AS"])
    assert rnd.totals() == (1 + 2 + 10 + 10 + 10, 10 + 3 + 4 + 5 + 6, 7 + 8 + 9 + 10 + 1)
    assert CLASSIC.card_points(13) == 10
    assert CLASSIC.card_points(1) == 1


def test_ace_points_10() -> None:
    rules = HouseRules(ace_points=10)
    rnd = table(rules, ["AC 2C 10C JC QC", "KC 3D 4D 5D 6D", "7H 8H 9H 10H AS"])
    assert rnd.hand_total(0) == 42
    assert rnd.hand_total(2) == 44
    with pytest.raises(ValueError, match="ace_points"):
        HouseRules(ace_points=11)


def test_joker_points() -> None:
    hands = ["JK 2C 3C 9D KS", PLAIN_1, PLAIN_2]
    assert table(HouseRules(jokers=2), hands).hand_total(0) == 15 + 2 + 3 + 9 + 10
    assert table(HouseRules(jokers=2, joker_points=0), hands).hand_total(0) == 24
    with pytest.raises(ValueError, match="joker_points"):
        HouseRules(joker_points=-1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_2_to_4(players: int) -> None:
    rnd = Round.deal(HouseRules(players=players), dealer=0, rng=random.Random(players))
    assert rnd.players == players
    assert all(len(rnd.hand(p)) == 5 for p in range(players))
    assert rnd.current == 1


@pytest.mark.parametrize("players", [1, 5])
def test_players_outside_2_to_4_rejected(players: int) -> None:
    with pytest.raises(ValueError, match="players"):
        HouseRules(players=players)


@pytest.mark.parametrize("hand_size", [5, 7, 9])
def test_hand_size(hand_size: int) -> None:
    rules = HouseRules(players=4, hand_size=hand_size)
    rnd = Round.deal(rules, rng=random.Random(hand_size))
    assert all(len(rnd.hand(p)) == hand_size for p in range(4))
    assert rnd.stock_count == 52 - 4 * hand_size - 1
    with pytest.raises(ValueError, match="hand_size"):
        HouseRules(hand_size=6)


# ------------------------------------------------------- 2. dealer and deal


def test_deal_one_card_at_a_time_from_left_of_dealer_then_up_card_then_stock() -> None:
    deck = full_deck(0)
    rnd = Round.deal(CLASSIC, dealer=1, deck=deck)
    # Left of dealer 1 is player 2: dealt cards 0, 3, 6, ...
    assert rnd.hand(2) == tuple(deck[0:15:3])
    assert rnd.hand(0) == tuple(deck[1:15:3])
    assert rnd.hand(1) == tuple(deck[2:15:3])
    assert rnd.discard_top == deck[15]
    assert rnd.stock_count == 52 - 16
    assert rnd.current == 2
    rnd.apply(Draw("stock"))
    assert rnd.hand(2)[-1] == deck[16]


def test_initial_discard_off_first_player_must_draw_from_stock() -> None:
    rules = HouseRules(initial_discard=False)
    rnd = table(rules, ["5C 6C 7C 9H 9S", PLAIN_1, PLAIN_2], up=None, stock="QS")
    assert rnd.discard_top is None
    assert rnd.stock_count == 52 - 15
    assert Draw("discard") not in rnd.legal_actions()
    assert reason(rnd, Draw("discard")) == "the discard pile is empty"
    rnd.apply(Draw("stock"))
    assert rnd.hand(0)[-1] == card("QS")


def test_choose_first_dealer_highest_card_deals_ties_draw_again() -> None:
    ties_seen = 0
    for seed in range(300):
        dealer, draws = choose_first_dealer(3, random.Random(seed))
        assert set(draws[0]) == {0, 1, 2}, "everyone gets a card first"
        for before, after in itertools.pairwise(draws):
            best = max(c.rank for c in before.values())
            tied = {p for p, c in before.items() if c.rank == best}
            assert len(tied) >= 2
            assert set(after) == tied, "only the tied players draw again"
            ties_seen += 1
        last = draws[-1]
        assert all(last[dealer].rank > c.rank for p, c in last.items() if p != dealer)
    assert ties_seen > 0


def test_king_high_ace_low_for_first_dealer() -> None:
    # Find a draw where a king and an ace met: the king's holder dealt.
    for seed in range(500):
        dealer, draws = choose_first_dealer(2, random.Random(seed))
        ranks = {c.rank for c in draws[-1].values()}
        if ranks == {1, 13}:
            assert draws[-1][dealer].rank == 13
            return
    raise AssertionError("no king-against-ace draw in 500 seeds")


def test_next_dealer_passes_left_after_every_round() -> None:
    assert next_dealer(0, 3) == 1
    assert next_dealer(2, 3) == 0
    assert next_dealer(3, 4) == 0
    assert next_dealer(1, 2) == 0


def test_play_starts_left_of_dealer_and_goes_clockwise() -> None:
    rnd = Round.deal(CLASSIC, dealer=1, rng=random.Random(3))
    order = []
    for _ in range(4):
        order.append(rnd.current)
        draw_and_discard_drawn(rnd)
    assert order == [2, 0, 1, 2]


# ------------------------------------------------- 3. settled at the deal

FIFTY = "KC KH KS QC 10C"
FORTY_NINE = "KD QD QH QS 9D"


@pytest.mark.parametrize("dealt", [FIFTY, FORTY_NINE])
def test_dealt_tonk_49_50_wins_2_from_everyone(dealt: str) -> None:
    rnd = table(CLASSIC, [PLAIN_1, dealt, PLAIN_2], up="AD")
    assert rnd.is_over
    assert rnd.result is not None
    assert rnd.result.kind == "dealt_tonk"
    assert rnd.result.winners == (1,)
    assert payments(rnd) == [(0, 1, 2), (2, 1, 2)]
    assert net(rnd) == (-2, 4, -2)
    assert rnd.legal_actions() == []
    assert reason(rnd, Draw("stock")) == "the round is over"


def test_dealt_tonk_two_players_is_a_misdeal() -> None:
    rnd = table(CLASSIC, [FIFTY, FORTY_NINE, PLAIN_2], up="AD")
    assert rnd.result is not None
    assert rnd.result.kind == "misdeal"
    assert rnd.result.payments == ()
    assert net(rnd) == (0, 0, 0)


def test_dealt_tonk_off() -> None:
    rnd = table(HouseRules(dealt_tonk="off"), [PLAIN_1, FIFTY, PLAIN_2], up="AD")
    assert not rnd.is_over
    assert rnd.current == 0


def test_dealt_tonk_50_only_49_in_turn_50_wins_at_once_even_against_a_49() -> None:
    rules = HouseRules(dealt_tonk="50_only_49_in_turn")
    rnd = table(rules, [FORTY_NINE, FIFTY, PLAIN_2], up="AD")
    assert rnd.result is not None
    assert rnd.result.kind == "dealt_tonk"
    assert rnd.result.winners == (1,)
    assert net(rnd) == (-2, 4, -2)


def test_dealt_tonk_50_only_49_in_turn_declared() -> None:
    rules = HouseRules(dealt_tonk="50_only_49_in_turn")
    rnd = table(rules, [PLAIN_1, FORTY_NINE, PLAIN_2], up="AD")
    assert not rnd.is_over, "a 49 does not win at the deal"
    assert DeclareTonk() not in rnd.legal_actions()
    assert reason(rnd, DeclareTonk()) == "only a dealt hand of 49 can be declared"
    draw_and_discard_drawn(rnd)
    assert rnd.legal_actions()[0] == DeclareTonk()
    rnd.apply(DeclareTonk())
    assert rnd.result is not None
    assert rnd.result.kind == "dealt_tonk"
    assert rnd.result.winners == (1,)
    assert net(rnd) == (-2, 4, -2)


def test_dealt_tonk_50_only_49_in_turn_lost_if_knock_before_turn() -> None:
    rules = HouseRules(dealt_tonk="50_only_49_in_turn")
    rnd = table(rules, ["AC 2C 3D 4H 5S", FORTY_NINE, PLAIN_2], up="AD")
    rnd.apply(Knock())
    assert rnd.result is not None
    assert rnd.result.kind == "knock"
    assert rnd.result.winners == (0,)
    assert net(rnd) == (2, -1, -1)


def test_dealt_tonk_50_only_49_in_turn_two_49s_the_first_to_play_declares() -> None:
    # Both may declare at the start of their first turn; the first to come wins.
    rules = HouseRules(dealt_tonk="50_only_49_in_turn")
    rnd = table(rules, [PLAIN_1, FORTY_NINE, "KH QC JC JH 9C"], up="AD")
    draw_and_discard_drawn(rnd)
    rnd.apply(DeclareTonk())
    assert rnd.result is not None and rnd.result.winners == (1,)
    assert net(rnd) == (-2, 4, -2)


def test_dealt_tonk_50_only_49_in_turn_a_low_deal_beside_a_49_wins_at_once() -> None:
    # A 49 is no win until it is declared, so it does not make a misdeal.
    rules = HouseRules(dealt_tonk="50_only_49_in_turn", low_deal_13=True)
    rnd = table(rules, [FORTY_NINE, "AC 2C 3D 3H 4S", PLAIN_2], up="AD")
    assert rnd.result is not None and rnd.result.kind == "low_deal"
    assert rnd.result.winners == (1,)


def test_dealt_tonk_50_only_49_in_turn_lost_after_the_first_turn_starts() -> None:
    rules = HouseRules(dealt_tonk="50_only_49_in_turn")
    rnd = table(rules, [PLAIN_1, FORTY_NINE, PLAIN_2], up="AD")
    draw_and_discard_drawn(rnd)
    rnd.apply(Draw("stock"))
    expected = "a dealt 49 must be declared at the start of your first turn"
    assert reason(rnd, DeclareTonk()) == expected
    rnd.apply(Discard(rnd.hand(1)[-1]))
    draw_and_discard_drawn(rnd)
    draw_and_discard_drawn(rnd)
    assert rnd.current == 1
    assert DeclareTonk() not in rnd.legal_actions()
    assert reason(rnd, DeclareTonk()) == expected


def test_low_deal_13_wins_2() -> None:
    rules = HouseRules(low_deal_13=True)
    rnd = table(rules, [PLAIN_1, "AC 2C 3D 3H 4S", PLAIN_2])
    assert rnd.result is not None
    assert rnd.result.kind == "low_deal"
    assert net(rnd) == (-2, 4, -2)
    # 14 is not low; and the switch off, 13 is nothing.
    assert not table(rules, [PLAIN_1, "AC 2C 3D 3H 5S", PLAIN_2]).is_over
    assert not table(CLASSIC, [PLAIN_1, "AC 2C 3D 3H 4S", PLAIN_2]).is_over


def test_low_deal_9_wins_3() -> None:
    rules = HouseRules(low_deal_9=True)
    rnd = table(rules, [PLAIN_1, "AC AD 2C 2D 3S", PLAIN_2])
    assert rnd.result is not None
    assert rnd.result.kind == "low_deal"
    assert payments(rnd) == [(0, 1, 3), (2, 1, 3)]
    assert not table(rules, [PLAIN_1, "AC AD 2C 2D 4S", PLAIN_2]).is_over


def test_low_deal_both_on_9_or_less_pays_3_else_13_pays_2() -> None:
    rules = HouseRules(low_deal_9=True, low_deal_13=True)
    assert net(table(rules, [PLAIN_1, "AC AD 2C 2D 3S", PLAIN_2])) == (-3, 6, -3)
    assert net(table(rules, [PLAIN_1, "AC AD 2C 2D 6S", PLAIN_2])) == (-2, 4, -2)


# Hands of seven and nine cards that would win at the deal with five.
LONG_DEALT_TONKS = {
    7: ["KC KD KH QS 5C 2D 2S", "KC KD KH QS 5C 3D 2S"],  # 49, 50
    9: ["KC KD KH QS 3C 2D 2S AC AD", "KC KD KH QS 4C 2D 2S AC AD"],  # 49, 50
}
LONG_LOW_DEALS = {
    7: ["AC AD AH AS 2C 2D 2H", "AC AD AH AS 2C 2D 5S"],  # 10, 13
    9: ["JK JK AC AD AH 2C 2D 2H 2S", "JK JK AC AD AH AS 2C 2D 3S"],  # jokers 0: 9, 9
}


def hand_total(rules: HouseRules, hand: str) -> int:
    return sum(rules.card_points(c.rank) for c in cards(hand))


@pytest.mark.parametrize("hand_size", [7, 9])
@pytest.mark.parametrize("dealt_tonk", ["49_50", "50_only_49_in_turn"])
def test_dealt_tonk_is_a_five_card_rule(hand_size: int, dealt_tonk: DealtTonk) -> None:
    # docs/rules.md §3: with 7 or 9 cards there is no dealt tonk, whatever the switch says.
    rules = HouseRules(hand_size=hand_size, dealt_tonk=dealt_tonk)
    assert not rules.settles_at_deal
    for hand, total in zip(LONG_DEALT_TONKS[hand_size], (49, 50), strict=True):
        assert hand_total(rules, hand) == total
        rnd = table(rules, [None, hand, None], up="JS")
        assert not rnd.is_over, hand
        draw_and_discard_drawn(rnd)
        assert rnd.current == 1
        assert DeclareTonk() not in rnd.legal_actions(), "no dealt 49 to declare"
        assert reason(rnd, DeclareTonk()) == "only a dealt hand of 49 can be declared"
        # A computer player's guess at the table has no dealt 49 either.
        guess = rnd.view(1).sample(random.Random(1))
        assert DeclareTonk() not in guess.legal_actions()


@pytest.mark.parametrize("hand_size", [7, 9])
def test_low_deal_is_a_five_card_rule(hand_size: int) -> None:
    rules = HouseRules(
        low_deal_13=True, low_deal_9=True, hand_size=hand_size, jokers=2, joker_points=0
    )
    for hand in LONG_LOW_DEALS[hand_size]:
        assert hand_total(rules, hand) <= 13
        rnd = table(rules, [hand, None, None], up="JS")
        assert not rnd.is_over, hand
        assert rnd.current == 0


def test_dealt_tonk_and_low_deal_settle_at_the_deal_with_five_cards_only() -> None:
    assert HouseRules().settles_at_deal
    assert HouseRules(low_deal_13=True).settles_at_deal
    assert not HouseRules(hand_size=7).settles_at_deal
    assert not HouseRules(hand_size=9).settles_at_deal


def test_two_automatic_wins_of_any_mix_are_a_misdeal() -> None:
    rules = HouseRules(low_deal_9=True)
    rnd = table(rules, [FIFTY, "AD AH 2D 2H 3S", PLAIN_2])
    assert rnd.result is not None
    assert rnd.result.kind == "misdeal"
    assert net(rnd) == (0, 0, 0)


def test_reaching_49_or_50_after_play_starts_means_nothing() -> None:
    rnd = table(CLASSIC, ["KC KH KS QC 2C", PLAIN_1, PLAIN_2], stock="10D")
    play(rnd, "stock", "discard 2C")
    assert rnd.hand_total(0) == 50
    assert not rnd.is_over
    assert rnd.current == 1


# ------------------------------------------------------------ 4. a turn


def test_knock_ends_the_round_at_the_start_of_a_turn() -> None:
    rnd = table(CLASSIC, ["AC 2C 3D 4H 5S", PLAIN_1, PLAIN_2])
    assert Knock() in rnd.legal_actions()
    rnd.apply(Knock())
    assert rnd.is_over
    assert rnd.result is not None
    assert rnd.result.knocker == 0


def test_knock_timing_before_draw() -> None:
    rnd = table(CLASSIC, ["AC 2C 3D 4H 5S", PLAIN_1, PLAIN_2])
    rnd.apply(Draw("stock"))
    assert Knock() not in rnd.legal_actions()
    assert reason(rnd, Knock()) == "you may only knock before drawing"


def test_knock_timing_any_time_after_drawing_and_spreading() -> None:
    rules = HouseRules(knock_timing="any_time")
    rnd = table(rules, ["5C 6C 7C 2D 3D", PLAIN_1, PLAIN_2], stock="AH")
    play(rnd, "stock", "spread 5C 6C 7C")
    assert Knock() in rnd.legal_actions()
    rnd.apply(Knock())
    assert rnd.result is not None
    assert rnd.result.kind == "knock"
    assert rnd.result.totals[0] == 6
    assert net(rnd) == (2, -1, -1)


def test_draw_from_stock_takes_its_top_card() -> None:
    rnd = table(CLASSIC, [PLAIN_1, PLAIN_2, "9C 9D 2S 3S 4D"], stock="QS JS")
    before = rnd.stock_count
    rnd.apply(Draw("stock"))
    assert rnd.hand(0)[-1] == card("QS")
    assert rnd.stock_count == before - 1
    assert rnd.discard_top == card("KD")


def test_draw_from_discard_takes_its_top_card() -> None:
    rnd = table(CLASSIC, [PLAIN_1, PLAIN_2, "9C 9D 2S 3S 4D"], up="QS")
    rnd.apply(Draw("discard"))
    assert rnd.hand(0)[-1] == card("QS")
    assert rnd.discard_top is None
    assert reason(rnd, Draw("stock")) == "you have already drawn this turn"


def test_spread_book_of_three_or_four() -> None:
    rnd = table(CLASSIC, ["5C 5D 5H 5S 9H", PLAIN_1, PLAIN_2], stock="QS")
    rnd.apply(Draw("stock"))
    legal = rnd.legal_actions()
    assert LaySpread(cards("5C 5D 5H")) in legal
    assert LaySpread(cards("5S 5C 5H 5D")) in legal
    rnd.apply(LaySpread(cards("5S 5H 5D 5C")))
    assert rnd.spreads[0].kind == "book"
    assert rnd.spreads[0].owner == 0
    assert rnd.spreads[0].cards == tuple(cards("5C 5D 5H 5S"))


def test_spread_run_of_three_or_more_in_one_suit() -> None:
    rnd = table(CLASSIC, ["7H 4H 6H 5H 2C", PLAIN_1, PLAIN_2], stock="QS")
    rnd.apply(Draw("stock"))
    assert LaySpread(cards("4H 5H 6H")) in rnd.legal_actions()
    rnd.apply(LaySpread(cards("6H 4H 7H 5H")))
    assert rnd.spreads[0].kind == "run"
    assert rnd.spreads[0].cards == tuple(cards("4H 5H 6H 7H"))


def test_ace_is_low_only() -> None:
    rnd = table(CLASSIC, ["AS 2S 3S QS KS", PLAIN_1, PLAIN_2], stock="9D")
    rnd.apply(Draw("stock"))
    assert LaySpread(cards("AS 2S 3S")) in rnd.legal_actions()
    assert reason(rnd, LaySpread(cards("QS KS AS"))) == "the ace is low only: Q-K-A is not a run"


def test_run_must_be_one_suit_and_in_sequence() -> None:
    rnd = table(CLASSIC, ["4H 5H 6C 7H 9H", PLAIN_1, PLAIN_2], stock="9D")
    rnd.apply(Draw("stock"))
    assert reason(rnd, LaySpread(cards("4H 5H 6C"))) == "a run must be one suit"
    assert reason(rnd, LaySpread(cards("5H 7H 9H"))) == "a run must be cards in sequence"
    assert reason(rnd, LaySpread(cards("4H 5H"))) == "a spread needs at least three cards"
    assert reason(rnd, LaySpread(cards("9H 9D 4H"))) == "a book must be cards of one rank"
    assert reason(rnd, LaySpread(cards("4H 5H 3H"))) == "3♥ is not in your hand"


def test_each_broken_spread_rule_has_its_own_code() -> None:
    """The window translates a refusal by its code, so each rule needs one."""
    rnd = table(CLASSIC, ["4H 5H 6C 7H 9H", PLAIN_1, PLAIN_2], stock="9D")
    rnd.apply(Draw("stock"))
    codes = []
    for spread in ("4H 5H 6C", "5H 7H 9H", "4H 5H", "9H 9D 4H"):
        with pytest.raises(IllegalAction) as caught:
            rnd.apply(LaySpread(cards(spread)))
        codes.append(caught.value.code)
    assert codes == [
        "run_mixed_suits",
        "run_not_in_sequence",
        "spread_too_short",
        "book_mixed_ranks",
    ]


def test_jokers_stand_for_any_card_and_a_spread_needs_a_natural_card() -> None:
    rules = HouseRules(jokers=2)
    rnd = table(rules, ["5C 7C JK 9D 2S", PLAIN_1, PLAIN_2], stock="JK")
    rnd.apply(Draw("stock"))
    legal = rnd.legal_actions()
    assert LaySpread(cards("5C JK 7C")) in legal
    assert LaySpread(cards("9D JK JK")) in legal
    rnd.apply(LaySpread(cards("5C JK 7C")))
    assert rnd.spreads[0].cards == tuple(cards("5C JK 7C"))
    assert classify(cards("JK JK JK")) is None


def test_one_natural_card_and_jokers_is_a_book_and_stays_a_book() -> None:
    rules = HouseRules(jokers=2)
    rnd = table(rules, ["9D JK JK 9S 10D", PLAIN_1, PLAIN_2], stock="QS")
    play(rnd, "stock", "spread 9D JK JK")
    assert rnd.spreads[0].kind == "book"
    assert Hit(card("9S"), 0) in rnd.legal_actions()
    assert reason(rnd, Hit(card("10D"), 0)) == "10♦ does not fit this book"


def test_joker_place_in_a_run_floats() -> None:
    rules = HouseRules(jokers=2)
    rnd = table(rules, ["5C 6C JK 4C 8C", PLAIN_1, PLAIN_2], stock="QS")
    play(rnd, "stock", "spread 5C 6C JK")
    # The joker may stand for the 4 or the 7: both 4♣ and 7♣ and even 8♣ fit.
    legal = rnd.legal_actions()
    assert Hit(card("4C"), 0) in legal
    assert Hit(card("8C"), 0) in legal
    rnd.apply(Hit(card("8C"), 0))
    assert rnd.spreads[0].cards == tuple(cards("5C 6C JK 8C"))
    rnd.apply(Hit(card("4C"), 0))
    assert rnd.spreads[0].cards == tuple(cards("4C 5C 6C JK 8C"))


def test_hit_own_or_another_players_spread() -> None:
    rnd = table(CLASSIC, ["5C 6C 7C 4C 2D", "8C 9S 10H JD KH", PLAIN_2], stock="QS QH")
    play(rnd, "stock", "spread 5C 6C 7C", "hit 4C 0", "discard QS")
    play(rnd, "stock", "hit 8C 0")
    spread = rnd.spreads[0]
    assert spread.owner == 0
    assert spread.cards == tuple(cards("4C 5C 6C 7C 8C"))
    assert reason(rnd, Hit(card("9S"), 0)) == "9♠ does not extend this run"
    assert reason(rnd, Hit(card("10H"), 3)) == "there is no such spread on the table"


def test_hit_runs_only() -> None:
    rules = HouseRules(hit_runs_only=True)
    hands = ["9H 9S 9D 2D 3D", "9C 5C 6C 7C KH", PLAIN_2]
    rnd = table(rules, hands, stock="QS 8C")
    play(rnd, "stock", "spread 9H 9S 9D", "discard QS", "stock", "spread 5C 6C 7C")
    assert Hit(card("9C"), 0) not in rnd.legal_actions()
    assert reason(rnd, Hit(card("9C"), 0)) == "you may only hit runs, not books"
    play(rnd, "hit 8C 1")
    # Without the switch the same book takes the 9♣.
    rnd = table(CLASSIC, hands, stock="QS 8C")
    play(rnd, "stock", "spread 9H 9S 9D", "discard QS", "stock", "hit 9C 0")


def test_discard_ends_the_turn() -> None:
    rnd = table(CLASSIC, [PLAIN_1, PLAIN_2, "9C 9D 2S 3S 4D"], stock="QS")
    play(rnd, "stock", "discard QS")
    assert rnd.discard_top == card("QS")
    assert rnd.current == 1
    assert rnd.phase == "start"
    assert reason(rnd, Discard(card("9S"))) == "draw a card first"


def test_card_taken_from_the_discard_pile_may_not_be_discarded() -> None:
    rnd = table(CLASSIC, [PLAIN_1, PLAIN_2, "9C 9D 2S 3S 4D"], up="QS")
    rnd.apply(Draw("discard"))
    assert Discard(card("QS")) not in rnd.legal_actions()
    expected = "you may not discard the card you took from the discard pile"
    assert reason(rnd, Discard(card("QS"))) == expected


def test_discard_back() -> None:
    rnd = table(HouseRules(discard_back=True), [PLAIN_1, PLAIN_2, "9C 9D 2S 3S 4D"], up="QS")
    hand = rnd.hand(0)
    play(rnd, "pile", "discard QS")
    assert rnd.discard_top == card("QS")
    assert rnd.hand(0) == hand


def test_taken_card_may_be_discarded_when_it_is_the_last_card() -> None:
    # Otherwise the turn could never end. Discarding it, the player goes out.
    rnd = table(CLASSIC, ["5C 6C 7C 8C 9C", PLAIN_1, PLAIN_2], up="QS")
    play(rnd, "pile", "spread 5C 6C 7C 8C 9C")
    assert rnd.legal_actions() == [Discard(card("QS"))]
    rnd.apply(Discard(card("QS")))
    assert rnd.result is not None
    assert rnd.result.kind == "went_out"


def test_tonk_out_hand_emptied_by_spreads_no_discard_pays_2() -> None:
    rnd = table(CLASSIC, ["5C 6C 7C 9H 9S", PLAIN_1, PLAIN_2], stock="9D")
    play(rnd, "stock", "spread 5C 6C 7C", "spread 9H 9S 9D")
    assert rnd.result is not None
    assert rnd.result.kind == "tonk_out"
    assert rnd.result.winners == (0,)
    assert payments(rnd) == [(1, 0, 2), (2, 0, 2)]
    assert rnd.legal_actions() == []


def test_went_out_last_card_discarded_pays_1() -> None:
    rnd = table(CLASSIC, ["5C 6C 7C 8C 9S", PLAIN_1, PLAIN_2], stock="9C")
    play(rnd, "stock", "spread 5C 6C 7C 8C 9C", "discard 9S")
    assert rnd.result is not None
    assert rnd.result.kind == "went_out"
    assert net(rnd) == (2, -1, -1)


def test_must_lay_spreads() -> None:
    rules = HouseRules(must_lay_spreads=True)
    rnd = table(rules, ["5C 6C 7C 2D 9H", PLAIN_1, PLAIN_2], stock="KS")
    assert Knock() not in rnd.legal_actions()
    expected = "you must lay down every spread you hold before ending your turn"
    assert reason(rnd, Knock()) == expected
    rnd.apply(Draw("stock"))
    assert not any(isinstance(a, Discard) for a in rnd.legal_actions())
    assert reason(rnd, Discard(card("2D"))) == expected
    play(rnd, "spread 5C 6C 7C", "discard 2D")
    # Without the switch the spread may be held.
    rnd = table(CLASSIC, ["5C 6C 7C 2D 9H", PLAIN_1, PLAIN_2], stock="KS")
    play(rnd, "stock", "discard 2D")


def test_must_lay_spreads_aces_may_be_held() -> None:
    rules = HouseRules(must_lay_spreads=True)
    rnd = table(rules, ["AC AD AH 5D 9S", PLAIN_1, PLAIN_2], stock="KS")
    assert Knock() in rnd.legal_actions()
    play(rnd, "stock", "discard 9S")
    assert rnd.hand(0) == tuple(cards("AC AD AH 5D KS"))


def hit_and_hold(rules: HouseRules) -> Round:
    """Player 1 hits player 0's run; player 2 passes; player 0 is to play."""
    rnd = table(
        rules,
        ["5C 6C 7C 9H 9S", "8C 2S 3D 4H QH", "10D 10S 6D 7S KC"],
        stock="JD KH QS 9D",
    )
    play(rnd, "stock", "spread 5C 6C 7C", "discard JD")
    play(rnd, "stock", "hit 8C 0", "discard KH")
    play(rnd, "stock", "discard QS")
    return rnd


def test_hit_penalty_off_holds_nobody() -> None:
    rnd = hit_and_hold(CLASSIC)
    assert not rnd.view(0).held_now
    assert rnd.view(0).held == (0, 0, 0)


def test_hit_penalty_no_spreads() -> None:
    rnd = hit_and_hold(HouseRules(hit_penalty="no_spreads"))
    assert rnd.current == 0
    assert rnd.view(0).held_now
    rnd.apply(Draw("stock"))  # a held player still draws
    assert not any(isinstance(a, LaySpread) for a in rnd.legal_actions())
    expected = "you are held this turn and may not lay new spreads"
    assert reason(rnd, LaySpread(cards("9H 9S 9D"))) == expected
    play(rnd, "discard 9D")  # and discards
    # Without the penalty the same book may be laid.
    rnd = hit_and_hold(CLASSIC)
    play(rnd, "stock", "spread 9H 9S 9D")


def test_hit_penalty_no_spreads_frees_a_held_player_from_must_lay_spreads() -> None:
    # docs/rules.md §9: a held player may not lay the book must_lay_spreads would
    # demand, so they may end the turn holding it, as if the rule were off.
    rules = HouseRules(hit_penalty="no_spreads", must_lay_spreads=True)
    rnd = hit_and_hold(rules)
    assert rnd.view(0).held_now
    play(rnd, "stock")  # 9D: the hand now holds the book 9H 9S 9D
    assert Discard(card("9D")) in rnd.legal_actions()
    play(rnd, "discard 9D")
    # Not held, the same book must be laid before the turn ends.
    rnd = hit_and_hold(HouseRules(must_lay_spreads=True))
    play(rnd, "stock")
    assert Discard(card("9D")) not in rnd.legal_actions()
    assert reason(rnd, Discard(card("9D"))) == (
        "you must lay down every spread you hold before ending your turn"
    )


def test_hit_penalty_no_knock_and_each_hit_adds_a_held_turn() -> None:
    rules = HouseRules(hit_penalty="no_knock")
    rnd = table(
        rules,
        ["5C 6C 7C 2H 3H", "8C 2S 3D 4H QH", "4C 10S 6D 7S KC"],
        stock="JD KH QS 9C 2C 3C 2D 3S 4S 5S",
    )
    play(rnd, "stock", "spread 5C 6C 7C", "discard JD")
    play(rnd, "stock", "hit 8C 0", "discard KH")
    play(rnd, "stock", "hit 4C 0", "discard QS")
    assert rnd.view(0).held_now
    assert Knock() not in rnd.legal_actions()
    assert reason(rnd, Knock()) == "you are held this turn and may not knock"
    # A held player still hits; hitting one's own spread holds nobody.
    play(rnd, "stock", "hit 9C 0", "discard 2H")
    draw_and_discard_drawn(rnd)
    draw_and_discard_drawn(rnd)
    assert rnd.view(0).held_now, "the second hit holds player 0 a second turn"
    assert Knock() not in rnd.legal_actions()
    draw_and_discard_drawn(rnd)
    draw_and_discard_drawn(rnd)
    draw_and_discard_drawn(rnd)
    assert rnd.current == 0
    assert not rnd.view(0).held_now
    assert rnd.view(0).held == (0, 0, 0)
    assert Knock() in rnd.legal_actions()


def test_dead_books() -> None:
    rules = HouseRules(dead_books=True)
    hands = ["9H 9S 9D 5D 6S", "9C 2H 3H 4H QS", PLAIN_2]
    rnd = table(rules, hands, stock="JC QC")
    play(rnd, "stock", "spread 9H 9S 9D", "discard JC")
    play(rnd, "stock", "spread 2H 3H 4H", "hit 9C 0")
    # The book of four left the table, under the top card; the run moved up.
    assert [s.cards for s in rnd.spreads] == [tuple(cards("2H 3H 4H"))]
    assert rnd.discard_pile == tuple(cards("KD 9C 9D 9H 9S JC"))
    assert Hit(card("QC"), 0) not in rnd.legal_actions()
    # Without the switch the book of four stays.
    rnd = table(CLASSIC, hands, stock="JC QC")
    play(rnd, "stock", "spread 9H 9S 9D", "discard JC")
    play(rnd, "stock", "spread 2H 3H 4H", "hit 9C 0")
    assert rnd.spreads[0].cards == tuple(cards("9C 9D 9H 9S"))
    assert rnd.discard_pile == tuple(cards("KD JC"))


def test_discard_must_meld() -> None:
    rules = HouseRules(discard_must_meld=True)
    # The K♦ up-card fits nothing: it may not be taken.
    rnd = table(rules, ["5C 6C 6D 6H 2S", PLAIN_1, PLAIN_2])
    assert Draw("discard") not in rnd.legal_actions()
    expected = "you may only take the discard if you can spread or hit with it this turn"
    assert reason(rnd, Draw("discard")) == expected
    # The 7♣ fits 5♣ 6♣: taken, it must be melded before the turn ends.
    rnd = table(rules, ["5C 6C 6D 6H 2S", PLAIN_1, PLAIN_2], up="7C")
    rnd.apply(Draw("discard"))
    must = "you must spread or hit with the card you took from the discard pile first"
    assert reason(rnd, Discard(card("2S"))) == must
    # Laying the 6s would strand the 7♣, so that spread is not allowed either.
    assert LaySpread(cards("6C 6D 6H")) not in rnd.legal_actions()
    assert reason(rnd, LaySpread(cards("6C 6D 6H"))) == must
    play(rnd, "spread 5C 6C 7C", "discard 2S")


def test_discard_must_meld_counts_plays_that_make_room_for_the_taken_card() -> None:
    # The taken card may fit only after another play of the same turn: the 9♣
    # hits 5♣ 6♣ 7♣ once the 8♣ (or a joker) has; the 7♣ hits 3♣ 4♣ 5♣ 6♣
    # once a joker laid as the 4 has moved up to stand for the 6.
    for rules, held in (
        (HouseRules(discard_must_meld=True), "8C"),
        (HouseRules(discard_must_meld=True, jokers=2), "JK"),
    ):
        rnd = table(rules, ["5C 6C 7C 9C KH", f"{held} 2S 3D 4H QH", PLAIN_2], stock="JD")
        play(rnd, "stock", "spread 5C 6C 7C", "discard 9C")
        assert Draw("discard") in rnd.legal_actions(), held
        play(rnd, "pile")
        assert Hit(card(held), 0) in rnd.legal_actions()
        assert Discard(card("QH")) not in rnd.legal_actions()  # the 9♣ first
        play(rnd, f"hit {held} 0", "hit 9C 0", "discard QH")
    rules = HouseRules(discard_must_meld=True, jokers=2)
    rnd = table(rules, ["3C 5C JK 4C 9H", PLAIN_1, PLAIN_2], up="7C")
    play(rnd, "pile")
    assert LaySpread(cards("3C 5C JK")) in rnd.legal_actions()
    play(rnd, "spread 3C 5C JK", "hit 4C 0", "hit 7C 0", "discard 9H")
    # With one hit a turn, making room with a hit leaves none for the card.
    rules = HouseRules(discard_must_meld=True, one_hit_per_turn=True)
    rnd = table(rules, ["5C 6C 7C 9C KH", "8C 2S 3D 4H QH", PLAIN_2], stock="JD")
    play(rnd, "stock", "spread 5C 6C 7C", "discard 9C")
    assert Draw("discard") not in rnd.legal_actions()


def test_one_hit_per_turn() -> None:
    rules = HouseRules(one_hit_per_turn=True)
    rnd = table(rules, ["5C 6C 7C 9H 9S", "4C 8C 10H JD KH", PLAIN_2], stock="QS QH")
    play(rnd, "stock", "spread 5C 6C 7C", "discard QS", "stock", "hit 4C 0")
    assert Hit(card("8C"), 0) not in rnd.legal_actions()
    assert reason(rnd, Hit(card("8C"), 0)) == "you may only hit once a turn"
    rnd = table(CLASSIC, ["5C 6C 7C 9H 9S", "4C 8C 10H JD KH", PLAIN_2], stock="QS QH")
    play(rnd, "stock", "spread 5C 6C 7C", "discard QS", "stock", "hit 4C 0", "hit 8C 0")


def test_knock_limit() -> None:
    rules = HouseRules(knock_limit=10)
    rnd = table(rules, ["AC AD AH 2S 9C", PLAIN_1, PLAIN_2])
    assert Knock() not in rnd.legal_actions()
    assert reason(rnd, Knock()) == "you may only knock with 10 points or fewer"
    rnd = table(rules, ["AC AD AH 2S 5C", PLAIN_1, PLAIN_2])
    rnd.apply(Knock())
    assert rnd.result is not None
    assert rnd.result.kind == "knock"


# ------------------------------------------------ 5. the stock runs dry


def run_stock_dry(rules: HouseRules, hands: list[str]) -> Round:
    rnd = table(rules, hands)
    while rnd.stock_count:
        assert reason(rnd, DeclineDiscard()) == (
            "you may only decline the discard when the stock is empty"
        )
        draw_and_discard_drawn(rnd)
    return rnd


def test_dry_stock_decline_ends_the_round_lowest_wins_1() -> None:
    rnd = run_stock_dry(CLASSIC, ["2C 3C 4D 5H 6S", "AC 2D 3H 4S 5C", "10C 10D 10H 9S 8D"])
    legal = rnd.legal_actions()
    assert Draw("stock") not in legal
    assert Draw("discard") in legal, "the top discard may still be taken"
    assert DeclineDiscard() in legal
    assert reason(rnd, Draw("stock")) == "the stock is empty"
    rnd.apply(DeclineDiscard())
    assert rnd.result is not None
    assert rnd.result.kind == "dry_stock"
    assert rnd.result.winners == (1,)
    assert net(rnd) == (-1, 2, -1)


def test_dry_tie_no_payment() -> None:
    rnd = run_stock_dry(CLASSIC, ["2C 3C 4D 5H AS", "AC 2D 3H 4S 5C", "10C 10D 10H 9S 8D"])
    rnd.apply(DeclineDiscard())
    assert rnd.result is not None
    assert rnd.result.winners == ()
    assert rnd.result.payments == ()
    assert net(rnd) == (0, 0, 0)


def test_dry_tie_split() -> None:
    rules = HouseRules(dry_tie="split")
    rnd = run_stock_dry(rules, ["2C 3C 4D 5H AS", "AC 2D 3H 4S 5C", "10C 10D 10H 9S 8D"])
    rnd.apply(DeclineDiscard())
    assert rnd.result is not None
    assert rnd.result.winners == (0, 1)
    assert payments(rnd) == [(2, 0, 1), (2, 1, 1)]
    assert net(rnd) == (1, 1, -2)


# ------------------------------------------------------- 6. settlement


def test_knock_knocker_strictly_lowest_gets_1_from_everyone() -> None:
    rnd = table(CLASSIC, ["AC 2C 3D 4H 5S", PLAIN_1, PLAIN_2])
    rnd.apply(Knock())
    assert rnd.result is not None
    assert rnd.result.kind == "knock"
    assert payments(rnd) == [(1, 0, 1), (2, 0, 1)]


def caught_round(rules: HouseRules) -> Round:
    # Knocker 20, player 1 holds 18, player 2 holds 25.
    rnd = table(rules, ["2C 3C 4D 5H 6S", "AC 2D 3H 4S 8C", "10C 5D 2S 3S 5C"])
    return play(rnd, "knock")


def test_caught_rule_classic() -> None:
    rnd = caught_round(CLASSIC)
    assert rnd.result is not None
    assert rnd.result.kind == "caught"
    assert rnd.result.totals == (20, 18, 25)
    assert rnd.result.winners == (1,)
    assert payments(rnd) == [(0, 1, 2), (0, 1, 1), (2, 1, 1)]
    assert net(rnd) == (-3, 4, -1)


def test_caught_rule_encyclopedia() -> None:
    rnd = caught_round(HouseRules(caught_rule="encyclopedia"))
    assert rnd.result is not None
    assert rnd.result.kind == "caught"
    assert payments(rnd) == [(0, 1, 1), (0, 1, 1), (2, 1, 1)]
    assert net(rnd) == (-2, 3, -1)


def test_caught_on_a_tie_winners_are_the_other_lowest() -> None:
    # Knocker 20, player 1 20, player 2 25: a tie catches the knocker.
    rnd = table(CLASSIC, ["2C 3C 4D 5H 6S", "AC 2D 3H 4S KC", "10C 10D 2S 3S QC"])
    rnd.apply(Knock())
    assert rnd.result is not None
    assert rnd.result.kind == "caught"
    assert rnd.result.winners == (1,)
    assert net(rnd) == (-3, 4, -1)


def tonk_on_second_turn(rules: HouseRules) -> Round:
    rnd = table(rules, ["5C 6C 7C 9H 9S", PLAIN_1, PLAIN_2], stock="2D QS QH 9D")
    play(rnd, "stock", "spread 5C 6C 7C", "discard 2D")
    draw_and_discard_drawn(rnd)
    draw_and_discard_drawn(rnd)
    return play(rnd, "stock", "spread 9H 9S 9D")


def tonk_on_first_turn(rules: HouseRules) -> Round:
    rnd = table(rules, ["5C 6C 7C 9H 9S", PLAIN_1, PLAIN_2], stock="9D")
    return play(rnd, "stock", "spread 5C 6C 7C", "spread 9H 9S 9D")


def test_tonk_needs_full_hand() -> None:
    rules = HouseRules(tonk_needs_full_hand=True)
    assert net(tonk_on_first_turn(rules)) == (4, -2, -2)
    assert net(tonk_on_second_turn(rules)) == (2, -1, -1)
    assert net(tonk_on_second_turn(CLASSIC)) == (4, -2, -2)


def test_tonk_needs_new_spread() -> None:
    rules = HouseRules(tonk_needs_new_spread=True)
    assert net(tonk_on_second_turn(rules)) == (4, -2, -2)
    # Out by hits alone pays 1.
    hands = ["5C 6C 7C 2D 3D", "4C 8C QS QD QH", PLAIN_2]
    rnd = table(rules, hands, stock="JH 2H 10S JS 9C")
    play(rnd, "stock", "spread 5C 6C 7C", "discard JH")
    play(rnd, "stock", "spread QS QD QH", "discard 2H")
    draw_and_discard_drawn(rnd)
    draw_and_discard_drawn(rnd)
    play(rnd, "stock", "hit 4C 0", "hit 8C 0", "hit 9C 0")
    assert rnd.result is not None
    assert rnd.result.kind == "tonk_out"
    assert net(rnd) == (-1, 2, -1)


def test_double_double() -> None:
    rules = HouseRules(players=2, double_double=True)
    hands = ["5C 6C 7C 9H 9S", "3C 4C 8C 9C 10C"]
    rnd = play(table(rules, hands, stock="9D"), "stock", "spread 5C 6C 7C", "spread 9H 9S 9D")
    assert rnd.result is not None
    assert rnd.result.kind == "tonk_out"
    assert rnd.result.units == 4
    assert net(rnd) == (4, -4)
    # One card that fits nowhere: an ordinary tonk.
    hands = ["5C 6C 7C 9H 9S", "3C 4C 8C 9C KH"]
    rnd = play(table(rules, hands, stock="9D"), "stock", "spread 5C 6C 7C", "spread 9H 9S 9D")
    assert net(rnd) == (2, -2)
    # And without the switch, 2.
    hands = ["5C 6C 7C 9H 9S", "3C 4C 8C 9C 10C"]
    rnd = table(HouseRules(players=2), hands, stock="9D")
    assert net(play(rnd, "stock", "spread 5C 6C 7C", "spread 9H 9S 9D")) == (2, -2)


def test_double_double_is_for_two_players_only() -> None:
    with pytest.raises(ValueError, match="double_double"):
        HouseRules(players=3, double_double=True)


# ------------------------------------------------------------ 7. presets


def test_preset_classic_is_all_defaults() -> None:
    assert HouseRules.preset("classic") == HouseRules()
    assert HouseRules().preset_name() == "classic"
    assert HouseRules(players=2).preset_name() == "classic"


def test_preset_encyclopedia() -> None:
    rules = HouseRules.preset("encyclopedia")
    assert rules.jokers == 2
    assert rules.knock_timing == "any_time"
    assert rules.caught_rule == "encyclopedia"
    assert rules.tonk_needs_full_hand
    assert rules.dry_tie == "no_payment"
    assert rules.preset_name() == "encyclopedia"
    assert rules.replace(players=4).preset_name() == "encyclopedia"
    assert rules.replace(dead_books=True).preset_name() == "custom"
    assert HouseRules(hit_runs_only=True).preset_name() == "custom"
    with pytest.raises(ValueError, match="no such preset"):
        HouseRules.preset("speno")


def test_illegal_action_is_a_value_error_with_a_stable_code() -> None:
    rnd = table(CLASSIC, ["AC 2C 3D 4H 5S", PLAIN_1, PLAIN_2])
    rnd.apply(Draw("stock"))
    with pytest.raises(ValueError) as caught:
        rnd.apply(Knock())
    assert isinstance(caught.value, IllegalAction)
    assert caught.value.code == "knock_after_draw"
    assert reason(rnd, "fold") == "that is not a move in Tonk"
    assert reason(rnd, Discard(Card.parse("9S"))) == "9♠ is not in your hand"


def test_discard_must_meld_a_taken_joker_melded_frees_the_other_joker() -> None:
    # Regression: with a joker in hand and a joker taken from the pile, hitting
    # one joker melds the taken card. The engine used to demand the second
    # joker too and, under one_hit_per_turn, left the player no move at all.
    rules = HouseRules(players=2, jokers=2, discard_must_meld=True, one_hit_per_turn=True)
    rnd = table(rules, ["JK 9D 2S 5C 8H", "3C 3D 3H JK KD"], up="10C", stock="4S QH")
    play(rnd, "stock", "discard 4S")
    play(rnd, "stock", "spread 3C 3D 3H", "discard JK")
    play(rnd, "pile", "hit JK 0")
    assert rnd.view(0).taken_card is None
    assert Discard(JOKER) in rnd.legal_actions()
    play(rnd, "discard JK")
    assert rnd.current == 1


def test_discard_back_off_a_taken_joker_melded_lets_the_other_be_discarded() -> None:
    rules = HouseRules(players=2, jokers=2)
    rnd = table(rules, ["JK 9D 9S 5C 8H", "3C 3D 3H JK KD"], up="10C", stock="4S QH")
    play(rnd, "stock", "discard 4S")
    play(rnd, "stock", "spread 3C 3D 3H", "discard JK")
    play(rnd, "pile", "spread 9D 9S JK", "discard JK")
    assert rnd.discard_top == JOKER
