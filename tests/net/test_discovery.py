"""Discovery of tables (net/discovery.py) over real multicast DNS, inside two
network namespaces the test makes and joins with a veth pair (tests/netns.py): the
announcer in one, the browser in the other. Nothing is sent on the machine's own
interfaces. Skipped, with the reason, where namespaces cannot be made (not root,
no `ip`); the checks of the ads themselves run everywhere."""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tonk_desktop.net.discovery import check_interfaces

PEER = Path(__file__).with_name("discovery_peer.py")
PYTHON = sys.executable
# The bound of the whole exchange: each peer stops by itself after it. The
# steps go on what the other end says, never on a clock (the two processes
# start at times of their own on a loaded machine).
PEER_SECONDS = 40.0


class Peer:
    """A peer process in a namespace, its stdout lines read on a thread."""

    def __init__(self, ns: str, *args: str) -> None:
        self.process = subprocess.Popen(
            ["ip", "netns", "exec", ns, PYTHON, str(PEER), *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def wait(self, test: Callable[[str], bool], deadline: float) -> str:
        """The first line from now on that passes `test` (AssertionError past
        `deadline`, or if the peer ends first)."""
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"timed out: {self.lines} {self.errors()}")
            try:
                line = self._queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise AssertionError(f"ended first: {self.lines} {self.errors()}")
            self.lines.append(line)
            if test(line):
                return line

    def tell(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def errors(self) -> str:
        if self.process.poll() is None or self.process.stderr is None:
            return ""
        return self.process.stderr.read()

    def stop(self) -> int:
        try:
            return self.process.wait(timeout=PEER_SECONDS)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait(timeout=10)


def _tables(line: str) -> list[dict[str, object]] | None:
    return json.loads(line) if line.startswith("[") else None


@pytest.mark.netns
def test_a_table_announced_in_one_namespace_is_found_changed_and_gone_in_the_other(
    two_namespaces: tuple[str, str, str, str],
) -> None:
    _found_changed_and_gone(*two_namespaces)


@pytest.mark.netns
def test_a_table_announced_over_ipv6_alone_is_found_changed_and_gone(
    ipv6_namespaces: tuple[str, str, str, str],
) -> None:
    """The same between namespaces whose veth has IPv6 alone: announced and
    browsed over ff02::fb, the table listed at its IPv6 address."""
    _found_changed_and_gone(*ipv6_namespaces)


def _found_changed_and_gone(ns_a: str, address_a: str, ns_b: str, address_b: str) -> None:
    deadline = time.monotonic() + PEER_SECONDS
    browser = Peer(ns_b, "browse", address_b, str(PEER_SECONDS))
    announcer: Peer | None = None
    try:
        browser.wait(lambda line: line == "browsing", deadline)
        announcer = Peer(ns_a, "announce", address_a, "Kitchen table", "47001", str(PEER_SECONDS))
        said = announcer.wait(lambda line: line.startswith("announced"), deadline)
        assert said == "announced Kitchen table._tonk._tcp.local."
        first = _tables(browser.wait(lambda line: bool(_tables(line)), deadline))
        assert first is not None
        table = first[0]
        assert (table["name"], table["address"], table["port"]) == (
            "Kitchen table",
            address_a,
            47001,
        )
        assert (table["protocol"], table["seats"], table["rules"]) == (1, 3, "3 players")
        assert table["open_seats"] == 2
        # A seat taken: the browser hears the new count.
        announcer.tell("update")
        browser.wait(lambda line: any(t["open_seats"] == 1 for t in _tables(line) or []), deadline)
        # The host closed: the goodbye takes the table off the list.
        announcer.tell("close")
        browser.wait(lambda line: _tables(line) == [], deadline)
        browser.wait(lambda line: line == "done", deadline)
        assert announcer.stop() == 0, announcer.errors()
        assert browser.stop() == 0, browser.errors()
    finally:
        for peer in (browser, announcer):
            if peer is not None and peer.process.poll() is None:
                peer.process.kill()
                peer.process.wait(timeout=10)


def test_the_interfaces_are_literal_addresses() -> None:
    assert check_interfaces(["127.0.0.1", "10.0.0.2"]) == ["127.0.0.1", "10.0.0.2"]
    with pytest.raises(ValueError, match="at least one"):
        check_interfaces([])
    assert check_interfaces(["fd54:7b6b:0::1"]) == ["fd54:7b6b::1"]
    with pytest.raises(ValueError, match="'eth0' is not an IP address"):
        check_interfaces(["eth0"])


def test_a_service_that_is_not_a_table_is_not_listed() -> None:
    import socket

    from zeroconf import ServiceInfo

    from tonk_desktop.net.discovery import SERVICE_TYPE, ad_from_info

    def info(properties: dict[str, str], *addresses: bytes) -> ServiceInfo:
        return ServiceInfo(
            SERVICE_TYPE,
            f"x.{SERVICE_TYPE}",
            addresses=list(addresses) or [socket.inet_aton("10.0.0.5")],
            port=47000,
            properties=properties,
        )

    good = {"name": "Den", "proto": "1", "open": "1", "seats": "2", "rules": "2 players"}
    ad = ad_from_info(info(good))
    assert ad is not None and (ad.name, ad.address, ad.open_seats) == ("Den", "10.0.0.5", 1)
    assert ad_from_info(info({**good, "proto": "one"})) is None
    assert ad_from_info(info({**good, "seats": "-2"})) is None
    assert ad_from_info(info({"name": "Den"})) is None
    # A table announced over IPv6 alone is listed at its IPv6 address; a
    # link-local one names no interface of the reader's and is left out.
    v6 = socket.inet_pton(socket.AF_INET6, "fd54:7b6b::1")
    link_local = socket.inet_pton(socket.AF_INET6, "fe80::1")
    ad = ad_from_info(info(good, link_local, v6))
    assert ad is not None and ad.address == "fd54:7b6b::1"
    assert ad_from_info(info(good, link_local)) is None
    ad = ad_from_info(info(good, v6, socket.inet_aton("10.0.0.5")))
    assert ad is not None and ad.address == "10.0.0.5"  # IPv4 first where both are

    # The certificate's fingerprint rides in the TXT record, for the client to pin;
    # one that is not a fingerprint is not passed on.
    fp = "0a" * 32
    ad = ad_from_info(info({**good, "fp": fp.upper()}))
    assert ad is not None and ad.fingerprint == fp
    ad = ad_from_info(info({**good, "fp": "not one"}))
    assert ad is not None and ad.fingerprint == ""


def test_the_usual_reasons_discovery_cannot_start_are_codes() -> None:
    import errno

    from tonk_desktop.net.discovery import DISCOVERY_CODES, discovery_failure

    cases = {
        OSError(errno.ENODEV, "No such device"): "no_address",
        OSError(errno.EADDRNOTAVAIL, "Cannot assign requested address"): "no_address",
        OSError(errno.ENETUNREACH, "Network is unreachable"): "no_route",
        OSError(errno.ENETDOWN, "Network is down"): "network_down",
        OSError(errno.EPERM, "Operation not permitted"): "not_allowed",
        OSError(errno.EADDRINUSE, "Address already in use"): "port_taken",
        OSError(errno.EAFNOSUPPORT, "Address family not supported by protocol"): "no_ipv6",
        RuntimeError("No adapter found for IP address fd00::9"): "no_address",
        ValueError("'eth0' is not an IP address of this computer"): "not_an_address",
        OSError(errno.EIO, "Input/output error"): "other",
    }
    for error, code in cases.items():
        failed = discovery_failure(error)
        assert (failed.code, failed.detail) == (code, str(error)), error
        assert failed.code in DISCOVERY_CODES


@pytest.mark.netns
def test_looking_on_an_address_no_interface_has_fails_with_its_code(
    two_namespaces: tuple[str, str, str, str],
) -> None:
    """In a namespace of its own: an IPv4 and an IPv6 address it does not have."""
    ns_a, _, _, _ = two_namespaces
    script = """
from tonk_desktop.net.discovery import DiscoveryFailed, TableBrowser
for address in ("10.231.0.99", "fd54:7b6b::99"):
    try:
        TableBrowser([address], print).close()
    except DiscoveryFailed as error:
        print(address, error.code, error.detail)
"""
    done = subprocess.run(
        ["ip", "netns", "exec", ns_a, PYTHON, "-c", script],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert [line.split()[:2] for line in lines] == [
        ["10.231.0.99", "no_address"],
        ["fd54:7b6b::99", "no_address"],
    ], lines
