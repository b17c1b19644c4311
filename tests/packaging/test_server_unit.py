"""packaging/linux/tonk-host.service, tonk-host on a rented server: a unit
systemd takes (`systemd-analyze verify`, where this machine has it), whose
ExecStart is a command line tonk-host accepts, keeping its ledger and its
table in the service's own state directory, as an unprivileged user."""

from __future__ import annotations

import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from tonk_desktop.net.cli import _config, parser

UNIT = Path(__file__).resolve().parents[2] / "packaging" / "linux" / "tonk-host.service"
PROGRAM = "/opt/tonk-host/bin/tonk-host"


def _service() -> dict[str, list[str]]:
    """The [Service] section's settings, continued lines joined."""
    text = UNIT.read_text(encoding="utf-8").replace("\\\n", " ")
    settings: dict[str, list[str]] = {}
    section = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            section = line
        elif section == "[Service]":
            key, _, value = line.partition("=")
            settings.setdefault(key, []).append(value.strip())
    return settings


def test_its_exec_start_is_a_command_line_tonk_host_takes(tmp_path: Path) -> None:
    service = _service()
    (exec_start,) = service["ExecStart"]
    program, *words = shlex.split(exec_start)
    assert program == PROGRAM
    state = str(tmp_path / "state")
    args = parser().parse_args([word.replace("${STATE_DIRECTORY}", state) for word in words])
    config = _config(args)  # a mistake would be ValueError, exit 2 at start
    assert args.ledger == f"{state}/ledger.sqlite3"
    assert args.keep == f"{state}/hosted-table.json"  # a restart goes on with the table
    assert config.time_per_move > 0  # a stranger who walks away holds nobody
    assert [seat.kind for seat in config.seats].count("person") >= 2


def test_it_runs_unprivileged_with_a_state_directory_and_restarts_on_failure() -> None:
    service = _service()
    assert service["DynamicUser"] == ["yes"] and "User" not in service
    assert service["StateDirectory"] == ["tonk-host"]
    assert service["Restart"] == ["on-failure"]
    assert service["RestartPreventExitStatus"] == ["2"]  # a mistake in the options
    assert service["KillSignal"] == ["SIGTERM"]  # everyone told, the table kept


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
def test_systemd_takes_the_unit(tmp_path: Path) -> None:
    """Verified with an executable standing in for the program, which is where
    docs/server.md installs it, not on this machine."""
    unit = tmp_path / "tonk-host.service"
    unit.write_text(UNIT.read_text(encoding="utf-8").replace(PROGRAM, "/bin/true"))
    done = subprocess.run(
        ["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "tonk-host.service" not in done.stderr, done.stderr  # not even a warning
