"""The coach's panel (ui/review/coach_panel.py): a real analysis on its worker
thread, jumps from the summary by mouse and keyboard, cancelling, the session
view, and every language."""

from __future__ import annotations

import dataclasses
import random

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.coach import (
    CoachSettings,
    Decision,
    MoveValue,
    RoundReview,
    review_round,
    summarize_session,
)
from tonk_desktop.engine import Card, Discard, Draw, HouseRules, Round, full_deck, parse_cards
from tonk_desktop.engine.history import HandHistory, read_history
from tonk_desktop.ui.review.coach_panel import CoachPanel, SessionRound
from tonk_desktop.ui.review.coach_words import units
from tonk_desktop.ui.text.translation import install_language

QUICK = CoachSettings(samples=64, weighed=128)
TWO = HouseRules(players=2)


def stacked(first: str, second: str, up_card: str, stock_top: str) -> tuple[Card, ...]:
    hand1, hand0 = parse_cards(first), parse_cards(second)
    dealt = [card for pair in zip(hand1, hand0, strict=True) for card in pair]
    top = [*dealt, Card.parse(up_card), *parse_cards(stock_top)]
    return tuple(top + [card for card in full_deck(0) if card not in top])


# Player 1 draws the 9C to two spreads and throws it: a sure tonk thrown away.
BLUNDER = HandHistory(
    TWO,
    0,
    stacked("3S 4S 5S 9H 9D", "KC QD JS 10H 4H", "8D", "9C"),
    (Draw("stock"), Discard(Card.parse("9C"))),
)


def long_round(seed: int) -> HandHistory:
    for attempt in range(40):
        rnd = Round.deal(HouseRules(players=3), dealer=0, rng=random.Random(seed * 50 + attempt))
        bots = [make_bot("normal", seed + i) for i in range(3)]
        while not rnd.is_over:
            rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
        if len(rnd.events) >= 30:
            return read_history(rnd.to_history())
    raise AssertionError("no long round")


def panel_for(qtbot: QtBot) -> CoachPanel:
    panel = CoachPanel(settings=QUICK)
    qtbot.addWidget(panel)
    panel.resize(480, 800)
    panel.show()
    return panel


