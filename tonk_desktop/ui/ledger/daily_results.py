"""The statistics' Deal of the day tab: every deal of the day played at this
computer (the ledger's `daily_results`), as a chart of the person's result
beside hard's by date (`daily_chart.py`) and a list, the latest day first."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ledger import DailyResult, Ledger
from tonk_desktop.ui.review.coach_words import units
from tonk_desktop.ui.text.storage_words import storage_problem

from .daily_chart import DailyChart


def _tr(text: str) -> str:
    return QCoreApplication.translate("DailyResults", text)


class DailyResultsPanel(QWidget):
    """See the module docstring. `load(ledger)` reads the results afresh."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dailyResults")
        self.results: list[DailyResult] = []
        self.note = QLabel()
        self.note.setObjectName("dailyResultsNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.chart = DailyChart()
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("dailyResultsList")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.chart, 3)
        layout.addWidget(self.table, 2)
        self.retranslate()

    def load(self, ledger: Ledger) -> None:
        try:
            self.results = ledger.daily_results()
        except sqlite3.Error as error:
            self.results = []
            self.note.setText(
                _tr("The deal of the day's results could not be read ({why}).").replace(
                    "{why}", storage_problem(error)
                )
            )
            self._fill()
            return
        self.retranslate()

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [
                _tr("Date"),
                _tr("House rules"),
                _tr("Deal"),
                _tr("Your result"),
                _tr("Hard (mean)"),
                _tr("Normal (mean)"),
            ]
        )
        self.table.setAccessibleName(_tr("Your deal of the day results, the latest first"))
        self.note.setText(
            _tr(
                "Game ▸ Deal of the day: the same deal on every computer. Your result beside "
                "the computer's in your seat on the same cards, in stake units."
            )
            if self.results
            else _tr(
                "No deal of the day played yet. Game ▸ Deal of the day deals it; its result "
                "is kept here."
            )
        )
        self._fill()

    def _fill(self) -> None:
        self.chart.set_results(self.results)
        self.table.setVisible(bool(self.results))
        self.table.setRowCount(len(self.results))
        headers = [
            self.table.horizontalHeaderItem(column).text()  # type: ignore[union-attr]
            for column in range(self.table.columnCount())
        ]
        for row, result in enumerate(reversed(self.results)):
            cells = [
                result.day.isoformat(),
                result.rules_name,
                str(result.deal),
                units(result.net_units),
                units(result.hard_mean),
                units(result.normal_mean),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{headers[column]}: {text}")
                self.table.setItem(row, column, item)
