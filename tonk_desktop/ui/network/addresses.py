"""This computer's IPv4 addresses, to choose where a table listens, is
announced and is looked for: loopback ("this computer only") and each
interface's address, named by its interface."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

LOOPBACK = "127.0.0.1"


@dataclass(frozen=True, slots=True)
class LocalAddress:
    address: str
    interface: str

    @property
    def is_loopback(self) -> bool:
        return self.address.startswith("127.")

    def label(self) -> str:
        if self.is_loopback:
            return QCoreApplication.translate(
                "NetworkAddresses", "{address} (this computer only)"
            ).format(address=self.address)
        return f"{self.address} ({self.interface})"


def local_addresses() -> list[LocalAddress]:
    """Every IPv4 address of an interface that is up, loopback last."""
    found: list[LocalAddress] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            found.append(LocalAddress(ip.toString(), interface.humanReadableName()))
    if not any(address.address == LOOPBACK for address in found):
        found.append(LocalAddress(LOOPBACK, "lo"))
    found.sort(key=lambda address: (address.is_loopback, address.address))
    return found
