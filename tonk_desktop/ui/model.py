"""The game model: the window's Qt adapter over the table of rounds.

The rules of the table from round to round (the dealer, the balances, the
next deal) are `tonk_desktop.game.Table`'s; the model words its refusals in
the player's language, emits each of its changes as Qt's `changed`, and takes
a person's turn back (undo, redo). A person's drop, a keyboard command and a
computer player's choice all end in `GameModel.apply()` (docs/architecture.md,
"The walk of one move"). After each applied action the model
emits one `changed` signal carrying a `Change` (what happened); the table, the
log and the status bar redraw from the model when it fires. A refusal is
emitted as `refused(reason, code)` with the engine's words, and nothing
changes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tonk_desktop.engine import (
    Action,
    Card,
    Event,
    HouseRules,
    IllegalAction,
    Round,
    Seat,
)
from tonk_desktop.game import (
    DEFAULT_CURRENCY,
    DEFAULT_STAKE_MINOR,
    Change,
    ChangeKind,
    Table,
)
from tonk_desktop.ui.text.reasons import reason_text
from tonk_desktop.ui.text.translation import default_seats as default_seats  # re-exported
from tonk_desktop.ui.text.translation import seat_name

__all__ = [
    "BOT_PAUSE_MS",
    "DEAL_STAGGER_MS",
    "DEFAULT_CURRENCY",
    "DEFAULT_STAKE_MINOR",
    "MOVE_MS",
    "SPEEDS",
    "Change",
    "ChangeKind",
    "GameModel",
    "default_seats",
]

# How long the table takes over each kind of move at speed 1.0, in milliseconds.
MOVE_MS: Final = 260
DEAL_STAGGER_MS: Final = 70
# The computers' pause before each of their actions at pace 1.0: long enough to
# see the card leave the seat, land, and read it (each seat's last turn stays
# written at the seat besides). The pace is set apart from the animation speed.
BOT_PAUSE_MS: Final = 1000

SPEEDS: Final = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameModel", text)


class GameModel(QObject):
    """The window's game: a Qt adapter over the `Table` of rounds (`table`),
    which owns the players, their balances (integer minor units of the stake),
    the dealer and the current `Round`. It words refusals, emits each of the
    table's changes as `changed`, and takes a person's turn back (undo)."""

    changed = Signal(object)  # Change
    refused = Signal(str, str)  # the engine's reason, its stable code
    round_finished = Signal(object)  # RoundResult, after balances are settled

    def __init__(
        self,
        rules: HouseRules | None = None,
        seats: Sequence[Seat] | None = None,
        stake_minor: int = DEFAULT_STAKE_MINOR,
        seed: int | None = None,
        parent: QObject | None = None,
        currency: str = DEFAULT_CURRENCY,
    ) -> None:
        super().__init__(parent)
        rules = rules if rules is not None else HouseRules()
        seats = tuple(seats) if seats is not None else default_seats(rules.players)
        self._table = Table(
            rules,
            seats,
            stake_minor,
            currency,
            rng=random.Random(seed),
            computer=self.is_computer,
        )
        self._speed = 1.0
        self._bot_pace = 1.0
        # Undo in a practice game: the turns taken back (each the actions from a
        # person's turn to the next person's), the last taken back last; whether
        # the round on the table had a turn taken back; and the computers' answers
        # to the moves of this deal, so that a turn played again the same way is
        # answered the same way.
        self._redo: list[tuple[Action, ...]] = []
        self._practised = False
        self._answers: dict[tuple[Action, ...], Action] = {}
        self._redoing = False
        self._restoring_practice = False
        # Rounds of a lesson or of the practice with open cards (ui/lessons):
        # kept out of statistics and of the autosave, as practice.
        self.unrecorded = False
        # A lesson deals its own next round (ui/lessons): asked first by
        # next_round(), True when it has put the next deal on the table itself.
        self.next_round_instead: Callable[[], bool] | None = None
        # The first to hear of every change of the table: every view hears it
        # through `changed`, before the computer players (game/players.py).
        self._table.listen(self._on_table_change)

    # ------------------------------------------------------------ reading

    @property
    def table(self) -> Table:
        """The table of rounds underneath (Qt-free): its listeners, whose
        computer turn it is."""
        return self._table

    @property
    def round(self) -> Round | None:
        return self._table.round

    @property
    def rules(self) -> HouseRules:
        return self._table.rules

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._table.seats

    @property
    def players(self) -> int:
        return self._table.players

    @property
    def stake_minor(self) -> int:
        return self._table.stake_minor

    @property
    def currency(self) -> str:
        """The stake's currency (ISO code): how many decimals its minor units have."""
        return self._table.currency

    @property
    def balances(self) -> tuple[int, ...]:
        """What each player has won (+) or lost (-) in the session, in minor units
        of the money (cents). A starting bankroll is never part of it."""
        return tuple(self._table.balances)

    @property
    def bankrolls(self) -> tuple[int, ...]:
        """The money each player sat down with (minor units; all 0 when not kept)."""
        return tuple(self._table.bankrolls)

    @property
    def in_hand(self) -> tuple[int, ...] | None:
        """The money each player holds now (bankroll plus balance), or None when
        no bankrolls are kept."""
        table = self._table
        if not any(table.bankrolls):
            return None
        return tuple(b + m for b, m in zip(table.bankrolls, table.balances, strict=True))

    @property
    def upcoming(self) -> tuple[HouseRules, tuple[Seat, ...], int, str]:
        """The table the next round is dealt at: rules, seats, stake (minor units)
        and currency, with a pending `configure()` already counted in."""
        return self._table.upcoming

    @property
    def dealer(self) -> int:
        return self._table.dealer

    @property
    def round_number(self) -> int:
        return self._table.round_number

    @property
    def deal_number(self) -> int | None:
        """The number of the deal on the table (engine/deal_number.py), which deals
        the same cards again anywhere; None for a stacked deck or a resumed round
        whose number was not kept."""
        return self._table.deal_number

    @property
    def first_dealer_draws(self) -> list[dict[int, Card]]:
        """The high-card draws that chose the session's first dealer."""
        return list(self._table.first_dealer_draws)

    @property
    def you(self) -> int:
        """The seat shown at the bottom of the table: the first person, else seat 0."""
        for index, seat in enumerate(self.seats):
            if not seat.is_computer:
                return index
        return 0

    def name(self, player: int) -> str:
        """The player's name as shown: a default name in the language on now."""
        return seat_name(self.seats[player])

    def missed_events(self) -> tuple[Event, ...]:
        """At a "restore" change: the moves of the round the screen did not
        see played (a network table's, taken back mid-round); none here, where
        a restored round is told as resuming."""
        return ()

    def seat_state(self, player: int) -> str:
        """How the seat is played now, in a word or two, when not as usual (a
        network table's "away"); "" here, where every seat is."""
        return ""

    def is_computer(self, player: int) -> bool:
        return self.seats[player].is_computer

    def is_legal(self, action: Action) -> bool:
        rnd = self.round
        return rnd is not None and action in rnd.legal_actions()

    def legal_for(self, player: int) -> list[Action]:
        """The actions `player` may take now (none when it is not their turn)."""
        rnd = self.round
        if rnd is None or rnd.is_over or rnd.current != player:
            return []
        return rnd.legal_actions()

    def money(self, units: int) -> int:
        """`units` base stakes in minor units."""
        return units * self._table.stake_minor

    # -------------------------------------------------------------- pace

    @property
    def speed(self) -> float:
        """Animation pace: 1.0 normal, larger is slower, 0 instant (tests, --smoke)."""
        return self._speed

    def set_speed(self, speed: float) -> None:
        if speed < 0:
            raise ValueError(f"the animation speed must be 0 or more, not {speed}")
        self._speed = speed
        self.changed.emit(Change("settings"))

    @property
    def bot_pace(self) -> float:
        """The computers' pace: 1.0 normal, larger is slower, 0 at once (tests)."""
        return self._bot_pace

    def set_bot_pace(self, pace: float) -> None:
        if pace < 0:
            raise ValueError(f"the computers' pace must be 0 or more, not {pace}")
        self._bot_pace = pace
        self.changed.emit(Change("settings"))

    def bot_pause(self) -> int:
        """How long a computer waits before each action, in milliseconds: at least
        as long as the last card takes to land."""
        if self._bot_pace == 0:
            return 0
        return max(round(BOT_PAUSE_MS * self._bot_pace), self.duration(MOVE_MS) + 80)

    def duration(self, base_ms: int) -> int:
        """`base_ms` scaled by the speed, in whole milliseconds."""
        return round(base_ms * self._speed)

    # ------------------------------------------------------------ session

    def configure(
        self,
        rules: HouseRules,
        seats: Sequence[Seat],
        stake_minor: int,
        currency: str | None = None,
    ) -> None:
        """Set the rules, players and stake (in minor units of `currency`; None
        keeps the current one) for the NEXT round (the current round is played
        out under the rules it was dealt with). A different number of players
        starts a new table: balances from zero, a new first dealer."""
        self._table.configure(rules, seats, stake_minor, currency)

    def new_game(
        self,
        deck: Sequence[Card] | None = None,
        dealer: int | None = None,
        bankrolls: Sequence[int] | None = None,
        deal_number: int | None = None,
    ) -> None:
        """Start a session: balances to zero, `bankrolls` the money each player
        sat down with (minor units; None: not kept), the first dealer by high card
        (or `dealer`, for a replayed or stacked game), deal. With `deal_number`, its
        cards, dealt by the seat the number names (Game > Play deal number...)."""
        self._table.new_game(deck, dealer, bankrolls, deal_number)

    def restore(
        self,
        balances: Sequence[int],
        dealer: int,
        round_number: int,
        rnd: Round | None = None,
        bankrolls: Sequence[int] | None = None,
        deal_number: int | None = None,
        practice: bool = False,
    ) -> None:
        """Sit a saved session down again: each player's balance (minor units;
        `bankrolls`, the money they sat down with, None when not kept),
        the dealer of `rnd` (or, with no round, of the next deal, which
        `next_round()` then makes), the number of the rounds dealt so far, and the
        round in progress as it stood (e.g. `Round.from_history(saved)`). Applies a
        pending `configure()` first. Emits one "restore" change; a round that turns
        out to be over is settled at once, as if its last action had just been
        played. `deal_number` is the round's number as it was saved: kept only when
        it deals exactly the round's cards. `practice`: the round was set up, not
        dealt (played on from a review), so it is a practice round like one with
        a turn taken back (`round_practised`)."""
        self._restoring_practice = practice
        try:
            self._table.restore(balances, dealer, round_number, rnd, bankrolls, deal_number)
        finally:
            self._restoring_practice = False

    def resume_after(
        self,
        balances: Sequence[int],
        last_dealer: int,
        rounds_played: int,
        bankrolls: Sequence[int] | None = None,
    ) -> None:
        """Sit a saved session down between rounds and deal its next round: the
        last settled round was dealt by `last_dealer`, so the deal passes on."""
        self._table.resume_after(balances, last_dealer, rounds_played, bankrolls)
        self.next_round()

    def next_round(self, deck: Sequence[Card] | None = None) -> None:
        """Deal the next round; the deal passes to the left. Refused mid-round."""
        rnd = self.round
        if rnd is not None and not rnd.is_over:
            self.refused.emit(_tr("Finish this round first."), "round_in_play")
            return
        if self.next_round_instead is not None and self.next_round_instead():
            return
        self._table.next_round(deck)

    # ------------------------------------------------------------- acting

    def apply(self, action: Action, player: int | None = None) -> str | None:
        """Apply `action` for the player to act. With `player`, refuse it unless it
        is that player's turn (a person cannot act for the computer). Returns None
        when applied, else the reason (also emitted as `refused`)."""
        rnd = self.round
        if rnd is None:
            return self._refuse(_tr("No round is being played."), "no_round")
        if player is not None and not rnd.is_over and rnd.current != player:
            return self._refuse(
                _tr("It is {name}'s turn, not yours.").format(name=self.name(rnd.current)),
                "not_your_turn",
            )
        try:
            self._table.apply(action)
        except IllegalAction as error:
            # The engine's code and facts, worded in the player's language.
            return self._refuse(reason_text(error), error.code)
        return None

    def _on_table_change(self, change: Change) -> None:
        """The table changed: remember what undo needs, then tell every view."""
        kind = change.kind
        if kind in ("deal", "restore"):
            self._forget_turns()
            if kind == "restore":
                self._practised = self._restoring_practice and self.round is not None
        elif change.action is not None and kind in ("action", "round_over"):
            rnd = self.round
            actor = change.player
            if rnd is not None and actor is not None and self.is_computer(actor):
                self._answers[tuple(rnd.history[:-1])] = change.action
            if not self._redoing:
                self._redo.clear()  # a new move: what was taken back is gone
        self._announce(change)

    def _announce(self, change: Change) -> None:
        self.changed.emit(change)
        if change.kind == "round_over":
            assert change.result is not None
            self.round_finished.emit(change.result)

    # ------------------------------------------------------------- undoing

    def _forget_turns(self) -> None:
        self._redo = []
        self._practised = False
        self._answers = {}

    @property
    def round_practised(self) -> bool:
        """Was a turn of the round on the table taken back, or is it a lesson's?
        (Kept out of statistics.)"""
        return self._practised or self.unrecorded

    def remembered_answer(self) -> Action | None:
        """The move the computer to act made the last time the round stood exactly
        here (before a turn was taken back), or None."""
        rnd = self.round
        if rnd is None or self._table.computer_to_act() is None:
            return None
        return self._answers.get(tuple(rnd.history))

    def _last_person_turn(self) -> int | None:
        """Where the last turn a person took begins in the round's events."""
        rnd = self.round
        if rnd is None:
            return None
        events = rnd.events
        last = next(
            (i for i in range(len(events) - 1, -1, -1) if not self.is_computer(events[i].player)),
            None,
        )
        if last is None:
            return None
        start = last
        while start > 0 and events[start - 1].player == events[last].player:
            start -= 1
        return start

    @property
    def can_undo(self) -> bool:
        return self._last_person_turn() is not None

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        """Take back the last turn a person took and the computers' moves after it
        (the round's settlement too, if it ended): the round stands as at the start
        of that turn, with the same cards in the stock. Returns False when there is
        no turn of a person to take back. The window offers it only outside a
        ledger session, where no money is at stake."""
        rnd = self.round
        start = self._last_person_turn()
        if rnd is None or start is None:
            return False
        person = rnd.events[start].player
        self._redo.append(tuple(rnd.history[start:]))
        self._practised = True
        self._table.take_back(start, person)
        return True

    def redo(self) -> bool:
        """Play the turn last taken back again, and the computers' moves after it,
        as they were. Returns False when nothing was taken back."""
        rnd = self.round
        if rnd is None or not self._redo:
            return False
        actions = self._redo.pop()
        self.changed.emit(Change("redo", player=rnd.current))
        self._redoing = True
        try:
            for action in actions:
                if self.apply(action) is not None:  # cannot happen: the same deal
                    break
        finally:
            self._redoing = False
        return True

    def _refuse(self, reason: str, code: str) -> str:
        self.refused.emit(reason, code)
        return reason

    def _settle(self, change: Change) -> None:
        """Pay out a round the table did not apply itself (a table hosted
        elsewhere) and tell every view, as the table's own round ends are."""
        assert change.result is not None
        self._table.settle(change.result)
        self._announce(change)
