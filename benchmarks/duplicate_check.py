"""By hand: duplicate results checked against tonk-sim's own loop on the same deals.

    nice -n 19 .venv/bin/python benchmarks/duplicate_check.py [--replays 8]

Three rounds: the deal of the day of 2026-12-01 under Classic at two players,
that of 2026-12-03 under Classic (three players, as Classic is), and deal 2
of `tonk-sim --seed 11` at two players. In each, easy (seeded 100) plays
seat 0 in place of the person, and the opponents are the kinds given below.
The round's duplicate result is what the window runs (`DuplicateJob` with
its defaults: 8 replays, seed 0). Beside it each replay is played again by
tonk-sim: for the tonk-sim deal by `simulate_bots` itself (one deal,
`first_deal` 2, rotation 0: bot s in seat s); for a numbered deal, which
`simulate_bots` does not deal, by the loop it plays each rotation with
(`simulation._play` on `Round.deal` of the deal number's deck and dealer).
The bots are made as duplicate makes them: `duplicate_bot(kind,
replay_seed(0, k, seat))`. It prints a row per round and level (and each of tonk-sim's replays'
length in actions: where it varies, the seeds changed the play) and exits 1
if any net differs. A check, not a timing.
"""

from __future__ import annotations

import argparse
import datetime
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.duplicate import (
    DEFAULT_REPLAYS,
    LEVELS_TRIED,
    DuplicateJob,
    DuplicateResult,
    duplicate_bot,
    play_duplicate,
    replay_seed,
)
from tonk_desktop.engine import (
    Card,
    HouseRules,
    Level,
    Round,
    deal_dealer,
    deal_deck,
    full_deck,
)
from tonk_desktop.engine.deal_of_the_day import daily_deal_number
from tonk_desktop.engine.fastrandom import shuffle
from tonk_desktop.engine.history import read_history
from tonk_desktop.sim.simulation import (
    BotStats,
    SimRound,
    _play,
    derived_random,
    simulate_bots,
)

SIM_SEED = 11
SIM_DEAL = 2
PERSON_SEED = 100


@dataclass(frozen=True, slots=True)
class Case:
    """One round to check: its deal (a deal number, or tonk-sim's deal
    `SIM_DEAL` of seed `SIM_SEED` when `number` is None) and opponents."""

    name: str
    rules: HouseRules
    number: int | None
    opponents: tuple[Level, ...]

    def deal(self) -> tuple[int, list[Card]]:
        """The dealer and the deck, top card first."""
        players = self.rules.players
        if self.number is not None:
            return deal_dealer(self.number, players), deal_deck(self.number, self.rules.jokers)
        deck = full_deck(self.rules.jokers)
        shuffle(derived_random(SIM_SEED, "deal", SIM_DEAL), deck)
        return SIM_DEAL % players, deck


def cases() -> list[Case]:
    two = HouseRules(players=2)
    three = HouseRules()
    first = datetime.date(2026, 12, 1)
    third = datetime.date(2026, 12, 3)
    return [
        Case("daily 2026-12-01", two, daily_deal_number(first, two), ("normal",)),
        Case("daily 2026-12-03", three, daily_deal_number(third, three), ("normal", "bold")),
        Case(f"tonk-sim seed {SIM_SEED} deal {SIM_DEAL}", two, None, ("cautious",)),
    ]


def person_round(case: Case) -> Round:
    """The round as "the person" played it: easy in seat 0."""
    dealer, deck = case.deal()
    rnd = Round.deal(case.rules, dealer=dealer, deck=deck)
    players = [make_bot("easy", seed=PERSON_SEED)] + [
        make_bot(kind, seed=PERSON_SEED + seat) for seat, kind in enumerate(case.opponents, 1)
    ]
    while not rnd.is_over:
        rnd.apply(players[rnd.current].choose(rnd.view(rnd.current)))
    return rnd


def sim_round(case: Case, level: str, replay: int, seed: int) -> Round:
    """The round tonk-sim plays on `case`'s deal with replay `replay`'s bots."""
    kinds: Sequence[str] = (level, *case.opponents)
    bots = [duplicate_bot(kind, replay_seed(seed, replay, seat)) for seat, kind in enumerate(kinds)]
    if case.number is None:
        rounds: list[SimRound] = []
        simulate_bots(
            bots, [str(seat) for seat in range(len(bots))], 1, SIM_SEED, case.rules,
            rounds.append, first_deal=SIM_DEAL,
        )  # fmt: skip
        first = rounds[0]
        assert first.rotation == 0 and first.seating == tuple(range(len(bots)))
        return first.round
    dealer, deck = case.deal()
    rnd = Round.deal(case.rules.replace(players=len(bots)), dealer=dealer, deck=deck)
    stats = [BotStats(name=str(seat), level=bot.level) for seat, bot in enumerate(bots)]
    _play(rnd, bots, stats)
    return rnd


def nets_text(nets: Sequence[int | None]) -> str:
    return " ".join("-" if net is None else f"{net:+d}" for net in nets)


def check(case: Case, replays: int) -> bool:
    rnd = person_round(case)
    history = read_history(rnd.to_history())
    job = DuplicateJob(history, 0, (None, *case.opponents), replays)
    result: DuplicateResult = play_duplicate(job)
    deal = f"deal number {case.number}" if case.number is not None else "tonk-sim's deal"
    print(
        f"{case.name}: {case.rules.players} players, {deal}, dealer {history.dealer},"
        f" opponents {', '.join(case.opponents)}; seat 0 (easy) net {result.actual:+d}"
    )
    agree = True
    for level in LEVELS_TRIED:
        played = [sim_round(case, level, replay, job.seed) for replay in range(replays)]
        sim = [None if rnd.result is None else rnd.result.net[0] for rnd in played]
        finished = tuple(net for net in sim if net is not None)
        same = finished == result.nets[level]
        agree = agree and same
        mean = statistics.fmean(finished) if finished else 0.0
        print(
            f"  {level:<6} duplicate {nets_text(result.nets[level])}"
            f" | tonk-sim {nets_text(sim)} | mean {mean:+.2f} {'same' if same else 'DIFFERENT'}"
        )
        lengths = " ".join(str(len(rnd.history)) for rnd in played)
        print(f"  {'':<6} actions in tonk-sim's replays: {lengths}")
    print(f"  the cards {result.cards:+.2f}, the play {result.play:+.2f}")
    return agree


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--replays", type=int, default=DEFAULT_REPLAYS)
    args = parser.parse_args()
    agree = True
    for case in cases():
        agree = check(case, args.replays) and agree
    print("every replay's net is tonk-sim's" if agree else "DIFFERENT: see above")
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
