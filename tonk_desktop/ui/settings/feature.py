"""The settings as a feature of the main window: Game ▸ Settings…, Game ▸ Rules
in play…, the saved settings applied at start-up (and to the sound board), the
notices shown once, the player's own table put back after a session or a
lesson, and the hot-seat hand-off.

    settings, notices, qsettings = load_app_settings()
    model = model_from_settings(settings, seed)
    window = MainWindow(model, art=art_from_settings(settings))
    install_features(window, qsettings, settings=settings, notices=notices)  # ui/features.py
"""

from __future__ import annotations

import dataclasses
import weakref

from PySide6.QtCore import QByteArray, QObject, Slot
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import protect_file
from tonk_desktop.ui.feature_window import Feature, FeatureWindow
from tonk_desktop.ui.settings.apply import apply_to_model
from tonk_desktop.ui.settings.dialog import SettingsDialog
from tonk_desktop.ui.settings.old_ini import Migration, migrate_old_settings
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import (
    ANIMATION_SPEEDS,
    AppSettings,
    folder_move_notices,
    layout_bytes,
    layout_text,
    load_settings,
    migration_notices,
    open_settings_file,
    save_settings,
    settings_signals,
)
from tonk_desktop.ui.sound import SoundBoard
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.table.hot_seat import HotSeat, HotSeatModel
from tonk_desktop.ui.table.layout import CARD_SCALES
from tonk_desktop.ui.text import translation
from tonk_desktop.ui.text.rules_words import rules_in_words
from tonk_desktop.ui.text.translation import retranslate_now_and_later


def load_app_settings(
    qsettings: SettingsFile | None = None,
) -> tuple[AppSettings, list[str], SettingsFile]:
    """The player's saved settings, the notices about values that fell back to their
    defaults, and the settings file they came from (an old INI file beside it
    migrated into it first, once: see old_ini.py)."""
    qsettings = qsettings if qsettings is not None else open_settings_file()
    migration = migrate_old_settings(qsettings) or _migrations.get(qsettings)
    if migration is not None:
        _migrations[qsettings] = migration
    protect_file(qsettings.fileName())  # never written over from a save dialog
    backs = CardArt().backs()
    settings, notices = load_settings(qsettings, card_backs=backs)
    moved = folder_move_notices(qsettings)
    return settings, [*moved, *migration_notices(migration), *notices], qsettings


# The migration made at start-up, by settings file: its notice is said again when
# the settings are read again in the language they chose (load_startup_settings).
_migrations: weakref.WeakKeyDictionary[SettingsFile, Migration] = weakref.WeakKeyDictionary()


def load_startup_settings(
    apply_language: bool, qsettings: SettingsFile | None = None
) -> tuple[AppSettings, list[str], SettingsFile]:
    """`load_app_settings` at start-up: with `apply_language`, the language the
    player chose is switched on first, so the notices (and a first start's seat
    names) are in it, not half in the system's."""
    settings, notices, qsettings = load_app_settings(qsettings)
    chosen = apply_language and qsettings.contains("table/language")
    if chosen and switch_language(settings.language):
        settings, notices, qsettings = load_app_settings(qsettings)
    return settings, notices, qsettings


def switch_language(language: str) -> bool:
    """Switch the program to `language` unless it is on already; was it switched?"""
    app = QApplication.instance()
    if not isinstance(app, QApplication) or language == translation.current_language():
        return False
    translation.install_language(app, language)
    return True


def model_from_settings(settings: AppSettings, seed: int | None = None) -> HotSeatModel:
    """A game for these settings: their rules, seats, stake and animation speed."""
    model = HotSeatModel(
        settings.rules,
        settings.seats,
        settings.stake_minor,
        seed=seed,
        currency=settings.currency,
    )
    model.set_speed(settings.animation_factor)
    model.set_bot_pace(settings.pace_factor)
    return model


def art_from_settings(settings: AppSettings, parent: QObject | None = None) -> CardArt:
    return CardArt(settings.four_colour, settings.card_back, parent=parent)


