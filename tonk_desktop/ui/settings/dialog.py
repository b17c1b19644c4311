"""The settings dialog: house rules, players and seats, the table and cards.

Each tab is a page with `load_settings(AppSettings)` and `save_settings(AppSettings)
-> AppSettings` (Frescobaldi's preferences pattern). The dialog checks the whole
set after every edit: an impossible combination of house rules is explained next to
the switch that is wrong and OK stays disabled until it is fixed. On OK the settings
are written to QSettings and `settings_signals().settingsChanged` is emitted; the
window passes new rules to the game, which starts using them at the next round.

Named house-rule sets are kept in QSettings as soon as they are saved, deleted or
imported (they are a library beside the settings, so Cancel does not undo them).
"""

from __future__ import annotations

import dataclasses
import re
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import clean_name, name_key
from tonk_desktop.ui.ledger.sessions import file_name
from tonk_desktop.ui.settings.examples import CardStrip, CaughtExample
from tonk_desktop.ui.settings.store import (
    ANIMATION_SPEEDS,
    CURRENCIES,
    LANGUAGE_NAMES,
    LANGUAGES,
    LEVELS,
    MAX_NAME_LENGTH,
    MAX_STAKE_MINOR,
    TABLE_COLOURS,
    AppSettings,
    Language,
    Seat,
    default_seats,
    load_rule_sets,
    renamed_defaults,
    rules_from_json,
    rules_to_json,
    save_rule_sets,
    save_settings,
    seats_problem,
    settings_signals,
    stake_decimals,
)
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.text.rules_words import (
    SWITCH_BY_NAME,
    SWITCHES,
    field_of,
    group_titles,
    preset_title,
    problem_in_words,
)
from tonk_desktop.ui.text.storage_words import storage_problem
from tonk_desktop.ui.text.translation import current_language, font_problem

_LEFT_GROUPS = ("deal", "automatic", "turn")
_RIGHT_GROUPS = ("hits", "settlement", "tonk")
_PRESETS = ("classic", "encyclopedia", "custom")


def _wrapped(text: str = "", object_name: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    if object_name:
        label.setObjectName(object_name)
    return label


def _explanation(text: str) -> QLabel:
    label = _wrapped(text)
    label.setProperty("role", "explanation")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.92)
    label.setFont(font)
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


def _problem_label(object_name: str) -> QLabel:
    label = _wrapped(object_name=object_name)
    label.setStyleSheet("color: #c62828; font-weight: bold;")
    label.hide()
    return label


class _CheckCaption(QLabel):
    """A check box's words as a wrapping label; clicking the words ticks the box."""

    def __init__(self, text: str, box: QCheckBox) -> None:
        super().__init__(text)
        self.setWordWrap(True)
        self.setBuddy(box)
        self._box = box
        box.setAccessibleName(text)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._box.isEnabled():
            self._box.click()


# ------------------------------------------------------------------- house rules


