"""The card table: a QGraphicsScene that draws the GameModel.

The scene is a view of the model (it redraws from `GameModel.changed`) and the
place where gestures happen. It is put together from parts, each its own
module (see `scene_state`): placement and animation, drag and drop, keyboard
moves, and your hand's order and selection. The view over it is `view.TableView`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from tonk_desktop.ui.model import Change, GameModel
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.table.drag_drop import DragAndDrop
from tonk_desktop.ui.table.keyboard_moves import KeyboardMoves
from tonk_desktop.ui.table.placement import Placement
from tonk_desktop.ui.table.scene_state import SceneState
from tonk_desktop.ui.table.selection import HandSelection


class TableScene(DragAndDrop, KeyboardMoves, HandSelection, Placement, SceneState):
    """Draws the model's round and turns mouse gestures and keys into actions."""

    def __init__(self, model: GameModel, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(model, art, parent)
        model.changed.connect(self._on_changed)
        art.changed.connect(self._redraw_cards)

    def _redraw_cards(self) -> None:
        """A new back or colour set: every card repaints now. Each card keeps
        its own cached picture, which a repaint of the scene alone reuses (the
        stock kept the old back until something moved it)."""
        for item in self._items.values():
            item.update()
        self.update()

    def _on_changed(self, change: Change) -> None:
        if change.kind == "settings":
            return
        self._drop_hint()
        if change.kind in ("new_game", "deal", "restore", "undo"):
            self._selected.clear()
            self._hand_order = []
            self._focus = None
        if self._drag is not None and self._drag.active:
            self._light_targets(self._drag)
        self.sync(change, animate=self.model.speed > 0)
        self._drop_origin = None

    def set_card_scale(self, scale: float) -> None:
        """Cards of this size (layout.CARD_SCALES): the table is laid out anew."""
        if scale != self.card_scale:
            self.card_scale = scale
            self.sync(animate=False)

    def resize_to(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.sync(animate=False)
