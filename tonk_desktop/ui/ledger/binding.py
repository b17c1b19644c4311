"""Ties the GameModel to the ledger: after every action the round in progress
is saved, and when a round ends it is settled into the session.

The model knows nothing of the ledger; this object listens to its one
`changed` signal, like every other view. Writing never stops the game: a
failure is reported through `failed(message)` for the window to show."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from tonk_desktop.engine import Round
from tonk_desktop.ledger import Ledger, NoSuchSession
from tonk_desktop.ui import model as game_model
from tonk_desktop.ui.ledger.table_autosave import clear_table, save_table, table_path
from tonk_desktop.ui.text.storage_words import storage_problem


def _tr(text: str) -> str:
    return QCoreApplication.translate("LedgerBinding", text)


class LedgerBinding(QObject):
    """Records the model's rounds into the session in play.

    A write that fails (a full disk, a locked file) does not lose the round's
    stakes: the finished round is kept and written before anything else at each
    later change, and `recovered` says so once it is in. The person is told of
    a failure once, not at every move while the disk stays full."""

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
        # Finished rounds not yet written, oldest first, with their session.
        self.unrecorded: list[tuple[int, Round]] = []
        # The kinds of write ("round", "autosave") whose failure was reported and
        # that have not succeeded since: said once each, not at every move.
        self._told: set[str] = set()
        model.changed.connect(self._on_changed)

    def set_session(self, session_id: int | None) -> None:
        self.session_id = session_id

    def _keep_table(self, change: game_model.Change) -> None:
        """A game outside a session: kept after every action while a round is on,
        so that a crash or a Quit loses nothing; forgotten when the round ends."""
        rnd = self.model.round
        path = table_path(self.ledger)
        try:
            # A lesson's round is no game to offer back at the next start.
            unrecorded = self.model.unrecorded
            if rnd is not None and not rnd.is_over and change.kind != "settings" and not unrecorded:
                save_table(path, self.model)
            elif change.kind in ("round_over", "new_game") or unrecorded:
                clear_table(path)
            self._told.discard("table")
        except OSError as error:
            if "table" in self._told:
                return
            self._told.add("table")
            self.failed.emit(
                _tr("The game in progress could not be kept ({why}). The game goes on.").replace(
                    "{why}", storage_problem(error)
                )
            )

    def record_kept_rounds(self) -> bool:
        """Write the finished rounds a failure kept, in order; are they all in?"""
        recorded = 0
        while self.unrecorded:
            session_id, rnd = self.unrecorded[0]
            try:
                record = self.ledger.record_finished_round(session_id, rnd)
            except NoSuchSession:
                pass  # the session was deleted since: its rounds went with it
            except (OSError, sqlite3.Error, ValueError, OverflowError):
                return False
            else:
                recorded += 1
                if session_id == self.session_id:
                    self.round_recorded.emit(record)
            self.unrecorded.pop(0)
        self._told.discard("round")
        if recorded:
            self.recovered.emit(
                _tr("The ledger can be written again: the stakes kept are now recorded.")
            )
        return True

    @Slot(object)
    def _on_changed(self, change: game_model.Change) -> None:
        session_id = self.session_id
        rnd = self.model.round
        if session_id is None:
            self._keep_table(change)
            return
        if rnd is None:
            return
        if self.unrecorded and not self.record_kept_rounds():
            # Still failing (said already). A round that ends now waits its turn.
            if change.kind == "round_over":
                self.unrecorded.append((session_id, rnd.copy()))
            return
        kind = "round" if change.kind == "round_over" else "autosave"
        try:
            if change.kind == "round_over":
                record = self.ledger.record_finished_round(session_id, rnd)
                self.round_recorded.emit(record)
            elif change.kind in ("deal", "restore", "action") and not rnd.is_over:
                history = rnd.to_history()
                if self.model.deal_number is not None:
                    # Kept beside the history: the resumed round shows its number.
                    history["deal_number"] = self.model.deal_number
                self.ledger.save_round_in_progress(session_id, history)
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
                self.unrecorded.append((session_id, rnd.copy()))
            if kind in self._told:
                return
            self._told.add(kind)
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
