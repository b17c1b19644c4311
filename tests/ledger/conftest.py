"""Fixtures for the ledger tests: a fresh ledger file and a three-player session."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger, Money, Seat


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Ledger]:
    with Ledger(tmp_path / "ledger.sqlite3") as opened:
        yield opened


@pytest.fixture
def session_id(ledger: Ledger) -> int:
    return ledger.create_session(
        "Friday",
        [Seat("Ann"), Seat("Bob", "normal"), Seat("Cy", "hard")],
        Money.parse("0.25", "USD"),
        HouseRules(),
    )
