"""The session ledger: sessions, stakes, settled rounds, statistics, settling up
and the autosaved round in progress, in SQLite. Imports nothing from Qt."""

from .money import Money, currency_decimals, format_minor
from .records import (
    LedgerError,
    LedgerNotice,
    PaymentRecord,
    RoundRecord,
    Seat,
    Session,
    clean_name,
    name_key,
    names_repeat,
)
from .schema import SCHEMA_VERSION, migrate
from .stats import PlayerStats, SessionStats, Transfer, session_stats, settle_up
from .store import KIND_WORDS, SEAT_KINDS, Ledger, UnreadableSession, move_aside

__all__ = [
    "KIND_WORDS",
    "SCHEMA_VERSION",
    "SEAT_KINDS",
    "Ledger",
    "LedgerError",
    "LedgerNotice",
    "Money",
    "PaymentRecord",
    "PlayerStats",
    "RoundRecord",
    "Seat",
    "Session",
    "SessionStats",
    "Transfer",
    "UnreadableSession",
    "clean_name",
    "currency_decimals",
    "format_minor",
    "migrate",
    "move_aside",
    "name_key",
    "names_repeat",
    "session_stats",
    "settle_up",
]
