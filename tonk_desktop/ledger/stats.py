"""Statistics over recorded rounds, and settling up with the fewest transfers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Seat
from .records import RoundRecord


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's record over a session. Money in minor units."""

    seat: int
    name: str
    rounds: int
    wins: int
    wins_by_kind: dict[str, int]
    tonk_outs: int
    times_caught: int
    biggest_win: int  # the largest gain in one round, 0 if never ahead in a round
    biggest_loss: int  # the largest loss in one round as a positive amount, 0 if none
    longest_winning_streak: int
    net: int  # won minus lost over the session: the balance (a bankroll is never in it)


@dataclass(frozen=True, slots=True)
class SessionStats:
    rounds: int
    endings: dict[str, int]  # how many rounds ended each way
    biggest_swing: int  # the most one player won or lost in a single round
    biggest_swing_round: int | None
    money_moved: int  # the sum of every payment
    players: tuple[PlayerStats, ...]


def session_stats(seats: Sequence[Seat], rounds: Sequence[RoundRecord]) -> SessionStats:
    """Everything the statistics view shows, from the rounds in play order."""
    players = tuple(_player_stats(seat, seats[seat].name, rounds) for seat in range(len(seats)))
    swing, swing_round = 0, None
    for record in rounds:
        for change in record.changes:
            if abs(change) > swing:
                swing, swing_round = abs(change), record.number
    return SessionStats(
        rounds=len(rounds),
        endings=dict(Counter(record.kind for record in rounds)),
        biggest_swing=swing,
        biggest_swing_round=swing_round,
        money_moved=sum(p.amount for record in rounds for p in record.payments),
        players=players,
    )


def _player_stats(seat: int, name: str, rounds: Sequence[RoundRecord]) -> PlayerStats:
    wins_by_kind: Counter[str] = Counter()
    streak = longest = caught = 0
    biggest_win = biggest_loss = net = 0
    for record in rounds:
        change = record.changes[seat]
        net += change
        biggest_win = max(biggest_win, change)
        biggest_loss = max(biggest_loss, -change)
        if seat in record.winners:
            wins_by_kind[record.kind] += 1
            streak += 1
            longest = max(longest, streak)
        else:
            streak = 0
        if record.kind == "caught" and record.knocker == seat:
            caught += 1
    return PlayerStats(
        seat=seat,
        name=name,
        rounds=len(rounds),
        wins=sum(wins_by_kind.values()),
        wins_by_kind=dict(wins_by_kind),
        tonk_outs=wins_by_kind["tonk_out"],
        times_caught=caught,
        biggest_win=biggest_win,
        biggest_loss=biggest_loss,
        longest_winning_streak=longest,
        net=net,
    )


@dataclass(frozen=True, slots=True)
class Transfer:
    """At the end: `payer` hands `payee` `amount` minor units."""

    payer: int
    payee: int
    amount: int


# Above this many players still owed or owing, finding the best grouping
# (2**n subsets) stops being instant; plain greedy is used instead.
_EXACT_LIMIT = 16


def settle_up(nets: Sequence[int]) -> list[Transfer]:
    """Who pays whom so that everyone ends square, in the fewest transfers.

    `nets[i]` is what player i won (positive) or lost (negative); they must sum
    to zero. Within a group of players whose nets sum to zero, the greedy rule
    (the largest debtor pays the largest creditor as much as possible) needs at
    most size - 1 transfers; splitting the players into as many zero-sum groups
    as possible first makes the total the least possible."""
    if sum(nets) != 0:
        raise ValueError(f"the winnings and losses do not cancel out: they sum to {sum(nets)}")
    open_seats = [seat for seat, net in enumerate(nets) if net != 0]
    if len(open_seats) > _EXACT_LIMIT:
        return _greedy(nets, open_seats)
    transfers: list[Transfer] = []
    for group in _zero_sum_groups([nets[seat] for seat in open_seats]):
        transfers += _greedy(nets, [open_seats[i] for i in group])
    return transfers


def _greedy(nets: Sequence[int], seats: Sequence[int]) -> list[Transfer]:
    owed = {seat: nets[seat] for seat in seats}
    transfers: list[Transfer] = []
    while True:
        creditor = max(owed, key=lambda s: (owed[s], -s), default=None)
        debtor = min(owed, key=lambda s: (owed[s], s), default=None)
        if creditor is None or debtor is None or owed[creditor] <= 0:
            return transfers
        amount = min(owed[creditor], -owed[debtor])
        transfers.append(Transfer(debtor, creditor, amount))
        owed[creditor] -= amount
        owed[debtor] += amount


def _zero_sum_groups(values: Sequence[int]) -> list[list[int]]:
    """Split indices of `values` (summing to 0) into the most zero-sum groups.

    best[mask] = the most zero-sum groups a sequence of exactly the players in
    `mask` can be cut into; adding a player i to a mask that then sums to 0
    closes one more group."""
    n = len(values)
    full = (1 << n) - 1
    total = [0] * (1 << n)
    best = [0] * (1 << n)
    for mask in range(1, full + 1):
        low = mask & -mask
        total[mask] = total[mask ^ low] + values[low.bit_length() - 1]
        best[mask] = max(best[mask ^ (1 << i)] for i in range(n) if mask >> i & 1)
        if total[mask] == 0:
            best[mask] += 1
    # Walk back from the full set, peeling players off in an order that keeps
    # the best count; cut wherever the remaining set sums to zero.
    groups: list[list[int]] = []
    current: list[int] = []
    mask = full
    while mask:
        drop = next(
            i
            for i in range(n)
            if mask >> i & 1
            and best[mask ^ (1 << i)] + (1 if total[mask] == 0 else 0) == best[mask]
        )
        current.append(drop)
        mask ^= 1 << drop
        if total[mask] == 0:
            groups.append(current)
            current = []
    return groups
