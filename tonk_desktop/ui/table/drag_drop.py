"""Drag and drop on the table, KPatience's way: the scene's own mouse events
(press, a 4-pixel threshold, move, release), not QDrag; the drop target is
the legal one the dragged cards overlap most; a drop the engine refuses
slides the cards back. A click selects, a double-click plays. Nothing here
decides what is legal: `gestures` turns a gesture into an action, the scene's
`act()` hands it to the model, and the model asks the engine."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from tonk_desktop.engine import Action, Card, Hit, LaySpread
from tonk_desktop.ui.table.gestures import (
    HAND,
    TABLE,
    GestureNotUnderstood,
    SourceKind,
    Target,
    drop_action,
    play_card_action,
)
from tonk_desktop.ui.table.items import CardItem, Lit
from tonk_desktop.ui.table.placement import CardSpot

if TYPE_CHECKING:
    from tonk_desktop.ui.table.scene import TableScene

DRAG_THRESHOLD = 4  # pixels the pointer moves before a press becomes a drag
Z_DRAG = 1000  # held cards, over everything


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


@dataclass(slots=True)
class Drag:
    """Cards held by the pointer: pressed, then (past the threshold) dragged."""

    source: SourceKind
    items: list[CardItem]
    cards: list[Card]
    press: QPointF
    starts: list[QPointF] = field(default_factory=list)
    active: bool = False
    target: Target | None = None


class DragController:
    """The pointer on the table: click, double-click, and drag and drop.

    It owns the cards held (`drag`), the drop zones lit for them (`lit`) and
    where a card drawn by a drop was let go (`dropped_at`, so it lands from
    there). The scene forwards its mouse events here; a gesture that means a
    move goes to the scene's `act()`."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.drag: Drag | None = None
        self.lit: dict[Target, Lit] = {}
        self.dropped_at: QPointF | None = None

    # ------------------------------------------------------------ what the scene asks

    def held(self) -> set[CardItem]:
        """The cards being dragged now (none for a press not yet past the threshold)."""
        drag = self.drag
        return set(drag.items) if drag is not None and drag.active else set()

    def lit_targets(self) -> dict[Target, Lit]:
        drag = self.drag
        return self.lit if drag is not None and drag.active else {}

    def relight(self) -> None:
        """After a move of the game: the turn may have come round while cards are held."""
        if self.drag is not None and self.drag.active:
            self._light_targets(self.drag)

    def let_go_if_gone(self, spots: list[CardSpot]) -> None:
        """A card held by the pointer that the new layout no longer shows where it
        was (a computer covered the discard it held, the stock's top back went) is
        let go: it is about to be deleted under the pointer."""
        drag = self.drag
        if drag is None:
            return
        places = {spot.key: spot.place[0] for spot in spots}
        stock_top = max((key for key, kind in places.items() if kind == "stock"), default=None)
        gone = any(places.get(item.key) != item.place[0] for item in drag.items) or (
            drag.source == "stock" and drag.items[0].key != stock_top
        )
        if gone:
            self.drag = None
            self.lit = {}

    # ------------------------------------------------------------ the mouse

    def _card_at(self, pos: QPointF) -> CardItem | None:
        leaving = self.table.animator.leaving
        for item in self.table.items(pos):
            if isinstance(item, CardItem) and item not in leaving:
                return item
        return None

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self.table
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        item = self._card_at(event.scenePos())
        self.drag = None
        table.show_focus_ring(False)  # the keyboard's focus ring, until a key is used
        rnd = table.model.round
        if item is None or rnd is None or rnd.is_over:
            event.accept()
            return
        kind = item.place[0]
        selected = table.selection.selected
        if kind == "hand":
            key = item.key
            if selected and (key not in selected or len(selected) > 1):
                # With cards selected, the card pressed goes with them: dragged,
                # it joins the selection (a third card taken to the table with
                # two selected makes a spread of three). A click alone toggles it.
                items = [i for i in table.hand_items() if i.key in selected or i is item]
            else:
                items = [item]
            cards = [i.card for i in items if i.card is not None]
            self.drag = Drag("hand", items, cards, event.scenePos())
        elif kind == "stock":
            top = table.stock_item()
            if top is not None:
                self.drag = Drag("stock", [top], [], event.scenePos())
        elif kind == "discard":
            self.drag = Drag("discard", [item], [], event.scenePos())
        event.accept()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = self.drag
        if drag is None:
            return
        delta = event.scenePos() - drag.press
        if not drag.active:
            if delta.manhattanLength() < DRAG_THRESHOLD:
                return
            self._start(drag)
        for item, start in zip(drag.items, drag.starts, strict=True):
            item.setPos(start + delta)
        self._update_hover(drag)

    def _start(self, drag: Drag) -> None:
        table = self.table
        drag.active = True
        if drag.source == "hand" and len(drag.items) > 1:
            table.selection.add(item.key for item in drag.items)
        drag.starts = [item.pos() for item in drag.items]
        for k, item in enumerate(drag.items):
            table.animator.stop(item)
            item.set_reach_below(0.0)
            item.setZValue(Z_DRAG + k)
            item.setRotation(0.0)
        self._light_targets(drag)
        table.selection.drop_hint()  # the status line's "Hint: … Press Enter" goes with it
        table.refresh_marks()

    def _light_targets(self, drag: Drag) -> None:
        """Mark where the held cards may legally go."""
        self.lit = {}
        for target in self._targets():
            if self._action_if_legal(drag, target) is not None:
                self.lit[target] = "legal"

    def _targets(self) -> list[Target]:
        return list(self.table.furniture.zones)

    def _action_if_legal(self, drag: Drag, target: Target) -> Action | None:
        try:
            action = drop_action(drag.source, drag.cards, target)
        except GestureNotUnderstood:
            return None
        model = self.table.model
        rnd = model.round
        you = self.table.you
        if action is None or rnd is None or rnd.current != you:
            return None
        if model.is_computer(you) or not model.is_legal(action):
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
        zones = self.table.furniture.zones
        best: tuple[int, float, Target] | None = None
        for target in self._targets():
            overlap = dragged.intersected(zones[target].rect)
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
        if target in self.lit:
            return 0
        zones = self.table.furniture.zones
        if drag.source == "hand" and target == HAND:
            # A reorder, when the card is let go over the hand itself (not over
            # "Your spreads" above it, which its lower edge may still touch).
            centre = self._dragged_rect(drag).center()
            return 0 if zones[HAND].rect.contains(centre) else None
        try:
            action = drop_action(drag.source, drag.cards, target)
        except GestureNotUnderstood:
            # Said of a pile or a spread the cards are let go right over (two
            # cards on the discard pile); else the open table's word comes first.
            over = zones[target].rect.contains(self._dragged_rect(drag).center())
            return 1 if over and target != TABLE else 3
        if action is None:
            return None
        return 2 if target == TABLE else 1

    def _update_hover(self, drag: Drag) -> None:
        target = self._choose_target(drag)
        drag.target = target
        for t, zone in self.table.furniture.zones.items():
            base = self.lit.get(t, "off")
            zone.set_lit("hover" if t == target and base == "legal" else base)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = self.drag
        self.drag = None
        if drag is None:
            return
        if not drag.active:
            self._click(drag)
            return
        target = self._choose_target(drag)
        self.lit = {}
        self._drop(drag, target)

    def _click(self, drag: Drag) -> None:
        table = self.table
        if drag.source == "hand" and drag.items:
            hand = table.hand_items()
            item = self._card_at(drag.press)
            if item not in hand:
                return
            hint = table.selection.hint
            if (
                isinstance(hint, LaySpread)
                and item.card in hint.cards
                and not table.selection.selected
                and item.card is not None
            ):
                # Taking the hint by mouse: its cards, ready to drag to the table.
                table.set_selected(hint.cards)
                table.selection.focus = hand.index(item)
                table.sync(animate=True)
                return
            table.toggle_selected(hand.index(item))
        elif drag.source in ("stock", "discard"):
            table.move_refused.emit(
                tr("Drag the card to your hand, or double-click it, to draw."), "gesture"
            )

    def _drop(self, drag: Drag, target: Target | None) -> None:
        table = self.table
        if target is None:
            table.sync(animate=True)
            return
        if target == HAND and drag.source == "hand":
            self._reorder_by_drop(drag)
            return
        try:
            action = drop_action(drag.source, drag.cards, target)
        except GestureNotUnderstood as error:
            table.sync(animate=True)
            table.move_refused.emit(tr(str(error)).capitalize() + ".", "gesture")
            return
        if action is None:
            table.sync(animate=True)
            return
        if drag.source in ("stock", "discard"):
            self.dropped_at = drag.items[0].pos()
        reason = table.act(action)
        if reason is not None:
            self.dropped_at = None
            table.sync(animate=True)  # the cards slide back; the model sent the reason

    def _reorder_by_drop(self, drag: Drag) -> None:
        table = self.table
        hand = table.hand_items()
        if not drag.items or any(item not in hand for item in drag.items):
            table.sync(animate=True)
            return
        if len(drag.items) == 1:
            moving = hand.index(drag.items[0])
            others = [item for item in hand if item is not drag.items[0]]
            centre = drag.items[0].sceneBoundingRect().center().x()
            new_index = sum(1 for item in others if item.sceneBoundingRect().center().x() < centre)
            table.move_in_hand(moving, new_index)
            return
        # Several selected cards move together, in their order, to where they
        # were let go.
        centre = self._dragged_rect(drag).center().x()
        moving_set = set(drag.items)
        others = [item for item in hand if item not in moving_set]
        new_index = sum(1 for item in others if item.sceneBoundingRect().center().x() < centre)
        indices = {i for i, item in enumerate(hand) if item in moving_set}
        table.selection.move_together(indices, new_index)
        table.sync(animate=True)
        table.hand_reordered.emit()

    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self.table
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.drag = None
        item = self._card_at(event.scenePos())
        rnd = table.model.round
        if item is None or rnd is None or rnd.is_over:
            return
        kind = item.place[0]
        selection = table.selection
        if kind == "stock":
            table.draw("stock")
        elif kind == "discard":
            table.draw("discard")
        elif kind == "hand" and item.card is not None:
            hand = table.hand_items()
            index = hand.index(item)
            # The first click of the double-click toggled the card; undo that.
            selection.flip(item.key)
            selected = selection.selected_cards()
            if selected and item.card not in selected:
                # Other cards are selected: this one joins them as a spread (the
                # engine says why not); a discard here would end the turn by surprise.
                selection.add([item.key])
                table.act(LaySpread((*selection.selected_cards(),)))
            elif len(selected) >= 2 and item.card in selected:
                table.act(LaySpread(tuple(selected)))
            else:
                selection.focus = index
                table.act(play_card_action(item.card, table.model.legal_for(table.you)))
            table.sync(animate=True)
        elif kind == "spread":
            selected = selection.selected_cards()
            if len(selected) == 1:
                table.act(Hit(selected[0], item.place[1]))
            else:
                table.move_refused.emit(
                    tr("Select the one card to hit with, then double-click the spread."),
                    "gesture",
                )

    def press_item(self, item: CardItem) -> None:
        """The accessible Press action on a card, a click's stand-in: select a card
        of your hand, draw from a pile, hit a spread with the selected card."""
        table = self.table
        kind = item.place[0]
        if kind == "hand":
            hand = table.hand_items()
            if item in hand:
                table.toggle_selected(hand.index(item))
        elif kind in ("stock", "discard"):
            table.draw(kind)
        elif kind == "spread":
            selected = table.selection.selected_cards()
            if len(selected) == 1:
                table.act(Hit(selected[0], item.place[1]))
