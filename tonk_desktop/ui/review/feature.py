"""The review in the main window: Game ▸ Review the round (R, and the round
end's Review button), Game ▸ Open hand history… (and `tonk --review FILE`),
the review's page in place of the table while it is open, and Play from here.

While a review is open the game waits as it was: its computers pause, its Play
keys are off, its log dock steps aside for the review's steps. Leaving puts it
all back. The review never touches the game's model, so a round in progress,
the balances and a ledger session's money are as they were.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from tonk_desktop.ai import coach_process
from tonk_desktop.engine import Seat
from tonk_desktop.engine.history import HandHistory, read_history
from tonk_desktop.engine.replay import read_capped
from tonk_desktop.ui.feature_window import Feature, FeatureWindow
from tonk_desktop.ui.model import Change
from tonk_desktop.ui.save_folder import suggested_path
from tonk_desktop.ui.text.storage_words import storage_problem
from tonk_desktop.ui.text.translation import retranslate_now_and_later

from .controller import ReviewController
from .model import ReviewSource, seats_for

if TYPE_CHECKING:
    from .coach_panel import CoachPanel, SessionRound


def _tr(text: str) -> str:
    return QCoreApplication.translate("Review", text)


def load_history_file(path: str) -> HandHistory:
    """The hand history in the file at `path`. OSError when it cannot be read;
    ValueError, saying what, when it is not a hand history."""
    try:
        return read_history(json.loads(read_capped(path)))
    except RecursionError:
        raise ValueError("nested too deep") from None
    except TypeError as error:
        raise ValueError(str(error)) from None


class ReviewFeature(Feature):
    """Opens and closes reviews in `window`; `controller` is the one on show.
    `opened(controller)` once a review is on show (other features add to it)."""

    opened = Signal(object)

    def __init__(self, window: FeatureWindow) -> None:
        super().__init__(window)
        self.controller: ReviewController | None = None
        self.coach: CoachPanel | None = None  # the coach beside the review on show
        parent = window.widget
        self.review_action = QAction(parent)
        self.review_action.setShortcut(QKeySequence("R"))
        self.review_action.triggered.connect(self.review_last_round)
        self.review_action.setObjectName("reviewAction")
        self.open_action = QAction(parent)
        self.open_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Open))
        self.open_action.triggered.connect(self.ask_for_file)
        self.open_action.setObjectName("openHistoryAction")
        if self.open_action.shortcut().isEmpty():
            self.open_action.setShortcut(QKeySequence("Ctrl+O"))
        window.add_to_menu("game:history", [self.review_action, self.open_action])
        window.round_end.review_requested.connect(self.review_last_round)
        window.round_end.review_button.show()
        window.model.changed.connect(self._on_game_changed)
        window.card_scale_changed.connect(self._on_card_scale)
        window.closed.connect(self.shutdown)
        retranslate_now_and_later(self, self.retranslate)
        self.update_action()

    def retranslate(self) -> None:
        self.review_action.setText(_tr("Re&view the round"))
        self.review_action.setToolTip(_tr("Replay the round just played, every hand face up (R)"))
        self.open_action.setText(_tr("Open hand histor&y…"))

    @property
    def active(self) -> bool:
        return self.controller is not None

    def update_action(self) -> None:
        """Review the round: a finished round on the table, no review open."""
        rnd = self.window.model.round
        self.review_action.setEnabled(rnd is not None and rnd.is_over and not self.active)

    @staticmethod
    def prompt() -> str:
        """The status bar's prompt while a review is open: the review's keys."""
        return _tr("Review: ← → step, N the next decision, Esc back to the game.")

    # ------------------------------------------------------------ opening

    @Slot()
    def review_last_round(self) -> None:
        """Review the round on the table, once it is over."""
        window = self.window
        model = window.model
        rnd = model.round
        if rnd is None or not rnd.is_over or self.active:
            window.show_status(_tr("A round can be reviewed once it is over."), 5000)
            return
        source = ReviewSource(
            read_history(rnd.to_history()),
            model.seats,
            model.you,
            round_number=max(1, model.round_number),
            stake_minor=model.stake_minor,
            currency=model.currency,
            deal_number=model.deal_number,
            session_id=window.keeper.session_id if window.keeper is not None else None,
        )
        self.open(source)

    @Slot()
    def ask_for_file(self) -> None:
        """Game ▸ Open hand history…: choose a file and review it."""
        path, _filter = QFileDialog.getOpenFileName(
            self.window.widget,
            _tr("Open a hand history"),
            str(Path(suggested_path("x.json")).parent),
            _tr("Hand histories (*.json);;All files (*)"),
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        """Review the hand history in `path`; a file that cannot be read or is
        not a hand history is a message, and the game stays as it was."""
        if QApplication.activeModalWidget() is not None:
            # A question is up (a game to resume at the start): after it.
            QTimer.singleShot(300, self, lambda: self.open_file(path))
            return False
        title = _tr("Open a hand history")
        try:
            history = load_history_file(path)
        except OSError as error:
            self._warn(
                title,
                _tr("Could not read {path}: {why}")
                .replace("{path}", path)
                .replace("{why}", storage_problem(error)),
            )
            return False
        except ValueError as error:
            self._warn(title, self._not_a_history(path, str(error)))
            return False
        model = self.window.model
        players = history.rules.players
        reviewed = model.you if model.players == players else 0
        source = ReviewSource(
            history,
            seats_for(players, model.seats, reviewed),
            reviewed,
            stake_minor=model.stake_minor,
            currency=model.currency,
            title=Path(path).name,
        )
        return self.open(source, path)

    @staticmethod
    def _not_a_history(path: str, why: str) -> str:
        return (
            _tr("{path} is not a hand history Tonk can replay: {why}")
            .replace("{path}", path)
            .replace("{why}", why)
        )

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self.window.widget, title, text)

    def open(self, source: ReviewSource, path: str = "") -> bool:
        """Show `source` in review, in place of the table. False (after saying
        why) when its actions do not replay on its deal."""
        window = self.window
        try:
            controller = ReviewController(source, window.art, window.view.felt, window.model.speed)
        except ValueError as error:
            self._warn(
                _tr("Open a hand history"),
                self._not_a_history(path or source.title or "?", str(error)),
            )
            return False
        controller.scene.set_card_scale(window.scene.card_scale)
        controller.play_from_allowed = not window.in_session
        controller.leave_requested.connect(self.leave)
        controller.play_from_requested.connect(self.play_from)
        # In place of the table: the game waits under it (ui/feature_window.py).
        self._drop_controller()
        self.controller = controller
        window.set_page(controller.page, self.prompt)
        self.update_action()
        controller.page.retranslate()
        # The coach (and the hard player's search under it) is loaded when a
        # review first opens, not at start-up.
        from .coach_feature import install_coach

        self.coach = install_coach(
            controller, self._session_rounds(source), len(source.seats), controller.page.steps
        )
        controller.page.view.setFocus()
        self.opened.emit(controller)
        return True

    def _session_rounds(self, source: ReviewSource) -> list[SessionRound]:
        """The rounds of the source's ledger session, for the coach's session
        view (each person's seats); none when the ledger cannot say."""
        keeper = self.window.keeper
        if source.session_id is None or keeper is None:
            return []
        try:
            histories = keeper.session_histories(source.session_id)
        except (OSError, sqlite3.Error):
            return []  # the session view is a comfort: the review goes on without it
        people = tuple(p for p, seat in enumerate(source.seats) if not seat.is_computer)
        from .coach_feature import session_rounds

        return session_rounds(
            histories,
            people or (source.reviewed_seat,),
            len(source.seats),
        )

    # ------------------------------------------------------------ leaving

    def _drop_controller(self) -> None:
        controller = self.controller
        if controller is None:
            return
        self.controller = None
        if self.coach is not None:
            self.coach.cancel()  # its worker ends the analysis process at once
        self.coach = None
        controller.page.hide()
        controller.page.deleteLater()
        controller.deleteLater()

    def shutdown(self) -> None:
        """The window is closing: end the coach's analysis under way, and its
        processes, before it goes, and the ones kept for the next analysis."""
        if self.coach is not None:
            self.coach.shutdown()
        coach_process.release()

    @Slot()
    def leave(self) -> None:
        """Back to the game, as it was."""
        if self.controller is None:
            return
        self.window.set_page(None)  # the game as it was, its computers on
        self._drop_controller()
        self.update_action()

    @Slot(object)
    def _on_game_changed(self, change: Change) -> None:
        self.update_action()
        if change.kind == "round_over":
            # The coach's processes start now, not when the review is asked for
            # (the same ones serve the computer's play on these cards): a first
            # review does not wait for them to start.
            coach_process.prepare()
        controller = self.controller
        if controller is None:
            return
        if change.kind == "settings":
            # View ▸ Animation speed, chosen during the review, is the review's too.
            if controller.model.speed != self.window.model.speed:
                controller.model.set_speed(self.window.model.speed)
        elif change.kind in ("new_game", "deal", "restore"):
            # The game moved on under the review (a new game, a session
            # resumed): the review gives way to it.
            self.leave()

    @Slot(float)
    def _on_card_scale(self, scale: float) -> None:
        if self.controller is not None:  # a review open: its table's cards the same size
            self.controller.scene.set_card_scale(scale)

    # ------------------------------------------------------------ playing on

    def _confirm_throwing_away(self) -> bool:
        """A round is under way in the game: ask before Play from here puts the
        reviewed round in its place. True when the person agrees."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            _tr("Play from here?"),
            _tr("A round is being played. Throw it away and play on from the review?"),
            parent=self.window.widget,
        )
        box.setObjectName("leaveRoundBox")
        box.setInformativeText(
            _tr("Nothing is paid until a round ends: the balances stay as they are.")
        )
        agree = box.addButton(_tr("&Play from here"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(_tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        return box.clickedButton() is agree

    @Slot(int)
    def play_from(self, step: int) -> None:
        """Play on from `step` with the same cards, the person in the reviewed
        seat and the same computer players, in a practice game (never in a
        ledger session: money is at stake there)."""
        window = self.window
        controller = self.controller
        if controller is None:
            return
        if window.in_session:
            window.show_status(
                _tr(
                    "Not in a ledger session: money is at stake. Play from here is for "
                    "practice games."
                ),
                8000,
            )
            return
        if not controller.can_play_from(step):
            return
        if window.round_under_way() and not self._confirm_throwing_away():
            return
        source = controller.source
        rnd = controller.round_at(step)
        reviewed = source.reviewed_seat
        seats = tuple(
            Seat(seat.name) if player == reviewed and seat.is_computer else seat
            for player, seat in enumerate(source.seats)
        )
        model = window.model
        same_table = model.players == len(seats)
        balances = list(model.balances) if same_table else [0] * len(seats)
        bankrolls = list(model.bankrolls) if same_table else None
        game = model.round
        in_play = game is not None and not game.is_over
        number = model.round_number if in_play else model.round_number + 1
        self.leave()
        window.cancel_hint()
        model.configure(source.history.rules, seats, model.stake_minor)
        model.restore(balances, rnd.dealer, max(1, number), rnd, bankrolls=bankrolls, practice=True)
        window.show_status(
            _tr("Playing on from step {step} with the same cards, in a practice game.").replace(
                "{step}", str(step)
            ),
            10000,
        )


def install_review(window: FeatureWindow) -> ReviewFeature:
    """Give `window` Game ▸ Review the round and Open hand history…, and the
    round end's Review button."""
    return ReviewFeature(window)
