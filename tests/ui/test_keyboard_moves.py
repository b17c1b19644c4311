"""Up and Down choose among a card's moves from the keyboard: every spread it can
hit and the discard are highlighted in turn, and Enter plays the one shown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from tablekit import make_window

from tonk_desktop.engine import Card, Discard, Draw, Hit, LaySpread


def test_up_and_down_choose_a_move_and_enter_plays_it(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    view, scene, model = window.view, window.scene, window.model
    rnd = model.round
    assert rnd is not None
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Down)  # before the draw: the draws and the knock
    assert scene.hint in (Draw("stock"), Draw("discard"))
    QTest.keyClick(view, Qt.Key.Key_Escape)
    QTest.keyClick(view, Qt.Key.Key_T)
    model.apply(LaySpread(tuple(Card.parse(n) for n in ("5C", "6C", "7C"))), player=0)
    eight = Card.parse("8C")
    scene.set_selected([eight])
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.hint == Hit(eight, 0)
    assert "hit" in window.statusBar().currentMessage()
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.hint == Discard(eight)
    assert "discard" in window.statusBar().currentMessage()
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Up)  # wraps round to the discard again
    assert scene.hint == Discard(eight)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert rnd.discard_top == eight
    assert len(rnd.spreads[0].cards) == 3  # the run was not hit


def test_up_and_down_with_nothing_chosen_say_so(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    view, scene, model = window.view, window.scene, window.model
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_T)
    scene.set_selected([])
    scene.selection.focus = None
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.hint is None
    assert "select cards" in window.statusBar().currentMessage()
    assert model.round is not None and model.round.phase == "play"


def test_a_hinted_draw_lights_its_own_pile(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    scene = window.scene
    piles = [item for item in scene._items.values() if item.place[0] in ("stock", "discard")]
    assert {item.place[0] for item in piles} == {"stock", "discard"}
    for source, other in (("stock", "discard"), ("discard", "stock")):
        scene.set_hint(Draw(source))  # type: ignore[arg-type]
        lit = {item.place[0] for item in piles if item.lit == "hint"}
        assert lit == {source}, f"a hinted draw from the {source} lit the {other}"
    scene.set_hint(None)
    assert not [item for item in piles if item.lit == "hint"]
