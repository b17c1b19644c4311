"""The coach's analysis in processes of its own, so that it never holds up the window.

A review (`coach.review_round`) is pure Python. Run on a thread of the
window's process it holds the interpreter lock most of the time, and on a
busy machine, when that thread is descheduled while it holds the lock, the
window waits for it (docs/ai.md, "The window"). `analyse(job, progress,
cancelled)`, called on the window's worker thread, runs the same analysis in
child processes and relays its progress and result:

- The job is cut into parts (`Tasks`): a review's decisions (a session's,
  every listed seat's of every round), each a pure function of the round,
  the seat and the position (`coach.review_position`), so that however many
  children judge them, in whatever order, the result is `run_job`'s to the
  last digit; a duplicate run is one part. For a review `worker_count()`
  children are started (the cores this process may use, at most
  `MAX_WORKERS`), and each part goes to whichever child is free; once none
  is left to send, a child without one plays parts of the batches of a
  decision still being judged (`coach.PartHelper`, `_Children`), so on a
  machine with cores to spare the player waits for less than the longest
  decision alone, not for all of them one after the other.
- The child is started with multiprocessing's "spawn" method: a fresh
  interpreter that imports only the engine and the computer players (never
  Qt), where "fork" would copy a process with Qt's threads running in it. A
  packaged program must call `multiprocessing.freeze_support()` first thing
  (`tonk_desktop.__main__.main` does), where the child starts.
- Parent to child: the job (each round as the hand history's JSON,
  `write_history`; the seats; the `CoachSettings`; or for a duplicate run,
  `duplicate.DuplicateJob`, the seat kinds, replays and seed, a session's
  run a list of those), then one part at a time, ("task", number), and
  ("done",) when none is left; perhaps "cancel".
  Child to parent: "ready" once started, ("part", number, what it gave: the
  decision's `Decision` or None, or the duplicate run's DuplicateResult or
  SessionDuplicate), a duplicate run's ("progress", done, total) after each
  replay, or ("failed", why) for a round the coach cannot read
  (ValueError); pickled by `Connection`, from our own children only. The
  parent's progress for a review is the decisions judged of all.
- A finished analysis keeps its children, ready, for the next one (up to
  `MAX_WORKERS`; `kept_processes`): a review soon after another starts no
  process, and the children's imports and caches are warm (a fresh child
  costs about a third of a second before its first decision is judged).
  `prepare` starts them before the first analysis (the window does when a
  round ends), on a thread of its own, and keeps them once ready.
  A kept child that has died is replaced; the window's closing ends them
  (`release`), and they are daemons, so an exiting program does too. A
  cancelled or failed analysis keeps none.
- The children run at a lower priority than the window (`NICENESS`, where
  the system has one): on a busy machine the window is scheduled first.
- Cancelling: `cancelled()` is asked every `POLL` seconds; when it says so each
  child is told (it stops before its next decision) and, if it has not ended
  `CANCEL_GRACE` seconds later, terminated, then killed. A child also stops
  when the pipe to the window's process closes (that process is gone), and
  is a daemon, so an exiting program ends it. `live_processes()` lists the
  ones at work (started, not yet ended, not kept).
- When a process cannot start (an OSError, no "ready" within
  `READY_TIMEOUT` seconds, or it ends before that) or ends without its part,
  every child is ended and the analysis runs on the calling thread, and the
  log (not the player) says why; but not once the analysis was cancelled or the program
  is ending (multiprocessing ends the children at exit: an analysis cut short
  then is over, and one started again on a thread would hold the exit up).
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import logging
import multiprocessing
import multiprocessing.resource_tracker
import multiprocessing.spawn
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any, Final

from tonk_desktop.engine import Action
from tonk_desktop.engine.history import HandHistory, read_history, write_history

# What starting a child imports, imported now with this module, on the
# window's thread, so the worker thread's start imports nothing: a start that
# imported them while the window imported QtMultimedia (the sound, loaded when
# first needed) was seen to hang.
if sys.platform == "win32":
    import multiprocessing.popen_spawn_win32
else:
    import multiprocessing.popen_spawn_posix

from .coach import (
    Batches,
    Cancelled,
    Coach,
    CoachSettings,
    Decision,
    PartHelper,
    Position,
    RoundReview,
    SessionSummary,
    decision_positions,
    review_position,
    summarize_session,
)
from .duplicate import (
    DuplicateJob,
    DuplicateResult,
    SessionDuplicate,
    SessionDuplicateJob,
    play_duplicate,
    play_session_duplicate,
)

LOG = logging.getLogger(__name__)

READY_TIMEOUT: Final = 20.0  # seconds for a child to start and import the coach
CANCEL_GRACE: Final = 0.25  # seconds a cancelled child has to end before it is terminated
POLL: Final = 0.05  # seconds between looks at `cancelled()` while the child works
# The child's niceness above the window's: on a busy machine the window's thread
# is scheduled first, and on an idle one the child still has a core to itself.
NICENESS: Final = 5
# The most children one analysis starts (`worker_count`): a round has a few
# decisions, and each child holds its own interpreter's memory.
MAX_WORKERS: Final = 4

Progress = Callable[[int, int], None]
Stopped = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class RoundJob:
    """Review one seat's decisions in a round: a `RoundReview`."""

    history: HandHistory
    seat: int
    settings: CoachSettings = field(default_factory=CoachSettings)


