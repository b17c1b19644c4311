"""Computer players against each other on paired deals: the loop `tonk-sim`
runs (the command line is `tonk_desktop.sim.cli`).

Each deal is played once per rotation of the seats, so every bot plays every
seat on the same cards: the luck of the deal cancels and the difference left is
skill. `simulate()` is the reusable loop; benchmarks call it directly.
"""

from __future__ import annotations

import math
import os
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from tonk_desktop.ai import KINDS, Bot, make_bot
from tonk_desktop.ai.base import derived_seed, tell_round_over
from tonk_desktop.engine import HouseRules, Round, full_deck
from tonk_desktop.engine.fastrandom import shuffle

from .strategies import is_strategy, strategy_bot

# A round that nobody ends (every player keeps taking the discard) is stopped
# here and reported as unfinished; bots are meant never to get near it.
MAX_ACTIONS = 3000
Z95 = 1.959964


@dataclass(frozen=True, slots=True)
class SimRound:
    """One finished round, for `on_round`: deal number, rotation, which bot sat
    in each seat (bot index into the `bots` list), and the round itself (its
    hand history and result). `finished` is False for a round stopped at
    MAX_ACTIONS (then `round.result` is None)."""

    deal: int
    rotation: int
    seating: tuple[int, ...]
    round: Round
    finished: bool


@dataclass(slots=True)
class BotStats:
    """One bot's figures over a simulation."""

    name: str
    level: str
    net: int = 0
    rounds: int = 0
    rounds_won: int = 0
    tonk_outs: int = 0
    caught: int = 0
    knocks: int = 0
    decision_seconds: list[float] = field(default_factory=list)
    per_deal: list[float] = field(default_factory=list)

    @property
    def mean_net(self) -> float:
        return self.net / self.rounds if self.rounds else 0.0

    def to_json(self) -> dict[str, Any]:
        low, high = confidence_interval(self.per_deal)
        times = sorted(self.decision_seconds)
        return {
            "name": self.name,
            "level": self.level,
            "net": self.net,
            "rounds": self.rounds,
            "mean_net": self.mean_net,
            "ci95": [low, high],
            "rounds_won": self.rounds_won,
            "tonk_outs": self.tonk_outs,
            "knocks": self.knocks,
            "caught": self.caught,
            "decisions": len(times),
            "decision_ms": {
                "median": 1000 * percentile(times, 0.5),
                "p95": 1000 * percentile(times, 0.95),
                "max": 1000 * times[-1] if times else 0.0,
            },
        }


@dataclass(slots=True)
class SimReport:
    """What `simulate()` measured. `pairs` compares every two bots deal by deal
    (mean difference of their nets per round, with its 95% interval)."""

    rules: HouseRules
    deals: int
    seed: int
    bots: list[BotStats]
    unfinished: int = 0

    def pairs(self) -> list[dict[str, Any]]:
        found = []
        for a in range(len(self.bots)):
            for b in range(a + 1, len(self.bots)):
                diffs = [
                    x - y for x, y in zip(self.bots[a].per_deal, self.bots[b].per_deal, strict=True)
                ]
                low, high = confidence_interval(diffs)
                found.append(
                    {
                        "bots": [self.bots[a].name, self.bots[b].name],
                        "mean_difference": statistics.fmean(diffs) if diffs else 0.0,
                        "ci95": [low, high],
                    }
                )
        return found

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(),
            "preset": self.rules.preset_name(),
            "players": self.rules.players,
            "deals": self.deals,
            "rounds": self.deals * self.rules.players,
            "seed": self.seed,
            "unfinished": self.unfinished,
            "bots": [bot.to_json() for bot in self.bots],
            "pairs": self.pairs(),
        }


def percentile(ordered: Sequence[float], fraction: float) -> float:
    """The value at `fraction` of the sorted data (nearest rank)."""
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


def confidence_interval(samples: Sequence[float]) -> tuple[float, float]:
    """The 95% interval of the mean (normal approximation; deals are independent)."""
    if not samples:
        return (0.0, 0.0)
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return (mean, mean)
    half = Z95 * statistics.stdev(samples) / math.sqrt(len(samples))
    return (mean - half, mean + half)


