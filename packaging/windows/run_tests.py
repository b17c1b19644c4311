#!/usr/bin/env python3
"""Run the engine's and the ledger's tests (the ledger's autosaves among them) with the
Windows Python, under Wine, on this source tree.

    python packaging/windows/run_tests.py [pytest arguments]

Windows' files are not Linux's: a file open elsewhere cannot be replaced or removed,
locks and fsync differ, there are no POSIX permission bits and no /proc. These tests meet
all of that in the ledger's code. The Windows Python (build.py's: PyPI's embeddable
CPython) is set up in build/windows/test-python/ with requirements.txt and
requirements-tests.txt, the source tree put on its path with a .pth file (its ._pth file
makes it ignore PYTHONPATH). Exits with pytest's status.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build  # packaging/windows/build.py, beside this file

TEST_PYTHON = build.WORK / "test-python"
TEST_REQUIREMENTS = build.HERE / "requirements-tests.txt"
TESTS = ("tests/engine", "tests/ledger")


def main(argv: list[str]) -> int:
    requirements = (build.REQUIREMENTS, TEST_REQUIREMENTS)
    sdist, wheels = build.download(requirements)
    build.set_up_python(sdist, wheels, requirements, python_dir=TEST_PYTHON)
    (TEST_PYTHON / "Lib" / "site-packages" / "tonk-source.pth").write_text(
        build.windows_path(build.ROOT) + "\n", encoding="utf-8"
    )
    try:
        build.wine_python(
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            *TESTS,
            *argv,
            python_dir=TEST_PYTHON,
        )
    except SystemExit as failed:
        print(failed)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