@dataclass(frozen=True, slots=True)
class SessionJob:
    """Review each listed seat of each round, for the session view: a
    `SessionSummary` over `players` seats."""

    rounds: tuple[tuple[HandHistory, tuple[int, ...]], ...]
    players: int
    settings: CoachSettings = field(default_factory=CoachSettings)


Job = RoundJob | SessionJob | DuplicateJob | SessionDuplicateJob
Result = RoundReview | SessionSummary | DuplicateResult | SessionDuplicate


class ProcessUnavailable(Exception):
    """The analysis process could not start, or ended without a result."""


def run_job(job: Job, progress: Progress | None = None, cancelled: Stopped | None = None) -> Result:
    """The analysis itself on the calling thread (the fallback), or a
    duplicate run in a child: a review's parts (`Tasks`, the very parts the
    children judge) one after the other, `cancelled()` asked before each and
    `progress(done, total)` after; or a duplicate run (`duplicate.play_duplicate`,
    a session's `play_session_duplicate`). ValueError for a round the coach
    cannot read; `Cancelled`."""
    if isinstance(job, DuplicateJob):
        return play_duplicate(job, progress, cancelled)
    if isinstance(job, SessionDuplicateJob):
        return play_session_duplicate(job, progress, cancelled)
    tasks = Tasks(job)
    parts = []
    for number in range(len(tasks)):
        if cancelled is not None and cancelled():
            raise Cancelled
        parts.append(tasks.run(number, None, None))
        if progress is not None:
            progress(number + 1, len(tasks))
    return tasks.assemble(parts)


# -- a job in parts


@dataclass(frozen=True, slots=True)
class _Unit:
    """One decision of a review: the round, the seat, the position, the seat's net."""

    history: HandHistory
    seat: int
    position: Position
    actual: int