def bot_labels(levels: Sequence[str]) -> list[str]:
    """Names for the bots: the level, numbered when a level plays twice."""
    labels = []
    for index, level in enumerate(levels):
        if levels.count(level) > 1:
            labels.append(f"{level}#{levels[: index + 1].count(level)}")
        else:
            labels.append(level)
    return labels


def sim_bot(name: str, seed: int | None = None) -> Bot:
    """A bot `tonk-sim` can seat: a level or style (`ai.make_bot`), or a
    strategy of the measuring family ("tuning:17", "heldout:3", see
    `strategies.py`). ValueError naming the choices for any other name."""
    if name in KINDS:
        return make_bot(name, seed=seed)
    if is_strategy(name):
        return strategy_bot(name, seed)
    raise ValueError(f"no such level: {name!r} (choose {', '.join(KINDS)}, tuning:N or heldout:N)")


def simulate(
    levels: Sequence[str],
    deals: int,
    seed: int,
    rules: HouseRules,
    on_round: Callable[[SimRound], object] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    first_deal: int = 0,
    jobs: int = 1,
) -> SimReport:
    """Play `deals` deals among bots of these levels (one seat each, so the
    number of players is len(levels)); each deal is replayed once per rotation
    of the seats. Deterministic for a given seed, whatever `jobs` (the number
    of processes the deals are spread over). `on_round` sees every round
    as it ends, in deal order (the ledger can record it); `on_progress(done,
    deals)` whenever deals are done."""
    bots: list[Bot] = [
        sim_bot(level, seed=derived_seed(seed, "bot", index)) for index, level in enumerate(levels)
    ]
    return simulate_bots(
        bots, bot_labels(levels), deals, seed, rules, on_round, on_progress, first_deal, jobs
    )


def simulate_bots(
    bots: Sequence[Bot],
    labels: Sequence[str],
    deals: int,
    seed: int,
    rules: HouseRules,
    on_round: Callable[[SimRound], object] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    first_deal: int = 0,
    jobs: int = 1,
) -> SimReport:
    """`simulate()` with bots already made (for tuning a bot's weights). With
    `jobs` above 1 the bots are copied into each process (pickled); a bot that
    learns from round to round (`learns_between_rounds`: hard) must see every
    earlier round, so with one at the table the deals are played in this
    process whatever `jobs` says."""
    players = len(bots)
    if not 2 <= players <= 4:
        raise ValueError("tonk-sim needs 2 to 4 bots")
    if deals < 1:
        raise ValueError("rounds must be at least 1")
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    rules = rules.replace(players=players)
    if jobs > 1 and deals > 1 and not any(learns_between_rounds(bot) for bot in bots):
        return _simulate_in_processes(
            bots, labels, deals, seed, rules, on_round, on_progress, first_deal, jobs
        )
    stats = [BotStats(name=label, level=bot.level) for label, bot in zip(labels, bots, strict=True)]
    report = SimReport(rules=rules, deals=deals, seed=seed, bots=stats)
    for deal in range(first_deal, first_deal + deals):
        deck = full_deck(rules.jokers)
        shuffle(derived_random(seed, "deal", deal), deck)
        dealer = deal % players
        deal_net = [0] * players
        for rotation in range(players):
            # Seat s is played by bot (s + rotation) % players.
            seating = tuple((seat + rotation) % players for seat in range(players))
            rnd = Round.deal(rules, dealer=dealer, deck=deck)
            finished = _play(rnd, [bots[b] for b in seating], [stats[b] for b in seating])
            if not finished:
                report.unfinished += 1
            else:
                for seat, index in enumerate(seating):
                    tell_round_over(bots[index], rnd.view(seat))
            result = rnd.result
            for seat, index in enumerate(seating):
                bot_stats = stats[index]
                bot_stats.rounds += 1
                if result is None:
                    continue
                bot_stats.net += result.net[seat]
                deal_net[index] += result.net[seat]
                if seat in result.winners:
                    bot_stats.rounds_won += 1
                    if result.kind == "tonk_out":
                        bot_stats.tonk_outs += 1
                if result.knocker == seat:
                    bot_stats.knocks += 1
                    if result.kind == "caught":
                        bot_stats.caught += 1
            if on_round is not None:
                on_round(SimRound(deal, rotation, seating, rnd, finished))
        for index in range(players):
            stats[index].per_deal.append(deal_net[index] / players)
        if on_progress is not None:
            on_progress(deal + 1 - first_deal, deals)
    return report


