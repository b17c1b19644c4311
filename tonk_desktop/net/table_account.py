"""A hosted table's account in the ledger: one session for the table, each
finished round recorded once and in order, the balances the players see, and
the session as CSV for a player who asks. A round the ledger cannot take (a
full disk) is kept, in memory and on disk (`Ledger.keep_finished_round`, so
that it survives the host stopping), counted in the balances, and tried again;
it goes in once, whichever copy gets there first.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime

from tonk_desktop.engine import Round, Seat
from tonk_desktop.ledger import Ledger, LedgerError, Money
from tonk_desktop.ledger.export import csv_text

from .protocol import Balances
from .table_config import TableConfig


class TableAccount:
    """The ledger session of one table (see the module docstring)."""

    def __init__(self, ledger: Ledger, config: TableConfig) -> None:
        self.ledger = ledger
        self.config = config
        self.session_id: int | None = None
        self.unrecorded: list[Round] = []  # finished, waiting for the ledger
        self._on_disk: set[int] = set()  # those of them kept on disk too (by id())
        # The last CSV made, by what it was made of: a player asking again and
        # again (within the rate) costs the host a look at the session, no more.
        self._csv: tuple[tuple[str, int, bool], str] | None = None

    def open(self, seats: Sequence[Seat]) -> str:
        """Start the table's session; its name."""
        config = self.config
        name = config.session_name or (
            f"{config.table_name} {datetime.now(UTC).astimezone().strftime('%Y-%m-%d %H:%M')}"
        )
        self.session_id = self.ledger.create_session(
            name, seats, Money(config.stake_minor, config.currency), config.rules
        )
        return name

    def balances(self, seats: int) -> Balances:
        if self.session_id is None:
            return Balances(tuple(0 for _ in range(seats)), self.config.currency, 0)
        session = self.ledger.session(self.session_id)
        balances = list(session.balances)
        for rnd in self.unrecorded:
            assert rnd.result is not None
            for seat, units in enumerate(rnd.result.net):
                balances[seat] += units * self.config.stake_minor
        return Balances(
            tuple(balances), session.currency, session.rounds_played + len(self.unrecorded)
        )

    def record_kept(self, round_number: int) -> str:
        """Record the finished rounds the ledger has not taken yet, in order
        (`round_number`: the last one's). One it cannot take is kept, counted
        in the balances the players see, and tried again at the next round's
        end and at close; what went wrong is returned, "" if nothing."""
        assert self.session_id is not None
        try:
            self.ledger.record_kept_rounds()  # those a restart found on disk first
            while self.unrecorded:
                rnd = self.unrecorded[0]
                self.ledger.record_once(self.session_id, rnd)
                self.unrecorded.pop(0)
                self._on_disk.discard(id(rnd))
        except (sqlite3.Error, OSError, LedgerError) as error:
            if not self.unrecorded:
                return (
                    f"ROUNDS NOT RECORDED YET: rounds kept on disk could not be recorded ({error})"
                )
            number = round_number - len(self.unrecorded) + 1
            where = min(self._keep(waiting) for waiting in self.unrecorded)
            return (
                f"ROUND NOT RECORDED YET: round {number} could not be recorded"
                f" in the ledger ({error}); it is kept{where} and tried again"
            )
        return ""

    def _keep(self, rnd: Round) -> str:
        """Keep a round the ledger did not take on disk too (once), so that a
        host stopped meanwhile records it at its next start; where it is."""
        assert self.session_id is not None
        if id(rnd) in self._on_disk:
            return " on disk"
        try:
            self.ledger.keep_finished_round(self.session_id, rnd)
        except (OSError, ValueError) as error:
            return f" in memory only ({error})"
        self._on_disk.add(id(rnd))
        return " on disk"

    def csv(self, decimal_comma: bool) -> str:
        """The session so far as CSV ("" before the first deal)."""
        if self.session_id is None:
            return ""
        session = self.ledger.session(self.session_id)
        key = (session.name, session.rounds_played, decimal_comma)
        if self._csv is None or self._csv[0] != key:
            text = csv_text(session, self.ledger.rounds(self.session_id), decimal_comma)
            self._csv = (key, text)
        return self._csv[1]
