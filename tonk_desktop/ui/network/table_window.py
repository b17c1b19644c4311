"""The window of a networked game: the same table, log and round end as a
local game (it is a `MainWindow`), with a `NetworkGameModel` underneath, a
dock of the balances the host's ledger sends (and the session's CSV), and the
connection's news: a seat taken over by a computer, the host gone, Rejoin.

It opens beside the local game's window, which it leaves as it was: the local
game's ledger session is not touched by a table hosted elsewhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ledger import OwnFileError, check_not_own
from tonk_desktop.ledger.files import write_atomically
from tonk_desktop.ui.bots import BotFactory, default_factory
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.network.remote_model import NetworkGameModel, status_words
from tonk_desktop.ui.network.turn_clock import TurnClock
from tonk_desktop.ui.network.words import disconnect_text, host_quit_text
from tonk_desktop.ui.save_folder import remember_saved, suggested_path
from tonk_desktop.ui.settings.store import AppSettings
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.table.items import named
from tonk_desktop.ui.text.money import format_money
from tonk_desktop.ui.text.storage_words import storage_problem
from tonk_desktop.ui.text.translation import retranslate_now_and_later

if TYPE_CHECKING:
    from tonk_desktop.net import TableClient, TableHost


def _tr(text: str) -> str:
    return QCoreApplication.translate("NetworkTable", text)


class BalancesPanel(QWidget):
    """The session's balances as the host's ledger counts them, and Export CSV."""

    def __init__(self, model: NetworkGameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.title = named(QLabel(), "networkBalancesTitle")
        self.title.setWordWrap(True)
        self.table = named(QTableWidget(0, 2), "networkBalances")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # The names take the room left beside the balances (wrapped, never
        # behind a scroll bar): the Balance column is always in sight.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setWordWrap(True)
        self.export_button = named(QPushButton(), "networkExportCsv")
        self.saved = named(QLabel(), "networkExportSaved")
        self.saved.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.export_button)
        layout.addWidget(self.saved)
        model.host_balances.connect(self.refresh)
        model.table_info_changed.connect(self.refresh)
        model.round_finished.connect(lambda _result: self.refresh())
        retranslate_now_and_later(self, self.retranslate)

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels([_tr("Player"), _tr("Balance")])
        self.table.setAccessibleName(_tr("Balances at this table"))
        self.export_button.setText(_tr("&Export the session's CSV…"))
        self.export_button.setToolTip(
            _tr("The host's ledger writes the session's rounds; this saves them on this computer")
        )
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        model = self.model
        seats = model.seats
        self.table.setRowCount(len(seats))
        for row, seat in enumerate(seats):
            name = seat.name
            state = status_words(model.seat_status(row))
            if row == model.you:
                name = _tr("{name} (you)").format(name=name)
            elif state:
                name = f"{name}\n{state}"  # under the name: the balance keeps its room
            balance = format_money(model.balances[row], model.currency, signed=True)
            for column, text in enumerate((name, balance)):
                item = QTableWidgetItem(text)
                if column == 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        table = model.table_name or _tr("Network table")
        self.title.setText(
            _tr("{table}: base stake {stake}, rounds played {rounds}").format(
                table=table,
                stake=format_money(model.stake_minor, model.currency),
                rounds=model.rounds_counted,
            )
        )


class NetworkTableWindow(MainWindow):
    """The table window of a game hosted elsewhere, or hosted by this program
    (`host` given: closing the window closes the table, and everyone is told)."""

    left_table = Signal()  # the window closed: its client let go of the seat

    def __init__(
        self,
        client: TableClient,
        host: TableHost | None = None,
        art: CardArt | None = None,
        bot_factory: BotFactory = default_factory,
        address: tuple[str, int] | None = None,
    ) -> None:
        self.client = client
        self.host = host
        self.address = address
        self.network_model = NetworkGameModel(client)
        # No features of the local game's window (no ledger of its own: the
        # host keeps it; no review: only the host holds a round's whole deck).
        super().__init__(self.network_model, art=art, bot_factory=bot_factory, start=False)
        # Nothing at this screen plays for another seat: the host's computers do.
        self.bots.paused = True
        self.network_model.refused.connect(lambda *_: self.scene.sync(animate=True))
        self.network_model.table_info_changed.connect(self._on_table_info)
        self.network_model.host_balances.connect(lambda: self.scene.sync(animate=False))
        client.deal_checked.connect(self._on_deal_checked)
        client.disconnected.connect(self._on_disconnected)
        client.host_quit.connect(self._on_host_quit)
        client.joined.connect(self._on_joined)
        client.csv_received.connect(self._on_csv)
        client.timed_out.connect(self._on_timed_out)
        self._csv_decimal_comma = False
        self._csv_asked = False
        self._gone = ""  # why the connection ended, while it is down
        self._rejoining = False
        self.balances_panel = BalancesPanel(self.network_model)
        self.balances_panel.export_button.clicked.connect(self.export_csv)
        dock = named(QDockWidget(self), "networkBalancesDock")
        dock.setWidget(self.balances_panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.balances_dock = dock
        self.view_menu.addAction(dock.toggleViewAction())
        self.rejoin_action = QAction(self)
        self.rejoin_action.triggered.connect(self.rejoin)
        self.leave_action = QAction(self)
        self.leave_action.triggered.connect(self.close)
        # The offer to rejoin, on the status bar while the line is down.
        self.rejoin_button = named(QPushButton(), "rejoinButton")
        self.rejoin_button.clicked.connect(self.rejoin)
        self.rejoin_button.hide()
        self.statusBar().addWidget(self.rejoin_button)
        # The time bank's countdown, when the table has one.
        self.turn_clock = TurnClock(client, self.model.name, lambda: self.model.you)
        self.statusBar().addPermanentWidget(self.turn_clock)
        self.game_menu.insertAction(self.quit_action, self.rejoin_action)
        self.game_menu.insertAction(self.quit_action, self.leave_action)
        # The host deals, and only the host holds a round's whole deck: no new
        # game here, no hand history, no review of a round (nor one opened over
        # a table that plays on).
        for action in (
            self.new_game_action,
            self.play_deal_action,
            self.save_history_action,
        ):
            action.setVisible(False)
            action.setEnabled(False)
        retranslate_now_and_later(self, self._retranslate_network)
        self.network_model.show_current()

    # ------------------------------------------------------------ texts

    def _retranslate_network(self) -> None:
        self.rejoin_action.setText(_tr("Re&join the table"))
        self.rejoin_button.setText(_tr("Rejoin the table"))
        self.rejoin_button.setToolTip(_tr("Take your seat back, with the token this computer kept"))
        self.leave_action.setText(
            _tr("&Close the table") if self.host is not None else _tr("&Leave the table")
        )
        self.balances_dock.setWindowTitle(_tr("Balances"))
        self._on_table_info()

    @Slot(object)
    def follow_settings(self, settings: AppSettings) -> None:
        """New settings saved: this table's felt takes their colour too."""
        self.set_table_colour(QColor(settings.table_colour))

    @Slot()
    def _on_table_info(self) -> None:
        name = self.network_model.table_name
        self.setWindowTitle(
            _tr("Tonk — {table}").format(table=name)
            if name
            else QCoreApplication.translate("MainWindow", "Tonk")
        )
        self.scene.sync(animate=False)
        self._update_controls()

    def _update_controls(self) -> None:
        super()._update_controls()
        # Next round (N) tells the host this person is ready; a hand history
        # needs the whole deck, which only the host holds.
        self.save_history_action.setEnabled(False)
        if hasattr(self, "rejoin_button"):
            offer = bool(self._gone) and self.host is None
            self.rejoin_action.setEnabled(offer)
            self.rejoin_button.setVisible(offer)
            if offer and not self.rejoin_button.hasFocus():
                self.rejoin_button.setFocus()
        if getattr(self, "_gone", ""):
            self.prompt.setText(self._gone)
            return
        rnd = self.model.round
        if rnd is not None and not rnd.is_over and rnd.current != self.model.you:
            seat = self.model.seats[rnd.current]
            if seat.is_person and not self.network_model.seat_state(rnd.current):
                # A person at another computer: not "playing…" as a computer does.
                self.prompt.setText(
                    _tr("Waiting for {name}…").format(name=self.model.name(rnd.current))
                )

    # ------------------------------------------------------------ commands

    @Slot()
    def next_round(self) -> None:
        """The round end's Next round: tell the host this person is ready (the
        host deals when everyone is, or after a pause)."""
        rnd = self.model.round
        if rnd is not None and not rnd.is_over:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Finish this round first."), 6000
            )
            return
        self.client.ready_for_next_round()
        self.round_end.hide()
        self.view.setFocus()
        self.statusBar().showMessage(_tr("Ready: the host deals the next round."), 8000)

    @Slot()
    def rejoin(self) -> None:
        """Game ▸ Rejoin the table: the same seat again, with the kept token."""
        if not self._gone:
            return
        self._gone = ""
        self._rejoining = True
        self.statusBar().showMessage(_tr("Rejoining the table…"))
        self.client.reconnect()
        self._update_controls()

    @Slot()
    def export_csv(self) -> None:
        """Ask the host for the session's CSV; saved when it arrives."""
        self._csv_decimal_comma = QLocale().decimalPoint() == ","
        self._csv_asked = True
        self.client.request_csv(decimal_comma=self._csv_decimal_comma)
        self.balances_panel.saved.setText(_tr("Asking the host for the session's rounds…"))

    @Slot(str)
    def _on_csv(self, text: str) -> None:
        if not self._csv_asked:
            return
        self._csv_asked = False
        name = self.network_model.table_name or "tonk"
        suggested = suggested_path(f"{name}.csv")
        path, _filter = QFileDialog.getSaveFileName(
            self, _tr("Export the session's CSV"), suggested, _tr("CSV files (*.csv)")
        )
        if not path:
            self.balances_panel.saved.setText("")
            return
        self.save_csv(text, path)

    def save_csv(self, text: str, path: str) -> bool:
        """Write the CSV the host sent to `path`; the panel says where, or why not."""
        try:
            check_not_own(path)
            # With a byte-order mark, as the ledger's own export (ledger/export.py).
            write_atomically(Path(path), "\ufeff" + text.removeprefix("\ufeff"))
        except (OSError, OwnFileError) as error:
            self.balances_panel.saved.setText(
                _tr("Could not write {path}: {why}")
                .replace("{path}", path)
                .replace("{why}", storage_problem(error))
            )
            return False
        remember_saved(path)
        self.balances_panel.saved.setText(_tr("Saved to {path}").replace("{path}", path))
        return True

    # ------------------------------------------------------------ the connection's news

    @Slot(bool, str)
    def _on_deal_checked(self, ok: bool, detail: str) -> None:
        number = self.model.round_number
        if ok:
            self.log.add(lambda: _tr("Round {number}: deal verified").format(number=number))
        else:
            self.log.add(
                lambda: (
                    _tr(
                        "Round {number}: the deal could NOT be verified — the host's cards "
                        "were not the ones it promised ({why})"
                    )
                    .replace("{number}", str(number))
                    .replace("{why}", detail)
                )
            )

    @Slot(int, str)
    def _on_joined(self, seat: int, token: str) -> None:
        self._gone = ""
        if self._rejoining:
            self._rejoining = False
            self.log.add(lambda: _tr("You sit at the table again."))
            self.statusBar().showMessage(_tr("You sit at the table again."), 8000)
        self._update_controls()

    @Slot(str, str)
    def _on_disconnected(self, code: str, detail: str) -> None:
        self._gone = (
            disconnect_text(code, detail)
            + " "
            + _tr("A computer plays your seat meanwhile; Game ▸ Rejoin the table takes it back.")
        )
        text = self._gone
        self.log.add(lambda: text)
        self._update_controls()

    @Slot(int)
    def _on_timed_out(self, seat: int) -> None:
        name = self.model.name(seat)
        if seat == self.model.you:
            self.log.add(lambda: _tr("You ran out of time; the computer moves for you:"))
        else:
            self.log.add(
                lambda: _tr("{name} ran out of time; the computer moves for them:").replace(
                    "{name}", name
                )
            )
        self.turn_clock.refresh()

    @Slot(str)
    def _on_host_quit(self, reason: str) -> None:
        self._gone = host_quit_text(reason)
        text = self._gone
        self.log.add(lambda: text)
        self._update_controls()
        if not self.isVisible():
            return  # the window is closing: the log has it
        box = QMessageBox(QMessageBox.Icon.Information, _tr("The table closed"), text, parent=self)
        box.setObjectName("hostQuitBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ------------------------------------------------------------ closing

    def confirm_leaving_round(self, leaving: str) -> bool:
        """Before the window closes: leaving a table (a computer plays the seat
        until this person rejoins) or closing the one this program hosts."""
        if self._gone and self.host is None:
            return True
        if self.host is not None:
            question = _tr("Close the table? Everyone at it is told the table closed.")
            detail = _tr(
                "The finished rounds are in your ledger; the others can rejoin when "
                "you open the table again."
            )
            button = _tr("&Close the table")
        else:
            question = _tr("Leave the table?")
            detail = _tr(
                "A computer plays your seat until you rejoin (the seat stays yours: "
                "Game ▸ Rejoin a table… takes it back)."
            )
            button = _tr("&Leave the table")
        box = QMessageBox(QMessageBox.Icon.Question, _tr("Leave the table"), question, parent=self)
        box.setObjectName("leaveTableBox")
        box.setInformativeText(detail)
        agree = box.addButton(button, QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(
            QCoreApplication.translate("MainWindow", "&Keep playing"),
            QMessageBox.ButtonRole.RejectRole,
        )
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        return box.clickedButton() is agree

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        if not event.isAccepted():
            return
        for box in self.findChildren(QMessageBox):  # "the table closed", if still up
            box.close()
        if self.host is not None:
            self.host.close("host_quit")
        else:
            self.client.leave()
        self.left_table.emit()
