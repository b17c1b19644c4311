"""Game ▸ Host a table…: the table's rules, stake and seats, where it listens,
and then what friends need to join it (the address, the port, the join code)
and who has joined, live.

"Open the table" starts the host in this program; the host person's seat is
played in a table window of its own (ui/network/table_window.py).

"Resume a table you hosted…" lists the tables this window hosted before
(ui/network/kept_tables.py) and opens one again as it stood: the others take
their seats back with Rejoin.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import LEVELS, HouseRules, Level
from tonk_desktop.ledger import Ledger
from tonk_desktop.net import SeatPlan
from tonk_desktop.net.table_file import new_table_file, table_files
from tonk_desktop.net.time_bank import DEFAULT_PER_MOVE, DEFAULT_RESERVE, MOST_SECONDS
from tonk_desktop.ui.ledger.new_session import CURRENCIES, parse_amount
from tonk_desktop.ui.network.addresses import LocalAddress, local_addresses, written
from tonk_desktop.ui.network.hosting import HostedTable, HostPlan, mappable
from tonk_desktop.ui.network.kept_tables import (
    KeptTable,
    kept_tables,
    listen_failed_text,
    resume_refused_text,
)
from tonk_desktop.ui.network.remote_model import status_words
from tonk_desktop.ui.network.room import fit_choices, fit_rows
from tonk_desktop.ui.network.words import announce_failed_text, cannot_host_text, mapping_text
from tonk_desktop.ui.table.items import named
from tonk_desktop.ui.text.money import currency_problem, format_money
from tonk_desktop.ui.text.translation import current_language, default_name
from tonk_desktop.ui.text.words import computer_words


def _tr(text: str) -> str:
    return QCoreApplication.translate("HostDialog", text)


def who_plays_words(level: Level | None) -> str:
    """A seat's choice in words: open for a person, or a computer player."""
    if level is None:
        return _tr("Open for a person")
    return computer_words(level)


def default_address_index(addresses: Sequence[LocalAddress], chosen: str | None = None) -> int:
    """The address chosen last time if this computer still has it, else the
    first one another computer can reach; loopback if none."""
    for index, address in enumerate(addresses):
        if address.address == chosen:
            return index
    for index, address in enumerate(addresses):
        if not address.is_loopback:
            return index
    return 0


def table_name_for(your_name: str) -> str:
    """The table's name the Host dialog suggests: the host's own name's table
    when they typed one, else the game's."""
    if not your_name:
        return _tr("Tonk table")
    return _tr("{name}'s table").format(name=your_name)


