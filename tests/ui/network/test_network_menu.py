"""Game ▸ Host a table…, Join a table… and Rejoin a table… in the local game's
window: the dialogs they open, and the table window a hosted table opens.
Loopback only; nothing is announced."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules, Seat
from tonk_desktop.ledger import Ledger
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.feature import NetworkFeature, install_network
from tonk_desktop.ui.network.host_dialog import HostDialog
from tonk_desktop.ui.network.join_dialog import JoinDialog, KeptSeat, keep_seat
from tonk_desktop.ui.settings.settings_file import SettingsFile

LOOPBACK = [LocalAddress("127.0.0.1", "lo")]


def _window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, SettingsFile]:
    rules = HouseRules().replace(players=4)
    seats = (Seat("Emese"), Seat("Ann", "easy"), Seat("Bob", "easy"), Seat("Cal", "easy"))
    model = GameModel(rules, seats, stake_minor=50, currency="EUR", seed=1)
    window = MainWindow(model, start=False)
    qtbot.addWidget(window)
    qsettings = SettingsFile(tmp_path / "settings.json")
    ledger = Ledger(tmp_path / "ledger.sqlite")
    install_network(window, qsettings, lambda: ledger, addresses=LOOPBACK)
    return window, qsettings


def test_host_a_table_starts_from_the_window_s_table_and_opens_a_table_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, qsettings = _window(qtbot, tmp_path)
    network_feature = NetworkFeature.of(window)
    assert network_feature is not None
    assert network_feature.host_action in window.game_menu.actions()
    network_feature.host_action.trigger()
    dialog = window.findChild(HostDialog)
    assert isinstance(dialog, HostDialog) and dialog.isVisible()
    assert dialog.name_edit.text() == "Emese's table"
    assert dialog.your_name_edit.text() == "Emese"
    assert dialog.seat_count.value() == 4
    assert dialog.stake_edit.text() == "0.50" and dialog.currency_combo.currentText() == "EUR"
    dialog.announce_check.setChecked(False)
    dialog.currency_combo.setCurrentText("EUX")  # not a currency: said, no table opened
    dialog.open_table()
    assert dialog.table is None
    assert "“EUX” is not a currency code" in dialog.setup_error.text()
    dialog.currency_combo.setCurrentText("EUR")
    dialog.open_table()
    assert dialog.table is not None, dialog.setup_error.text()
    (table_window,) = network_feature.tables
    qtbot.waitUntil(lambda: table_window.windowTitle() == "Tonk — Emese's table")
    assert table_window.host is dialog.table.host
    assert qsettings.value("network/address") == "127.0.0.1"
    # Closing the table window closes the table.
    with qtbot.waitSignal(dialog.table.host.closed, timeout=5000):
        table_window.close()
    QApplication.processEvents()
    assert network_feature.tables == []
    dialog.accept()


def test_rejoin_a_table_offers_the_seat_kept(qtbot: QtBot, tmp_path: Path) -> None:
    window, qsettings = _window(qtbot, tmp_path)
    kept = KeptSeat("Den", "127.0.0.1", 47123, "K7QX3M", "Emese", "token")
    keep_seat(qsettings, kept)
    network_feature = NetworkFeature.of(window)
    assert network_feature is not None
    network_feature.rejoin_action.trigger()
    dialog = window.findChild(JoinDialog)
    assert isinstance(dialog, JoinDialog) and dialog.isVisible()
    assert dialog.windowTitle() == "Rejoin a table"
    assert (dialog.address_edit.text(), dialog.port_spin.value()) == ("127.0.0.1", 47123)
    assert dialog.code_edit.text() == "K7QX3M" and not dialog.name_edit.isEnabled()
    assert not dialog.found_list.isVisible()  # a rejoin looks for nothing
    dialog.reject()


def test_the_host_dialog_names_the_table_remembers_announce_and_says_when_it_closed(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # Before: "You's table" for a person who never typed a name, Announce on
    # every time whatever was chosen, "open at …" after the table had closed,
    # and the table window on the default green whatever the settings said.
    from PySide6.QtGui import QColor

    model = GameModel(HouseRules().replace(players=2), seed=1)  # the default seats: "You"
    window = MainWindow(model, start=False)
    qtbot.addWidget(window)
    qsettings = SettingsFile(tmp_path / "settings.json")
    qsettings.setValue("table/colour", "#7a1f2b")
    qsettings.setValue("network/announce", True)  # as a person left it last time
    ledger = Ledger(tmp_path / "ledger.sqlite")
    network_feature = install_network(window, qsettings, lambda: ledger, addresses=LOOPBACK)
    network_feature.host_action.trigger()
    dialog = window.findChild(HostDialog)
    assert isinstance(dialog, HostDialog)
    assert dialog.your_name_edit.text() == "" and dialog.name_edit.text() == "Tonk table"
    assert dialog.announce_check.isChecked()
    dialog.your_name_edit.setFocus()
    QTest.keyClicks(dialog.your_name_edit, "Zsofi")
    assert dialog.name_edit.text() == "Zsofi's table"
    dialog.announce_check.setChecked(False)  # nothing multicast from a test
    dialog.open_table()
    assert dialog.table is not None, dialog.setup_error.text()
    assert qsettings.value("network/announce") is False
    (table_window,) = network_feature.tables
    assert table_window.view.felt == QColor("#7a1f2b")
    assert "open at" in dialog.where_label.text()
    with qtbot.waitSignal(dialog.table.closed, timeout=5000):
        table_window.close()
    assert dialog.where_label.text() == (
        "The table “Zsofi's table” is closed: nobody can join it any more."
    )
    assert dialog.code_label.text() == ""
    dialog.accept()
    network_feature.host_action.trigger()
    again = [d for d in window.findChildren(HostDialog) if d is not dialog and d.isVisible()]
    assert len(again) == 1 and not again[0].announce_check.isChecked()
    again[0].reject()


def test_a_tonk_link_given_to_the_program_opens_the_join_dialog_filled(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """`tonk --join LINK`, or the link alone as the system passes it when one
    is clicked: the Join dialog opens with the invite read."""
    from tonk_desktop.__main__ import build_parser

    link = "tonk://[::1]:47123/?code=K7QX3M&fp=" + "5e" * 32
    parser = build_parser()
    assert parser.parse_args([link]).link == link
    assert parser.parse_args(["--join", link]).join == link
    window, _ = _window(qtbot, tmp_path)
    feature = window.findChild(NetworkFeature)
    assert isinstance(feature, NetworkFeature)
    dialog = feature.join_table(invite=link)
    assert dialog.isVisible()
    assert (dialog.address_edit.text(), dialog.port_spin.value()) == ("::1", 47123)
    assert dialog.code_edit.text() == "K7QX3M" and dialog.fingerprint_edit.text() == "5e" * 32
    dialog.reject()
