"""The named house-rule sets: kept in the settings file as soon as they are saved,
deleted or imported (a library beside the settings, so Cancel does not undo
them), and shared as `.tonk-rules.json` files (export and import)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import OwnFileError, check_not_own, name_key
from tonk_desktop.ui.ledger.sessions import file_name
from tonk_desktop.ui.save_folder import remember_saved, suggested_path
from tonk_desktop.ui.settings.labels import explanation
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import (
    load_rule_sets,
    rules_from_json,
    rules_to_json,
    same_set,
    save_rule_sets,
    set_name,
)
from tonk_desktop.ui.text.plain import boxed
from tonk_desktop.ui.text.rules_words import (
    preset_title,
)
from tonk_desktop.ui.text.storage_words import storage_problem

TITLE_BAR_BUTTONS = 160  # pixels a title bar keeps for its icon and buttons


class NamedRuleSets(QObject):
    """The "Saved rules" row of the house-rules page: the saved sets, Load,
    Save as…, Delete, Export… and Import…. It asks the page for the rules as set
    (`current`: None when they cannot be played at any table) and hands a loaded
    set back through `chosen`. A set is the rules without the player count: the
    table's count is checked when a set is loaded, not when it is saved."""

    chosen = Signal(object)  # the HouseRules of the set loaded

    def __init__(
        self, page: QWidget, qsettings: SettingsFile, current: Callable[[], HouseRules | None]
    ) -> None:
        super().__init__(page)
        self._page = page
        self._qsettings = qsettings
        self._current = current
        self.rule_sets, self.notices = load_rule_sets(qsettings)
        self._label = QLabel(self.tr("Saved rules:"))
        self.sets = QComboBox()
        self.sets.setObjectName("ruleSets")
        self.sets.setMinimumContentsLength(12)
        self._label.setBuddy(self.sets)
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
        self.sets_message = explanation("")
        self.sets_message.setObjectName("ruleSetsMessage")
        # It names rule sets, which come from shared files: never rich text
        # (an <img src=...> in a name would show a local picture).
        self.sets_message.setTextFormat(Qt.TextFormat.PlainText)
        self._refresh_sets()

    def add_to(self, grid: QGridLayout, row: int) -> None:
        """Put the row (and its message line under it) into the page's grid."""
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
        grid.addWidget(self._label, row, 0)
        grid.addWidget(self.sets, row, 1)
        grid.addLayout(buttons, row, 2, 1, 4)
        grid.addWidget(self.sets_message, row + 1, 0, 1, 6)

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

    def ask_name(self, title: str, text: str) -> tuple[str, bool]:
        """A name for the rules, in a dialog wide enough for its whole title (a
        window manager cuts a title that does not fit: "Save h… rules")."""
        dialog = QInputDialog(self._page)
        dialog.setWindowTitle(title)
        dialog.setLabelText(self.tr("Name for these rules:"))
        dialog.setTextValue(text)
        # A title bar's font is often larger and bold: a quarter more room.
        room = QFontMetrics(dialog.font()).horizontalAdvance(title) * 5 // 4 + TITLE_BAR_BUTTONS
        edit = dialog.findChild(QLineEdit)  # the dialog's layout sizes it to its parts
        if edit is not None:
            edit.setMinimumWidth(room)
        accepted = dialog.exec() == QInputDialog.DialogCode.Accepted
        return dialog.textValue(), accepted

    def load_selected_set(self) -> None:
        name = self.sets.currentText()
        rules = self.rule_sets.get(name)
        if rules is None:
            return
        self.chosen.emit(rules)
        self._say(self.tr("Loaded “{name}”.").replace("{name}", name))

    def save_current_set(self) -> None:
        rules = self._current()
        if rules is None:
            self._say(self.tr("These rules cannot be played, so they cannot be saved."))
            return
        suggestion = self.sets.currentText() or self.tr("Our house rules")
        name, ok = self.ask_name(self.tr("Save house rules"), suggestion)
        name = set_name(name)
        if not ok or not name:
            return
        same = [n for n in self.rule_sets if name_key(n) == name_key(name)]
        if same and not same_set(self.rule_sets[same[0]], rules):
            answer = QMessageBox.question(
                self._page,
                self.tr("Save house rules"),
                boxed(
                    self.tr("Replace the saved rules “{name}” with these?").replace(
                        "{name}", same[0]
                    )
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        for old in same:  # "Ours" and "ours" are one set
            del self.rule_sets[old]
        self.rule_sets[name] = rules
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
            self._page,
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
            self._page,
            self.tr("Delete house rules"),
            boxed(self.tr("Delete the saved rules “{name}”?").replace("{name}", name)),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        del self.rule_sets[name]
        self._refresh_sets()
        if self._store_sets(self.tr("Delete house rules")):
            self._say(self.tr("Deleted “{name}”.").replace("{name}", name))

    def export_rules(self) -> None:
        rules = self._current()
        if rules is None:
            self._say(self.tr("These rules cannot be played, so they cannot be exported."))
            return
        name = next((n for n, r in self.rule_sets.items() if same_set(r, rules)), "")
        name = name or preset_title(rules.preset_name())
        name, ok = self.ask_name(self.tr("Export house rules"), name)
        name = set_name(name)
        if not ok or not name:
            return
        path, _ = QFileDialog.getSaveFileName(
            self._page,
            self.tr("Export house rules"),
            # In Documents or the last folder saved to, not the program's own.
            suggested_path(f"{file_name(name)}.tonk-rules.json"),
            self.tr("Tonk house rules (*.json)"),
        )
        if not path:
            return
        try:
            check_not_own(path)
            Path(path).write_text(rules_to_json(name, rules), encoding="utf-8")
            remember_saved(path)
        except (OSError, OwnFileError) as error:
            QMessageBox.warning(
                self._page,
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
            self._page,
            self.tr("Import house rules"),
            str(Path(suggested_path("x.json")).parent),
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
            if isinstance(error, IsADirectoryError):
                why = self.tr("This is a folder, not a house-rules file.")
            elif isinstance(error, OSError):
                why = storage_problem(error)  # not Python's "[Errno 13] ..."
            if isinstance(error, UnicodeDecodeError):
                why = self.tr("This file is not a house-rules file (it is not text).")
            if len(why) > 400:  # a bad value can be a megabyte long: say enough to find it
                why = why[:400] + "…"
            QMessageBox.warning(
                self._page,
                self.tr("Import house rules"),
                self.tr("Nothing was imported from {path}.\n\n{why}")
                .replace("{path}", Path(path).name)
                .replace("{why}", why),
            )
            return
        if name in self.rule_sets and not same_set(self.rule_sets[name], rules):
            base, number = name, 2
            while f"{base} ({number})" in self.rule_sets:
                number += 1
            name = f"{base} ({number})"
        self.rule_sets[name] = rules
        self._refresh_sets(select=name)
        self.load_selected_set()
        if self._store_sets(self.tr("Import house rules")):
            self._say(self.tr("Imported “{name}” and loaded it.").replace("{name}", name))
