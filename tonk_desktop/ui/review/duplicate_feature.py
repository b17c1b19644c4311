"""Game ▸ How would the computer have played these cards? (and the round
end's Computer's play button): the duplicate view (`duplicate_view.py`) of
the round just played, or of the round under review when a review is open,
for the person's seat (the review's reviewed seat)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction, QKeySequence

from tonk_desktop.engine import Seat
from tonk_desktop.engine.history import HandHistory, read_history
from tonk_desktop.ui.feature_window import Feature, FeatureWindow
from tonk_desktop.ui.model import Change
from tonk_desktop.ui.text.translation import retranslate_now_and_later, seat_name

from .duplicate_view import DuplicateDialog
from .feature import ReviewFeature


def _tr(text: str) -> str:
    return QCoreApplication.translate("Duplicate", text)


class DuplicateFeature(Feature):
    """Opens the duplicate view for `window`'s last round or `review`'s round."""

    def __init__(self, window: FeatureWindow, review: ReviewFeature) -> None:
        super().__init__(window)
        self.review = review
        self.dialog: DuplicateDialog | None = None
        self.action = QAction(window.widget)
        self.action.setObjectName("duplicateAction")
        self.action.setShortcut(QKeySequence("Shift+C"))
        self.action.triggered.connect(self.open_for_round)
        window.add_to_menu("game:history", [self.action])
        window.round_end.duplicate_requested.connect(self.open_for_round)
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
        if self.dialog is not None:
            self.dialog.retranslate()

    def update_action(self) -> None:
        rnd = self.window.model.round
        self.action.setEnabled(self.review.active or (rnd is not None and rnd.is_over))

    @Slot(object)
    def _on_game_changed(self, change: Change) -> None:
        self.update_action()

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

    def open(self, history: HandHistory, seats: Sequence[Seat], seat: int) -> DuplicateDialog:
        """Show the duplicate view of `history` for `seat` and start its run."""
        dialog = self.dialog
        if dialog is None:
            dialog = self.dialog = DuplicateDialog(self.window.widget)
        dialog.run(
            history,
            seat,
            [item.level for item in seats],
            [seat_name(item) for item in seats],
        )
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    @Slot()
    def shutdown(self) -> None:
        if self.dialog is not None:
            self.dialog.shutdown()


def install_duplicate(window: FeatureWindow, review: ReviewFeature) -> DuplicateFeature:
    """Give `window` the duplicate view: its Game menu item and round end button."""
    return DuplicateFeature(window, review)
