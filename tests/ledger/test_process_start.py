"""A process's start time (ledger/process_start.py), which tells a dead Tonk's process id
from a later program given the same id. Runs on Linux (/proc) and, with the Windows
Python under Wine (packaging/windows/ci.sh), on Windows (GetProcessTimes)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tonk_desktop.ledger.process_start import process_started

pytestmark = pytest.mark.skipif(
    sys.platform != "win32" and not Path("/proc/self/stat").exists(),
    reason="start times come from /proc (Linux) or GetProcessTimes (Windows)",
)

SLEEPER = [sys.executable, "-c", "import time; time.sleep(60)"]


def test_a_running_process_has_the_same_start_each_time_it_is_asked() -> None:
    first = process_started(os.getpid())
    assert first is not None
    assert process_started(os.getpid()) == first


def test_a_later_process_started_later() -> None:
    early = subprocess.Popen(SLEEPER)
    try:
        time.sleep(0.2)  # start times are counted in steps of at most 10 ms
        late = subprocess.Popen(SLEEPER)
        try:
            early_start = process_started(early.pid)
            late_start = process_started(late.pid)
            assert early_start is not None and late_start is not None
            assert int(late_start) > int(early_start)
        finally:
            late.kill()
            late.wait()
    finally:
        early.kill()
        early.wait()


def test_an_ended_process_has_no_start() -> None:
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()  # the handle Popen still holds must not make it look alive
    assert process_started(ended.pid) is None


@pytest.mark.parametrize("pid", [0, -1])
def test_no_process_has_an_id_below_one(pid: int) -> None:
    assert process_started(pid) is None
