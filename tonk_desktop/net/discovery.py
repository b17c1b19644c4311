"""Finding tables on the local network: DNS-SD over multicast DNS (RFC 6762/6763).

A hosted table is announced as a service of type `_tonk._tcp.local.`, the
standard other programs browse too (`avahi-browse _tonk._tcp`, `dns-sd -B
_tonk._tcp`). Its TXT record tells a browser what the Join dialog lists before
anyone connects:

    name     the table's name (also the service instance's name)
    proto    the protocol version the host speaks
    open     how many people's seats are free
    seats    how many seats the table has
    rules    a short summary of the house rules (players, hand size, stake...)
    fp       the SHA-256 fingerprint of the host's TLS certificate (64 hex
             digits), which the joining client pins

The interfaces announced and browsed on are always passed in (`interfaces`, a
list of IPv4 or IPv6 addresses of this computer): the Host dialog's choice, the
address the table listens on. An IPv6 address is announced and browsed over
multicast DNS's IPv6 group (ff02::fb) on the interface that has it, an IPv4
one over 224.0.0.251; a browser on both hears tables of either family.
Nothing here picks "every interface" by itself, so a test or a benchmark that
passes loopback or its own network namespace sends nothing anywhere else.

No Qt here: the window wraps `TableBrowser` in ui/network/discovery_model.py;
python-zeroconf calls `on_change` on a thread of its own.
"""

from __future__ import annotations

import errno
import ipaddress
import re
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from zeroconf import IPVersion, ServiceInfo, ServiceStateChange, Zeroconf
from zeroconf import ServiceBrowser as _ServiceBrowser

from .certificate import clean_fingerprint

SERVICE_TYPE: Final = "_tonk._tcp.local."
# How long a browser waits for a found table's address and TXT record.
RESOLVE_TIMEOUT_MS: Final = 3000
# DNS labels are at most 63 bytes: a longer table name is cut for the instance name.
_MAX_LABEL: Final = 63


@dataclass(frozen=True, slots=True)
class TableAd:
    """One announced table, as a browser found it (or as a host announces it)."""

    name: str
    address: str
    port: int
    protocol: int
    open_seats: int
    seats: int
    rules: str = ""
    fingerprint: str = ""  # the host certificate's SHA-256, hex ("" if not announced)

    @property
    def key(self) -> tuple[str, int]:
        return self.address, self.port


def check_interfaces(interfaces: Sequence[str]) -> list[str]:
    """The IPv4 or IPv6 addresses to announce or browse on, checked: at least
    one, each a literal address (never a name that would be looked up). A
    ValueError names the bad one."""
    if not interfaces:
        raise ValueError("no interface to announce or browse on: name at least one address")
    checked = []
    for text in interfaces:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            raise ValueError(f"{text!r} is not an IP address of this computer") from None
        checked.append(str(address))
    return checked


def _ip_version(interfaces: Sequence[str]) -> IPVersion:
    """Multicast DNS over the families of `interfaces` (checked addresses)."""
    families = {ipaddress.ip_address(address).version for address in interfaces}
    if families == {4}:
        return IPVersion.V4Only
    return IPVersion.V6Only if families == {6} else IPVersion.All


def _packed(address: str) -> bytes:
    return ipaddress.ip_address(address).packed


# The usual reasons multicast DNS cannot start on an address, by the system's
# error number; anything else is "other", with the system's own words.
_CAUSES: Final = {
    errno.ENODEV: "no_address",  # the address is on no interface (gone, or down)
    errno.EADDRNOTAVAIL: "no_address",
    errno.ENETUNREACH: "no_route",  # no route for the multicast group on that network
    errno.EHOSTUNREACH: "no_route",
    errno.ENETDOWN: "network_down",
    errno.EACCES: "not_allowed",  # a firewall or the system's policy
    errno.EPERM: "not_allowed",
    errno.EADDRINUSE: "port_taken",  # 5353 held by a program that does not share it
    errno.EAFNOSUPPORT: "no_ipv6",  # IPv6 turned off on this computer
    errno.EPROTONOSUPPORT: "no_ipv6",
}
DISCOVERY_CODES: Final = frozenset({*_CAUSES.values(), "not_an_address", "other"})


