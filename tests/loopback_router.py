"""A NAT-PMP (and PCP) router on 127.0.0.1 for tests: a UDP responder on a thread
of the test, answering each request by the function given (`natpmp_router`), and
`granting`, a router that grants what it is asked for half the lifetime, and
`lapsing`, one that refuses some of the renewals. The
real routers, miniupnpd in a network namespace, are in tests/net/netns_router.py."""

from __future__ import annotations

import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator

import pytest

Responder = Callable[[bytes], bytes | None]


@pytest.fixture
def natpmp_router() -> Iterator[Callable[[Responder], int]]:
    """Starts a router on 127.0.0.1 answering by the function given; its port."""
    sockets: list[socket.socket] = []
    stop = threading.Event()

    def start(answer: Responder) -> int:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.bind(("127.0.0.1", 0))
        sock.settimeout(0.05)
        sockets.append(sock)

        def serve() -> None:
            while not stop.is_set():
                try:
                    data, peer = sock.recvfrom(64)
                except TimeoutError:
                    continue
                reply = answer(data)
                if reply is not None:
                    sock.sendto(reply, peer)

        threading.Thread(target=serve, daemon=True).start()
        return int(sock.getsockname()[1])

    yield start
    stop.set()
    time.sleep(0.1)
    for sock in sockets:
        sock.close()


def granting(asked: list[bytes], public: str = "198.51.100.4") -> Responder:
    """A NAT-PMP router granting each mapping, at the port suggested, for half
    the lifetime asked; its public address `public`. Each request is put in `asked`."""

    def answer(data: bytes) -> bytes:
        asked.append(data)
        if data[0] != 0:  # NAT-PMP only: RFC 6886 §3.5's "unsupported version"
            return bytes([0, 128 + data[1]]) + bytes.fromhex("0001 00000001")
        if data[1] == 0:
            return bytes.fromhex("0080 0000 00000001") + socket.inet_aton(public)
        _, _, _, internal, external, lifetime = struct.unpack("!BBHHHI", data)
        return struct.pack("!BBHIHHI", 0, 130, 0, 1, internal, external or internal, lifetime // 2)

    return answer


def lapsing(
    asked: list[bytes], refused: tuple[int, ...] = (3, 4), public: str = "198.51.100.4"
) -> Responder:
    """`granting`, but the mapping requests numbered in `refused` (the first is
    1: by default the second and third renewals) get NAT-PMP's "out of
    resources" (result 4)."""
    grant = granting(asked, public)
    maps = 0

    def answer(data: bytes) -> bytes | None:
        nonlocal maps
        if data[0] != 0 or data[1] == 0:
            return grant(data)
        maps += 1
        if maps not in refused:
            return grant(data)
        asked.append(data)
        return bytes.fromhex("0082 0004 00000001") + data[4:8] + bytes(4)

    return answer
