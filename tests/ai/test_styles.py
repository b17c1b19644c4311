"""The computer-player styles play by their own rules, and the hard player
learns an opponent's style only from what its seat may see."""

from __future__ import annotations

import random

import pytest
from shown_rounds import shown_session

from tonk_desktop.ai import KINDS, STYLES, make_bot
from tonk_desktop.ai.base import Bot, decision_rng, tell_round_over
from tonk_desktop.ai.hard import HardBot, HardSettings
from tonk_desktop.ai.sampling import OpponentModel
from tonk_desktop.engine import Draw, Hit, HouseRules, Knock, Round, RoundView
from tonk_desktop.sim import simulate
from tonk_desktop.sim.cli import main


def play(rules: HouseRules, bots: list[Bot], seed: int) -> Round:
    rnd = Round.deal(rules, dealer=seed % rules.players, rng=random.Random(seed))
    while not rnd.is_over:
        rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
    return rnd


def rounds_of(style: str, count: int) -> list[Round]:
    rules = HouseRules().replace(players=2)
    return [
        play(rules, [make_bot(style, seed=1), make_bot("normal", seed=2)], n) for n in range(count)
    ]


def test_every_style_is_offered_and_made() -> None:
    assert STYLES == ("cautious", "bold", "collector", "calculator")
    for style in STYLES:
        assert style in KINDS
        assert make_bot(style, seed=1).level == style


def test_a_style_is_the_same_player_for_the_same_seed() -> None:
    rules = HouseRules().replace(players=2)
    for style in STYLES:
        first = play(rules, [make_bot(style, seed=5), make_bot("normal", seed=6)], 3)
        again = play(rules, [make_bot(style, seed=5), make_bot("normal", seed=6)], 3)
        assert first.history == again.history


def test_the_cautious_player_knocks_only_very_low() -> None:
    knocks = [r.result for r in rounds_of("cautious", 40) if r.result and r.result.knocker == 0]
    assert knocks
    assert all(result.totals[0] <= 5 for result in knocks)


def test_the_collector_knocks_on_its_number_and_takes_the_pile_for_near_spreads() -> None:
    rounds = rounds_of("collector", 40)
    knocks = [r.result for r in rounds if r.result and r.result.knocker == 0]
    assert knocks
    assert all(result.totals[0] <= 10 for result in knocks)
    normal = rounds_of("normal", 40)
    taken = sum(r.history.count(Draw("discard")) for r in rounds)
    assert taken > sum(r.history.count(Draw("discard")) for r in normal)


def test_the_calculator_never_hits() -> None:
    rules = HouseRules().replace(players=4)
    calculator = make_bot("calculator", seed=1)
    bots = [calculator, *(make_bot("collector", seed=seat) for seat in range(3))]
    could = 0
    for seed in range(30):
        rnd = Round.deal(rules, dealer=seed % 4, rng=random.Random(seed))
        while not rnd.is_over:
            view = rnd.view(rnd.current)
            action = bots[rnd.current].choose(view)
            if rnd.current == 0 and any(isinstance(a, Hit) for a in view.legal):
                could += 1
                assert not isinstance(action, Hit)
            rnd.apply(action)
    assert could > 0


def test_the_bold_player_knocks_higher_than_the_cautious_one() -> None:
    def mean_knock(style: str) -> float:
        totals = [
            r.result.totals[0] for r in rounds_of(style, 40) if r.result and r.result.knocker == 0
        ]
        return sum(totals) / len(totals)

    assert mean_knock("bold") > mean_knock("cautious") + 5


def test_tonk_sim_plays_the_styles(capsys: pytest.CaptureFixture[str]) -> None:
    report = simulate(["cautious", "collector"], 2, 1, HouseRules())
    assert report.bots[0].rounds == 4
    assert main(["--bots", "bold,calculator", "--rounds", "1"]) == 0
    assert "calculator" in capsys.readouterr().out


def session(opponent: str, rounds: int, shuffle_stock: bool) -> HardBot:
    """Hard shown `rounds` rounds from a normal player's seat facing `opponent`."""
    rules = HouseRules().replace(players=2)
    return shown_session(
        make_bot(opponent, seed=4), rounds, lambda bots, n: play(rules, bots, n), shuffle_stock
    )


def test_hard_learns_a_style_from_the_rounds_it_was_shown() -> None:
    hard = session("bold", 25, shuffle_stock=False)
    chances = dict(zip(("normal", *STYLES), hard.styles.probabilities(1), strict=True))
    assert chances["bold"] > 0.5
    assert chances["cautious"] < 0.05


