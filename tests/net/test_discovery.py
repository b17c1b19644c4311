"""Discovery of tables (net/discovery.py) over real multicast DNS, inside two
network namespaces the test makes and joins with a veth pair (tests/netns.py): the
announcer in one, the browser in the other. Nothing is sent on the machine's own
interfaces. Skipped, with the reason, where namespaces cannot be made (not root,
no `ip`); the checks of the ads themselves run everywhere."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tonk_desktop.net.discovery import check_interfaces

PEER = Path(__file__).with_name("discovery_peer.py")
PYTHON = sys.executable
# Each step of the test is bounded: the peers stop by themselves.
ANNOUNCE_SECONDS = 6.0
CHANGE_AFTER = 2.5
BROWSE_SECONDS = 9.0


def _peer(ns: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        ["ip", "netns", "exec", ns, PYTHON, str(PEER), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.netns
def test_a_table_announced_in_one_namespace_is_found_changed_and_gone_in_the_other(
    two_namespaces: tuple[str, str, str, str],
) -> None:
    ns_a, address_a, ns_b, address_b = two_namespaces
    browser = _peer(ns_b, "browse", address_b, str(BROWSE_SECONDS))
    announcer = _peer(
        ns_a,
        "announce",
        address_a,
        "Kitchen table",
        "47001",
        str(ANNOUNCE_SECONDS),
        str(CHANGE_AFTER),
    )
    try:
        seen, browse_errors = browser.communicate(timeout=BROWSE_SECONDS + 20)
        said, announce_errors = announcer.communicate(timeout=ANNOUNCE_SECONDS + 20)
    finally:
        for process in (browser, announcer):
            if process.poll() is None:
                process.kill()
                process.wait(timeout=10)
    assert announcer.returncode == 0, announce_errors
    assert browser.returncode == 0, browse_errors
    assert said.split("\n")[0] == "announced Kitchen table._tonk._tcp.local."
    lists = [json.loads(line) for line in seen.splitlines() if line.startswith("[")]
    found = [tables[0] for tables in lists if tables]
    assert found, f"the browser found nothing: {seen!r} {browse_errors!r}"
    first = found[0]
    assert (first["name"], first["address"], first["port"]) == ("Kitchen table", address_a, 47001)
    assert (first["protocol"], first["seats"], first["rules"]) == (1, 3, "3 players")
    assert first["open_seats"] == 2
    # A seat taken: the browser hears the new count.
    assert found[-1]["open_seats"] == 1
    # The host closed: the goodbye takes the table off the list.
    assert lists[-1] == []


def test_the_interfaces_are_literal_addresses() -> None:
    assert check_interfaces(["127.0.0.1", "10.0.0.2"]) == ["127.0.0.1", "10.0.0.2"]
    with pytest.raises(ValueError, match="at least one"):
        check_interfaces([])
    with pytest.raises(ValueError, match="'eth0' is not an IPv4 address"):
        check_interfaces(["eth0"])


def test_a_service_that_is_not_a_table_is_not_listed() -> None:
    import socket

    from zeroconf import ServiceInfo

    from tonk_desktop.net.discovery import SERVICE_TYPE, ad_from_info

    def info(properties: dict[str, str]) -> ServiceInfo:
        return ServiceInfo(
            SERVICE_TYPE,
            f"x.{SERVICE_TYPE}",
            addresses=[socket.inet_aton("10.0.0.5")],
            port=47000,
            properties=properties,
        )

    good = {"name": "Den", "proto": "1", "open": "1", "seats": "2", "rules": "2 players"}
    ad = ad_from_info(info(good))
    assert ad is not None and (ad.name, ad.address, ad.open_seats) == ("Den", "10.0.0.5", 1)
    assert ad_from_info(info({**good, "proto": "one"})) is None
    assert ad_from_info(info({**good, "seats": "-2"})) is None
    assert ad_from_info(info({"name": "Den"})) is None
