"""The family of opponent strategies (`sim/strategies.py`): every strategy
plays only legal moves under any house rules, plays the same for the same
seed, and the strategies drawn really differ."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.base import Bot
from tonk_desktop.engine import Discard, Draw, HouseRules, Knock, Round
from tonk_desktop.sim import sim_bot, simulate
from tonk_desktop.sim.cli import main
from tonk_desktop.sim.strategies import (
    HELD_OUT,
    TUNING,
    StrategyBot,
    draw_strategy,
    is_strategy,
    strategy_bot,
    strategy_seed,
)

ACTION_CAP = 3000
NAMES = tuple(HouseRules().to_dict())  # every switch, drawn in random_rules


def random_rules(rng: random.Random) -> HouseRules:
    """House rules with every switch drawn from what it allows (a range from
    its low end up to 50)."""
    while True:
        choice: dict[str, object] = {}
        for name in NAMES:
            allowed = HouseRules.allowed(name)
            if allowed.is_range:
                choice[name] = rng.randint(allowed.low, min(allowed.high, 50))
            else:
                choice[name] = rng.choice(allowed.choices)
        try:
            return HouseRules(**choice)  # type: ignore[arg-type]
        except ValueError:
            continue  # an impossible mix (four hands of nine, double-double for three)


def play(rnd: Round, bots: list[Bot]) -> None:
    for _ in range(ACTION_CAP):
        if rnd.is_over:
            return
        view = rnd.view(rnd.current)
        action = bots[rnd.current].choose(view)
        assert action in view.legal, f"{bots[rnd.current].level} chose {action}"
        rnd.apply(action)
    pytest.fail(f"the round did not end within {ACTION_CAP} actions")


def test_every_strategy_plays_legally_under_random_house_rules() -> None:
    rng = random.Random("strategies-legal")
    names = [f"tuning:{n}" for n in range(30)] + [f"heldout:{n}" for n in range(30)]
    for number in range(len(names)):
        for round_number in range(5):
            rules = random_rules(rng)
            rnd = Round.deal(rules, dealer=round_number % rules.players, rng=rng)
            # Strategies of the family in every seat but one, against a level.
            bots: list[Bot] = [
                strategy_bot(names[(number + seat) % len(names)], seed=seat)
                for seat in range(rules.players)
            ]
            bots[-1] = make_bot(("easy", "normal")[round_number % 2], seed=number)
            play(rnd, bots)
            assert rnd.result is not None and sum(rnd.result.net) == 0


def test_the_same_seed_plays_the_same_game() -> None:
    rules = HouseRules.preset("encyclopedia").replace(players=3, jokers=2)
    histories = []
    for _ in range(2):
        rnd = Round.deal(rules, dealer=1, rng=random.Random(12))
        names = ("heldout:4", "tuning:9", "heldout:7")
        play(rnd, [strategy_bot(name, seed=index) for index, name in enumerate(names)])
        histories.append(rnd.to_history())
    assert histories[0] == histories[1]
    assert draw_strategy(HELD_OUT[4]) == draw_strategy(HELD_OUT[4])
    report = [simulate(["heldout:2", "normal"], 6, 3, HouseRules()).to_json() for _ in range(2)]
    for data in report:
        for bot in data["bots"]:
            del bot["decision_ms"]
    assert report[0] == report[1]


def test_the_draws_cover_every_choice_of_every_parameter() -> None:
    drawn = [draw_strategy(HELD_OUT[n]) for n in range(100)]
    for field in dataclasses.fields(drawn[0]):
        values = {getattr(strategy, field.name) for strategy in drawn}
        assert len(values) > 1, field.name
    assert {s.discard for s in drawn} == {"highest", "least_connected", "keep_middles", "keep_low"}
    assert {s.take for s in drawn} == {"made", "near", "low"}
    assert {s.hits for s in drawn} == {"never", "always", "low"}
    assert {s.knock_phase for s in drawn} == {"before", "after", "either"}


def _first_position(rules: HouseRules, wanted: str) -> tuple[Round, int]:
    """A round from a fixed deal, played by normal players up to the first
    position of player 0 that is `wanted` ("knock": a knock is legal at the
    start of the turn on 5 to 12 points; "discard": after the draw with three
    or more discards to choose from)."""
    for seed in range(200):
        rnd = Round.deal(rules, dealer=1, rng=random.Random(seed))
        bots = [make_bot("normal", seed=1), make_bot("normal", seed=2)]
        while not rnd.is_over:
            view = rnd.view(rnd.current)
            if rnd.current == 0:
                total = sum(rules.card_points(card.rank) for card in view.hand)
                if wanted == "knock" and Knock() in view.legal and 5 <= total <= 12:
                    return rnd, seed
                discards = [a for a in view.legal if isinstance(a, Discard)]
                if wanted == "discard" and len(discards) >= 3 and view.phase != "start":
                    return rnd, seed
            rnd.apply(bots[rnd.current].choose(view))
    raise AssertionError("no such position in 200 deals")


def test_two_strategies_choose_differently_in_one_position() -> None:
    rules = HouseRules(players=2)
    rnd, _ = _first_position(rules, "knock")
    view = rnd.view(0)
    base = draw_strategy(HELD_OUT[0])
    eager = dataclasses.replace(
        base, knock_total=14, knock_per_turn=0.0, knock_phase="either", tonk_chase=0
    )
    shy = dataclasses.replace(eager, knock_total=2, knock_dry=0)
    assert StrategyBot(eager, seed=1).choose(view) == Knock()
    assert StrategyBot(shy, seed=1).choose(view) != Knock()
    # Drawn strategies differ after the draw too: the cards thrown vary.
    rnd, _ = _first_position(rules, "discard")
    view = rnd.view(0)
    thrown = {strategy_bot(f"heldout:{n}", seed=1).choose(view) for n in range(40)}
    assert len(thrown) >= 2
    # And before it: some take the discard where others draw from the stock.
    starts = _first_position(rules, "knock")[0].view(0)
    drawn = {strategy_bot(f"heldout:{n}", seed=1).choose(starts) for n in range(40)}
    assert Draw("stock") in drawn and len(drawn) >= 2


def test_the_sets_are_split_and_named() -> None:
    assert set(TUNING).isdisjoint(HELD_OUT)
    assert strategy_seed("heldout:3") == HELD_OUT[3]
    assert strategy_seed("tuning:17") == TUNING[17]
    assert strategy_seed("normal") is None and not is_strategy("hard")
    assert not is_strategy(f"heldout:{len(HELD_OUT)}") and not is_strategy("heldout:x")
    with pytest.raises(ValueError, match="heldout:N"):
        strategy_seed("heldout:-1")
    assert sim_bot("heldout:3", seed=1).level == "heldout:3"
    assert sim_bot("easy", seed=1).level == "easy"
    with pytest.raises(ValueError, match="no such level"):
        sim_bot("outside:1")


def test_tonk_sim_seats_strategies_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--bots", "heldout:1,normal", "--rounds", "3", "--json", "--jobs", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [bot["name"] for bot in report["bots"]] == ["heldout:1", "normal"]
    assert sum(bot["net"] for bot in report["bots"]) == 0
    for argv, message in (
        (["--bots", "heldout:5000,normal"], "no such level 'heldout:5000'"),
        (["--bots", "tuning:2,normal", "--db", "x.sqlite"], "--db records levels"),
    ):
        with pytest.raises(SystemExit) as exit_info:
            main(argv)
        assert exit_info.value.code == 2
        err = capsys.readouterr().err
        assert message in err and err.count("\n") == 1
