"""The ledger dock: its rows are the rounds recorded, its chart and statistics
follow, money is shown with the currency."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules, Payment, RoundResult
from tonk_desktop.ledger import Ledger, Money, Seat
from tonk_desktop.ui.ledger.dock import LedgerDock, LedgerPanel, balance_series
from tonk_desktop.ui.ledger.models import RawRole, two_lines
from tonk_desktop.ui.ledger.screenshot import record_demo_rounds, render_ledger_screenshot
from tonk_desktop.ui.text.money import format_money
from tonk_desktop.ui.text.translation import install_language


def tonk(winner: int, players: int = 3) -> RoundResult:
    payments = [Payment(p, winner, 2) for p in range(players) if p != winner]
    return RoundResult.settle("tonk_out", (winner,), payments, (0,) * players)


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Ledger]:
    opened = Ledger(tmp_path / "ledger.sqlite3")
    yield opened
    opened.close()


def test_rows_match_the_rounds_recorded(qtbot: QtBot, ledger: Ledger) -> None:
    sid = record_demo_rounds(ledger, rounds=9)
    dock = LedgerDock()
    qtbot.addWidget(dock)
    dock.panel.show_session(ledger, sid)
    model = dock.panel.rounds_model
    recorded = ledger.rounds(sid)
    assert model.rowCount() == 9
    assert model.columnCount() == 3 + 2 * 4
    for row, record in enumerate(recorded):
        assert model.index(row, 0).data() == str(record.number)
        assert model.index(row, 1).data() == ledger.session(sid).seats[record.dealer].name
        for seat in range(4):
            assert model.index(row, 3 + 2 * seat).data(RawRole) == record.changes[seat]
            assert model.index(row, 4 + 2 * seat).data(RawRole) == record.balances[seat]
    # the chart is fed the same balances, starting from the bankrolls
    session = ledger.session(sid)
    assert balance_series(session, recorded)[0] == [0] + [r.balances[0] for r in recorded]


def test_a_new_round_appears_with_its_payments(qtbot: QtBot, ledger: Ledger) -> None:
    sid = ledger.create_session(
        "Fri", [Seat("Ann"), Seat("Bob"), Seat("Cy")], Money(25, "USD"), HouseRules()
    )
    dock = LedgerDock()
    qtbot.addWidget(dock)
    dock.panel.show_session(ledger, sid)
    assert dock.panel.rounds_model.rowCount() == 0
    assert not dock.panel.settle_button.isEnabled()
    record = ledger.record_round(sid, tonk(0), dealer=2)
    dock.panel.add_round(record)
    model = dock.panel.rounds_model
    assert model.rowCount() == 1
    locale = QLocale()
    assert model.index(0, 2).data() == "Tonk out: Ann"
    assert model.index(0, 3).data() == format_money(100, "USD", signed=True, code=False)
    assert model.index(0, 3).data(Qt.ItemDataRole.ForegroundRole) is not None
    tooltip = model.index(0, 5).data(Qt.ItemDataRole.ToolTipRole)
    assert f"Bob pays Ann 0{locale.decimalPoint()}50 USD" in tooltip
    assert f"Cy pays Ann 0{locale.decimalPoint()}50 USD" in tooltip
    assert "USD" in model.headerData(3, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert dock.panel.settle_button.isEnabled()
    stats = dock.panel.stats_model
    assert stats.rowCount() == 3
    assert stats.index(0, 2).data(RawRole) == 1  # Ann's tonk-outs
    assert "USD" in dock.panel.title.text()


def test_money_follows_the_locale() -> None:
    hungarian = QLocale(QLocale.Language.Hungarian, QLocale.Country.Hungary)
    text = format_money(-123456, "HUF", locale=hungarian)
    assert text.endswith(" HUF")
    assert "," in text  # the Hungarian decimal mark
    assert format_money(500, "JPY", locale=QLocale("en_US")) == "500 JPY"
    assert format_money(123456, "USD", locale=QLocale("en_US")) == "1,234.56 USD"
    assert format_money(5, "USD", signed=True, locale=QLocale("en_US")) == "+0.05 USD"


def test_the_ledger_writes_a_true_minus_as_the_table_does() -> None:
    english = QLocale("en_US")
    assert format_money(-25, "USD", code=False, locale=english) == "\N{MINUS SIGN}0.25"
    assert format_money(-25, "USD", code=False, short=True, locale=english) == "\N{MINUS SIGN}0.25"
    assert format_money(200, "USD", code=False, short=True, locale=english) == "2"  # a chart tick


def test_screenshot_renders(qtbot: QtBot, tmp_path: Path) -> None:
    target = tmp_path / "ledger.png"
    render_ledger_screenshot(target, (600, 480))
    assert target.stat().st_size > 5000


def test_long_statistics_headers_take_two_lines() -> None:
    assert two_lines("Biggest win (USD)") == "Biggest\nwin (USD)"  # the narrower split
    assert two_lines("Legnagyobb nyeremény (USD)") == "Legnagyobb\nnyeremény (USD)"
    assert two_lines("Wins") == "Wins"
    assert two_lines("最大の勝ち（USD）") == "最大の勝ち（USD）"  # no space to break at


def test_the_hungarian_statistics_fit_an_800_pixel_ledger(
    qtbot: QtBot, ledger: Ledger, qapp: QApplication
) -> None:
    install_language(qapp, "hu")
    try:
        sid = record_demo_rounds(ledger, rounds=5)
        window = QMainWindow()
        qtbot.addWidget(window)
        panel = LedgerPanel()
        window.setCentralWidget(panel)
        window.resize(800, 600)
        panel.show_session(ledger, sid)
        window.show()
        panel.tabs.setCurrentIndex(1)
        qtbot.waitExposed(window)
        QApplication.processEvents()
        view = panel.stats_view
        # Every column, the net balance last of all, without scrolling sideways.
        assert view.horizontalHeader().length() <= view.viewport().width()
    finally:
        install_language(qapp, "en")


def test_a_long_session_is_shown_a_page_at_a_time_and_a_new_round_reads_nothing(
    qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    sid = ledger.create_session("Long", seats, Money(25, "USD"), HouseRules())
    ledger._conn.execute("PRAGMA synchronous = OFF")  # quick to build
    for number in range(3000):
        ledger.record_round(sid, tonk(number % 3), dealer=number % 3)
    read: list[int] = []
    original = Ledger._read_rounds

    def counting(self: Ledger, *args: object) -> list[object]:
        found = original(self, *args)  # type: ignore[arg-type]
        read.append(len(found))
        return found  # type: ignore[return-value]

    monkeypatch.setattr(Ledger, "_read_rounds", counting)
    window = QMainWindow()
    panel = LedgerPanel()
    window.setCentralWidget(panel)
    window.resize(760, 620)
    qtbot.addWidget(window)
    window.show()
    panel.show_session(ledger, sid)
    QApplication.processEvents()
    model = panel.rounds_model
    assert model.rowCount() == 3000
    assert model.index(2999, 0).data() == "3000"
    assert 0 < sum(read) <= 2 * model.PAGE  # the rows in view, not 3,000
    assert panel.stats_model.index(0, 0).data(RawRole) == 3000
    assert panel.stats_model.index(0, 1).data(RawRole) == 1000  # Ann's wins

    read.clear()
    record = ledger.record_round(sid, tonk(1), dealer=0)
    panel.add_round(record)
    QApplication.processEvents()
    assert read == []  # the new round, its statistics and chart: nothing read again
    assert model.rowCount() == 3001 and model.index(3000, 0).data() == "3001"
    assert panel.stats_model.index(1, 1).data(RawRole) == 1001
    assert panel.chart._series[1][-1] == (3001, record.balances[1])


def test_the_rounds_speak_the_new_language_at_once(
    qtbot: QtBot, ledger: Ledger, qapp: QApplication
) -> None:
    sid = record_demo_rounds(ledger, rounds=3)
    panel = LedgerPanel()
    qtbot.addWidget(panel)
    panel.show_session(ledger, sid)
    model = panel.rounds_model
    english = model.index(0, 2).data()
    install_language(qapp, "ja")
    try:
        QApplication.processEvents()
        assert model.index(0, 2).data() != english  # not the English kept from before
        session = panel.session
        assert session is not None
        assert model.index(0, 2).data() == model._ending(session, model.record(0))
    finally:
        install_language(qapp, "en")


def test_with_no_session_the_chart_says_how_to_start_one(qtbot: QtBot, ledger: Ledger) -> None:
    # Before: "The balances appear here after the first round", forever.
    dock = LedgerDock()
    qtbot.addWidget(dock)
    dock.panel.show_session(None, None)
    said = dock.panel.chart.empty_text()
    assert "No session" in said and "New session" in said and "after the first" not in said
    sid = ledger.create_session(
        "Fri", [Seat("You"), Seat("Ann", "easy"), Seat("Bob")], Money(25, "USD"), HouseRules()
    )
    dock.panel.show_session(ledger, sid)  # a session with no round yet
    assert "after the first round" in dock.panel.chart.empty_text()
