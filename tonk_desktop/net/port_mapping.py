"""Asking the home router to open the table's port to the internet: a TCP port
mapping through UPnP IGD (the `miniupnpc` library) or, where that finds no
router, PCP (RFC 6887: a MAP request to the gateway's UDP port 5351) and, where
that maps nothing (a NAT-PMP-only gateway answers PCP's version "unsupported",
RFC 6887 §9), NAT-PMP on the same port (RFC 6886, a 12-byte UDP exchange). Both are written here: no
pure-Python PCP or NAT-PMP client is kept up on PyPI.

No Qt, no English for people: `PortMapping.open()` blocks for at most its
`timeout` (run it off the window's thread) and returns a `Mapped` (the public
address and port friends use, and how) or a `NotMapped` with a code and facts,
which the window and `tonk-host` word. The mapping is renewed before its lease
ends, on a thread of its own, and removed by `close()`.

Where to ask is a choice of the caller: `gateway` (NAT-PMP's router) and
`interface_address` (the address SSDP's discovery multicast leaves from, and
the mapping points at); left out, the system's default route and the address
it picks are used.
"""

from __future__ import annotations

import ipaddress
import os
import socket
import struct
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

Method = Literal["upnp", "pcp", "natpmp"]

# NAT-PMP (RFC 6886 §3): the router's port, the first wait, the tries.
NATPMP_PORT = 5351
NATPMP_FIRST_WAIT = 0.25
NATPMP_OPCODE_ADDRESS = 0
NATPMP_OPCODE_TCP = 2
NATPMP_RESULTS = {
    0: "success",
    1: "unsupported_version",
    2: "not_authorized",
    3: "network_failure",
    4: "out_of_resources",
    5: "unsupported_opcode",
}

# PCP (RFC 6887 §7, §11): its version, the MAP opcode, TCP's protocol number,
# a nonce's length, the largest message (what is read of an answer).
PCP_VERSION = 2
PCP_OPCODE_MAP = 1
PCP_TCP = 6
PCP_NONCE = 12
PCP_MAX_MESSAGE = 1100
PCP_UNSUPP_VERSION = 1
PCP_RESULTS = {
    0: "success",
    1: "unsupp_version",
    2: "not_authorized",
    3: "malformed_request",
    4: "unsupp_opcode",
    5: "unsupp_option",
    6: "malformed_option",
    7: "network_failure",
    8: "no_resources",
    9: "unsupp_protocol",
    10: "user_ex_quota",
    11: "cannot_provide_external",
    12: "address_mismatch",
    13: "excessive_remote_peers",
}

# How long a mapping is asked for; renewed at half of what the router grants.
DEFAULT_LIFETIME = 3600
# The whole of open(): discovery, asking, and the fallback, in seconds.
DEFAULT_TIMEOUT = 6.0
# How long SSDP waits for an answer to each of the four kinds of device
# miniupnpc asks for in turn (a router answers the first within milliseconds).
UPNP_DISCOVERY = 0.75
# A UPnP router that takes only permanent leases answers this (UPnP IGD WANIPConnection).
UPNP_ONLY_PERMANENT = "725"


class NatPmpError(ValueError):
    """A NAT-PMP answer that cannot be read (short, another version or opcode)."""


@dataclass(frozen=True, slots=True)
class MapAnswer:
    """The router's answer to a mapping request (RFC 6886 §3.3)."""

    result: int
    epoch: int
    internal_port: int
    external_port: int
    lifetime: int


@dataclass(frozen=True, slots=True)
class AddressAnswer:
    """The router's answer to "what is your public address" (RFC 6886 §3.2)."""

    result: int
    epoch: int
    address: str


class PcpError(ValueError):
    """A PCP answer that cannot be read (short, another version or opcode, not
    the answer to this client's request)."""


@dataclass(frozen=True, slots=True)
class PcpAnswer:
    """The router's answer to a MAP request (RFC 6887 §7.2, §11.1). An error
    answer may carry no MAP fields: then the ports are 0 and the address "".
    `version`: the answer's (0 where a NAT-PMP-only router answered)."""

    version: int
    result: int
    lifetime: int
    epoch: int
    nonce: bytes
    internal_port: int
    external_port: int
    external_address: str


def _ipv6_field(address: str) -> bytes:
    """An address as PCP's 16-byte field: IPv4 as IPv4-mapped IPv6 (RFC 6887 §5)."""
    ip = ipaddress.ip_address(address)
    if isinstance(ip, ipaddress.IPv4Address):
        return bytes(10) + b"\xff\xff" + ip.packed
    return ip.packed


