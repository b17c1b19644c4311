"""The computer players: always legal under every house rule, reproducible from
a seed, and sensible in positions a player would recognise."""

from __future__ import annotations

import os
import random

import pytest

from tonk_desktop.ai import LEVELS, make_bot
from tonk_desktop.ai.base import Bot
from tonk_desktop.ai.hard import HardBot, HardSettings
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.ai.sampling import InferenceSettings
from tonk_desktop.engine import Card, Discard, HouseRules, Knock, Round, full_deck, parse_cards

RULE_CHOICES: dict[str, tuple[object, ...]] = {
    "players": (2, 3, 4),
    "jokers": (0, 2),
    "ace_points": (1, 10),
    "joker_points": (0, 15, 50),
    "hand_size": (5, 7, 9),
    "initial_discard": (True, False),
    "dealt_tonk": ("49_50", "50_only_49_in_turn", "off"),
    "low_deal_13": (True, False),
    "low_deal_9": (True, False),
    "knock_timing": ("before_draw", "any_time"),
    "hit_runs_only": (True, False),
    "discard_back": (True, False),
    "must_lay_spreads": (True, False),
    "hit_penalty": ("off", "no_spreads", "no_knock"),
    "dead_books": (True, False),
    "discard_must_meld": (True, False),
    "one_hit_per_turn": (True, False),
    "knock_limit": (0, 5, 15, 40),
    "caught_rule": ("classic", "encyclopedia"),
    "dry_tie": ("no_payment", "split"),
    "tonk_needs_full_hand": (True, False),
    "tonk_needs_new_spread": (True, False),
    "double_double": (True, False),
}
# Every field of HouseRules is drawn: a new switch must be added here.
assert set(RULE_CHOICES) == set(HouseRules().to_dict())

# A round the bots never end is a bug, but the test must still stop.
ACTION_CAP = 3000


def random_rules(rng: random.Random) -> HouseRules:
    while True:
        choice = {name: rng.choice(values) for name, values in RULE_CHOICES.items()}
        try:
            return HouseRules(**choice)  # type: ignore[arg-type]
        except ValueError:
            continue  # an impossible mix (four hands of nine, double-double for three)


# The hard player with a small search: a few deals weighed and played out, its
# opponent model rebuilt from a few deals. Every step of the search still runs
# (the sampler, the weights, the resampling, the playouts); only the counts are
# small, which is all a test of legality and reproducibility needs.
QUICK_HARD = HardSettings(samples=3, weighed=6, inference=InferenceSettings(model_samples=20))


def quick_bot(level: str, seed: int) -> Bot:
    """A bot of this level; the hard one with a small search (QUICK_HARD)."""
    if level == "hard":
        return HardBot(seed, QUICK_HARD)
    return make_bot(level, seed=seed)


def play(rnd: Round, bots: list[Bot]) -> None:
    for _ in range(ACTION_CAP):
        if rnd.is_over:
            return
        view = rnd.view(rnd.current)
        action = bots[rnd.current].choose(view)
        assert action in view.legal, f"{bots[rnd.current].level} chose {action} not in {view.legal}"
        rnd.apply(action)
    pytest.fail(f"the round did not end within {ACTION_CAP} actions")


# Rounds per level: a sample in `make test`, ten times as many in `make test-long`
# (HYPOTHESIS_PROFILE=long, the soak run of the random playouts).
SOAK = 10 if os.environ.get("HYPOTHESIS_PROFILE") == "long" else 1


@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_legally_under_random_house_rules(level: str) -> None:
    rng = random.Random(f"legal-{level}")
    rounds = (20 if level == "hard" else 70) * SOAK
    for number in range(rounds):
        rules = random_rules(rng)
        rnd = Round.deal(rules, dealer=number % rules.players, rng=rng)
        # The level under test in every seat but one, against the others.
        bots = [quick_bot(level, number * 10 + seat) for seat in range(rules.players)]
        bots[-1] = quick_bot(LEVELS[number % len(LEVELS)], number)
        play(rnd, bots)
        assert rnd.result is not None
        assert sum(rnd.result.net) == 0


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_plays_the_same_game(level: str) -> None:
    rules = HouseRules.preset("encyclopedia").replace(players=3)
    histories = []
    for _ in range(2):
        rnd = Round.deal(rules, dealer=1, rng=random.Random(99))
        play(rnd, [quick_bot(level, 5), quick_bot(level, 6), quick_bot(level, 7)])
        histories.append(rnd.to_history())
    assert histories[0] == histories[1]


