"""The Join dialog finds a table hosted from the window on another computer: the
host in one network namespace, the dialog in another, joined by a veth pair
(tests/netns.py), over real multicast DNS and TCP. Skipped, with the reason, where
namespaces cannot be made (not root, no `ip`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PYTHON = sys.executable
TABLE_PEER = Path(__file__).with_name("netns_table_peer.py")
HOST_SECONDS = 20.0
JOIN_SECONDS = 12.0


@pytest.mark.netns
def test_the_join_dialog_lists_a_hosted_table_and_joins_it_across_the_network(
    two_namespaces: tuple[str, str, str, str],
) -> None:
    """Host a table… in one namespace (announced at its address), the Join
    dialog in the other: the table appears in the list by itself, and choosing
    it with the code seats the person over TCP across the veth pair."""
    ns_a, address_a, ns_b, address_b = two_namespaces
    host = subprocess.Popen(
        [
            "ip",
            "netns",
            "exec",
            ns_a,
            PYTHON,
            str(TABLE_PEER),
            "host",
            address_a,
            str(HOST_SECONDS),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        first = host.stdout.readline().split()  # "open PORT CODE", at once
        assert first[0] == "open", first
        port, code = first[1], first[2]
        joined = subprocess.run(
            [
                "ip",
                "netns",
                "exec",
                ns_b,
                PYTHON,
                str(TABLE_PEER),
                "join",
                address_b,
                code,
                str(JOIN_SECONDS),
            ],
            capture_output=True,
            text=True,
            timeout=JOIN_SECONDS + 20,
        )
        said, errors = host.communicate(timeout=HOST_SECONDS + 20)
    finally:
        if host.poll() is None:
            host.kill()
            host.wait(timeout=10)
    lines = joined.stdout.splitlines()
    assert joined.returncode == 0, joined.stderr
    found = [line for line in lines if line.startswith("found")]
    assert found, f"the Join dialog listed nothing: {lines} {joined.stderr}"
    assert f"Kitchen table — {address_a}:{port} — seats open: 1 of 2" in found[0]
    assert "joined 1" in lines
    assert "announced Kitchen table._tonk._tcp.local." in said
    assert "seats ['Emese', 'Béla']" in said, said + errors
