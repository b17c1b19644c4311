"""The game log: every action at the table in words, newest at the bottom."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QListWidget, QWidget

from .model import Change, GameModel, format_money
from .reasons import card_symbol
from .words import action_sentence, is_you, payment_sentence, result_sentence, round_end_title


class GameLog(QListWidget):
    """A view of the model: appends one line per change."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = model
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(False)
        model.changed.connect(self._on_changed)

    def lines(self) -> list[str]:
        return [self.item(row).text() for row in range(self.count())]

    def add(self, text: str) -> None:
        self.addItem(text)
        self.scrollToBottom()

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        model = self.game
        rnd = model.round
        if change.kind == "new_game":
            self.add(
                self.tr("A new game: {players} players, stake {stake} a point").format(
                    players=model.players, stake=format_money(model.stake_minor)
                )
            )
            for draw in model.first_dealer_draws:
                cards = ", ".join(
                    f"{model.name(player)} {card_symbol(card)}" for player, card in draw.items()
                )
                self.add(self.tr("High card for the deal: {cards}").format(cards=cards))
            if is_you(model, model.dealer):
                self.add(self.tr("You deal first"))
            else:
                self.add(self.tr("{name} deals first").format(name=model.name(model.dealer)))
        elif change.kind == "deal" and rnd is not None:
            dealer = (
                self.tr("you deal")
                if is_you(model, rnd.dealer)
                else self.tr("{name} deals").format(name=model.name(rnd.dealer))
            )
            self.add(
                self.tr("Round {number}: {dealer}").format(number=model.round_number, dealer=dealer)
            )
            if rnd.discard_top is not None:
                self.add(self.tr("The up-card is {card}").format(card=card_symbol(rnd.discard_top)))
        elif change.kind == "restore":
            if rnd is None:
                self.add(
                    self.tr("The session resumes after round {number}").format(
                        number=model.round_number
                    )
                )
            else:
                self.add(
                    self.tr("Round {number} resumes where it stopped").format(
                        number=model.round_number
                    )
                )
        elif change.kind in ("action", "round_over"):
            if change.action is not None:
                self.add(action_sentence(model, change))
            if change.result is not None:
                result = change.result
                self.add(f"{round_end_title(result.kind)} — {result_sentence(model, result)}")
                for payment in result.payments:
                    self.add(payment_sentence(model, payment.payer, payment.payee, payment.units))
