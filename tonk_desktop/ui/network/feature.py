"""Game ▸ Host a table…, Join a table… and Rejoin a table… in the local game's
window, and the table windows they open (one per table this program sits at).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMessageBox

from tonk_desktop.ui.feature_window import Feature, FeatureWindow
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.text.translation import retranslate_now_and_later, seat_name

if TYPE_CHECKING:
    from tonk_desktop.engine import HouseRules
    from tonk_desktop.ledger import Ledger
    from tonk_desktop.net import TableClient
    from tonk_desktop.ui.network.addresses import LocalAddress
    from tonk_desktop.ui.network.host_dialog import HostDialog
    from tonk_desktop.ui.network.hosting import HostedTable
    from tonk_desktop.ui.network.join_dialog import JoinDialog, KeptSeat
    from tonk_desktop.ui.network.table_window import NetworkTableWindow


_ADDRESS_KEY = "network/address"
# The Host dialog's Announce box as it was last left. Off until the person
# turns it on: announcing tells everyone on the network (a café's, a
# dormitory's) that a table is open here, its name and the host's; friends can
# always join by address and port instead.
_ANNOUNCE_KEY = "network/announce"
_log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("NetworkMenu", text)


class NetworkFeature(Feature):
    """The network items of a local window's Game menu. The dialogs, the
    network and python-zeroconf are imported when first asked for: the
    window's start does not wait for them."""

    def __init__(
        self,
        window: FeatureWindow,
        qsettings: SettingsFile,
        ledger: Callable[[], Ledger],
        rule_sets: Callable[[], Mapping[str, HouseRules]] | None = None,
        addresses: Sequence[LocalAddress] | None = None,
    ) -> None:
        """`addresses`: the choice of addresses the dialogs offer (None: this
        computer's; tests pass loopback only)."""
        super().__init__(window)
        self.addresses = addresses
        self.qsettings = qsettings
        self.ledger = ledger
        self.rule_sets = rule_sets
        self.tables: list[NetworkTableWindow] = []
        self.host_action = QAction(window.widget)
        self.host_action.setObjectName("hostTableAction")
        self.host_action.triggered.connect(lambda: self.host_table())
        self.join_action = QAction(window.widget)
        self.join_action.setObjectName("joinTableAction")
        self.join_action.triggered.connect(lambda: self.join_table())
        self.rejoin_action = QAction(window.widget)
        self.rejoin_action.setObjectName("rejoinTableAction")
        self.rejoin_action.triggered.connect(lambda: self.rejoin_table())
        window.add_to_menu("game", [self.host_action, self.join_action, self.rejoin_action])
        retranslate_now_and_later(self, self.retranslate)

    def retranslate(self) -> None:
        self.host_action.setText(_tr("Host a t&able…"))
        self.join_action.setText(_tr("&Join a table…"))
        self.rejoin_action.setText(_tr("Rejoin a tab&le…"))
        for action, tip in (
            (self.host_action, _tr("Friends at their own computers on this network join you")),
            (self.join_action, _tr("Sit at a table a friend hosts on this network")),
            (self.rejoin_action, _tr("Take back a seat you had, with the token kept for it")),
        ):
            action.setStatusTip(tip)
            action.setToolTip(tip)

    def _your_name(self) -> str:
        """The name the person typed for their seat; "" for the default "You",
        which is nobody's name at a table of several computers."""
        model = self.window.model
        seat = model.seats[model.you]
        return "" if seat.named_by_default else seat_name(seat)

    # ------------------------------------------------------------ hosting

    def host_table(self) -> HostDialog:
        from tonk_desktop.ledger import LedgerError
        from tonk_desktop.net.table_file import tables_folder
        from tonk_desktop.ui.network.host_dialog import HostDialog

        rules, _seats, stake, currency = self.window.model.upcoming
        sets = dict(self.rule_sets()) if self.rule_sets is not None else {}
        try:  # the tables hosted here are kept beside the ledger, for a resume
            folder = tables_folder(self.ledger().path)
        except (OSError, LedgerError) as error:  # said again when the table opens
            _log.warning("the hosted tables cannot be kept: %s", error)
            folder = None
        dialog = HostDialog(
            rules,
            stake,
            currency,
            self._your_name(),
            self.ledger,
            sets,
            addresses=self.addresses,
            chosen_address=self._chosen_address(),
            parent=self.window.widget,
            tables_folder=folder,
            announce=self.qsettings.value(_ANNOUNCE_KEY, False) is True,
        )
        dialog.opened.connect(self._on_hosted)
        dialog.open()
        return dialog

    @Slot(object)
    def _chosen_address(self) -> str | None:
        """The address chosen in the Host dialog last time: the network the
        Join dialog looks on too."""
        value = self.qsettings.value(_ADDRESS_KEY, "")
        return value if isinstance(value, str) and value else None

    def _on_hosted(self, table: HostedTable) -> None:
        from tonk_desktop.ui.network.table_window import NetworkTableWindow

        self.qsettings.setValue(_ADDRESS_KEY, table.address)
        self.qsettings.setValue(_ANNOUNCE_KEY, table.plan.announce)
        shown = NetworkTableWindow(table.client, host=table.host, art=self.window.art)
        shown.left_table.connect(table.close)
        self._show(shown)

    # ------------------------------------------------------------ joining

    def join_table(self, kept: KeptSeat | None = None, invite: str | None = None) -> JoinDialog:
        """The Join dialog (filled in from `invite`, a tonk:// link, if given)."""
        from tonk_desktop.ui.network.join_dialog import JoinDialog

        dialog = JoinDialog(
            self.qsettings,
            self._your_name(),
            kept=kept,
            addresses=self.addresses,
            chosen_address=self._chosen_address(),
            parent=self.window.widget,
            invite=invite,
        )
        dialog.joined.connect(self._on_joined)
        dialog.open()
        return dialog

    def rejoin_table(self) -> JoinDialog | None:
        from tonk_desktop.ui.network.join_dialog import kept_seats

        seats = kept_seats(self.qsettings)
        if not seats:
            QMessageBox.information(
                self.window.widget,
                _tr("Rejoin a table"),
                _tr("This computer keeps no seat to rejoin: join a table first."),
            )
            return None
        kept = seats[0]
        if len(seats) > 1:
            labels = [
                _tr("{table} ({address}, port {port}) as {name}")
                .replace("{table}", seat.table)
                .replace("{address}", seat.address)
                .replace("{port}", str(seat.port))
                .replace("{name}", seat.name)
                for seat in seats
            ]
            label, ok = QInputDialog.getItem(
                self.window.widget,
                _tr("Rejoin a table"),
                _tr("The seat to take back:"),
                labels,
                0,
                False,
            )
            if not ok:
                return None
            kept = seats[labels.index(label)]
        return self.join_table(kept)

    @Slot(object, object)
    def _on_joined(self, client: TableClient, kept: KeptSeat) -> None:
        from tonk_desktop.ui.network.table_window import NetworkTableWindow

        shown = NetworkTableWindow(client, art=self.window.art, address=(kept.address, kept.port))
        self._show(shown)

    def _show(self, table: NetworkTableWindow) -> None:
        """A table window of its own, beside the local game's, as large."""
        self.tables.append(table)
        table.left_table.connect(
            lambda: self.tables.remove(table) if table in self.tables else None
        )
        table.resize(self.window.widget.size())
        self._colour(table)
        table.show()
        table.raise_()

    def _colour(self, table: NetworkTableWindow) -> None:
        """The table colour of the settings, now and when they change."""
        from PySide6.QtGui import QColor

        from tonk_desktop.ui.settings.store import DEFAULT_TABLE_COLOUR, settings_signals

        saved = self.qsettings.value("table/colour", DEFAULT_TABLE_COLOUR)
        colour = QColor(saved if isinstance(saved, str) else DEFAULT_TABLE_COLOUR)
        table.set_table_colour(colour if colour.isValid() else QColor(DEFAULT_TABLE_COLOUR))
        settings_signals().settingsChanged.connect(table.follow_settings)


def install_network(
    window: FeatureWindow,
    qsettings: SettingsFile,
    ledger: Callable[[], Ledger],
    rule_sets: Callable[[], Mapping[str, HouseRules]] | None = None,
    addresses: Sequence[LocalAddress] | None = None,
) -> NetworkFeature:
    """Give `window` its network items (Game ▸ Host, Join, Rejoin a table…)."""
    return NetworkFeature(window, qsettings, ledger, rule_sets, addresses)
