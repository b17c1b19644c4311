"""A small reader of the pcap files `tcpdump -w` writes: each packet's TCP
payload, for the tests that scan what crossed a namespace's wire. Reads the
link types tcpdump uses for one interface (Ethernet) and for `-i any` (Linux
cooked capture, v1 and v2), over IPv4 and IPv6; other packets are counted and
skipped."""

from __future__ import annotations

import ipaddress
import struct
from dataclasses import dataclass, field
from pathlib import Path

_ETHERNET, _LINUX_SLL, _LINUX_SLL2 = 1, 113, 276
_IPV4, _IPV6 = 0x0800, 0x86DD
_TCP = 6


@dataclass(frozen=True, slots=True)
class Segment:
    """One TCP segment's payload, with its ends."""

    source: tuple[str, int]
    destination: tuple[str, int]
    payload: bytes


@dataclass(slots=True)
class Capture:
    packets: int = 0
    captured_bytes: int = 0  # the packets' bytes as captured, headers and all
    segments: list[Segment] = field(default_factory=list)

    def streams(self) -> dict[tuple[tuple[str, int], tuple[str, int]], bytes]:
        """Each direction's TCP payload, joined in capture order."""
        joined: dict[tuple[tuple[str, int], tuple[str, int]], bytearray] = {}
        for segment in self.segments:
            joined.setdefault((segment.source, segment.destination), bytearray()).extend(
                segment.payload
            )
        return {key: bytes(value) for key, value in joined.items()}


def read_pcap(path: Path) -> Capture:
    data = path.read_bytes()
    magic = data[:4]
    if magic in (b"\xd4\xc3\xb2\xa1", b"\x4d\x3c\xb2\xa1"):
        order = "<"
    elif magic in (b"\xa1\xb2\xc3\xd4", b"\xa1\xb2\x3c\x4d"):
        order = ">"
    else:
        raise ValueError(f"{path} is not a pcap file")
    (link_type,) = struct.unpack_from(order + "I", data, 20)
    capture = Capture()
    at = 24
    while at + 16 <= len(data):
        _, _, included, _ = struct.unpack_from(order + "IIII", data, at)
        packet = data[at + 16 : at + 16 + included]
        at += 16 + included
        capture.packets += 1
        capture.captured_bytes += len(packet)
        segment = _segment(link_type, packet)
        if segment is not None:
            capture.segments.append(segment)
    return capture


def _segment(link_type: int, packet: bytes) -> Segment | None:
    if link_type == _ETHERNET:
        (protocol,), start = struct.unpack_from("!H", packet, 12), 14
    elif link_type == _LINUX_SLL:
        (protocol,), start = struct.unpack_from("!H", packet, 14), 16
    elif link_type == _LINUX_SLL2:
        (protocol,), start = struct.unpack_from("!H", packet, 0), 20
    else:
        return None
    ip = packet[start:]
    if protocol == _IPV4 and len(ip) >= 20 and ip[9] == _TCP:
        header = (ip[0] & 0x0F) * 4
        (total,) = struct.unpack_from("!H", ip, 2)
        source, destination = _v4(ip[12:16]), _v4(ip[16:20])
        tcp = ip[header:total]
    elif protocol == _IPV6 and len(ip) >= 40 and ip[6] == _TCP:
        (length,) = struct.unpack_from("!H", ip, 4)
        source, destination = _v6(ip[8:24]), _v6(ip[24:40])
        tcp = ip[40 : 40 + length]
    else:
        return None
    if len(tcp) < 20:
        return None
    source_port, destination_port = struct.unpack_from("!HH", tcp, 0)
    offset = (tcp[12] >> 4) * 4
    return Segment((source, source_port), (destination, destination_port), tcp[offset:])


def _v4(raw: bytes) -> str:
    return ".".join(str(byte) for byte in raw)


def _v6(raw: bytes) -> str:
    return str(ipaddress.IPv6Address(raw))
