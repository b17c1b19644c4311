"""The Host dialog as a person opens it: Game ▸ Host a table… in a two-player
window whose only address is loopback, the ledger and settings in the test's
folder, the person's name typed and a computer in the second seat (so the
table deals at once)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.feature import NetworkFeature, install_network
from tonk_desktop.ui.network.host_dialog import HostDialog
from tonk_desktop.ui.settings.settings_file import SettingsFile

LOOPBACK = [LocalAddress("127.0.0.1", "lo")]


def host_dialog_from_menu(
    qtbot: QtBot, tmp_path: Path
) -> tuple[HostDialog, NetworkFeature, Ledger]:
    """The dialog, the window's network feature and the ledger it hosts into."""
    window = MainWindow(GameModel(HouseRules().replace(players=2), seed=1), start=False)
    qtbot.addWidget(window)
    ledger = Ledger(tmp_path / "ledger.sqlite")
    feature = install_network(
        window, SettingsFile(tmp_path / "settings.json"), lambda: ledger, addresses=LOOPBACK
    )
    feature.host_action.trigger()
    dialog = window.findChild(HostDialog)
    assert isinstance(dialog, HostDialog)
    dialog.your_name_edit.setText("Emese")
    dialog.seat_choices[1].setCurrentIndex(1)  # a computer: the table deals at once
    return dialog, feature, ledger
