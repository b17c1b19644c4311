"""Screen-reader access to the cards on the table.

Graphics items have no accessible interface of their own, so the table view
gets one (a QAccessibleWidget subclass, installed through
QAccessible.installFactory) that lists as its children the panels shown over
the felt (the round's result, the hot-seat cover) and the cards; each card is
a QAccessibleObject with a role, a name ("Queen of spades"), a state, a screen
rectangle and a Press action. While the hot-seat cover is up no card is
listed: a screen reader must not read out the hand it hides. Moving the focus
over your hand (and selecting) is announced with a Focus event. PySide6
pitfall: interface_cast must return a shiboken6.VoidPtr -- VoidPtr(0) for
none -- or Qt crashes.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
)
from PySide6.QtWidgets import QAccessibleWidget, QApplication, QGraphicsObject, QWidget

from tonk_desktop.ui.table.items import CardItem, PlateItem
from tonk_desktop.ui.table.view import TableView
from tonk_desktop.ui.text.lists import listing
from tonk_desktop.ui.text.reasons import card_name as spoken_card_name


def tr(text: str) -> str:
    return QCoreApplication.translate("Accessibility", text)


def card_name(item: CardItem) -> str:
    """What a screen reader says for a card: its name, or what a face-down card is."""
    if item.card is not None and item.face_up:
        return spoken_card_name(item.card)  # "Queen of spades", in the current language
    if item.place[0] == "stock":
        return tr("Stock")
    return tr("Face-down card")


def card_description(item: CardItem, view: TableView) -> str:
    kind, index = item.place
    model = view.table.model
    if kind == "hand":
        return tr("in your hand")
    if kind == "discard":
        return tr("top of the discard pile")
    if kind == "stock":
        rnd = model.round
        count = rnd.stock_count if rnd is not None else 0
        return QCoreApplication.translate("Accessibility", "%n cards", None, count)
    if kind == "spread":
        rnd = model.round
        if rnd is not None and 0 <= index < len(rnd.spreads):
            owner = rnd.spreads[index].owner
            if owner == model.you and not model.is_computer(owner):
                return tr("in your spread")
            return tr("in a spread of {name}").format(name=model.name(owner))
        return tr("in a spread")
    if kind in ("back", "shown"):
        return tr("in the hand of {name}").format(name=model.name(index))
    return ""


class _OnTable(QAccessibleObject):
    """Something drawn on the table (a card, a name plate): a leaf of the
    table's interface, where the item lies on the screen."""

    def __init__(self, item: QGraphicsObject, view: TableView) -> None:
        QAccessibleObject.__init__(self, item)
        self.graphic = item
        self.view = view

    def rect(self) -> QRect:
        view = self.view
        local = view.mapFromScene(self.graphic.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def parent(self) -> QAccessibleInterface:
        return QAccessible.queryAccessibleInterface(self.view)

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1


class CardAccessible(_OnTable, QAccessibleActionInterface):
    """One card as a screen reader sees it."""

    def __init__(self, item: CardItem, view: TableView) -> None:
        _OnTable.__init__(self, item, view)
        QAccessibleActionInterface.__init__(self)
        self.item = item

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return card_name(self.item)
        if kind == QAccessible.Text.Description:
            return card_description(self.item, self.view)
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        hand = self.item.place[0] == "hand"
        state.selectable = hand
        state.selected = hand and self.item.selected
        state.focused = hand and self.item.focused
        state.invisible = not self.item.isVisible()
        return state

    def interface_cast(self, kind: QAccessible.InterfaceType) -> Any:
        if kind == QAccessible.InterfaceType.ActionInterface:
            pointers = shiboken6.getCppPointer(self)
            return shiboken6.VoidPtr(pointers[1] if len(pointers) > 1 else pointers[0])
        return shiboken6.VoidPtr(0)

    def actionNames(self) -> list[str]:
        # Other players' cards do nothing when pressed: no action to offer.
        if self.item.place[0] in ("back", "shown", "pile"):
            return []
        return [QAccessibleActionInterface.pressAction()]

    def localizedActionDescription(self, name: str) -> str:
        kind = self.item.place[0]
        if kind == "hand":
            return tr("Select or deselect this card")
        if kind in ("stock", "discard"):
            return tr("Draw this card")
        return tr("Hit this spread with the selected card")

    def doAction(self, name: str) -> None:
        if name == QAccessibleActionInterface.pressAction():
            self.view.table.press_item(self.item)

    def keyBindingsForAction(self, name: str) -> list[str]:
        return []


def plate_text(view: TableView, player: int, plate: PlateItem) -> str:
    """A player's plate read out: "Ann, −1.00, 5 cards, deals, to play"."""
    parts = [plate.name, plate.balance, plate.detail.replace("  · ", ", ")]
    rnd = view.table.model.round
    if rnd is not None and rnd.dealer == player:
        parts.append(tr("deals"))
    if plate.to_play:
        parts.append(tr("to play"))
    if plate.last:
        parts.append(tr("last turn: {moves}").replace("{moves}", plate.last))
    return listing(part for part in parts if part)


class PlateAccessible(_OnTable):
    """A player's name plate: name, balance, cards or hand total, dealer, turn."""

    def __init__(self, player: int, plate: PlateItem, view: TableView) -> None:
        _OnTable.__init__(self, plate, view)
        self.player = player
        self.plate = plate

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return plate_text(self.view, self.player, self.plate)
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not self.plate.isVisible()
        return state


class TableAccessible(QAccessibleWidget):
    """The table view, with what is on it as children: panels, cards, plates."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.List, tr("Card table"))
        self.view = view
        self._cards: dict[int, CardAccessible] = {}
        self._plates: dict[int, PlateAccessible] = {}
        self._announced: tuple[CardItem, bool] | None = None
        view.table.marks_changed.connect(self._announce)

    def _panels(self) -> list[QWidget]:
        """What is shown over the felt: the round's result, the hot-seat cover."""
        return [
            widget
            for widget in self.view.viewport().findChildren(QWidget)
            if widget.parentWidget() is self.view.viewport() and widget.isVisible()
        ]

    def _listing(
        self,
    ) -> tuple[list[QWidget], list[CardItem], list[tuple[int, PlateItem]]]:
        """The children, in order: the panels over the felt, the cards, the
        players' plates. Under the hot-seat cover, only the cover: every hand is
        hidden, so no card is read out either."""
        panels = self._panels()
        if self.view.table.covered:
            return panels, [], []
        table = self.view.table
        return panels, table.accessible_items(), table.accessible_plates()

    def _items(self) -> list[CardItem]:
        return self._listing()[1]

    def childCount(self) -> int:
        return sum(len(part) for part in self._listing())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        panels, items, plates = self._listing()
        if 0 <= index < len(panels):
            return QAccessible.queryAccessibleInterface(panels[index])
        index -= len(panels)
        if 0 <= index < len(items):
            return self._interface(items[index], items)
        index -= len(items)
        if not 0 <= index < len(plates):
            return None
        player, plate = plates[index]
        interface = self._plates.get(id(plate))
        if interface is None or interface.plate is not plate:
            interface = self._plates[id(plate)] = PlateAccessible(player, plate, self.view)
        return interface

    def _announce(self, item: CardItem | None) -> None:
        """Tell a screen reader where the focus went on your hand (or that the
        card under it changed: selected, or another card after a move)."""
        if self.view.table.covered:
            # The hand under the hot-seat cover is nobody's to hear; once it
            # is lifted, the focused card is said afresh.
            self._announced = None
            return
        said = (item, item.selected) if item is not None else None
        if said == self._announced:
            return  # the table redrew; nothing moved
        self._announced = said
        if item is None or not QAccessible.isActive():
            return
        event = QAccessibleEvent(self._interface(item), QAccessible.Event.Focus)
        QAccessible.updateAccessibility(event)

    def _interface(self, item: CardItem, items: list[CardItem] | None = None) -> CardAccessible:
        """The interface of `item`; interfaces of cards no longer among `items`
        (the table's cards, listed again when not given) are let go."""
        live = {id(i) for i in (items if items is not None else self._items())}
        for key in [k for k in self._cards if k not in live]:
            del self._cards[key]
        interface = self._cards.get(id(item))
        if interface is None or interface.item is not item:
            interface = self._cards[id(item)] = CardAccessible(item, self.view)
        return interface

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        panels, items, plates = self._listing()
        for index, panel in enumerate(panels):
            if child.object() is panel:
                return index
        for index, item in enumerate(items):
            if self._cards.get(id(item)) is child:
                return len(panels) + index
        for index, (_, plate) in enumerate(plates):
            if self._plates.get(id(plate)) is child:
                return len(panels) + len(items) + index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        panels, items, _ = self._listing()
        focus = QApplication.focusWidget()
        for panel in panels:
            if focus is not None and (focus is panel or panel.isAncestorOf(focus)):
                return QAccessible.queryAccessibleInterface(panel)
        for item in items:
            if item.focused and item.place[0] == "hand":
                return self._interface(item, items)
        return None

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return tr("Card table")
        return str(super().text(kind))


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, TableView):
        return TableAccessible(obj)
    return None


_installed = False


def install() -> None:
    """Register the factory once per process (before the table is first queried)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
