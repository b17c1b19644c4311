"""The game model of a table hosted elsewhere: the window plays a networked
game through the same `GameModel` interface it plays a local one with.

The seam (docs/architecture.md, "The network seam"): the table, the log, the
round-end panel and the keyboard read `model.round`, `model.seats`,
`model.balances`... and hand moves to `model.apply()`; they redraw on
`changed`. `NetworkGameModel` keeps that contract with the engine elsewhere:

- `apply()` checks a move against the moves the host says are legal (the
  engine's own refusal, worded by ui/text, when it is not) and sends it; the
  change arrives when the host has applied it (`TableClient.updated`).
- `round` is a `Round` rebuilt from the seat's own `RoundView` after every
  event (`Round.from_view`). It holds this seat's real hand, the real spreads
  and discard pile; the places of the cards this seat may not see (other
  hands, the stock) hold the unseen cards in a random order, as a computer
  player's search deals them. The table shows those places only as backs and
  counts; at the round end they are rebuilt from the hands the host reveals.
- `is_computer(p)` is True for every seat but this screen's: played
  elsewhere, by a computer or by a person at another computer. Nothing here
  plays for them (the window's computer-player driver is paused).
- balances are settled from each result as the host settles them, and then
  set to the figures the host's ledger sends (`Balances`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tonk_desktop.engine import (
    REFUSALS,
    Action,
    Card,
    Event,
    Hit,
    HouseRules,
    IllegalAction,
    Round,
    RoundView,
    Seat,
    Spread,
)
from tonk_desktop.engine.seats import is_level
from tonk_desktop.net import Balances, TableClient, TableInfo
from tonk_desktop.ui.model import Change, ChangeKind, GameModel, default_seats
from tonk_desktop.ui.text.reasons import reason_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("NetworkGameModel", text)


# How a seat's status is told after its name on the table and in the log.
def status_words(status: str, short: bool = False) -> str:
    """A seat's state in words, or "" for a seat played as usual; `short`:
    in a word or two, as a name plate has room for (the tooltip has it all)."""
    if short:
        brief = {
            "open": lambda: _tr("seat open"),
            "away": lambda: _tr("away"),
            "stand_in": lambda: _tr("away"),
            "returning": lambda: _tr("back soon"),
        }.get(status)
        return brief() if brief is not None else ""
    words = {
        "open": lambda: _tr("seat open"),
        "away": lambda: _tr("away: a computer plays in a moment"),
        "stand_in": lambda: _tr("away: a computer plays the seat"),
        "returning": lambda: _tr("back at their next turn"),
    }
    word = words.get(status)
    return word() if word is not None else ""


def round_from_view(view: RoundView, rng: random.Random) -> Round:
    """The round `view` shows, as a `Round` the table can draw: the viewer's
    hand and every card it has seen where it saw them; over, the hands the host
    revealed; the unseen places filled from the unseen cards (see the module)."""
    revealed = view.revealed_hands
    if revealed is None:
        hands, stock = view.deal_unseen(rng)
        return Round.from_view(view, hands, stock)
    # The stock: every card but the hands, the spreads and the discard pile
    # (the cards known to be in a hand are in its revealed hand).
    pool = Counter(view.unseen_cards())
    for player, cards in enumerate(view.known_cards):
        if player != view.player:
            pool.update(cards)
    for player, hand in enumerate(revealed):
        if player != view.player:
            pool.subtract(hand)
    if any(count < 0 for count in pool.values()):
        raise ValueError("the revealed hands do not fit what this seat saw")
    stock = sorted(pool.elements(), key=lambda card: card.sort_key)
    return Round.from_view(view, [list(hand) for hand in revealed], stock)


class NetworkGameModel(GameModel):
    """A `GameModel` whose round is played at a table another computer hosts
    (or this one, in-process): see the module."""

    table_info_changed = Signal()  # the table's name, rules, seats or their states
    host_balances = Signal()  # the host's ledger sent its figures

    def __init__(self, client: TableClient, parent: QObject | None = None) -> None:
        table = client.table
        rules = table.rules if table is not None else HouseRules()
        super().__init__(rules, default_seats(rules.players), parent=parent)
        self._client = client
        self._table_name = ""
        self._statuses: tuple[str, ...] = ()
        self._view: RoundView | None = None
        self._view_round = 0  # the round number `_view` is of
        self._missed: tuple[Event, ...] = ()
        self._waiting = False  # a move sent, the host's answer not in yet
        self._settled = False  # the round on the table was settled here
        self._host_rounds = 0  # the rounds the host's last balances count
        # Only the order of the cards nobody at this screen may see comes from it.
        self._shuffle = random.Random()
        client.table_changed.connect(self._on_table)
        client.round_started.connect(self._on_round_started)
        client.updated.connect(self._on_updated)
        client.refused.connect(self._on_refused)
        client.round_over.connect(self._on_round_over)
        client.balances_changed.connect(self._on_balances)
        client.seat_changed.connect(self._on_seat_changed)
        if table is not None:
            self._on_table(table)
        if client.balances is not None:
            self._on_balances(client.balances)

    def show_current(self) -> None:
        """Show the round the client holds already (a window opened after the
        deal): one "restore" change, and the round end if it is over. Call it
        once the views are connected."""
        view = self._client.view
        if view is not None:
            self.table.round_number = self._client.round_number
            self._show_view(view, Change("restore"))

    # ------------------------------------------------------------ reading

    @property
    def client(self) -> TableClient:
        return self._client

    @property
    def table_name(self) -> str:
        return self._table_name

    @property
    def you(self) -> int:
        seat = self._client.seat
        return seat if seat is not None and 0 <= seat < self.players else 0

    @property
    def rounds_counted(self) -> int:
        """The rounds the host's ledger has settled in this session."""
        return self._host_rounds

    @property
    def waiting_for_host(self) -> bool:
        """A move was sent and the host has not answered yet."""
        return self._waiting

    def seat_status(self, player: int) -> str:
        statuses = self._statuses
        return statuses[player] if 0 <= player < len(statuses) else ""

    def name(self, player: int) -> str:
        """The player's name as the host seated it (the same on every screen)."""
        return self.seats[player].name

    def seat_state(self, player: int) -> str:
        """The seat's state in a word or two when it is not played as usual
        ("away"), shown under the name; "" as usual (the Balances dock says
        it in full)."""
        return status_words(self.seat_status(player), short=True)

    def is_computer(self, player: int) -> bool:
        """Played elsewhere: every seat but this screen's (see the module)."""
        return player != self.you

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_for(self.you)

    def legal_for(self, player: int) -> list[Action]:
        view = self._view
        if view is None or view.result is not None or player != self.you or self._waiting:
            return []
        if view.current != player or not self._client.my_turn:
            return []  # not this seat's turn, or a computer stands in for it now
        return list(view.legal)

    @property
    def can_undo(self) -> bool:
        return False

    @property
    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    # ------------------------------------------------------------ acting

    def apply(self, action: Action, player: int | None = None) -> str | None:
        """Send this seat's move to the host when the host's view allows it;
        otherwise refuse it here, with the rules' reason. The change comes with
        the host's answer."""
        view = self._view
        rnd = self.round
        if view is None or rnd is None:
            return self._refuse(_tr("No round is being played."), "no_round")
        if player is not None and player != self.you:
            return self._refuse(_tr("This screen plays only its own seat."), "not_your_seat")
        if self._waiting:
            return self._refuse(_tr("Waiting for the table to answer your last move."), "waiting")
        if view.result is None and view.current != self.you:
            return self._refuse(
                _tr("It is {name}'s turn, not yours.").format(name=self.name(view.current)),
                "not_your_turn",
            )
        if action not in view.legal:
            # The engine's own reason, from the round as this seat sees it.
            trial = rnd.copy()
            try:
                trial.apply(action)
            except IllegalAction as error:
                return self._refuse(reason_text(error), error.code)
            return self._refuse(_tr("The table does not allow this move now."), "illegal")
        self._waiting = True
        self._client.send_move(action)
        return None

    def new_game(
        self,
        deck: Sequence[Card] | None = None,
        dealer: int | None = None,
        bankrolls: Sequence[int] | None = None,
        deal_number: int | None = None,
    ) -> None:
        self.refused.emit(_tr("The table's host starts its games."), "host_deals")

    def next_round(self, deck: Sequence[Card] | None = None) -> None:
        self.refused.emit(_tr("The host deals the next round: it comes by itself."), "host_deals")

    # ------------------------------------------------------------ the host's messages

    def _on_table(self, table: TableInfo) -> None:
        seats = []
        for seat in table.seats:
            level = seat.level if seat.kind == "computer" and seat.level else None
            seats.append(Seat(seat.name, level if level is not None and is_level(level) else None))
        self.table.seat_now(table.rules, seats, table.stake_minor, table.currency)
        self._statuses = tuple(seat.status for seat in table.seats)
        self._table_name = table.name
        self.table_info_changed.emit()
        self.changed.emit(Change("settings"))

    def _on_seat_changed(self, seat: int, status: str) -> None:
        statuses = list(self._statuses)
        if 0 <= seat < len(statuses):
            statuses[seat] = status
            self._statuses = tuple(statuses)
            self.table_info_changed.emit()
            self.changed.emit(Change("settings"))

    def _on_round_started(self, view: RoundView) -> None:
        table = self.table
        table.round_number = self._client.round_number or table.round_number + 1
        table.dealer = view.dealer
        # A seat taken (back) mid-round sees the round as it stands, not a deal.
        self._show_view(view, Change("restore" if view.history else "deal"))

    def _on_updated(self, event: Event, view: RoundView) -> None:
        old = self._view
        rnd = self.round
        follows = (
            old is not None
            and rnd is not None
            and len(view.history) == len(old.history) + 1
            and view.history[:-1] == old.history
        )
        if not follows:
            self._show_view(view, Change("restore"))
            return
        assert rnd is not None
        spread_before: Spread | None = None
        if isinstance(event.action, Hit) and 0 <= event.action.spread_index < len(rnd.spreads):
            spread_before = rnd.spreads[event.action.spread_index]
        kind: ChangeKind = "round_over" if view.result is not None else "action"
        self._show_view(
            view,
            Change(kind, event.player, event.action, event, spread_before, view.result),
        )

    def _on_round_over(self, view: RoundView) -> None:
        if not self._settled:
            self._show_view(view, Change("round_over", result=view.result))

    def missed_events(self) -> tuple[Event, ...]:
        """At a "restore": the moves of this round this screen had not shown
        (all of them to a window that sits down mid-round, those the stand-in
        and the others made while it was away to one that rejoins), as this
        seat's view has them: a hidden card stays hidden."""
        return self._missed

    def _show_view(self, view: RoundView, change: Change) -> None:
        self._waiting = False
        old, old_round = self._view, self._view_round
        shown = (
            len(old.history)
            if old is not None
            and old_round == self.table.round_number
            and view.history[: len(old.history)] == old.history
            else 0
        )
        self._missed = view.history[shown:] if change.kind == "restore" else ()
        self._view, self._view_round = view, self.table.round_number
        self.table.dealer = view.dealer
        if change.kind in ("deal", "restore"):
            self._settled = False
        try:
            self.table.round = round_from_view(view, self._shuffle)
        except ValueError as error:
            # A host that sends a view that does not add up: say so, keep the last one.
            self.refused.emit(
                _tr("The table sent a state that does not add up ({why}).").format(why=error),
                "bad_view",
            )
            return
        if change.kind in ("deal", "restore"):
            self.changed.emit(change)
            if view.result is not None:  # a round over at the deal, or seen over
                self._settled = True
                self._settle(Change("round_over", result=view.result))
            return
        if view.result is not None and not self._settled:
            self._settled = True
            self._settle(
                Change(
                    "round_over",
                    change.player,
                    change.action,
                    change.event,
                    change.spread_before,
                    view.result,
                )
            )
        else:
            self.changed.emit(change)

    def _on_refused(self, code: str, facts: Mapping[str, object]) -> None:
        self._waiting = False
        card = facts.get("card")
        limit = facts.get("limit")
        error = IllegalAction(
            REFUSALS.get(code, code),
            code,
            card=card if isinstance(card, Card) else None,
            limit=limit if isinstance(limit, int) else None,
        )
        if code == "not_your_turn":
            reason = _tr("It is not your turn.")
        elif code == "returning":
            reason = _tr(
                "The computer is finishing this turn for you: you play from your next turn."
            )
        elif code == "out_of_time":
            reason = _tr("Your time ran out: the computer is finishing this turn for you.")
        elif code == "stale":
            reason = _tr("The table moved on before your move arrived: play again.")
        elif code in REFUSALS:
            reason = reason_text(error)
        else:
            reason = _tr("The table refused the move.")
        self._refuse(reason, code)
        # The cards dragged out slide back.
        self.changed.emit(Change("settings"))

    def _settle(self, change: Change) -> None:
        if self._host_rounds >= self.table.round_number:
            # The host's figures count this round already: nothing to add.
            assert change.result is not None
            self.changed.emit(change)
            self.round_finished.emit(change.result)
            return
        super()._settle(change)

    def _on_balances(self, balances: Balances) -> None:
        table = self.table
        if len(balances.balances) != table.players:
            return
        table.balances = list(balances.balances)
        self._host_rounds = balances.rounds
        self.host_balances.emit()
        self.changed.emit(Change("settings"))
