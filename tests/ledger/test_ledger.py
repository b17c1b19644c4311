"""Sessions and settled rounds: what goes in comes back, money exact."""

from __future__ import annotations

import csv
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest
from ledger_helpers import play_round, result_of

from tonk_desktop.engine import HouseRules, next_dealer
from tonk_desktop.ledger import (
    Ledger,
    Money,
    NoSuchSession,
    Seat,
    clean_name,
    has_visible,
    name_key,
    names_repeat,
)


def test_a_new_session_starts_at_zero_with_the_bankrolls_in_hand(tmp_path: Path) -> None:
    with Ledger(tmp_path / "l.sqlite3") as ledger:
        sid = ledger.create_session(
            "Yen night",
            [Seat("Aiko"), Seat("Ben", "easy")],
            Money(100, "JPY"),
            HouseRules(players=2),
            bankrolls=[5000, 3000],
        )
        session = ledger.session(sid)
    assert session.name == "Yen night"
    assert session.stake == Money(100, "JPY")
    assert session.seats[1] == Seat("Ben", "easy") and session.bankrolls == (5000, 3000)
    # A balance is what was won or lost: nothing yet. The bankroll is money in hand.
    assert session.balances == (0, 0)
    assert session.keeps_bankrolls
    assert session.in_hand == (5000, 3000)
    assert session.rounds_played == 0
    assert session.rules == HouseRules(players=2)


def test_payments_are_units_times_the_stake(ledger: Ledger, session_id: int) -> None:
    # Ann tonks out: 2 units from each of the others, at 0.25 USD a unit.
    tonk = result_of("tonk_out", [(1, 0, 2), (2, 0, 2)], winners=(0,))
    record = ledger.record_round(session_id, tonk, dealer=2)
    assert record.number == 1
    assert [p.amount for p in record.payments] == [50, 50]
    assert record.changes == (100, -50, -50)
    assert record.balances == (100, -50, -50)
    caught = result_of("caught", [(0, 1, 2), (0, 2, 1), (1, 2, 1)], winners=(2,), knocker=0)
    record = ledger.record_round(session_id, caught, dealer=0)
    assert record.number == 2
    assert record.changes == (-75, 25, 50)
    assert record.balances == (25, -25, 0)
    assert ledger.session(session_id).balances == (25, -25, 0)


def test_rounds_read_back_as_recorded(ledger: Ledger, session_id: int) -> None:
    rules = ledger.session(session_id).rules
    dealer, recorded = 0, []
    for seed in range(12):
        rnd = play_round(rules, dealer, seed)
        recorded.append(ledger.record_finished_round(session_id, rnd))
        dealer = next_dealer(dealer, rules.players)
    read = ledger.rounds(session_id, with_history=True)
    assert read == recorded
    assert [r.number for r in read] == list(range(1, 13))
    # running balances are the sums of the changes so far
    for index, record in enumerate(read):
        for seat in range(3):
            assert record.balances[seat] == sum(r.changes[seat] for r in read[: index + 1])
    assert ledger.rounds(session_id)[0].history is None  # only when asked


def test_a_round_for_the_wrong_table_is_refused(ledger: Ledger, session_id: int) -> None:
    with pytest.raises(ValueError, match="2 players, the session 3"):
        ledger.record_round(session_id, result_of("misdeal", [], players=2), dealer=0)
    with pytest.raises(NoSuchSession) as missing:
        ledger.record_round(999, result_of("misdeal", []), dealer=0)
    assert missing.value.session_id == 999
    assert ledger.rounds(session_id) == []


