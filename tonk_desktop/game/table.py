"""The table of rounds: who sits where, the house rules, the stake, the dealer,
the round number and each player's balance, from one round to the next.

`Table` deals (a numbered deal drawn from its random source, as the window
plays; or a deck given, as a stacked game and the network host play), applies
each action to the round on the table, settles a finished round with the
stake, passes the deal to the left and says which computer player is to act.
It knows no window and no network: the window's game model (`ui/model.py`)
is a Qt adapter over it, and the network host (`net/host.py`) plays its
rounds through one.

Whoever wants to know listens (`listen`): each listener is called once per
change, in the order they started listening, with a `Change` saying what
happened, after the table has changed (a round's settlement included).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from tonk_desktop.engine import (
    Action,
    Card,
    Event,
    Hit,
    HouseRules,
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

ChangeKind = Literal[
    "new_game", "deal", "restore", "action", "round_over", "undo", "redo", "settings"
]

DEFAULT_STAKE_MINOR: Final = 100
"""The base stake, in minor units (cents): 1.00."""
DEFAULT_CURRENCY: Final = "USD"


@dataclass(frozen=True, slots=True)
class Change:
    """What one change of the table is about.

    kind: "new_game" (balances reset, first dealer drawn), "deal" (a new round
    is on the table), "restore" (a saved session sat down again: balances, dealer
    and round number set, and the round in progress, if any, as it stood),
    "action" (one action applied), "round_over" (the action that ended the round;
    `result` is set), "undo" (`player`'s last turn taken back, with the moves after
    it: the round is as it was at the start of that turn), "redo" (the turn taken
    back is about to be played again: its actions follow, one change each),
    "settings" (the table for the next round, or the window's pace).
    For an action: `player` who acted, `action`, `event` (the engine's record,
    with the card drawn), and for a hit the spread as it was before the hit."""

    kind: ChangeKind
    player: int | None = None
    action: Action | None = None
    event: Event | None = None
    spread_before: Spread | None = None
    result: RoundResult | None = None


Listener = Callable[[Change], None]


class TableError(ValueError):
    """What the table cannot do now: `code` "no_round" (nothing is dealt) or
    "round_in_play" (the next round before this one is over)."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True, slots=True)
class _Upcoming:
    rules: HouseRules
    seats: tuple[Seat, ...]
    stake_minor: int
    currency: str


class Table:
    """Seats, rules, stake (minor units of `currency`), dealer, round number and
    balances, with the round on the table (see the module).

    `rng` draws the first dealer and each deal's number; `computer(seat)` says
    whether a computer plays that seat (by default: the seat has a level)."""

    def __init__(
        self,
        rules: HouseRules,
        seats: Sequence[Seat],
        stake_minor: int = DEFAULT_STAKE_MINOR,
        currency: str = DEFAULT_CURRENCY,
        *,
        rng: random.Random | None = None,
        computer: Callable[[int], bool] | None = None,
    ) -> None:
        seats = tuple(seats)
        check_table(rules, seats, stake_minor)
        self.rules = rules
        self.seats = seats
        self.stake_minor = stake_minor
        self.currency = currency
        self.balances = [0] * len(seats)
        """What each player has won (+) or lost (-), in minor units; never a bankroll."""
        self.bankrolls = [0] * len(seats)
        """The money each player sat down with (minor units; all 0 when not kept)."""
        self.dealer = 0
        """The dealer of the round on the table; with none, of the next deal."""
        self.round_number = 0
        """The rounds dealt so far (the one on the table counted)."""
        self.deal_number: int | None = None
        """The number of the deal on the table (engine/deal_number.py), or None."""
        self.first_dealer_draws: list[dict[int, Card]] = []
        self.round: Round | None = None
        self._rng = rng if rng is not None else random.Random()
        self._computer = computer
        self._upcoming: _Upcoming | None = None
        self._listeners: list[Listener] = []

    # ------------------------------------------------------------ reading

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def upcoming(self) -> tuple[HouseRules, tuple[Seat, ...], int, str]:
        """The table the next round is dealt at: rules, seats, stake and currency,
        with a pending `configure()` counted in."""
        pending = self._upcoming
        if pending is not None:
            return pending.rules, pending.seats, pending.stake_minor, pending.currency
        return self.rules, self.seats, self.stake_minor, self.currency

    @property
    def seat_dealing(self) -> int:
        """The dealer of the round in play; between rounds, of the next deal (the
        deal passes to the left as soon as a round is over)."""
        rnd = self.round
        if rnd is None or not rnd.is_over:
            return self.dealer
        return next_dealer(self.dealer, self.players)

    def is_computer(self, seat: int) -> bool:
        """Does a computer play `seat` now?"""
        if self._computer is not None:
            return self._computer(seat)
        return self.seats[seat].is_computer

    @property
    def seat_to_act(self) -> int | None:
        """The seat whose turn it is in the round in play, else None."""
        rnd = self.round
        return None if rnd is None or rnd.is_over else rnd.current

    def computer_to_act(self) -> int | None:
        """The seat whose turn it is when a computer plays it, else None (no
        round, a round over, or a person's turn)."""
        seat = self.seat_to_act
        return seat if seat is not None and self.is_computer(seat) else None

    # ------------------------------------------------------------ listening

    def listen(self, listener: Listener) -> None:
        """Call `listener` with every change from now on, after those listening
        already."""
        self._listeners.append(listener)

    def stop_listening(self, listener: Listener) -> None:
        """Call `listener` no more (nothing if it was not listening)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def tell(self, change: Change) -> None:
        """Tell every listener of `change`, in order (the table's own changes come
        through here; an adapter may tell of its own, "settings" or "redo")."""
        for listener in list(self._listeners):
            listener(change)

    # ------------------------------------------------------------ the table

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
        check_table(rules, seats, stake_minor)
        self._upcoming = _Upcoming(
            rules, seats, stake_minor, currency if currency is not None else self.currency
        )
        self.tell(Change("settings"))

    def seat_now(
        self, rules: HouseRules, seats: Sequence[Seat], stake_minor: int, currency: str
    ) -> None:
        """Set the table at once, not from the next round (a table hosted
        elsewhere, as its host says it is). Another number of seats starts the
        balances from zero. Tells no one: the caller says what changed."""
        seats = tuple(seats)
        if len(seats) != len(self.seats):
            self.balances = [0] * len(seats)
            self.bankrolls = [0] * len(seats)
        self.seats = seats
        self.rules = rules
        self.stake_minor = stake_minor
        self.currency = currency

    def _apply_upcoming(self) -> None:
        pending = self._upcoming
        if pending is None:
            return
        self._upcoming = None
        if len(pending.seats) != len(self.seats) or pending.currency != self.currency:
            self.balances = [0] * len(pending.seats)
            self.bankrolls = [0] * len(pending.seats)
        self.rules = pending.rules
        self.seats = pending.seats
        self.stake_minor = pending.stake_minor
        self.currency = pending.currency

    # ------------------------------------------------------------ rounds

    def start(self, dealer: int | None = None, bankrolls: Sequence[int] | None = None) -> None:
        """Start a session without dealing: balances to zero, `bankrolls` the
        money each player sat down with (None: not kept), the first dealer by
        high card (or `dealer`). Applies a pending `configure()` first; tells
        "new_game"."""
        self._apply_upcoming()
        players = self.players
        start = [0] * players if bankrolls is None else list(bankrolls)
        if len(start) != players:
            raise ValueError(f"{len(start)} bankrolls for {players} players")
        if dealer is None:
            dealer, draws = choose_first_dealer(players, self._rng)
        elif not 0 <= dealer < players:
            raise ValueError(f"no player {dealer} to deal")
        else:
            draws = []
        self.balances = [0] * players
        self.bankrolls = start
        self.round_number = 0
        self.dealer = dealer
        self.first_dealer_draws = draws
        self.round = None
        self.tell(Change("new_game"))

    def new_game(
        self,
        deck: Sequence[Card] | None = None,
        dealer: int | None = None,
        bankrolls: Sequence[int] | None = None,
        deal_number: int | None = None,
    ) -> Round:
        """`start()` a session and deal its first round (returned): `deck` (top
        card first), or deal `deal_number`, dealt by the seat the number names,
        or a deal number drawn for the dealer."""
        if deal_number is not None:
            check_deal_number(deal_number)
            if deck is not None or dealer is not None:
                raise ValueError("a numbered deal names its own cards and dealer")
            players = len(self.upcoming[1])
            dealer = deal_dealer(deal_number, players)
        self.start(dealer, bankrolls)
        return self._deal(deck, deal_number)

    def restore(
        self,
        balances: Sequence[int],
        dealer: int,
        round_number: int,
        rnd: Round | None = None,
        bankrolls: Sequence[int] | None = None,
        deal_number: int | None = None,
    ) -> None:
        """Sit a saved session down again: each player's balance, the dealer of
        `rnd` (or, with no round, of the next deal, which `next_round()` then
        makes), the rounds dealt so far, and the round in progress as it stood.
        Applies a pending `configure()` first. Tells "restore"; a round that
        turns out to be over is settled at once (and tells "round_over"), as if
        its last action had just been played. `deal_number` is kept only when
        it deals exactly the round's cards."""
        self._apply_upcoming()
        players = self.players
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
        self.balances = list(balances)
        self.bankrolls = [0] * players if bankrolls is None else list(bankrolls)
        self.dealer = dealer
        self.round_number = round_number
        self.first_dealer_draws = []
        self.deal_number = deal_number if rnd is not None and deals(deal_number, rnd) else None
        self.round = rnd
        self.tell(Change("restore"))
        if rnd is not None and rnd.is_over and rnd.result is not None:
            # Saved after its last action but before it was settled: settle it now.
            self.settle(rnd.result)
            self.tell(Change("round_over", result=rnd.result))

    def resume_after(
        self,
        balances: Sequence[int],
        last_dealer: int,
        rounds_played: int,
        bankrolls: Sequence[int] | None = None,
    ) -> None:
        """`restore()` a session between rounds: its last settled round was
        dealt by `last_dealer`, so the next deal is the player's on the left."""
        dealer = next_dealer(last_dealer, len(self.upcoming[1]))
        self.restore(balances, dealer, rounds_played, None, bankrolls)

    def next_round(self, deck: Sequence[Card] | None = None) -> Round:
        """Deal the next round (`deck`, or a deal number drawn) and return it; the
        deal passes to the left. A pending table of another number of players,
        or of another currency, starts a new game instead. TableError mid-round."""
        rnd = self.round
        if rnd is not None and not rnd.is_over:
            raise TableError("finish this round first", "round_in_play")
        pending = self._upcoming
        if pending is not None and (
            len(pending.seats) != self.players or pending.currency != self.currency
        ):
            # Another table (a different number of players), or money that cannot
            # be carried over (balances in one currency are not amounts of another).
            return self.new_game(deck)
        self._apply_upcoming()
        if rnd is not None:
            self.dealer = next_dealer(self.dealer, self.players)
        return self._deal(deck)

    def _deal(self, deck: Sequence[Card] | None, number: int | None = None) -> Round:
        self.round_number += 1
        if deck is None:
            if number is None:
                number = random_deal_number(self._rng, self.dealer, self.players)
            deck = deal_deck(number, self.rules.jokers)
        self.deal_number = number
        self.round = rnd = Round.deal(self.rules, dealer=self.dealer, deck=list(deck))
        self.tell(Change("deal"))
        if rnd.is_over and rnd.result is not None:  # a dealt tonk, a low deal or a misdeal
            self.settle(rnd.result)
            self.tell(Change("round_over", result=rnd.result))
        return rnd

    # ------------------------------------------------------------ acting

    def apply(self, action: Action) -> Change:
        """Apply `action` for the player to act, settle the round if it ends, and
        tell "action" or "round_over". IllegalAction (nothing changed) if the
        rules refuse it; TableError if no round is dealt."""
        rnd = self.round
        if rnd is None:
            raise TableError("no round is being played", "no_round")
        spread_before = None
        if isinstance(action, Hit) and 0 <= action.spread_index < len(rnd.spreads):
            spread_before = rnd.spreads[action.spread_index]
        actor = rnd.current
        rnd.apply(action)  # IllegalAction: nothing changed
        event = rnd.events[-1]
        if rnd.is_over:
            change = Change("round_over", actor, action, event, spread_before, rnd.result)
            assert rnd.result is not None
            self.settle(rnd.result)
        else:
            change = Change("action", actor, action, event, spread_before)
        self.tell(change)
        return change

    def settle(self, result: RoundResult) -> None:
        """Pay `result` out: each player's net units times the stake."""
        stake = self.stake_minor
        for player, units in enumerate(result.net):
            self.balances[player] += units * stake

    def take_back(self, actions: int, player: int) -> None:
        """Put the round back as it stood after its first `actions` actions, from
        the same deck (the same cards in the stock), and pay back its settlement
        if it had ended. Tells "undo" (`player`'s turn taken back)."""
        rnd = self.round
        if rnd is None:
            raise TableError("no round is being played", "no_round")
        again = Round.deal(rnd.rules, dealer=rnd.dealer, deck=list(rnd.deck))
        for action in rnd.history[:actions]:
            again.apply(action)
        result = rnd.result
        if result is not None:
            stake = self.stake_minor
            for seat, units in enumerate(result.net):
                self.balances[seat] -= units * stake
        self.round = again
        self.tell(Change("undo", player=player))


def deals(number: int | None, rnd: Round) -> bool:
    """Does deal `number` deal `rnd`'s cards, by its dealer?"""
    if number is None:
        return False
    try:
        return deal_dealer(number, rnd.players) == rnd.dealer and tuple(
            deal_deck(number, rnd.rules.jokers)
        ) == tuple(rnd.deck)
    except ValueError:
        return False


def check_table(rules: HouseRules, seats: Sequence[Seat], stake_minor: int) -> None:
    """A ValueError unless the seats fit the rules and the stake is positive."""
    if len(seats) != rules.players:
        raise ValueError(f"the rules are for {rules.players} players, not {len(seats)} seats")
    if stake_minor <= 0:
        raise ValueError(f"the stake must be more than zero, not {stake_minor}")
