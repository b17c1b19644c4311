from __future__ import annotations

from pathlib import Path

import pytest

from tonk_desktop.engine import HouseRules, Seat
from tonk_desktop.ledger import (
    MAX_STAKE_MINOR,
    Ledger,
    Money,
    check_stake,
    currency_decimals,
    format_minor,
)


def test_a_quarter_dollar_is_25_cents() -> None:
    assert Money.parse("0.25", "USD") == Money(25, "USD")


def test_yen_have_no_minor_unit() -> None:
    assert currency_decimals("JPY") == 0
    assert Money.parse("500", "JPY") == Money(500, "JPY")
    assert str(Money(500, "JPY")) == "500 JPY"


def test_three_decimal_currencies() -> None:
    assert Money.parse("1.5", "KWD") == Money(1500, "KWD")


def test_more_decimals_than_the_currency_has_is_refused_not_rounded() -> None:
    with pytest.raises(ValueError, match="2 decimals"):
        Money.parse("0.125", "USD")
    with pytest.raises(ValueError, match="0 decimals"):
        Money.parse("1.5", "JPY")


@pytest.mark.parametrize(
    ("text", "minor"),
    [
        ("0,25", 25),  # a decimal comma, as typed in much of Europe: not 25.00
        ("1.000,50", 100050),
        ("1,000.50", 100050),
        ("1,000", 100000),  # a comma grouping thousands
        ("12,5", 1250),
        ("1 000,50", 100050),
    ],
)
def test_a_stake_typed_the_local_way_means_what_it_says(text: str, minor: int) -> None:
    assert Money.parse(text, "EUR") == Money(minor, "EUR")


@pytest.mark.parametrize("text", ["", "abc", "nan", "inf", "1..2", "1,2,3"])
def test_not_an_amount(text: str) -> None:
    with pytest.raises(ValueError, match="not an amount"):
        Money.parse(text, "USD")


@pytest.mark.parametrize("code", ["usd", "US", "EURO", "12A"])
def test_currency_must_be_an_iso_code(code: str) -> None:
    with pytest.raises(ValueError, match="ISO 4217"):
        Money(1, code)


def test_floats_are_not_money() -> None:
    with pytest.raises(ValueError, match="whole number"):
        Money(0.25, "USD")  # type: ignore[arg-type]


def test_plain_formatting() -> None:
    assert format_minor(-105, "USD") == "-1.05"
    assert format_minor(5, "USD", signed=True) == "+0.05"
    assert format_minor(0, "USD", signed=True) == "0.00"
    assert format_minor(-105, "EUR", decimal_mark=",") == "-1,05"  # a CSV for Excel in Europe
    assert format_minor(-7, "JPY") == "-7"
    assert str(Money(123456, "EUR")) == "1234.56 EUR"


@pytest.mark.parametrize("text", ["99999999999999999999", "1e400", "1000000.01", "0", "-1"])
def test_a_stake_past_the_limit_or_not_above_zero_is_refused_when_read(text: str) -> None:
    with pytest.raises(ValueError, match=r"more than zero and at most 1000000\.00 USD"):
        Money.parse_stake(text, "USD")


def test_the_largest_stake_is_taken_and_is_one_limit_for_every_reader() -> None:
    assert Money.parse_stake("1000000", "USD").minor == MAX_STAKE_MINOR
    assert Money.parse_stake("100000000", "JPY").minor == MAX_STAKE_MINOR
    assert check_stake(MAX_STAKE_MINOR) == MAX_STAKE_MINOR
    with pytest.raises(ValueError):
        check_stake(MAX_STAKE_MINOR + 1)


def test_a_session_with_a_stake_past_the_limit_is_not_made(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite3")
    try:
        seats = [Seat("You"), Seat("Ann", "normal")]
        with pytest.raises(ValueError, match="at most"):
            ledger.create_session("Big", seats, Money(MAX_STAKE_MINOR + 1, "USD"), HouseRules())
        assert ledger.sessions() == []
    finally:
        ledger.close()


def test_the_iso_4217_list_holds_the_currencies_a_stake_is_kept_in() -> None:
    from tonk_desktop.ledger import ISO_4217, is_iso_4217
    from tonk_desktop.ledger.money import _DECIMALS

    for code in ("USD", "EUR", "GBP", "JPY", "HUF", "RUB", "SEK", "KWD"):
        assert is_iso_4217(code), code
    # Every currency whose minor unit the ledger knows is one a person may type.
    assert set(_DECIMALS) <= ISO_4217
    for code in ("ABC", "XAU", "XTS", "XXX", "usd", "US"):
        assert not is_iso_4217(code), code
    assert all(len(code) == 3 and code.isupper() for code in ISO_4217)


def test_a_ledger_keeps_reading_a_code_the_list_does_not_hold() -> None:
    # Only typing is checked against the list: a session kept in "ABC" (any three
    # capitals were taken before) still opens and shows its amounts.
    assert Money(150, "ABC").currency == "ABC"
    assert format_minor(150, "ABC") == "1.50"
