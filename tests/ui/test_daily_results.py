"""The deal of the day's results kept (ledger/daily.py) and shown in the
statistics' Deal of the day tab (ui/ledger/daily_results.py, daily_chart.py):
a deal of the day played to its end in a window with a ledger is kept with its
date, rules, number and the computer's means; the tab charts and lists them."""

from __future__ import annotations

import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from tablekit import ledger_of, wait_for_your_turn
from test_statistics import ledger_window

from tonk_desktop.ai import make_bot
from tonk_desktop.engine.deal_of_the_day import daily_deal_number
from tonk_desktop.ledger import DailyResult, Ledger
from tonk_desktop.ui.ledger.chart import PLAYER_COLOURS
from tonk_desktop.ui.ledger.daily_chart import DailyChart
from tonk_desktop.ui.ledger.lifetime import StatisticsDialog
from tonk_desktop.ui.review.duplicate_feature import DuplicateFeature

DAY = datetime.date(2026, 12, 1)
KEPT = [
    DailyResult(datetime.date(2026, 11, 29), "Classic", 11, -2, 1.0, 0.5),
    DailyResult(datetime.date(2026, 11, 30), "Classic", 12, 3, 0.25, -1.0),
    DailyResult(datetime.date(2026, 12, 1), "Classic", 13, 1, 1.5, 1.0),
]


def test_a_deal_of_the_day_played_out_is_kept_and_the_statistics_show_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = ledger_window(qtbot, tmp_path / "ledger.sqlite3")
    feature = DuplicateFeature.of(window)
    assert feature is not None
    feature.today = lambda: DAY
    feature.daily_action.trigger()
    model = window.model
    rnd = model.round
    assert rnd is not None and model.deal_number == daily_deal_number(DAY, model.rules)
    me = make_bot("normal", seed=1)
    while True:
        wait_for_your_turn(qtbot, window)
        if rnd.is_over:
            break
        while not rnd.is_over and rnd.current == 0:
            model.apply(me.choose(rnd.view(0)), player=0)
    dialog = feature.dialog
    assert dialog is not None and dialog.wait_for_result(60_000)
    outcome = dialog.outcome
    assert outcome is not None and rnd.result is not None
    ledger = ledger_of(window).ledger
    assert ledger.daily_results() == [
        DailyResult(
            DAY,
            "Classic",
            daily_deal_number(DAY, model.rules),
            rnd.result.net[0],
            outcome.mean("hard"),
            outcome.mean("normal"),
        )
    ]
    # The same round's view opened again is no deal of the day: nothing more kept.
    feature.open_for_round()
    assert dialog.wait_for_result(60_000)
    assert len(ledger.daily_results()) == 1
    statistics = ledger_of(window).show_statistics()
    qtbot.waitExposed(statistics)
    statistics.tabs.setCurrentWidget(statistics.daily)
    panel = statistics.daily
    assert panel.chart.isVisible() and panel.table.rowCount() == 1
    assert panel.table.item(0, 0).text() == "2026-12-01"  # type: ignore[union-attr]
    assert "1 day" in panel.chart.accessibleDescription()


def _statistics_with_days(qtbot: QtBot, tmp_path: Path) -> tuple[Ledger, StatisticsDialog]:
    """Statistics shown over a ledger that has kept the days of KEPT and no round."""
    ledger = Ledger(tmp_path / "ledger.sqlite3")
    for result in KEPT:
        ledger.record_daily(result)
    dialog = StatisticsDialog(ledger, "You")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return ledger, dialog


def test_the_tab_charts_and_lists_the_days_and_is_reached_with_the_keyboard(
    qtbot: QtBot, tmp_path: Path
) -> None:
    ledger, dialog = _statistics_with_days(qtbot, tmp_path)
    assert dialog.tabs.tabText(1) == "&Deal of the day"
    assert dialog.tabs.currentIndex() == 0
    dialog.tabs.tabBar().setFocus()
    QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
    assert dialog.tabs.currentWidget() is dialog.daily
    panel = dialog.daily
    chart = panel.chart
    assert chart.results == KEPT
    assert chart.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert chart.accessibleName() == "Your deal of the day results beside hard's, by date"
    description = chart.accessibleDescription().replace("\u2212", "-")
    assert "3 day" in description and "2026-11-29" in description and "2026-12-01" in description
    assert "+2.00" in description and "+2.75" in description  # -2+3+1, and 1+0.25+1.5
    # The list: the latest day first, each figure as the chart has it.
    rows = [
        [panel.table.item(row, column).text().replace("\u2212", "-") for column in range(6)]  # type: ignore[union-attr]
        for row in range(panel.table.rowCount())
    ]
    assert rows == [
        ["2026-12-01", "Classic", "13", "+1.00", "+1.50", "+1.00"],
        ["2026-11-30", "Classic", "12", "+3.00", "+0.25", "-1.00"],
        ["2026-11-29", "Classic", "11", "-2.00", "+1.00", "+0.50"],
    ]
    assert not chart.grab().isNull()
    dialog.close()
    ledger.close()


def test_with_no_day_played_the_tab_says_how_to_play_one(qtbot: QtBot, tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite3")
    dialog = StatisticsDialog(ledger, "You")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.daily)
    assert "No deal of the day played yet" in dialog.daily.note.text()
    assert not dialog.daily.table.isVisible()
    assert dialog.daily.chart.accessibleDescription() == "No deal of the day played yet."
    dialog.close()
    ledger.close()


def test_reset_statistics_forgets_the_days_too_and_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    """Reset statistics… forgets everything the statistics show, both tabs; with only
    days kept (no round yet), it is offered all the same."""
    ledger, dialog = _statistics_with_days(qtbot, tmp_path)
    assert not dialog.body.isVisible()  # no round kept
    assert dialog.reset_button.isEnabled()
    dialog.reset_button.click()
    box = next(b for b in dialog.findChildren(QMessageBox) if b.isVisible())
    assert "deal of the day's results" in box.text() and "cannot be undone" in box.text()
    box.button(QMessageBox.StandardButton.Reset).click()
    qtbot.waitUntil(lambda: not dialog.reset_button.isEnabled())
    assert ledger.daily_results() == []
    dialog.tabs.setCurrentWidget(dialog.daily)
    assert "No deal of the day played yet" in dialog.daily.note.text()
    assert not dialog.daily.table.isVisible() and dialog.daily.table.rowCount() == 0
    dialog.close()
    ledger.close()


def test_your_line_shows_where_hard_got_the_same(qtbot: QtBot) -> None:
    """Days where your result is hard's: your line is drawn on top of hard's
    (hard's wider beneath it), not hidden under it."""
    same = [
        DailyResult(DAY + datetime.timedelta(days=day), "Classic", 11 + day, 2, 2.0, 1.0)
        for day in range(3)
    ]
    chart = DailyChart()
    qtbot.addWidget(chart)
    chart.resize(420, 200)
    chart.set_results(same)
    image = chart.grab().toImage()
    you, hard = (QColor(colour).rgb() & 0xFFFFFF for colour in PLAYER_COLOURS[:2])

    def count(colour: int) -> int:  # in the plot, left of the legend
        return sum(
            (image.pixel(x, y) & 0xFFFFFF) == colour
            for x in range(image.width() // 2)
            for y in range(image.height())
        )

    assert count(you) > 100 and count(hard) > 100
