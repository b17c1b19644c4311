"""Several people at one computer (hot seat).

The table shows one person's hand face up at the bottom: the *viewer*.
`HotSeatModel` is a GameModel whose viewer can change (`set_you`). `HotSeat` watches
the game: when the turn comes to a person who is not the viewer, it covers the
table with a `HandOffOverlay` ("Pass to Ann — click when ready") that hides every
hand; the click makes that person the viewer and uncovers the table. At the end of
a round the overlay goes away, since all hands are shown then anyway.

With one person at the table nothing here ever shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QWidget

from tonk_desktop.engine import HouseRules, Seat
from tonk_desktop.ui.model import DEFAULT_CURRENCY, DEFAULT_STAKE_MINOR, Change, GameModel
from tonk_desktop.ui.table.view import TableView


class HotSeatModel(GameModel):
    """A GameModel whose bottom seat (`you`) can be handed from person to person."""

    def __init__(
        self,
        rules: HouseRules | None = None,
        seats: Sequence[Seat] | None = None,
        stake_minor: int = DEFAULT_STAKE_MINOR,
        seed: int | None = None,
        parent: QObject | None = None,
        currency: str = DEFAULT_CURRENCY,
    ) -> None:
        super().__init__(rules, seats, stake_minor, seed, parent, currency)
        self._viewer: int | None = None

    @property
    def you(self) -> int:
        viewer = self._viewer
        if viewer is not None and viewer < self.players and not self.is_computer(viewer):
            return viewer
        return super().you

    @property
    def people(self) -> int:
        return sum(1 for seat in self.seats if not seat.is_computer)

    def set_you(self, player: int) -> None:
        """Show `player`'s hand at the bottom from now on (a person's seat only)."""
        if not 0 <= player < self.players or self.is_computer(player):
            raise ValueError(f"seat {player} is not a person's")
        self._viewer = player
        self.changed.emit(Change("settings"))


class HandOffOverlay(QWidget):
    """An opaque cover over the table: "Pass to Ann — click when ready". A click,
    Enter or Space emits `ready`."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handOff")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._name = ""
        self.colour = QColor(21, 101, 52)
        self.hide()
        parent.installEventFilter(self)

    @property
    def name(self) -> str:
        return self._name

    def message(self) -> str:
        return self.tr("Pass to {name} — click when ready").replace("{name}", self._name)

    def show_for(self, name: str) -> None:
        self._name = name
        self._name_for_screen_readers()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    def _name_for_screen_readers(self) -> None:
        self.setAccessibleName(self.message())
        self.setAccessibleDescription(self.tr("Every hand is hidden until then."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._name_for_screen_readers()  # the painted words follow by themselves
            self.update()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Follow the table's size, so no corner of a hand ever peeks out (also
        # when covered before the window was first shown: isHidden, not isVisible).
        if event.type() == QEvent.Type.Resize and not self.isHidden():
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.colour.darker(135))
        painter.setPen(QColor("white"))
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        painter.setFont(font)
        box = QRectF(self.rect()).adjusted(24, 24, -24, -24)
        painter.drawText(
            box,
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            self.message(),
        )
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 1.1)
        painter.setFont(small)
        painter.setPen(QColor(255, 255, 255, 190))
        below = box.adjusted(0, box.height() / 2 + 40, 0, 0)
        painter.drawText(
            below,
            int(
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            ),
            self.tr("Every hand is hidden until then."),
        )
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.ready.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            # A key held down from the last person's move (Enter plays) must not
            # show them the next person's hand: only a fresh press lifts it.
            if not event.isAutoRepeat():
                self.ready.emit()
            event.accept()
        else:
            event.accept()  # nothing reaches the table while it is covered


class HotSeat(QObject):
    """Shows the hand-off cover between two people's turns and hands the bottom seat on.

    `view` is the table view (its viewport is covered, and it is told so: no key
    or move acts on the table meanwhile); `resync()` is called after the viewer
    changes so the table redraws with the new person at the bottom."""

    def __init__(self, model: HotSeatModel, view: TableView, resync: Callable[[], object]) -> None:
        super().__init__(view)
        self.model = model
        self.view = view
        self._resync = resync
        self.overlay = HandOffOverlay(view.viewport())
        self.overlay.ready.connect(self.hand_over)
        self._waiting_for: int | None = None
        # The person who took the computer (clicked the cover) in this round;
        # None after a deal or a resumed game, when nobody has yet.
        self._seated: int | None = None
        model.changed.connect(self._on_changed)

    @property
    def waiting_for(self) -> int | None:
        """The person the computer is being passed to, while the cover is up."""
        return self._waiting_for

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        if change.kind in ("new_game", "deal", "restore"):
            # A new hand for everyone: whoever sits at the screen now has not
            # said who they are, so no hand is shown until they have.
            self._seated = None
        self.check()

    def check(self) -> None:
        """Cover the table unless the person whose hand it shows is known to be at
        the screen: at a deal and a resumed game (for the first person to play,
        the computers' turns before theirs played under the cover), and whenever
        the turn passes to another person."""
        model = self.model
        rnd = model.round
        if model.people < 2 or rnd is None or rnd.is_over:
            self._uncover()
            self._seated = None
            return
        person = self._next_person(rnd.current)
        if person is None:
            return
        if person == self._seated and person == model.you:
            return
        if model.is_computer(rnd.current) and self._seated is not None:
            return  # a computer's turn: the person who last played may watch
        if self._waiting_for != person or not self.overlay.isVisible():
            self._waiting_for = person
            self.overlay.show_for(model.name(person))
            self.view.set_cover(self.overlay, self.overlay.message)

    def _next_person(self, player: int) -> int | None:
        """`player` if a person plays that seat, else the next person in turn."""
        model = self.model
        for step in range(model.players):
            seat = (player + step) % model.players
            if not model.is_computer(seat):
                return seat
        return None

    @Slot()
    def hand_over(self) -> None:
        player = self._waiting_for
        if player is None:
            return
        self._seated = player
        self.model.set_you(player)
        self._resync()
        self._uncover()
        self.view.setFocus()

    def _uncover(self) -> None:
        self._waiting_for = None
        self.overlay.hide()
        self.view.set_cover(None)
