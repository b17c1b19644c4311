"""The players page: 2 to 4 seats, each a person or a computer player of a
level or personality, and the stake."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import DEFAULT_LEVEL, LEVELS, Seat, is_level
from tonk_desktop.ledger import MAX_STAKE_MINOR, clean_name
from tonk_desktop.ui.settings.labels import explanation, problem_label
from tonk_desktop.ui.settings.store import (
    CURRENCIES,
    MAX_NAME_LENGTH,
    AppSettings,
    default_names,
    seat_kind,
    seats_problem,
    stake_decimals,
)
from tonk_desktop.ui.text.money import currency_problem
from tonk_desktop.ui.text.translation import current_language, default_seats, seat_name


class PlayersPage(QWidget):
    """2 to 4 seats, each a person or a computer player of a level; the stake."""

    edited = Signal()
    players_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loading = False
        layout = QVBoxLayout(self)

        seats_box = QGroupBox(self.tr("Players and seats"))
        seats_layout = QVBoxLayout(seats_box)
        count_line = QHBoxLayout()
        count_label = QLabel(self.tr("Players at the table:"))
        self.count = QSpinBox()
        self.count.setObjectName("seatCount")
        self.count.setRange(2, 4)
        count_label.setBuddy(self.count)
        count_line.addWidget(count_label)
        count_line.addWidget(self.count)
        count_line.addStretch(1)
        seats_layout.addLayout(count_line)

        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        grid.addWidget(QLabel(self.tr("Level")), 0, 3)
        self.seat_labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        # Which fields hold their seat's default name, nobody having typed one
        # (those follow the language picked), and that language.
        self.defaulted: list[bool] = [True] * 4
        self._names_language = current_language()
        self._naming = False  # the page itself names the seats (not a person typing)
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        level_words = {
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal"),
            "hard": self.tr("Hard"),
            "cautious": self.tr("Cautious"),
            "bold": self.tr("Bold"),
            "collector": self.tr("Collector"),
            "calculator": self.tr("Calculator"),
        }
        # The personalities (tonk_desktop/ai/styles.py), one line each; which
        # one makes long rounds, with spreads and tonk-outs, is measured in
        # docs/ai.md ("Four styles").
        self.personalities = {
            "cautious": self.tr(
                "Cautious: knocks only very low and keeps its low cards, so its rounds run"
                " longest, with the most spreads, hits and tonk-outs."
            ),
            "bold": self.tr("Bold: knocks early, on a higher count than most would: short rounds."),
            "collector": self.tr(
                "Collector: takes the discard for any near-spread and hits whenever it can,"
                " but knocks as soon as it holds 10 or less, so it seldom goes out."
            ),
            "calculator": self.tr(
                "Calculator: never hits; knocks when the odds say the knock pays."
            ),
        }
        for i in range(4):
            label = QLabel(self.tr("Seat {n}").replace("{n}", str(i + 1)))
            name = QLineEdit()
            name.setObjectName(f"seatName{i}")
            name.setMaxLength(MAX_NAME_LENGTH)
            label.setBuddy(name)
            kind = QComboBox()
            kind.setObjectName(f"seatKind{i}")
            kind.addItem(self.tr("A person"), "person")
            kind.addItem(self.tr("The computer"), "computer")
            level = QComboBox()
            level.setObjectName(f"seatLevel{i}")
            for value in LEVELS:
                level.addItem(level_words[value], value)
                if value in self.personalities:
                    level.setItemData(
                        level.count() - 1, self.personalities[value], Qt.ItemDataRole.ToolTipRole
                    )
            # Each field says which seat and what it sets: the grid's column
            # headings are not read with it.
            seat = str(i + 1)
            name.setAccessibleName(self.tr("Seat {n}: name").replace("{n}", seat))
            kind.setAccessibleName(self.tr("Seat {n}: played by").replace("{n}", seat))
            level.setAccessibleName(self.tr("Seat {n}: level").replace("{n}", seat))
            name.textChanged.connect(self._on_edit)
            name.textChanged.connect(lambda text, seat=i: self._on_name_typed(seat, text))
            kind.currentIndexChanged.connect(self._on_edit)
            level.currentIndexChanged.connect(self._on_edit)
            for column, widget in enumerate((label, name, kind, level)):
                grid.addWidget(widget, i + 1, column)
            self.seat_labels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
            self.levels.append(level)
        grid.setColumnStretch(1, 1)
        seats_layout.addLayout(grid)
        # What the personalities chosen play like, one line each.
        self.personality_notes = QLabel()
        self.personality_notes.setObjectName("personalityNotes")
        self.personality_notes.setWordWrap(True)
        seats_layout.addWidget(self.personality_notes)
        self.seats_problem = problem_label("problem_seats")
        seats_layout.addWidget(self.seats_problem)
        self.rules_problem = problem_label("problem_players")
        seats_layout.addWidget(self.rules_problem)
        seats_layout.addWidget(
            explanation(
                self.tr(
                    "Seat 1 sits at the bottom of the table and the others follow clockwise. "
                    "With two or more people at one computer (hot seat), the table hides "
                    "every hand between turns and asks you to pass the computer on; at the "
                    "end of a round all hands are shown as usual."
                )
            )
        )
        self.count.valueChanged.connect(self._on_count)
        layout.addWidget(seats_box)

        stake_box = QGroupBox(self.tr("Stake"))
        stake_form = QFormLayout(stake_box)
        stake_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        stake_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.stake = QDoubleSpinBox()
        self.stake.setObjectName("stakeAmount")
        self.currency = QComboBox()
        self.currency.setObjectName("stakeCurrency")
        self.currency.setEditable(True)
        self.currency.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for code in CURRENCIES:
            self.currency.addItem(code)
        line_edit = self.currency.lineEdit()
        if line_edit is not None:
            line_edit.setMaxLength(3)
        self.currency.currentTextChanged.connect(self._on_currency)
        self.stake.valueChanged.connect(self._on_edit)
        stake_form.addRow(self.tr("Base stake:"), self.stake)
        stake_form.addRow(self.tr("Currency:"), self.currency)
        self.stake_problem_label = problem_label("problem_stake")
        stake_form.addRow(self.stake_problem_label)
        stake_form.addRow(
            explanation(
                self.tr(
                    "Every win is counted in base stakes: a tonk out wins 2 from each player. "
                    "A session keeps the stake it was started with."
                )
            )
        )
        layout.addWidget(stake_box)
        layout.addStretch(1)
        self._on_currency(self.currency.currentText())

    # -- values

    def seats(self) -> tuple[Seat, ...]:
        return tuple(self._seat(i) for i in range(self.count.value()))

    def _seat(self, i: int) -> Seat:
        name = clean_name(self.names[i].text())
        level = self.levels[i].currentData()
        if self.kinds[i].currentData() == "person" or not is_level(level):
            return Seat(name, named_by_default=self.defaulted[i])
        return Seat(name, level, named_by_default=self.defaulted[i])

    def name_defaults_in(self, language: str) -> None:
        """Give the seats nobody named their default names in `language`
        (the language picked on the table page); typed names stay."""
        self._names_language = language
        self._naming = True
        try:
            for i, name in enumerate(default_names(language)):
                if self.defaulted[i] and self.names[i].text() != name:
                    self.names[i].setText(name)
        finally:
            self._naming = False

    def _on_name_typed(self, seat: int, text: str) -> None:
        # Typed: the seat keeps this name in every language, unless it is
        # the seat's default name itself (typed back, or left as it was).
        if self._naming or self._loading:
            return
        default = default_names(self._names_language)[seat]
        self.defaulted[seat] = clean_name(text) == default

    def currency_code(self) -> str:
        return self.currency.currentText().strip().upper()

    def stake_minor(self) -> int:
        decimals = stake_decimals(self.currency_code())
        return round(self.stake.value() * 10**decimals)  # type: ignore[no-any-return]

    def stake_problem(self) -> str | None:
        problem = currency_problem(self.currency_code())
        if problem is not None:
            return problem
        if self.stake_minor() < 1:
            return self.tr("The stake must be more than nothing.")
        return None

    def problem(self) -> str | None:
        """Why the seats or the stake cannot be saved, or None."""
        return seats_problem(self.seats()) or self.stake_problem()

    def show_rules_problem(self, text: str | None) -> None:
        self.rules_problem.setText(text or "")
        self.rules_problem.setVisible(bool(text))

    def load_settings(self, settings: AppSettings) -> None:
        self._loading = True
        try:
            seats = settings.seats
            spare = default_seats(4)
            self.count.setValue(len(seats))
            self._names_language = current_language()
            for i in range(4):
                seat = seats[i] if i < len(seats) else spare[i]
                self.defaulted[i] = seat.named_by_default
                self.names[i].setText(seat_name(seat))
                self.kinds[i].setCurrentIndex(self.kinds[i].findData(seat_kind(seat)))
                level = seat.level or DEFAULT_LEVEL  # a person's seat offers the usual level
                self.levels[i].setCurrentIndex(self.levels[i].findData(level))
            index = self.currency.findText(settings.currency)
            if index >= 0:
                self.currency.setCurrentIndex(index)
            else:
                self.currency.setEditText(settings.currency)
            self._on_currency(settings.currency)
            decimals = stake_decimals(settings.currency)
            self.stake.setValue(settings.stake_minor / 10**decimals)
        finally:
            self._loading = False
        self._after_edit()

    def save_settings(self, settings: AppSettings) -> AppSettings:
        return settings.replace(
            seats=self.seats(), stake_minor=self.stake_minor(), currency=self.currency_code()
        )

    # -- edits

    def _on_count(self, count: int) -> None:
        self.players_changed.emit(count)
        self._on_edit()

    def _on_currency(self, text: str) -> None:
        decimals = stake_decimals(text.strip().upper())
        self.stake.setDecimals(decimals)
        self.stake.setRange(1 / 10**decimals, MAX_STAKE_MINOR / 10**decimals)
        self.stake.setSingleStep(1 if decimals == 0 else 0.25)
        self._on_edit()

    def _on_edit(self) -> None:
        if not self._loading:
            self._after_edit()

    def _after_edit(self) -> None:
        count = self.count.value()
        for i in range(4):
            shown = i < count
            for widget in (self.seat_labels[i], self.names[i], self.kinds[i], self.levels[i]):
                widget.setVisible(shown)
            self.levels[i].setEnabled(self.kinds[i].currentData() == "computer")
            self.levels[i].setToolTip(self.personalities.get(self.levels[i].currentData(), ""))
        chosen = [
            seat.level
            for seat in self.seats()
            if not seat.is_person and seat.level in self.personalities
        ]
        notes = [self.personalities[level] for level in dict.fromkeys(chosen)]
        self.personality_notes.setText("\n".join(notes))
        self.personality_notes.setVisible(bool(notes))
        for label, problem in (
            (self.seats_problem, seats_problem(self.seats())),
            (self.stake_problem_label, self.stake_problem()),
        ):
            label.setText(problem or "")
            label.setVisible(problem is not None)
        self.edited.emit()
