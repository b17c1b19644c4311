"""How well the hard player foresees that a knock is caught, against each style.

    nice -n 10 .venv/bin/python benchmarks/ai_catch.py [--deals 100] [--styles cautious,bold]

Classic rules, two players, hard against one style at a time (each deal twice,
seats swapped). At every knock decision hard searches, its deals give a chance
that knocking now is caught (`KnockNote.caught`); the benchmark replays the
round to that point and settles a knock on the real hands, so each prediction
is checked against the truth, whether hard knocked or not. It prints, per
style and for the decisions made while hard played the opponent as normal or
as another style: the decisions, the mean predicted and the real catch chance,
the Brier score, and for the knocks taken the same (the real rate there is
what issue 22 bounds at 6%). A benchmark of the model, not a test.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import defaultdict

from tonk_desktop.ai import STYLES, make_bot
from tonk_desktop.ai.base import derived_seed
from tonk_desktop.ai.hard import HardBot, KnockNote
from tonk_desktop.engine import HouseRules, Round, knock_settlement
from tonk_desktop.sim import simulate_bots
from tonk_desktop.sim.simulation import SimRound

LOW = 0.25  # the predictions knocks are taken on: the odds ratio that matters


def truly_caught(finished: Round, note: KnockNote) -> bool:
    """Would a knock at this decision have been caught, on the real hands?"""
    rnd = Round.deal(finished.rules, dealer=finished.dealer, deck=finished.deck)
    for action in finished.history[: note.history]:
        rnd.apply(action)
    return knock_settlement(rnd.rules, rnd.totals(), note.player).net[note.player] < 0


Found = dict[tuple[bool, bool], list[tuple[float, bool]]]


def measure(style: str, deals: int, seed: int) -> Found:
    """Every prediction with its truth, by (played as a style?, knocked?)."""
    hard = make_bot("hard", seed=derived_seed(seed, "bot", 0))
    assert isinstance(hard, HardBot)
    hard.log = []
    other = make_bot(style, seed=derived_seed(seed, "bot", 1))
    found: Found = defaultdict(list)

    def on_round(played: SimRound) -> None:
        assert hard.log is not None
        seat = played.seating.index(0)
        for note in hard.log:
            if note.player == seat:
                truth = truly_caught(played.round, note)
                found[note.adapted, note.knocked].append((note.caught, truth))
        hard.log.clear()

    simulate_bots([hard, other], ["hard", style], deals, seed, HouseRules(), on_round)
    return found


def odds_ratio(pairs: list[tuple[float, bool]]) -> float:
    """The odds ratio r that best fits the truth when each prediction p is
    read as p r / (1 - p + p r) (what `StyleBeliefs.catch_odds` learns)."""
    best, found = -math.inf, 1.0
    for step in range(-40, 41):
        ratio = math.exp(step / 20)
        score = 0.0
        for predicted, truth in pairs:
            p = min(0.999, max(0.001, predicted))
            p = p * ratio / (1 - p + p * ratio)
            score += math.log(p if truth else 1 - p)
        if score > best:
            best, found = score, ratio
    return found


def line(label: str, pairs: list[tuple[float, bool]]) -> str:
    if not pairs:
        return f"    {label}: none"
    predicted = statistics.fmean(p for p, _ in pairs)
    real = statistics.fmean(float(t) for _, t in pairs)
    brier = statistics.fmean((p - t) ** 2 for p, t in pairs)
    low = [pair for pair in pairs if pair[0] < LOW]
    return (
        f"    {label}: {len(pairs)}, predicted {predicted:.1%}, real {real:.1%},"
        f" Brier {brier:.3f}; odds ratio {odds_ratio(pairs):.2f}"
        f" (predicted below {LOW:.0%}: {len(low)}, {odds_ratio(low):.2f})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--styles", default=",".join(("normal", *STYLES)))
    parser.add_argument("--json", help="also write every prediction and its truth here")
    args = parser.parse_args()
    dump = {}
    for style in args.styles.split(","):
        found = measure(style, args.deals, args.seed)
        dump[style] = {f"{a}-{k}": pairs for (a, k), pairs in found.items()}
        if args.json:
            with open(args.json, "w", encoding="utf-8") as out:
                json.dump(dump, out)
        print(f"hard vs {style}, {args.deals} deals:")
        for adapted in (False, True):
            every = found[adapted, False] + found[adapted, True]
            played = "as a style" if adapted else "as normal"
            print(line(f"played {played}, every knock decision", every))
            print(line(f"played {played}, knocks taken", found[adapted, True]))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
