"""Random playouts under randomly drawn house rules (hypothesis): what must hold
after every action of every round, whatever the rules and the cards.

Each example plays several rounds, so the default profile covers thousands of
rounds in all; HYPOTHESIS_PROFILE=long covers many more."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Iterator

from hypothesis import given
from hypothesis import strategies as st

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

# Generous: a round with the policy below averages a few dozen actions.
MAX_ACTIONS = 3000
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


def choose(rnd: Round, legal: list[Action], rng: random.Random) -> Action:
    """A random policy that ends rounds: it prefers the stock to the pile and
    often declines a discard when the stock is dry, so no round loops."""
    if rnd.phase == "start":
        if DeclareTonk() in legal and rng.random() < 0.5:
            return DeclareTonk()
        if Knock() in legal and rng.random() < 0.03:
            return Knock()
        if DeclineDiscard() in legal and rng.random() < 0.3:
            return DeclineDiscard()
        if Draw("stock") in legal and rng.random() < 0.8:
            return Draw("stock")
        draws = [a for a in legal if isinstance(a, (Draw, DeclineDiscard))]
        return rng.choice(draws or legal)
    return rng.choice(legal)


def deal(rules: HouseRules, rng: random.Random) -> Round:
    return Round.deal(rules, dealer=rng.randrange(rules.players), rng=rng)


def playout(rnd: Round, rng: random.Random, each: Callable[[Round], None] | None = None) -> Round:
    """Play `rnd` to the end, calling `each` before every action and at the end."""
    for _ in range(MAX_ACTIONS):
        if each is not None:
            each(rnd)
        legal = rnd.legal_actions()
        if rnd.is_over:
            assert legal == []
            return rnd
        assert legal, f"no legal action in a round not over: {rnd.to_history()}"
        rnd.apply(choose(rnd, legal, rng))
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


@given(rules=house_rules(), seed=SEEDS)
def test_random_rounds_end_keep_every_card_and_pay_out_zero_sum(
    rules: HouseRules, seed: int
) -> None:
    rng = random.Random(seed)
    for _ in range(20):
        rnd = playout(deal(rules, rng), rng, check_every_card_in_one_place)
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


@given(rules=house_rules(), seed=SEEDS)
def test_every_legal_action_applies(rules: HouseRules, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(3):
        playout(deal(rules, rng), rng, check_no_duplicates_and_all_apply)


def random_action(rnd: Round, rng: random.Random) -> object:
    """Anything a confused player (or a corrupt file) might try."""
    hand = rnd.hand(rnd.current)
    some_card = rng.choice(ALL_CARDS + list(hand) * 3)
    kind = rng.randrange(9)
    if kind == 0:
        return Knock()
    if kind == 1:
        return Draw(rng.choice(["stock", "discard"]))
    if kind == 2:
        return DeclineDiscard()
    if kind == 3:
        return DeclareTonk()
    if kind == 4:
        return Discard(some_card)
    if kind == 5:
        return Hit(some_card, rng.randrange(-1, len(rnd.spreads) + 2))
    if kind == 6:
        pool = list(hand) + rng.sample(ALL_CARDS, 3)
        return LaySpread(rng.sample(pool, min(len(pool), rng.randrange(1, 6))))
    if kind == 7:
        return Draw("pocket")  # type: ignore[arg-type]
    return rng.choice(["discard 5C", None, 7, ("hit",)])


@given(rules=house_rules(), seed=SEEDS)
def test_illegal_actions_raise_and_change_nothing(rules: HouseRules, seed: int) -> None:
    rng = random.Random(seed)

    def try_illegal(rnd: Round) -> None:
        legal = rnd.legal_actions()
        for _ in range(4):
            action = random_action(rnd, rng)
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

    for _ in range(4):
        playout(deal(rules, rng), rng, try_illegal)


@given(rules=house_rules(), seed=SEEDS)
def test_copy_is_independent(rules: HouseRules, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(5):
        rnd = deal(rules, rng)
        steps = rng.randrange(60)
        for _ in range(steps):
            if rnd.is_over:
                break
            rnd.apply(choose(rnd, rnd.legal_actions(), rng))
        before = rnd.to_history()
        hands = [rnd.hand(p) for p in range(rnd.players)]
        legal = rnd.legal_actions()
        twin = rnd.copy()
        playout(twin, random.Random(seed + 1))
        assert rnd.to_history() == before
        assert [rnd.hand(p) for p in range(rnd.players)] == hands
        assert rnd.legal_actions() == legal
        assert not rnd.is_over or rnd.result is not None
        # And the other way round: playing the original leaves a fresh copy alone.
        fresh = rnd.copy()
        fresh_history = fresh.to_history()
        playout(rnd, rng)
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


@given(rules=house_rules(), seed=SEEDS)
def test_view_holds_nothing_hidden_and_samples_agree_with_it(rules: HouseRules, seed: int) -> None:
    rng = random.Random(seed)

    def check_views(rnd: Round) -> None:
        for player in range(rnd.players):
            view = rnd.view(player)
            check_view_hides(rnd, view, player)
            assert view.legal == (tuple(rnd.legal_actions()) if player == rnd.current else ())
            assert view.hand_sizes == tuple(len(rnd.hand(p)) for p in range(rnd.players))
            if not rnd.is_over and rng.random() < 0.3:
                check_sample(rnd, view, rng)

    for _ in range(3):
        playout(deal(rules, rng), rng, check_views)


def test_a_view_of_a_finished_round_reveals_the_hands() -> None:
    rng = random.Random(5)
    rnd = playout(deal(HouseRules(), rng), rng)
    view = rnd.view(0)
    assert view.result == rnd.result
    assert view.revealed_hands == tuple(rnd.hand(p) for p in range(3))
