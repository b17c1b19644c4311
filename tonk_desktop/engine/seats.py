"""Who sits at the table: a `Seat` is a name and, for a computer player, its
`Level`; a person's seat has no level.

One type for the whole program: the game model seats it, the settings store
keeps it and the ledger records it, each in its own stored words derived from
these (the settings' "person"/"computer" and level, the ledger's "human" and
"bot:<level>"). It lives in the engine because the engine is the one layer
every other may import (the ledger and the computer players import only the
engine) and a seat is a word of the game, like a card; it holds no rules. The
default table is here too, once for every layer: you, then computer players by
the default names at the default level.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, TypeGuard, get_args

# The computer players: three levels, then four personalities (styles that play
# about as well as normal, differently: tonk_desktop/ai/styles.py). Files from
# before the personalities hold only the first three, which read as ever.
Level = Literal["easy", "normal", "hard", "cautious", "bold", "collector", "calculator"]
LEVELS: tuple[Level, ...] = get_args(Level)


def is_level(text: object) -> TypeGuard[Level]:
    """Is `text` the name of a computer player's level?"""
    return isinstance(text, str) and text in LEVELS


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table: a name and, for a computer player, its level
    (`level` None: a person plays this seat).

    `named_by_default`: nobody typed this name, it is the seat's default one
    ("Ann"), which the window names in the language on and renames when the
    language changes; a typed name never changes by itself. It is not part of
    what a seat is (two seats by the same name and level are equal), and the
    ledger records only the name as it was shown."""

    name: str
    level: Level | None = None
    named_by_default: bool = field(default=False, compare=False)

    def __post_init__(self) -> None:
        if self.level is not None and not is_level(self.level):
            raise ValueError(
                f"no such level: {self.level!r} (choose {', '.join(LEVELS)}, or None for a person)"
            )

    @property
    def is_computer(self) -> bool:
        return self.level is not None

    @property
    def is_person(self) -> bool:
        return self.level is None


# The table a first start sits down at, and every other table nobody set up: you
# (seat 0, a person), then computer players by these names at this level. The
# names are English; the window shows them in the language on
# (ui/text/translation.py: default_name, default_seats, seat_name).
DEFAULT_LEVEL: Level = "normal"
DEFAULT_NAMES: tuple[str, ...] = ("You", "Ann", "Bob", "Cal")


def default_seats(players: int = 3, level: Level = DEFAULT_LEVEL) -> tuple[Seat, ...]:
    """The default seats of a table of `players` (1 to 4): you, then computer
    players at `level`, by the default names (in English)."""
    if not 1 <= players <= len(DEFAULT_NAMES):
        raise ValueError(f"the default seats are for 1 to {len(DEFAULT_NAMES)} players")
    return (
        Seat(DEFAULT_NAMES[0], named_by_default=True),
        *(Seat(name, level, named_by_default=True) for name in DEFAULT_NAMES[1:players]),
    )
