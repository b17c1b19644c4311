"""Accelerators: in every language, no dialog shows two controls with the same
mnemonic letter, and no menu (nor the menu bar) holds two items with the same
one. Alt+letter on a repeated letter only cycles between them; Enter or a
second press is needed, and a player who learnt the key presses the wrong one."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QGroupBox,
    QLabel,
    QMenu,
    QStackedWidget,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot
from tablekit import make_window

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.text.translation import install_language

LANGUAGES = ("en", "ja", "hu", "ru")


def mnemonic(text: str) -> str | None:
    """The letter after a single '&' ('&&' is a literal ampersand), folded."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def _visible_mnemonics(dialog: QWidget) -> dict[str, list[str]]:
    """letter -> the texts of the controls shown now that carry it."""
    found: dict[str, list[str]] = defaultdict(list)

    def add(text: str) -> None:
        letter = mnemonic(text)
        if letter is not None:
            found[letter].append(text)

    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.buddy() is not None
        ):
            add(widget.text())
        elif isinstance(widget, QGroupBox):
            add(widget.title())
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                if widget.isTabVisible(index):
                    add(widget.tabText(index))
    return found


def repeats_in_dialog(dialog: QWidget, name: str) -> list[str]:
    """The repeated letters on each page of `dialog` (each page of each stack
    shown in turn, the others as they are)."""
    wrong: list[str] = []

    def check(where: str) -> None:
        QApplication.processEvents()
        for letter, texts in _visible_mnemonics(dialog).items():
            if len(texts) > 1:
                wrong.append(f"{where}: &{letter} on {texts}")

    check(name)
    for stack in dialog.findChildren(QStackedWidget):
        if not stack.isVisible():
            continue
        first = stack.currentIndex()
        for index in range(stack.count()):
            stack.setCurrentIndex(index)
            check(f"{name}, page {index} of {stack.objectName() or type(stack.parent()).__name__}")
        stack.setCurrentIndex(first)
    return wrong


def repeats_in_menu(menu: QMenu, name: str) -> list[str]:
    menu.aboutToShow.emit()  # menus filled as they open
    letters: dict[str, list[str]] = defaultdict(list)
    wrong: list[str] = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        letter = mnemonic(action.text())
        if letter is not None:
            letters[letter].append(action.text())
        sub = action.menu()
        if isinstance(sub, QMenu):
            wrong += repeats_in_menu(sub, f"{name} ▸ {action.text()}")
    wrong += [f"{name}: &{k} on {v}" for k, v in letters.items() if len(v) > 1]
    return wrong


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_menu_repeats_a_mnemonic(
    qtbot: QtBot, app_language: QApplication, language: str
) -> None:
    install_language(app_language, language)
    window = make_window(qtbot)
    bar = window.menuBar()
    titles: dict[str, list[str]] = defaultdict(list)
    wrong: list[str] = []
    for action in bar.actions():
        if not action.isVisible():
            continue
        letter = mnemonic(action.text())
        if letter is not None:
            titles[letter].append(action.text())
        menu = action.menu()
        if isinstance(menu, QMenu):
            wrong += repeats_in_menu(menu, action.text())
    wrong += [f"menu bar: &{k} on {v}" for k, v in titles.items() if len(v) > 1]
    assert len(titles) >= 3, f"the menu bar's titles were not found: {titles}"
    assert not wrong, "\n".join(wrong)


def _host(folder: Path) -> QDialog:
    from tonk_desktop.ui.network.host_dialog import HostDialog

    ledger = Ledger(folder / "host.sqlite3")
    tables = folder / "tables"  # its Resume button and page shown too
    tables.mkdir()
    dialog = HostDialog(
        HouseRules(), 100, "USD", "Emese", lambda: ledger, addresses=[], tables_folder=tables
    )
    dialog.finished.connect(lambda _code: ledger.close())
    return dialog


def _join(folder: Path) -> QDialog:
    from tonk_desktop.ui.network.join_dialog import JoinDialog

    qsettings = SettingsFile(folder / "settings.json")
    return JoinDialog(qsettings, "Béla", addresses=[], look=False)


def _sessions(folder: Path) -> QDialog:
    from tonk_desktop.ui.ledger.sessions import SessionsDialog

    ledger = Ledger(folder / "sessions.sqlite3")
    dialog = SessionsDialog(ledger)
    dialog.finished.connect(lambda _code: ledger.close())
    return dialog


def _statistics(folder: Path) -> QDialog:
    from tonk_desktop.ui.ledger.lifetime import StatisticsDialog

    ledger = Ledger(folder / "statistics.sqlite3")
    dialog = StatisticsDialog(ledger, "Emese")
    dialog.finished.connect(lambda _code: ledger.close())
    return dialog


def _duplicate(folder: Path) -> QDialog:
    """The deal of the day's duplicate view of a round of a ledger session:
    every button it has (Copy, For the whole session…) shown."""
    import datetime
    import random

    from tonk_desktop.engine import Round
    from tonk_desktop.engine.history import read_history
    from tonk_desktop.ui.review.duplicate_feature import daily_line
    from tonk_desktop.ui.review.duplicate_view import DuplicateDialog

    rnd = Round.deal(HouseRules(players=2), dealer=0, rng=random.Random(4))
    rng = random.Random(4)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    dialog = DuplicateDialog(in_process=False)
    dialog.offer_session(True)
    day = datetime.date(2026, 12, 1)
    dialog.run(
        read_history(rnd.to_history()),
        0,
        [None, "easy"],
        ["Emese", "Béla"],
        replays=1,
        daily=lambda result: daily_line(day, "Classic", 2, result),
    )
    assert dialog.wait_for_result(60_000)
    return dialog


def _lessons(folder: Path) -> QDialog:
    from tonk_desktop.ui.lessons.chooser import LessonList
    from tonk_desktop.ui.lessons.progress import LessonProgress

    qsettings = SettingsFile(folder / "settings.json")
    return LessonList(LessonProgress(qsettings))


# Every dialog with mnemonics (Settings, New session and Rules in play have none).
DIALOGS: dict[str, Callable[[Path], QDialog]] = {
    "Host a table": _host,
    "Join a table": _join,
    "Sessions": _sessions,
    "Computer's play": _duplicate,
    "Statistics": _statistics,
    "Lessons": _lessons,
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_no_dialog_repeats_a_mnemonic(
    qtbot: QtBot, app_language: QApplication, tmp_path: Path, language: str, name: str
) -> None:
    install_language(app_language, language)
    dialog = DIALOGS[name](tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _visible_mnemonics(dialog), f"{name} shows no control with a mnemonic"
    wrong = repeats_in_dialog(dialog, name)
    dialog.close()
    assert not wrong, "\n".join(wrong)