class HostDialog(QDialog):
    """The Host a table… dialog. `opened(HostedTable)` once the table listens."""

    opened = Signal(object)  # HostedTable

    def __init__(
        self,
        rules: HouseRules,
        stake_minor: int,
        currency: str,
        your_name: str,
        ledger: Callable[[], Ledger],
        rule_sets: Mapping[str, HouseRules] | None = None,
        addresses: Sequence[LocalAddress] | None = None,
        chosen_address: str | None = None,
        parent: QWidget | None = None,
        tables_folder: Path | None = None,
        announce: bool = False,
        gateway: str | None = None,
    ) -> None:
        """`your_name`: the name the person typed for their seat ("" when
        they kept the default "You", which is nobody's name at a shared table).
        `tables_folder`: where the tables hosted here are kept for a resume
        (None: not kept, and none offered). `announce`: the Announce box as the
        person left it last time (off at first: see `HostPlan`). `gateway`: the
        router to ask for the port by NAT-PMP (None: the default route's)."""
        super().__init__(parent)
        self._gateway = gateway
        self._tables_folder = tables_folder
        self.kept: list[KeptTable] = []
        self.setObjectName("hostTableDialog")
        self._chosen_address = chosen_address
        self.setWindowTitle(_tr("Host a table"))
        self._rules_in_play = rules
        self._rule_sets = dict(rule_sets or {})
        self._ledger = ledger
        self._addresses = list(addresses) if addresses is not None else local_addresses()
        self.table: HostedTable | None = None

        self.pages = QStackedWidget()
        self.pages.addWidget(self._setup_page(rules, stake_minor, currency, your_name))
        self.announce_check.setChecked(announce)
        self._on_address_chosen(self.address_combo.currentIndex())
        self.pages.addWidget(self._open_page())
        self.pages.addWidget(self._resume_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self._set_seat_rows(rules.players)

    # ------------------------------------------------------------ the setup

    def _setup_page(
        self, rules: HouseRules, stake_minor: int, currency: str, your_name: str
    ) -> QWidget:
        page = QWidget()
        form = QFormLayout()
        self._suggested_name = table_name_for(your_name)
        self.name_edit = named(QLineEdit(self._suggested_name), "tableName")
        self.name_edit.setMaxLength(60)
        self.your_name_edit = named(QLineEdit(your_name), "hostName")
        self.your_name_edit.setMaxLength(40)
        self.your_name_edit.setPlaceholderText(_tr("the name the others see"))
        self.your_name_edit.textEdited.connect(self._on_your_name)
        self.rules_combo = named(QComboBox(), "hostRules")
        self.rules_combo.addItem(_tr("The house rules in play"), "")
        for set_name in sorted(self._rule_sets, key=str.casefold):
            self.rules_combo.addItem(_tr("Saved rules: {name}").format(name=set_name), set_name)
        self.rules_combo.currentIndexChanged.connect(self._on_rules_chosen)
        self.stake_edit = named(
            QLineEdit(format_money(stake_minor, currency, code=False)), "hostStake"
        )
        self.currency_combo = named(QComboBox(), "hostCurrency")
        self.currency_combo.setEditable(True)
        self.currency_combo.addItems(CURRENCIES)
        self.currency_combo.setCurrentText(currency)
        stake_row = QGridLayout()
        stake_row.addWidget(self.stake_edit, 0, 0)
        stake_row.addWidget(self.currency_combo, 0, 1)
        self.seat_count = named(QSpinBox(), "hostSeats")
        self.seat_count.setRange(2, 4)
        self.seat_count.setValue(rules.players)
        self.seat_count.valueChanged.connect(self._set_seat_rows)
        self.seat_labels: list[QLabel] = []
        self.seat_choices: list[QComboBox] = []
        for seat in range(4):
            label = QLabel(_tr("Seat {number}:").format(number=seat + 1))
            if seat == 0:
                choice = named(QComboBox(), "hostSeat1")
                choice.addItem(_tr("You"), None)
                choice.setEnabled(False)
            else:
                choice = named(QComboBox(), f"hostSeat{seat + 1}")
                choice.addItem(who_plays_words(None), None)
                for level in LEVELS:
                    choice.addItem(who_plays_words(level), level)
                # A table is for friends: the seats are theirs unless given to a computer.
                choice.setCurrentIndex(0)
            label.setBuddy(choice)
            self.seat_labels.append(label)
            self.seat_choices.append(choice)
        self.address_combo = named(QComboBox(), "hostAddress")
        for address in self._addresses:
            self.address_combo.addItem(address.label(), address.address)
        self.address_combo.setCurrentIndex(
            default_address_index(self._addresses, self._chosen_address)
        )
        fit_choices(self.address_combo)
        # On by default wherever friends could come from the internet; what the
        # person chose is kept while they try other addresses.
        self._map_wanted = True
        self.map_check = named(
            QCheckBox(
                _tr("&Ask my router to open the port to the internet (UPnP, PCP or NAT-PMP)")
            ),
            "hostMapPort",
        )
        self.map_check.setToolTip(
            _tr(
                "Friends at their own homes reach the table through your router's public"
                " address; the port is closed again when the table closes"
            )
        )
        self.map_check.clicked.connect(self._on_map_clicked)
        self.address_combo.currentIndexChanged.connect(self._on_address_chosen)
        self.port_spin = named(QSpinBox(), "hostPort")
        self.port_spin.setRange(0, 65535)
        self.port_spin.setSpecialValueText(_tr("any free port"))
        # The time bank: on unless the host turns it off, so that a friend who
        # walked away does not hold the others' game (tonk-host's defaults).
        self.time_bank_combo = named(QComboBox(), "hostTimeBank")
        self.time_bank_combo.addItem(_tr("Seconds a turn, plus a reserve"), True)
        self.time_bank_combo.addItem(_tr("Off: no limit"), False)
        self.time_bank_combo.setToolTip(
            _tr(
                "When a turn's seconds and the player's reserve are spent, a computer"
                " player finishes the turn, and everyone is told"
            )
        )
        self.time_per_move_spin = named(QSpinBox(), "hostTimePerMove")
        self.time_per_move_spin.setRange(5, int(MOST_SECONDS))
        self.time_per_move_spin.setValue(int(DEFAULT_PER_MOVE))
        self.time_reserve_spin = named(QSpinBox(), "hostTimeReserve")
        self.time_reserve_spin.setRange(0, int(MOST_SECONDS))
        self.time_reserve_spin.setValue(int(DEFAULT_RESERVE))
        self.time_per_move_spin.setSuffix(_tr(" s a turn"))
        self.time_reserve_spin.setSuffix(_tr(" s in reserve"))
        self.time_bank_combo.currentIndexChanged.connect(self._on_time_bank_chosen)
        time_row = QGridLayout()
        time_row.addWidget(self.time_bank_combo, 0, 0, 1, 2)
        time_row.addWidget(self.time_per_move_spin, 1, 0)
        time_row.addWidget(self.time_reserve_spin, 1, 1)
        self.announce_check = named(
            QCheckBox(_tr("Announce the table on this network (friends' Join dialogs list it)")),
            "hostAnnounce",
        )
        form.addRow(_tr("Table &name:"), self.name_edit)
        form.addRow(_tr("&Your name:"), self.your_name_edit)
        form.addRow(_tr("&Rules:"), self.rules_combo)
        stake_label = QLabel(_tr("Base &stake:"))
        stake_label.setBuddy(self.stake_edit)
        form.addRow(stake_label, stake_row)
        form.addRow(_tr("S&eats:"), self.seat_count)
        for label, choice in zip(self.seat_labels, self.seat_choices, strict=True):
            form.addRow(label, choice)
        self.form = form
        time_label = QLabel(_tr("&Time to move:"))
        time_label.setBuddy(self.time_bank_combo)
        form.addRow(time_label, time_row)
        form.addRow(_tr("&Listen at:"), self.address_combo)
        form.addRow(_tr("&Port:"), self.port_spin)
        form.addRow(self.announce_check)
        form.addRow(self.map_check)
        for label_text, widget in (
            (_tr("Table name"), self.name_edit),
            (_tr("Your name"), self.your_name_edit),
            (_tr("Rules"), self.rules_combo),
            (_tr("Base stake"), self.stake_edit),
            (_tr("Currency"), self.currency_combo),
            (_tr("Seats"), self.seat_count),
            (_tr("Time to move"), self.time_bank_combo),
            (_tr("Seconds a turn"), self.time_per_move_spin),
            (_tr("Seconds in reserve"), self.time_reserve_spin),
            (_tr("Listen at"), self.address_combo),
            (_tr("Port"), self.port_spin),
            (_tr("Ask my router to open the port"), self.map_check),
        ):
            widget.setAccessibleName(label_text)
        self.setup_error = named(QLabel(), "hostError")
        self.setup_error.setWordWrap(True)
        self.setup_error.setStyleSheet("color: #b00020;")
        self.setup_error.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox()
        self.open_button = named(
            buttons.addButton(_tr("&Open the table"), QDialogButtonBox.ButtonRole.AcceptRole),
            "openTable",
        )
        assert isinstance(self.open_button, QPushButton)
        self.open_button.setDefault(True)
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.resume_button = named(
            buttons.addButton(
                _tr("Resume a table you &hosted…"), QDialogButtonBox.ButtonRole.ActionRole
            ),
            "resumeTables",
        )
        self.resume_button.setToolTip(
            _tr("Open again a table this computer hosted: the others take their seats back")
        )
        self.resume_button.clicked.connect(self.show_kept_tables)
        self.resume_button.setVisible(
            self._tables_folder is not None and bool(table_files(self._tables_folder))
        )
        self.open_button.clicked.connect(self.open_table)
        cancel.clicked.connect(self.reject)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addWidget(self.setup_error)
        layout.addWidget(buttons)
        return page

    @Slot(str)
    def _on_your_name(self, text: str) -> None:
        # The table's name follows the person's until they give it one.
        if self.name_edit.text() == self._suggested_name:
            self._suggested_name = table_name_for(text.strip())
            self.name_edit.setText(self._suggested_name)

    @Slot(int)
    def _on_address_chosen(self, index: int) -> None:
        can = mappable(str(self.address_combo.currentData()))
        self.map_check.setEnabled(can)
        self.map_check.setChecked(can and self._map_wanted)

    @Slot(bool)
    def _on_map_clicked(self, checked: bool) -> None:
        self._map_wanted = checked

    @Slot(int)
    def _on_time_bank_chosen(self, index: int) -> None:
        on = bool(self.time_bank_combo.currentData())
        self.time_per_move_spin.setEnabled(on)
        self.time_reserve_spin.setEnabled(on)

    @Slot(int)
    def _on_rules_chosen(self, index: int) -> None:
        rules = self._chosen_rules()
        self.seat_count.setValue(rules.players)

    def _chosen_rules(self) -> HouseRules:
        name = self.rules_combo.currentData()
        if isinstance(name, str) and name in self._rule_sets:
            return self._rule_sets[name]
        return self._rules_in_play

    @Slot(int)
    def _set_seat_rows(self, count: int) -> None:
        for seat, choice in enumerate(self.seat_choices):
            self.form.setRowVisible(choice, seat < count)

    def plan(self) -> HostPlan:
        """The table as set, or a ValueError saying what to correct."""
        name = self.name_edit.text().strip()
        if not name:
            raise ValueError(_tr("Give the table a name: friends see it in their Join dialogs."))
        you = self.your_name_edit.text().strip()
        if not you:
            raise ValueError(_tr("Type your name: the others see it at your seat."))
        currency = self.currency_combo.currentText().strip().upper()
        problem = currency_problem(currency)
        if problem is not None:
            raise ValueError(problem)
        try:
            stake = parse_amount(self.stake_edit.text(), currency)
        except ValueError:
            raise ValueError(
                _tr("“{text}” is not an amount of {currency}.")
                .replace("{text}", self.stake_edit.text())
                .replace("{currency}", currency)
            ) from None
        if stake.minor <= 0:
            raise ValueError(_tr("The stake must be more than zero."))
        count = self.seat_count.value()
        seats = [SeatPlan.person()]
        for seat in range(1, count):
            level = self.seat_choices[seat].currentData()
            if level is None:
                seats.append(SeatPlan.person())
            else:
                seats.append(SeatPlan.computer(level, default_name(seat)))
        rules = self._chosen_rules().replace(players=count)
        address = self.address_combo.currentData()
        on = bool(self.time_bank_combo.currentData())
        return HostPlan(
            table_name=name,
            your_name=you,
            rules=rules,
            stake_minor=stake.minor,
            currency=stake.currency,
            seats=tuple(seats),
            address=str(address),
            port=self.port_spin.value(),
            announce=self.announce_check.isChecked(),
            language=current_language(),
            time_per_move=float(self.time_per_move_spin.value()) if on else 0.0,
            time_reserve=float(self.time_reserve_spin.value()) if on else 0.0,
            map_port=self.map_check.isChecked(),
            gateway=self._gateway,
        )

    @Slot()
    def open_table(self) -> None:
        """Open the table: listen, announce, seat the host person. A problem is
        said under the form, and nothing is started."""
        try:
            plan = self.plan()
            folder = self._tables_folder
            state_file = new_table_file(folder) if folder is not None else None
            table = HostedTable(plan, self._ledger(), parent=self.parent(), state_file=state_file)
        except ValueError as error:  # the form's own words (`plan`)
            self._say_problem(str(error))
            return
        except OSError as error:
            self._say_problem(
                cannot_host_text(error)
                or _tr(
                    "The table cannot listen there ({why}). Choose another address or port, "
                    "and try again."
                ).replace("{why}", listen_failed_text(error))
            )
            return
        self.setup_error.setText("")
        self._opened(table)

    def _say_problem(self, text: str) -> None:
        """The problem under the form, the dialog grown to hold it: its wrapped
        lines would otherwise be taken from the form's rows, squeezed over one
        another."""
        self.setup_error.setText(text)
        page = self.setup_error.parentWidget()
        layout = page.layout() if page is not None else None
        if page is None or layout is None:
            return
        layout.activate()
        if layout.hasHeightForWidth():
            needed = layout.totalHeightForWidth(page.width())
        else:
            needed = layout.totalSizeHint().height()
        if needed > page.height():
            self.resize(self.width(), self.height() + needed - page.height())

    def _opened(self, table: HostedTable) -> None:
        self.table = table
        table.seats_changed.connect(self._show_seats)
        table.announce_failed.connect(self._on_announce_failed)
        table.closed.connect(self._on_closed)
        table.mapping_changed.connect(self._on_mapping)
        self._show_open(table)
        self.opened.emit(table)

    # ------------------------------------------------------------ resuming

    def _resume_page(self) -> QWidget:
        page = QWidget()
        title = QLabel(_tr("&Tables you hosted on this computer:"))
        self.kept_list = named(QListWidget(), "keptTables")
        self.kept_list.setAccessibleName(_tr("Tables you hosted"))
        self.kept_list.setWordWrap(True)
        title.setBuddy(self.kept_list)
        self.kept_list.currentRowChanged.connect(self._on_kept_chosen)
        self.kept_list.itemActivated.connect(lambda _item: self.resume_chosen())
        self.kept_detail = named(QLabel(), "keptDetail")
        self.kept_detail.setWordWrap(True)
        self.kept_detail.setTextFormat(Qt.TextFormat.PlainText)
        self.kept_detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.resume_error = named(QLabel(), "resumeError")
        self.resume_error.setWordWrap(True)
        self.resume_error.setStyleSheet("color: #b00020;")
        self.resume_error.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox()
        self.resume_chosen_button = named(
            buttons.addButton(_tr("&Resume the table"), QDialogButtonBox.ButtonRole.AcceptRole),
            "resumeTable",
        )
        assert isinstance(self.resume_chosen_button, QPushButton)
        self.resume_chosen_button.setDefault(True)
        self.forget_button = named(
            buttons.addButton(_tr("&Forget the table…"), QDialogButtonBox.ButtonRole.ActionRole),
            "forgetTable",
        )
        back = named(
            buttons.addButton(_tr("&Back"), QDialogButtonBox.ButtonRole.RejectRole), "resumeBack"
        )
        self.resume_chosen_button.clicked.connect(self.resume_chosen)
        self.forget_button.clicked.connect(self.forget_chosen)
        back.clicked.connect(self._back_to_setup)
        layout = QVBoxLayout(page)
        layout.addWidget(title)
        layout.addWidget(self.kept_list, 1)
        layout.addWidget(self.kept_detail)
        layout.addWidget(self.resume_error)
        layout.addWidget(buttons)
        return page

    @Slot()
    def show_kept_tables(self) -> None:
        """The tables this computer hosted, to resume one (or forget it)."""
        self._fill_kept()
        self.pages.setCurrentIndex(2)
        self.kept_list.setFocus()

    def _fill_kept(self) -> None:
        folder = self._tables_folder
        self.kept = []
        self.resume_error.setText("")
        if folder is not None:
            try:
                self.kept = kept_tables(folder, self._ledger())
            except Exception as error:  # the ledger cannot be opened: said, nothing lost
                self.resume_error.setText(str(error))
        self.kept_list.clear()
        for kept in self.kept:
            item = QListWidgetItem(kept.label())
            item.setToolTip(kept.problem or kept.detail)
            self.kept_list.addItem(item)
        fit_rows(self.kept_list)
        if not self.kept:
            self.kept_detail.setText(_tr("No table hosted on this computer is kept to resume."))
        self.kept_list.setCurrentRow(0 if self.kept else -1)
        self._on_kept_chosen(self.kept_list.currentRow())
        self.resume_button.setVisible(bool(self.kept))

    @Slot(int)
    def _on_kept_chosen(self, row: int) -> None:
        kept = self.kept[row] if 0 <= row < len(self.kept) else None
        self.resume_chosen_button.setEnabled(kept is not None and kept.resumable)
        self.forget_button.setEnabled(kept is not None)
        if kept is not None:
            self.kept_detail.setText(
                kept.problem
                or _tr(
                    "The same seats, stake, rules and join code; the round in progress goes on "
                    "where it stood. The others choose Rejoin to take their seats back."
                )
            )

    def _back_to_setup(self) -> None:
        self.pages.setCurrentIndex(0)
        self.name_edit.setFocus()

    def chosen_kept(self) -> KeptTable | None:
        row = self.kept_list.currentRow()
        return self.kept[row] if 0 <= row < len(self.kept) else None

    @Slot()
    def resume_chosen(self) -> None:
        """Open the chosen table again; a problem is said under the list, and
        nothing is started or lost."""
        kept = self.chosen_kept()
        if kept is None or not kept.resumable:
            return
        try:
            table = HostedTable.resume(
                kept.path, self._ledger(), current_language(), parent=self.parent()
            )
        except ValueError as error:
            self.resume_error.setText(
                _tr("This table cannot be resumed: {why}").replace(
                    "{why}", resume_refused_text(error)
                )
            )
            return
        except OSError as error:
            self.resume_error.setText(
                cannot_host_text(error)
                or _tr(
                    "The table cannot listen where it did ({why}). Close the program that "
                    "uses that port, or check this computer's address, and try again."
                ).replace("{why}", listen_failed_text(error))
            )
            return
        self._opened(table)

    @Slot()
    def forget_chosen(self) -> None:
        """Ask, then forget the chosen table (its file; the ledger keeps its rounds)."""
        kept = self.chosen_kept()
        if kept is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            _tr("Forget the table"),
            _tr("Forget the table “{table}”?").replace("{table}", kept.title),
            parent=self,
        )
        box.setObjectName("forgetTableBox")
        box.setInformativeText(
            _tr(
                "It can no longer be resumed, and the others can no longer rejoin it. "
                "Its finished rounds stay in your ledger."
            )
        )
        forget = box.addButton(_tr("&Forget"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(_tr("&Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def done() -> None:
            if box.clickedButton() is forget:
                self._forget(kept)

        box.finished.connect(done)
        box.open()

    def _forget(self, kept: KeptTable) -> None:
        try:
            kept.path.unlink(missing_ok=True)
        except OSError as error:
            self.resume_error.setText(
                cannot_host_text(error)
                or _tr("Could not forget the table: {why}").replace(
                    "{why}", error.strerror or str(error)
                )
            )
            return
        self._fill_kept()
        self.kept_list.setFocus()

    # ------------------------------------------------------------ the open table

    def _open_page(self) -> QWidget:
        page = QWidget()
        self.where_label = named(QLabel(), "hostWhere")
        self.where_label.setWordWrap(True)
        self.where_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label = named(QLabel(), "joinCode")
        font = QFont(self.code_label.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 4)
        self.code_label.setFont(font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.invite_edit = named(QLineEdit(), "hostInvite")
        self.invite_edit.setReadOnly(True)
        self.invite_edit.setAccessibleName(_tr("Invite"))
        self.copy_invite_button = named(QPushButton(_tr("&Copy")), "hostCopyInvite")
        self.copy_invite_button.setAccessibleName(_tr("Copy the invite"))
        self.copy_invite_button.clicked.connect(self._copy_invite)
        invite_title = QLabel(_tr("&Invite to paste into a chat (it holds the code too):"))
        invite_title.setBuddy(self.invite_edit)
        invite_row = QHBoxLayout()
        invite_row.addWidget(self.invite_edit, 1)
        invite_row.addWidget(self.copy_invite_button)
        self.seats_title = QLabel(_tr("At the table:"))
        self.seats_list = named(QListWidget(), "hostJoined")
        self.seats_list.setAccessibleName(_tr("Who has joined"))
        self.seats_title.setBuddy(self.seats_list)
        self.announce_label = named(QLabel(), "hostAnnounced")
        self.announce_label.setWordWrap(True)
        self.mapping_label = named(QLabel(), "hostMapping")
        self.mapping_label.setWordWrap(True)
        self.mapping_label.setTextFormat(Qt.TextFormat.PlainText)
        self.mapping_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.mapping_label.setAccessibleName(_tr("The router's port"))
        close = named(QPushButton(_tr("&Done")), "hostDone")
        close.setDefault(True)
        close.clicked.connect(self.accept)
        layout = QVBoxLayout(page)
        layout.addWidget(self.where_label)
        layout.addWidget(QLabel(_tr("Join code:")))
        layout.addWidget(self.code_label)
        layout.addWidget(invite_title)
        layout.addLayout(invite_row)
        layout.addWidget(self.seats_title)
        layout.addWidget(self.seats_list, 1)
        layout.addWidget(self.announce_label)
        layout.addWidget(self.mapping_label)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        return page

    def _show_open(self, table: HostedTable) -> None:
        self.where_label.setText(
            _tr(
                "The table “{table}” is open at address {address}, port {port}. Friends "
                "choose Game ▸ Join a table… and type the code below."
            )
            .replace("{table}", table.plan.table_name)
            .replace("{address}", written(table.address))
            .replace("{port}", str(table.port))
        )
        self.code_label.setText(table.join_code)
        self.invite_edit.setText(table.invite.link())
        self.invite_edit.setCursorPosition(0)
        self.copy_invite_button.setEnabled(True)
        self.code_label.setAccessibleName(
            _tr("Join code: {code}").format(code=" ".join(table.join_code))
        )
        self.announce_label.setText(
            _tr("Announced on the network at {address}.").format(address=table.address)
            if table.plan.announce
            else _tr("Not announced: friends join by address and port.")
        )
        self._show_mapping(table)
        self.announce_label.setToolTip("")
        self._show_seats()
        self.pages.setCurrentIndex(1)
        self.seats_list.setFocus()

    def _show_mapping(self, table: HostedTable) -> None:
        """The router's answer, or that it is being asked; the invite as it stands."""
        self.mapping_label.setVisible(table.mapping_asked)
        if table.mapping_asked:
            text = mapping_text(
                table.mapping, table.address, table.port, lapsed=table.mapping_lapsed
            )
            self.mapping_label.setText(text)
            self.mapping_label.setAccessibleDescription(text)
        self.invite_edit.setText(table.invite.link())
        self.invite_edit.setCursorPosition(0)

    @Slot(object)
    def _on_mapping(self, _outcome: object) -> None:
        table = self.table
        if table is not None and self.pages.currentIndex() == 1:
            self._show_mapping(table)

    @Slot()
    def _copy_invite(self) -> None:
        QGuiApplication.clipboard().setText(self.invite_edit.text())

    @Slot()
    def _show_seats(self) -> None:
        table = self.table
        if table is None:
            return
        self.seats_list.clear()
        for number, seat in enumerate(table.host.seats, start=1):
            if seat.kind == "computer":
                who = _tr("{name}, computer player").format(name=seat.name)
            elif seat.status == "open":
                who = _tr("waiting for a person to join")
            else:
                who = seat.name
                state = status_words(seat.status)
                if state:
                    who = f"{who} — {state}"
            self.seats_list.addItem(_tr("Seat {number}: {who}").format(number=number, who=who))

    @Slot()
    def _on_closed(self) -> None:
        """The table closed: say so, in place of where it was open and its code."""
        table = self.table
        name = table.plan.table_name if table is not None else ""
        self.where_label.setText(
            _tr("The table “{table}” is closed: nobody can join it any more.").replace(
                "{table}", name
            )
        )
        self.code_label.setText("")
        self.code_label.setAccessibleName("")
        self.invite_edit.setText("")
        self.copy_invite_button.setEnabled(False)
        self.announce_label.setText("")
        self.mapping_label.setText("")
        self.announce_label.setToolTip("")
        self.seats_list.clear()

    @Slot(str, str)
    def _on_announce_failed(self, code: str, detail: str) -> None:
        self.announce_label.setText(announce_failed_text(code, detail))
        self.announce_label.setToolTip(detail)  # the system's own words, as a detail
