"""A home network behind a router, in three network namespaces a test makes
(`home_router_internet`): "home" (the host, 192.168.77.2) -- "router" (NAT by
nftables masquerade, 192.168.77.1 on the home side, 203.0.114.5 on the
internet side, where it can run miniupnpd with PCP and NAT-PMP) -- "internet" (a
guest, 203.0.114.9). Nothing touches the machine's own interfaces: each veth
pair is made inside the namespaces, and deleting them deletes everything.

miniupnpd refuses to serve with a reserved address as its public one (the
documentation ranges too), so the internet side is the block next to
TEST-NET-3: it exists only inside these namespaces.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from netns import why_no_namespaces  # type: ignore[import-not-found,unused-ignore]

HOME_ADDRESS = "192.168.77.2"
ROUTER_HOME = "192.168.77.1"
ROUTER_PUBLIC = "203.0.114.5"
GUEST_ADDRESS = "203.0.114.9"
TOOLS = ("ip", "nft", "miniupnpd", "upnpc")

# The router's rules: what leaves for the internet is masqueraded; from the
# internet only answers and what miniupnpd opens (its chains) come in. Table
# and chain names are miniupnpd's defaults for its nftables build.
RULES = """
table inet filter {
  chain forward {
    type filter hook forward priority 0; policy drop;
    ct state established,related accept
    iifname "lan1" oifname "wan0" accept
    jump miniupnpd
  }
  chain miniupnpd {
  }
  chain prerouting {
    type nat hook prerouting priority -100; policy accept;
    jump prerouting_miniupnpd
  }
  chain postrouting {
    type nat hook postrouting priority 100; policy accept;
    jump postrouting_miniupnpd
    oifname "wan0" masquerade
  }
  chain prerouting_miniupnpd {
  }
  chain postrouting_miniupnpd {
  }
}
"""

CONFIG = f"""ext_ifname=wan0
listening_ip=lan1
http_port=0
enable_upnp={{upnp}}
enable_natpmp=yes
secure_mode=yes
system_uptime=yes
uuid=3d3cec3a-8cf0-11e0-98ee-001a6bd2d07b
allow 1024-65535 {HOME_ADDRESS.rsplit(".", 1)[0]}.0/24 1024-65535
deny 0-65535 0.0.0.0/0 0-65535
"""


def _run(*args: str) -> str:
    done = subprocess.run(args, check=True, capture_output=True, text=True, timeout=15)
    return done.stdout


@dataclass
class HomeNetwork:
    """The three namespaces, and the router's miniupnpd (off until `start_upnp`)."""

    home: str
    router: str
    internet: str
    folder: Path
    upnp: subprocess.Popen[str] | None = field(default=None)

    def in_home(self, *args: str) -> list[str]:
        return ["ip", "netns", "exec", self.home, *args]

    def in_internet(self, *args: str) -> list[str]:
        return ["ip", "netns", "exec", self.internet, *args]

    def start_upnp(self, *, upnp: bool = True) -> None:
        """Start miniupnpd on the router's home side (UPnP IGD unless `upnp` is
        False; PCP and NAT-PMP), its configuration and log in the test's folder;
        wait until it listens."""
        config = self.folder / "miniupnpd.conf"
        config.write_text(CONFIG.replace("{upnp}", "yes" if upnp else "no"))
        log = (self.folder / "miniupnpd.log").open("w")
        self.upnp = subprocess.Popen(
            [
                "ip",
                "netns",
                "exec",
                self.router,
                "miniupnpd",
                "-d",
                "-f",
                str(config),
                "-P",
                str(self.folder / "miniupnpd.pid"),
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
            text=True,
        )
        deadline = time.monotonic() + 10
        while "Listening for NAT-PMP" not in self.upnp_log():
            if self.upnp.poll() is not None or time.monotonic() > deadline:
                raise AssertionError("miniupnpd did not start:\n" + self.upnp_log())
            time.sleep(0.05)

    def stop_upnp(self) -> None:
        if self.upnp is not None and self.upnp.poll() is None:
            self.upnp.send_signal(signal.SIGTERM)
            try:
                self.upnp.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.upnp.kill()
                self.upnp.wait(timeout=5)
        self.upnp = None

    def upnp_log(self) -> str:
        path = self.folder / "miniupnpd.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def mappings(self) -> list[str]:
        """The router's port mappings as `upnpc -l` lists them from home
        ("TCP  PORT->ADDRESS:PORT ..." lines)."""
        text = subprocess.run(
            self.in_home("upnpc", "-m", HOME_ADDRESS, "-l"),
            capture_output=True,
            text=True,
            timeout=30,
        ).stdout
        return [line.strip() for line in text.splitlines() if "->" in line and "TCP" in line]

    def forwarded(self) -> str:
        """The router's DNAT rules (what miniupnpd added), as nft lists them."""
        return _run(
            "ip",
            "netns",
            "exec",
            self.router,
            "nft",
            "list",
            "chain",
            "inet",
            "filter",
            "prerouting_miniupnpd",
        )


def why_no_router() -> str | None:
    reason: str | None = why_no_namespaces()
    if reason is not None:
        return reason
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        return f"no {', '.join(missing)}: cannot make the home router (apt install miniupnpd"
        " nftables miniupnpc)"
    return None


@contextlib.contextmanager
def home_router_internet(tmp_path: Path) -> Iterator[HomeNetwork]:
    """The home network and its router (a test's fixture makes it), removed
    afterwards whatever happened (miniupnpd stopped first). Skipped where it
    cannot be made, or failed with TONK_REQUIRE_NETNS=1 (as in CI)."""
    reason = why_no_router()
    if reason is not None:
        if os.environ.get("TONK_REQUIRE_NETNS") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    tag = uuid.uuid4().hex[:6]
    net = HomeNetwork(f"tonk-home-{tag}", f"tonk-rtr-{tag}", f"tonk-net-{tag}", tmp_path)
    made: list[str] = []
    try:
        for ns in (net.home, net.router, net.internet):
            _run("ip", "netns", "add", ns)
            made.append(ns)
            _run("ip", "-n", ns, "link", "set", "lo", "up")
        _run(
            "ip",
            "-n",
            net.home,
            "link",
            "add",
            "lan0",
            "type",
            "veth",
            "peer",
            "name",
            "lan1",
            "netns",
            net.router,
        )
        _run(
            "ip",
            "-n",
            net.router,
            "link",
            "add",
            "wan0",
            "type",
            "veth",
            "peer",
            "name",
            "wan1",
            "netns",
            net.internet,
        )
        for ns, link, address in (
            (net.home, "lan0", HOME_ADDRESS),
            (net.router, "lan1", ROUTER_HOME),
            (net.router, "wan0", ROUTER_PUBLIC),
            (net.internet, "wan1", GUEST_ADDRESS),
        ):
            _run("ip", "-n", ns, "addr", "add", f"{address}/24", "dev", link)
            _run("ip", "-n", ns, "link", "set", link, "up", "multicast", "on")
        _run("ip", "-n", net.home, "route", "add", "default", "via", ROUTER_HOME)
        _run("ip", "-n", net.home, "route", "add", "224.0.0.0/4", "dev", "lan0")
        _run("ip", "-n", net.router, "route", "add", "224.0.0.0/4", "dev", "lan1")
        _run("ip", "netns", "exec", net.router, "sysctl", "-qw", "net.ipv4.ip_forward=1")
        rules = tmp_path / "router.nft"
        rules.write_text(RULES)
        _run("ip", "netns", "exec", net.router, "nft", "-f", str(rules))
        yield net
    finally:
        net.stop_upnp()
        for ns in made:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)
