"""The tour of the house rules this table plays: one page per switch that is on
(and the choices every table makes: hand size, aces, knocking, the caught
rule, a dry stock), each with the settings page's words and a card example.
The examples are data (`EXAMPLES`); the caught rule's is the settings page's
own live picture, paid by the engine's settlement."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLocale, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tonk_desktop.engine import HouseRules
from tonk_desktop.ui.settings.examples import CardStrip, CaughtExample
from tonk_desktop.ui.table.card_art import CardArt
from tonk_desktop.ui.text.reasons import card_name
from tonk_desktop.ui.text.rules_words import SWITCH_BY_NAME, SWITCHES

# Card examples per switch: (cards, crossed out: "not allowed").
EXAMPLES: dict[str, tuple[tuple[str, bool], ...]] = {
    "hand_size": (("5C 9D KS 2H 7S 4D QC 8H 3S", False),),
    "jokers": (("5H JK 7H", False),),
    "joker_points": (("JK", False),),
    "ace_points": (("AS 2S 3S", False), ("QS KS AS", True)),
    "initial_discard": (("KC", False),),
    "dealt_tonk": (("KS QH JD 10C 9S", False),),
    "low_deal_13": (("AS 2H 3D 4C 3S", False),),
    "low_deal_9": (("AS 2H 3D AC 2S", False),),
    "knock_timing": (("AS 2H 3C 2D 4S", False),),
    "knock_limit": (("AS 2H 3C 2D 4S", False),),
    "must_lay_spreads": (("9C 9D 9H", False),),
    "discard_back": (("8C", False),),
    "discard_must_meld": (("5C 6C 7C", False), ("8C", False)),
    "hit_runs_only": (("8C 8D 8H 8S", True), ("4H 5H 6H 7H", False)),
    "one_hit_per_turn": (("4H 5H 6H 7H", False),),
    "hit_penalty": (("4H 5H 6H 7H", False),),
    "dead_books": (("7C 7D 7H 7S", False),),
    "dry_tie": (("2C 3D", False), ("4H AS", False)),
    "tonk_needs_full_hand": (("4H 5H 6H 9S 9D 9C", False),),
    "tonk_needs_new_spread": (("4H 5H 6H", False), ("7H", False)),
    "double_double": (("4H 5H 6H 7H", False), ("8H", False)),
}

# Choices every table makes: shown whatever their value.
ALWAYS = ("hand_size", "ace_points", "knock_timing", "caught_rule", "dry_tie")


@dataclass(frozen=True, slots=True)
class TourStop:
    name: str  # the HouseRules field
    title: str
    text: str


def tour_stops(rules: HouseRules) -> list[TourStop]:
    """The switches this table plays, in the settings page's order, in words."""
    values = rules.to_dict()
    stops = []
    for switch in SWITCHES:
        value = values[switch.name]
        on = switch.name in ALWAYS or (value not in (False, 0, "off"))
        if switch.name == "joker_points" and not rules.jokers:
            on = False
        if not on:
            continue
        words = dict(switch.choices()).get(value) if switch.choice_words is not None else None
        if words is None and isinstance(value, int) and not isinstance(value, bool):
            words = str(value)
        if switch.in_force is not None:
            # Its explanation names both choices; the page says the one played.
            text = switch.in_force(value)
        else:
            text = switch.explain() if not words else f"{words}. {switch.explain()}"
        stops.append(TourStop(switch.name, switch.label(), text))
    return stops


class TourPage(QWidget):
    """One stop of the tour at a time, with its card example."""

    changed = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.rules = HouseRules()
        self.stops: list[TourStop] = []
        self.index = 0
        self.active = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setObjectName("tourHeading")
        font = QFont(self.heading.font())
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("tourText")
        self.text.setWordWrap(True)
        self.example = QWidget()
        self.example.setObjectName("tourExample")
        self.example_row = QHBoxLayout(self.example)
        self.example_row.setContentsMargins(0, 6, 0, 0)
        for widget in (self.heading, self.text, self.example):
            layout.addWidget(widget)
        self.hide()

    def start(self, rules: HouseRules | None = None) -> None:
        if rules is not None:
            self.rules = rules
        self.stops = tour_stops(self.rules)
        self.index = 0
        self.active = True
        self._show_stop()

    def stop(self) -> None:
        self.active = False
        self.changed.emit()

    def retranslate(self) -> None:
        if self.active:
            self.stops = tour_stops(self.rules)
            self._show_stop()

    def can_forward(self) -> bool:
        return self.index + 1 < len(self.stops)

    def can_back(self) -> bool:
        return self.index > 0

    def forward(self) -> None:
        if self.can_forward():
            self.index += 1
            self._show_stop()

    def back(self) -> None:
        if self.can_back():
            self.index -= 1
            self._show_stop()

    def counter_text(self) -> str:
        return (
            self.tr("{n} of {total}")
            .replace("{n}", QLocale().toString(self.index + 1))
            .replace("{total}", QLocale().toString(len(self.stops)))
        )

    def spoken(self) -> str:
        """The stop read out: its title, its words, and the example's cards."""
        if not self.stops:
            return ""
        stop = self.stops[self.index]
        words = (
            self.tr("{title}. {text}").replace("{title}", stop.title).replace("{text}", stop.text)
        )
        for strip in self.example.findChildren(CardStrip):
            cards = QLocale().createSeparatedList([card_name(card) for card in strip.cards])
            words = (
                self.tr("{words} Example: {cards}.")
                .replace("{cards}", cards)
                .replace("{words}", words)
            )
        return words

    def _show_stop(self) -> None:
        stop = self.stops[self.index]
        self.heading.setText(stop.title)
        self.text.setText(stop.text)
        while self.example_row.count():
            item = self.example_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        if stop.name == "caught_rule":
            self.example_row.addWidget(CaughtExample(self.art, self.rules.caught_rule))
        else:
            for cards, crossed in _example_for(stop.name, self.rules):
                self.example_row.addWidget(
                    CardStrip(self.art, cards, card_width=48, crossed=crossed)
                )
        self.example_row.addStretch(1)
        self.setAccessibleName(stop.title)
        self.setAccessibleDescription(self.spoken())
        self.changed.emit()


def _example_for(name: str, rules: HouseRules) -> tuple[tuple[str, bool], ...]:
    examples = EXAMPLES.get(name, ())
    if name == "hand_size":
        cards = examples[0][0].split()[: rules.hand_size]
        return ((" ".join(cards), False),)
    return examples


assert set(EXAMPLES) | {"caught_rule"} == set(SWITCH_BY_NAME)
