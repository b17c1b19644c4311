"""`tonk-sim`: computer players against each other on paired deals.

Each deal is played once per rotation of the seats, so every bot plays every
seat on the same cards: the luck of the deal cancels and the difference left is
skill. `simulate()` is the reusable loop; `main()` is the command line.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from tonk_desktop.engine import PRESETS, RULES_FILE_FORMAT, HouseRules, Round, full_deck

from . import LEVELS, make_bot
from .base import Bot, derived_seed

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


def simulate(
    levels: Sequence[str],
    deals: int,
    seed: int,
    rules: HouseRules,
    on_round: Callable[[SimRound], None] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    first_deal: int = 0,
) -> SimReport:
    """Play `deals` deals among bots of these levels (one seat each, so the
    number of players is len(levels)); each deal is replayed once per rotation
    of the seats. Deterministic for a given seed. `on_round` sees every round
    as it ends (the ledger can record it); `on_progress(done, deals)` after each
    deal."""
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"no such level: {level!r} (choose {', '.join(LEVELS)})")
    bots: list[Bot] = [
        make_bot(level, seed=derived_seed(seed, "bot", index)) for index, level in enumerate(levels)
    ]
    return simulate_bots(
        bots, bot_labels(levels), deals, seed, rules, on_round, on_progress, first_deal
    )


def simulate_bots(
    bots: Sequence[Bot],
    labels: Sequence[str],
    deals: int,
    seed: int,
    rules: HouseRules,
    on_round: Callable[[SimRound], None] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    first_deal: int = 0,
) -> SimReport:
    """`simulate()` with bots already made (for tuning a bot's weights)."""
    players = len(bots)
    if not 2 <= players <= 4:
        raise ValueError("tonk-sim needs 2 to 4 bots")
    if deals < 1:
        raise ValueError("rounds must be at least 1")
    rules = rules.replace(players=players)
    stats = [BotStats(name=label, level=bot.level) for label, bot in zip(labels, bots, strict=True)]
    report = SimReport(rules=rules, deals=deals, seed=seed, bots=stats)
    for deal in range(first_deal, first_deal + deals):
        deck = full_deck(rules.jokers)
        derived_random(seed, "deal", deal).shuffle(deck)
        dealer = deal % players
        deal_net = [0] * players
        for rotation in range(players):
            # Seat s is played by bot (s + rotation) % players.
            seating = tuple((seat + rotation) % players for seat in range(players))
            rnd = Round.deal(rules, dealer=dealer, deck=deck)
            finished = _play(rnd, [bots[b] for b in seating], [stats[b] for b in seating])
            if not finished:
                report.unfinished += 1
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


# ------------------------------------------------------------ the command


class _Progress:
    """A one-line progress bar on stderr, redrawn at most a few times a second."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.shown = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if done < total and now - self.shown < 0.25:
            return
        self.shown = now
        width = 30
        filled = width * done // total
        bar = "#" * filled + "-" * (width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total} deals")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()


def load_rules(text: str) -> HouseRules:
    """A preset name or a JSON file of house rules; ValueError saying what is wrong."""
    if text in PRESETS:
        return HouseRules.preset(text)
    path = Path(text)
    if not path.is_file():
        raise ValueError(
            f"--rules: {text!r} is neither a preset ({', '.join(PRESETS)}) nor a rules file"
        )
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"--rules: cannot read {text}: {error}") from None
    except RecursionError:
        raise ValueError(f"--rules: cannot read {text}: nested too deep") from None
    if isinstance(data, dict) and data.get("format") == RULES_FILE_FORMAT:
        # A file the game's Settings exported: the switches are under "rules".
        data = data.get("rules")
    try:
        return HouseRules.from_dict(data)
    except (TypeError, ValueError) as error:
        raise ValueError(f"--rules: {text}: {error}") from None


def format_table(report: SimReport) -> str:
    """The report as a plain-text table."""
    rules = report.rules
    lines = [
        f"{report.deals} deals x {rules.players} seatings = {report.deals * rules.players} rounds,"
        f" rules {rules.preset_name()}, {rules.players} players, seed {report.seed}",
        f"{'bot':<10} {'net/round':>9} {'95% interval':>17} {'won':>6} {'tonks':>6}"
        f" {'knocks':>6} {'caught':>6} {'ms med':>7} {'ms p95':>7}",
    ]
    for bot in report.bots:
        data = bot.to_json()
        low, high = data["ci95"]
        lines.append(
            f"{bot.name:<10} {bot.mean_net:>+9.3f} {f'[{low:+.3f}, {high:+.3f}]':>17}"
            f" {bot.rounds_won:>6} {bot.tonk_outs:>6} {bot.knocks:>6} {bot.caught:>6}"
            f" {data['decision_ms']['median']:>7.2f} {data['decision_ms']['p95']:>7.2f}"
        )
    for pair in report.pairs():
        low, high = pair["ci95"]
        first, second = pair["bots"]
        lines.append(
            f"{first} - {second}: {pair['mean_difference']:+.3f} per round"
            f" [{low:+.3f}, {high:+.3f}]"
        )
    if report.unfinished:
        lines.append(f"{report.unfinished} rounds stopped unfinished after {MAX_ACTIONS} actions")
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # one clear line, exit 2
        self.exit(2, f"tonk-sim: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tonk-sim",
        description="Play computer players against each other on paired deals.",
    )
    parser.add_argument(
        "--bots",
        required=True,
        help=f"2 to 4 comma-separated levels ({', '.join(LEVELS)}), one per seat",
    )
    parser.add_argument("--rounds", type=int, default=200, help="number of deals (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument(
        "--rules", default="classic", help="classic, encyclopedia, or a house-rules JSON file"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    parser.add_argument(
        "--db", metavar="PATH", help="also record every round into this ledger database (SQLite)"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    levels = [level.strip() for level in args.bots.split(",")]
    try:
        if not 2 <= len(levels) <= 4:
            raise ValueError("--bots: give 2 to 4 levels, one per seat")
        for level in levels:
            if level not in LEVELS:
                raise ValueError(f"--bots: no such level {level!r} (choose {', '.join(LEVELS)})")
        if args.rounds < 1:
            raise ValueError("--rounds must be at least 1")
        rules = load_rules(args.rules)
        try:
            rules = rules.replace(players=len(levels))
        except ValueError as error:
            raise ValueError(f"--rules with {len(levels)} players: {error}") from None
    except ValueError as error:
        parser.exit(2, f"tonk-sim: {error}\n")
    recorder = _ledger_recorder(parser, args.db, levels, rules) if args.db else None
    try:
        report = simulate(
            levels,
            args.rounds,
            args.seed,
            rules,
            on_round=recorder,
            on_progress=_Progress(sys.stderr),
        )
    finally:
        if recorder is not None:
            recorder.ledger.close()
    if recorder is not None:
        print(
            f"tonk-sim: recorded {recorder.recorded} rounds in session {recorder.session_id}"
            f" of {args.db}",
            file=sys.stderr,
        )
    if args.json:
        json.dump(report.to_json(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(format_table(report))
    return 0


def _ledger_recorder(
    parser: argparse.ArgumentParser, path: str, levels: Sequence[str], rules: HouseRules
) -> Any:
    # Imported here: the ledger is only needed with --db.
    from tonk_desktop.ledger import Ledger, LedgerError
    from tonk_desktop.ledger.sim_recorder import SimRecorder

    try:
        ledger = Ledger(path)
    except LedgerError as error:
        parser.exit(2, f"tonk-sim: {error}\n")
    for notice in ledger.take_notices():
        print(f"tonk-sim: {notice.message}", file=sys.stderr)
    return SimRecorder(ledger, bot_labels(levels), levels, rules)


if __name__ == "__main__":
    raise SystemExit(main())