class Tasks:
    """A job cut into parts that separate processes may work on, each part a
    pure function of the job and its number, and put back together
    (`assemble`) into what `run_job` gives. A review's parts are its
    decisions (a session's, every listed seat's of every round); a duplicate
    run is one part. ValueError for a round the coach cannot read."""

    def __init__(self, job: Job) -> None:
        self.job = job
        self.units: list[_Unit] = []
        # For each reviewed seat, in the job's order: its round, seat and
        # number of decisions with a choice (the units are theirs, in order).
        self.reviews: list[tuple[int, int, int]] = []
        self._coach: Coach | None = None
        self._batches: tuple[int, Batches] | None = None  # the decision last helped with
        if isinstance(job, RoundJob):
            self._add(0, job.history, job.seat)
        elif isinstance(job, SessionJob):
            for index, (history, seats) in enumerate(job.rounds):
                for seat in seats:
                    self._add(index, history, seat)

    def _add(self, index: int, history: HandHistory, seat: int) -> None:
        positions, actual = decision_positions(history, seat)
        self.units.extend(_Unit(history, seat, position, actual) for position in positions)
        self.reviews.append((index, seat, len(positions)))

    @property
    def whole(self) -> bool:
        """Is the job one part (a duplicate run), with progress of its own?"""
        return isinstance(self.job, DuplicateJob | SessionDuplicateJob)

    def __len__(self) -> int:
        return 1 if self.whole else len(self.units)

    def run(
        self,
        number: int,
        progress: Progress | None,
        cancelled: Stopped | None,
        helper: PartHelper | None = None,
    ) -> object:
        """Part `number`: a decision's `Decision` or None (`helper`: another
        process playing some of its batches' parts, `Coach.judge`), or a
        duplicate run's result."""
        if self.whole:
            return run_job(self.job, progress, cancelled)
        unit = self.units[number]
        return review_position(
            self.coach(), unit.history, unit.seat, unit.position, unit.actual, helper
        )

    def assist(
        self, number: int, moves: list[Action], batch: int, start: int, count: int
    ) -> list[list[float]]:
        """The rows of deals `start` to `start + count` of `batch` of decision
        `number`, the candidates `moves`: what the process judging it asked
        for (`PartHelper`), from the same batches (`Batches`), kept while
        the same decision asks again."""
        if self._batches is None or self._batches[0] != number:
            unit = self.units[number]
            self._batches = (number, Batches(self.coach(), unit.position.before.view(unit.seat)))
        return self._batches[1].play(moves, batch, start, count)

    def coach(self) -> Coach:
        """One coach for every part this process works on."""
        if self._coach is None:
            job = self.job
            assert isinstance(job, RoundJob | SessionJob)
            self._coach = Coach(job.settings)
        return self._coach

    def assemble(self, parts: list[Any]) -> Result:
        """The job's result from its parts, each at its number."""
        if self.whole:
            result: Result = parts[0]
            return result
        reviews: list[dict[int, RoundReview]] = []
        start = 0
        for index, seat, count in self.reviews:
            found: list[Decision] = [d for d in parts[start : start + count] if d is not None]
            start += count
            while len(reviews) <= index:
                reviews.append({})
            reviews[index][seat] = RoundReview(seat, tuple(found), count)
        if isinstance(self.job, RoundJob):
            return reviews[0][self.job.seat]
        assert isinstance(self.job, SessionJob)
        while len(reviews) < len(self.job.rounds):
            reviews.append({})
        return summarize_session(reviews, self.job.players)


def worker_count() -> int:
    """How many children an analysis may start: the cores this process may
    run on, at most `MAX_WORKERS`."""
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:  # no affinity on this system (Windows, macOS)
        usable = os.cpu_count() or 1
    return max(1, min(MAX_WORKERS, usable))


# -- the job between the processes


def _history_data(history: HandHistory) -> dict[str, Any]:
    return write_history(history.rules, history.dealer, history.deck, history.actions)


def job_data(job: Job) -> dict[str, Any]:
    """The job as the child is sent it: hand histories as their JSON, seats, settings."""
    if isinstance(job, DuplicateJob):
        return {
            "kind": "duplicate",
            "history": _history_data(job.history),
            "seat": job.seat,
            "kinds": list(job.kinds),
            "replays": job.replays,
            "seed": job.seed,
        }
    if isinstance(job, SessionDuplicateJob):
        return {"kind": "session_duplicate", "rounds": [job_data(item) for item in job.rounds]}
    if isinstance(job, RoundJob):
        return {
            "kind": "round",
            "history": _history_data(job.history),
            "seat": job.seat,
            "settings": job.settings,
        }
    return {
        "kind": "session",
        "rounds": [[_history_data(history), list(seats)] for history, seats in job.rounds],
        "players": job.players,
        "settings": job.settings,
    }


def job_from_data(data: Mapping[str, Any]) -> Job:
    """The job `job_data` gave; ValueError when a hand history does not read."""
    if data["kind"] == "duplicate":
        return DuplicateJob(
            read_history(data["history"]),
            int(data["seat"]),
            tuple(data["kinds"]),
            int(data["replays"]),
            int(data["seed"]),
        )
    if data["kind"] == "session_duplicate":
        runs = []
        for item in data["rounds"]:
            found = job_from_data(item)
            if not isinstance(found, DuplicateJob):
                raise ValueError("a session's duplicate run holds rounds' runs only")
            runs.append(found)
        return SessionDuplicateJob(tuple(runs))
    settings = data["settings"]
    if not isinstance(settings, CoachSettings):
        raise ValueError(f"not the coach's settings: {settings!r}")
    if data["kind"] == "round":
        return RoundJob(read_history(data["history"]), int(data["seat"]), settings)
    rounds = tuple(
        (read_history(history), tuple(int(seat) for seat in seats))
        for history, seats in data["rounds"]
    )
    return SessionJob(rounds, int(data["players"]), settings)


