"""The time bank's countdown on a network table's status bar: whose turn,
the seconds left of it and of the seat's reserve, counted down from what the
host last said (the host's clock is the only one; this one only shows it).
Hidden while no clock runs."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, Slot
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from tonk_desktop.net import TableClient


def _tr(text: str) -> str:
    return QCoreApplication.translate("NetworkTable", text)


class TurnClock(QLabel):
    """`client`'s clock in words; `name(seat)` names a seat, `you()` is this
    person's seat."""

    def __init__(
        self,
        client: TableClient,
        name: Callable[[int], str],
        you: Callable[[], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("turnClock")
        self._client, self._name, self._you = client, name, you
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self.refresh)
        self._timer.start()
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        clock = self._client.clock_left()
        if clock is None:
            self.hide()
            return
        move, reserve = str(math.ceil(clock.move)), str(math.ceil(clock.reserve))
        if clock.seat == self._you():
            text = _tr("Your turn: {move} s, then {reserve} s in reserve")
        else:
            text = _tr("{name}: {move} s, then {reserve} s in reserve").replace(
                "{name}", self._name(clock.seat)
            )
        self.setText(text.replace("{move}", move).replace("{reserve}", reserve))
        # Red once the turn's own seconds are spent: the reserve is running.
        self.setStyleSheet("color: #b00020;" if clock.move <= 0 else "")
        self.show()
