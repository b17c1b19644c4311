"""The table scene's placement: where each card, zone, name plate and label
goes after a change of the game, and the animation that takes a card there
(the deal one card at a time, a drawn card from its pile, a covered card
fading under the one that lands on it)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
)

from tonk_desktop.engine import Card, Draw, Round
from tonk_desktop.ui.model import DEAL_STAGGER_MS, MOVE_MS, Change
from tonk_desktop.ui.table.gestures import DISCARD, HAND, STOCK, TABLE, Target
from tonk_desktop.ui.table.items import CardItem, PlateItem, ZoneItem
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
from tonk_desktop.ui.table.scene_state import Z_HAND, Z_OPPONENT, Z_PILE, Z_SPREAD, SceneState
from tonk_desktop.ui.text.last_turn import last_turns, turn_text
from tonk_desktop.ui.text.money import format_money
from tonk_desktop.ui.text.reasons import card_symbol
from tonk_desktop.ui.text.words import spread_name


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


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


PILE_SHOWN = 2  # cards under the pile's top one shown, stepped out to its left
PILE_STEP = 0.24  # how far, in card widths: their rank and suit stay readable


class Placement(SceneState):
    """Lays the model's round out on the table and animates the cards to it."""

    def sync(self, change: Change | None = None, animate: bool = False) -> None:
        """Redraw the table from the model; with `animate`, cards slide to their places."""
        rect = self.sceneRect()
        rnd = self.model.round
        if rect.width() < 10 or rect.height() < 10:
            return
        players = self.model.players
        scale = self.card_scale
        card_width = card_width_for(rect.width(), rect.height(), players, scale)
        plate_height = PlateItem.height_for(card_width)
        geometry = table_geometry(
            rect.width(), rect.height(), players, self.you, plate_height, scale
        )
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
        if animate and change is not None and change.kind == "deal":
            self._hide_total_while_dealing(rnd)
        elif self._badge_waits_for is not rnd:
            self._total_label.setVisible(True)  # no deal of this round is in flight

    def _hide_total_while_dealing(self, rnd: Round) -> None:
        """Your points badge waits for the last card of the deal to land: the full
        total beside a hand still arriving reads as a mistake."""
        label = self._total_label
        label.setVisible(False)
        self._badge_waits_for = rnd
        cards = rnd.rules.hand_size * rnd.players + 1  # the up-card comes last
        wait = self.model.duration(DEAL_STAGGER_MS) * cards + self.model.duration(MOVE_MS)

        def show() -> None:
            if self.model.round is rnd:
                label.setVisible(True)
                self._badge_waits_for = None

        QTimer.singleShot(wait, self, show)

    def _card_specs(self, rnd: Round, g: TableGeometry) -> list[_Spec]:
        specs: list[_Spec] = []
        seen: Counter[str] = Counter()

        def face_key(card: Card) -> tuple[str, int]:
            name = str(card)
            key = (name, seen[name])
            seen[name] += 1
            return key

        over = rnd.is_over or self.show_all_hands
        you = self.you
        # Your hand, fanned.
        seat = g.seats[you]
        selected = self._selected
        keys = [face_key(card) for card in self._hand_order]
        # Room at the right end of the hand for your points badge: the fan never
        # runs under it, however many cards and however small the window.
        room = self._badge_room(rnd, g)
        centre = QPointF(seat.hand_center.x() - room / 2, seat.hand_center.y())
        spots = fit_hand(
            fan(len(keys), centre, g.card_width, seat.hand_width - room, curve=True),
            g.card_width,
            g.card_height,
            left=seat.hand_center.x() - seat.hand_width / 2,
            bottom=seat.hand_center.y() + g.card_height,
        )
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
        # The other hands: backs, or face up once the round is over (or all the
        # time in a practice game with open cards).
        open_hands = over or self.open_hands
        for player, seat in g.seats.items():
            if player == you:
                continue
            hand = rnd.hand(player)
            width = seat.card_width
            step = FACES_STEP if open_hands else BACKS_STEP
            centre = seat.hand_center
            if seat.side == "top":
                # The layout centres five backs beside the plate: any other hand
                # (fewer backs, or the wider fan of a hand shown face up) starts
                # at the same place, next to the plate, instead of floating off
                # it or running over the plate's balance.
                left = centre.x() - backs_span(5, width) / 2
                count = len(hand)
                gap = width * step
                if count > 1:
                    gap = max(width * 0.18, min(gap, (seat.hand_width - width) / (count - 1)))
                span = width + gap * max(0, count - 1)
                centre = QPointF(left + span / 2, centre.y())
            spots = fan(len(hand), centre, width, seat.hand_width, False, step)
            for j, (card, (pos, _)) in enumerate(zip(hand, spots, strict=True)):
                if open_hands:
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
        # The discard pile's top card, the two under it stepped out to its left so
        # their corners stay legible (what the last players threw), and the stock
        # (a few backs, slightly offset).
        under = rnd.discard_pile[-1 - PILE_SHOWN : -1]
        for k, card in enumerate(under):
            offset = (len(under) - k) * g.card_width * PILE_STEP
            pos = QPointF(g.discard.x() - offset, g.discard.y())
            specs.append(
                _Spec(face_key(card), card, pos, 0.0, g.card_width, Z_PILE - 3 + k, ("pile", k))
            )
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

    def _badge_room(self, rnd: Round, g: TableGeometry) -> float:
        """Your points badge set for this table (its words and size); the width it
        takes at the right end of your hand, a margin either side included."""
        self._total_label.set_point_size(max(9.0, g.card_width * 0.15))
        self._total_label.set_text(
            tr("{total} points").format(total=rnd.hand_total(self.you)), emphasis=True
        )
        self._total_label.setToolTip(
            tr(
                "The points of your hand. When someone knocks, or the stock runs out, "
                "the lowest total wins"
            )
        )
        return self._total_label.size().width() + 2 * g.margin

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
        stock = self._zone(STOCK, tr("Stock\nempty") if not rnd.stock_count else "")
        stock.set_rect(stock_rect.adjusted(-pad, -pad, pad, pad))
        stock.setToolTip(
            tr(
                "The stock: {count} cards face down. Draw the top one with T, a double-click, "
                "or by dragging it to your hand"
            ).format(count=rnd.stock_count)
        )
        discard_rect = QRectF(g.discard.x(), g.discard.y(), cw, ch)
        discard = self._zone(DISCARD, tr("Discard") if rnd.discard_top is None else "")
        discard.set_rect(discard_rect.adjusted(-pad, -pad, pad, pad))
        pile = rnd.discard_pile
        if pile:
            shown = ", ".join(card_symbol(card) for card in reversed(pile[-1 - PILE_SHOWN :]))
            discard.setToolTip(
                tr(
                    "The discard pile, top card first: {cards}. Take the top card with P, a "
                    "double-click, or by dragging it to your hand; drop a card here to discard it"
                ).format(cards=shown)
            )
        else:
            discard.setToolTip(tr("The discard pile is empty: drop a card here to discard it"))
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
            zone = self._zone(Target("spread", index), outline=False)
            zone.set_rect(rect.adjusted(-pad, -pad, pad, pad))
            spread = rnd.spreads[index]
            zone.setToolTip(
                tr("{spread}: drop a card on it to hit it").format(
                    spread=capitalised(spread_name(self.model, spread, -1))
                )
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
        over = rnd.is_over or self.show_all_hands
        turns = last_turns(rnd)
        for player in range(rnd.players):
            plate = self._plates.get(player)
            if plate is None:
                plate = self._plates[player] = PlateItem()
                self.addItem(plate)
            plate.set_scale_for(g.card_width, g.plate_width)
            seat = g.seats[player]
            plate.setPos(seat.plate)
            total = rnd.hand_total(player)
            if player == self.you or over or self.open_hands:
                detail = tr("Hand: {total} points").format(total=total)
            else:
                count = len(rnd.hand(player))
                detail = tr("{count} cards").format(count=count) if count != 1 else tr("1 card")
            to_play = not rnd.is_over and rnd.current == player
            if to_play and self.model.is_computer(player) and not self.show_all_hands:
                detail += tr("  · thinking…")
            balance = format_money(
                self.model.balances[player], self.model.currency, signed=True, code=False
            )
            last = turn_text(turns[player]) if player in turns else ""
            short = turn_text(turns[player], short=True) if player in turns else ""
            name = self.model.name(player)
            plate.set_info(name, balance, detail, to_play, last, short)
            tip = tr("{name}: balance {balance}; {detail}").format(
                name=name, balance=balance, detail=detail.replace("  · ", "; ")
            )
            if last:
                tip += "\n" + tr("Last turn: {moves}").format(moves=last)
            plate.setToolTip(tip)
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
        else:  # left of the plate, level with it (right of it, at the left edge)
            x = pos.x() - diameter - g.margin * 0.4
            if x < g.margin * 0.4:  # (as far from the edge as from the plate)
                x = pos.x() + dealer_plate.width + g.margin * 0.4
            self._dealer.setPos(x, pos.y() + (dealer_plate.height() - diameter) / 2)
        # Your total, always on show at the right end of your hand: placed by
        # where the cards come to rest, not where a deal's flight has them now.
        seat = g.seats[self.you]
        hand = self.hand_items()
        size = self._total_label.size()
        if hand:
            # A fanned card leans: its corner reaches past its width.
            right = max(
                leaning_bounds(
                    item.rest_pos, item.rest_rotation, g.card_width, g.card_height
                ).right()
                for item in hand
            )
        else:
            right = seat.hand_center.x()
        x = min(right + g.margin, g.width - size.width() - g.margin)
        y = g.height - g.margin - size.height()
        if hand and x < right:
            # So many cards on so small a table that they reach the edge: above them.
            y = min(item.rest_pos.y() for item in hand) - size.height() - g.margin * 0.5
        self._total_label.setPos(x, y)


def fit_hand(
    spots: list[tuple[QPointF, float]], width: float, height: float, left: float, bottom: float
) -> list[tuple[QPointF, float]]:
    """Your fanned hand moved, if need be, so no card reaches left of `left`
    (your name plate is there) or below `bottom` (the button bar): a leaning
    card's corner dips below the row, and a long hand on a small table is wider
    than its room."""
    if not spots:
        return spots
    lowest = 0.0
    leftmost = spots[0][0].x()
    for pos, angle in spots:
        bounds = leaning_bounds(pos, angle, width, height)
        lowest = max(lowest, bounds.bottom())
        leftmost = min(leftmost, bounds.left())
    up = max(0.0, lowest - bottom)
    right = max(0.0, left - leftmost)
    return [(QPointF(pos.x() + right, pos.y() - up), angle) for pos, angle in spots]


def leaning_bounds(pos: QPointF, angle: float, width: float, height: float) -> QRectF:
    """Where a card with its top-left at `pos`, turned `angle` degrees about its
    middle, reaches on the table."""
    turn = math.radians(abs(angle))
    half_w = (width * math.cos(turn) + height * math.sin(turn)) / 2
    half_h = (width * math.sin(turn) + height * math.cos(turn)) / 2
    centre = QPointF(pos.x() + width / 2, pos.y() + height / 2)
    return QRectF(centre.x() - half_w, centre.y() - half_h, 2 * half_w, 2 * half_h)


_StateSlot = Callable[[QAbstractAnimation.State, QAbstractAnimation.State], None]


def _show_when_running(item: CardItem) -> _StateSlot:
    def show(new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running and shiboken6.isValid(item):
            item.setVisible(True)

    return show
