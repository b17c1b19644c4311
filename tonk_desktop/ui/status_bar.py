"""The main window's status bar: a temporary message never runs into the
permanent turn prompt at its right.

QStatusBar draws a temporary message clipped at the first permanent widget,
so a long one ends in half a letter right against the prompt ("…draw from
the s▌Your turn: …"). This bar draws it elided ("…") and keeps a gap.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

GAP = 12  # pixels between the message's end and the prompt


class ElidingStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self.messageChanged.connect(lambda _text: self.update())

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

    def shown_message(self) -> str:
        """The temporary message as drawn: elided to fit `message_rect`."""
        return self.fontMetrics().elidedText(
            self.currentMessage(), Qt.TextElideMode.ElideRight, max(0, self.message_rect().width())
        )

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
            Qt.AlignmentFlag.AlignLeading
            | Qt.AlignmentFlag.AlignVCenter
            | Qt.TextFlag.TextSingleLine,
            self.shown_message(),
        )
        painter.end()
