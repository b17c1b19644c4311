#!/usr/bin/env python3
"""Finding tables on a local network between Windows and Linux: two network namespaces
made here and joined by a veth pair (10.234.0.1 and .2, multicast routed on it; nothing
on the machine's own interfaces), the Windows Python under Wine 10 in one, the Linux
program in the other. Each announces a table over multicast DNS in turn
(tests/net/discovery_peer.py, tonk_desktop.net.discovery) and the other must list it
with its address, port and seats.

    python packaging/windows/discovery_round.py      (as root: namespaces, chroot)

Needs what host_round.py needs (wine10.py) and iproute2. Exits non-zero if either side
did not find the other's table.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from wine10 import SOURCE_AT, entered, windows_path, windows_python

import build  # packaging/windows/build.py, beside this file

PEER = "tests/net/discovery_peer.py"
WINDOWS_ADDRESS, LINUX_ADDRESS = "10.234.0.1", "10.234.0.2"
SECONDS = "40"  # each announcer stops by itself after this
BROWSE_SECONDS = "12"  # how long each browser lists what it hears
# The Windows side: discovery_peer.py with this source tree first on the path.
RUN_PEER = r"""
import runpy, sys
source = sys.argv.pop(1)
sys.path.insert(0, source)
sys.argv[0] = source + r"\tests\net\discovery_peer.py"
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=10)


@contextmanager
def namespaces() -> Iterator[tuple[str, str]]:
    """(the Windows side's namespace, the Linux side's), deleted afterwards."""
    tag = uuid.uuid4().hex[:6]
    names = (f"tonk-win-{tag}", f"tonk-lin-{tag}")
    made: list[str] = []
    try:
        for name in names:
            ip("netns", "add", name)
            made.append(name)
        ip("link", "add", f"tkw{tag}", "type", "veth", "peer", "name", f"tkl{tag}")
        for name, veth, address in zip(
            names, (f"tkw{tag}", f"tkl{tag}"), (WINDOWS_ADDRESS, LINUX_ADDRESS), strict=True
        ):
            ip("link", "set", veth, "netns", name)
            ip("-n", name, "addr", "add", f"{address}/24", "dev", veth)
            ip("-n", name, "link", "set", veth, "up", "multicast", "on")
            ip("-n", name, "link", "set", "lo", "up")
            ip("-n", name, "route", "add", "224.0.0.0/4", "dev", veth)
        yield names
    finally:
        for name in made:  # its end of the veth pair goes with it
            subprocess.run(["ip", "netns", "del", name], capture_output=True, timeout=10)


def linux_peer(netns: str, *args: str) -> list[str]:
    return ["ip", "netns", "exec", netns, sys.executable, PEER, *args]


def windows_peer(netns: str, *args: str) -> list[str]:
    return windows_python("-c", RUN_PEER, windows_path(SOURCE_AT), *args, netns=netns)


def found(
    announcer: list[str], browser: list[str], browse_on: str, name: str, address: str
) -> str | None:
    """The table `name` the announcer announces at `address`, as the browser (browsing on
    its own address `browse_on`) lists it; None if it never did (both outputs printed)."""
    env = {**os.environ, "PYTHONPATH": str(build.ROOT)}
    with subprocess.Popen(
        announcer,
        cwd=build.ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        errors="replace",
    ) as announcing:
        assert announcing.stdout is not None and announcing.stdin is not None
        said = [announcing.stdout.readline().strip()]
        while said[-1] and not said[-1].startswith("announced"):
            said.append(announcing.stdout.readline().strip())
        browsed = subprocess.run(
            [*browser, "browse", browse_on, BROWSE_SECONDS],
            cwd=build.ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=120,
            check=False,
        )
        announcing.stdin.write("close\n")
        announcing.stdin.close()
        rest = announcing.stdout.read()  # to its end: the announcer stops by SECONDS
        announcing.wait(timeout=60)
    tables: list[dict[str, Any]] = []
    for line in browsed.stdout.splitlines():
        if line.startswith("["):
            tables.extend(json.loads(line))
    for table in tables:
        if table["name"] == name and table["address"] == address and table["port"] == 5000:
            return f"{table['name']} at {table['address']}:{table['port']}, {table['seats']} seats"
    print("\n".join(["announcer:", *said, rest, "browser:", browsed.stdout, browsed.stderr]))
    return None


def main() -> int:
    with entered(), namespaces() as (windows_ns, linux_ns):
        from_windows = found(
            windows_peer(windows_ns, "announce", WINDOWS_ADDRESS, "Béla's table", "5000", SECONDS),
            linux_peer(linux_ns),
            LINUX_ADDRESS,
            "Béla's table",
            WINDOWS_ADDRESS,
        )
        from_linux = found(
            linux_peer(linux_ns, "announce", LINUX_ADDRESS, "Linux table", "5000", SECONDS),
            windows_peer(windows_ns),
            WINDOWS_ADDRESS,
            "Linux table",
            LINUX_ADDRESS,
        )
    if from_windows is None or from_linux is None:
        print(
            "discovery_round.py: "
            + "; ".join(
                what
                for what, seen in (
                    ("Linux did not find the Windows side's table", from_windows),
                    ("the Windows side did not find Linux's table", from_linux),
                )
                if seen is None
            )
        )
        return 1
    print(
        "discovery_round.py: over multicast DNS between two network namespaces, Linux found"
        f" the table the Windows Python announced under Wine 10 ({from_windows}) and the"
        f" Windows Python found Linux's ({from_linux})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
