"""The main window's status bar: a temporary message is shown whole, on as
many as three lines, and never runs into the permanent turn prompt at its
right.

QStatusBar draws a temporary message on one line, clipped at the first
permanent widget, so a long one ends in half a letter right against the
prompt ("…draw from the s▌Your turn: …"), and a translated sentence twice
the length of the English is lost. This bar wraps the message in the room
left of the prompt, grows to the lines it needs while it is shown (at most
`LINES`; beyond them it is elided, "…") and keeps a gap before the prompt.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

GAP = 12  # pixels between the message's end and the prompt
LINES = 3  # the most lines a message takes; a longer one is elided
_WRAP = Qt.TextFlag.TextWordWrap


class ElidingStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self._lines = 1
        self.messageChanged.connect(lambda _text: self._fit())

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        super().addPermanentWidget(widget, stretch or 0)
        self._permanent.append(widget)

    def message_rect(self) -> QRect:
        """Where a temporary message may be drawn: from the left edge to a gap
        before the first permanent widget shown."""
        rect = self.rect().adjusted(6, 0, 0, 0)
        shown = [w.geometry().left() for w in self._permanent if w.isVisible() and w.width() > 0]
        if shown:
            rect.setRight(min(shown) - GAP)
        return rect

    def _lines_for(self, text: str) -> int:
        """How many lines `text` takes wrapped in the message's room."""
        if not text:
            return 1
        width = max(1, self.message_rect().width())
        metrics = self.fontMetrics()
        box = metrics.boundingRect(QRect(0, 0, width, 100_000), _WRAP, text)
        return max(1, -(-box.height() // metrics.lineSpacing()))

    def shown_message(self) -> str:
        """The temporary message as drawn: whole when it fits in `LINES` lines
        of the room left of the prompt, else elided to fit them."""
        text = self.currentMessage()
        if self._lines_for(text) <= LINES:
            return text
        width = max(0, self.message_rect().width())
        metrics = self.fontMetrics()
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width * LINES)
        while len(shown) > 1 and self._lines_for(shown) > LINES:
            shown = metrics.elidedText(
                text, Qt.TextElideMode.ElideRight, metrics.horizontalAdvance(shown) - width // 4
            )
        return shown

    def _fit(self) -> None:
        """As tall as the message's lines (one when there is none)."""
        lines = min(LINES, self._lines_for(self.currentMessage()))
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        extra = (self._lines - 1) * self.fontMetrics().lineSpacing()
        return QSize(hint.width(), hint.height() + extra)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        extra = (self._lines - 1) * self.fontMetrics().lineSpacing()
        return QSize(hint.width(), hint.height() + extra)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.currentMessage():  # the room changed: so may the lines
            self._fit()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.currentMessage():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(
            self.message_rect(),
            Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | _WRAP,
            self.shown_message(),
        )
        painter.end()
