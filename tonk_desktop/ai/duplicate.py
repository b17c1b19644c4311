"""Duplicate play: the same cards, played again by the computer in your seat.

In Tonk a good player loses many rounds and a poor one wins many. Bridge sets
the luck of the deal aside by duplicate scoring: the same cards, played again
by others. `play_duplicate(job)` does that for one finished round:

- The round is dealt again from its hand history's deck and dealer (the same
  house rules), with a computer player of each of `LEVELS_TRIED` (hard, then
  normal) in the player's seat and the same opponents: each opponent seat is
  played by a computer player of the kind it was (`DuplicateJob.kinds`); a
  person's seat by normal (`STAND_IN`), which the result lists
  (`DuplicateResult.stand_ins`) so the view can say so.
- Each level plays the round `replays` times. Replay k gives every player at
  the table its own seed, `replay_seed(job.seed, k, seat)`: the opponents'
  and the seat's random choices vary from one replay to the next, and hard
  and normal face the same opponents (the same seeds) in replay k. Every
  player is fresh (it learned from no earlier round) and hard searches
  without its clock (`duplicate_bot`: its one-second cap, meant for a slow
  machine at the table, would cut the search wherever the machine is busy),
  so the result is deterministic for its job: the same on every computer,
  whether it runs in the analysis process or not.
- The result: the player's actual net, each level's nets, and the split of
  the actual net into "the cards" (hard's mean net on these cards: what the
  computer got from them) and "the play" (the actual net minus that).

A replay that nobody ends within `MAX_ACTIONS` (the players keep taking the
discard) is left out of the means and counted (`unfinished`). Pure Python,
no Qt: it runs in the coach's analysis process (`coach_process.DuplicateJob`).
A session's rounds run as one job (`SessionDuplicateJob`,
`play_session_duplicate`), their results kept per round and summed
(`SessionDuplicate`).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from tonk_desktop.engine import Level, Round, is_level
from tonk_desktop.engine.history import HandHistory

from . import make_bot
from .base import Bot, derived_seed
from .coach import Cancelled
from .hard import HardBot, HardSettings

LEVELS_TRIED: Final[tuple[Level, ...]] = ("hard", "normal")
"""The levels that play the player's seat: the first is the one "the cards" measure by."""

STAND_IN: Final[Level] = "normal"
"""The level that plays an opponent's seat a person played."""

DEFAULT_REPLAYS: Final = 8
"""Replays a level plays of one round, by default (each with other seeds)."""

MAX_ACTIONS: Final = 3000
"""A replay stopped here is unfinished (as `tonk-sim` stops a round)."""

Progress = Callable[[int, int], None]
Stopped = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class DuplicateJob:
    """Replay `history` with the computer in `seat`. `kinds` is each seat's
    kind as it was played: a level or style, or None for a person (the seat's
    own entry is not used). `seed` fixes every replay's seeds."""

    history: HandHistory
    seat: int
    kinds: tuple[Level | None, ...]
    replays: int = DEFAULT_REPLAYS
    seed: int = 0

    def __post_init__(self) -> None:
        players = self.history.rules.players
        if not 0 <= self.seat < players:
            raise ValueError(f"no seat {self.seat} among {players} players")
        if len(self.kinds) != players:
            raise ValueError(f"{len(self.kinds)} seat kinds for {players} players")
        for kind in self.kinds:
            if kind is not None and not is_level(kind):
                raise ValueError(f"no such level: {kind!r}")
        if self.replays < 1:
            raise ValueError("a duplicate run needs at least one replay")


@dataclass(frozen=True, slots=True)
class DuplicateResult:
    """What the computer got on the cards of one round in `seat`.

    `actual` is the player's net in the round (in stake units, as
    `RoundResult.net`); `nets[level]` the finished replays' nets of that level
    in the seat, in replay order; `stand_ins` the opponent seats a person
    played, played here by `STAND_IN`; `opponents` the kind each seat was
    played by in the replays (None for the seat itself)."""

    seat: int
    actual: int
    replays: int
    nets: dict[str, tuple[int, ...]]
    opponents: tuple[Level | None, ...]
    stand_ins: tuple[int, ...] = ()
    unfinished: int = 0
    levels: tuple[Level, ...] = field(default=LEVELS_TRIED)

    def mean(self, level: str) -> float:
        """The mean net of `level` in the seat (0.0 when no replay finished)."""
        nets = self.nets.get(level, ())
        return statistics.fmean(nets) if nets else 0.0

    @property
    def cards(self) -> float:
        """The part of the result that was the cards: what the computer (the
        first of `levels`, hard) got on them, on average."""
        return self.mean(self.levels[0])

    @property
    def play(self) -> float:
        """The part that was the play: the actual net less the cards' part."""
        return self.actual - self.cards


@dataclass(frozen=True, slots=True)
class SessionDuplicateJob:
    """Several rounds' duplicate runs (a session's), one after the other."""

    rounds: tuple[DuplicateJob, ...]


