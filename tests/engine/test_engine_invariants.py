"""Random playouts under randomly drawn house rules (hypothesis): what must hold
after every action of every round, whatever the rules and the cards.

Everything random is drawn through hypothesis: the rules, the deck, the dealer
and every move. So a failing game shrinks: to fewer rounds, fewer moves, a deck
nearer to sorted order, simpler rules; the report shows the small game left.
Each example plays a few rounds; the default profile (tests/conftest.py) keeps
the file to seconds, HYPOTHESIS_PROFILE=long plays many more."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from hypothesis import given
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from tonk_desktop.engine import (
    JOKER,
    Action,
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
    RoundView,
    full_deck,
)
from tonk_desktop.engine.round_parts import DISCARD_OF

# Generous: a round with the policy below averages a few dozen actions.
MAX_ACTIONS = 3000
# Rounds per example of the plain playout test (the others play fewer, each
# action checked more): enough to reach the rounds after a first short one.
ROUNDS = 6
ALL_CARDS = [*full_deck(0), JOKER]


@st.composite
def house_rules(draw: st.DrawFn) -> HouseRules:
    players = draw(st.integers(2, 4))
    return HouseRules(
        players=players,
        jokers=draw(st.sampled_from([0, 2])),
        ace_points=draw(st.sampled_from([1, 10])),
        joker_points=draw(st.integers(0, 50)),
        hand_size=draw(st.sampled_from([5, 7, 9])),
        initial_discard=draw(st.booleans()),
        dealt_tonk=draw(st.sampled_from(["49_50", "50_only_49_in_turn", "off"])),
        low_deal_13=draw(st.booleans()),
        low_deal_9=draw(st.booleans()),
        knock_timing=draw(st.sampled_from(["before_draw", "any_time"])),
        hit_runs_only=draw(st.booleans()),
        discard_back=draw(st.booleans()),
        must_lay_spreads=draw(st.booleans()),
        hit_penalty=draw(st.sampled_from(["off", "no_spreads", "no_knock"])),
        dead_books=draw(st.booleans()),
        discard_must_meld=draw(st.booleans()),
        one_hit_per_turn=draw(st.booleans()),
        knock_limit=draw(st.sampled_from([0, 0, 5, 10, 25])),
        caught_rule=draw(st.sampled_from(["classic", "encyclopedia"])),
        dry_tie=draw(st.sampled_from(["no_payment", "split"])),
        tonk_needs_full_hand=draw(st.booleans()),
        tonk_needs_new_spread=draw(st.booleans()),
        double_double=players == 2 and draw(st.booleans()),
    )


SEEDS = st.integers(0, 2**32 - 1)
DECKS = {jokers: st.permutations(full_deck(jokers)) for jokers in (0, 2)}
T = TypeVar("T")


def pick(options: Sequence[T], data: DataObject) -> T:
    """One of `options`, drawn by hypothesis (shrinking towards the first).
    As `data.draw(st.sampled_from(options))`, but through an index: a strategy
    over a new list is built and validated at every draw, and a playout draws
    thousands of times."""
    return options[data.draw(st.integers(0, len(options) - 1))]


def choose(rnd: Round, legal: list[Action], data: DataObject) -> Action:
    """A move drawn by hypothesis from `legal`, by a policy that ends rounds:
    it prefers the stock to the pile and often declines a discard when the
    stock is dry, so no round loops. (A roll of 0, where shrinking heads,
    declares or knocks when it may: the shortest games.)"""
    if rnd.phase == "start":
        roll = data.draw(st.integers(0, 99))
        if DeclareTonk() in legal and roll < 50:
            return DeclareTonk()
        if Knock() in legal and roll < 3:
            return Knock()
        if DeclineDiscard() in legal and roll < 30:
            return DeclineDiscard()
        if Draw("stock") in legal and roll < 80:
            return Draw("stock")
        draws = [a for a in legal if isinstance(a, (Draw, DeclineDiscard))]
        return pick(draws or legal, data)
    return pick(legal, data)


def deal(rules: HouseRules, data: DataObject) -> Round:
    """A deal drawn by hypothesis: the dealer and the deck's order (which
    shrinks towards the unshuffled deck)."""
    dealer = data.draw(st.integers(0, rules.players - 1))
    deck = data.draw(DECKS[rules.jokers])
    return Round.deal(rules, dealer=dealer, deck=deck)


def playout(rnd: Round, data: DataObject, each: Callable[[Round], None] | None = None) -> Round:
    """Play `rnd` to the end, calling `each` before every action and at the end."""
    for _ in range(MAX_ACTIONS):
        if each is not None:
            each(rnd)
        legal = rnd.legal_actions()
        if rnd.is_over:
            assert legal == []
            return rnd
        assert legal, f"no legal action in a round not over: {rnd.to_history()}"
        rnd.apply(choose(rnd, legal, data))
    raise AssertionError(f"the round did not end in {MAX_ACTIONS} actions: {rnd.to_history()}")


def placed_cards(rnd: Round) -> Counter[Card]:
    placed: Counter[Card] = Counter(rnd.stock)
    placed.update(rnd.discard_pile)
    for player in range(rnd.players):
        placed.update(rnd.hand(player))
    for spread in rnd.spreads:
        placed.update(spread.cards)
    return placed


def check_every_card_in_one_place(rnd: Round) -> None:
    assert placed_cards(rnd) == Counter(full_deck(rnd.rules.jokers))


def check_result(rnd: Round) -> None:
    result = rnd.result
    assert result is not None
    assert sum(result.net) == 0
    assert len(result.net) == rnd.players
    paid = [0] * rnd.players
    for payment in result.payments:
        assert payment.payer != payment.payee
        assert payment.units > 0
        paid[payment.payer] -= payment.units
        paid[payment.payee] += payment.units
    assert tuple(paid) == result.net
    assert result.totals == rnd.totals()
    assert all(rnd.players > winner >= 0 for winner in result.winners)


def check_replay(rnd: Round) -> None:
    again = Round.from_history(rnd.to_history())
    assert again.result == rnd.result
    assert [again.hand(p) for p in range(rnd.players)] == [rnd.hand(p) for p in range(rnd.players)]
    assert again.discard_pile == rnd.discard_pile
    assert again.stock == rnd.stock
    assert again.spreads == rnd.spreads
    assert again.events == rnd.events


@given(rules=house_rules(), data=st.data())
def test_random_rounds_end_keep_every_card_and_pay_out_zero_sum(
    rules: HouseRules, data: DataObject
) -> None:
    for _ in range(ROUNDS):
        rnd = playout(deal(rules, data), data, check_every_card_in_one_place)
        check_result(rnd)
        check_replay(rnd)


def check_no_duplicates_and_all_apply(rnd: Round) -> None:
    legal = rnd.legal_actions()
    assert len(set(legal)) == len(legal), "an action listed twice"
    for action in legal:
        trial = rnd.copy()
        trial.apply(action)
        check_every_card_in_one_place(trial)
        if trial.is_over:
            check_result(trial)


@given(rules=house_rules(), data=st.data())
def test_every_legal_action_applies(rules: HouseRules, data: DataObject) -> None:
    for _ in range(3):
        playout(deal(rules, data), data, check_no_duplicates_and_all_apply)


def check_discards_alone(rnd: Round) -> None:
    """`discards_alone`, where it answers, is the list of moves: the same
    discards (the engine's own objects), in order, and nothing else but the
    any-time knock."""
    cards = rnd.discards_alone()
    if cards is None:
        return
    legal = rnd.generate_legal_actions()
    others = [action for action in legal if type(action) is not Discard]
    assert others in ([], [Knock()])
    discards = [action for action in legal if type(action) is Discard]
    assert len(discards) == len(cards)
    assert all(action is DISCARD_OF[card] for action, card in zip(discards, cards, strict=True))


@given(rules=house_rules(), data=st.data())
def test_the_discards_alone_are_the_moves_listed(rules: HouseRules, data: DataObject) -> None:
    for _ in range(3):
        playout(deal(rules, data), data, check_discards_alone)


def test_the_discards_alone_answer_most_turns_after_the_draw() -> None:
    """Classic rules (no jokers), random play: wherever the moves after the
    draw are discards alone, `discards_alone` says so (the search's playouts
    take that road on most turns)."""
    rng = random.Random(7)
    answered = plain = 0
    for number in range(150):
        rnd = Round.deal(HouseRules(players=2 + number % 3), dealer=0, rng=rng)
        while not rnd.is_over:
            legal = rnd.legal_actions()
            if rnd.phase == "play" and all(type(action) is Discard for action in legal):
                plain += 1
                answered += rnd.discards_alone() is not None
            check_discards_alone(rnd)
            rnd.apply(rng.choice(legal))
    assert plain > 200 and answered == plain


def random_action(rnd: Round, data: DataObject) -> object:
    """Anything a confused player (or a corrupt file) might try."""
    hand = rnd.hand(rnd.current)
    kind = data.draw(st.integers(0, 8))
    if kind in (4, 5):
        some_card = pick(ALL_CARDS + list(hand) * 3, data)
    if kind == 0:
        return Knock()
    if kind == 1:
        return Draw(pick(["stock", "discard"], data))
    if kind == 2:
        return DeclineDiscard()
    if kind == 3:
        return DeclareTonk()
    if kind == 4:
        return Discard(some_card)
    if kind == 5:
        return Hit(some_card, data.draw(st.integers(-1, len(rnd.spreads) + 1)))
    if kind == 6:
        pool = list(hand) + ALL_CARDS
        size = data.draw(st.integers(1, 5))
        return LaySpread([pick(pool, data) for _ in range(size)])
    if kind == 7:
        return Draw("pocket")  # type: ignore[arg-type]
    return pick(["discard 5C", None, 7, ("hit",)], data)


@given(rules=house_rules(), data=st.data())
def test_illegal_actions_raise_and_change_nothing(rules: HouseRules, data: DataObject) -> None:
    def try_illegal(rnd: Round) -> None:
        legal = rnd.legal_actions()
        for _ in range(3):
            action = random_action(rnd, data)
            if action in legal:
                continue
            before = rnd.to_history()
            state = (
                [rnd.hand(p) for p in range(rnd.players)],
                rnd.discard_pile,
                rnd.stock_count,
                rnd.spreads,
                rnd.phase,
                rnd.current,
            )
            try:
                rnd.apply(action)  # type: ignore[arg-type]
            except IllegalAction as error:
                # A sentence for a person: no Python reprs.
                assert error.reason.strip()
                assert "Card.parse" not in error.reason and "(" not in error.reason
                assert error.code
            else:
                raise AssertionError(f"{action!r} is not listed as legal yet applied")
            assert rnd.to_history() == before
            assert state == (
                [rnd.hand(p) for p in range(rnd.players)],
                rnd.discard_pile,
                rnd.stock_count,
                rnd.spreads,
                rnd.phase,
                rnd.current,
            )
            assert rnd.legal_actions() == legal

    for _ in range(2):
        playout(deal(rules, data), data, try_illegal)


@given(rules=house_rules(), data=st.data())
def test_copy_is_independent(rules: HouseRules, data: DataObject) -> None:
    for _ in range(3):
        rnd = deal(rules, data)
        steps = data.draw(st.integers(0, 59))
        for _ in range(steps):
            if rnd.is_over:
                break
            rnd.apply(choose(rnd, rnd.legal_actions(), data))
        before = rnd.to_history()
        hands = [rnd.hand(p) for p in range(rnd.players)]
        legal = rnd.legal_actions()
        twin = rnd.copy()
        playout(twin, data)
        assert rnd.to_history() == before
        assert [rnd.hand(p) for p in range(rnd.players)] == hands
        assert rnd.legal_actions() == legal
        assert not rnd.is_over or rnd.result is not None
        # And the other way round: playing the original leaves a fresh copy alone.
        fresh = rnd.copy()
        fresh_history = fresh.to_history()
        playout(rnd, data)
        assert fresh.to_history() == fresh_history
        check_every_card_in_one_place(fresh)


def reachable_cards(value: object) -> Iterator[Card]:
    """Every Card object reachable from `value`, walking dataclasses and containers."""
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from reachable_cards(getattr(value, field.name))
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from reachable_cards(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from reachable_cards(key)
            yield from reachable_cards(item)


def check_view_hides(rnd: Round, view: RoundView, player: int) -> None:
    hidden: Counter[Card] = Counter(rnd.stock)
    visible: Counter[Card] = Counter(rnd.hand(player))
    visible.update(rnd.discard_pile)
    for spread in rnd.spreads:
        visible.update(spread.cards)
    for other in range(rnd.players):
        known = Counter(view.known_cards[other])
        visible.update(known)
        if other != player:
            if rnd.is_over:
                visible.update(rnd.hand(other))
            else:
                hidden.update(Counter(rnd.hand(other)) - known)
    for card in set(reachable_cards(view)):
        if hidden[card]:
            assert visible[card], f"player {player} can see {card}, which is hidden"


def check_sample(rnd: Round, view: RoundView, rng: random.Random) -> None:
    sample = view.sample(rng)
    assert sample.view(view.player) == view
    # Every uniform deal fits the view by from_view's own check too.
    assert Round.from_view(view, *view.deal_unseen(rng)).view(view.player) == view
    check_every_card_in_one_place_of_view(sample)
    for other in range(rnd.players):
        assert len(sample.hand(other)) == len(rnd.hand(other))
        assert not Counter(view.known_cards[other]) - Counter(sample.hand(other))
    if view.player == rnd.current:
        assert sample.legal_actions() == rnd.legal_actions()


def check_every_card_in_one_place_of_view(sample: Round) -> None:
    assert placed_cards(sample) == Counter(full_deck(sample.rules.jokers))


@given(rules=house_rules(), data=st.data(), seed=SEEDS)
def test_view_holds_nothing_hidden_and_samples_agree_with_it(
    rules: HouseRules, data: DataObject, seed: int
) -> None:
    rng = random.Random(seed)  # for the samples (a search's dice, not the game's moves)

    def check_views(rnd: Round) -> None:
        for player in range(rnd.players):
            view = rnd.view(player)
            check_view_hides(rnd, view, player)
            assert view.legal == (tuple(rnd.legal_actions()) if player == rnd.current else ())
            assert view.hand_sizes == tuple(len(rnd.hand(p)) for p in range(rnd.players))
            if not rnd.is_over and rng.random() < 0.3:
                check_sample(rnd, view, rng)

    for _ in range(3):
        playout(deal(rules, data), data, check_views)


@given(data=st.data())
def test_a_view_of_a_finished_round_reveals_the_hands(data: DataObject) -> None:
    rnd = playout(deal(HouseRules(), data), data)
    view = rnd.view(0)
    assert view.result == rnd.result
    assert view.revealed_hands == tuple(rnd.hand(p) for p in range(3))