def encode_pcp_map_request(
    client: str,
    nonce: bytes,
    internal_port: int,
    external_port: int,
    lifetime: int,
    external_address: str = "0.0.0.0",
) -> bytes:
    """A PCP MAP request for TCP: the 24-byte header (version 2, opcode MAP, the
    lifetime asked for, the client's address) and the 36-byte MAP payload (the
    nonce, protocol, internal port, suggested external port and address).
    Lifetime 0 deletes the mapping with that nonce and internal port."""
    if len(nonce) != PCP_NONCE:
        raise ValueError(f"a PCP nonce is {PCP_NONCE} bytes, not {len(nonce)}")
    header = struct.pack("!BBHI", PCP_VERSION, PCP_OPCODE_MAP, 0, lifetime) + _ipv6_field(client)
    payload = struct.pack("!B3xHH", PCP_TCP, internal_port, external_port)
    return header + nonce + payload + _ipv6_field(external_address)


def decode_pcp_map_answer(data: bytes) -> PcpAnswer:
    """A MAP answer; a NAT-PMP router's 8-byte "unsupported version" (RFC 6886
    §3.5, version 0) is read as PCP's UNSUPP_VERSION with version 0."""
    if len(data) >= 4 and data[0] == 0:
        result = struct.unpack_from("!H", data, 2)[0]
        return PcpAnswer(0, result, 0, 0, b"", 0, 0, "")
    if len(data) < 24:
        raise PcpError(f"a PCP answer of {len(data)} bytes, 24 at least expected")
    version, answered, _, result, lifetime, epoch = struct.unpack_from("!BBBBII", data)
    if version != PCP_VERSION:
        raise PcpError(f"PCP version {version}, {PCP_VERSION} expected")
    if answered != 128 + PCP_OPCODE_MAP:
        raise PcpError(f"PCP opcode {answered}, {128 + PCP_OPCODE_MAP} expected")
    if len(data) < 60:
        if result == 0:
            raise PcpError(f"a PCP MAP answer of {len(data)} bytes, 60 expected")
        return PcpAnswer(version, result, lifetime, epoch, b"", 0, 0, "")
    nonce = data[24:36]
    protocol, internal, external = struct.unpack_from("!B3xHH", data, 36)
    if protocol != PCP_TCP:
        raise PcpError(f"PCP protocol {protocol}, {PCP_TCP} expected")
    address = ipaddress.IPv6Address(data[44:60])
    public = str(address.ipv4_mapped or address)
    return PcpAnswer(version, result, lifetime, epoch, nonce, internal, external, public)


def encode_address_request() -> bytes:
    return struct.pack("!BB", 0, NATPMP_OPCODE_ADDRESS)


def encode_map_request(internal_port: int, external_port: int, lifetime: int) -> bytes:
    """A TCP mapping request; lifetime 0 (with external port 0) deletes it."""
    return struct.pack("!BBHHHI", 0, NATPMP_OPCODE_TCP, 0, internal_port, external_port, lifetime)


def _header(data: bytes, opcode: int, size: int) -> None:
    if len(data) < size:
        raise NatPmpError(f"a NAT-PMP answer of {len(data)} bytes, {size} expected")
    version, answered = data[0], data[1]
    if version != 0:
        raise NatPmpError(f"NAT-PMP version {version}, 0 expected")
    if answered != 128 + opcode:
        raise NatPmpError(f"NAT-PMP opcode {answered}, {128 + opcode} expected")


def decode_address_answer(data: bytes) -> AddressAnswer:
    _header(data, NATPMP_OPCODE_ADDRESS, 12)
    result, epoch = struct.unpack_from("!HI", data, 2)
    return AddressAnswer(result, epoch, socket.inet_ntoa(data[8:12]))


def decode_map_answer(data: bytes) -> MapAnswer:
    _header(data, NATPMP_OPCODE_TCP, 16)
    result, epoch, internal, external, lifetime = struct.unpack_from("!HIHHI", data, 2)
    return MapAnswer(result, epoch, internal, external, lifetime)


@dataclass(frozen=True, slots=True)
class Mapped:
    """The router forwards `public_address:public_port` to `internal_address:
    internal_port`; `lifetime`: the lease's seconds, 0 for as long as the router runs."""

    method: Method
    public_address: str
    public_port: int
    internal_address: str
    internal_port: int
    lifetime: int


