"""The coach: which decisions of a finished round cost a player, judged from
what that player could see at the time.

`review_round(history, seat)` replays a hand history and, at every decision
of `seat` with a real choice, asks `Coach.judge` to value the moves that
mattered. `judge` is given the seat's `RoundView` and nothing else (never a
hidden card), and values each candidate move with the hard player's search:
deals of the unseen cards weighted by how likely the opponents' last turns
made them (`HardBot.playout_deals`), and on each deal a playout of every
candidate (`HardBot.playout_values`): the same deals, and the same
deterministic playout policy from them, for every candidate, so the
differences between moves are paired. A move that ends the round (a knock, a
dealt 49 declared, a declined discard) is valued exactly on each deal.

The candidates are the move the player made, every move before the draw, and
after the draw the normal player's best few (its turn search's costs within
`window` points of its best, never a discard that keeps a lone card worth
more). A comparison can be left alone (`comparison`,
`CoachSettings.unjudged`; none is by default: with the fitted playouts the
stock against the pile and keeping back a spread or a hit gain when
followed too), but for the move the hint would have shown
(`Coach.hint_move`, the hard player of `HINT_SEED`), which is weighed
whatever its kind. The cost
of a decision is value(best) - value(chosen), in stake units, with the
standard error of that paired difference, measured on half of the
deals after the best was picked on the other half (`held_out_cost`: the best
of several noisy values, reported on the deals that picked it, overstates
what it gains: the winner's curse). The search is spent where the verdict
is unsure: after a batch of `samples` deals, a decision whose mark or no
mark is not yet clear (the lowest threshold within `decided` standard errors
of its cost, or of the best other move's difference over all the deals) gets
another batch of fresh deals from the same seeded stream, pooled with the
others, up to `batches` batches; a marked one whose class is not yet clear
(another threshold within `decided` standard errors of its cost), up to
`class_batches` (`_search_on`). And most decisions, far from any mark, end
sooner: each batch is played out `part` deals at a time, and a decision
that is clearly no mark after a part of its first batch (`clear` standard
errors below the lowest threshold), or clear either way after a part of a
later one, is not played out further (`_clear_within`; a decision that is
not gets every deal of its batch, and the very figures of the batch played
at once). Another process may play every other part (`PartHelper`: it
deals the same batches, `Batches`), with the same figures. In the
playouts each player draws from a stream of the stock of their own
(`streams`), so that two moves' playouts draw the same cards and differ
less by chance. A decision is
marked when it costs at least `thresholds[0]` units and at least
`significance` standard errors: "inaccuracy", "mistake" or "blunder" by
`thresholds` (docs/ai.md, "The coach", says why these).

Each mark carries a reason (`Reason`: a code and its facts, all taken from
the view: the cards a player took from the pile, the chance the deals gave a
knock to be caught...), which the window puts into words in the reader's
language, and, separately, hindsight (`Hindsight`): what the better move
would have given with the cards as they really lay, every player then playing
the search's simple playout policy.

Every decision's randomness comes from `decision_rng(settings.seed, view)`,
so a review is a pure function of the round and the seat, and two rounds that
look the same from the seat get the same marks. `progress(done, total)` is
called after each decision and `cancelled()` before it: a worker thread can
show progress and stop (`Cancelled`).
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal, Protocol

from tonk_desktop.engine import (
    Action,
    Card,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    IllegalAction,
    Knock,
    LaySpread,
    Round,
    RoundView,
)
from tonk_desktop.engine.history import HandHistory

from .base import decision_rng, forced_move, hand_total
from .exact_start import ExactStartPolicy
from .fitted import FittedPolicy
from .hard import HINT_SEED, HardBot, HardSettings, keeps_lone_higher, outcome
from .normal import NormalBot, NormalWeights
from .rollout import ExactKnockPolicy, NormalKnockPolicy, RolloutPolicy
from .sampling import partnered

Mark = Literal["inaccuracy", "mistake", "blunder"]
MARKS: Final[tuple[Mark, ...]] = ("inaccuracy", "mistake", "blunder")
COACH_SEED: Final = 1812
# `CoachSettings.calibration`: the share of the search's differences the
# coach's marks gained when followed: with the fitted playouts, all of it
# (docs/ai.md, "How far the costs hold"; the rollout playouts' was 0.7).
CALIBRATION: Final = 1.0
# `CoachSettings.playouts`: the playout policies a coach can play its deals
# out with.
PLAYOUTS: Final[dict[str, type[RolloutPolicy]]] = {
    "rollout": RolloutPolicy,
    "normal-knock": NormalKnockPolicy,
    "exact-knock": ExactKnockPolicy,
    "exact-start": ExactStartPolicy,
    "fitted": FittedPolicy,
}


class Cancelled(Exception):
    """The review was cancelled (`cancelled()` returned True)."""


@dataclass(frozen=True, slots=True)
class CoachSettings:
    """How much the coach searches, and where it draws its lines."""

    samples: int = 640  # deals played out in a batch (every candidate on each)
    weighed: int = 1280  # weighted deals drawn for a batch, resampled to `samples`
    # A decision whose mark or no mark is not yet clear gets more batches, up
    # to this many in all (`Coach.judge`, `_search_on`); "clear": the lowest
    # threshold lies more than `decided` standard errors from its held-out
    # cost and from the best other move's difference.
    batches: int = 8
    decided: float = 2.0
    # A marked decision whose class is not yet clear (another threshold within
    # `decided` standard errors of its cost) gets more batches only while
    # fewer than this many are done: the lines between the classes say how
    # bad a mark is, not whether it is one (`_search_on`).
    class_batches: int = 2
    # Each batch is played out `part` deals at a time (0: whole); once its
    # decision is clear (`_clear_within`: in the first batch, clearly no mark,
    # the held-out cost and the best other move's difference each `clear`
    # standard errors below the lowest threshold on the calibrated scale; in
    # a later one, its mark or no mark, and a mark's class, clear at `clear`
    # standard errors), the rest is not played out: most decisions are far
    # from any mark, and this is where their search went.
    part: int = 160
    clear: float = 3.0
    candidates: int = 4  # moves valued per decision after the draw, the player's included
    window: float = 8.0  # the normal player's costs (points) within this of its best
    # Lower bounds of "inaccuracy", "mistake", "blunder", in stake units.
    thresholds: tuple[float, float, float] = (0.1, 0.3, 0.8)
    significance: float = 2.0  # a mark's cost is at least this many standard errors
    # Comparisons the coach leaves alone (`comparison`): "draw", the stock
    # against the pile; "hold", keeping back a spread or a hit. None by
    # default: with the rollout playouts its marks there lost what they cost
    # when followed, with the fitted ones they gain (docs/ai.md, "How far
    # the costs hold").
    unjudged: tuple[str, ...] = ()
    # What the search's difference between two moves is worth when a player
    # follows the coach: marks are picked where the difference looks large,
    # and the playouts' own error (not the deals', which more search
    # removes) is part of what made it look large. Followed by a normal
    # player, the marks on the calibration deals gained this share of their
    # costs (docs/ai.md, "How far the costs hold"); every cost and its error
    # are multiplied by it.
    calibration: float = CALIBRATION
    # A move that plays on is valued this much lower when a knock is among
    # the candidates: the playouts are a little optimistic about playing on
    # against a knock (the hard player's `knock_margin`). Tried at 0 with the
    # fitted playouts and not kept: on 1,118 fresh deals the marks it added,
    # "knock, better: play on", gained little, and all the marks together
    # gained two thirds of their costs (docs/ai.md, "The knock against
    # playing on").
    playout_optimism: float = 0.1
    # A knock's value on each deal where it is caught is lowered by this many
    # units more: the deals' chance of a catch is short where a knock looks
    # good, as the hard player found (`HardSettings.knock_margin_per_caught`,
    # whose figure this is): a knock the deals call a likely catch must win
    # clearly. Without it, the marks "stock, better: knock" lost what they
    # cost when followed (docs/ai.md, "The knock against playing on").
    knock_per_caught: float = HardSettings().knock_margin_per_caught
    # The playout policy (`PLAYOUTS`): "rollout", the hard player's own;
    # "normal-knock", the same with the normal player's knocks
    # (`NormalKnockPolicy`), closer to normal play where the stock is
    # weighed against the pile (docs/ai.md, "How far the costs hold");
    # "exact-knock", the same knocks at a fraction of their price
    # (`ExactKnockPolicy`: the knock model's chance counted, not dealt);
    # "exact-start", those knocks and the normal player's own choice of the
    # stock or the pile (`ExactStartPolicy`), closer again where a spread
    # is weighed against keeping it; "fitted", both decisions by rules
    # fitted to the normal player's (`FittedPolicy`), near the rollout
    # policy's price: the default, with which the marks gain about what
    # they cost, the draws and the spreads kept included.
    playouts: str = "fitted"
    # Each player draws from a stream of the stock of their own in the
    # playouts (`streams.StreamStock`): two moves' playouts draw the same
    # cards, and their difference is less noisy (False: the stock as dealt).
    streams: bool = True
    seed: int = COACH_SEED

    def scaled(self, factor: int) -> CoachSettings:
        """The same coach with `factor` times the search (for the benchmark):
        each batch `factor` times larger, the same rule for adding batches."""
        return dataclasses.replace(
            self,
            samples=self.samples * factor,
            weighed=self.weighed * factor,
            part=self.part * factor,
        )


@dataclass(frozen=True, slots=True)
class MoveValue:
    """One candidate move: its mean value (stake units, for the player) over
    the deals, and the standard error of its difference from the move made."""

    action: Action
    value: float
    error: float


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a decision was marked: a code and its facts, put into words by the
    window (`ui/review/coach_panel.py`). Facts are ints, floats, Cards, tuples
    of Cards, seats (ints named `player`) or Actions."""

    code: str
    params: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Hindsight:
    """With the cards as they really lay: what `action` (the coach's better
    move) would have won, every player then playing the playout policy
    (`exact`: the move ended the round at once, so nothing was played out),
    against what the round really gave the player (`actual`)."""

    action: Action
    net: float
    actual: int
    exact: bool


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat. `step`: the position it was taken
    in (the round after `step` actions; the move is action `step + 1`)."""

    step: int
    chosen: Action
    best: Action
    values: tuple[MoveValue, ...]
    cost: float  # value(best) - value(chosen), units, >= 0, measured apart from the pick
    error: float  # the standard error of `cost`
    mark: Mark | None
    reason: Reason | None
    top: Card | None = None  # the discard pile's top card when it was taken
    hindsight: Hindsight | None = None
    # the deals played out to judge it (batches of `samples`, the last perhaps cut short in `part`s)
    deals: int = 0
    hint: Action | None = None  # the move the hint (Play ▸ Hint) would have shown


@dataclass(frozen=True, slots=True)
class RoundReview:
    """A round's review for one seat: every decision the coach valued (those
    with more than one move that mattered), in order."""

    seat: int
    decisions: tuple[Decision, ...]
    choices: int  # decisions with more than one legal move

    @property
    def marks(self) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.mark is not None)

    @property
    def cost(self) -> float:
        """The round's estimated cost: the marked decisions' costs added up."""
        return sum(d.cost for d in self.marks)

    def biggest(self) -> list[Decision]:
        """The marked decisions, the costliest first."""
        return sorted(self.marks, key=lambda d: (-d.cost, d.step))


def classify_cost(cost: float, error: float, settings: CoachSettings) -> Mark | None:
    """The mark a decision of this cost and standard error earns."""
    low, middle, high = settings.thresholds
    if cost < low or cost < settings.significance * error:
        return None
    if cost >= high:
        return "blunder"
    if cost >= middle:
        return "mistake"
    return "inaccuracy"


def undecided(cost: float, error: float, settings: CoachSettings) -> bool:
    """Whether more search could change the class of a decision of this cost:
    a threshold lies within `settings.decided` standard errors of it."""
    return any(_near(line, cost, error, settings.decided) for line in settings.thresholds)


def _near(line: float, value: float, error: float, reach: float) -> bool:
    """Does `line` lie within `reach` standard errors `error` of `value`?"""
    return value - reach * error < line <= value + reach * error


class PartHelper(Protocol):
    """Another process that plays out parts of a decision's batches while the
    one judging it plays others (`Coach.judge`): it deals the same batches
    from the same view (`Batches`), so its rows are the very rows the judging
    process would play."""

    def ask(self, moves: list[Action], batch: int, start: int, count: int) -> int:
        """Ask for the rows of deals `start` to `start + count` of `batch`, the
        candidates `moves`: a token for `rows`."""
        ...

    def rows(self, token: int) -> list[list[float]] | None:
        """The rows asked for (waiting for them), or None when no process was
        free to play them."""
        ...


class Batches:
    """A decision's batches of deals, drawn in turn from its seeded stream
    (`decision_rng`, from the view alone: each batch a pure function of the
    view and its number, and so is the number of deals), and their playouts
    part by part, each deal's row kept for its copies in later parts of its
    batch (the batch's own, by the deals' ids)."""

    def __init__(self, coach: Coach, view: RoundView) -> None:
        self.coach = coach
        self.view = view
        self.rng = decision_rng(coach.settings.seed, view)
        self.found: list[list[Round]] = []
        self.kept: list[dict[int, list[float]]] = []

    def deals(self, batch: int) -> list[Round]:
        """The deals of `batch` (from 0), the ones before it drawn first."""
        while len(self.found) <= batch:
            self.found.append(self.coach.hard.playout_deals(self.view, self.rng))
            self.kept.append({})
        return self.found[batch]

    def play(self, moves: list[Action], batch: int, start: int, count: int) -> list[list[float]]:
        """Each candidate's result on deals `start` to `start + count` of `batch`."""
        settings = self.coach.settings
        return self.coach.hard.playout_values(
            self.view,
            self.deals(batch)[start : start + count],
            moves,
            PLAYOUTS[settings.playouts],
            self.kept[batch],
            settings.streams,
        )

    def keep(self, batch: int, start: int, rows: list[list[float]]) -> None:
        """Rows played elsewhere for deals from `start` of `batch`, kept for copies."""
        kept = self.kept[batch]
        for deal, row in zip(self.deals(batch)[start:], rows, strict=False):
            kept.setdefault(id(deal), list(row))


