"""What a review shows: the round (`ReviewSource`: its hand history, who sat
where, the stake) and the model the review's table draws (`ReviewModel`).

The review's model is a `GameModel` of its own: the table scene, the round-end
panel and the words that draw a game draw a replay unchanged, while the game's
own model (its round in progress, its balances, the ledger bound to it) is
never touched. Only the review's controller moves its round on; a gesture on
the review's table is refused with a word on how to step instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from tonk_desktop.engine import (
    Action,
    Card,
    Event,
    Hit,
    Round,
    RoundResult,
    Seat,
    Spread,
)
from tonk_desktop.engine.history import HandHistory
from tonk_desktop.ui.model import DEFAULT_CURRENCY, DEFAULT_STAKE_MINOR, Change, GameModel


def _tr(text: str) -> str:
    return QCoreApplication.translate("Review", text)


@dataclass(frozen=True, slots=True)
class ReviewSource:
    """A round to review: its hand history, the seats (names and levels), the
    seat reviewed, the round's number, the stake it was played for, and where it
    came from in words ("Round 3", a file's name) for the review's title."""

    history: HandHistory
    seats: tuple[Seat, ...]
    reviewed_seat: int
    round_number: int = 1
    stake_minor: int = DEFAULT_STAKE_MINOR
    currency: str = DEFAULT_CURRENCY
    title: str = ""
    deal_number: int | None = None
    # The ledger session the round belongs to: the coach's session view
    # reviews its rounds (ui/review/coach_feature.py).
    session_id: int | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the round, as it was played: who, what, the engine's record
    of it, the spread a hit went on as it was before, and the result when it
    ended the round."""

    player: int
    action: Action
    event: Event
    spread_before: Spread | None
    result: RoundResult | None

    def change(self) -> Change:
        """The model's change for this action (what the log's words read)."""
        if self.result is not None:
            return Change(
                "round_over", self.player, self.action, self.event, self.spread_before, self.result
            )
        return Change("action", self.player, self.action, self.event, self.spread_before)


def deal(history: HandHistory) -> Round:
    """The round as dealt, before its first action (ValueError if the deck does
    not suit the rules)."""
    return Round.deal(history.rules, dealer=history.dealer, deck=history.deck)


def replay_steps(history: HandHistory) -> tuple[Round, list[Step]]:
    """Play the history's actions through the engine: the round at its last
    step and every action's record. ValueError, saying which action, when one is
    not legal where it stands (a damaged or edited history)."""
    rnd = deal(history)
    steps: list[Step] = []
    for number, action in enumerate(history.actions, start=1):
        if rnd.is_over:
            raise ValueError(f"action {number}: the round was already over")
        player = rnd.current
        before = None
        if isinstance(action, Hit) and 0 <= action.spread_index < len(rnd.spreads):
            before = rnd.spreads[action.spread_index]
        try:
            rnd.apply(action)
        except ValueError as error:  # IllegalAction is a ValueError
            raise ValueError(f"action {number} ({action}) cannot be played: {error}") from None
        steps.append(Step(player, action, rnd.events[-1], before, rnd.result))
    return rnd, steps


def seats_for(players: int, game_seats: Sequence[Seat], reviewed: int) -> tuple[Seat, ...]:
    """Seats for a round of `players` from a file that names nobody: the game's
    own when it has as many, else "Player 1", "Player 2"... with the reviewed
    seat a person's."""
    if len(game_seats) == players:
        return tuple(game_seats)
    return tuple(
        Seat(
            _tr("Player {number}").replace("{number}", str(p + 1)),
            None if p == reviewed else "normal",
        )
        for p in range(players)
    )


class ReviewModel(GameModel):
    """The review's own game model: the reviewed seat at the bottom, every move
    made by the controller (`step`, `show`), none by a gesture."""

    def __init__(self, source: ReviewSource, parent: QObject | None = None) -> None:
        super().__init__(
            source.history.rules,
            source.seats,
            source.stake_minor,
            parent=parent,
            currency=source.currency,
        )
        self._reviewed = source.reviewed_seat
        self._stepping = False
        self._source = source

    @property
    def you(self) -> int:
        return self._reviewed

    def apply(self, action: Action, player: int | None = None) -> str | None:
        if not self._stepping:
            return self._refuse(
                _tr(
                    "This is a replay: step through it with the arrow keys, or "
                    "“Play from here” to play on."
                ),
                "review",
            )
        return super().apply(action, player)

    def next_round(self, deck: Sequence[Card] | None = None) -> None:
        """A replay deals nothing: the round is the one reviewed."""

    def step(self, action: Action) -> None:
        """Play the round's next action (the table animates it)."""
        self._stepping = True
        try:
            reason = super().apply(action)
        finally:
            self._stepping = False
        if reason is not None:  # the history was replayed once already: cannot be
            raise ValueError(reason)

    def show(self, rnd: Round) -> None:
        """Lay out `rnd` (the round at some step) at once; a round that is over
        is settled on the review's own balances, from zero."""
        source = self._source
        self.restore(
            [0] * self.players,
            rnd.dealer,
            source.round_number,
            rnd,
            deal_number=source.deal_number,
        )
