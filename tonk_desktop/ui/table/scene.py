"""The card table: a QGraphicsScene that draws the GameModel, and the view over it.

The scene is a view of the model (it redraws from `GameModel.changed`) and the
place where gestures happen. Dragging follows KPatience: the scene's own mouse
events (press, a 4-pixel threshold, move, release), not QDrag; the drop target
is the legal one the dragged cards overlap most; a drop the engine refuses
slides the cards back and the engine's reason goes to the status bar (the model
emits it). Nothing here decides what is legal: `gestures` turns a gesture into
an action and the model asks the engine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QWidget,
)

from tonk_desktop.engine import (
    Action,
    Card,
    DeclareTonk,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
    Round,
)
from tonk_desktop.ui.model import DEAL_STAGGER_MS, MOVE_MS, Change, GameModel, format_money
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.table.gestures import (
    DISCARD,
    HAND,
    STOCK,
    TABLE,
    GestureNotUnderstood,
    SourceKind,
    Target,
    drop_action,
    play_card_action,
)
from tonk_desktop.ui.table.items import (
    CardItem,
    DealerButton,
    LabelItem,
    Lit,
    PlateItem,
    ZoneItem,
)
from tonk_desktop.ui.table.layout import (
    BACKS_STEP,
    FACES_STEP,
    SELECT_RAISE,
    SPREAD_SCALE,
    TableGeometry,
    backs_span,
    card_width_for,
    fan,
    flow_spreads,
    table_geometry,
)

DRAG_THRESHOLD = 4  # pixels the pointer moves before a press becomes a drag

Z_SPREAD = 20
Z_PILE = 40
Z_OPPONENT = 60
Z_HAND = 100
Z_DRAG = 1000


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


@dataclass(slots=True)
class _Spec:
    """Where one card should be after a redraw."""

    key: tuple[str, int]
    card: Card | None
    pos: QPointF
    rotation: float
    width: float
    z: float
    place: tuple[str, int]


@dataclass(slots=True)
class _Drag:
    source: SourceKind
    items: list[CardItem]
    cards: list[Card]
    press: QPointF
    starts: list[QPointF] = field(default_factory=list)
    active: bool = False
    target: Target | None = None


class TableScene(QGraphicsScene):
    """Draws the model's round and turns mouse gestures into actions."""

    hand_reordered = Signal()
    hint_changed = Signal(object)  # the move shown for Enter to play, or None
    marks_changed = Signal(object)  # the focused card of your hand (or None), after any mark moved

    def __init__(self, model: GameModel, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.art = art
        self.geometry: TableGeometry | None = None
        self._items: dict[tuple[str, int], CardItem] = {}
        self._leaving: set[CardItem] = set()
        self._zones: dict[Target, ZoneItem] = {}
        self._plates: dict[int, PlateItem] = {}
        self._stock_label = LabelItem(9.0)
        self._total_label = LabelItem(11.0, bold=True)
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
        self._drag: _Drag | None = None
        self._drop_origin: QPointF | None = None
        self._drag_lit: dict[Target, Lit] = {}
        self._mine_zone = ZoneItem("yours")  # an outline only: not a drop target
        self.addItem(self._mine_zone)
        self._spread_rects: dict[int, QRectF] = {}
        model.changed.connect(self._on_changed)
        art.changed.connect(self.update)

    # ------------------------------------------------------------ reading

    @property
    def you(self) -> int:
        return self.model.you

    def hand_order(self) -> list[Card]:
        """Your hand in the order it is shown, left to right."""
        return list(self._hand_order)

    def selected_cards(self) -> list[Card]:
        keys = self._hand_keys()
        return [
            card for card, key in zip(self._hand_order, keys, strict=True) if key in self._selected
        ]

    def focused_card(self) -> Card | None:
        if self._focus is None or not 0 <= self._focus < len(self._hand_order):
            return None
        return self._hand_order[self._focus]

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

    # ------------------------------------------------------------ hand order

    def sort_hand(self, by: str) -> None:
        """Sort your hand by suit (then rank) or by rank (then suit)."""
        if by == "rank":
            self._hand_order.sort(key=lambda c: (c.rank or 99, c.sort_key))
        else:
            self._hand_order.sort(key=lambda c: c.sort_key)
        self._remap_selection()
        self.sync(animate=True)
        self.hand_reordered.emit()

    def move_in_hand(self, card_index: int, new_index: int) -> None:
        card = self._hand_order.pop(card_index)
        self._hand_order.insert(max(0, min(new_index, len(self._hand_order))), card)
        self._remap_selection()
        self.sync(animate=True)
        self.hand_reordered.emit()

    def _remap_selection(self) -> None:
        # Selection is kept by key, and keys follow the cards; only a joker pair
        # can trade keys, which is invisible.
        self._selected &= set(self._hand_keys())

    def _hand_keys(self) -> list[tuple[str, int]]:
        seen: Counter[str] = Counter()
        keys = []
        for card in self._hand_order:
            name = str(card)
            keys.append((name, seen[name]))
            seen[name] += 1
        return keys

    def _update_hand_order(self, rnd: Round) -> None:
        hand = list(rnd.hand(self.you))
        remaining = Counter(hand)
        kept = []
        for card in self._hand_order:
            if remaining[card] > 0:
                kept.append(card)
                remaining[card] -= 1
        for card in hand:  # new cards (just drawn, or a new deal) go on the right
            if remaining[card] > 0:
                kept.append(card)
                remaining[card] -= 1
        self._hand_order = kept
        self._remap_selection()
        if self._focus is not None and self._focus >= len(kept):
            self._focus = len(kept) - 1 if kept else None

    # ------------------------------------------------------------ selection

    def set_selected(self, cards: Iterable[Card]) -> None:
        self._drop_hint()  # a move shown for other cards is no longer what Enter means
        wanted = Counter(cards)
        self._selected = set()
        for card, key in zip(self._hand_order, self._hand_keys(), strict=True):
            if wanted[card] > 0:
                self._selected.add(key)
                wanted[card] -= 1
        self._refresh_marks()

    def toggle_selected(self, index: int) -> None:
        keys = self._hand_keys()
        if not 0 <= index < len(keys):
            return
        key = keys[index]
        self._drop_hint()  # Enter now plays what is selected, not a move shown before
        self._selected ^= {key}
        self._focus = index
        self.sync(animate=True)

    def move_focus(self, delta: int) -> None:
        count = len(self._hand_order)
        if not count:
            self._focus = None
            return
        if self._focus is None:
            self._focus = 0 if delta > 0 else count - 1
        else:
            self._focus = max(0, min(count - 1, self._focus + delta))
        self._refresh_marks()

    def set_hint(self, action: Action | None) -> None:
        changed = action != self._hint
        self._hint = action
        self._refresh_marks()
        if changed:
            self.hint_changed.emit(action)

    def _drop_hint(self) -> None:
        """Forget the move shown (the caller redraws the marks)."""
        if self._hint is not None:
            self._hint = None
            self.hint_changed.emit(None)

    @property
    def hint(self) -> Action | None:
        return self._hint

    # ------------------------------------------------------------ acting

    def act(self, action: Action) -> str | None:
        """Hand a person's action to the model; None if applied, else the reason."""
        if self.model.is_computer(self.you):
            return tr("The computer is playing this seat.")
        return self.model.apply(action, player=self.you)

    def draw(self, source: str) -> str | None:
        return self.act(Draw("stock" if source == "stock" else "discard"))

    def discard_focused(self) -> str | None:
        """D: discard the one selected card, or with none selected the focused one."""
        selected = self.selected_cards()
        if len(selected) > 1:
            message = tr("Select just one card to discard.")
            self.model.refused.emit(message, "several_selected")
            return message
        card = selected[0] if selected else self.focused_card()
        if card is None:
            self.model.refused.emit(tr("Select the card to discard."), "nothing_selected")
            return tr("Select the card to discard.")
        return self.act(Discard(card))

    def spread_selected(self) -> str | None:
        cards = self.selected_cards()
        if not cards:
            message = tr("Select the cards of the spread first (Space selects a card).")
            self.model.refused.emit(message, "nothing_selected")
            return message
        return self.act(LaySpread(tuple(cards)))

    def default_action(self) -> Action | None:
        """What Enter does: the hinted move if one is shown; else draw from the
        stock at the start of your turn; else lay the selected cards as a spread
        (two or more), or play the focused card (a hit if it fits, else a discard)."""
        if self._hint is not None:
            return self._hint
        rnd = self.model.round
        if rnd is None or rnd.is_over:
            return None
        if rnd.phase == "start":
            legal = self.model.legal_for(self.you)
            if DeclareTonk() in legal:
                return DeclareTonk()  # a dealt 49 wins 2 from everyone: never drawn past
            if rnd.stock_count or not legal:
                return Draw("stock")  # (not your turn: the engine says whose it is)
            # The stock is dry: take the discard. Declining ends the round, so it
            # is never what Enter does; the person chooses it themselves.
            return Draw("discard") if Draw("discard") in legal else None
        selected = self.selected_cards()
        if len(selected) >= 2:
            return LaySpread(tuple(selected))
        card = selected[0] if selected else self.focused_card()
        if card is None:
            return None
        return play_card_action(card, self.model.legal_for(self.you))

    def moves_for_choice(self) -> list[Action]:
        """The legal moves of what the keyboard has chosen: before the draw, the
        draws and the knock; after it, the selected cards as a spread, and every
        hit (one per spread it fits) and the discard of the selected or focused
        card. Up and Down step through them."""
        rnd = self.model.round
        if rnd is None or rnd.is_over:
            return []
        legal = self.model.legal_for(self.you)
        if rnd.phase == "start":
            # The draws first: knocking is the rarer choice.
            return sorted(legal, key=lambda action: not isinstance(action, Draw))
        selected = self.selected_cards()
        focused = self.focused_card()
        cards = selected or ([focused] if focused is not None else [])
        moves: list[Action] = []
        if len(cards) >= 2:
            spread = LaySpread(cards)  # sorts its cards, as the legal ones are
            moves += [a for a in legal if a == spread]
        if len(cards) == 1:
            card = cards[0]
            moves += [a for a in legal if isinstance(a, (Hit, Discard)) and a.card == card]
        moves += [a for a in legal if isinstance(a, Knock)]
        return moves

    def cycle_moves(self, step: int) -> Action | None:
        """Highlight the next (step 1) or previous (-1) move of `moves_for_choice`
        like a hint, so Enter plays it; None when there is nothing to choose."""
        moves = self.moves_for_choice()
        if not moves:
            self.set_hint(None)
            return None
        if self._hint in moves:
            index = (moves.index(self._hint) + step) % len(moves)
        else:
            index = 0 if step > 0 else len(moves) - 1
        self.set_hint(moves[index])
        return moves[index]

    def take_default_action(self) -> str | None:
        action = self.default_action()
        rnd = self.model.round
        if action is None and rnd is not None and rnd.phase == "start" and rnd.stock_count == 0:
            message = tr(
                "The stock is empty and the discard cannot be taken: decline it with the "
                "Decline button; that ends the round."
            )
            self.model.refused.emit(message, "nothing_selected")
            return message
        if action is None:
            message = tr("Choose a card first: the arrow keys move, Space selects.")
            self.model.refused.emit(message, "nothing_selected")
            return message
        return self.act(action)

    # ------------------------------------------------------------ model changes

    def _on_changed(self, change: Change) -> None:
        if change.kind == "settings":
            return
        self._drop_hint()
        if change.kind in ("new_game", "deal", "restore"):
            self._selected.clear()
            self._hand_order = []
            self._focus = None
        if self._drag is not None and self._drag.active:
            self._light_targets(self._drag)
        self.sync(change, animate=self.model.speed > 0)
        self._drop_origin = None

    def resize_to(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.sync(animate=False)

    def sync(self, change: Change | None = None, animate: bool = False) -> None:
        """Redraw the table from the model; with `animate`, cards slide to their places."""
        rect = self.sceneRect()
        rnd = self.model.round
        if rect.width() < 10 or rect.height() < 10:
            return
        players = self.model.players
        card_width = card_width_for(rect.width(), rect.height(), players)
        plate_height = PlateItem.height_for(card_width)
        geometry = table_geometry(rect.width(), rect.height(), players, self.you, plate_height)
        self.geometry = geometry
        if rnd is None:
            self._place_cards([], None, False)
            return
        if self._viewer != self.you:
            # Another person took the bottom seat (hot seat): their own fresh
            # start, not the last person's focus and selection.
            self._viewer = self.you
            self._selected.clear()
            self._focus = None
        self._update_hand_order(rnd)
        specs = self._card_specs(rnd, geometry)
        self._place_zones(rnd, geometry, specs)
        self._place_cards(specs, change, animate)
        self._place_plates(rnd, geometry)
        self._refresh_marks()

    # -- where each card goes

    def _card_specs(self, rnd: Round, g: TableGeometry) -> list[_Spec]:
        specs: list[_Spec] = []
        seen: Counter[str] = Counter()

        def face_key(card: Card) -> tuple[str, int]:
            name = str(card)
            key = (name, seen[name])
            seen[name] += 1
            return key

        over = rnd.is_over
        you = self.you
        # Your hand, fanned.
        seat = g.seats[you]
        selected = self._selected
        keys = [face_key(card) for card in self._hand_order]
        spots = fan(len(keys), seat.hand_center, g.card_width, seat.hand_width, curve=True)
        for i, (key, (pos, angle)) in enumerate(zip(keys, spots, strict=True)):
            lift = g.card_height * SELECT_RAISE if key in selected else 0.0
            specs.append(
                _Spec(
                    key,
                    self._hand_order[i],
                    QPointF(pos.x(), pos.y() - lift),
                    angle,
                    g.card_width,
                    Z_HAND + i,
                    ("hand", you),
                )
            )
        # The other hands: backs, or face up once the round is over.
        for player, seat in g.seats.items():
            if player == you:
                continue
            hand = rnd.hand(player)
            width = seat.card_width
            step = FACES_STEP if over else BACKS_STEP
            centre = seat.hand_center
            if seat.side == "top" and not over:
                # The layout centres five backs beside the plate: fewer start at
                # the same place, next to the plate, instead of floating off it.
                shift = (backs_span(5, width) - backs_span(len(hand), width)) / 2
                centre = QPointF(centre.x() - shift, centre.y())
            spots = fan(len(hand), centre, width, seat.hand_width, False, step)
            for j, (card, (pos, _)) in enumerate(zip(hand, spots, strict=True)):
                if over:
                    specs.append(
                        _Spec(
                            face_key(card), card, pos, 0.0, width, Z_OPPONENT + j, ("shown", player)
                        )
                    )
                else:
                    specs.append(
                        _Spec(
                            (f"back{player}", j),
                            None,
                            pos,
                            0.0,
                            width,
                            Z_OPPONENT + j,
                            ("back", player),
                        )
                    )
        # Spreads, each in front of its owner.
        by_owner: dict[int, list[int]] = {}
        for index, spread in enumerate(rnd.spreads):
            by_owner.setdefault(spread.owner, []).append(index)
        self._spread_rects = {}
        for owner, indices in by_owner.items():
            seat = g.seats[owner]
            sizes = [len(rnd.spreads[i].cards) for i in indices]
            places = flow_spreads(
                seat.spreads, sizes, g.card_width * SPREAD_SCALE, seat.centre_spreads
            )
            for index, spot in zip(indices, places, strict=True):
                cards = rnd.spreads[index].cards
                self._spread_rects[index] = spot.rect(len(cards))
                for k, card in enumerate(cards):
                    pos = QPointF(spot.origin.x() + k * spot.step, spot.origin.y())
                    specs.append(
                        _Spec(
                            face_key(card),
                            card,
                            pos,
                            0.0,
                            spot.card_width,
                            Z_SPREAD + k,
                            ("spread", index),
                        )
                    )
        # The discard pile's top card and the stock (a few backs, slightly offset).
        top = rnd.discard_top
        if top is not None:
            specs.append(
                _Spec(face_key(top), top, g.discard, 0.0, g.card_width, Z_PILE, ("discard", -1))
            )
        layers = min(3, (rnd.stock_count + 9) // 10)
        for j in range(layers):
            offset = (layers - 1 - j) * 1.6
            pos = QPointF(g.stock.x() - offset, g.stock.y() - offset)
            specs.append(
                _Spec(("stock", j), None, pos, 0.0, g.card_width, Z_PILE + j, ("stock", -1))
            )
        return specs

    def _origin_for(self, spec: _Spec, change: Change | None, g: TableGeometry) -> QPointF:
        """Where a card that was not on the table before comes from."""
        if change is None:
            return spec.pos
        if change.kind == "deal":
            return g.stock
        if change.kind in ("action", "round_over") and change.player is not None:
            if self._drop_origin is not None:
                return self._drop_origin
            action = change.action
            if isinstance(action, Draw):
                return g.stock if action.source == "stock" else g.discard
            if spec.place[0] == "shown":
                return spec.pos
            seat = g.seats.get(change.player)
            if seat is not None:
                return QPointF(seat.hand_center.x() - seat.card_width / 2, seat.hand_center.y())
        return spec.pos

    def _deal_delay(self, spec: _Spec, rnd: Round) -> int:
        """The deal goes one card at a time from the left of the dealer."""
        n = rnd.players
        kind, player = spec.place
        step = self.model.duration(DEAL_STAGGER_MS)
        if kind in ("hand", "back", "shown"):
            seat_order = (player - rnd.dealer - 1) % n
            index = self._hand_keys().index(spec.key) if kind == "hand" else spec.key[1]
            return (index * n + seat_order) * step
        if kind == "discard":
            return rnd.rules.hand_size * n * step
        return 0

    def _place_cards(self, specs: list[_Spec], change: Change | None, animate: bool) -> None:
        g = self.geometry
        rnd = self.model.round
        wanted = {spec.key for spec in specs}
        self._drop_held_card_if_gone(specs)
        duration = self.model.duration(MOVE_MS) if animate else 0
        dragged = set(self._drag.items) if self._drag and self._drag.active else set()
        for key, old in list(self._items.items()):
            if key not in wanted:
                del self._items[key]
                self._retire(old, duration)
        for spec in specs:
            item = self._items.get(spec.key)
            fresh = item is None
            if item is None:
                item = CardItem(self.art, spec.key, spec.card)
                item.set_width(spec.width)
                self._items[spec.key] = item
                self.addItem(item)
                origin = self._origin_for(spec, change, g) if animate and g else spec.pos
                item.setPos(origin)
            item.place = spec.place
            item.rest_pos = spec.pos
            item.rest_rotation = spec.rotation
            item.set_face(spec.card)
            if item in dragged:
                continue
            # The hand shows it can be picked up: a hand pointer over what drags.
            grabbable = spec.place == ("hand", self.you) or spec.place[0] in ("stock", "discard")
            if grabbable != item.hasCursor():
                if grabbable:
                    item.setCursor(Qt.CursorShape.OpenHandCursor)
                else:
                    item.unsetCursor()
            raised = spec.place == ("hand", self.you) and spec.key in self._selected
            item.set_reach_below(g.card_height * SELECT_RAISE if raised and g is not None else 0.0)
            old_width = item.width
            item.set_width(spec.width)
            item.setZValue(spec.z)
            delay = 0
            if animate and change is not None and change.kind == "deal" and rnd is not None:
                delay = self._deal_delay(spec, rnd)
                if fresh:
                    item.setVisible(delay == 0)
            if duration <= 0 or (
                item.pos() == spec.pos
                and item.rotation() == spec.rotation
                and old_width == spec.width
            ):
                self._stop_anim(item)
                item.setPos(spec.pos)
                item.setRotation(spec.rotation)
                item.setScale(1.0)
                item.setVisible(True)
                continue
            scale_from = old_width / spec.width if spec.width and not fresh else 1.0
            self._animate(item, spec.pos, spec.rotation, scale_from, duration, delay)

    def _drop_held_card_if_gone(self, specs: list[_Spec]) -> None:
        """A card held by the pointer that the table no longer shows where it was
        (a computer covered the discard it held, the stock's top back went) is let
        go: it is about to be deleted under the pointer."""
        drag = self._drag
        if drag is None:
            return
        places = {spec.key: spec.place[0] for spec in specs}
        stock_top = max((key for key, kind in places.items() if kind == "stock"), default=None)
        gone = any(places.get(item.key) != item.place[0] for item in drag.items) or (
            drag.source == "stock" and drag.items[0].key != stock_top
        )
        if gone:
            self._drag = None
            self._drag_lit = {}

    def _stop_anim(self, item: CardItem) -> None:
        for anim in item.findChildren(QAbstractAnimation):
            if anim.parent() is item:
                anim.stop()
                anim.deleteLater()

    def _animate(
        self,
        item: CardItem,
        pos: QPointF,
        rotation: float,
        scale_from: float,
        duration: int,
        delay: int,
    ) -> None:
        self._stop_anim(item)
        group = QParallelAnimationGroup(item)
        for prop, start, end in (
            (b"pos", item.pos(), pos),
            (b"rotation", item.rotation(), rotation),
            (b"scale", scale_from, 1.0),
        ):
            anim = QPropertyAnimation(item, prop, group)
            anim.setStartValue(start)
            anim.setEndValue(end)
            anim.setDuration(duration)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(anim)
        if delay > 0:
            sequence = QSequentialAnimationGroup(item)
            group.setParent(sequence)
            sequence.addPause(delay)
            sequence.addAnimation(group)
            # Show the card when its own flight begins, not before. The animations are
            # the card's children, so they stop (and signal) while the card is deleted:
            # only a running animation may touch the card.
            group.stateChanged.connect(_show_when_running(item))
            sequence.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        else:
            item.setVisible(True)
            group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _retire(self, item: CardItem, duration: int) -> None:
        """A card leaving the table (covered on the discard pile, drawn from the
        stock) stays under the moving card until it lands, then goes."""
        self._stop_anim(item)
        if duration <= 0:
            self.removeItem(item)
            item.deleteLater()
            return
        self._leaving.add(item)
        item.setZValue(item.zValue() - 1)
        fade = QPropertyAnimation(item, b"opacity", item)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(duration)
        fade.setEasingCurve(QEasingCurve.Type.InQuint)
        fade.finished.connect(lambda item=item: self._forget(item))
        fade.start()

    def _forget(self, item: CardItem) -> None:
        self._leaving.discard(item)
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    # -- zones, plates, labels

    def _zone(self, target: Target, caption: str = "", outline: bool = True) -> ZoneItem:
        zone = self._zones.get(target)
        if zone is None:
            zone = ZoneItem(f"{target.kind}{target.index}", outline)
            self._zones[target] = zone
            self.addItem(zone)
        zone.set_caption(caption)
        return zone

    def _place_zones(self, rnd: Round, g: TableGeometry, specs: list[_Spec]) -> None:
        cw, ch = g.card_width, g.card_height
        pad = cw * 0.08
        stock_rect = QRectF(g.stock.x(), g.stock.y(), cw, ch)
        self._zone(STOCK, tr("Stock\nempty") if not rnd.stock_count else "").set_rect(
            stock_rect.adjusted(-pad, -pad, pad, pad)
        )
        discard_rect = QRectF(g.discard.x(), g.discard.y(), cw, ch)
        self._zone(DISCARD, tr("Discard") if rnd.discard_top is None else "").set_rect(
            discard_rect.adjusted(-pad, -pad, pad, pad)
        )
        seat = g.seats[self.you]
        hand_rect = QRectF(
            seat.hand_center.x() - seat.hand_width / 2,
            seat.hand_center.y() - ch * SELECT_RAISE - pad,
            seat.hand_width,
            g.height - seat.hand_center.y() + ch * SELECT_RAISE + pad,
        )
        self._zone(HAND, outline=False).set_rect(hand_rect)
        table = self._zone(TABLE, outline=False)
        table.set_rect(g.table)
        table.setZValue(-20)
        mine = self._mine_zone
        mine.set_caption(
            tr("Your spreads") if not any(s.owner == self.you for s in rnd.spreads) else "",
        )
        mine.set_rect(seat.spreads)
        # One zone per spread on the table; drop a card on it to hit.
        count = len(rnd.spreads)
        for target in [t for t in self._zones if t.kind == "spread" and t.index >= count]:
            zone = self._zones.pop(target)
            self.removeItem(zone)
        for index in range(count):
            rect = self._spread_rects.get(index, QRectF())
            self._zone(Target("spread", index), outline=False).set_rect(
                rect.adjusted(-pad, -pad, pad, pad)
            )
        # The stock's count under it while the round is on (at the end the
        # result panel takes the middle); your hand total at the end of your hand.
        self._stock_label.setVisible(not rnd.is_over)
        self._stock_label.set_point_size(max(8.0, cw * 0.12))
        self._stock_label.set_text(tr("{count} in stock").format(count=rnd.stock_count))
        size = self._stock_label.size()
        self._stock_label.setPos(
            stock_rect.center().x() - size.width() / 2, stock_rect.bottom() + pad * 1.5
        )

    def _place_plates(self, rnd: Round, g: TableGeometry) -> None:
        over = rnd.is_over
        for player in range(rnd.players):
            plate = self._plates.get(player)
            if plate is None:
                plate = self._plates[player] = PlateItem()
                self.addItem(plate)
            plate.set_scale_for(g.card_width, g.plate_width)
            seat = g.seats[player]
            plate.setPos(seat.plate)
            total = rnd.hand_total(player)
            if player == self.you or over:
                detail = tr("Hand: {total} points").format(total=total)
            else:
                count = len(rnd.hand(player))
                detail = tr("{count} cards").format(count=count) if count != 1 else tr("1 card")
            to_play = not over and rnd.current == player
            if to_play and self.model.is_computer(player):
                detail += tr("  · thinking…")
            balance = format_money(
                self.model.balances[player], signed=True, currency=self.model.currency
            )
            plate.set_info(self.model.name(player), balance, detail, to_play)
        for player in [p for p in self._plates if p >= rnd.players]:
            self.removeItem(self._plates.pop(player))
        # The dealer button beside the dealer's plate.
        dealer_plate = self._plates[rnd.dealer]
        diameter = max(18.0, g.card_width * 0.3)
        self._dealer.set_diameter(diameter)
        pos = dealer_plate.pos()
        if g.seats[rnd.dealer].side == "bottom":  # above your plate: the hand is beside it
            self._dealer.setPos(
                pos.x() + dealer_plate.width - diameter, pos.y() - diameter - g.margin * 0.4
            )
        else:  # left of the plate, level with it
            self._dealer.setPos(
                pos.x() - diameter - g.margin * 0.4,
                pos.y() + (dealer_plate.height() - diameter) / 2,
            )
        # Your total, always on show at the right end of your hand.
        seat = g.seats[self.you]
        hand = self.hand_items()
        self._total_label.set_point_size(max(9.0, g.card_width * 0.15))
        self._total_label.set_text(
            tr("{total} points").format(total=rnd.hand_total(self.you)), emphasis=True
        )
        size = self._total_label.size()
        if hand:
            right = max(spec_x + g.card_width for spec_x in (item.pos().x() for item in hand))
            right = min(right, seat.hand_center.x() + seat.hand_width / 2)
        else:
            right = seat.hand_center.x()
        x = min(right + g.margin, g.width - size.width() - g.margin)
        y = g.height - g.margin - size.height()
        self._total_label.setPos(x, y)

    # -- marks: selection, focus, hint, lit targets

    def _refresh_marks(self) -> None:
        hint = self._hint
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
        keys = self._hand_keys()
        focused: CardItem | None = None
        for i, key in enumerate(keys):
            item = self._items.get(key)
            if item is None:
                continue
            lit: Lit = "hint" if item.card in hint_cards else "off"
            ring = i == self._focus and self.focus_shown
            item.set_marks(key in self._selected, ring, lit)
            if i == self._focus:
                focused = item
        lit_targets = self._drag_lit if self._drag and self._drag.active else {}
        for target, zone in self._zones.items():
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

    # ------------------------------------------------------------ mouse

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
            if key in self._selected and len(self._selected) > 1:
                items = [i for i in self.hand_items() if i.key in self._selected]
            else:
                items = [item]
            cards = [i.card for i in items if i.card is not None]
            self._drag = _Drag("hand", items, cards, event.scenePos())
        elif kind == "stock":
            top = self.stock_item()
            if top is not None:
                self._drag = _Drag("stock", [top], [], event.scenePos())
        elif kind == "discard":
            self._drag = _Drag("discard", [item], [], event.scenePos())
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

    def _start_drag(self, drag: _Drag) -> None:
        drag.active = True
        drag.starts = [item.pos() for item in drag.items]
        for k, item in enumerate(drag.items):
            self._stop_anim(item)
            item.set_reach_below(0.0)
            item.setZValue(Z_DRAG + k)
            item.setRotation(0.0)
        self._light_targets(drag)
        self._drop_hint()  # the status line's "Hint: … Press Enter" goes with it
        self._refresh_marks()

    def _light_targets(self, drag: _Drag) -> None:
        """Mark where the held cards may legally go (again after each move of
        the game: the turn may come round while they are held)."""
        self._drag_lit = {}
        for target in self._targets():
            if self._action_if_legal(drag, target) is not None:
                self._drag_lit[target] = "legal"

    def _targets(self) -> list[Target]:
        return list(self._zones)

    def _action_if_legal(self, drag: _Drag, target: Target) -> Action | None:
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

    def _dragged_rect(self, drag: _Drag) -> QRectF:
        rect = QRectF()
        for item in drag.items:
            rect = rect.united(item.sceneBoundingRect())
        return rect

    def _choose_target(self, drag: _Drag) -> Target | None:
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

    def _drop_rank(self, drag: _Drag, target: Target) -> int | None:
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

    def _update_hover(self, drag: _Drag) -> None:
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

    def _click(self, drag: _Drag) -> None:
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
            self.model.refused.emit(
                tr("Drag the card to your hand, or double-click it, to draw."), "gesture"
            )

    def _drop(self, drag: _Drag, target: Target | None, pos: QPointF) -> None:
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
            self.model.refused.emit(tr(str(error)).capitalize() + ".", "gesture")
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

    def _reorder_by_drop(self, drag: _Drag, pos: QPointF) -> None:
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
                self.model.refused.emit(
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
        if not table.focus_shown:
            table.focus_shown = True  # a keyboard player again: show where focus is
            table._refresh_marks()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            table.move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_chosen.emit(table.cycle_moves(1 if key == Qt.Key.Key_Down else -1))
        elif key == Qt.Key.Key_Space:
            if table.focused_card() is None:
                table.move_focus(1)
            if table._focus is not None:
                table.toggle_selected(table._focus)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            rnd = table.model.round
            if rnd is not None and rnd.is_over:
                table.model.next_round()
            else:
                table.take_default_action()
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


_StateSlot = Callable[[QAbstractAnimation.State, QAbstractAnimation.State], None]


def _show_when_running(item: CardItem) -> _StateSlot:
    def show(new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running and shiboken6.isValid(item):
            item.setVisible(True)

    return show
