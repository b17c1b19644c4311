"""The host's work off its own thread: a computer player thinking
(`BotThinking`, answering through `BotAnswer`), and the round in progress
written to the ledger (`RoundSaver`, on the background writer the window uses
too), so neither a search nor an fsync stands between a move and the other
players.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from tonk_desktop.ai.base import Bot
from tonk_desktop.ledger import Ledger
from tonk_desktop.ledger.writer import Outcome

from .background import BackgroundWriter


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
    """The round in progress written to the ledger on the background writer
    (`BackgroundWriter`, the window's too): in order, the latest only when moves
    come faster than the disk, so the table goes on while the file is flushed to
    disk. A failure is said through `say` on the host's thread."""

    def __init__(self, say: Callable[[str], None], parent: QObject) -> None:
        self._say = say
        self._writer = BackgroundWriter("tonk-autosave", parent)
        self._writer.failed.connect(self._on_failed)

    def save(self, ledger: Ledger, session_id: int, history: dict[str, Any]) -> None:
        self._writer.submit(
            "the round in progress",
            # The host's own file: a window on the ledger never offers it.
            partial(ledger.save_round_in_progress, session_id, history, hosted=True),
            latest_of="round in progress",
        )

    def flush(self) -> None:
        """Wait for what was asked (a failure is said before this returns)."""
        if not self._writer.flush():
            self._say("the round in progress is still being written: the disk does not answer")

    def close(self) -> None:
        self.flush()
        self._writer.close()

    def _on_failed(self, outcome: Outcome) -> None:
        self._say(f"the round in progress could not be saved: {outcome.error}")
