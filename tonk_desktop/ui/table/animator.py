"""The cards' flights: a card sliding (and turning, and growing or shrinking)
to where it comes to rest, after a pause in a deal, and a card leaving the
table fading under the one that lands on it.

`Animator` owns the cards that are leaving; each flight is a Qt animation that
is the card's own child, so it ends with the card. The scene calls it while
it lays out the table; nothing here decides where a card goes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsScene

from tonk_desktop.ui.table.items import CardItem


class Animator:
    """Flies cards on `scene` and retires the cards that leave it."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        # Cards gone from the round still fading out: not there to point at.
        self.leaving: set[CardItem] = set()

    def stop(self, item: CardItem) -> None:
        """End the card's flight where it is."""
        for anim in item.findChildren(QAbstractAnimation):
            if anim.parent() is item:
                anim.stop()
                anim.deleteLater()

    def fly(
        self,
        item: CardItem,
        pos: QPointF,
        rotation: float,
        scale_from: float,
        duration: int,
        delay: int,
    ) -> None:
        """Take the card from where it is to `pos` and `rotation` in `duration`
        ms, its scale from `scale_from` to 1, after `delay` ms hidden."""
        self.stop(item)
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

    def retire(self, item: CardItem, duration: int) -> None:
        """A card leaving the table (covered on the discard pile, drawn from the
        stock) stays under the moving card until it lands, then goes."""
        self.stop(item)
        if duration <= 0:
            self._scene.removeItem(item)
            item.deleteLater()
            return
        self.leaving.add(item)
        item.setZValue(item.zValue() - 1)
        fade = QPropertyAnimation(item, b"opacity", item)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(duration)
        fade.setEasingCurve(QEasingCurve.Type.InQuint)
        fade.finished.connect(lambda item=item: self._forget(item))
        fade.start()

    def _forget(self, item: CardItem) -> None:
        self.leaving.discard(item)
        if item.scene() is self._scene:
            self._scene.removeItem(item)
        item.deleteLater()

    def running(self, items: Iterable[CardItem]) -> bool:
        """Whether any of these cards is in flight (or waiting for its turn in a deal)."""
        return any(
            anim.state() == QAbstractAnimation.State.Running
            for item in items
            for anim in item.findChildren(QAbstractAnimation)
        )


_StateSlot = Callable[[QAbstractAnimation.State, QAbstractAnimation.State], None]


def _show_when_running(item: CardItem) -> _StateSlot:
    def show(new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running and shiboken6.isValid(item):
            item.setVisible(True)

    return show