class Coach:
    """Judges decisions from a seat's view (see the module docstring)."""

    def __init__(self, settings: CoachSettings | None = None) -> None:
        self.settings = settings or CoachSettings()
        hard = HardSettings(samples=self.settings.samples, weighed=self.settings.weighed)
        self.hard = HardBot(self.settings.seed, hard)
        self.normal = NormalBot(self.settings.seed, NormalWeights())
        # The player the window's hint asks (`HINT_SEED`, and like the hint's
        # a player that has learned no table), never cut short by the clock:
        # a review stays a pure function of the round and the seat.
        self.hint = HardBot(HINT_SEED, HardSettings(time_budget=math.inf))

    def hint_move(self, view: RoundView) -> Action:
        """The move the hint (Play ▸ Hint) would have shown in `view`."""
        return self.hint.choose(view)

    def candidates(
        self, view: RoundView, chosen: Action, hint: Action | None = None
    ) -> list[Action]:
        """The moves that mattered: the one made first, then the others, the
        hint's move (`hint`) among them whatever its kind: the coach judges
        the move the hint would have shown, so that where the hint would
        have played otherwise and it is clearly better, that is a mark."""
        found: list[Action] = [chosen]
        if view.phase == "start":
            found.extend(a for a in view.legal if a != chosen)
            return self.judged(chosen, found, hint)
        ranked = self.normal.rank_after_draw(view)
        points = view.rules.points_table()
        if ranked:
            best_cost = ranked[0][1]
            for action, cost in ranked:
                if len(found) >= self.settings.candidates:
                    break
                if action in found or cost > best_cost + self.settings.window:
                    continue
                if (
                    type(action) is Discard
                    and action != ranked[0][0]
                    and keeps_lone_higher(view, action, points)
                ):
                    continue
                found.append(action)
        knock = Knock()
        if knock in view.legal and knock not in found:
            found.append(knock)
        if hint is not None and hint not in found and hint in view.legal:
            found.append(hint)
        return self.judged(chosen, found, hint)

    def judged(
        self, chosen: Action, moves: list[Action], hint: Action | None = None
    ) -> list[Action]:
        """`moves` (the move made first) without those the coach does not
        weigh against the move made (`CoachSettings.unjudged`), but for the
        hint's move `hint`: the hint shows it, so the coach weighs it."""
        unjudged = self.settings.unjudged
        return [
            move
            for index, move in enumerate(moves)
            if index == 0 or move == hint or comparison(chosen, move) not in unjudged
        ]

    def judge(
        self,
        view: RoundView,
        chosen: Action,
        step: int | None = None,
        helper: PartHelper | None = None,
    ) -> Decision | None:
        """Value the moves that mattered at this decision of `view.player`, from
        `view` alone. None when there was nothing to choose (one legal move, or
        a single move that mattered). `step`: the decision's place in the round
        (the number of actions before it; the view's history length if None).
        `helper`: another process that may play parts of the batches
        (`PartHelper`); the figures are the same with it or without."""
        if chosen not in view.legal:
            raise ValueError(f"{chosen} is not a legal move here")
        where = len(view.history) if step is None else step
        if len(view.legal) < 2:
            return None
        forced = forced_move(view)
        if forced is not None and chosen == forced:
            return None  # declaring a dealt 49: the only sensible move, made
        hint = self.hint_move(view)
        moves = self.candidates(view, chosen, hint)
        if len(moves) < 2:
            return None
        settings = self.settings
        ends = [_ends_round(action) for action in moves]
        optimism = settings.playout_optimism if any(ends) and not all(ends) else 0.0
        knocks = [i for i, action in enumerate(moves) if type(action) is Knock]
        per_caught = settings.knock_per_caught
        scale = settings.calibration
        deals: list[Round] = []
        values: list[list[float]] = []
        stream = Batches(self, view)
        for batch in range(max(1, settings.batches)):
            found = stream.deals(batch)
            # Each batch part by part (`CoachSettings.part`). With a helper,
            # every other part is asked of it before the one played here, and
            # its rows taken when their turn comes (None: no process was free,
            # so it is played here): the same rows either way, in the same order.
            step = settings.part if settings.part > 0 else len(found)
            starts = range(0, len(found), step)
            asked: dict[int, int] = {}
            rows: list[list[float]] = []
            for number, start in enumerate(starts):
                if helper is not None and number % 2 == 0 and number + 1 < len(starts):
                    asked[number + 1] = helper.ask(moves, batch, starts[number + 1], step)
                part = None
                if helper is not None and number in asked:
                    part = helper.rows(asked.pop(number))
                    if part is not None:
                        stream.keep(batch, start, part)
                if part is None:
                    part = stream.play(moves, batch, start, step)
                if optimism:
                    for row in part:
                        for index, ended in enumerate(ends):
                            if not ended:
                                row[index] -= optimism
                if knocks and per_caught:
                    for row in part:
                        for index in knocks:
                            if row[index] < 0:
                                row[index] -= per_caught  # (the knock caught on this deal)
                rows.extend(part)
                if start + step < len(found) and _clear_within(
                    values + rows, deals + found[: start + step], settings, batch
                ):
                    found = found[: start + step]
                    break
            deals.extend(found)
            values.extend(rows)
            if not _search_on(values, deals, settings, batch):
                break
        copies = [id(deal) for deal in deals]
        cost, error = held_out_cost(values, _halves(deals), copies)
        cost, error = cost * scale, error * scale
        count = len(values)
        means = [sum(row[i] for row in values) / count for i in range(len(moves))]
        errors = [
            _paired_error([row[i] - row[0] for row in values], copies) for i in range(len(moves))
        ]
        best = max(range(len(moves)), key=lambda i: (means[i], -i))
        if best == 0:
            cost = error = 0.0  # the move made is the best over all the deals
        mark = classify_cost(cost, error, settings)
        scored = tuple(MoveValue(action, means[i], errors[i]) for i, action in enumerate(moves))
        reason = explain(view, chosen, moves[best], deals) if mark is not None else None
        return Decision(
            where,
            chosen,
            moves[best],
            scored,
            cost,
            error,
            mark,
            reason,
            view.discard_top,
            deals=count,
            hint=hint,
        )


