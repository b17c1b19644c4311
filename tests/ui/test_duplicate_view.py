"""The duplicate view (ui/review/duplicate_view.py): opened from the round
end with the keyboard, it shows the computer's result on the same cards beside
yours, the cards/play split, and a run can be cancelled."""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Callable, Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot
from tablekit import make_window, review_of, wait_for_your_turn

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.coach_process import live_processes
from tonk_desktop.ai.duplicate import DuplicateJob, DuplicateResult, play_duplicate
from tonk_desktop.engine import Card, Discard, Draw, Knock, LaySpread
from tonk_desktop.engine.deal_number import deal_deck
from tonk_desktop.engine.deal_of_the_day import daily_deal_number
from tonk_desktop.engine.history import read_history
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.review.duplicate_feature import DuplicateFeature, daily_line
from tonk_desktop.ui.review.duplicate_view import DuplicateDialog
from tonk_desktop.ui.review.session_duplicate_view import SessionDuplicateDialog

DAY = datetime.date(2026, 12, 1)


def knocked(qtbot: QtBot) -> MainWindow:
    """You lay the club run and knock on the next turn: a finished round."""
    window = make_window(qtbot)
    model = window.model
    model.apply(Draw("stock"), player=0)
    model.apply(LaySpread(tuple(Card.parse(n) for n in ("5C", "6C", "7C", "8C"))), player=0)
    model.apply(Discard(Card.parse("9H")), player=0)
    wait_for_your_turn(qtbot, window)
    model.apply(Knock(), player=0)
    qtbot.waitUntil(window.round_end.isVisible)
    return window


@contextlib.contextmanager
def in_language(code: str) -> Iterator[None]:
    """The window's words in `code` for the block, English after."""
    from tonk_desktop.ui.text.translation import install_language

    app = QGuiApplication.instance()
    assert app is not None
    install_language(app, code)
    try:
        yield
    finally:
        install_language(app, "en")


def ran_on_a_knocked_round(
    qtbot: QtBot,
    names: list[str],
    daily: Callable[[DuplicateResult], str] | None = None,
) -> DuplicateDialog:
    """A duplicate view shown while it replays a finished round once (you in
    seat 0), its result come."""
    window = knocked(qtbot)
    rnd = window.model.round
    assert rnd is not None
    dialog = DuplicateDialog(in_process=False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    kinds = (None, *(seat.level for seat in window.model.seats[1:]))
    dialog.run(read_history(rnd.to_history()), 0, list(kinds), names, replays=1, daily=daily)
    assert dialog.wait_for_result(60_000)
    return dialog


def dialog_of(window: MainWindow) -> DuplicateDialog:
    feature = DuplicateFeature.of(window)
    assert feature is not None and feature.dialog is not None, "no duplicate view open"
    return feature.dialog


def test_the_round_end_opens_it_with_the_keyboard_and_it_shows_the_figures(
    qtbot: QtBot,
) -> None:
    window = knocked(qtbot)
    button = window.round_end.duplicate_button
    assert button.isVisible() and button.text() == "&Computer's play"
    window.round_end.button.setFocus()  # Next round has the focus at a round's end
    QTest.keyClick(window.round_end.button, Qt.Key.Key_C, Qt.KeyboardModifier.ShiftModifier)
    dialog = dialog_of(window)
    assert dialog.isVisible()
    assert dialog.windowTitle() == "How would the computer have played these cards?"
    assert dialog.wait_for_result(60_000)
    rnd = window.model.round
    assert rnd is not None
    kinds = tuple(seat.level for seat in window.model.seats)
    expected = play_duplicate(DuplicateJob(read_history(rnd.to_history()), 0, kinds))
    assert dialog.outcome == expected
    assert rnd.result is not None
    assert dialog.you_net.text().replace("\u2212", "-") == f"{rnd.result.net[0]:+.2f}"
    assert dialog.hard_net.accessibleName() == "Hard in your seat (mean)"
    mean = expected.mean("hard")
    assert dialog.hard_net.text().replace("\u2212", "-") == f"{mean:+.2f}"
    assert dialog.cards_net.text() == dialog.hard_net.text()
    assert dialog.figures.isVisible() and "8 time" in dialog.note.text()
    assert live_processes() == []
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_cancel_stops_the_run_and_its_process(qtbot: QtBot) -> None:
    window = knocked(qtbot)
    feature = DuplicateFeature.of(window)
    assert feature is not None
    rnd = window.model.round
    assert rnd is not None
    dialog = feature.open(read_history(rnd.to_history()), window.model.seats, 0)
    dialog.run(read_history(rnd.to_history()), 0, ["hard", "hard", "hard"], ["A", "B", "C"], 200)
    assert dialog.is_running() and dialog.cancel_button.isVisible()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=30_000)
    QTest.keyClick(dialog.cancel_button, Qt.Key.Key_Space)
    assert not dialog.is_running() and dialog.status.text() == "The replay was cancelled."
    assert dialog.outcome is None
    dialog.shutdown()
    qtbot.waitUntil(lambda: live_processes() == [], timeout=5000)


