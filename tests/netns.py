"""Network namespaces for the tests that cross a network (a pytest plugin, loaded by
tests/conftest.py, so the net layer's tests and the window's both have it).

A test marked `netns` runs between two network namespaces it makes (`two_namespaces`),
joined by a veth pair, so that multicast and TCP between two "computers" never touch
the machine's own interfaces. Making them needs root and the `ip` command: where
either is missing the test is skipped with the reason (or fails, where
TONK_REQUIRE_NETNS=1 says this machine must run them, as in CI), and
`-m "not netns"` leaves these tests out."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import NoReturn

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
            cannot_run(reason)


def cannot_run(reason: str) -> NoReturn:
    """Skip the test for `reason`, or fail it where TONK_REQUIRE_NETNS=1 (CI)."""
    if os.environ.get("TONK_REQUIRE_NETNS") == "1":
        pytest.fail(f"TONK_REQUIRE_NETNS=1, but {reason}")
    pytest.skip(reason)


def need_tool(name: str) -> str:
    """The path of the command `name`, which a netns test needs (see cannot_run)."""
    path = shutil.which(name)
    if path is None:
        cannot_run(f"no `{name}` command")
    return path


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


@dataclass(frozen=True, slots=True)
class Path3:
    """Three namespaces in a row, a guest's computer, a router on the path and
    the host's computer: guest 10.232.1.2 -- 10.232.1.1 middle 10.232.2.1 --
    10.232.2.2 host. The middle forwards between its two veths, and the guest
    and the host route everything through it."""

    guest: str
    middle: str
    host: str
    guest_address: str = "10.232.1.2"
    host_address: str = "10.232.2.2"

    def run(self, ns: str, *command: str, timeout: float = 10) -> str:
        """Run `command` in namespace `ns` (which must be one of these); its stdout."""
        assert ns in (self.guest, self.middle, self.host), ns
        done = subprocess.run(
            ["ip", "netns", "exec", ns, *command],
            check=True,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        return done.stdout


@contextlib.contextmanager
def _namespaces(*names: str) -> Iterator[None]:
    """Make namespaces `names` (their loopback up); delete them afterwards,
    whatever happened (their veth ends go with them)."""
    made: list[str] = []
    try:
        for ns in names:
            _ip("netns", "add", ns)
            made.append(ns)
            _ip("-n", ns, "link", "set", "lo", "up")
        yield
    finally:
        for ns in made:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)


def _veth(a: str, b: str, name_a: str, name_b: str) -> None:
    _ip("link", "add", name_a, "type", "veth", "peer", "name", name_b)
    _ip("link", "set", name_a, "netns", a)
    _ip("link", "set", name_b, "netns", b)
    _ip("-n", a, "link", "set", name_a, "up")
    _ip("-n", b, "link", "set", name_b, "up")


@pytest.fixture
def three_namespaces(request: pytest.FixtureRequest) -> Iterator[Path3]:
    """A guest, a router in the middle and a host (Path3), removed afterwards."""
    if request.node.get_closest_marker("netns") is None:
        pytest.fail("a test that makes network namespaces is marked @pytest.mark.netns")
    tag = uuid.uuid4().hex[:6]
    path = Path3(f"tonk-g-{tag}", f"tonk-m-{tag}", f"tonk-h-{tag}")
    with _namespaces(path.guest, path.middle, path.host):
        _veth(path.guest, path.middle, f"tkg{tag}", f"tkmg{tag}")
        _veth(path.middle, path.host, f"tkmh{tag}", f"tkh{tag}")
        _ip("-n", path.guest, "addr", "add", f"{path.guest_address}/24", "dev", f"tkg{tag}")
        _ip("-n", path.middle, "addr", "add", "10.232.1.1/24", "dev", f"tkmg{tag}")
        _ip("-n", path.middle, "addr", "add", "10.232.2.1/24", "dev", f"tkmh{tag}")
        _ip("-n", path.host, "addr", "add", f"{path.host_address}/24", "dev", f"tkh{tag}")
        _ip("-n", path.guest, "route", "add", "default", "via", "10.232.1.1")
        _ip("-n", path.host, "route", "add", "default", "via", "10.232.2.1")
        path.run(path.middle, "sysctl", "-q", "-w", "net.ipv4.ip_forward=1")
        yield path


@pytest.fixture
def ipv6_namespaces(request: pytest.FixtureRequest) -> Iterator[tuple[str, str, str, str]]:
    """Two namespaces joined by a veth pair that has IPv6 alone: fd54:7b6b::1
    and ::2 (unique local addresses, no duplicate detection to wait for), no
    IPv4 address on it. (namespace a, its address, namespace b, its address)."""
    if request.node.get_closest_marker("netns") is None:
        pytest.fail("a test that makes network namespaces is marked @pytest.mark.netns")
    tag = uuid.uuid4().hex[:6]
    a, b = f"tonk-6a-{tag}", f"tonk-6b-{tag}"
    address_a, address_b = "fd54:7b6b::1", "fd54:7b6b::2"
    with _namespaces(a, b):
        _veth(a, b, f"tk6a{tag}", f"tk6b{tag}")
        for ns, veth, address in ((a, f"tk6a{tag}", address_a), (b, f"tk6b{tag}", address_b)):
            _ip("-n", ns, "addr", "add", f"{address}/64", "dev", veth, "nodad")
            _ip("-n", ns, "link", "set", veth, "multicast", "on")
        yield a, address_a, b, address_b
