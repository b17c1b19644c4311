"""IPv6 in the Host dialog's list of addresses: the global and unique local
addresses friends can reach are offered, written in brackets, after the IPv4
ones; link-local ones are left out. Checked on the namespace's own interfaces
(tests/netns.py), never the machine's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tonk_desktop.ui.network.addresses import LocalAddress, reachable_ipv6, written

PEER = Path(__file__).with_name("netns_address_peer.py")


def test_the_ipv6_addresses_friends_can_reach_are_the_global_and_unique_local_ones() -> None:
    assert reachable_ipv6("2a01:4f8:c17:1::5") and reachable_ipv6("fd54:7b6b::1")
    assert reachable_ipv6("2001:db8::7")  # documentation, and a test's: reachable as any
    for unreachable in ("fe80::1", "fe80::1%eth0", "::1", "::", "ff02::fb",
                        "::ffff:10.0.0.1", "fec0::1", "10.0.0.1", "eth0"):  # fmt: skip
        assert not reachable_ipv6(unreachable), unreachable
    assert written("fd54:7b6b::1") == "[fd54:7b6b::1]" and written("10.0.0.2") == "10.0.0.2"
    assert LocalAddress("fd54:7b6b::1", "eth0").label() == "[fd54:7b6b::1] (eth0)"
    assert LocalAddress("192.168.1.4", "eth0").label() == "192.168.1.4 (eth0)"


@pytest.mark.netns
def test_the_host_dialog_offers_the_ipv6_addresses_and_opens_a_table_at_one(
    ipv6_namespaces: tuple[str, str, str, str],
) -> None:
    ns, address, _, _ = ipv6_namespaces
    (veth,) = [
        line.split(":")[1].strip().split("@")[0]
        for line in subprocess.run(
            ["ip", "-n", ns, "-o", "link", "show", "type", "veth"],
            capture_output=True, text=True, check=True, timeout=10,
        ).stdout.splitlines()
    ]  # fmt: skip
    # A global address beside the unique local one (the namespace's own veth).
    subprocess.run(
        ["ip", "-n", ns, "addr", "add", "2001:db8:5::7/64", "dev", veth, "nodad"],
        check=True, capture_output=True, timeout=10,
    )  # fmt: skip
    six = subprocess.run(
        ["ip", "-n", ns, "-6", "-o", "addr", "show", "dev", veth],
        capture_output=True, text=True, check=True, timeout=10,
    ).stdout  # fmt: skip
    assert " fe80:" in six, six  # the link-local address is there, to be left out
    done = subprocess.run(
        ["ip", "netns", "exec", ns, sys.executable, str(PEER), "15"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    offered = [line.removeprefix("address ") for line in lines if line.startswith("address ")]
    assert offered == [
        f"[2001:db8:5::7] ({veth})",
        f"[{address}] ({veth})",
        "127.0.0.1 (this computer only)",
    ], lines  # the veth's own link-local fe80:: address is not among them
    (opened,) = [line for line in lines if line.startswith("open ")]
    assert "is open at address [2001:db8:5::7], port " in opened
    (invite,) = [line for line in lines if line.startswith("invite ")]
    assert invite.startswith("invite tonk://[2001:db8:5::7]:")
    assert "announced Emese's table._tonk._tcp.local." in lines, [*lines, done.stderr]
