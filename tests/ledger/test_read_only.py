"""A ledger that cannot be written opens and says so, and takes rounds again
once the person makes it writable (SQLite's -wal and -shm included).

Root writes any file whatever its permissions, so as root the scenario runs
in a process that has given up root; as anyone else, chmod is enough."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

SCENARIO = textwrap.dedent(
    """
    import os, sqlite3, sys
    from pathlib import Path
    from tonk_desktop.engine import HouseRules, Payment, RoundResult
    from tonk_desktop.ledger import Ledger, Money, Seat

    if hasattr(os, "geteuid") and os.geteuid() == 0:  # give up root (POSIX): permissions
        # then mean what they say; on Windows, chmod sets the read-only attribute
        os.setgid(65534)
        os.setuid(65534)
    path = Path(sys.argv[1]) / "ledger.sqlite3"
    result = RoundResult.settle("knock", (0,), [Payment(1, 0, 1)], (3, 9), knocker=0)
    with Ledger(path) as ledger:
        seats = [Seat("A"), Seat("B")]
        sid = ledger.create_session("S", seats, Money(1, "USD"), HouseRules(players=2))
        ledger.record_round(sid, result, dealer=0)
    path.chmod(0o400)  # the person (or a sync client) makes it read-only
    ledger = Ledger(path)
    assert ledger.read_only, "a read-only ledger opened without a word"
    assert ledger.session(sid).rounds_played == 1  # its history still reads
    try:
        ledger.record_round(sid, result, dealer=1)
    except sqlite3.OperationalError as error:
        assert "readonly" in str(error)
    else:
        raise AssertionError("a read-only ledger took a round")
    path.chmod(0o600)  # writable again: the same Ledger takes the round now
    record = ledger.record_round(sid, result, dealer=1)
    assert record.number == 2 and not ledger.read_only
    ledger.close()
    with Ledger(path) as again:
        assert not again.read_only
        assert again.record_round(sid, result, dealer=0).number == 3
    print("ok")
    """
)


def writes_read_only_files(folder: Path) -> bool:
    """Can this process write a file marked read-only? On Windows it cannot, except under
    Wine run by root, whose files' read-only mark is a permission root ignores."""
    probe = folder / "probe"
    probe.write_bytes(b"")
    probe.chmod(0o400)
    try:
        with open(probe, "r+b"):
            return True
    except PermissionError:
        return False
    finally:
        probe.chmod(0o600)
        probe.unlink()


def test_a_read_only_ledger_says_so_and_recovers_once_writable() -> None:
    folder = Path(tempfile.mkdtemp(prefix="tonk-read-only-"))
    folder.chmod(0o777)  # the unprivileged process works here
    if sys.platform == "win32" and writes_read_only_files(folder):
        folder.rmdir()
        pytest.skip("this Windows account writes read-only files (root, under Wine)")
    try:
        done = subprocess.run(
            [sys.executable, "-c", SCENARIO, str(folder)],
            capture_output=True,
            text=True,
            check=False,
            cwd=Path(__file__).parent,
            env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == "ok"
    finally:
        for file in folder.iterdir():
            file.chmod(0o600)  # Windows removes no read-only file
            file.unlink()
        folder.rmdir()
