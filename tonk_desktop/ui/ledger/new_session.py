"""Game ▸ New session…: the players, the base stake (amount and currency),
optional starting bankrolls and the house rules of a new ledger session."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QDate, QLocale
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import LEVELS, HouseRules, Level, Seat, is_level
from tonk_desktop.ledger import (
    MAX_STAKE_MINOR,
    Money,
    clean_name,
    currency_decimals,
    has_visible,
    names_repeat,
    parse_minor,
)
from tonk_desktop.ui.text.money import currency_problem, format_money
from tonk_desktop.ui.text.translation import default_name, seat_name
from tonk_desktop.ui.text.words import computer_words

CURRENCIES = ("USD", "EUR", "GBP", "JPY", "HUF", "RUB", "CAD", "AUD", "CHF")


def _not_an_amount(text: str, currency: str) -> str:
    decimals = currency_decimals(currency)
    words = (
        _tr("“{text}” is not an amount of {currency} (with at most {decimals} decimals).")
        if decimals
        else _tr("“{text}” is not an amount of {currency} (whole numbers only).")
    )
    return (
        words.replace("{text}", text.strip())
        .replace("{currency}", currency)
        .replace("{decimals}", str(decimals))
    )


# A bankroll beyond this (ten billion in a currency with cents) is a typing slip.
MAX_BANKROLL_MINOR = 10**12


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewSessionDialog", text)


def _who_plays_words(level: Level | None) -> str:
    """Who plays a seat, in words: a person, or a computer player of a level."""
    return _tr("Person") if level is None else computer_words(level)


@dataclass(frozen=True, slots=True)
class NewSession:
    """What the dialog asks for; `Ledger.create_session(*spec.arguments())`."""

    name: str
    seats: tuple[Seat, ...]
    stake: Money
    rules: HouseRules
    bankrolls: tuple[int, ...]  # minor units, one a seat (0: not tracked)

    def arguments(self) -> tuple[str, tuple[Seat, ...], Money, HouseRules, tuple[int, ...]]:
        return (self.name, self.seats, self.stake, self.rules, self.bankrolls)


def parse_amount(text: str, currency: str, locale: QLocale | None = None) -> Money:
    """Read an amount typed in the person's locale ("0,25" in Hungarian) or in
    plain digits with a dot. Exact: never through a float."""
    return Money(parse_minor_amount(text, currency, locale), currency)


def parse_minor_amount(text: str, currency: str, locale: QLocale | None = None) -> int:
    """`parse_amount`'s minor units, of any size (the form says what is too large)."""
    locale = locale if locale is not None else QLocale()
    cleaned = text.strip().replace(locale.groupSeparator(), "").replace("\u00a0", "")
    if locale.decimalPoint() != ".":
        cleaned = cleaned.replace(locale.decimalPoint(), ".")
    return parse_minor(cleaned, currency)


