"""The coach's other playout policy: the rollout policy with the normal
player's knocks (`NormalKnockPolicy`, `CoachSettings(playouts="normal-knock")`)."""

from __future__ import annotations

import random

from tonk_desktop.ai.coach import Coach, CoachSettings
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.ai.rollout import NormalKnockPolicy, RolloutPolicy
from tonk_desktop.engine import Draw, HouseRules, Knock, Round


def start_positions(rounds: int = 12) -> list[Round]:
    """Positions at the start of a turn with a knock allowed, from rounds of
    normal against normal (2 and 3 players)."""
    found = []
    for number in range(rounds):
        rules = HouseRules(players=2 + number % 2)
        rnd = Round.deal(rules, dealer=0, rng=random.Random(f"playouts|{number}"))
        bots = [NormalBot(number * 10 + seat) for seat in range(rules.players)]
        while not rnd.is_over:
            view = rnd.view(rnd.current)
            if view.phase == "start" and Knock() in view.legal:
                found.append(rnd.copy())
            rnd.apply(bots[rnd.current].choose(view))
    return found


def test_the_policy_knocks_where_the_normal_player_knocks_and_only_there() -> None:
    positions = start_positions()
    normal = NormalBot(0)
    knocks = plays_on = 0
    for rnd in positions:
        policy = NormalKnockPolicy(rnd)
        move = policy.choose(rnd, [0] * rnd.players)
        if type(normal.choose(rnd.view(rnd.current))) is Knock:
            assert type(move) is Knock
            knocks += 1
        else:
            assert type(move) is not Knock
            plays_on += 1
    assert knocks >= 3 and plays_on >= 20


def test_the_rollout_policy_knocks_where_the_normal_player_would_not() -> None:
    # (what the other policy is for: the two knock differently)
    positions = start_positions()
    normal = NormalBot(0)
    differ = sum(
        (type(RolloutPolicy(rnd).choose(rnd, [0] * rnd.players)) is Knock)
        != (type(normal.choose(rnd.view(rnd.current))) is Knock)
        for rnd in positions
    )
    assert differ >= 3


def test_a_review_with_the_normal_knocks_is_a_pure_function_of_the_view_and_its_own() -> None:
    small = CoachSettings(samples=80, weighed=160, batches=1)
    knocking = CoachSettings(samples=80, weighed=160, batches=1, playouts="normal-knock")
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
