"""What a screen reader finds on the table: the round's result and the hot-seat
cover among the table's children; no hidden hand read out under the cover; a
card that left your hand keeps no focus; the stock once; named controls."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QComboBox, QToolButton
from pytestqt.qtbot import QtBot
from tablekit import make_window, settings_of

from tonk_desktop.engine import Card, Discard, Draw, Knock, LaySpread, Seat
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.settings.dialog import SettingsDialog
from tonk_desktop.ui.settings.feature import install_settings, model_from_settings
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings
from tonk_desktop.ui.table.hot_seat import HotSeatModel


@pytest.fixture
def screen_reader(monkeypatch: pytest.MonkeyPatch) -> list[tuple[QAccessible.Event, str]]:
    """A screen reader listening: each event the program sends, with what it
    says (a focused card's name, an announcement's words), read as it is sent."""
    heard: list[tuple[QAccessible.Event, str]] = []

    def hear(event: QAccessibleEvent) -> None:
        kind = event.type()
        if kind == QAccessible.Event.Announcement:
            heard.append((kind, event.message()))  # type: ignore[attr-defined]
            return
        interface = event.accessibleInterface()
        heard.append((kind, interface.text(QAccessible.Text.Name) if interface else ""))

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(hear))
    return heard


def children(interface: QAccessibleInterface) -> list[QAccessibleInterface]:
    found = [interface.child(i) for i in range(interface.childCount())]
    return [child for child in found if child is not None]


def table(window: MainWindow) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(window.view)
    assert interface is not None
    return interface


def names(interface: QAccessibleInterface) -> list[str]:
    return [child.text(QAccessible.Text.Name) for child in children(interface)]


def test_the_round_end_result_is_among_the_tables_children(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.model.apply(Knock(), player=0)
    qtbot.waitUntil(window.round_end.isVisible, timeout=2000)
    interface = table(window)
    panel = children(interface)[0]
    assert panel.text(QAccessible.Text.Name) == "Knocked low"
    assert "You knocked with the lowest hand" in panel.text(QAccessible.Text.Description)
    assert "paid you" in panel.text(QAccessible.Text.Description)
    assert interface.indexOfChild(panel) == 0
    assert names(interface).count("Stock") <= 1  # the stock once, not once per card drawn


def test_a_card_that_left_your_hand_keeps_no_focus(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    scene = window.scene
    window.model.apply(Draw("stock"), player=0)  # the 8 of clubs
    scene.move_focus(1)  # the five of clubs
    run = tuple(Card.parse(n) for n in ("5C", "6C", "7C", "8C"))
    window.model.apply(LaySpread(run), player=0)
    interface = table(window)
    focused = [
        child.text(QAccessible.Text.Name) for child in children(interface) if child.state().focused
    ]
    assert len(focused) <= 1
    spread = [c for c in children(interface) if c.text(QAccessible.Text.Name) == "Five of clubs"]
    assert spread and not spread[0].state().focused
    assert spread[0].text(QAccessible.Text.Description) == "in your spread"


def test_the_hot_seat_cover_hides_the_hand_from_a_screen_reader_too(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = AppSettings(seats=(Seat("Ann"), Seat("Bob"), Seat("Cal", "easy")))
    qsettings = SettingsFile(tmp_path / "settings.json")
    model = model_from_settings(settings, seed=1)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, seed=1, start=False)
    window.bots.paused = True
    qtbot.addWidget(window)
    install_settings(window, settings, [], qsettings)
    window.resize(1100, 760)
    window.show()
    assert isinstance(model, HotSeatModel)
    model.new_game()
    QApplication.processEvents()
    rnd = model.round
    assert rnd is not None
    settings_feature = settings_of(window)
    assert settings_feature is not None and settings_feature.hot_seat is not None
    overlay = settings_feature.hot_seat.overlay
    if rnd.current == model.you:  # Ann plays first: pass the turn on to Bob
        model.apply(Draw("stock"))
        model.apply(next(a for a in rnd.legal_actions()))
    qtbot.waitUntil(overlay.isVisible, timeout=2000)
    interface = table(window)
    found = names(interface)
    assert found == [overlay.message()]  # the cover, and not one card under it
    cover = children(interface)[0]
    assert cover.text(QAccessible.Text.Description) == "Every hand is hidden until then."


def test_settings_controls_say_what_they_set(qtbot: QtBot, tmp_path: Path) -> None:
    qsettings = SettingsFile(tmp_path / "settings.json")
    dialog = SettingsDialog(AppSettings(), qsettings)
    qtbot.addWidget(dialog)
    swatches = [b for b in dialog.findChildren(QToolButton) if b.property("colour")]
    assert {b.accessibleName() for b in swatches} >= {"Green", "Burgundy"}
    assert not any(b.accessibleName().startswith("#") for b in swatches)
    kind = dialog.findChild(QComboBox, "seatKind1")
    assert kind is not None and kind.accessibleName() == "Seat 2: played by"


def test_moving_over_your_hand_is_announced_once_a_move(
    qtbot: QtBot, screen_reader: list[tuple[QAccessible.Event, str]]
) -> None:
    window = make_window(qtbot)
    interface = table(window)  # the table's interface listens from now on
    screen_reader.clear()
    scene = window.scene
    scene.move_focus(1)
    scene.move_focus(1)
    scene.sync()  # a redraw alone says nothing
    scene.toggle_selected(1)  # selecting the focused card says it again
    said = [text for kind, text in screen_reader if kind == QAccessible.Event.Focus]
    assert said == ["Five of clubs", "Six of clubs", "Six of clubs"]
    assert interface.focusChild() is not None


def test_the_players_plates_are_read_after_the_cards(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    interface = table(window)
    found = names(interface)
    plates = found[-3:]
    assert plates[0].startswith("You, ") and plates[0].endswith("to play")
    assert "Hand: 29 points" in plates[0]
    assert plates[1].startswith("Ann, ") and "5 cards" in plates[1]
    assert plates[2].startswith("Bob, ") and "deals" in plates[2]
    last = children(interface)[-1]
    assert last.role() == QAccessible.Role.StaticText
    assert interface.indexOfChild(last) == len(found) - 1


def test_what_the_others_do_is_told_to_a_screen_reader(
    qtbot: QtBot, screen_reader: list[tuple[QAccessible.Event, str]]
) -> None:
    def told() -> list[str]:
        return [text for kind, text in screen_reader if kind == QAccessible.Event.Announcement]

    window = make_window(qtbot)
    window.model.apply(Draw("stock"), player=0)
    window.model.apply(Discard(Card.parse("9H")), player=0)
    qtbot.waitUntil(lambda: any(line.startswith("Ann ") for line in told()), timeout=3000)
    assert "You discarded 9♥" in told()
    assert told()[-1] in window.log.lines()
