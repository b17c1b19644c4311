"""The window as a feature sees it: the seam every feature plugs in through.

A feature is one part of the program added to the main window from outside it:
the ledger, the review (and its coach), the settings, the sound, network play,
the lessons. Each is a `Feature`, one a window and found again by its kind
(`LedgerFeature.of(window)`, in the spirit of Frescobaldi's per-window
plug-ins), made by its own `install_*` function; `ui/features.py` installs them
all, in one place. The window imports none of them; a feature uses only what
`FeatureWindow` lists, never the window's own attributes
(tests/ui/test_feature_seam.py holds both).

The window in turn asks two things of the features, through two hooks: what
keeps its games (a `SessionKeeper`, the ledger, given by `set_keeper`) says
whether money is at stake and lets a session go; and the settings (through
`set_own_table`) put the player's own players, rules and stake back on after
a session or a lesson.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypeVar

from PySide6.QtCore import QObject, Qt, SignalInstance

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QColor
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QPushButton, QWidget

    from tonk_desktop.engine import Action
    from tonk_desktop.ui.model import GameModel
    from tonk_desktop.ui.table.card_art import CardArt
    from tonk_desktop.ui.table.round_end import RoundEndPanel
    from tonk_desktop.ui.table.scene import TableScene
    from tonk_desktop.ui.table.view import TableView

# Where a feature's menu items go:
#   "game"          its own group in the Game menu, above Quit, a separator after it
#   "game:history"  beside Save the round's hand history… (the review's items)
#   "view"          the end of the View menu
#   "help"          the top of the Help menu
MenuPlace = Literal["game", "game:history", "view", "help"]

F = TypeVar("F", bound="Feature")


class SessionKeeper(Protocol):
    """What keeps the window's games and their money (the ledger feature)."""

    @property
    def session_id(self) -> int | None:
        """The ledger session being played, if any."""
        ...

    @property
    def session_name(self) -> str:
        """Its name ("" when none is in play)."""
        ...

    def leave_session(self, drop_round: bool = False) -> str:
        """Stop recording into the session in play; its name. `drop_round`: the
        round in progress was thrown away, so it is not kept to resume."""
        ...

    def session_histories(self, session_id: int) -> list[dict[str, Any] | None]:
        """The hand histories of a session's rounds, in order (None for a round
        recorded without one). OSError or sqlite3.Error when they cannot be read."""
        ...


class FeatureWindow(Protocol):
    """What a feature may use of the main window."""

    # The game and the table: the model every view listens to, the card art,
    # the scene and view of the cards, the round-end panel over them, and the
    # two buttons a lesson lights.
    @property
    def model(self) -> GameModel: ...
    @property
    def art(self) -> CardArt: ...
    @property
    def scene(self) -> TableScene: ...
    @property
    def view(self) -> TableView: ...
    @property
    def round_end(self) -> RoundEndPanel: ...
    @property
    def knock_button(self) -> QPushButton: ...
    @property
    def declare_button(self) -> QPushButton: ...

    @property
    def widget(self) -> QMainWindow:
        """The window as Qt knows it: the parent of a feature's actions, docks
        and dialogs, and the geometry and dock layout kept between starts."""
        ...

    # The window's news.
    @property
    def closed(self) -> SignalInstance:
        """The window closed: a feature bound to it lets go."""
        ...

    @property
    def hint_explained(self) -> SignalInstance:
        """A hint on show, with why it is the move (str)."""
        ...

    @property
    def speed_chosen(self) -> SignalInstance:
        """View ▸ Animation speed chosen by the person (its name, str)."""
        ...

    @property
    def card_scale_changed(self) -> SignalInstance:
        """The table's cards took a new size (float)."""
        ...

    # Plugging in.
    def add_feature(self, feature: Feature) -> None:
        """Keep `feature` for `Feature.of`; one of each kind a window."""
        ...

    def feature(self, kind: type[F]) -> F | None:
        """The feature of this kind installed here, if any."""
        ...

    def add_to_menu(self, place: MenuPlace, actions: Sequence[QAction]) -> None:
        """Put `actions` in a menu (see MenuPlace); their keys work with the menus closed."""
        ...

    def add_dock(
        self,
        dock: QDockWidget,
        area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
        beside_log: bool = False,
        in_view_menu: bool = True,
    ) -> None:
        """A dock beside the table; `beside_log`: a tab with the game log's;
        `in_view_menu`: View shows and hides it."""
        ...

    def set_keeper(self, keeper: SessionKeeper) -> None: ...

    @property
    def keeper(self) -> SessionKeeper | None: ...

    def set_own_table(self, own_table: Callable[[], None]) -> None:
        """How to put the player's own table (players, rules, stake) back on."""
        ...

    def set_hint_source(self, source: Callable[[], Action | None] | None) -> None:
        """A move to show as the hint in place of the computer's (a lesson's own
        next move); None from `source` asks the computer as usual."""
        ...

    # Telling and showing.
    def show_status(self, text: str, timeout: int = 0) -> None:
        """A line in the status bar (`timeout` ms; 0: until the next)."""
        ...

    def show_until_next_deal(self, text: str) -> None: ...

    def set_page(self, page: QWidget | None, prompt: Callable[[], str] | None = None) -> None:
        """Show `page` in place of the table (a review), or the table again
        (None). While a page is on show the game waits under it: its computers,
        its Play keys, Next round, Undo and Hint; the game log steps aside and
        the status bar's prompt is `prompt()`, in the language on screen."""
        ...

    def refresh_controls(self) -> None:
        """The buttons, the menus' items and the prompt, for the game as it stands."""
        ...

    def set_table_colour(self, colour: QColor) -> None: ...

    def set_card_scale(self, scale: float) -> None: ...

    def describe(self, action: Action) -> str:
        """A move in words ("discard Q♠")."""
        ...

    # The game.
    @property
    def computers_paused(self) -> bool: ...

    def pause_computers(self, paused: bool = True) -> None:
        """The computer players wait (True) or play on (False)."""
        ...

    def set_pause_after_turn(self, pause: bool) -> None:
        """Wait for Continue after each computer's turn, or go on at once."""
        ...

    def cancel_hint(self) -> None: ...

    @property
    def in_session(self) -> bool:
        """Is a ledger session in play (money at stake: no undo)?"""
        ...

    def round_under_way(self) -> bool: ...

    def confirm_leaving_round(self, leaving: str) -> bool: ...

    def leave_session(self) -> str:
        """Leave the ledger session in play for a game of one's own; what the
        status bar says of it ("" when none was left)."""
        ...

    def restore_own_table(self) -> bool:
        """The player's own table back on (`set_own_table`); False when no
        feature knows it."""
        ...


class Feature(QObject):
    """One feature of a window, installed once: `Kind.of(window)` finds it."""

    def __init__(self, window: FeatureWindow) -> None:
        super().__init__(window.widget)
        self.window = window
        window.add_feature(self)

    @classmethod
    def of(cls: type[F], window: FeatureWindow) -> F | None:
        """This kind of feature on `window`, if installed."""
        return window.feature(cls)