def _figures(
    values: Sequence[Sequence[float]], deals: Sequence[Round], settings: CoachSettings
) -> tuple[float, float, float, float]:
    """A decision's held-out cost and its error, and the best other move's
    difference over all the deals and its error, valued so on these deals,
    on the calibrated scale (`CoachSettings.calibration`)."""
    copies = [id(deal) for deal in deals]
    scale = settings.calibration
    cost, error = held_out_cost(values, _halves(deals), copies)
    gap, spread = best_other(values, copies)
    return cost * scale, error * scale, gap * scale, spread * scale


def _in_doubt(figures: tuple[float, float, float, float], low: float, reach: float) -> bool:
    """Is a mark in doubt: the lowest threshold `low` within `reach` standard
    errors of the held-out cost, or of the best other move's difference (the
    held-out cost alone can look sure when both halves pick the move made: no
    difference measured, no error)?"""
    cost, error, gap, spread = figures
    return _near(low, cost, error, reach) or _near(low, gap, spread, reach)


def _search_on(
    values: Sequence[Sequence[float]], deals: Sequence[Round], settings: CoachSettings, batch: int
) -> bool:
    """After batch `batch` (from 0), does a decision valued so on these deals
    need another? While its mark or no mark is in doubt (`_in_doubt`, at
    `settings.decided` standard errors), up to `settings.batches`; once that
    is clear, a marked decision whose class is in doubt (another threshold
    within `decided` standard errors of its cost) only while fewer than
    `settings.class_batches` are done: the lines between the classes say how
    bad a mark is, not whether it is one."""
    figures = _figures(values, deals, settings)
    low = settings.thresholds[0]
    if _in_doubt(figures, low, settings.decided):
        return True
    cost, error = figures[0], figures[1]
    if cost < low:
        return False  # clearly no mark
    return batch + 1 < settings.class_batches and undecided(cost, error, settings)