def test_the_analysis_runs_on_a_worker_and_the_summary_jumps(qtbot: QtBot) -> None:
    panel = panel_for(qtbot)
    with qtbot.waitSignal(panel.analysis_finished, timeout=60_000):
        panel.analyse(BLUNDER, 1, ["Ann", "Bob"])
        assert panel.is_running() and panel.progress.isVisible()
    assert not panel.is_running() and not panel.progress.isVisible()
    assert panel.review is not None and len(panel.review.marks) == 1
    assert panel.costly.count() == 1 and panel.marks.count() == 1
    assert "Blunder" in panel.marks.item(0).text()
    assert "discard 9♣" in panel.marks.item(0).text()
    assert "was better than holding it back." in panel.marks.item(0).text()
    assert "Bob" in panel.total_label.text()
    # Hindsight, apart and labelled: laying the spreads would have won 2.
    assert "Hindsight" in panel.hindsight_box.title()
    assert "+2.00" in panel.hindsight.text()
    # A click on the summary asks the replay to go to the position of the move.
    item = panel.costly.item(0)
    where = panel.costly.visualItemRect(item).center()
    with qtbot.waitSignal(panel.jump_requested) as jumped:
        QTest.mouseClick(panel.costly.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert jumped.args == [1]
    # And so does Enter, from the keyboard.
    panel.marks.setFocus()
    panel.marks.setCurrentRow(0)
    with qtbot.waitSignal(panel.jump_requested) as jumped:
        QTest.keyClick(panel.marks, Qt.Key.Key_Return)
    assert jumped.args == [1]
    # The replay moving to the decision selects its mark, focus staying put.
    panel.costly.setFocus()
    panel.marks.setCurrentRow(-1)
    panel.follow_step(0)
    assert panel.marks.currentRow() == -1
    panel.follow_step(1)
    assert panel.marks.currentRow() == 0 and panel.costly.hasFocus()


def test_the_analysis_can_be_cancelled(qtbot: QtBot) -> None:
    panel = panel_for(qtbot)
    panel.analyse(long_round(3), 1)
    assert panel.is_running()
    with qtbot.assertNotEmitted(panel.analysis_finished, wait=300):
        QTest.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
        assert panel.wait(30_000)
    assert not panel.is_running() and panel.review is None
    assert panel.status.text() == "The analysis was cancelled."
    assert panel.costly.count() == 0


def test_a_new_analysis_replaces_one_under_way(qtbot: QtBot) -> None:
    panel = panel_for(qtbot)
    panel.analyse(long_round(3), 1)
    with qtbot.waitSignal(panel.analysis_finished, timeout=60_000):
        panel.analyse(BLUNDER, 1)
    assert panel.review == review_round(BLUNDER, 1, QUICK)


def test_the_session_view_shows_each_persons_cost_and_trend(qtbot: QtBot) -> None:
    panel = panel_for(qtbot)
    panel.set_names(["Ann", "Bob"])
    assert not panel.session_button.isVisible()
    panel.set_session_rounds([SessionRound(BLUNDER, (1,)), SessionRound(BLUNDER, (0, 1))], 2)
    assert panel.session_button.isVisible() and "(2)" in panel.session_button.text()
    with qtbot.waitSignal(panel.analysis_finished, timeout=60_000):
        QTest.mouseClick(panel.session_button, Qt.MouseButton.LeftButton)
    assert panel.summary is not None and panel.session_box.isVisible()
    bob = panel.summary.costs[0][1]
    assert bob is not None and bob > 1
    assert "Bob:" in panel.trend.text() and "steady" in panel.trend.text()
    assert panel.chart.accessibleDescription() == panel.trend.text()


def test_the_panel_speaks_every_language(qtbot: QtBot, app_language: QApplication) -> None:
    review = review_round(BLUNDER, 1, QUICK)
    summary = summarize_session([{1: review}, {0: review_round(BLUNDER, 0, QUICK)}], 2)
    panel = panel_for(qtbot)
    panel.set_names(["Ann", "Bob"])
    panel.show_review(review)
    panel.show_session(summary)
    english = (panel.title.text(), panel.marks.item(0).text(), panel.hindsight_box.title())
    for language in ("ja", "hu", "ru"):
        install_language(app_language, language)
        QCoreApplication.processEvents()
        texts = (panel.title.text(), panel.marks.item(0).text(), panel.hindsight_box.title())
        assert all(texts) and all(a != b for a, b in zip(texts, english, strict=True)), language
        assert "9♣" in texts[1]
        assert not panel.grab().isNull()
    install_language(app_language, "en")
    QCoreApplication.processEvents()
    assert panel.title.text() == "Coach"


def test_leaving_mid_analysis_stops_the_worker(qtbot: QtBot) -> None:
    panel = CoachPanel(settings=QUICK)
    seen: list[int] = []
    panel._signals.progress.connect(lambda _job, done, _total: seen.append(done))
    panel.analyse(long_round(3), 1)
    panel.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert QThreadPool.globalInstance().waitForDone(30_000)
    QCoreApplication.processEvents()
    # The review has many decisions; it stopped after at most the one under way.
    assert len(seen) <= 1


def test_the_panel_writes_its_units_as_the_language_writes_numbers(
    qtbot: QtBot, app_language: QApplication
) -> None:
    """A cost of 0.26 units reads "0,26" in Hungarian and Russian, as the
    money on the table does, and "0.26" in English; a loss has a true minus."""
    review = review_round(BLUNDER, 1, QUICK)
    panel = panel_for(qtbot)
    panel.set_names(["Ann", "Bob"])
    panel.show_review(review)
    decision = next(d for d in review.decisions if d.mark is not None)
    english = f"{decision.cost:.2f}"
    assert english in panel.marks.item(0).text()
    for language in ("hu", "ru"):
        install_language(app_language, language)
        QCoreApplication.processEvents()
        assert english.replace(".", ",") in panel.marks.item(0).text(), language
    install_language(app_language, "en")
    QCoreApplication.processEvents()
    assert units(-1) == "\N{MINUS SIGN}1.00" and units(0.5) == "+0.50"


def test_the_review_says_where_the_hint_would_have_played_otherwise(qtbot: QtBot) -> None:
    """Issue 31: on deal 462201289 at four, the J♠ taken for nothing was
    weighed against the hint's draw from the stock and found too small to
    mark; the review says so rather than only "no costly decision"."""
    top = Card.parse("JS")
    pile, stock = Draw("discard"), Draw("stock")
    values = (MoveValue(pile, -0.98, 0.0), MoveValue(stock, -0.94, 0.05))
    drawn = Decision(6, pile, stock, values, 0.03, 0.03, None, None, top, hint=stock)
    agreed = Decision(
        8, Discard(Card.parse("QH")), Discard(Card.parse("QH")), (), 0.0, 0.0, None, None
    )
    agreed = dataclasses.replace(agreed, hint=agreed.chosen)
    panel = panel_for(qtbot)
    panel.set_names(["You", "Ann", "Bob", "Cal"])
    panel.show_review(RoundReview(0, (drawn, agreed), 3))
    assert panel.status.text() == (
        "No costly decision found among your 2 decisions. The hint would have played otherwise at"
        " move 7 (draw from the stock); the coach found the difference too small to mark."
    )
    panel.show_review(RoundReview(0, (agreed,), 1))
    assert panel.status.text() == "No costly decision found: you made 1 decision."


def test_the_coach_counts_decisions_in_plural_forms(qapp: QApplication) -> None:
    # Before: "1 of your 1 decisions", "among your 2": counts pasted into one form.
    from tonk_desktop.ui.text.translation import install_language

    def said(text: str, count: int) -> str:
        return QCoreApplication.translate("CoachPanel", text, None, count)

    install_language(qapp, "en")
    assert said("{count} of your %n decisions marked.", 1) == "{count} of your 1 decision marked."
    assert said("{count} of your %n decisions marked.", 2) == "{count} of your 2 decisions marked."
    none = "No costly decision found among your %n decisions."
    assert said(none, 2) == "No costly decision found among your 2 decisions."
    install_language(qapp, "ru")
    try:
        assert "(5)" in said(none, 5) and "(2)" in said(none, 2)
    finally:
        install_language(qapp, "en")