def test_hard_learns_only_what_its_seat_saw() -> None:
    # Rounds that look the same from seat 0 but differ in cards nobody saw.
    plain = session("collector", 8, shuffle_stock=False)
    shuffled = session("collector", 8, shuffle_stock=True)
    assert plain.styles.scores == shuffled.styles.scores
    assert plain.styles.hands == shuffled.styles.hands
    assert plain.styles.habits == shuffled.styles.habits
    # The same view with different hidden hands: the same weights and choice.
    rules = HouseRules().replace(players=2)
    bots: list[Bot] = [make_bot("normal", seed=1), make_bot("collector", seed=2)]
    view: RoundView | None = None
    for seed in range(20, 60):
        rnd = Round.deal(rules, dealer=1, rng=random.Random(seed))
        while view is None and not rnd.is_over:
            current = rnd.view(rnd.current)
            if rnd.current == 0 and Knock() in current.legal and len(rnd.events) > 4:
                view = current
            else:
                rnd.apply(bots[rnd.current].choose(current))
        if view is not None:
            break
    assert view is not None
    truths = [view.sample(random.Random(seed)) for seed in (1, 2)]
    assert truths[0].hand(1) != truths[1].hand(1)
    weights = []
    for truth in truths:
        seen = truth.view(0)
        assert seen == view
        weighted, _ = plain.samples_for(seen, decision_rng(plain.seed, seen))
        weights.append([weight for _, weight in weighted])
    assert weights[0] == weights[1]
    assert plain.choose(truths[0].view(0)) == plain.choose(truths[1].view(0))


def test_hard_is_shown_only_finished_rounds() -> None:
    rnd = Round.deal(HouseRules().replace(players=2), dealer=0, rng=random.Random(1))
    with pytest.raises(ValueError, match="finished round"):
        HardBot(seed=1).round_over(rnd.view(0))


def test_hard_adapts_to_a_style_but_not_to_a_normal_player() -> None:
    assert session("cautious", 40, shuffle_stock=False).styles.adapted(1)
    assert not session("normal", 40, shuffle_stock=False).styles.adapted(1)
    # Before any round is seen, every opponent is taken to play like normal.
    fresh = HardBot(seed=1)
    view = Round.deal(HouseRules().replace(players=3), dealer=0, rng=random.Random(2)).view(0)
    assert all(len(beliefs) == 1 for beliefs in fresh.styles.beliefs(view))


def test_hard_weighs_its_deals_by_the_opponent_model_alone() -> None:
    # Hard plays a cautious player until it adapts, knocking now and then.
    # The deals it judges a knock on keep the opponent model's weights: its
    # own knocks caught or not do not tilt them (they made the chance of a
    # catch too low against the bold and the calculator players, docs/ai.md).
    hard = HardBot(seed=5, settings=HardSettings(samples=12, weighed=40))
    cautious = make_bot("cautious", seed=6)
    rules = HouseRules().replace(players=2)
    knocks = 0
    for number in range(40):
        seat = number % 2
        rnd = play(rules, [hard, cautious] if seat == 0 else [cautious, hard], number)
        knocks += rnd.result is not None and rnd.result.knocker == seat
        tell_round_over(hard, rnd.view(seat))
    assert hard.styles.adapted(1)
    assert knocks >= 5
    checked = 0
    hard.log = []
    for number in range(40, 60):
        rnd = Round.deal(rules, dealer=number % 2, rng=random.Random(number))
        while not rnd.is_over:
            view = rnd.view(rnd.current)
            if rnd.current == 0 and Knock() in view.legal and view.phase == "start":
                weighted, _ = hard.samples_for(view, decision_rng(hard.seed, view))
                rng = decision_rng(hard.seed, view)
                model = OpponentModel(view, rng, hard.settings.inference, hard.styles.beliefs(view))
                assert [weight for _, weight in weighted] == [
                    model.weigh(sample)[0] for sample, _ in weighted
                ]
                checked += 1
            rnd.apply((hard if rnd.current == 0 else cautious).choose(view))
    assert checked >= 10
    # Against a style it knocks only where its deals give a catch at most
    # `max_caught` (0.1) of the time.
    assert any(note.knocked for note in hard.log)
    assert all(note.adapted for note in hard.log)
    assert all(note.caught <= 0.1 for note in hard.log if note.knocked)
    assert any(note.play_on is None and note.caught > 0.1 for note in hard.log)
