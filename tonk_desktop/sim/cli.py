"""`tonk-sim` (also `python -m tonk_desktop.sim`): the command line over
`simulate()`, printing a table or JSON, optionally recording into a ledger."""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from tonk_desktop.ai import KINDS
from tonk_desktop.engine import PRESETS, RULES_FILE_FORMAT, HouseRules
from tonk_desktop.engine.replay import read_capped

from .simulation import (
    MAX_ACTIONS,
    SimReport,
    bot_labels,
    default_jobs,
    learns_between_rounds,
    sim_bot,
    simulate,
)
from .strategies import is_strategy

if TYPE_CHECKING:
    from .recorder import SimRecorder


class _Progress:
    """A one-line progress bar on stderr, redrawn at most a few times a second."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.shown = 0.0
        self.mid_line = False  # the bar is drawn and its line not ended

    def end_line(self) -> None:
        """End the bar's line, so that what is printed next starts its own."""
        if self.mid_line:
            self.stream.write("\n")
            self.mid_line = False

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if done < total and now - self.shown < 0.25:
            return
        self.shown = now
        width = 30
        filled = width * done // total
        bar = "#" * filled + "-" * (width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total} deals")
        self.mid_line = True
        if done == total:
            self.end_line()
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
        data = json.loads(read_capped(text))
    except OSError as error:
        raise ValueError(f"--rules: cannot read {text}: {error.strerror or error}") from None
    except ValueError as error:
        # Not UTF-8, not JSON, over 1 MB, or a number too long to read.
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
        help=f"2 to 4 comma-separated levels or styles ({', '.join(KINDS)}), one per seat;"
        " or strategies of the measuring family: tuning:N, heldout:N",
    )
    parser.add_argument("--rounds", type=int, default=200, help="number of deals (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument(
        "--rules", default="classic", help="classic, encyclopedia, or a house-rules JSON file"
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=None,
        metavar="N",
        help="processes to spread the deals over (default: one per core,"
        f" here {default_jobs()}); the results are the same for any N",
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
            if level not in KINDS and not is_strategy(level):
                raise ValueError(
                    f"--bots: no such level {level!r} (choose {', '.join(KINDS)},"
                    " tuning:N or heldout:N)"
                )
            if args.db and level not in KINDS:
                raise ValueError(f"--db records levels and styles only, not {level!r}")
        if args.rounds < 1:
            raise ValueError("--rounds must be at least 1")
        jobs = default_jobs() if args.jobs is None else args.jobs
        if jobs < 1:
            raise ValueError("--jobs must be at least 1")
        learners = [level for level in levels if learns_between_rounds(sim_bot(level, seed=0))]
        if args.jobs is not None and jobs > 1 and learners:
            print(
                f"tonk-sim: {learners[0]} learns from every round it has seen, so the deals"
                " are played in one process (--jobs would change its play)",
                file=sys.stderr,
            )
        rules = load_rules(args.rules)
        try:
            rules = rules.replace(players=len(levels))
        except ValueError as error:
            raise ValueError(f"--rules with {len(levels)} players: {error}") from None
    except ValueError as error:
        parser.exit(2, f"tonk-sim: {error}\n")
    recorder = _ledger_recorder(parser, args.db, levels, rules) if args.db else None
    progress = _Progress(sys.stderr)
    try:
        report = simulate(
            levels,
            args.rounds,
            args.seed,
            rules,
            on_round=recorder,
            on_progress=progress,
            jobs=jobs,
        )
    except (sqlite3.Error, OSError) as error:
        if recorder is None:
            raise
        progress.end_line()
        # A full disk, or another program holding the ledger past the busy
        # timeout: every round written so far is in, each in its own transaction.
        print(
            f"tonk-sim: the ledger {args.db} could not be written ({error}); the"
            f" {recorder.recorded} rounds recorded before are kept in session"
            f" {recorder.session_id}",
            file=sys.stderr,
        )
        return 1
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
) -> SimRecorder:
    # Imported here: the ledger is only needed with --db.
    from tonk_desktop.ledger import Ledger, LedgerError

    from .recorder import SimRecorder

    try:
        ledger = Ledger(path)
    except LedgerError as error:
        parser.exit(2, f"tonk-sim: {error}\n")
    for notice in ledger.take_notices():
        print(f"tonk-sim: {notice.message}", file=sys.stderr)
    try:
        return SimRecorder(ledger, bot_labels(levels), levels, rules)
    except (sqlite3.Error, OSError) as error:
        ledger.close()
        print(f"tonk-sim: the ledger {path} could not be written ({error})", file=sys.stderr)
        raise SystemExit(1) from None