def _clear_within(
    values: Sequence[Sequence[float]], deals: Sequence[Round], settings: CoachSettings, batch: int
) -> bool:
    """Can batch `batch` stop after a part, the decision valued so on these
    deals? In the first, only when it is clearly no mark: the held-out cost
    and the best other move's difference each `settings.clear` standard
    errors below the lowest threshold (on a part's few deals an error can
    look small by chance, and a mark stopped on them was seen to be none on
    many more). In a later one, when its mark or no mark is clear at `clear`
    standard errors, and a mark's class too."""
    cost, error, gap, spread = figures = _figures(values, deals, settings)
    low = settings.thresholds[0]
    reach = settings.clear
    if batch == 0:
        return cost + reach * error < low and gap + reach * spread < low
    if _in_doubt(figures, low, reach):
        return False
    if cost < low:
        return True
    return not any(_near(line, cost, error, reach) for line in settings.thresholds[1:])


def comparison(chosen: Action, other: Action) -> str | None:
    """The kind of comparison between the move made and another, where the
    coach may leave it alone (`CoachSettings.unjudged`): "draw" (the stock
    against the pile), "hold" (a spread laid or a hit made, against keeping
    the cards and throwing one); None for the others."""
    if type(chosen) is Draw and type(other) is Draw:
        return "draw"
    if type(chosen) in (LaySpread, Hit) and type(other) is Discard:
        return "hold"
    return None


