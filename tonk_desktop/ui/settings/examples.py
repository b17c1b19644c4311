"""Small live pictures for the house-rules tab, drawn with the game's own card art.

`CardStrip` paints a few cards in a row (optionally crossed out: "this is not
allowed"); `CaughtExample` shows what a caught knocker pays in a three-player
round, and updates when the caught rule changes. Its payments come from the
engine's own `knock_settlement`, so the picture is always what the game pays.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tonk_desktop.engine import Card, HouseRules, RoundResult, knock_settlement, parse_cards
from tonk_desktop.engine.rules import CaughtRule
from tonk_desktop.ui.table.card_art import CARD_ASPECT, CardArt
from tonk_desktop.ui.text.lists import listing
from tonk_desktop.ui.text.reasons import card_name, card_symbol


def _t(text: str) -> str:
    return QCoreApplication.translate("RulesExamples", text)


class CardStrip(QWidget):
    """A row of cards drawn with the card art; `crossed` strikes the row through
    (a spread that is not allowed)."""

    def __init__(
        self,
        art: CardArt,
        cards: Sequence[Card] | str,
        card_width: int = 34,
        overlap: float = 0.45,
        crossed: bool = False,
        four_colour: bool | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._art = art
        self._four_colour = four_colour
        self._cards = tuple(parse_cards(cards) if isinstance(cards, str) else cards)
        self._card_width = card_width
        self._overlap = overlap
        self._crossed = crossed
        self._dimmed = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        art.changed.connect(self.update)
        self._update_accessible()

    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    @property
    def crossed(self) -> bool:
        return self._crossed

    def set_crossed(self, crossed: bool) -> None:
        if crossed != self._crossed:
            self._crossed = crossed
            self._update_accessible()
            self.update()

    @property
    def four_colour(self) -> bool | None:
        return self._four_colour

    def set_four_colour(self, four_colour: bool | None) -> None:
        """Draw with this colour set whatever the art's own (None: the art's)."""
        if four_colour != self._four_colour:
            self._four_colour = four_colour
            self.update()

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def _update_accessible(self) -> None:
        words = listing(card_name(card) for card in self._cards)
        if self._crossed:
            words = _t("Not allowed: {cards}").replace("{cards}", words)
        self.setAccessibleName(words)
        self.setToolTip(" ".join(card_symbol(card) for card in self._cards))

    def _step(self) -> float:
        return self._card_width * (1 - self._overlap)

    def sizeHint(self) -> QSize:
        count = max(1, len(self._cards))
        width = self._card_width + self._step() * (count - 1)
        return QSize(round(width) + 2, round(self._card_width * CARD_ASPECT) + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        if self._dimmed:
            painter.setOpacity(0.45)
        for i, card in enumerate(self._cards):
            pixmap = self._art.face(card, self._card_width, dpr, four_colour=self._four_colour)
            painter.drawPixmap(QPointF(1 + i * self._step(), 1), pixmap)
        if self._crossed:
            painter.setOpacity(1.0)
            height = self._card_width * CARD_ASPECT
            width = self.sizeHint().width() - 2
            pen = QPen(QColor("#d0202a"), max(3.0, self._card_width / 9))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            box = QRectF(1, 1, width, height).adjusted(4, 6, -4, -6)
            painter.drawLine(box.topLeft(), box.bottomRight())
            painter.drawLine(box.bottomLeft(), box.topRight())
        painter.end()


class CaughtExample(QWidget):
    """Three players at the moment of a knock (Ann knocks with 12, Bob holds 8, Cleo
    15, as in docs/rules.md §8 example 1) and what each pays under the caught rule shown."""

    # Hands after earlier spreads: such low totals only arise late in a round.
    HANDS = ("4S 5D 3C", "3H 5C", "5S 6H 4D")
    KNOCKER = 0

    def __init__(
        self, art: CardArt, caught_rule: CaughtRule = "classic", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._art = art
        self._rule: CaughtRule = caught_rule
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(2)
        self._names: list[QLabel] = []
        self._nets: list[QLabel] = []
        self._totals = tuple(
            sum(min(card.rank, 10) for card in parse_cards(hand)) for hand in self.HANDS
        )
        for column, hand in enumerate(self.HANDS):
            name = QLabel()
            name.setWordWrap(True)
            self._names.append(name)
            grid.addWidget(name, 0, column)
            grid.addWidget(CardStrip(art, hand, card_width=30, overlap=0.4), 1, column)
            net = QLabel()
            net.setObjectName(f"caughtNet{column}")
            self._nets.append(net)
            grid.addWidget(net, 2, column)
        grid.setColumnStretch(len(self.HANDS), 1)
        self._payments = QLabel()
        self._payments.setObjectName("caughtPayments")
        self._payments.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addWidget(self._payments)
        self._refresh()

    @property
    def player_names(self) -> tuple[str, str, str]:
        return (_t("Ann"), _t("Bob"), _t("Cleo"))

    @property
    def totals(self) -> tuple[int, ...]:
        return self._totals

    @property
    def caught_rule(self) -> CaughtRule:
        return self._rule

    def set_caught_rule(self, caught_rule: CaughtRule) -> None:
        self._rule = caught_rule
        self._refresh()

    def settlement(self) -> RoundResult:
        """The engine's settlement of this knock under the caught rule shown."""
        return knock_settlement(HouseRules(caught_rule=self._rule), self._totals, self.KNOCKER)

    def net_text(self) -> tuple[str, ...]:
        return tuple(label.text() for label in self._nets)

    def payments_text(self) -> str:
        return self._payments.text()

    def _refresh(self) -> None:
        names = self.player_names
        result = self.settlement()
        payments, net = result.payments, result.net
        for player, label in enumerate(self._names):
            knocks = player == self.KNOCKER
            text = _t("{name} knocks: {total}") if knocks else _t("{name}: {total}")
            label.setText(
                text.replace("{name}", names[player]).replace("{total}", str(self._totals[player]))
            )
        for player, label in enumerate(self._nets):
            units = net[player]
            label.setText(f"{units:+d}".replace("-", "−") if units else "0")
            colour = "#1a7f37" if units > 0 else "#b3261e" if units < 0 else "palette(text)"
            label.setStyleSheet(f"font-weight: bold; color: {colour};")
        # One line per payer and payee, as on the round-end panel; the caught
        # knocker's two parts said apart ("2 for being caught + 1 for the win").
        pairs: dict[tuple[int, int], list[int]] = {}
        for p in payments:
            pairs.setdefault((p.payer, p.payee), []).append(p.units)
        lines = []
        for (payer, payee), parts in pairs.items():
            line = (
                _t("{payer} pays {payee} {units}")
                .replace("{payer}", names[payer])
                .replace("{payee}", names[payee])
                .replace("{units}", str(sum(parts)))
            )
            if len(parts) == 2 and payer == self.KNOCKER:
                line += " " + _t("({caught} for being caught + {win} for the win)").replace(
                    "{caught}", str(parts[0])
                ).replace("{win}", str(parts[1]))
            lines.append(line)
        # No list punctuation to get wrong in another language.
        self._payments.setText("\n".join(lines))