@dataclass(frozen=True, slots=True)
class NotMapped:
    """No mapping. `code`: "no_router" (nothing answered in time), "refused"
    (a router answered no), "double_nat" (the router's own public address is
    private: another router is in front of it), "unavailable" (this computer
    cannot ask: no UPnP library and no gateway known). `facts`: what was
    learned (method, the router's detail, addresses), for the words and logs."""

    code: str
    port: int
    facts: dict[str, str] = field(default_factory=dict)


Outcome = Mapped | NotMapped


def _upnp_module() -> Any | None:
    """The `miniupnpc` extension, or None where it is not installed (no wheel
    for this platform) or cannot load."""
    try:
        import miniupnpc  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        return None
    return miniupnpc


def default_gateway() -> str | None:
    """The IPv4 default route's gateway (Linux's /proc/net/route), or None."""
    try:
        lines = Path("/proc/net/route").read_text().splitlines()[1:]
    except OSError:
        return None
    for line in lines:
        fields = line.split()
        if len(fields) > 2 and fields[1] == "00000000" and fields[2] != "00000000":
            return socket.inet_ntoa(struct.pack("<I", int(fields[2], 16)))
    return None


# Addresses a router in front of ours would give it: the private ranges, the
# carrier-grade NAT's shared range, link-local, and none at all.
_BEHIND = tuple(
    ipaddress.ip_network(net)
    for net in (
        "10.0.0.0/8",
        "172.16.0.0/12",
        "192.168.0.0/16",
        "100.64.0.0/10",
        "169.254.0.0/16",
        "127.0.0.0/8",
        "0.0.0.0/8",
    )
)


