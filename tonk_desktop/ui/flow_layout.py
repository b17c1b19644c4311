"""A layout that lines its widgets up left to right and wraps onto another line
when the width runs out, so a row of buttons with long Hungarian or Russian
labels still fits an 800-pixel window (Qt's flow layout example)."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QWidget


class FlowLayout(QLayout):
    """Items left to right, wrapping; an item with `set_right(True)` and all after it
    are pushed to the right end of their line."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._right_from: int | None = None
        self.setSpacing(spacing)

    def push_rest_right(self) -> None:
        """Items added from now on sit at the right end of the line they are on."""
        self._right_from = len(self._items)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if 0 <= index < len(self._items):
            return self._items.pop(index)
        return None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def sizeHint(self) -> QSize:
        width = 0
        height = 0
        for item in self._visible():
            hint = item.sizeHint()
            width += hint.width() + self.spacing()
            height = max(height, hint.height())
        margins = self.contentsMargins()
        return QSize(width, height) + QSize(
            margins.left() + margins.right(), margins.top() + margins.bottom()
        )

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        margins: QMargins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _visible(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _arrange(self, rect: QRect, apply: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        spacing = self.spacing()
        lines: list[list[tuple[QLayoutItem, QSize, bool]]] = [[]]
        used = 0
        for index, item in enumerate(self._items):
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            right = self._right_from is not None and index >= self._right_from
            needed = hint.width() if not lines[-1] else used + spacing + hint.width()
            if lines[-1] and needed > area.width():
                lines.append([])
                needed = hint.width()
            lines[-1].append((item, hint, right))
            used = needed
        y = area.y()
        for line in lines:
            if not line:
                continue
            height = max(hint.height() for _, hint, _ in line)
            if apply:
                left_items = [(item, hint) for item, hint, right in line if not right]
                right_items = [(item, hint) for item, hint, right in line if right]
                x = area.x()
                for item, hint in left_items:
                    item.setGeometry(QRect(QPoint(x, y), hint))
                    x += hint.width() + spacing
                x = area.right() + 1
                for item, hint in reversed(right_items):
                    x -= hint.width()
                    item.setGeometry(QRect(QPoint(x, y), hint))
                    x -= spacing
            y += height + spacing
        return y - spacing - rect.y() + margins.bottom()


def wrapping_row(parent: QWidget) -> FlowLayout:
    """A FlowLayout on `parent`, which then grows in height to fit its lines."""
    layout = FlowLayout(parent)
    policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)
    parent.setSizePolicy(policy)
    return layout
