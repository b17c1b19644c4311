"""The table says why a key or a gesture did nothing on its own signal
(`TableScene.move_refused`); the model's `refused` is the engine's alone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import make_window

from tonk_desktop.engine import Card, Discard


def test_a_key_that_does_nothing_is_said_by_the_table_not_the_model(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    scene, model, view = window.scene, window.model, window.view
    table_said: list[tuple[str, str]] = []
    model_said: list[tuple[str, str]] = []
    scene.move_refused.connect(lambda text, code: table_said.append((text, code)))
    model.refused.connect(lambda text, code: model_said.append((text, code)))
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_T)  # draw: now a discard is due
    scene.set_selected(scene.hand_order()[:2])
    QTest.keyClick(view, Qt.Key.Key_D)  # two cards selected: which one?
    assert table_said == [("Select just one card to discard.", "several_selected")]
    assert model_said == []
    assert window.statusBar().currentMessage() == "Select just one card to discard."


def test_the_engines_refusal_still_comes_from_the_model(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    scene, model = window.scene, window.model
    table_said: list[str] = []
    model_said: list[str] = []
    scene.move_refused.connect(lambda text, code: table_said.append(code))
    model.refused.connect(lambda text, code: model_said.append(code))
    card = next(iter(scene.hand_order()))
    assert scene.act(Discard(Card.parse(str(card)))) is not None  # draw first
    assert model_said and table_said == []


def test_a_long_message_stops_short_of_the_turn_prompt(qtbot: QtBot) -> None:
    # Before: a message longer than its room was cut off at the prompt's edge,
    # half a letter right against it ("…draw from the s▌Your turn: …").
    from PySide6.QtWidgets import QApplication

    window = make_window(qtbot)
    window.resize(900, 640)
    QApplication.processEvents()
    bar, prompt = window.statusBar(), window.prompt
    assert prompt.text()
    bar.showMessage("Not allowed: you may draw from the stock or the discard pile. " * 4)
    QApplication.processEvents()
    picture = bar.grab().toImage()
    background = picture.pixelColor(bar.width() // 2, 1)
    left = prompt.geometry().left()
    ink = [
        (x, y)
        for x in range(left - 8, left)
        for y in range(picture.height())
        if abs(picture.pixelColor(x, y).lightness() - background.lightness()) > 60
    ]
    assert ink == []
    assert bar.currentMessage().startswith("Not allowed")  # the whole message stays readable
