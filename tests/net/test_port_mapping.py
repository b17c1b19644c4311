"""NAT-PMP's packets as RFC 6886 lays them out and PCP's as RFC 6887 does, and
the outcomes of asking a router that answers on 127.0.0.1 (a responder on a
thread of the test): granted, refused with a result code, silent, PCP's
"unsupported version" from a NAT-PMP-only router, or nothing to ask at all. The real routers
are in tests/net/test_port_mapping_netns.py."""

from __future__ import annotations

import socket
import struct
import time
from collections.abc import Callable

import pytest
from loopback_router import Responder, granting, lapsing

from tonk_desktop.net import port_mapping
from tonk_desktop.net.port_mapping import (
    Mapped,
    NatPmpError,
    NotMapped,
    PcpAnswer,
    PcpError,
    PortMapping,
    decode_address_answer,
    decode_map_answer,
    decode_pcp_map_answer,
    encode_address_request,
    encode_map_request,
    encode_pcp_map_request,
)

NONCE = bytes(range(12))
MAPPED_V4 = "0000 0000 0000 0000 0000 ffff"  # IPv4-mapped IPv6: the first 12 bytes


def test_requests_are_the_rfc_6886_bytes() -> None:
    assert encode_address_request() == b"\x00\x00"
    # version 0, opcode 2 (TCP), reserved, internal 47000, external 47001, 3600 s
    assert encode_map_request(47000, 47001, 3600) == bytes.fromhex("0002 0000 b798 b799 00000e10")
    assert len(encode_map_request(1, 0, 0)) == 12


def test_answers_are_read_and_bad_ones_refused() -> None:
    address = bytes.fromhex("0080 0000 00000063") + socket.inet_aton("198.51.100.4")
    assert decode_address_answer(address) == port_mapping.AddressAnswer(0, 99, "198.51.100.4")
    mapped = bytes.fromhex("0082 0000 00000063 b798 b799 00000708")
    answer = decode_map_answer(mapped)
    assert (answer.result, answer.internal_port, answer.external_port, answer.lifetime) == (
        0,
        47000,
        47001,
        1800,
    )
    assert decode_map_answer(bytes.fromhex("0082 0002") + bytes(12)).result == 2
    with pytest.raises(NatPmpError, match="bytes"):
        decode_map_answer(mapped[:15])
    with pytest.raises(NatPmpError, match="version"):
        decode_map_answer(b"\x02" + mapped[1:])
    with pytest.raises(NatPmpError, match="opcode"):
        decode_map_answer(address + bytes(4))  # an address answer where a mapping's is due


def test_pcp_map_requests_are_the_rfc_6887_bytes() -> None:
    request = encode_pcp_map_request("192.168.1.2", NONCE, 47000, 47001, 3600)
    assert request == bytes.fromhex(
        # version 2, opcode MAP, reserved, lifetime 3600, the client's address
        f"02 01 0000 00000e10 {MAPPED_V4} c0a80102"
        # the nonce, TCP, reserved, internal 47000, suggested external 47001 at any address
        f"000102030405060708090a0b 06 000000 b798 b799 {MAPPED_V4} 00000000"
    )
    assert len(request) == 24 + 36
    delete = encode_pcp_map_request("192.168.1.2", NONCE, 47000, 0, 0, "198.51.100.4")
    assert delete[4:8] == bytes(4) and delete[-4:] == bytes.fromhex("c6336404")
    with pytest.raises(ValueError, match="nonce"):
        encode_pcp_map_request("192.168.1.2", NONCE[:11], 47000, 47001, 3600)


def test_pcp_answers_are_read_and_bad_ones_refused() -> None:
    granted = bytes.fromhex(
        # version 2, the MAP answer, reserved, success, lifetime 1800, epoch 99, reserved
        "02 81 00 00 00000708 00000063"
        + "00" * 12
        # the nonce, TCP, reserved, internal 47000, assigned external 47001 at 198.51.100.4
        + f"000102030405060708090a0b 06 000000 b798 b799 {MAPPED_V4} c6336404"
    )
    assert decode_pcp_map_answer(granted) == PcpAnswer(
        2, 0, 1800, 99, NONCE, 47000, 47001, "198.51.100.4"
    )
    refused = decode_pcp_map_answer(bytes.fromhex("02 81 00 02 00000000 00000063") + bytes(12))
    assert (refused.result, refused.external_port, refused.external_address) == (2, 0, "")
    # A NAT-PMP-only router's "unsupported version" (RFC 6886 §3.5) to PCP's request.
    natpmp = decode_pcp_map_answer(bytes.fromhex("00 81 0001 00000063"))
    assert (natpmp.version, natpmp.result) == (0, 1)
    with pytest.raises(PcpError, match="bytes"):
        decode_pcp_map_answer(granted[:59])
    with pytest.raises(PcpError, match="version"):
        decode_pcp_map_answer(b"\x03" + granted[1:])
    with pytest.raises(PcpError, match="opcode"):
        decode_pcp_map_answer(granted[:1] + b"\x82" + granted[2:])
    with pytest.raises(PcpError, match="protocol"):
        decode_pcp_map_answer(granted[:36] + b"\x11" + granted[37:])


