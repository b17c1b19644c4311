"""The computer players at a table: one player a seat and level, made when
first asked for, shown every finished round from its own seat.

`ComputerPlayers` listens to its `Table`: a new game starts them afresh, and
at each round's end every one of them is shown the round from its seat (the
hard player learns its opponents' styles from it, `ai.base.tell_round_over`).
Who thinks, and on which thread, is the caller's: the window's driver thinks
on a Qt worker thread, the network host on its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Generic, Protocol, TypeVar

from tonk_desktop.ai.base import tell_round_over
from tonk_desktop.engine import Action, RoundView

from .table import Change, Table


class Chooser(Protocol):
    """A computer player: one of the view's legal actions for its view."""

    def choose(self, view: RoundView) -> Action: ...


P = TypeVar("P", bound=Chooser)


class ComputerPlayers(Generic[P]):
    """The players of `table`'s computer seats. `level_of(seat)` is the level
    that plays a seat now; `make(level, seat)` makes that player. The players
    of the `seated` seats are made at once, and again at each new game, so
    that each is shown every round's end from the first (the others when first
    asked for: a stand-in for a person away)."""

    def __init__(
        self,
        table: Table,
        level_of: Callable[[int], str],
        make: Callable[[str, int], P],
        seated: Iterable[int] = (),
    ) -> None:
        self.table = table
        self.level_of = level_of
        self.make = make
        self.seated = tuple(seated)
        self._players: dict[tuple[int, str], P] = {}
        self._seat()
        table.listen(self._on_change)

    def _seat(self) -> None:
        for seat in self.seated:
            self.bot_for(seat)

    def bot_for(self, seat: int) -> P:
        """The player of `seat` at its level now (the same one until a new game)."""
        key = (seat, self.level_of(seat))
        player = self._players.get(key)
        if player is None:
            player = self._players[key] = self.make(key[1], seat)
        return player

    def close(self) -> None:
        """Stop listening to the table (the players are let go)."""
        self.table.stop_listening(self._on_change)
        self._players.clear()

    def _on_change(self, change: Change) -> None:
        if change.kind == "new_game":
            self._players.clear()
            self._seat()
        elif change.kind == "round_over":
            rnd = self.table.round
            if rnd is None or not rnd.is_over:
                return
            for (seat, _), player in self._players.items():
                if seat < rnd.players:
                    tell_round_over(player, rnd.view(seat))
