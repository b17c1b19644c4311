"""Drag and drop on the table, KPatience's way: the scene's own mouse events
(press, a 4-pixel threshold, move, release), not QDrag; the drop target is
the legal one the dragged cards overlap most; a drop the engine refuses
slides the cards back. A click selects, a double-click plays. Nothing here
decides what is legal: `gestures` turns a gesture into an action and the
model asks the engine."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from tonk_desktop.engine import Action, Hit, LaySpread
from tonk_desktop.ui.table.gestures import (
    HAND,
    TABLE,
    GestureNotUnderstood,
    Target,
    drop_action,
    play_card_action,
)
from tonk_desktop.ui.table.items import CardItem
from tonk_desktop.ui.table.scene_state import Z_DRAG, Drag, SceneState

DRAG_THRESHOLD = 4  # pixels the pointer moves before a press becomes a drag


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class DragAndDrop(SceneState):
    """The scene's mouse events: click, double-click, and drag and drop."""

    def _card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item not in self._leaving:
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        item = self._card_at(event.scenePos())
        self._drag = None
        if self.focus_shown:
            self.focus_shown = False  # the keyboard's focus ring, until a key is used
            self._refresh_marks()
        rnd = self.model.round
        if item is None or rnd is None or rnd.is_over:
            event.accept()
            return
        kind = item.place[0]
        if kind == "hand":
            key = item.key
            if self._selected and (key not in self._selected or len(self._selected) > 1):
                # With cards selected, the card pressed goes with them: dragged,
                # it joins the selection (a third card taken to the table with
                # two selected makes a spread of three). A click alone toggles it.
                items = [i for i in self.hand_items() if i.key in self._selected or i is item]
            else:
                items = [item]
            cards = [i.card for i in items if i.card is not None]
            self._drag = Drag("hand", items, cards, event.scenePos())
        elif kind == "stock":
            top = self.stock_item()
            if top is not None:
                self._drag = Drag("stock", [top], [], event.scenePos())
        elif kind == "discard":
            self._drag = Drag("discard", [item], [], event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = self._drag
        if drag is None:
            return
        delta = event.scenePos() - drag.press
        if not drag.active:
            if delta.manhattanLength() < DRAG_THRESHOLD:
                return
            self._start_drag(drag)
        for item, start in zip(drag.items, drag.starts, strict=True):
            item.setPos(start + delta)
        self._update_hover(drag)

    def _start_drag(self, drag: Drag) -> None:
        drag.active = True
        if drag.source == "hand" and len(drag.items) > 1:
            self._selected |= {item.key for item in drag.items}
        drag.starts = [item.pos() for item in drag.items]
        for k, item in enumerate(drag.items):
            self._stop_anim(item)
            item.set_reach_below(0.0)
            item.setZValue(Z_DRAG + k)
            item.setRotation(0.0)
        self._light_targets(drag)
        self._drop_hint()  # the status line's "Hint: … Press Enter" goes with it
        self._refresh_marks()

    def _light_targets(self, drag: Drag) -> None:
        """Mark where the held cards may legally go (again after each move of
        the game: the turn may come round while they are held)."""
        self._drag_lit = {}
        for target in self._targets():
            if self._action_if_legal(drag, target) is not None:
                self._drag_lit[target] = "legal"

    def _targets(self) -> list[Target]:
        return list(self._zones)

    def _action_if_legal(self, drag: Drag, target: Target) -> Action | None:
        try:
            action = drop_action(drag.source, drag.cards, target)
        except GestureNotUnderstood:
            return None
        rnd = self.model.round
        if action is None or rnd is None or rnd.current != self.you:
            return None
        if self.model.is_computer(self.you) or not self.model.is_legal(action):
            return None
        return action

    def _dragged_rect(self, drag: Drag) -> QRectF:
        rect = QRectF()
        for item in drag.items:
            rect = rect.united(item.sceneBoundingRect())
        return rect

    def _choose_target(self, drag: Drag) -> Target | None:
        """Where a drop lands (KPatience: the legal pile overlapped most).

        In order: a legal target, or your own hand for cards from it (a reorder),
        the one overlapped most; else a target the drop asks something of (so the
        engine can say why not); else the open table; else a target the gesture
        cannot express (several cards on the pile), to say so. None: put back."""
        dragged = self._dragged_rect(drag)
        best: tuple[int, float, Target] | None = None
        for target in self._targets():
            zone = self._zones[target]
            overlap = dragged.intersected(zone.rect)
            area = overlap.width() * overlap.height() if not overlap.isEmpty() else 0.0
            if area <= 0:
                continue
            rank = self._drop_rank(drag, target)
            if rank is None:
                continue
            if best is None or (rank, -area) < (best[0], -best[1]):
                best = (rank, area, target)
        return best[2] if best is not None else None

    def _drop_rank(self, drag: Drag, target: Target) -> int | None:
        """Lower is preferred: a legal drop; a pile or spread the drop asks
        something of (the engine, or the gesture, says why not); the open table."""
        if target in self._drag_lit:
            return 0
        if drag.source == "hand" and target == HAND:
            # A reorder, when the card is let go over the hand itself (not over
            # "Your spreads" above it, which its lower edge may still touch).
            centre = self._dragged_rect(drag).center()
            return 0 if self._zones[HAND].rect.contains(centre) else None
        try:
            action = drop_action(drag.source, drag.cards, target)
        except GestureNotUnderstood:
            # Said of a pile or a spread the cards are let go right over (two
            # cards on the discard pile); else the open table's word comes first.
            over = self._zones[target].rect.contains(self._dragged_rect(drag).center())
            return 1 if over and target != TABLE else 3
        if action is None:
            return None
        return 2 if target == TABLE else 1

    def _update_hover(self, drag: Drag) -> None:
        target = self._choose_target(drag)
        drag.target = target
        for t, zone in self._zones.items():
            base = self._drag_lit.get(t, "off")
            zone.set_lit("hover" if t == target and base == "legal" else base)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = self._drag
        self._drag = None
        if drag is None:
            return
        if not drag.active:
            self._click(drag)
            return
        target = self._choose_target(drag)
        self._drag_lit = {}
        self._drop(drag, target, event.scenePos())

    def _click(self, drag: Drag) -> None:
        if drag.source == "hand" and drag.items:
            hand = self.hand_items()
            item = self._card_at(drag.press)
            if item not in hand:
                return
            hint = self._hint
            if (
                isinstance(hint, LaySpread)
                and item.card in hint.cards
                and not self._selected
                and item.card is not None
            ):
                # Taking the hint by mouse: its cards, ready to drag to the table.
                self.set_selected(hint.cards)
                self._focus = hand.index(item)
                self.sync(animate=True)
                return
            self.toggle_selected(hand.index(item))
        elif drag.source in ("stock", "discard"):
            self.move_refused.emit(
                tr("Drag the card to your hand, or double-click it, to draw."), "gesture"
            )

    def _drop(self, drag: Drag, target: Target | None, pos: QPointF) -> None:
        if target is None:
            self.sync(animate=True)
            return
        if target == HAND and drag.source == "hand":
            self._reorder_by_drop(drag, pos)
            return
        try:
            action = drop_action(drag.source, drag.cards, target)
        except GestureNotUnderstood as error:
            self.sync(animate=True)
            self.move_refused.emit(tr(str(error)).capitalize() + ".", "gesture")
            return
        if action is None:
            self.sync(animate=True)
            return
        if drag.source in ("stock", "discard"):
            self._drop_origin = drag.items[0].pos()
        reason = self.act(action)
        if reason is not None:
            self._drop_origin = None
            self.sync(animate=True)  # the cards slide back; the model sent the reason

    def _reorder_by_drop(self, drag: Drag, pos: QPointF) -> None:
        hand = self.hand_items()
        if not drag.items or any(item not in hand for item in drag.items):
            self.sync(animate=True)
            return
        if len(drag.items) == 1:
            moving = hand.index(drag.items[0])
            others = [item for item in hand if item is not drag.items[0]]
            centre = drag.items[0].sceneBoundingRect().center().x()
            new_index = sum(1 for item in others if item.sceneBoundingRect().center().x() < centre)
            self.move_in_hand(moving, new_index)
            return
        # Several selected cards move together, in their order, to where they
        # were let go.
        centre = self._dragged_rect(drag).center().x()
        moving_set = set(drag.items)
        others = [item for item in hand if item not in moving_set]
        new_index = sum(1 for item in others if item.sceneBoundingRect().center().x() < centre)
        order = self._hand_order
        moved = [order[hand.index(item)] for item in hand if item in moving_set]
        rest = [order[i] for i, item in enumerate(hand) if item not in moving_set]
        self._hand_order = rest[:new_index] + moved + rest[new_index:]
        self._remap_selection()
        self.sync(animate=True)
        self.hand_reordered.emit()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._drag = None
        item = self._card_at(event.scenePos())
        rnd = self.model.round
        if item is None or rnd is None or rnd.is_over:
            return
        kind = item.place[0]
        if kind == "stock":
            self.draw("stock")
        elif kind == "discard":
            self.draw("discard")
        elif kind == "hand" and item.card is not None:
            hand = self.hand_items()
            index = hand.index(item)
            # The first click of the double-click toggled the card; undo that.
            self._selected ^= {item.key}
            selected = self.selected_cards()
            if selected and item.card not in selected:
                # Other cards are selected: this one joins them as a spread (the
                # engine says why not); a discard here would end the turn by surprise.
                self._selected.add(item.key)
                self.act(LaySpread((*self.selected_cards(),)))
            elif len(selected) >= 2 and item.card in selected:
                self.act(LaySpread(tuple(selected)))
            else:
                self._focus = index
                self.act(play_card_action(item.card, self.model.legal_for(self.you)))
            self.sync(animate=True)
        elif kind == "spread":
            selected = self.selected_cards()
            if len(selected) == 1:
                self.act(Hit(selected[0], item.place[1]))
            else:
                self.move_refused.emit(
                    tr("Select the one card to hit with, then double-click the spread."),
                    "gesture",
                )

    def press_item(self, item: CardItem) -> None:
        """The accessible Press action on a card: select a card of your hand, draw
        from a pile, hit a spread with the selected card."""
        kind = item.place[0]
        if kind == "hand":
            hand = self.hand_items()
            if item in hand:
                self.toggle_selected(hand.index(item))
        elif kind in ("stock", "discard"):
            self.draw(kind)
        elif kind == "spread":
            selected = self.selected_cards()
            if len(selected) == 1:
                self.act(Hit(selected[0], item.place[1]))
