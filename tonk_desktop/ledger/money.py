"""Money as integer minor units plus an ISO 4217 currency code. Never a float.

A stake of 0.25 USD is `Money(25, "USD")`; 500 JPY is `Money(500, "JPY")`
because the yen has no minor unit. Parsing goes through `Decimal` so that
"0.1" is exactly ten cents, and an amount finer than the currency allows is
refused rather than rounded."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

# ISO 4217 currencies whose minor unit is not 2 decimals. Every other
# three-letter code is taken to have 2 decimals (the ISO default).
_DECIMALS: dict[str, int] = {
    # no minor unit
    "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0,
    "PYG": 0, "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0,
    "XPF": 0,
    # three decimals
    "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    # four decimals
    "CLF": 4, "UYW": 4,
}  # fmt: skip

_CODE = re.compile(r"[A-Z]{3}")

# The largest base stake, in minor units (a million dollars, a hundred million
# yen). A round moves a few stakes at most, so a session's balances stay far
# inside SQLite's 64-bit integers even over millions of rounds.
MAX_STAKE_MINOR = 100_000_000

# The largest amount, either way, that money may hold and the ledger keeps: a
# balance, a bankroll, a round's change (ten trillion dollars in cents). Sums of
# thousands of them stay inside SQLite's 64-bit integers (9.2e18), and each is
# exact as a double (below 2^53) for spreadsheets and JSON readers. At the
# largest stake a player would have to lose 1,000 stakes a round for ten
# thousand rounds to reach it.
MAX_AMOUNT_MINOR = 10**15


def in_range(minor: object) -> bool:
    """Is `minor` a whole number of minor units the ledger can hold?"""
    return type(minor) is int and -MAX_AMOUNT_MINOR <= minor <= MAX_AMOUNT_MINOR


def check_stake(minor: int) -> int:
    """`minor` itself if it is a base stake the game takes (1 to MAX_STAKE_MINOR
    minor units); otherwise a ValueError that says so."""
    if not isinstance(minor, int) or isinstance(minor, bool) or minor <= 0:
        raise ValueError(f"the stake must be more than zero, not {minor!r}")
    if minor > MAX_STAKE_MINOR:
        raise ValueError(f"the stake must be at most {MAX_STAKE_MINOR} minor units, not {minor}")
    return minor


def currency_decimals(currency: str) -> int:
    """How many decimals the currency's minor unit has (USD 2, JPY 0, KWD 3)."""
    return _DECIMALS.get(check_currency(currency), 2)


def check_currency(currency: str) -> str:
    """The code itself if it is three capital letters; otherwise a ValueError."""
    if not isinstance(currency, str) or not _CODE.fullmatch(currency):
        raise ValueError(
            f"a currency is a three-letter ISO 4217 code such as USD, not {currency!r}"
        )
    return currency


@dataclass(frozen=True, slots=True)
class Money:
    """An amount in the currency's minor units (cents for USD, yen for JPY)."""

    minor: int
    currency: str

    def __post_init__(self) -> None:
        if not isinstance(self.minor, int) or isinstance(self.minor, bool):
            raise ValueError(f"money is a whole number of minor units, not {self.minor!r}")
        if not -MAX_AMOUNT_MINOR <= self.minor <= MAX_AMOUNT_MINOR:
            raise ValueError(
                f"the amount is too large: at most {MAX_AMOUNT_MINOR} minor units either way"
            )
        check_currency(self.currency)

    @classmethod
    def parse(cls, text: str, currency: str) -> Money:
        """Read "0.25" (or "1,000.50" / "-3", or with a decimal comma "0,25" /
        "1.000,50") as money in `currency`. Too many decimals for the currency is
        a ValueError, never rounded away; so is more than MAX_AMOUNT_MINOR."""
        return cls(parse_minor(text, currency), currency)

    @classmethod
    def parse_stake(cls, text: str, currency: str) -> Money:
        """`parse`, for a base stake: more than zero and at most MAX_STAKE_MINOR
        ("99999999999999999999" or "1e400" is refused here, not at the first deal)."""
        minor = parse_minor(text, currency)
        try:
            check_stake(minor)
        except ValueError:
            limit = format_minor(MAX_STAKE_MINOR, currency)
            raise ValueError(
                f"the stake {text!r} must be more than zero and at most {limit} {currency}"
            ) from None
        return cls(minor, currency)

    def __str__(self) -> str:
        return f"{format_minor(self.minor, self.currency)} {self.currency}"


def parse_minor(text: str, currency: str) -> int:
    """`text` as a whole number of `currency`'s minor units (see Money.parse),
    of any size: the caller judges it (a form that says "too large" in words
    of its own; Money itself holds at most MAX_AMOUNT_MINOR)."""
    decimals = currency_decimals(currency)
    cleaned = _decimal_point(text.strip().replace("_", "").replace(" ", "").replace("\u00a0", ""))
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise ValueError(f"{text!r} is not an amount of money") from None
    if not value.is_finite():
        raise ValueError(f"{text!r} is not an amount of money")
    scaled = value.scaleb(decimals)
    if scaled != scaled.to_integral_value():
        raise ValueError(f"{currency} has {decimals} decimals; {text!r} has more")
    return int(scaled)


def _decimal_point(text: str) -> str:
    """`text` with "." as its one decimal mark and no grouping: with both marks
    the later one is the decimal mark; a lone comma is one too ("0,25", as
    typed in much of Europe) unless it groups thousands ("1,000")."""
    if "," in text and "." in text:
        if text.rfind(",") > text.rfind("."):
            return text.replace(".", "").replace(",", ".")
        return text.replace(",", "")
    if "," not in text:
        return text
    head, _, tail = text.rpartition(",")
    groups_thousands = re.fullmatch(r"[-+]?[1-9]\d{0,2}(,\d{3})+", text) is not None
    if groups_thousands:
        return text.replace(",", "")
    if text.count(",") == 1:
        return f"{head}.{tail}"
    return text  # several commas that group nothing: not an amount


def format_minor(
    minor: int, currency: str, *, signed: bool = False, decimal_mark: str = "."
) -> str:
    """Plain, locale-free text of an amount ("-1.05", "+500"): the one formatter
    for files (CSV) and the command line; `decimal_mark` "," for spreadsheets
    that read "1,05". The window formats with QLocale instead (ui.text.money)."""
    decimals = currency_decimals(currency)
    sign = "-" if minor < 0 else ("+" if signed and minor > 0 else "")
    whole, fraction = divmod(abs(minor), 10**decimals)
    if decimals == 0:
        return f"{sign}{whole}"
    return f"{sign}{whole}{decimal_mark}{fraction:0{decimals}d}"
