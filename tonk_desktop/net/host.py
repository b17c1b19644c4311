"""`TableHost`: the authoritative table. Its rounds are played here and only
here, through the table of rounds (`game.Table`: the dealer, the round number,
the balances, whose turn), which it deals with the committed decks.

It listens with Qt's networking (TLS, `tls.TlsServer`, on the event loop of
the window, or of `tonk-host`'s QCoreApplication), seats people who join with the code,
fills the other seats with computer players (thinking on a worker thread, so
the table keeps serving while they search), checks every move, and sends each
seat its own events and its own view. Its ledger records the session as the
window does: one ledger session, each finished round recorded once.

Bad input never hurts the others: a connection that breaks the protocol,
floods, says nothing, sends a wrong join code or moves out of turn is dropped
with a reason in the log (`log` and `dropped` signals) and the table plays on.
After a few wrong join codes from one address its joins wait (`JoinGuard`).
A person whose connection drops keeps the seat: after `grace` seconds a
computer player stands in, and the person can rejoin with the token (from any
computer) and takes over at their next turn. With a time bank
(`TableConfig.time_per_move`), a person whose turn outlasts their time has
it finished by the same computer player, and everyone is told (`timed_out`).
"""

from __future__ import annotations

import hmac
import math
import random
import secrets
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal, Slot
from PySide6.QtNetwork import QSslSocket

from tonk_desktop.ai import make_bot
from tonk_desktop.engine import Action, Card, HouseRules, IllegalAction, Round, Seat
from tonk_desktop.game import ComputerPlayers, Table
from tonk_desktop.ledger import Ledger, clean_name, has_visible, name_key

from . import protocol as p
from .certificate import HostIdentity
from .connections import Connections, Peer
from .fairness import commitment, new_salt, predictable_decks, shuffled_deck
from .hold import Hold, hold, holder
from .host_workers import BotAnswer, BotThinking, RoundSaver
from .join_guard import JoinGuard
from .local_line import LocalLine
from .protocol import (
    Balances,
    ProtocolError,
    SeatInfo,
    SeatStatus,
    TableInfo,
    event_to_json,
    view_to_json,
)
from .table_account import TableAccount
from .table_config import SeatPlan, TableConfig, new_join_code, token_hash
from .table_file import ResumeRefused, TableState, read_table_state, write_table_state
from .time_bank import TimeBank

if TYPE_CHECKING:
    from .client import TableClient


@dataclass(eq=False)
class _Slot:
    plan: SeatPlan
    name: str
    status: SeatStatus
    token_hash: str | None = None
    peer: Peer | None = None
    language: str = ""
    away_since: float = 0.0
    ready: bool = False
    barred_until: float = 0.0
    # Out of time this turn: the computer finishes it, the person plays the next.
    timed_out: bool = False


class TableHeld(ResumeRefused):
    """The table's state is kept by another host, still running (`process`:
    its id, if known)."""

    def __init__(self, message: str, process: int | None) -> None:
        super().__init__("held", message, process=process)


