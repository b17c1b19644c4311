"""The time bank in the window: the Host dialog offers it (on, 30 s a turn
and 120 s in reserve, unless turned off), and the table window shows the
host's countdown and tells, in the log, whose time ran out. Loopback only;
nothing is announced."""

from __future__ import annotations

from pathlib import Path

from host_menu import host_dialog_from_menu
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net import SeatPlan, TableClient
from tonk_desktop.ui.network.feature import NetworkFeature
from tonk_desktop.ui.network.host_dialog import HostDialog
from tonk_desktop.ui.network.hosting import HostedTable, HostPlan
from tonk_desktop.ui.network.table_window import NetworkTableWindow


def _dialog(qtbot: QtBot, tmp_path: Path) -> tuple[HostDialog, NetworkFeature]:
    dialog, feature, _ledger = host_dialog_from_menu(qtbot, tmp_path)
    dialog.announce_check.setChecked(False)
    return dialog, feature


def _open(qtbot: QtBot, dialog: HostDialog, feature: NetworkFeature) -> tuple[float, float]:
    dialog.open_table()
    assert dialog.table is not None, dialog.setup_error.text()
    config = dialog.table.host.config
    times = config.time_per_move, config.time_reserve
    (table_window,) = feature.tables
    with qtbot.waitSignal(dialog.table.closed, timeout=5000):
        table_window.close()
    dialog.accept()
    return times


def test_the_host_dialog_offers_a_time_bank_on_by_default(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, feature = _dialog(qtbot, tmp_path)
    assert dialog.time_bank_combo.currentText() == "Seconds a turn, plus a reserve"
    assert dialog.time_per_move_spin.isEnabled() and dialog.time_reserve_spin.isEnabled()
    assert (dialog.time_per_move_spin.value(), dialog.time_reserve_spin.value()) == (30, 120)
    dialog.time_per_move_spin.setFocus()
    dialog.time_per_move_spin.selectAll()
    QTest.keyClicks(dialog.time_per_move_spin, "45")
    assert _open(qtbot, dialog, feature) == (45.0, 120.0)


def test_the_host_dialog_turns_the_time_bank_off(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, feature = _dialog(qtbot, tmp_path)
    dialog.time_bank_combo.setFocus()
    QTest.keyClick(dialog.time_bank_combo, Qt.Key.Key_Down)
    assert dialog.time_bank_combo.currentText() == "Off: no limit"
    assert not dialog.time_per_move_spin.isEnabled()
    assert not dialog.time_reserve_spin.isEnabled()
    assert _open(qtbot, dialog, feature) == (0.0, 0.0)


def test_the_table_window_counts_down_and_tells_whose_time_ran_out(
    qtbot: QtBot, tmp_path: Path
) -> None:
    plan = HostPlan(
        "Kitchen table", "Emese", HouseRules().replace(players=2), 100, "USD",
        (SeatPlan.person(), SeatPlan.person()), "127.0.0.1",
        bot_pause=0.0, round_pause=600.0, time_per_move=0.4, time_reserve=0.4,
    )  # fmt: skip
    table = HostedTable(plan, Ledger(tmp_path / "host-ledger.sqlite"))
    try:
        window = NetworkTableWindow(table.client, host=table.host)
        window.model.set_speed(0)
        qtbot.addWidget(window)
        window.show()
        guest = TableClient()  # joins, and never moves
        with qtbot.waitSignal(guest.joined, timeout=5000):
            guest.connect_to("127.0.0.1", table.port, table.join_code, "Béla", "hu")
        clock = window.turn_clock
        qtbot.waitUntil(lambda: clock.isVisible(), timeout=10_000)
        assert clock.text().endswith(" s in reserve"), clock.text()
        assert clock.text().startswith(("Your turn: ", "Béla: "))
        qtbot.waitUntil(
            lambda: "Béla ran out of time; the computer moves for them:" in window.log.lines(),
            timeout=15_000,
        )
        qtbot.waitUntil(
            lambda: "You ran out of time; the computer moves for you:" in window.log.lines(),
            timeout=15_000,
        )
        window.close()
    finally:
        table.close()
        qtbot.wait(100)
