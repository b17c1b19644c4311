"""Every main view, in every language, at 900×640 (the smallest sensible
window): no label, button or choice shows its text cut off, and no table
column cuts its heading or its rows short; the network dialogs (Host, its
open table and its resume list, Join, Rejoin) open no larger than that and
show every text whole, and so do the network table's window (waiting for the
others, and in play) and every message of the status bar. A translation that
is too long for its place fails here, not in a player's window."""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QMainWindow,
    QPushButton,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.i18n.update_ts import spelled_out
from tonk_desktop.ledger import Ledger
from tonk_desktop.net import SeatPlan, TableClient
from tonk_desktop.net.discovery import TableAd
from tonk_desktop.net.protocol import PROTOCOL_VERSION
from tonk_desktop.net.table_file import new_table_file, tables_folder
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.lessons.screenshot import stage_lesson, throwaway_settings
from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.host_dialog import HostDialog
from tonk_desktop.ui.network.hosting import HostedTable, HostPlan, rules_summary
from tonk_desktop.ui.network.join_dialog import JoinDialog, KeptSeat
from tonk_desktop.ui.network.table_window import NetworkTableWindow
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.staging import stage_round_end, stage_table
from tonk_desktop.ui.status_bar import ElidingStatusBar
from tonk_desktop.ui.text.translation import current_language, install_language

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


def _list_problems(view: QListWidget) -> Iterator[str]:
    """A row shown whole: on one line within the list's width, or wrapped (a
    list that wraps) within the height the list gives it."""
    room = view.viewport().width()
    metrics = view.fontMetrics()
    for row in range(min(view.count(), 40)):
        item = view.item(row)
        text = item.text()
        if not text:
            continue
        if view.wordWrap():
            rect = view.visualItemRect(item)
            flags = int(Qt.TextFlag.TextWordWrap)
            box = metrics.boundingRect(QRect(0, 0, max(rect.width() - 6, 1), 10_000), flags, text)
            cut = box.width() > rect.width() or box.height() > rect.height() + 1
        else:
            widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
            cut = widest + 8 > room
        if cut:
            yield f"list row cut short: {text!r}"


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
            # A cell spanning columns (a row that says why it has no figures) has their width.
            span = view.columnSpan(row, column)
            room = sum(view.columnWidth(column + k) for k in range(span))
            flags = int(Qt.TextFlag.TextWordWrap) if view.wordWrap() else 0
            box = metrics.boundingRect(QRect(0, 0, max(room - 4, 1), 10_000), flags, text)
            if box.width() > room or box.height() > view.rowHeight(row) + 1:
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
        elif isinstance(widget, QListWidget):
            found += _list_problems(widget)
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


def _statistics_daily(qtbot: QtBot, folder: Path) -> QWidget:
    import datetime

    from tonk_desktop.ledger import DailyResult
    from tonk_desktop.ui.ledger.lifetime import StatisticsDialog

    ledger = Ledger(folder / "daily.sqlite3")
    for day, net, hard in ((28, -3, 1.25), (29, 2, -0.5), (30, 1, 1.0)):
        ledger.record_daily(
            DailyResult(datetime.date(2026, 11, day), "Classic", 208106542, net, hard, -0.75)
        )
    dialog = StatisticsDialog(ledger, QCoreApplication.translate("GameModel", "You"))
    dialog.destroyed.connect(lambda: ledger.close())
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentWidget(dialog.daily)
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


def _finished_history(seed: int) -> dict[str, object]:
    from tonk_desktop.engine import Round

    rnd = Round.deal(HouseRules().replace(players=3), dealer=seed % 3, rng=random.Random(seed))
    rng = random.Random(seed)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    return rnd.to_history()


def _duplicate_round(qtbot: QtBot, folder: Path) -> QWidget:
    from tonk_desktop.engine.history import read_history
    from tonk_desktop.ui.review.duplicate_view import DuplicateDialog

    dialog = DuplicateDialog(in_process=False)
    qtbot.addWidget(dialog)
    dialog.offer_session(True)
    names = [QCoreApplication.translate("GameModel", "You"), "Ann", "Bob"]
    dialog.run(read_history(_finished_history(3)), 0, [None, None, "easy"], names, replays=1)
    assert dialog.wait_for_result(60_000)
    return _fitted(dialog)