@pytest.mark.parametrize(
    ("name", "seats", "message"),
    [
        ("  ", ["A", "B", "C"], "needs a name"),
        ("x", ["A", "B"], "for 3 players, not 2"),
        ("x", ["A", "A", "C"], "same name"),
        ("x", ["Ann", "ann", "C"], "same name"),
        ("x", ["Jos\u00e9", "Jose\u0301", "C"], "same name"),  # é typed two ways
        ("x", ["A", "", "C"], "every player"),
    ],
)
def test_bad_sessions_are_refused(
    ledger: Ledger, name: str, seats: list[str], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        ledger.create_session(name, [Seat(s) for s in seats], Money(25, "USD"), HouseRules())
    assert ledger.sessions() == []


def test_sessions_list_rename_and_delete(ledger: Ledger, session_id: int) -> None:
    other = ledger.create_session(
        "Sunday", [Seat("X"), Seat("Y")], Money(1, "EUR"), HouseRules(players=2)
    )
    ledger.record_round(session_id, result_of("misdeal", []), dealer=0)
    # the one played most recently comes first
    assert [s.name for s in ledger.sessions()] == ["Friday", "Sunday"]
    ledger.rename_session(other, "  Sunday lunch ")
    assert ledger.session(other).name == "Sunday lunch"
    with pytest.raises(ValueError):
        ledger.rename_session(other, "")
    ledger.delete_session(session_id)
    assert [s.id for s in ledger.sessions()] == [other]
    # the rounds went with it (foreign keys with cascade)
    count = sqlite3.connect(ledger.path).execute("SELECT count(*) FROM payments").fetchone()[0]
    assert count == 0


def test_export_csv(ledger: Ledger, session_id: int, tmp_path: Path) -> None:
    ledger.record_round(
        session_id, result_of("went_out", [(1, 2, 1), (0, 2, 1)], winners=(2,)), dealer=1
    )
    target = tmp_path / "friday.csv"
    ledger.export_csv(session_id, target)
    assert target.read_bytes().startswith(b"\xef\xbb\xbf")  # UTF-8, said so for spreadsheets
    rows = list(csv.reader(target.open(encoding="utf-8-sig")))
    assert rows[0][:6] == ["round", "played_at", "dealer", "how_it_ended", "winners", "payments"]
    assert rows[0][6:8] == ["Ann change (USD)", "Ann balance (USD)"]
    assert rows[1][0] == "1"
    # The time the person saw it played: local, with its offset, to the second.
    played = datetime.fromisoformat(rows[1][1])
    assert played.utcoffset() == datetime.now().astimezone().utcoffset()
    assert played.microsecond == 0
    assert rows[1][2:6] == ["Bob", "went out", "Cy", "Bob to Cy 0.25; Ann to Cy 0.25"]
    assert rows[1][6:] == ["-0.25", "-0.25", "-0.25", "-0.25", "+0.50", "+0.50"]


def test_export_csv_balances_leave_the_bankroll_out(tmp_path: Path) -> None:
    # A balance is what was won or lost; the money in hand has its own column.
    with Ledger(tmp_path / "l.sqlite3") as ledger:
        seats = [Seat("You"), Seat("Ann", "easy"), Seat("Bob", "easy")]
        sid = ledger.create_session(
            "b", seats, Money(100, "USD"), HouseRules(), bankrolls=[2000, 0, 0]
        )
        ledger.record_round(sid, result_of("knock", [(0, 1, 1)], winners=(1,)), dealer=0)
        target = tmp_path / "b.csv"
        ledger.export_csv(sid, target)
    rows = list(csv.reader(target.open(encoding="utf-8-sig")))
    assert rows[0][6:9] == ["You change (USD)", "You balance (USD)", "You in hand (USD)"]
    assert rows[1][6:] == [
        "-1.00",
        "-1.00",
        "19.00",
        "+1.00",
        "+1.00",
        "1.00",
        "0.00",
        "0.00",
        "0.00",
    ]


def test_export_csv_for_a_decimal_comma_spreadsheet(
    ledger: Ledger, session_id: int, tmp_path: Path
) -> None:
    # Hungarian or Russian Excel splits at ";" and reads "0.25" as a date.
    ledger.record_round(
        session_id, result_of("went_out", [(1, 2, 1), (0, 2, 1)], winners=(2,)), dealer=1
    )
    target = tmp_path / "péntek.csv"
    ledger.export_csv(session_id, target, decimal_comma=True)
    rows = list(csv.reader(target.open(encoding="utf-8-sig"), delimiter=";"))
    assert rows[0][6:8] == ["Ann change (USD)", "Ann balance (USD)"]
    assert rows[1][5] == "Bob to Cy 0,25; Ann to Cy 0,25"
    assert rows[1][6:] == ["-0,25", "-0,25", "-0,25", "-0,25", "+0,50", "+0,50"]


def test_statistics(ledger: Ledger, session_id: int) -> None:
    rounds = [
        result_of("tonk_out", [(1, 0, 2), (2, 0, 2)], winners=(0,)),
        result_of("knock", [(1, 0, 1), (2, 0, 1)], winners=(0,), knocker=0),
        result_of("caught", [(0, 1, 2), (0, 2, 1), (2, 1, 1)], winners=(1,), knocker=0),
        result_of("misdeal", []),
        result_of("tonk_out", [(0, 1, 2), (2, 1, 2)], winners=(1,)),
    ]
    for result in rounds:
        ledger.record_round(session_id, result, dealer=0)
    stats = ledger.statistics(session_id)
    assert stats.rounds == 5
    assert stats.endings == {"tonk_out": 2, "knock": 1, "caught": 1, "misdeal": 1}
    ann, bob, cy = stats.players
    assert ann.wins == 2 and ann.wins_by_kind == {"tonk_out": 1, "knock": 1}
    assert ann.tonk_outs == 1 and ann.times_caught == 1
    assert ann.longest_winning_streak == 2
    assert ann.biggest_win == 100 and ann.biggest_loss == 75
    assert bob.tonk_outs == 1 and bob.times_caught == 0 and bob.longest_winning_streak == 1
    assert cy.wins == 0 and cy.biggest_win == 0
    assert [p.net for p in stats.players] == list(ledger.session(session_id).balances)
    assert stats.biggest_swing == 100
    assert stats.money_moved == 25 * (4 + 2 + 4 + 0 + 4)


def test_settle_up_squares_the_session(ledger: Ledger, session_id: int) -> None:
    ledger.record_round(
        session_id, result_of("tonk_out", [(1, 0, 2), (2, 0, 2)], winners=(0,)), dealer=0
    )
    transfers = ledger.settle_up(session_id)
    assert sorted((t.payer, t.payee, t.amount) for t in transfers) == [(1, 0, 50), (2, 0, 50)]


def test_settle_up_ignores_bankrolls(tmp_path: Path) -> None:
    with Ledger(tmp_path / "l.sqlite3") as ledger:
        sid = ledger.create_session(
            "b",
            [Seat("A"), Seat("B")],
            Money(10, "USD"),
            HouseRules(players=2),
            bankrolls=[1000, 200],
        )
        ledger.record_round(sid, result_of("knock", [(1, 0, 1)], players=2), dealer=0)
        session = ledger.session(sid)
        assert session.balances == (10, -10)
        assert session.in_hand == (1010, 190)
        assert ledger.rounds(sid)[0].balances == (10, -10)
        assert [(t.payer, t.payee, t.amount) for t in ledger.settle_up(sid)] == [(1, 0, 10)]


def test_the_database_is_wal_with_foreign_keys_on(ledger: Ledger) -> None:
    conn = ledger._conn
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("Ann\nBob", "Ann Bob"),  # a pasted newline
        ("  Zoë  ", "Zoë"),
        ("Jose\u0301", "José"),  # one way of typing é, kept as the other
        ("\x1b[31mRed\x00", "[31mRed"),  # escape codes and NUL
        ("\u202eevil", "evil"),  # a mark that writes the rest backwards
        ("👨\u200d👩", "👨\u200d👩"),  # a joiner that emoji and scripts need stays
        ("\t\n", ""),
    ],
)
def test_names_are_kept_without_control_characters(typed: str, kept: str) -> None:
    assert clean_name(typed) == kept