class TableHost(QObject):
    """The table (see the module docstring and tonk_desktop/net/__init__.py)."""

    seats_changed = Signal()
    round_started = Signal(int)
    round_finished = Signal(object)  # RoundResult
    log = Signal(str)
    dropped = Signal(str, str)  # peer, reason code
    closed = Signal(str)

    def __init__(
        self,
        config: TableConfig,
        ledger: Ledger,
        state_file: str | Path | None = None,
        parent: QObject | None = None,
        *,
        deck_source: Callable[[HouseRules], list[Card]] | None = None,
        seed: int | None = None,
        identity: HostIdentity | None = None,
        _state: TableState | None = None,
    ) -> None:
        """`deck_source`: each round's deck, top card first (by default shuffled
        from the system's secure random source; a test passes a seeded one).
        `seed` (tests, `tonk-host --deck-seed`): every draw of the table follows
        from it, the decks (unless `deck_source` is given), the first dealer,
        the deal numbers and the computer players' choices: the same moves make
        the same rounds. Never at a table played for real: the seed tells every
        hand.
        `identity`: the certificate every line is encrypted with (the one kept
        in the program's folder: `HostIdentity.kept_in`); None makes one for
        this table alone, kept nowhere (tests)."""
        super().__init__(parent)
        # Bots search holding the GIL; hand it over every 1 ms so the table keeps
        # answering while one thinks (as ui/bots.py does for the window).
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self.config = config
        self.ledger = ledger
        self.state_file = Path(state_file) if state_file is not None else None
        # A table's state is kept by one host at a time: a second `--resume` of
        # a table still played dealt the same round again and recorded it twice.
        self._hold: Hold | None = None
        if self.state_file is not None:
            self._hold = hold(self.state_file)
            if self._hold.refused:
                who = holder(self.state_file)
                raise TableHeld(
                    f"the table kept in {self.state_file} is being hosted by another"
                    f" program{f' (process {who})' if who else ''}: one host at a time"
                    " keeps a table, so that no round is counted twice",
                    who,
                )
        if deck_source is None:
            deck_source = shuffled_deck if seed is None else predictable_decks(seed)
        self._deck_source = deck_source
        self.seed = seed
        self._saver = RoundSaver(self._say, self)
        self.join_code = config.join_code or new_join_code()
        self._account = TableAccount(ledger, config)
        self._salt = ""
        self._commitment = ""
        self._generation = 0
        self._thinking = False
        self._started = False
        self._closed = False
        self._round_over_at: float | None = None
        self._slots: list[_Slot] = []
        self._notes: list[str] = []  # said once someone listens (resume's findings)
        # Wrong join codes per address, and the joins held back because of them.
        self._guard = JoinGuard()
        self._held: set[Peer] = set()
        # The seat of the person at this computer (attach_local), and whether the
        # window announces the table: kept in the state file for a resume.
        self.local_seat: int | None = None
        self.announce = False
        self._listen_address = ""
        self._listen_port = 0
        for plan in config.seats:
            if plan.kind == "computer":
                assert plan.level is not None
                slot = _Slot(plan, clean_name(plan.name), "computer")
            else:
                slot = _Slot(plan, "", "open")
            self._slots.append(slot)
        # The round-to-round rules are the table's; the host deals it the decks it
        # committed to, and the first dealer is drawn from a secure source.
        self._table = Table(
            config.rules,
            [Seat(slot.name, slot.plan.level) for slot in self._slots],
            config.stake_minor,
            config.currency,
            rng=secrets.SystemRandom() if seed is None else random.Random(f"table {seed}"),
            computer=self._played_by_computer,
        )
        # Each computer seat's player (made at once), and a stand-in's for a person away.
        self._computers = ComputerPlayers(
            self._table,
            lambda seat: self._slots[seat].plan.level or config.stand_in,
            lambda level, seat: make_bot(level, None if seed is None else seed * 16 + seat),
            [seat for seat, slot in enumerate(self._slots) if slot.plan.kind == "computer"],
        )
        self._lines = Connections(
            config,
            self,
            on_message=self._on_message,
            on_lost=self._seat_lost,
            on_dropped=self.dropped.emit,
            say=self._say,
            seat_name=lambda seat: self._slots[seat].name,
            identity=identity if identity is not None else HostIdentity.make(),
        )
        # Not the host's child: a worker still thinking when the host is gone
        # holds it (and emits into nothing) instead of a deleted object.
        self._bank = TimeBank(config.time_per_move, config.time_reserve, len(self._slots))
        self._answer = BotAnswer()
        self._answer.chosen.connect(self._on_bot_answer)
        self._tick = QTimer(self)
        self._tick.setInterval(100)
        self._tick.timeout.connect(self._on_tick)
        self._tick.start()
        if _state is not None:
            self._restore(_state)

    # ------------------------------------------------------------ reading

    @property
    def address(self) -> str:
        return self._lines.address

    @property
    def port(self) -> int:
        return self._lines.port

    @property
    def fingerprint(self) -> str:
        """The SHA-256 fingerprint of the certificate guests must see (64 hex
        digits): what the invite and the LAN announcement carry."""
        return self._lines.identity.fingerprint

    @property
    def round(self) -> Round | None:
        """The round in play (the host's own, whole; never sent as it is)."""
        return self._table.round

    @property
    def round_number(self) -> int:
        return self._table.round_number

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return tuple(
            SeatInfo(slot.name, slot.plan.kind, slot.plan.level, slot.status)
            for slot in self._slots
        )

    def table_info(self) -> TableInfo:
        config = self.config
        return TableInfo(
            config.table_name, config.rules, config.stake_minor, config.currency, self.seats
        )

    @property
    def session_id(self) -> int | None:
        """The table's ledger session (None before the first deal)."""
        return self._account.session_id

    @property
    def balances(self) -> Balances:
        return self._account.balances(len(self._slots))

    # ------------------------------------------------------------ setting up

    def listen(self, address: str, port: int = 0) -> None:
        """Listen on `address` (the interface the person chose; tests pass
        127.0.0.1) and `port` (0: any free one, read `port`). OSError if not
        (`connections.ListenFailed`; `tls.TlsUnavailable` where Qt's TLS cannot
        serve with the table's certificate)."""
        self._lines.listen(address, port)
        self._listen_address, self._listen_port = address, self.port
        self._say(
            f"listening on {self.address}:{self.port}, join code {self.join_code},"
            f" TLS by Qt's {QSslSocket.activeBackend()} backend"
        )
        if self.seed is not None:
            self._say(
                f"DEALS ARE PREDICTABLE: every draw follows from seed {self.seed} (tests only)"
            )
        for note in self._notes:
            self._say(note)
        self._notes = []

    def start(self) -> None:
        """Deal as soon as every person's seat is taken (at once if it is)."""
        self._started = True
        self._maybe_deal()

    def attach_local(
        self, client: TableClient, name: str, language: str, *, seat: int | None = None
    ) -> None:
        """Seat the window's own person through `client`, in-process: the same
        messages a remote client gets, without a socket. `seat`: a resumed
        table's seat of that person, taken back without a token (the person is
        at the host itself). ValueError if that seat is no person's to take."""
        if seat is not None:
            if not 0 <= seat < len(self._slots) or self._slots[seat].plan.kind != "person":
                raise ValueError(f"seat {seat + 1} is not a person's seat")
            if self._slots[seat].peer is not None:
                raise ValueError(f"seat {seat + 1} is taken")
        line = LocalLine()
        peer = Peer("this computer", line.to_client, line.close_by_host, local=True)
        line.attach_host(
            lambda data: self._lines.local_message(peer, data),
            lambda: self._lines.local_gone(peer),
        )
        client.attach_line(line)
        self._lines.add_local(peer)
        peer.send(self._lines.hello())
        if seat is not None:
            self.local_seat = seat
            self._rejoin(peer, seat, language)
            self._save_state()
            return
        self._lines.receive(
            peer,
            {
                "type": "join",
                "protocol": p.PROTOCOL_VERSION,
                "app": p.APP,
                "code": self.join_code,
                "name": name,
                "language": language,
                "token": None,
            },
        )
        if peer.seat is not None:
            self.local_seat = peer.seat
            self._save_state()

    @classmethod
    def resume(
        cls,
        state_file: str | Path,
        ledger: Ledger,
        parent: QObject | None = None,
        *,
        seed: int | None = None,
        identity: HostIdentity | None = None,
        **changes: Any,
    ) -> TableHost:
        """The table saved in `state_file`, as it stood when the host stopped:
        the same session, seats, join code and tokens; the round in progress (if
        it was saved) goes on where it stood. `changes`: TableConfig fields to
        set otherwise (timeouts, pauses); `seed` and `identity` as for a new host. ValueError
        if the file is not a table's."""
        state = read_table_state(Path(state_file))
        config = state.config
        if changes:
            from dataclasses import replace

            config = replace(config, **changes)
        return cls(config, ledger, state_file, parent, seed=seed, identity=identity, _state=state)

    def _restore(self, state: TableState) -> None:
        self.join_code = state.join_code
        self.local_seat = state.local_seat
        self.announce = state.announce
        self._listen_address, self._listen_port = state.address, state.port
        self._account.session_id = state.session_id
        session = self.ledger.session(state.session_id)
        now = time.monotonic()
        for slot, name, hashed in zip(self._slots, state.names, state.token_hashes, strict=True):
            slot.name = name
            if slot.plan.kind == "person":
                slot.token_hash = hashed
                slot.status = "away"
                slot.away_since = now
        table = self._table
        last = self.ledger.last_round(state.session_id)
        if last is not None:  # the deal passes on from the last settled round's dealer
            table.resume_after(session.balances, last.dealer, session.rounds_played)
        else:
            table.restore(session.balances, state.dealer, session.rounds_played)
        saved = self.ledger.load_round_in_progress(state.session_id, hosted=True)
        if saved is not None:
            try:
                rnd = Round.from_history(saved)
                kept = bool(state.salt) and commitment(rnd.deck, state.salt) == state.commitment
                if kept:  # the round as it stood (ValueError: not of this table)
                    table.restore(session.balances, rnd.dealer, session.rounds_played + 1, rnd)
            except ValueError as error:
                self._notes.append(f"the saved round cannot be replayed ({error}); dealing afresh")
                return
            if kept:
                self._salt, self._commitment = state.salt, state.commitment
                self._notes.append(
                    f"round {self.round_number} resumes after {len(rnd.events)} moves"
                )
            else:
                self._notes.append("the saved round does not match its commitment; dealing afresh")

    # -------------------------------------------------------------- closing

    def close(self, reason: str = "host_quit") -> None:
        """Close the table: everyone is told, the state is kept for `resume`."""
        if self._closed:
            return
        self._closed = True
        self._saver.close()
        if self._account.unrecorded:
            self._record_kept_rounds()
        self._save_state()
        self._lines.close({"type": "host_quit", "reason": reason})
        self._tick.stop()
        self.release_state()
        self._say(f"table closed ({reason})")
        self.closed.emit(reason)

    def release_state(self) -> None:
        """Let the next host have the table's state (done by `close`; a table
        that never opened, say it could not listen, calls it itself)."""
        if self._hold is not None:
            self._hold.release()

    # ---------------------------------------------------------- connections

    def drop(self, peer: Peer, code: str, detail: str) -> None:
        """Drop a connection for bad input (or a timeout): it is told why, the
        host's log says why, and the table plays on."""
        self._lines.drop(peer, code, detail)

    def _seat_lost(self, peer: Peer, why: str, forfeit: bool) -> None:
        """`peer`'s line is gone: its seat waits for it, or a computer stands in."""
        seat = peer.seat
        if seat is None:
            return
        slot = self._slots[seat]
        if slot.peer is not peer:
            return
        slot.peer = None
        slot.status = "stand_in" if forfeit else "away"
        slot.away_since = time.monotonic()
        if forfeit:
            slot.barred_until = slot.away_since + self.config.cooldown
        if forfeit:
            self._say(f"a computer player stands in for {slot.name} (seat {seat + 1}) at once")
        else:
            self._say(f"{slot.name} (seat {seat + 1}) is away ({why})")
        if not any(other.peer is not None for other in self._slots):
            self._say("nobody is at the table: it waits for someone to come back")
        self._seats_changed()
        self._advance()

    # -------------------------------------------------------------- messages

    def _on_message(self, peer: Peer, message: dict[str, Any]) -> None:
        kind = message["type"]
        try:
            if peer.seat is None:
                if kind != "join":
                    raise ProtocolError("bad_message", f"{kind!r} before joining")
                self._on_join(peer, message)
                return
            if kind == "move":
                self._on_move(peer, peer.seat, message)
            elif kind == "next":
                self._slots[peer.seat].ready = True
                self._maybe_next_round()
            elif kind == "export":
                self._on_export(peer, p.get_bool(message, "decimal_comma"))
            elif kind == "leave":
                self._lines.lost(peer, "left the table")
            elif kind == "ping":
                pass
            else:
                raise ProtocolError("bad_message", f"no such message: {kind[:40]!r}")
        except ProtocolError as error:
            self.drop(peer, error.code, error.detail)

    def _on_join(self, peer: Peer, message: dict[str, Any]) -> None:
        if peer in self._held:
            raise ProtocolError("bad_message", "a second join before the first was answered")
        try:
            p.check_version(message)
        except ProtocolError as error:
            self._refuse_join(peer, "version", error.detail)
            return
        code = p.get_str(message, "code", p.CODE_LIMIT)
        name = clean_name(p.get_str(message, "name", p.NAME_LIMIT))
        language = p.get_str(message, "language", p.LANGUAGE_LIMIT, optional=True)
        token = message.get("token")
        if token is not None and (not isinstance(token, str) or len(token) > p.TOKEN_LIMIT):
            raise ProtocolError("bad_message", "join: token must be text")
        token_seat = self._token_seat(token) if token else None
        wait = (
            0.0
            if peer.local or token_seat is not None
            else self._guard.wait(peer.address, time.monotonic())
        )
        if wait > 0:
            # Held on a timer, never a sleep: the table plays on meanwhile.
            self._held.add(peer)
            peer.held_until = time.monotonic() + wait + 1.0
            self._say(f"the join from {peer.description} waits {wait:g} s (wrong join codes)")
            judge = partial(self._judge_join, peer, code, name, language, token, token_seat)
            # Precise: a coarse timer may fire 5% early, and the wait is a promise.
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setTimerType(Qt.TimerType.PreciseTimer)
            timer.timeout.connect(judge)
            timer.timeout.connect(timer.deleteLater)
            timer.start(math.ceil(wait * 1000))
            return
        self._judge_join(peer, code, name, language, token, token_seat)

    def _token_seat(self, token: str) -> int | None:
        """The seat whose token this is, or None."""
        hashed = token_hash(token)
        return next(
            (
                i
                for i, slot in enumerate(self._slots)
                if slot.token_hash is not None and hmac.compare_digest(slot.token_hash, hashed)
            ),
            None,
        )

    def _judge_join(
        self,
        peer: Peer,
        code: str,
        name: str,
        language: str,
        token: str | None,
        seat: int | None,
    ) -> None:
        """Seat `peer`, or refuse it with a reason (`seat`: its token's)."""
        self._held.discard(peer)
        peer.held_until = 0.0
        if not peer.alive or self._closed:
            return  # it left (or the table closed) while its join was held
        if not hmac.compare_digest(code.upper().encode(), self.join_code.encode()):
            wait = self._guard.wrong(peer.address, time.monotonic())
            if wait > 0:
                self._refuse_join(
                    peer,
                    "slow_down",
                    f"wrong join code; after several from {peer.address}, the next join"
                    f" from there is answered in {wait:g} s",
                    wait=wait,
                )
            else:
                self._refuse_join(peer, "join_code", "wrong join code")
            return
        if token:
            if seat is None:
                self._refuse_join(peer, "bad_token", "no seat at this table has that token")
                return
            wait = self._slots[seat].barred_until - time.monotonic()
            if wait > 0:
                self._refuse_join(
                    peer, "cooling_down", f"dropped for bad input: rejoin in {wait:.1f} s"
                )
                return
            self._rejoin(peer, seat, language)
            return
        if not has_visible(name):  # "" or only zero-width characters
            self._refuse_join(peer, "name", "a player needs a name")
            return
        if any(name_key(slot.name) == name_key(name) for slot in self._slots if slot.name):
            self._refuse_join(peer, "name_taken", f"someone at this table is called {name}")
            return
        seat = next((i for i, slot in enumerate(self._slots) if slot.status == "open"), None)
        if seat is None:
            self._refuse_join(peer, "table_full", "every seat is taken")
            return
        token = secrets.token_urlsafe(24)
        slot = self._slots[seat]
        slot.name, slot.token_hash, slot.language = name, token_hash(token), language
        self._seat(peer, seat, token)
        self._say(f"{name} joined from {peer.description}: seat {seat + 1}")
        self._save_state()
        self._seats_changed()
        self._maybe_deal()

    def _refuse_join(
        self, peer: Peer, code: str, detail: str, *, wait: float | None = None
    ) -> None:
        """`wait`: seconds the next join from this address waits (`slow_down`)."""
        self._say(f"dropped {peer.description}: join refused: {code}: {detail}")
        self.dropped.emit(peer.description, code)
        refusal: dict[str, Any] = {"type": "join_refused", "code": code, "detail": detail}
        if wait is not None:
            refusal["wait"] = wait
        peer.send(refusal)
        self._lines.close_peer(peer)

    def _rejoin(self, peer: Peer, seat: int, language: str) -> None:
        slot = self._slots[seat]
        old = slot.peer
        if old is not None:
            self.drop(old, "replaced", "the seat was taken up again from another connection")
        slot.language = language or slot.language
        if slot.status == "stand_in" and self._table.seat_to_act == seat:
            slot.status = "returning"  # the computer finishes this turn
        else:
            slot.status = "connected"
        self._seat(peer, seat, None)
        self._say(f"{slot.name} rejoined seat {seat + 1} from {peer.description}")
        self._seats_changed()
        self._advance()

    def _seat(self, peer: Peer, seat: int, token: str | None) -> None:
        """Give `peer` its seat: the welcome, then the round as it stands."""
        slot = self._slots[seat]
        peer.seat = seat
        slot.peer = peer
        if slot.status in ("open", "away"):
            slot.status = "connected"
        welcome: dict[str, Any] = {
            "type": "welcome",
            "seat": seat,
            "table": self.table_info().to_json(),
            "keepalive": self.config.keepalive,
            "idle_timeout": self.config.idle_timeout,
        }
        if token is not None:
            welcome["token"] = token
        peer.send(welcome)
        rnd = self._table.round
        if rnd is not None:
            peer.send(self._round_message(seat))
            if rnd.is_over:
                peer.send(self._reveal_message())
        peer.send({"type": "balances", **self.balances.to_json()})

    # ----------------------------------------------------------------- moves

    def _on_move(self, peer: Peer, seat: int, message: dict[str, Any]) -> None:
        if "seat" in message and message["seat"] != seat:
            raise ProtocolError("other_seat", f"seat {seat + 1} sent a move for another seat")
        action = p.action_from(message.get("action"))
        number = p.get_int(message, "round")
        at = p.get_int(message, "at", 0, 10_000)
        rnd = self._table.round
        if rnd is None or number != self.round_number or at < len(rnd.events):
            # Sent before the client heard of the last change: no harm meant.
            peer.send({"type": "refused", "code": "stale", "card": None, "limit": None})
            return
        if at > len(rnd.events):
            raise ProtocolError("bad_move", f"a move after {at} events, but only {len(rnd.events)}")
        if rnd.is_over:
            peer.send({"type": "refused", "code": "round_over", "card": None, "limit": None})
            return
        if rnd.current == seat and self._slots[seat].status == "returning":
            # Back during their own turn: the computer finishes it, and the
            # client may not have heard so yet. No offence: refused, with why.
            peer.send({"type": "refused", "code": "returning", "card": None, "limit": None})
            return
        if rnd.current == seat and self._slots[seat].timed_out:
            # Out of time: the computer finishes this turn; the move crossed
            # the host's word on the line. No offence: refused, with why.
            peer.send({"type": "refused", "code": "out_of_time", "card": None, "limit": None})
            return
        if rnd.current != seat or self._slots[seat].status != "connected":
            raise ProtocolError(
                "out_of_turn", f"seat {seat + 1} moved on seat {rnd.current + 1}'s turn"
            )
        try:
            self._apply(action)
        except IllegalAction as error:
            peer.send(
                {
                    "type": "refused",
                    "code": error.code,
                    "card": str(error.card) if error.card is not None else None,
                    "limit": error.limit,
                }
            )

    def _apply(self, action: Action) -> None:
        rnd = self._table.round
        assert rnd is not None
        actor = rnd.current
        self._table.apply(action)  # IllegalAction: nothing changed
        self._generation += 1
        self._thinking = False
        timed_out = self._slots[actor]
        if timed_out.timed_out and (rnd.is_over or rnd.current != actor):
            timed_out.timed_out = False  # the person plays their next turn
        self._run_clock()
        clock = self._clock_json()
        for seat, slot in enumerate(self._slots):
            if slot.peer is None:
                continue
            view = rnd.view(seat)
            slot.peer.send(
                {
                    "type": "update",
                    "round": self.round_number,
                    "event": event_to_json(view.history[-1]),
                    "view": view_to_json(view, full=False),
                    "you_play": self._plays(seat),
                    "clock": clock,
                }
            )
        # Kept on disk on the saver's thread: an fsync (tens of ms on a busy
        # disk) must not stand between a move and the other players. A host
        # killed in those milliseconds resumes the round a move or two back.
        self._autosave()
        slot = self._slots[actor]
        if slot.status == "returning" and (rnd.is_over or rnd.current != actor):
            slot.status = "connected"
            self._say(f"{slot.name} takes seat {actor + 1} back from the computer")
            self._seats_changed()
            if not rnd.is_over:
                self._send_you_play(actor)
        if rnd.is_over:
            self._finish_round()
        else:
            self._advance()

    def _send_you_play(self, seat: int) -> None:
        peer = self._slots[seat].peer
        if peer is not None:
            peer.send(self._round_message(seat))

    def _plays(self, seat: int) -> bool:
        """Does the person at `seat` play the move to make now?"""
        slot = self._slots[seat]
        return self._table.seat_to_act == seat and slot.status == "connected" and not slot.timed_out

    def _advance(self) -> None:
        """If a computer is to move, ask it (on a worker thread). Not while
        nobody is at the table: the computers do not play on for money no one
        is there to see (the table waits until someone is back)."""
        rnd, seat = self._table.round, self._table.computer_to_act()
        if self._closed or rnd is None or seat is None or self._thinking:
            return
        if not any(slot.peer is not None for slot in self._slots):
            return
        bot = self._computers.bot_for(seat)
        self._thinking = True
        started = time.monotonic()
        self._think_started = started
        QThreadPool.globalInstance().start(
            BotThinking(bot, rnd.view(seat), self._generation, self._answer)
        )

    def _played_by_computer(self, seat: int) -> bool:
        """A computer's seat, or a person's a computer stands in for (the person
        who is back takes it at their next turn), or a person's turn out of time."""
        slot = self._slots[seat]
        return slot.timed_out or slot.status in ("computer", "stand_in", "returning")

    @Slot(int, object)
    def _on_bot_answer(self, generation: int, action: object) -> None:
        if generation != self._generation or self._closed:
            return  # the round moved on (or closed) while it thought
        if isinstance(action, str):
            self._thinking = False
            self._say(f"a computer player failed: {action}")
            return
        wait = self.config.bot_pause - (time.monotonic() - self._think_started)
        if wait > 0:
            QTimer.singleShot(round(wait * 1000), lambda: self._bot_move(generation, action))
        else:
            self._bot_move(generation, action)

    def _bot_move(self, generation: int, action: object) -> None:
        if generation != self._generation or self._closed or self._table.round is None:
            return
        try:
            self._apply(action)  # type: ignore[arg-type]
        except IllegalAction as error:  # a bot bug: say so, do not stop the table
            self._thinking = False
            self._say(f"a computer player chose an illegal move: {error}")

    # ---------------------------------------------------------------- rounds

    def _maybe_deal(self) -> None:
        if not self._started or self._closed or any(s.status == "open" for s in self._slots):
            return
        if self.session_id is None:
            self._create_session()
        if self._table.round is None:
            self._deal()
        else:
            self._advance()

    def _create_session(self) -> None:
        seats = [Seat(slot.name, slot.plan.level) for slot in self._slots]
        name = self._account.open(seats)
        config = self.config
        self._table.seat_now(config.rules, seats, config.stake_minor, config.currency)
        self._table.start()  # the first dealer, by high card
        self._save_state()
        self._say(f"ledger session {self.session_id} ({name}) started")

    def _deal(self) -> None:
        rules = self.config.rules
        deck = self._deck_source(rules)
        self._salt = new_salt()
        self._commitment = commitment(deck, self._salt)
        rnd = self._table.next_round(deck)  # the deal passes to the left
        self._round_over_at = None
        for slot in self._slots:
            slot.ready = False
            slot.timed_out = False
        self._bank.new_round()
        self._run_clock()
        self._generation += 1
        self._thinking = False
        # The salt and the deal are on disk before anyone sees the commitment:
        # a resumed host can still reveal the deal it committed to.
        self._save_state()
        self._autosave(wait=True)
        for seat, slot in enumerate(self._slots):
            if slot.peer is not None:
                slot.peer.send(self._round_message(seat))
        self._say(f"round {self.round_number} dealt by seat {rnd.dealer + 1}")
        self.round_started.emit(self.round_number)
        if rnd.is_over:
            self._finish_round()
        else:
            self._advance()

    def _round_message(self, seat: int) -> dict[str, Any]:
        rnd = self._table.round
        assert rnd is not None
        return {
            "type": "round",
            "round": self.round_number,
            "commitment": self._commitment,
            "view": view_to_json(rnd.view(seat), full=True),
            "you_play": self._plays(seat),
            "clock": self._clock_json(),
        }

    def _reveal_message(self) -> dict[str, Any]:
        rnd = self._table.round
        assert rnd is not None
        return {
            "type": "round_end",
            "round": self.round_number,
            "deck": [str(card) for card in rnd.deck],
            "salt": self._salt,
        }

    def _finish_round(self) -> None:
        rnd = self._table.round
        assert rnd is not None and rnd.result is not None and self.session_id is not None
        # No save of the round in progress may land after it is recorded.
        self._saver.flush()
        self._account.unrecorded.append(rnd)
        self._record_kept_rounds()
        reveal = self._reveal_message()
        balances = {"type": "balances", **self.balances.to_json()}
        for slot in self._slots:
            if slot.peer is not None:
                slot.peer.send(reveal)
                slot.peer.send(balances)
        self._round_over_at = time.monotonic()
        self._save_state()
        self._say(f"round {self.round_number} over: {rnd.result.kind}, net {list(rnd.result.net)}")
        self.round_finished.emit(rnd.result)
        self._maybe_next_round()

    def _record_kept_rounds(self) -> None:
        problem = self._account.record_kept(self.round_number)
        if problem:
            self._say(problem)

    def _maybe_next_round(self) -> None:
        if self._round_over_at is None or self._closed:
            return
        limit = self.config.max_rounds
        if limit and self.round_number >= limit:
            self._round_over_at = None
            self.close("max_rounds")
            return
        people = [s for s in self._slots if s.peer is not None]
        if not people:
            return  # nobody at the table: the next deal waits for someone
        waited = time.monotonic() - self._round_over_at
        if waited >= self.config.round_pause or all(s.ready for s in people):
            self._deal()

    # ----------------------------------------------------------------- export

    def _on_export(self, peer: Peer, decimal_comma: bool) -> None:
        text = self._account.csv(decimal_comma)
        parts = [text[i : i + p.CSV_PART] for i in range(0, len(text), p.CSV_PART)] or [""]
        for index, part in enumerate(parts):
            peer.send({"type": "csv", "part": index, "parts": len(parts), "text": part})

    # ------------------------------------------------------------------ time

    @Slot()
    def _on_tick(self) -> None:
        now = time.monotonic()
        config = self.config
        self._lines.check_times(now)
        changed = False
        for seat, slot in enumerate(self._slots):
            if slot.status == "away" and now - slot.away_since >= config.grace:
                slot.status = "stand_in"
                self._say(f"a computer player stands in for {slot.name} (seat {seat + 1})")
                changed = True
        if changed:
            self._seats_changed()
            self._advance()
        self._run_clock()
        if not self._closed and self._bank.out_of_time(now):
            self._out_of_time()
        self._maybe_next_round()

    def _run_clock(self) -> None:
        """The time bank's clock runs for the turn of a person who plays it
        (connected or away: a person away is out of time as anyone is), and
        for nobody's while a computer plays."""
        if not self._bank.on:
            return
        now = time.monotonic()
        seat = self._table.seat_to_act
        if (
            seat is None
            or self._slots[seat].plan.kind != "person"
            or self._played_by_computer(seat)
        ):
            self._bank.stop(now)
        elif self._bank.seat != seat:
            self._bank.start(seat, now)

    def _clock_json(self) -> dict[str, Any] | None:
        clock = self._bank.clock(time.monotonic())
        return None if clock is None else clock.to_json()

    def _out_of_time(self) -> None:
        """The turn's time and the seat's reserve are spent: the computer
        player that stands in for an absent person finishes the turn, and
        every seat is told."""
        seat = self._bank.seat
        assert seat is not None
        self._bank.stop(time.monotonic())
        slot = self._slots[seat]
        slot.timed_out = True
        self._say(
            f"{slot.name} (seat {seat + 1}) ran out of time: a computer player moves for them"
        )
        message = {"type": "timed_out", "round": self.round_number, "seat": seat}
        for other in self._slots:
            if other.peer is not None:
                other.peer.send(message)
        self._advance()

    # ------------------------------------------------------------- keeping

    def _seats_changed(self) -> None:
        message = {"type": "table", "table": self.table_info().to_json()}
        for slot in self._slots:
            if slot.peer is not None:
                slot.peer.send(message)
        self.seats_changed.emit()

    def _autosave(self, *, wait: bool = False) -> None:
        rnd = self._table.round
        if rnd is not None and self.session_id is not None and not rnd.is_over:
            self._saver.save(self.ledger, self.session_id, rnd.to_history())
            if wait:
                self._saver.flush()

    def _save_state(self) -> None:
        if self.state_file is None or self.session_id is None:
            return
        try:
            self._write_state()
        except OSError as error:
            self._say(f"the table could not be kept in {self.state_file}: {error}")

    def _write_state(self) -> None:
        assert self.state_file is not None and self.session_id is not None
        write_table_state(
            self.state_file,
            TableState(
                config=self.config,
                session_id=self.session_id,
                join_code=self.join_code,
                names=tuple(slot.name for slot in self._slots),
                token_hashes=tuple(slot.token_hash for slot in self._slots),
                dealer=self._table.seat_dealing,
                salt=self._salt,
                commitment=self._commitment,
                address=self._listen_address,
                port=self._listen_port,
                announce=self.announce,
                local_seat=self.local_seat,
            ),
        )

    def _say(self, text: str) -> None:
        self.log.emit(text)
