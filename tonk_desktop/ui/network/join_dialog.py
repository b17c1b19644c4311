"""Game ▸ Join a table… (and Rejoin a table…): the tables announced on the
chosen network, found as they appear; or an address and port typed in; the
join code and a name. On success the seat's token is kept (in the settings file), so
that Rejoin takes the same seat again after a drop, from any computer that
has it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.net import TableClient
from tonk_desktop.net.certificate import clean_fingerprint
from tonk_desktop.net.discovery import DiscoveryFailed, TableAd, TableBrowser
from tonk_desktop.net.invite import InviteError, parse_invite
from tonk_desktop.net.protocol import PROTOCOL_VERSION
from tonk_desktop.ui.network.addresses import LocalAddress, local_addresses, written
from tonk_desktop.ui.network.host_dialog import default_address_index
from tonk_desktop.ui.network.room import fit_choices, fit_rows
from tonk_desktop.ui.network.words import (
    disconnect_text,
    discovery_failed_text,
    invite_error_text,
    join_refused_text,
)
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.table.items import named
from tonk_desktop.ui.text.translation import current_language

_KEPT_KEY = "network/kept_seats"
_KEPT_LIMIT = 8  # the last seats taken, newest first


def _tr(text: str) -> str:
    return QCoreApplication.translate("JoinDialog", text)


@dataclass(frozen=True, slots=True)
class KeptSeat:
    """A seat this computer took, kept to rejoin it."""

    table: str
    address: str
    port: int
    code: str
    name: str
    token: str
    fingerprint: str = ""  # the host certificate's SHA-256, pinned for the rejoin


def kept_seats(qsettings: SettingsFile) -> list[KeptSeat]:
    """The seats kept, newest first; an unreadable entry is skipped."""
    raw = qsettings.value(_KEPT_KEY, "")
    try:
        entries = json.loads(raw) if isinstance(raw, str) and raw else []
    except ValueError:
        return []
    seats = []
    for entry in entries if isinstance(entries, list) else []:
        try:
            seat = KeptSeat(**entry)
        except TypeError:
            continue
        if isinstance(seat.port, int) and all(
            isinstance(value, str)
            for value in (seat.table, seat.address, seat.code, seat.token, seat.fingerprint)
        ):
            seats.append(seat)
    return seats


def keep_seat(qsettings: SettingsFile, seat: KeptSeat) -> None:
    """Keep `seat` first; the same table's older seat goes."""
    others = [
        kept
        for kept in kept_seats(qsettings)
        if (kept.address, kept.port) != (seat.address, seat.port)
    ]
    entries = [asdict(kept) for kept in [seat, *others][:_KEPT_LIMIT]]
    qsettings.setValue(_KEPT_KEY, json.dumps(entries))
    qsettings.sync()


class TableFinder(QObject):
    """The tables announced on one address's network, as a Qt signal (the
    browser's news comes on python-zeroconf's thread)."""

    found = Signal(object)  # tuple[TableAd, ...]
    failed = Signal(str, str)  # a DiscoveryFailed's code and the system's words

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._browser: TableBrowser | None = None

    def look_on(self, address: str) -> None:
        self.stop()
        try:
            self._browser = TableBrowser([address], self.found.emit)
        except DiscoveryFailed as error:
            self.failed.emit(error.code, error.detail)

    def stop(self) -> None:
        browser, self._browser = self._browser, None
        if browser is not None:
            browser.close()


def _ad_words(ad: TableAd) -> str:
    if ad.protocol != PROTOCOL_VERSION:
        return _tr("{table} — {address}:{port} — another version of Tonk: cannot join").format(
            table=ad.name, address=written(ad.address), port=ad.port
        )
    return (
        _tr("{table} — {address}:{port} — seats open: {open} of {seats}")
        .replace("{table}", ad.name)
        .replace("{address}", written(ad.address))
        .replace("{port}", str(ad.port))
        .replace("{open}", str(ad.open_seats))
        .replace("{seats}", str(ad.seats))
    )


