"""Statistics over recorded rounds, and settling up with the fewest transfers."""

from __future__ import annotations

import json
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
    summary = SessionSummary(len(seats))
    for record in rounds:
        summary.add(record)
    return summary.stats(seats)


# The balance chart keeps at most this many stretches of rounds a player: past
# it, two neighbouring stretches merge into one (their lowest, highest and last
# balance), so a session of any length is drawn from a few hundred points a
# player -- about one a pixel of a dock's chart.
CHART_BUCKETS = 128


class SessionSummary:
    """A session's statistics and its balance chart, kept up to date one round
    at a time (`add`), so that neither ever needs every round read again: at
    200,000 rounds that took seconds. Saved in the ledger as JSON (`to_json`)."""

    def __init__(self, players: int) -> None:
        self.rounds = 0
        self.through = 0  # the number of the last round counted
        self.endings: Counter[str] = Counter()
        self.biggest_swing = 0
        self.biggest_swing_round: int | None = None
        self.money_moved = 0
        self.wins_by_kind: list[Counter[str]] = [Counter() for _ in range(players)]
        self.streak = [0] * players
        self.longest = [0] * players
        self.caught = [0] * players
        self.biggest_win = [0] * players
        self.biggest_loss = [0] * players
        self.net = [0] * players
        # The chart: each player's balance (won or lost: 0 before the first
        # round), for each stretch of `step` rounds: [lowest, highest, last,
        # lowest came first].
        self.step = 1
        self.buckets: list[list[list[int]]] = [[] for _ in range(players)]

    def add(self, record: RoundRecord) -> None:
        """Count one more settled round (the rounds come in play order)."""
        self.rounds += 1
        self.through = record.number
        self.endings[record.kind] += 1
        self.money_moved += sum(p.amount for p in record.payments)
        for seat, change in enumerate(record.changes):
            if abs(change) > self.biggest_swing:
                self.biggest_swing, self.biggest_swing_round = abs(change), record.number
            self.net[seat] += change
            self.biggest_win[seat] = max(self.biggest_win[seat], change)
            self.biggest_loss[seat] = max(self.biggest_loss[seat], -change)
            if seat in record.winners:
                self.wins_by_kind[seat][record.kind] += 1
                self.streak[seat] += 1
                self.longest[seat] = max(self.longest[seat], self.streak[seat])
            else:
                self.streak[seat] = 0
            if record.kind == "caught" and record.knocker == seat:
                self.caught[seat] += 1
        self._chart(record.balances)

    def _chart(self, balances: Sequence[int]) -> None:
        opens = (self.rounds - 1) % self.step == 0  # the round starts a new stretch
        for seat, balance in enumerate(balances):
            series = self.buckets[seat]
            if opens:
                series.append([balance, balance, balance, 1])
                continue
            bucket = series[-1]
            if balance < bucket[0]:
                bucket[0], bucket[3] = balance, 0
            if balance > bucket[1]:
                bucket[1], bucket[3] = balance, 1
            bucket[2] = balance
        if len(self.buckets[0]) > CHART_BUCKETS and (self.rounds % (2 * self.step)) == 0:
            self.step *= 2
            self.buckets = [_merged(series) for series in self.buckets]

    def stats(self, seats: Sequence[Seat]) -> SessionStats:
        players = tuple(
            PlayerStats(
                seat=index,
                name=seat.name,
                rounds=self.rounds,
                wins=sum(self.wins_by_kind[index].values()),
                wins_by_kind=dict(self.wins_by_kind[index]),
                tonk_outs=self.wins_by_kind[index]["tonk_out"],
                times_caught=self.caught[index],
                biggest_win=self.biggest_win[index],
                biggest_loss=self.biggest_loss[index],
                longest_winning_streak=self.longest[index],
                net=self.net[index],
            )
            for index, seat in enumerate(seats)
        )
        return SessionStats(
            rounds=self.rounds,
            endings=dict(self.endings),
            biggest_swing=self.biggest_swing,
            biggest_swing_round=self.biggest_swing_round,
            money_moved=self.money_moved,
            players=players,
        )

    def chart_points(self) -> list[list[tuple[int, int]]]:
        """Each player's balance as (round number, balance) points: the start,
        then every round, or, in a long session, each stretch's lowest and
        highest balance in the order they came and its last one."""
        points: list[list[tuple[int, int]]] = []
        for series in self.buckets:
            line = [(0, 0)]
            for index, (low, high, last, low_first) in enumerate(series):
                end = min(self.rounds, (index + 1) * self.step)
                if self.step == 1:
                    line.append((end, last))
                    continue
                middle = (index * self.step + 1 + end) // 2
                first, second = (low, high) if low_first else (high, low)
                line += [(middle, first), (middle, second), (end, last)]
            points.append(line)
        return points

    def to_json(self) -> str:
        return json.dumps(
            {
                "rounds": self.rounds,
                "through": self.through,
                "endings": self.endings,
                "swing": [self.biggest_swing, self.biggest_swing_round],
                "moved": self.money_moved,
                "wins": self.wins_by_kind,
                "streak": self.streak,
                "longest": self.longest,
                "caught": self.caught,
                "win": self.biggest_win,
                "loss": self.biggest_loss,
                "net": self.net,
                "step": self.step,
                "buckets": self.buckets,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str, players: int) -> SessionSummary:
        """A saved summary; ValueError (or KeyError, TypeError) if it does not
        fit a session of `players` players."""
        data = json.loads(text)
        summary = cls(players)
        summary.rounds = int(data["rounds"])
        summary.through = int(data["through"])
        summary.endings = Counter({str(k): int(v) for k, v in data["endings"].items()})
        summary.biggest_swing, summary.biggest_swing_round = data["swing"]
        summary.money_moved = int(data["moved"])
        summary.wins_by_kind = [Counter(w) for w in data["wins"]]
        summary.streak = list(data["streak"])
        summary.longest = list(data["longest"])
        summary.caught = list(data["caught"])
        summary.biggest_win = list(data["win"])
        summary.biggest_loss = list(data["loss"])
        summary.net = list(data["net"])
        summary.step = int(data["step"])
        summary.buckets = data["buckets"]
        lists = (
            summary.wins_by_kind,
            summary.streak,
            summary.longest,
            summary.caught,
            summary.biggest_win,
            summary.biggest_loss,
            summary.net,
            summary.buckets,
        )
        if any(len(values) != players for values in lists) or summary.step < 1:
            raise ValueError("the saved summary does not fit its session")
        return summary


def _merged(series: list[list[int]]) -> list[list[int]]:
    """Neighbouring stretches of a chart series joined two by two."""
    merged = []
    for index in range(0, len(series), 2):
        pair = series[index : index + 2]
        low = min(pair, key=lambda bucket: bucket[0])
        high = max(pair, key=lambda bucket: bucket[1])
        low_first = low[3] if low is high else int(pair.index(low) < pair.index(high))
        merged.append([low[0], high[1], pair[-1][2], low_first])
    return merged


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