class RulesPage(QWidget):
    """Every switch of RULES.md, grouped, each with an explanation; presets and
    named rule sets at the top."""

    edited = Signal()

    def __init__(self, art: CardArt, qsettings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._qsettings = qsettings
        self._loading = False
        self._players = 3
        self.editors: dict[str, QCheckBox | QComboBox | QSpinBox] = {}
        self.problems: dict[str, QLabel] = {}
        self.rule_sets, self.notices = load_rule_sets(qsettings)

        outer = QVBoxLayout(self)
        outer.addLayout(self._build_top())
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 6, 0)
        titles = group_titles()
        for groups in (_LEFT_GROUPS, _RIGHT_GROUPS):
            column = QVBoxLayout()
            for group in groups:
                column.addWidget(self._build_group(group, titles[group]))
            column.addStretch(1)
            columns.addLayout(column, 1)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        note = _explanation(
            self.tr(
                "Changed rules take effect from the next round (a ledger session keeps its own "
                "until your next game); a round being played keeps the rules it was dealt with."
            )
        )
        note.setObjectName("nextRoundNote")
        outer.addWidget(note)

    # -- building

    def _build_top(self) -> QGridLayout:
        grid = QGridLayout()
        preset_label = QLabel(self.tr("Preset:"))
        self.preset = QComboBox()
        self.preset.setObjectName("preset")
        for name in _PRESETS:
            self.preset.addItem(preset_title(name), name)
        preset_label.setBuddy(self.preset)
        self.preset.activated.connect(self._on_preset_chosen)
        self.preset_note = _explanation("")
        grid.addWidget(preset_label, 0, 0)
        grid.addWidget(self.preset, 0, 1)
        grid.addWidget(self.preset_note, 0, 2, 1, 4)

        sets_label = QLabel(self.tr("Saved rules:"))
        self.sets = QComboBox()
        self.sets.setObjectName("ruleSets")
        self.sets.setMinimumContentsLength(12)
        sets_label.setBuddy(self.sets)
        self.load_button = QPushButton(self.tr("Load"))
        self.save_button = QPushButton(self.tr("Save as…"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.export_button = QPushButton(self.tr("Export…"))
        self.import_button = QPushButton(self.tr("Import…"))
        self.load_button.clicked.connect(self.load_selected_set)
        self.save_button.clicked.connect(self.save_current_set)
        self.delete_button.clicked.connect(self.delete_selected_set)
        self.export_button.clicked.connect(self.export_rules)
        self.import_button.clicked.connect(self.import_rules)
        buttons = QHBoxLayout()
        for button in (
            self.load_button,
            self.save_button,
            self.delete_button,
            self.export_button,
            self.import_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        grid.addWidget(sets_label, 1, 0)
        grid.addWidget(self.sets, 1, 1)
        grid.addLayout(buttons, 1, 2, 1, 4)
        self.sets_message = _explanation("")
        self.sets_message.setObjectName("ruleSetsMessage")
        grid.addWidget(self.sets_message, 2, 0, 1, 6)
        grid.setColumnStretch(5, 1)
        self._refresh_sets()
        return grid

    def _build_group(self, group: str, title: str) -> QGroupBox:
        box = QGroupBox(title)
        box.setObjectName(f"group_{group}")
        layout = QVBoxLayout(box)
        layout.setSpacing(4)
        for switch in SWITCHES:
            if switch.group != group:
                continue
            row = QVBoxLayout()
            row.setSpacing(1)
            editor = self._editor(switch.name)
            line = QHBoxLayout()
            if isinstance(editor, QCheckBox):
                # The words in a label beside the box, not the box's own text: a
                # QCheckBox cannot wrap, and Hungarian or Russian labels run long.
                caption = _CheckCaption(switch.label(), editor)
                line.addWidget(editor, 0, Qt.AlignmentFlag.AlignTop)
                line.addSpacing(4)
                line.addWidget(caption, 1)
            else:
                # The colon is the language's: Japanese writes a full-width "："
                label = _wrapped(self.tr("{label}:").replace("{label}", switch.label()))
                label.setBuddy(editor)
                line.addWidget(label, 1)
                line.addWidget(editor, 1 if isinstance(editor, QComboBox) else 0)
            row.addLayout(line)
            row.addWidget(_explanation(switch.explain()))
            problem = _problem_label(f"problem_{switch.name}")
            self.problems[switch.name] = problem
            row.addWidget(problem)
            example = self._example(switch.name)
            if example is not None:
                row.addWidget(example)
            layout.addLayout(row)
            layout.addSpacing(4)
        return box

    def _editor(self, name: str) -> QCheckBox | QComboBox | QSpinBox:
        switch = SWITCH_BY_NAME[name]
        editor: QCheckBox | QComboBox | QSpinBox
        if switch.choices is not None:
            combo = QComboBox()
            # Long choices are elided in the closed box (the list shows them whole),
            # so a long translation never pushes the page wider than the window.
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(14)
            for value, text in switch.choices():
                combo.addItem(text, value)
            combo.currentIndexChanged.connect(self._on_edit)
            editor = combo
        elif name == "joker_points":
            spin = QSpinBox()
            spin.setRange(0, 50)
            spin.setSuffix(self.tr(" points"))
            spin.valueChanged.connect(self._on_edit)
            editor = spin
        elif name == "knock_limit":
            spin = QSpinBox()
            spin.setRange(0, 200)
            spin.setSpecialValueText(self.tr("No limit"))
            spin.valueChanged.connect(self._on_edit)
            editor = spin
        else:
            check = QCheckBox()
            check.toggled.connect(self._on_edit)
            editor = check
        editor.setObjectName(f"rule_{name}")
        editor.setAccessibleName(switch.label())
        editor.setAccessibleDescription(switch.explain())
        self.editors[name] = editor
        return editor

    def _example(self, name: str) -> QWidget | None:
        """The small card pictures that say a switch better than words."""
        if name == "ace_points":
            return self._strips(
                ("AS 2S 3S", False, self.tr("A run")),
                ("QS KS AS", True, self.tr("Not a run")),
            )
        if name == "jokers":
            self.joker_run = CardStrip(self._art, "5H JK 7H")
            self.joker_run.setObjectName("exampleJokerRun")
            return self._strips_with(
                self.joker_run,
                self.tr("The joker fills the gap (6♥), and moves if the 6♥ is played"),
            )
        if name == "hit_runs_only":
            self.book_hit = CardStrip(self._art, "8C 8D 8H 8S")
            self.book_hit.setObjectName("exampleBookHit")
            run_hit = CardStrip(self._art, "4H 5H 6H 7H")
            box = QWidget()
            line = QHBoxLayout(box)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(self.book_hit)
            line.addWidget(run_hit)
            self.book_hit_caption = _explanation("")
            line.addWidget(self.book_hit_caption, 1)
            return box
        if name == "dead_books":
            self.dead_book = CardStrip(self._art, "7C 7D 7H 7S")
            self.dead_book.setObjectName("exampleDeadBook")
            return self._strips_with(self.dead_book, self.tr("Hit up to four: dead"))
        if name == "caught_rule":
            self.caught_example = CaughtExample(self._art)
            self.caught_example.setObjectName("exampleCaught")
            return self.caught_example
        return None

    def _strips(self, *strips: tuple[str, bool, str]) -> QWidget:
        box = QWidget()
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        for cards, crossed, caption in strips:
            strip = CardStrip(self._art, cards, crossed=crossed)
            line.addWidget(strip)
            line.addWidget(_explanation(caption))
        line.addStretch(1)
        return box

    def _strips_with(self, strip: CardStrip, caption: str) -> QWidget:
        box = QWidget()
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(strip)
        line.addWidget(_explanation(caption), 1)
        return box

    # -- values

    def set_players(self, players: int) -> None:
        """The seat count, which the rules need (it is set on the players tab)."""
        self._players = players
        self._after_edit()

    def values(self) -> dict[str, Any]:
        """The switches as HouseRules fields (not yet checked together)."""
        values: dict[str, Any] = {"players": self._players}
        for name, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                values[name] = editor.currentData()
            else:
                values[name] = editor.value()
        return values

    def set_values(self, values: Mapping[str, Any]) -> None:
        self._loading = True
        try:
            for name, value in values.items():
                editor = self.editors.get(name)
                if isinstance(editor, QCheckBox):
                    editor.setChecked(bool(value))
                elif isinstance(editor, QComboBox):
                    index = editor.findData(value)
                    if index >= 0:
                        editor.setCurrentIndex(index)
                elif isinstance(editor, QSpinBox):
                    editor.setValue(int(value))
        finally:
            self._loading = False
        self._after_edit()

    def rules(self) -> HouseRules:
        """The rules as set; ValueError naming the field when they cannot be played."""
        return HouseRules(**self.values())

    def problem(self) -> tuple[str, str] | None:
        """(field, message in words) of the combination that cannot be played, or None."""
        try:
            self.rules()
        except ValueError as error:
            message = str(error)
            field = field_of(message)
            return field, problem_in_words(field, message)
        return None

    def load_settings(self, settings: AppSettings) -> None:
        self._players = settings.rules.players
        self.set_values(settings.rules.to_dict())

    def save_settings(self, settings: AppSettings) -> AppSettings:
        return settings.replace(rules=self.rules())

    # -- reacting to edits

    def _on_edit(self) -> None:
        if not self._loading:
            self._after_edit()

    def _after_edit(self) -> None:
        values = self.values()
        found = self.problem()
        for name, label in self.problems.items():
            show = found is not None and found[0] == name
            label.setText(found[1] if show and found else "")
            label.setVisible(show)
        try:
            rules = HouseRules(**values)
        except ValueError:
            preset = "custom"
        else:
            preset = rules.preset_name()
        self.preset.setCurrentIndex(self.preset.findData(preset))
        self.preset_note.setText(
            self.tr("Editing any switch makes the rules Custom.")
            if preset != "custom"
            else self.tr("Choose Classic or Encyclopedia to start again from a preset.")
        )
        self._update_examples(values)
        self.edited.emit()

    def _update_examples(self, values: Mapping[str, Any]) -> None:
        self.joker_run.set_dimmed(values["jokers"] == 0)
        self.dead_book.set_dimmed(not values["dead_books"])
        runs_only = bool(values["hit_runs_only"])
        self.book_hit.set_crossed(runs_only)
        self.book_hit_caption.setText(
            self.tr("Hits on runs only: the 8♠ may not go on the book of eights.")
            if runs_only
            else self.tr("The 8♠ may hit the book of eights, the 7♥ the run.")
        )
        self.caught_example.set_caught_rule(values["caught_rule"])

    def _on_preset_chosen(self, index: int) -> None:
        name = self.preset.itemData(index)
        if name in ("classic", "encyclopedia"):
            self.set_values(HouseRules.preset(name).to_dict() | {"players": self._players})
        else:
            self._after_edit()  # "Custom" is a description, not a set of switches

    # -- named sets

    def _refresh_sets(self, select: str | None = None) -> None:
        current = select if select is not None else self.sets.currentText()
        self.sets.clear()
        for name in sorted(self.rule_sets, key=str.casefold):
            self.sets.addItem(name)
        index = self.sets.findText(current)
        if index >= 0:
            self.sets.setCurrentIndex(index)
        has_sets = self.sets.count() > 0
        self.load_button.setEnabled(has_sets)
        self.delete_button.setEnabled(has_sets)

    def _say(self, text: str) -> None:
        self.sets_message.setText(text)

    def load_selected_set(self) -> None:
        name = self.sets.currentText()
        rules = self.rule_sets.get(name)
        if rules is None:
            return
        # The seats stay as they are: a set shared by a four-player table still
        # loads at a three-player one (and says so if a switch needs two players).
        self.set_values(rules.to_dict() | {"players": self._players})
        self._say(self.tr("Loaded “{name}”.").replace("{name}", name))

    def save_current_set(self) -> None:
        problem = self.problem()
        if problem is not None:
            self._say(self.tr("These rules cannot be played, so they cannot be saved."))
            return
        suggestion = self.sets.currentText() or self.tr("Our house rules")
        name, ok = QInputDialog.getText(
            self, self.tr("Save house rules"), self.tr("Name for these rules:"), text=suggestion
        )
        name = clean_name(name)
        if not ok or not name:
            return
        same = [n for n in self.rule_sets if name_key(n) == name_key(name)]
        if same and self.rule_sets[same[0]] != self.rules():
            answer = QMessageBox.question(
                self,
                self.tr("Save house rules"),
                self.tr("Replace the saved rules “{name}” with these?").replace("{name}", same[0]),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        for old in same:  # "Ours" and "ours" are one set
            del self.rule_sets[old]
        self.rule_sets[name] = self.rules()
        self._refresh_sets(select=name)
        if self._store_sets(self.tr("Save house rules")):
            self._say(self.tr("Saved “{name}”.").replace("{name}", name))

    def _store_sets(self, title: str) -> bool:
        """Save the named sets; False (and say so) when the file refused them:
        they stay in this dialog, but the next start will not have them."""
        problem = save_rule_sets(self._qsettings, self.rule_sets)
        if problem is None:
            return True
        QMessageBox.warning(
            self,
            title,
            self.tr("The house rules were not saved: {why}. They are here until you quit.").replace(
                "{why}", problem
            ),
        )
        return False

    def delete_selected_set(self) -> None:
        name = self.sets.currentText()
        if name not in self.rule_sets:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete house rules"),
            self.tr("Delete the saved rules “{name}”?").replace("{name}", name),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        del self.rule_sets[name]
        self._refresh_sets()
        if self._store_sets(self.tr("Delete house rules")):
            self._say(self.tr("Deleted “{name}”.").replace("{name}", name))

    def export_rules(self) -> None:
        problem = self.problem()
        if problem is not None:
            self._say(self.tr("These rules cannot be played, so they cannot be exported."))
            return
        rules = self.rules()
        name = next((n for n, r in self.rule_sets.items() if r == rules), "")
        name = name or preset_title(rules.preset_name())
        name, ok = QInputDialog.getText(
            self, self.tr("Export house rules"), self.tr("Name for these rules:"), text=name
        )
        name = clean_name(name)
        if not ok or not name:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export house rules"),
            f"{file_name(name)}.tonk-rules.json",
            self.tr("Tonk house rules (*.json)"),
        )
        if not path:
            return
        try:
            Path(path).write_text(rules_to_json(name, rules), encoding="utf-8")
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Export house rules"),
                self.tr("The file could not be written: {why}").replace(
                    "{why}", storage_problem(error)
                ),
            )
            return
        self._say(
            self.tr("Exported “{name}” to {path}.").replace("{name}", name).replace("{path}", path)
        )

    def import_rules(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import house rules"),
            "",
            self.tr("Tonk house rules (*.json);;All files (*)"),
        )
        if not path:
            return
        try:
            with open(path, "rb") as stream:
                raw = stream.read(1_000_001)  # never the whole of a huge file (or /dev/zero)
            if len(raw) > 1_000_000:
                raise ValueError(self.tr("This file is far too big to be house rules."))
            name, rules = rules_from_json(raw.decode("utf-8-sig"))  # Notepad writes a BOM
        except (OSError, UnicodeDecodeError, ValueError) as error:
            why = str(error)
            if isinstance(error, UnicodeDecodeError):
                why = self.tr("This file is not a house-rules file (it is not text).")
            if len(why) > 400:  # a bad value can be a megabyte long: say enough to find it
                why = why[:400] + "…"
            QMessageBox.warning(
                self,
                self.tr("Import house rules"),
                self.tr("Nothing was imported from {path}.\n\n{why}")
                .replace("{path}", Path(path).name)
                .replace("{why}", why),
            )
            return
        if name in self.rule_sets and self.rule_sets[name] != rules:
            base, number = name, 2
            while f"{base} ({number})" in self.rule_sets:
                number += 1
            name = f"{base} ({number})"
        self.rule_sets[name] = rules
        self._refresh_sets(select=name)
        self.load_selected_set()
        if self._store_sets(self.tr("Import house rules")):
            self._say(self.tr("Imported “{name}” and loaded it.").replace("{name}", name))


# ---------------------------------------------------------------- players, stake


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
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        level_words = {
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal"),
            "hard": self.tr("Hard"),
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
            # Each field says which seat and what it sets: the grid's column
            # headings are not read with it.
            seat = str(i + 1)
            name.setAccessibleName(self.tr("Seat {n}: name").replace("{n}", seat))
            kind.setAccessibleName(self.tr("Seat {n}: played by").replace("{n}", seat))
            level.setAccessibleName(self.tr("Seat {n}: level").replace("{n}", seat))
            name.textChanged.connect(self._on_edit)
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
        self.seats_problem = _problem_label("problem_seats")
        seats_layout.addWidget(self.seats_problem)
        self.rules_problem = _problem_label("problem_players")
        seats_layout.addWidget(self.rules_problem)
        seats_layout.addWidget(
            _explanation(
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
        self.stake_problem_label = _problem_label("problem_stake")
        stake_form.addRow(self.stake_problem_label)
        stake_form.addRow(
            _explanation(
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
        return tuple(
            Seat(
                clean_name(self.names[i].text()),
                self.kinds[i].currentData(),
                self.levels[i].currentData(),
            )
            for i in range(self.count.value())
        )

    def currency_code(self) -> str:
        return self.currency.currentText().strip().upper()

    def stake_minor(self) -> int:
        decimals = stake_decimals(self.currency_code())
        return round(self.stake.value() * 10**decimals)  # type: ignore[no-any-return]

    def stake_problem(self) -> str | None:
        if not re.fullmatch(r"[A-Z]{3}", self.currency_code()):
            return self.tr("The currency needs a three-letter code, such as USD or EUR.")
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
            for i in range(4):
                seat = seats[i] if i < len(seats) else spare[i]
                self.names[i].setText(seat.name)
                self.kinds[i].setCurrentIndex(self.kinds[i].findData(seat.kind))
                self.levels[i].setCurrentIndex(self.levels[i].findData(seat.level))
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
        for label, problem in (
            (self.seats_problem, seats_problem(self.seats())),
            (self.stake_problem_label, self.stake_problem()),
        ):
            label.setText(problem or "")
            label.setVisible(problem is not None)
        self.edited.emit()


# ------------------------------------------------------------------ table, cards


class TablePage(QWidget):
    """The card back, table colour, two- or four-colour deck, animation speed, language."""

    edited = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._colour = TABLE_COLOURS[0]
        layout = QVBoxLayout(self)

        cards_box = QGroupBox(self.tr("Cards"))
        cards_layout = QVBoxLayout(cards_box)
        cards_layout.addWidget(QLabel(self.tr("Card back:")))
        self.backs = QListWidget()
        self.backs.setObjectName("cardBacks")
        self.backs.setViewMode(QListWidget.ViewMode.IconMode)
        self.backs.setFlow(QListWidget.Flow.LeftToRight)
        self.backs.setWrapping(False)
        self.backs.setMovement(QListWidget.Movement.Static)
        self.backs.setIconSize(QSize(56, 78))
        self.backs.setSpacing(6)
        self.backs.setFixedHeight(128)
        dpr = self.devicePixelRatioF()
        for back in art.backs():
            words = {
                "blue": self.tr("Blue"),
                "red": self.tr("Red"),
                "black": self.tr("Black"),
            }.get(back, back.capitalize())
            item = QListWidgetItem(QIcon(art.back_pixmap(56, dpr, back=back)), words)
            item.setData(Qt.ItemDataRole.UserRole, back)
            self.backs.addItem(item)
        self.backs.currentItemChanged.connect(self.edited)
        cards_layout.addWidget(self.backs)

        self.four_colour = QCheckBox(self.tr("Four-colour deck"))
        self.four_colour.setObjectName("fourColour")
        cards_layout.addWidget(self.four_colour)
        cards_layout.addWidget(
            _explanation(
                self.tr(
                    "Diamonds blue and clubs green, so the four suits never look alike at a glance."
                )
            )
        )
        self.preview = CardStrip(
            art, "AS KH QD JC", card_width=46, overlap=-0.15, four_colour=False
        )
        self.preview.setObjectName("fourColourPreview")
        cards_layout.addWidget(self.preview)
        self.four_colour.toggled.connect(self._on_four_colour)
        layout.addWidget(cards_box)

        table_box = QGroupBox(self.tr("Table"))
        form = QFormLayout(table_box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        swatches = QHBoxLayout()
        self.colour_group = QButtonGroup(self)
        self.colour_group.setExclusive(True)
        colour_names = {
            "#1f6b3a": self.tr("Green"),
            "#175a6e": self.tr("Teal"),
            "#7a1f2b": self.tr("Burgundy"),
            "#4a3b2a": self.tr("Brown"),
            "#3a3f47": self.tr("Slate grey"),
        }
        for colour in TABLE_COLOURS:
            button = QToolButton()
            button.setCheckable(True)
            button.setFixedSize(30, 24)
            button.setProperty("colour", colour)
            # Named for a screen reader (and a tooltip), not by its code.
            button.setAccessibleName(colour_names.get(colour, colour))
            button.setToolTip(colour_names.get(colour, colour))
            button.setStyleSheet(
                f"QToolButton {{ background: {colour}; border: 2px solid #888;"
                " border-radius: 4px; }"
                f"QToolButton:checked {{ border: 3px solid palette(highlight); }}"
            )
            self.colour_group.addButton(button)
            swatches.addWidget(button)
        # A button of its own, outside the swatches' group: the arrow keys walk
        # the swatches without opening a colour dialog, and Tab reaches it.
        self.other_colour = QPushButton(self.tr("Other…"))
        self.other_colour.setObjectName("otherColour")
        self.other_colour.clicked.connect(self._choose_colour)
        swatches.addWidget(self.other_colour)
        swatches.addStretch(1)
        self.colour_group.buttonClicked.connect(self._on_swatch)
        form.addRow(self.tr("Table colour:"), swatches)

        self.speed = QComboBox()
        self.speed.setObjectName("animationSpeed")
        speed_words = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant (no animation)"),
        }
        for speed in ANIMATION_SPEEDS:
            self.speed.addItem(speed_words[speed], speed)
        self.speed.currentIndexChanged.connect(self.edited)
        form.addRow(self.tr("Animation speed:"), self.speed)

        self.language = QComboBox()
        self.language.setObjectName("language")
        for language in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[language], language)
        self.language.currentIndexChanged.connect(self.edited)
        form.addRow(self.tr("Language:"), self.language)
        # Japanese needs a font the program does not bundle: say so before it shows boxes.
        self.font_warning = QLabel()
        self.font_warning.setObjectName("fontWarning")
        self.font_warning.setWordWrap(True)
        self.font_warning.hide()
        self.language.currentIndexChanged.connect(self._check_font)
        form.addRow(self.font_warning)
        layout.addWidget(table_box)
        layout.addStretch(1)

    def _check_font(self) -> None:
        problem = font_problem(str(self.language.currentData()))
        self.font_warning.setText(problem or "")
        self.font_warning.setVisible(problem is not None)

    def colour(self) -> str:
        return self._colour

    def set_colour(self, colour: str) -> None:
        self._colour = colour.lower()
        match = None
        for button in self.colour_group.buttons():
            if button.property("colour") == self._colour:
                match = button
        if match is not None:
            match.setChecked(True)
        else:  # a colour of the person's own: no swatch is it
            self.colour_group.setExclusive(False)
            for button in self.colour_group.buttons():
                button.setChecked(False)
            self.colour_group.setExclusive(True)
        self.other_colour.setToolTip(self._colour)
        self.edited.emit()

    def _on_swatch(self, button: QAbstractButton) -> None:
        colour = button.property("colour")
        if isinstance(colour, str):
            self.set_colour(colour)

    def _choose_colour(self) -> None:
        colour = QColorDialog.getColor(QColor(self._colour), self, self.tr("Table colour"))
        if colour.isValid():
            self.set_colour(colour.name())
        else:
            self.set_colour(self._colour)  # put the check back on the current swatch

    def _on_four_colour(self, on: bool) -> None:
        self.preview.set_four_colour(on)
        self.edited.emit()

    def card_back(self) -> str:
        item = self.backs.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return data if isinstance(data, str) else ""

    def load_settings(self, settings: AppSettings) -> None:
        for row in range(self.backs.count()):
            item = self.backs.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == settings.card_back:
                self.backs.setCurrentRow(row)
        if self.backs.currentRow() < 0 and self.backs.count():
            self.backs.setCurrentRow(0)
        self.four_colour.setChecked(settings.four_colour)
        self.preview.set_four_colour(settings.four_colour)
        self.set_colour(settings.table_colour)
        self.speed.setCurrentIndex(self.speed.findData(settings.animation_speed))
        self.language.setCurrentIndex(self.language.findData(settings.language))

    def save_settings(self, settings: AppSettings) -> AppSettings:
        return settings.replace(
            card_back=self.card_back() or settings.card_back,
            table_colour=self._colour,
            four_colour=self.four_colour.isChecked(),
            animation_speed=self.speed.currentData(),
            language=self.language.currentData(),
        )


# ------------------------------------------------------------------- the dialog


class SettingsDialog(QDialog):
    """Game ▸ Settings…: edits a copy of the settings; OK saves them to QSettings and
    emits the app-wide settingsChanged. `settings()` is what OK would save."""

    TABS = ("rules", "players", "table")

    def __init__(
        self,
        settings: AppSettings,
        qsettings: QSettings,
        art: CardArt | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self._original = settings
        self._qsettings = qsettings
        self._art = art if art is not None else CardArt(settings.four_colour, settings.card_back)
        self.rules_page = RulesPage(self._art, qsettings)
        self.players_page = PlayersPage()
        self.table_page = TablePage(self._art)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.rules_page, self.tr("House rules"))
        self.tabs.addTab(self.players_page, self.tr("Players and seats"))
        self.tabs.addTab(self.table_page, self.tr("Table and cards"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.problem_line = _problem_label("problem_summary")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.problem_line, 1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

        for page in (self.rules_page, self.players_page, self.table_page):
            page.edited.connect(self._check)
        self.players_page.players_changed.connect(self.rules_page.set_players)
        self.load_settings(settings)
        # Picking a language renames the seats nobody renamed ("Ann" -> "アン").
        self.table_page.language.currentIndexChanged.connect(self._name_seats_in_language)
        self.resize(980, 720)

    def _name_seats_in_language(self) -> None:
        names = self.players_page.names
        renamed = renamed_defaults(
            [field.text() for field in names], str(self.table_page.language.currentData())
        )
        for field, name in zip(names, renamed, strict=True):
            if field.text() != name:
                field.setText(name)

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    @property
    def notices(self) -> list[str]:
        """Problems met while reading the saved rule sets (for the status bar)."""
        return list(self.rules_page.notices)

    def show_tab(self, tab: str) -> None:
        self.tabs.setCurrentIndex(self.TABS.index(tab))

    def load_settings(self, settings: AppSettings) -> None:
        self.players_page.load_settings(settings)
        self.rules_page.load_settings(settings)
        self.table_page.load_settings(settings)
        self._check()

    def problems(self) -> list[str]:
        """Why the settings cannot be saved now; empty when OK may be pressed."""
        found: list[str] = []
        rules_problem = self.rules_page.problem()
        if rules_problem is not None:
            found.append(rules_problem[1])
        players_problem = self.players_page.problem()
        if players_problem is not None:
            found.append(players_problem)
        return found

    def settings(self) -> AppSettings:
        """The settings as shown; ValueError when they cannot be saved."""
        settings = self._original
        # Seats first: the rules' player count must match them.
        rules = self.rules_page.rules()
        settings = dataclasses.replace(settings, rules=rules, seats=self.players_page.seats())
        settings = self.players_page.save_settings(settings)
        return self.table_page.save_settings(settings)

    def _check(self) -> None:
        problems = self.problems()
        rules_problem = self.rules_page.problem()
        self.players_page.show_rules_problem(
            rules_problem[1] if rules_problem and rules_problem[0] == "double_double" else None
        )
        self.ok_button.setEnabled(not problems)
        self.problem_line.setText(
            self.tr("Cannot save yet: {why}").replace("{why}", problems[0]) if problems else ""
        )
        self.problem_line.setVisible(bool(problems))

    def accept(self) -> None:
        if self.problems():
            return
        settings = self.settings()
        problem = save_settings(self._qsettings, settings)
        self._original = settings
        super().accept()
        settings_signals().settingsChanged.emit(settings)
        if problem is not None:
            # They apply all the same, until the program is closed.
            QMessageBox.warning(
                self.parentWidget(),
                self.tr("Settings"),
                self.tr("The settings were not saved: {why}. They apply until you quit.").replace(
                    "{why}", problem
                ),
            )


# ------------------------------------------------------------------ screenshots


def render_settings_screenshot(
    path: str | Path, size: QSize | tuple[int, int] = (980, 720), tab: str = "rules"
) -> Path:
    """Draw the settings dialog (default settings, one tab: "rules", "players" or
    "table") into a PNG file. Uses a throwaway QSettings so nothing of the player's
    is read or changed."""
    width, height = (size.width(), size.height()) if isinstance(size, QSize) else size
    with tempfile.TemporaryDirectory() as folder:
        qsettings = QSettings(str(Path(folder) / "tonk.ini"), QSettings.Format.IniFormat)
        # The defaults, in the language the picture is drawn in (its selector included).
        language: Language = next((code for code in LANGUAGES if code == current_language()), "en")
        dialog = SettingsDialog(AppSettings(language=language), qsettings)
        dialog.show_tab(tab)
        dialog.resize(width, height)
        dialog.show()
        QCoreApplication.processEvents()
        image = dialog.grab()
        dialog.close()
        dialog.deleteLater()
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target)):
        raise OSError(f"could not write the screenshot to {target}")
    return target


def open_settings_dialog(
    settings: AppSettings,
    qsettings: QSettings,
    art: CardArt | None = None,
    parent: QWidget | None = None,
    on_saved: Callable[[AppSettings], None] | None = None,
) -> SettingsDialog:
    """Show the dialog (modal to `parent`); `on_saved` runs with the new settings."""
    dialog = SettingsDialog(settings, qsettings, art, parent)
    if on_saved is not None:
        dialog.accepted.connect(lambda: on_saved(dialog.settings()))
    dialog.open()
    return dialog
