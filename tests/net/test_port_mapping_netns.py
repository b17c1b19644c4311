"""The home router opens the table's port: `tonk-host --map-port` in a home
namespace behind a NAT router running miniupnpd (UPnP IGD and NAT-PMP), a
guest on the "internet" namespace who has only the invite. The mapping is made,
the guest joins by the invite alone and they play a round, and the mapping is
gone once the table closes; without miniupnpd the host says plainly that it
could not, within the time bound (tests/net/netns_router.py)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from net_support import Proc
from netns_router import (
    GUEST_ADDRESS,
    HOME_ADDRESS,
    ROUTER_HOME,
    ROUTER_PUBLIC,
    HomeNetwork,
    home_router_internet,
)

from tonk_desktop.net.invite import parse_invite
from tonk_desktop.net.port_mapping import DEFAULT_TIMEOUT

pytestmark = pytest.mark.netns


@pytest.fixture
def home(tmp_path: Path) -> Iterator[HomeNetwork]:
    with home_router_internet(tmp_path) as net:
        yield net


def _host(net: HomeNetwork, tmp_path: Path, *extra: str) -> Proc:
    return Proc(
        [
            "-m",
            "tonk_desktop.net.cli",
            "--listen",
            HOME_ADDRESS,
            "--map-port",
            "--gateway",
            ROUTER_HOME,
            "--join-code",
            "TESTCD",
            "--ledger",
            str(tmp_path / "ledger.sqlite3"),
            "--state",
            str(tmp_path / "table.json"),
            "--bot-pause",
            "0",
            "--round-pause",
            "0",
            "--deck-seed",
            "1",
            "--seat",
            "person",
            "--seat",
            "computer:easy:Ada",
            *extra,
        ],
        namespace=net.home,
    )


def _mapped_to_home(net: HomeNetwork, port: int) -> list[str]:
    return [line for line in net.mappings() if f"{port}->{HOME_ADDRESS}:{port}" in line]


def test_a_guest_on_the_internet_joins_by_the_invite_through_the_mapped_port(
    home: HomeNetwork, tmp_path: Path
) -> None:
    net = home
    net.start_upnp()
    host = _host(net, tmp_path, "--rounds", "1")
    guest: Proc | None = None
    try:
        port = int(host.wait_line(lambda line: line.startswith("PORT ")).split()[1])
        mapped = host.wait_line(lambda line: line.startswith(("MAPPED", "NOT-MAPPED")))
        assert mapped == f"MAPPED upnp {ROUTER_PUBLIC}:{port}", host.text()
        link = host.wait_line(lambda line: line.startswith("INVITE ")).split()[1]
        invite = parse_invite(link)
        assert invite.addresses == ((ROUTER_PUBLIC, port), (HOME_ADDRESS, port))
        assert _mapped_to_home(net, port), net.mappings()
        guest = Proc(
            [
                "-m",
                "tonk_desktop.net.autoplay",
                "--invite",
                link,
                "--name",
                "Béla",
                "--seconds",
                "60",
                "--seed",
                "3",
            ],
            namespace=net.internet,
        )
        guest.wait_event("joined", timeout=30)
        over = guest.wait_event("round_over", timeout=60)
        assert len(over["net"]) == 2 and sum(over["net"]) == 0
        # The guest came from the internet, through the router's forward.
        assert GUEST_ADDRESS in host.wait_line(lambda line: "Béla joined from" in line)
        assert host.finish(timeout=30) == 0
    finally:
        host.signal(signal.SIGKILL)
        if guest is not None:
            guest.signal(signal.SIGKILL)
            guest.finish(timeout=10)
    assert "UNMAPPED" in host.lines, host.text()
    assert _mapped_to_home(net, port) == [], net.mappings()
    assert f"dport {port}" not in net.forwarded()


def test_a_host_stopped_by_sigterm_removes_its_mapping(home: HomeNetwork, tmp_path: Path) -> None:
    net = home
    net.start_upnp()
    host = _host(net, tmp_path)
    port = int(host.wait_line(lambda line: line.startswith("PORT ")).split()[1])
    host.wait_line(lambda line: line.startswith("INVITE "))
    assert f"MAPPED upnp {ROUTER_PUBLIC}:{port}" in host.lines, host.text()
    assert f"dport {port}" in net.forwarded()
    host.signal(signal.SIGTERM)
    assert host.finish(timeout=30) == 0
    assert "UNMAPPED" in host.lines, host.text()
    assert _mapped_to_home(net, port) == []
    assert f"dport {port}" not in net.forwarded()


# Run in the home namespace: the net layer alone, by each method, and timed.
MAP_ONCE = """
import json, sys, time
from tonk_desktop.net.port_mapping import Mapped, PortMapping
mapping = PortMapping(int(sys.argv[1]), interface_address=sys.argv[2], gateway=sys.argv[3],
                      methods=tuple(sys.argv[4].split(",")), lifetime=int(sys.argv[5]))
