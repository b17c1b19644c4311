"""A session's rounds as a CSV file for spreadsheets: one row per round, in
the session's currency, its text cells made safe. Imports nothing from Qt."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from .files import text_cell, write_atomically
from .money import format_minor
from .records import RoundRecord, Session

KIND_WORDS: dict[str, str] = {
    "tonk_out": "tonk out",
    "went_out": "went out",
    "knock": "knock",
    "caught": "caught",
    "dry_stock": "dry stock",
    "dealt_tonk": "dealt tonk",
    "low_deal": "low deal",
    "misdeal": "misdeal",
}


def _local(stored: str) -> str:
    """A stored UTC time as the person's local time with its offset, to the
    second ("2026-11-29T18:39:40+01:00"), as the Sessions list shows it."""
    try:
        return datetime.fromisoformat(stored).astimezone().isoformat(timespec="seconds")
    except ValueError:
        return stored


def write_csv(
    path: Path, session: Session, records: Sequence[RoundRecord], *, decimal_comma: bool = False
) -> None:
    """Write `records`, the rounds of `session`, to `path` (see `Ledger.export_csv`)."""
    # With a byte-order mark: spreadsheets then read the names as UTF-8
    # (Excel shows "Ã–dÃ¶n" for "Ödön" without it).
    write_atomically(path, "\ufeff" + csv_text(session, records, decimal_comma))


def csv_text(session: Session, records: Sequence[RoundRecord], decimal_comma: bool = False) -> str:
    """The CSV of `records`, the rounds of `session`, as text (no byte-order
    mark): what `write_csv` writes, and what a hosted table sends a player who
    asks for it (tonk_desktop/net)."""
    names = [seat.name for seat in session.seats]
    # A payment as "payer to payee amount": right for any name, "You" included
    # (not "You pays Ann 0.50").
    currency = session.currency
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=";" if decimal_comma else ",")

    def amount(minor: int, signed: bool = False) -> str:
        mark = "," if decimal_comma else "."
        return format_minor(minor, currency, signed=signed, decimal_mark=mark)

    header = ["round", "played_at", "dealer", "how_it_ended", "winners", "payments"]
    # A balance is what was won or lost; with bankrolls, the money in hand beside it.
    bankrolls = list(session.bankrolls) if session.keeps_bankrolls else []
    for name in names:
        header += [
            text_cell(f"{name} change ({currency})"),
            text_cell(f"{name} balance ({currency})"),
        ]
        if bankrolls:
            header.append(text_cell(f"{name} in hand ({currency})"))
    writer.writerow(header)
    for record in records:
        row = [
            str(record.number),
            _local(record.played_at),
            text_cell(names[record.dealer]),
            KIND_WORDS.get(record.kind, record.kind),
            text_cell("; ".join(names[w] for w in record.winners)),
            text_cell(
                "; ".join(
                    f"{names[p.payer]} to {names[p.payee]} {amount(p.amount)}"
                    for p in record.payments
                )
            ),
        ]
        for seat, (change, balance) in enumerate(zip(record.changes, record.balances, strict=True)):
            row += [amount(change, signed=True), amount(balance, signed=True)]
            if bankrolls:
                row.append(amount(bankrolls[seat] + balance))
        writer.writerow(row)
    return buffer.getvalue()
