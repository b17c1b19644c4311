"""Every feature of the main window, installed in one place.

The window (ui/main_window.py) is the table alone; each feature plugs into it
through the seam `FeatureWindow` (ui/feature_window.py), and this module is the
only one that installs them, in an order that sets their menu items as the
person knows them: the review beside Save the round's hand history…, then the
ledger's, the settings' and network play's groups above Quit; the ledger's dock
and then Mute sound at the end of the View menu; Learn to play atop Help.

    window = MainWindow(model, art=..., seed=..., start=False)
    features = install_features(window, qsettings, settings=settings,
                                ledger_path=default_ledger_path(), start=True,
                                network=True, lessons=qsettings, offer_lessons=True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from tonk_desktop.ledger import Ledger
from tonk_desktop.ui.feature_window import FeatureWindow
from tonk_desktop.ui.ledger.feature import LedgerFeature, default_ledger_path, install_ledger
from tonk_desktop.ui.lessons.feature import LessonsFeature, install_lessons
from tonk_desktop.ui.network.feature import NetworkFeature, install_network
from tonk_desktop.ui.review.duplicate_feature import DuplicateFeature, install_duplicate
from tonk_desktop.ui.review.feature import ReviewFeature, install_review
from tonk_desktop.ui.settings.feature import SettingsFeature, install_settings
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings, load_rule_sets
from tonk_desktop.ui.sound import DEFAULT_VOLUME, SoundBoard, install_sound

if TYPE_CHECKING:
    from tonk_desktop.ui.network.addresses import LocalAddress


@dataclass(frozen=True)
class Features:
    """What `install_features` installed (None: not asked for, or, for the
    ledger, not to be opened)."""

    review: ReviewFeature
    ledger: LedgerFeature | None = None
    sound: SoundBoard | None = None
    settings: SettingsFeature | None = None
    network: NetworkFeature | None = None
    lessons: LessonsFeature | None = None
    duplicate: DuplicateFeature | None = None


def install_features(
    window: FeatureWindow,
    qsettings: SettingsFile | None = None,
    *,
    settings: AppSettings | None = None,
    notices: Sequence[str] = (),
    apply_language: bool = True,
    ledger_path: str | Path | None = None,
    start: bool = False,
    network: bool = False,
    addresses: Sequence[LocalAddress] | None = None,
    lessons: SettingsFile | None = None,
    offer_lessons: bool = False,
) -> Features:
    """Install the window's features. Always the review; the ledger at
    `ledger_path` (None keeps it off, so tests and pictures touch no user
    data); with `qsettings`, the sound and the settings (`settings`, else read
    from it; `apply_language` False keeps the language on screen, tonk --lang)
    and, with `network`, network play; with `lessons` (where their progress is
    kept), Help ▸ Learn to play, offered at the first start with `offer_lessons`.
    `start`: begin the game (a new deal, or the offer of an interrupted one, or
    of the session that was in play), once every feature is in: after the
    lessons' offer when it is made, and only if it is declined -- nothing is
    dealt behind a question."""
    review = install_review(window)
    duplicate = install_duplicate(window, review)
    ledger = (
        install_ledger(window, ledger_path, open_review=review.open)
        if ledger_path is not None
        else None
    )
    if ledger is not None:
        # The duplicate view of a whole session: from Sessions… and a round's view.
        ledger.open_session_duplicate = duplicate.open_session
        duplicate.session_source = ledger.session_to_replay
        binding = ledger.binding
        duplicate.session_in_play = lambda: binding.session_id is not None
        duplicate.daily_recorder = ledger.record_daily
    sound = None
    settings_feature = None
    network_feature = None
    if qsettings is not None:
        # At the saved volume: the settings apply theirs to it as they install.
        sound = (
            install_sound(window, settings.sound_volume, settings.sound_muted)
            if settings is not None
            else install_sound(window, DEFAULT_VOLUME)
        )
        settings_feature = install_settings(
            window, settings, list(notices), qsettings, apply_language, sound
        )
        if network:
            kept = settings_feature.qsettings

            def ledger_file() -> Ledger:
                # A hosted table's rounds go to the window's own ledger file.
                return ledger.ledger if ledger is not None else Ledger(default_ledger_path())

            network_feature = install_network(
                window,
                kept,
                ledger_file,
                lambda: dict(load_rule_sets(kept)[0]),
                addresses,
            )
    lessons_feature = install_lessons(window, lessons) if lessons is not None else None

    def begin() -> None:
        if ledger is not None:
            ledger.begin()
        else:
            window.model.new_game()

    if lessons_feature is not None and offer_lessons and lessons_feature.offer_due():
        offer = lessons_feature.offer_once
        QTimer.singleShot(0, window.widget, lambda: offer(declined=begin if start else None))
    elif start:
        begin()
    return Features(
        review, ledger, sound, settings_feature, network_feature, lessons_feature, duplicate
    )
