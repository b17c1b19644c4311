"""A group box and a button whose words wrap.

A QGroupBox draws its title on one line, and a QPushButton its text: neither
will be narrower than those words. In a narrow side panel a long title or
button (and in some languages most are long) makes the whole panel wider
than its place, and the lines inside it are cut off at the right. These two
draw the same frame and the same button with their words in a label that
wraps like the words beside them; the words are the widget's accessible
name, as the title or the text would be.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


def _wrapping_label(bold: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class WrappedBox(QGroupBox):
    """A framed group whose title wraps; `inner` lays out what it groups,
    under the title."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = _wrapping_label(bold=True)
        self._title.hide()
        outer = QVBoxLayout(self)
        outer.addWidget(self._title)
        self.inner = QVBoxLayout()
        self.inner.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self.inner)

    def title(self) -> str:
        return self._title.text()

    def setTitle(self, title: str) -> None:
        self._title.setText(title)
        self._title.setVisible(bool(title))
        self.setAccessibleName(title)


class WrappedButton(QPushButton):
    """A push button whose text wraps onto more lines where it is narrow (no
    mnemonic: an "&" shows as itself)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words = _wrapping_label()
        self._words.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._words.setForegroundRole(QPalette.ColorRole.ButtonText)
        self._words.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self._layout.addWidget(self._words)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self._words.text()

    def setText(self, text: str) -> None:
        self._words.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def _margins(self) -> QSize:
        margins = self._layout.contentsMargins()
        return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def sizeHint(self) -> QSize:
        return self._words.sizeHint() + self._margins()

    def minimumSizeHint(self) -> QSize:
        return self._words.minimumSizeHint() + self._margins()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        margins = self._margins()
        return self._words.heightForWidth(width - margins.width()) + margins.height()


__all__ = ["WrappedBox", "WrappedButton"]
