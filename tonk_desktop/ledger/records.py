"""What the ledger hands back: plain frozen values, safe to pass anywhere."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ..engine import LEVELS, HouseRules, Seat
from .money import Money


def name_key(name: str) -> str:
    """What makes two players' names the same name: case, spacing, how an accent
    was typed (é as one character or e plus an accent), a compatibility form
    (the full-width Ａ is A, the ligature ﬁ is fi: NFKC) and every invisible
    formatting character (a zero-width space or joiner) aside. "" for a name
    with nothing visible in it."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    seen = "".join(ch for ch in folded if unicodedata.category(ch) != "Cf" and ch not in _IGNORED)
    return " ".join(seen.split())


def has_visible(name: str) -> bool:
    """Does `name` show anything (not only spaces and zero-width characters)?"""
    return bool(name_key(name))


# Invisible characters that reorder or hide text (bidi overrides and isolates,
# marks); zero-width joiners stay: some scripts and emoji need them.
_HIDDEN = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0xFEFF)}
# Shown as nothing but not of the format category: the Hangul fillers, the
# combining grapheme joiner, variation selectors (Unicode's default-ignorables).
_IGNORED = {
    chr(c)
    for c in (
        0x034F,
        0x115F,
        0x1160,
        0x3164,
        0xFFA0,
        *range(0xFE00, 0xFE10),
        *range(0x180B, 0x180F),
    )
}


def clean_name(text: str) -> str:
    """A name as shown and kept: control characters (a pasted newline, NUL,
    escape codes) and text-reversing marks removed, runs of spaces made one,
    and accents composed (NFC)."""
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in text
        if ch.isspace() or (unicodedata.category(ch) not in ("Cc", "Cs") and ch not in _HIDDEN)
    )
    return unicodedata.normalize("NFC", " ".join(kept.split()))


def names_repeat(names: list[str]) -> bool:
    """Do two of `names` name the same player (see `name_key`)?"""
    return len({name_key(name) for name in names}) != len(names)


def seat_kind(seat: Seat) -> str:
    """The ledger's word for who plays a seat: "human", or "bot:<level>"."""
    return "human" if seat.level is None else f"bot:{seat.level}"


# Every word `seat_kind` can write, derived from the levels.
SEAT_KINDS: tuple[str, ...] = tuple(seat_kind(Seat("", level)) for level in (None, *LEVELS))


def seat_of_kind(name: str, kind: str) -> Seat:
    """The seat a ledger row names; ValueError for a word this version does not know."""
    for level in (None, *LEVELS):
        seat = Seat(name, level)
        if seat_kind(seat) == kind:
            return seat
    raise ValueError(f"no such kind of player: {kind!r}")


@dataclass(frozen=True, slots=True)
class Session:
    id: int
    name: str
    stake: Money
    rules: HouseRules
    seats: tuple[Seat, ...]
    # What each player sat down with, in minor units (0 when not tracked). It is
    # never part of a balance: see `in_hand`.
    bankrolls: tuple[int, ...]
    created_at: str
    updated_at: str
    rounds_played: int
    # What each player has won (+) or lost (-) in the session, per seat. The
    # one meaning of "balance" everywhere: table, round end, dock, chart, CSV,
    # settle-up. A starting bankroll is never mixed in (see `in_hand`).
    balances: tuple[int, ...]

    @property
    def currency(self) -> str:
        return self.stake.currency

    @property
    def keeps_bankrolls(self) -> bool:
        """Whether any player sat down with a bankroll."""
        return any(self.bankrolls)

    @property
    def in_hand(self) -> tuple[int, ...]:
        """The money each player holds now: the bankroll they sat down with plus
        their balance (only meaningful when `keeps_bankrolls`)."""
        return tuple(s + b for s, b in zip(self.bankrolls, self.balances, strict=True))


@dataclass(frozen=True, slots=True)
class PaymentRecord:
    payer: int
    payee: int
    units: int
    amount: int  # minor units: units x the session's stake


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A settled round as the ledger keeps it. Money in minor units."""

    number: int
    dealer: int
    kind: str
    winners: tuple[int, ...]
    knocker: int | None
    totals: tuple[int, ...]
    payments: tuple[PaymentRecord, ...]
    changes: tuple[int, ...]
    balances: tuple[int, ...]  # won or lost in the session after this round (no bankroll)
    played_at: str
    history: dict[str, Any] | None


@dataclass(frozen=True, slots=True)
class LedgerNotice:
    """Something the person must be told: a damaged file was moved aside, or a
    session with a damaged row set aside.

    `what` names what: "ledger" (the database), "autosave" (a round in
    progress) or "session" (one session of the ledger at `path`, by its `name`:
    unreadable, left in the file as it is; the others stay); `reason` says why
    it could not be used, as one of the codes of `NOTICE_REASONS`, and `detail`
    is the underlying error, for a log. A program with its own words builds its
    sentence from these; `message` is the English one."""

    what: Literal["ledger", "autosave", "session"]
    path: Path
    reason: str
    detail: str
    moved_to: Path | None = None
    name: str = ""

    @property
    def message(self) -> str:
        if self.what == "session":
            return (
                f"The session {self.name!r} in the ledger {self.path} has a damaged row "
                f"({self.detail}). It is set aside, kept in the file as it is; the other "
                "sessions are as they were."
            )
        if self.what == "ledger":
            return (
                f"The ledger {self.path} could not be read ({self.detail}). It was kept as "
                f"{self.moved_to} and a new, empty ledger was started."
            )
        if self.moved_to is None:
            return (
                f"The saved round in progress {self.path} could not be read ({self.detail}). "
                "It stays where it is, unused; the round cannot be resumed."
            )
        return (
            f"The saved round in progress {self.path} could not be read ({self.detail}). "
            f"It was kept as {self.moved_to}; the round cannot be resumed."
        )


# Why a file was moved aside (LedgerNotice.reason).
NOTICE_REASONS = (
    "damaged",  # the database or file is damaged or not what it should be
    "unreadable",  # the file could not be read at all
    "not_autosave",  # not a round saved by Tonk Desktop
    "other_session",  # a saved round that belongs to another session
    "no_replay",  # its moves do not replay under its rules
    "other_rules",  # a saved round dealt under other rules than its session's
)
