"""The game being played outside a ledger session, kept after every action
beside the sessions' own autosaves (`table.json` in the ledger's autosave
folder), so that a crash, a kill or a Quit loses nothing: the next start offers
it back, as it does a session's round.

What is kept: the round in progress as its hand history (JSON, never pickle),
the players, their balances, the stake and the round's number. A file that
cannot be read, or whose moves no longer replay, is moved aside (kept, never
deleted) and not offered."""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tonk_desktop.engine import Round, Seat, is_level
from tonk_desktop.engine.replay import read_capped
from tonk_desktop.ledger import Ledger, move_aside
from tonk_desktop.ledger.files import write_atomically
from tonk_desktop.ui.model import GameModel

FORMAT = "tonk-table-in-progress"
NAME_LIMIT = 200  # a tampered file's 5 MB name is cut, as the ledger's are
FILE_NAME = "table.json"


@dataclass(frozen=True, slots=True)
class TableInProgress:
    """A game outside a session, as it stood when it was last kept."""

    round: Round
    seats: tuple[Seat, ...]
    balances: tuple[int, ...]
    stake_minor: int
    currency: str
    round_number: int


def table_path(ledger: Ledger) -> Path:
    return ledger.autosave_dir / FILE_NAME


def save_table(path: Path, model: GameModel, *, sync_folder: bool = True) -> None:
    """Keep the model's game and its round in progress (written atomically).
    `sync_folder=False`: the caller makes the rename durable itself, off its
    thread (`fsync_folder(path.parent)`, see `write_atomically`)."""
    rnd = model.round
    if rnd is None or rnd.is_over:
        return
    document = {
        "format": FORMAT,
        "history": rnd.to_history(),
        # Third: whether the name is the seat's default one (it follows the
        # language); files from before hold two and read as typed names.
        "seats": [[seat.name, seat.level, seat.named_by_default] for seat in model.seats],
        "balances": list(model.balances),
        "stake_minor": model.stake_minor,
        "currency": model.currency,
        "round_number": model.round_number,
    }
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    # As the ledger's own autosaves: an exclusive temporary file (no link
    # planted at a predictable name is followed), readable by its owner only.
    write_atomically(path, json.dumps(document), sync_folder=sync_folder)


def clear_table(path: Path) -> None:
    """Nothing to offer any more (the round ended, or was thrown away on purpose).
    A file that cannot be removed (a read-only folder) stays, and is offered
    again: never an error out of the window."""
    with contextlib.suppress(OSError):
        path.unlink()


def load_table(path: Path) -> tuple[TableInProgress | None, Path | None]:
    """The kept game, or None; with a damaged file, None and where it was moved."""
    if not path.is_file():
        return None, None
    try:
        document = json.loads(read_capped(str(path)))  # never past 1 MB
        return _read(document), None
    except (OSError, ValueError, TypeError, KeyError, RecursionError):
        try:
            return None, move_aside(path, "corrupt")
        except OSError:
            return None, None


def _seat(name: object, level: object, named_by_default: object = False) -> Seat:
    """A kept seat: its name, its level (None for a person), and whether
    nobody typed the name."""
    if level is not None and not is_level(level):
        raise ValueError("a kept computer player's level cannot be read")
    return Seat(str(name)[:NAME_LIMIT], level, named_by_default=named_by_default is True)


def _read(document: Any) -> TableInProgress:
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ValueError("not a game kept by Tonk Desktop")
    rnd = Round.from_history(document["history"])
    seats = tuple(_seat(*seat) for seat in document["seats"])
    balances = tuple(int(value) for value in document["balances"])
    if len(seats) != rnd.players or len(balances) != rnd.players or rnd.is_over:
        raise ValueError("the kept game does not fit its round")
    stake = document["stake_minor"]
    currency = document["currency"]
    number = document["round_number"]
    if not isinstance(stake, int) or stake <= 0 or not isinstance(currency, str):
        raise ValueError("the kept stake cannot be read")
    if not isinstance(number, int) or number < 1:
        raise ValueError("the kept round number cannot be read")
    return TableInProgress(rnd, seats, balances, stake, currency, number)
