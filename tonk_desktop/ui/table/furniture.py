"""Everything on the table that is not a card: the drop zones (the stock, the
discard pile, your hand, the open felt, one a spread), the outline of your
spreads' band, the players' name plates, the dealer button, the stock's count
and your points badge.

`TableFurniture` owns these items and lays them out and words them after each
change of the round (the scene calls `place_zones`, then `place_plates` once
your hand's cards have their places). The drop zones are the table's piles in
KPatience's sense: where a drag may land.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, QTimer
from PySide6.QtWidgets import QGraphicsScene

from tonk_desktop.engine import Round
from tonk_desktop.ui.model import DEAL_STAGGER_MS, MOVE_MS, GameModel
from tonk_desktop.ui.table.gestures import DISCARD, HAND, STOCK, TABLE, Target
from tonk_desktop.ui.table.items import CardItem, DealerButton, LabelItem, PlateItem, ZoneItem
from tonk_desktop.ui.table.layout import SELECT_RAISE, TableGeometry
from tonk_desktop.ui.table.placement import PILE_SHOWN, Z_HAND, Z_PILE, leaning_bounds
from tonk_desktop.ui.text.last_turn import last_turns, turn_text
from tonk_desktop.ui.text.lists import listing
from tonk_desktop.ui.text.money import format_money
from tonk_desktop.ui.text.reasons import card_symbol
from tonk_desktop.ui.text.words import spread_name


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


class TableFurniture:
    """The zones, plates, dealer button and labels of the table on `scene`."""

    def __init__(self, scene: QGraphicsScene, model: GameModel) -> None:
        self._scene = scene
        self._model = model
        self.zones: dict[Target, ZoneItem] = {}
        self.plates: dict[int, PlateItem] = {}
        self.stock_label = LabelItem(9.0)
        self.total_label = LabelItem(11.0, bold=True)
        self.dealer = DealerButton()
        self.dealer.hide()  # until a deal names its dealer: never a stray D at the corner
        for item in (self.stock_label, self.total_label, self.dealer):
            scene.addItem(item)
        self.stock_label.setZValue(Z_PILE + 5)
        self.total_label.setZValue(Z_HAND + 50)
        self.mine_zone = ZoneItem("yours")  # an outline only: not a drop target
        scene.addItem(self.mine_zone)
        # The round whose deal is still landing: your points badge waits for it.
        self._badge_waits_for: Round | None = None

    def zone(self, target: Target) -> ZoneItem | None:
        return self.zones.get(target)

    # ------------------------------------------------------------ your points badge

    def badge_room(self, rnd: Round, g: TableGeometry, you: int) -> float:
        """Your points badge set for this table (its words and size); the width it
        takes at the right end of your hand, a margin either side included."""
        label = self.total_label
        label.set_point_size(max(9.0, g.card_width * 0.15))
        label.set_text(tr("{total} points").format(total=rnd.hand_total(you)), emphasis=True)
        label.setToolTip(
            tr(
                "The points of your hand. When someone knocks, or the stock runs out, "
                "the lowest total wins"
            )
        )
        return label.size().width() + 2 * g.margin

    def show_badge(self, rnd: Round, dealing: bool) -> None:
        """Your points badge waits, in a deal, for the last card to land: the full
        total beside a hand still arriving reads as a mistake."""
        label = self.total_label
        if not dealing:
            if self._badge_waits_for is not rnd:
                label.setVisible(True)  # no deal of this round is in flight
            return
        label.setVisible(False)
        self._badge_waits_for = rnd
        model = self._model
        cards = rnd.rules.hand_size * rnd.players + 1  # the up-card comes last
        wait = model.duration(DEAL_STAGGER_MS) * cards + model.duration(MOVE_MS)

        def show() -> None:
            if model.round is rnd:
                label.setVisible(True)
                self._badge_waits_for = None

        QTimer.singleShot(wait, self._scene, show)

    # ------------------------------------------------------------ zones

    def _zone(self, target: Target, caption: str = "", outline: bool = True) -> ZoneItem:
        zone = self.zones.get(target)
        if zone is None:
            zone = ZoneItem(f"{target.kind}{target.index}", outline)
            self.zones[target] = zone
            self._scene.addItem(zone)
        zone.set_caption(caption)
        return zone

    def place_zones(
        self, rnd: Round, g: TableGeometry, you: int, spread_rects: dict[int, QRectF]
    ) -> None:
        """The piles', your hand's, the felt's and each spread's drop zone, their
        captions and tooltips, and the stock's count under it."""
        cw, ch = g.card_width, g.card_height
        pad = cw * 0.08
        stock_rect = QRectF(g.stock.x(), g.stock.y(), cw, ch)
        stock = self._zone(STOCK, tr("Stock\nempty") if not rnd.stock_count else "")
        stock.set_rect(stock_rect.adjusted(-pad, -pad, pad, pad))
        stock.setToolTip(
            # %n: the count in the plural form the language has for it (tonk_en.ts
            # holds English's "1 card"; the source is the plural, read as it is
            # when no catalogue is loaded).
            QCoreApplication.translate(
                "Table",
                "The stock: %n cards face down. Draw the top one with T, a double-click, "
                "or by dragging it to your hand",
                None,
                rnd.stock_count,
            )
        )
        discard_rect = QRectF(g.discard.x(), g.discard.y(), cw, ch)
        discard = self._zone(DISCARD, tr("Discard") if rnd.discard_top is None else "")
        discard.set_rect(discard_rect.adjusted(-pad, -pad, pad, pad))
        pile = rnd.discard_pile
        if pile:
            shown = listing(card_symbol(card) for card in reversed(pile[-1 - PILE_SHOWN :]))
            discard.setToolTip(
                tr(
                    "The discard pile, top card first: {cards}. Take the top card with P, a "
                    "double-click, or by dragging it to your hand; drop a card here to discard it"
                ).format(cards=shown)
            )
        else:
            discard.setToolTip(tr("The discard pile is empty: drop a card here to discard it"))
        seat = g.seats[you]
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
        mine = self.mine_zone
        mine.set_caption(
            tr("Your spreads") if not any(s.owner == you for s in rnd.spreads) else "",
        )
        mine.set_rect(seat.spreads)
        # One zone per spread on the table; drop a card on it to hit.
        count = len(rnd.spreads)
        for target in [t for t in self.zones if t.kind == "spread" and t.index >= count]:
            zone = self.zones.pop(target)
            self._scene.removeItem(zone)
        for index in range(count):
            rect = spread_rects.get(index, QRectF())
            zone = self._zone(Target("spread", index), outline=False)
            zone.set_rect(rect.adjusted(-pad, -pad, pad, pad))
            spread = rnd.spreads[index]
            # The sentence is capitalised, not the spread's name: a language may
            # put the name, declined, after a verb ("Добавить к набору…").
            zone.setToolTip(
                capitalised(
                    tr("{spread}: drop a card on it to hit it").format(
                        spread=spread_name(self._model, spread, -1)
                    )
                )
            )
        # The stock's count under it while the round is on (at the end the
        # result panel takes the middle).
        label = self.stock_label
        label.setVisible(not rnd.is_over)
        label.set_point_size(max(8.0, cw * 0.12))
        label.set_text(tr("{count} in stock").format(count=rnd.stock_count))
        size = label.size()
        label.setPos(stock_rect.center().x() - size.width() / 2, stock_rect.bottom() + pad * 1.5)

    # ------------------------------------------------------------ plates

    def place_plates(
        self,
        rnd: Round,
        g: TableGeometry,
        you: int,
        hand: list[CardItem],
        all_shown: bool,
        open_hands: bool,
        keep_clear: list[QRectF],
    ) -> None:
        """Each player's plate (name, balance, cards or points, last turn, whose
        turn), the dealer button beside the dealer's (off the cards at rest,
        `keep_clear`), and your points badge at the right end of your `hand` as
        its cards come to rest. `all_shown`: a replay with every hand face up;
        `open_hands`: a practice game's."""
        model = self._model
        over = rnd.is_over or all_shown
        turns = last_turns(rnd)
        for player in range(rnd.players):
            plate = self.plates.get(player)
            if plate is None:
                plate = self.plates[player] = PlateItem()
                self._scene.addItem(plate)
            plate.set_scale_for(g.card_width, g.plate_width)
            seat = g.seats[player]
            plate.setPos(seat.plate)
            total = rnd.hand_total(player)
            if player == you or over or open_hands:
                detail = tr("Hand: {total} points").format(total=total)
            else:
                count = len(rnd.hand(player))
                detail = QCoreApplication.translate("Table", "%n cards", None, count)
            to_play = not rnd.is_over and rnd.current == player
            state = model.seat_state(player)
            if state:
                detail += "  · " + state
            elif to_play and model.seats[player].is_computer and not all_shown:
                # A computer player thinks; a person at another computer is
                # waited for (the prompt names them).
                detail += tr("  · thinking…")
            balance = format_money(model.balances[player], model.currency, signed=True, code=False)
            last = turn_text(turns[player]) if player in turns else ""
            short = turn_text(turns[player], short=True) if player in turns else ""
            name = model.name(player)
            plate.set_info(name, balance, detail, to_play, last, short)
            tip = tr("{name}: balance {balance}; {detail}").format(
                name=name, balance=balance, detail=detail.replace("  · ", "; ")
            )
            if last:
                tip += "\n" + tr("Last turn: {moves}").format(moves=last)
            plate.setToolTip(tip)
        for player in [p for p in self.plates if p >= rnd.players]:
            self._scene.removeItem(self.plates.pop(player))
        # The dealer button beside the dealer's plate, where it covers no card
        # and no other plate.
        dealer_plate = self.plates[rnd.dealer]
        diameter = max(18.0, g.card_width * 0.3)
        self.dealer.set_diameter(diameter)
        spots = dealer_spots(
            QRectF(dealer_plate.pos(), QSizeF(dealer_plate.width, dealer_plate.height())),
            diameter,
            g.margin * 0.4,
            g.seats[rnd.dealer].side == "bottom",
        )
        label = self.stock_label
        busy = (
            keep_clear
            + [label.sceneBoundingRect()] * label.isVisible()
            + [
                QRectF(plate.pos(), QSizeF(plate.width, plate.height()))
                for player, plate in self.plates.items()
                if player != rnd.dealer
            ]
        )
        edge = g.margin * 0.4  # as far from the table's edge as from the plate
        felt = QRectF(edge, edge, g.width - 2 * edge, g.height - 2 * edge)
        self.dealer.setPos(
            next(
                (
                    spot
                    for spot in spots
                    if felt.contains(QRectF(spot, QSizeF(diameter, diameter)))
                    and not any(
                        QRectF(spot, QSizeF(diameter, diameter)).intersects(r) for r in busy
                    )
                ),
                spots[0],
            )
        )
        self.dealer.show()
        # Your total, always on show at the right end of your hand: placed by
        # where the cards come to rest, not where a deal's flight has them now.
        seat = g.seats[you]
        size = self.total_label.size()
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
        self.total_label.setPos(x, y)

    def accessible_plates(self, you: int) -> list[tuple[int, PlateItem]]:
        """The players' name plates, yours first, then round the table."""
        players = sorted(self.plates)
        return [(p, self.plates[p]) for p in players[you:] + players[:you]]


def dealer_spots(plate: QRectF, diameter: float, gap: float, bottom: bool) -> list[QPointF]:
    """Where the dealer button may go beside a `plate`, best first: above your
    plate (the hand is beside it); beside another's, level with it, then above
    or below its ends."""
    level = plate.top() + (plate.height() - diameter) / 2
    above = plate.top() - diameter - gap
    below = plate.bottom() + gap
    left = plate.left() - diameter - gap
    right = plate.right() + gap
    if bottom:
        return [
            QPointF(plate.right() - diameter, above),
            QPointF(plate.left(), above),
            QPointF(right, plate.bottom() - diameter),
        ]
    return [
        QPointF(left, level),
        QPointF(right, level),
        QPointF(plate.right() - diameter, below),
        QPointF(plate.left(), below),
        QPointF(plate.right() - diameter, above),
        QPointF(plate.left(), above),
    ]
