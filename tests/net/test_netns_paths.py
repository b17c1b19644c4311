"""A table across namespaces the tests make (tests/netns.py), never the
machine's own interfaces: a guest, a computer on the path and a host, each in
a network namespace of its own, the host a real `tonk-host` and the guest a
real client joining by the invite the host printed.

- A man in the middle (it ends the guest's TLS with a certificate of its own)
  is refused, with the `certificate` code and the Join dialog's words, and
  never hears the join code.
- A plain relay on the path passes the bytes through: the round plays, and a
  `tcpdump` capture on the path of the whole round holds the TLS handshake and
  no card, name or join code in the clear.
- Between two namespaces with IPv6 alone, a whole round, by an invite whose
  address is the IPv6 one.

Skipped with the reason without root, `ip`, `nft` or `tcpdump` (failed
instead where TONK_REQUIRE_NETNS=1)."""

from __future__ import annotations

import base64
import json
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from net_support import Proc
from netns import Path3, need_tool
from pcap import Capture, read_pcap

from tonk_desktop.engine.cards import STANDARD_DECK
from tonk_desktop.net.invite import parse_invite

CODE = "QZWXKV"
GUEST, COMPUTER = "Ödön Bartók", "Zsófi"
MIDDLE = Path(__file__).with_name("netns_middle.py")
TABLE_PEER = Path(__file__).parents[1] / "ui" / "network" / "netns_table_peer.py"
PROXY_PORT = 47999
SECONDS = 40.0  # every process here stops by itself after this


def _host(ns: str, folder: Path, listen: str, *extra: str) -> tuple[Proc, str]:
    """A `tonk-host` in namespace `ns` for one round (a person's seat and a
    computer's), its ledger and certificate in `folder`; its invite."""
    host = Proc(
        ["-m", "tonk_desktop.net.cli", "--listen", listen, "--join-code", CODE,
         "--ledger", str(folder / "ledger.sqlite3"), "--state", str(folder / "table.json"),
         "--bot-pause", "0", "--round-pause", "0", "--rounds", "1", "--deck-seed", "5",
         "--seat", "person", "--seat", f"computer:easy:{COMPUTER}", *extra],
        namespace=ns,
    )  # fmt: skip
    line = host.wait_line(lambda text: text.startswith("INVITE "), timeout=30)
    return host, line.split()[1]


def _guest(ns: str, invite: str) -> Proc:
    """An autoplay client in `ns` joining by `invite` alone; every byte it
    reads (after TLS) printed, to show what the round really said."""
    return Proc(
        ["-m", "tonk_desktop.net.autoplay", "--invite", invite, "--name", GUEST,
         "--language", "hu", "--seed", "3", "--seconds", str(SECONDS), "--trace"],
        namespace=ns,
    )  # fmt: skip


def _stop(*processes: Proc | subprocess.Popen[str] | None) -> None:
    for process in processes:
        popen = process.popen if isinstance(process, Proc) else process
        if popen is not None and popen.poll() is None:
            popen.kill()
            popen.wait(timeout=10)


def _redirect(path: Path3, port: int) -> None:
    """In the middle: the guest's connections to the host's port go to the
    program listening on PROXY_PORT there (a transparent proxy on the path)."""
    rules = f"""
table ip tonk_middle {{
    chain prerouting {{
        type nat hook prerouting priority dstnat;
        ip saddr {path.guest_address} tcp dport {port} redirect to :{PROXY_PORT}
    }}
}}
"""
    subprocess.run(
        ["ip", "netns", "exec", path.middle, need_tool("nft"), "-f", "-"],
        input=rules, check=True, capture_output=True, text=True, timeout=10,
    )  # fmt: skip


