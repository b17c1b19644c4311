"""The table-and-cards page: the card back, the card size, the table colour,
the two- or four-colour deck, the animation speed, the language, and the
sound's volume and mute (with why there is no sound, when there is none)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop.ui.settings.examples import CardStrip
from tonk_desktop.ui.settings.labels import explanation
from tonk_desktop.ui.settings.store import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    COMPUTER_PACES,
    LANGUAGE_NAMES,
    LANGUAGES,
    TABLE_COLOURS,
    AppSettings,
)
from tonk_desktop.ui.sound import shared_output
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.text.translation import font_problem


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

        # Larger cards for people who want them: the table lays out around them.
        size_row = QHBoxLayout()
        size_label = QLabel(self.tr("Card si&ze:"))
        self.card_size = QComboBox()
        self.card_size.setObjectName("cardSize")
        size_words = {
            "normal": self.tr("Normal"),
            "large": self.tr("Large"),
            "largest": self.tr("Largest"),
        }
        for size in CARD_SIZES:
            self.card_size.addItem(size_words[size], size)
        self.card_size.setToolTip(
            self.tr("Larger cards: the hands overlap more, and the table's height sets the limit")
        )
        size_label.setBuddy(self.card_size)
        self.card_size.currentIndexChanged.connect(self.edited)
        size_row.addWidget(size_label)
        size_row.addWidget(self.card_size)
        size_row.addStretch(1)
        cards_layout.addLayout(size_row)

        self.four_colour = QCheckBox(self.tr("Four-colour deck"))
        self.four_colour.setObjectName("fourColour")
        cards_layout.addWidget(self.four_colour)
        cards_layout.addWidget(
            explanation(
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

        # The computers' pace, apart from how fast cards slide: time to read each move.
        self.pace = QComboBox()
        self.pace.setObjectName("computerPace")
        pace_words = {
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal (a second a move)"),
            "slow": self.tr("Slow"),
            "very_slow": self.tr("Very slow"),
        }
        for pace in COMPUTER_PACES:
            self.pace.addItem(pace_words[pace], pace)
        self.pace.currentIndexChanged.connect(self.edited)
        form.addRow(self.tr("Computer players' pace:"), self.pace)
        self.pause_after_turn = QCheckBox(
            self.tr("Pause after each computer player's turn until I go on")
        )
        self.pause_after_turn.setObjectName("pauseAfterTurn")
        self.pause_after_turn.setToolTip(
            self.tr("Time to think: the next computer player waits for the Continue button (C)")
        )
        self.pause_after_turn.toggled.connect(self.edited)
        form.addRow(self.pause_after_turn)

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
        layout.addWidget(self._sound_box())
        layout.addStretch(1)

    def _sound_box(self) -> QGroupBox:
        """The volume, mute (the table's M key), and why there is no sound, if so."""
        box = QGroupBox(self.tr("Sound"))
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        row = QHBoxLayout()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("soundVolume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setMinimumWidth(220)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(40)
        row.addWidget(self.volume)
        row.addWidget(self.volume_value)
        label = QLabel(self.tr("&Volume:"))
        label.setBuddy(self.volume)
        form.addRow(label, row)
        self.sound_muted = QCheckBox(self.tr("Mute sound (M at the table)"))
        self.sound_muted.setObjectName("soundMuted")
        self.sound_muted.toggled.connect(self.edited)
        form.addRow(self.sound_muted)
        self.sound_status = QLabel()
        self.sound_status.setObjectName("soundStatus")
        self.sound_status.setWordWrap(True)
        problem = shared_output().problem()
        self.sound_status.setText(
            self.tr("Sound is unavailable: {why}. The game plays silently.").replace(
                "{why}", problem
            )
            if problem
            else ""
        )
        self.sound_status.setVisible(bool(problem))
        form.addRow(self.sound_status)
        # Without sound the volume moves nothing: greyed, the reason on it too
        # (its setting is kept for when sound works again).
        for widget in (label, self.volume, self.volume_value):
            widget.setEnabled(not problem)
            widget.setToolTip(self.sound_status.text())
        # Moving the volume plays a card's sound at it, once the slider rests.
        self._preview = QTimer(self)
        self._preview.setSingleShot(True)
        self._preview.setInterval(250)
        self._preview.timeout.connect(self._play_preview)
        self.volume.valueChanged.connect(self._on_volume)
        return box

    def _on_volume(self, value: int) -> None:
        self.volume_value.setText(self.tr("{volume}%").replace("{volume}", str(value)))
        self.volume.setAccessibleDescription(self.volume_value.text())
        self.edited.emit()
        if self.isVisible():
            self._preview.start()

    def _play_preview(self) -> None:
        if not self.sound_muted.isChecked() and self.volume.value() > 0:
            shared_output().play("card", self.volume.value() / 100)

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
        self.card_size.setCurrentIndex(self.card_size.findData(settings.card_size))
        self.four_colour.setChecked(settings.four_colour)
        self.preview.set_four_colour(settings.four_colour)
        self.set_colour(settings.table_colour)
        self.speed.setCurrentIndex(self.speed.findData(settings.animation_speed))
        self.pace.setCurrentIndex(self.pace.findData(settings.computer_pace))
        self.pause_after_turn.setChecked(settings.pause_after_turn)
        self.language.setCurrentIndex(self.language.findData(settings.language))
        self.volume.setValue(settings.sound_volume)
        self._on_volume(settings.sound_volume)  # the figure beside it, even when unchanged
        self._preview.stop()
        self.sound_muted.setChecked(settings.sound_muted)

    def save_settings(self, settings: AppSettings) -> AppSettings:
        return settings.replace(
            card_back=self.card_back() or settings.card_back,
            table_colour=self._colour,
            four_colour=self.four_colour.isChecked(),
            card_size=self.card_size.currentData(),
            computer_pace=self.pace.currentData(),
            pause_after_turn=self.pause_after_turn.isChecked(),
            animation_speed=self.speed.currentData(),
            language=self.language.currentData(),
            sound_volume=self.volume.value(),
            sound_muted=self.sound_muted.isChecked(),
        )
