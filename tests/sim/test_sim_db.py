"""`tonk-sim --db PATH` records its rounds into a ledger as the game does."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tonk_desktop.engine import Round
from tonk_desktop.ledger import Ledger
from tonk_desktop.sim import cli as sim


def test_sim_records_every_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "sim.sqlite3"
    assert sim.main(["--bots", "easy,normal", "--rounds", "4", "--json", "--db", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    with Ledger(path) as ledger:
        (session,) = ledger.sessions()
        assert [seat.name for seat in session.seats] == ["easy", "normal"]
        assert [seat.level for seat in session.seats] == ["easy", "normal"]
        rounds = ledger.rounds(session.id, with_history=True)
        assert len(rounds) == 4 * 2 - report["unfinished"]
        # the ledger's balances are the sim's net per bot, at 1.00 a unit
        by_name = {bot["name"]: bot["net"] for bot in report["bots"]}
        assert list(session.balances) == [by_name["easy"] * 100, by_name["normal"] * 100]
        stats = ledger.statistics(session.id)
        assert [p.wins for p in stats.players] == [b["rounds_won"] for b in report["bots"]]
        assert [p.times_caught for p in stats.players] == [b["caught"] for b in report["bots"]]
        for record in rounds:
            assert record.history is not None
            replayed = Round.from_history(record.history).result
            assert replayed is not None and replayed.kind == record.kind
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_sim_db_in_an_unusable_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SystemExit) as stopped:
        sim.main(["--bots", "easy,easy", "--rounds", "1", "--db", str(blocker / "x.sqlite3")])
    assert stopped.value.code == 2
    assert "cannot use the ledger" in capsys.readouterr().err


def test_sim_db_on_a_device_says_it_is_no_file(capsys: pytest.CaptureFixture[str]) -> None:
    """`--db /dev/full` (a disk that is always full): one line that says the place
    is no file, not SQLite's "cannot rollback - no transaction is active"."""
    with pytest.raises(SystemExit) as stopped:
        sim.main(["--bots", "easy,easy", "--rounds", "1", "--db", "/dev/full"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "cannot use the ledger at /dev/full" in err and "not a regular file" in err
    assert "rollback" not in err


@pytest.mark.parametrize(
    "failure",
    [
        sqlite3.OperationalError("database or disk is full"),
        sqlite3.OperationalError("database is locked"),
    ],
    ids=["full disk", "locked by another program"],
)
def test_sim_db_that_stops_being_writable_ends_in_one_line_and_keeps_the_rounds(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    failure: sqlite3.Error,
) -> None:
    path = tmp_path / "sim.sqlite3"
    real = Ledger.record_round
    calls = 0

    def fails_on_the_fourth(self: Ledger, *args: object, **kwargs: object) -> object:
        nonlocal calls
        calls += 1
        if calls == 4:
            raise failure
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Ledger, "record_round", fails_on_the_fourth)
    code = sim.main(["--bots", "easy,easy", "--rounds", "10", "--seed", "3", "--db", str(path)])
    err = capsys.readouterr().err
    assert code == 1
    lines = [line for line in err.splitlines() if line.startswith("tonk-sim:")]
    assert lines == [
        f"tonk-sim: the ledger {path} could not be written ({failure}); the 3 rounds"
        " recorded before are kept in session 1"
    ]
    assert "Traceback" not in err
    with Ledger(path) as ledger:
        assert ledger.session(1).rounds_played == 3


def test_sim_rules_with_a_number_too_long_names_the_file_and_option(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text('{"knock_limit": ' + "9" * 5000 + "}", encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        sim.main(["--bots", "easy,easy", "--rules", str(rules)])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"tonk-sim: --rules: cannot read {rules}: ")
