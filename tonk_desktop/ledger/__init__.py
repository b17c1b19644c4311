"""The session ledger: sessions, stakes, settled rounds, statistics, settling up
and the autosaved round in progress, in SQLite. Imports nothing from Qt."""

from ..engine import Seat
from .currencies import ISO_4217, is_iso_4217
from .daily import DailyResult
from .errors import (
    AmountOutOfRange,
    ForeignDatabase,
    LedgerError,
    LedgerUnavailable,
    LedgerUnusable,
    NewerLedger,
    NoSuchRound,
    NoSuchSession,
    OwnFileError,
    SessionUnavailable,
    UnreadableSession,
)
from .export import KIND_WORDS
from .files import move_aside
from .money import (
    MAX_AMOUNT_MINOR,
    MAX_STAKE_MINOR,
    Money,
    check_stake,
    currency_decimals,
    format_minor,
    parse_minor,
)
from .own_files import check_not_own, is_own_file, protect_file, protect_folder
from .records import (
    SEAT_KINDS,
    LedgerNotice,
    PaymentRecord,
    RoundRecord,
    Session,
    clean_name,
    has_visible,
    name_key,
    names_repeat,
    seat_kind,
    seat_of_kind,
)
from .schema import SCHEMA_VERSION, migrate
from .stats import (
    PlayerStats,
    SessionStats,
    SessionSummary,
    Transfer,
    session_stats,
    settle_up,
)
from .store import Ledger

__all__ = [
    "ISO_4217",
    "KIND_WORDS",
    "MAX_AMOUNT_MINOR",
    "MAX_STAKE_MINOR",
    "SCHEMA_VERSION",
    "SEAT_KINDS",
    "AmountOutOfRange",
    "DailyResult",
    "ForeignDatabase",
    "Ledger",
    "LedgerError",
    "LedgerNotice",
    "LedgerUnavailable",
    "LedgerUnusable",
    "Money",
    "NewerLedger",
    "NoSuchRound",
    "NoSuchSession",
    "OwnFileError",
    "PaymentRecord",
    "PlayerStats",
    "RoundRecord",
    "Seat",
    "Session",
    "SessionStats",
    "SessionSummary",
    "SessionUnavailable",
    "Transfer",
    "UnreadableSession",
    "check_not_own",
    "check_stake",
    "clean_name",
    "currency_decimals",
    "format_minor",
    "has_visible",
    "is_iso_4217",
    "is_own_file",
    "migrate",
    "move_aside",
    "name_key",
    "names_repeat",
    "parse_minor",
    "protect_file",
    "protect_folder",
    "seat_kind",
    "seat_of_kind",
    "session_stats",
    "settle_up",
]
