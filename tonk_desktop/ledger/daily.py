"""The deal of the day's results: one row per deal of the day played to its
end at this computer (`daily_results`, schema version 6), kept for the
statistics' chart and list of past days.

A row holds the day (ISO date), the house rules' name as the line to paste
says it, the day's deal number, the person's net in stake units and hard's
and normal's mean net in the person's seat on the same cards (the duplicate
run). A row that does not read (a value of the wrong kind, written by hand or
by damage) is left out of what `results` gives, never guessed at."""

from __future__ import annotations

import datetime
import math
import sqlite3
from dataclasses import dataclass

RESULTS_SHOWN = 366  # the days the statistics read back, the latest


@dataclass(frozen=True, slots=True)
class DailyResult:
    """One deal of the day as it was played: see the module docstring."""

    day: datetime.date
    rules_name: str
    deal: int
    net_units: int
    hard_mean: float
    normal_mean: float


def insert_result(conn: sqlite3.Connection, result: DailyResult, played_at: str) -> None:
    conn.execute(
        "INSERT INTO daily_results (day, rules_name, deal, net_units, hard_mean,"
        " normal_mean, played_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            result.day.isoformat(),
            result.rules_name,
            result.deal,
            result.net_units,
            result.hard_mean,
            result.normal_mean,
            played_at,
        ),
    )


def _read(row: tuple[object, ...]) -> DailyResult | None:
    day, rules_name, deal, net, hard, normal = row
    try:
        if not isinstance(day, str) or not isinstance(rules_name, str):
            return None
        if not isinstance(deal, int) or not isinstance(net, int):
            return None
        if not isinstance(hard, int | float) or not isinstance(normal, int | float):
            return None
        if not (math.isfinite(hard) and math.isfinite(normal)):
            return None
        return DailyResult(
            datetime.date.fromisoformat(day), rules_name, deal, net, float(hard), float(normal)
        )
    except ValueError:
        return None


def results(conn: sqlite3.Connection, limit: int = RESULTS_SHOWN) -> list[DailyResult]:
    """The latest `limit` results that read, oldest first (by day, then as played)."""
    rows = conn.execute(
        "SELECT day, rules_name, deal, net_units, hard_mean, normal_mean FROM daily_results"
        " ORDER BY day DESC, id DESC LIMIT ?",
        (limit,),
    ).fetchall()
    found = [result for result in (_read(tuple(row)) for row in rows) if result is not None]
    found.reverse()
    return found
