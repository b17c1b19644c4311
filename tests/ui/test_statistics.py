"""Game ▸ Statistics: every finished round at this computer counts, practice or
session; a practice round with a turn taken back does not; the window shows the
record with a chart and the breakdowns; a reset asks first."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QMessageBox, QTableWidget
from pytestqt.qtbot import QtBot
from tablekit import HANDS, STOCK_TOP, UP_CARD, ledger_of, scripted_factory, stacked

from tonk_desktop.engine import HouseRules, Knock
from tonk_desktop.ledger import Money, Seat
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.ledger.chart import BalanceChart
from tonk_desktop.ui.ledger.lifetime import StatisticsDialog
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel, default_seats


def ledger_window(qtbot: QtBot, path: Path) -> MainWindow:
    model = GameModel(HouseRules(), default_seats(3), seed=1)
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, bot_factory=scripted_factory, seed=1, start=False)
    qtbot.addWidget(window)
    install_features(window, ledger_path=path)
    window.show()
    qtbot.waitExposed(window)
    return window


def knock_round(window: MainWindow) -> None:
    """A stacked deal where you play first, and knock at once (29 points: caught)."""
    window.model.new_game(deck=stacked(HANDS, UP_CARD, STOCK_TOP), dealer=2)
    window.scene.act(Knock())
    rnd = window.model.round
    assert rnd is not None and rnd.is_over


def statistics(qtbot: QtBot, window: MainWindow) -> StatisticsDialog:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert ledger_of(window) is not None
    ledger_of(window).statistics_action.trigger()
    dialog = window.findChild(StatisticsDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def figure(dialog: StatisticsDialog, key: str) -> str:
    label = dialog.findChild(QLabel, f"statistics_{key}")
    assert label is not None
    return label.text()


def test_a_practice_round_counts_once_it_is_left_and_the_window_shows_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = ledger_window(qtbot, tmp_path / "l.sqlite3")
    knock_round(window)
    assert ledger_of(window) is not None
    assert ledger_of(window).ledger.lifetime_players() == []  # undo may still take it back
    knock_round(window)  # a new game: the first round is left behind, so kept
    dialog = statistics(qtbot, window)  # the second is kept as the window opens
    combo = dialog.findChild(QComboBox, "statisticsPlayer")
    assert combo is not None and combo.currentText() == "You"
    assert figure(dialog, "rounds") == "2"
    assert figure(dialog, "knocks") == "2"
    rnd = window.model.round
    assert rnd is not None and rnd.result is not None
    caught = rnd.result.kind == "caught"
    assert figure(dialog, "caught") == ("2" if caught else "0")
    assert figure(dialog, "net") == f"{2 * rnd.result.net[0]:+d}".replace("-", "−")
    chart = dialog.findChild(BalanceChart, "lifetimeChart")
    assert chart is not None and "You:" in chart.accessibleDescription()
    levels = dialog.findChild(QTableWidget, "statisticsByLevel")
    rules = dialog.findChild(QTableWidget, "statisticsByRules")
    assert levels is not None and rules is not None
    cells = [levels.item(0, 0), levels.item(0, 1), rules.item(0, 0)]
    assert [cell.text() if cell is not None else "" for cell in cells] == [
        "Normal computer players",  # the default seats' level
        "2",
        "Classic, 3 players",
    ]
    dialog.close()


def test_a_round_with_a_turn_taken_back_is_practice_and_not_counted(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = ledger_window(qtbot, tmp_path / "l.sqlite3")
    knock_round(window)
    window.undo()  # the knock taken back
    window.scene.act(Knock())  # and played again
    assert window.model.round_practised
    window.model.next_round()
    assert ledger_of(window) is not None
    assert ledger_of(window).ledger.lifetime_players() == []


def test_a_session_round_counts_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = ledger_window(qtbot, tmp_path / "l.sqlite3")
    ledger_feature = ledger_of(window)
    assert ledger_feature is not None
    seats = [Seat("You"), Seat("Ann", "hard"), Seat("Bob", "hard")]
    sid = ledger_feature.ledger.create_session("Fri", seats, Money(25, "EUR"), HouseRules())
    window.bots.paused = True
    ledger_feature.play_session(sid)
    rnd = window.model.round
    assert rnd is not None
    while not rnd.is_over:
        legal = rnd.legal_actions()
        window.model.apply(Knock() if Knock() in legal else legal[0])
    stats = ledger_feature.ledger.lifetime_statistics("You")
    assert stats.rounds == 1 and [b.key for b in stats.by_opponents] == ["hard"]


def test_reset_asks_first_and_cancel_keeps_everything(qtbot: QtBot, tmp_path: Path) -> None:
    window = ledger_window(qtbot, tmp_path / "l.sqlite3")
    knock_round(window)
    dialog = statistics(qtbot, window)
    assert figure(dialog, "rounds") == "1"

    def question() -> QMessageBox | None:
        shown = [box for box in dialog.findChildren(QMessageBox) if box.isVisible()]
        return shown[0] if shown else None

    def answer(button: QMessageBox.StandardButton) -> None:
        box = question()
        assert box is not None and box.objectName() == "resetStatisticsQuestion"
        assert "cannot be undone" in box.text()
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
        box.button(button).click()
        QApplication.processEvents()

    dialog.reset_button.click()
    answer(QMessageBox.StandardButton.Cancel)
    assert figure(dialog, "rounds") == "1"
    assert ledger_of(window) is not None and ledger_of(window).ledger.lifetime_players() == ["You"]
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    QTest.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # its Alt key
    qtbot.waitUntil(lambda: question() is not None)
    answer(QMessageBox.StandardButton.Reset)
    assert ledger_of(window).ledger.lifetime_players() == []
    assert not dialog.body.isVisible() and "No rounds yet" in dialog.empty.text()


def test_every_computer_level_has_its_own_words() -> None:
    from tonk_desktop.engine import LEVELS
    from tonk_desktop.ui.ledger.lifetime import level_title

    titles = [level_title(level) for level in (*LEVELS, "mixed", "people")]
    assert all(title.endswith(("computer players", "levels", "(hot seat)")) for title in titles)
    assert len(set(titles)) == len(titles)
