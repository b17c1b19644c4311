"""The review's controller: the round's steps, the position on show, and the
moves between positions (the contract is in ui/review/__init__.py).

A step forward plays the next action on the review's model, so the table
animates it as in a game; any other jump lays the round out as it stood at
that step (`Round.deal` with the same deck and the actions up to it: the same
stock order), at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from tonk_desktop.engine import Round
from tonk_desktop.engine.history import HandHistory
from tonk_desktop.ui.game_log import SeatingNow
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.table.scene import TableScene
from tonk_desktop.ui.text.reasons import card_symbol
from tonk_desktop.ui.text.words import action_sentence, result_sentence, speaks_to

from .model import ReviewModel, ReviewSource, Step, deal, replay_steps
from .page import ReviewPage


def _tr(text: str) -> str:
    return QCoreApplication.translate("Review", text)


class ReviewController(QObject):
    """One review: the round's steps, the step on show, the page that shows it."""

    step_changed = Signal(int)
    leave_requested = Signal()  # Escape, the Leave button, the round end's button
    play_from_requested = Signal(int)  # "Play from here" at this step

    def __init__(
        self,
        source: ReviewSource,
        art: CardArt,
        felt: QColor,
        speed: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        # Replayed once here: a history whose actions do not fit its deal is a
        # ValueError before anything is shown.
        final, self._steps = replay_steps(source.history)
        self._unfinished = not final.is_over  # a history saved mid-round plays on from its end
        self.source = source
        self.history: HandHistory = source.history
        self.reviewed_seat = source.reviewed_seat
        self.model = ReviewModel(source, self)
        self.model.set_bot_pace(0)
        self.model.set_speed(speed)
        self.scene = TableScene(self.model, art, self)
        self.scene.show_all_hands = True
        self._step = 0
        self.play_from_allowed = True
        self.page = ReviewPage(self, felt)
        self.model.show(self.round_at(0))
        self.page.show_step(0)

    # ------------------------------------------------------------ reading

    @property
    def step(self) -> int:
        """The step on show (0: the deal; k: after action k)."""
        return self._step

    def step_count(self) -> int:
        """The number of actions: the steps run from 0 to this, inclusive."""
        return len(self._steps)

    def actor(self, step: int) -> int:
        """Who takes the action played at `step` (0 <= step < step_count())."""
        return self._steps[step].player

    def played(self, number: int) -> Step:
        """Action `number` (1-based: the one that leads to step `number`) as played."""
        return self._steps[number - 1]

    def can_play_from(self, step: int) -> bool:
        """Can Play from here start at `step`: a practice game (not a ledger
        session) and a round not over there?"""
        return self.play_from_allowed and (step < self.step_count() or self._unfinished)

    def seat_name(self, player: int) -> str:
        return self.model.name(player)

    def round_at(self, step: int) -> Round:
        """A fresh Round as it stood at `step`: dealt from the same deck, the
        round's first `step` actions applied."""
        rnd = deal(self.history)
        for action in self.history.actions[: max(0, min(step, self.step_count()))]:
            rnd.apply(action)
        return rnd

    def describe(self, step: int) -> str:
        """The step in words, as a screen reader says it: "Step 12 of 40: Bob
        discarded 9♣"."""
        locale = QLocale()
        return (
            _tr("Step {step} of {count}: {what}")
            .replace("{step}", locale.toString(step))
            .replace("{count}", locale.toString(self.step_count()))
            .replace("{what}", self.step_text(step))
        )

    def step_text(self, step: int) -> str:
        """What happened at `step`, in words (the review log's line)."""
        seating = SeatingNow.of(self.model)
        if step == 0:
            rnd = deal(self.history)
            top = rnd.discard_top
            dealt = (
                _tr("You deal")
                if speaks_to(seating, rnd.dealer)
                else _tr("{name} deals").replace("{name}", seating.name(rnd.dealer))
            )
            text = (
                dealt
                if top is None
                else _tr("{dealt}; the up-card is {card}")
                .replace("{dealt}", dealt)
                .replace("{card}", card_symbol(top))
            )
            if rnd.result is not None:
                text += " — " + result_sentence(seating, rnd.result)
            return text
        played = self._steps[step - 1]
        text = action_sentence(seating, played.change())
        if played.result is not None:
            text += " — " + result_sentence(seating, played.result)
        return text

    # ------------------------------------------------------------ moving

    def go_to(self, step: int) -> None:
        """Show step `step` (clamped to 0..step_count()): one step forward
        animates the action, any other jump lays the table out at once."""
        step = max(0, min(step, self.step_count()))
        if step == self._step:
            self.page.show_step(step)  # the controls follow even when nothing moved
            return
        before, self._step = self._step, step
        if step == before + 1:
            self.model.step(self.history.actions[before])
        else:
            self.model.show(self.round_at(step))
        self.page.show_step(step)
        self.step_changed.emit(step)

    def forward(self) -> None:
        self.go_to(self._step + 1)

    def back(self) -> None:
        self.go_to(self._step - 1)

    def decision_after(self, player: int, forward: bool = True) -> int | None:
        """The next (or, `forward` False, the previous) step at which `player`
        acts, from the step on show; None when there is none."""
        steps = (
            range(self._step + 1, self.step_count()) if forward else range(self._step - 1, -1, -1)
        )
        return next((k for k in steps if self._steps[k].player == player), None)

    def set_side_panel(self, widget: QWidget) -> None:
        """Show `widget` beside the table, under the steps, while the review is open."""
        self.page.set_side_panel(widget)
