"""`BackgroundWriter`: the background writer's outcomes arrive as signals on
the main thread, each once and in order; the network host says a failed save
in its log."""

from __future__ import annotations

import errno
import gc
import threading
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.ledger.writer import Outcome
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.background import BackgroundWriter
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.table_config import SeatPlan, TableConfig


def full() -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_failure_is_reported_on_the_main_thread(qtbot: QtBot) -> None:
    writer = BackgroundWriter("tonk-test-writer")
    seen: list[tuple[Outcome, threading.Thread]] = []
    writer.failed.connect(lambda o: seen.append((o, threading.current_thread())))
    worked: list[threading.Thread] = []

    def failing() -> None:
        worked.append(threading.current_thread())
        full()

    with qtbot.waitSignal(writer.failed, timeout=5000):
        writer.submit("the autosave", failing)
    ((outcome, thread),) = seen
    assert worked and worked[0] is not threading.main_thread()  # done off the main thread
    assert thread is threading.main_thread()  # told on it
    assert outcome.label == "the autosave" and isinstance(outcome.error, OSError)
    writer.close()


def test_flush_reports_before_it_returns_and_never_twice(qtbot: QtBot) -> None:
    writer = BackgroundWriter("tonk-test-writer")
    labels: list[str] = []
    writer.succeeded.connect(lambda o: labels.append(o.label))
    writer.failed.connect(lambda o: labels.append(f"failed: {o.label}"))
    writer.submit("one", lambda: None)
    writer.submit("two", full)
    writer.submit("three", lambda: None)
    assert writer.flush(10)
    assert labels == ["one", "failed: two", "three"]
    qtbot.wait(50)  # the queued calls from the writer's thread come now: nothing left
    assert labels == ["one", "failed: two", "three"]
    assert writer.close()
    assert not writer.submit("late", lambda: None)


def test_a_host_that_cannot_save_its_round_says_so(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Robo")),
        bot_pause=0,
        round_pause=0,
        max_rounds=1,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        monkeypatch.setattr(ledger, "save_round_in_progress", lambda *_args, **_kw: full())
        host = TableHost(config, ledger, seed=11)
        said: list[tuple[str, threading.Thread]] = []
        host.log.connect(lambda text: said.append((text, threading.current_thread())))
        mine = TableClient()
        player = AutoPlayer(mine, "easy", 1)
        with qtbot.waitSignal(host.closed, timeout=30_000):
            host.start()
            host.attach_local(mine, "Anna", "en")
        qtbot.waitUntil(lambda: player.rounds_seen == 1, timeout=5_000)
        failures = [(text, thread) for text, thread in said if "could not be saved" in text]
        assert failures and "No space left on device" in failures[0][0]
        assert all(thread is threading.main_thread() for _, thread in failures)
        assert [r.number for r in ledger.rounds(ledger.sessions()[0].id)] == [
            1
        ]  # recorded all the same


def test_a_writer_dropped_without_closing_finishes_its_work_and_its_thread(
    qtbot: QtBot,
) -> None:
    done: list[str] = []

    def slow() -> None:
        time.sleep(0.05)
        done.append("written")

    writer = BackgroundWriter("tonk-dropped-writer")
    writer.submit("slow", slow)
    del writer
    gc.collect()
    qtbot.waitUntil(
        lambda: "tonk-dropped-writer" not in [t.name for t in threading.enumerate()],
        timeout=5000,
    )
    assert done == ["written"]
