"""Pinned games: seeded computer players play whole rounds under several house
rules, and each game's play hashes to a recorded value (in the spirit of
python-chess's perft counts). Any change to the engine or to a bot that alters
a single choice, card or payment fails here loudly, naming the game.

What is hashed, per round: the dealer, the deck order, every action (as the
hand history writes them: `Round.to_history()`), and the result (kind,
winners, payments, net, totals, knocker, units), as canonical JSON (sorted
keys, no spaces), with SHA-256 (its first 64 bits). The rules dictionary
itself is left out, so a new house-rule switch whose default plays as before
does not disturb a game.

Changing play on purpose (a bot made stronger, a rule read differently):
run

    .venv/bin/python tests/ai/test_pinned_games.py

which prints the current hash of every game; paste the ones that changed into
PINNED below, and say in the commit message which games changed and why (a
refactoring must change none: if one does, the refactoring is wrong).

The hard player searches a small, fixed number of deals (no time budget can
cut it short), so the games are fast and the same on any machine.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from typing import Any

import pytest

from tonk_desktop.ai import Bot, make_bot
from tonk_desktop.ai.base import derived_seed, tell_round_over
from tonk_desktop.ai.hard import HardBot, HardSettings
from tonk_desktop.ai.sampling import InferenceSettings
from tonk_desktop.engine import HouseRules, Round

# A round nobody ends would loop for ever; bots never come near this.
MAX_ACTIONS = 2000

# The hard player with a small search: a few deals weighed and played out, and
# a time budget far beyond what it needs (so a loaded machine plays the same).
SMALL_HARD = HardSettings(
    samples=8,
    weighed=16,
    rollout_actions=60,
    time_budget=3600.0,
    inference=InferenceSettings(model_samples=30),
)


@dataclass(frozen=True)
class Game:
    """`rounds` rounds of these bots (one per seat, so as many players) under
    `rules`, dealt from `seed`. `learning`: every bot is shown how each round
    ended, as in a session (`tell_round_over`): the hard player learns its
    opponents' style and, once it is sure of it, plays against it otherwise."""

    levels: tuple[str, ...]
    rules: HouseRules
    seed: int
    rounds: int
    learning: bool = False


CLASSIC = HouseRules.preset("classic")
ENCYCLOPEDIA = HouseRules.preset("encyclopedia")

GAMES = {
    "classic-easy-normal": Game(("easy", "normal"), CLASSIC, 1, 12),
    "classic-normal-easy-normal": Game(("normal", "easy", "normal"), CLASSIC, 2, 10),
    "classic-hard-normal": Game(("hard", "normal"), CLASSIC, 3, 10),
    "encyclopedia-normal-normal-easy-easy": Game(
        ("normal", "normal", "easy", "easy"), ENCYCLOPEDIA.replace(players=4), 4, 10
    ),
    "encyclopedia-hard-easy-normal": Game(("hard", "easy", "normal"), ENCYCLOPEDIA, 5, 8),
    # Jokers, seven cards, holding, dead books, the discard taken only to meld,
    # the knock any time.
    "custom-jokers-seven-cards": Game(
        ("normal", "easy", "normal"),
        HouseRules(
            jokers=2,
            joker_points=0,
            hand_size=7,
            hit_penalty="no_spreads",
            dead_books=True,
            discard_must_meld=True,
            knock_timing="any_time",
        ),
        6,
        10,
    ),
    # Runs only, one hit a turn, laying every spread, a knock limit, aces ten,
    # split dry stocks, the strict tonk and the double-double.
    "custom-two-players-strict": Game(
        ("easy", "normal"),
        HouseRules(
            players=2,
            hand_size=9,
            ace_points=10,
            hit_runs_only=True,
            one_hit_per_turn=True,
            must_lay_spreads=True,
            hit_penalty="no_knock",
            knock_limit=20,
            discard_back=True,
            initial_discard=False,
            dry_tie="split",
            tonk_needs_new_spread=True,
            double_double=True,
            caught_rule="encyclopedia",
        ),
        7,
        8,
    ),
    # Nine cards each at four: the stock runs dry; knocking is nearly barred.
    "custom-four-players-dry-stock": Game(
        ("easy", "normal", "easy", "normal"),
        HouseRules(hand_size=9, knock_limit=5, dry_tie="split", tonk_needs_full_hand=True),
        9,
        6,
    ),
    # The hard player's search under jokers, the discard taken only to meld,
    # dead books, holding, the 49 declared in turn and lows dealt out.
    "custom-hard-jokers-must-meld": Game(
        ("hard", "normal", "easy"),
        HouseRules(
            jokers=2,
            discard_must_meld=True,
            dead_books=True,
            hit_penalty="no_knock",
            dealt_tonk="50_only_49_in_turn",
            low_deal_13=True,
        ),
        8,
        10,
    ),
    # A session against a style: the hard player learns from every round's end
    # that its opponent plays cautiously, then deals its hands lower and knocks
    # and discards against it (the paths a game without round ends never
    # reaches). Long enough to play many rounds adapted.
    "classic-hard-cautious-learning": Game(("hard", "cautious"), CLASSIC, 10, 60, learning=True),
}

