"""Network namespaces for the tests that cross a network (a pytest plugin, loaded by
tests/conftest.py, so the net layer's tests and the window's both have it).

A test marked `netns` runs between two network namespaces it makes (`two_namespaces`),
joined by a veth pair, so that multicast and TCP between two "computers" never touch
the machine's own interfaces. Making them needs root and the `ip` command: where
either is missing the test is skipped with the reason, and `-m "not netns"` leaves
these tests out."""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid
from collections.abc import Iterator

import pytest


def why_no_namespaces() -> str | None:
    """Why network namespaces cannot be made here, or None if they can."""
    if shutil.which("ip") is None:
        return "no `ip` command: cannot make a network namespace"
    if getattr(os, "geteuid", None) is None or os.geteuid() != 0:
        return "making network namespaces needs root: these tests run only as root"
    return None


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.get_closest_marker("netns") is not None:
        reason = why_no_namespaces()
        if reason is not None:
            if os.environ.get("TONK_REQUIRE_NETNS") == "1":  # CI: a missing tool is a failure
                pytest.fail(reason)
            pytest.skip(reason)


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=10)


@pytest.fixture
def two_namespaces(request: pytest.FixtureRequest) -> Iterator[tuple[str, str, str, str]]:
    """Two fresh namespaces joined by a veth pair, 10.231.0.1 and .2, with
    multicast on and routed there; removed afterwards whatever happened.
    (namespace a, its address, namespace b, its address)."""
    if request.node.get_closest_marker("netns") is None:
        pytest.fail("a test that makes network namespaces is marked @pytest.mark.netns")
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