class NewSessionDialog(QDialog):
    def __init__(
        self,
        rules: HouseRules | None = None,
        currency: str | None = None,
        parent: QWidget | None = None,
        seats: Sequence[Seat] | None = None,
        stake_minor: int | None = None,
    ) -> None:
        """Filled in from the table in play when given: its house rules, its
        players (`seats`: names, and levels for the computer players), its stake
        in `currency`; else the defaults."""
        super().__init__(parent)
        self.setObjectName("newSessionDialog")
        self.setWindowTitle(_tr("New session"))
        self._current_rules = rules
        self._result: NewSession | None = None

        self.name_edit = QLineEdit(
            _tr("Session of {date}").format(
                date=QLocale().toString(QDate.currentDate(), QLocale.FormatType.ShortFormat)
            )
        )
        self.name_edit.setObjectName("sessionName")
        self.players_spin = QSpinBox()
        self.players_spin.setObjectName("playerCount")
        self.players_spin.setRange(2, 4)
        self.players_spin.setValue(
            len(seats) if seats else rules.players if rules is not None else 3
        )
        stake = "0" + QLocale().decimalPoint() + "25"
        if stake_minor is not None and currency is not None:
            stake = format_money(stake_minor, currency, code=False)
        self.stake_edit = QLineEdit(stake)
        self.stake_edit.setObjectName("stakeAmount")
        self.currency_combo = QComboBox()
        self.currency_combo.setObjectName("stakeCurrency")
        self.currency_combo.setEditable(True)
        self.currency_combo.addItems(CURRENCIES)
        local = currency or QLocale().currencySymbol(QLocale.CurrencySymbolFormat.CurrencyIsoCode)
        self.currency_combo.setCurrentText(local if local else "USD")
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("rulesChoice")
        if rules is not None:
            self.rules_combo.addItem(_tr("The current house rules"), "current")
        self.rules_combo.addItem(_tr("Classic"), "classic")
        self.rules_combo.addItem(_tr("Encyclopedia"), "encyclopedia")

        form = QFormLayout()
        form.addRow(_tr("Session name:"), self.name_edit)
        form.addRow(_tr("Players:"), self.players_spin)
        form.addRow(_tr("Base stake:"), self.stake_edit)
        form.addRow(_tr("Currency:"), self.currency_combo)
        form.addRow(_tr("House rules:"), self.rules_combo)

        seats_box = QGroupBox(_tr("Players and starting bankrolls (optional)"))
        grid = QGridLayout(seats_box)
        grid.addWidget(QLabel(_tr("Name")), 0, 0)
        grid.addWidget(QLabel(_tr("Who plays")), 0, 1)
        grid.addWidget(QLabel(_tr("Bankroll")), 0, 2)
        self.seat_names: list[QLineEdit] = []
        self.seat_kinds: list[QComboBox] = []
        self.seat_bankrolls: list[QLineEdit] = []
        for seat in range(4):
            at_table = seats[seat] if seats and seat < len(seats) else None
            name = QLineEdit(seat_name(at_table) if at_table else default_name(seat))
            name.setObjectName(f"seatName{seat}")
            kind = QComboBox()
            kind.setObjectName(f"seatKind{seat}")
            who = (None, *LEVELS)
            for level in who:
                kind.addItem(_who_plays_words(level), level)
            if at_table is not None:
                kind.setCurrentIndex(who.index(at_table.level))
            else:
                kind.setCurrentIndex(0 if seat == 0 else 2)
            bankroll = QLineEdit()
            bankroll.setObjectName(f"seatBankroll{seat}")
            bankroll.setPlaceholderText(_tr("none"))
            self.seat_names.append(name)
            self.seat_kinds.append(kind)
            self.seat_bankrolls.append(bankroll)
            grid.addWidget(name, seat + 1, 0)
            grid.addWidget(kind, seat + 1, 1)
            grid.addWidget(bankroll, seat + 1, 2)

        self.problem = QLabel()
        self.problem.setObjectName("newSessionProblem")
        self.problem.setStyleSheet("color: #b3261e")
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(seats_box)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.players_spin.valueChanged.connect(self._show_seats)
        self._show_seats(self.players_spin.value())

    def _show_seats(self, count: int) -> None:
        for seat in range(4):
            for widget in (self.seat_names, self.seat_kinds, self.seat_bankrolls):
                widget[seat].setVisible(seat < count)

    def _rules(self, players: int) -> HouseRules:
        choice = self.rules_combo.currentData()
        if choice == "current" and self._current_rules is not None:
            base = self._current_rules
        else:
            base = HouseRules.preset(str(choice))
        return base.replace(players=players)

    def read(self) -> NewSession:
        """The session as filled in; a ValueError says what is wrong."""
        players = self.players_spin.value()
        currency = self.currency_combo.currentText().strip().upper()
        problem = currency_problem(currency)
        if problem is not None:
            raise ValueError(problem)
        try:
            stake_minor = parse_minor_amount(self.stake_edit.text(), currency)
        except ValueError:
            raise ValueError(
                _tr("Base stake: {why}").replace(
                    "{why}", _not_an_amount(self.stake_edit.text(), currency)
                )
            ) from None
        if stake_minor <= 0:
            raise ValueError(_tr("The base stake must be more than zero."))
        if stake_minor > MAX_STAKE_MINOR:
            raise ValueError(_tr("The base stake is too large for a game of cards."))
        stake = Money(stake_minor, currency)
        seats = []
        bankrolls = []
        for seat in range(players):
            text = self.seat_bankrolls[seat].text().strip()
            try:
                bankroll = parse_minor_amount(text, currency) if text else 0
            except ValueError:
                bankroll = None
            if bankroll is None or abs(bankroll) > MAX_BANKROLL_MINOR:
                raise ValueError(
                    _tr("Bankroll of player {n}: {why}")
                    .replace("{n}", str(seat + 1))
                    .replace("{why}", _not_an_amount(text, currency))
                )
            level = self.seat_kinds[seat].currentData()
            seats.append(
                Seat(clean_name(self.seat_names[seat].text()), level if is_level(level) else None)
            )
            bankrolls.append(bankroll)
        name = clean_name(self.name_edit.text())
        if not name:
            raise ValueError(_tr("The session needs a name."))
        names = [s.name for s in seats]
        if any(not has_visible(n) for n in names):
            raise ValueError(_tr("Every player needs a name."))
        if names_repeat(names):
            raise ValueError(_tr("Two players have the same name."))
        return NewSession(name, tuple(seats), stake, self._rules(players), tuple(bankrolls))

    def accept(self) -> None:
        try:
            self._result = self.read()
        except ValueError as error:
            self.problem.setText(str(error))
            return
        super().accept()

    def new_session(self) -> NewSession | None:
        """After exec(): the session asked for, or None if cancelled."""
        return self._result if self.result() == QDialog.DialogCode.Accepted else None
