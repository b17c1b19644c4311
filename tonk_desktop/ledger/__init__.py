"""The session ledger: sessions, stakes, settled rounds, statistics, settling up
and the autosaved round in progress, in SQLite. Imports nothing from Qt."""

from ..engine import Seat
from .money import Money, currency_decimals, format_minor
from .records import (
    SEAT_KINDS,
    LedgerError,
    LedgerNotice,
    PaymentRecord,
    RoundRecord,
    Session,
    clean_name,
    name_key,
    names_repeat,
    seat_kind,
    seat_of_kind,
)
from .schema import SCHEMA_VERSION, migrate
from .stats import PlayerStats, SessionStats, Transfer, session_stats, settle_up
from .store import KIND_WORDS, Ledger, UnreadableSession, move_aside

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
    "seat_kind",
    "seat_of_kind",
    "session_stats",
    "settle_up",
]
