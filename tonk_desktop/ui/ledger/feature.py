"""Puts the ledger into the main window: the Ledger dock, Game ▸ New session…,
Sessions… and Settle up…, saving every action and settling every round.

`install_ledger(window)` plugs it in through the window's seam
(ui/feature_window.py), and is the window's `SessionKeeper`: the window asks it
whether money is at stake before a round is thrown away. It opens the ledger in
the user's data folder (QStandardPaths.AppDataLocation) and tells the person,
in a message box, about any damaged file it had to move aside.

Resuming a session sits its players down with their balances from the ledger:
the round that was in progress (saved after every action) goes on where it
stopped, else the deal passes on from the last settled round's dealer. A game
outside any session is kept the same way (`table_autosave`). At start, before
anything is dealt, `offer_interrupted()` asks whether to resume the game kept
last -- a session's or the one outside -- cut short by a crash or a Quit:
Resume continues it; Start fresh drops only the unfinished round (nothing is
paid before a round ends; the session and its settled rounds stay under
Sessions…); Later, or closing the box, keeps it to be offered again. With no round kept
-- a Quit or a crash at a session's round end -- the session that was in play
(in_play.py) is offered instead: Continue deals its next round, New game a game
outside it; a session deleted meanwhile, or a ledger made afresh, gives a game
outside any session, and says so."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QLockFile,
    QStandardPaths,
    Qt,
    QTimer,
    Slot,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMessageBox

from tonk_desktop.engine import Round
from tonk_desktop.engine.history import read_history
from tonk_desktop.ledger import (
    DailyResult,
    Ledger,
    LedgerError,
    LedgerUnavailable,
    NoSuchSession,
    RoundRecord,
    Session,
)
from tonk_desktop.net.hold import hold
from tonk_desktop.ui.feature_window import Feature, FeatureWindow
from tonk_desktop.ui.ledger.binding import LedgerBinding
from tonk_desktop.ui.ledger.dock import LedgerDock
from tonk_desktop.ui.ledger.in_play import (
    forget_in_play,
    in_play_path,
    keep_in_play,
    load_in_play,
)
from tonk_desktop.ui.ledger.lifetime import LifetimeRecorder, StatisticsDialog
from tonk_desktop.ui.ledger.new_session import NewSessionDialog
from tonk_desktop.ui.ledger.sessions import SessionsDialog
from tonk_desktop.ui.ledger.settle import SettleUpDialog
from tonk_desktop.ui.ledger.table_autosave import (
    TableInProgress,
    clear_table,
    load_table,
    table_path,
)
from tonk_desktop.ui.review.model import ReviewSource
from tonk_desktop.ui.review.session_duplicate_view import SessionToReplay
from tonk_desktop.ui.text.storage_words import ledger_error_text, notice_text, storage_problem
from tonk_desktop.ui.text.translation import retranslate_now_and_later

LEDGER_FILE = "ledger.sqlite3"


def _tr(text: str) -> str:
    return QCoreApplication.translate("LedgerWindow", text)


def default_ledger_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / LEDGER_FILE


class LedgerFeature(Feature):
    """The ledger in `window`: its dock, its Game menu items, every round
    recorded; `open_review` replays a session's round (the review's `open`)."""

    def __init__(
        self,
        window: FeatureWindow,
        ledger: Ledger,
        open_review: Callable[[ReviewSource], bool] | None = None,
    ) -> None:
        super().__init__(window)
        self.model = window.model
        self.ledger = ledger
        self.open_review = open_review
        # Sessions…' Computer's play: the duplicate view of a whole session (None: not offered).
        self.open_session_duplicate: Callable[[SessionToReplay], object] | None = None
        parent = window.widget
        self.dock = LedgerDock(parent)
        window.add_dock(self.dock, beside_log=True)
        self.binding = LedgerBinding(self.model, ledger, None, self)
        self.lock: QLockFile | None = None  # held while this window keeps the ledger
        self.binding.round_recorded.connect(self._on_round_recorded)
        self.binding.failed.connect(self._warn)
        self.binding.recovered.connect(lambda text: window.show_status(text, 15000))
        window.closed.connect(self._on_closed)
        self.dock.panel.settle_up_requested.connect(self.settle_up)

        self.new_session_action = QAction(parent)
        self.new_session_action.setObjectName("newSessionAction")
        self.new_session_action.triggered.connect(self.new_session)
        self.sessions_action = QAction(parent)
        self.sessions_action.setObjectName("sessionsAction")
        self.sessions_action.triggered.connect(self.show_sessions)
        self.settle_action = QAction(parent)
        self.settle_action.setObjectName("settleUpAction")
        self.settle_action.triggered.connect(lambda: self.settle_up(self.binding.session_id))
        # Lifetime statistics: every finished round here, practice or session.
        self.lifetime = LifetimeRecorder(self.model, ledger, lambda: self.binding.session_id, self)
        self.lifetime.failed.connect(lambda text: window.show_status(text, 15000))
        self.statistics_action = QAction(parent)
        self.statistics_action.setObjectName("statisticsAction")
        self.statistics_action.triggered.connect(self.show_statistics)
        window.add_to_menu(
            "game",
            [
                self.new_session_action,
                self.sessions_action,
                self.settle_action,
                self.statistics_action,
            ],
        )
        window.set_keeper(self)
        retranslate_now_and_later(self, self.retranslate)
        self._update_actions()
        self.show_notices()
        if ledger.read_only:
            message = _tr(
                "The ledger {path} cannot be written: the file or its folder is read-only. "
                "The game is played and the stakes of each round are kept until the game is "
                "closed; make the file writable again and they are recorded."
            ).replace("{path}", str(ledger.path))
            QTimer.singleShot(0, lambda: QMessageBox.warning(parent, _tr("Ledger"), message))

    def retranslate(self) -> None:
        """The Game menu's ledger entries in the current language."""
        self.new_session_action.setText(_tr("New s&ession…"))
        self.sessions_action.setText(_tr("Sess&ions…"))
        self.settle_action.setText(_tr("Settle &up…"))
        self.statistics_action.setText(_tr("S&tatistics…"))

    # ------------------------------------------------------------ session

    @property
    def session_id(self) -> int | None:
        return self.binding.session_id

    @property
    def session_name(self) -> str:
        """The name of the session in play ("" when none is)."""
        session = self.dock.panel.session
        return session.name if session is not None else ""

    def session_histories(self, session_id: int) -> list[dict[str, Any] | None]:
        """The hand histories of a session's rounds, in order (for the coach)."""
        return [record.history for record in self.ledger.rounds(session_id, with_history=True)]

    def session_to_replay(self, session_id: int | None = None) -> SessionToReplay | None:
        """A session (by default the one in play) for its duplicate view: its
        seats and each round's hand history; None, after saying why, when it
        cannot be read."""
        if session_id is None:
            session_id = self.binding.session_id
        if session_id is None:
            return None
        try:
            session = self.ledger.session(session_id)
            records = self.ledger.rounds(session_id, with_history=True)
        except (OSError, sqlite3.Error, LedgerError) as error:
            self._warn(
                _tr("The session could not be read ({why}).").replace(
                    "{why}", storage_problem(error)
                )
            )
            return None
        seats = session.seats
        person = next((p for p, seat in enumerate(seats) if not seat.is_computer), 0)
        return SessionToReplay(
            session.name,
            tuple(seats),
            person,
            tuple((record.number, record.history) for record in records),
        )

    def record_daily(self, result: DailyResult) -> None:
        """Keep a deal of the day's result for the statistics; the status bar
        says so when the ledger cannot be written."""
        try:
            self.ledger.record_daily(result)
        except (OSError, sqlite3.Error) as error:
            self.window.show_status(
                _tr("The deal of the day's result could not be kept ({why}).").replace(
                    "{why}", storage_problem(error)
                ),
                15000,
            )

    def leave_session(self, drop_round: bool = False) -> str:
        """Stop recording into the session in play (its rounds stay); its name.
        `drop_round`: the person threw the round in progress away, so it is not
        kept to resume (nor offered as interrupted at the next start)."""
        name = self.session_name
        session_id = self.binding.session_id
        if drop_round and session_id is not None:
            with contextlib.suppress(OSError):
                self.ledger.clear_round_in_progress(session_id)
        self.binding.set_session(None)
        forget_in_play(self.ledger)  # the next start deals a game of one's own
        self.dock.panel.show_session(self.ledger, None)
        self._update_actions()
        return name

    def play_session(self, session_id: int) -> None:
        """Sit down at this session: its players, rules, stake and balances; the
        round it was in the middle of, as it stood, else the next deal, from the
        player after the last round's dealer; its rounds in the dock."""
        history = self.ledger.load_round_in_progress(session_id)
        self.show_notices()  # a saved round that no longer replays was moved aside
        self._sit_down(session_id, history)

    def _sit_down(self, session_id: int, history: dict[str, Any] | None) -> None:
        # A finished round of this session that a failed write kept must be in
        # the ledger before its balances are read, or the table would lack it.
        binding = self.binding
        if not binding.record_kept_rounds() and binding.waiting_for(session_id):
            self._warn(
                _tr(
                    "This session has a finished round waiting to be recorded, and the ledger "
                    "still cannot be written. The game goes on as it was; resume the session "
                    "once the ledger can be written."
                )
            )
            return
        # Everything is read before anything changes: a session that cannot be
        # read leaves the game, and what is recorded into, as they were.
        try:
            session = self.ledger.session(session_id)
            rnd = Round.from_history(history) if history is not None else None
            if rnd is not None and rnd.players != len(session.seats):
                raise sqlite3.DatabaseError("damaged: the saved round does not fit its session")
            # What the dock shows: the statistics and chart, kept up to date in
            # the ledger (never every round of a long session again).
            self.ledger.summary(session_id)
            last = self.ledger.last_round(session_id)
        except (OSError, sqlite3.Error, ValueError, LedgerError) as error:
            self._warn(
                _tr("The session could not be opened ({why}). The game goes on as it was.").replace(
                    "{why}", storage_problem(error)
                )
            )
            return
        model = self.model
        self.window.cancel_hint()
        self.binding.set_session(session_id)
        keep_in_play(self.ledger, session)  # a restart comes back to it
        # The game outside a session, left for this one, is not offered later.
        with contextlib.suppress(OSError):
            clear_table(table_path(self.ledger))
        self.dock.panel.show_session(self.ledger, session_id)
        # The session's ledger on show, in front of the log, wide enough for its
        # table (once the window has laid the dock out: a tab just made ignores it).
        QTimer.singleShot(0, self._show_dock)
        model.configure(session.rules, session.seats, session.stake.minor, session.currency)
        bankrolls = list(session.bankrolls)
        if rnd is not None:
            number = history.get("deal_number") if history is not None else None
            model.restore(
                session.balances,
                rnd.dealer,
                session.rounds_played + 1,
                rnd,
                bankrolls,
                deal_number=number if isinstance(number, int) else None,
            )
        elif last is not None:
            model.resume_after(session.balances, last.dealer, session.rounds_played, bankrolls)
        else:
            model.new_game(bankrolls=bankrolls)
        self._update_actions()

    @Slot()
    def _show_dock(self) -> None:
        self.dock.raise_()
        self.fit_dock()

    def fit_dock(self) -> None:
        """Widen the ledger dock to its rounds table (every column, no sideways
        scrolling) as far as the window lets a dock (MainWindow.cap_docks),
        leaving the table the larger part of the window."""
        wanted = self.dock.panel.wanted_width()
        frame = self.window.widget
        width = min(wanted, self.dock.maximumWidth())  # the window caps its docks
        # The docks sharing its place (the game log, as a tab) widen with it; a
        # tab not on show keeps the width it last had, so the widest counts.
        docks = [self.dock, *frame.tabifiedDockWidgets(self.dock)]
        if width > max(dock.width() for dock in docks):
            frame.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)

    def find_interrupted(self) -> tuple[int, dict[str, Any]] | None:
        """The most recently saved round in progress that still replays, with its
        session; a damaged one is moved aside (the notice is shown)."""
        found: tuple[int, dict[str, Any]] | None = None
        for session_id in self.ledger.interrupted_sessions():
            history = self.ledger.load_round_in_progress(session_id)
            if history is not None:
                found = (session_id, history)
                break
        self.show_notices()
        return found

    def anything_to_offer(self) -> bool:
        """Is a round in progress kept, of a session or of a game outside one, or
        a session kept as in play (between two of its rounds)?"""
        return (
            bool(self.ledger.interrupted_sessions())
            or table_path(self.ledger).is_file()
            or in_play_path(self.ledger).is_file()
        )

    def begin(self) -> None:
        """Begin the game at start: offer what was interrupted, or the session
        that was in play, once the window is up and before anything is dealt
        (no computer moves behind the question); else deal a new game at once."""
        if self.anything_to_offer():
            QTimer.singleShot(0, lambda: self.offer_interrupted(start_fresh=True))
        else:
            self.model.new_game()

    def offer_interrupted(
        self, found: tuple[int, dict[str, Any]] | None = None, start_fresh: bool = False
    ) -> bool:
        """Offer to resume the most recently interrupted round (a crash, a kill, a
        power cut, a Quit mid-round) -- a session's or the game outside one, whichever
        was kept last; True if it was resumed. See the module text for the answers.
        `start_fresh`: deal a new game when it is not resumed and nothing is on
        the table (at start, the question comes before any deal)."""
        if found is None:
            found = self.find_interrupted()
        path = table_path(self.ledger)
        table, moved = load_table(path)
        if moved is not None:
            self._warn(
                _tr(
                    "The game in progress could not be read; it was kept as {path} and "
                    "cannot be resumed."
                ).replace("{path}", str(moved))
            )
        if table is not None and (found is None or self._kept_later(path, found[0])):
            resumed = self._offer_table(table)
        elif found is not None or not start_fresh:
            resumed = self._offer_interrupted(found)
        else:
            resumed = self._offer_session_in_play()
        if not resumed and start_fresh and self.model.round is None:
            self.model.new_game()
        return resumed

    def _kept_later(self, path: Path, session_id: int) -> bool:
        """Was the game outside a session kept after this session's round?"""
        session_file = self.ledger.autosave_dir / f"session-{int(session_id)}.json"
        try:
            return path.stat().st_mtime >= session_file.stat().st_mtime
        except OSError:
            return True

    def _offer_table(self, table: TableInProgress) -> bool:
        if self.binding.session_id is not None:
            return False
        answer = self.ask_to_resume(None, table.round_number)
        path = table_path(self.ledger)
        if answer == QMessageBox.StandardButton.Yes:
            model = self.model
            rnd = table.round
            model.configure(rnd.rules, table.seats, table.stake_minor, table.currency)
            model.restore(table.balances, rnd.dealer, table.round_number, rnd)
            forget_in_play(self.ledger)  # a game outside any session is in play
            self._update_actions()
            return True
        if answer == QMessageBox.StandardButton.No:
            clear_table(path)
        return False

    def _offer_interrupted(self, found: tuple[int, dict[str, Any]] | None) -> bool:
        if found is None:
            found = self.find_interrupted()
        if found is None or self.binding.session_id is not None:
            return False  # nothing to offer, or a session was sat down at meanwhile
        session_id, history = found
        try:
            session = self.ledger.session(session_id)
        except (sqlite3.Error, LedgerError) as error:
            # Left as it is (a newer version's session, say): not offered.
            self._warn(
                _tr("The interrupted game cannot be resumed ({why}).").replace(
                    "{why}", storage_problem(error)
                )
            )
            return False
        answer = self.ask_to_resume(session.name, session.rounds_played + 1)
        if answer == QMessageBox.StandardButton.Yes:
            self._sit_down(session_id, history)
            return True
        if answer == QMessageBox.StandardButton.No:
            forget_in_play(self.ledger)  # a new game outside the session is dealt
            try:
                self.ledger.clear_round_in_progress(session_id)
            except OSError as error:
                self._warn(
                    _tr(
                        "The unfinished round could not be dropped ({why}); it is offered "
                        "again at the next start."
                    ).replace("{why}", storage_problem(error))
                )
        return False

    def _offer_session_in_play(self) -> bool:
        """Offer to continue the session that was in play when the program last
        stopped between two of its rounds; True if it was sat down at."""
        kept = load_in_play(self.ledger)
        if kept is None or self.binding.session_id is not None:
            return False
        try:
            session = self.ledger.session(kept.session_id)
            if not kept.names(session):
                raise NoSuchSession(kept.session_id)
        except NoSuchSession:
            forget_in_play(self.ledger)
            self._warn(
                _tr(
                    "The session “{name}” you were playing is no longer in the ledger. "
                    "A new game is dealt, outside any session."
                ).replace("{name}", kept.name)
            )
            return False
        except (OSError, sqlite3.Error, LedgerError) as error:
            forget_in_play(self.ledger)
            self._warn(
                _tr(
                    "The session “{name}” you were playing cannot be opened ({why}). A new "
                    "game is dealt, outside any session."
                )
                .replace("{name}", kept.name)
                .replace("{why}", storage_problem(error))
            )
            return False
        if self.ask_to_continue(session) == QMessageBox.StandardButton.Yes:
            self.play_session(session.id)
            return self.binding.session_id == session.id
        forget_in_play(self.ledger)
        self.window.show_status(
            _tr(
                "The session “{name}” is kept: Game ▸ Sessions… resumes it. This game is "
                "not recorded."
            ).replace("{name}", session.name),
            15000,
        )
        return False

    def ask_to_continue(self, session: Session) -> QMessageBox.StandardButton:
        """Continue the session (Yes: its next round is dealt) or a new game
        outside it (No, or closing the box)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            _tr("Continue the session?"),
            _tr(
                "You were playing the session “{name}”; its round {number} is next. "
                "Continue the session?"
            )
            .replace("{name}", session.name)
            .replace("{number}", str(session.rounds_played + 1)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window.widget,
        )
        box.setObjectName("continueSessionBox")
        box.setTextFormat(Qt.TextFormat.PlainText)  # the session's name is never markup
        box.setInformativeText(
            _tr(
                "New game plays outside the session, unrecorded; the session and its "
                "rounds stay under Game ▸ Sessions…"
            )
        )
        box.button(QMessageBox.StandardButton.Yes).setText(_tr("&Continue the session"))
        box.button(QMessageBox.StandardButton.No).setText(_tr("&New game"))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        answer = box.exec()
        return (
            QMessageBox.StandardButton.Yes
            if answer == QMessageBox.StandardButton.Yes
            else QMessageBox.StandardButton.No
        )

    def ask_to_resume(
        self, session_name: str | None, round_number: int
    ) -> QMessageBox.StandardButton:
        """Resume, Start fresh or Later, for the game of a session (`session_name`)
        or the game outside one (None)."""
        question = (
            _tr(
                "Your game in the session “{name}” was interrupted in round {number}. "
                "Resume it where it stopped?"
            ).replace("{name}", session_name)
            if session_name is not None
            else _tr(
                "Your game (not in a session) was interrupted in round {number}. "
                "Resume it where it stopped?"
            )
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            _tr("Resume the interrupted game?"),
            question.replace("{number}", str(round_number)),
            QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.No
            | QMessageBox.StandardButton.Cancel,
            self.window.widget,
        )
        box.setObjectName("resumeInterruptedBox")
        box.setTextFormat(Qt.TextFormat.PlainText)  # the session's name is never markup
        box.setInformativeText(
            _tr(
                "Later asks again next time. Start fresh drops only the unfinished round — "
                "nothing is paid until a round ends — and keeps the session and its settled "
                "rounds under Game ▸ Sessions…"
            )
            if session_name is not None
            else _tr(
                "Later asks again next time. Start fresh drops the unfinished round and "
                "deals a new game."
            )
        )
        for button, text in (
            (QMessageBox.StandardButton.Yes, _tr("&Resume")),
            (QMessageBox.StandardButton.No, _tr("&Start fresh")),
            (QMessageBox.StandardButton.Cancel, _tr("&Later")),
        ):
            box.button(button).setText(text)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        return QMessageBox.StandardButton(box.exec())

    @Slot()
    def new_session(self) -> None:
        # Filled in from the table: its players, rules and stake as they stand
        # for the next deal (the Settings just saved included).
        rules, seats, stake_minor, currency = self.model.upcoming
        dialog = NewSessionDialog(
            rules,
            currency,
            self.window.widget,
            seats=seats,
            stake_minor=stake_minor,
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        spec = dialog.new_session()
        # The round under way is thrown away for the session: asked as New game asks.
        if spec is None or not self.window.confirm_leaving_round("new_session"):
            return
        try:
            session_id = self.ledger.create_session(*spec.arguments())
        except (OSError, sqlite3.Error) as error:
            self._warn(
                _tr("The session could not be created ({why}).").replace(
                    "{why}", storage_problem(error)
                )
            )
            return
        if self.binding.session_id is not None:
            # The session left: its round thrown away is not offered at the next start.
            self.leave_session(drop_round=True)
        self.play_session(session_id)

    @Slot()
    def show_sessions(self) -> None:
        try:
            dialog = SessionsDialog(self.ledger, self.window.widget)
        except (OSError, sqlite3.Error) as error:
            self._warn(
                _tr("The sessions could not be read ({why}).").replace(
                    "{why}", storage_problem(error)
                )
            )
            return
        dialog.resume_requested.connect(self.play_session)
        dialog.session_deleted.connect(self._on_session_deleted)
        chosen: list[tuple[int, int]] = []
        dialog.review_requested.connect(
            lambda session_id, number: chosen.append((session_id, number))
        )
        replayed: list[int] = []
        dialog.duplicate_button.setVisible(self.open_session_duplicate is not None)
        dialog.duplicate_requested.connect(replayed.append)
        dialog.exec()
        if chosen:
            self.review_round(*chosen[-1])
        if replayed and self.open_session_duplicate is not None:
            found = self.session_to_replay(replayed[-1])
            if found is not None:
                self.open_session_duplicate(found)
        if self.binding.session_id is not None:
            self.dock.panel.refresh()
        self._update_actions()

    def review_round(self, session_id: int, number: int) -> bool:
        """Replay round `number` of a session in review, its players at their
        seats. The session's money is never touched: the review plays on a
        model of its own. False, after saying why, when it cannot be replayed."""
        try:
            session = self.ledger.session(session_id)
            recorded = self.ledger.round_history(session_id, number)
        except (OSError, sqlite3.Error, LedgerError) as error:
            self._warn(
                _tr("The round could not be read ({why}). The game goes on as it was.").replace(
                    "{why}", storage_problem(error)
                )
            )
            return False
        if recorded is None:
            self._warn(
                _tr(
                    "Round {number} of “{session}” was recorded without its hand history, "
                    "so it cannot be replayed."
                )
                .replace("{number}", str(number))
                .replace("{session}", session.name)
            )
            return False
        try:
            history = read_history(recorded)
        except (ValueError, TypeError) as error:
            self._warn(
                _tr("Round {number} of “{session}” cannot be replayed: {why}")
                .replace("{number}", str(number))
                .replace("{session}", session.name)
                .replace("{why}", str(error))
            )
            return False
        seats = session.seats
        person = next((p for p, seat in enumerate(seats) if not seat.is_computer), 0)
        source = ReviewSource(
            history,
            seats,
            person,
            round_number=number,
            stake_minor=session.stake.minor,
            currency=session.currency,
            title=_tr("“{session}”, round {number}")
            .replace("{session}", session.name)
            .replace("{number}", str(number)),
            session_id=session_id,
        )
        if self.open_review is None:
            return False
        return self.open_review(source)

    @Slot(int)
    def _on_session_deleted(self, session_id: int) -> None:
        # The session being played was deleted: keep playing, stop recording at
        # once (the computer players may finish the round while the dialog is open).
        if session_id == self.binding.session_id:
            self.leave_session()

    def settle_up(self, session_id: int | None) -> None:
        if session_id is None:
            return
        try:
            session = self.ledger.session(session_id)
            transfers = self.ledger.settle_up(session_id)
        except (OSError, sqlite3.Error, LedgerError, ValueError) as error:
            # ValueError: balances that do not cancel out (a damaged ledger).
            self._warn(
                _tr("The session could not be opened ({why}). The game goes on as it was.").replace(
                    "{why}", storage_problem(error)
                )
            )
            return
        SettleUpDialog(session, transfers, self.window.widget).exec()

    # ------------------------------------------------------------ events

    @Slot(object)
    def _on_round_recorded(self, record: RoundRecord) -> None:
        self.dock.panel.add_round(record)
        self.fit_dock()  # its amounts may have made the columns wider

    @Slot()
    def show_statistics(self) -> StatisticsDialog:
        """Game ▸ Statistics: the lifetime record of the person at the bottom seat
        first (the round just finished counted too)."""
        self.lifetime.flush()
        model = self.model
        dialog = StatisticsDialog(self.ledger, model.name(model.you), self.window.widget)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _on_closed(self) -> None:
        self.binding.close()  # the background writer's last work is done (or said)
        self.lifetime.flush()
        # A last try for stakes a failed write kept; past this they are gone.
        # Then the ledger is free for the next program to keep.
        kept = not self.binding.unrecorded or self.binding.record_kept_rounds()
        on_disk = self.binding.unrecorded_on_disk
        if self.lock is not None:
            self.lock.unlock()
        if not kept:
            QMessageBox.warning(
                None,
                _tr("Ledger"),
                _tr(
                    "The ledger still cannot be written: the stakes of the rounds kept since "
                    "it failed are kept in files beside it, and recorded when Tonk Desktop "
                    "next opens the ledger and it can be written."
                )
                if on_disk
                else _tr(
                    "The ledger still cannot be written: the stakes of the rounds kept since "
                    "it failed are lost now that the game is closed."
                ),
            )

    @Slot(str)
    def _warn(self, message: str) -> None:
        self.window.show_status(message, 10000)
        QMessageBox.warning(self.window.widget, _tr("Ledger"), message)

    def show_notices(self) -> None:
        """Tell the person about damaged files moved aside (once the window is up)."""
        notices = self.ledger.take_notices()
        if notices:
            text = "\n\n".join(notice_text(notice) for notice in notices)
            QTimer.singleShot(
                0, lambda: QMessageBox.warning(self.window.widget, _tr("Ledger"), text)
            )

    def _update_actions(self) -> None:
        self.settle_action.setEnabled(self.binding.session_id is not None)


def install_ledger(
    window: FeatureWindow,
    path: str | Path | None = None,
    open_review: Callable[[ReviewSource], bool] | None = None,
    start: bool = False,
) -> LedgerFeature | None:
    """Open the ledger (default: the user's data folder) and add it to `window`.
    If even a fresh ledger cannot be made there, say so and return None: the
    game is still playable, only not recorded. With `start`, the game begins
    (`LedgerFeature.begin`): a game a crash (or a Quit) cut short, or the
    session that was in play, is offered once the window is up, before
    anything is dealt, else a new game is dealt at once. Without, nothing is
    dealt nor offered: the caller begins."""
    feature = _open_ledger(window, path, open_review)
    if start:
        if feature is not None:
            feature.begin()
        else:
            window.model.new_game()
    return feature


def _open_ledger(
    window: FeatureWindow,
    path: str | Path | None,
    open_review: Callable[[ReviewSource], bool] | None,
) -> LedgerFeature | None:
    target = Path(path) if path is not None else default_ledger_path()
    # One program at a time keeps a ledger (a window or tonk-host): two on one
    # ledger would both settle the same interrupted round. (A lock left by a
    # program that died is taken over.)
    held = hold(target)
    if held.refused:
        message = _tr(
            "Tonk Desktop is already open and keeping the ledger {path}. This window plays "
            "without recording the stakes, so that no round is counted twice."
        ).replace("{path}", str(target))
        QTimer.singleShot(0, lambda: QMessageBox.warning(window.widget, _tr("Ledger"), message))
        return None
    lock = held.lock
    try:
        ledger = Ledger(target)
    except LedgerUnavailable as error:
        lock.unlock()
        message = _tr("{why}\n\nThe game is played without recording the stakes.").replace(
            "{why}", ledger_error_text(error)
        )
        QTimer.singleShot(
            0,
            lambda: QMessageBox.warning(
                window.widget,
                _tr("Ledger"),
                message,
            ),
        )
        return None
    feature = LedgerFeature(window, ledger, open_review)
    feature.lock = lock
    return feature
