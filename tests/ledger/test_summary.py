"""A session's statistics and balance chart are kept up to date round by round
(SessionSummary), saved in the ledger, and never need every round read again."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from ledger_helpers import result_of

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger, Money, RoundRecord, Seat, SessionSummary
from tonk_desktop.ledger.stats import CHART_BUCKETS
from tonk_desktop.ledger.store import SUMMARY_SAVED_EVERY

KINDS = ("knock", "caught", "tonk_out", "went_out", "dry_stock")


def record_random_rounds(ledger: Ledger, session_id: int, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    ledger._conn.execute("PRAGMA synchronous = OFF")  # quick to build
    for _ in range(count):
        winner, loser = rng.sample(range(3), 2)
        kind = rng.choice(KINDS)
        units = rng.randint(1, 4)
        knocker = loser if kind == "caught" else winner
        result = result_of(kind, [(loser, winner, units)], winners=(winner,), knocker=knocker)
        ledger.record_round(session_id, result, dealer=rng.randrange(3))


def counted_the_long_way(
    seats: int, bankrolls: list[int], rounds: list[RoundRecord]
) -> dict[str, Any]:
    """The statistics as the window computed them before: over every round."""
    streak = [0] * seats
    longest = [0] * seats
    for record in rounds:
        for seat in range(seats):
            streak[seat] = streak[seat] + 1 if seat in record.winners else 0
            longest[seat] = max(longest[seat], streak[seat])
    return {
        "net": [sum(r.changes[s] for r in rounds) for s in range(seats)],
        "wins": [sum(s in r.winners for r in rounds) for s in range(seats)],
        "caught": [
            sum(r.kind == "caught" and r.knocker == s for r in rounds) for s in range(seats)
        ],
        "win": [max([0, *(r.changes[s] for r in rounds)]) for s in range(seats)],
        "loss": [max([0, *(-r.changes[s] for r in rounds)]) for s in range(seats)],
        "longest": longest,
        "moved": sum(p.amount for r in rounds for p in r.payments),
        "lowest": [min([bankrolls[s], *(r.balances[s] for r in rounds)]) for s in range(seats)],
        "highest": [max([bankrolls[s], *(r.balances[s] for r in rounds)]) for s in range(seats)],
    }


def test_the_summary_counts_what_every_round_says(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    with Ledger(path) as ledger:
        sid = ledger.create_session(
            "Long", seats, Money(25, "USD"), HouseRules(), bankrolls=[500, 0, 250]
        )
        record_random_rounds(ledger, sid, 3000)
        live = ledger.summary(sid)
    with Ledger(path) as ledger:  # saved, and read back
        rounds = ledger.rounds(sid)
        for summary in (live, ledger.summary(sid)):
            expected = counted_the_long_way(3, [0, 0, 0], rounds)  # balances: won or lost
            stats = summary.stats(ledger.session(sid).seats)
            assert stats.rounds == 3000 and summary.through == 3000
            assert [p.net for p in stats.players] == expected["net"]
            assert [p.wins for p in stats.players] == expected["wins"]
            assert [p.times_caught for p in stats.players] == expected["caught"]
            assert [p.biggest_win for p in stats.players] == expected["win"]
            assert [p.biggest_loss for p in stats.players] == expected["loss"]
            assert [p.longest_winning_streak for p in stats.players] == expected["longest"]
            assert stats.money_moved == expected["moved"]
            # The chart: a few hundred points a player, in order, that keep
            # every player's lowest and highest balance and end where they stand.
            for seat, line in enumerate(summary.chart_points()):
                assert len(line) <= 3 * (CHART_BUCKETS + 2) + 1
                assert line[0] == (0, 0)  # a balance starts at nothing, whatever the bankroll
                assert line[-1] == (3000, rounds[-1].balances[seat])
                assert [x for x, _ in line] == sorted(x for x, _ in line)
                assert min(v for _, v in line) == expected["lowest"][seat]
                assert max(v for _, v in line) == expected["highest"][seat]


def test_a_reopened_long_session_reads_at_most_the_rounds_since_its_summary_was_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        sid = ledger.create_session(
            "Long", [Seat("A"), Seat("B"), Seat("C")], Money(1, "USD"), HouseRules()
        )
        record_random_rounds(ledger, sid, 2 * SUMMARY_SAVED_EVERY + 7)
        # killed before closing: the summary saved last is a few rounds behind
        ledger._unsaved_summaries.clear()
    read: list[int] = []
    original = Ledger._read_rounds

    def counting(self: Ledger, *args: Any) -> list[RoundRecord]:
        found = original(self, *args)
        read.append(len(found))
        return found

    monkeypatch.setattr(Ledger, "_read_rounds", counting)
    with Ledger(path) as ledger:
        summary = ledger.summary(sid)
        assert summary.rounds == 2 * SUMMARY_SAVED_EVERY + 7
        assert sum(read) == 7
        ledger.summary(sid)
        assert sum(read) == 7  # kept: nothing read again
        record_random_rounds(ledger, sid, 3, seed=2)
        assert ledger.summary(sid).rounds == 2 * SUMMARY_SAVED_EVERY + 10
        assert sum(read) == 7


def test_a_damaged_saved_summary_is_made_again_from_the_rounds(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        sid = ledger.create_session(
            "S", [Seat("A"), Seat("B"), Seat("C")], Money(1, "USD"), HouseRules()
        )
        record_random_rounds(ledger, sid, 40)
        expected = ledger.summary(sid).to_json()
    with Ledger(path) as ledger:
        ledger._conn.execute("UPDATE summaries SET summary_json = '{\"start\": [1]}'")
        assert ledger.summary(sid).to_json() == expected
    assert SessionSummary.from_json(expected, 3).to_json() == expected
