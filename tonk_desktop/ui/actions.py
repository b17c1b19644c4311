"""The window's actions and menus: every command with its key (Game, Play,
View, Help), the menus that hold them, their texts in the current language, the
Undo and Redo items' state, the keyboard shortcuts list, and the Play keys that
answer while greyed out.

`WindowActions` is a base of `MainWindow`: the actions stay the window's own
attributes (`window.save_history_action`...), and their slots are its commands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from tonk_desktop.engine import Knock
from tonk_desktop.ui.model import SPEEDS

from .help import show_shortcuts

if TYPE_CHECKING:
    from tonk_desktop.ui.bots import BotDriver
    from tonk_desktop.ui.model import GameModel
    from tonk_desktop.ui.table.scene import TableScene


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class WindowActions(QMainWindow):
    """The actions and menus of `MainWindow`, which supplies the commands below."""

    if TYPE_CHECKING:
        model: GameModel
        scene: TableScene
        bots: BotDriver

        def new_game(self) -> None: ...
        def next_round(self) -> None: ...
        def ask_deal_number(self) -> None: ...
        def save_history(self) -> None: ...
        def undo(self) -> None: ...
        def redo(self) -> None: ...
        def quit(self) -> None: ...
        def hint(self) -> None: ...
        def show_rules(self) -> None: ...
        def show_about(self) -> None: ...
        def toggle_full_screen(self) -> None: ...
        def _no_undo_reason(self) -> str: ...
        def is_reviewing(self) -> bool: ...
        @property
        def in_session(self) -> bool: ...

    def _action(
        self,
        shortcut: str | QKeySequence | QKeySequence.StandardKey | None,
        slot: Callable[[], object],
    ) -> QAction:
        action = QAction(self)  # its text comes from retranslate()
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work while the menus are closed
        return action

    def _create_actions(self) -> None:
        table = self.scene
        self.new_game_action = self._action(QKeySequence.StandardKey.New, self.new_game)
        self.next_round_action = self._action("N", self.next_round)
        self.play_deal_action = self._action(None, self.ask_deal_number)
        self.save_history_action = self._action(None, self.save_history)
        self.undo_action = self._action(QKeySequence.StandardKey.Undo, self.undo)
        self.redo_action = self._action(QKeySequence.StandardKey.Redo, self.redo)
        self.quit_action = self._action(QKeySequence.StandardKey.Quit, self.quit)
        self.draw_stock_action = self._action("T", lambda: table.draw("stock"))
        self.draw_discard_action = self._action("P", lambda: table.draw("discard"))
        self.spread_action = self._action("S", table.spread_selected)
        self.discard_action = self._action("D", table.discard_focused)
        self.knock_action = self._action("K", lambda: table.act(Knock()))
        self.continue_action = self._action("C", self.bots.go_on)
        self.hint_action = self._action("H", self.hint)
        self.rules_action = self._action(QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.shortcuts_action = self._action(None, self.show_shortcuts)
        self.about_action = self._action(None, self.show_about)
        self.full_screen_action = self._action(
            QKeySequence.StandardKey.FullScreen, self.toggle_full_screen
        )
        self.full_screen_action.setCheckable(True)
        # Some platforms bind no key to Quit (Windows) or Help: the keys the
        # shortcuts list promises work everywhere.
        for action, fallback in (
            (self.quit_action, "Ctrl+Q"),
            (self.rules_action, "F1"),
            (self.undo_action, "Ctrl+Z"),
        ):
            if action.shortcut().isEmpty():
                action.setShortcut(QKeySequence(fallback))
        # The platform's keys (Ctrl+Y to redo on Windows, Ctrl+Shift+F for full
        # screen on KDE) and the ones the shortcuts list promises everywhere.
        for action, standard, everywhere in (
            (self.redo_action, QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z"),
            (self.full_screen_action, QKeySequence.StandardKey.FullScreen, "F11"),
        ):
            keys = list(QKeySequence.keyBindings(standard))
            if QKeySequence(everywhere) not in keys:
                keys.insert(0, QKeySequence(everywhere))
            action.setShortcuts(keys)

    def _create_game_menu(self) -> QMenu:
        menu = self.menuBar().addMenu("")
        menu.addAction(self.new_game_action)
        menu.addAction(self.next_round_action)
        menu.addSeparator()
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)
        menu.addSeparator()
        menu.addAction(self.play_deal_action)
        menu.addAction(self.save_history_action)
        menu.addSeparator()
        menu.addAction(self.quit_action)
        self.game_menu = menu
        return menu

    def _create_play_menu(self) -> QMenu:
        menu = self.menuBar().addMenu("")
        for action in (
            self.draw_stock_action,
            self.draw_discard_action,
            self.spread_action,
            self.discard_action,
            self.knock_action,
            self.continue_action,
        ):
            menu.addAction(action)
        self.play_menu = menu
        return menu

    def _create_view_menu(self) -> QMenu:
        menu = self.menuBar().addMenu("")
        speed_menu = menu.addMenu("")
        self.speed_menu = speed_menu
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name, factor in SPEEDS.items():
            action = QAction(self, checkable=True)
            action.setChecked(factor == self.model.speed)
            action.triggered.connect(lambda _=False, f=factor: self.model.set_speed(f))
            group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[name] = action
        menu.addAction(self.full_screen_action)
        self.view_menu = menu
        return menu

    def _create_help_menu(self) -> QMenu:
        menu = self.menuBar().addMenu("")
        menu.addAction(self.hint_action)
        menu.addSeparator()
        menu.addAction(self.rules_action)
        menu.addAction(self.shortcuts_action)
        menu.addAction(self.about_action)
        self.help_menu = menu
        return menu

    def _retranslate_actions(self) -> None:
        """The actions' and menus' texts, in the current language."""
        self.continue_action.setText(_tr("C&ontinue"))
        for action, text in (
            (self.new_game_action, _tr("&New game")),
            (self.next_round_action, _tr("Ne&xt round")),
            (self.play_deal_action, _tr("Play &deal number…")),
            (self.redo_action, _tr("&Redo your turn")),
            (self.full_screen_action, _tr("&Full screen")),
            (self.save_history_action, _tr("Save the round's hand &history…")),
            (self.quit_action, _tr("&Quit")),
            (self.draw_stock_action, _tr("Draw from the &stock")),
            (self.draw_discard_action, _tr("Take the dis&card")),
            (self.spread_action, _tr("Lay a s&pread")),
            (self.discard_action, _tr("&Discard")),
            (self.knock_action, _tr("&Knock")),
            (self.hint_action, _tr("&Hint")),
            (self.rules_action, _tr("&Rules")),
            (self.shortcuts_action, _tr("&Keyboard shortcuts")),
            (self.about_action, _tr("&About Tonk")),
        ):
            action.setText(text)
        self.game_menu.setTitle(_tr("&Game"))
        self.play_menu.setTitle(_tr("&Play"))
        self.view_menu.setTitle(_tr("&View"))
        self.speed_menu.setTitle(_tr("Animation &speed"))
        speed_words = {
            "slow": _tr("Slow"),
            "normal": _tr("Normal"),
            "fast": _tr("Fast"),
            "instant": _tr("Instant"),
        }
        for name, action in self.speed_actions.items():
            action.setText(speed_words[name])
        self.help_menu.setTitle(_tr("&Help"))

    def _update_undo(self) -> None:
        """Undo and Redo: on in a practice game when there is a turn to take back
        or play again; in a ledger session off, and the item says why."""
        if self.in_session:
            self.undo_action.setText(_tr("Und&o (not in a ledger session: money is at stake)"))
            self.undo_action.setEnabled(False)
            self.redo_action.setEnabled(False)
            for action in (self.undo_action, self.redo_action):
                action.setStatusTip(self._no_undo_reason())
                action.setToolTip(self._no_undo_reason())
            return
        self.undo_action.setText(_tr("Und&o your last turn"))
        self.undo_action.setEnabled(self.model.can_undo)
        self.redo_action.setEnabled(self.model.can_redo)
        tip = _tr("A round with a turn taken back is a practice round: not counted in statistics")
        for action in (self.undo_action, self.redo_action):
            action.setStatusTip(tip)
            action.setToolTip(tip)

    @Slot()
    def show_shortcuts(self) -> None:
        # The window's own keys as this platform writes them (⌘Q on a Mac).
        native = QKeySequence.SequenceFormat.NativeText
        actions = {
            "Ctrl+N": self.new_game_action,
            "Ctrl+Z": self.undo_action,
            "F11": self.full_screen_action,
            "Ctrl+Q": self.quit_action,
            "F1": self.rules_action,
        }
        settings = self.findChild(QAction, "settingsAction")
        if settings is not None:
            actions["Ctrl+,"] = settings
        open_history = self.findChild(QAction, "openHistoryAction")
        if open_history is not None:
            actions["Ctrl+O"] = open_history
        keys = {key: action.shortcut().toString(native) for key, action in actions.items()}
        show_shortcuts(self, keys)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A Play key whose menu item is greyed out (not legal now) still answers,
        with the rules' reason ("Draw a card first"), as a drag would."""
        if not self.is_reviewing() and event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.ShiftModifier,
        ):
            for action in (
                self.draw_stock_action,
                self.draw_discard_action,
                self.spread_action,
                self.discard_action,
                self.knock_action,
            ):
                if (
                    not action.isEnabled()
                    and action.shortcut().matches(QKeySequence(event.keyCombination()))
                    == QKeySequence.SequenceMatch.ExactMatch
                ):
                    self._play_key(action)
                    event.accept()
                    return
        super().keyPressEvent(event)

    def _play_key(self, action: QAction) -> None:
        table = self.scene
        if action is self.draw_stock_action:
            table.draw("stock")
        elif action is self.draw_discard_action:
            table.draw("discard")
        elif action is self.spread_action:
            table.spread_selected()
        elif action is self.discard_action:
            table.discard_focused()
        else:
            table.act(Knock())