def test_a_person_opponent_is_said_to_be_played_by_normal(qtbot: QtBot) -> None:
    window = knocked(qtbot)
    feature = DuplicateFeature.of(window)
    assert feature is not None
    rnd = window.model.round
    assert rnd is not None
    dialog = feature.open(read_history(rnd.to_history()), window.model.seats, 0)
    dialog.run(read_history(rnd.to_history()), 0, [None, None, "normal"], ["You", "Kim", "Bob"], 2)
    assert dialog.wait_for_result(60_000)
    assert "A person's seat (Kim) was played by normal." in dialog.note.text()


def test_from_the_review_it_replays_the_reviewed_round(qtbot: QtBot) -> None:
    window = knocked(qtbot)
    QTest.keyClick(window.round_end.button, Qt.Key.Key_R)
    review = review_of(window).controller
    assert review is not None
    feature = DuplicateFeature.of(window)
    assert feature is not None and feature.action.isEnabled()
    assert feature.action in window.game_menu.actions()
    QTest.keyClick(review.page.view, Qt.Key.Key_C, Qt.KeyboardModifier.ShiftModifier)
    dialog = dialog_of(window)
    assert dialog.wait_for_result(60_000)
    assert dialog.outcome is not None and dialog.outcome.seat == review.reviewed_seat


def test_the_deal_of_the_day_deals_its_number_and_gives_a_line_to_copy(qtbot: QtBot) -> None:
    window = make_window(qtbot, deal=False)
    feature = DuplicateFeature.of(window)
    assert feature is not None
    feature.today = lambda: DAY
    assert feature.daily_action in window.game_menu.actions()
    feature.daily_action.trigger()
    model = window.model
    assert model.deal_number == daily_deal_number(DAY, model.rules) == 1448914
    rnd = model.round
    assert rnd is not None and list(rnd.deck) == deal_deck(1448914)
    me = make_bot("normal", seed=1)
    while True:
        wait_for_your_turn(qtbot, window)
        if rnd.is_over:
            break
        while not rnd.is_over and rnd.current == 0:
            model.apply(me.choose(rnd.view(0)), player=0)
    dialog = dialog_of(window)
    assert dialog.wait_for_result(60_000) and dialog.outcome is not None
    hard = dialog.outcome.mean("hard")
    assert rnd.result is not None
    line = dialog.daily_line.text()
    assert dialog.daily.isVisible()
    you, hard_text = dialog.you_net.text(), dialog.hard_net.text()
    players = model.rules.players
    assert (
        line
        == f"Tonk deal 2026-12-01 Classic, {players} players: {you}, hard in my seat {hard_text}"
    )
    assert you.replace("\u2212", "-") == f"{rnd.result.net[0]:+.2f}"
    assert abs(float(hard_text.replace("\u2212", "-")) - hard) <= 0.0051
    QTest.keyClick(dialog.copy_button, Qt.Key.Key_Space)
    assert QGuiApplication.clipboard().text() == line


def test_the_line_to_copy_is_worded_from_the_result() -> None:
    result = DuplicateResult(0, 2, 2, {"hard": (1, 1), "normal": (0, 0)}, (None, "normal"))
    assert (
        daily_line(DAY, "Classic", 2, result)
        == "Tonk deal 2026-12-01 Classic, 2 players: +2.00, hard in my seat +1.00"
    )


