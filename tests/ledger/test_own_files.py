"""The program's own files: never written over by an export, written through
unpredictable temporary files, private to their owner, and an exported CSV
file whose cells no spreadsheet takes for a formula."""

from __future__ import annotations

import csv
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from ledger_helpers import play_round

from tonk_desktop.engine import HouseRules, Payment, RoundResult
from tonk_desktop.ledger import Ledger, Money, OwnFileError, Seat

# POSIX permission bits: on Windows chmod only sets or clears the read-only mark, and the
# program's files are private through the rights of the folder they are in (the user's
# profile, %APPDATA%), which they inherit.
posix_permissions = pytest.mark.skipif(
    os.name != "posix", reason="POSIX permission bits (Windows: the profile's rights)"
)


def follows_links(link: Path, target: Path) -> bool:
    """Does this system follow `link` to `target`? (Wine 8 makes links it cannot.)"""
    try:
        return os.path.samefile(link, target)
    except OSError:
        return False


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)  # the usual one: files readable by everyone
    yield
    os.umask(old)


def test_exporting_onto_the_ledger_or_an_autosave_is_refused(
    ledger: Ledger, session_id: int, tmp_path: Path
) -> None:
    ledger.record_finished_round(session_id, play_round(HouseRules(), 0, 3))
    ledger.save_round_in_progress(session_id, play_round(HouseRules(), 1, 4).to_history())
    autosave = ledger.autosave_dir / f"session-{session_id}.json"
    link = tmp_path / "innocent.csv"
    link.symlink_to(ledger.path)
    hard = tmp_path / "hard.csv"
    os.link(ledger.path, hard)
    targets = [ledger.path, Path(f"{ledger.path}-wal"), autosave, hard]
    if follows_links(link, ledger.path):
        targets.append(link)
    for target in targets:
        before = target.read_bytes() if target.exists() else None
        with pytest.raises(OwnFileError, match="own files"):
            ledger.export_csv(session_id, target)
        assert (target.read_bytes() if target.exists() else None) == before
    with Ledger(ledger.path) as again:
        assert again.take_notices() == [] and again.session(session_id).rounds_played == 1


def test_the_temporary_file_is_never_one_someone_else_put_there(
    ledger: Ledger, session_id: int, tmp_path: Path
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("mine", encoding="utf-8")
    target = tmp_path / "export.csv"
    # Another user with write access to the folder plants links at the names a
    # predictable temporary file would have.
    for name in (".export.csv.tmp", "export.csv.tmp", ".export.csv.tmp.tmp"):
        (tmp_path / name).symlink_to(victim)
    ledger.export_csv(session_id, target)
    assert victim.read_text(encoding="utf-8") == "mine"
    assert target.read_text(encoding="utf-8-sig").startswith("round,")


@posix_permissions
def test_the_programs_files_are_private_to_their_owner(tmp_path: Path, umask_022: None) -> None:
    path = tmp_path / "data" / "ledger.sqlite3"
    with Ledger(path) as ledger:
        sid = ledger.create_session(
            "Friday", [Seat("Ann"), Seat("Bob")], Money(25, "USD"), HouseRules(players=2)
        )
        ledger.record_finished_round(sid, play_round(HouseRules(players=2), 0, 3))
        ledger.save_round_in_progress(sid, play_round(HouseRules(players=2), 1, 4).to_history())
        ledger.export_csv(sid, tmp_path / "out.csv")
        files = [
            path,
            Path(f"{path}-wal"),
            ledger.autosave_dir / f"session-{sid}.json",
            tmp_path / "out.csv",
        ]
        for file in files:
            assert file.stat().st_mode & 0o777 == 0o600, file
        for folder in (path.parent, ledger.autosave_dir):
            assert folder.stat().st_mode & 0o777 == 0o700, folder


@posix_permissions
def test_an_existing_ledger_readable_by_everyone_is_made_private(
    tmp_path: Path, umask_022: None
) -> None:
    path = tmp_path / "ledger.sqlite3"
    sqlite3.connect(path).close()
    path.chmod(0o644)
    Ledger(path).close()
    assert path.stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize("name", ["=1+1", "@SUM(A1)", "+cmd", "-2+3"])
def test_no_cell_of_an_export_is_a_formula(tmp_path: Path, name: str) -> None:
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        sid = ledger.create_session(
            "Friday", [Seat(name), Seat("Bob")], Money(25, "USD"), HouseRules(players=2)
        )
        ledger.record_round(
            sid,
            RoundResult.settle("knock", (0,), [Payment(1, 0, 1)], (3, 9), knocker=0),
            dealer=0,
        )
        ledger.export_csv(sid, tmp_path / "out.csv")
    header, row = csv.reader((tmp_path / "out.csv").open(encoding="utf-8-sig"))
    texts = [*header, *row[2:6]]
    assert not any(cell.startswith(("=", "+", "-", "@", "\t", "\r")) for cell in texts)
    assert f"'{name} change (USD)" in header and row[2] == f"'{name}"
    assert row[6:] == ["+0.25", "+0.25", "-0.25", "-0.25"]  # amounts stay numbers
