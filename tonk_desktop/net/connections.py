"""The host's lines: its listening socket and every connection to it.

`Connections` accepts connections (at most `MAX_UNJOINED` waiting to join, and
`MAX_UNJOINED_PER_ADDRESS` of them from one address), reads each one's frames,
holds each to its message rate, times out the silent ones, and drops a line
for bad input with a reason: the peer is told, and so is the host's log. It
knows nothing of seats or rounds. What a connection says goes to the host
(`on_message`); a line that ends, or is dropped, is reported to it (`on_lost`).
The window's own player comes through the same path without a socket
(`add_local`, `local_message`, `local_gone`).

Every line is TLS (`tls.TlsServer`): what is sent to a connection before its
handshake ends waits in its `_Wire`. A connection whose first byte is not a
TLS handshake speaks the old plain protocol: it is told, in a plain frame its
program can read, to update, and closed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QSslSocket

from . import protocol as p
from .certificate import HostIdentity
from .protocol import FrameReader, ProtocolError, encode
from .table_config import TableConfig
from .tls import TLS_RECORD_HANDSHAKE, TlsServer

MAX_UNJOINED = 16
"""Connections that have not joined yet, at most. Past it the one that has
waited longest makes room: a person joins within a moment of connecting, so a
line that keeps waiting most likely only holds a place, and a seated player's
rejoin must always get in."""

MAX_UNJOINED_PER_ADDRESS = 4
"""Connections from one address that have not joined yet, at most: more are
refused at once (and told why), so one computer cannot fill the waiting room."""

MAX_UNSENT_BYTES = 8 * p.MAX_HOST_MESSAGE
"""What may wait to be sent on one line, at most (a few of the largest
messages). A peer that reads nothing would otherwise make the host keep
everything it is sent; past this the line is dropped."""

ANY = "any"
"""The address to listen on for every address of this computer, IPv4 and IPv6."""

BUSY = "busy"

_Error = QAbstractSocket.SocketError
# Why a table could not listen (`ListenFailed.code`), from Qt's error.
_LISTEN_ERRORS = {
    _Error.AddressInUseError: "address_in_use",
    _Error.SocketAccessError: "access",
    _Error.SocketAddressNotAvailableError: "address_unavailable",
}
LISTEN_FAILURES = frozenset({*_LISTEN_ERRORS.values(), "other"})


class ListenFailed(OSError):
    """The table cannot listen at `address`:`port`. The message is English
    (Qt's words, for a log or tonk-host); `code` (one of LISTEN_FAILURES) says
    why for a window to word: "address_in_use" (another program has the
    port), "access" (not allowed, a port below 1024), "address_unavailable"
    (this computer no longer has the address) or "other"."""

    def __init__(self, code: str, address: str, port: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.address = address
        self.port = port


"""The code of a connection turned away because too many are waiting to join."""


@dataclass(eq=False)
class _Wire:
    """A socket's TLS state: `sniffing` till its first byte arrives, then
    encrypting; `pending` holds what was sent to it before it was encrypted;
    `close_after`: it was turned away, and closes once that is sent."""

    pending: bytearray = field(default_factory=bytearray)
    sniffing: bool = True
    close_after: bool = False


@dataclass(eq=False)
class Peer:
    """One connection (a socket, or the window's own player in-process)."""

    description: str
    send_bytes: Callable[[bytes], None]
    close_line: Callable[[], None]
    address: str = ""  # where it comes from (waiting connections are counted by it)
    seat: int | None = None
    opened: float = field(default_factory=time.monotonic)
    last_heard: float = field(default_factory=time.monotonic)
    last_sent: float = field(default_factory=time.monotonic)
    tokens: float = 0.0
    alive: bool = True
    reader: FrameReader | None = None
    local: bool = False  # the window's own person: no line to time out
    # A join the host holds back (wrong codes from its address) is answered by
    # then: till that time the line is not timed out for waiting.
    held_until: float = 0.0

    def send(self, message: dict[str, Any]) -> None:
        if self.alive:
            self.last_sent = time.monotonic()
            self.send_bytes(encode(message))


class Connections(QObject):
    """The lines of one table (see the module docstring).

    `on_message(peer, message)`: a message that kept to the rate, for the host
    to act on. `on_lost(peer, why, forfeit)`: the line is gone (closed here
    already); `forfeit` when it was dropped for bad input. `on_dropped(peer's
    description, code)`: a line was dropped or a join refused. `say`: the host's
    log. `seat_name(seat)`: who sits there, for the log."""

    def __init__(
        self,
        config: TableConfig,
        parent: QObject,
        *,
        on_message: Callable[[Peer, dict[str, Any]], None],
        on_lost: Callable[[Peer, str, bool], None],
        on_dropped: Callable[[str, str], None],
        say: Callable[[str], None],
        seat_name: Callable[[int], str],
        identity: HostIdentity,
    ) -> None:
        super().__init__(parent)
        self.config = config
        self._on_message = on_message
        self._on_lost = on_lost
        self._on_dropped = on_dropped
        self._say = say
        self._seat_name = seat_name
        self.closed = False
        self.peers: list[Peer] = []
        self._socket_peers: dict[QObject, Peer] = {}
        self._wires: dict[QObject, _Wire] = {}
        self.identity = identity
        self._server = TlsServer(identity, self)
        self._server.newConnection.connect(self._on_new_connection)

    @property
    def address(self) -> str:
        return self._server.serverAddress().toString()

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    def listen(self, address: str, port: int) -> None:
        """Listen on `address`: an IPv4 or IPv6 address of this computer, or
        "any" for every address of both families (one socket, dual-stack where
        the system allows). ListenFailed (an OSError) if it cannot be listened on;
        TlsUnavailable (an OSError) if Qt's TLS cannot serve with the certificate."""
        self._server.check_serving()
        where = (
            QHostAddress(QHostAddress.SpecialAddress.Any)
            if address == ANY
            else QHostAddress(address.strip("[]"))
        )
        if where.isNull():
            raise ListenFailed(
                "address_unavailable",
                address,
                port,
                f"{address!r} is not an address of this computer",
            )
        if not self._server.listen(where, port):
            error = self._server.serverError()
            raise ListenFailed(
                _LISTEN_ERRORS.get(error, "other"),
                address,
                port,
                f"cannot listen on {address}:{port}: {self._server.errorString()}",
            )

    def hello(self) -> dict[str, Any]:
        return {
            "type": "hello",
            "protocol": p.PROTOCOL_VERSION,
            "app": p.APP,
            "table": self.config.table_name,
        }

    def close(self, farewell: dict[str, Any]) -> None:
        """Say `farewell` on every line, close them all and stop listening."""
        self.closed = True
        for peer in list(self.peers):
            peer.send(farewell)
            self.close_peer(peer)
        self._server.close()

    # ---------------------------------------------------------------- lines

    @Slot()
    def _on_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            assert isinstance(socket, QSslSocket)
            address = socket.peerAddress().toString()
            description = f"{address}:{socket.peerPort()}"
            if self.closed:
                socket.abort()
                socket.deleteLater()
                continue
            waiting = [q for q in self.peers if q.seat is None and not q.local]
            if sum(1 for q in waiting if q.address == address) >= MAX_UNJOINED_PER_ADDRESS:
                self._turn_away(socket, description, f"{address} has too many")
                continue
            if len(waiting) >= MAX_UNJOINED:
                self._make_room(min(waiting, key=lambda q: q.opened))
            peer = Peer(
                description,
                partial(self._write, socket),
                socket.disconnectFromHost,
                address=address,
            )
            peer.reader = FrameReader(p.MAX_CLIENT_MESSAGE)
            peer.tokens = self.config.burst
            self._wire(socket)
            # Slots of this object (not lambdas): Qt drops these connections when
            # it goes, before its sockets do, so a socket closing as it is
            # deleted never calls into a host half gone.
            socket.readyRead.connect(self._on_socket_ready)
            socket.disconnected.connect(self._on_socket_gone)
            self._socket_peers[socket] = peer
            self.peers.append(peer)
            peer.send(self.hello())

    def _wire(self, socket: QSslSocket) -> _Wire:
        """Watch a new socket's first byte and its handshake."""
        wire = _Wire()
        socket.setParent(self)
        self._wires[socket] = wire
        socket.encrypted.connect(self._on_socket_encrypted)
        socket.errorOccurred.connect(self._on_socket_error)
        return wire

    def _turn_away(self, socket: QSslSocket, description: str, whose: str) -> None:
        """Refuse a new connection with a reason it can show, then close it
        once the words have left (over TLS once it is encrypted; a line that
        never begins its handshake is cut when a join would have been late)."""
        self._say(f"refused {description}: {whose} connections waiting to join")
        self._on_dropped(description, BUSY)
        wire = self._wire(socket)
        wire.close_after = True
        wire.pending += encode(_busy())
        socket.readyRead.connect(self._on_socket_ready)
        socket.disconnected.connect(self._on_socket_gone)
        QTimer.singleShot(int(self.config.handshake_timeout * 1000), socket, socket.abort)

    def _sniff(self, socket: QSslSocket, wire: _Wire) -> bool:
        """On a socket's first bytes: TLS begins (True), or a program of the
        plain protocol is told to update and the line closes (False)."""
        first = bytes(socket.peek(1).data())
        if not first:
            return False
        wire.sniffing = False
        if first[0] == TLS_RECORD_HANDSHAKE:
            socket.startServerEncryption()
            return True
        socket.readAll()
        peer = self._socket_peers.get(socket)
        description = peer.description if peer is not None else socket.peerAddress().toString()
        self._say(f"refused {description}: version: it speaks the old plain protocol")
        self._on_dropped(description, "version")
        wire.close_after = True
        socket.write(encode(_plain_refusal()))
        socket.disconnectFromHost()
        if peer is not None and peer.alive:
            peer.alive = False
            QTimer.singleShot(0, self, partial(self.lost, peer, "version"))
        return False

    @Slot()
    def _on_socket_encrypted(self) -> None:
        socket = self.sender()
        wire = self._wires.get(socket)
        if wire is None or not isinstance(socket, QSslSocket):
            return
        data, wire.pending = bytes(wire.pending), bytearray()
        if data:
            socket.write(data)
        if wire.close_after:
            socket.disconnectFromHost()

    @Slot(QAbstractSocket.SocketError)
    def _on_socket_error(self, error: QAbstractSocket.SocketError) -> None:
        socket = self.sender()
        if not isinstance(socket, QSslSocket) or error in (
            QAbstractSocket.SocketError.RemoteHostClosedError,
        ):
            return
        if error == QAbstractSocket.SocketError.SslHandshakeFailedError:
            peer = self._socket_peers.get(socket)
            who = peer.description if peer is not None else socket.peerAddress().toString()
            self._say(f"{who}: the TLS handshake failed: {socket.errorString()}")

    def _make_room(self, peer: Peer) -> None:
        """The waiting connection `peer` goes, told why, so a newer one fits."""
        self._say(f"dropped {peer.description}: {BUSY}: waited longest of too many")
        self._on_dropped(peer.description, BUSY)
        peer.send(_busy())
        self.lost(peer, BUSY)

    def _write(self, socket: QSslSocket, data: bytes) -> None:
        """Send `data`, unless the line already holds MAX_UNSENT_BYTES unread:
        then it is cut at once (nothing more is queued, not even a goodbye it
        would not read) and dropped as `not_reading` once this send is over."""
        wire = self._wires.get(socket)
        waiting = wire is not None and not socket.isEncrypted()
        held = len(wire.pending) if wire is not None else 0
        if socket.bytesToWrite() + held + len(data) <= MAX_UNSENT_BYTES:
            if not waiting:
                socket.write(data)
            elif wire is not None and not wire.close_after:
                wire.pending += data
            return
        peer = self._socket_peers.get(socket)
        if peer is None or not peer.alive:
            return
        peer.alive = False  # sends nothing more; the host hears of it below
        socket.abort()
        detail = f"more than {MAX_UNSENT_BYTES // 1024} KB sent and not read"
        QTimer.singleShot(0, self, partial(self._not_reading, peer, detail))

    def _not_reading(self, peer: Peer, detail: str) -> None:
        seat = "" if peer.seat is None else f" (seat {peer.seat + 1}, {self._seat_name(peer.seat)})"
        self._say(f"dropped {peer.description}{seat}: not_reading: {detail}")
        self._on_dropped(peer.description, "not_reading")
        self.lost(peer, "not_reading", forfeit=True)

    @Slot()
    def _on_socket_ready(self) -> None:
        socket = self.sender()
        if not isinstance(socket, QSslSocket):
            return
        wire = self._wires.get(socket)
        if wire is not None and wire.sniffing and not self._sniff(socket, wire):
            return
        if wire is not None and wire.close_after:
            socket.readAll()
            return
        if not socket.isEncrypted():
            return
        peer = self._socket_peers.get(socket)
        if peer is None:
            socket.readAll()
            return
        if not peer.alive:
            socket.readAll()
            return
        data = bytes(socket.readAll().data())
        assert peer.reader is not None
        try:
            messages = peer.reader.feed(data)
        except ProtocolError as error:
            self.drop(peer, error.code, error.detail)
            return
        for message in messages:
            if not peer.alive:
                return
            self.receive(peer, message)

    @Slot()
    def _on_socket_gone(self) -> None:
        socket = self.sender()
        peer = self._socket_peers.pop(socket, None)
        self._wires.pop(socket, None)
        if isinstance(socket, QSslSocket):
            socket.deleteLater()
        if peer is None or not peer.alive:
            return
        if peer.reader is not None and peer.reader.pending:
            self._say(f"{peer.description} left in the middle of a message (truncated frame)")
        self.lost(peer, "left")

    def add_local(self, peer: Peer) -> None:
        """The window's own player, joined in-process."""
        peer.tokens = self.config.burst
        self.peers.append(peer)

    def local_message(self, peer: Peer, data: bytes) -> None:
        """A frame from the in-process client."""
        if not peer.alive:
            return
        try:
            message = p.decode_body(data[p.HEADER.size :])
        except ProtocolError as error:
            self.drop(peer, error.code, error.detail)
            return
        self.receive(peer, message)

    def local_gone(self, peer: Peer) -> None:
        if peer.alive:
            self.lost(peer, "left")

    def receive(self, peer: Peer, message: dict[str, Any]) -> None:
        """A message from `peer`, passed on if it keeps to the rate."""
        now = time.monotonic()
        config = self.config
        peer.tokens = min(config.burst, peer.tokens + (now - peer.last_heard) * config.rate)
        peer.last_heard = now
        if peer.tokens < 1:
            self.drop(peer, "flood", f"more than {config.rate:g} messages a second")
            return
        peer.tokens -= 1
        self._on_message(peer, message)

    # ------------------------------------------------------------- endings

    def drop(self, peer: Peer, code: str, detail: str) -> None:
        """Drop a connection for bad input (or a timeout): it is told why, the
        host's log says why, and the table plays on."""
        if not peer.alive:
            return
        seat = ""
        if peer.seat is not None:
            seat = f" (seat {peer.seat + 1}, {self._seat_name(peer.seat)})"
        self._say(f"dropped {peer.description}{seat}: {code}: {detail}")
        self._on_dropped(peer.description, code)
        peer.send({"type": "bye", "code": code, "detail": detail})
        # An offender forfeits the grace time: a client dropped and rejoining
        # over and over would otherwise start it afresh each time and stall the
        # table on its turn. A plain broken line keeps it.
        self.lost(peer, code, forfeit=code != "replaced")

    def lost(self, peer: Peer, why: str, *, forfeit: bool = False) -> None:
        self.close_peer(peer)
        self._on_lost(peer, why, forfeit)

    def close_peer(self, peer: Peer) -> None:
        if peer.alive:
            peer.alive = False
            peer.close_line()
        if peer in self.peers:
            self.peers.remove(peer)

    def check_times(self, now: float) -> None:
        """Drop the lines that waited too long to join or fell silent; ping
        the quiet ones so they know the table is there."""
        config = self.config
        for peer in list(self.peers):
            if not peer.alive or peer.local or now < peer.held_until:
                continue
            if peer.seat is None and now - peer.opened > config.handshake_timeout:
                self.drop(peer, "handshake_timeout", "no join in time")
            elif now - peer.last_heard > config.idle_timeout:
                self.drop(peer, "idle_timeout", f"silent for {config.idle_timeout:g} s")
            elif peer.seat is not None and now - peer.last_sent > config.keepalive:
                peer.send({"type": "ping"})


def _plain_refusal() -> dict[str, Any]:
    """What a program of the plain protocol (version 1) reads and shows: its
    own `bye` message, whose words it shows as they are."""
    return {
        "type": "bye",
        "code": "version",
        "detail": f"this table is encrypted (table protocol {p.PROTOCOL_VERSION}, {p.APP}):"
        " update Tonk Desktop to join it",
    }


def _busy() -> dict[str, Any]:
    return {
        "type": "join_refused",
        "code": BUSY,
        "detail": "too many connections are waiting to join: try again in a moment",
    }
