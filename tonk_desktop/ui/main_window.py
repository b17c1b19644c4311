"""The main window: the table in the middle, the action bar under it, the game
log dock, menus and the status bar. Views only: every action goes to the model.

The window is about the table alone. Its features (the ledger, the review, the
settings, the sound, network play, the lessons) plug in from outside, through
the methods `ui/feature_window.FeatureWindow` lists (add an action to a menu, a
dock, a page in place of the table, a status line, pausing the computers...),
and `ui/features.py` installs them; this module imports none of them.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import (
    DEAL_NUMBER_MAX,
    Action,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
    Round,
    RoundResult,
    classify,
)
from tonk_desktop.ledger import OwnFileError, check_not_own
from tonk_desktop.ui.bots import BotDriver, BotFactory, HintWorker, default_factory
from tonk_desktop.ui.feature_window import Feature, MenuPlace, SessionKeeper
from tonk_desktop.ui.flow_layout import wrapping_row
from tonk_desktop.ui.model import SPEEDS, Change, GameModel
from tonk_desktop.ui.save_folder import remember_saved, suggested_path
from tonk_desktop.ui.status_bar import ElidingStatusBar
from tonk_desktop.ui.table import accessibility
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.table.items import named
from tonk_desktop.ui.table.round_end import RoundEndPanel
from tonk_desktop.ui.table.scene import TableScene
from tonk_desktop.ui.table.view import TableView
from tonk_desktop.ui.text.hint_words import why_move
from tonk_desktop.ui.text.reasons import card_symbol, round_end_name
from tonk_desktop.ui.text.rules_text import rules_html
from tonk_desktop.ui.text.storage_words import storage_problem
from tonk_desktop.ui.text.translation import current_language, retranslate_now_and_later
from tonk_desktop.ui.text.words import speaks_to, spread_name, spread_text

from .game_log import GameLog
from .help import about_html, show_rules, show_shortcuts

_log = logging.getLogger(__name__)

DEAL_DIALOG_WIDTH = 360  # Play deal number's explanation wraps at about this width
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" for a widget's size
DOCK_SHARE = 0.3  # the most of the window's width one side's docks take
BOTH_SIDES_SHARE = 0.4  # ... and docks on both sides (a lesson's panel and the log)

F = TypeVar("F", bound=Feature)


def _tr(text: str) -> str:
    # The menus' texts keep the class's context in windows made from it too
    # (the network table's).
    return QCoreApplication.translate("MainWindow", text)


class MainWindow(QMainWindow):
    """The Tonk table window."""

    closed = Signal()  # the window was closed: helpers bound to it let go
    hint_explained = Signal(str)  # a hint on show, with why it is the move
    speed_chosen = Signal(str)  # View ▸ Animation speed, chosen by the person
    card_scale_changed = Signal(float)  # the table's cards took a new size

    def __init__(
        self,
        model: GameModel | None = None,
        art: CardArt | None = None,
        bot_factory: BotFactory = default_factory,
        seed: int | None = None,
        start: bool = True,
    ) -> None:
        super().__init__()
        accessibility.install()
        self.model = model if model is not None else GameModel(seed=seed, parent=self)
        if self.model.parent() is None:
            self.model.setParent(self)
        self.art = art if art is not None else CardArt(parent=self)
        self.scene = TableScene(self.model, self.art, self)
        self.view = TableView(self.scene)
        self.round_end = RoundEndPanel(
            self.model, self.view.viewport(), keep_clear=self.view.keep_clear
        )
        self.round_end.next_round.connect(self.next_round)
        self.round_end.review_button.hide()  # until a review is installed to answer it
        self.view.resized.connect(self.round_end.place)
        self.view.hint_requested.connect(self.hint)
        self.view.move_chosen.connect(self._on_move_chosen)
        self.bots = BotDriver(self.model, bot_factory, seed=seed, parent=self)
        self.bots.error.connect(self._on_bot_error)
        self.hints = HintWorker(bot_factory, self)
        self.hints.ready.connect(self._on_hint)
        self.hints.failed.connect(self._on_hint_failed)
        self._hint_position: int = -1
        # The status line about a move shown for Enter ("Hint: …", "Move: …"),
        # cleared once that move is played or dropped: it must not outlive it
        # (in hot seat it would tell the next person the last one's cards).
        self._move_message = ""
        self._refusal = ""  # the refusal on show, cleared by the next move
        self._was_maximised = False  # before full screen
        self._quit_confirmed = False  # Quit asked already: closing does not ask again
        self._until_deal = ""  # a status line about this round only: gone at the next deal
        # The window was left for one of its dialogs: when it comes back, so do
        # the keys to the table.
        self._left_for_dialog = False
        # What the features plugged in (ui/feature_window.py): each by its kind,
        # the keeper of the games' money, the player's own table, a lesson's hint.
        self._features: dict[type[Feature], Feature] = {}
        self._keeper: SessionKeeper | None = None
        self._own_table: Callable[[], None] | None = None
        self._hint_source: Callable[[], Action | None] | None = None
        # A page on show in place of the table (a review), its prompt, and what
        # the game had before it came: the log on show, the computers paused.
        self._page: QWidget | None = None
        self._page_prompt: Callable[[], str] | None = None
        self._log_was_visible = True
        self._paused_before_page = False
        self.scene.hint_changed.connect(self._on_hint_changed)
        self.scene.covered_changed.connect(self._on_covered)

        self._create_central()
        self._create_actions()
        self._create_game_menu()
        self._create_play_menu()
        self._create_view_menu()
        self._create_help_menu()
        self._create_docks()
        self._create_status_bar()

        self.model.changed.connect(self._on_changed)
        self.bots.waiting_changed.connect(self._on_waiting)
        self.model.refused.connect(self._on_refused)
        self.scene.move_refused.connect(self._on_refused)
        self.model.round_finished.connect(self._on_round_finished)
        # Every text the window sets once, now and after each language change.
        retranslate_now_and_later(self, self.retranslate)
        self.resize(1100, 760)
        self.view.setFocus()
        if start:
            self.model.new_game()

    # ------------------------------------------------------------ building

    def _create_central(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        bar = named(QWidget(), "actionBar")
        # Wraps onto a second line when long labels (Hungarian, Russian) meet a narrow window.
        row = wrapping_row(bar)
        row.setContentsMargins(8, 5, 8, 5)
        self.knock_button = named(QPushButton(), "knockButton")
        self.knock_button.clicked.connect(lambda: self.scene.act(Knock()))
        self.declare_button = named(QPushButton(), "declareButton")
        self.declare_button.clicked.connect(lambda: self.scene.act(DeclareTonk()))
        self.decline_button = named(QPushButton(), "declineButton")
        self.decline_button.clicked.connect(lambda: self.scene.act(DeclineDiscard()))
        self.suit_button = named(QPushButton(), "sortSuit")
        self.suit_button.clicked.connect(lambda: self.scene.sort_hand("suit"))
        self.rank_button = named(QPushButton(), "sortRank")
        self.rank_button.clicked.connect(lambda: self.scene.sort_hand("rank"))
        self.hint_button = named(QPushButton(), "hintButton")
        self.hint_button.clicked.connect(self.hint)
        # Settings ▸ pause after each computer's turn: the next one waits for this.
        self.continue_button = named(QPushButton(), "continueButton")
        self.continue_button.clicked.connect(self.bots.go_on)
        self.continue_button.hide()
        for button in (
            self.continue_button,
            self.knock_button,
            self.declare_button,
            self.decline_button,
        ):
            row.addWidget(button)
        row.push_rest_right()
        for button in (self.suit_button, self.rank_button, self.hint_button):
            row.addWidget(button)
        for button in bar.findChildren(QPushButton):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.action_bar = bar
        self.set_table_colour(self.view.felt)
        layout.addWidget(bar)
        # The game's table; a review (ui/review) shows in its place while open.
        self.stack = named(QStackedWidget(), "centralStack")
        self.stack.addWidget(central)
        self.setCentralWidget(self.stack)

    def set_table_colour(self, colour: QColor) -> None:
        """The felt's colour, and the button bar's under it (the felt's edge, darker)."""
        self.view.felt = QColor(colour)
        self.view.resetCachedContent()
        self.view.viewport().update()
        self.action_bar.setStyleSheet(
            f"#actionBar {{ background: {QColor(colour).darker(170).name()}; }}"
        )

    def _create_docks(self) -> None:
        self.log = GameLog(self.model)
        dock = named(QDockWidget(self), "logDock")
        dock.setWidget(self.log)
        # Narrower than this, every word of the log gets a line of its own.
        self.log.setMinimumWidth(170)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        # Narrow at first: the table is what a first start shows.
        self.resizeDocks([dock], [200], Qt.Orientation.Horizontal)
        self.log_dock = dock
        self._watch_dock(dock)
        self.view_menu.addAction(dock.toggleViewAction())

    def _create_status_bar(self) -> None:
        self.setStatusBar(ElidingStatusBar())
        self.prompt = named(QLabel(), "turnPrompt")
        self.statusBar().addPermanentWidget(self.prompt)

    def retranslate(self) -> None:
        """Every text the window sets once, in the current language: called at the
        start and after each language change (Frescobaldi's languageChanged)."""
        self.setWindowTitle(self.tr("Tonk"))
        self.knock_button.setText(self.tr("&Knock"))
        self.knock_button.setToolTip(
            self.tr(
                "Lay your hand down: the lowest total wins; a tie or a lower total catches you (K)"
            )
        )
        self.declare_button.setText(self.tr("Declare &49"))
        self.declare_button.setToolTip(self.tr("Show your dealt 49 and win double"))
        self.decline_button.setText(self.tr("&Decline the discard"))
        self.decline_button.setToolTip(
            self.tr("The stock is empty: refuse the discard and end the round")
        )
        self.suit_button.setText(self.tr("Sort by suit"))
        self.rank_button.setText(self.tr("Sort by rank"))
        self.hint_button.setText(self.tr("Hint"))
        self.continue_button.setText(self.tr("C&ontinue"))
        self.continue_button.setToolTip(
            self.tr(
                "The next computer player's turn (C); Settings ▸ Table and cards sets the pause"
            )
        )
        self._retranslate_actions()
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.log.retranslate()
        # Texts drawn from the model: the prompt, the table's labels, the result.
        self._update_controls()
        self.scene.sync()
        self.round_end.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(1100, 760)

    # ------------------------------------------------------------ commands

    def round_under_way(self) -> bool:
        """Is a round being played (dealt and not over)?"""
        rnd = self.model.round
        return rnd is not None and not rnd.is_over

    def confirm_leaving_round(self, leaving: str) -> bool:
        """Before a round under way is thrown away (`leaving` "new_game", or
        "new_session" for Game ▸ New session…) or left (`leaving` "quit"): ask,
        saying what becomes of it and of the ledger session in play. True when
        there is nothing to ask or the person agrees."""
        if not self.round_under_way():
            return True
        keeper = self._keeper
        session = keeper.session_name if keeper is not None else ""
        if leaving == "new_game":
            title = self.tr("Start a new game?")
            question = self.tr("A round is being played. Start a new game and throw it away?")
            button = self.tr("&New game")
            if session:
                detail = self.tr(
                    "Nothing is paid until a round ends. The new game leaves the session "
                    "“{session}” and is not recorded; the session's finished rounds are kept "
                    "and Game ▸ Sessions… resumes it."
                ).replace("{session}", session)
            else:
                detail = self.tr(
                    "Nothing is paid until a round ends; the balances start again from zero."
                )
        elif leaving == "new_session":
            title = self.tr("Start a new session?")
            question = self.tr("A round is being played. Start the new session and throw it away?")
            button = self.tr("&New session")
            if session:
                detail = self.tr(
                    "Nothing is paid until a round ends. The round is not recorded; the "
                    "finished rounds of the session “{session}” are kept and Game ▸ "
                    "Sessions… resumes it."
                ).replace("{session}", session)
            else:
                detail = self.tr(
                    "Nothing is paid until a round ends: this game's balances are not kept."
                )
        else:
            title = self.tr("Quit Tonk?")
            question = self.tr("A round is being played. Quit now?")
            button = self.tr("&Quit")
            if session:
                detail = self.tr(
                    "The round is kept with the session “{session}”: the next start offers "
                    "to resume it where it stopped."
                ).replace("{session}", session)
            elif keeper is not None:
                detail = self.tr(
                    "The game is kept: the next start offers to resume it where it stopped."
                )
            else:
                detail = self.tr(
                    "This window keeps no ledger: the round and the balances are lost."
                )
        box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=self)
        box.setObjectName("leaveRoundBox")
        box.setInformativeText(detail)
        agree = box.addButton(button, QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        return box.clickedButton() is agree

    @Slot()
    def quit(self) -> None:
        """Game ▸ Quit (Ctrl+Q): asks first when a round is under way."""
        if self.confirm_leaving_round("quit"):
            self._quit_confirmed = True
            self.close()

    @Slot()
    def new_game(self) -> None:
        if not self.confirm_leaving_round("new_game"):
            return
        self.leave_session()
        self.model.new_game()

    @Slot()
    def toggle_full_screen(self) -> None:
        """View > Full screen (F11, or the platform's key): the table fills the
        screen; again, and the window is as it was."""
        if self.isFullScreen():
            self.showNormal()
            if self._was_maximised:
                self.showMaximized()
        else:
            self._was_maximised = self.isMaximized()
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            # Left by the window manager's own key too: the tick follows the window.
            self.full_screen_action.setChecked(self.isFullScreen())
        elif event.type() == QEvent.Type.ActivationChange:
            if not self.isActiveWindow():
                self._left_for_dialog = self._owns(
                    QApplication.activeModalWidget() or QApplication.activeWindow()
                )
            elif self._left_for_dialog:
                # Back from Help ▸ Keyboard shortcuts, the settings, any dialog
                # of this window: the arrows, Space and Esc are the hand's again.
                self._left_for_dialog = False
                self.focus_table()

    def _owns(self, widget: QWidget | None) -> bool:
        """Is `widget` a dialog (or other window) opened from this window?"""
        while widget is not None:
            if widget is self:
                return True
            widget = widget.parentWidget()
        return False

    def focus_table(self) -> None:
        """The keys to the table: its cards (or the cover over them, which the
        view hands them on to), or the round's result while it is on show."""
        if self._page is not None:
            return  # a page in place of the table keeps its own keys
        if self.round_end.isVisible():
            self.round_end.button.setFocus()
        else:
            self.view.setFocus()

    @property
    def in_session(self) -> bool:
        """Is a ledger session in play (money at stake: no undo)?"""
        return self._keeper is not None and self._keeper.session_id is not None

    @Slot()
    def undo(self) -> None:
        """Game > Undo: take back your last turn and the computers' moves after it,
        in a practice game only."""
        if self.in_session:
            self.statusBar().showMessage(self._no_undo_reason(), 8000)
            return
        self.hints.cancel()
        if not self.model.undo():
            self.statusBar().showMessage(self.tr("There is no turn of yours to take back."), 5000)

    @Slot()
    def redo(self) -> None:
        """Game > Redo: play the turn taken back again, as it was."""
        if self.in_session:
            self.statusBar().showMessage(self._no_undo_reason(), 8000)
            return
        self.hints.cancel()
        if not self.model.redo():
            self.statusBar().showMessage(
                self.tr("There is no turn taken back to play again."), 5000
            )

    def _no_undo_reason(self) -> str:
        return self.tr(
            "No undo in a ledger session: money is at stake. New game or Play deal number… "
            "starts a practice game, where you can take turns back."
        )

    @Slot()
    def ask_deal_number(self) -> None:
        """Game > Play deal number...: ask for a number (the one shown in the log
        and at the round's end), then deal it in a practice game."""
        dialog = QInputDialog(self)
        dialog.setObjectName("dealNumberDialog")
        dialog.setWindowTitle(self.tr("Play deal number"))
        dialog.setLabelText(
            self.tr(
                "The deal number (1 to {max}) shown in the game log and at a round's end: "
                "the same number deals the same cards, here or at a friend's computer."
            ).replace("{max}", str(DEAL_NUMBER_MAX))
        )
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(1, DEAL_NUMBER_MAX)
        current = self.model.deal_number
        dialog.setIntValue(current if current is not None else 1)
        # The explanation wraps: one line of it made the dialog as wide as the window.
        label = dialog.findChild(QLabel)
        if label is not None:
            label.setWordWrap(True)
            label.setMinimumWidth(DEAL_DIALOG_WIDTH)
        dialog.setMaximumWidth(DEAL_DIALOG_WIDTH * 3 // 2)
        dialog.intValueSelected.connect(self.play_deal)
        dialog.finished.connect(self.focus_table)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    @Slot(int)
    def play_deal(self, number: int) -> None:
        """Deal `number` in a practice game: its cards, dealt by the seat it names,
        balances from zero (a ledger session in play is left, as for New game)."""
        if not self.confirm_leaving_round("new_game"):
            return
        left = self.leave_session()
        self.model.new_game(deal_number=number)
        dealt = self.tr("Deal number {deal}, in a practice game.").replace("{deal}", str(number))
        self.statusBar().showMessage(f"{left} {dealt}".strip(), 15000)

    def leave_session(self) -> str:
        """Leave the ledger session in play, if any, for a game of one's own;
        returns what the status bar says of it ("" when no session was left)."""
        self.hints.cancel()
        keeper = self._keeper
        if keeper is not None and keeper.session_id is not None:
            # A session's balances are its rounds': a new game starts afresh,
            # unrecorded, at the player's own table; Sessions… resumes it. The
            # round thrown away is not offered as interrupted at the next start.
            name = keeper.leave_session(drop_round=True)
            self.restore_own_table()
            text = self.tr(
                "Left the session “{session}”: its rounds are kept, and Game ▸ "
                "Sessions… resumes it. This game is not recorded."
            ).replace("{session}", name)
            self.statusBar().showMessage(text, 15000)
            return text
        return ""

    @Slot()
    def next_round(self) -> None:
        rnd = self.model.round
        if rnd is not None and not rnd.is_over:
            self.statusBar().showMessage(self.tr("Finish this round first."), 6000)
            return
        self.hints.cancel()
        self.model.next_round()

    @Slot(bool)
    def _on_covered(self, covered: bool) -> None:
        if covered:
            # A hint asked for before is the hidden person's: neither shown nor said.
            self.hints.cancel()
            self._clear_move_message()
            self._light_knock(False)
        self._update_controls()

    @Slot()
    def hint(self) -> None:
        if self.scene.refuse_covered() is not None:
            return
        rnd = self.model.round
        you = self.model.you
        if rnd is None or rnd.is_over or rnd.current != you or self.model.is_computer(you):
            self.statusBar().showMessage(self.tr("A hint is for your own turn."), 5000)
            return
        self._hint_position = len(rnd.history)
        lesson_move = self._hint_source() if self._hint_source is not None else None
        if lesson_move is not None:
            self._on_hint(lesson_move)
            return
        self._show_move_message(self.tr("Thinking about a hint…"))
        # At an open table (the practice with open cards) the person sees every
        # hand, so the hint may too; anywhere else it sees the seat's own view.
        self.hints.ask(rnd.open_view(you) if self.scene.open_hands else rnd.view(you))

    @Slot(object)
    def _on_hint(self, action: Action) -> None:
        rnd = self.model.round
        if rnd is None or rnd.is_over or len(rnd.history) != self._hint_position:
            return
        if self.scene.covered:
            return
        self.scene.set_hint(action)
        self._light_knock(isinstance(action, Knock))
        # The table keeps the focus, so Enter plays the hint, a knock included.
        why = why_move(
            rnd, self.model.you, action, self.model.name if self.scene.open_hands else None
        )
        self._show_move_message(
            self.tr("Hint: {move} ({why}). Press Enter to play it.")
            .replace("{move}", self.describe(action))
            .replace("{why}", why)
            if why
            else self.tr("Hint: {move}. Press Enter to play it.").format(move=self.describe(action))
        )
        self.hint_explained.emit(self._move_message)

    @Slot(str)
    def _on_hint_failed(self, message: str) -> None:
        # "Thinking about a hint…" must not stay up for an answer that never comes.
        self._clear_move_message()
        self.statusBar().showMessage(
            self.tr("No hint this time: the computer could not work one out."), 8000
        )
        _log.warning("the hint's computer player failed: %s", message)

    @Slot(object)
    def _on_move_chosen(self, action: Action | None) -> None:
        if action is None:
            text = (
                self.tr("The selected cards make no spread: select one card to hit or discard.")
                if len(self.scene.selected_cards()) > 1
                else self.tr("No move to choose: select cards with the arrow keys and Space.")
            )
            self.statusBar().showMessage(text, 5000)
            return
        self._show_move_message(
            self.tr("Move: {move}. Press Enter to play it, Up or Down for another.").format(
                move=self.describe(action)
            )
        )

    def show_until_next_deal(self, text: str) -> None:
        """A status line that holds until the next deal (a new game or a resumed
        session included), never into a later round."""
        self._until_deal = text
        self.statusBar().showMessage(text)

    def _show_move_message(self, text: str) -> None:
        self._move_message = text
        self.statusBar().showMessage(text)

    @Slot(object)
    def _on_hint_changed(self, action: Action | None) -> None:
        if action is None:
            self._clear_move_message()
            self._light_knock(False)

    def _light_knock(self, on: bool) -> None:
        """The knock hint on the table: the Knock button lights up (and says so to
        a screen reader), not only the status bar."""
        button = self.knock_button
        if button.property("hinted") == on:
            return
        button.setProperty("hinted", on)
        button.setStyleSheet(
            "QPushButton { background: #f2c94c; color: #1b1b1b; font-weight: bold;"
            " border: 2px solid #fff3c4; border-radius: 4px; padding: 3px 10px; }"
            if on
            else ""
        )
        button.setAccessibleDescription(self.tr("The hint: knock now") if on else "")

    @Slot(bool)
    def _on_waiting(self, waiting: bool) -> None:
        """Paused after a computer's turn: Continue shows, with the keyboard on it."""
        self.continue_button.setVisible(waiting)
        self._update_controls()
        if waiting:
            self.continue_button.setFocus()
        elif self.continue_button.hasFocus():
            self.view.setFocus()

    def _clear_move_message(self) -> None:
        if self._move_message and self.statusBar().currentMessage() == self._move_message:
            self.statusBar().clearMessage()
        self._move_message = ""

    def describe(self, action: Action) -> str:
        """A suggested move in words: "discard Q♠", "hit your run 5♣ 6♣ 7♣ with 8♣"."""
        rnd = self.model.round
        if isinstance(action, Draw):
            return (
                self.tr("draw from the stock")
                if action.source == "stock"
                else self.tr("take the discard")
            )
        if isinstance(action, Discard):
            return self.tr("discard {card}").format(card=card_symbol(action.card))
        if isinstance(action, LaySpread):
            # In table order, as the log will say it (a joker in its gap).
            _kind, cards = classify(action.cards) or ("run", action.cards)
            return self.tr("lay {cards}").format(cards=spread_text(cards))
        if isinstance(action, Hit) and rnd is not None:
            spread = rnd.spreads[action.spread_index]
            return self.tr("hit {target} with {card}").format(
                target=spread_name(self.model, spread, self.model.you),
                card=card_symbol(action.card),
            )
        if isinstance(action, Knock):
            return self.tr("knock")
        if isinstance(action, DeclineDiscard):
            return self.tr("decline the discard")
        if isinstance(action, DeclareTonk):
            return self.tr("declare your 49")
        return str(action)

    # ------------------------------------------------------------ actions and menus

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
        # F2 too, as in KPatience and PySolFC.
        self.new_game_action.setShortcuts([*self.new_game_action.shortcuts(), QKeySequence("F2")])
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
            action.triggered.connect(lambda _=False, name=name: self._choose_speed(name))
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
        keys["Ctrl+N"] = " / ".join(
            key.toString(native) for key in self.new_game_action.shortcuts()
        )  # and F2
        show_shortcuts(self, keys).finished.connect(self.focus_table)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A Play key whose menu item is greyed out (not legal now) still answers,
        with the rules' reason ("Draw a card first"), as a drag would."""
        if self._page is None and event.modifiers() in (
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

    def _choose_speed(self, name: str) -> None:
        """View ▸ Animation speed: the table's, and the features hear it (the
        settings keep it)."""
        self.model.set_speed(SPEEDS[name])
        self.speed_chosen.emit(name)

    def _show_speed(self) -> None:
        """The View menu's speed ticked as the model has it (set from the menu,
        the settings or a lesson)."""
        for name, action in self.speed_actions.items():
            if SPEEDS[name] == self.model.speed and not action.isChecked():
                action.setChecked(True)

    # ------------------------------------------------------------ model signals

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        if change.kind != "settings":
            self._clear_move_message()  # the hint asked for is stale too
            self._light_knock(False)
            # A refusal is answered by the person's next move: "Draw a card
            # first" does not outlive the draw (a computer's move leaves it).
            by_person = change.player is not None and not self.model.is_computer(change.player)
            if by_person or change.kind in ("new_game", "deal", "restore", "undo"):
                if self._refusal and self.statusBar().currentMessage() == self._refusal:
                    self.statusBar().clearMessage()
                self._refusal = ""
        if change.kind in ("new_game", "deal", "restore", "undo"):
            if self._until_deal and self.statusBar().currentMessage() == self._until_deal:
                self.statusBar().clearMessage()
            self._until_deal = ""
            focus = QApplication.focusWidget()
            panel_had_focus = focus is None or self.round_end.isAncestorOf(focus)
            self.round_end.hide()
            if panel_had_focus:
                # Back to the cards: the arrows and Space work on the new hand
                # (a hot-seat cover, shown after this, takes the focus itself).
                self.view.setFocus()
        if change.kind == "settings":
            self._show_speed()
        self._update_controls()

    @Slot(str, str)
    def _on_refused(self, reason: str, code: str) -> None:
        # Engine refusals arrive as the engine's words; translated by `code` later.
        text = reason[:1].upper() + reason[1:]
        self._refusal = text
        self.statusBar().showMessage(text, 8000)

    @Slot(object)
    def _on_round_finished(self, result: RoundResult) -> None:
        # Let the last card land before the panel covers the middle of the table.
        delay = self.model.duration(300)
        if delay:
            QTimer.singleShot(delay, self, lambda: self._show_result(result))
        else:
            self._show_result(result)

    def _show_result(self, result: RoundResult) -> None:
        if self.model.round is not None and self.model.round.result is result:
            self.round_end.show_result(result)
            self.round_end.button.setFocus()

    @Slot(str)
    def _on_bot_error(self, message: str) -> None:
        self.statusBar().showMessage(
            self.tr("Computer player error: {message}").format(message=message)
        )

    def _update_controls(self) -> None:
        model = self.model
        you = model.you
        # Under a cover (the hot seat's hand-off) no move is on offer: each
        # would act for, or tell of, the hand it hides.
        covered = self.scene.covered
        legal = model.legal_for(you) if not model.is_computer(you) and not covered else []
        self.knock_button.setEnabled(Knock() in legal)
        # The Play menu offers exactly the moves the rules allow now.
        self.knock_action.setEnabled(Knock() in legal)
        self.draw_stock_action.setEnabled(Draw("stock") in legal)
        self.draw_discard_action.setEnabled(Draw("discard") in legal)
        self.spread_action.setEnabled(any(isinstance(a, LaySpread) for a in legal))
        self.discard_action.setEnabled(any(isinstance(a, Discard) for a in legal))
        self.declare_button.setVisible(DeclareTonk() in legal)
        self.decline_button.setVisible(DeclineDiscard() in legal)
        rnd = model.round
        over = rnd is None or rnd.is_over
        self.next_round_action.setEnabled(over)
        self._update_undo()
        if covered:
            self.undo_action.setEnabled(False)
            self.redo_action.setEnabled(False)
        self.suit_button.setEnabled(not covered)
        self.rank_button.setEnabled(not covered)
        # A finished round only: a history holds the whole deck, every hand.
        self.save_history_action.setEnabled(rnd is not None and rnd.is_over)
        self.hint_button.setEnabled(bool(legal))
        if rnd is None:
            self.prompt.setText("")
        elif covered:
            self.prompt.setText(self.scene.cover_words())
        elif over:
            assert rnd.result is not None
            self.prompt.setText(
                self.tr("{title} — press N for the next round.").format(
                    title=round_end_name(rnd.result.kind)
                )
            )
        elif rnd.current == you and not model.is_computer(you):
            self.prompt.setText(self.turn_prompt(rnd))
        elif self.bots.waiting:
            self.prompt.setText(
                self.tr("Paused: press Continue (C) for {name}'s turn.").format(
                    name=model.name(rnd.current)
                )
            )
        else:
            playing = (
                self.tr("You are playing…")
                if speaks_to(model, rnd.current)
                else self.tr("{name} is playing…").format(name=model.name(rnd.current))
            )
            self.prompt.setText(playing)
        # A page in place of the table (a review): the game waits under it, its
        # keys off (N and the arrows are the page's), the page's prompt on show.
        paged = self._page is not None
        self.hint_action.setEnabled(not paged and not covered)
        self.continue_action.setEnabled(not paged)
        if paged:
            for action in (
                self.knock_action,
                self.draw_stock_action,
                self.draw_discard_action,
                self.spread_action,
                self.discard_action,
                self.next_round_action,
                self.undo_action,
                self.redo_action,
            ):
                action.setEnabled(False)
            self.prompt.setText(self._page_prompt() if self._page_prompt is not None else "")

    def turn_prompt(self, rnd: Round) -> str:
        """What the person may do now, from the moves the rules allow them."""
        legal = self.model.legal_for(self.model.you)
        clauses = []
        if DeclareTonk() in legal:
            clauses.append(self.tr("declare your dealt 49 (Enter), or lose it"))
        if rnd.phase == "start":
            if Knock() in legal:
                clauses.append(self.tr("knock (K)"))
            if Draw("stock") in legal:
                clauses.append(self.tr("draw from the stock (T)"))
            if Draw("discard") in legal:
                clauses.append(self.tr("take the discard (P)"))
            if DeclineDiscard() in legal:
                clauses.append(self.tr("the stock is empty: decline the discard to end the round"))
        else:
            if any(isinstance(action, LaySpread) for action in legal):
                clauses.append(self.tr("spread (S)"))
            if any(isinstance(action, Hit) for action in legal):
                clauses.append(
                    self.tr("hit a spread (drag a card onto it, or ↑ ↓ to choose it and Enter)")
                )
            if Knock() in legal:
                clauses.append(self.tr("knock (K)"))
            if any(isinstance(action, Discard) for action in legal):
                clauses.append(self.tr("discard (D)"))
            elif rnd.taken is not None and rnd.rules.discard_must_meld:
                clauses.append(self.tr("play the card you took before you discard"))
        text = self.tr("Your turn: {moves}.").replace("{moves}", self.tr("; ").join(clauses))
        rules = rnd.rules
        if rnd.held_now and rules.hit_penalty == "no_knock":
            text += " " + self.tr("You are held this turn: you may not knock.")
        elif rnd.held_now and rules.hit_penalty == "no_spreads":
            text += " " + self.tr("You are held this turn: you may not lay new spreads.")
        return text

    # ------------------------------------------------------------ dialogs

    @Slot()
    def show_rules(self) -> None:
        dialog = show_rules(self, self.model.rules)
        if dialog is not None:
            dialog.finished.connect(self.focus_table)

    def rules_html(self) -> str:
        """The rules for players, in the current language, house rules in play marked."""
        return rules_html(self.model.rules, current_language())

    @Slot()
    def save_history(self) -> None:
        """Write the finished round on the table as a hand history (JSON: the
        rules, the deck and every action), which `tonk-replay` replays."""
        rnd = self.model.round
        if rnd is None or not rnd.is_over:
            return
        title = self.tr("Save the round's hand history")
        data = rnd.to_history()  # a dealt or resumed round always has its deck
        suggested = suggested_path(f"tonk-round-{self.model.round_number}.json")
        path, _filter = QFileDialog.getSaveFileName(
            self, title, suggested, self.tr("Hand histories (*.json)")
        )
        if not path:
            return
        if not Path(path).suffix:
            path += ".json"
        try:
            check_not_own(path)
            Path(path).write_text(
                json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
            )
        except (OSError, OwnFileError) as error:
            QMessageBox.warning(
                self,
                title,
                self.tr("Could not write {path}: {why}")
                .replace("{path}", path)
                .replace("{why}", storage_problem(error)),
            )
            return
        remember_saved(path)
        self.statusBar().showMessage(
            self.tr("Saved the hand history to {path}.").format(path=path), 8000
        )

    @Slot()
    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Tonk"), about_html())
        self.focus_table()

    # ------------------------------------------------------------ the features' seam
    # What ui/feature_window.FeatureWindow promises a feature, and nothing more.

    @property
    def widget(self) -> QMainWindow:
        return self

    def add_feature(self, feature: Feature) -> None:
        kind = type(feature)
        if kind in self._features:
            raise ValueError(f"{kind.__name__} is installed in this window already")
        self._features[kind] = feature

    def feature(self, kind: type[F]) -> F | None:
        found = self._features.get(kind)
        return found if isinstance(found, kind) else None

    def add_to_menu(self, place: MenuPlace, actions: Sequence[QAction]) -> None:
        for action in actions:
            self.addAction(action)  # its key works while the menus are closed
        if place == "game":
            for action in actions:
                self.game_menu.insertAction(self.quit_action, action)
            self.game_menu.insertSeparator(self.quit_action)
        elif place == "game:history":
            for action in actions:
                self.game_menu.insertAction(self.save_history_action, action)
        elif place == "view":
            self.view_menu.addActions(list(actions))
        else:
            self.help_menu.insertActions(self.hint_action, list(actions))

    def add_dock(
        self,
        dock: QDockWidget,
        area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
        beside_log: bool = False,
        in_view_menu: bool = True,
    ) -> None:
        self.addDockWidget(area, dock)
        self._watch_dock(dock)
        if beside_log:
            self.tabifyDockWidget(self.log_dock, dock)
        if in_view_menu:
            self.view_menu.addAction(dock.toggleViewAction())

    def _watch_dock(self, dock: QDockWidget) -> None:
        dock.visibilityChanged.connect(self._on_dock_moved)
        dock.topLevelChanged.connect(self._on_dock_moved)
        dock.dockLocationChanged.connect(self._on_dock_moved)

    def _on_dock_moved(self, *_change: object) -> None:
        # A closing window hides its docks as it goes: nothing to cap then.
        if shiboken6.isValid(self):
            self.cap_docks()

    def cap_docks(self) -> None:
        """No docked panel squeezes the table: one side's docks take at most
        DOCK_SHARE of the window's width, and docks on both sides together
        BOTH_SIDES_SHARE (each still as wide as its own minimum)."""
        docks = [d for d in self.findChildren(QDockWidget) if d.parent() is self]
        sides = {self.dockWidgetArea(d) for d in docks if d.isVisible() and not d.isFloating()}
        both = {Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea}
        share = BOTH_SIDES_SHARE / 2 if both <= sides else DOCK_SHARE
        for dock in docks:
            if dock.isFloating():
                dock.setMaximumWidth(QWIDGETSIZE_MAX)
            else:
                most = int(self.width() * share)
                dock.setMaximumWidth(max(dock.minimumSizeHint().width(), most))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.cap_docks()

    def set_keeper(self, keeper: SessionKeeper) -> None:
        self._keeper = keeper

    @property
    def keeper(self) -> SessionKeeper | None:
        return self._keeper

    def set_own_table(self, own_table: Callable[[], None]) -> None:
        self._own_table = own_table

    def restore_own_table(self) -> bool:
        if self._own_table is None:
            return False
        self._own_table()
        return True

    def set_hint_source(self, source: Callable[[], Action | None] | None) -> None:
        self._hint_source = source

    def show_status(self, text: str, timeout: int = 0) -> None:
        self.statusBar().showMessage(text, timeout)

    def set_page(self, page: QWidget | None, prompt: Callable[[], str] | None = None) -> None:
        """`prompt` is asked for the prompt's text, so it follows the language."""
        old = self._page
        if page is old:
            self._page_prompt = prompt
            self._update_controls()
            return
        if old is not None:
            self.stack.removeWidget(old)
        if page is not None:
            if old is None:
                self._log_was_visible = self.log_dock.isVisible()
                self._paused_before_page = self.bots.paused
            self._page, self._page_prompt = page, prompt
            self.bots.paused = True
            self.hints.cancel()
            self.stack.addWidget(page)
            self.stack.setCurrentWidget(page)
            self.log_dock.hide()
            self._update_controls()
            return
        self._page, self._page_prompt = None, None
        self.stack.setCurrentIndex(0)
        if self._log_was_visible:
            self.log_dock.show()
        self.bots.paused = self._paused_before_page
        self._update_controls()
        rnd = self.model.round
        if rnd is not None and rnd.is_over and self.round_end.isVisible():
            self.round_end.button.setFocus()
        else:
            self.view.setFocus()
        self.bots.schedule()

    def refresh_controls(self) -> None:
        self._update_controls()

    def set_card_scale(self, scale: float) -> None:
        self.scene.set_card_scale(scale)
        self.card_scale_changed.emit(scale)

    @property
    def computers_paused(self) -> bool:
        return self.bots.paused

    def pause_computers(self, paused: bool = True) -> None:
        self.bots.paused = paused

    def set_pause_after_turn(self, pause: bool) -> None:
        self.bots.pause_after_turn = pause
        if not pause:
            self.bots.go_on()

    def cancel_hint(self) -> None:
        self.hints.cancel()

    # ------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:
        # Closed by the person (the title bar's X): ask as Quit does. A close
        # from the program itself (Quit already asked, a test) does not ask.
        asked, self._quit_confirmed = self._quit_confirmed, False
        if event.spontaneous() and not asked and not self.confirm_leaving_round("quit"):
            event.ignore()
            return
        self.bots.shutdown()
        self.hints.shutdown()
        super().closeEvent(event)
        self.closed.emit()