def test_the_review_has_a_button_for_the_computers_play(qtbot: QtBot) -> None:
    window = knocked(qtbot)
    QTest.keyClick(window.round_end.button, Qt.Key.Key_R)
    review = review_of(window).controller
    assert review is not None
    button = review.page.duplicate_button
    assert button.isVisible() and button.isEnabled()
    assert button.text() == "&Computer's play"
    assert button.accessibleName() == "Computer's play"
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)
    dialog = dialog_of(window)
    assert dialog.isVisible()
    assert dialog.wait_for_result(60_000)
    assert dialog.outcome is not None and dialog.outcome.seat == review.reviewed_seat
    # A review's round is not the session in play: no whole-session button.
    assert not dialog.session_button.isVisible()


def test_the_figures_show_whole_once_the_run_is_done(qtbot: QtBot) -> None:
    """The dialog opens while it runs (the figures hidden) and grows to hold
    them when they come: no row is squeezed below its own height (Hungarian,
    the longest labels)."""
    with in_language("hu"):
        dialog = ran_on_a_knocked_round(qtbot, ["Te", "Ann", "Bob"])
        qtbot.waitUntil(lambda: dialog.figures.isVisible())
        labels = [dialog.you_label, dialog.hard_label, dialog.normal_label, dialog.note]
        assert all(label.height() >= label.heightForWidth(label.width()) for label in labels)


def test_the_figure_tab_stops_on_is_framed(qtbot: QtBot) -> None:
    """Tab stops on each figure, for a screen reader; the one with the focus
    is framed, so a person moving with Tab sees where it is (and so in the
    whole session's view)."""
    dialog = DuplicateDialog(in_process=False)
    qtbot.addWidget(dialog)
    dialog.outcome = DuplicateResult(0, 2, 2, {"hard": (1, 1), "normal": (0, 0)}, (None, "normal"))
    dialog.retranslate()
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    for label in (dialog.you_net, dialog.play_net, dialog.note):
        assert label.focusPolicy() & Qt.FocusPolicy.TabFocus
        before = label.grab().toImage()
        label.setFocus()
        qtbot.waitUntil(label.hasFocus)
        assert label.grab().toImage() != before, label.objectName()
    # The whole session's view: its words, Tab stops too.
    dialog.close()
    session = SessionDuplicateDialog(in_process=False)
    qtbot.addWidget(session)
    session.show()
    qtbot.waitExposed(session)
    session.activateWindow()
    for label in (session.status, session.note):
        label.setText("+1.00")
        label.show()  # the note shows once a run is done
        before = label.grab().toImage()
        label.setFocus()
        qtbot.waitUntil(label.hasFocus)
        assert label.grab().toImage() != before, label.objectName()


def test_the_line_to_copy_shows_on_one_line(qtbot: QtBot) -> None:
    """The deal of the day's line is shown whole on one line, as it is pasted
    (Japanese, whose line is the longest): the window widens to hold it."""
    with in_language("ja"):
        dialog = ran_on_a_knocked_round(
            qtbot,
            ["あなた", "Ann", "Bob"],
            daily=lambda result: daily_line(DAY, "クラシック", 3, result),
        )
        line = dialog.daily_line
        qtbot.waitUntil(line.isVisible)
        metrics = line.fontMetrics()
        assert line.height() < 2 * metrics.lineSpacing()
        assert line.contentsRect().width() >= metrics.horizontalAdvance(line.text())


def test_tab_goes_round_every_figure_and_the_line_to_copy(qtbot: QtBot) -> None:
    """From Close, Tab visits the words, each figure, the note, the deal of the
    day's line and its Copy button (a screen reader reads each as it stops),
    and comes back."""

    def line(result: DuplicateResult) -> str:
        return daily_line(DAY, "Classic", 3, result)

    dialog = ran_on_a_knocked_round(qtbot, ["You", "Ann", "Bob"], daily=line)
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    qtbot.waitUntil(close.hasFocus)
    visited = []
    for _ in range(10):
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget())
    assert visited == [
        dialog.status,
        dialog.you_net,
        dialog.hard_net,
        dialog.normal_net,
        dialog.cards_net,
        dialog.play_net,
        dialog.note,
        dialog.daily_line,
        dialog.copy_button,
        close,
    ]
    assert dialog.daily_line.accessibleName() == "The line to paste to friends"