def _is_private(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return True  # not an address friends could use either
    return any(ip in net for net in _BEHIND)


class PortMapping:
    """One TCP port's mapping on the router, asked for by `open()`, renewed
    while it is held, removed by `close()`. Thread-safe: `open` and `close`
    may be called from any thread."""

    def __init__(
        self,
        port: int,
        *,
        interface_address: str | None = None,
        gateway: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        lifetime: int = DEFAULT_LIFETIME,
        description: str = "Tonk table",
        methods: tuple[Method, ...] = ("upnp", "pcp", "natpmp"),
        natpmp_port: int = NATPMP_PORT,
        on_renewal: Callable[[bool], None] | None = None,
    ) -> None:
        """`on_renewal`: told, from the mapping's own thread, when a renewal
        the router refused or did not answer leaves the port closed (False),
        and when a later one opens it again (True); not for each renewal."""
        self.port = port
        self.interface_address = interface_address
        self.gateway = gateway
        self.timeout = timeout
        self.lifetime = lifetime
        self.description = description
        self.methods = methods
        self.natpmp_port = natpmp_port
        self.on_renewal = on_renewal
        self.lapsed = False  # the last renewal failed: the router may have closed the port
        self.mapped: Mapped | None = None
        self._lock = threading.Lock()
        self._upnp: Any = None  # the miniupnpc.UPnP that made the mapping
        self._stop = threading.Event()
        self._renewer: threading.Thread | None = None
        self._source = ""  # the address PCP's or NAT-PMP's requests left from: the target
        self._nonce = os.urandom(PCP_NONCE)  # PCP's: the same for renewal and deletion

    # -- asking ----------------------------------------------------------------

    def open(self) -> Outcome:
        """Ask for the mapping: UPnP, then PCP, then NAT-PMP; at most `timeout`
        seconds. PCP, when NAT-PMP follows, has half the time left: a router
        that speaks neither is silent, one that speaks NAT-PMP only answers PCP
        at once with "unsupported version"."""
        deadline = time.monotonic() + self.timeout
        facts: dict[str, str] = {}
        refused: NotMapped | None = None
        asked = False
        for index, method in enumerate(self.methods):
            now = time.monotonic()
            if now >= deadline:
                break
            if method == "upnp":
                outcome = self._open_upnp(deadline, facts)
            elif method == "pcp":
                share = deadline if "natpmp" not in self.methods[index:] else (now + deadline) / 2
                outcome = self._open_pcp(share, facts)
            else:
                outcome = self._open_natpmp(deadline, facts)
            if outcome is None:
                continue
            asked = True
            if isinstance(outcome, Mapped):
                return self._hold(outcome)
            if outcome.code != "no_router" and refused is None:
                refused = outcome
        if refused is not None:
            return refused
        if not asked:
            return NotMapped("unavailable", self.port, facts)
        return NotMapped("no_router", self.port, facts)

    def _hold(self, mapped: Mapped) -> Outcome:
        if _is_private(mapped.public_address):
            self._remove(mapped)
            return NotMapped(
                "double_nat",
                self.port,
                {"method": mapped.method, "public_address": mapped.public_address},
            )
        with self._lock:
            self.mapped = mapped
        if mapped.lifetime > 0:
            self._stop.clear()
            self._renewer = threading.Thread(
                target=self._renew_loop, name="tonk-port-mapping", daemon=True
            )
            self._renewer.start()
        return mapped

    def _open_upnp(self, deadline: float, facts: dict[str, str]) -> Outcome | None:
        module = _upnp_module()
        if module is None:
            facts["upnp"] = "no miniupnpc module"
            return None
        left = deadline - time.monotonic()
        delay = max(0.1, min(UPNP_DISCOVERY, left / 8))  # at most half the time left
        options: dict[str, Any] = {"discoverdelay": round(delay * 1000)}
        if self.interface_address:
            options["multicastif"] = self.interface_address
        try:
            upnp = module.UPnP(**options)
            if upnp.discover() == 0:
                facts["upnp"] = "no device answered"
                return NotMapped("no_router", self.port, facts)
            upnp.selectigd()
            public = str(upnp.externalipaddress())
        except Exception as error:  # miniupnpc raises plain Exception
            facts["upnp"] = str(error) or type(error).__name__
            return NotMapped("no_router", self.port, facts)
        internal = self.interface_address or str(upnp.lanaddr)
        lifetime = self.lifetime
        try:
            try:
                upnp.addportmapping(
                    self.port, "TCP", internal, self.port, self.description, "", lifetime
                )
            except Exception as error:
                if UPNP_ONLY_PERMANENT not in str(error):
                    raise
                lifetime = 0
                upnp.addportmapping(self.port, "TCP", internal, self.port, self.description, "", 0)
        except Exception as error:
            facts.update(upnp=str(error) or type(error).__name__, method="upnp")
            return NotMapped("refused", self.port, facts)
        with self._lock:
            self._upnp = upnp
        return Mapped("upnp", public, self.port, internal, self.port, lifetime)

    def _natpmp(self, request: bytes | Callable[[str], bytes], deadline: float) -> bytes | None:
        """One NAT-PMP or PCP exchange with the gateway's port 5351, retried as
        RFC 6886 §3.1 says, until `deadline`; b"" when nothing answered, None
        when no gateway is known. `request`: the bytes, or made from the
        address the request leaves from (PCP's client address)."""
        gateway = self.gateway or default_gateway()
        if gateway is None:
            return None
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            if self.interface_address:
                sock.bind((self.interface_address, 0))
            sock.connect((gateway, self.natpmp_port))
            self._source = str(sock.getsockname()[0])
            if callable(request):
                request = request(self._source)
            wait = NATPMP_FIRST_WAIT
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    return b""
                sock.send(request)
                sock.settimeout(min(wait, left))
                try:
                    return sock.recv(PCP_MAX_MESSAGE)
                except TimeoutError:
                    wait *= 2
                except ConnectionRefusedError:  # the gateway has no NAT-PMP server
                    return b""

    def _pcp_request(
        self,
        internal_port: int,
        external_port: int,
        lifetime: int,
        external_address: str = "0.0.0.0",
    ) -> Callable[[str], bytes]:
        def make(source: str) -> bytes:
            return encode_pcp_map_request(
                source, self._nonce, internal_port, external_port, lifetime, external_address
            )

        return make

    def _pcp_granted(self, data: bytes | None) -> bool:
        if not data:
            return False
        answer = decode_pcp_map_answer(data)
        return answer.result == 0 and answer.nonce == self._nonce

    def _open_pcp(self, deadline: float, facts: dict[str, str]) -> Outcome | None:
        gateway = self.gateway or default_gateway()
        if gateway is None:
            facts["pcp"] = "no gateway known"
            return None
        facts["gateway"] = gateway
        try:
            data = self._natpmp(self._pcp_request(self.port, self.port, self.lifetime), deadline)
            if not data:
                facts["pcp"] = "no answer"
                return NotMapped("no_router", self.port, facts)
            answer = decode_pcp_map_answer(data)
        except (OSError, PcpError) as error:
            facts["pcp"] = str(error)
            return NotMapped("no_router", self.port, facts)
        if answer.result == PCP_UNSUPP_VERSION:  # RFC 6887 §9: NAT-PMP is next
            facts["pcp"] = PCP_RESULTS[PCP_UNSUPP_VERSION]
            return NotMapped("no_router", self.port, facts)
        if answer.result != 0:
            facts.update(pcp=PCP_RESULTS.get(answer.result, str(answer.result)))
            return NotMapped("refused", self.port, {**facts, "method": "pcp"})
        if answer.nonce != self._nonce:
            facts["pcp"] = "an answer to another request"
            return NotMapped("no_router", self.port, facts)
        return Mapped(
            "pcp",
            answer.external_address,
            answer.external_port,
            self._source,
            answer.internal_port,
            answer.lifetime,
        )

    def _open_natpmp(self, deadline: float, facts: dict[str, str]) -> Outcome | None:
        gateway = self.gateway or default_gateway()
        if gateway is None:
            facts["natpmp"] = "no gateway known"
            return None
        facts["gateway"] = gateway
        try:
            data = self._natpmp(encode_address_request(), deadline)
            if not data:
                facts["natpmp"] = "no answer"
                return NotMapped("no_router", self.port, facts)
            address = decode_address_answer(data)
            if address.result != 0:
                facts.update(natpmp=NATPMP_RESULTS.get(address.result, str(address.result)))
                return NotMapped("refused", self.port, {**facts, "method": "natpmp"})
            data = self._natpmp(encode_map_request(self.port, self.port, self.lifetime), deadline)
            if not data:
                facts["natpmp"] = "no answer"
                return NotMapped("no_router", self.port, facts)
            answer = decode_map_answer(data)
        except (OSError, NatPmpError) as error:
            facts["natpmp"] = str(error)
            return NotMapped("no_router", self.port, facts)
        if answer.result != 0:
            facts.update(natpmp=NATPMP_RESULTS.get(answer.result, str(answer.result)))
            return NotMapped("refused", self.port, {**facts, "method": "natpmp"})
        return Mapped(
            "natpmp",
            address.address,
            answer.external_port,
            self._source,
            answer.internal_port,
            answer.lifetime,
        )

    # -- holding ---------------------------------------------------------------

    def _renew_loop(self) -> None:
        while True:
            with self._lock:
                mapped = self.mapped
            if mapped is None or self._stop.wait(max(1.0, mapped.lifetime / 2)):
                return
            lapsed = not self.renew()
            if self._stop.is_set() or lapsed == self.lapsed:
                continue  # closed meanwhile, or as it was: nothing to tell
            self.lapsed = lapsed
            if self.on_renewal is not None:
                self.on_renewal(not lapsed)

    def renew(self) -> bool:
        """Ask for the held mapping again (the lease starts anew); True if granted."""
        with self._lock:
            mapped, upnp = self.mapped, self._upnp
        if mapped is None:
            return False
        deadline = time.monotonic() + self.timeout
        try:
            if mapped.method == "upnp":
                upnp.addportmapping(
                    mapped.public_port,
                    "TCP",
                    mapped.internal_address,
                    mapped.internal_port,
                    self.description,
                    "",
                    mapped.lifetime,
                )
                return True
            if mapped.method == "pcp":
                again = self._pcp_request(
                    mapped.internal_port, mapped.public_port, self.lifetime, mapped.public_address
                )
                return self._pcp_granted(self._natpmp(again, deadline))
            request = encode_map_request(mapped.internal_port, mapped.public_port, self.lifetime)
            data = self._natpmp(request, deadline)
            return data is not None and data != b"" and decode_map_answer(data).result == 0
        except Exception:
            return False

    def _remove(self, mapped: Mapped) -> bool:
        with self._lock:
            upnp = self._upnp
        deadline = time.monotonic() + min(self.timeout, 3.0)
        try:
            if mapped.method == "upnp":
                return bool(upnp.deleteportmapping(mapped.public_port, "TCP"))
            if mapped.method == "pcp":
                delete = self._pcp_request(mapped.internal_port, 0, 0)
                return self._pcp_granted(self._natpmp(delete, deadline))
            data = self._natpmp(encode_map_request(mapped.internal_port, 0, 0), deadline)
            return data is not None and data != b"" and decode_map_answer(data).result == 0
        except Exception:
            return False

    def close(self) -> bool:
        """Remove the mapping, if one is held (at most a few seconds); True if
        the router said it is gone, or there was none."""
        self._stop.set()
        with self._lock:
            mapped, self.mapped = self.mapped, None
        renewer = self._renewer
        if renewer is not None and renewer is not threading.current_thread():
            renewer.join(timeout=self.timeout + 1)
        if mapped is None:
            return True
        done = self._remove(mapped)
        with self._lock:
            self._upnp = None
        return done
