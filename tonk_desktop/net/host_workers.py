"""The host's work off its own thread: a computer player thinking
(`BotThinking`, answering through `BotAnswer`), and the round in progress
written to the ledger (`RoundSaver`), so neither a search nor an fsync stands
between a move and the other players.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from tonk_desktop.ai.base import Bot
from tonk_desktop.ledger import Ledger


class BotAnswer(QObject):
    """Lives on the host's thread; the worker emits through it (a queued call)."""

    chosen = Signal(int, object)  # generation, Action or an error's text


class BotThinking(QRunnable):
    """One computer player's decision, on a worker thread of the pool."""

    def __init__(self, bot: Bot, view: Any, generation: int, answer: BotAnswer) -> None:
        super().__init__()
        self.bot, self.view, self.generation, self.answer = bot, view, generation, answer

    def run(self) -> None:
        try:
            action: object = self.bot.choose(self.view)
        except Exception as error:  # a bot bug must not stop the table silently
            action = f"{type(error).__name__}: {error}"
        self.answer.chosen.emit(self.generation, action)


class RoundSaver:
    """Writes the round in progress on a thread of its own, in order, the
    latest only when moves come faster than the disk: the table goes on while
    the file is flushed to disk. `flush()` waits for what was asked and says
    what went wrong since the last flush, if anything."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tonk-autosave")
        self._latest = 0
        self._last: Future[None] | None = None
        self._error = ""
        self._shut = False

    def save(self, ledger: Ledger, session_id: int, history: dict[str, Any]) -> None:
        if self._shut:
            return
        self._latest += 1
        self._last = self._pool.submit(self._write, self._latest, ledger, session_id, history)

    def _write(self, number: int, ledger: Ledger, session_id: int, history: dict[str, Any]) -> None:
        if number != self._latest:
            return  # a later save is queued: it will write
        try:
            ledger.save_round_in_progress(session_id, history)
        except OSError as error:  # a full disk: the round goes on, unsaved
            self._error = f"the round in progress could not be saved: {error}"

    def close(self) -> str:
        problem = self.flush()
        self._shut = True
        self._pool.shutdown(wait=True)
        return problem

    def flush(self) -> str:
        last, self._last = self._last, None
        if last is not None:
            last.result(timeout=60)
        error, self._error = self._error, ""
        return error
