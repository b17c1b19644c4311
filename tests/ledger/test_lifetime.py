"""Lifetime statistics in the ledger: rows for the people at the table, totals,
streaks, breakdowns and the chart, the migration that fills them from the
sessions already kept, a reset, and a failed write that leaves nothing half done."""

from __future__ import annotations

import datetime
import sqlite3
from pathlib import Path

import pytest
from ledger_helpers import result_of
from test_migrations import make_v1_file

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import DailyResult, Ledger
from tonk_desktop.ledger.lifetime import (
    CHART_POINTS,
    LifetimeRow,
    LifetimeSeat,
    opponents_of,
    rows_for_round,
)

TABLE = [LifetimeSeat("Ann"), LifetimeSeat("Bob", "easy"), LifetimeSeat("Cal", "hard")]


def row(
    won: bool, net: int, *, player: str = "Ann", opponents: str = "easy", kind: str = "knock"
) -> LifetimeRow:
    return LifetimeRow(player, None, "{}", opponents, won, kind, False, False, net)


def test_a_round_gives_one_row_per_person_with_what_happened_to_them() -> None:
    # Ann knocked and was caught: Cal had the lower hand and takes two from her.
    result = result_of("caught", [(0, 2, 2)], winners=(2,), knocker=0)
    rows = rows_for_round(TABLE, HouseRules(), result, session_id=None)
    assert [r.player for r in rows] == ["Ann"]
    (ann,) = rows
    assert not ann.won and ann.knocked and ann.caught and ann.net_units == -2
    assert ann.opponents == "mixed" and ann.session_id is None
    seats = [LifetimeSeat("Ann"), LifetimeSeat("Bob"), LifetimeSeat("Cal", "hard")]
    assert [r.player for r in rows_for_round(seats, HouseRules(), result, 4)] == ["Ann", "Bob"]
    assert opponents_of([LifetimeSeat("A"), LifetimeSeat("B")]) == "people"
    with pytest.raises(ValueError, match="2 seats for a round of 3"):
        rows_for_round(seats[:2], HouseRules(), result, None)


def test_totals_streaks_breakdowns_and_the_chart(tmp_path: Path) -> None:
    with Ledger(tmp_path / "l.sqlite3") as ledger:
        wins = [True, True, False, False, False, True, False, True, True, True]
        for i, won in enumerate(wins):
            kind = "tonk_out" if i == 0 else "dealt_tonk" if i == 5 else "knock"
            level = "hard" if i < 4 else "easy"
            ledger.record_lifetime([row(won, 2 if won else -1, kind=kind, opponents=level)])
            ledger.record_lifetime([row(not won, 1, player="Bo")])
        ledger.record_lifetime(
            [LifetimeRow("ann ", 3, '{"x":1}', "hard", False, "caught", True, True, -2)]
        )
        stats = ledger.lifetime_statistics("ANN")  # the same player, however typed
        assert stats.rounds == 11 and stats.wins == 6
        assert (stats.tonk_outs, stats.dealt_tonks, stats.knocks, stats.times_caught) == (
            1,
            1,
            1,
            1,
        )
        assert stats.longest_winning_streak == 3 and stats.longest_losing_streak == 3
        assert stats.current_streak == -1  # the caught round came last
        assert stats.net_units == 6 * 2 - 4 - 2
        assert {b.key: (b.rounds, b.wins, b.net_units) for b in stats.by_opponents} == {
            "hard": (5, 2, 0),
            "easy": (6, 4, 6),
        }
        assert [b.key for b in stats.by_rules] == ["{}", '{"x":1}']
        assert stats.chart[0] == (0, 0) and stats.chart[-1] == (11, stats.net_units)
        assert round(stats.win_rate, 3) == round(6 / 11, 3)
        assert set(ledger.lifetime_players()) == {"ann ", "Bo"}
        nobody = ledger.lifetime_statistics("Zed")
        assert nobody.rounds == 0 and nobody.chart == ((0, 0),) and nobody.current_streak == 0


def test_the_chart_keeps_few_points_for_many_rounds(tmp_path: Path) -> None:
    with Ledger(tmp_path / "l.sqlite3") as ledger:
        ledger.record_lifetime([row(i % 3 == 0, 1 if i % 3 == 0 else -1) for i in range(2000)])
        stats = ledger.lifetime_statistics("Ann")
        assert len(stats.chart) <= CHART_POINTS + 2
        assert stats.chart[-1] == (2000, stats.net_units)
        assert [x for x, _ in stats.chart] == sorted({x for x, _ in stats.chart})


def test_a_failed_write_keeps_nothing_of_the_round(tmp_path: Path) -> None:
    with Ledger(tmp_path / "l.sqlite3") as ledger:
        ledger.record_lifetime([row(True, 1)])
        bad = LifetimeRow("Bo", None, "{}", "easy", True, None, False, False, 1)  # type: ignore[arg-type]
        with pytest.raises(sqlite3.IntegrityError):
            ledger.record_lifetime([row(True, 5), bad])
        assert ledger.lifetime_statistics("Ann").rounds == 1
        assert ledger.lifetime_players() == ["Ann"]


def test_reset_forgets_everyone_and_keeps_the_sessions(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    make_v1_file(path)
    with Ledger(path) as ledger:
        assert ledger.lifetime_players()
        ledger.record_daily(DailyResult(datetime.date(2026, 12, 1), "Classic", 13, 1, 1.5, 1.0))
        ledger.reset_lifetime()
        assert ledger.lifetime_players() == []
        assert ledger.daily_results() == []  # the statistics' Deal of the day tab too
        assert len(ledger.rounds(1)) == 6


def test_the_migration_fills_the_statistics_from_the_sessions_kept(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    make_v1_file(path)
    with Ledger(path) as ledger:
        rounds = ledger.rounds(1)
        session = ledger.session(1)
        assert sorted(ledger.lifetime_players()) == ["A", "B", "C"]
        for seat, name in enumerate("ABC"):
            stats = ledger.lifetime_statistics(name)
            assert stats.rounds == 6
            assert stats.wins == sum(seat in r.winners for r in rounds)
            assert stats.net_units * session.stake.minor == session.balances[seat]
            assert stats.times_caught == sum(
                r.kind == "caught" and r.knocker == seat for r in rounds
            )
            assert [b.key for b in stats.by_opponents] == ["people"]
