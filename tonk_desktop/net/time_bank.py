"""The time bank of a hosted table: each person's turn has `per_move`
seconds, and time beyond them comes out of the seat's `reserve` (a fresh
reserve every round). When both are spent the turn is out of time and the
host has a computer player finish it. The host's clock is the only one; the
clients are told what is left with each turn. Plain data: no Qt, no sockets;
the clock is passed in, so a test can drive it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Final

# A table that uses one and is set up without saying how: half a minute a
# turn (a Tonk turn is a draw and a discard; most take a few seconds), and two
# minutes in reserve for the few hard ones of a round, so a thinker is never
# hurried twice and a person who walked away holds the table for at most
# two and a half minutes a round, then half a minute a turn.
DEFAULT_PER_MOVE: Final = 30.0
DEFAULT_RESERVE: Final = 120.0
# The longest the host accepts (an hour): a longer clock is no clock.
MOST_SECONDS: Final = 3600.0


def check_time_bank(per_move: float, reserve: float) -> None:
    """ValueError (English, for tonk-host and a log) unless `per_move` (0: no
    time bank) and `reserve` are times a table can keep."""
    for what, value in (("the time per move", per_move), ("the time reserve", reserve)):
        if not math.isfinite(value) or not 0 <= value <= MOST_SECONDS:
            raise ValueError(f"{what} is 0 to {MOST_SECONDS:g} seconds, not {value:g}")
    if per_move == 0 and reserve > 0:
        raise ValueError("a time reserve needs a time per move (0 turns the time bank off)")


@dataclass(frozen=True, slots=True)
class Clock:
    """What is left of the turn in play, as the host tells it: `seat`'s turn,
    `move` seconds of its own time, then `reserve` seconds."""

    seat: int
    move: float
    reserve: float

    def after(self, spent: float) -> Clock:
        """The clock `spent` seconds later: its own time first, then the reserve."""
        move = max(0.0, self.move - spent)
        reserve = max(0.0, self.reserve - max(0.0, spent - self.move))
        return Clock(self.seat, move, reserve)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "move": round(self.move, 1), "reserve": round(self.reserve, 1)}

    @staticmethod
    def from_json(value: object, players: int) -> Clock | None:
        """The clock a message carries, or None for none (or one not a clock's)."""
        if not isinstance(value, dict):
            return None
        seat, move, reserve = value.get("seat"), value.get("move"), value.get("reserve")
        if type(seat) is not int or not 0 <= seat < players:
            return None
        numbers = []
        for number in (move, reserve):
            if isinstance(number, bool) or not isinstance(number, int | float):
                return None
            if not math.isfinite(number) or not 0 <= number <= MOST_SECONDS:
                return None
            numbers.append(float(number))
        return Clock(seat, numbers[0], numbers[1])


@dataclass(slots=True)
class TimeBank:
    """The clocks of a table of `players` seats. `start(seat, now)` when a
    person's turn begins, `stop(now)` when it ends (the time beyond `per_move`
    is taken from the seat's reserve), `out_of_time(now)` once both are spent."""

    per_move: float
    reserve: float
    players: int
    _reserves: list[float] = field(default_factory=list)
    _seat: int | None = None
    _started: float = 0.0

    def __post_init__(self) -> None:
        check_time_bank(self.per_move, self.reserve)
        self.new_round()

    @property
    def on(self) -> bool:
        return self.per_move > 0

    @property
    def seat(self) -> int | None:
        """The seat whose clock runs, or None."""
        return self._seat

    def new_round(self) -> None:
        """Every seat's reserve full again; no clock running."""
        self._reserves = [self.reserve] * self.players
        self._seat = None

    def reserve_of(self, seat: int) -> float:
        return self._reserves[seat]

    def start(self, seat: int, now: float) -> None:
        if not self.on:
            return
        if self._seat is not None:
            self.stop(now)
        self._seat, self._started = seat, now

    def stop(self, now: float) -> None:
        """The running turn is over (made, or handed to a computer)."""
        seat = self._seat
        if seat is None:
            return
        over = max(0.0, now - self._started - self.per_move)
        self._reserves[seat] = max(0.0, self._reserves[seat] - over)
        self._seat = None

    def clock(self, now: float) -> Clock | None:
        """What is left of the running turn, or None."""
        seat = self._seat
        if seat is None:
            return None
        return Clock(seat, self.per_move, self._reserves[seat]).after(now - self._started)

    def out_of_time(self, now: float) -> bool:
        clock = self.clock(now)
        return clock is not None and clock.move <= 0 and clock.reserve <= 0