# -- the child


def serve(conn: Connection) -> None:
    """The child process: say it is ready, then take a job, work on the parts
    it is sent one at a time (("task", number)), sending each back (("part",
    number, what it gave); a duplicate run's progress as it goes), until told
    it is done, and wait for the next job (`release`, `_keep`). It stops at its
    next decision when told to cancel, or when the pipe closes (the window's
    process is gone)."""
    stop = False

    def cancelled() -> bool:
        nonlocal stop
        try:
            # While a duplicate run is worked on the parent sends nothing but a cancel.
            while not stop and conn.poll():
                conn.recv()
                stop = True
        except (EOFError, OSError):
            stop = True
        return stop

    def progress(done: int, total: int) -> None:
        conn.send(("progress", done, total))

    tokens = itertools.count(1)  # for the asks of every job, so none answers another's
    try:
        conn.send(("ready",))
        while True:
            data = conn.recv()
            if isinstance(data, tuple) and data[:1] == ("rows",):
                continue  # a part of the job before, that nobody waited for
            if not isinstance(data, dict):
                return  # ended: cancelled, released, or the program closing
            if not _work(conn, Tasks(job_from_data(data)), tokens, progress, cancelled):
                return
    except ValueError as error:
        _send_quietly(conn, ("failed", str(error)))
    except (Cancelled, EOFError, OSError):
        pass  # cancelled, or the window's process is gone: nobody to tell
    finally:
        conn.close()


def _work(
    conn: Connection,
    tasks: Tasks,
    tokens: Iterator[int],
    progress: Progress,
    cancelled: Stopped,
) -> bool:
    """A child's parts of one job: True once told it is done (it may be given
    another), False when it is to end."""
    while True:
        message = conn.recv()
        kind = message[0]
        if kind == "task":
            number = message[1]
            helper = None if tasks.whole else _Asking(conn, number, tokens)
            conn.send(("part", number, tasks.run(number, progress, cancelled, helper)))
        elif kind == "assist":
            conn.send(("assisted", tasks.assist(*message[1:])))
        elif kind == "done":
            return True
        elif kind != "rows":  # (rows: for an ask its decision no longer waited for)
            return False  # cancelled between parts


class _Asking:
    """A judging child's `PartHelper`: each ask goes to the window's process,
    which lends it a free child or answers None; any answer but the one
    waited for is an earlier ask's, given up on; anything else, a cancel."""

    def __init__(self, conn: Connection, number: int, tokens: Iterator[int]) -> None:
        self.conn = conn
        self.number = number
        self.tokens = tokens

    def ask(self, moves: list[Action], batch: int, start: int, count: int) -> int:
        token = next(self.tokens)
        self.conn.send(("ask", self.number, token, moves, batch, start, count))
        return token

    def rows(self, token: int) -> list[list[float]] | None:
        while True:
            message = self.conn.recv()
            if message[0] != "rows":
                raise Cancelled
            if message[1] == token:
                found: list[list[float]] | None = message[2]
                return found


def _send_quietly(conn: Connection, message: tuple[object, ...]) -> None:
    with contextlib.suppress(OSError):  # the other end is gone: nobody to tell
        conn.send(message)