def learns_between_rounds(bot: object) -> bool:
    """Does this bot change its play by what it saw in earlier rounds (it has
    `round_over`, see `ai.base.tell_round_over`)? Its deals cannot be split
    between processes: each would start from what it knew at the start."""
    return getattr(bot, "round_over", None) is not None


def default_jobs() -> int:
    """The processes `tonk-sim` runs by default: one per core it may use."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def _simulate_in_processes(
    bots: Sequence[Bot],
    labels: Sequence[str],
    deals: int,
    seed: int,
    rules: HouseRules,
    on_round: Callable[[SimRound], object] | None,
    on_progress: Callable[[int, int], None] | None,
    first_deal: int,
    jobs: int,
) -> SimReport:
    """`simulate_bots` with the deals cut into pieces played in `jobs`
    processes. Every deal is played exactly as in one process (its shuffle and
    the bots' choices depend only on the seed and the deal), and the pieces
    are merged in deal order, so the report is the one a single process makes
    (but for the decision times, which are wall-clock)."""
    # Small pieces, so the progress bar moves and a slow piece does not leave
    # the other processes idle at the end.
    size = max(1, deals // (jobs * 16))
    end = first_deal + deals
    pieces = [(first, min(size, end - first)) for first in range(first_deal, end, size)]
    keep = on_round is not None
    stats = [BotStats(name=label, level=bot.level) for label, bot in zip(labels, bots, strict=True)]
    report = SimReport(rules=rules, deals=deals, seed=seed, bots=stats)
    parts: dict[int, tuple[SimReport, list[SimRound]]] = {}
    merged = done = 0
    with ProcessPoolExecutor(max_workers=min(jobs, len(pieces))) as pool:
        running: dict[Future[tuple[SimReport, list[SimRound]]], int] = {
            pool.submit(_play_piece, bots, labels, first, count, seed, rules, keep): index
            for index, (first, count) in enumerate(pieces)
        }
        try:
            while running:
                finished, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in finished:
                    index = running.pop(future)
                    parts[index] = future.result()
                    done += pieces[index][1]
                # Merge (and hand on the rounds) in deal order, as far as the
                # pieces are in.
                while merged in parts:
                    part, rounds = parts.pop(merged)
                    _merge(report, part)
                    if on_round is not None:
                        for sim_round in rounds:
                            on_round(sim_round)
                    merged += 1
                if on_progress is not None:
                    on_progress(done, deals)
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    return report


def _play_piece(
    bots: Sequence[Bot],
    labels: Sequence[str],
    first: int,
    count: int,
    seed: int,
    rules: HouseRules,
    keep: bool,
) -> tuple[SimReport, list[SimRound]]:
    """One process's piece: deals `first` to `first + count - 1` (and their
    rounds, when the caller wants to see them)."""
    rounds: list[SimRound] = []
    report = simulate_bots(
        bots, labels, count, seed, rules, rounds.append if keep else None, None, first
    )
    return report, rounds


def _merge(report: SimReport, part: SimReport) -> None:
    """Add a later piece's figures to `report`."""
    report.unfinished += part.unfinished
    for total, more in zip(report.bots, part.bots, strict=True):
        total.net += more.net
        total.rounds += more.rounds
        total.rounds_won += more.rounds_won
        total.tonk_outs += more.tonk_outs
        total.caught += more.caught
        total.knocks += more.knocks
        total.decision_seconds.extend(more.decision_seconds)
        total.per_deal.extend(more.per_deal)


def _play(rnd: Round, seats: list[Bot], seat_stats: list[BotStats]) -> bool:
    clock = time.perf_counter
    for _ in range(MAX_ACTIONS):
        if rnd.is_over:
            return True
        player = rnd.current
        view = rnd.view(player)
        start = clock()
        action = seats[player].choose(view)
        seat_stats[player].decision_seconds.append(clock() - start)
        rnd.apply(action)
    return rnd.is_over


def derived_random(seed: int, *parts: object) -> random.Random:
    """A random source for one part of the simulation (a deal's shuffle)."""
    return random.Random(derived_seed(seed, *parts))