start = time.monotonic()
outcome = mapping.open()
took = time.monotonic() - start
print(json.dumps({"outcome": type(outcome).__name__, "took": took,
                  **{k: getattr(outcome, k) for k in outcome.__slots__}}), flush=True)
if isinstance(outcome, Mapped):
    sys.stdin.readline()  # the test looks at the router, then says go on
    print(json.dumps({"renewed": mapping.renew(), "closed": mapping.close()}), flush=True)
"""


def _map_once(
    net: HomeNetwork, port: int, methods: str, lifetime: int = 600
) -> subprocess.Popen[str]:
    return subprocess.Popen(
        net.in_home(
            sys.executable,
            "-c",
            MAP_ONCE,
            str(port),
            HOME_ADDRESS,
            ROUTER_HOME,
            methods,
            str(lifetime),
        ),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _renew_and_close(child: subprocess.Popen[str]) -> None:
    """Tell `_map_once`'s child to renew its mapping and close it; both done."""
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write("\n")
    child.stdin.flush()
    assert json.loads(child.stdout.readline()) == {"renewed": True, "closed": True}
    assert child.wait(timeout=20) == 0


def _stop(child: subprocess.Popen[str]) -> None:
    if child.poll() is None:
        child.kill()
        child.wait(timeout=5)


@pytest.mark.parametrize("method", ["upnp", "natpmp"])
def test_each_method_maps_renews_and_removes_the_port(home: HomeNetwork, method: str) -> None:
    net = home
    net.start_upnp()
    child = _map_once(net, 47123, method)
    try:
        assert child.stdout is not None and child.stdin is not None
        said = json.loads(child.stdout.readline() or "{}")
        assert said.get("outcome") == "Mapped", child.stderr.read() if child.stderr else said
        assert (said["method"], said["public_address"], said["public_port"]) == (
            method,
            ROUTER_PUBLIC,
            47123,
        )
        assert said["internal_address"] == HOME_ADDRESS and said["lifetime"] > 0
        assert _mapped_to_home(net, 47123), net.mappings()
        _renew_and_close(child)
    finally:
        _stop(child)
    assert _mapped_to_home(net, 47123) == []


def test_with_upnp_off_on_the_router_pcp_maps_renews_and_removes_the_port(
    home: HomeNetwork,
) -> None:
    """miniupnpd with UPnP IGD off answers PCP: the default order (UPnP, PCP,
    NAT-PMP) finds no UPnP device, and PCP's MAP opens the port (the router's
    DNAT rule), renews it and removes it."""
    net = home
    net.start_upnp(upnp=False)
    child = _map_once(net, 47125, "upnp,pcp,natpmp")
    forward = f"dport 47125 dnat ip to {HOME_ADDRESS}:47125"
    try:
        assert child.stdout is not None and child.stdin is not None
        said = json.loads(child.stdout.readline() or "{}")
        assert said.get("outcome") == "Mapped", child.stderr.read() if child.stderr else said
        assert (said["method"], said["public_address"], said["public_port"]) == (
            "pcp",
            ROUTER_PUBLIC,
            47125,
        )
        assert said["internal_address"] == HOME_ADDRESS and 0 < said["lifetime"] <= 600
        assert said["took"] <= DEFAULT_TIMEOUT + 0.5
        assert forward in net.forwarded(), net.forwarded() + net.upnp_log()
        _renew_and_close(child)
    finally:
        _stop(child)
    assert forward not in net.forwarded(), net.forwarded()


