"""A highlight on the table: a glowing frame around what a lesson asks you to
use (a card, a pile, a spread, the open felt) and an arrow pointing at it.

It draws over the cards and takes no mouse events: a click or a drag goes to
the card under it as if it were not there. Whoever sets it gives scene
rectangles (where the cards come to rest, not where an animation has them).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

GLOW = QColor(255, 120, 40)
Z_HIGHLIGHT = 900  # over the cards, under a card being dragged


class HighlightItem(QGraphicsObject):
    """Frames around `rects` (scene coordinates) and an arrow above the first."""

    def __init__(self) -> None:
        super().__init__()
        self._rects: list[QRectF] = []
        self.setZValue(Z_HIGHLIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    @property
    def rects(self) -> list[QRectF]:
        return list(self._rects)

    def set_rects(self, rects: Sequence[QRectF]) -> None:
        wanted = [QRectF(rect) for rect in rects if not rect.isEmpty()]
        if wanted != self._rects:
            self.prepareGeometryChange()
            self._rects = wanted
            self.update()

    def _arrow_size(self) -> float:
        first = self._rects[0]
        return max(14.0, min(40.0, first.width() * 0.35))

    def boundingRect(self) -> QRectF:
        if not self._rects:
            return QRectF()
        area = QRectF(self._rects[0])
        for rect in self._rects[1:]:
            area = area.united(rect)
        size = self._arrow_size()
        return area.adjusted(-8, -8 - size * 1.6, 8, 8)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self._rects:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect in self._rects:
            radius = min(rect.width(), rect.height()) * 0.08
            for width, alpha in ((9.0, 60), (5.0, 120), (2.5, 255)):
                colour = QColor(GLOW)
                colour.setAlpha(alpha)
                painter.setPen(QPen(colour, width))
                painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
        # The arrow, pointing down at the first target.
        first = self._rects[0]
        size = self._arrow_size()
        tip = QPointF(first.center().x(), first.top() - 5)
        head = QPolygonF(
            [
                tip,
                QPointF(tip.x() - size / 2, tip.y() - size * 0.7),
                QPointF(tip.x() - size / 5, tip.y() - size * 0.7),
                QPointF(tip.x() - size / 5, tip.y() - size * 1.5),
                QPointF(tip.x() + size / 5, tip.y() - size * 1.5),
                QPointF(tip.x() + size / 5, tip.y() - size * 0.7),
                QPointF(tip.x() + size / 2, tip.y() - size * 0.7),
            ]
        )
        path = QPainterPath()
        path.addPolygon(head)
        path.closeSubpath()
        painter.setPen(QPen(QColor(40, 20, 0), 1.5))
        painter.setBrush(GLOW)
        painter.drawPath(path)
