"""A stock that deals each player a stream of their own: the coach's playouts
of two moves draw the same cards.

The coach values each move of a decision by playing it out on the same deals
(`HardBot.playout_values`): the difference between two moves is measured
deal by deal, and the less the two playouts differ by chance, the fewer deals
it takes to tell them apart. With one stock drawn from the top, they differ by
chance at the first turn that takes the pile in one and the stock in the
other: from then on every player draws the next player's card, and the two
playouts share nothing but the hands.

`StreamStock` is the same stock, each card tagged, from the top, with the
players in turn from the one to move: each player's stock draw takes the
topmost card with their tag (any card once their own are gone). Which card a
draw takes depends only on who draws and what was drawn before, never on the
cards not yet drawn, and each order of the stock is as likely as the deal's
own: each draw is a card of the stock as likely as any other, as in play. But
each player's k-th stock draw is the same card in both playouts, however the
turns between went. `skip_first` sets aside the top card of a player's
stream, for the playout where they take the pile: their next stock draw is the
one the stock drawn instead would have made next.

Only the coach uses it (the hard player's search is left as it was tuned).
On the same deals of the 22 decisions of 30 rounds that took the coach's
search longest, the differences' standard errors fell by about a fifth: the
stock against the pile 0.110 -> 0.085, one discard against another 0.087 ->
0.071 (the knock, valued exactly, against playing on: 0.149 -> 0.145);
docs/ai.md, "The review's time".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, SupportsIndex

from tonk_desktop.engine import Card

NOBODY = -1  # the tag of a card set aside (`skip_first`): no stream's, drawn only as a last resort


class _Table(Protocol):
    @property
    def current(self) -> int: ...


class StreamStock(list[Card]):
    """A round's stock (top card last) drawn by `pop()` from the drawing
    player's own stream (module docstring). `table`: the round, asked who is
    to move at each draw; `first`: whose the top card is."""

    __slots__ = ("_table", "_tags")

    def __init__(self, cards: Iterable[Card], table: _Table, players: int, first: int) -> None:
        super().__init__(cards)
        count = len(self)
        # (the card at index i is the (count - 1 - i)-th from the top)
        self._tags = [(first + count - 1 - index) % players for index in range(count)]
        self._table = table

    def pop(self, index: SupportsIndex = -1) -> Card:
        """The drawing player's next card (`index` is ignored: the engine
        draws only from the top)."""
        tags = self._tags
        want = self._table.current
        for position in range(len(tags) - 1, -1, -1):
            if tags[position] == want:
                del tags[position]
                return super().pop(position)
        tags.pop()
        return super().pop()

    def skip_first(self, player: int) -> None:
        """Set the top card of `player`'s stream aside: it is in no one's
        stream, drawn only by a player whose own stream is empty (the top
        card left then, whichever it is)."""
        tags = self._tags
        for position in range(len(tags) - 1, -1, -1):
            if tags[position] == player:
                tags[position] = NOBODY
                return

    def copy(self) -> list[Card]:
        """A plain list of the cards (a copy of the round draws from the top)."""
        return list(self)


__all__ = ["StreamStock"]