@pytest.mark.parametrize(
    "look_alike",
    ["Alice\u200b", "\uff21lice", "A\u200dlice", "ALICE", "  alice ", "Al\u00adice", "Alice\ufe0f"],
    ids=["zero-width space", "full-width", "joiner inside", "capitals", "spaces", "soft hyphen",
         "variation selector"],
)  # fmt: skip
def test_a_name_that_looks_the_same_is_the_same_name(look_alike: str) -> None:
    assert name_key(look_alike) == name_key("Alice")
    assert names_repeat(["Alice", look_alike])


@pytest.mark.parametrize("blank", ["", "   ", "\u200b\u200b", "\u2060", "\u3164", "\u200d"])
def test_a_name_with_nothing_visible_is_no_name(blank: str) -> None:
    assert not has_visible(blank)


def test_names_that_only_look_alike_to_a_careless_eye_stay_apart() -> None:
    assert has_visible("Zoë") and has_visible("アン") and has_visible("👨\u200d👩")
    assert not names_repeat(["Anna", "Ann", "Ånn", "アン"])


def test_a_session_keeps_clean_names(ledger: Ledger) -> None:
    sid = ledger.create_session(
        "Fri\nday", [Seat("A\x00nn"), Seat("\u202eBob")], Money(5, "USD"), HouseRules(players=2)
    )
    session = ledger.session(sid)
    assert session.name == "Fri day" and [s.name for s in session.seats] == ["Ann", "Bob"]
    ledger.rename_session(sid, "Sat\r\nurday")
    assert ledger.session(sid).name == "Sat urday"


def test_export_csv_payments_read_right_for_you(tmp_path: Path) -> None:
    # Before: "You pays Ann 0.50".
    with Ledger(tmp_path / "l.sqlite3") as ledger:
        sid = ledger.create_session(
            "Fri", [Seat("You"), Seat("Ann", "easy")], Money(50, "USD"), HouseRules(players=2)
        )
        ledger.record_round(
            sid, result_of("went_out", [(0, 1, 1)], players=2, winners=(1,)), dealer=0
        )
        target = tmp_path / "fri.csv"
        ledger.export_csv(sid, target)
    rows = list(csv.reader(target.open(encoding="utf-8-sig")))
    assert rows[1][5] == "You to Ann 0.50"
