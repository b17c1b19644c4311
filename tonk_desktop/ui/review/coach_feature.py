"""The coach in a review: its panel beside the replayed table, analysing the
reviewed seat's decisions as soon as the review opens; a mark's jump moves the
replay, the replay's position selects the mark taken there, and each marked
move is flagged in the review's list of steps. In a ledger session the panel
also offers the session view over the session's rounds."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import Qt, QTimer, SignalInstance
from PySide6.QtWidgets import QListWidget, QWidget

from tonk_desktop.engine.history import HandHistory, read_history
from tonk_desktop.ui.text.translation import retranslate_now_and_later

from .coach_panel import CoachPanel, SessionRound
from .coach_words import mark_word, reason_text


class Reviewing(Protocol):
    """What the coach needs of a review (`ReviewController`)."""

    history: HandHistory
    reviewed_seat: int
    step_changed: SignalInstance

    def go_to(self, step: int) -> None: ...

    def seat_name(self, player: int) -> str: ...

    def step_text(self, step: int) -> str: ...

    def set_side_panel(self, widget: QWidget) -> None: ...


def install_coach(
    controller: Reviewing,
    session: Sequence[SessionRound] = (),
    players: int = 0,
    steps: QListWidget | None = None,
) -> CoachPanel:
    """Put a coach panel beside `controller`'s table and start its analysis;
    `steps`: the review's list of steps (row k: step k), where marked moves
    are flagged."""
    count = controller.history.rules.players
    names = [controller.seat_name(p) for p in range(count)]
    panel = CoachPanel()
    controller.set_side_panel(panel)
    panel.jump_requested.connect(controller.go_to)
    controller.step_changed.connect(panel.follow_step)
    if session:
        panel.set_names(names)
        panel.set_session_rounds(session, players or count)
    if steps is not None:

        def flag() -> None:
            flag_steps(steps, panel, controller)

        panel.analysis_finished.connect(flag)
        # After the review's own retranslation, which writes the steps afresh.
        retranslate_now_and_later(panel, lambda: QTimer.singleShot(0, panel, flag))
    panel.analyse(controller.history, controller.reviewed_seat, names)
    return panel


def flag_steps(steps: QListWidget, panel: CoachPanel, controller: Reviewing) -> None:
    """Each marked move's line in the review's steps says its mark, its
    reason in the tooltip (and to a screen reader)."""
    review = panel.review
    if review is None:
        return
    for decision in review.marks:
        assert decision.mark is not None
        row = decision.step + 1  # the move itself: the step it leads to
        item = steps.item(row)
        if item is None:
            continue
        text = f"{controller.step_text(row)} — ⚑ {mark_word(decision.mark)}"
        reason = (
            reason_text(decision.reason, panel.names, decision.top)
            if decision.reason is not None
            else ""
        )
        item.setText(text)
        item.setToolTip(reason)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{text}. {reason}")


def session_rounds(
    histories: Sequence[dict[str, object] | None], people: Sequence[int], players: int
) -> list[SessionRound]:
    """The rounds of a session as the coach's session view reviews them: each
    hand history that reads and has this many players, for these seats."""
    found = []
    for data in histories:
        if data is None:
            continue
        try:
            history = read_history(data)
        except ValueError:
            continue  # an unreadable history is left out of the trend, not fatal
        if history.rules.players == players:
            found.append(SessionRound(history, tuple(people)))
    return found
