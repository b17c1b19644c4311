"""Game ▸ Statistics: every round played at this computer, per person, kept in
the ledger (ledger/lifetime.py) -- and the recorder that keeps them.

A ledger session's round is kept the moment it ends (no undo there). A practice
round is kept once it is left behind (the next deal, a new game, the window
closed), because until then a turn may still be taken back, which makes it
practice and keeps it out."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import HouseRules, RoundResult
from tonk_desktop.ledger import Ledger
from tonk_desktop.ledger.lifetime import Breakdown, LifetimeSeat, LifetimeStats, rows_for_round
from tonk_desktop.ui.ledger.chart import BalanceChart
from tonk_desktop.ui.ledger.daily_results import DailyResultsPanel
from tonk_desktop.ui.model import Change, GameModel
from tonk_desktop.ui.tab_stop import tab_stop
from tonk_desktop.ui.text.rules_words import preset_title, rules_in_words
from tonk_desktop.ui.text.storage_words import storage_problem


def _tr(text: str) -> str:
    return QCoreApplication.translate("Statistics", text)


class LifetimeRecorder(QObject):
    """Keeps each finished round for the lifetime statistics (see the module)."""

    failed = Signal(str)  # what went wrong, in words, once per kind of failure

    def __init__(
        self,
        model: GameModel,
        ledger: Ledger,
        session_id: Callable[[], int | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.ledger = ledger
        self.session_id = session_id
        self._pending: tuple[tuple[LifetimeSeat, ...], HouseRules, RoundResult] | None = None
        self._told = False
        model.changed.connect(self._on_changed)

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        kind = change.kind
        if kind == "round_over":
            rnd = self.model.round
            if rnd is None or rnd.result is None or self.model.round_practised:
                self._pending = None
                return
            seats = tuple(LifetimeSeat(seat.name, seat.level) for seat in self.model.seats)
            self._pending = (seats, rnd.rules, rnd.result)
            if self.session_id() is not None:
                self.flush()  # money was at stake: no undo, kept at once
        elif kind == "undo":
            self._pending = None  # taken back: practice, not kept
        elif kind in ("new_game", "deal", "restore"):
            self.flush()

    def flush(self) -> None:
        """Keep the finished round waiting, if any."""
        pending, self._pending = self._pending, None
        if pending is None:
            return
        seats, rules, result = pending
        try:
            self.ledger.record_lifetime(rows_for_round(seats, rules, result, self.session_id()))
            self._told = False
        except (OSError, sqlite3.Error) as error:
            if not self._told:
                self._told = True
                self.failed.emit(
                    _tr("The statistics could not be written ({why}); the game goes on.").replace(
                        "{why}", storage_problem(error)
                    )
                )


def level_title(level: str) -> str:
    return {
        "easy": _tr("Easy computer players"),
        "normal": _tr("Normal computer players"),
        "hard": _tr("Hard computer players"),
        "cautious": _tr("Cautious computer players"),
        "bold": _tr("Bold computer players"),
        "collector": _tr("Collector computer players"),
        "calculator": _tr("Calculator computer players"),
        "mixed": _tr("Mixed levels"),
        "people": _tr("People only (hot seat)"),
    }.get(level, level)


def rules_titles(breakdowns: tuple[Breakdown, ...]) -> dict[str, tuple[str, str]]:
    """A short title and the full rules in words for each house-rule set played
    ("Classic, 3 players"; a set of one's own is "Custom 2, 4 players")."""
    titles: dict[str, tuple[str, str]] = {}
    customs = 0
    for breakdown in breakdowns:
        try:
            rules = HouseRules.from_dict(json.loads(breakdown.key))
        except ValueError:
            titles[breakdown.key] = (_tr("Unknown rules"), breakdown.key)
            continue
        preset = rules.preset_name()
        name = preset_title(preset)
        if preset == "custom":
            customs += 1
            name = f"{name} {customs}" if customs > 1 else name
        title = (
            _tr("{rules}, {players} players")
            .replace("{rules}", name)
            .replace("{players}", str(rules.players))
        )
        titles[breakdown.key] = (title, "\n".join(rules_in_words(rules)))
    return titles


def percent(part: int, whole: int) -> str:
    if not whole:
        return "—"
    return _tr("{percent}%").replace("{percent}", QLocale().toString(100 * part / whole, "f", 1))


def signed(units: int) -> str:
    text = QLocale().toString(abs(units))
    return ("+" if units > 0 else "−" if units < 0 else "") + text


class StatisticsDialog(QDialog):
    """Game ▸ Statistics: one person's lifetime record at this computer, and
    in a tab of its own the deal of the day's results (`daily_results.py`)."""

    def __init__(self, ledger: Ledger, you: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.ledger = ledger
        self.setWindowTitle(_tr("Statistics"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)  # the tabs' frame adds its own
        # Two tabs: every round's record, and the deal of the day's results.
        self.tabs = QTabWidget()
        self.tabs.setObjectName("statisticsTabs")
        record = QWidget()
        record_layout = QVBoxLayout(record)
        record_layout.setContentsMargins(0, 6, 0, 0)  # the tab's frame is margin enough
        self.daily = DailyResultsPanel()
        self.tabs.addTab(record, _tr("All &games"))
        self.tabs.addTab(self.daily, _tr("&Deal of the day"))
        layout.addWidget(self.tabs, 1)

        top = QHBoxLayout()
        label = QLabel(_tr("&Player:"))
        self.player = QComboBox()
        self.player.setObjectName("statisticsPlayer")
        label.setBuddy(self.player)
        top.addWidget(label)
        top.addWidget(self.player, 1)
        record_layout.addLayout(top)
        self.empty = QLabel()
        self.empty.setObjectName("statisticsEmpty")
        self.empty.setWordWrap(True)
        record_layout.addWidget(self.empty)

        self.body = QWidget()
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        upper, lower = QHBoxLayout(), QHBoxLayout()
        body.addLayout(upper, 3)
        body.addLayout(lower, 2)
        totals = QGroupBox(_tr("All games on this computer"))
        form = QFormLayout(totals)
        self.figures: dict[str, QLabel] = {}
        for key, text in (
            ("rounds", _tr("Rounds played:")),
            ("wins", _tr("Rounds won:")),
            ("tonk_outs", _tr("Tonk-outs:")),
            ("knocks", _tr("Knocks:")),
            ("caught", _tr("Times caught:")),
            ("dealt", _tr("Dealt tonks:")),
            ("longest_win", _tr("Longest winning streak:")),
            ("longest_loss", _tr("Longest losing streak:")),
            ("current", _tr("Current streak:")),
            ("net", _tr("Net stake units:")),
        ):
            value = QLabel()
            value.setObjectName(f"statistics_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
            tab_stop(value)  # a screen reader's Tab reads it
            form.addRow(text, value)
            value.setAccessibleName(text.rstrip(":："))
            self.figures[key] = value
        upper.addWidget(totals)
        self.chart = BalanceChart()
        self.chart.setObjectName("lifetimeChart")
        self.chart.setAccessibleName(_tr("Net stake units over the rounds played"))
        self.chart.setMinimumSize(360, 220)
        upper.addWidget(self.chart, 1)
        self.by_rules = self._table("statisticsByRules", _tr("House rules"))
        self.by_level = self._table("statisticsByLevel", _tr("Computer players faced"))
        rules_box = QGroupBox(_tr("By house-rule set"))
        QVBoxLayout(rules_box).addWidget(self.by_rules)
        level_box = QGroupBox(_tr("By the computer level faced"))
        QVBoxLayout(level_box).addWidget(self.by_level)
        lower.addWidget(rules_box, 1)
        lower.addWidget(level_box, 1)
        record_layout.addWidget(self.body, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(_tr("&Reset statistics…"))
        self.reset_button.setObjectName("resetStatistics")
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.player.currentIndexChanged.connect(self.show_player)
        self.daily.load(ledger)
        self.load(you)
        self.resize(820, 600)

    def _table(self, name: str, first: str) -> QTableWidget:
        table = QTableWidget(0, 5)
        table.setObjectName(name)
        table.setHorizontalHeaderLabels(
            [first, _tr("Rounds"), _tr("Won"), _tr("Won %"), _tr("Net units")]
        )
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.setAccessibleName(first)
        return table

    def load(self, you: str = "") -> None:
        """The people with rounds kept; `you` shown first if among them."""
        try:
            names = self.ledger.lifetime_players()
        except sqlite3.Error as error:
            names = []
            self.empty.setText(
                _tr("The statistics could not be read ({why}).").replace(
                    "{why}", storage_problem(error)
                )
            )
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems(names)
        keys = [name.strip().casefold() for name in names]
        if you.strip().casefold() in keys:
            self.player.setCurrentIndex(keys.index(you.strip().casefold()))
        self.player.blockSignals(False)
        self.show_player()

    @Slot()
    def show_player(self) -> None:
        name = self.player.currentText()
        has = bool(name)
        self.body.setVisible(has)
        self.player.setEnabled(has)
        # Reset forgets both tabs: offered while either has something to forget.
        self.reset_button.setEnabled(has or bool(self.daily.results))
        if not has:
            if not self.empty.text():
                self.empty.setText(
                    _tr(
                        "No rounds yet. Every round finished at this computer counts here, "
                        "practice games and ledger sessions alike (a round with a turn taken "
                        "back does not)."
                    )
                )
            self.empty.show()
            return
        self.empty.hide()
        try:
            stats = self.ledger.lifetime_statistics(name)
        except sqlite3.Error as error:
            self.empty.setText(
                _tr("The statistics could not be read ({why}).").replace(
                    "{why}", storage_problem(error)
                )
            )
            self.empty.show()
            self.body.hide()
            return
        self.show_stats(stats)

    def show_stats(self, stats: LifetimeStats) -> None:
        locale = QLocale()
        figures = self.figures
        figures["rounds"].setText(locale.toString(stats.rounds))
        figures["wins"].setText(
            _tr("{wins} ({percent})")
            .replace("{wins}", locale.toString(stats.wins))
            .replace("{percent}", percent(stats.wins, stats.rounds))
        )
        figures["tonk_outs"].setText(locale.toString(stats.tonk_outs))
        figures["knocks"].setText(locale.toString(stats.knocks))
        figures["caught"].setText(locale.toString(stats.times_caught))
        figures["dealt"].setText(locale.toString(stats.dealt_tonks))
        figures["longest_win"].setText(locale.toString(stats.longest_winning_streak))
        figures["longest_loss"].setText(locale.toString(stats.longest_losing_streak))
        streak = stats.current_streak
        figures["current"].setText(
            _tr("{n} won in a row").replace("{n}", locale.toString(streak))
            if streak > 0
            else _tr("{n} lost in a row").replace("{n}", locale.toString(-streak))
            if streak < 0
            else "—"
        )
        figures["net"].setText(signed(stats.net_units))
        for value in figures.values():
            value.setAccessibleDescription(value.text())
        titles = rules_titles(stats.by_rules)
        self._fill(self.by_rules, stats.by_rules, lambda key: titles[key])
        self._fill(self.by_level, stats.by_opponents, lambda key: (level_title(key), ""))
        self.chart.set_units(stats.player, list(stats.chart), _tr("units"))

    def _fill(
        self,
        table: QTableWidget,
        rows: tuple[Breakdown, ...],
        title: Callable[[str], tuple[str, str]],
    ) -> None:
        table.setRowCount(len(rows))
        locale = QLocale()
        for row, breakdown in enumerate(rows):
            name, tip = title(breakdown.key)
            cells = [
                name,
                locale.toString(breakdown.rounds),
                locale.toString(breakdown.wins),
                percent(breakdown.wins, breakdown.rounds),
                signed(breakdown.net_units),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                elif tip:
                    item.setToolTip(tip)
                table.setItem(row, column, item)
        table.resizeColumnsToContents()
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    @Slot()
    def ask_reset(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            _tr("Reset statistics"),
            _tr(
                "Forget the statistics of every player at this computer, and the deal of "
                "the day's results? The sessions and their rounds stay in the ledger. This "
                "cannot be undone."
            ),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("resetStatisticsQuestion")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(self._on_reset_answer)
        box.open()

    @Slot(int)
    def _on_reset_answer(self, answer: int) -> None:
        if answer != QMessageBox.StandardButton.Reset.value:
            return
        try:
            self.ledger.reset_lifetime()
        except sqlite3.Error as error:
            QMessageBox.warning(
                self,
                _tr("Reset statistics"),
                _tr("The statistics could not be reset ({why}); nothing was lost.").replace(
                    "{why}", storage_problem(error)
                ),
            )
            return
        self.empty.setText("")
        self.daily.load(self.ledger)
        self.load()
