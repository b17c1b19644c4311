"""The window's network tests: no dialog is left open after one. (The network
namespaces some of them play across are tests/netns.py's, shared with tests/net.)"""

from __future__ import annotations

from collections.abc import Iterator

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
