"""Every player's balance over the rounds of a session, drawn with QPainter.

A plotting library would have to earn its size in the packaged program: QtCharts
is not in PySide6-Essentials, and pyqtgraph brings numpy (tens of MB). A few
polylines with two axes and a legend are a page of QPainter."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from tonk_desktop.ui.text.money import format_money

# Distinct on white and for the common colour-vision deficiencies (Okabe-Ito).
PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")


def _tr(text: str) -> str:
    return QCoreApplication.translate("BalanceChart", text)


def nice_step(span: int, ticks: int = 5) -> int:
    """A tick step in minor units of 1, 2 or 5 times a power of ten giving about
    `ticks` intervals over `span`."""
    raw = max(1, span // max(1, ticks))
    power = 1
    while power * 10 <= raw:
        power *= 10
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return factor * power
    return 10 * power


class BalanceChart(QWidget):
    """Balances (minor units: what each player has won or lost, no bankroll) per
    player after each round; round 0 is the start, where every balance is 0."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balanceChart")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(220, 140)
        self._names: list[str] = []
        # Each player's balance as (round number, balance) points, from round 0.
        self._series: list[list[tuple[int, int]]] = []
        self._rounds = 0
        self._currency = "USD"
        # Lifetime statistics draw whole stake units, named by this, not money.
        self._unit: str | None = None
        self._empty_text: str | None = None  # None: the balances come after round 1
        self.setAccessibleName(_tr("Balance chart"))

    def set_empty_text(self, text: str | None) -> None:
        """What an empty chart says (None: that the balances appear after the
        first round, for a session with none played yet)."""
        self._empty_text = text
        self.update()

    def empty_text(self) -> str:
        """What the chart says while it has no round to draw."""
        return self._empty_text or _tr("The balances appear here after the first round.")

    def set_balances(
        self, names: Sequence[str], series: Sequence[Sequence[int]], currency: str
    ) -> None:
        """`series[p]` is player p's balance at the start and after each round."""
        self.set_points(
            names,
            len(series[0]) - 1 if series else 0,
            [list(enumerate(values)) for values in series],
            currency,
        )

    def set_points(
        self,
        names: Sequence[str],
        rounds: int,
        points: Sequence[Sequence[tuple[int, int]]],
        currency: str,
    ) -> None:
        """`points[p]` is player p's balance as (round number, balance) pairs
        from round 0 to `rounds`: every round, or a long session's lowest,
        highest and last balance of each stretch (SessionSummary.chart_points),
        so the chart draws a few thousand points, however long the session."""
        if len(names) != len(points):
            raise ValueError("one series per player")
        self._names = list(names)
        self._series = [list(p) for p in points]
        self._rounds = rounds
        self._currency = currency
        self._unit = None
        self.setAccessibleDescription(self._describe())
        self.update()

    def set_units(self, name: str, points: Sequence[tuple[int, int]], unit: str) -> None:
        """One line of whole units (a person's net stake units over their rounds),
        as (rounds played, units) points from (0, 0): a sample of a long series."""
        self._names = [name]
        self._series = [list(points)]
        self._rounds = points[-1][0] if points else 0
        self._currency = unit  # drawn where a currency code would be
        self._unit = unit
        self.setAccessibleDescription(self._describe())
        self.update()

    def _describe(self) -> str:
        if not self._series or self._rounds < 1:
            return _tr("No rounds yet")
        return "; ".join(
            f"{name}: {self._tick(s[-1][1])}"
            for name, s in zip(self._names, self._series, strict=True)
        )

    def _legend_rows(self, metrics: QFontMetrics) -> list[list[int]]:
        """The players of the legend, row by row: a row ends before a name would
        run into the next one or into the currency code at the top right."""
        room = self.width() - 8 - metrics.horizontalAdvance(self._currency) - 16
        rows: list[list[int]] = [[]]
        x = 8.0
        for player, name in enumerate(self._names):
            width = 20 + metrics.horizontalAdvance(name) + 14
            if rows[-1] and x + width - 14 > room:
                rows.append([])
                x = 8.0
                room = self.width() - 16  # the code sits on the first row only
            rows[-1].append(player)
            x += width
        return rows

    def _tick(self, value: int, code: bool = True) -> str:
        """An amount as the axis and the description write it."""
        if self._unit is not None:
            return QLocale().toString(value) + (f" {self._unit}" if code else "")
        return format_money(value, self._currency, code=code, short=True)

    def sizeHint(self) -> QSize:
        return QSize(360, 220)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text_colour = palette.color(QPalette.ColorRole.Text)
        metrics = QFontMetrics(self.font())
        rounds = self._rounds if self._series else 0
        if rounds < 1:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                QRectF(self.rect()).adjusted(8, 8, -8, -8),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.empty_text(),
            )
            painter.end()
            return

        low = min(0, *(min(v for _, v in s) for s in self._series))
        high = max(0, *(max(v for _, v in s) for s in self._series))
        if low == high:
            high = low + 1
        step = nice_step(high - low)
        low = (low // step) * step
        high = -((-high) // step) * step
        ticks = list(range(low, high + 1, step))
        labels = [self._tick(t, code=False) for t in ticks]

        legend = self._legend_rows(metrics)
        legend_height = len(legend) * (metrics.height() + 4) + 4
        left = max(metrics.horizontalAdvance(label) for label in labels) + 10
        plot = QRectF(
            left,
            legend_height + 4,
            self.width() - left - 12,
            self.height() - legend_height - metrics.height() - 14,
        )
        if plot.width() < 20 or plot.height() < 20:
            painter.end()
            return

        def x_at(round_number: int) -> float:
            return plot.left() + plot.width() * round_number / rounds

        def y_at(minor: int) -> float:
            return plot.bottom() - plot.height() * (minor - low) / (high - low)

        # horizontal grid and money axis
        grid = QColor(text_colour)
        grid.setAlpha(40)
        for tick, label in zip(ticks, labels, strict=True):
            y = y_at(tick)
            pen = QPen(text_colour if tick == 0 else grid, 1)
            if tick == 0:
                faint = QColor(text_colour)
                faint.setAlpha(140)
                pen.setColor(faint)
            painter.setPen(pen)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, left - 6, metrics.height()),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
        # round axis: steps of 1, 2 or 5 times a power of ten, as many as fit
        # side by side (a long session's numbers are five or six digits wide)
        widest = metrics.horizontalAdvance(QLocale().toString(rounds)) + 16
        every = nice_step(rounds, max(1, int(plot.width()) // max(40, widest)))
        painter.setPen(text_colour)
        for number in range(0, rounds + 1, every):
            x = x_at(number)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3))
            text = QLocale().toString(number)
            width = metrics.horizontalAdvance(text)
            left_edge = min(x - width / 2, self.width() - width - 2)  # the last one whole
            painter.drawText(QPointF(left_edge, plot.bottom() + 4 + metrics.ascent()), text)

        # One polyline per player, each a line's width above or below the next,
        # so two players with the same balance show as two lines, not one.
        count = len(self._series)
        for player, series in enumerate(self._series):
            colour = QColor(PLAYER_COLOURS[player % len(PLAYER_COLOURS)])
            painter.setPen(QPen(colour, 2.2))
            nudge = (player - (count - 1) / 2) * 2.2
            points = [QPointF(x_at(i), y_at(v) + nudge) for i, v in series]
            # A long session's line is hundreds of short strokes, about one a
            # pixel: smoothing them costs more than a frame and shows nothing.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, len(points) <= 200)
            painter.drawPolyline(QPolygonF(points))
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            if rounds <= 30:  # dots while they can be told apart
                painter.setBrush(colour)
                for point in points:
                    painter.drawEllipse(point, 2.5, 2.5)
                painter.setBrush(Qt.BrushStyle.NoBrush)

        # legend along the top, in as many rows as the names need
        for row, players in enumerate(legend):
            x = 8.0
            top = 4 + row * (metrics.height() + 4)
            for player in players:
                name = self._names[player]
                colour = QColor(PLAYER_COLOURS[player % len(PLAYER_COLOURS)])
                painter.setPen(QPen(colour, 3))
                mid = top + metrics.height() / 2
                painter.drawLine(QPointF(x, mid), QPointF(x + 16, mid))
                painter.setPen(text_colour)
                painter.drawText(QPointF(x + 20, top + metrics.ascent()), name)
                x += 20 + metrics.horizontalAdvance(name) + 14
        # the unit of the money axis, at its top
        painter.setPen(text_colour)
        code_width = metrics.horizontalAdvance(self._currency)
        painter.drawText(
            QPointF(self.width() - code_width - 8, 4 + metrics.ascent()), self._currency
        )
        painter.end()
