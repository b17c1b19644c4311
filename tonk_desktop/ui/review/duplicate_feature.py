"""Game ▸ How would the computer have played these cards? (and the round
end's and the review's Computer's play buttons): the duplicate view (`duplicate_view.py`) of
the round just played, or of the round under review when a review is open,
for the person's seat (the review's reviewed seat).

Game ▸ Deal of the day deals today's numbered deal under the house rules in
force (`engine/deal_of_the_day.py`) in a practice game; when its round ends,
the duplicate view opens by itself with a line to paste to friends, and its
result is kept in the ledger for the statistics (`daily_recorder`, the
ledger's `record_daily`).

A whole ledger session's view (`session_duplicate_view.py`) opens from
Sessions… (`open_session`, called by the ledger) and from a round's view
when the round is one of the session in play (`session_source`, the ledger's
`session_to_replay`)."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction, QKeySequence

from tonk_desktop.ai import coach_process
from tonk_desktop.ai.duplicate import DuplicateResult
from tonk_desktop.engine import Seat
from tonk_desktop.engine.deal_of_the_day import daily_deal_number
from tonk_desktop.engine.history import HandHistory, read_history
from tonk_desktop.ledger import DailyResult
from tonk_desktop.ui.feature_window import Feature, FeatureWindow
from tonk_desktop.ui.model import Change
from tonk_desktop.ui.text.rules_words import preset_title
from tonk_desktop.ui.text.translation import retranslate_now_and_later, seat_name

from .coach_words import units
from .controller import ReviewController
from .duplicate_view import DuplicateDialog
from .feature import ReviewFeature
from .session_duplicate_view import SessionDuplicateDialog, SessionToReplay, session_cards


def _tr(text: str) -> str:
    return QCoreApplication.translate("Duplicate", text)


class DuplicateFeature(Feature):
    """Opens the duplicate view for `window`'s last round or `review`'s round."""

    def __init__(self, window: FeatureWindow, review: ReviewFeature) -> None:
        super().__init__(window)
        self.review = review
        self.dialog: DuplicateDialog | None = None
        self.session_dialog: SessionDuplicateDialog | None = None
        # The ledger session in play, to replay whole (set by the ledger; None: no ledger).
        self.session_source: Callable[[], SessionToReplay | None] | None = None
        self.session_in_play: Callable[[], bool] = lambda: False
        # Where a deal of the day's result is kept (set by the ledger; None: not kept).
        self.daily_recorder: Callable[[DailyResult], None] | None = None
        self._daily_run: tuple[datetime.date, str, int] | None = None
        self.action = QAction(window.widget)
        self.action.setObjectName("duplicateAction")
        self.action.setShortcut(QKeySequence("Shift+C"))
        self.action.triggered.connect(self.open_for_round)
        self.daily_action = QAction(window.widget)
        self.daily_action.setObjectName("dailyDealAction")
        self.daily_action.triggered.connect(self.deal_of_the_day)
        window.add_to_menu("game:history", [self.action, self.daily_action])
        # The deal of the day on the table: its date and number, until its round ends.
        self.daily: tuple[datetime.date, int] | None = None
        self.today: Callable[[], datetime.date] = datetime.date.today
        window.round_end.duplicate_requested.connect(self.open_for_round)
        review.opened.connect(self._on_review_opened)
        window.round_end.duplicate_button.show()
        window.model.changed.connect(self._on_game_changed)
        window.closed.connect(self.shutdown)
        retranslate_now_and_later(self.action, self.retranslate)
        self.update_action()

    def retranslate(self) -> None:
        self.action.setText(_tr("How would the &computer have played these cards?"))
        self.action.setToolTip(
            _tr("The same cards played again with hard and normal in your seat (Shift+C)")
        )
        self.daily_action.setText(_tr("Deal o&f the day"))
        self.daily_action.setToolTip(
            _tr("Today's deal, the same on every computer with these house rules")
        )
        if self.dialog is not None:
            self.dialog.retranslate()
        if self.session_dialog is not None:
            self.session_dialog.retranslate()

    def update_action(self) -> None:
        rnd = self.window.model.round
        self.action.setEnabled(self.review.active or (rnd is not None and rnd.is_over))

    @Slot(object)
    def _on_game_changed(self, change: Change) -> None:
        self.update_action()
        daily = self.daily
        if daily is None:
            return
        model = self.window.model
        if model.deal_number != daily[1]:
            self.daily = None  # another deal on the table
        elif change.kind == "round_over":
            self._daily_over(daily[0])

    def _daily_over(self, day: datetime.date) -> None:
        """The deal of the day's round is over: its duplicate view, with the line."""
        self.daily = None
        model = self.window.model
        rnd = model.round
        number = model.deal_number
        if rnd is not None and rnd.is_over:
            history = read_history(rnd.to_history())
            self.open(history, model.seats, model.you, self._daily_line(day, history))
            if number is not None:
                self._daily_run = (day, preset_title(history.rules.preset_name()), number)

    @Slot()
    def deal_of_the_day(self) -> None:
        """Deal today's deal in a practice game (leaving a ledger session, as
        Play deal number… does)."""
        window = self.window
        if not window.confirm_leaving_round("new_game"):
            return
        left = window.leave_session()
        day = self.today()
        number = daily_deal_number(day, window.model.rules)
        window.model.new_game(deal_number=number)
        self.daily = (day, number)
        rnd = window.model.round
        if rnd is not None and rnd.is_over:  # settled at the deal (a dealt tonk)
            self._daily_over(day)
        dealt = (
            _tr("The deal of the day, {date}: deal number {deal}.")
            .replace("{date}", day.isoformat())
            .replace("{deal}", str(number))
        )
        window.show_status(f"{left} {dealt}".strip(), 15000)

    @staticmethod
    def _daily_line(day: datetime.date, history: HandHistory) -> Callable[[DuplicateResult], str]:
        name = preset_title(history.rules.preset_name())
        players = history.rules.players

        def line(result: DuplicateResult) -> str:
            return daily_line(day, name, players, result)

        return line

    def _round(self) -> tuple[HandHistory, tuple[Seat, ...], int] | None:
        """The round to replay, its seats and the person's seat."""
        controller = self.review.controller
        if controller is not None:
            source = controller.source
            return source.history, source.seats, source.reviewed_seat
        model = self.window.model
        rnd = model.round
        if rnd is None or not rnd.is_over:
            return None
        return read_history(rnd.to_history()), model.seats, model.you

    @Slot(object)
    def _on_review_opened(self, controller: ReviewController) -> None:
        """The review's own Computer's play button, beside Play from here."""
        button = controller.page.duplicate_button
        button.clicked.connect(self.open_for_round)
        button.show()

    @Slot()
    def open_for_round(self) -> None:
        found = self._round()
        if found is None:
            self.window.show_status(
                _tr("The computer can play a round's cards again once it is over."), 5000
            )
            return
        history, seats, seat = found
        self.open(history, seats, seat)

    def open(
        self,
        history: HandHistory,
        seats: Sequence[Seat],
        seat: int,
        daily: Callable[[DuplicateResult], str] | None = None,
    ) -> DuplicateDialog:
        """Show the duplicate view of `history` for `seat` and start its run
        (`daily`: the deal of the day's line to copy, see `DuplicateDialog.run`)."""
        dialog = self.dialog
        if dialog is None:
            dialog = self.dialog = DuplicateDialog(self.window.widget)
            dialog.session_requested.connect(self.open_session_in_play)
            dialog.result_ready.connect(self._on_result)
        self._daily_run = None  # a run of another round: no deal of the day's to keep
        # The round just played in a ledger session: its whole session offered
        # (not for a review's round, which may be another session's).
        dialog.offer_session(
            self.session_source is not None
            and self.session_in_play()
            and self.review.controller is None
            and daily is None
            and self.window.model.round is not None
        )
        dialog.run(
            history,
            seat,
            [item.level for item in seats],
            [seat_name(item) for item in seats],
            daily=daily,
        )
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    @Slot(object)
    def _on_result(self, result: DuplicateResult) -> None:
        """A deal of the day's run is done: its result kept for the statistics."""
        run, self._daily_run = self._daily_run, None
        if run is None or self.daily_recorder is None:
            return
        day, rules_name, number = run
        self.daily_recorder(
            DailyResult(
                day, rules_name, number, result.actual, result.mean("hard"), result.mean("normal")
            )
        )

    @Slot()
    def open_session_in_play(self) -> None:
        """The whole session's view of the ledger session in play."""
        found = self.session_source() if self.session_source is not None else None
        if found is None:
            self.window.show_status(_tr("No ledger session is in play."), 5000)
            return
        self.open_session(found)

    def open_session(self, session: SessionToReplay) -> SessionDuplicateDialog:
        """Show the duplicate view of every round of `session` and start its run."""
        dialog = self.session_dialog
        if dialog is None:
            dialog = self.session_dialog = SessionDuplicateDialog(self.window.widget)
        dialog.run(
            session.title,
            session_cards(session.recorded, session.seat),
            session.seat,
            [item.level for item in session.seats],
        )
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    @Slot()
    def shutdown(self) -> None:
        """The window is closing: end the runs under way, their processes, and
        the ones kept for the next analysis."""
        if self.dialog is not None:
            self.dialog.shutdown()
        if self.session_dialog is not None:
            self.session_dialog.shutdown()
        coach_process.release()


def daily_line(day: datetime.date, rules_name: str, players: int, result: DuplicateResult) -> str:
    """The deal of the day's result to paste to friends: "Tonk deal 2026-12-01
    Classic, 3 players: +2.00, hard in my seat +1.00" (the same rules at
    another number of players deal another deal of the day)."""
    return (
        _tr("Tonk deal {date} {rules}, {players} players: {you}, hard in my seat {hard}")
        .replace("{date}", day.isoformat())
        .replace("{rules}", rules_name)
        .replace("{players}", str(players))
        .replace("{you}", units(result.actual))
        .replace("{hard}", units(result.mean("hard")))
    )


def install_duplicate(window: FeatureWindow, review: ReviewFeature) -> DuplicateFeature:
    """Give `window` the duplicate view: its Game menu item and round end button."""
    return DuplicateFeature(window, review)
