"""The Windows Python run_tests.py set up (Qt's Windows libraries, this source tree on its
path) started under Wine with its output kept: for the network and sound checks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run_tests import TEST_PYTHON

import build  # packaging/windows/build.py, beside this file


def windows_python(
    code: str, *args: str, env: dict[str, str] | None = None, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    """`code` run by the Windows Python with `args` (its sys.argv[1:]); stdin empty,
    stdout and stderr through a pipe (a Windows program whose streams are Linux files
    can fail to start)."""
    if not (TEST_PYTHON / "python.exe").is_file():
        build.fail(f"no Windows Python in {TEST_PYTHON}: run packaging/windows/run_tests.py first")
    return subprocess.run(
        ["wine", str(TEST_PYTHON / "python.exe"), "-X", "utf8", "-c", code, *args],
        cwd=build.ROOT,
        env={**build.wine_environment(), **(env or {})},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=timeout,
        check=False,
    )
