"""Ties the GameModel to the ledger: after every action the round in progress
is saved, and when a round ends it is settled into the session.

The model knows nothing of the ledger; this object listens to its one
`changed` signal, like every other view. Writing never stops the game: a
failure is reported through `failed(message)` for the window to show."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from tonk_desktop.ledger import Ledger, Session

from . import model as game_model


def _tr(text: str) -> str:
    return QCoreApplication.translate("LedgerBinding", text)


def model_seats(session: Session) -> tuple[game_model.Seat, ...]:
    """The session's players as the GameModel's seats ("bot:hard" -> level "hard")."""
    return tuple(
        game_model.Seat(seat.name, seat.kind.removeprefix("bot:") if seat.kind != "human" else None)
        for seat in session.seats
    )


def ledger_kind(seat: game_model.Seat) -> str:
    return f"bot:{seat.level}" if seat.level is not None else "human"


class LedgerBinding(QObject):
    round_recorded = Signal(object)  # RoundRecord, after it is safely written
    failed = Signal(str)  # a sentence for a message box

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
        model.changed.connect(self._on_changed)

    def set_session(self, session_id: int | None) -> None:
        self.session_id = session_id

    @Slot(object)
    def _on_changed(self, change: game_model.Change) -> None:
        session_id = self.session_id
        rnd = self.model.round
        if session_id is None or rnd is None:
            return
        try:
            if change.kind == "round_over":
                record = self.ledger.record_finished_round(session_id, rnd)
                self.round_recorded.emit(record)
            elif change.kind in ("deal", "restore", "action") and not rnd.is_over:
                self.ledger.save_round_in_progress(session_id, rnd.to_history())
        except KeyError:
            # The session was deleted while its round went on: stop recording.
            self.session_id = None
            self.failed.emit(
                _tr("The session in play was deleted: this game is no longer recorded.")
            )
        except (OSError, sqlite3.Error, ValueError) as error:
            what = (
                _tr("This round's stakes were not recorded in the session")
                if change.kind == "round_over"
                else _tr("The round in progress was not saved")
            )
            self.failed.emit(
                _tr("The ledger could not be written ({why}). {what}. The game goes on.")
                .replace("{why}", str(error))
                .replace("{what}", what)
            )
