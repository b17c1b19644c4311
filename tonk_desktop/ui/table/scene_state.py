"""What the parts of the card table share: the cards on show, your hand's
order, the selection, the cards the pointer holds, and the questions anyone
may ask of them.

The table scene is put together from parts, one a module, along KPatience's
lines: `placement` (where each card goes, and its flight there), `drag_drop`
(the scene's own mouse events), `keyboard_moves` (what Enter, D, S and the
arrows mean), `selection` (your hand's order, selection, focus and marks).
Each part is a mixin over this one state; a part that needs another's work
calls it through the declarations at the end of `SceneState`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene

from tonk_desktop.engine import Action, Card, Round
from tonk_desktop.ui.model import Change, GameModel
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.table.gestures import SourceKind, Target
from tonk_desktop.ui.table.items import CardItem, DealerButton, LabelItem, Lit, PlateItem, ZoneItem
from tonk_desktop.ui.table.layout import TableGeometry

Z_SPREAD = 20
Z_PILE = 40
Z_OPPONENT = 60
Z_HAND = 100
Z_DRAG = 1000


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


class SceneState(QGraphicsScene):
    """The table's state and the reading of it; the parts act on it."""

    hand_reordered = Signal()
    hint_changed = Signal(object)  # the move shown for Enter to play, or None
    marks_changed = Signal(object)  # the focused card of your hand (or None), after any mark moved
    # Why a gesture or a key did nothing (its words, a stable code). The engine's
    # refusals of a move come from the model's own `refused`, not from here.
    move_refused = Signal(str, str)

    def __init__(self, model: GameModel, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.art = art
        self.geometry: TableGeometry | None = None
        self.card_scale = 1.0  # larger cards: layout.CARD_SCALES
        # Every hand face up, as at a round's end (a replay: ui/review).
        self.show_all_hands = False
        self._items: dict[tuple[str, int], CardItem] = {}
        self._leaving: set[CardItem] = set()
        self._zones: dict[Target, ZoneItem] = {}
        self._plates: dict[int, PlateItem] = {}
        self._stock_label = LabelItem(9.0)
        self._total_label = LabelItem(11.0, bold=True)
        # The round whose deal is still landing: your points badge waits for it.
        self._badge_waits_for: Round | None = None
        self._dealer = DealerButton()
        for item in (self._stock_label, self._total_label, self._dealer):
            self.addItem(item)
        self._stock_label.setZValue(Z_PILE + 5)
        self._total_label.setZValue(Z_HAND + 50)
        self._hand_order: list[Card] = []
        self._selected: set[tuple[str, int]] = set()
        self._focus: int | None = None
        # The keyboard's focus ring shows from the first key until the mouse is used.
        self.focus_shown = True
        self._hint: Action | None = None
        self._viewer: int | None = None  # whose hand the focus and selection are in
        self._drag: Drag | None = None
        self._drop_origin: QPointF | None = None
        self._drag_lit: dict[Target, Lit] = {}
        self._mine_zone = ZoneItem("yours")  # an outline only: not a drop target
        self.addItem(self._mine_zone)
        self._spread_rects: dict[int, QRectF] = {}
        # Every hand face up (a practice game with open cards, ui/lessons).
        self.open_hands = False

    if TYPE_CHECKING:
        # Implemented by the part named; declared here so each part can call the
        # others' work under mypy (the scene class puts the parts together).

        # placement
        def sync(self, change: Change | None = None, animate: bool = False) -> None: ...
        def _stop_anim(self, item: CardItem) -> None: ...

        # selection
        def selected_cards(self) -> list[Card]: ...
        def focused_card(self) -> Card | None: ...
        def set_selected(self, cards: Iterable[Card]) -> None: ...
        def toggle_selected(self, index: int) -> None: ...
        def set_hint(self, action: Action | None) -> None: ...
        def move_in_hand(self, card_index: int, new_index: int) -> None: ...
        def _remap_selection(self) -> None: ...
        def _update_hand_order(self, rnd: Round) -> None: ...
        def _drop_hint(self) -> None: ...
        def _refresh_marks(self) -> None: ...

        # keyboard_moves
        def act(self, action: Action) -> str | None: ...
        def draw(self, source: str) -> str | None: ...

        # drag_drop
        def _light_targets(self, drag: Drag) -> None: ...

    # ------------------------------------------------------------ reading

    @property
    def you(self) -> int:
        return self.model.you

    def card_item(self, key: tuple[str, int]) -> CardItem | None:
        return self._items.get(key)

    def hand_items(self) -> list[CardItem]:
        """The items of your hand, left to right."""
        return [self._items[key] for key in self._hand_keys() if key in self._items]

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
        for item in self._items.values():
            if item.place[0] == "discard" and item not in self._leaving:
                return item
        return None

    def zone(self, target: Target) -> ZoneItem | None:
        return self._zones.get(target)

    def keep_clear(self) -> list[tuple[QRectF, float]]:
        """What a panel over the table should leave visible, as scene rectangles
        with a weight: the cards in hands and spreads where they come to rest
        (1), the players' name plates (0.5). The piles are left out: a round
        that has ended has no use for them."""
        found = [
            (item.resting_rect(), 1.0)
            for item in self._items.values()
            if item.place[0] in ("hand", "spread", "back", "shown") and item not in self._leaving
        ]
        found.extend((plate.sceneBoundingRect(), 0.5) for plate in self._plates.values())
        return found

    def spread_items(self, index: int) -> list[CardItem]:
        items = [
            item
            for item in self._items.values()
            if item.place == ("spread", index) and item not in self._leaving
        ]
        return sorted(items, key=lambda item: item.pos().x())

    def spreads_band(self) -> QRectF:
        """Where your spreads are laid, above your hand (scene coordinates)."""
        return QRectF(self._mine_zone.rect)

    def points_badge_rect(self) -> QRectF:
        """Where your hand's points are shown, beside your hand."""
        label = self._total_label
        return label.mapRectToScene(label.boundingRect())

    def accessible_items(self) -> list[CardItem]:
        """Every card a person could point at, in reading order: your hand, the
        piles, the spreads, the other hands."""
        order = {"hand": 0, "discard": 1, "stock": 2, "spread": 3, "back": 4, "shown": 4}
        items = [item for item in self._items.values() if item not in self._leaving]
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
        players = sorted(self._plates)
        return [(p, self._plates[p]) for p in players[self.you :] + players[: self.you]]

    def is_animating(self) -> bool:
        return any(
            anim.state() == QAbstractAnimation.State.Running
            for item in self._items.values()
            for anim in item.findChildren(QAbstractAnimation)
        )

    def _hand_keys(self) -> list[tuple[str, int]]:
        seen: Counter[str] = Counter()
        keys = []
        for card in self._hand_order:
            name = str(card)
            keys.append((name, seen[name]))
            seen[name] += 1
        return keys
