"""The table's graphics items: cards, drop zones, name plates, the dealer button.

Items draw themselves and hold no rules (KPatience's `KCard`): the scene places
them, the input handlers read what they show. Each is a QGraphicsObject so its
position, rotation and scale can be animated with QPropertyAnimation.
"""

from __future__ import annotations

from typing import Literal, TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tonk_desktop.engine import Card
from tonk_desktop.ui.table.card_art import CARD_ASPECT, CardArt

Lit = Literal["off", "legal", "hover", "hint"]

GOLD = QColor(250, 204, 80)
LEGAL = QColor(140, 240, 160)
HINT = QColor(120, 200, 255)
FOCUS_DARK = QColor(15, 15, 20)  # the keyboard focus mark's edge
FOCUS_LIGHT = QColor(255, 255, 255)  # and its dashes
TEXT = QColor(245, 245, 235)
PLATE = QColor(0, 0, 0, 90)


W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """`widget` with its objectName set (the accessible id, the stylesheet's #name)."""
    widget.setObjectName(name)
    return widget


def _dpr(painter: QPainter) -> float:
    device = painter.device()
    return float(device.devicePixelRatioF()) if device is not None else 1.0


class CardItem(QGraphicsObject):
    """One card, face up or as a back. `key` names it across redraws so a moved
    card slides instead of blinking; `place` says where it lies (read by the
    input handlers): ("hand", player), ("stock",), ("discard",), ("spread", i)."""

    def __init__(self, art: CardArt, key: tuple[str, int], card: Card | None) -> None:
        super().__init__()
        self.art = art
        self.key = key
        self.card = card
        self.face_up = card is not None
        self.place: tuple[str, int] = ("none", -1)
        # Where the layout puts the card (an animation may still be carrying it there).
        self.rest_pos = QPointF()
        self.rest_rotation = 0.0
        self.width = 60.0
        self.selected = False
        self.focused = False
        self.lit: Lit = "off"
        # A selected card is raised; the strip it rose from still answers to the
        # pointer (a second click on the same spot reaches the same card).
        self.reach_below = 0.0
        self.setTransformOriginPoint(self.width / 2, self.height / 2)
        # A card's look changes rarely; caching it in device pixels turns a repaint
        # of the rotated, smoothly scaled pixmap into a blit.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def height(self) -> float:
        return self.width * CARD_ASPECT

    def resting_rect(self) -> QRectF:
        """The scene rectangle the card covers once it has come to rest."""
        origin = QPointF(self.width / 2, self.height / 2)
        turn = QTransform()
        turn.translate(self.rest_pos.x() + origin.x(), self.rest_pos.y() + origin.y())
        turn.rotate(self.rest_rotation)
        turn.translate(-origin.x(), -origin.y())
        return turn.mapRect(QRectF(0, 0, self.width, self.height))

    def set_width(self, width: float) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self.setTransformOriginPoint(width / 2, self.height / 2)

    def set_face(self, card: Card | None) -> None:
        if card != self.card or self.face_up != (card is not None):
            self.card = card
            self.face_up = card is not None
            self.update()

    def set_marks(self, selected: bool, focused: bool, lit: Lit) -> None:
        if (selected, focused, lit) != (self.selected, self.focused, self.lit):
            self.selected, self.focused, self.lit = selected, focused, lit
            self.update()

    def center(self) -> QPointF:
        return self.mapToScene(QPointF(self.width / 2, self.height / 2))

    def set_reach_below(self, reach: float) -> None:
        if reach != self.reach_below:
            self.prepareGeometryChange()
            self.reach_below = reach

    def boundingRect(self) -> QRectF:
        pad = 8.0  # room for the focus mark outside the card
        return QRectF(-pad, -pad, self.width + 2 * pad, self.height + 2 * pad + self.reach_below)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        dpr = _dpr(painter)
        if self.card is not None and self.face_up:
            pixmap = self.art.face(self.card, self.width, dpr)
        else:
            pixmap = self.art.back_pixmap(self.width, dpr)
        target = QRectF(0, 0, self.width, self.height)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        colour = None
        if self.lit == "hint":
            colour = HINT
        elif self.selected:
            colour = GOLD
        elif self.lit != "off":
            colour = LEGAL
        radius = self.width * 0.06
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if colour is not None:
            painter.setPen(QPen(colour, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        if self.focused:
            # Two tones, to show on every felt and beside the white card: a dark
            # band, light dashes along its middle.
            ring = target.adjusted(-4.5, -4.5, 4.5, 4.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(FOCUS_DARK, 4.0))
            painter.drawRoundedRect(ring, radius + 4.5, radius + 4.5)
            painter.setPen(QPen(FOCUS_LIGHT, 2.0, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(ring, radius + 4.5, radius + 4.5)

    def shape(self) -> QPainterPath:
        # What a click finds: the card and a little around it, not the room
        # the focus mark is drawn in.
        path = QPainterPath()
        path.addRect(QRectF(-4, -4, self.width + 8, self.height + 8 + self.reach_below))
        return path


class ZoneItem(QGraphicsObject):
    """A drop zone drawn on the felt: a faint outline that lights up green when
    the dragged cards may go there, brighter under the pointer, blue for a hint."""

    def __init__(self, name: str, outline: bool = True) -> None:
        super().__init__()
        self.name = name
        self.rect = QRectF()
        self.outline = outline
        self.lit: Lit = "off"
        self.caption = ""
        self.setZValue(-10)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def set_lit(self, lit: Lit) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def set_caption(self, caption: str) -> None:
        if caption != self.caption:
            self.caption = caption
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(self.rect.width(), self.rect.height()) * 0.08
        if self.lit == "off":
            if not self.outline:
                return
            painter.setPen(QPen(QColor(255, 255, 255, 55), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            colour = {"legal": LEGAL, "hover": GOLD, "hint": HINT}[self.lit]
            fill = QColor(colour)
            fill.setAlpha(70 if self.lit == "hover" else 40)
            painter.setPen(QPen(colour, 3.0 if self.lit == "hover" else 2.0))
            painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(self.rect, radius, radius)
        if self.caption:
            # Quiet, but readable on the felt (about 4:1; alpha 120 was 2.5:1).
            painter.setPen(QColor(255, 255, 255, 185))
            font = QFont(painter.font())
            font.setPointSizeF(max(8.5, min(12.0, self.rect.height() * 0.09)))
            painter.setFont(font)
            painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.caption)


class LabelItem(QGraphicsObject):
    """A short text on a dark pill: a pile count, a hand total, a spread owner."""

    def __init__(self, point_size: float = 10.0, bold: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.font = QFont()
        self.font.setPointSizeF(point_size)
        self.font.setBold(bold)
        self.colour = TEXT
        self.emphasis = False
        self._size = QRectF()

    def set_text(self, text: str, emphasis: bool = False) -> None:
        if text != self.text or emphasis != self.emphasis:
            self.prepareGeometryChange()
            self.text = text
            self.emphasis = emphasis
            self._size = QRectF()
            self.update()

    def set_point_size(self, size: float) -> None:
        if abs(self.font.pointSizeF() - size) > 0.01:
            self.prepareGeometryChange()
            self.font.setPointSizeF(size)
            self._size = QRectF()

    def size(self) -> QRectF:
        if self._size.isNull():
            metrics = QFontMetricsF(self.font)
            width = metrics.horizontalAdvance(self.text) + metrics.height() * 0.9
            self._size = QRectF(0, 0, width, metrics.height() * 1.35)
        return self._size

    def boundingRect(self) -> QRectF:
        return self.size() if self.text else QRectF()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self.text:
            return
        rect = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 1.5) if self.emphasis else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150 if self.emphasis else 110))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self.font)
        painter.setPen(GOLD if self.emphasis else self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


# A name plate is this many name-font lines tall (name, detail, padding).
PLATE_LINES = 3.45  # name and balance, cards or points, the last turn


class PlateItem(QGraphicsObject):
    """A player's name plate: name, running balance, a second line (cards or hand
    total), a third with their last turn ("drew from the stock, threw 9♣") until
    their next one, and the turn marker -- a gold frame and arrow while it is
    their turn."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.balance = ""
        self.detail = ""
        self.last = ""
        self.last_short = ""  # the same in fewer words, when `last` does not fit
        self.to_play = False
        self.width = 150.0
        self.name_font = QFont()
        self.name_font.setBold(True)
        self.small_font = QFont()
        # The name line's height, measured when the font changes: the scene asks
        # for boundingRect() far more often than that.
        self._line = QFontMetricsF(self.name_font).height()
        self.setZValue(5)

    @staticmethod
    def point_size_for(card_width: float) -> float:
        """The name font's size beside cards `card_width` wide."""
        return max(8.0, min(14.0, card_width * 0.13))

    def set_scale_for(self, card_width: float, width: float) -> None:
        """Fonts for cards `card_width` wide; the plate `width` wide (the layout's)."""
        size = self.point_size_for(card_width)
        if abs(self.name_font.pointSizeF() - size) > 0.01 or width != self.width:
            self.prepareGeometryChange()
            self.name_font.setPointSizeF(size)
            self.small_font.setPointSizeF(size * 0.86)
            self._line = QFontMetricsF(self.name_font).height()
            self.width = width

    def set_info(
        self,
        name: str,
        balance: str,
        detail: str,
        to_play: bool,
        last: str = "",
        last_short: str = "",
    ) -> None:
        now = (self.name, self.balance, self.detail, self.to_play, self.last, self.last_short)
        if (name, balance, detail, to_play, last, last_short) != now:
            self.name, self.balance, self.detail, self.to_play = name, balance, detail, to_play
            self.last, self.last_short = last, last_short
            self.update()

    def last_shown(self) -> str:
        """The last turn as the plate writes it: in full if it fits, else in fewer
        words, else cut short with "…" (the tooltip and a screen reader have it all)."""
        metrics = QFontMetricsF(self.small_font)
        room = self.width - 2 * self._line * 0.45
        for text in (self.last, self.last_short):
            if text and metrics.horizontalAdvance(text) <= room:
                return text
        return metrics.elidedText(self.last_short or self.last, Qt.TextElideMode.ElideRight, room)

    def height(self) -> float:
        return self._line * PLATE_LINES

    @classmethod
    def height_for(cls, card_width: float) -> float:
        """A plate's height beside cards `card_width` wide, which the layout plans
        with (measured in the application's font: a Japanese one is taller)."""
        font = QFont()
        font.setBold(True)
        font.setPointSizeF(cls.point_size_for(card_width))
        return QFontMetricsF(font).height() * PLATE_LINES

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 6, self.height() + 6)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height())
        painter.setPen(QPen(GOLD, 2.5) if self.to_play else QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(QColor(0, 0, 0, 130) if self.to_play else PLATE)
        painter.drawRoundedRect(rect, 8, 8)
        line = self._line
        pad = line * 0.45
        top = QRectF(pad, pad * 0.6, self.width - 2 * pad, line)
        painter.setFont(self.name_font)
        painter.setPen(GOLD if self.to_play else TEXT)
        name = ("▶ " if self.to_play else "") + self.name
        # A long name is cut short with "…" before the balance, never drawn over it.
        metrics = QFontMetricsF(self.name_font)
        room = top.width() - metrics.horizontalAdvance(self.balance + "  ")
        name = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(room, 0.0))
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setPen(_balance_colour(self.balance))
        painter.drawText(
            top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.balance
        )
        painter.setFont(self.small_font)
        painter.setPen(QColor(225, 230, 220))
        bottom = QRectF(pad, pad * 0.6 + line * 1.05, self.width - 2 * pad, line)
        detail = QFontMetricsF(self.small_font).elidedText(
            self.detail, Qt.TextElideMode.ElideRight, bottom.width()
        )
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, detail)
        if self.last:
            third = QRectF(pad, pad * 0.6 + line * 2.0, self.width - 2 * pad, line)
            painter.setPen(QColor(255, 236, 170))
            text = self.last_shown()
            painter.drawText(
                third, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text
            )


def _balance_colour(text: str) -> QColor:
    if text.startswith("+"):
        return QColor(150, 240, 150)
    if text.startswith("−") or text.startswith("-"):
        return QColor(255, 150, 140)
    return TEXT


class DealerButton(QGraphicsObject):
    """The white dealer disc with a "D"."""

    def __init__(self) -> None:
        super().__init__()
        self.diameter = 24.0
        self.setZValue(6)

    def set_diameter(self, diameter: float) -> None:
        if diameter != self.diameter:
            self.prepareGeometryChange()
            self.diameter = diameter

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.diameter + 2, self.diameter + 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.diameter, self.diameter)
        painter.setPen(QPen(QColor(60, 60, 60), 1.5))
        painter.setBrush(QColor(250, 250, 245))
        painter.drawEllipse(rect)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(self.diameter * 0.55)))
        painter.setFont(font)
        painter.setPen(QColor(30, 30, 30))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "D")
