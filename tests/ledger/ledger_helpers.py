"""Helpers for the ledger tests: rounds really played by the engine."""

from __future__ import annotations

import random

from tonk_desktop.engine import HouseRules, Round, RoundResult


def play_round(rules: HouseRules, dealer: int, seed: int) -> Round:
    """A round played to the end by random legal moves (knocks end it soon)."""
    rng = random.Random(seed)
    rnd = Round.deal(rules, dealer=dealer, rng=rng)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    return rnd


def result_of(
    kind: str, payments: list[tuple[int, int, int]], players: int = 3, **kw: object
) -> RoundResult:
    from tonk_desktop.engine import Payment

    return RoundResult.settle(
        kind,  # type: ignore[arg-type]
        tuple(kw.pop("winners", ())),  # type: ignore[arg-type]
        [Payment(*p) for p in payments],
        tuple(kw.pop("totals", (10,) * players)),  # type: ignore[arg-type]
        **kw,  # type: ignore[arg-type]
    )
