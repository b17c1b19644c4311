"""The card table: a QGraphicsScene that draws the GameModel.

The scene owns the cards on show, as libkcardgame's KCardScene owns its piles,
and puts together parts that are objects with their own state:

- `selection.HandSelection`: your hand's order, the selection, the keyboard's
  focus and the hint (plain state, no Qt);
- `placement.plan_cards`: where every card comes to rest, a pure function of
  the round, the geometry and your hand's order;
- `animator.Animator`: the cards' flights, and the cards fading off the table;
- `furniture.TableFurniture`: the drop zones, name plates, dealer button and
  labels;
- `drag_drop.DragController` and `keyboard_moves.KeyboardController`: the
  pointer and the keys, which both hand the move they mean to `act()`.

A person's move goes down once, through `act()` to `GameModel.apply`, and the
answer comes up once: the model's `changed`, on which the scene lays the
table out again (`sync`). The view over it is `view.TableView`.

While a cover hides the table (the hot seat's "Pass to Ann", `set_cover`),
the table is `covered`: `act()` refuses every move, the mouse picks up
nothing, and the window greys out its moves (`covered_changed`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from tonk_desktop.engine import Action, Card, Discard, Draw, Hit, LaySpread
from tonk_desktop.ui.model import DEAL_STAGGER_MS, MOVE_MS, Change, GameModel
from tonk_desktop.ui.table.animator import Animator
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.table.drag_drop import DragController
from tonk_desktop.ui.table.furniture import TableFurniture
from tonk_desktop.ui.table.gestures import DISCARD, STOCK, TABLE, Target
from tonk_desktop.ui.table.items import CardItem, Lit, PlateItem, ZoneItem
from tonk_desktop.ui.table.keyboard_moves import KeyboardController
from tonk_desktop.ui.table.layout import (
    SELECT_RAISE,
    TableGeometry,
    card_width_for,
    table_geometry,
)
from tonk_desktop.ui.table.placement import (
    CardPlan,
    CardSpot,
    Key,
    deal_delay,
    origin_for,
    plan_cards,
)
from tonk_desktop.ui.table.selection import HandSelection


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class TableScene(QGraphicsScene):
    """Draws the model's round and turns mouse gestures and keys into actions."""

    hand_reordered = Signal()
    hint_changed = Signal(object)  # the move shown for Enter to play, or None
    marks_changed = Signal(object)  # the focused card of your hand (or None), after any mark moved
    # Why a gesture or a key did nothing (its words, a stable code). The engine's
    # refusals of a move come from the model's own `refused`, not from here.
    move_refused = Signal(str, str)
    covered_changed = Signal(bool)  # a cover went up over the table (True) or away

    def __init__(self, model: GameModel, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.art = art
        self.geometry: TableGeometry | None = None
        self.plan: CardPlan | None = None  # the last layout of the round's cards
        self.card_scale = 1.0  # larger cards: layout.CARD_SCALES
        # Every hand face up, as at a round's end (a replay: ui/review).
        self.show_all_hands = False
        # Every hand face up (a practice game with open cards, ui/lessons).
        self.open_hands = False
        # A lesson's say over the person's moves: the reason a move is refused, or
        # None to let it through to the model (ui/lessons/tutor.py sets it).
        self.move_guard: Callable[[Action], str | None] | None = None
        # The words of the cover hiding the table (the hot seat's), while it is up.
        self._cover: Callable[[], str] | None = None
        self._items: dict[Key, CardItem] = {}  # the cards on show, by key
        self.selection = HandSelection(self.hint_changed.emit)
        self.animator = Animator(self)
        self.furniture = TableFurniture(self, model)
        self.drags = DragController(self)
        self.keyboard = KeyboardController(self)
        model.changed.connect(self._on_changed)
        art.changed.connect(self._redraw_cards)

    # ------------------------------------------------------------ one trip down

    def act(self, action: Action) -> str | None:
        """Hand a person's action to the model; None if applied, else the reason.
        Every move of a person, by pointer, key or button, comes through here."""
        covered = self.refuse_covered()
        if covered is not None:
            return covered
        if self.model.is_computer(self.you):
            return tr("The computer is playing this seat.")
        guard = self.move_guard
        if guard is not None:
            refusal = guard(action)
            if refusal is not None:
                self.move_refused.emit(refusal, "lesson")
                return refusal
        return self.model.apply(action, player=self.you)

    def draw(self, source: str) -> str | None:
        return self.act(Draw("stock" if source == "stock" else "discard"))

    def discard_focused(self) -> str | None:
        return self.refuse_covered() or self.keyboard.discard_focused()

    def spread_selected(self) -> str | None:
        return self.refuse_covered() or self.keyboard.spread_selected()

    # ------------------------------------------------------------ the cover

    @property
    def covered(self) -> bool:
        """Is a cover hiding the table (and the hand at the bottom)?"""
        return self._cover is not None

    def cover_words(self) -> str:
        """What the cover says ("Pass to Ann — click when ready"), "" with none."""
        return self._cover() if self._cover is not None else ""

    def set_cover(self, words: Callable[[], str] | None) -> None:
        """A cover is up (`words` says what it reads, in the current language) or
        gone (None). Under it no move is taken, and a hint on show goes: it was
        the hidden person's."""
        was = self.covered
        self._cover = words
        if words is not None and not was:
            self.selection.drop_hint()
            self.refresh_marks()
        if self.covered != was:
            self.covered_changed.emit(self.covered)

    def refuse_covered(self) -> str | None:
        """Under the cover: say so, and return the words (else None)."""
        if self._cover is None:
            return None
        message = tr("The table is covered: the next person clicks it when ready.")
        self.move_refused.emit(message, "covered")
        return message

    # ------------------------------------------------------------ one answer up

    def _on_changed(self, change: Change) -> None:
        if change.kind == "settings":
            return
        self.selection.drop_hint()
        if change.kind in ("new_game", "deal", "restore", "undo"):
            self.selection.forget()
        self.drags.relight()
        self.sync(change, animate=self.model.speed > 0)
        self.drags.dropped_at = None

    def _redraw_cards(self) -> None:
        """A new back or colour set: every card repaints now. Each card keeps
        its own cached picture, which a repaint of the scene alone reuses (the
        stock kept the old back until something moved it)."""
        for item in self._items.values():
            item.update()
        self.update()

    def set_card_scale(self, scale: float) -> None:
        """Cards of this size (layout.CARD_SCALES): the table is laid out anew."""
        if scale != self.card_scale:
            self.card_scale = scale
            self.sync(animate=False)

    def resize_to(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.sync(animate=False)

    # ------------------------------------------------------------ laying out

    def sync(self, change: Change | None = None, animate: bool = False) -> None:
        """Redraw the table from the model; with `animate`, cards slide to their places."""
        rect = self.sceneRect()
        rnd = self.model.round
        if rect.width() < 10 or rect.height() < 10:
            return
        players = self.model.players
        scale = self.card_scale
        you = self.you
        card_width = card_width_for(rect.width(), rect.height(), players, scale)
        g = table_geometry(
            rect.width(), rect.height(), players, you, PlateItem.height_for(card_width), scale
        )
        self.geometry = g
        if rnd is None:
            self._lay_cards([], None, False)
            return
        selection = self.selection
        selection.follow_viewer(you)
        selection.follow_hand(rnd.hand(you))
        furniture = self.furniture
        plan = plan_cards(
            rnd,
            g,
            you,
            selection.order,
            selection.selected,
            furniture.badge_room(rnd, g, you),
            rnd.is_over or self.show_all_hands or self.open_hands,
        )
        self.plan = plan
        furniture.place_zones(rnd, g, you, plan.spread_rects)
        self._lay_cards(plan.spots, change, animate)
        cards = [item.resting_rect() for item in self._items.values() if item.isVisible()]
        furniture.place_plates(
            rnd, g, you, self.hand_items(), self.show_all_hands, self.open_hands, cards
        )
        self.refresh_marks()
        furniture.show_badge(rnd, animate and change is not None and change.kind == "deal")

    def _lay_cards(self, spots: list[CardSpot], change: Change | None, animate: bool) -> None:
        """Make the cards on show those of `spots`: new ones come from where
        `origin_for` says, gone ones retire, and each flies to its spot."""
        g = self.geometry
        rnd = self.model.round
        animator = self.animator
        wanted = {spot.key for spot in spots}
        self.drags.let_go_if_gone(spots)
        duration = self.model.duration(MOVE_MS) if animate else 0
        held = self.drags.held()
        you = self.you
        selected = self.selection.selected
        dealing = animate and change is not None and change.kind == "deal" and rnd is not None
        hand_keys = self.selection.hand_keys() if dealing else []
        for key, old in list(self._items.items()):
            if key not in wanted:
                del self._items[key]
                animator.retire(old, duration)
        for spot in spots:
            item = self._items.get(spot.key)
            fresh = item is None
            if item is None:
                item = CardItem(self.art, spot.key, spot.card)
                item.set_width(spot.width)
                self._items[spot.key] = item
                self.addItem(item)
                if animate and g:
                    item.setPos(origin_for(spot, change, g, self.drags.dropped_at))
                else:
                    item.setPos(spot.pos)
            item.place = spot.place
            item.rest_pos = spot.pos
            item.rest_rotation = spot.rotation
            item.set_face(spot.card)
            if item in held:
                continue
            # The hand shows it can be picked up: a hand pointer over what drags.
            grabbable = spot.place == ("hand", you) or spot.place[0] in ("stock", "discard")
            if grabbable != item.hasCursor():
                if grabbable:
                    item.setCursor(Qt.CursorShape.OpenHandCursor)
                else:
                    item.unsetCursor()
            raised = spot.place == ("hand", you) and spot.key in selected
            item.set_reach_below(g.card_height * SELECT_RAISE if raised and g is not None else 0.0)
            old_width = item.width
            item.set_width(spot.width)
            item.setZValue(spot.z)
            delay = 0
            if dealing and rnd is not None:
                delay = deal_delay(spot, rnd, self.model.duration(DEAL_STAGGER_MS), hand_keys)
                if fresh:
                    item.setVisible(delay == 0)
            if duration <= 0 or (
                item.pos() == spot.pos
                and item.rotation() == spot.rotation
                and old_width == spot.width
            ):
                animator.stop(item)
                item.setPos(spot.pos)
                item.setRotation(spot.rotation)
                item.setScale(1.0)
                item.setVisible(True)
                continue
            scale_from = old_width / spot.width if spot.width and not fresh else 1.0
            animator.fly(item, spot.pos, spot.rotation, scale_from, duration, delay)

    def refresh_marks(self) -> None:
        """Show the selection, the focus, the hint and the lit drop zones on the
        cards and zones; then say which card of your hand has the focus."""
        selection = self.selection
        hint = selection.hint
        hint_cards: set[Card] = set()
        hint_target: Target | None = None
        if isinstance(hint, Discard):
            hint_cards, hint_target = {hint.card}, DISCARD
        elif isinstance(hint, Hit):
            hint_cards, hint_target = {hint.card}, Target("spread", hint.spread_index)
        elif isinstance(hint, LaySpread):
            hint_cards, hint_target = set(hint.cards), TABLE
        elif isinstance(hint, Draw):
            hint_target = STOCK if hint.source == "stock" else DISCARD
        focused: CardItem | None = None
        for i, key in enumerate(selection.hand_keys()):
            item = self._items.get(key)
            if item is None:
                continue
            lit: Lit = "hint" if item.card in hint_cards else "off"
            ring = i == selection.focus and selection.focus_shown
            item.set_marks(key in selection.selected, ring, lit)
            if i == selection.focus:
                focused = item
        lit_targets = self.drags.lit_targets()
        for target, zone in self.furniture.zones.items():
            state: Lit = lit_targets.get(target, "off")
            if state == "off" and target == hint_target:
                state = "hint"
            zone.set_lit(state)
        for item in self._items.values():
            if item.place[0] in ("stock", "discard"):
                # A hinted draw lights its pile's cards (a Draw's target is
                # always STOCK or DISCARD, by its source).
                is_hint = isinstance(hint, Draw) and (hint.source == "stock") == (
                    item.place[0] == "stock"
                )
                item.set_marks(False, False, "hint" if is_hint else "off")
            elif item.place[0] != "hand":
                # A card that left your hand (into a spread) keeps no mark of it.
                item.set_marks(False, False, "off")
        self.marks_changed.emit(focused)

    # ------------------------------------------------------------ your hand

    def hand_order(self) -> list[Card]:
        """Your hand in the order it is shown, left to right."""
        return list(self.selection.order)

    def selected_cards(self) -> list[Card]:
        return self.selection.selected_cards()

    def focused_card(self) -> Card | None:
        return self.selection.focused_card()

    @property
    def hint(self) -> Action | None:
        return self.selection.hint

    def sort_hand(self, by: str) -> None:
        """Sort your hand by suit (then rank) or by rank (then suit)."""
        self.selection.sort(by)
        self.sync(animate=True)
        self.hand_reordered.emit()

    def move_in_hand(self, card_index: int, new_index: int) -> None:
        self.selection.move(card_index, new_index)
        self.sync(animate=True)
        self.hand_reordered.emit()

    def set_selected(self, cards: Iterable[Card]) -> None:
        self.selection.set_selected(cards)
        self.refresh_marks()

    def toggle_selected(self, index: int) -> None:
        if self.selection.toggle(index):
            self.sync(animate=True)  # a selected card rises

    def move_focus(self, delta: int) -> None:
        if not self.selection.order:
            self.selection.focus = None
            return
        self.selection.move_focus(delta)
        self.refresh_marks()

    def set_hint(self, action: Action | None) -> None:
        self.selection.set_hint(action)
        self.refresh_marks()

    def show_focus_ring(self, shown: bool) -> None:
        """The keyboard's focus ring: shown from the first key, hidden by the mouse."""
        if self.selection.focus_shown != shown:
            self.selection.focus_shown = shown
            self.refresh_marks()

    # ------------------------------------------------------------ the mouse

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.covered:
            event.accept()  # nothing under the cover is picked up
            return
        self.drags.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drags.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drags.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.covered:
            event.accept()
            return
        self.drags.double_click(event)

    def press_item(self, item: CardItem) -> None:
        """The accessible Press action on a card (see `DragController.press_item`)."""
        if self.refuse_covered() is None:
            self.drags.press_item(item)

    # ------------------------------------------------------------ reading

    @property
    def you(self) -> int:
        return self.model.you

    def card_item(self, key: Key) -> CardItem | None:
        return self._items.get(key)

    def hand_items(self) -> list[CardItem]:
        """The items of your hand, left to right."""
        items = self._items
        return [items[key] for key in self.selection.hand_keys() if key in items]

    def item_for(self, card: Card) -> CardItem | None:
        """The item showing `card` (the first one, for a joker)."""
        for occurrence in range(2):
            item = self._items.get((str(card), occurrence))
            if item is not None:
                return item
        return None

    def stock_item(self) -> CardItem | None:
        keys = sorted(key for key in self._items if key[0] == "stock")
        return self._items[keys[-1]] if keys else None

    def discard_item(self) -> CardItem | None:
        leaving = self.animator.leaving
        for item in self._items.values():
            if item.place[0] == "discard" and item not in leaving:
                return item
        return None

    def zone(self, target: Target) -> ZoneItem | None:
        return self.furniture.zone(target)

    def keep_clear(self) -> list[tuple[QRectF, float]]:
        """What a panel over the table should leave visible, as scene rectangles
        with a weight: the cards in hands and spreads where they come to rest
        (1), the players' name plates (0.5). The piles are left out: a round
        that has ended has no use for them."""
        leaving = self.animator.leaving
        found = [
            (item.resting_rect(), 1.0)
            for item in self._items.values()
            if item.place[0] in ("hand", "spread", "back", "shown") and item not in leaving
        ]
        found.extend((plate.sceneBoundingRect(), 0.5) for plate in self.furniture.plates.values())
        return found

    def spread_items(self, index: int) -> list[CardItem]:
        leaving = self.animator.leaving
        items = [
            item
            for item in self._items.values()
            if item.place == ("spread", index) and item not in leaving
        ]
        return sorted(items, key=lambda item: item.pos().x())

    def spreads_band(self) -> QRectF:
        """Where your spreads are laid, above your hand (scene coordinates)."""
        return QRectF(self.furniture.mine_zone.rect)

    def points_badge_rect(self) -> QRectF:
        """Where your hand's points are shown, beside your hand."""
        label = self.furniture.total_label
        return label.mapRectToScene(label.boundingRect())

    def accessible_items(self) -> list[CardItem]:
        """Every card a person could point at, in reading order: your hand, the
        piles, the spreads, the other hands."""
        order = {"hand": 0, "discard": 1, "stock": 2, "spread": 3, "back": 4, "shown": 4}
        leaving = self.animator.leaving
        items = [item for item in self._items.values() if item not in leaving]
        # The stock is one thing to point at, however many cards its stack draws.
        stock = [item for item in items if item.place[0] == "stock"]
        if len(stock) > 1:
            top = max(stock, key=lambda item: item.zValue())
            items = [item for item in items if item.place[0] != "stock" or item is top]
        if self.model.round is not None:
            hand = self.hand_items()
            rest = [item for item in items if item not in hand]
            rest.sort(key=lambda item: (order.get(item.place[0], 9), item.place[1], item.pos().x()))
            return hand + rest
        return items

    def accessible_plates(self) -> list[tuple[int, PlateItem]]:
        """The players' name plates, yours first, then round the table."""
        return self.furniture.accessible_plates(self.you)

    def is_animating(self) -> bool:
        return self.animator.running(self._items.values())
