"""The game log: every action at the table in words, newest at the bottom.

Each line is kept as the facts it tells (who, which card, the names and the
stake at that moment), not as text, so that a change of language rewrites
every line already written (`retranslate`), while a later change of seats or
stake leaves the old lines telling what happened then."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QListWidget, QWidget

from tonk_desktop.engine import Card, RoundResult
from tonk_desktop.ui.model import Change, GameModel
from tonk_desktop.ui.text.lists import listing
from tonk_desktop.ui.text.money import format_money
from tonk_desktop.ui.text.reasons import card_symbol, round_end_name
from tonk_desktop.ui.text.words import action_sentence, payment_lines, result_sentence, speaks_to


@dataclass(frozen=True, slots=True)
class SeatingNow:
    """The model's seats and stake at one moment (words.Seating)."""

    you: int
    names: tuple[str, ...]
    computers: tuple[bool, ...]
    stake_minor: int
    currency: str

    @classmethod
    def of(cls, model: GameModel) -> SeatingNow:
        players = range(len(model.seats))
        return cls(
            model.you,
            tuple(model.name(p) for p in players),
            tuple(model.is_computer(p) for p in players),
            model.stake_minor,
            model.currency,
        )

    @property
    def players(self) -> int:
        return len(self.names)

    def name(self, player: int) -> str:
        return self.names[player]

    def is_computer(self, player: int) -> bool:
        return self.computers[player]

    def money(self, units: int) -> int:
        return units * self.stake_minor


def announce(source: QObject, text: str) -> None:
    """Have a screen reader say `text`, politely (Qt 6.8 and later; before that,
    nothing: the line is still in the log for the reader to find)."""
    if not QAccessible.isActive():
        return
    event_type = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
    if event_type is not None:
        QAccessible.updateAccessibility(event_type(source, text))


def tr(text: str) -> str:
    return QCoreApplication.translate("GameLog", text)


def _payment_line(seating: SeatingNow, result: RoundResult, index: int) -> str:
    """Line `index` of who paid whom (one per payer and payee), in the language on."""
    return payment_lines(seating, result)[index]


def _high_cards(shown: tuple[tuple[str, Card], ...]) -> str:
    pairs = [tr("{name} {card}").format(name=name, card=card_symbol(card)) for name, card in shown]
    return tr("High card for the deal: {cards}").format(cards=listing(pairs))


class GameLog(QListWidget):
    """A view of the model: appends one line per change."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = model
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(False)
        self._writers: list[Callable[[], str]] = []
        model.changed.connect(self._on_changed)

    def lines(self) -> list[str]:
        return [self.item(row).text() for row in range(self.count())]

    def add(self, write: Callable[[], str]) -> None:
        """A line, as the function that words it in the current language. A
        screen reader is told it too: it is how a player who cannot see the
        table hears what the others did."""
        self._writers.append(write)
        text = write()
        self.addItem(text)
        self.scrollToBottom()
        announce(self, text)

    def retranslate(self) -> None:
        """Every line again, in the current language (and the list's name)."""
        self.setAccessibleName(tr("Game log"))
        for row, write in enumerate(self._writers):
            self.item(row).setText(write())

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        model = self.game
        rnd = model.round
        seating = SeatingNow.of(model)
        if change.kind == "new_game":
            players, stake = model.players, model.stake_minor
            self.add(
                lambda: tr("A new game: {players} players, base stake {stake}").format(
                    players=players, stake=format_money(stake, seating.currency, code=False)
                )
            )
            for draw in model.first_dealer_draws:
                shown = tuple((seating.name(player), card) for player, card in draw.items())
                self.add(partial(_high_cards, shown))
            dealer = model.dealer
            if speaks_to(seating, dealer):
                self.add(lambda: tr("You deal first"))
            else:
                self.add(lambda: tr("{name} deals first").format(name=seating.name(dealer)))
        elif change.kind == "deal" and rnd is not None:
            number, dealer, top = model.round_number, rnd.dealer, rnd.discard_top
            deal = model.deal_number

            def dealt() -> str:
                who = (
                    tr("you deal")
                    if speaks_to(seating, dealer)
                    else tr("{name} deals").format(name=seating.name(dealer))
                )
                if deal is None:
                    return tr("Round {number}: {dealer}").format(number=number, dealer=who)
                return tr("Round {number}, deal number {deal}: {dealer}").format(
                    number=number, deal=deal, dealer=who
                )

            self.add(dealt)
            if top is not None:
                self.add(lambda: tr("The up-card is {card}").format(card=card_symbol(top)))
        elif change.kind == "restore":
            number = model.round_number
            if rnd is None:
                self.add(
                    lambda: tr("The session resumes after round {number}").format(number=number)
                )
            elif model.deal_number is None:
                self.add(
                    lambda: tr("Round {number} resumes where it stopped").format(number=number)
                )
                # What was played while this screen was not there, to read back.
                for event in model.missed_events():
                    missed = Change("action", event.player, event.action, event)
                    self.add(partial(action_sentence, seating, missed))
            else:
                deal = model.deal_number
                self.add(
                    lambda: (
                        tr("Round {number} (deal number {deal}) resumes where it stopped")
                        .replace("{number}", str(number))
                        .replace("{deal}", str(deal))
                    )
                )
        elif change.kind in ("undo", "redo") and change.player is not None:
            player, undo = change.player, change.kind == "undo"

            def turned() -> str:
                if undo:
                    if speaks_to(seating, player):
                        return tr("You took back your turn (a practice round now)")
                    return tr("{name}'s turn was taken back (a practice round now)").format(
                        name=seating.name(player)
                    )
                if speaks_to(seating, player):
                    return tr("You play your turn again:")
                return tr("{name}'s turn is played again:").format(name=seating.name(player))

            self.add(turned)
        elif change.kind in ("action", "round_over"):
            if change.action is not None:
                self.add(lambda: action_sentence(seating, change))
            result = change.result
            if result is not None:
                self.add(
                    lambda: f"{round_end_name(result.kind)} — {result_sentence(seating, result)}"
                )
                for index in range(len(payment_lines(seating, result))):
                    self.add(partial(_payment_line, seating, result, index))