def _duplicate_daily(qtbot: QtBot, folder: Path) -> QWidget:
    """The deal of the day's round view, with its line to paste on one line."""
    import datetime

    from tonk_desktop.engine.history import read_history
    from tonk_desktop.ui.review.duplicate_feature import daily_line
    from tonk_desktop.ui.review.duplicate_view import DuplicateDialog
    from tonk_desktop.ui.text.rules_words import preset_title

    dialog = DuplicateDialog(in_process=False)
    qtbot.addWidget(dialog)
    names = [QCoreApplication.translate("GameModel", "You"), "Ann", "Bob"]
    day, rules = datetime.date(2026, 12, 1), preset_title("encyclopedia")
    dialog.run(
        read_history(_finished_history(3)),
        0,
        [None, "normal", "easy"],
        names,
        replays=1,
        daily=lambda result: daily_line(day, rules, 3, result),
    )
    assert dialog.wait_for_result(60_000)
    return _fitted(dialog)


def _duplicate_session(qtbot: QtBot, folder: Path) -> QWidget:
    from tonk_desktop.ui.review.session_duplicate_view import SessionDuplicateDialog, session_cards

    dialog = SessionDuplicateDialog(in_process=False)
    qtbot.addWidget(dialog)
    recorded = [(1, _finished_history(1)), (2, None), (3, _finished_history(3))]
    rounds = session_cards(recorded, 0)
    dialog.run("Friday at Kim's", rounds, 0, [None, None, "easy"], replays=1)
    assert dialog.wait_for_result(60_000)
    return _fitted(dialog)


# ------------------------------------------------------------ network play
# Tables hosted in this process on 127.0.0.1 only; nothing is announced.

LOOPBACK = [LocalAddress("127.0.0.1", "lo")]


@pytest.fixture(autouse=True)
def tables_closed() -> Iterator[list[HostedTable]]:
    """Every table a view hosts, closed after the test."""
    _TABLES.clear()
    yield _TABLES
    for table in _TABLES:
        table.close()
    _TABLES.clear()
    _settle()


_TABLES: list[HostedTable] = []


def _spin(until: Callable[[], bool], qtbot: QtBot) -> None:
    qtbot.waitUntil(until, timeout=5000)


def _hosted(
    folder: Path, name: str = "Kitchen table", state_file: Path | None = None
) -> HostedTable:
    seats = (SeatPlan.person(), SeatPlan.person(), SeatPlan.computer("normal", "Cal"))
    plan = HostPlan(
        name,
        "Emese",
        HouseRules().replace(players=3),
        25,
        "EUR",
        seats,
        "127.0.0.1",
        language=current_language(),
        bot_pause=600.0,  # the computer never moves while the view is measured
        round_pause=600.0,
    )
    table = HostedTable(plan, Ledger(folder / "ledger.sqlite"), state_file=state_file)
    _TABLES.append(table)
    return table


def _guest(qtbot: QtBot, table: HostedTable) -> TableClient:
    guest = TableClient()
    with qtbot.waitSignal(guest.joined, timeout=5000):
        guest.connect_to("127.0.0.1", table.port, table.join_code, "Béla", current_language())
    return guest


def _fitted(dialog: QWidget) -> QWidget:
    """The dialog as it opens: at its own size, which must fit the smallest screen."""
    dialog.show()
    hint = dialog.sizeHint()
    dialog.resize(hint)
    _settle()
    assert hint.width() <= SIZE[0] and hint.height() <= SIZE[1], (
        f"the dialog wants {hint.width()}×{hint.height()}, more than {SIZE[0]}×{SIZE[1]}"
    )
    return dialog


def _host_dialog(folder: Path, tables: Path | None = None) -> HostDialog:
    ledger = Ledger(folder / "ledger.sqlite")
    dialog = HostDialog(
        HouseRules().replace(players=3),
        25,
        "EUR",
        "Emese",
        lambda: ledger,
        addresses=LOOPBACK,
        tables_folder=tables,
    )
    dialog.destroyed.connect(lambda: ledger.close())
    return dialog


def _host_setup(qtbot: QtBot, folder: Path) -> QWidget:
    tables = tables_folder(folder / "ledger.sqlite")
    tables.mkdir(parents=True)
    (tables / "table-damaged.json").write_text("{")  # the Resume button shows
    dialog = _host_dialog(folder, tables)
    qtbot.addWidget(dialog)
    dialog.seat_choices[2].setCurrentIndex(2)  # a computer in seat 3
    blocker = QTcpServer(dialog)  # the port taken: the error under the form
    assert blocker.listen(QHostAddress("127.0.0.1"), 0)
    dialog.port_spin.setValue(int(blocker.serverPort()))
    dialog.open_table()
    assert dialog.table is None and dialog.setup_error.text()
    return _fitted(dialog)


def _host_open(qtbot: QtBot, folder: Path) -> QWidget:
    dialog = _host_dialog(folder)
    qtbot.addWidget(dialog)
    dialog.announce_check.setChecked(False)
    dialog.open_table()
    assert dialog.table is not None, dialog.setup_error.text()
    _TABLES.append(dialog.table)
    _guest(qtbot, dialog.table)
    _spin(lambda: "Béla" in dialog.seats_list.item(1).text(), qtbot)
    return _fitted(dialog)


