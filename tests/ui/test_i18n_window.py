"""The window changes language while it is open, and `tonk --lang` renders in it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tablekit import make_window

from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.text import translation
from tonk_desktop.ui.text.translation import install_language

MENUS = {
    "en": ["&Game", "&Play", "&View", "&Help"],
    "ja": ["ゲーム(&G)", "プレイ(&P)", "表示(&V)", "ヘルプ(&H)"],
    "hu": ["&Játék", "&Lépés", "&Nézet", "&Súgó"],
    "ru": ["&Игра", "&Ход", "&Вид", "С&правка"],
}


def _menu_titles(window: object) -> list[str]:
    bar = window.menuBar()  # type: ignore[attr-defined]
    return [action.text() for action in bar.actions() if action.menu() is not None]


def test_the_menus_change_language_while_the_window_is_open(
    qtbot: QtBot, app_language: QApplication
) -> None:
    window = make_window(qtbot)
    assert _menu_titles(window)[:4] == MENUS["en"]
    for language in ("ja", "hu", "ru", "en"):
        install_language(app_language, language)
        assert _menu_titles(window)[:4] == MENUS[language], language


def test_the_knock_button_and_the_log_title_follow(
    qtbot: QtBot, app_language: QApplication
) -> None:
    window = make_window(qtbot)
    install_language(app_language, "ru")
    assert window.knock_button.text() == "&Стук"
    install_language(app_language, "ja")
    assert window.knock_button.text() == "ノック(&K)"


@pytest.mark.parametrize("language", ["ja", "hu", "ru"])
def test_tonk_lang_renders_the_table_in_that_language(
    tmp_path: Path, built_translations: Path, language: str
) -> None:
    # A child process, as a player runs it: --lang must reach the window it builds.
    shot = tmp_path / f"table-{language}.png"
    script = (
        "import sys; from tonk_desktop.ui.text import translation; from pathlib import Path;"
        f"translation.translations_dir = lambda: Path({str(built_translations)!r});"
        "from tonk_desktop.__main__ import main;"
        f"code = main(['--screenshot', {str(shot)!r}, '--lang', {language!r}, '--seed', '3']);"
        "print(translation.current_language()); sys.exit(code)"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1] == language
    assert not QImage(str(shot)).isNull()


def test_choosing_japanese_without_a_japanese_font_warns(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QComboBox, QLabel

    from tonk_desktop.ui.settings.dialog import SettingsDialog
    from tonk_desktop.ui.settings.store import AppSettings

    qsettings = SettingsFile(tmp_path / "settings.json")
    dialog = SettingsDialog(AppSettings(), qsettings)
    qtbot.addWidget(dialog)
    combo = dialog.findChild(QComboBox, "language")
    warning = dialog.findChild(QLabel, "fontWarning")
    assert combo is not None and warning is not None
    monkeypatch.setattr(translation, "japanese_font_family", lambda: None)
    combo.setCurrentIndex(combo.findData("ja"))
    assert not warning.isHidden()
    assert "fonts-noto-cjk" in warning.text()
    combo.setCurrentIndex(combo.findData("hu"))
    assert warning.isHidden()
    monkeypatch.setattr(translation, "japanese_font_family", lambda: "Noto Sans CJK JP")
    combo.setCurrentIndex(combo.findData("ja"))
    assert warning.isHidden()


def test_with_nothing_saved_the_settings_show_the_language_on_screen(
    app_language: QApplication, tmp_path: Path
) -> None:

    from tonk_desktop.ui.settings.store import load_settings

    install_language(app_language, "ru")
    qsettings = SettingsFile(tmp_path / "settings.json")
    settings, _notices = load_settings(qsettings)
    assert settings.language == "ru"


def test_menu_entries_of_the_settings_and_the_ledger_follow(
    qtbot: QtBot, app_language: QApplication, tmp_path: Path
) -> None:

    from tonk_desktop.ui.ledger.feature import install_ledger
    from tonk_desktop.ui.settings.feature import install_settings
    from tonk_desktop.ui.settings.store import AppSettings

    window = make_window(qtbot)
    qsettings = SettingsFile(tmp_path / "settings.json")
    install_settings(window, AppSettings(), [], qsettings)
    install_ledger(window, str(tmp_path / "ledger.sqlite"))
    install_language(app_language, "ja")
    texts = [action.text() for action in window.game_menu.actions()]
    assert "設定(&S)…" in texts
    assert "新しいセッション(&E)…" in texts
    install_language(app_language, "ru")
    texts = [action.text() for action in window.game_menu.actions()]
    assert "&Настройки…" in texts
    assert "Новая &партия…" in texts


def test_the_round_end_panel_and_the_rules_follow(qtbot: QtBot, app_language: QApplication) -> None:
    from tonk_desktop.engine import Knock

    window = make_window(qtbot)
    window.model.apply(Knock())  # you knock at once: the round ends
    qtbot.waitUntil(window.round_end.isVisible)
    install_language(app_language, "hu")
    assert window.round_end.button.text() == "Következő forduló"
    assert window.round_end.title.text() in ("Nyerő kopogás", "Elkapták!")
    assert "ÉRVÉNYBEN" in window.rules_html()


def test_the_game_log_already_written_follows_the_language(
    qtbot: QtBot, app_language: QApplication
) -> None:
    from PySide6.QtCore import QCoreApplication

    from tonk_desktop.engine import Knock

    window = make_window(qtbot)
    window.model.apply(Knock())  # you knock at once: the round ends
    qtbot.waitUntil(window.round_end.isVisible)
    english = window.log.lines()
    assert "You knocked" in english
    install_language(app_language, "hu")
    knocked = QCoreApplication.translate("Words", "You knocked")
    assert knocked != "You knocked"
    hungarian = window.log.lines()
    assert len(hungarian) == len(english)
    assert knocked in hungarian and "You knocked" not in hungarian
    install_language(app_language, "en")
    assert window.log.lines() == english


def test_old_log_lines_keep_the_names_and_stake_of_their_time(
    qtbot: QtBot, app_language: QApplication
) -> None:
    from tonk_desktop.engine import HouseRules, Knock, Seat

    window = make_window(qtbot)
    model = window.model
    before = window.log.lines()
    assert any("stake 1.00" in line for line in before)
    model.configure(HouseRules(), (Seat("Me"), Seat("Zed", "normal"), Seat("Bob", "normal")), 50)
    model.apply(Knock())
    qtbot.waitUntil(window.round_end.isVisible)
    model.next_round()  # the new names and stake take effect
    install_language(app_language, "hu")
    install_language(app_language, "en")
    lines = window.log.lines()
    assert lines[: len(before)] == before  # "Ann" and "1.00" as they were
    assert "Ann paid you 1.00" in lines  # paid at the old stake
    assert not any("Zed" in line for line in lines[: len(before)])


def _accelerator(text: str) -> str | None:
    """The letter after a single "&" ("ゲーム(&G)" -> "g"), or None."""
    index = text.replace("&&", "").find("&")
    if index < 0:
        return None
    return text.replace("&&", "")[index + 1].lower()


@pytest.mark.parametrize("language", ["en", "ja", "hu", "ru"])
def test_no_two_entries_share_an_alt_key(
    qtbot: QtBot, app_language: QApplication, language: str, tmp_path: Path
) -> None:
    # Alt+letter must reach one thing: the menu titles and the buttons under the
    # table share the window; each menu's entries share the menu.
    from PySide6.QtWidgets import QAbstractButton, QMenu

    from tonk_desktop.ui.ledger.feature import install_ledger
    from tonk_desktop.ui.settings.feature import install_settings
    from tonk_desktop.ui.settings.store import AppSettings

    window = make_window(qtbot)
    qsettings = SettingsFile(tmp_path / "settings.json")
    install_settings(window, AppSettings(), [], qsettings)
    install_ledger(window, str(tmp_path / "ledger.sqlite"))
    from tonk_desktop.ledger import Ledger
    from tonk_desktop.ui.network.feature import install_network

    install_network(window, qsettings, lambda: Ledger(tmp_path / "ledger.sqlite"))
    install_language(app_language, language)
    bar = window.menuBar()
    scopes: dict[str, list[str]] = {
        "window": [action.text() for action in bar.actions()]
        + [button.text() for button in window.findChildren(QAbstractButton) if button.text()]
    }
    for menu in window.findChildren(QMenu):
        scopes[menu.title()] = [action.text() for action in menu.actions() if action.text()]
    for scope, texts in scopes.items():
        keys = [key for key in map(_accelerator, texts) if key is not None]
        clashes = {key for key in keys if keys.count(key) > 1}
        assert not clashes, (language, scope, [t for t in texts if _accelerator(t) in clashes])


FILE_DIALOG_WORDS = {
    "en": ("&Look in:", "Files of &type:", "Cancel"),
    "ja": ("アドレス(&L):", "ファイルの種類(&T):", "キャンセル"),
    "hu": ("Keresés &itt:", "Fájlok &típusa:", "Mégse"),
    "ru": ("&Перейти к:", "&Типы файлов:", "Отмена"),
}


def _file_dialog_words(window: object) -> tuple[str, str, str]:
    """Game ▸ Open hand history…'s dialog, as the player sees it: its folder
    and file-type labels and its Cancel button; then the dialog is cancelled."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton
    from tablekit import review_of

    seen: list[tuple[str, str, str]] = []

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, read)
            return
        labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
        buttons = [button.text() for button in dialog.findChildren(QPushButton)]
        cancel = next(
            text for text in buttons if text in {w[2] for w in FILE_DIALOG_WORDS.values()}
        )
        seen.append((labels["lookInLabel"], labels["fileTypeLabel"], cancel))
        dialog.reject()

    QTimer.singleShot(0, read)
    review_of(window).open_action.trigger()  # type: ignore[arg-type]
    assert seen, "no file dialog"
    return seen[0]


def test_the_file_dialog_speaks_the_language_and_follows_a_change(
    qtbot: QtBot, app_language: QApplication
) -> None:
    # Qt's own catalogues translate the file dialog's old labels ("Look in:")
    # but not Qt 6's ("&Look in:"): a Russian player saw English there.
    window = make_window(qtbot)
    for language in ("ru", "ja", "hu", "en"):
        install_language(app_language, language)
        assert _file_dialog_words(window) == FILE_DIALOG_WORDS[language], language
