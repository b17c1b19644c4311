"""Computer players at the table: they think on a worker thread, one action at a
time, and their choice comes back to the GameModel on the main thread.

Which computer is to act is the table's answer (`Table.computer_to_act`); the
players themselves, one a seat and level, shown each round's end, are the
table's listeners (`game.ComputerPlayers`). This module adds only the Qt:
the pause before a move, the worker thread and the queued answer.

Anki's pattern (`aqt/taskman.py`): the work runs in a QThreadPool; only plain
data crosses threads -- a frozen RoundView in, an Action back through a queued
signal to a @Slot -- so the window never freezes while a bot searches. A token
makes a late answer from an abandoned round harmless.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.hard import HINT_SEED
from tonk_desktop.engine import Action, RoundView
from tonk_desktop.game import Chooser, ComputerPlayers
from tonk_desktop.ui.model import DEAL_STAGGER_MS, MOVE_MS, Change, GameModel

BotFactory = Callable[[str, int | None], Chooser]


def default_factory(level: str, seed: int | None) -> Chooser:
    return make_bot(level, seed=seed)


class _Answer(QObject):
    """Lives on the main thread; the worker emits through it (a queued call)."""

    chosen = Signal(int, object)  # token, Action
    failed = Signal(int, str)  # token, what went wrong


class _Think(QRunnable):
    def __init__(self, bot: Chooser, view: RoundView, token: int, answer: _Answer) -> None:
        super().__init__()
        self.bot = bot
        self.view = view
        self.token = token
        self.answer = answer

    def run(self) -> None:
        try:
            action = self.bot.choose(self.view)
        except Exception as error:  # a bot bug must not kill the worker silently
            self.answer.failed.emit(self.token, f"{type(error).__name__}: {error}")
            return
        self.answer.chosen.emit(self.token, action)


class BotDriver(QObject):
    """Plays the computer seats: after each change, if a computer is to act, waits
    for the table to show the last move, then asks its bot on a worker thread."""

    thinking = Signal(int)  # the player now thinking
    error = Signal(str)
    waiting_changed = Signal(bool)  # paused after a computer's turn, for the person

    def __init__(
        self,
        model: GameModel,
        factory: BotFactory = default_factory,
        seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        # A bot's search is pure Python holding the GIL; by default the GUI thread
        # may wait 5 ms per switch, and on a busy machine several in a row
        # (benchmarks/ui_speed.py saw 60-80 ms). Handing the GIL over every 1 ms
        # keeps the longest stall of the event loop under ~30 ms.
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self.model = model
        self.factory = factory
        self.seed = seed
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._answer = _Answer(self)
        self._answer.chosen.connect(self._on_chosen)
        self._answer.failed.connect(self._on_failed)
        self.computers = ComputerPlayers(model.table, self._level_of, self._make)
        self._token = 0
        self._busy = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._think)
        self.paused = False
        # Settings: stop after each computer's turn until the person goes on
        # (`go_on`), when another computer plays next.
        self.pause_after_turn = False
        self.waiting = False
        model.changed.connect(self._on_changed)

    @property
    def busy(self) -> bool:
        """True while a bot is thinking or about to."""
        return self._busy or self._timer.isActive()

    def bot_for(self, player: int) -> Chooser:
        return self.computers.bot_for(player)

    def _level_of(self, player: int) -> str:
        return self.model.seats[player].level or "normal"

    def _make(self, level: str, player: int) -> Chooser:
        return self.factory(level, None if self.seed is None else self.seed * 10 + player)

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        if change.kind == "settings":
            return
        self._token += 1  # any answer still on its way is for a position now gone
        self._busy = False
        self._timer.stop()
        to_act = self.model.table.computer_to_act()
        wait = (
            self.pause_after_turn
            and change.kind == "action"
            and change.player is not None
            and self.model.is_computer(change.player)
            and to_act is not None
            and to_act != change.player
        )
        self._set_waiting(bool(wait))
        self.schedule(change)

    def _set_waiting(self, waiting: bool) -> None:
        if waiting != self.waiting:
            self.waiting = waiting
            self.waiting_changed.emit(waiting)

    @Slot()
    def go_on(self) -> None:
        """The person has seen the last computer's turn: the next one plays."""
        if self.waiting:
            self._set_waiting(False)
            self.schedule()

    def schedule(self, change: Change | None = None) -> None:
        rnd = self.model.round
        if self.paused or self.waiting or rnd is None or self.model.table.computer_to_act() is None:
            return
        if change is not None and change.kind == "deal":
            cards = rnd.rules.hand_size * rnd.players + 1
            delay = self.model.duration(DEAL_STAGGER_MS * cards + MOVE_MS)
        else:
            delay = self.model.bot_pause()
        self._timer.start(delay)

    @Slot()
    def _think(self) -> None:
        rnd = self.model.round
        player = self.model.table.computer_to_act()
        if rnd is None or player is None:
            return
        remembered = self.model.remembered_answer()
        if remembered is not None:
            # The round stands where a turn was taken back: the same answer again.
            self.model.apply(remembered)
            return
        self._busy = True
        self.thinking.emit(player)
        self.pool.start(_Think(self.bot_for(player), rnd.view(player), self._token, self._answer))

    @Slot(int, object)
    def _on_chosen(self, token: int, action: Action) -> None:
        if token != self._token:
            return
        self._busy = False
        reason = self.model.apply(action)
        if reason is not None:  # a bot choosing an illegal action is a bot bug
            self.error.emit(f"computer player chose {action}: {reason}")

    @Slot(int, str)
    def _on_failed(self, token: int, message: str) -> None:
        if token == self._token:
            self._busy = False
            self.error.emit(message)

    def shutdown(self) -> None:
        """Stop scheduling and wait for a thinking bot to finish (on close)."""
        self.paused = True
        self._timer.stop()
        self._token += 1
        self.pool.waitForDone()
        self.computers.close()


class HintWorker(QObject):
    """Asks the hard bot for your best move, on a worker thread."""

    ready = Signal(object)  # Action
    failed = Signal(str)  # the hint's bot failed: what went wrong (for a log, not a person)

    def __init__(self, factory: BotFactory = default_factory, parent: QObject | None = None):
        super().__init__(parent)
        self.factory = factory
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._answer = _Answer(self)
        self._answer.chosen.connect(self._on_chosen)
        self._answer.failed.connect(self._on_failed)
        self._token = 0
        self._bot: Chooser | None = None

    def ask(self, view: RoundView) -> None:
        if self._bot is None:
            self._bot = self.factory("hard", HINT_SEED)
        self._token += 1
        self.pool.start(_Think(self._bot, view, self._token, self._answer))

    def cancel(self) -> None:
        self._token += 1

    @Slot(int, object)
    def _on_chosen(self, token: int, action: Action) -> None:
        if token == self._token:
            self.ready.emit(action)

    @Slot(int, str)
    def _on_failed(self, token: int, message: str) -> None:
        if token == self._token:
            self.failed.emit(message)

    def shutdown(self) -> None:
        self._token += 1
        self.pool.waitForDone()