def _host_resume(qtbot: QtBot, folder: Path) -> QWidget:
    tables = tables_folder(folder / "ledger.sqlite")
    table = _hosted(folder, "Friday night at Emese’s", new_table_file(tables))
    guest = _guest(qtbot, table)
    _spin(lambda: table.host.round_number >= 1, qtbot)
    table.close()
    guest.leave()
    (tables / "table-damaged.json").write_text('{"format": "tonk-hosted-table"')
    dialog = _host_dialog(folder, tables)
    qtbot.addWidget(dialog)
    dialog.show_kept_tables()
    assert dialog.kept_list.count() == 2
    dialog.kept_list.setCurrentRow(1)  # the damaged one: the longest words
    _fitted(dialog)
    dialog.resume_error.setText(
        QCoreApplication.translate(
            "HostDialog",
            "The table cannot listen where it did ({why}). Close the program that "
            "uses that port, or check this computer's address, and try again.",
        ).replace(
            "{why}",
            QCoreApplication.translate("HostDialog", "another program uses port {port}").replace(
                "{port}", "65535"
            ),
        )
    )
    return _fitted(dialog)


def _join(qtbot: QtBot, folder: Path) -> QWidget:
    table = _hosted(folder)
    plan = table.plan
    join = JoinDialog(SettingsFile(folder / "join.json"), "Béla", addresses=LOOPBACK, look=False)
    qtbot.addWidget(join)
    ad = TableAd(
        plan.table_name,
        "127.0.0.1",
        table.port,
        PROTOCOL_VERSION,
        table.open_seats(),
        len(plan.seats),
        rules_summary(plan.rules, plan.stake_minor, plan.currency),
    )
    join._on_found((ad,))
    join.found_list.setCurrentRow(0)
    join.code_edit.setText(table.join_code)
    return _fitted(join)


def _rejoin(qtbot: QtBot, folder: Path) -> QWidget:
    table = _hosted(folder)
    kept = KeptSeat("Kitchen table", "127.0.0.1", table.port, table.join_code, "Béla", "token")
    rejoin = JoinDialog(SettingsFile(folder / "rejoin.json"), "Béla", kept=kept, addresses=LOOPBACK)
    qtbot.addWidget(rejoin)
    return _fitted(rejoin)


def _network_window(
    qtbot: QtBot, client: TableClient, table: HostedTable | None
) -> NetworkTableWindow:
    window = NetworkTableWindow(client, host=table.host if table is not None else None)
    qtbot.addWidget(window)
    window.model.set_speed(0)
    window.resize(*SIZE)
    window.show()
    return window


def _network_waiting(qtbot: QtBot, folder: Path) -> QWidget:
    table = _hosted(folder)
    window = _network_window(qtbot, table.client, table)
    _settle()
    assert window.model.round is None  # the other's seat is still open
    return window


def _network_in_play(qtbot: QtBot, folder: Path) -> QWidget:
    table = _hosted(folder)
    guest = _guest(qtbot, table)
    window = _network_window(qtbot, guest, None)
    _spin(lambda: window.model.round is not None, qtbot)
    return window


VIEWS: dict[str, Callable[[QtBot, Path], QWidget]] = {
    "table": _table,
    "round-end": _round_end,
    **{f"lesson {n}": _lesson(n) for n in range(1, len(LESSONS) + 1)},
    "settings: rules": _settings("rules"),
    "settings: players": _settings("players"),
    "settings: table": _settings("table"),
    "statistics": _statistics,
    "statistics: deal of the day": _statistics_daily,
    "ledger": _ledger,
    "duplicate: round": _duplicate_round,
    "duplicate: session": _duplicate_session,
    "duplicate: deal of the day": _duplicate_daily,
    "host: setup": _host_setup,
    "host: open": _host_open,
    "host: resume": _host_resume,
    "join": _join,
    "rejoin": _rejoin,
    "network table: waiting": _network_waiting,
    "network table: in play": _network_in_play,
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


# ------------------------------------------------------------ the status bar

PACKAGE = Path(__file__).resolve().parents[2] / "tonk_desktop"
SAMPLES = {
    "name": "Erzsébet",
    "session": "Friday night",
    "table": "Kitchen table",
    "why": "No space left on device",
    "path": "/home/erzsebet/Documents/tonk-hands.txt",
}


def _translations(node: ast.AST, context: str) -> Iterator[tuple[str, str]]:
    """(context, source) of each translated literal under `node`; `self.tr`
    in a class is filed under the class's name, as lupdate files it."""
    for call in ast.walk(node):
        if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Attribute):
            continue
        args = call.args
        if call.func.attr == "translate" and len(args) >= 2:
            if isinstance(args[0], ast.Constant) and isinstance(args[1], ast.Constant):
                yield str(args[0].value), str(args[1].value)
        elif call.func.attr == "tr" and args and isinstance(args[0], ast.Constant) and context:
            yield context, str(args[0].value)


