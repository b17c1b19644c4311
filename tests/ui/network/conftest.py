"""The window's network tests: no dialog is left open after one. (The network
namespaces some of them play across are tests/netns.py's, shared with tests/net.)"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(autouse=True)
def no_dialog_left_open(request: pytest.FixtureRequest) -> Iterator[None]:
    """A network test leaves no dialog or message box up: one left modal would
    make the next test's window wait for it."""
    yield
    if "qtbot" not in request.fixturenames:
        return
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()
    left = QApplication.activeModalWidget()
    assert left is None, f"left open: {left.objectName() or left}"


@pytest.fixture(autouse=True)
def seeded_hosts(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every table these tests host (by a fixture or through the Host dialog)
    deals from a seed of the test's own, and draws its first dealer and its
    computers' choices from it (TableHost's `seed`): a test never passes or
    fails by the cards it happened to be dealt."""
    import zlib

    from tonk_desktop.net.host import TableHost
    from tonk_desktop.ui.network import hosting

    seed = zlib.crc32(request.node.nodeid.encode())

    class SeededHost(TableHost):
        def __init__(self, *args: Any, seed: int | None = seed, **kwargs: Any) -> None:
            super().__init__(*args, seed=seed, **kwargs)

    monkeypatch.setattr(hosting, "TableHost", SeededHost)
