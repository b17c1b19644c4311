"""The table protocol (docs/protocol.md): framing, limits, timeouts, and every
message's JSON, with the readers that check what arrives.

A frame is a 4-byte big-endian length N, then N bytes of UTF-8 JSON holding
one object with a string "type". Nothing here touches a socket: `FrameReader`
turns bytes into messages (or a `ProtocolError` saying what was wrong),
`encode` does the reverse, and the `*_to_json` / `*_from_json` pairs carry the
engine's values. Everything read from the other side is checked here, field by
field, before the host or the client acts on it.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, cast

from tonk_desktop import __version__
from tonk_desktop.engine import (
    ROUND_ENDS,
    Action,
    Card,
    Event,
    HouseRules,
    Payment,
    Phase,
    RoundResult,
    RoundView,
    Spread,
    action_from_json,
    action_to_json,
)
from tonk_desktop.ledger.money import MAX_AMOUNT_MINOR, MAX_STAKE_MINOR

PROTOCOL_VERSION: Final = 2
"""Raised whenever a message changes meaning; both sides refuse any other."""

APP: Final = f"tonk-desktop {__version__}"

HEADER: Final = struct.Struct(">I")
MAX_CLIENT_MESSAGE: Final = 16 * 1024
"""The largest frame a client may send (a move or a join is a few hundred bytes)."""
MAX_HOST_MESSAGE: Final = 512 * 1024
"""The largest frame a host sends (a full view with its history is tens of KB;
a session's CSV goes in parts of `CSV_PART` characters)."""
CSV_PART: Final = 128 * 1024

HANDSHAKE_TIMEOUT: Final = 10.0
"""Seconds a new connection has to send its join."""
IDLE_TIMEOUT: Final = 30.0
"""Seconds of silence after which the other side is taken for gone."""
KEEPALIVE: Final = 5.0
"""Seconds between pings when there is nothing else to say."""
RATE_PER_SECOND: Final = 40.0
"""Messages a client may send a second, on average..."""
RATE_BURST: Final = 80.0
"""...and at most this many at once; more is a flood, and the client is dropped."""

COOLDOWN: Final = 5.0
"""Seconds a seat dropped for bad input waits before it may rejoin: a flooder
that reconnects at once would otherwise cost every player a seat change."""

NAME_LIMIT: Final = 40
LANGUAGE_LIMIT: Final = 16
TOKEN_LIMIT: Final = 64
CODE_LIMIT: Final = 16

SeatStatus = Literal["open", "connected", "away", "stand_in", "returning", "computer"]
SEAT_STATUSES: Final[tuple[SeatStatus, ...]] = (
    "open",
    "connected",
    "away",
    "stand_in",
    "returning",
    "computer",
)


class ProtocolError(ValueError):
    """What the other side sent breaks the protocol: `code` names the kind
    ("garbage", "oversized", "version", "bad_message", ...), the text says what."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code}: {detail}")
        self.code = code
        self.detail = detail


# ------------------------------------------------------------------ framing


def encode(message: Mapping[str, Any], limit: int = MAX_HOST_MESSAGE) -> bytes:
    """One frame holding `message`; ValueError if it would exceed `limit` (a
    bug of ours: the sender splits anything that can grow)."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(body) > limit:
        raise ValueError(f"a {message.get('type')!r} message of {len(body)} bytes exceeds {limit}")
    return HEADER.pack(len(body)) + body


class FrameReader:
    """Bytes in, messages out. `feed` returns the whole messages received so
    far; a partial frame waits for the rest. A frame longer than `limit`, or
    one that is not a JSON object with a string "type", raises ProtocolError
    at once (an oversized frame before its body is read)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buffer = bytearray()

    @property
    def pending(self) -> int:
        """Bytes of an unfinished frame (a truncated frame if the line closes now)."""
        return len(self._buffer)

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        buffer = self._buffer
        buffer += data
        messages = []
        while len(buffer) >= HEADER.size:
            (size,) = HEADER.unpack_from(buffer)
            if size == 0 or size > self.limit:
                raise ProtocolError(
                    "oversized" if size else "garbage",
                    f"a frame of {size} bytes (the limit is {self.limit})",
                )
            if len(buffer) < HEADER.size + size:
                break
            body = bytes(buffer[HEADER.size : HEADER.size + size])
            del buffer[: HEADER.size + size]
            messages.append(decode_body(body))
        return messages


def decode_body(body: bytes) -> dict[str, Any]:
    """The message a frame's body holds; ProtocolError if it is not one."""
    try:
        value = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ProtocolError("garbage", f"not UTF-8 JSON ({type(error).__name__})") from None
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise ProtocolError("garbage", "a message must be a JSON object with a string 'type'")
    return value


# ------------------------------------------------------------ field readers


def get_int(message: Mapping[str, Any], key: str, low: int = 0, high: int = 2**31) -> int:
    value = message.get(key)
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("bad_message", f"{message.get('type')}: {key} must be {low}..{high}")
    return value


def get_str(message: Mapping[str, Any], key: str, limit: int, *, optional: bool = False) -> str:
    value = message.get(key)
    if value is None and optional:
        return ""
    if not isinstance(value, str) or len(value) > limit:
        raise ProtocolError(
            "bad_message", f"{message.get('type')}: {key} must be text of at most {limit}"
        )
    return value


def get_bool(message: Mapping[str, Any], key: str) -> bool:
    value = message.get(key, False)
    if not isinstance(value, bool):
        raise ProtocolError("bad_message", f"{message.get('type')}: {key} must be true or false")
    return value


def _list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ProtocolError("bad_message", f"{what} must be a list")
    return value


def _card(value: object) -> Card:
    if not isinstance(value, str):
        raise ProtocolError("bad_message", f"not a card: {value!r}")
    try:
        return Card.parse(value)
    except ValueError:
        raise ProtocolError("bad_message", f"not a card: {value!r}") from None


def _cards(value: object, what: str) -> tuple[Card, ...]:
    return tuple(_card(item) for item in _list(value, what))


def _int(value: object, what: str, low: int = -(2**31), high: int = 2**31) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("bad_message", f"{what} must be a whole number")
    return value


def _ints(value: object, what: str) -> tuple[int, ...]:
    return tuple(_int(item, what) for item in _list(value, what))


# ------------------------------------------------------------- engine values


def action_json(action: Action) -> dict[str, Any]:
    return action_to_json(action)


def action_from(value: object) -> Action:
    """An action from the wire; ProtocolError if it is not one."""
    try:
        return action_from_json(value)
    except (ValueError, TypeError):
        raise ProtocolError("bad_move", f"not a move: {str(value)[:80]!r}") from None


def event_to_json(event: Event) -> dict[str, Any]:
    return {
        "player": event.player,
        "action": action_to_json(event.action),
        "card": str(event.card) if event.card is not None else None,
    }


def event_from_json(value: object) -> Event:
    if not isinstance(value, dict):
        raise ProtocolError("bad_message", "an event must be an object")
    card = value.get("card")
    return Event(
        _int(value.get("player"), "event player", 0, 3),
        action_from(value.get("action")),
        _card(card) if card is not None else None,
    )


def result_to_json(result: RoundResult) -> dict[str, Any]:
    return {
        "kind": result.kind,
        "winners": list(result.winners),
        "payments": [[p.payer, p.payee, p.units] for p in result.payments],
        "net": list(result.net),
        "totals": list(result.totals),
        "knocker": result.knocker,
        "units": result.units,
    }


def result_from_json(value: object) -> RoundResult:
    if not isinstance(value, dict):
        raise ProtocolError("bad_message", "a result must be an object")
    kind = value.get("kind")
    if kind not in ROUND_ENDS:
        raise ProtocolError("bad_message", f"no such round end: {kind!r}")
    payments = []
    for item in _list(value.get("payments"), "payments"):
        payer, payee, units = _ints(item, "payment")
        payments.append(Payment(payer, payee, units))
    knocker = value.get("knocker")
    return RoundResult(
        kind,
        _ints(value.get("winners"), "winners"),
        tuple(payments),
        _ints(value.get("net"), "net"),
        _ints(value.get("totals"), "totals"),
        _int(knocker, "knocker", 0, 3) if knocker is not None else None,
        _int(value.get("units", 0), "units"),
    )


def _spread_from_json(value: object) -> Spread:
    if not isinstance(value, dict) or value.get("kind") not in ("book", "run"):
        raise ProtocolError("bad_message", "a spread must be an object of kind book or run")
    return Spread(
        _int(value.get("owner"), "spread owner", 0, 3),
        _cards(value.get("cards"), "spread cards"),
        cast(Literal["book", "run"], value["kind"]),
    )


def view_to_json(view: RoundView, *, full: bool) -> dict[str, Any]:
    """A seat's view on the wire. `full`: with the rules and the whole history
    (a deal, a rejoin, the round end); else the state after one event, which
    the client adds to the history it keeps (`events` says how long it is)."""
    data: dict[str, Any] = {
        "player": view.player,
        "dealer": view.dealer,
        "current": view.current,
        "phase": view.phase,
        "hand": [str(card) for card in view.hand],
        "hand_sizes": list(view.hand_sizes),
        "known_cards": [[str(card) for card in cards] for cards in view.known_cards],
        "spreads": [
            {"owner": s.owner, "cards": [str(card) for card in s.cards], "kind": s.kind}
            for s in view.spreads
        ],
        "discard_pile": [str(card) for card in view.discard_pile],
        "stock_count": view.stock_count,
        "held": list(view.held),
        "held_now": view.held_now,
        "taken_card": str(view.taken_card) if view.taken_card is not None else None,
        "laid_new_spread": view.laid_new_spread,
        "hits_this_turn": view.hits_this_turn,
        "drawn_hand_size": view.drawn_hand_size,
        "had_turn": list(view.had_turn),
        "events": len(view.history),
        "legal": [action_to_json(action) for action in view.legal],
        "result": result_to_json(view.result) if view.result is not None else None,
        "revealed_hands": (
            [[str(card) for card in hand] for hand in view.revealed_hands]
            if view.revealed_hands is not None
            else None
        ),
    }
    if full:
        data["rules"] = view.rules.to_dict()
        data["history"] = [event_to_json(event) for event in view.history]
    return data


def view_from_json(
    data: object, rules: HouseRules | None = None, history: Sequence[Event] | None = None
) -> RoundView:
    """A RoundView from the wire: a full one (`rules` and `history` None: read
    from the message) or one after an event (the caller's rules and history,
    which must be as long as the message says)."""
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a view must be an object")
    try:
        if rules is None:
            rules = HouseRules.from_dict(data.get("rules"))
        if history is None:
            history = [event_from_json(item) for item in _list(data.get("history"), "history")]
    except (ValueError, TypeError) as error:
        if isinstance(error, ProtocolError):
            raise
        raise ProtocolError("bad_message", f"the view's rules: {error}") from None
    events = _int(data.get("events"), "events", 0, 10_000)
    if events != len(history):
        raise ProtocolError("bad_message", f"the view follows {events} events, not {len(history)}")
    players = rules.players
    phase = data.get("phase")
    if phase not in ("start", "play", "over"):
        raise ProtocolError("bad_message", f"no such phase: {phase!r}")
    taken = data.get("taken_card")
    result = data.get("result")
    revealed = data.get("revealed_hands")
    pile = _cards(data.get("discard_pile"), "discard_pile")
    view = RoundView(
        player=_int(data.get("player"), "player", 0, players - 1),
        rules=rules,
        dealer=_int(data.get("dealer"), "dealer", 0, players - 1),
        current=_int(data.get("current"), "current", 0, players - 1),
        phase=cast(Phase, phase),
        hand=_cards(data.get("hand"), "hand"),
        hand_sizes=_ints(data.get("hand_sizes"), "hand_sizes"),
        known_cards=tuple(
            _cards(cards, "known cards") for cards in _list(data.get("known_cards"), "known")
        ),
        spreads=tuple(_spread_from_json(s) for s in _list(data.get("spreads"), "spreads")),
        discard_top=pile[-1] if pile else None,
        discard_pile=pile,
        stock_count=_int(data.get("stock_count"), "stock_count", 0, 200),
        held=_ints(data.get("held"), "held"),
        held_now=get_bool(data, "held_now"),
        taken_card=_card(taken) if taken is not None else None,
        laid_new_spread=get_bool(data, "laid_new_spread"),
        hits_this_turn=_int(data.get("hits_this_turn"), "hits_this_turn", 0, 200),
        drawn_hand_size=_int(data.get("drawn_hand_size"), "drawn_hand_size", 0, 200),
        had_turn=tuple(bool(x) for x in _list(data.get("had_turn"), "had_turn")),
        history=tuple(history),
        legal=tuple(action_from(item) for item in _list(data.get("legal"), "legal")),
        result=result_from_json(result) if result is not None else None,
        revealed_hands=(
            tuple(_cards(hand, "revealed hand") for hand in _list(revealed, "revealed"))
            if revealed is not None
            else None
        ),
    )
    if (
        not (len(view.hand_sizes) == len(view.known_cards) == len(view.held) == len(view.had_turn))
        or len(view.hand_sizes) != players
    ):
        raise ProtocolError("bad_message", f"the view is not of {players} players")
    return view


# ---------------------------------------------------------- table messages


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat as every player sees it: a name, "person" or "computer", the
    computer's level (None for a person), and its status."""

    name: str
    kind: Literal["person", "computer"]
    level: str | None
    status: SeatStatus

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "status": self.status}

    @staticmethod
    def from_json(value: object) -> SeatInfo:
        if not isinstance(value, dict):
            raise ProtocolError("bad_message", "a seat must be an object")
        kind = value.get("kind")
        status = value.get("status")
        level = value.get("level")
        if kind not in ("person", "computer") or status not in SEAT_STATUSES:
            raise ProtocolError("bad_message", f"a seat of kind {kind!r}, status {status!r}")
        if level is not None and not isinstance(level, str):
            raise ProtocolError("bad_message", "a seat's level must be text")
        return SeatInfo(
            get_str(value, "name", NAME_LIMIT),
            cast(Literal["person", "computer"], kind),
            level,
            cast(SeatStatus, status),
        )


