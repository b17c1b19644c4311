"""The round-end panel: how the round ended, who paid whom, the balances, and
the Next round button. It floats over the table, where every hand lies face up."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import RoundResult
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.table.items import named
from tonk_desktop.ui.text.money import format_money
from tonk_desktop.ui.text.reasons import round_end_name
from tonk_desktop.ui.text.words import payment_lines, result_sentence


class RoundEndPanel(QFrame):
    """Shows one RoundResult: title ("Tonk!"), what happened, every payment in
    money (exactly the engine's payments times the stake), each balance."""

    next_round = Signal()
    review_requested = Signal()  # replay the round just shown (ui/review)
    duplicate_requested = Signal()  # the computer on the same cards (ui/review/duplicate_*)

    def __init__(
        self,
        model: GameModel,
        parent: QWidget | None = None,
        keep_clear: Callable[[], list[tuple[QRect, float]]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        # What the panel should avoid covering, in the parent's coordinates,
        # each with a weight (TableView.keep_clear).
        self.keep_clear = keep_clear
        self.setObjectName("roundEnd")
        self.setAutoFillBackground(False)
        self.setStyleSheet(
            "#roundEnd { background: rgb(10, 28, 18); border: 2px solid #f2c94c;"
            " border-radius: 12px; }"
            " #roundEnd QLabel { color: #f4f1e6; }"
            " #roundEnd QLabel#roundEndTitle { color: #f2c94c; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 16, 22, 16)
        layout.setSpacing(8)
        self.title = named(QLabel(), "roundEndTitle")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.9)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary = named(QLabel(), "roundEndSummary")
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setWordWrap(True)
        self.payments = named(QLabel(), "roundEndPayments")
        self.payments.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The deal's number: Game > Play deal number... deals these cards again.
        self.deal = named(QLabel(), "roundEndDeal")
        self.deal.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.payments.setTextFormat(Qt.TextFormat.PlainText)  # players' names
        self.balances = QWidget()
        self.balance_grid = QGridLayout(self.balances)
        self.balance_grid.setContentsMargins(0, 4, 0, 4)
        self.balance_grid.setHorizontalSpacing(18)
        self.button = named(QPushButton(), "nextRound")
        self.button.setDefault(True)
        self.button.clicked.connect(self.next_round)
        for widget in (self.title, self.summary, self.payments, self.balances, self.deal):
            layout.addWidget(widget)
        self.review_button = named(QPushButton(), "reviewRound")
        self.review_button.clicked.connect(self.review_requested)
        self.duplicate_button = named(QPushButton(), "duplicateRound")
        self.duplicate_button.clicked.connect(self.duplicate_requested)
        self.duplicate_button.hide()  # shown by the feature that answers it
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.duplicate_button)
        buttons.addWidget(self.button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.result: RoundResult | None = None
        self.payment_lines: list[str] = []
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The panel's texts in the current language (the window calls this after a
        language change): the button, and the result if one is showing."""
        self.button.setText(self.tr("Next round"))
        self.review_button.setText(self.tr("&Review"))
        self.review_button.setToolTip(
            self.tr("Replay the round step by step, every hand face up (R)")
        )
        self.duplicate_button.setText(self.tr("&Computer's play"))
        self.duplicate_button.setToolTip(
            self.tr("How would the computer have played these cards? (Shift+C)")
        )
        if self.result is not None and self.isVisible():
            self.show_result(self.result)

    def show_result(self, result: RoundResult) -> None:
        model = self.model
        self.result = result
        self.title.setText(round_end_name(result.kind))
        self.summary.setText(result_sentence(model, result))
        self.payment_lines = payment_lines(model, result)
        self.payments.setText(
            "\n".join(self.payment_lines) if self.payment_lines else self.tr("Nobody pays.")
        )
        number = model.deal_number
        self.deal.setText(
            "" if number is None else self.tr("Deal number {deal}").replace("{deal}", str(number))
        )
        self.deal.setVisible(number is not None)
        while self.balance_grid.count():
            item = self.balance_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        # Balance: what each player has won or lost in the session. A bankroll,
        # when kept, is the money in hand beside it, never mixed into it.
        in_hand = model.in_hand
        header = [self.tr("Player"), self.tr("Hand"), self.tr("This round"), self.tr("Balance")]
        if in_hand is not None:
            header.append(self.tr("In hand"))
        for column, text in enumerate(header):
            label = QLabel(f"<b>{text}</b>")
            self.balance_grid.addWidget(label, 0, column)
        for player in range(model.players):
            cells = [
                model.name(player),
                self.tr("{points} pts").format(points=result.totals[player]),
                format_money(
                    model.money(result.net[player]), model.currency, signed=True, code=False
                ),
                format_money(model.balances[player], model.currency, signed=True, code=False),
            ]
            if in_hand is not None:
                cells.append(format_money(in_hand[player], model.currency, code=False))
            for column, text in enumerate(cells):
                label = QLabel(text)
                label.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
                if column:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight)
                if player in result.winners:
                    font = QFont(label.font())
                    font.setBold(True)
                    label.setFont(font)
                self.balance_grid.addWidget(label, player + 1, column)
        # What a screen reader says of the panel: the result and who paid whom
        # (the grid's cells are read one by one after it).
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(
            " ".join(
                [
                    self.summary.text(),
                    *(self.payment_lines or [self.payments.text()]),
                    self.deal.text(),
                ]
            ).strip()
        )
        self.adjustSize()
        self.show()
        self.raise_()
        self.place()

    def place(self) -> None:
        """Over the parent (the table's viewport), centred across, at the height
        that covers the least of what `keep_clear` names (the cards in hands and
        spreads, the name plates); a little above the middle when that is free."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        size = self.sizeHint()
        x = (parent.width() - size.width()) // 2
        preferred = max(4, (parent.height() - size.height()) // 2 - parent.height() // 12)
        y = preferred
        if self.keep_clear is not None:
            obstacles = self.keep_clear()
            lowest = max(4, parent.height() - size.height() - 4)

            def covered(top: int) -> float:
                panel = QRect(x, top, size.width(), size.height())
                area = 0.0
                for rect, weight in obstacles:
                    overlap = panel.intersected(rect)
                    if not overlap.isEmpty():
                        area += weight * overlap.width() * overlap.height()
                return area

            tops = sorted(range(4, lowest + 1, 4), key=lambda top: abs(top - preferred))
            y = min([preferred, *tops], key=covered)
        self.setGeometry(x, y, size.width(), size.height())
