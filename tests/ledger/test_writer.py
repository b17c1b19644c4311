"""The background writer (`ledger/writer.py`): jobs run one at a time in the
order asked, a newer job for the same thing replaces one still waiting, every
outcome is reported in order, and flush and close wait for what was asked."""

from __future__ import annotations

import errno
import threading
import time
from functools import partial

from tonk_desktop.ledger.writer import Outcome, Writer


def blocked(writer: Writer) -> threading.Event:
    """Hold the writer in a first job until the event is set."""
    release = threading.Event()
    writer.submit("held", lambda: release.wait(10))
    return release


def test_jobs_run_in_the_order_they_were_asked_for() -> None:
    done: list[int] = []
    writer = Writer()
    release = blocked(writer)
    for number in range(50):
        writer.submit(f"job {number}", partial(done.append, number))
    release.set()
    assert writer.flush(10)
    assert done == list(range(50))
    assert writer.close()


def test_a_newer_job_for_the_same_thing_replaces_the_one_still_waiting() -> None:
    done: list[str] = []
    reported: list[Outcome] = []
    writer = Writer(report=reported.append)
    release = blocked(writer)
    writer.submit("round after move 1", lambda: done.append("move 1"), latest_of="round")
    writer.submit("the record", lambda: done.append("record"))
    writer.submit("round after move 2", lambda: done.append("move 2"), latest_of="round")
    release.set()
    assert writer.flush(10)
    # Move 1's state was never written: move 2's supersedes it, after the record.
    assert done == ["record", "move 2"]
    assert [o.label for o in reported] == ["held", "the record", "round after move 2"]
    assert all(o.ok for o in reported)
    writer.close()


def test_a_failure_is_reported_with_its_error_and_the_writing_goes_on() -> None:
    reported: list[tuple[Outcome, str]] = []
    writer = Writer(
        "tonk-test-writer", lambda o: reported.append((o, threading.current_thread().name))
    )
    done: list[str] = []

    def full() -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    writer.submit("the autosave", full)
    writer.submit("the next", lambda: done.append("next"))
    assert writer.flush(10)
    (first, first_thread), (second, _) = reported
    assert first.label == "the autosave" and not first.ok
    assert isinstance(first.error, OSError) and first.error.errno == errno.ENOSPC
    assert second.ok and done == ["next"]
    assert first_thread == "tonk-test-writer"  # told on the writer's thread
    writer.close()


def test_flush_waits_for_the_work_asked_for() -> None:
    writer = Writer()
    written = threading.Event()

    def slow() -> None:
        time.sleep(0.05)
        written.set()

    writer.submit("slow", slow)
    assert writer.flush(10) and written.is_set()
    release = blocked(writer)
    assert not writer.flush(0.05)  # still held: flush says it gave up
    release.set()
    assert writer.flush(10)
    writer.close()


def test_close_finishes_the_queue_then_refuses_and_ends_its_thread() -> None:
    done: list[int] = []
    writer = Writer("tonk-closing-writer")
    release = blocked(writer)
    writer.submit("last", lambda: done.append(1))
    release.set()
    assert writer.close(10)
    assert done == [1]
    assert writer.closed and not writer.submit("late", lambda: done.append(2))
    assert "tonk-closing-writer" not in [t.name for t in threading.enumerate()]
    assert done == [1]
