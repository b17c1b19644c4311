"""What more the hard player could win if it knew more: the information bound
behind issue 4's hard-against-normal target.

    nice -n 10 .venv/bin/python benchmarks/ai_ceiling.py [--deals 400] [--seed 77]

Two players, Classic, hard against normal on paired deals (every deal played
twice, seats swapped):

1. **Catch prediction.** At every turn start where hard may knock, the chance
   that the opponent's total is equal or lower (a knock would be caught) is
   estimated three ways: by hard's weighted deals (`sampling.OpponentModel`),
   by uniform deals of the unseen cards, and by the base rate. Each gets its
   Brier score against what the opponent really held (lower is better; 0.25
   is a coin toss at a base rate of one half).
2. **Ceiling.** The same hard player, given sight of the opponent's hand (its
   deals keep every hand as it truly is; only the order of the stock stays
   unknown), against normal on the same deals.

The gap between the two nets is what knowing the opponent's cards is worth to
this search. A benchmark, not a test: it prints the figures.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from tonk_desktop.ai.base import Bot, decision_rng, derived_seed
from tonk_desktop.ai.hard import HardBot
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.engine import HouseRules, Knock, Round, RoundView, full_deck
from tonk_desktop.sim import MAX_ACTIONS, confidence_interval, derived_random

UNIFORM_DEALS = 400


class SightedHard(HardBot):
    """The hard player dealt the true hands: `truth` is set before each choice."""

    truth: Round | None = None

    def samples_for(
        self, view: RoundView, rng: random.Random
    ) -> tuple[list[tuple[Round, float]], list[Round]]:
        assert self.truth is not None
        chosen = []
        for _ in range(self.settings.samples):
            rnd = self.truth.copy()
            rng.shuffle(rnd.stock)
            chosen.append(rnd)
        return [(rnd, 1.0) for rnd in chosen], chosen


@dataclass(slots=True)
class Run:
    """What one player's games measured."""

    per_deal: list[float] = field(default_factory=list)
    # (hard's estimate, uniform estimate, caught in truth) at each knock decision
    predictions: list[tuple[float, float, bool]] = field(default_factory=list)


def caught_chance(deals: list[tuple[Round, float]], me: int, total: int) -> float:
    """The weighted share of deals in which another total is at most `total`."""
    weight = sum(w for _, w in deals) or 1.0
    caught = sum(
        w for rnd, w in deals if any(t <= total for p, t in enumerate(rnd.totals()) if p != me)
    )
    return caught / weight


def predict(bot: HardBot, rnd: Round, view: RoundView, run: Run) -> None:
    """Record the three estimates of a caught knock in this position."""
    me = view.player
    total = rnd.totals()[me]
    rng = decision_rng(bot.seed, view)
    weighted = bot.samples_for(view, rng)[0]
    uniform = [(view.sample(rng), 1.0) for _ in range(UNIFORM_DEALS)]
    truth = any(t <= total for p, t in enumerate(rnd.totals()) if p != me)
    run.predictions.append(
        (caught_chance(weighted, me, total), caught_chance(uniform, me, total), truth)
    )


def play(kind: str, first: int, deals: int, seed: int) -> Run:
    """`deals` paired deals of hard (`kind` "hard" or "sighted") against normal."""
    rules = HouseRules().replace(players=2)
    hard: HardBot = (SightedHard if kind == "sighted" else HardBot)(derived_seed(seed, "bot", 0))
    normal = NormalBot(derived_seed(seed, "bot", 1))
    run = Run()
    for deal in range(first, first + deals):
        deck = full_deck(rules.jokers)
        derived_random(seed, "deal", deal).shuffle(deck)
        net = 0
        for hard_seat in (0, 1):
            rnd = Round.deal(rules, dealer=deal % 2, deck=deck)
            seats: list[Bot] = [normal, normal]
            seats[hard_seat] = hard
            for _ in range(MAX_ACTIONS):
                if rnd.is_over:
                    break
                player = rnd.current
                view = rnd.view(player)
                if player == hard_seat:
                    if isinstance(hard, SightedHard):
                        hard.truth = rnd
                    elif view.phase == "start" and Knock() in view.legal:
                        predict(hard, rnd, view, run)
                rnd.apply(seats[player].choose(view))
            if rnd.result is not None:
                net += rnd.result.net[hard_seat]
        run.per_deal.append(net / 2)
    return run


def brier(pairs: list[tuple[float, bool]]) -> float:
    return statistics.fmean((p - truth) ** 2 for p, truth in pairs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=77)
    args = parser.parse_args()
    start = time.monotonic()
    with ProcessPoolExecutor(max_workers=2) as pool:
        plain_job = pool.submit(play, "hard", 0, args.deals, args.seed)
        sighted_job = pool.submit(play, "sighted", 0, args.deals, args.seed)
        plain, sighted = plain_job.result(), sighted_job.result()
    truths = [truth for _, _, truth in plain.predictions]
    rate = statistics.fmean(truths)
    print(f"Classic, 2 players, {args.deals} paired deals, seed {args.seed}")
    print(f"Knock decisions of hard: {len(truths)}; caught in truth {rate:.3f} of them")
    print("Brier score of the chance a knock is caught (lower is better):")
    print(f"  base rate       {brier([(rate, t) for t in truths]):.4f}")
    print(f"  uniform deals   {brier([(u, t) for _, u, t in plain.predictions]):.4f}")
    print(f"  hard's deals    {brier([(h, t) for h, _, t in plain.predictions]):.4f}")
    for name, run in (("hard", plain), ("hard, seeing the opponent's hand", sighted)):
        low, high = confidence_interval(run.per_deal)
        mean = statistics.fmean(run.per_deal)
        print(f"{name} against normal: {mean:+.3f}/round [{low:+.3f}, {high:+.3f}]")
    print(f"({time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