@dataclass(frozen=True, slots=True)
class SessionDuplicate:
    """Duplicate results of several rounds (a session): their sums."""

    rounds: tuple[DuplicateResult, ...]

    @property
    def actual(self) -> int:
        return sum(result.actual for result in self.rounds)

    def mean(self, level: str) -> float:
        """The sum over the rounds of `level`'s mean net."""
        return sum(result.mean(level) for result in self.rounds)

    @property
    def cards(self) -> float:
        return sum(result.cards for result in self.rounds)

    @property
    def play(self) -> float:
        return self.actual - self.cards

    @property
    def stand_ins(self) -> bool:
        """Did a normal player stand in for a person in any round?"""
        return any(result.stand_ins for result in self.rounds)


def replay_seed(seed: int, replay: int, seat: int) -> int:
    """The seed of the player in `seat` in replay `replay` of a job seeded `seed`."""
    return derived_seed(seed, "duplicate", replay, seat)


def actual_net(history: HandHistory, seat: int) -> int:
    """The net `seat` had in the round `history` holds; ValueError if it does
    not replay to its end."""
    rnd = Round.deal(history.rules, dealer=history.dealer, deck=history.deck)
    for action in history.actions:
        rnd.apply(action)  # IllegalAction is a ValueError
    if rnd.result is None:
        raise ValueError("the round is not over: there is nothing to compare yet")
    return rnd.result.net[seat]


def opponent_kinds(kinds: Sequence[Level | None], seat: int) -> tuple[Level | None, ...]:
    """Who plays each seat in the replays: the opponents' kinds, a person's
    seat `STAND_IN`, and None for `seat` (the level tried plays it)."""
    return tuple(
        None if index == seat else (kind if kind is not None else STAND_IN)
        for index, kind in enumerate(kinds)
    )


def _play(
    history: HandHistory, players: Sequence[Bot], cancelled: Stopped | None
) -> tuple[int, ...] | None:
    """Each seat's net when `players` play `history`'s deal out; None when the
    round did not end within `MAX_ACTIONS`."""
    rnd = Round.deal(history.rules, dealer=history.dealer, deck=history.deck)
    for _ in range(MAX_ACTIONS):
        if rnd.result is not None:
            return rnd.result.net
        if cancelled is not None and cancelled():
            raise Cancelled
        player = rnd.current
        rnd.apply(players[player].choose(rnd.view(player)))
    return rnd.result.net if rnd.result is not None else None


def duplicate_bot(level: str, seed: int) -> Bot:
    """The computer player of `level` that duplicate play seats: `make_bot`'s,
    but hard without its clock, so a replay never depends on how busy the
    machine is."""
    if level == "hard":
        return HardBot(seed, HardSettings(time_budget=math.inf))
    return make_bot(level, seed)


def play_duplicate(
    job: DuplicateJob,
    progress: Progress | None = None,
    cancelled: Stopped | None = None,
) -> DuplicateResult:
    """The duplicate result of `job` (module docstring). `progress(done, total)`
    after each replay; `Cancelled` (the coach's) once `cancelled()` says so (it is
    asked before every decision); ValueError for a round that does not replay."""
    history, seat = job.history, job.seat
    actual = actual_net(history, seat)
    seated = opponent_kinds(job.kinds, seat)
    total = job.replays * len(LEVELS_TRIED)
    nets: dict[str, list[int]] = {level: [] for level in LEVELS_TRIED}
    unfinished = done = 0
    for replay in range(job.replays):
        for level in LEVELS_TRIED:
            players = [
                duplicate_bot(level if kind is None else kind, replay_seed(job.seed, replay, index))
                for index, kind in enumerate(seated)
            ]
            net = _play(history, players, cancelled)
            if net is None:
                unfinished += 1
            else:
                nets[level].append(net[seat])
            done += 1
            if progress is not None:
                progress(done, total)
    return DuplicateResult(
        seat=seat,
        actual=actual,
        replays=job.replays,
        nets={level: tuple(found) for level, found in nets.items()},
        opponents=seated,
        stand_ins=tuple(
            index for index, kind in enumerate(job.kinds) if index != seat and kind is None
        ),
        unfinished=unfinished,
    )


def play_session_duplicate(
    job: SessionDuplicateJob,
    progress: Progress | None = None,
    cancelled: Stopped | None = None,
) -> SessionDuplicate:
    """Each round's `play_duplicate`, in order; `progress(done, total)` counts
    the replays of every round together."""
    total = sum(item.replays * len(LEVELS_TRIED) for item in job.rounds)
    before = 0

    def step(done: int, _total: int) -> None:
        if progress is not None:
            progress(before + done, total)

    results = []
    for item in job.rounds:
        results.append(play_duplicate(item, step, cancelled))
        before += item.replays * len(LEVELS_TRIED)
    return SessionDuplicate(tuple(results))


__all__ = [
    "DEFAULT_REPLAYS",
    "LEVELS_TRIED",
    "MAX_ACTIONS",
    "STAND_IN",
    "DuplicateJob",
    "DuplicateResult",
    "SessionDuplicate",
    "SessionDuplicateJob",
    "actual_net",
    "duplicate_bot",
    "opponent_kinds",
    "play_duplicate",
    "play_session_duplicate",
    "replay_seed",
]
