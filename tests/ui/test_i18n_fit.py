"""Every main view, in every language, at 900×640 (the smallest sensible
window): no label, button or choice shows its text cut off, and no table
column cuts its heading or its rows short. A translation that is too long
for its place fails here, not in a player's window."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.lessons.screenshot import stage_lesson, throwaway_settings
from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.staging import stage_round_end, stage_table
from tonk_desktop.ui.text.translation import install_language

LANGUAGES = ("en", "ja", "hu", "ru")
SIZE = (900, 640)
CJK = re.compile("[\u3000-\u9fff\uff00-\uffef]")


def _shown(text: str, mnemonic: bool) -> str:
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    if mnemonic:
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text


def _cut_by_ancestors(widget: QWidget, width: int) -> int:
    """How many of the first `width` pixels of `widget` its ancestors hide."""
    left = widget.mapToGlobal(QPoint(0, 0)).x()
    right = left + width
    parent = widget.parentWidget()
    while parent is not None:
        start = parent.mapToGlobal(QPoint(0, 0)).x()
        left, right = max(left, start), min(right, start + parent.width())
        parent = parent.parentWidget()
    return width - max(0, right - left)


def _label_problems(label: QLabel) -> Iterator[str]:
    text = _shown(label.text(), label.buddy() is not None)
    if not text.strip():
        return
    metrics = label.fontMetrics()
    room = label.contentsRect().width() - 2 * label.margin() - max(label.indent(), 0)
    widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if label.wordWrap():
        if label.heightForWidth(label.width()) > label.height() + 2:
            yield f"label cut at the bottom: {text!r}"
        words = [word for word in text.split() if not CJK.search(word)]
        if words and max(metrics.horizontalAdvance(word) for word in words) > room + 1:
            yield f"label has a word wider than itself: {text!r}"
        need = label.width()
    else:
        if widest > room + 1:
            yield f"label runs past its end ({widest} > {room} px): {text!r}"
        need = min(label.width(), widest)
    if _cut_by_ancestors(label, need) > 1:
        yield f"label runs out of its window or panel: {text!r}"


def _button_problems(button: QPushButton) -> Iterator[str]:
    text = _shown(button.text(), True)
    if not text:
        return
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    need = button.fontMetrics().horizontalAdvance(text) + icon + 8
    if need > button.width():
        yield f"button too narrow ({need} > {button.width()} px): {text!r}"
    if _cut_by_ancestors(button, button.width()) > 1:
        yield f"button runs out of its window or panel: {text!r}"


def _combo_problems(combo: QComboBox) -> Iterator[str]:
    text = combo.currentText()
    need = combo.fontMetrics().horizontalAdvance(text) + 28  # the arrow and the frame
    if text and need > combo.width():
        yield f"choice too narrow ({need} > {combo.width()} px): {text!r}"


def _table_problems(view: QTableView) -> Iterator[str]:
    model = view.model()
    header = view.horizontalHeader()
    if model is None or header.isHidden():
        return
    metrics = view.fontMetrics()
    for column in range(model.columnCount()):
        if view.isColumnHidden(column):
            continue
        width = view.columnWidth(column)
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        titled = header.fontMetrics().boundingRect(QRect(0, 0, 10_000, 10_000), 0, title)
        if title and titled.width() > width:
            yield f"column heading cut: {title!r}"
        for row in range(min(model.rowCount(), 40)):
            text = str(model.data(model.index(row, column)) or "")
            if not text:
                continue
            flags = int(Qt.TextFlag.TextWordWrap) if view.wordWrap() else 0
            box = metrics.boundingRect(QRect(0, 0, max(width - 4, 1), 10_000), flags, text)
            if box.width() > width or box.height() > view.rowHeight(row) + 1:
                yield f"cell cut short in column {title!r}: {text!r}"


def problems(top: QWidget) -> list[str]:
    found: list[str] = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel):
            pixmap = widget.pixmap()
            if pixmap is None or pixmap.isNull():
                found += _label_problems(widget)
        elif isinstance(widget, QPushButton):
            found += _button_problems(widget)
        elif isinstance(widget, QComboBox):
            found += _combo_problems(widget)
        elif isinstance(widget, QTableView) and not isinstance(widget, QHeaderView):
            found += _table_problems(widget)
    return found


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _main_window(qtbot: QtBot) -> tuple[MainWindow, GameModel]:
    model = GameModel(HouseRules().replace(players=3), default_seats(3), seed=7)
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, seed=7, start=False)
    window.bots.paused = True
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    _settle()
    return window, model


def _table(qtbot: QtBot, folder: Path) -> QWidget:
    window, model = _main_window(qtbot)
    stage_table(model, random.Random(7))
    return window


def _round_end(qtbot: QtBot, folder: Path) -> QWidget:
    window, model = _main_window(qtbot)
    stage_round_end(model, random.Random(7))
    return window


def _lesson(number: int) -> Callable[[QtBot, Path], QWidget]:
    def make(qtbot: QtBot, folder: Path) -> QWidget:
        window, _model = _main_window(qtbot)
        features = install_features(window, lessons=throwaway_settings())
        assert features.lessons is not None
        stage_lesson(features.lessons, str(number), 1)
        return window

    return make


def _settings(tab: str) -> Callable[[QtBot, Path], QWidget]:
    def make(qtbot: QtBot, folder: Path) -> QWidget:
        from tonk_desktop.ui.settings.dialog import SettingsDialog
        from tonk_desktop.ui.settings.store import AppSettings

        qsettings = SettingsFile(folder / "settings.json")
        dialog = SettingsDialog(AppSettings(), qsettings)
        qtbot.addWidget(dialog)
        dialog.show_tab(tab)
        dialog.resize(*SIZE)
        dialog.show()
        return dialog

    return make


def _statistics(qtbot: QtBot, folder: Path) -> QWidget:
    from tonk_desktop.ui.ledger.lifetime import StatisticsDialog
    from tonk_desktop.ui.ledger.screenshot import record_demo_lifetime

    ledger = Ledger(folder / "statistics.sqlite3")
    record_demo_lifetime(ledger)
    dialog = StatisticsDialog(ledger, QCoreApplication.translate("GameModel", "You"))
    dialog.destroyed.connect(lambda: ledger.close())
    qtbot.addWidget(dialog)
    dialog.resize(*SIZE)
    dialog.show()
    return dialog


def _ledger(qtbot: QtBot, folder: Path) -> QWidget:
    from tonk_desktop.ui.ledger.dock import LedgerPanel
    from tonk_desktop.ui.ledger.screenshot import record_demo_rounds

    ledger = Ledger(folder / "ledger.sqlite3")
    session = record_demo_rounds(ledger)
    window = QMainWindow()
    window.destroyed.connect(lambda: ledger.close())
    qtbot.addWidget(window)
    panel = LedgerPanel()
    window.setCentralWidget(panel)
    window.resize(*SIZE)
    panel.show_session(ledger, session)
    window.show()
    return window


def _host(qtbot: QtBot, folder: Path) -> QWidget:
    """The Host dialog, with its time bank row (a dialog on a 900x640 screen)."""
    from tonk_desktop.engine import HouseRules
    from tonk_desktop.ui.network.addresses import LocalAddress
    from tonk_desktop.ui.network.host_dialog import HostDialog

    ledger = Ledger(folder / "host.sqlite3")
    dialog = HostDialog(
        HouseRules().replace(players=4), 100, "USD", "Emese", lambda: ledger,
        addresses=[LocalAddress("127.0.0.1", "lo")],
    )  # fmt: skip
    dialog.destroyed.connect(lambda: ledger.close())
    qtbot.addWidget(dialog)
    hint = dialog.sizeHint()
    assert hint.width() <= SIZE[0] and hint.height() <= SIZE[1], hint
    dialog.resize(hint)
    dialog.show()
    return dialog


VIEWS: dict[str, Callable[[QtBot, Path], QWidget]] = {
    "table": _table,
    "round-end": _round_end,
    **{f"lesson {n}": _lesson(n) for n in range(1, len(LESSONS) + 1)},
    "settings: rules": _settings("rules"),
    "settings: players": _settings("players"),
    "settings: table": _settings("table"),
    "statistics": _statistics,
    "ledger": _ledger,
    "host a table": _host,
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("view", list(VIEWS))
def test_no_text_is_cut_off_at_900_by_640(
    qtbot: QtBot, app_language: QApplication, tmp_path: Path, language: str, view: str
) -> None:
    install_language(app_language, language)
    top = VIEWS[view](qtbot, tmp_path)
    _settle()
    assert top.findChildren(QLabel), "nothing rendered"
    found = problems(top)
    assert not found, f"{view} in {language}:\n" + "\n".join(found)


def test_the_check_sees_a_cut_label_and_a_cut_button(qtbot: QtBot) -> None:
    """The measure itself: text wider than its widget is found, text that fits is not."""
    box = QWidget()
    qtbot.addWidget(box)
    short, long = QLabel("Fits", box), QLabel("A label far too long for forty pixels", box)
    button = QPushButton("A button far too long for its width", box)
    short.setGeometry(0, 0, 200, 20)
    long.setGeometry(0, 30, 40, 20)
    button.setGeometry(0, 60, 50, 24)
    box.resize(300, 100)
    box.show()
    found = problems(box)
    assert len(found) == 2 and "forty pixels" in found[0] and "its width" in found[1]
