"""The table of rounds, below the window and the network: who sits where, the
stake, the dealer, the round number and the balances from one round to the
next (`table.py`), and the computer players that listen to it (`players.py`).
Pure Python: no Qt (tests/test_layers.py holds it)."""

from .players import Chooser, ComputerPlayers
from .table import (
    DEFAULT_CURRENCY,
    DEFAULT_STAKE_MINOR,
    Change,
    ChangeKind,
    Listener,
    Table,
    TableError,
    check_table,
)

__all__ = [
    "DEFAULT_CURRENCY",
    "DEFAULT_STAKE_MINOR",
    "Change",
    "ChangeKind",
    "Chooser",
    "ComputerPlayers",
    "Listener",
    "Table",
    "TableError",
    "check_table",
]