PINNED = {
    "classic-easy-normal": "66f62729aa6cc80b",
    "classic-normal-easy-normal": "cb32e3ae0bc337e7",
    "classic-hard-normal": "b2d5cc88e9099263",
    "encyclopedia-normal-normal-easy-easy": "50bb287efec7e7f4",
    "encyclopedia-hard-easy-normal": "ba3ed6c23336c9df",
    "custom-jokers-seven-cards": "9c3ff49257a1e600",
    "custom-two-players-strict": "0835fb52e9139f26",
    "custom-four-players-dry-stock": "f824c9f7bee9ac98",
    "custom-hard-jokers-must-meld": "6b0a4bf0c6c1f2d7",
    "classic-hard-cautious-learning": "3f289c8c115a4aa9",
}


def _bot(level: str, seed: int) -> Bot:
    if level == "hard":
        return HardBot(seed, SMALL_HARD)
    return make_bot(level, seed)


def play(game: Game) -> list[dict[str, Any]]:
    """Every round of `game`, as the record that is hashed."""
    rules = game.rules.replace(players=len(game.levels))
    bots = [
        _bot(level, derived_seed(game.seed, "bot", seat)) for seat, level in enumerate(game.levels)
    ]
    rng = random.Random(game.seed)
    records = []
    for number in range(game.rounds):
        rnd = Round.deal(rules, dealer=number % rules.players, rng=rng)
        for _ in range(MAX_ACTIONS):
            if rnd.is_over:
                break
            rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
        result = rnd.result
        assert result is not None, f"round {number} did not end"
        if game.learning:
            for seat, bot in enumerate(bots):
                tell_round_over(bot, rnd.view(seat))
        history = rnd.to_history()
        records.append(
            {
                "dealer": history["dealer"],
                "deck": history["deck"],
                "actions": history["actions"],
                "result": {
                    "kind": result.kind,
                    "winners": list(result.winners),
                    "payments": [[p.payer, p.payee, p.units] for p in result.payments],
                    "net": list(result.net),
                    "totals": list(result.totals),
                    "knocker": result.knocker,
                    "units": result.units,
                },
            }
        )
    return records


def fingerprint(game: Game) -> str:
    text = json.dumps(play(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def test_every_game_is_pinned() -> None:
    assert set(PINNED) == set(GAMES)
    levels = {level for game in GAMES.values() for level in game.levels}
    assert {"easy", "normal", "hard", "cautious"} <= levels
    assert any(game.learning and "hard" in game.levels for game in GAMES.values())
    assert {len(game.levels) for game in GAMES.values()} == {2, 3, 4}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_game_plays_as_pinned(name: str) -> None:
    assert fingerprint(GAMES[name]) == PINNED[name], (
        f"{name} no longer plays as pinned: if that is meant, see this module's docstring"
    )


if __name__ == "__main__":
    import time

    for name, game in GAMES.items():
        start = time.perf_counter()
        value = fingerprint(game)
        print(f'    "{name}": "{value}",  # {time.perf_counter() - start:.2f} s')
