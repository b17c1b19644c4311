"""The coach in the review (issue 18): it analyses the reviewed seat as the
review opens, its marks flag the moves in the review's steps, a mark moves the
replay there, and the replay's position selects the mark."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot
from tablekit import make_window, review_of

from tonk_desktop.engine import Card, Discard, Draw, HouseRules, full_deck, parse_cards
from tonk_desktop.engine.history import HandHistory
from tonk_desktop.ui.review.coach_panel import CoachPanel
from tonk_desktop.ui.review.model import ReviewSource, seats_for
from tonk_desktop.ui.text.translation import install_language


def blunder() -> HandHistory:
    """Two players; player 1 draws the 9C to two spreads and throws it."""
    hand1, hand0 = parse_cards("3S 4S 5S 9H 9D"), parse_cards("KC QD JS 10H 4H")
    dealt = [card for pair in zip(hand1, hand0, strict=True) for card in pair]
    top = [*dealt, Card.parse("8D"), Card.parse("9C")]
    deck = tuple(top + [card for card in full_deck(0) if card not in top])
    return HandHistory(HouseRules(players=2), 0, deck, (Draw("stock"), Discard(Card.parse("9C"))))


def test_the_review_opens_with_the_coach_and_its_marks_on_the_steps(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    history = blunder()
    source = ReviewSource(history, seats_for(2, window.model.seats, 1), 1)
    assert review_of(window).open(source)
    controller = review_of(window).controller
    coach = review_of(window).coach
    assert controller is not None and isinstance(coach, CoachPanel)
    assert controller.page.side_panel is coach and coach.isVisible()
    qtbot.waitUntil(lambda: coach.review is not None, timeout=120_000)
    review = coach.review
    assert review is not None and review.seat == 1
    (mark,) = review.marks
    assert mark.step == 1 and mark.mark == "blunder"
    # The move is flagged in the steps (row 2: the discard that leads to step 2).
    steps = controller.page.steps
    qtbot.waitUntil(lambda: "⚑" in steps.item(2).text())
    assert "Blunder" in steps.item(2).text() and "⚑" not in steps.item(1).text()
    assert "better than holding it back" in steps.item(2).toolTip()
    # A click on the summary moves the replay to the position of the decision.
    item = coach.costly.item(0)
    QTest.mouseClick(
        coach.costly.viewport(),
        Qt.MouseButton.LeftButton,
        pos=coach.costly.visualItemRect(item).center(),
    )
    assert controller.step == 1
    # The replay moving elsewhere and back selects the mark again.
    controller.go_to(0)
    coach.marks.setCurrentRow(-1)
    controller.go_to(1)
    assert coach.marks.currentRow() == 0
    # Leaving the review takes the coach with it.
    review_of(window).leave()
    assert review_of(window).coach is None


def test_on_a_short_window_the_coach_scrolls_instead_of_squeezing(qtbot: QtBot) -> None:
    """Beside the ledger or on a small screen the panel's parts once overlapped
    (the session's trend over its chart) and its lines were cut at the right."""
    window = make_window(qtbot)
    window.resize(900, 520)
    source = ReviewSource(blunder(), seats_for(2, window.model.seats, 1), 1)
    assert review_of(window).open(source)
    coach = review_of(window).coach
    assert isinstance(coach, CoachPanel)
    qtbot.waitUntil(lambda: coach.review is not None, timeout=120_000)
    coach.session_box.show()  # the tallest the panel gets
    qtbot.wait(50)
    least = coach.minimumSizeHint()
    assert coach.height() >= least.height() and coach.width() >= least.width()
    controller = review_of(window).controller
    assert controller is not None
    scroll = controller.page.findChild(QScrollArea, "reviewSidePanel")
    assert scroll is not None and scroll.widget() is coach
    assert scroll.verticalScrollBar().maximum() > 0  # it scrolls: the window is shorter
    review_of(window).leave()


def test_the_coach_fits_beside_the_steps_in_every_language(
    qtbot: QtBot, app_language: QApplication
) -> None:
    """On the window's usual size, the panel's titles and lines wrap to the
    side's width in every language: nothing is cut off at the right, and the
    side never scrolls sideways (a group box's title once made the panel
    wider than the side)."""
    window = make_window(qtbot)
    window.resize(1100, 760)
    source = ReviewSource(blunder(), seats_for(2, window.model.seats, 1), 1)
    assert review_of(window).open(source)
    coach = review_of(window).coach
    controller = review_of(window).controller
    assert isinstance(coach, CoachPanel) and controller is not None
    qtbot.waitUntil(lambda: coach.review is not None, timeout=120_000)
    coach.session_box.show()
    coach.session_button.show()
    scroll = controller.page.findChild(QScrollArea, "reviewSidePanel")
    assert scroll is not None and scroll.widget() is coach
    for language in ("en", "ja", "hu", "ru"):
        install_language(app_language, language)
        qtbot.wait(50)
        assert coach.hindsight_box.title() and coach.summary_box.accessibleName()
        assert coach.minimumSizeHint().width() <= scroll.viewport().width(), language
        assert scroll.horizontalScrollBar().maximum() == 0, language
        assert coach.width() <= scroll.viewport().width(), language
    review_of(window).leave()
