"""`TableClient`: one seat at a hosted table, over TLS or in-process.

It joins with the code (or rejoins with its token), keeps its seat's view up
to date from the host's messages, sends moves, and checks each deal's proof
at the round end. Everything arrives as Qt signals on the thread it lives on
(the window's); nothing here decides a move or knows a card its seat may not.

The line is TLS. The host's certificate is pinned: once the handshake ends its
SHA-256 fingerprint must be the one given (from the invite or the LAN
announcement), or the client leaves before a word is sent (`disconnected`
with the code "certificate").
"""

from __future__ import annotations

import hmac
import logging
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QSslSocket

from tonk_desktop.engine import Action, Card, Event, HouseRules, RoundView

from . import protocol as p
from .certificate import clean_fingerprint
from .fairness import DealWitness
from .local_line import LocalLine
from .protocol import (
    Balances,
    FrameReader,
    ProtocolError,
    TableInfo,
    encode,
    event_from_json,
    view_from_json,
)
from .time_bank import Clock
from .tls import client_configuration, fingerprint_of

LOG = logging.getLogger("tonk_desktop.net")


class TableClient(QObject):
    """A seat at a hosted table (the API: tonk_desktop/net/__init__.py)."""

    joined = Signal(int, str)  # seat, token
    join_refused = Signal(str, str)  # code, detail
    table_changed = Signal(object)  # TableInfo
    round_started = Signal(object)  # RoundView
    updated = Signal(object, object)  # Event, RoundView
    refused = Signal(str, object)  # code, {"card": Card | None, "limit": int | None}
    round_over = Signal(object)  # RoundView
    deal_checked = Signal(bool, str)
    balances_changed = Signal(object)  # Balances
    csv_received = Signal(str)
    seat_changed = Signal(int, str)  # seat, status
    host_quit = Signal(str)
    disconnected = Signal(str, str)  # code, detail
    timed_out = Signal(int)  # the seat out of time: a computer finishes its turn

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat: int | None = None
        self.token: str | None = None
        # Seconds the host holds our next join, when it refused one as `slow_down`.
        self.retry_after: float | None = None
        self.table: TableInfo | None = None
        self.view: RoundView | None = None
        self.balances: Balances | None = None
        self.round_number = 0
        self.my_turn = False
        self._you_play = False
        # The time bank's clock of the turn in play, as the host last told it,
        # and when (time.monotonic()); None: no clock runs (or none at this table).
        self.clock: Clock | None = None
        self.clock_at = 0.0
        self.trace: Callable[[bytes], None] | None = None
        """Called with every byte received, as received (the tests' recorder)."""
        self._rules: HouseRules | None = None
        self._history: list[Event] = []
        self._witness: DealWitness | None = None
        self._witness_round = 0
        self._csv_parts: list[str] = []
        self._params: tuple[str, int, str, str, str] | None = None
        self.fingerprint: str | None = None
        """The host certificate's pinned fingerprint (set by `connect_to`; when
        it was given none, the first certificate seen, kept for `reconnect`)."""
        self._socket: QSslSocket | None = None
        self._reader = FrameReader(p.MAX_HOST_MESSAGE)
        self._line: LocalLine | None = None
        self._open = False
        self._keepalive = p.KEEPALIVE
        self._idle_timeout = p.IDLE_TIMEOUT
        self._last_heard = time.monotonic()
        self._last_sent = time.monotonic()
        self._opened = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._on_tick)

    # -------------------------------------------------------------- joining

    @property
    def connected(self) -> bool:
        return self._open

    def connect_to(
        self,
        host: str,
        port: int,
        join_code: str,
        name: str,
        language: str,
        token: str | None = None,
        *,
        fingerprint: str | None = None,
    ) -> None:
        """Join the table at `host`:`port` (rejoin the seat of `token`, if given).
        `fingerprint`: the host certificate's SHA-256 (hex, colons allowed), as
        the invite or the LAN announcement gave it; a certificate with another
        is refused. None trusts the first certificate seen (encrypted, but not
        proof against a man in the middle) and pins it for `reconnect`.
        The outcome arrives as `joined`, `join_refused` or `disconnected`."""
        self._close_line()
        self.token = token
        self._params = (host, port, join_code, name, language)
        self.fingerprint = None if fingerprint is None else clean_fingerprint(fingerprint)
        if fingerprint is not None and self.fingerprint is None:
            raise ValueError(f"not a certificate fingerprint: {fingerprint[:80]!r}")
        self._reader = FrameReader(p.MAX_HOST_MESSAGE)
        socket = QSslSocket(self)
        socket.setSslConfiguration(client_configuration())
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._socket = socket
        socket.encrypted.connect(self._on_connected)
        socket.readyRead.connect(self._on_ready)
        socket.disconnected.connect(self._on_socket_gone)
        socket.errorOccurred.connect(self._on_socket_error)
        self._open = True
        self._opened = self._last_heard = time.monotonic()
        self._timer.start()
        socket.connectToHostEncrypted(host.strip("[]"), port)

    def reconnect(self) -> None:
        """Join again after a drop, with the token: the same seat."""
        if self._params is None:
            raise RuntimeError("never connected")
        host, port, code, name, language = self._params
        self.connect_to(host, port, code, name, language, self.token, fingerprint=self.fingerprint)

    def leave(self) -> None:
        """Leave the table (the seat stays yours: rejoin with the token)."""
        if self._open:
            self._send({"type": "leave"})
        self._close_line()

    @Slot()
    def _on_connected(self) -> None:
        socket = self._socket
        assert self._params is not None and socket is not None
        seen = fingerprint_of(socket.peerCertificate())
        if self.fingerprint is None:
            self.fingerprint = seen
        elif not hmac.compare_digest(seen, self.fingerprint):
            self._fail(
                "certificate",
                f"the table at {self._params[0]}:{self._params[1]} showed a certificate"
                f" with the fingerprint {seen}, not the {self.fingerprint} the invite gave:"
                " someone between you and the host, or the host made a new certificate",
            )
            return
        _, _, code, name, language = self._params
        self._send(
            {
                "type": "join",
                "protocol": p.PROTOCOL_VERSION,
                "app": p.APP,
                "code": code,
                "name": name,
                "language": language,
                "token": self.token,
            }
        )

    @Slot()
    def _on_ready(self) -> None:
        socket = self._socket
        if socket is None:
            return
        data = bytes(socket.readAll().data())
        if self.trace is not None:
            self.trace(data)
        try:
            messages = self._reader.feed(data)
        except ProtocolError as error:
            self._fail(error.code, f"the host sent {error.detail}")
            return
        for message in messages:
            if not self._open:
                return
            self._handle(message)

    @Slot()
    def _on_socket_gone(self) -> None:
        if self._open:
            self._fail("host_gone", "the connection to the host closed")

    @Slot(QAbstractSocket.SocketError)
    def _on_socket_error(self, error: QAbstractSocket.SocketError) -> None:
        if error == QAbstractSocket.SocketError.SslHandshakeFailedError and self._open:
            self._fail(
                "version",
                "the host did not answer in TLS (an older Tonk Desktop speaks the plain"
                f" table protocol; this one speaks {p.PROTOCOL_VERSION}): both need the same"
                " version of Tonk Desktop",
            )
        elif self._open and error != QAbstractSocket.SocketError.RemoteHostClosedError:
            socket = self._socket
            self._fail("host_gone", socket.errorString() if socket is not None else str(error))

    @Slot()
    def _on_tick(self) -> None:
        if not self._open:
            return
        now = time.monotonic()
        if self.seat is None and now - self._opened > p.HANDSHAKE_TIMEOUT:
            self._fail("timeout", "the host did not answer the join in time")
        elif now - self._last_heard > self._idle_timeout:
            self._fail("timeout", f"the host was silent for {self._idle_timeout:g} s")
        elif self.seat is not None and now - self._last_sent > self._keepalive:
            self._send({"type": "ping"})

    def _fail(self, code: str, detail: str) -> None:
        self._close_line()
        LOG.info("disconnected: %s: %s", code, detail)
        self.disconnected.emit(code, detail)

    def _close_line(self) -> None:
        self._open = False
        self.my_turn = False
        self._timer.stop()
        socket, self._socket = self._socket, None
        if socket is not None:
            socket.disconnected.disconnect(self._on_socket_gone)
            socket.errorOccurred.disconnect(self._on_socket_error)
            socket.readyRead.disconnect(self._on_ready)
            socket.disconnectFromHost()
            socket.deleteLater()
        line, self._line = self._line, None
        if line is not None:
            line.close_by_client()

    # ------------------------------------------------------- in-process link

    def attach_line(self, line: LocalLine) -> None:
        """Called by `TableHost.attach_local`: this client is the window's own
        seat, on an in-process line instead of a socket."""
        self._close_line()
        self._line = line
        line.attach_client(
            lambda data: self._line_frame(line, data), lambda: self._line_closed(line)
        )
        self._open = True
        self._opened = self._last_heard = time.monotonic()

    def _line_frame(self, line: LocalLine, data: bytes) -> None:
        if not self._open or self._line is not line:
            return
        if self.trace is not None:
            self.trace(data)
        try:
            message = p.decode_body(data[p.HEADER.size :])
        except ProtocolError as error:
            self._fail(error.code, error.detail)
            return
        self._handle(message)

    def _line_closed(self, line: LocalLine) -> None:
        """The host closed the line: after the frames already on their way."""
        if self._line is line:
            self._line = None
            if self._open:
                self._fail("host_gone", "the table closed")

    # ---------------------------------------------------------------- sending

    def _send(self, message: dict[str, Any]) -> None:
        if not self._open:
            return
        data = encode(message, p.MAX_CLIENT_MESSAGE)
        self._last_sent = time.monotonic()
        if self._line is not None:
            self._line.to_host(data)
        elif self._socket is not None:
            self._socket.write(data)

    def send_move(self, action: Action) -> bool:
        """Send a move for my seat. False (and `refused("not_your_turn")`) when it
        is not mine to play now; the host's answer is an `updated` or a `refused`."""
        view = self.view
        if not self.my_turn or view is None:
            self.refused.emit("not_your_turn", {"card": None, "limit": None})
            return False
        self._send(
            {
                "type": "move",
                "round": self.round_number,
                "at": len(self._history),
                "action": p.action_json(action),
            }
        )
        self.my_turn = False  # until the host answers
        return True

    def ready_for_next_round(self) -> None:
        """Tell the host this person has seen the round end."""
        self._send({"type": "next"})

    def request_csv(self, decimal_comma: bool = False) -> None:
        """Ask for the session's CSV (arrives as `csv_received`)."""
        self._send({"type": "export", "decimal_comma": decimal_comma})

    def send_raw(self, message: dict[str, Any]) -> None:
        """Send any message (the tests' way to misbehave on purpose)."""
        self._send(message)

    # --------------------------------------------------------------- receiving

    def _handle(self, message: dict[str, Any]) -> None:
        self._last_heard = time.monotonic()
        kind = message["type"]
        try:
            handler = _HANDLERS.get(kind)
            if handler is None:
                raise ProtocolError("bad_message", f"no such message: {kind[:40]!r}")
            handler(self, message)
        except ProtocolError as error:
            self._fail(error.code, f"the host sent {error.detail}")

    def _on_hello(self, message: dict[str, Any]) -> None:
        try:
            p.check_version(message)
        except ProtocolError as error:
            self._fail("version", error.detail)

    def _on_welcome(self, message: dict[str, Any]) -> None:
        self.seat = p.get_int(message, "seat", 0, 3)
        token = message.get("token")
        if isinstance(token, str):
            self.token = token
        self.table = TableInfo.from_json(message.get("table"))
        keepalive = message.get("keepalive")
        idle = message.get("idle_timeout")
        if isinstance(keepalive, int | float) and isinstance(idle, int | float):
            self._keepalive, self._idle_timeout = float(keepalive), float(idle)
        self.joined.emit(self.seat, self.token or "")
        self.table_changed.emit(self.table)

    def _on_join_refused(self, message: dict[str, Any]) -> None:
        code = p.get_str(message, "code", 40)
        detail = p.get_str(message, "detail", 400, optional=True)
        wait = message.get("wait")
        # `slow_down`: how long the host holds the next join from this computer.
        if isinstance(wait, int | float) and not isinstance(wait, bool) and 0 < wait < 3600:
            self.retry_after = float(wait)
        else:
            self.retry_after = None
        self._close_line()
        self.join_refused.emit(code, detail)

    def _on_table(self, message: dict[str, Any]) -> None:
        before = self.table
        self.table = TableInfo.from_json(message.get("table"))
        if before is not None:
            for seat, (old, new) in enumerate(zip(before.seats, self.table.seats, strict=False)):
                if old.status != new.status:
                    self.seat_changed.emit(seat, new.status)
        self.table_changed.emit(self.table)

    def _on_round(self, message: dict[str, Any]) -> None:
        number = p.get_int(message, "round", 1)
        commitment = p.get_str(message, "commitment", 64)
        view = view_from_json(message.get("view"))
        self._rules = view.rules
        self._history = list(view.history)
        if self._witness is not None and self._witness_round == number:
            if commitment != self._witness.commitment:
                LOG.error("DEAL NOT VERIFIED: the host changed round %d's commitment", number)
                self.deal_checked.emit(False, "the host changed the deal's commitment mid-round")
            # A host resumed after a crash may stand a move or two back from
            # what this seat saw: those moves never happened, and the same deck
            # (the same commitment) deals them again.
            self._witness.forget_after(len(view.history))
            self._witness.note_hand(view)
            for index, event in enumerate(view.history):
                self._witness.saw(index, event)
        else:
            self._witness = DealWitness.start(view, commitment)
            self._witness_round = number
        self.round_number = number
        self.view = view
        self.my_turn = self._you_play = bool(message.get("you_play"))
        self._note_clock(message)
        self.round_started.emit(view)
        if view.phase == "over":
            self.round_over.emit(view)

    def _on_update(self, message: dict[str, Any]) -> None:
        if self._rules is None or p.get_int(message, "round") != self.round_number:
            raise ProtocolError("bad_message", "an update for another round")
        event = event_from_json(message.get("event"))
        history = [*self._history, event]
        view = view_from_json(message.get("view"), self._rules, history)
        self._history = history
        self.view = view
        self.my_turn = self._you_play = bool(message.get("you_play"))
        self._note_clock(message)
        if self._witness is not None:
            self._witness.saw(len(history) - 1, event)
            self._witness.note_hand(view)
        self.updated.emit(event, view)
        if view.phase == "over":
            self.round_over.emit(view)

    def _note_clock(self, message: dict[str, Any]) -> None:
        players = self._rules.players if self._rules is not None else 4
        self.clock = Clock.from_json(message.get("clock"), players)
        self.clock_at = time.monotonic()

    def clock_left(self) -> Clock | None:
        """The clock of the turn in play as it stands now (the host's, counted
        down since it was told), or None."""
        clock = self.clock
        if clock is None:
            return None
        return clock.after(time.monotonic() - self.clock_at)

    def _on_timed_out(self, message: dict[str, Any]) -> None:
        if p.get_int(message, "round") != self.round_number:
            return
        seat = p.get_int(message, "seat", 0, 3)
        self.clock = None
        if seat == self.seat:
            self.my_turn = self._you_play = False
        self.timed_out.emit(seat)

    def _on_round_end(self, message: dict[str, Any]) -> None:
        view = self.view
        witness = self._witness
        if view is None or witness is None or p.get_int(message, "round") != self._witness_round:
            return
        ok, detail = witness.verify(message.get("deck"), message.get("salt"), view)
        if ok:
            LOG.info("round %d: deal verified", self.round_number)
        else:
            LOG.error("round %d: DEAL NOT VERIFIED: %s", self.round_number, detail)
        self.deal_checked.emit(ok, detail)

    def _on_refused(self, message: dict[str, Any]) -> None:
        code = p.get_str(message, "code", 40)
        card = message.get("card")
        limit = message.get("limit")
        facts = {
            "card": Card.parse(card) if isinstance(card, str) and _is_card(card) else None,
            "limit": limit if type(limit) is int else None,
        }
        # A refusal changes nothing at the table: the turn is as the host last said.
        self.my_turn = self._you_play
        self.refused.emit(code, facts)

    def _on_balances(self, message: dict[str, Any]) -> None:
        self.balances = Balances.from_json(message)
        self.balances_changed.emit(self.balances)

    def _on_csv(self, message: dict[str, Any]) -> None:
        part = p.get_int(message, "part", 0, 10_000)
        parts = p.get_int(message, "parts", 1, 10_000)
        if part == 0:
            self._csv_parts = []
        if part != len(self._csv_parts):
            raise ProtocolError("bad_message", "a CSV part out of order")
        self._csv_parts.append(p.get_str(message, "text", p.CSV_PART))
        if part == parts - 1:
            text, self._csv_parts = "".join(self._csv_parts), []
            self.csv_received.emit(text)

    def _on_host_quit(self, message: dict[str, Any]) -> None:
        reason = p.get_str(message, "reason", 40, optional=True)
        self._close_line()
        self.host_quit.emit(reason)

    def _on_bye(self, message: dict[str, Any]) -> None:
        code = p.get_str(message, "code", 40)
        detail = p.get_str(message, "detail", 400, optional=True)
        self._fail(code, detail)

    def _on_ping(self, message: dict[str, Any]) -> None:
        pass


def _is_card(text: str) -> bool:
    try:
        Card.parse(text)
    except ValueError:
        return False
    return True


_HANDLERS: dict[str, Callable[[TableClient, dict[str, Any]], None]] = {
    "hello": TableClient._on_hello,
    "welcome": TableClient._on_welcome,
    "join_refused": TableClient._on_join_refused,
    "table": TableClient._on_table,
    "round": TableClient._on_round,
    "update": TableClient._on_update,
    "round_end": TableClient._on_round_end,
    "refused": TableClient._on_refused,
    "balances": TableClient._on_balances,
    "csv": TableClient._on_csv,
    "host_quit": TableClient._on_host_quit,
    "bye": TableClient._on_bye,
    "ping": TableClient._on_ping,
    "timed_out": TableClient._on_timed_out,
}