def _calls(node: ast.AST, names: set[str]) -> Iterator[ast.Call]:
    for call in ast.walk(node):
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr in names
            and call.args
        ):
            yield call


def _assigned(function: ast.FunctionDef, name: str) -> Iterator[ast.AST]:
    for assign in ast.walk(function):
        if isinstance(assign, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in assign.targets
        ):
            yield assign.value


def _methods(tree: ast.Module) -> Iterator[tuple[str, dict[str, ast.FunctionDef]]]:
    """Each class's name and methods; module-level functions under ""."""
    yield "", {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)}
    for scope in ast.walk(tree):
        if isinstance(scope, ast.ClassDef):
            methods = {f.name: f for f in scope.body if isinstance(f, ast.FunctionDef)}
            yield scope.name, methods


def status_messages() -> list[tuple[str, str]]:
    """Every translated message the program puts in a status bar: what is
    given to `showMessage`, `show_status` or a method that passes its text
    on to them (`show_until_next_deal`), or assigned to the name given, or
    returned by the method of the class called for it (`_no_undo_reason`)."""
    trees = [
        ast.parse(spelled_out(path.read_text(encoding="utf-8")))
        for path in sorted(PACKAGE.rglob("*.py"))
    ]
    classes = [(name, methods) for tree in trees for name, methods in _methods(tree)]
    showing = {"showMessage", "show_status"}
    while True:  # the methods that show the text they are given
        more = {
            function.name
            for _name, methods in classes
            for function in methods.values()
            for call in _calls(function, showing)
            if isinstance(call.args[0], ast.Name)
            and call.args[0].id in {a.arg for a in function.args.args}
        }
        if more <= showing:
            break
        showing |= more
    found: dict[tuple[str, str], None] = {}
    for context, methods in classes:
        for function in methods.values():
            for call in _calls(function, showing):
                sources: list[ast.AST] = [call.args[0]]
                for name in ast.walk(call.args[0]):
                    if isinstance(name, ast.Name):
                        sources += _assigned(function, name.id)
                for source in list(sources):
                    for called in ast.walk(source):
                        if (
                            isinstance(called, ast.Call)
                            and isinstance(called.func, ast.Attribute)
                            and isinstance(called.func.value, ast.Name)
                            and called.func.value.id == "self"
                            and called.func.attr in methods
                            and called.func.attr not in showing
                        ):
                            sources.append(methods[called.func.attr])
                for source in sources:
                    for message in _translations(source, context):
                        found[message] = None
    return list(found)


def _filled(text: str) -> str:
    """The message with its blanks filled as a player may see them."""
    return re.sub(r"\{(\w+)\}", lambda m: SAMPLES.get(m.group(1), "12"), text.replace("%n", "12"))


def test_the_status_messages_are_found() -> None:
    """The search for status messages itself: it finds the ones we know of."""
    found = status_messages()
    assert ("NetworkTable", "Rejoining the table…") in found
    assert ("MainWindow", "Finish this round first.") in found
    assert ("MainWindow", "Deal number {deal}, in a practice game.") in found  # assigned
    assert ("Review", "A round can be reviewed once it is over.") in found  # by show_status
    assert len(found) > 30


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_status_message_is_shown_whole_at_900_by_640(
    qtbot: QtBot, app_language: QApplication, language: str
) -> None:
    """Each message the status bar can show, beside the turn prompt of a
    round in play, is drawn whole: never elided, its lines all within the bar."""
    install_language(app_language, language)
    window, model = _main_window(qtbot)
    stage_table(model, random.Random(7))
    _settle()
    bar = window.statusBar()
    assert isinstance(bar, ElidingStatusBar) and window.prompt.text()
    cut = []
    for context, source in status_messages():
        count = 12 if "%n" in source else -1
        text = _filled(QCoreApplication.translate(context, source, None, count))
        bar.showMessage(text)
        _settle()
        room = bar.message_rect()
        flags = int(Qt.TextFlag.TextWordWrap)
        box = bar.fontMetrics().boundingRect(QRect(0, 0, room.width(), 10_000), flags, text)
        if bar.shown_message() != text or box.height() > room.height():
            cut.append(f"{context}: {text!r}")
    assert not cut, f"{len(cut)} status messages cut in {language}:\n" + "\n".join(cut)
