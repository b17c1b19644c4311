"""The table of rounds, without a window: the first dealer's draw, the deal
passing left, balances settled with the stake and summing to zero, the round
number, whose computer turn it is, and the listeners told of each change once,
in order."""

from __future__ import annotations

import random

import pytest

from tonk_desktop.ai import Bot, make_bot
from tonk_desktop.engine import (
    Action,
    Discard,
    Draw,
    HouseRules,
    Round,
    RoundView,
    Seat,
    choose_first_dealer,
)
from tonk_desktop.engine.deal_number import deal_deck, random_deal_number
from tonk_desktop.game import Change, ComputerPlayers, Table, TableError

COMPUTERS = (Seat("Ann", "easy"), Seat("Bob", "easy"), Seat("Cy", "easy"))
WITH_YOU = (Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy"))


def computers_table(seed: int, stake: int = 25) -> tuple[Table, ComputerPlayers[Bot]]:
    table = Table(HouseRules(), COMPUTERS, stake, "EUR", rng=random.Random(seed))
    players = ComputerPlayers(table, lambda seat: "easy", lambda level, seat: make_bot(level, seat))
    return table, players


def play_out(table: Table, players: ComputerPlayers[Bot]) -> Round:
    """Let the computers play the round on the table to its end."""
    rnd = table.round
    assert rnd is not None
    for _ in range(3000):
        seat = table.computer_to_act()
        if seat is None:
            break
        bot = players.bot_for(seat)
        table.apply(bot.choose(rnd.view(seat)))
    assert rnd.is_over and rnd.result is not None
    return rnd


def test_the_first_dealer_is_drawn_by_high_card_then_the_deal_numbered() -> None:
    table = Table(HouseRules(), WITH_YOU, rng=random.Random(41))
    table.new_game()
    again = random.Random(41)
    dealer, draws = choose_first_dealer(3, again)
    assert table.dealer == dealer
    assert table.first_dealer_draws == draws
    last = draws[-1]
    assert all(card.rank < last[dealer].rank for seat, card in last.items() if seat != dealer)
    # The round's cards are the deal number's, drawn next from the same source.
    number = random_deal_number(again, dealer, 3)
    assert table.deal_number == number
    assert table.round is not None and list(table.round.deck) == deal_deck(number)
    assert table.round.dealer == dealer and table.round_number == 1


def test_the_deal_passes_left_and_the_rounds_are_counted() -> None:
    table, players = computers_table(5)
    table.new_game(dealer=2)
    dealers = [table.dealer]
    numbers = [table.round_number]
    for _ in range(4):
        play_out(table, players)
        table.next_round()
        dealers.append(table.dealer)
        numbers.append(table.round_number)
    assert dealers == [2, 0, 1, 2, 0]
    assert numbers == [1, 2, 3, 4, 5]
    assert table.round is not None and table.round.dealer == 0


def test_balances_are_settled_with_the_stake_and_sum_to_zero() -> None:
    table, players = computers_table(8, stake=25)
    table.new_game(bankrolls=[1000, 1000, 1000])
    settled = 0
    for _ in range(6):
        before = list(table.balances)
        rnd = play_out(table, players)
        assert rnd.result is not None
        assert table.balances == [b + 25 * n for b, n in zip(before, rnd.result.net, strict=True)]
        assert sum(table.balances) == 0
        settled += any(rnd.result.net)
        table.next_round()
    assert settled  # money changed hands
    assert table.bankrolls == [1000, 1000, 1000]  # never part of a balance


def test_a_round_in_play_is_finished_before_the_next_is_dealt() -> None:
    table, _ = computers_table(4)
    table.new_game(dealer=0)
    rnd = table.round
    assert rnd is not None and not rnd.is_over
    with pytest.raises(TableError) as refused:
        table.next_round()
    assert refused.value.code == "round_in_play"
    assert table.round is rnd and table.round_number == 1


def test_the_computer_to_act_is_the_seat_whose_turn_it_is_when_a_computer_plays_it() -> None:
    table = Table(HouseRules(), WITH_YOU, rng=random.Random(2))
    assert table.computer_to_act() is None  # nothing dealt
    table.new_game(dealer=2)  # the seat on the dealer's left, you, plays first
    rnd = table.round
    assert rnd is not None and rnd.current == 0
    assert table.computer_to_act() is None
    table.apply(Draw("stock"))
    table.apply(Discard(rnd.hand(0)[-1]))
    assert rnd.current == 1 and table.computer_to_act() == 1
    # Who plays a seat can be the owner's to say (a person away, a stand-in).
    away = Table(HouseRules(), WITH_YOU, rng=random.Random(2), computer=lambda seat: True)
    away.new_game(dealer=2)
    assert away.computer_to_act() == 0


def test_each_listener_is_told_of_each_change_once_in_the_order_they_listened() -> None:
    table = Table(HouseRules(), WITH_YOU, rng=random.Random(9))
    heard: list[tuple[str, str]] = []
    table.listen(lambda change: heard.append(("first", change.kind)))
    table.listen(lambda change: heard.append(("second", change.kind)))
    table.new_game(dealer=2)
    assert heard == [
        ("first", "new_game"),
        ("second", "new_game"),
        ("first", "deal"),
        ("second", "deal"),
    ]
    heard.clear()
    rnd = table.round
    assert rnd is not None
    change = table.apply(Draw("stock"))
    assert heard == [("first", "action"), ("second", "action")]
    assert change.player == 0 and change.action == Draw("stock")
    assert change.event is rnd.events[-1]


def test_the_round_that_ends_is_settled_before_its_listeners_hear_of_it() -> None:
    table, players = computers_table(12)
    seen: list[tuple[Change, list[int]]] = []
    table.listen(lambda change: seen.append((change, list(table.balances))))
    table.new_game(dealer=1)
    rnd = play_out(table, players)
    ends = [(change, balances) for change, balances in seen if change.kind == "round_over"]
    assert len(ends) == 1
    change, balances = ends[0]
    assert change.result is rnd.result and rnd.result is not None
    assert balances == [25 * n for n in rnd.result.net]


def test_a_session_resumed_between_rounds_deals_from_the_last_dealers_left() -> None:
    table, _ = computers_table(4)
    table.resume_after([50, -25, -25], last_dealer=2, rounds_played=7)
    assert table.round is None and table.dealer == 0 and table.round_number == 7
    table.next_round()
    assert table.round is not None and table.round.dealer == 0
    assert table.round_number == 8
    assert table.balances == [50, -25, -25]


def test_a_table_of_another_size_starts_a_new_game_at_the_next_round() -> None:
    table, players = computers_table(6)
    table.new_game(dealer=0)
    play_out(table, players)
    assert any(table.balances)
    heard: list[str] = []
    table.listen(lambda change: heard.append(change.kind))
    table.configure(HouseRules(players=2), COMPUTERS[:2], 25)
    assert table.players == 3  # only from the next round
    table.next_round()
    assert heard == ["settings", "new_game", "deal"]
    assert table.players == 2 and table.balances == [0, 0] and table.round_number == 1


def test_taking_a_finished_round_back_pays_its_settlement_back() -> None:
    table, players = computers_table(10)
    table.new_game(dealer=0)
    rnd = play_out(table, players)
    moves = len(rnd.history)
    table.take_back(moves - 1, player=rnd.events[-1].player)
    assert table.balances == [0, 0, 0]
    again = table.round
    assert again is not None and not again.is_over
    assert again.history == rnd.history[:-1] and again.deck == rnd.deck


class Learner:
    """Plays as the easy player does; keeps the round ends it is shown."""

    def __init__(self, seat: int) -> None:
        self.shown: list[RoundView] = []
        self.bot = make_bot("easy", seat)

    def choose(self, view: RoundView) -> Action:
        return self.bot.choose(view)

    def round_over(self, view: RoundView) -> None:
        self.shown.append(view)


def test_the_computer_players_are_each_shown_the_round_end_once_and_start_afresh() -> None:
    table = Table(HouseRules(), COMPUTERS, rng=random.Random(1))
    made: list[tuple[str, int, Learner]] = []

    def make(level: str, seat: int) -> Learner:
        learner = Learner(seat)
        made.append((level, seat, learner))
        return learner

    computers = ComputerPlayers(table, lambda seat: "normal", make)
    table.new_game(dealer=0)
    first = [computers.bot_for(seat) for seat in range(3)]
    assert [computers.bot_for(seat) for seat in range(3)] == first  # one a seat
    assert [(level, seat) for level, seat, _ in made] == [("normal", s) for s in range(3)]
    play_with(table, computers)
    for seat, learner in enumerate(first):
        (view,) = learner.shown
        assert view.player == seat and view.result is not None
    table.new_game(dealer=0)  # a new game: new players
    fresh = [computers.bot_for(seat) for seat in range(3)]
    assert all(new is not old for new, old in zip(fresh, first, strict=True))
    computers.close()  # they listen no more
    play_with(table, computers)
    assert all(not learner.shown for learner in fresh)
    assert all(len(learner.shown) == 1 for learner in first)


def play_with(table: Table, computers: ComputerPlayers[Learner]) -> None:
    for _ in range(3000):
        seat = table.computer_to_act()
        if seat is None:
            break
        rnd = table.round
        assert rnd is not None
        table.apply(computers.bot_for(seat).choose(rnd.view(seat)))
    assert table.round is not None and table.round.is_over


def test_the_seat_dealing_is_the_round_in_plays_dealer_then_the_next_one() -> None:
    table, players = computers_table(5)
    table.start(dealer=1)
    assert table.seat_dealing == 1 and table.seat_to_act is None  # nothing dealt yet
    rnd = table.next_round()
    assert rnd.dealer == 1 and table.seat_dealing == 1
    assert table.seat_to_act == rnd.current == 2  # the dealer's left plays first
    play_out(table, players)
    assert table.seat_dealing == 2 and table.seat_to_act is None
    assert table.next_round().dealer == 2


def test_seated_computer_players_see_every_round_end_even_before_they_play() -> None:
    table = Table(HouseRules(), COMPUTERS, rng=random.Random(3))
    made: dict[int, list[Learner]] = {}

    def make(level: str, seat: int) -> Learner:
        made.setdefault(seat, []).append(learner := Learner(seat))
        return learner

    ComputerPlayers(table, lambda seat: "easy", make, seated=[2])
    assert {seat: len(learners) for seat, learners in made.items()} == {2: 1}
    rnd = table.new_game(dealer=0)  # this deal is a dealt tonk: over before anyone acts
    assert rnd.is_over and rnd.result is not None
    before, seated = made[2]  # made again at once for the new game
    assert not before.shown
    (view,) = seated.shown
    assert view.player == 2 and view.result == rnd.result
    assert set(made) == {2}  # the others are made when first asked for
