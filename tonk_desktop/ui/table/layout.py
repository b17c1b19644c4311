"""Where everything goes on the table, as plain geometry (no items, no model).

You sit at the bottom. Seats run clockwise seen from above, so the player after
you sits on your left: with two players the other sits at the top; with three
they sit left and right; with four left, top and right. Every size follows the
card width, chosen from the table's size so the layout holds from 800x600 to a
full screen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import QPointF, QRectF

from tonk_desktop.ui.table.card_art import CARD_ASPECT

Side = Literal["bottom", "left", "top", "right"]

SIDES: dict[int, tuple[Side, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}

OPPONENT_SCALE = 0.62  # card backs in the other hands
SPREAD_SCALE = 0.74  # cards in spreads
SELECT_RAISE = 0.2  # a selected card of your hand rises this part of its height


@dataclass(slots=True)
class SeatGeometry:
    side: Side
    hand_center: QPointF  # top-centre of the hand's cards
    hand_width: float  # the most the hand may spread across
    card_width: float
    plate: QPointF
    spreads: QRectF
    centre_spreads: bool = False  # rows of spreads centred under the seat, not from the left


@dataclass(slots=True)
class TableGeometry:
    width: float
    height: float
    card_width: float
    margin: float
    stock: QPointF  # top-left of the stock's card
    discard: QPointF  # top-left of the discard pile's card
    table: QRectF  # the open felt: drop cards here to lay a new spread
    plate_width: float
    plate_height: float
    seats: dict[int, SeatGeometry] = field(default_factory=dict)

    @property
    def card_height(self) -> float:
        return self.card_width * CARD_ASPECT


MARGIN = 0.16  # the table's margin, in card widths (at least 8 pixels)

# Room under the stock for its "N in stock" label, in card widths (the label's
# font follows the card width).
STOCK_LABEL_ROOM = 0.4

# The height a table with a top seat needs, in card widths, from top to bottom:
# the top seat's backs and spreads, the piles and the stock's label, your
# spreads, your raised hand (the margins between them as `table_geometry` sets).
TOP_SEAT_HEIGHT = (
    MARGIN * (1 + 0.6 + 0.6 + 0.5 + 1 + 1)
    + CARD_ASPECT * (OPPONENT_SCALE + 2 * SPREAD_SCALE + 2 + SELECT_RAISE)
    + STOCK_LABEL_ROOM
)


# The card sizes a person may choose (Settings ▸ Table and cards): the cards'
# width as a part of what the table's width alone would give them.
CARD_SCALES: dict[str, float] = {"normal": 1.0, "large": 1.2, "largest": 1.4}


def card_width_for(width: float, height: float, players: int, scale: float = 1.0) -> float:
    """The card width for a `width` x `height` table: as large as fits, and small
    enough that a top seat's spreads, the piles and yours stack without touching.
    `scale` above 1 asks for larger cards: the hands then overlap more and the
    side columns take them as they are, but the table's height still bounds them
    (every row from the top seat to your hand must stack without touching)."""
    limit = min(150.0 * scale, width / 9.2 * scale, height / 6.1)
    if "top" in SIDES[players]:
        limit = min(limit, height / TOP_SEAT_HEIGHT)
    return max(40.0, limit)


def table_geometry(
    width: float,
    height: float,
    players: int,
    you: int,
    plate_height: float,
    scale: float = 1.0,
) -> TableGeometry:
    """Lay the table out for a `width` x `height` view, with name plates
    `plate_height` tall (`PlateItem.height_for` the card width), for cards of
    `scale` (CARD_SCALES)."""
    cw = card_width_for(width, height, players, scale)
    ch = cw * CARD_ASPECT
    m = max(8.0, cw * MARGIN)
    plate_w = max(120.0, min(240.0, cw * 2.0))
    small_w = cw * OPPONENT_SCALE
    sides = SIDES[players]
    top_column = (0.0, width) if players == 2 else (width * 0.29, width * 0.71)
    # The top seat's plate and backs side by side inside its column, clear of
    # the side columns' backs and plates: with large cards on a narrow table
    # the plates narrow (to no less than 120 pixels), then the top seat's backs.
    room = top_column[1] - top_column[0] - m
    if "top" in sides:
        plate_w = max(120.0, min(plate_w, room - m - backs_span(5, small_w)))
    if players == 4:
        plate_w = min(plate_w, width * 0.29 - m)  # a side seat's plate fits its column
    top_small_w = min(small_w, max(1.0, room - m - plate_w) / backs_span(5, 1.0))
    small_h = small_w * CARD_ASPECT
    spread_h = cw * SPREAD_SCALE * CARD_ASPECT

    # Your hand along the bottom, your plate in the bottom-left corner.
    hand_top = height - m - ch
    your_spreads = QRectF(m, hand_top - ch * SELECT_RAISE - m - spread_h, width - 2 * m, spread_h)
    seats: dict[int, SeatGeometry] = {}
    hand_left = m + plate_w + m
    seats[you] = SeatGeometry(
        "bottom",
        QPointF((hand_left + width - m) / 2, hand_top),
        width - m - hand_left,
        cw,
        QPointF(m, height - m - plate_height),
        your_spreads,
    )

    # The top seat: card backs in the middle, plate beside them, spreads below.
    top_band = m
    if "top" in sides:
        player = (you + sides.index("top")) % players
        column = top_column
        # Plate and backs side by side, the pair centred in the column.
        span = backs_span(5, top_small_w)
        left = max(column[0] + m / 2, (column[0] + column[1] - plate_w - m - span) / 2)
        # Below the backs and the plate beside them, whichever is taller (a plate
        # with its last-turn line, in a tall Japanese font, can be).
        spreads_top = m + max(small_h, plate_height) + m * 0.6
        seats[player] = SeatGeometry(
            "top",
            QPointF(left + plate_w + m + span / 2, m),
            column[1] - m / 2 - (left + plate_w + m),
            top_small_w,
            QPointF(left, m),
            QRectF(column[0] + m, spreads_top, column[1] - column[0] - 2 * m, spread_h),
            centre_spreads=True,
        )
        top_band = spreads_top + spread_h + m * 0.6

    # Left and right seats: backs and plate at the top of a side column, spreads below.
    for side in ("left", "right"):
        if side not in sides:
            continue
        player = (you + sides.index(side)) % players
        col_w = width * 0.29 - m
        left = m if side == "left" else width - m - col_w
        backs_top = m
        plate_top = backs_top + small_h + m * 0.5
        spreads_top = plate_top + plate_height + m * 0.6
        seats[player] = SeatGeometry(
            side,
            QPointF(left + col_w / 2, backs_top),
            col_w,
            small_w,
            QPointF(left + (col_w - plate_w) / 2, plate_top),
            QRectF(left, spreads_top, col_w, max(spread_h, your_spreads.top() - m - spreads_top)),
        )

    # The stock and the discard pile in the middle of the open felt, the stock's
    # label under them kept out of your spreads while there is room.
    centre_x = width / 2
    middle_top = top_band
    middle_bottom = your_spreads.top() - m * 0.5
    label = cw * STOCK_LABEL_ROOM
    gap = cw * 0.6  # room for the two discards shown under the pile's top card
    piles_left = centre_x - gap / 2 - cw - cw * 0.6  # the stock, and the discards shown
    for seat in seats.values():
        # Large cards on a narrow table: the piles go below a side seat's plate
        # they would cover.
        plate = QRectF(seat.plate.x(), seat.plate.y(), plate_w, plate_height)
        covered = (seat.side == "left" and plate.right() > piles_left) or (
            seat.side == "right" and plate.left() < width - piles_left
        )
        if covered:
            middle_top = max(middle_top, plate.bottom() + m * 0.6)
    centre_y = max(middle_top + ch / 2, (middle_top + middle_bottom - label) / 2)
    stock = QPointF(centre_x - gap / 2 - cw, centre_y - ch / 2)
    discard = QPointF(centre_x + gap / 2, centre_y - ch / 2)
    table_left = m if players == 2 else width * 0.29 + m * 0.5
    table_right = width - m if players == 2 else width * 0.71 - m * 0.5
    table = QRectF(
        QPointF(min(table_left, your_spreads.left()), middle_top),
        QPointF(max(table_right, your_spreads.right()), your_spreads.bottom()),
    )
    return TableGeometry(width, height, cw, m, stock, discard, table, plate_w, plate_height, seats)


BACKS_STEP = 0.3  # the other hands' backs overlap closely: only their number matters
FACES_STEP = 0.64


def backs_span(count: int, card_width: float) -> float:
    return card_width * (1 + BACKS_STEP * max(0, count - 1))


def fan(
    count: int,
    top_centre: QPointF,
    card_width: float,
    max_width: float,
    curve: bool,
    step_part: float = FACES_STEP,
) -> list[tuple[QPointF, float]]:
    """Top-left corner and rotation of each card of a hand fanned around
    `top_centre`, overlapping so the hand fits in `max_width`."""
    if count <= 0:
        return []
    step = card_width * step_part
    if count > 1:
        step = max(card_width * 0.18, min(step, (max_width - card_width) / (count - 1)))
    span = card_width + step * (count - 1)
    left = top_centre.x() - span / 2
    spots = []
    for i in range(count):
        t = i - (count - 1) / 2
        angle = t * 3.0 if curve else 0.0
        drop = (t * t) * card_width * 0.018 if curve else 0.0
        spots.append((QPointF(left + i * step, top_centre.y() + drop), angle))
    return spots


@dataclass(slots=True)
class SpreadSpot:
    origin: QPointF  # top-left of the first card
    step: float  # horizontal offset between cards
    card_width: float

    def rect(self, cards: int) -> QRectF:
        width = self.card_width + self.step * (cards - 1)
        return QRectF(self.origin.x(), self.origin.y(), width, self.card_width * CARD_ASPECT)


def flow_spreads(
    area: QRectF, sizes: list[int], card_width: float, centre: bool = False
) -> list[SpreadSpot]:
    """Place spreads of `sizes` cards in rows inside `area`, left to right, making the
    cards smaller when they do not fit; with `centre`, each row is centred in `area`."""
    if not sizes:
        return []
    width = card_width
    while True:
        spots = _try_flow(area, sizes, width)
        if spots is None and width <= 18:
            spots = _try_flow(area, sizes, width, force=True) or []
        if spots is not None:
            return _centre_rows(area, spots, sizes) if centre else spots
        width *= 0.9


def _centre_rows(area: QRectF, spots: list[SpreadSpot], sizes: list[int]) -> list[SpreadSpot]:
    rows: dict[float, list[int]] = {}
    for index, spot in enumerate(spots):
        rows.setdefault(spot.origin.y(), []).append(index)
    centred = list(spots)
    for indices in rows.values():
        right = max(spots[i].rect(sizes[i]).right() for i in indices)
        shift = max(0.0, (area.right() - right) / 2)
        for i in indices:
            spot = spots[i]
            centred[i] = SpreadSpot(spot.origin + QPointF(shift, 0), spot.step, spot.card_width)
    return centred


def _try_flow(
    area: QRectF, sizes: list[int], width: float, force: bool = False
) -> list[SpreadSpot] | None:
    step = width * 0.3
    gap = width * 0.22
    height = width * CARD_ASPECT
    rows = max(1, math.floor((area.height() + gap) / (height + gap)))
    x, y = area.left(), area.top()
    row = 0
    spots = []
    for size in sizes:
        span = width + step * (size - 1)
        if x > area.left() and x + span > area.right() + 0.5:
            row += 1
            x = area.left()
            y += height + gap
            if row >= rows and not force:
                return None
        if span > area.width() + 0.5 and not force:
            return None
        spots.append(SpreadSpot(QPointF(x, y), step, width))
        x += span + gap
    return spots
