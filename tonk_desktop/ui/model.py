"""The game model: the one object that owns the session and applies actions.

A person's drop, a keyboard command and a computer player's choice all end in
`GameModel.apply()` (docs/architecture.md, "From a drag to the engine and
back"). After each applied action the model emits one `changed` signal
carrying a `Change` (what happened); the table, the log and the status bar
redraw from the model when it fires. A refusal is emitted as
`refused(reason, code)` with the engine's words, and nothing changes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tonk_desktop.engine import (
    Action,
    Card,
    Event,
    Hit,
    HouseRules,
    IllegalAction,
    Round,
    RoundResult,
    Seat,
    Spread,
    choose_first_dealer,
    next_dealer,
)
from tonk_desktop.engine.deal_number import (
    check_deal_number,
    deal_dealer,
    deal_deck,
    random_deal_number,
)
from tonk_desktop.ui.text.reasons import reason_text
from tonk_desktop.ui.text.translation import default_seats as default_seats  # re-exported
from tonk_desktop.ui.text.translation import shown_name

ChangeKind = Literal[
    "new_game", "deal", "restore", "action", "round_over", "undo", "redo", "settings"
]

DEFAULT_STAKE_MINOR: Final = 100
DEFAULT_CURRENCY: Final = "USD"
"""The base stake, in minor units (cents): 1.00."""

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


@dataclass(frozen=True, slots=True)
class Change:
    """What one `changed` signal is about.

    kind: "new_game" (balances reset, first dealer drawn), "deal" (a new round
    is on the table), "restore" (a saved session sat down again: balances, dealer
    and round number set, and the round in progress, if any, as it stood),
    "action" (one action applied), "round_over" (the action that ended the round;
    `result` is set), "undo" (`player`'s last turn taken back, with the moves after
    it: the round is as it was at the start of that turn), "redo" (the turn taken
    back is about to be played again: its actions follow, one change each),
    "settings" (pace or configuration).
    For an action: `player` who acted, `action`, `event` (the engine's record,
    with the card drawn), and for a hit the spread as it was before the hit."""

    kind: ChangeKind
    player: int | None = None
    action: Action | None = None
    event: Event | None = None
    spread_before: Spread | None = None
    result: RoundResult | None = None


@dataclass(slots=True)
class _Pending:
    rules: HouseRules
    seats: tuple[Seat, ...]
    stake_minor: int
    currency: str


@dataclass(slots=True)
class _Session:
    rules: HouseRules
    seats: tuple[Seat, ...]
    stake_minor: int
    balances: list[int] = field(default_factory=list)
    bankrolls: list[int] = field(default_factory=list)
    currency: str = DEFAULT_CURRENCY
    dealer: int = 0
    round_number: int = 0
    deal_number: int | None = None
    first_dealer_draws: list[dict[int, Card]] = field(default_factory=list)


class GameModel(QObject):
    """Owns the players, their balances (integer minor units of the stake), the
    dealer and the current `Round`; the only thing that applies actions."""

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
        _check_table(rules, seats, stake_minor)
        self._rng = random.Random(seed)
        self._session = _Session(
            rules, seats, stake_minor, [0] * len(seats), [0] * len(seats), currency=currency
        )
        self._pending: _Pending | None = None
        self._round: Round | None = None
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
        # Rounds of a lesson or of the practice with open cards (ui/lessons):
        # kept out of statistics and of the autosave, as practice.
        self.unrecorded = False
        # A lesson deals its own next round (ui/lessons): asked first by
        # next_round(), True when it has put the next deal on the table itself.
        self.next_round_instead: Callable[[], bool] | None = None

    # ------------------------------------------------------------ reading

    @property
    def round(self) -> Round | None:
        return self._round

    @property
    def rules(self) -> HouseRules:
        return self._session.rules

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._session.seats

    @property
    def players(self) -> int:
        return len(self._session.seats)

    @property
    def stake_minor(self) -> int:
        return self._session.stake_minor

    @property
    def currency(self) -> str:
        """The stake's currency (ISO code): how many decimals its minor units have."""
        return self._session.currency

    @property
    def balances(self) -> tuple[int, ...]:
        """What each player has won (+) or lost (-) in the session, in minor units
        of the money (cents). A starting bankroll is never part of it."""
        return tuple(self._session.balances)

    @property
    def bankrolls(self) -> tuple[int, ...]:
        """The money each player sat down with (minor units; all 0 when not kept)."""
        return tuple(self._session.bankrolls)

    @property
    def in_hand(self) -> tuple[int, ...] | None:
        """The money each player holds now (bankroll plus balance), or None when
        no bankrolls are kept."""
        session = self._session
        if not any(session.bankrolls):
            return None
        return tuple(b + m for b, m in zip(session.bankrolls, session.balances, strict=True))

    @property
    def upcoming(self) -> tuple[HouseRules, tuple[Seat, ...], int, str]:
        """The table the next round is dealt at: rules, seats, stake (minor units)
        and currency, with a pending `configure()` already counted in."""
        pending = self._pending
        if pending is not None:
            return pending.rules, pending.seats, pending.stake_minor, pending.currency
        session = self._session
        return session.rules, session.seats, session.stake_minor, session.currency

    @property
    def dealer(self) -> int:
        return self._session.dealer

    @property
    def round_number(self) -> int:
        return self._session.round_number

    @property
    def deal_number(self) -> int | None:
        """The number of the deal on the table (engine/deal_number.py), which deals
        the same cards again anywhere; None for a stacked deck or a resumed round
        whose number was not kept."""
        return self._session.deal_number

    @property
    def first_dealer_draws(self) -> list[dict[int, Card]]:
        """The high-card draws that chose the session's first dealer."""
        return list(self._session.first_dealer_draws)

    @property
    def you(self) -> int:
        """The seat shown at the bottom of the table: the first person, else seat 0."""
        for index, seat in enumerate(self.seats):
            if not seat.is_computer:
                return index
        return 0

    def name(self, player: int) -> str:
        """The player's name as shown: a default name in the language on now."""
        return shown_name(self.seats[player].name)

    def is_computer(self, player: int) -> bool:
        return self.seats[player].is_computer

    def is_legal(self, action: Action) -> bool:
        rnd = self._round
        return rnd is not None and action in rnd.legal_actions()

    def legal_for(self, player: int) -> list[Action]:
        """The actions `player` may take now (none when it is not their turn)."""
        rnd = self._round
        if rnd is None or rnd.is_over or rnd.current != player:
            return []
        return rnd.legal_actions()

    def money(self, units: int) -> int:
        """`units` base stakes in minor units."""
        return units * self._session.stake_minor

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
        seats = tuple(seats)
        _check_table(rules, seats, stake_minor)
        self._pending = _Pending(
            rules, seats, stake_minor, currency if currency is not None else self.currency
        )
        self.changed.emit(Change("settings"))

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
        if deal_number is not None:
            check_deal_number(deal_number)
            if deck is not None or dealer is not None:
                raise ValueError("a numbered deal names its own cards and dealer")
        self._apply_pending()
        session = self._session
        players = len(session.seats)
        start = [0] * players if bankrolls is None else list(bankrolls)
        if len(start) != players:
            raise ValueError(f"{len(start)} bankrolls for {players} players")
        if deal_number is not None:
            dealer = deal_dealer(deal_number, players)
        session.balances = [0] * players
        session.bankrolls = start
        session.round_number = 0
        if dealer is None:
            dealer, draws = choose_first_dealer(len(session.seats), self._rng)
        elif not 0 <= dealer < len(session.seats):
            raise ValueError(f"no player {dealer} to deal")
        else:
            draws = []
        session.dealer = dealer
        session.first_dealer_draws = draws
        self._round = None
        self.changed.emit(Change("new_game"))
        self._deal(deck, deal_number)

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
        self._apply_pending()
        session = self._session
        players = len(session.seats)
        if len(balances) != players:
            raise ValueError(f"{len(balances)} balances for {players} players")
        if bankrolls is not None and len(bankrolls) != players:
            raise ValueError(f"{len(bankrolls)} bankrolls for {players} players")
        if not 0 <= dealer < players:
            raise ValueError(f"no player {dealer} to deal")
        if round_number < 0:
            raise ValueError(f"the round number must be 0 or more, not {round_number}")
        if rnd is not None:
            if rnd.players != players:
                raise ValueError(f"the round is for {rnd.players} players, not {players}")
            if rnd.dealer != dealer:
                raise ValueError(f"player {rnd.dealer} dealt this round, not player {dealer}")
            if round_number < 1:
                raise ValueError("a round in progress is round 1 or later")
        session.balances = list(balances)
        session.bankrolls = [0] * players if bankrolls is None else list(bankrolls)
        session.dealer = dealer
        session.round_number = round_number
        session.first_dealer_draws = []
        session.deal_number = deal_number if rnd is not None and _deals(deal_number, rnd) else None
        self._forget_turns()
        self._practised = practice and rnd is not None
        self._round = rnd
        self.changed.emit(Change("restore"))
        if rnd is not None and rnd.is_over and rnd.result is not None:
            # Saved after its last action but before it was settled: settle it now.
            self._settle(Change("round_over", result=rnd.result))

    def next_round(self, deck: Sequence[Card] | None = None) -> None:
        """Deal the next round; the deal passes to the left. Refused mid-round."""
        rnd = self._round
        if rnd is not None and not rnd.is_over:
            self.refused.emit(_tr("Finish this round first."), "round_in_play")
            return
        if self.next_round_instead is not None and self.next_round_instead():
            return
        pending = self._pending
        if pending is not None and (
            len(pending.seats) != self.players or pending.currency != self.currency
        ):
            # Another table (a different number of players), or money that cannot
            # be carried over (balances in one currency are not amounts of another).
            self.new_game(deck)
            return
        self._apply_pending()
        if rnd is not None:
            self._session.dealer = next_dealer(self._session.dealer, self.players)
        self._deal(deck)

    def _apply_pending(self) -> None:
        pending = self._pending
        if pending is None:
            return
        self._pending = None
        session = self._session
        if len(pending.seats) != len(session.seats) or pending.currency != session.currency:
            session.balances = [0] * len(pending.seats)
            session.bankrolls = [0] * len(pending.seats)
        session.rules = pending.rules
        session.seats = pending.seats
        session.stake_minor = pending.stake_minor
        session.currency = pending.currency

    def _deal(self, deck: Sequence[Card] | None, number: int | None = None) -> None:
        session = self._session
        session.round_number += 1
        if deck is None:
            if number is None:
                number = random_deal_number(self._rng, session.dealer, len(session.seats))
            deck = deal_deck(number, session.rules.jokers)
        session.deal_number = number
        self._forget_turns()
        self._round = Round.deal(session.rules, dealer=session.dealer, deck=list(deck))
        self.changed.emit(Change("deal"))
        if self._round.is_over:  # a dealt tonk, a low deal or a misdeal
            self._settle(Change("round_over", result=self._round.result))

    # ------------------------------------------------------------- acting

    def apply(self, action: Action, player: int | None = None) -> str | None:
        """Apply `action` for the player to act. With `player`, refuse it unless it
        is that player's turn (a person cannot act for the computer). Returns None
        when applied, else the reason (also emitted as `refused`)."""
        rnd = self._round
        if rnd is None:
            return self._refuse(_tr("No round is being played."), "no_round")
        if player is not None and not rnd.is_over and rnd.current != player:
            return self._refuse(
                _tr("It is {name}'s turn, not yours.").format(name=self.name(rnd.current)),
                "not_your_turn",
            )
        spread_before = None
        if isinstance(action, Hit) and 0 <= action.spread_index < len(rnd.spreads):
            spread_before = rnd.spreads[action.spread_index]
        actor = rnd.current
        before = tuple(rnd.history) if self.is_computer(actor) else ()
        try:
            rnd.apply(action)
        except IllegalAction as error:
            # The engine's code and facts, worded in the player's language.
            return self._refuse(reason_text(error), error.code)
        if self.is_computer(actor):
            self._answers[before] = action
        if not self._redoing:
            self._redo.clear()  # a new move: what was taken back is gone
        event = rnd.events[-1]
        if rnd.is_over:
            change = Change("round_over", actor, action, event, spread_before, rnd.result)
            self._settle(change)
        else:
            self.changed.emit(Change("action", actor, action, event, spread_before))
        return None

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
        rnd = self._round
        if rnd is None or rnd.is_over or not self.is_computer(rnd.current):
            return None
        return self._answers.get(tuple(rnd.history))

    def _last_person_turn(self) -> int | None:
        """Where the last turn a person took begins in the round's events."""
        rnd = self._round
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
        rnd = self._round
        start = self._last_person_turn()
        if rnd is None or start is None:
            return False
        history = rnd.history
        person = rnd.events[start].player
        again = Round.deal(rnd.rules, dealer=rnd.dealer, deck=list(rnd.deck))
        for action in history[:start]:
            again.apply(action)
        result = rnd.result
        if result is not None:
            stake = self._session.stake_minor
            for player, units in enumerate(result.net):
                self._session.balances[player] -= units * stake
        self._redo.append(tuple(history[start:]))
        self._practised = True
        self._round = again
        self.changed.emit(Change("undo", player=person))
        return True

    def redo(self) -> bool:
        """Play the turn last taken back again, and the computers' moves after it,
        as they were. Returns False when nothing was taken back."""
        rnd = self._round
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
        result = change.result
        assert result is not None
        stake = self._session.stake_minor
        for player, units in enumerate(result.net):
            self._session.balances[player] += units * stake
        self.changed.emit(change)
        self.round_finished.emit(result)


def _deals(number: int | None, rnd: Round) -> bool:
    """Does deal `number` deal `rnd`'s cards, by its dealer?"""
    if number is None:
        return False
    try:
        return deal_dealer(number, rnd.players) == rnd.dealer and tuple(
            deal_deck(number, rnd.rules.jokers)
        ) == tuple(rnd.deck)
    except ValueError:
        return False


def _check_table(rules: HouseRules, seats: tuple[Seat, ...], stake_minor: int) -> None:
    if len(seats) != rules.players:
        raise ValueError(f"the rules are for {rules.players} players, not {len(seats)} seats")
    if stake_minor <= 0:
        raise ValueError(f"the stake must be more than zero, not {stake_minor}")