def test_a_bot_only_moves_on_its_own_turn() -> None:
    rnd = Round.deal(HouseRules(players=2), dealer=0, rng=random.Random(3))
    waiting = rnd.view(1 - rnd.current)
    for level in LEVELS:
        with pytest.raises(ValueError, match="not this player's turn"):
            make_bot(level, seed=1).choose(waiting)


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="no such level"):
        make_bot("expert")


def stacked(first: str, second: str, up_card: str, stock_top: str) -> list[Card]:
    """A two-player deck, dealer 0: player 1 is dealt `first` (and plays first),
    player 0 `second`; then the up-card, then the stock from `stock_top` down."""
    hand1, hand0 = parse_cards(first), parse_cards(second)
    dealt = [card for pair in zip(hand1, hand0, strict=True) for card in pair]
    top = [*dealt, Card.parse(up_card), *parse_cards(stock_top)]
    rest = [card for card in full_deck(0) if card not in top]
    return top + rest


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_tiny_hand_knocks_at_once(level: str) -> None:
    # Seven points before anyone has drawn: no deal of the other hand is likely
    # to catch it, and waiting to catch a knock is worth less. (With nine, the
    # hard player may rightly wait: a normal player knocking on ten or so pays 3.)
    deck = stacked("AC 2D AS AH 2S", "KC QD JS 10H 4S", "8D", "7C")
    rnd = Round.deal(HouseRules(players=2), dealer=0, deck=deck)
    assert rnd.current == 1 and rnd.hand_total(1) == 7
    assert make_bot(level, seed=1).choose(rnd.view(1)) == Knock()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_run_in_hand_goes_down_and_the_king_goes_out(level: str) -> None:
    deck = stacked("5C 6C 7C KD 2S", "QC QD JS 10H 4S", "9H", "3D")
    rnd = Round.deal(HouseRules(players=2), dealer=0, deck=deck)
    bot = make_bot(level, seed=1)
    while rnd.current == 1 and not rnd.is_over:
        rnd.apply(bot.choose(rnd.view(1)))
    assert [str(spread) for spread in rnd.spreads] == ["5C 6C 7C"]
    assert str(rnd.discard_top) == "KD"


def test_normal_takes_a_discard_that_makes_a_book() -> None:
    deck = stacked("8C 8D KS QH 3S", "AC 2D 4S 5H 6S", "8H", "KH")
    rnd = Round.deal(HouseRules(players=2), dealer=0, deck=deck)
    view = rnd.view(1)
    assert str(view.discard_top) == "8H"
    assert str(make_bot("normal", seed=1).choose(view)) == "draw from discard"


def _position(name: str, before: int) -> Round:
    """A saved round, replayed up to (not including) action number `before`."""
    import json
    from pathlib import Path

    history = json.loads((Path(__file__).parent / "positions" / name).read_text())
    history["actions"] = history["actions"][:before]
    return Round.from_history(history)


@pytest.mark.parametrize(
    ("name", "before", "why"),
    [
        # 3♠ 4♠ in hand, the 2♠ on the pile: taking it lays 2♠ 3♠ 4♠, a tonk out.
        ("knock_or_tonk_out.json", 13, "the discard empties the hand"),
        # One card, the 3♦, that hits the run 4♦ to 8♦ on the table: any draw goes out.
        ("knock_or_sure_out.json", 10, "every card held can be played"),
    ],
)
def test_normal_does_not_knock_when_its_hand_goes_out_anyway(
    name: str, before: int, why: str
) -> None:
    rnd = _position(name, before)
    view = rnd.view(rnd.current)
    assert Knock() in view.legal
    for seed in range(4):
        assert NormalBot(seed).choose(view) != Knock(), why


@pytest.mark.parametrize(
    ("name", "before", "thrown", "seeds"),
    [
        ("discard_ace_four_king.json", 26, "KH", (11, 15, 20)),  # A♣ 4♥ K♥: the king goes
        ("discard_under_knock_limit.json", 21, "8C", (24, 25, 27)),  # A♠ 8♣, knock limit 5
    ],
)
def test_hard_never_keeps_a_lone_high_card_for_a_low_one(
    name: str, before: int, thrown: str, seeds: tuple[int, ...]
) -> None:
    # With these seeds the playouts' noise once threw the low card and kept the
    # high one (a hint a player would laugh at).
    rnd = _position(name, before)
    view = rnd.view(rnd.current)
    for seed in seeds:
        assert HardBot(seed).choose(view) == Discard(Card.parse(thrown)), seed
