"""The tables this window hosted, kept to be resumed (Game ▸ Host a table… ▸
Resume a table you hosted…): each one's side file (net/table_file.py) beside
the ledger, read with its ledger session for the list (name, date, players,
balances), or the reason it cannot be resumed. Forgetting one removes only
its side file: its finished rounds stay in the ledger.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tonk_desktop.ledger import Ledger, SessionUnavailable
from tonk_desktop.net.connections import ListenFailed
from tonk_desktop.net.table_file import (
    ResumeRefused,
    TableFileError,
    TableState,
    read_table_state,
    table_files,
)
from tonk_desktop.ui.text.lists import listing
from tonk_desktop.ui.text.money import format_money

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("HostDialog", text)


# What is wrong with a table's file (TableFileError.kind), in the window's words.
_FILE_PROBLEMS = {
    "unreadable": str(QT_TRANSLATE_NOOP("HostDialog", "the file cannot be read")),
    "not_a_table": str(QT_TRANSLATE_NOOP("HostDialog", "it is not a saved table")),
    "version": str(QT_TRANSLATE_NOOP("HostDialog", "another version of Tonk saved it")),
    "damaged": str(QT_TRANSLATE_NOOP("HostDialog", "part of it is missing or wrong")),
}


def resume_refused_text(error: ValueError) -> str:
    """Why a kept table cannot be resumed (`ResumeRefused.code` and its
    facts), as a clause for "This table cannot be resumed: {why}"; never
    the error's English, which goes to the log."""
    log.info("cannot resume: %s", error)
    code = error.code if isinstance(error, ResumeRefused) else "damaged"
    if code in _FILE_PROBLEMS:
        return _tr(_FILE_PROBLEMS[code])
    if code == "no_local_seat":
        return _tr("it was hosted by tonk-host; resume it with tonk-host --resume")
    if code == "session_missing":
        return _tr("its ledger session is not in your ledger (deleted, or another ledger file)")
    assert isinstance(error, ResumeRefused)
    if error.process is not None:
        return _tr("another program (process {process}) is hosting it now").replace(
            "{process}", str(error.process)
        )
    return _tr("another program is hosting it now")


def listen_failed_text(error: OSError) -> str:
    """Why a table cannot listen (`ListenFailed.code` and its address and
    port), as a clause; another OSError says the system's own words."""
    if not isinstance(error, ListenFailed):
        return error.strerror or str(error)
    log.info("%s", error)
    if error.code == "address_in_use":
        return _tr("another program uses port {port}").replace("{port}", str(error.port))
    if error.code == "access":
        return _tr("this computer does not let a program listen on port {port}").replace(
            "{port}", str(error.port)
        )
    if error.code == "address_unavailable":
        return _tr("this computer no longer has the address {address}").replace(
            "{address}", error.address
        )
    return (
        _tr("the system refused to listen on {address}, port {port}")
        .replace("{address}", error.address)
        .replace("{port}", str(error.port))
    )


@dataclass(frozen=True, slots=True)
class KeptTable:
    """One kept table: what the list shows, and whether it can be resumed."""

    path: Path
    state: TableState | None
    title: str
    detail: str  # date, players and balances; or what is wrong
    problem: str = ""  # why it cannot be resumed ("" if it can)

    @property
    def resumable(self) -> bool:
        return self.state is not None and not self.problem

    def label(self) -> str:
        return f"{self.title} — {self.detail}"


def _when(stamp: str) -> str:
    """A ledger time (ISO, UTC) as this computer's local time, to the minute."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp[:16]
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def read_kept_table(path: Path, ledger: Ledger) -> KeptTable:
    """The table kept at `path`, as the list shows it."""
    try:
        state = read_table_state(path)
    except TableFileError as error:
        # The window words what is wrong; the file's English detail (a JSON
        # parser's "Expecting ',' delimiter…") is for the log only.
        log.info("cannot resume %s: %s", path, error)
        return KeptTable(
            path,
            None,
            path.name,
            _tr("damaged"),
            _tr(
                "This table's file is damaged and cannot be resumed ({why}). Its finished "
                "rounds are safe in your ledger; Forget removes only this file."
            ).replace("{why}", _tr(_FILE_PROBLEMS.get(error.kind, _FILE_PROBLEMS["damaged"]))),
        )
    config = state.config
    title = config.table_name
    if state.local_seat is None:
        return KeptTable(
            path,
            state,
            title,
            _tr("hosted without a window"),
            _tr("This table was hosted by tonk-host: resume it with tonk-host --resume."),
        )
    try:
        session = ledger.session(state.session_id)
    except SessionUnavailable:
        return KeptTable(
            path,
            state,
            title,
            _tr("its ledger session is missing"),
            _tr(
                "This table's ledger session is not in your ledger (deleted, or another "
                "ledger file): it cannot be resumed. Forget removes only this file."
            ),
        )
    players = listing(
        f"{name} {format_money(balance, session.currency, signed=True, code=False)}"
        for name, balance in zip(state.names, session.balances, strict=False)
    )
    detail = (
        _tr("{when} · rounds played: {rounds} · {players}")
        .replace("{when}", _when(session.updated_at))
        .replace("{rounds}", str(session.rounds_played))
        .replace("{players}", players)
    )
    return KeptTable(path, state, title, detail)


def kept_tables(folder: Path, ledger: Ledger) -> list[KeptTable]:
    """Every table kept in `folder`, the one played last first."""
    return [read_kept_table(path, ledger) for path in table_files(folder)]
