"""A table this program hosts: the `TableHost` in the window's event loop, its
announcement on the local network (DNS-SD, on the address it listens on
only), and the host person's own seat through an in-process `TableClient`.

The announcement is made and withdrawn on a thread of its own: multicast DNS
probes for a unique name for about a second and a half, which the window
must not wait for. So is the router's port mapping (net/port_mapping.py, when
the plan asks for it): asking takes up to a few seconds, its outcome arrives as
`mapping_changed`, and the invite names the router's public address from then.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger, SessionUnavailable
from tonk_desktop.net import SeatPlan, TableClient, TableConfig, TableHost
from tonk_desktop.net.certificate import HostIdentity
from tonk_desktop.net.invite import Invite
from tonk_desktop.net.port_mapping import Mapped, Outcome, PortMapping
from tonk_desktop.net.protocol import PROTOCOL_VERSION
from tonk_desktop.net.table_file import ResumeRefused, TableState, read_table_state

if TYPE_CHECKING:
    from tonk_desktop.net.discovery import TableAd, TableAnnouncer

_log = logging.getLogger(__name__)

# How long closing waits for the goodbye on the network (the announcement's thread).
GOODBYE_SECONDS = 3.0


@dataclass(frozen=True, slots=True)
class HostPlan:
    """What the Host dialog asks for."""

    table_name: str
    your_name: str
    rules: HouseRules
    stake_minor: int
    currency: str
    seats: tuple[SeatPlan, ...]  # seat 0 is the host person's
    address: str
    port: int = 0
    announce: bool = False
    language: str = "en"
    # The computers' pause before a move and the round end's pause before the
    # next deal, in seconds; None: the host's own (tests play at once).
    bot_pause: float | None = None
    round_pause: float | None = None
    # The time bank (TableConfig's): seconds a turn, 0 for none, and the reserve.
    time_per_move: float = 0.0
    time_reserve: float = 0.0
    # Ask the router to open the port to the internet (`mappable` addresses only);
    # `gateway`: the router NAT-PMP asks (None: the default route's).
    map_port: bool = False
    gateway: str | None = None


def mappable(address: str) -> bool:
    """Whether a router can be asked to open a port to `address`: an IPv4
    address of this computer's on a network (loopback has nothing to open, and
    IPv6 addresses are reached without a mapping)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:  # a name, or no address chosen
        return False
    return ip.version == 4 and not ip.is_loopback and not ip.is_unspecified


def rules_summary(rules: HouseRules, stake_minor: int, currency: str) -> str:
    """The few facts a browser lists before anyone joins (English, for any
    program that browses `_tonk._tcp`; the Join dialog words its own)."""
    return f"{rules.players} players, {rules.hand_size} cards, stake {stake_minor} {currency} minor"


