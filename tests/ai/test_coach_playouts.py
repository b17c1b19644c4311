"""The coach's other playout policies: the rollout policy with the normal
player's knocks (`NormalKnockPolicy`, `CoachSettings(playouts="normal-knock")`),
the same knocks counted instead of dealt (`ExactKnockPolicy`,
`playouts="exact-knock"`), those knocks with the normal player's own
choice of the stock or the pile (`ExactStartPolicy`, `playouts="exact-start"`),
and both decisions by rules fitted to the normal player's (`FittedPolicy`,
`playouts="fitted"`)."""

from __future__ import annotations

import random

import pytest

from tonk_desktop.ai.base import draws_so_far
from tonk_desktop.ai.coach import Coach, CoachSettings
from tonk_desktop.ai.exact_start import ExactStartPolicy
from tonk_desktop.ai.fitted import FittedPolicy
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.ai.rollout import ExactKnockPolicy, NormalKnockPolicy, RolloutPolicy
from tonk_desktop.ai.styles import KNOCK_RULES
from tonk_desktop.engine import Action, Discard, Draw, HouseRules, Knock, Round
from tonk_desktop.engine.actions import DRAW_DISCARD, DRAW_STOCK


def start_positions(rounds: int = 12, both_draws: bool = False) -> list[Round]:
    """Positions at the start of a turn with a knock allowed (`both_draws`:
    with the stock and the pile both allowed, instead), from rounds of
    normal against normal (2 and 3 players)."""
    found = []
    for number in range(rounds):
        rules = HouseRules(players=2 + number % 2)
        rnd = Round.deal(rules, dealer=0, rng=random.Random(f"playouts|{number}"))
        bots = [NormalBot(number * 10 + seat) for seat in range(rules.players)]
        while not rnd.is_over:
            view = rnd.view(rnd.current)
            if view.phase == "start" and (
                {DRAW_STOCK, DRAW_DISCARD} <= set(view.legal)
                if both_draws
                else Knock() in view.legal
            ):
                found.append(rnd.copy())
            rnd.apply(bots[rnd.current].choose(view))
    return found


def played_on(positions: list[Round], both_draws: bool = False) -> list[Round]:
    """`positions` and, from each, the starts of turn the rollout policy
    plays into over a few turns (as the coach's playouts meet them), with
    both draws allowed (`both_draws`) or a knock."""
    found = list(positions)
    for number, start in enumerate(positions):
        rnd = start.copy()
        turns = draws_so_far(rnd.view(rnd.current))
        policy = RolloutPolicy(rnd)
        for _ in range(random.Random(number).randrange(4, 16)):
            if rnd.is_over:
                break
            policy.play_out(rnd, turns, 1)
            legal = rnd.generate_legal_actions()
            if rnd.phase == "start" and (
                {DRAW_STOCK, DRAW_DISCARD} <= set(legal) if both_draws else Knock() in legal
            ):
                found.append(rnd.copy())
    return found


def test_the_policy_knocks_where_the_normal_player_knocks() -> None:
    # The normal player's rule itself, without the turn it weighs first (a
    # hand that goes out whatever it draws plays on; a discard that empties
    # the hand is taken): nearly everywhere the same, where the rollout
    # policy's knock line often is not.
    positions = start_positions()
    normal = NormalBot(0)
    agree = exact_agrees = rollout_agrees = knocks = 0
    for rnd in positions:
        knocked = type(normal.choose(rnd.view(rnd.current))) is Knock
        move = NormalKnockPolicy(rnd).choose(rnd, [0] * rnd.players)
        agree += (type(move) is Knock) == knocked
        exact = ExactKnockPolicy(rnd).choose(rnd, draws_so_far(rnd.view(rnd.current)))
        exact_agrees += (type(exact) is Knock) == knocked
        rollout = RolloutPolicy(rnd).choose(rnd, [0] * rnd.players)
        rollout_agrees += (type(rollout) is Knock) == knocked
        knocks += knocked
    assert len(positions) > 50 and knocks >= 5
    assert agree >= 0.95 * len(positions)
    assert exact_agrees >= 0.95 * len(positions)
    assert rollout_agrees <= agree - 5


