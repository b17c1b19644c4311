"""Ties the GameModel to the ledger: after every action the round in progress
is saved, and when a round ends it is settled into the session.

The model knows nothing of the ledger; this object listens to the table of
rounds under it (`model.table`), after the model and the computer players, as
what it records is the table's. Writing never stops the game: a failure is
reported through `failed(message)` for the window to show.

What a program killed right after a move leaves: the autosave of that move.
So the autosave itself is written (to a temporary file, fsynced, renamed over
the old one) here, on the window's thread, before the move is drawn; only the
folder's fsync, which makes the rename survive a power cut too, is left to the
background writer (`BackgroundWriter`, the network host's too), and a failure
of it comes back here, on the window's thread, as a message. The round's
record stays here as well: it is one SQLite transaction on the window's
connection, and the dock reads it at once. The writer is flushed before a
round is recorded, when the session changes and when the window closes."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from tonk_desktop.engine import Round
from tonk_desktop.ledger import Ledger, NoSuchSession, RoundRecord
from tonk_desktop.ledger.files import fsync_folder
from tonk_desktop.ledger.writer import Outcome
from tonk_desktop.net.background import BackgroundWriter
from tonk_desktop.ui import model as game_model
from tonk_desktop.ui.ledger.table_autosave import clear_table, save_table, table_path
from tonk_desktop.ui.text.storage_words import storage_problem


def _tr(text: str) -> str:
    return QCoreApplication.translate("LedgerBinding", text)


class LedgerBinding(QObject):
    """Records the model's rounds into the session in play.

    A write that fails (a full disk, a locked file) does not lose the round's
    stakes: the finished round is kept, in memory and in a file of its own
    (`Ledger.keep_finished_round`, which survives the window closing), and
    written before anything else at each later change, once (by the round's
    identity, whichever copy gets in first); `recovered` says so once it is in.
    The person is told of a failure once, not at every move while the disk
    stays full."""

    round_recorded = Signal(object)  # RoundRecord, after it is safely written
    failed = Signal(str)  # a sentence for a message box
    recovered = Signal(str)  # a sentence for the status bar: kept stakes are now recorded

    def __init__(
        self,
        model: game_model.GameModel,
        ledger: Ledger,
        session_id: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.ledger = ledger
        self.session_id = session_id
        # Finished rounds not yet written, oldest first, with their session; and
        # those of them also kept on disk (by id()), which a restart does not lose.
        self.unrecorded: list[tuple[int, Round]] = []
        self._on_disk: set[int] = set()
        # Rounds kept on disk (this time or the last) waiting for the ledger.
        self._files_waiting = ledger.kept_rounds_waiting
        # The kinds of write ("round", "autosave") whose failure was reported and
        # that have not succeeded since: said once each, not at every move.
        self._told: set[str] = set()
        self.writer = BackgroundWriter("tonk-ledger-writer", self)
        self.writer.succeeded.connect(self._on_written)
        self.writer.failed.connect(self._on_write_failed)
        # The table of rounds is what it records (the model only relays it): told
        # after the window's views, before the event loop paints the move.
        model.table.listen(self._on_changed)

    def set_session(self, session_id: int | None) -> None:
        self.writer.flush()  # what the session in play asked for is in first
        self.session_id = session_id

    def close(self) -> None:
        """The window closes: record nothing more, and wait for the writer (a
        failure is said first)."""
        self.model.table.stop_listening(self._on_changed)
        self.writer.close()

    def _sync_later(self, what: str, folder: Path) -> None:
        """Make a rename in `folder` durable on the writer's thread (at once, here,
        once the writer is closed). Each still waiting is covered by the next."""
        if not self.writer.submit(what, lambda: fsync_folder(folder), latest_of=what):
            try:
                fsync_folder(folder)
            except OSError as error:
                self._on_write_failed(Outcome(what, error))

    @Slot(object)
    def _on_written(self, outcome: Outcome) -> None:
        self._told.discard(f"{outcome.label} folder")

    @Slot(object)
    def _on_write_failed(self, outcome: Outcome) -> None:
        told = f"{outcome.label} folder"
        if told in self._told or outcome.error is None:
            return
        self._told.add(told)
        if outcome.label == "table":
            self._table_failed(outcome.error)
        else:
            self._ledger_failed(outcome.error, finished=False)

    def _table_failed(self, error: BaseException) -> None:
        self.failed.emit(
            _tr("The game in progress could not be kept ({why}). The game goes on.").replace(
                "{why}", storage_problem(error)
            )
        )

    def _ledger_failed(self, error: BaseException, *, finished: bool) -> None:
        what = (
            _tr(
                "This round's stakes are kept, and recorded in the session as soon as "
                "the ledger can be written"
            )
            if finished
            else _tr("The round in progress was not saved")
        )
        self.failed.emit(
            _tr("The ledger could not be written ({why}). {what}. The game goes on.")
            .replace("{why}", storage_problem(error))
            .replace("{what}", what)
        )

    def _keep_table(self, change: game_model.Change) -> None:
        """A game outside a session: kept after every action while a round is on,
        so that a crash or a Quit loses nothing; forgotten when the round ends."""
        rnd = self.model.round
        path = table_path(self.ledger)
        try:
            # A lesson's round is no game to offer back at the next start.
            unrecorded = self.model.unrecorded
            if rnd is not None and not rnd.is_over and change.kind != "settings" and not unrecorded:
                save_table(path, self.model, sync_folder=False)
                self._sync_later("table", path.parent)
            elif change.kind in ("round_over", "new_game") or unrecorded:
                clear_table(path)
            self._told.discard("table")
        except OSError as error:
            if "table" in self._told:
                return
            self._told.add("table")
            self._table_failed(error)

    def waiting_for(self, session_id: int) -> bool:
        """Has the session finished rounds not yet written (in memory or on disk)?"""
        return any(kept == session_id for kept, _ in self.unrecorded) or (
            session_id in self.ledger.sessions_with_kept_rounds()
        )

    @property
    def unrecorded_on_disk(self) -> bool:
        """Is every finished round not yet written kept on disk too?"""
        return all(id(rnd) in self._on_disk for _, rnd in self.unrecorded)

    def _keep(self, session_id: int, rnd: Round) -> None:
        """A finished round the ledger did not take: kept in memory and on disk."""
        kept = rnd.copy()
        self.unrecorded.append((session_id, kept))
        try:
            self.ledger.keep_finished_round(session_id, kept)
        except (OSError, ValueError):
            return  # in memory only: lost if the window closes before it is written
        self._on_disk.add(id(kept))
        self._files_waiting = True
        # Its round in progress, from before it ended, is no game to resume.
        with contextlib.suppress(OSError):
            self.ledger.clear_round_in_progress(session_id)

    def record_kept_rounds(self) -> bool:
        """Write the finished rounds a failure kept, in order, each once; are
        they all in?"""
        recorded = 0

        def shown(session_id: int, record: RoundRecord) -> None:
            nonlocal recorded
            recorded += 1
            if session_id == self.session_id:
                self.round_recorded.emit(record)

        if self._files_waiting:
            try:
                self.ledger.record_kept_rounds(shown)
            except (OSError, sqlite3.Error, OverflowError):
                return False
            self._files_waiting = self.ledger.kept_rounds_waiting
        while self.unrecorded:
            session_id, rnd = self.unrecorded[0]
            try:
                record = self.ledger.record_once(session_id, rnd)
            except NoSuchSession:
                pass  # the session was deleted since: its rounds went with it
            except (OSError, sqlite3.Error, ValueError, OverflowError):
                return False
            else:
                if record is not None:  # else its file got it in first
                    shown(session_id, record)
            self.unrecorded.pop(0)
            self._on_disk.discard(id(rnd))
        self._told.discard("round")
        if recorded:
            self.recovered.emit(
                _tr("The ledger can be written again: the stakes kept are now recorded.")
            )
        return True

    def _on_changed(self, change: game_model.Change) -> None:
        session_id = self.session_id
        rnd = self.model.round
        if session_id is None:
            self._keep_table(change)
            return
        if rnd is None:
            return
        if (self.unrecorded or self._files_waiting) and not self.record_kept_rounds():
            # Still failing (said already). A round that ends now waits its turn.
            if change.kind == "round_over":
                self._keep(session_id, rnd)
            return
        kind = "round" if change.kind == "round_over" else "autosave"
        try:
            if change.kind == "round_over":
                self.writer.flush()  # the last move's autosave is in before its round
                record = self.ledger.record_finished_round(session_id, rnd)
                self.round_recorded.emit(record)
            elif change.kind in ("deal", "restore", "action") and not rnd.is_over:
                history = rnd.to_history()
                if self.model.deal_number is not None:
                    # Kept beside the history: the resumed round shows its number.
                    history["deal_number"] = self.model.deal_number
                self.ledger.save_round_in_progress(session_id, history, sync_folder=False)
                self._sync_later("autosave", self.ledger.autosave_dir)
            self._told.discard(kind)
        except NoSuchSession:
            # The session was deleted while its round went on: stop recording.
            self.session_id = None
            self.failed.emit(
                _tr("The session in play was deleted: this game is no longer recorded.")
            )
        except (OSError, sqlite3.Error, ValueError, OverflowError) as error:
            # OverflowError: a balance past what the ledger can hold (2^63).
            finished = change.kind == "round_over"
            if finished:
                self._keep(session_id, rnd)
            if kind in self._told:
                return
            self._told.add(kind)
            self._ledger_failed(error, finished=finished)
