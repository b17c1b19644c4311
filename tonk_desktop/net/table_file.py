"""The host's side file: what it needs to resume a table after it stopped.

The ledger keeps the money (the session, its rounds) and the round in progress
(its autosave). This file keeps the rest: the table's setup, the join code,
each person's name and the hash of their rejoin token (never the token), the
next dealer, and the salt and commitment of the round in progress, so that a
resumed host can still reveal the deal it committed to. Written atomically,
readable by its owner only (the salt is a secret until the round ends).
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tonk_desktop.engine import HouseRules, is_level
from tonk_desktop.engine.replay import read_capped
from tonk_desktop.ledger.files import make_private, write_atomically

if TYPE_CHECKING:
    from .table_config import TableConfig

TABLE_FORMAT: Final = "tonk-hosted-table"
TABLE_VERSION: Final = 1


# Why a kept table cannot be resumed (`ResumeRefused.code`): a window words
# each code in its own language, never the English message.
RESUME_REFUSALS: Final = frozenset(
    {
        "unreadable",  # the file cannot be read
        "not_a_table",  # it is not a saved table
        "version",  # another version saved it
        "damaged",  # part of it is missing or wrong
        "no_local_seat",  # hosted by tonk-host, not from a window
        "session_missing",  # its ledger session is not in the ledger (`session`)
        "held",  # another program, still running, hosts it (`process`, if known)
    }
)


class ResumeRefused(ValueError):
    """A kept table that cannot be resumed. The message is English, for a log
    or tonk-host; `code` (one of RESUME_REFUSALS) says why, and the facts a
    sentence needs come beside it: `session` (the ledger session's id) and
    `process` (the id of the program that holds the table), None when unknown."""

    def __init__(
        self, code: str, message: str, *, session: int | None = None, process: int | None = None
    ) -> None:
        assert code in RESUME_REFUSALS, code
        super().__init__(message)
        self.code = code
        self.session = session
        self.process = process


class TableFileError(ResumeRefused):
    """A saved table that cannot be read; `kind` (also its `code`) is
    "unreadable", "not_a_table", "version" or "damaged"."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(kind, message)
        self.kind = kind


@dataclass(frozen=True, slots=True)
class TableState:
    config: TableConfig
    session_id: int
    join_code: str
    names: tuple[str, ...]
    token_hashes: tuple[str | None, ...]
    dealer: int
    salt: str
    commitment: str
    # Where the table listened and whether it was announced, and the seat of the
    # person who hosted it from the window (None: tonk-host, no one at the host).
    # A resumed table listens at the same address and port, so that the others'
    # Rejoin finds it where it was. Files written before these were kept read
    # as "any port", not announced, no seat at the host.
    address: str = ""
    port: int = 0
    announce: bool = False
    local_seat: int | None = None


def _config_json(config: TableConfig) -> dict[str, Any]:
    return {
        "rules": config.rules.to_dict(),
        "seats": [
            {"kind": seat.kind, "level": seat.level, "name": seat.name} for seat in config.seats
        ],
        "stake_minor": config.stake_minor,
        "currency": config.currency,
        "table_name": config.table_name,
        "session_name": config.session_name,
        "grace": config.grace,
        "handshake_timeout": config.handshake_timeout,
        "idle_timeout": config.idle_timeout,
        "keepalive": config.keepalive,
        "rate": config.rate,
        "burst": config.burst,
        "bot_pause": config.bot_pause,
        "round_pause": config.round_pause,
        "stand_in": config.stand_in,
        "cooldown": config.cooldown,
        "max_rounds": config.max_rounds,
        "time_per_move": config.time_per_move,
        "time_reserve": config.time_reserve,
    }


def _config_from(data: Any) -> TableConfig:
    from .table_config import SeatPlan, TableConfig

    seats = []
    for seat in data["seats"]:
        if seat["kind"] == "person":
            seats.append(SeatPlan.person())
        elif seat["kind"] == "computer" and is_level(seat["level"]):
            seats.append(SeatPlan.computer(seat["level"], str(seat["name"])))
        else:
            raise ValueError(f"no such seat: {seat!r}")
    stand_in = data["stand_in"]
    if not is_level(stand_in):
        raise ValueError(f"no such level: {stand_in!r}")
    return TableConfig(
        rules=HouseRules.from_dict(data["rules"]),
        seats=tuple(seats),
        stake_minor=int(data["stake_minor"]),
        currency=str(data["currency"]),
        table_name=str(data["table_name"]),
        session_name=str(data["session_name"]),
        grace=float(data["grace"]),
        handshake_timeout=float(data["handshake_timeout"]),
        idle_timeout=float(data["idle_timeout"]),
        keepalive=float(data["keepalive"]),
        rate=float(data["rate"]),
        burst=float(data["burst"]),
        bot_pause=float(data["bot_pause"]),
        round_pause=float(data["round_pause"]),
        stand_in=stand_in,
        cooldown=float(data.get("cooldown", 5.0)),
        max_rounds=int(data["max_rounds"]),
        # A table kept before the time bank existed had none.
        time_per_move=float(data.get("time_per_move", 0.0)),
        time_reserve=float(data.get("time_reserve", 0.0)),
    )


def write_table_state(path: Path, state: TableState) -> None:
    document = {
        "format": TABLE_FORMAT,
        "version": TABLE_VERSION,
        "config": _config_json(state.config),
        "session": state.session_id,
        "join_code": state.join_code,
        "names": list(state.names),
        "tokens": list(state.token_hashes),
        "dealer": state.dealer,
        "salt": state.salt,
        "commitment": state.commitment,
        "address": state.address,
        "port": state.port,
        "announce": state.announce,
        "local_seat": state.local_seat,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps(document))
    make_private(path)


def read_table_state(path: Path) -> TableState:
    """The table saved at `path`; TableFileError (a ValueError) saying what is wrong."""
    try:
        data = json.loads(read_capped(str(path), 1_000_000))
    except OSError as error:
        raise TableFileError(
            "unreadable", f"cannot read {path}: {error.strerror or error}"
        ) from None
    except (ValueError, RecursionError) as error:
        raise TableFileError("not_a_table", f"{path} is not a saved table: {error}") from None
    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
        raise TableFileError("not_a_table", f"{path} is not a saved table")
    if data.get("version") != TABLE_VERSION:
        raise TableFileError(
            "version", f"{path}: saved table version {data.get('version')!r} is not supported"
        )
    try:
        config = _config_from(data["config"])
        names = tuple(str(name) for name in data["names"])
        tokens = tuple(None if t is None else str(t) for t in data["tokens"])
        state = TableState(
            config=config,
            session_id=int(data["session"]),
            join_code=str(data["join_code"]),
            names=names,
            token_hashes=tokens,
            dealer=int(data["dealer"]),
            salt=str(data["salt"]),
            commitment=str(data["commitment"]),
            address=str(data.get("address", "")),
            port=int(data.get("port", 0)),
            announce=bool(data.get("announce", False)),
            local_seat=None if data.get("local_seat") is None else int(data["local_seat"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise TableFileError("damaged", f"{path}: the saved table is damaged: {error}") from None
    if len(names) != len(config.seats) or len(tokens) != len(config.seats):
        raise TableFileError("damaged", f"{path}: the saved table's seats do not match")
    if not 0 <= state.port <= 65535:
        raise TableFileError(
            "damaged", f"{path}: the saved table is damaged: no such port {state.port}"
        )
    local = state.local_seat
    if local is not None and not (0 <= local < len(names) and config.seats[local].kind == "person"):
        raise TableFileError(
            "damaged", f"{path}: the saved table is damaged: no person at seat {local}"
        )
    return state


def tables_folder(ledger_path: Path) -> Path:
    """Where the window keeps the tables it hosted (one file each), beside its ledger."""
    return ledger_path.with_name("hosted-tables")


def new_table_file(folder: Path) -> Path:
    """A fresh file name in `folder` for a table about to be hosted."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return folder / f"table-{stamp}-{secrets.token_hex(4)}.json"


def table_files(folder: Path) -> list[Path]:
    """The tables kept in `folder`, the one written last first (none if no folder)."""
    try:
        files = [path for path in folder.glob("*.json") if path.is_file()]
    except OSError:
        return []

    def written(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(files, key=written, reverse=True)