class RulesInPlayDialog(QDialog):
    """Game ▸ Rules in play: the rules of the round being played, in words."""

    def __init__(
        self,
        rules: HouseRules,
        pending: bool,
        parent: QWidget | None = None,
        session: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rulesInPlay")
        self.setWindowTitle(self.tr("Rules in play"))
        layout = QVBoxLayout(self)
        self.lines = QListWidget()
        self.lines.setObjectName("rulesInPlayLines")
        self.lines.setWordWrap(True)
        self.lines.addItems(rules_in_words(rules))
        layout.addWidget(self.lines, 1)
        self.pending_note = QLabel(
            self.tr(
                "You have changed the rules in Settings: the new rules take effect "
                "from the next round."
            )
            if session is None
            else self.tr(
                "The session “{session}” keeps its own rules; the rules you chose in "
                "Settings apply to your next game."
            ).replace("{session}", session)
        )
        self.pending_note.setWordWrap(True)
        self.pending_note.setVisible(pending)
        layout.addWidget(self.pending_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 520)


class SettingsFeature(Feature):
    """Owns the window's settings: the menu entries, the dialog, applying saved
    settings to the game, art, felt and `sound` (the sound board, if any), and
    the hot-seat hand-off."""

    def __init__(
        self,
        window: FeatureWindow,
        settings: AppSettings,
        qsettings: SettingsFile,
        notices: list[str] | None = None,
        apply_language: bool = True,
        sound: SoundBoard | None = None,
    ) -> None:
        super().__init__(window)
        self.settings = settings
        self.qsettings = qsettings
        self.dialog: SettingsDialog | None = None
        self._add_menu_entries()
        self._restore_layout()
        model = window.model
        self.hot_seat = (
            HotSeat(model, window.view, lambda: window.scene.sync(animate=False))
            if isinstance(model, HotSeatModel)
            else None
        )
        # The table's sounds at the saved volume; M (View ▸ Mute sound) is kept.
        self.sound = sound
        if sound is not None:
            sound.mute_changed.connect(self._keep_mute)
        self._apply_table(settings)
        settings_signals().settingsChanged.connect(self.apply)
        self._listening = True
        # The settings signal is the whole program's; a closed window (another
        # window's settings dialog may still be used) must not act on it.
        window.closed.connect(self._detach)
        # Leaving a ledger session (Game ▸ New game) or a lesson puts the
        # player's own table, kept aside meanwhile, back on.
        window.set_own_table(self._put_own_table_back)
        # The View menu's speed is the same setting as the dialog's: kept too.
        window.speed_chosen.connect(self._keep_speed)
        # A language the player chose (and only then: a first start keeps the
        # program's own choice, and so does a language asked for with --lang) is
        # switched on at start-up.
        if apply_language and qsettings.contains("table/language"):
            switch_language(settings.language)
        if notices:
            self.show_notices(notices)
        if self.hot_seat is not None:
            self.hot_seat.check()

    def _add_menu_entries(self) -> None:
        window = self.window
        self.settings_action = QAction(window.widget)
        self.settings_action.setObjectName("settingsAction")
        # The platform's key for settings (⌘, on a Mac); where it has none (most
        # Linux desktops, Windows), Ctrl+, as most programs there use.
        preferences = QKeySequence(QKeySequence.StandardKey.Preferences)
        self.settings_action.setShortcut(
            preferences if not preferences.isEmpty() else QKeySequence("Ctrl+,")
        )
        self.settings_action.triggered.connect(self.open_settings)
        self.rules_in_play_action = QAction(window.widget)
        self.rules_in_play_action.setObjectName("rulesInPlayAction")
        self.rules_in_play_action.triggered.connect(self.show_rules_in_play)
        window.add_to_menu("game", [self.settings_action, self.rules_in_play_action])
        retranslate_now_and_later(self, self.retranslate)

    def retranslate(self) -> None:
        """The Game menu's settings entries in the current language."""
        self.settings_action.setText(self.tr("&Settings…"))
        self.rules_in_play_action.setText(self.tr("Rules in &play…"))

    def show_notices(self, notices: list[str]) -> None:
        """Once, in the status bar: what could not be read and fell back to defaults."""
        text = self.tr("Some saved settings were reset: {notices}").replace(
            "{notices}", " ".join(notices)
        )
        self.window.show_status(text, 20000)

    @Slot()
    def open_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.settings, self.qsettings, self.window.art, self.window.widget)
        if dialog.notices:
            self.show_notices(dialog.notices)
        self.dialog = dialog
        dialog.open()
        return dialog

    @Slot()
    def show_rules_in_play(self) -> RulesInPlayDialog:
        model = self.window.model
        pending = self.settings.rules != model.rules
        dialog = RulesInPlayDialog(
            model.rules, pending, self.window.widget, self._session_in_play()
        )
        dialog.open()
        return dialog

    @Slot()
    def _detach(self) -> None:
        if self._listening:
            self._listening = False
            settings_signals().settingsChanged.disconnect(self.apply)
            self._keep_layout()

    def _keep_layout(self) -> None:
        """The window's size and place and where its docks are, for the next start."""
        frame = self.window.widget
        self.qsettings.setValue(GEOMETRY_KEY, layout_text(frame.saveGeometry()))
        self.qsettings.setValue(DOCKS_KEY, layout_text(frame.saveState(LAYOUT_VERSION)))
        self.qsettings.sync()

    def _restore_layout(self) -> None:
        """The size, place and docks the window had when it was last closed, if any
        (a value that is not one is left alone: the window opens as new)."""
        frame = self.window.widget
        docks = layout_bytes(self.qsettings, DOCKS_KEY)
        if isinstance(docks, QByteArray) and not docks.isEmpty():
            frame.restoreState(docks, LAYOUT_VERSION)
        geometry = layout_bytes(self.qsettings, GEOMETRY_KEY)  # last: the docks may resize it
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            frame.restoreGeometry(geometry)

    def _session_in_play(self) -> str | None:
        """The name of the ledger session being played, if any."""
        keeper = self.window.keeper
        if keeper is None or keeper.session_id is None:
            return None
        return keeper.session_name

    def _keep_speed(self, speed: str) -> None:
        if speed in ANIMATION_SPEEDS and speed != self.settings.animation_speed:
            self.settings = dataclasses.replace(self.settings, animation_speed=speed)
            problem = save_settings(self.qsettings, self.settings)
            if problem is not None:
                self.window.show_status(
                    self.tr("The speed was not saved: {why}.").replace("{why}", problem), 10000
                )

    @Slot(bool)
    def _keep_mute(self, muted: bool) -> None:
        if muted != self.settings.sound_muted:
            self.settings = dataclasses.replace(self.settings, sound_muted=muted)
            problem = save_settings(self.qsettings, self.settings)
            if problem is not None:
                self.window.show_status(
                    self.tr("The sound setting was not saved: {why}.").replace("{why}", problem),
                    10000,
                )

    def _put_own_table_back(self) -> None:
        apply_to_model(self.window.model, self.settings)

    @Slot(object)
    def apply(self, settings: AppSettings) -> None:
        """New settings: rules, seats and stake from the next round (a ledger
        session in play keeps its own: they wait for the next game); the look at once."""
        old = self.settings
        self.settings = settings
        model = self.window.model
        session = self._session_in_play()
        if session is None:
            apply_to_model(model, settings)
        else:
            model.set_speed(settings.animation_factor)
            model.set_bot_pace(settings.pace_factor)
        self._apply_table(settings)
        if settings.language != old.language:
            switch_language(settings.language)
        rnd = model.round
        changed_table = (settings.rules, settings.seats, settings.stake_minor) != (
            old.rules,
            old.seats,
            old.stake_minor,
        )
        # Each says what happens at the next deal: it goes when that deal comes.
        say = self.window.show_until_next_deal
        if changed_table and session is not None:
            say(
                self.tr(
                    "Saved for your next game: the session “{session}” keeps its own "
                    "rules, players and stake."
                ).replace("{session}", session)
            )
        elif settings.currency != old.currency and any(model.balances):
            say(
                self.tr(
                    "A new currency starts a new game at the next deal: balances in "
                    "one currency are no amount of another."
                )
            )
        elif len(settings.seats) != len(old.seats) and any(model.balances):
            say(
                self.tr(
                    "A different number of players starts a new game at the next deal: "
                    "balances start again from zero."
                )
            )
        elif changed_table and rnd is not None and not rnd.is_over:
            say(self.tr("The new settings take effect from the next round."))

    def _apply_table(self, settings: AppSettings) -> None:
        art = self.window.art
        art.set_back(settings.card_back)
        art.set_four_colour(settings.four_colour)
        self.window.set_card_scale(CARD_SCALES[settings.card_size])
        self.window.set_pause_after_turn(settings.pause_after_turn)
        self.window.set_table_colour(QColor(settings.table_colour))
        if self.sound is not None:
            self.sound.set_volume(settings.sound_volume)
            self.sound.set_muted(settings.sound_muted)
        if self.hot_seat is not None:
            self.hot_seat.overlay.colour = QColor(settings.table_colour)


# Where the window's layout is kept, beside the settings (not part of them:
# nothing in the Settings dialog changes it).
GEOMETRY_KEY = "window/geometry"
DOCKS_KEY = "window/docks"
LAYOUT_VERSION = 1  # of the docks' layout: a later version's is not applied


def install_settings(
    window: FeatureWindow,
    settings: AppSettings | None = None,
    notices: list[str] | None = None,
    qsettings: SettingsFile | None = None,
    apply_language: bool = True,
    sound: SoundBoard | None = None,
) -> SettingsFeature:
    """Give `window` its Settings and Rules in play menu entries and apply `settings`
    (read from the settings file when not given) to it and to `sound`; with
    `apply_language` False the language on screen stays (tonk --lang)."""
    if settings is None:
        settings, read_notices, qsettings = load_app_settings(qsettings)
        notices = [*(notices or []), *read_notices]
    elif qsettings is None:
        qsettings = open_settings_file()
    return SettingsFeature(window, settings, qsettings, notices, apply_language, sound)