def _halves(deals: Sequence[Round]) -> list[int]:
    """Which half (0 or 1) each deal's row belongs to: the distinct deals go
    to the halves in turn, and a deal the resampling kept several times goes
    whole to one half, so the two halves share no deal."""
    half: dict[int, int] = {}
    found = []
    for deal in deals:
        key = id(deal)
        if key not in half:
            half[key] = len(half) % 2
        found.append(half[key])
    return found


def held_out_cost(
    values: Sequence[Sequence[float]],
    halves: Sequence[int],
    copies: Sequence[int] | None = None,
) -> tuple[float, float]:
    """The cost of the move made (column 0 of `values[deal][move]`) against
    the best, free of the winner's curse: the best is picked on one half of
    the deals and its paired difference from the move made is measured on the
    other, both ways round, and the two averaged (cross-fitting). Picking the
    best of several noisy means and reporting that same mean overstates it;
    a difference measured on deals that did not pick it does not. Returns
    (cost, its standard error); the cost is never below 0. `copies`: which
    deal each row was played on (rows of the same deal are one observation
    for the error; `_paired_error`), each row its own deal if None."""
    moves = len(values[0]) if values else 0
    keys = list(range(len(values))) if copies is None else list(copies)
    split = [[k for k, h in enumerate(halves) if h == half] for half in (0, 1)]
    if moves < 2 or not split[0] or not split[1]:
        return 0.0, 0.0
    estimates = []
    variances = []
    for pick, measure in ((split[0], split[1]), (split[1], split[0])):
        means = [statistics.fmean(values[k][i] for k in pick) for i in range(moves)]
        best = max(range(moves), key=lambda i: (means[i], -i))
        differences = [values[k][best] - values[k][0] for k in measure]
        estimates.append(statistics.fmean(differences))
        variances.append(_paired_error(differences, [keys[k] for k in measure]) ** 2)
    cost = statistics.fmean(estimates)
    return max(0.0, cost), math.sqrt(sum(variances)) / 2


