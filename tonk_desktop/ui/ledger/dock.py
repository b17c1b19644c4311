"""The ledger dock: the session's rounds in a table, every player's balance in a
chart beneath it, and a statistics tab. It reads the ledger; it never writes."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ledger import Ledger, RoundRecord, Session, SessionStats, SessionSummary
from tonk_desktop.ui.ledger.chart import BalanceChart
from tonk_desktop.ui.ledger.models import (
    LedgerTableModel,
    StatisticsTableModel,
    ending_words,
)
from tonk_desktop.ui.text.lists import listing
from tonk_desktop.ui.text.money import format_money


def _tr(text: str) -> str:
    return QCoreApplication.translate("LedgerDock", text)


def balance_series(session: Session, rounds: list[RoundRecord]) -> list[list[int]]:
    """Each player's balance (won or lost, no bankroll) at the start (0) and
    after every round."""
    return [
        [0] + [record.balances[index] for record in rounds] for index in range(len(session.seats))
    ]


class LedgerPanel(QWidget):
    """Rounds table over the chart, and statistics, for one session."""

    settle_up_requested = Signal(int)  # session id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ledger: Ledger | None = None
        self._session: Session | None = None
        self._stats_summary: SessionSummary | None = None
        self.rounds_model = LedgerTableModel(self)
        self.stats_model = StatisticsTableModel(self)

        self.title = QLabel()
        self.title.setObjectName("ledgerTitle")
        self.title.setWordWrap(True)
        self.settle_button = QPushButton()
        self.settle_button.setObjectName("settleUpButton")
        self.settle_button.clicked.connect(self._settle_up)

        self.rounds_view = QTableView()
        self.rounds_view.setObjectName("ledgerRoundsView")
        self.rounds_view.setModel(self.rounds_model)
        self.rounds_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rounds_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rounds_view.setAlternatingRowColors(True)
        self.rounds_view.verticalHeader().hide()
        self.rounds_view.verticalHeader().setDefaultSectionSize(
            self.rounds_view.fontMetrics().height() + 6
        )
        # Columns fit the rows in view (not the first thousand), measured when
        # a session is shown and widened when a new round needs it: fitting
        # them to the contents at every change made a long session's every
        # new round lay out the table again.
        self.rounds_view.horizontalHeader().setResizeContentsPrecision(0)
        self.chart = BalanceChart()
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.rounds_view)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)

        self.stats_view = QTableView()
        self.stats_view.setObjectName("ledgerStatisticsView")
        self.stats_view.setModel(self.stats_model)
        self.stats_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.stats_view.verticalHeader().setDefaultSectionSize(
            self.stats_view.fontMetrics().height() + 6
        )
        self.stats_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.session_summary = QLabel()
        self.session_summary.setObjectName("sessionSummary")
        self.session_summary.setWordWrap(True)
        self.session_summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        stats_page = QWidget()
        stats_layout = QVBoxLayout(stats_page)
        stats_layout.setContentsMargins(0, 0, 0, 0)
        stats_layout.addWidget(self.stats_view, 1)
        stats_layout.addWidget(self.session_summary)

        self.tabs = QTabWidget()
        self.tabs.addTab(splitter, "")
        self.tabs.addTab(stats_page, "")

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.settle_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        self.retranslate()

    # ------------------------------------------------------------- public

    @property
    def session(self) -> Session | None:
        return self._session

    def show_session(self, ledger: Ledger | None, session_id: int | None) -> None:
        """Show this session (None: nothing): its statistics and chart from the
        ledger's summary, its rounds read a page at a time as they are shown."""
        self._ledger = ledger
        if ledger is None or session_id is None:
            self._session = None
            self._stats_summary = None
            self.rounds_model.set_rounds(None, [])
            self._redraw()
            return
        self._session = ledger.session(session_id)
        self._stats_summary = ledger.summary(session_id)
        self.rounds_model.set_source(
            self._session,
            self._stats_summary.rounds,
            lambda offset, count: ledger.rounds_page(session_id, offset, count),
        )
        self._redraw()
        self.rounds_view.scrollToBottom()
        self.rounds_view.resizeColumnsToContents()

    def _fit_columns(self, row: int) -> None:
        """Widen a column whose cell in `row` no longer fits (a balance that
        grew a digit); the columns are never narrowed, so nothing jumps."""
        view, model = self.rounds_view, self.rounds_model
        header = view.horizontalHeader()
        metrics = view.fontMetrics()
        for column in range(model.columnCount()):
            text = str(model.data(model.index(row, column)) or "")
            wanted = metrics.horizontalAdvance(text) + 2 * metrics.averageCharWidth()
            if wanted > header.sectionSize(column):
                header.resizeSection(column, wanted)

    def refresh(self) -> None:
        session = self._session
        self.show_session(self._ledger, session.id if session is not None else None)

    def add_round(self, record: RoundRecord) -> None:
        """A round was just recorded in the shown session: the ledger's summary
        has counted it already, so nothing is read again."""
        ledger, session = self._ledger, self._session
        if ledger is None or session is None:
            return
        self._session = dataclasses.replace(
            session, balances=record.balances, rounds_played=record.number
        )
        self._stats_summary = ledger.summary(session.id)
        self.rounds_model.add_round(record, self._session)
        self._redraw()
        self.rounds_view.scrollToBottom()
        self._fit_columns(self.rounds_model.rowCount() - 1)

    # ------------------------------------------------------------ drawing

    def _redraw(self) -> None:
        session = self._session
        summary = self._stats_summary
        self.settle_button.setEnabled(session is not None and any(session.balances))
        if session is None or summary is None:
            self.title.setText(_tr("No session"))
            self.chart.set_balances([], [], "USD")
            # Not "after the first round", which never comes without a session.
            self.chart.set_empty_text(
                _tr(
                    "No session is being kept. Game ▸ New session… starts one; "
                    "Game ▸ Sessions… resumes one."
                )
            )
            self.stats_model.set_stats(None)
            self.session_summary.clear()
            return
        self.chart.set_empty_text(None)
        title = _tr("<b>{name}</b> — stake {stake}").format(
            name=_escape(session.name),
            stake=format_money(session.stake.minor, session.currency),
        )
        if session.keeps_bankrolls:
            # The balances are what was won or lost; the money in hand is apart.
            money = " · ".join(
                f"{_escape(seat.name)} {format_money(held, session.currency)}"
                for seat, held in zip(session.seats, session.in_hand, strict=True)
            )
            title += "<br>" + _tr("In hand: {money}").format(money=money)
        self.title.setText(title)
        self.chart.set_points(
            [seat.name for seat in session.seats],
            summary.through,
            summary.chart_points(),
            session.currency,
        )
        stats = summary.stats(session.seats)
        self.stats_model.set_stats(stats, session.currency)
        self.session_summary.setText(self._summary(session, stats))

    def _summary(self, session: Session, stats: SessionStats) -> str:
        if not stats.rounds:
            return _tr("No rounds played yet.")
        endings = listing(
            f"{ending_words(kind)} {count}"
            for kind, count in sorted(stats.endings.items(), key=lambda kv: -kv[1])
        )
        return _tr(
            "{rounds} rounds. Endings: {endings}. Biggest swing: {swing} (round {number}). "
            "Money moved: {moved}."
        ).format(
            rounds=stats.rounds,
            endings=endings,
            swing=format_money(stats.biggest_swing, session.currency),
            number=stats.biggest_swing_round if stats.biggest_swing_round is not None else "—",
            moved=format_money(stats.money_moved, session.currency),
        )

    def _settle_up(self) -> None:
        if self._session is not None:
            self.settle_up_requested.emit(self._session.id)

    def wanted_width(self) -> int:
        """How wide the panel must be to show every column of the rounds table
        without scrolling sideways."""
        view = self.rounds_view
        view.resizeColumnsToContents()
        columns = view.horizontalHeader().length()
        if view.isVisible():
            # Whatever the panel puts around the table's cells, as laid out now.
            around = self.width() - view.viewport().width()
        else:
            around = view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth() + 24
        return columns + around + 2

    def retranslate(self) -> None:
        self.settle_button.setText(_tr("Settle up…"))
        self.tabs.setTabText(0, _tr("Rounds"))
        self.tabs.setTabText(1, _tr("Statistics"))
        # Named for a screen reader; Tab leaves a table instead of walking its cells.
        for view, name in (
            (self.rounds_view, _tr("Rounds of the session")),
            (self.stats_view, _tr("Statistics per player")),
        ):
            view.setAccessibleName(name)
            view.setTabKeyNavigation(False)
        self.chart.setAccessibleName(_tr("Balance chart"))
        self.refresh_texts()

    def refresh_texts(self) -> None:
        self.rounds_model.forget_texts()
        self._redraw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class LedgerDock(QDockWidget):
    """The dock around a `LedgerPanel`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ledgerDock")
        self.panel = LedgerPanel(self)
        self.setWidget(self.panel)
        self.setWindowTitle(_tr("Ledger"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(_tr("Ledger"))
        super().changeEvent(event)
