"""What a hosted table is set up with: its seats (`SeatPlan`), its rules, stake
and times (`TableConfig`), the join code people type, and the hash the host
keeps of each seat's rejoin token. Plain data: no sockets, no Qt.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal

from tonk_desktop.engine import HouseRules, Level, is_level
from tonk_desktop.ledger import check_stake, clean_name

from . import protocol as p
from .time_bank import check_time_bank

JOIN_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read out loud
# A code chosen by hand: long enough not to be guessed at once, and no longer
# than a join message may carry (protocol.CODE_LIMIT).
JOIN_CODE_LENGTHS: Final = (6, p.CODE_LIMIT)
_JOIN_CODE = re.compile(f"[A-Z0-9]{{{JOIN_CODE_LENGTHS[0]},{JOIN_CODE_LENGTHS[1]}}}")


def new_join_code(length: int = 6) -> str:
    return "".join(secrets.choice(JOIN_CODE_ALPHABET) for _ in range(length))


def token_hash(token: str) -> str:
    """What the host keeps of a seat's token: its hash (the token is the key)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """A seat as the host plans it: open for a person, or a computer player."""

    kind: Literal["person", "computer"]
    level: Level | None = None
    name: str = ""

    @staticmethod
    def person() -> SeatPlan:
        return SeatPlan("person")

    @staticmethod
    def computer(level: Level, name: str) -> SeatPlan:
        return SeatPlan("computer", level, name)


@dataclass(frozen=True, slots=True)
class TableConfig:
    """Everything a table is set up with (the Host dialog, or `tonk-host`'s options).

    Times in seconds. `bot_pause`: how long a computer player waits before each
    move, so people can follow; `round_pause`: how long the round end stays up
    before the next deal (sooner when every person has said "next");
    `stand_in`: the level of the computer that plays an absent person's seat;
    `cooldown`: how long a seat dropped for bad input must wait to rejoin;
    `time_per_move` and `time_reserve`: the time bank (`time_bank.TimeBank`;
    0 per move: none, a person may think as long as they like)."""

    rules: HouseRules
    seats: tuple[SeatPlan, ...]
    stake_minor: int = 100
    currency: str = "USD"
    table_name: str = "Tonk table"
    session_name: str = ""
    join_code: str | None = None
    grace: float = 30.0
    handshake_timeout: float = p.HANDSHAKE_TIMEOUT
    idle_timeout: float = p.IDLE_TIMEOUT
    keepalive: float = p.KEEPALIVE
    rate: float = p.RATE_PER_SECOND
    burst: float = p.RATE_BURST
    bot_pause: float = 0.6
    round_pause: float = 8.0
    stand_in: Level = "normal"
    cooldown: float = p.COOLDOWN
    max_rounds: int = 0  # 0: no limit (tests and benchmarks stop a table after N)
    time_per_move: float = 0.0
    time_reserve: float = 0.0

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise ValueError(
                f"the rules are for {self.rules.players} players, not {len(self.seats)}"
            )
        if not any(seat.kind == "person" for seat in self.seats):
            raise ValueError("a hosted table needs at least one seat for a person")
        check_stake(self.stake_minor)
        check_time_bank(self.time_per_move, self.time_reserve)
        if self.join_code is not None and not _JOIN_CODE.fullmatch(self.join_code):
            raise ValueError(
                f"a join code is {JOIN_CODE_LENGTHS[0]} to {JOIN_CODE_LENGTHS[1]} letters"
                f" and digits, not {self.join_code!r}"
            )
        for seat in self.seats:
            if seat.kind == "computer" and (seat.level is None or not clean_name(seat.name)):
                raise ValueError("a computer player needs a level and a name")


def seat_plans(text: Sequence[str]) -> tuple[SeatPlan, ...]:
    """Seats from words: "person", or "computer:LEVEL[:NAME]" (tonk-host's --seat)."""
    plans = []
    for number, word in enumerate(text, start=1):
        parts = word.split(":", 2)
        if parts[0] == "person" and len(parts) == 1:
            plans.append(SeatPlan.person())
        elif parts[0] == "computer" and len(parts) >= 2:
            level = parts[1]
            if not is_level(level):
                raise ValueError(f"seat {number}: no such level {level!r}")
            name = parts[2] if len(parts) == 3 else f"Computer {number}"
            plans.append(SeatPlan.computer(level, name))
        else:
            raise ValueError(f"seat {number}: {word!r} is not 'person' or 'computer:LEVEL[:NAME]'")
    return tuple(plans)