def best_other(
    values: Sequence[Sequence[float]], copies: Sequence[int] | None = None
) -> tuple[float, float]:
    """The best other move's mean difference from the move made (column 0 of
    `values[deal][move]`) over all the deals, and its standard error
    (`copies` as for `held_out_cost`)."""
    count = len(values)
    moves = len(values[0]) if values else 0
    if moves < 2:
        return 0.0, 0.0
    means = [sum(row[i] for row in values) / count for i in range(1, moves)]
    other = 1 + max(range(moves - 1), key=lambda i: (means[i], -i))
    differences = [row[other] - row[0] for row in values]
    return statistics.fmean(differences), _paired_error(differences, copies)


def _ends_round(action: Action) -> bool:
    return type(action) in (Knock, DeclareTonk, DeclineDiscard)


def _paired_error(differences: list[float], copies: Sequence[int] | None = None) -> float:
    """The standard error of the mean of `differences`. The resampling can
    keep a deal several times, and its playouts are the same each time: the
    copies of a deal (equal keys in `copies`) count as one observation of
    their weight, not as several independent ones (a cluster-robust error;
    with no copies, the usual pstdev / sqrt(n))."""
    count = len(differences)
    if count < 2:
        return 0.0
    if copies is None:
        return statistics.pstdev(differences) / math.sqrt(count)
    mean = statistics.fmean(differences)
    sums: dict[int, float] = {}
    for difference, key in zip(differences, copies, strict=True):
        sums[key] = sums.get(key, 0.0) + difference - mean
    return math.sqrt(sum(total * total for total in sums.values())) / count