def test_without_upnp_on_the_router_the_host_says_it_could_not_within_the_bound(
    home: HomeNetwork, tmp_path: Path
) -> None:
    """No miniupnpd: nothing answers SSDP or NAT-PMP. The net layer says
    "no_router" within its timeout, and tonk-host says what to do and still
    prints an invite, for the home network."""
    net = home
    child = _map_once(net, 47124, "upnp,natpmp")
    out, errors = child.communicate(timeout=DEFAULT_TIMEOUT + 20)
    said = json.loads(out.splitlines()[0]) if out else {}
    assert said.get("outcome") == "NotMapped" and said["code"] == "no_router", errors
    assert said["took"] <= DEFAULT_TIMEOUT + 0.5
    host = _host(net, tmp_path)
    try:
        port = int(host.wait_line(lambda line: line.startswith("PORT ")).split()[1])
        started = time.monotonic()
        host.wait_line(lambda line: line.startswith("NOT-MAPPED"), timeout=DEFAULT_TIMEOUT + 10)
        assert time.monotonic() - started <= DEFAULT_TIMEOUT + 5  # a loaded machine
        words = host.wait_line(lambda line: "did not open port" in line)
        assert f"forward TCP port {port} to {HOME_ADDRESS} by hand" in words
        assert "tonk-host on a server" in words
        link = host.wait_line(lambda line: line.startswith("INVITE ")).split()[1]
        assert parse_invite(link).addresses == ((HOME_ADDRESS, port),)
        host.signal(signal.SIGTERM)
        assert host.finish(timeout=30) == 0
        assert "UNMAPPED" not in host.lines
    finally:
        host.signal(signal.SIGKILL)


DIALOG_PEER = Path(__file__).parents[1] / "ui" / "network" / "netns_host_dialog_peer.py"


def _dialog(net: HomeNetwork, seconds: float) -> Proc:
    args = [str(DIALOG_PEER), HOME_ADDRESS, ROUTER_HOME, str(seconds)]
    return Proc(args, namespace=net.home)


def test_the_host_dialog_shows_the_mapping_and_a_friend_joins_by_its_invite(
    home: HomeNetwork,
) -> None:
    """The window's Host dialog, at home: its router box on by default, it
    says where friends join from outside, its invite names the router's
    address, a guest on the internet takes the seat by that invite alone, and
    the table's close removes the mapping."""
    net = home
    net.start_upnp()
    dialog = _dialog(net, 30)
    guest: Proc | None = None
    try:
        assert dialog.wait_line(lambda line: line.startswith("asked ")) == "asked True"
        asking = dialog.wait_line(lambda line: line.startswith("asking "))
        assert asking.startswith("asking Asking your router to open port ")
        mapping = dialog.wait_line(lambda line: line.startswith("mapping "))
        link = dialog.wait_line(lambda line: line.startswith("invite ")).split()[1]
        invite = parse_invite(link)
        port = invite.port
        assert invite.addresses == ((ROUTER_PUBLIC, port), (HOME_ADDRESS, port))
        assert mapping == f"mapping Mapped: friends join at {ROUTER_PUBLIC}:{port} (UPnP)."
        assert _mapped_to_home(net, port)
        guest = Proc(
            ["-m", "tonk_desktop.net.autoplay", "--invite", link, "--name", "Béla"],
            namespace=net.internet,
        )
        guest.wait_event("joined", timeout=30)
        assert dialog.wait_line(lambda line: line.startswith("seats ")) == (
            "seats ['Emese', 'Béla']"
        )
        dialog.wait_line(lambda line: line.startswith("closed "))
        assert dialog.finish(timeout=30) == 0
    finally:
        dialog.signal(signal.SIGKILL)
        if guest is not None:
            guest.signal(signal.SIGKILL)
            guest.finish(timeout=10)
    assert _mapped_to_home(net, port) == [], net.mappings()


def test_the_host_dialog_says_what_to_do_when_the_router_does_not_answer(
    home: HomeNetwork,
) -> None:
    net = home
    dialog = _dialog(net, DEFAULT_TIMEOUT + 4)
    try:
        mapping = dialog.wait_line(
            lambda line: line.startswith("mapping "), timeout=DEFAULT_TIMEOUT + 20
        )
        link = dialog.wait_line(lambda line: line.startswith("invite ")).split()[1]
        port = parse_invite(link).port
        assert parse_invite(link).addresses == ((HOME_ADDRESS, port),)
        assert mapping.startswith("mapping Your router did not answer")
        assert f"forward TCP port {port} to {HOME_ADDRESS} by hand" in mapping
        dialog.wait_line(lambda line: line.startswith("closed "))
        assert dialog.finish(timeout=30) == 0
    finally:
        dialog.signal(signal.SIGKILL)


def test_a_sigterm_while_the_router_is_asked_closes_the_table_cleanly(
    home: HomeNetwork, tmp_path: Path
) -> None:
    """A supervisor (systemd, a test) may stop tonk-host as soon as it has said
    its port, while the router is still being asked (no router here: the whole
    bound). The table closes as a quit, not killed by the signal."""
    host = _host(home, tmp_path)
    try:
        host.wait_line(lambda line: line.startswith("PORT "))
        host.signal(signal.SIGTERM)
        assert host.finish(timeout=DEFAULT_TIMEOUT + 30) == 0, host.text()
    finally:
        host.signal()