def _pcp_granting(asked: list[bytes], public: str = "198.51.100.4") -> Responder:
    """A PCP router granting half the lifetime asked, at the suggested port."""

    def answer(data: bytes) -> bytes:
        asked.append(data)
        lifetime = struct.unpack_from("!I", data, 4)[0]
        internal, external = struct.unpack_from("!HH", data, 40)
        return (
            struct.pack("!BBBBII", 2, 0x81, 0, 0, lifetime // 2, 1)
            + bytes(12)
            + data[24:40]
            + struct.pack("!HH", internal, external or internal)
            + bytes(10)
            + b"\xff\xff"
            + socket.inet_aton(public)
        )

    return answer


def _natpmp(port: int, router_port: int, timeout: float = 2.0) -> PortMapping:
    return PortMapping(
        port, gateway="127.0.0.1", methods=("natpmp",), natpmp_port=router_port, timeout=timeout
    )


def test_a_granted_mapping_is_held_renewed_and_removed(
    natpmp_router: Callable[[Responder], int],
) -> None:
    asked: list[bytes] = []
    mapping = _natpmp(47000, natpmp_router(granting(asked)))
    outcome = mapping.open()
    assert outcome == Mapped("natpmp", "198.51.100.4", 47000, "127.0.0.1", 47000, 1800)
    assert mapping.mapped == outcome
    assert mapping.renew()
    assert mapping.close() and mapping.mapped is None
    assert asked == [
        encode_address_request(),
        encode_map_request(47000, 47000, 3600),
        encode_map_request(47000, 47000, 3600),  # the renewal
        encode_map_request(47000, 0, 0),  # the removal
    ]
    assert mapping.close()  # nothing held: nothing to ask


def test_pcp_maps_renews_and_removes_with_one_nonce(
    natpmp_router: Callable[[Responder], int],
) -> None:
    asked: list[bytes] = []
    mapping = PortMapping(
        47000,
        gateway="127.0.0.1",
        methods=("pcp", "natpmp"),
        natpmp_port=natpmp_router(_pcp_granting(asked)),
    )
    outcome = mapping.open()
    assert outcome == Mapped("pcp", "198.51.100.4", 47000, "127.0.0.1", 47000, 1800)
    assert mapping.renew()
    assert mapping.close() and mapping.mapped is None
    nonce = asked[0][24:36]
    assert asked == [
        encode_pcp_map_request("127.0.0.1", nonce, 47000, 47000, 3600),
        encode_pcp_map_request("127.0.0.1", nonce, 47000, 47000, 3600, "198.51.100.4"),
        encode_pcp_map_request("127.0.0.1", nonce, 47000, 0, 0),  # the removal: lifetime 0
    ]
    assert len({PortMapping(1)._nonce for _ in range(3)} | {nonce}) == 4  # random each time


def test_a_natpmp_only_router_answers_pcp_unsupported_and_natpmp_maps(
    natpmp_router: Callable[[Responder], int],
) -> None:
    asked: list[bytes] = []
    start = time.monotonic()
    mapping = PortMapping(
        47000,
        gateway="127.0.0.1",
        methods=("pcp", "natpmp"),
        natpmp_port=natpmp_router(granting(asked)),
    )
    outcome = mapping.open()
    assert time.monotonic() - start < 1.0  # no waiting: the answer came at once
    assert outcome == Mapped("natpmp", "198.51.100.4", 47000, "127.0.0.1", 47000, 1800)
    assert [data[0] for data in asked] == [2, 0, 0]  # PCP's MAP, then NAT-PMP's two
    assert mapping.close()


def test_a_pcp_refusal_says_which_result_the_router_gave(
    natpmp_router: Callable[[Responder], int],
) -> None:
    def no(data: bytes) -> bytes:
        return bytes.fromhex("02 81 00 02 00000000 00000001") + bytes(12) + data[24:]

    outcome = PortMapping(
        47000, gateway="127.0.0.1", methods=("pcp",), natpmp_port=natpmp_router(no)
    ).open()
    assert isinstance(outcome, NotMapped)
    assert (outcome.code, outcome.facts["method"], outcome.facts["pcp"]) == (
        "refused",
        "pcp",
        "not_authorized",
    )


def test_a_refusal_says_which_result_the_router_gave(
    natpmp_router: Callable[[Responder], int],
) -> None:
    def no(data: bytes) -> bytes:
        if data[1] == 0:
            return bytes.fromhex("0080 0000 00000001") + socket.inet_aton("198.51.100.4")
        return bytes.fromhex("0082 0002 00000001") + bytes(8)

    outcome = _natpmp(47000, natpmp_router(no)).open()
    assert isinstance(outcome, NotMapped)
    assert (outcome.code, outcome.facts["method"], outcome.facts["natpmp"]) == (
        "refused",
        "natpmp",
        "not_authorized",
    )


def test_a_router_behind_another_router_is_no_mapping(
    natpmp_router: Callable[[Responder], int],
) -> None:
    asked: list[bytes] = []
    outcome = _natpmp(47000, natpmp_router(granting(asked, public="10.0.0.7"))).open()
    assert outcome == NotMapped(
        "double_nat", 47000, {"method": "natpmp", "public_address": "10.0.0.7"}
    )
    assert asked[-1] == encode_map_request(47000, 0, 0)  # what it made is taken back


def test_a_silent_router_is_given_up_at_the_timeout(
    natpmp_router: Callable[[Responder], int],
) -> None:
    asked: list[bytes] = []

    def silent(data: bytes) -> None:
        asked.append(data)

    start = time.monotonic()
    outcome = _natpmp(47000, natpmp_router(silent), timeout=1.0).open()
    took = time.monotonic() - start
    assert isinstance(outcome, NotMapped) and outcome.code == "no_router"
    assert 0.9 <= took <= 1.5
    assert len(asked) == 3  # 0.25 s, 0.5 s, then the rest of the second: RFC 6886's doubling


def test_with_no_upnp_library_and_no_gateway_mapping_is_unavailable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(port_mapping, "_upnp_module", lambda: None)
    monkeypatch.setattr(port_mapping, "default_gateway", lambda: None)
    outcome = PortMapping(47000, timeout=1.0).open()
    assert outcome == NotMapped(
        "unavailable",
        47000,
        {"upnp": "no miniupnpc module", "pcp": "no gateway known", "natpmp": "no gateway known"},
    )


def test_a_held_mapping_is_renewed_at_half_its_lease_until_closed(
    natpmp_router: Callable[[Responder], int],
) -> None:
    """The router grants half of what is asked (the responder): a lease of 2 s
    asked for 4 s is asked again after 1 s, on the mapping's own thread."""
    asked: list[bytes] = []
    mapping = PortMapping(
        47000,
        gateway="127.0.0.1",
        methods=("natpmp",),
        natpmp_port=natpmp_router(granting(asked)),
        lifetime=4,
    )
    outcome = mapping.open()
    assert isinstance(outcome, Mapped) and outcome.lifetime == 2
    deadline = time.monotonic() + 3
    while len(asked) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert asked[2:3] == [encode_map_request(47000, 47000, 4)]  # renewed, unasked by anyone
    assert mapping.close()
    assert asked[-1] == encode_map_request(47000, 0, 0)
    count = len(asked)
    time.sleep(1.3)
    assert len(asked) == count  # closed: renewed no more


def test_a_renewal_the_router_refuses_is_told_and_so_is_its_return(
    natpmp_router: Callable[[Responder], int],
) -> None:
    """The router grants the mapping and its first renewal, refuses the next
    two, then grants again: the host is told once that the port may be closed
    and once that it is open again, not at every renewal."""
    told: list[bool] = []
    mapping = PortMapping(
        47000,
        gateway="127.0.0.1",
        methods=("natpmp",),
        natpmp_port=natpmp_router(lapsing([])),
        lifetime=4,
        timeout=0.5,
        on_renewal=told.append,
    )
    assert isinstance(mapping.open(), Mapped)
    deadline = time.monotonic() + 8
    while len(told) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert told == [False, True]
    assert not mapping.lapsed
    assert mapping.close()
    assert told == [False, True]  # closing is not a lapse