# -- reasons


def _knock_facts(view: RoundView, deals: Sequence[Round]) -> tuple[float, float, int]:
    """(chance a knock now is caught, chance it wins, the likeliest catcher)
    over the deals."""
    me = view.player
    mine = hand_total(view)
    caught = won = 0
    catches = [0] * view.players
    for deal in deals:
        totals = deal.totals()
        others = [p for p in range(view.players) if p != me and totals[p] <= mine]
        if others:
            caught += 1
            for p in others:
                catches[p] += 1
        else:
            won += 1
    catches[me] = -1
    catcher = max(range(view.players), key=lambda p: (catches[p], -p))
    return caught / len(deals), won / len(deals), catcher


def _fits(card: Card, hand: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of `hand` (other than `card`) it pairs or nearly runs with."""
    if not card.rank:
        return ()
    found = []
    for other in hand:
        if other is card or other == card:
            continue
        near = other.suit == card.suit and abs(other.rank - card.rank) <= 2
        if not other.rank or other.rank == card.rank or near:
            found.append(other)
    return tuple(found)


def explain(view: RoundView, chosen: Action, best: Action, deals: Sequence[Round]) -> Reason:
    """A reason a player understands for preferring `best` to `chosen`, from
    the view (and the deals drawn from it)."""
    total = hand_total(view)
    if type(best) is DeclareTonk:
        return Reason("declare_49")
    if type(chosen) is Knock:
        caught, _, catcher = _knock_facts(view, deals)
        if caught >= 0.25:
            taken = view.known_cards[catcher]
            if taken:
                return Reason(
                    "knock_caught_taken",
                    {"total": total, "chance": caught, "player": catcher, "cards": taken},
                )
            return Reason("knock_caught", {"total": total, "chance": caught, "player": catcher})
        return Reason("knock_early", {"total": total, "chance": caught})
    if type(best) is Knock:
        _, won, _ = _knock_facts(view, deals)
        return Reason("knock_missed", {"total": total, "chance": won})
    if type(best) is Draw and type(chosen) is Draw:
        top = view.discard_top
        if best.source == "discard" and top is not None:
            fits = _fits(top, view.hand)
            if fits:
                return Reason("take_pile_fits", {"card": top, "cards": fits})
            return Reason("take_pile", {"card": top})
        if top is not None:
            return Reason("take_stock", {"card": top})
    if type(best) is DeclineDiscard:
        return Reason("decline", {"total": total})
    if type(chosen) is DeclineDiscard and type(best) is Draw:
        return Reason("take_dry", {"card": view.discard_top, "total": total})
    if type(best) is LaySpread:
        return Reason("lay_spread", {"cards": best.cards})
    if type(best) is Hit:
        return Reason("hit", {"card": best.card})
    if type(chosen) is Discard and type(best) is Discard:
        card, other = chosen.card, best.card
        following = (view.player + 1) % view.players
        known = view.known_cards[following]
        feeds = _fits(card, known)
        if feeds and not _fits(other, known):
            return Reason(
                "discard_feeds",
                {"card": card, "player": following, "cards": tuple(known)},
            )
        rest = [c for c in view.hand if c is not card]
        fits = _fits(card, rest)
        if fits and not partnered(other, [c for c in view.hand if c is not other]):
            return Reason("discard_fits", {"card": card, "cards": fits, "other": other})
        points = view.rules.points_table()
        if points[other.rank] > points[card.rank]:
            return Reason("discard_high", {"card": card, "other": other})
        return Reason("discard_other", {"card": card, "other": other})
    if type(chosen) in (LaySpread, Hit) and type(best) is Discard:
        return Reason("hold", {"move": chosen})
    return Reason("better_move", {"move": best})


# -- reviewing a round


def replay(history: HandHistory) -> Round:
    """The round a hand history deals, before any action."""
    return Round.deal(history.rules, dealer=history.dealer, deck=history.deck)


def hindsight(rnd: Round, action: Action, me: int, actual: int) -> Hindsight:
    """What `action` would have given in `rnd` (the real cards), then played
    out by the playout policy (deterministic)."""
    trial = rnd.copy()
    trial.apply(action)
    exact = trial.phase == "over"
    if not exact:
        turns = [0] * trial.players
        for event in trial.events:
            if type(event.action) is Draw:
                turns[event.player] += 1
        RolloutPolicy(trial).play_out(trial, turns, 400)
    return Hindsight(action, outcome(trial, me), actual, exact)


@dataclass(frozen=True, slots=True)
class Position:
    """One of a seat's decisions in a round: the action's number in the hand
    history, and the round just before it."""

    number: int
    before: Round


def decision_positions(history: HandHistory, seat: int) -> tuple[list[Position], int]:
    """`seat`'s decisions in the round `history` records (every turn where it
    had more than one legal move), in order, and its net at the round's end.
    ValueError for a seat not at the table or an action the deal does not
    allow."""
    rnd = replay(history)
    if not 0 <= seat < rnd.players:
        raise ValueError(f"no seat {seat}: the round has {rnd.players} players")
    positions: list[Position] = []
    for number, action in enumerate(history.actions):
        if rnd.current == seat and rnd.phase != "over" and len(rnd.legal_actions()) > 1:
            positions.append(Position(number, rnd.copy()))
        try:
            rnd.apply(action)
        except IllegalAction as error:
            raise ValueError(f"action {number + 1} ({action}) is illegal: {error.reason}") from None
    actual = rnd.result.net[seat] if rnd.result is not None else 0
    return positions, actual


def review_position(
    coach: Coach,
    history: HandHistory,
    seat: int,
    position: Position,
    actual: int,
    helper: PartHelper | None = None,
) -> Decision | None:
    """The coach's judgement of one decision (`decision_positions`), with its
    hindsight where it is a mark; a pure function of the round, the seat and
    the position, so a review's decisions may be judged in any order, or apart
    (`helper`: `Coach.judge`)."""
    decision = coach.judge(
        position.before.view(seat), history.actions[position.number], position.number, helper
    )
    if decision is not None and decision.mark is not None:
        found = hindsight(position.before, decision.best, seat, actual)
        decision = dataclasses.replace(decision, hindsight=found)
    return decision


def review_round(
    history: HandHistory,
    seat: int,
    settings: CoachSettings | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    coach: Coach | None = None,
) -> RoundReview:
    """Review `seat`'s decisions in the round `history` records (module
    docstring). ValueError for a seat not at the table or an action the deal
    does not allow; `Cancelled` when `cancelled()` says so."""
    coach = coach or Coach(settings)
    positions, actual = decision_positions(history, seat)
    decisions = []
    total = len(positions)
    for done, position in enumerate(positions):
        if cancelled is not None and cancelled():
            raise Cancelled
        decision = review_position(coach, history, seat, position, actual)
        if decision is not None:
            decisions.append(decision)
        if progress is not None:
            progress(done + 1, total)
    return RoundReview(seat, tuple(decisions), total)


# -- a session


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """Each round's estimated cost per seat (`costs[round][seat]`, None where
    the seat was not reviewed), each seat's trend (the least-squares slope of
    its costs per round: below 0, fewer costly decisions as the session went
    on) and its mean."""

    costs: tuple[tuple[float | None, ...], ...]
    trend: tuple[float | None, ...]
    mean: tuple[float | None, ...]


def summarize_session(rounds: Sequence[Mapping[int, RoundReview]], players: int) -> SessionSummary:
    """The session view of these rounds' reviews (each a mapping from seat to
    its review)."""
    costs = tuple(
        tuple(reviews[p].cost if p in reviews else None for p in range(players))
        for reviews in rounds
    )
    trends: list[float | None] = []
    means: list[float | None] = []
    for p in range(players):
        points = [(r, row[p]) for r, row in enumerate(costs) if row[p] is not None]
        ys = [y for _, y in points if y is not None]
        means.append(statistics.fmean(ys) if ys else None)
        if len(points) < 2:
            trends.append(None)
            continue
        xs = [float(r) for r, _ in points]
        mx, my = statistics.fmean(xs), statistics.fmean(ys)
        sxx = sum((x - mx) ** 2 for x in xs)
        trends.append(sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx)
    return SessionSummary(costs, tuple(trends), tuple(means))


__all__ = [
    "MARKS",
    "Batches",
    "Cancelled",
    "Coach",
    "CoachSettings",
    "Decision",
    "Hindsight",
    "Mark",
    "MoveValue",
    "PartHelper",
    "Position",
    "Reason",
    "RoundReview",
    "SessionSummary",
    "classify_cost",
    "comparison",
    "decision_positions",
    "held_out_cost",
    "review_position",
    "review_round",
    "summarize_session",
    "undecided",
]
