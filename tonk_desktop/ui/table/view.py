"""The felt: the QGraphicsView over the table scene, and the keyboard."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from tonk_desktop.engine import Knock
from tonk_desktop.ui.table.scene import TableScene


class TableView(QGraphicsView):
    """The felt: a QGraphicsView that keeps the scene the size of the window and
    takes the keyboard (arrows move over your cards, Space selects, Enter acts)."""

    resized = Signal()
    hint_requested = Signal()  # H with the view focused while the window is inactive
    move_chosen = Signal(object)  # Up/Down highlighted this move (or None): Enter plays it

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setObjectName("table")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.felt = QColor(21, 101, 52)
        self.setMinimumSize(480, 360)
        self._cover: QWidget | None = None

    def set_cover(self, cover: QWidget | None, words: Callable[[], str] | None = None) -> None:
        """`cover` (a widget over the viewport that says `words`) hides the table
        until it is taken away (None): the keys are the cover's meanwhile, and
        the scene takes no move."""
        self._cover = cover
        self.table.set_cover(words if cover is not None else None)
        if cover is not None and self.hasFocus():
            cover.setFocus()

    def focusInEvent(self, event: QFocusEvent) -> None:
        # Back to the table (after a dialog, by Tab) while it is covered: the
        # keys go to the cover, whose Enter lifts it.
        cover = self._cover
        if cover is not None and cover.isVisible():
            cover.setFocus()
            return
        super().focusInEvent(event)

    def keep_clear(self) -> list[tuple[QRect, float]]:
        """`TableScene.keep_clear` in viewport coordinates (for widgets laid over
        the viewport)."""
        return [
            (self.mapFromScene(rect).boundingRect(), weight)
            for rect, weight in self.table.keep_clear()
        ]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_to(size.width(), size.height())
        self.resetCachedContent()
        self.resized.emit()

    def drawBackground(self, painter: QPainter, rect: QRectF | object) -> None:
        scene_rect = self.sceneRect()
        centre = scene_rect.center()
        radius = max(scene_rect.width(), scene_rect.height()) * 0.75
        gradient = QRadialGradient(centre, radius)
        gradient.setColorAt(0.0, self.felt.lighter(122))
        gradient.setColorAt(0.7, self.felt)
        gradient.setColorAt(1.0, self.felt.darker(150))
        painter.fillRect(scene_rect.adjusted(-2, -2, 2, 2), gradient)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        table = self.table
        if table.covered:
            if key not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                table.refuse_covered()
                event.accept()
                return
            super().keyPressEvent(event)
            return
        table.show_focus_ring(True)  # a keyboard player again: show where focus is
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            table.move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_chosen.emit(table.keyboard.cycle_moves(1 if key == Qt.Key.Key_Down else -1))
        elif key == Qt.Key.Key_Space:
            if table.focused_card() is None:
                table.move_focus(1)
            focus = table.selection.focus
            if focus is not None:
                table.toggle_selected(focus)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            rnd = table.model.round
            if rnd is not None and rnd.is_over:
                table.model.next_round()
            else:
                table.keyboard.take_default_action()
        elif key in _LETTER_COMMANDS:
            # Normally the window's shortcuts take these first; this keeps the
            # keys working when the view has focus but the window is not active.
            _LETTER_COMMANDS[key](table)
        elif key == Qt.Key.Key_H:
            self.hint_requested.emit()
        elif key == Qt.Key.Key_Escape:
            table.set_selected([])
            table.set_hint(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()


_LETTER_COMMANDS: dict[int, Callable[[TableScene], object]] = {
    Qt.Key.Key_T: lambda table: table.draw("stock"),
    Qt.Key.Key_P: lambda table: table.draw("discard"),
    Qt.Key.Key_S: lambda table: table.spread_selected(),
    Qt.Key.Key_D: lambda table: table.discard_focused(),
    Qt.Key.Key_K: lambda table: table.act(Knock()),
}