def child_main(conn: Connection) -> None:
    """The child process: `serve`, at a lower priority than the window's
    process (`NICENESS`, where the system has one)."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    serve(conn)


# The child's entry point (a test may put another function importable by name here).
SERVE: Callable[[Connection], object] = child_main

# multiprocessing's own list of children is not safe to change from two threads
# at once: processes are started and ended under this lock.
_lock = threading.Lock()
_live: set[BaseProcess] = set()
# Children an analysis left ready for the next (at most `MAX_WORKERS`): a
# review soon after another starts no process, and their caches are warm.
_kept: list[tuple[BaseProcess, Connection]] = []
_exiting = False
# Children started ahead of an analysis (`prepare`), not yet ready; and how
# many times the kept ones were released (one being prepared is ended, not
# kept, once they were released since it started).
_preparing: set[BaseProcess] = set()
_promised = 0  # processes `prepare` has yet to start or keep
_releases = 0
# Whether `prepare` starts anything (the tests turn it off but where they try it).
PREPARE = True


def _on_exit() -> None:
    # Registered after multiprocessing's own exit function (imported above),
    # so it runs first: before the children are ended.
    global _exiting
    _exiting = True


atexit.register(_on_exit)


def live_processes() -> list[BaseProcess]:
    """The analysis processes at work: started, not yet ended, and neither
    kept waiting for the next analysis (`kept_processes`) nor starting for it
    (`prepare`)."""
    with _lock:
        idle = {process for process, _ in _kept} | _preparing
        return [process for process in _live if process not in idle]


def kept_processes() -> list[BaseProcess]:
    """The analysis processes waiting, ready, for the next analysis."""
    with _lock:
        return [process for process, _ in _kept]


def release() -> None:
    """End the processes kept for the next analysis (the window closing), and
    those still starting for it (`prepare`) once they are ready."""
    global _releases
    with _lock:
        kept = list(_kept)
        _kept.clear()
        _releases += 1
    for process, conn in kept:
        _end(process, conn)


def prepare(count: int | None = None) -> threading.Thread | None:
    """Start processes for the next analysis ahead of it, so that it starts
    none (the window, when a round ends: a first review then does not wait
    for them to start): as many as make `count` kept (`worker_count()` if
    None), all started at once on a thread of their own, each kept once it
    says it is ready. The thread (for a test to join), or None when there is
    nothing to start. A process that cannot start is left to the analysis,
    which says why."""
    global _promised
    if not PREPARE or _exiting:
        return None
    wanted = worker_count() if count is None else min(count, MAX_WORKERS)
    with _lock:
        missing = wanted - len(_kept) - _promised
        if missing <= 0:
            return None
        _promised += missing
        releases = _releases

    def start_them() -> None:
        global _promised
        started: list[tuple[BaseProcess, Connection]] = []
        try:
            for _ in range(missing):
                try:
                    process, conn = _start()
                except (OSError, RuntimeError, ValueError):
                    break
                with _lock:
                    _preparing.add(process)
                started.append((process, conn))
            for process, conn in started:
                try:
                    ready = conn.poll(READY_TIMEOUT) and conn.recv() == ("ready",)
                except (EOFError, OSError):
                    ready = False
                with _lock:
                    _preparing.discard(process)
                    current = releases == _releases
                if not (ready and current and _keep(process, conn)):
                    _end(process, conn)
        finally:
            with _lock:
                _promised -= missing

    thread = threading.Thread(target=start_them, name="tonk-coach-prepare", daemon=True)
    thread.start()
    return thread


def _take(count: int) -> list[tuple[BaseProcess, Connection]]:
    """Up to `count` kept processes, still alive, for an analysis."""
    taken: list[tuple[BaseProcess, Connection]] = []
    while len(taken) < count:
        with _lock:
            if not _kept:
                break
            process, conn = _kept.pop()
        if process.is_alive():
            taken.append((process, conn))
        else:
            _end(process, conn)
    return taken


def _keep(process: BaseProcess, conn: Connection) -> bool:
    """Keep a child that is done with its job for the next analysis, if there
    is room (`MAX_WORKERS`) and the program is not ending."""
    with _lock:
        if _exiting or len(_kept) >= MAX_WORKERS or not process.is_alive():
            return False
        _kept.append((process, conn))
        return True


def _start() -> tuple[BaseProcess, Connection]:
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    process = context.Process(target=SERVE, args=(theirs,), name="tonk-coach", daemon=True)
    try:
        with _lock:
            process.start()
            _live.add(process)
    except BaseException:
        ours.close()
        raise
    finally:
        theirs.close()  # the child has its own copy; ours must close for EOF to be seen
    return process, ours


def _end(process: BaseProcess, conn: Connection, grace: float = CANCEL_GRACE) -> None:
    """Ask the child to stop, give it `grace` seconds, then terminate (and kill) it."""
    if process.is_alive():
        _send_quietly(conn, ("cancel",))
        if grace > 0:
            process.join(grace)
    conn.close()
    with _lock:
        if process.is_alive():
            process.terminate()
            process.join(1.0)
        if process.is_alive():
            process.kill()
        process.join()
        process.close()
        _live.discard(process)


class _Children:
    """The window's side of one analysis in child processes: the parts (`Tasks`)
    sent in order to whichever child is free, and once none is left to send,
    the free children lent to those still judging, a part of a batch at a
    time (`PartHelper`: a child asks, one that is free plays it, the rows go
    back; "rows" None when none is free)."""

    def __init__(self, job: Job, tasks: Tasks, progress: Progress | None, stopped: Stopped) -> None:
        self.job = job
        self.tasks = tasks
        self.progress = progress
        self.stopped = stopped
        self.started = time.monotonic()
        self.children: dict[Connection, BaseProcess] = {}
        self.ready: set[Connection] = set()
        self.parts: list[Any] = [None] * len(tasks)
        self.done = 0
        self.waiting = iter(range(len(tasks)))  # the parts not yet sent, in order
        self.judging: set[Connection] = set()  # children with a part
        self.free: list[Connection] = []  # children with none, once none is left
        self.lent: dict[Connection, tuple[Connection, int]] = {}  # helper: (asker, token)

    def start(self, count: int) -> None:
        """`count` children: kept ones first (ready, given the job at once),
        then new ones (given it when they say they are ready)."""
        taken = _take(count)
        for process, conn in taken:
            self.children[conn] = process
            self.ready.add(conn)
        for process, conn in taken:
            try:
                conn.send(job_data(self.job))
            except OSError:  # it died since: another is started in its place
                del self.children[conn]
                self.ready.discard(conn)
                _end(process, conn)
        while len(self.children) < count:
            try:
                process, conn = _start()
            except (OSError, RuntimeError, ValueError) as error:
                raise ProcessUnavailable(
                    f"the analysis process could not start ({error})"
                ) from None
            self.children[conn] = process
        self.dispatch()

    def dispatch(self) -> None:
        """Once every child is ready, the first parts: they go to all of them,
        and one left without is free to help."""
        if len(self.ready) == len(self.children):
            for child in self.children:
                self.send_next(child)

    def run(self) -> Result:
        total = len(self.tasks)
        while self.done < total:
            if self.stopped():
                raise Cancelled
            readable = wait(list(self.children), POLL)
            if not readable:
                late = len(self.ready) < len(self.children)
                if late and time.monotonic() - self.started > READY_TIMEOUT:
                    raise ProcessUnavailable(
                        f"the analysis process did not start within {READY_TIMEOUT:.0f} s"
                    )
                continue
            for conn in readable:
                assert isinstance(conn, Connection)
                self.hear(conn, self.receive(conn))
        return self.tasks.assemble(self.parts)

    def receive(self, conn: Connection) -> tuple[Any, ...]:
        process = self.children[conn]
        try:
            message: tuple[Any, ...] = conn.recv()
        except (EOFError, OSError):
            process.join(CANCEL_GRACE)
            raise ProcessUnavailable(
                "the analysis process ended "
                + ("without a result" if conn in self.ready else "before it was ready")
                + f" (exit code {process.exitcode})"
            ) from None
        return message

    def hear(self, conn: Connection, message: tuple[Any, ...]) -> None:
        kind = message[0]
        if kind == "ready":
            self.ready.add(conn)
            LOG.debug(
                "coach: analysis process %s ready in %.3f s",
                self.children[conn].pid,
                time.monotonic() - self.started,
            )
            conn.send(job_data(self.job))
            self.dispatch()
        elif kind == "progress":
            if self.progress is not None and self.tasks.whole:
                self.progress(message[1], message[2])
        elif kind == "part":
            self.parts[message[1]] = message[2]
            self.done += 1
            self.judging.discard(conn)
            if self.progress is not None and not self.tasks.whole:
                self.progress(self.done, len(self.tasks))
            self.send_next(conn)
        elif kind == "ask":
            _, number, token, moves, batch, start, count = message
            if self.free:
                helper = self.free.pop()
                helper.send(("assist", number, moves, batch, start, count))
                self.lent[helper] = (conn, token)
            else:
                conn.send(("rows", token, None))
        elif kind == "assisted":
            if conn not in self.lent:
                return  # a part an analysis before this one had lent it for
            asker, token = self.lent.pop(conn)
            LOG.debug(
                "coach: process %s played a part for process %s",
                self.children[conn].pid,
                self.children[asker].pid,
            )
            if asker in self.judging:  # (else its decision is done: nobody waits for them)
                asker.send(("rows", token, message[1]))
            self.send_next(conn)
        elif kind == "failed":
            raise ValueError(message[1])

    def send_next(self, conn: Connection) -> None:
        number = next(self.waiting, None)
        if number is None:
            self.free.append(conn)
        else:
            conn.send(("task", number))
            self.judging.add(conn)

    def end(self, finished: bool) -> None:
        """After a `finished` analysis every child is told it is done and kept
        for the next (`_keep`, as many as there is room for), one still
        playing a part nobody needs now (its decision stopped sooner) too: it
        hears "done" once it has sent the part, which the next analysis
        ignores (`hear`). After any other end, every child is ended."""
        for conn, process in self.children.items():
            if finished and (conn in self.free or conn in self.lent):
                _send_quietly(conn, ("done",))
                if _keep(process, conn):
                    continue
            _end(process, conn, 0.0 if conn in self.lent else CANCEL_GRACE)


def _run_in_process(job: Job, progress: Progress | None, stopped: Stopped, workers: int) -> Result:
    """`run_job` in up to `workers` child processes (`_Children`);
    ProcessUnavailable when it cannot be done there."""
    tasks = Tasks(job)  # ValueError here: the round does not read
    if len(tasks) == 0:
        return tasks.assemble([])
    children = _Children(job, tasks, progress, stopped)
    finished = False
    try:
        # A duplicate run is one part, and one child is all it can use; a
        # review uses every child, the ones left without a decision to help.
        children.start(1 if tasks.whole else max(1, workers))
        result = children.run()
        finished = True
        return result
    except (BrokenPipeError, ConnectionResetError) as error:
        raise ProcessUnavailable(f"the analysis process went away ({error})") from None
    finally:
        children.end(finished)


def analyse(
    job: Job,
    progress: Progress | None = None,
    cancelled: Stopped | None = None,
    in_process: bool = True,
    workers: int | None = None,
) -> Result:
    """Run `job` in child processes (module docstring), at most `workers` of
    them (`worker_count()` if None), or on this thread when `in_process` is
    False or the processes cannot do it. ValueError for a round the coach
    cannot read; `Cancelled` once `cancelled()` says so."""
    stopped = cancelled or (lambda: False)
    if in_process:
        try:
            return _run_in_process(
                job, progress, stopped, worker_count() if workers is None else workers
            )
        except ProcessUnavailable as why:
            if _exiting or stopped():
                raise Cancelled from None
            LOG.warning("coach: %s; analysing in the window's process instead", why)
    return run_job(job, progress, stopped)


def startup_time() -> float:
    """Seconds from starting an analysis process to its "ready" (the benchmark)."""
    started = time.monotonic()
    process, conn = _start()
    try:
        if not conn.poll(READY_TIMEOUT):
            raise ProcessUnavailable("the analysis process did not start")
        conn.recv()
        return time.monotonic() - started
    finally:
        _end(process, conn)


__all__ = [
    "CANCEL_GRACE",
    "MAX_WORKERS",
    "NICENESS",
    "POLL",
    "READY_TIMEOUT",
    "DuplicateJob",
    "Job",
    "ProcessUnavailable",
    "Result",
    "RoundJob",
    "SessionDuplicateJob",
    "SessionJob",
    "Tasks",
    "analyse",
    "child_main",
    "job_data",
    "job_from_data",
    "kept_processes",
    "live_processes",
    "release",
    "run_job",
    "serve",
    "startup_time",
    "worker_count",
]
