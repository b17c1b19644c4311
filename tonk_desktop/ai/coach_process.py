"""The coach's analysis in a process of its own, so that it never holds up the window.

A review (`coach.review_round`) is pure Python. Run on a thread of the
window's process it holds the interpreter lock most of the time, and on a
busy machine, when that thread is descheduled while it holds the lock, the
window waits for it (docs/ai.md, "The window"). `analyse(job, progress,
cancelled)`, called on the window's worker thread, runs the same analysis
(`run_job`, the one function both ways call, so the results are identical) in
a child process and relays its progress and result:

- The child is started with multiprocessing's "spawn" method: a fresh
  interpreter that imports only the engine and the computer players (never
  Qt), where "fork" would copy a process with Qt's threads running in it. A
  packaged program must call `multiprocessing.freeze_support()` first thing
  (`tonk_desktop.__main__.main` does), where the child starts.
- Parent to child: the job (each round as the hand history's JSON,
  `write_history`; the seats; the `CoachSettings`; or for a duplicate run,
  `duplicate.DuplicateJob`, the seat kinds, replays and seed, a session's
  run a list of those), then perhaps
  "cancel".
  Child to parent: "ready" once started, ("progress", done, total) after
  each decision (each replay of a duplicate run), then ("result", the
  RoundReview, SessionSummary, DuplicateResult or SessionDuplicate) or
  ("failed", why) for a round the coach cannot read (ValueError); pickled by
  `Connection`, from our own child only.
- The child runs at a lower priority than the window (`NICENESS`, where the
  system has one): on a busy machine the window is scheduled first.
- Cancelling: `cancelled()` is asked every `POLL` seconds; when it says so the
  child is told (it stops before its next decision) and, if it has not ended
  `CANCEL_GRACE` seconds later, terminated, then killed. The child also stops
  when the pipe to the window's process closes (that process is gone), and
  is a daemon, so an exiting program ends it. `live_processes()` lists the
  ones started and not yet ended.
- When the process cannot start (an OSError, no "ready" within
  `READY_TIMEOUT` seconds, or it ends before that) or ends without a result,
  the analysis runs on the calling thread as before, and the log (not the
  player) says why; but not once the analysis was cancelled or the program
  is ending (multiprocessing ends the children at exit: an analysis cut short
  then is over, and one started again on a thread would hold the exit up).
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import multiprocessing
import multiprocessing.resource_tracker
import multiprocessing.spawn
import os
import sys
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Final

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
    Cancelled,
    Coach,
    CoachSettings,
    RoundReview,
    SessionSummary,
    review_round,
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
    """The analysis itself, in the child or on the calling thread: `review_round`,
    or for a session every listed seat of every round (one `Coach`), summarized.
    or a duplicate run (`duplicate.play_duplicate`, a session's
    `play_session_duplicate`). ValueError for a round the
    coach cannot read; `Cancelled`."""
    if isinstance(job, DuplicateJob):
        return play_duplicate(job, progress, cancelled)
    if isinstance(job, SessionDuplicateJob):
        return play_session_duplicate(job, progress, cancelled)
    if isinstance(job, RoundJob):
        return review_round(job.history, job.seat, job.settings, progress, cancelled)
    coach = Coach(job.settings)
    total = sum(len(seats) for _, seats in job.rounds)
    reviews: list[Mapping[int, RoundReview]] = []
    done = 0
    for history, seats in job.rounds:
        found = {}
        for seat in seats:
            found[seat] = review_round(history, seat, job.settings, None, cancelled, coach)
            done += 1
            if progress is not None:
                progress(done, total)
        reviews.append(found)
    return summarize_session(reviews, job.players)


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
    """The child process: say it is ready, take one job, send its progress and
    result, end. It stops at its next decision when told to cancel, or when the
    pipe closes (the window's process is gone)."""
    stop = False

    def cancelled() -> bool:
        nonlocal stop
        try:
            while not stop and conn.poll():
                conn.recv()  # the one thing a parent sends while the child works: cancel
                stop = True
        except (EOFError, OSError):
            stop = True
        return stop

    def progress(done: int, total: int) -> None:
        conn.send(("progress", done, total))

    try:
        conn.send(("ready",))
        data = conn.recv()
        if not isinstance(data, dict):
            return  # cancelled before the job came
        job = job_from_data(data)
        result = run_job(job, progress, cancelled)
        conn.send(("result", result))
    except ValueError as error:
        _send_quietly(conn, ("failed", str(error)))
    except (Cancelled, EOFError, OSError):
        pass  # cancelled, or the window's process is gone: nobody to tell
    finally:
        conn.close()


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
_exiting = False


def _on_exit() -> None:
    # Registered after multiprocessing's own exit function (imported above),
    # so it runs first: before the children are ended.
    global _exiting
    _exiting = True


atexit.register(_on_exit)


def live_processes() -> list[BaseProcess]:
    """The analysis processes started and not yet ended."""
    with _lock:
        return list(_live)


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


def _end(process: BaseProcess, conn: Connection) -> None:
    """Ask the child to stop, give it CANCEL_GRACE, then terminate (and kill) it."""
    if process.is_alive():
        _send_quietly(conn, ("cancel",))
        process.join(CANCEL_GRACE)
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


def _run_in_process(job: Job, progress: Progress | None, stopped: Stopped) -> Result:
    """`run_job` in a child process; ProcessUnavailable when it cannot be done there."""
    started = time.monotonic()
    try:
        process, conn = _start()
    except (OSError, RuntimeError, ValueError) as error:
        raise ProcessUnavailable(f"the analysis process could not start ({error})") from None
    try:
        ready = False
        while True:
            if stopped():
                raise Cancelled
            if not conn.poll(POLL):
                if not ready and time.monotonic() - started > READY_TIMEOUT:
                    raise ProcessUnavailable(
                        f"the analysis process did not start within {READY_TIMEOUT:.0f} s"
                    )
                continue
            try:
                message = conn.recv()
            except (EOFError, OSError):
                process.join(CANCEL_GRACE)
                raise ProcessUnavailable(
                    "the analysis process ended "
                    + ("without a result" if ready else "before it was ready")
                    + f" (exit code {process.exitcode})"
                ) from None
            kind = message[0]
            if kind == "ready":
                ready = True
                LOG.debug(
                    "coach: analysis process %s ready in %.3f s",
                    process.pid,
                    time.monotonic() - started,
                )
                conn.send(job_data(job))
            elif kind == "progress":
                if progress is not None:
                    progress(message[1], message[2])
            elif kind == "result":
                result: Result = message[1]
                return result
            elif kind == "failed":
                raise ValueError(message[1])
    except (BrokenPipeError, ConnectionResetError) as error:
        raise ProcessUnavailable(f"the analysis process went away ({error})") from None
    finally:
        _end(process, conn)


def analyse(
    job: Job,
    progress: Progress | None = None,
    cancelled: Stopped | None = None,
    in_process: bool = True,
) -> Result:
    """Run `job` in a child process (module docstring), or on this thread when
    `in_process` is False or the process cannot do it. ValueError for a round
    the coach cannot read; `Cancelled` once `cancelled()` says so."""
    stopped = cancelled or (lambda: False)
    if in_process:
        try:
            return _run_in_process(job, progress, stopped)
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
    "analyse",
    "child_main",
    "job_data",
    "job_from_data",
    "live_processes",
    "run_job",
    "serve",
    "startup_time",
]
