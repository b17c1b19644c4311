"""This computer's addresses, to choose where a table listens, is announced
and is looked for: loopback ("this computer only"), each interface's IPv4
address, and each IPv6 address friends can reach (global and unique local
ones, written in brackets; link-local ones are left out: they name a link,
not this computer, and an invite cannot carry the interface they need),
named by its interface."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

LOOPBACK = "127.0.0.1"


def written(address: str) -> str:
    """An address as it is written before ":port": an IPv6 one in brackets."""
    return f"[{address}]" if ":" in address else address


def reachable_ipv6(text: str) -> bool:
    """Whether the IPv6 address `text` is one another computer can reach this
    one at, given in an invite: not link-local, loopback, multicast,
    unspecified or an IPv4 address in IPv6 clothes."""
    try:
        address = ipaddress.IPv6Address(text.partition("%")[0])
    except ValueError:
        return False
    return not (
        address.is_link_local
        or address.is_loopback
        or address.is_multicast
        or address.is_unspecified
        or address.ipv4_mapped is not None
        or address.is_site_local
    )


@dataclass(frozen=True, slots=True)
class LocalAddress:
    address: str
    interface: str

    @property
    def is_loopback(self) -> bool:
        return self.address.startswith("127.")

    @property
    def is_ipv6(self) -> bool:
        return ":" in self.address

    def label(self) -> str:
        if self.is_loopback:
            return QCoreApplication.translate(
                "NetworkAddresses", "{address} (this computer only)"
            ).format(address=self.address)
        return f"{written(self.address)} ({self.interface})"


def local_addresses() -> list[LocalAddress]:
    """Every IPv4 address of an interface that is up, then its IPv6 addresses
    friends can reach (reachable_ipv6), loopback last."""
    found: list[LocalAddress] = []
    ipv4 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
    ipv6 = QAbstractSocket.NetworkLayerProtocol.IPv6Protocol
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == ipv4 or (ip.protocol() == ipv6 and reachable_ipv6(ip.toString())):
                text = ip.toString().partition("%")[0]
                found.append(LocalAddress(text, interface.humanReadableName()))
    if not any(address.address == LOOPBACK for address in found):
        found.append(LocalAddress(LOOPBACK, "lo"))
    found.sort(key=lambda address: (address.is_loopback, address.is_ipv6, address.address))
    return found
