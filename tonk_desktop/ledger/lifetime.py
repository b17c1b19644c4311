"""Lifetime statistics: every finished round played at this computer, practice
games and ledger sessions alike, one row per person at the table (hot seat has
several), kept in the ledger's `lifetime` table (schema version 3).

A round in which a turn was taken back (undo in a practice game) is not kept:
it was practice, not play. Each row's write also updates the player's running
figures (`lifetime_players`: rounds, net, streaks; `lifetime_totals`: the counts
by house rules and computer level) in the same transaction, so the statistics
are a few summary rows and a sample of the rounds for the chart, however long
the life of play (benchmarks/lifetime_stats.py times 200,000 rounds)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import HouseRules, RoundResult
from .records import name_key

CHART_POINTS = 400  # the chart of net units is drawn from at most this many points


@dataclass(frozen=True, slots=True)
class LifetimeSeat:
    """A seat as the statistics need it: a name, and the level of a computer
    player (None for a person)."""

    name: str
    level: str | None = None


@dataclass(frozen=True, slots=True)
class LifetimeRow:
    """One person's side of one finished round."""

    player: str
    session_id: int | None  # None: a practice game
    rules_json: str
    opponents: str  # the computer level faced: easy, normal, hard, mixed, or people
    won: bool
    kind: str
    knocked: bool
    caught: bool
    net_units: int


def opponents_of(seats: Sequence[LifetimeSeat]) -> str:
    """The computer level a person at this table faced: one level, "mixed" for
    several, "people" when every other seat is a person (hot seat)."""
    levels = {seat.level for seat in seats if seat.level is not None}
    if not levels:
        return "people"
    if len(levels) == 1:
        return next(iter(levels))
    return "mixed"


def rows_for_round(
    seats: Sequence[LifetimeSeat],
    rules: HouseRules,
    result: RoundResult,
    session_id: int | None,
) -> list[LifetimeRow]:
    """The rows a finished round adds: one for each person at the table."""
    if len(seats) != len(result.net):
        raise ValueError(f"{len(seats)} seats for a round of {len(result.net)} players")
    rules_json = json.dumps(rules.to_dict(), sort_keys=True, separators=(",", ":"))
    opponents = opponents_of(seats)
    return [
        LifetimeRow(
            player=seat.name,
            session_id=session_id,
            rules_json=rules_json,
            opponents=opponents,
            won=index in result.winners,
            kind=result.kind,
            knocked=result.knocker == index,
            caught=result.kind == "caught" and result.knocker == index,
            net_units=result.net[index],
        )
        for index, seat in enumerate(seats)
        if seat.level is None
    ]


def insert_rows(conn: sqlite3.Connection, rows: Sequence[LifetimeRow], played_at: str) -> None:
    """Add the rows, and bring each player's running figures up to date with
    them (in the caller's transaction): the statistics window then reads a few
    summary rows, not every round, however long the life of play."""
    state: dict[str, list[int]] = {}
    for row in rows:
        key = name_key(row.player)
        figures = state.get(key)
        if figures is None:
            found = conn.execute(
                "SELECT rounds, net_units, streak, longest_win, longest_loss"
                " FROM lifetime_players WHERE player_key = ?",
                (key,),
            ).fetchone()
            figures = state[key] = list(found) if found is not None else [0, 0, 0, 0, 0]
        rounds, net, streak, longest_win, longest_loss = figures
        rounds += 1
        net += row.net_units
        if row.won:
            streak = streak + 1 if streak > 0 else 1
            longest_win = max(longest_win, streak)
        else:
            streak = streak - 1 if streak < 0 else -1
            longest_loss = max(longest_loss, -streak)
        state[key] = [rounds, net, streak, longest_win, longest_loss]
        conn.execute(
            "INSERT INTO lifetime (played_at, player, player_key, session_id, rules_json,"
            " opponents, won, kind, knocked, caught, net_units, seq, cum_net)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                played_at,
                row.player,
                key,
                row.session_id,
                row.rules_json,
                row.opponents,
                int(row.won),
                row.kind,
                int(row.knocked),
                int(row.caught),
                row.net_units,
                rounds,
                net,
            ),
        )
        conn.execute(
            "INSERT INTO lifetime_totals (player_key, rules_json, opponents, rounds, wins,"
            " tonk_outs, knocks, caught, dealt_tonks, net_units)"
            " VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (player_key, rules_json, opponents) DO UPDATE SET"
            " rounds = rounds + 1, wins = wins + excluded.wins,"
            " tonk_outs = tonk_outs + excluded.tonk_outs, knocks = knocks + excluded.knocks,"
            " caught = caught + excluded.caught, dealt_tonks = dealt_tonks + excluded.dealt_tonks,"
            " net_units = net_units + excluded.net_units",
            (
                key,
                row.rules_json,
                row.opponents,
                int(row.won),
                int(row.won and row.kind == "tonk_out"),
                int(row.knocked),
                int(row.caught),
                int(row.won and row.kind == "dealt_tonk"),
                row.net_units,
            ),
        )
        conn.execute(
            "INSERT INTO lifetime_players (player_key, player, rounds, net_units, streak,"
            " longest_win, longest_loss) VALUES (?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (player_key) DO UPDATE SET player = excluded.player,"
            " rounds = excluded.rounds, net_units = excluded.net_units,"
            " streak = excluded.streak, longest_win = excluded.longest_win,"
            " longest_loss = excluded.longest_loss",
            (key, row.player, *state[key]),
        )


