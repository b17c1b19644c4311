"""No module in the package is over 800 lines: a newcomer reads a module whole,
and past that size one usually holds two jobs that want names of their own."""

from __future__ import annotations

from pathlib import Path

import tonk_desktop

PACKAGE = Path(tonk_desktop.__file__).parent
LIMIT = 800


def test_no_module_is_over_800_lines() -> None:
    sizes = {
        str(path.relative_to(PACKAGE)): len(path.read_text(encoding="utf-8").splitlines())
        for path in PACKAGE.rglob("*.py")
    }
    assert len(sizes) > 100  # the whole package was read
    assert {name: lines for name, lines in sizes.items() if lines > LIMIT} == {}
