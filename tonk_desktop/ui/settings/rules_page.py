"""The house-rules page: every switch of the rules, grouped, each with an
explanation and, where pictures say it better, a few cards; the presets and
the named rule sets (`rule_sets`) at the top. An impossible combination is
explained beside the switch that is wrong."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.engine import HouseRules, HouseRulesError
from tonk_desktop.ui.settings.examples import CardStrip, CaughtExample
from tonk_desktop.ui.settings.labels import CheckCaption, explanation, problem_label, wrapped
from tonk_desktop.ui.settings.rule_sets import NamedRuleSets
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import (
    AppSettings,
)
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.text.rules_words import (
    SWITCH_BY_NAME,
    SWITCHES,
    group_titles,
    preset_title,
    problem_in_words,
)

_LEFT_GROUPS = ("deal", "automatic", "turn")
_RIGHT_GROUPS = ("hits", "settlement", "tonk")
_PRESETS = ("classic", "encyclopedia", "custom")


class WheelNeedsFocus(QObject):
    """An event filter: a control without the focus hands the wheel to the page
    it sits on, which scrolls, instead of changing its value."""

    def __init__(self, page: QScrollArea) -> None:
        super().__init__(page)
        self._page = page

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Wheel
            and isinstance(watched, QWidget)
            and not watched.hasFocus()
        ):
            QCoreApplication.sendEvent(self._page.viewport(), event)
            return True
        return False


class RulesPage(QWidget):
    """Every switch of docs/rules.md, grouped, each with an explanation; presets and
    named rule sets at the top."""

    edited = Signal()

    def __init__(
        self, art: CardArt, qsettings: SettingsFile, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._art = art
        self._qsettings = qsettings
        self._loading = False
        self._players = 3
        self.editors: dict[str, QCheckBox | QComboBox | QSpinBox] = {}
        self.problems: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}

        outer = QVBoxLayout(self)
        outer.addLayout(self._build_top())
        scroll = QScrollArea()
        self._wheel_guard = WheelNeedsFocus(scroll)
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
        note = explanation(
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
        self.preset_note = explanation("")
        grid.addWidget(preset_label, 0, 0)
        grid.addWidget(self.preset, 0, 1)
        grid.addWidget(self.preset_note, 0, 2, 1, 4)

        self.named_sets = NamedRuleSets(self, self._qsettings, self._set_rules)
        self.named_sets.chosen.connect(self._load_rules)
        self.named_sets.add_to(grid, 1)
        grid.setColumnStretch(5, 1)
        return grid

    def _build_group(self, group: str, title: str) -> QGroupBox:
        box = QGroupBox(title)
        box.setObjectName(f"group_{group}")
        layout = QVBoxLayout(box)
        layout.setSpacing(4)
        if group == "automatic":
            # Shown with 7 or 9 cards, when the switches below are greyed out.
            self.five_card_note = explanation(
                self.tr(
                    "Only with five cards: seven or nine cards average about 45 points, so "
                    "nobody wins at the deal with them, whatever these switches say."
                )
            )
            self.five_card_note.setObjectName("fiveCardNote")
            self.five_card_note.setStyleSheet("font-weight: bold;")
            layout.addWidget(self.five_card_note)
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
                caption = CheckCaption(switch.label(), editor)
                self.captions[switch.name] = caption
                line.addWidget(editor, 0, Qt.AlignmentFlag.AlignTop)
                line.addSpacing(4)
                line.addWidget(caption, 1)
            else:
                # The colon is the language's: Japanese writes a full-width "："
                label = wrapped(self.tr("{label}:").replace("{label}", switch.label()))
                label.setBuddy(editor)
                self.captions[switch.name] = label
                line.addWidget(label, 1)
                line.addWidget(editor, 1 if isinstance(editor, QComboBox) else 0)
            row.addLayout(line)
            row.addWidget(explanation(switch.explain()))
            problem = problem_label(f"problem_{switch.name}")
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
        allowed = HouseRules.allowed(name)  # the rule's own declaration of its values
        editor: QCheckBox | QComboBox | QSpinBox
        if not allowed.is_range and not allowed.is_switch:
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
        elif allowed.is_range:
            spin = QSpinBox()
            spin.setRange(allowed.low, allowed.high)
            if name == "joker_points":
                spin.setSuffix(self.tr(" points"))
            elif name == "knock_limit":
                spin.setSpecialValueText(self.tr("No limit"))  # 0, the lowest
            spin.valueChanged.connect(self._on_edit)
            editor = spin
        else:
            check = QCheckBox()
            check.toggled.connect(self._on_edit)
            editor = check
        if not isinstance(editor, QCheckBox):
            # The wheel scrolls the page over a drop-down or a number, unless the
            # person clicked or tabbed into it first: a scroll never changes a rule.
            editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            editor.installEventFilter(self._wheel_guard)
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
            self.book_hit_caption = explanation("")
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
            line.addWidget(explanation(caption))
        line.addStretch(1)
        return box

    def _strips_with(self, strip: CardStrip, caption: str) -> QWidget:
        box = QWidget()
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(strip)
        line.addWidget(explanation(caption), 1)
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

    def _set_rules(self) -> HouseRules | None:
        """The rules as set, for a named set: playable at this table, else at
        another seat count (double-double is for two; the table's count is
        checked when the set is loaded). None when no table can play them."""
        values = self.values()
        for players in dict.fromkeys((self._players, 3, 2, 4)):
            try:
                return HouseRules(**(values | {"players": players}))
            except HouseRulesError:
                continue
        return None

    def _load_rules(self, rules: HouseRules) -> None:
        # The seats stay as they are: a set shared by a four-player table still
        # loads at a three-player one (and says so if a switch needs two players).
        self.set_values(rules.to_dict() | {"players": self._players})

    def problem(self) -> tuple[str, str] | None:
        """(field, message in words) of the combination that cannot be played, or None."""
        try:
            self.rules()
        except HouseRulesError as error:
            return error.field, problem_in_words(error)
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
        except HouseRulesError:
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
        self._show_five_card_rules(values)
        self.edited.emit()

    def _show_five_card_rules(self, values: Mapping[str, Any]) -> None:
        """Dealt tonks and low deals are five-card rules (docs/rules.md §3): with 7 or 9
        cards their switches are greyed out (their settings kept for five cards)
        and the note above them says why."""
        five = values.get("hand_size") == 5
        for name in ("dealt_tonk", "low_deal_13", "low_deal_9"):
            self.editors[name].setEnabled(five)
            caption = self.captions.get(name)
            if caption is not None:
                caption.setEnabled(five)
        self.five_card_note.setVisible(not five)

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