class HostedTable(QObject):
    """The host, its announcement and the host person's client, made together
    and closed together (`close`)."""

    seats_changed = Signal()
    announced = Signal(str)  # the DNS-SD name, once the network has it
    announce_failed = Signal(str, str)  # why not announced: a DISCOVERY_CODES code, the detail
    closed = Signal()  # the table closed: nobody can join it any more
    mapping_changed = Signal(object)  # the router's answer: port_mapping.Outcome
    # What the announcing thread tells, passed on from the window's event loop
    # (queued): one who connects just after the table is made still hears it.
    _announced_there = Signal(str)
    _announce_failed_there = Signal(str, str)

    def __init__(
        self,
        plan: HostPlan,
        ledger: Ledger,
        parent: QObject | None = None,
        *,
        state_file: Path | None = None,
        resumed: TableState | None = None,
    ) -> None:
        """OSError when the table cannot listen at the address and port asked
        (or the host's certificate, kept beside the ledger, cannot be read or
        made).
        `state_file`: where the table is kept for a resume (None: nowhere);
        `resumed`: the table read from it, to go on where it stood (`resume`)."""
        super().__init__(parent)
        self.plan = plan
        self.state_file = state_file
        # Kept beside the ledger, as tonk-host keeps it: the fingerprint a
        # friend pinned stays true for the next table, and for a resume.
        identity = HostIdentity.kept_in(Path(ledger.path).parent)
        if resumed is not None:
            assert state_file is not None and resumed.local_seat is not None
            config = resumed.config
            if plan.bot_pause is not None:
                config = dataclasses.replace(config, bot_pause=plan.bot_pause)
            if plan.round_pause is not None:
                config = dataclasses.replace(config, round_pause=plan.round_pause)
            self.host = TableHost(
                config, ledger, state_file, self, identity=identity, _state=resumed
            )
        else:
            self.host = self._new_host(plan, ledger, state_file, identity)
            self.host.setParent(self)
        self.host.announce = plan.announce
        try:
            self.host.listen(plan.address, plan.port)
        except OSError:
            self.host.release_state()  # tried again, it is this window's to take
            self.setParent(None)  # nothing of this table is left running
            self.deleteLater()
            raise
        self.host.seats_changed.connect(self._on_seats)
        self.client = TableClient(self)
        self._announcer: TableAnnouncer | None = None
        self._announcing: threading.Thread | None = None
        self._lock = threading.Lock()
        self._closed = False
        # The router's answer (None: not asked, or not answered yet).
        self.mapping: Outcome | None = None
        # Whether the router refused, or did not answer, the mapping's last renewal.
        self.mapping_lapsed = False
        self._mapper: PortMapping | None = None
        seat = resumed.local_seat if resumed is not None else None
        self.host.attach_local(self.client, plan.your_name, plan.language, seat=seat)
        self.host.start()
        queued = Qt.ConnectionType.QueuedConnection
        self._announced_there.connect(self.announced, queued)
        self._announce_failed_there.connect(self.announce_failed, queued)
        if plan.announce:  # with the host person seated: the seats open are right
            ad = self._ad()
            self._announcing = threading.Thread(
                target=self._announce, args=(ad,), name="tonk-announce", daemon=True
            )
            self._announcing.start()
        if plan.map_port and mappable(plan.address):
            self._mapper = PortMapping(
                self.port,
                interface_address=plan.address,
                gateway=plan.gateway,
                on_renewal=self._renewed,
            )
            threading.Thread(
                target=self._map, args=(self._mapper,), name="tonk-port-mapping", daemon=True
            ).start()

    @property
    def mapping_asked(self) -> bool:
        """Whether the router is asked to open the port (answered or not yet)."""
        return self._mapper is not None

    def _map(self, mapper: PortMapping) -> None:
        """On a thread: ask the router; its answer kept and signalled, or, if
        the table closed meanwhile, the mapping it made removed at once."""
        outcome = mapper.open()
        with self._lock:
            closed = self._closed
            if not closed:
                self.mapping = outcome
        if closed:
            mapper.close()
            return
        self.mapping_changed.emit(outcome)

    def _renewed(self, granted: bool) -> None:
        """On the mapping's thread: a renewal left the port closed, or opened it again."""
        with self._lock:
            if self._closed:
                return
            self.mapping_lapsed = not granted
            outcome = self.mapping
        self.mapping_changed.emit(outcome)

    @classmethod
    def resume(
        cls,
        state_file: Path,
        ledger: Ledger,
        language: str,
        parent: QObject | None = None,
        *,
        bot_pause: float | None = None,
        round_pause: float | None = None,
    ) -> HostedTable:
        """The table this window hosted, kept in `state_file`, opened again as
        it stood: the same seats, stake, rules, join code and ledger session,
        the round in progress going on, at the same address and port, the
        host person back in their seat and the others' tokens still good.
        ResumeRefused (a ValueError: the file is damaged, not one this window
        hosted, its ledger session is gone, or another program hosts it) or
        OSError (ListenFailed: cannot listen there now)."""
        state = read_table_state(state_file)
        if state.local_seat is None:
            raise ResumeRefused("no_local_seat", f"{state_file}: no one sat at this table's host")
        try:
            ledger.session(state.session_id)
        except SessionUnavailable:
            raise ResumeRefused(
                "session_missing",
                f"{state_file}: its ledger session {state.session_id} is not in the ledger",
                session=state.session_id,
            ) from None
        config = state.config
        plan = HostPlan(
            table_name=config.table_name,
            your_name=state.names[state.local_seat],
            rules=config.rules,
            stake_minor=config.stake_minor,
            currency=config.currency,
            seats=config.seats,
            address=state.address or "127.0.0.1",
            port=state.port,
            announce=state.announce,
            language=language,
            bot_pause=bot_pause,
            round_pause=round_pause,
        )
        return cls(plan, ledger, parent, state_file=state_file, resumed=state)

    @staticmethod
    def _new_host(
        plan: HostPlan, ledger: Ledger, state_file: Path | None, identity: HostIdentity
    ) -> TableHost:
        config = TableConfig(
            rules=plan.rules,
            seats=plan.seats,
            stake_minor=plan.stake_minor,
            currency=plan.currency,
            table_name=plan.table_name,
            session_name=plan.table_name,
            time_per_move=plan.time_per_move,
            time_reserve=plan.time_reserve,
        )
        if plan.bot_pause is not None:
            config = dataclasses.replace(config, bot_pause=plan.bot_pause)
        if plan.round_pause is not None:
            config = dataclasses.replace(config, round_pause=plan.round_pause)
        return TableHost(config, ledger=ledger, state_file=state_file, identity=identity)

    @property
    def address(self) -> str:
        return self.plan.address

    @property
    def port(self) -> int:
        return self.host.port

    @property
    def join_code(self) -> str:
        return self.host.join_code

    @property
    def invite(self) -> Invite:
        """The line friends paste into their Join dialog (or click): the
        router's public address first once it forwards the port, then this
        computer's (for friends on the same network)."""
        here = (self.address, self.port)
        mapping = self.mapping
        if isinstance(mapping, Mapped):
            public = (mapping.public_address, mapping.public_port)
            return Invite((public, here), self.join_code, self.host.fingerprint)
        return Invite((here,), self.join_code, self.host.fingerprint)

    def open_seats(self) -> int:
        return sum(1 for seat in self.host.seats if seat.status == "open")

    def _ad(self) -> TableAd:
        from tonk_desktop.net.discovery import TableAd

        plan = self.plan
        return TableAd(
            name=plan.table_name,
            address=plan.address,
            port=self.host.port,
            protocol=PROTOCOL_VERSION,
            open_seats=self.open_seats(),
            seats=len(plan.seats),
            rules=rules_summary(plan.rules, plan.stake_minor, plan.currency),
            fingerprint=self.host.fingerprint,
        )

    def _announce(self, ad: TableAd) -> None:
        try:
            # python-zeroconf is imported here, on this thread: it takes a moment.
            from tonk_desktop.net.discovery import TableAnnouncer

            announcer = TableAnnouncer(ad, [ad.address])
        except Exception as error:  # OSError, zeroconf's own: told, never fatal
            from tonk_desktop.net.discovery import discovery_failure

            _log.warning("could not announce the table: %s", error)
            failure = discovery_failure(error)
            self._announce_failed_there.emit(failure.code, failure.detail)
            return
        with self._lock:
            if self._closed:
                announcer.close()
                return
            self._announcer = announcer
        self._announced_there.emit(announcer.service_name)

    def _on_seats(self) -> None:
        self.seats_changed.emit()
        with self._lock:
            announcer = self._announcer
        if announcer is not None:
            ad = self._ad()
            threading.Thread(
                target=self._update, args=(announcer, ad), name="tonk-announce", daemon=True
            ).start()

    def _update(self, announcer: TableAnnouncer, ad: TableAd) -> None:
        with self._lock:
            if self._closed:
                return
            try:
                announcer.update(dataclasses.replace(ad))
            except Exception as error:
                _log.warning("could not update the table's announcement: %s", error)

    def close(self, reason: str = "host_quit") -> None:
        """Tell everyone the table closed, withdraw the announcement, and ask
        the router to forward the port no more."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            announcer, self._announcer = self._announcer, None
            # Not answered yet: the asking thread removes what it makes (`_map`).
            mapper = self._mapper if isinstance(self.mapping, Mapped) else None
        self.host.close(reason)
        if mapper is not None:
            gone = threading.Thread(target=mapper.close, name="tonk-unmap", daemon=True)
            gone.start()
            gone.join(GOODBYE_SECONDS)
        if announcer is not None:
            done = threading.Thread(target=announcer.close, name="tonk-goodbye", daemon=True)
            done.start()
            done.join(GOODBYE_SECONDS)
        if self._announcing is not None:
            self._announcing.join(GOODBYE_SECONDS)
        self.closed.emit()
