"""The network tests' shared fixture: two network namespaces joined by a veth
pair, made for one test and removed after it, so that multicast and TCP
between two "computers" never touch the machine's own interfaces."""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid
from collections.abc import Iterator

import pytest


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=10)


@pytest.fixture
def two_namespaces() -> Iterator[tuple[str, str, str, str]]:
    """Two fresh namespaces joined by a veth pair, 10.231.x.1 and .2, with
    multicast on and routed there; removed afterwards whatever happened."""
    if shutil.which("ip") is None:
        pytest.skip("no `ip` command: cannot make a network namespace for discovery")
    if os.geteuid() != 0:
        pytest.skip("making network namespaces needs root: discovery is tested only as root")
    tag = uuid.uuid4().hex[:6]
    a, b = f"tonk-a-{tag}", f"tonk-b-{tag}"
    veth_a, veth_b = f"tka{tag}", f"tkb{tag}"
    # Each pair lives in namespaces of its own: two tests at once cannot clash.
    address_a, address_b = "10.231.0.1", "10.231.0.2"
    made: list[str] = []
    try:
        for ns in (a, b):
            _ip("netns", "add", ns)
            made.append(ns)
        _ip("link", "add", veth_a, "type", "veth", "peer", "name", veth_b)
        for ns, veth, address in ((a, veth_a, address_a), (b, veth_b, address_b)):
            _ip("link", "set", veth, "netns", ns)
            _ip("-n", ns, "addr", "add", f"{address}/24", "dev", veth)
            _ip("-n", ns, "link", "set", veth, "up", "multicast", "on")
            _ip("-n", ns, "link", "set", "lo", "up")
            _ip("-n", ns, "route", "add", "224.0.0.0/4", "dev", veth)
        yield a, address_a, b, address_b
    finally:
        for ns in made:  # deleting a namespace deletes its end of the veth pair too
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)


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
