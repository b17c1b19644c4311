"""A highlight on the table: a glowing frame around what a lesson asks you to
use (a card, a pile, a spread, the open felt) and an arrow pointing at it.

It takes no mouse events: a click or a drag goes to the card under it as if it
were not there. Places (a pile, a spread, the felt) are scene rectangles,
framed over the cards. A card is framed by a `CardGlow`, a child of the card's
item: the frame has the card's own outline and tilt, moves with the card when it
is raised, lowered or slides to a new place, and lies where the card lies in the
fan, so the neighbour over it covers it as it covers the card (a frame drawn over
everything crossed the neighbouring cards' faces).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from shiboken6 import delete, isValid

from tonk_desktop.ui.table.items import CardItem

GLOW = QColor(255, 120, 40)
Z_HIGHLIGHT = 900  # over the cards, under a card being dragged


# The glow's strokes, widest and faintest first: (pen width, alpha).
_STROKES = ((9.0, 60), (5.0, 120), (2.5, 255))
_GLOW_REACH = 8.0  # how far the widest stroke reaches outside the frame


def _draw_frame(painter: QPainter, rect: QRectF, inset: float) -> None:
    radius = min(rect.width(), rect.height()) * 0.08
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in _STROKES:
        colour = QColor(GLOW)
        colour.setAlpha(alpha)
        painter.setPen(QPen(colour, width))
        painter.drawRoundedRect(rect.adjusted(-inset, -inset, inset, inset), radius, radius)


class CardGlow(QGraphicsItem):
    """The frame around one card, drawn as a child of the card's item: in the
    card's coordinates, so it follows the card wherever the card goes."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def _card_rect(self) -> QRectF:
        card = self.parentItem()
        assert isinstance(card, CardItem)
        return QRectF(0, 0, card.width, card.height)

    def frame(self) -> QPolygonF:
        """The frame's line in scene coordinates (the card's outline)."""
        return self.mapToScene(self._card_rect())

    def refresh(self) -> None:
        """The card changed size (the table was laid out again)."""
        self.prepareGeometryChange()
        self.update()

    def boundingRect(self) -> QRectF:
        reach = _GLOW_REACH
        return self._card_rect().adjusted(-reach, -reach, reach, reach)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never what a click finds: the card is

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _draw_frame(painter, self._card_rect(), 1.0)


class HighlightItem(QGraphicsObject):
    """Frames around `rects` (scene coordinates) and around `cards` (each its
    own `CardGlow`), and an arrow above the first target, a card's arrow
    following the card."""

    def __init__(self) -> None:
        super().__init__()
        self._rects: list[QRectF] = []
        self._glows: list[CardGlow] = []
        self._followed: CardItem | None = None
        self._arrow_at = QRectF()  # the first target where it is now
        self.setZValue(Z_HIGHLIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    @property
    def rects(self) -> list[QRectF]:
        return list(self._rects)

    def glows(self) -> list[CardGlow]:
        """The card frames shown now, in the order the cards were given."""
        return [glow for glow in self._glows if isValid(glow)]

    def set_rects(self, rects: Sequence[QRectF], cards: Sequence[CardItem] = ()) -> None:
        wanted = [QRectF(rect) for rect in rects if not rect.isEmpty()]
        shown = [glow.parentItem() for glow in self.glows()]
        if shown != list(cards):
            self._clear_glows()
            self._glows = [CardGlow(card) for card in cards]
        else:
            for glow in self._glows:
                glow.refresh()  # a new layout may have resized the cards
        self._follow(cards[0] if cards else None)
        if wanted != self._rects:
            self.prepareGeometryChange()
            self._rects = wanted
            self.update()
        self._place_arrow()

    def _clear_glows(self) -> None:
        for glow in self._glows:
            if isValid(glow):  # gone with its card when the card's item was deleted
                delete(glow)  # out of its card and the scene
        self._glows = []

    def _follow(self, card: CardItem | None) -> None:
        old = self._followed
        if old is card:
            return
        if old is not None and isValid(old):
            for signal in (old.xChanged, old.yChanged, old.rotationChanged):
                signal.disconnect(self._place_arrow)
        self._followed = card
        if card is not None:
            for signal in (card.xChanged, card.yChanged, card.rotationChanged):
                signal.connect(self._place_arrow)

    def _first_target(self) -> QRectF:
        card = self._followed
        if card is not None and isValid(card):
            return card.mapRectToScene(QRectF(0, 0, card.width, card.height))
        return QRectF(self._rects[0]) if self._rects else QRectF()

    @Slot()
    def _place_arrow(self) -> None:
        at = self._first_target()
        if at != self._arrow_at:
            self.prepareGeometryChange()
            self._arrow_at = at
            self.update()

    def arrow_tip(self) -> QPointF | None:
        """Where the arrow points (scene coordinates), or None when none is shown."""
        if self._arrow_at.isEmpty():
            return None
        return QPointF(self._arrow_at.center().x(), self._arrow_at.top() - 5)

    def _arrow_size(self) -> float:
        return max(14.0, min(40.0, self._arrow_at.width() * 0.35))

    def boundingRect(self) -> QRectF:
        if self._arrow_at.isEmpty():
            return QRectF()
        area = QRectF(self._arrow_at)
        for rect in self._rects:
            area = area.united(rect)
        size = self._arrow_size()
        return area.adjusted(-8, -8 - size * 1.6, 8, 8)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        tip = self.arrow_tip()
        if tip is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect in self._rects:
            _draw_frame(painter, rect, 3.0)
        # The arrow, pointing down at the first target.
        size = self._arrow_size()
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