def test_the_knock_ceiling_passes_over_only_totals_that_never_knock() -> None:
    """The rollout policy does not work out its knock line for a total at or
    above every threshold (`knock_ceiling`): there it never knocks. Its
    choices are those of the line worked out everywhere, for players of its
    own knocking and of a style's (which the ceiling leaves alone); the
    policies with knock lines of their own keep no ceiling."""
    positions = played_on(start_positions())
    skipped = knocked = 0
    for number, rnd in enumerate(positions):
        turns = draws_so_far(rnd.view(rnd.current))
        policy, full = RolloutPolicy(rnd), RolloutPolicy(rnd)
        full.knock_ceiling = 10**9
        if number % 3 == 0:
            style = KNOCK_RULES["collector"] if number % 2 else KNOCK_RULES["bold"]
            policy.styles[rnd.current] = full.styles[rnd.current] = style
        move = policy.choose(rnd, turns)
        assert move == full.choose(rnd, turns)
        total = rnd.hand_total(rnd.current)
        if total >= policy.knock_ceiling:
            skipped += 1
            assert policy.styles[rnd.current] is not None or total > policy.knock_line(
                rnd, rnd.current, turns
            )
        knocked += type(move) is Knock
    assert skipped >= 10 and knocked >= 10
    for other in (NormalKnockPolicy, ExactKnockPolicy, ExactStartPolicy):
        assert other(positions[0]).knock_ceiling == 10**9


