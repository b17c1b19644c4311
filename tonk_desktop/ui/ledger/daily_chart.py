"""The deal of the day's results by date, drawn with QPainter: the person's
result and hard's mean result in the person's seat on the same cards, one
point a day played (the x axis is the days in order, not a calendar: a day
not played leaves no gap). The chart is a focus stop, and its accessible
description says what it shows in words, for a screen reader."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from tonk_desktop.ledger import DailyResult
from tonk_desktop.ui.review.coach_words import units

from .chart import PLAYER_COLOURS


def _tr(text: str) -> str:
    return QCoreApplication.translate("DailyChart", text)


class DailyChart(QWidget):
    """See the module docstring. `set_results(results)`: oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dailyChart")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 150)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a screen reader's Tab reads it
        self.results: list[DailyResult] = []
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(420, 200)

    def set_results(self, results: Sequence[DailyResult]) -> None:
        self.results = list(results)
        self.retranslate()
        self.update()

    def series(self) -> list[tuple[str, str, list[float]]]:
        """Each line: its name, its colour and its values by day."""
        return [
            (_tr("You"), PLAYER_COLOURS[0], [float(r.net_units) for r in self.results]),
            (_tr("Hard in your seat"), PLAYER_COLOURS[1], [r.hard_mean for r in self.results]),
        ]

    def retranslate(self) -> None:
        self.setAccessibleName(_tr("Your deal of the day results beside hard's, by date"))
        results = self.results
        if not results:
            self.setAccessibleDescription(_tr("No deal of the day played yet."))
            return
        you = sum(r.net_units for r in results)
        hard = sum(r.hard_mean for r in results)
        self.setAccessibleDescription(
            QCoreApplication.translate(
                "DailyChart",
                "%n day(s) from {first} to {last}: your results add up to {you}, hard's in "
                "your seat to {hard}.",
                None,
                len(results),
            )
            .replace("{first}", results[0].day.isoformat())
            .replace("{last}", results[-1].day.isoformat())
            .replace("{you}", units(you))
            .replace("{hard}", units(hard))
        )

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()  # the focus frame
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.color(QPalette.ColorRole.WindowText)
        metrics = painter.fontMetrics()
        if self.hasFocus():
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2))
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        if not self.results:
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(self.rect()),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                _tr("No deal of the day played yet."),
            )
            painter.end()
            return
        lines = self.series()
        values = [v for _name, _colour, found in lines for v in found]
        top, bottom = max(max(values), 0.5), min(min(values), -0.5)
        labels = [units(top), units(bottom)]
        left = max(metrics.horizontalAdvance(text) for text in labels) + 10
        legend = max(metrics.horizontalAdvance(name) for name, _c, _v in lines) + 24
        area = QRectF(
            left,
            8,
            max(10, self.width() - left - legend - 10),
            max(10, self.height() - 2 * metrics.height() - 14),
        )

        def y_of(value: float) -> float:
            return area.bottom() - area.height() * (value - bottom) / (top - bottom)

        painter.setPen(QPen(text_colour, 1))
        painter.drawLine(area.bottomLeft(), area.topLeft())
        zero = y_of(0.0)
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        painter.drawText(QPointF(2, area.top() + metrics.ascent()), labels[0])
        painter.drawText(QPointF(2, area.bottom()), labels[1])
        painter.drawText(QPointF(left - metrics.horizontalAdvance("0") - 6, zero + 4), "0")
        days = len(self.results)
        first, last = self.results[0].day.isoformat(), self.results[-1].day.isoformat()
        base = area.bottom() + metrics.height() + 4
        painter.drawText(QPointF(area.left(), base), first)
        if days > 1:
            painter.drawText(QPointF(area.right() - metrics.horizontalAdvance(last), base), last)

        def x_of(index: int) -> float:
            return area.left() + (
                area.width() * index / (days - 1) if days > 1 else area.width() / 2
            )

        # Hard's line first and wider, the person's on top of it: where the two
        # results are the same the person's line shows, edged with hard's.
        for index, (_name, colour, found) in reversed(list(enumerate(lines))):
            width, radius = (2, 3) if index == 0 else (5, 4.5)
            painter.setPen(QPen(QColor(colour), width))
            corners = [QPointF(x_of(i), y_of(v)) for i, v in enumerate(found)]
            if len(corners) > 1:
                painter.drawPolyline(QPolygonF(corners))
            painter.setBrush(QColor(colour))
            for point in corners:
                painter.drawEllipse(point, radius, radius)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        y = area.top() + metrics.ascent()
        for index, (name, colour, _found) in enumerate(lines):
            painter.setPen(QPen(QColor(colour), 2 if index == 0 else 5))
            painter.drawLine(QPointF(area.right() + 8, y - 4), QPointF(area.right() + 18, y - 4))
            painter.setPen(text_colour)
            painter.drawText(QPointF(area.right() + 22, y), name)
            y += metrics.height()
        painter.end()
