"""The coach's playouts draw the stock player by player (`StreamStock`)."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter

from test_coach import played

from tonk_desktop.ai.coach import Coach, CoachSettings, replay
from tonk_desktop.ai.streams import StreamStock
from tonk_desktop.engine import Draw, HouseRules, Round, parse_cards

CARDS = parse_cards("2C 3D 4H 5S 6C 7D")


class Table:
    """Who is to move, set by hand (a round's `current`)."""

    def __init__(self) -> None:
        self.current = 0


def draws(stock: StreamStock, table: Table, order: list[int]) -> list[tuple[int, str]]:
    """(player, card) of each draw, the players drawing in `order`."""
    found = []
    for player in order:
        table.current = player
        found.append((player, str(stock.pop())))
    return found


def test_each_players_draws_are_the_same_whoever_drew_between() -> None:
    """Two playouts whose turns went differently: each player's first, second
    ... stock draw is the same card in both."""
    table = Table()
    one = draws(StreamStock(CARDS, table, 3, 0), table, [0, 1, 2, 0, 1, 2])
    other = draws(StreamStock(CARDS, table, 3, 0), table, [0, 2, 1, 2, 1, 0])

    def by_player(found: list[tuple[int, str]]) -> dict[int, list[str]]:
        streams: dict[int, list[str]] = {}
        for player, card in found:
            streams.setdefault(player, []).append(card)
        return streams

    assert by_player(one) == by_player(other)
    # In turn from the one to move, the stock is drawn from the top as dealt.
    assert [card for _, card in one] == [str(card) for card in reversed(CARDS)]


def test_a_player_out_of_cards_draws_the_others_and_every_card_is_drawn_once() -> None:
    table = Table()
    stock = StreamStock(CARDS, table, 3, 0)
    found = draws(stock, table, [1, 1, 1, 1, 0, 2])
    assert sorted(card for _, card in found) == sorted(str(card) for card in CARDS)
    assert not stock


def test_the_pile_taken_sets_the_players_next_stock_card_aside() -> None:
    """Where player 0 takes the pile, their next stock draw is the card the
    stock taken instead would have given them next; the others' are the
    same."""
    table = Table()
    stock = StreamStock(CARDS, table, 3, 0)
    taken = draws(stock, table, [0, 1, 2, 0])
    pile = StreamStock(CARDS, table, 3, 0)
    pile.skip_first(0)
    instead = draws(pile, table, [1, 2, 0])
    assert instead == taken[1:]


def test_each_draw_is_any_card_of_the_stock_as_likely() -> None:
    """Over every order of the stock, the k-th draw of a playout whose turns
    depend on the cards drawn (a player who drew a low card draws again) is
    each card equally often: the draws are those of a stock drawn from the
    top, as likely as in play."""
    cards = CARDS[:4]
    counts: list[Counter[str]] = [Counter() for _ in cards]
    for order in itertools.permutations(cards):
        table = Table()
        stock = StreamStock(order, table, 2, 0)
        pile = stock.copy()
        assert pile == list(order) and type(pile) is list
        stock.skip_first(1)
        for k in range(len(cards)):
            card = stock.pop()
            counts[k][str(card)] += 1
            table.current = table.current if card.rank < 4 else 1 - table.current
    for count in counts:
        assert sorted(count.values()) == [6] * len(cards)


def test_the_streams_make_the_stock_against_the_pile_less_noisy() -> None:
    """On the same deals, the difference between the stock and the pile is
    measured with a smaller standard error, over a round's draws, when each
    player draws from a stream of their own."""
    found = played(5)
    base = dataclasses.replace(CoachSettings(samples=192, weighed=384), part=0, batches=1)
    squares = {}
    for streams in (False, True):
        coach = Coach(dataclasses.replace(base, streams=streams))
        total = 0.0
        rnd = replay(found)
        for action in found.actions:
            view = rnd.view(rnd.current)
            if (
                view.phase == "start"
                and Draw("discard") in view.legal
                and Draw("stock") in view.legal
            ):
                decision = coach.judge(view, action)
                assert decision is not None
                for value in decision.values:
                    if type(value.action) is Draw and value.action != action:
                        total += value.error**2
            rnd.apply(action)
        squares[streams] = total
    assert squares[True] < 0.8 * squares[False]


def test_a_round_drawn_from_streams_ends_as_a_round_does() -> None:
    """A playout on a stream stock is an ordinary round: it ends, and every
    card is where one can be."""
    rules = HouseRules(players=3)
    rnd = Round.deal(rules, dealer=0, rng=random.Random(4))
    rnd.stock = StreamStock(rnd.stock, rnd, rnd.players, rnd.current)
    rng = random.Random(5)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    assert rnd.result is not None