def test_a_throw_found_without_the_list_of_moves_is_the_one_found_in_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After the draw the rollout policy finds its discard from
    `Round.discards_alone` where that answers: the move it would have chosen
    from the list of moves, under house rules with jokers, the any-time
    knock and the taken card kept back, and for a player thrown by learned
    weights (`throws`, some at or below -1: no discard beats the start)."""
    presets = [
        HouseRules(players=3),
        HouseRules.preset("encyclopedia").replace(players=2),
        HouseRules(players=2, jokers=2, knock_timing="any_time"),
        HouseRules(players=4, jokers=2, discard_back=False, hit_runs_only=True),
    ]
    weights = tuple(float(rank % 5) - 2.0 for rank in range(14))
    positions = []
    for number, rules in enumerate(presets * 4):
        rnd = Round.deal(rules, dealer=0, rng=random.Random(f"throws|{number}"))
        turns = [0] * rules.players
        policy = RolloutPolicy(rnd)
        while not rnd.is_over:
            if rnd.phase == "play":
                positions.append((rnd.copy(), number % 2))
            policy.play_out(rnd, turns, 1)
    fast = []
    for rnd, learned in positions:
        policy = RolloutPolicy(rnd)
        if learned:
            policy.throws[rnd.current] = weights
        fast.append(policy.choose(rnd, [0] * rnd.players))
    answered = sum(rnd.discards_alone() is not None for rnd, _ in positions)
    monkeypatch.setattr(Round, "discards_alone", lambda rnd: None)
    for (rnd, learned), move in zip(positions, fast, strict=True):
        policy = RolloutPolicy(rnd)
        if learned:
            policy.throws[rnd.current] = weights
        assert policy.choose(rnd, [0] * rnd.players) is move
    assert len(positions) > 100 and answered > len(positions) // 2


def test_the_exact_start_draws_where_the_normal_player_draws() -> None:
    # The same one-turn search as the normal player's, its answers kept:
    # where both draw, the same draw, and where a policy met the position
    # before (its memo warm) the same again; the rollout policy's own rule
    # (the pile when it melds or is low) parts from normal's more often.
    positions = start_positions(24, both_draws=True)
    normal = NormalBot(0)
    warm: dict[int, ExactStartPolicy] = {}  # by table size (a policy is per rules)
    both = agree = rollout_agrees = takes = 0
    for rnd in positions:
        turns = draws_so_far(rnd.view(rnd.current))
        theirs = normal.choose(rnd.view(rnd.current))
        fresh = ExactStartPolicy(rnd).choose(rnd, turns)
        policy = warm.setdefault(rnd.players, ExactStartPolicy(rnd))
        assert policy.choose(rnd, turns) == fresh
        assert policy.choose(rnd, turns) == fresh
        if type(theirs) is Draw and type(fresh) is Draw:
            both += 1
            agree += fresh == theirs
            takes += theirs == DRAW_DISCARD
            rollout_agrees += RolloutPolicy(rnd).choose(rnd, turns) == theirs
    # (each position searched once at most, by the warm policies)
    assert sum(policy.searched for policy in warm.values()) <= len(positions)
    assert both > 120 and takes >= 10, (both, takes)
    assert agree >= 0.99 * both
    assert rollout_agrees <= agree - 5


def test_the_fitted_start_of_turn_decides_as_the_normal_player() -> None:
    # Rules fitted on other seeds (benchmarks/fit_playouts.py): the knock
    # where normal's rule knocks (its own, without the turn it weighs first)
    # and, where both draw, the same draw, far more often than the rollout
    # policy's line and its taste for the pile.
    normal = NormalBot(0)
    knocks = agree = rollout_agrees = 0
    positions = start_positions(40)
    for rnd in positions:
        turns = draws_so_far(rnd.view(rnd.current))
        knocked = type(normal.choose(rnd.view(rnd.current))) is Knock
        agree += FittedPolicy(rnd).knocks(rnd, rnd.current, turns) == knocked
        rollout = RolloutPolicy(rnd).choose(rnd, turns)
        rollout_agrees += (type(rollout) is Knock) == knocked
        knocks += knocked
    assert len(positions) > 200 and knocks >= 20, (len(positions), knocks)
    assert agree >= 0.95 * len(positions), (agree, rollout_agrees)
    assert rollout_agrees <= agree - 5, (agree, rollout_agrees)
    both = agree = rollout_agrees = takes = 0
    for rnd in played_on(start_positions(24, both_draws=True), both_draws=True):
        theirs = normal.choose(rnd.view(rnd.current))
        if type(theirs) is not Draw:
            continue
        both += 1
        takes += theirs == DRAW_DISCARD
        taken = FittedPolicy(rnd).takes(rnd, rnd.current)
        agree += taken == (theirs == DRAW_DISCARD)
        rollout_agrees += RolloutPolicy(rnd).wants(rnd.pile[-1], rnd.hands[rnd.current], rnd) == (
            theirs == DRAW_DISCARD
        )
    assert both > 300 and takes >= 20, (both, takes)
    assert agree >= 0.97 * both, (both, agree, rollout_agrees)
    assert rollout_agrees <= agree - 5, (both, agree, rollout_agrees)


def guarded_throws(rounds: int) -> list[tuple[Round, Action]]:
    """The positions after the draw where normal against normal (2 and 3
    players) threw a card with the next player known to hold a card (one
    they took from the pile), and the card the normal player threw."""
    found: list[tuple[Round, Action]] = []
    for number in range(rounds):
        rules = HouseRules(players=2 + number % 2)
        rnd = Round.deal(rules, dealer=0, rng=random.Random(f"guarded|{number}"))
        bots = [NormalBot(number * 10 + seat) for seat in range(rules.players)]
        while not rnd.is_over:
            action = bots[rnd.current].choose(rnd.view(rnd.current))
            following = (rnd.current + 1) % rnd.players
            if rnd.phase == "play" and type(action) is Discard and rnd.known[following]:
                found.append((rnd.copy(), action))
            rnd.apply(action)
    return found


def test_the_fitted_policy_does_not_feed_the_next_player_as_normal_does_not() -> None:
    # Where the next player took a card from the pile, the normal player will
    # not throw them a card for it (`discard_danger`); the rollout policy
    # throws its highest card regardless, so in its playouts a card taken
    # from the pile was fed more often than at a real table. The fitted
    # policy's throw weighs the same danger: it throws normal's card more often.
    positions = guarded_throws(150)
    agree = rollout_agrees = 0
    for rnd, thrown in positions:
        turns = draws_so_far(rnd.view(rnd.current))
        agree += FittedPolicy(rnd).choose(rnd, turns) == thrown
        rollout_agrees += RolloutPolicy(rnd).choose(rnd, turns) == thrown
        # With no known card to weigh, the throw is the rollout policy's.
        unguarded = FittedPolicy(rnd).guarded_throw(rnd, turns, [])
        assert unguarded == RolloutPolicy(rnd).choose(rnd, turns)
    assert len(positions) > 80, len(positions)
    assert agree >= 0.88 * len(positions), (len(positions), agree, rollout_agrees)
    assert agree >= rollout_agrees + 5, (len(positions), agree, rollout_agrees)


def test_the_fitted_rules_weigh_their_features_by_the_fitted_weights() -> None:
    # `knocks` and `takes` are the weighted sums of `knock_features` and
    # `draw_features`, written out for speed (and a pile's card that cannot
    # meld, hits nothing and is no lower than the hand's highest goes to
    # the stock before the sum: the sum says the same on these positions).
    checked = 0
    for rnd in start_positions(12) + start_positions(12, both_draws=True):
        policy = FittedPolicy(rnd)
        player = rnd.current
        turns = draws_so_far(rnd.view(player))
        legal = rnd.generate_legal_actions()
        if Knock() in legal:
            features = policy.knock_features(rnd, player, turns)
            summed = sum(w * f for w, f in zip(policy.knock_weights, features, strict=True))
            assert policy.knocks(rnd, player, turns) == (summed > 0), rnd.hands[player]
            checked += 1
        if {DRAW_STOCK, DRAW_DISCARD} <= set(legal) and rnd.pile[-1].bit:
            features = policy.draw_features(rnd, player)
            summed = sum(w * f for w, f in zip(policy.draw_weights, features, strict=True))
            assert policy.takes(rnd, player) == (summed > 0), rnd.hands[player]
            checked += 1
    assert checked > 200


def test_the_fitted_policy_plays_a_round_out_the_same_way_twice() -> None:
    for number in range(6):
        rules = HouseRules(players=2 + number % 2)
        rnd = Round.deal(rules, dealer=0, rng=random.Random(f"fitted|{number}"))
        again = rnd.copy()
        FittedPolicy(rnd).play_out(rnd, [0] * rules.players, 400)
        FittedPolicy(again).play_out(again, [0] * rules.players, 400)
        assert rnd.is_over and again.is_over
        assert [e.action for e in rnd.events] == [e.action for e in again.events]


@pytest.mark.parametrize("playouts", ["normal-knock", "exact-knock", "exact-start", "fitted"])
def test_a_review_with_the_normal_knocks_is_a_pure_function_of_the_view_and_its_own(
    playouts: str,
) -> None:
    small = CoachSettings(samples=80, weighed=160, batches=1, playouts="rollout")
    knocking = CoachSettings(samples=80, weighed=160, batches=1, playouts=playouts)
    differ = 0
    for rnd in start_positions(2)[:4]:
        view = rnd.view(rnd.current)
        first = Coach(knocking).judge(view, Draw("stock"))
        again = Coach(knocking).judge(view, Draw("stock"))
        rollout = Coach(small).judge(view, Draw("stock"))
        assert first is not None and again is not None and rollout is not None
        assert [m.value for m in first.values] == [m.value for m in again.values]
        # The same deals, the knock valued exactly on each: only the draws'
        # playouts, played on by another policy, can differ.
        assert [m.action for m in first.values] == [m.action for m in rollout.values]
        differ += [m.value for m in first.values] != [m.value for m in rollout.values]
    assert differ >= 1
