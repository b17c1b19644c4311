"""The labels every settings page uses: wrapping words, a switch's
explanation, a problem in red, a check box's caption that ticks it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
)


def wrapped(text: str = "", object_name: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    if object_name:
        label.setObjectName(object_name)
    return label


def explanation(text: str) -> QLabel:
    label = wrapped(text)
    label.setProperty("role", "explanation")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.92)
    label.setFont(font)
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


def problem_label(object_name: str) -> QLabel:
    label = wrapped(object_name=object_name)
    label.setStyleSheet("color: #c62828; font-weight: bold;")
    label.hide()
    return label


class CheckCaption(QLabel):
    """A check box's words as a wrapping label; clicking the words ticks the box."""

    def __init__(self, text: str, box: QCheckBox) -> None:
        super().__init__(text)
        self.setWordWrap(True)
        self.setBuddy(box)
        self._box = box
        box.setAccessibleName(text)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._box.isEnabled():
            self._box.click()
