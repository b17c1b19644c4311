"""The settings dialog: house rules, players and seats, the table and cards.

Each tab is a page with `load_settings(AppSettings)` and `save_settings(AppSettings)
-> AppSettings` (Frescobaldi's preferences pattern). The dialog checks the whole
set after every edit: an impossible combination of house rules is explained next to
the switch that is wrong and OK stays disabled until it is fixed. On OK the settings
are written to the settings file and `settings_signals().settingsChanged` is emitted; the
window passes new rules to the game, which starts using them at the next round.

One page a module: `rules_page` (with the named rule sets of `rule_sets`),
`players_page`, `table_page`.
"""

from __future__ import annotations

import dataclasses
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ui.settings.labels import problem_label
from tonk_desktop.ui.settings.players_page import PlayersPage
from tonk_desktop.ui.settings.rules_page import RulesPage
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import (
    LANGUAGES,
    AppSettings,
    Language,
    save_settings,
    settings_signals,
)
from tonk_desktop.ui.settings.table_page import TablePage
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.text.translation import current_language


class SettingsDialog(QDialog):
    """Game ▸ Settings…: edits a copy of the settings; OK saves them to the settings file and
    emits the app-wide settingsChanged. `settings()` is what OK would save."""

    TABS = ("rules", "players", "table")

    def __init__(
        self,
        settings: AppSettings,
        qsettings: SettingsFile,
        art: CardArt | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self._original = settings
        self._qsettings = qsettings
        self._art = art if art is not None else CardArt(settings.four_colour, settings.card_back)
        self.rules_page = RulesPage(self._art, qsettings)
        self.players_page = PlayersPage()
        self.table_page = TablePage(self._art)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.rules_page, self.tr("House rules"))
        self.tabs.addTab(self.players_page, self.tr("Players and seats"))
        self.tabs.addTab(self.table_page, self.tr("Table and cards"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.problem_line = problem_label("problem_summary")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.problem_line, 1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

        for page in (self.rules_page, self.players_page, self.table_page):
            page.edited.connect(self._check)
        self.players_page.players_changed.connect(self.rules_page.set_players)
        self.load_settings(settings)
        # Picking a language renames the seats nobody named ("Ann" -> "アン").
        self.table_page.language.currentIndexChanged.connect(self._name_seats_in_language)
        self.resize(980, 720)

    def _name_seats_in_language(self) -> None:
        self.players_page.name_defaults_in(str(self.table_page.language.currentData()))

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    @property
    def notices(self) -> list[str]:
        """Problems met while reading the saved rule sets (for the status bar)."""
        return list(self.rules_page.named_sets.notices)

    def show_tab(self, tab: str) -> None:
        self.tabs.setCurrentIndex(self.TABS.index(tab))

    def load_settings(self, settings: AppSettings) -> None:
        self.players_page.load_settings(settings)
        self.rules_page.load_settings(settings)
        self.table_page.load_settings(settings)
        self._check()

    def problems(self) -> list[str]:
        """Why the settings cannot be saved now; empty when OK may be pressed."""
        found: list[str] = []
        rules_problem = self.rules_page.problem()
        if rules_problem is not None:
            found.append(rules_problem[1])
        players_problem = self.players_page.problem()
        if players_problem is not None:
            found.append(players_problem)
        return found

    def settings(self) -> AppSettings:
        """The settings as shown; ValueError when they cannot be saved."""
        settings = self._original
        # Seats first: the rules' player count must match them.
        rules = self.rules_page.rules()
        settings = dataclasses.replace(settings, rules=rules, seats=self.players_page.seats())
        settings = self.players_page.save_settings(settings)
        return self.table_page.save_settings(settings)

    def _check(self) -> None:
        problems = self.problems()
        rules_problem = self.rules_page.problem()
        self.players_page.show_rules_problem(
            rules_problem[1] if rules_problem and rules_problem[0] == "double_double" else None
        )
        self.ok_button.setEnabled(not problems)
        self.problem_line.setText(
            self.tr("Cannot save yet: {why}").replace("{why}", problems[0]) if problems else ""
        )
        self.problem_line.setVisible(bool(problems))

    def accept(self) -> None:
        if self.problems():
            return
        settings = self.settings()
        problem = save_settings(self._qsettings, settings)
        self._original = settings
        super().accept()
        settings_signals().settingsChanged.emit(settings)
        if problem is not None:
            # They apply all the same, until the program is closed.
            QMessageBox.warning(
                self.parentWidget(),
                self.tr("Settings"),
                self.tr("The settings were not saved: {why}. They apply until you quit.").replace(
                    "{why}", problem
                ),
            )


def render_settings_screenshot(
    path: str | Path, size: QSize | tuple[int, int] = (980, 720), tab: str = "rules"
) -> Path:
    """Draw the settings dialog (default settings, one tab: "rules", "players" or
    "table") into a PNG file. Uses a throwaway settings file so nothing of the player's
    is read or changed."""
    width, height = (size.width(), size.height()) if isinstance(size, QSize) else size
    with tempfile.TemporaryDirectory() as folder:
        qsettings = SettingsFile(Path(folder) / "settings.json")
        # The defaults, in the language the picture is drawn in (its selector included).
        language: Language = next((code for code in LANGUAGES if code == current_language()), "en")
        dialog = SettingsDialog(AppSettings(language=language), qsettings)
        dialog.show_tab(tab)
        dialog.resize(width, height)
        dialog.show()
        QCoreApplication.processEvents()
        image = dialog.grab()
        dialog.close()
        dialog.deleteLater()
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target)):
        raise OSError(f"could not write the screenshot to {target}")
    return target


def open_settings_dialog(
    settings: AppSettings,
    qsettings: SettingsFile,
    art: CardArt | None = None,
    parent: QWidget | None = None,
    on_saved: Callable[[AppSettings], None] | None = None,
) -> SettingsDialog:
    """Show the dialog (modal to `parent`); `on_saved` runs with the new settings."""
    dialog = SettingsDialog(settings, qsettings, art, parent)
    if on_saved is not None:
        dialog.accepted.connect(lambda: on_saved(dialog.settings()))
    dialog.open()
    return dialog
