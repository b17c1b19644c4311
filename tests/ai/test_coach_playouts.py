"""The coach's other playout policies: the rollout policy with the normal
player's knocks (`NormalKnockPolicy`, `CoachSettings(playouts="normal-knock")`),
the same knocks counted instead of dealt (`ExactKnockPolicy`,
`playouts="exact-knock"`), and those knocks with the normal player's own
choice of the stock or the pile (`ExactStartPolicy`, `playouts="exact-start"`)."""

from __future__ import annotations

import random

import pytest

from tonk_desktop.ai.base import draws_so_far
from tonk_desktop.ai.coach import Coach, CoachSettings
from tonk_desktop.ai.exact_start import ExactStartPolicy
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.ai.rollout import ExactKnockPolicy, NormalKnockPolicy, RolloutPolicy
from tonk_desktop.engine import Draw, HouseRules, Knock, Round
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


@pytest.mark.parametrize("playouts", ["normal-knock", "exact-knock", "exact-start"])
def test_a_review_with_the_normal_knocks_is_a_pure_function_of_the_view_and_its_own(
    playouts: str,
) -> None:
    small = CoachSettings(samples=80, weighed=160, batches=1)
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
