"""Recording `tonk-sim` rounds into a ledger, the way the game records its own.

tonk-sim rotates the bots around the seats on every deal, so a seat is not a
player. The session's players are the bots; each result is translated from
table seats to bots before it is settled. The hand history kept with a round
is the round as dealt, in table seats (replay it with `tonk-replay`)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from tonk_desktop.engine import LEVELS, HouseRules, Payment, RoundResult, Seat, is_level
from tonk_desktop.ledger import Ledger, Money, RoundRecord

from .simulation import SimRound

SIM_STAKE = Money(100, "USD")  # one unit of the sim's tables is shown as 1.00


def result_for_players(result: RoundResult, seating: Sequence[int]) -> RoundResult:
    """The same result with each table seat replaced by the player sitting there
    (`seating[seat]` is the player's index)."""
    players = len(seating)
    payments = [Payment(seating[p.payer], seating[p.payee], p.units) for p in result.payments]
    totals = [0] * players
    for seat, total in enumerate(result.totals):
        totals[seating[seat]] = total
    return RoundResult.settle(
        result.kind,
        tuple(seating[w] for w in result.winners),
        payments,
        tuple(totals),
        seating[result.knocker] if result.knocker is not None else None,
        result.units,
    )


class SimRecorder:
    """An `on_round` callback that settles each finished round into a new session
    of `ledger` whose players are the bots, named by `labels`."""

    def __init__(
        self, ledger: Ledger, labels: Sequence[str], levels: Sequence[str], rules: HouseRules
    ) -> None:
        self.ledger = ledger
        stamp = datetime.now().strftime("%Y-%m-%d %H:%M:%S")
        seats = []
        for label, level in zip(labels, levels, strict=True):
            if not is_level(level):
                raise ValueError(f"no such level: {level!r} (choose {', '.join(LEVELS)})")
            seats.append(Seat(label, level))
        self.session_id = ledger.create_session(
            f"tonk-sim {stamp}",
            seats,
            SIM_STAKE,
            rules,
        )
        self.recorded = 0
        self.skipped = 0

    def __call__(self, played: SimRound) -> RoundRecord | None:
        rnd = played.round
        if not played.finished or rnd.result is None:
            self.skipped += 1  # stopped at the action limit: nobody paid
            return None
        record = self.ledger.record_round(
            self.session_id,
            result_for_players(rnd.result, played.seating),
            dealer=played.seating[rnd.dealer],
            history=rnd.to_history(),
        )
        self.recorded += 1
        return record