class JoinDialog(QDialog):
    """Join (or, with `kept`, rejoin) a table. `joined(client, KeptSeat)` once
    the host has seated this person; the dialog then closes."""

    joined = Signal(object, object)  # TableClient, KeptSeat

    def __init__(
        self,
        qsettings: SettingsFile,
        your_name: str,
        kept: KeptSeat | None = None,
        addresses: Sequence[LocalAddress] | None = None,
        look: bool = True,
        chosen_address: str | None = None,
        parent: QWidget | None = None,
        invite: str | None = None,
    ) -> None:
        """`invite`: a `tonk://` link the program was opened with (filled in)."""
        super().__init__(parent)
        self.setObjectName("joinTableDialog")
        self._qsettings = qsettings
        self._kept = kept
        self._addresses = list(addresses) if addresses is not None else local_addresses()
        self.client: TableClient | None = None
        self._asked: tuple[str, int, str, str] | None = None
        self.setWindowTitle(_tr("Rejoin a table") if kept is not None else _tr("Join a table"))

        self.finder = TableFinder(self)
        self.finder.found.connect(self._on_found)
        self.finder.failed.connect(self._on_find_failed)
        self.look_combo = named(QComboBox(), "joinLookOn")
        self.look_combo.setAccessibleName(_tr("Look for tables on"))
        for address in self._addresses:
            self.look_combo.addItem(address.label(), address.address)
        self.look_combo.setCurrentIndex(default_address_index(self._addresses, chosen_address))
        fit_choices(self.look_combo)
        self.found_list = named(QListWidget(), "tablesFound")
        self.found_list.setAccessibleName(_tr("Tables found on the network"))
        self.found_list.currentItemChanged.connect(self._on_table_chosen)
        self.found_list.itemActivated.connect(lambda _item: self.join())
        self.found_note = named(QLabel(), "tablesFoundNote")
        self.found_note.setWordWrap(True)
        self.invite_edit = named(QLineEdit(), "joinInvite")
        self.invite_edit.setAccessibleName(_tr("Invite"))
        self.invite_edit.setPlaceholderText(_tr("paste the tonk:// invite here"))
        self.invite_edit.textChanged.connect(self._on_invite_pasted)
        self.address_edit = named(QLineEdit(), "joinAddress")
        self.address_edit.setAccessibleName(_tr("Address"))
        self.port_spin = named(QSpinBox(), "joinPort")
        self.port_spin.setRange(1, 65535)
        self.port_spin.setAccessibleName(_tr("Port"))
        self.code_edit = named(QLineEdit(), "joinCode")
        self.code_edit.setAccessibleName(_tr("Join code"))
        self.code_edit.setMaxLength(16)
        self.fingerprint_edit = named(QLineEdit(), "joinFingerprint")
        self.fingerprint_edit.setAccessibleName(_tr("Certificate fingerprint"))
        self.fingerprint_edit.setPlaceholderText(_tr("from the invite, or found on the network"))
        self.name_edit = named(QLineEdit(your_name), "joinName")
        self.name_edit.setAccessibleName(_tr("Your name"))
        self.name_edit.setMaxLength(40)
        self.status = named(QLabel(), "joinStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)

        form = QFormLayout()
        if kept is None:
            form.addRow(_tr("&Look on:"), self.look_combo)
            form.addRow(self.found_list)
            form.addRow(self.found_note)
        else:
            self.look_combo.hide()
            self.found_list.hide()
            self.found_note.hide()
            intro = named(QLabel(), "rejoinIntro")
            intro.setWordWrap(True)
            intro.setText(
                _tr("Take your seat at “{table}” back, as {name}.")
                .replace("{table}", kept.table)
                .replace("{name}", kept.name)
            )
            form.addRow(intro)
            self.address_edit.setText(kept.address)
            self.port_spin.setValue(kept.port)
            self.code_edit.setText(kept.code)
            self.fingerprint_edit.setText(kept.fingerprint)
            self.name_edit.setText(kept.name)
            self.name_edit.setEnabled(False)
        if kept is None:
            form.addRow(_tr("&Invite:"), self.invite_edit)
        else:
            self.invite_edit.hide()
        form.addRow(_tr("&Address:"), self.address_edit)
        form.addRow(_tr("P&ort:"), self.port_spin)
        form.addRow(_tr("Join &code:"), self.code_edit)
        form.addRow(_tr("&Fingerprint:"), self.fingerprint_edit)
        form.addRow(_tr("Your &name:"), self.name_edit)
        buttons = QDialogButtonBox()
        join_text = _tr("&Rejoin") if kept is not None else _tr("&Join")
        button = buttons.addButton(join_text, QDialogButtonBox.ButtonRole.AcceptRole)
        assert isinstance(button, QPushButton)
        self.join_button = named(button, "joinButton")
        self.join_button.setDefault(True)
        self.join_button.clicked.connect(self.join)
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self.look_combo.currentIndexChanged.connect(self._look)
        if kept is None and look:
            self._look()
        else:  # until a network is chosen above (`_look`)
            self.found_note.setText(
                _tr(
                    "Not looking for tables on the network: paste the invite, or type "
                    "the table's address and port."
                )
            )
        if invite is not None and kept is None:
            self.invite_edit.setText(invite)

    # ------------------------------------------------------------ the invite

    @Slot(str)
    def _on_invite_pasted(self, text: str) -> None:
        """A pasted invite fills the address, port, code and fingerprint; a line
        that is not one says what is wrong and changes nothing."""
        if not text.strip():
            return
        try:
            invite = parse_invite(text)
        except InviteError as error:
            self._say(invite_error_text(error.code))
            return
        self.address_edit.setText(invite.address)
        self.port_spin.setValue(invite.port)
        self.code_edit.setText(invite.code)
        self.fingerprint_edit.setText(invite.fingerprint)
        self.fingerprint_edit.setCursorPosition(0)
        self._say(_tr("The invite is read: choose Join."))

    # ------------------------------------------------------------ finding

    @Slot()
    def _look(self) -> None:
        self.found_list.clear()
        self.found_note.setText(_tr("Looking for tables…"))
        self.found_note.setToolTip("")
        self.finder.look_on(str(self.look_combo.currentData()))

    @Slot(object)
    def _on_found(self, tables: tuple[TableAd, ...]) -> None:
        chosen = self.found_list.currentItem()
        was = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.found_list.clear()
        for ad in tables:
            item = QListWidgetItem(_ad_words(ad))
            item.setData(Qt.ItemDataRole.UserRole, ad)
            if ad.protocol != PROTOCOL_VERSION:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.found_list.addItem(item)
            if isinstance(was, TableAd) and was.key == ad.key:
                self.found_list.setCurrentItem(item)
        fit_rows(self.found_list)
        self.found_note.setText(
            _tr("No table found yet: a table being hosted appears here by itself.")
            if not tables
            else _tr("Choose a table, or type an address and port.")
        )

    @Slot(str, str)
    def _on_find_failed(self, code: str, detail: str) -> None:
        self.found_note.setText(discovery_failed_text(code, detail))
        self.found_note.setToolTip(detail)  # the system's own words, as a detail

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_table_chosen(self, item: QListWidgetItem | None, _before: object) -> None:
        ad = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(ad, TableAd):
            self.address_edit.setText(ad.address)
            self.port_spin.setValue(ad.port)
            self.fingerprint_edit.setText(ad.fingerprint)

    # ------------------------------------------------------------ joining

    @Slot()
    def join(self) -> None:
        address = self.address_edit.text().strip()
        code = self.code_edit.text().strip().upper()
        name = self.name_edit.text().strip()
        if not address:
            self._say(
                _tr("Type the table's address (the host's dialog shows it), or choose a table.")
            )
            return
        if not code:
            self._say(_tr("Type the join code the host's dialog shows."))
            return
        if not name:
            self._say(_tr("Type your name: the others see it at your seat."))
            return
        typed = self.fingerprint_edit.text().strip()
        fingerprint = clean_fingerprint(typed) if typed else None
        if typed and fingerprint is None:
            self._say(
                _tr(
                    "The fingerprint is not one: it has 64 letters 0–9 and a–f (colons "
                    "between pairs are fine). Paste it from the invite, or leave it empty."
                )
            )
            return
        if self.client is not None:
            self.client.leave()
            self.client.deleteLater()
        client = TableClient(self.parent())
        client.joined.connect(self._on_joined)
        client.join_refused.connect(self._on_refused)
        client.disconnected.connect(self._on_disconnected)
        self.client = client
        port = self.port_spin.value()
        self._asked = (address, port, code, name)
        self.join_button.setEnabled(False)
        self._say(
            _tr("Joining the table at {address}, port {port}…")
            .replace("{address}", address)
            .replace("{port}", str(port))
        )
        token = self._kept.token if self._kept is not None else None
        client.connect_to(
            address, port, code, name, current_language(), token=token, fingerprint=fingerprint
        )

    def _say(self, text: str) -> None:
        self.status.setText(text)

    @Slot(int, str)
    def _on_joined(self, seat: int, token: str) -> None:
        client = self.client
        asked = self._asked
        if client is None or asked is None:
            return
        self._disconnect(client)
        address, port, code, name = asked
        table = client.table.name if client.table is not None else address
        kept = KeptSeat(table, address, port, code, name, token, client.fingerprint or "")
        keep_seat(self._qsettings, kept)
        self.client = None
        self.finder.stop()
        self.joined.emit(client, kept)
        self.accept()

    @Slot(str, str)
    def _on_refused(self, code: str, detail: str) -> None:
        self.join_button.setEnabled(True)
        wait = self.client.retry_after if self.client is not None else None
        self._say(join_refused_text(code, detail, wait))

    @Slot(str, str)
    def _on_disconnected(self, code: str, detail: str) -> None:
        self.join_button.setEnabled(True)
        if code in ("host_gone", "timeout") and self._asked is not None:
            address, port, _, _ = self._asked
            self._say(
                _tr(
                    "No table answered at {address}, port {port}: check the address and "
                    "port the host's dialog shows, and that both computers are on the "
                    "same network ({detail})."
                )
                .replace("{address}", address)
                .replace("{port}", str(port))
                .replace("{detail}", detail)
            )
            return
        self._say(disconnect_text(code, detail))

    def _disconnect(self, client: TableClient) -> None:
        client.joined.disconnect(self._on_joined)
        client.join_refused.disconnect(self._on_refused)
        client.disconnected.disconnect(self._on_disconnected)

    def done(self, result: int) -> None:
        self.finder.stop()
        if self.client is not None:  # a join under way, given up
            self.client.leave()
            self.client.deleteLater()
            self.client = None
        super().done(result)