class DiscoveryFailed(Exception):
    """Tables cannot be announced or looked for on an address: `code` names
    the usual cause (DISCOVERY_CODES: "no_address", "no_route", "network_down",
    "not_allowed", "port_taken", "no_ipv6", "not_an_address", "other") for the
    window to word; `detail` is the system's own English, for a detail or a log."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


def discovery_failure(error: BaseException) -> DiscoveryFailed:
    """The DiscoveryFailed that `error`, raised while starting multicast DNS, means."""
    if isinstance(error, DiscoveryFailed):
        return error
    detail = str(error) or type(error).__name__
    if isinstance(error, OSError) and error.errno in _CAUSES:
        return DiscoveryFailed(_CAUSES[error.errno], detail)
    if isinstance(error, ValueError):
        return DiscoveryFailed("not_an_address", detail)
    if isinstance(error, RuntimeError) and "No adapter found" in detail:
        # python-zeroconf, for an IPv6 address no interface here has
        return DiscoveryFailed("no_address", detail)
    return DiscoveryFailed("other", detail)


def _zeroconf(interfaces: Sequence[str]) -> tuple[list[str], Zeroconf]:
    """Multicast DNS on `interfaces` (checked); DiscoveryFailed if it cannot start."""
    try:
        checked = check_interfaces(interfaces)
        return checked, Zeroconf(interfaces=checked, ip_version=_ip_version(checked))
    except (OSError, ValueError, RuntimeError) as error:
        raise discovery_failure(error) from error


def _instance_label(name: str) -> str:
    """The service instance's label: the table's name, without dots (a dot would
    split the DNS name) and within 63 bytes of UTF-8."""
    label = re.sub(r"[.\x00-\x1f]", " ", name).strip() or "Tonk table"
    while len(label.encode("utf-8")) > _MAX_LABEL:
        label = label[:-1]
    return label


def _properties(ad: TableAd) -> dict[str, str]:
    return {
        "name": ad.name,
        "proto": str(ad.protocol),
        "open": str(ad.open_seats),
        "seats": str(ad.seats),
        "rules": ad.rules,
        "fp": ad.fingerprint,
    }


class TableAnnouncer:
    """Announces one hosted table until `close()`; `update()` changes what its
    TXT record says (a seat taken or freed). DiscoveryFailed if it cannot."""

    def __init__(self, ad: TableAd, interfaces: Sequence[str]) -> None:
        self._interfaces, self._zeroconf = _zeroconf(interfaces)
        self._ad = ad
        self._info = self._service_info(ad)
        try:
            # allow_name_change: a second table of the same name gets "name (2)".
            self._zeroconf.register_service(self._info, allow_name_change=True)
        except (OSError, RuntimeError) as error:
            self._zeroconf.close()
            raise discovery_failure(error) from error

    @property
    def ad(self) -> TableAd:
        return self._ad

    @property
    def service_name(self) -> str:
        """The DNS-SD name the table is announced under (after any renaming)."""
        return self._info.name

    def _service_info(self, ad: TableAd) -> ServiceInfo:
        label = _instance_label(ad.name)
        host = re.sub(r"[^A-Za-z0-9-]", "-", socket.gethostname())[:40].strip("-") or "tonk"
        return ServiceInfo(
            SERVICE_TYPE,
            f"{label}.{SERVICE_TYPE}",
            addresses=[_packed(ad.address)],
            port=ad.port,
            properties=_properties(ad),
            server=f"{host}-tonk.local.",
        )

    def update(self, ad: TableAd) -> None:
        """Announce what changed (seats open, rules); same name, address and port."""
        if ad == self._ad:
            return
        info = self._service_info(ad)
        info = ServiceInfo(
            SERVICE_TYPE,
            self._info.name,
            addresses=info.addresses,
            port=info.port,
            properties=_properties(ad),
            server=self._info.server,
        )
        self._zeroconf.update_service(info)
        self._info = info
        self._ad = ad

    def close(self) -> None:
        """Say goodbye (the table leaves browsers' lists at once) and stop."""
        try:
            self._zeroconf.unregister_service(self._info)
        finally:
            self._zeroconf.close()


def _text(properties: dict[bytes, bytes | None], key: str) -> str:
    value = properties.get(key.encode())
    return value.decode("utf-8", "replace") if value is not None else ""


def _number(properties: dict[bytes, bytes | None], key: str) -> int | None:
    text = _text(properties, key)
    return int(text) if text.isdigit() and len(text) < 6 else None


def ad_from_info(info: ServiceInfo) -> TableAd | None:
    """The table a resolved service describes, or None when it is not one (no
    address, or a TXT record without the numbers a table announces). Its IPv4
    address if it has one, else its IPv6 one (never a link-local one, which
    names no interface of the one who reads it)."""
    addresses = info.parsed_addresses(IPVersion.V4Only) or [
        address
        for address in info.parsed_addresses(IPVersion.V6Only)
        if not ipaddress.IPv6Address(address.partition("%")[0]).is_link_local
    ]
    properties = info.properties
    protocol = _number(properties, "proto")
    open_seats = _number(properties, "open")
    seats = _number(properties, "seats")
    if not addresses or info.port is None or protocol is None or seats is None:
        return None
    name = _text(properties, "name") or info.name.removesuffix("." + SERVICE_TYPE)
    return TableAd(
        name=name[:80],
        address=addresses[0],
        port=info.port,
        protocol=protocol,
        open_seats=open_seats if open_seats is not None else 0,
        seats=seats,
        rules=_text(properties, "rules")[:200],
        fingerprint=clean_fingerprint(_text(properties, "fp")) or "",
    )


class TableBrowser:
    """Finds announced tables until `close()`. `on_change(tables)` is called (on
    python-zeroconf's thread) with every table known now, whenever one appears,
    changes or leaves. DiscoveryFailed if it cannot start."""

    def __init__(
        self,
        interfaces: Sequence[str],
        on_change: Callable[[tuple[TableAd, ...]], None],
    ) -> None:
        self._interfaces, zeroconf = _zeroconf(interfaces)
        self._on_change = on_change
        self._lock = threading.Lock()
        self._tables: dict[str, TableAd] = {}
        self._closed = False
        self._zeroconf = zeroconf
        self._browser = _ServiceBrowser(
            self._zeroconf, SERVICE_TYPE, handlers=[self._on_service_state_change]
        )

    @property
    def tables(self) -> tuple[TableAd, ...]:
        with self._lock:
            return tuple(sorted(self._tables.values(), key=lambda ad: (ad.name, ad.key)))

    def _on_service_state_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                gone = self._tables.pop(name, None)
            if gone is not None:
                self._tell()
            return
        info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_TIMEOUT_MS)
        ad = ad_from_info(info) if info is not None else None
        with self._lock:
            if self._closed:
                return
            if ad is None:
                changed = self._tables.pop(name, None) is not None
            else:
                changed = self._tables.get(name) != ad
                self._tables[name] = ad
        if changed:
            self._tell()

    def _tell(self) -> None:
        if not self._closed:
            self._on_change(self.tables)

    def close(self) -> None:
        self._closed = True
        try:
            self._browser.cancel()
        finally:
            self._zeroconf.close()
