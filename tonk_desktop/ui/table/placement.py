"""Where every card on the table comes to rest: a pure function of the round,
the table's geometry and your hand as you arranged it.

`plan_cards` lays the round out (your hand fanned, the other hands, the
spreads in front of their owners, the discard pile and the stock) as
`CardSpot`s, one a card, and changes no item: the scene applies the plan to
its cards and the animator flies them there. `deal_delay` and `origin_for`
say, for a card that is new on the table, when its flight starts in a deal and
where it comes from.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from tonk_desktop.engine import Card, Draw, Round
from tonk_desktop.ui.model import Change
from tonk_desktop.ui.table.layout import (
    BACKS_STEP,
    FACES_STEP,
    SELECT_RAISE,
    SPREAD_SCALE,
    TableGeometry,
    backs_span,
    fan,
    flow_spreads,
)

Key = tuple[str, int]  # a card on the table: its name, and which of the two a joker is

Z_SPREAD = 20
Z_PILE = 40
Z_OPPONENT = 60
Z_HAND = 100

PILE_SHOWN = 2  # cards under the pile's top one shown, stepped out to its left
PILE_STEP = 0.24  # how far, in card widths: their rank and suit stay readable


@dataclass(slots=True)
class CardSpot:
    """Where one card comes to rest, and as what: its face (None for a back)
    and its place (("hand", player), ("spread", index), ("discard", -1), ...)."""

    key: Key
    card: Card | None
    pos: QPointF
    rotation: float
    width: float
    z: float
    place: tuple[str, int]


@dataclass(slots=True)
class CardPlan:
    """The cards of one layout of the round, and each spread's rectangle."""

    spots: list[CardSpot]
    spread_rects: dict[int, QRectF]


def plan_cards(
    rnd: Round,
    g: TableGeometry,
    you: int,
    hand_order: Sequence[Card],
    selected: set[Key],
    badge_room: float,
    others_face_up: bool,
) -> CardPlan:
    """Every card of `rnd` laid out on `g`: your hand (`you`, in `hand_order`,
    the `selected` cards raised, `badge_room` kept free at its right end for
    your points), the other hands (backs, or faces when `others_face_up`), the
    spreads, the pile and the stock."""
    spots: list[CardSpot] = []
    seen: Counter[str] = Counter()

    def face_key(card: Card) -> Key:
        name = str(card)
        key = (name, seen[name])
        seen[name] += 1
        return key

    # Your hand, fanned.
    seat = g.seats[you]
    keys = [face_key(card) for card in hand_order]
    # Room at the right end of the hand for your points badge: the fan never
    # runs under it, however many cards and however small the window.
    centre = QPointF(seat.hand_center.x() - badge_room / 2, seat.hand_center.y())
    fanned = fit_hand(
        fan(len(keys), centre, g.card_width, seat.hand_width - badge_room, curve=True),
        g.card_width,
        g.card_height,
        left=seat.hand_center.x() - seat.hand_width / 2,
        bottom=seat.hand_center.y() + g.card_height,
    )
    for i, (key, (pos, angle)) in enumerate(zip(keys, fanned, strict=True)):
        lift = g.card_height * SELECT_RAISE if key in selected else 0.0
        spots.append(
            CardSpot(
                key,
                hand_order[i],
                QPointF(pos.x(), pos.y() - lift),
                angle,
                g.card_width,
                Z_HAND + i,
                ("hand", you),
            )
        )
    # The other hands: backs, or face up once the round is over (or all the
    # time in a practice game with open cards).
    for player, seat in g.seats.items():
        if player == you:
            continue
        hand = rnd.hand(player)
        width = seat.card_width
        step = FACES_STEP if others_face_up else BACKS_STEP
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
        places = fan(len(hand), centre, width, seat.hand_width, False, step)
        for j, (card, (pos, _)) in enumerate(zip(hand, places, strict=True)):
            if others_face_up:
                spots.append(
                    CardSpot(
                        face_key(card), card, pos, 0.0, width, Z_OPPONENT + j, ("shown", player)
                    )
                )
            else:
                spots.append(
                    CardSpot(
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
    spread_rects: dict[int, QRectF] = {}
    for owner, indices in by_owner.items():
        seat = g.seats[owner]
        sizes = [len(rnd.spreads[i].cards) for i in indices]
        rows = flow_spreads(seat.spreads, sizes, g.card_width * SPREAD_SCALE, seat.centre_spreads)
        for index, spot in zip(indices, rows, strict=True):
            cards = rnd.spreads[index].cards
            spread_rects[index] = spot.rect(len(cards))
            for k, card in enumerate(cards):
                pos = QPointF(spot.origin.x() + k * spot.step, spot.origin.y())
                spots.append(
                    CardSpot(
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
        spots.append(
            CardSpot(face_key(card), card, pos, 0.0, g.card_width, Z_PILE - 3 + k, ("pile", k))
        )
    top = rnd.discard_top
    if top is not None:
        spots.append(
            CardSpot(face_key(top), top, g.discard, 0.0, g.card_width, Z_PILE, ("discard", -1))
        )
    layers = min(3, (rnd.stock_count + 9) // 10)
    for j in range(layers):
        offset = (layers - 1 - j) * 1.6
        pos = QPointF(g.stock.x() - offset, g.stock.y() - offset)
        spots.append(
            CardSpot(("stock", j), None, pos, 0.0, g.card_width, Z_PILE + j, ("stock", -1))
        )
    return CardPlan(spots, spread_rects)


def origin_for(
    spot: CardSpot, change: Change | None, g: TableGeometry, dropped_at: QPointF | None
) -> QPointF:
    """Where a card that was not on the table before comes from: the stock in a
    deal, where it was let go (`dropped_at`) or its pile for a card you drew,
    the hand of whoever played it."""
    if change is None:
        return spot.pos
    if change.kind == "deal":
        return g.stock
    if change.kind in ("action", "round_over") and change.player is not None:
        if dropped_at is not None:
            return dropped_at
        action = change.action
        if isinstance(action, Draw):
            return g.stock if action.source == "stock" else g.discard
        if spot.place[0] == "shown":
            return spot.pos
        seat = g.seats.get(change.player)
        if seat is not None:
            return QPointF(seat.hand_center.x() - seat.card_width / 2, seat.hand_center.y())
    return spot.pos


def deal_delay(spot: CardSpot, rnd: Round, step: int, hand_keys: Sequence[Key]) -> int:
    """When a card's flight starts in the deal (`step` ms a card): one card at a
    time from the left of the dealer, the up-card last."""
    n = rnd.players
    kind, player = spot.place
    if kind in ("hand", "back", "shown"):
        seat_order = (player - rnd.dealer - 1) % n
        index = hand_keys.index(spot.key) if kind == "hand" else spot.key[1]
        return (index * n + seat_order) * step
    if kind == "discard":
        return rnd.rules.hand_size * n * step
    return 0


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