@dataclass(frozen=True, slots=True)
class TableInfo:
    """The table as the host describes it to every player."""

    name: str
    rules: HouseRules
    stake_minor: int
    currency: str
    seats: tuple[SeatInfo, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "rules": self.rules.to_dict(),
            "stake_minor": self.stake_minor,
            "currency": self.currency,
            "seats": [seat.to_json() for seat in self.seats],
        }

    @staticmethod
    def from_json(value: object) -> TableInfo:
        if not isinstance(value, dict):
            raise ProtocolError("bad_message", "a table must be an object")
        try:
            rules = HouseRules.from_dict(value.get("rules"))
        except (ValueError, TypeError) as error:
            raise ProtocolError("bad_message", f"the table's rules: {error}") from None
        seats = tuple(SeatInfo.from_json(seat) for seat in _list(value.get("seats"), "seats"))
        if len(seats) != rules.players:
            raise ProtocolError("bad_message", "the table's seats do not match its rules")
        return TableInfo(
            get_str(value, "name", 200),
            rules,
            get_int(value, "stake_minor", 1, MAX_STAKE_MINOR),
            get_str(value, "currency", 3),
            seats,
        )


@dataclass(frozen=True, slots=True)
class Balances:
    """What each seat has won (+) or lost (-) in the session, in minor units of
    `currency`, after `rounds` settled rounds (the host's ledger's figures)."""

    balances: tuple[int, ...]
    currency: str
    rounds: int

    def to_json(self) -> dict[str, Any]:
        return {"balances": list(self.balances), "currency": self.currency, "rounds": self.rounds}

    @staticmethod
    def from_json(value: Mapping[str, Any]) -> Balances:
        return Balances(
            # As large as the ledger keeps (not 2^31: 21 million dollars in cents).
            tuple(
                _int(item, "balances", -MAX_AMOUNT_MINOR, MAX_AMOUNT_MINOR)
                for item in _list(value.get("balances"), "balances")
            ),
            get_str(value, "currency", 3),
            get_int(value, "rounds"),
        )


def check_version(message: Mapping[str, Any]) -> None:
    """ProtocolError("version") unless the message speaks our protocol."""
    theirs = message.get("protocol")
    if type(theirs) is not int or theirs != PROTOCOL_VERSION:
        app = message.get("app")
        raise ProtocolError(
            "version",
            f"the other side speaks table protocol {theirs!r}"
            f"{f' ({app})' if isinstance(app, str) else ''}, this program {PROTOCOL_VERSION}"
            f" ({APP}): both need the same version of Tonk Desktop",
        )