def _middle(path: Path3, mode: str, port: int) -> subprocess.Popen[str]:
    middle = subprocess.Popen(
        ["ip", "netns", "exec", path.middle, sys.executable, str(MIDDLE), mode,
         str(PROXY_PORT), path.host_address, str(port), str(SECONDS)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert middle.stdout is not None
    assert middle.stdout.readline().strip() == "listening", middle.stderr
    _redirect(path, port)
    return middle


def _middle_report(middle: subprocess.Popen[str]) -> dict[str, object]:
    said, errors = middle.communicate("", timeout=20)
    assert middle.returncode == 0, errors
    return dict(json.loads(said.splitlines()[-1]))


@pytest.mark.netns
def test_a_man_in_the_middle_with_another_certificate_is_refused_and_hears_no_code(
    three_namespaces: Path3, tmp_path: Path
) -> None:
    path = three_namespaces
    need_tool("nft")
    host = guest = None
    middle = None
    try:
        host, invite = _host(path.host, tmp_path, path.host_address)
        assert parse_invite(invite).address == path.host_address
        middle = _middle(path, "mitm", parse_invite(invite).port)
        guest = _guest(path.guest, invite)
        gone = guest.wait_event("disconnected", timeout=30)
        guest.finish()
        # The Join dialog, given the same invite, says why in its words.
        dialog = subprocess.run(
            ["ip", "netns", "exec", path.guest, sys.executable, str(TABLE_PEER),
             "invite", invite, "12", str(tmp_path / "join-refused.png")],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        report = _middle_report(middle)
    finally:
        _stop(host, guest, middle)
    assert gone["code"] == "certificate", gone
    assert "someone between you and the host" in gone["detail"]
    fingerprint = parse_invite(invite).fingerprint
    assert fingerprint in gone["detail"]
    assert not guest.events("joined") and not guest.events("bytes")
    status = [line for line in dialog.stdout.splitlines() if line.startswith("status ")]
    assert status == [
        "status Not joined: the table did not show the certificate its invite names. "
        "Someone may be between you and the host, or the host made a new certificate. "
        "Nothing was sent to it. Ask the host for a new invite, and compare its "
        "fingerprint with the one in the host's dialog."
    ], dialog.stdout + dialog.stderr
    picture = tmp_path / "join-refused.png"  # the dialog as the person saw it
    assert f"saved {picture}" in dialog.stdout
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # The middle took both connections; the guest hung up in the handshake each
    # time, so nothing it would have said (the code, the name) reached it.
    assert report["connections"] == 2, report
    handshakes = report["handshakes"]
    assert isinstance(handshakes, list) and len(handshakes) == 2
    assert all(h.startswith("refused by the guest") for h in handshakes), handshakes
    assert base64.b64decode(str(report["from_guest"])) == b""
    print(f"\nman in the middle: refused ({gone['code']}), {len(handshakes)} handshakes")


def _forbidden() -> dict[str, bytes]:
    """Every string the capture must not hold: the join code, the names, the
    protocol's JSON, and each card as the protocol spells it ("10H", "JK") in
    every place a JSON list or object puts one."""
    found = {"join code": CODE.encode(), "guest's name": GUEST.encode(),
             "computer's name": COMPUTER.encode(), "JSON key": b'"type"'}  # fmt: skip
    for card in (*(str(card) for card in STANDARD_DECK), "JK"):
        for before in "[:,":
            for after in ",]}":
                found[f"{card} {before}{after}"] = f'{before}"{card}"{after}'.encode()
    return found


@pytest.fixture
def capture_folder(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "capture"
    folder.mkdir()
    folder.chmod(0o777)  # tcpdump may write as a user of its own
    yield folder


@pytest.mark.netns
def test_a_relay_on_the_path_passes_a_whole_round_and_its_capture_shows_nothing_secret(
    three_namespaces: Path3, tmp_path: Path, capture_folder: Path
) -> None:
    path = three_namespaces
    tcpdump = need_tool("tcpdump")
    need_tool("nft")
    pcap = capture_folder / "round.pcap"
    host = guest = None
    middle = dump = None
    try:
        host, invite = _host(path.host, tmp_path, path.host_address)
        port = parse_invite(invite).port
        dump = subprocess.Popen(
            # --immediate-mode: each packet to the file as it comes; else the last
            # second's packets wait in the kernel's block, lost at the SIGTERM.
            ["ip", "netns", "exec", path.middle, tcpdump, "-i", "any", "--immediate-mode",
             "-U", "-n", "-s", "0", "-w", str(pcap), "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert dump.stderr is not None
        heard = [dump.stderr.readline() for _ in range(2)]  # the link type, then
        assert "listening on" in heard[-1], heard  # "listening on any" once it is
        middle = _middle(path, "relay", port)
        guest = _guest(path.guest, invite)
        guest.wait_event("round_over", timeout=30)
        checked = guest.wait_event("deal_checked", timeout=15)
        assert guest.finish() == 0 and host.finish() == 0, guest.text() + host.text()
        report = _middle_report(middle)
        dump.send_signal(signal.SIGTERM)
        dump.wait(timeout=10)
    finally:
        _stop(host, guest, middle, dump)
    assert checked["ok"], checked
    assert report["connections"] == 1, report  # the round went through the relay
    plain = b"".join(base64.b64decode(item["data"]) for item in guest.events("bytes"))
    capture = read_pcap(pcap)
    wire = b"".join(segment.payload for segment in capture.segments)
    forbidden = _forbidden()
    # What the guest read after TLS holds the names, the JSON and cards: the
    # scan looks for what the round really said.
    said = [what for what, text in forbidden.items() if text in plain]
    assert {"guest's name", "computer's name", "JSON key"} <= set(said)
    assert sum(what[0] in "0123456789AJQK" and " " in what for what in said) >= 10
    assert len(wire) > len(plain) // 2
    leaked = [what for what, text in forbidden.items() if text in wire]
    assert leaked == []
    _assert_tls_handshake(capture, path, port)
    print(
        f"\ncapture on the path: {capture.captured_bytes} bytes in {capture.packets} packets"
        f" ({len(wire)} bytes of TCP payload); {len(forbidden)} forbidden strings looked"
        f" for, {len(said)} of them in the round's plain text, {len(leaked)} on the wire"
    )


def _assert_tls_handshake(capture: Capture, path: Path3, port: int) -> None:
    """The capture saw the connection's TLS: the guest's ClientHello and the
    host's ServerHello (handshake records), then application data records."""
    streams = capture.streams()
    to_host = [data for (src, dst), data in streams.items() if dst[1] in (port, PROXY_PORT)]
    from_host = [data for (src, dst), data in streams.items() if src[1] in (port, PROXY_PORT)]
    assert to_host and from_host, list(streams)
    assert any(data[:1] == b"\x16" and data[1:2] == b"\x03" and data[5:6] == b"\x01"
               for data in to_host), "no ClientHello"  # fmt: skip
    assert any(data[:1] == b"\x16" and data[1:2] == b"\x03" and data[5:6] == b"\x02"
               for data in from_host), "no ServerHello"  # fmt: skip
    assert any(b"\x17\x03\x03" in data for data in from_host), "no application data"
    assert {path.guest_address, path.host_address} <= {src[0] for src, _ in streams}


@pytest.mark.netns
def test_a_whole_round_between_namespaces_with_ipv6_alone_by_the_invite(
    ipv6_namespaces: tuple[str, str, str, str], tmp_path: Path
) -> None:
    ns_host, address_host, ns_guest, _ = ipv6_namespaces
    for ns in (ns_host, ns_guest):
        four = subprocess.run(
            ["ip", "-n", ns, "-4", "-o", "addr", "show", "scope", "global"],
            capture_output=True, text=True, check=True, timeout=10,
        )  # fmt: skip
        assert four.stdout == "", four.stdout  # no IPv4 address but loopback's
    host = guest = None
    started = time.monotonic()
    try:
        host, invite = _host(ns_host, tmp_path, "any", "--public-address", address_host)
        assert invite.startswith(f"tonk://[{address_host}]:")
        guest = _guest(ns_guest, invite)
        joined = guest.wait_event("joined", timeout=30)
        guest.wait_event("round_over", timeout=30)
        checked = guest.wait_event("deal_checked", timeout=15)
        assert guest.finish() == 0 and host.finish() == 0, guest.text() + host.text()
    finally:
        _stop(host, guest)
    assert joined["seat"] == 0 and checked["ok"], checked
    print(f"\nIPv6 alone: a whole round in {time.monotonic() - started:.1f} s")