@dataclass(frozen=True, slots=True)
class Breakdown:
    """The rounds under one house-rule set, or against one computer level."""

    key: str  # the rules as JSON, or the level
    rounds: int
    wins: int
    net_units: int


@dataclass(frozen=True, slots=True)
class LifetimeStats:
    player: str
    rounds: int
    wins: int
    tonk_outs: int
    knocks: int
    times_caught: int
    dealt_tonks: int
    longest_winning_streak: int
    longest_losing_streak: int
    current_streak: int  # rounds won in a row now (> 0), lost in a row (< 0), 0 before any
    net_units: int
    by_rules: tuple[Breakdown, ...]
    by_opponents: tuple[Breakdown, ...]
    chart: tuple[tuple[int, int], ...]  # (rounds played, net units after them), from (0, 0)

    @property
    def win_rate(self) -> float:
        return self.wins / self.rounds if self.rounds else 0.0


def players(conn: sqlite3.Connection) -> list[str]:
    """The people with rounds kept, most rounds first (each under the name they
    last played under)."""
    return [
        name
        for (name,) in conn.execute(
            "SELECT player FROM lifetime_players ORDER BY rounds DESC, player_key"
        )
    ]


def statistics(conn: sqlite3.Connection, player: str) -> LifetimeStats:
    """Everything the statistics window shows for `player`, from the running
    figures and a sample of the rounds for the chart."""
    key = name_key(player)
    total = conn.execute(
        "SELECT COALESCE(SUM(rounds), 0), COALESCE(SUM(wins), 0), COALESCE(SUM(tonk_outs), 0),"
        " COALESCE(SUM(knocks), 0), COALESCE(SUM(caught), 0), COALESCE(SUM(dealt_tonks), 0),"
        " COALESCE(SUM(net_units), 0) FROM lifetime_totals WHERE player_key = ?",
        (key,),
    ).fetchone()
    rounds, wins, tonk_outs, knocks, caught, dealt, net = (int(v) for v in total)
    streaks = conn.execute(
        "SELECT streak, longest_win, longest_loss FROM lifetime_players WHERE player_key = ?",
        (key,),
    ).fetchone()
    streak, longest_win, longest_loss = streaks if streaks is not None else (0, 0, 0)

    def breakdown(column: str) -> tuple[Breakdown, ...]:
        # `column` is one of our own two names, never the person's text.
        rows = conn.execute(
            f"SELECT {column}, SUM(rounds), SUM(wins), SUM(net_units) FROM lifetime_totals"
            f" WHERE player_key = ? GROUP BY {column} ORDER BY SUM(rounds) DESC, {column}",
            (key,),
        ).fetchall()
        return tuple(Breakdown(str(k), int(n), int(w), int(u)) for k, n, w, u in rows)

    every = max(1, -(-rounds // CHART_POINTS))
    chart = [(0, 0)] + [
        (int(seq), int(cum))
        for seq, cum in conn.execute(
            "SELECT seq, cum_net FROM lifetime WHERE player_key = ? AND (seq % ? = 0 OR seq = ?)"
            " ORDER BY seq",
            (key, every, rounds),
        )
    ]
    return LifetimeStats(
        player=player,
        rounds=rounds,
        wins=wins,
        tonk_outs=tonk_outs,
        knocks=knocks,
        times_caught=caught,
        dealt_tonks=dealt,
        longest_winning_streak=int(longest_win),
        longest_losing_streak=int(longest_loss),
        current_streak=int(streak),
        net_units=net,
        by_rules=breakdown("rules_json"),
        by_opponents=breakdown("opponents"),
        chart=tuple(chart),
    )
