"""Money as the window shows it: one formatter, in the person's locale (QLocale's
digit grouping and decimal mark), with a true minus in every language.

Files (CSV, the command line) use the ledger's plain, locale-free
`tonk_desktop.ledger.format_minor` instead. Both are built from integers
(minor units); a float never touches an amount.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from tonk_desktop.ledger import currency_decimals, is_iso_4217

# A true minus (U+2212) in every language, as on the table and the round-end
# panel: QLocale.negativeSign() gives the hyphen-minus.
MINUS = "\N{MINUS SIGN}"


def format_money(
    minor: int,
    currency: str,
    *,
    signed: bool = False,
    code: bool = True,
    short: bool = False,
    locale: QLocale | None = None,
) -> str:
    """An amount of `currency` given in minor units, in the person's locale:
    "1,234.50 USD", "−0.25 USD", "1 234,50 HUF", "250 JPY".

    `signed` adds "+" to a gain; `code=False` leaves out the currency code (on
    the table, or where a header already names it); `short` drops needless zero
    decimals, for a chart's axis ("1.50" stays, "2.00" is "2")."""
    locale = locale if locale is not None else QLocale()
    decimals = currency_decimals(currency)
    whole, fraction = divmod(abs(minor), 10**decimals)
    text = locale.toString(whole)
    digits = f"{fraction:0{decimals}d}" if decimals else ""
    if short:
        digits = digits.rstrip("0") if fraction else ""
    if digits:
        text += locale.decimalPoint() + digits
    sign = MINUS if minor < 0 else ("+" if signed and minor > 0 else "")
    return f"{sign}{text} {currency}" if code else sign + text


def currency_problem(code: str) -> str | None:
    """Why `code`, as a person typed it (already in capitals), is no currency
    to keep a stake in, or None for an ISO 4217 code ("USD", "JPY")."""
    if is_iso_4217(code):
        return None
    if not code:
        return QCoreApplication.translate(
            "Money", "The currency needs a three-letter code, such as USD or EUR."
        )
    return QCoreApplication.translate(
        "Money", "“{code}” is not a currency code. Type an ISO 4217 code, such as USD, EUR or JPY."
    ).replace("{code}", code)
