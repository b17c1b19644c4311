"""Learn to play (issue 19): every lesson played to its end through the real
window (keys, clicks and drags on the viewport), a wrong move tried at every
step (refused, explained, the lesson goes on), Show me, the first-start offer,
progress kept, the open-cards practice, and the screenshot view."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QImage, QPolygonF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from tablekit import card, click, drag, make_window, point_of

from tonk_desktop.engine import Card, DeclareTonk, Discard, Draw, Hit, Knock, LaySpread
from tonk_desktop.ui.lessons.feature import LessonsFeature, install_lessons
from tonk_desktop.ui.lessons.lesson import Lesson, Step
from tonk_desktop.ui.lessons.progress import LessonProgress
from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.table.items import CardItem


def ini(tmp_path: Path) -> SettingsFile:
    return SettingsFile(tmp_path / "settings.json")


@pytest.fixture
def taught(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, LessonsFeature]:
    window = make_window(qtbot, players=3, deal=False)
    return window, install_lessons(window, ini(tmp_path))


def key(window: MainWindow, which: Qt.Key) -> None:
    window.view.setFocus()
    QTest.keyClick(window.view, which)


def select(window: MainWindow, names: list[str]) -> None:
    """Clear the selection (Esc), then click each card: real clicks."""
    key(window, Qt.Key.Key_Escape)
    for name in names:
        click(window, point_of(window, card(window, name)))
    assert [str(c) for c in window.scene.selected_cards()] == sorted(
        names, key=lambda n: [str(c) for c in window.scene.hand_order()].index(n)
    )


def play(window: MainWindow, step: Step) -> None:
    """The step's move, made as a person makes it."""
    action = step.action()
    if isinstance(action, Draw):
        key(window, Qt.Key.Key_T if action.source == "stock" else Qt.Key.Key_P)
    elif isinstance(action, Knock):
        key(window, Qt.Key.Key_K)
    elif isinstance(action, DeclareTonk):
        QTest.mouseClick(window.declare_button, Qt.MouseButton.LeftButton)
    elif isinstance(action, Discard):
        select(window, [str(action.card)])
        key(window, Qt.Key.Key_D)
    elif isinstance(action, LaySpread):
        select(window, [str(c) for c in action.cards])
        key(window, Qt.Key.Key_S)
    elif isinstance(action, Hit):
        key(window, Qt.Key.Key_Escape)
        items = window.scene.spread_items(action.spread_index)
        drag(window, point_of(window, card(window, str(action.card))), point_of(window, items[0]))
    else:  # pragma: no cover - every lesson move is one of the above
        raise AssertionError(action)


def play_wrong(window: MainWindow, step: Step) -> None:
    """Another move than the step's: a person's slip."""
    action = step.action()
    rnd = window.model.round
    assert rnd is not None
    if step.is_read or isinstance(action, (Knock, DeclareTonk)):
        key(window, Qt.Key.Key_T)  # a draw instead
    elif isinstance(action, Draw):
        key(window, Qt.Key.Key_P if action.source == "stock" else Qt.Key.Key_T)
    else:
        # After the draw: throw away a card the step wants kept (or another one).
        wanted = {action.card} if isinstance(action, (Discard, Hit)) else set()
        throw: Card | None = action.cards[0] if isinstance(action, LaySpread) else None
        if throw is None:
            throw = next((c for c in rnd.hand(window.model.you) if c not in wanted), None)
        if throw is None:  # only the expected card is left: knock instead
            key(window, Qt.Key.Key_K)
            return
        select(window, [str(throw)])
        key(window, Qt.Key.Key_D)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.key for lesson in LESSONS])
def test_every_lesson_plays_to_its_end_and_refuses_a_wrong_move_at_every_step(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature], lesson: Lesson
) -> None:
    window, lessons = taught
    tutor = lessons.tutor
    assert lessons.start(lesson.key)
    assert lessons.panel.isVisible()
    tried = 0
    for _ in range(80):
        if tutor.is_complete:
            break
        step = tutor.step()
        if step is None:
            tutor.next_page()  # the next deal
            continue
        if step.by != 0:
            here = (tutor.deal_index, tutor.position())

            def moved_on(here: tuple[int, int | None] = here) -> bool:
                return (tutor.deal_index, tutor.position()) != here

            qtbot.waitUntil(moved_on, timeout=5000)
            continue
        rnd = window.model.round
        assert rnd is not None
        before = (tutor.deal_index, tutor.position(), len(rnd.history))
        # The panel says the step, and a screen reader reads it with the target.
        assert lessons.panel.text.text() == tutor.step_text() != ""
        assert tutor.step_text() in lessons.panel.text.accessibleName()
        # A wrong move: refused, explained, and the lesson stays where it was.
        play_wrong(window, step)
        assert (tutor.deal_index, tutor.position(), len(rnd.history)) == before
        assert tutor.feedback, "a wrong move is explained"
        assert lessons.panel.feedback.isVisible()
        assert lessons.panel.feedback.text() == tutor.feedback
        expected = step.action()
        if expected is not None:
            assert "Instead:" in tutor.feedback
            assert window.describe(expected) in tutor.feedback
        assert window.statusBar().currentMessage() == tutor.feedback
        tried += 1
        # The right move (or Next, with the keyboard on the Next button).
        if step.is_read:
            assert lessons.panel.next_button.isEnabled()
            QTest.keyClick(lessons.panel.next_button, Qt.Key.Key_Return)
        else:
            play(window, step)
            assert not tutor.feedback, "the right move clears the explanation"

        def done(before: tuple[int, int | None, int] = before) -> bool:
            return (tutor.deal_index, tutor.position()) != before[:2] or tutor.is_complete

        qtbot.waitUntil(done, timeout=5000)
    assert tutor.is_complete
    assert tried == len([s for deal in lesson.deals for s in deal.steps if s.by == 0])
    assert lessons.progress.is_done(lesson.key)
    assert "Lesson done" in lessons.panel.text.text()


def test_show_me_makes_each_move_and_the_lesson_never_sticks(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    tutor = lessons.tutor
    lessons.start("hits")
    for _ in range(60):
        if tutor.is_complete:
            break
        step = tutor.step()
        if step is not None and step.by != 0:
            qtbot.wait(5)
            continue
        QTest.mouseClick(lessons.panel.show_button, Qt.MouseButton.LeftButton)
        qtbot.wait(5)
    assert tutor.is_complete
    rnd = window.model.round
    assert rnd is not None and rnd.result is not None and rnd.result.kind == "went_out"


def test_the_target_is_lit_on_the_table_and_the_knock_button(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    lessons.start("cards")
    tutor = lessons.tutor
    QTest.keyClick(lessons.panel.next_button, Qt.Key.Key_Return)  # page 1
    QTest.keyClick(lessons.panel.next_button, Qt.Key.Key_Return)  # page 2
    stock = window.scene.zone(
        __import__("tonk_desktop.ui.table.gestures", fromlist=["STOCK"]).STOCK
    )
    assert stock is not None
    assert tutor.highlight.rects == [stock.rect]
    assert "the stock" in tutor.target_text()
    lessons.start("knock")
    assert window.knock_button.property("lessonLit") is True
    assert window.knock_button.accessibleDescription()
    assert tutor.highlight.rects == []


def test_a_lit_card_is_framed_by_its_own_outline_and_the_frame_rises_with_it(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    """Lesson 1's second page lights the K♦ and the A♥. Each frame is the card's
    own tilted outline, covered by the card lying over it (a box round the tilted
    card crossed the A♥'s face), and it rises with the K♦ when it is selected."""
    window, lessons = taught
    lessons.start("cards")
    tutor = lessons.tutor
    QTest.keyClick(lessons.panel.next_button, Qt.Key.Key_Return)  # the badge's page
    king, ace = card(window, "KD"), card(window, "AH")
    # Where a box round the K♦ would have run, the A♥'s face shows, not the glow.
    box = king.resting_rect()
    shot = window.view.viewport().grab().toImage()
    assert ace.zValue() > king.zValue()
    for tenth in range(2, 9):
        spot = box.topRight() + QPointF(3, box.height() * tenth / 10)
        assert ace.contains(ace.mapFromScene(spot))
        colour = QColor(shot.pixel(window.view.mapFromScene(spot)))
        orange = colour.red() > 220 and abs(colour.green() - 120) < 40 and colour.blue() < 90
        assert not orange, (tenth, colour.name())
    glows = tutor.highlight.glows()
    assert [glow.parentItem() for glow in glows] == [ace, king] or [
        glow.parentItem() for glow in glows
    ] == [king, ace]
    king_glow = next(glow for glow in glows if glow.parentItem() is king)

    def corners(polygon: QPolygonF) -> list[tuple[float, float]]:
        return [(round(polygon.at(i).x(), 1), round(polygon.at(i).y(), 1)) for i in range(4)]

    def outline(item: CardItem) -> list[tuple[float, float]]:
        return corners(item.mapToScene(QRectF(0, 0, item.width, item.height)))

    assert corners(king_glow.frame()) == outline(king)
    # Selected, the K♦ rises, and its frame with it.
    before = outline(king)
    click(window, point_of(window, king))
    assert window.scene.selected_cards() == [Card.parse("KD")]
    qtbot.waitUntil(lambda: outline(king) != before and king.pos() == king.rest_pos)
    assert corners(king_glow.frame()) == outline(king)
    assert outline(king)[0][1] < before[0][1]
    # The arrow points at the first card lit, the A♥, and rises with it too.
    tip = tutor.highlight.arrow_tip()
    assert tip is not None
    click(window, point_of(window, ace))
    qtbot.waitUntil(lambda: tutor.highlight.arrow_tip() != tip and ace.pos() == ace.rest_pos)
    now = ace.mapRectToScene(QRectF(0, 0, ace.width, ace.height))
    assert tutor.highlight.arrow_tip() == QPointF(now.center().x(), now.top() - 5)


def test_hint_in_a_lesson_is_the_lessons_own_move(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    lessons.start("draw")
    key(window, Qt.Key.Key_H)
    assert window.scene.hint == Draw("discard")
    assert "fits your cards" in window.statusBar().currentMessage()


def test_ending_a_lesson_gives_the_table_back(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    rules_before = window.model.upcoming[0]
    lessons.start("stakes")
    assert window.model.players == 3 and window.bots.paused
    lessons.start("cards")
    assert window.model.players == 2
    QTest.mouseClick(lessons.panel.end_button, Qt.MouseButton.LeftButton)
    assert not lessons.tutor.active and not lessons.panel.isVisible()
    assert window.model.rules == rules_before
    assert window.scene.move_guard is None
    assert not window.bots.paused


def test_the_first_start_offer_shows_once_and_remembers_no(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, deal=False)
    lessons = install_lessons(window, ini(tmp_path))
    box = lessons.offer_once()
    assert box is not None and box.isVisible()
    # Nothing is dealt behind it: the window waits for the answer.
    assert box.windowModality() == Qt.WindowModality.WindowModal
    no = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    QTest.mouseClick(no, Qt.MouseButton.LeftButton)
    assert LessonProgress(ini(tmp_path)).offer_answered()
    assert lessons.dialog is None  # "no" opens nothing
    again = make_window(qtbot, deal=False)
    assert install_lessons(again, ini(tmp_path)).offer_once() is None


def test_a_window_made_without_the_offer_never_asks(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, deal=False)
    install_lessons(window, ini(tmp_path))  # as tests and screenshots do
    qtbot.wait(20)
    assert window.findChild(QMessageBox, "lessonOffer") is None


def test_progress_persists_and_any_lesson_replays(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, deal=False)
    lessons = install_lessons(window, ini(tmp_path))
    lessons.start("dealt")
    for _ in range(10):
        lessons.tutor.show_me()
        if lessons.tutor.is_complete:
            break
    assert lessons.tutor.is_complete
    assert LessonProgress(ini(tmp_path)).done() == {"dealt"}
    dialog = lessons.open_list()
    assert "✓" in dialog.list.item(6).text()
    assert "✓" not in dialog.list.item(0).text()
    assert dialog.chosen() == "cards"  # the first not done
    dialog.choose("dealt")
    dialog.accept()
    assert lessons.tutor.lesson is not None and lessons.tutor.lesson.key == "dealt"
    assert not lessons.tutor.is_complete  # played again from its start


def test_a_screen_reader_names_the_lesson_list(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    """The list of lessons has a name of its own and the intro as its
    description: a screen reader landing on it says what it is a list of."""
    _window, lessons = taught
    dialog = lessons.open_list()
    assert dialog.list.accessibleName() == "Lessons"
    assert dialog.list.accessibleDescription() == dialog.intro.text()


def test_bad_stored_progress_counts_as_nothing_done(qtbot: QtBot, tmp_path: Path) -> None:
    qsettings = ini(tmp_path)
    qsettings.setValue("lessons/done", "cards,no-such-lesson,,")
    qsettings.setValue("lessons/offer_answered", "perhaps")
    progress = LessonProgress(qsettings)
    assert progress.done() == {"cards"}
    assert not progress.offer_answered()


def test_practice_with_open_cards_shows_every_hand_and_explains_the_hint(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    dialog = lessons.open_list()
    QTest.mouseClick(dialog.practice_button, Qt.MouseButton.LeftButton)
    assert lessons.tutor.practice and window.scene.open_hands
    rnd = window.model.round
    assert rnd is not None
    for player in range(1, rnd.players):
        for c in rnd.hand(player):
            item = window.scene.item_for(c)
            assert item is not None and item.face_up and item.place == ("shown", player)
    qtbot.waitUntil(
        lambda: (
            window.model.round is not None
            and window.model.round.current == window.model.you
            and window.model.round.phase == "start"
        ),
        timeout=5000,
    )
    key(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=5000)
    message = window.statusBar().currentMessage()
    assert message.startswith("Hint:") and "(" in message
    assert message in lessons.panel.text.text()
    key(window, Qt.Key.Key_Return)  # the hint played: its reason leaves the panel
    assert "Hint:" not in lessons.panel.text.text()
    QTest.mouseClick(lessons.panel.end_button, Qt.MouseButton.LeftButton)
    assert not window.scene.open_hands
    assert window.scene.item_for(Card.parse("2C")) is None or all(
        item.place[0] != "shown" for item in window.scene.accessible_items()
    )


def test_the_tour_shows_each_switch_on_with_a_card_example(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    from tonk_desktop.engine import HouseRules
    from tonk_desktop.ui.lessons.tour import tour_stops
    from tonk_desktop.ui.settings.examples import CardStrip

    window, lessons = taught
    rules = HouseRules().replace(players=3, must_lay_spreads=True, dead_books=True)
    window.model.configure(rules, window.model.seats, window.model.stake_minor)
    lessons.tour()
    panel = lessons.panel
    names = [stop.name for stop in tour_stops(rules)]
    assert "must_lay_spreads" in names and "dead_books" in names
    assert "double_double" not in names
    seen = []
    for _ in names:
        seen.append(panel.tour.stops[panel.tour.index].name)
        assert panel.tour.example.findChildren(CardStrip) or seen[-1] == "caught_rule"
        QTest.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert seen == names


@pytest.mark.parametrize(
    ("timing", "said", "not_said"),
    [
        ("before_draw", "only at the start of your turn, instead of drawing", "later"),
        ("any_time", "at the start of your turn or later, before discarding", "only"),
    ],
)
def test_the_tours_knock_page_says_the_one_rule_in_force(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature], timing: str, said: str, not_said: str
) -> None:
    """The page on when you may knock read as both rules at once ("Knock only
    instead of drawing, or also later…"); it says the rule this table plays."""
    from tonk_desktop.engine import HouseRules

    window, lessons = taught
    rules = HouseRules().replace(players=3, knock_timing=timing)
    window.model.configure(rules, window.model.seats, window.model.stake_minor)
    lessons.tour()
    tour = lessons.panel.tour
    while tour.stops[tour.index].name != "knock_timing":
        QTest.mouseClick(lessons.panel.next_button, Qt.MouseButton.LeftButton)
    page = tour.text.text()
    assert said in page and not_said not in page, page
    assert page in tour.spoken()


def test_screenshot_of_a_lesson_step(qtbot: QtBot, tmp_path: Path) -> None:
    from tonk_desktop.__main__ import main

    out = tmp_path / "lesson.png"
    assert main(["--screenshot", str(out), "--view", "lesson:4:3", "--size", "900x640"]) == 0
    assert out.stat().st_size > 1000
    with pytest.raises(SystemExit):
        main(["--screenshot", str(out), "--view", "lesson:99"])


def test_screenshot_of_the_tour_has_the_players_table_under_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The tour explains the rules beside the player's own table, dealt: its
    picture shows a table with cards on it, not bare felt with a dealer button."""
    from tonk_desktop.__main__ import main

    out = tmp_path / "tour.png"
    assert main(["--screenshot", str(out), "--view", "lesson:tour", "--size", "1100x760"]) == 0
    image = QImage(str(out))
    # The table's middle (the lesson panel, with its own card pictures, is at the
    # left; the menu and status bars, light too, above and below).
    white = 0
    for x in range(image.width() // 3, 2 * image.width() // 3, 4):
        for y in range(image.height() // 10, 9 * image.height() // 10, 4):
            color = QColor(image.pixel(x, y))
            white += min(color.red(), color.green(), color.blue()) > 235
    assert white > 500  # the cards' faces


def test_a_lesson_by_keyboard_alone(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    """Lesson 1 with keys only, each sent to the widget that has the focus:
    Enter on the Next button (it takes the focus on a page), T, then the arrows
    and Space to choose the K♦, and D."""
    window, lessons = taught
    window.activateWindow()
    lessons.start("cards")
    tutor = lessons.tutor

    def press(which: Qt.Key) -> None:
        target = window.focusWidget() or window.view
        QTest.keyClick(target, which)

    for _ in range(2):  # the two pages
        assert window.focusWidget() is lessons.panel.next_button
        press(Qt.Key.Key_Return)
    assert window.focusWidget() is window.view  # back on the cards for the move
    press(Qt.Key.Key_T)
    rnd = window.model.round
    assert rnd is not None and len(rnd.history) == 1
    order = [str(c) for c in window.scene.hand_order()]
    for _ in range(order.index("KD") + 1):
        press(Qt.Key.Key_Right)
    assert window.scene.focused_card() == Card.parse("KD")
    press(Qt.Key.Key_Space)
    press(Qt.Key.Key_D)
    assert tutor.is_complete
    assert lessons.panel.next_button.text() == "&Next lesson"


def test_next_round_in_a_lesson_deals_the_lessons_next_deal(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    lessons.start("knock")
    key(window, Qt.Key.Key_K)
    rnd = window.model.round
    assert rnd is not None and rnd.result is not None and rnd.result.kind == "knock"
    assert "4px solid #ff7828" in window.round_end.styleSheet()  # the result is lit
    key(window, Qt.Key.Key_N)  # Next round, with the page about the result unread
    anns = tuple(Card.parse(n) for n in ["AH", "2C", "3D", "AD", "2S"])
    qtbot.waitUntil(
        lambda: window.model.round is not None and window.model.round.hand(1) == anns,
        timeout=5000,
    )
    assert lessons.tutor.deal_index == 1
    assert lessons.tutor.step() is not None and lessons.tutor.step().expect == "knock"  # type: ignore[union-attr]
    assert "4px" not in window.round_end.styleSheet()


def test_next_round_in_a_lesson_deals_no_random_round_first(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    """Next round puts the lesson's next deal on the table directly: no round of
    random cards is dealt (drawn, sounded, announced) before it replaces it; at
    the lesson's last deal, the player's own table comes back with one deal."""
    window, lessons = taught
    dealt: list[tuple[Card, ...]] = []

    def on_change(change: object) -> None:
        rnd = window.model.round
        if getattr(change, "kind", "") == "deal" and rnd is not None:
            dealt.append(rnd.hand(1))

    window.model.changed.connect(on_change)
    lessons.start("knock")
    dealt.clear()
    key(window, Qt.Key.Key_K)
    key(window, Qt.Key.Key_N)
    anns = tuple(Card.parse(n) for n in ["AH", "2C", "3D", "AD", "2S"])
    qtbot.waitUntil(lambda: lessons.tutor.deal_index == 1, timeout=5000)
    qtbot.wait(50)
    assert dealt == [anns]
    while (step := lessons.tutor.step()) is not None:
        if step.by == 0:
            lessons.tutor.show_me()
        else:
            qtbot.waitUntil(lambda s=step: lessons.tutor.step() is not s, timeout=5000)  # type: ignore[misc]
    rnd = window.model.round
    assert rnd is not None and rnd.is_over and lessons.tutor.is_complete
    dealt.clear()
    key(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: not lessons.tutor.active, timeout=5000)
    qtbot.wait(50)
    assert len(dealt) == 1 and window.model.players == 3  # the player's own table


def test_undo_takes_a_lesson_back_a_step(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    tutor = lessons.tutor
    lessons.start("draw")
    key(window, Qt.Key.Key_P)
    play(window, tutor.step())  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: tutor.position() == 4, timeout=5000)  # Ann has played
    assert window.model.undo()
    assert tutor.position() == 0
    assert tutor.step() is not None and tutor.step().expect == "draw discard"  # type: ignore[union-attr]


def test_lesson_rounds_stay_out_of_statistics_and_the_autosave(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    lessons.start("knock")
    key(window, Qt.Key.Key_K)
    assert window.model.round_practised  # not counted, as a round with a turn taken back
    QTest.mouseClick(lessons.panel.end_button, Qt.MouseButton.LeftButton)
    assert not window.model.unrecorded and not window.model.round_practised


def test_a_screen_reader_hears_each_step_its_target_and_a_refusal(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature], monkeypatch: pytest.MonkeyPatch
) -> None:
    heard: list[str] = []

    def hear(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Announcement:
            heard.append(event.message())  # type: ignore[attr-defined]

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(hear))
    window, lessons = taught
    lessons.start("draw")
    assert any("8♣" in text and "Lit: the discard pile." in text for text in heard)
    heard.clear()
    key(window, Qt.Key.Key_T)  # the stock, where the lesson wants the pile
    assert heard and heard[-1].startswith("Not this move now.")
    assert "Instead: take the discard." in heard[-1]
    name = lessons.panel.text.accessibleName()
    assert "Lit: the discard pile." in name and "Instead:" in name


def test_yes_to_the_offer_starts_the_first_lesson(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, deal=False)
    lessons = install_lessons(window, ini(tmp_path), offer=True)
    qtbot.waitUntil(lambda: lessons.offer is not None and lessons.offer.isVisible(), timeout=3000)
    box = lessons.offer
    assert box is not None
    yes = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    QTest.mouseClick(yes, Qt.MouseButton.LeftButton)
    assert lessons.progress.offer_answered()
    assert lessons.tutor.active and lessons.tutor.lesson is LESSONS[0]
    assert lessons.panel.isVisible() and lessons.dialog is None


def test_new_game_during_a_lesson_gives_the_table_back(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    lessons.start("cards")
    assert window.model.players == 2
    window.model.new_game()  # Game ▸ New game (asked and agreed)
    qtbot.waitUntil(lambda: not lessons.tutor.active, timeout=3000)
    assert window.model.players == 3 and window.scene.move_guard is None
    assert not lessons.panel.isVisible()


def test_a_saved_game_sat_down_during_a_lesson_is_left_as_it_is(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    window, lessons = taught
    lessons.start("cards")
    rnd = window.model.round
    assert rnd is not None
    window.model.restore((0, 0), rnd.dealer, 4, rnd)  # as resuming a game does
    qtbot.waitUntil(lambda: not lessons.tutor.active, timeout=3000)
    assert window.model.round is rnd and window.model.round_number == 4  # not dealt anew


def test_a_session_resumed_between_rounds_during_a_lesson_deals_its_own_round(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    """Sessions… resuming a session whose last round is over sits it down and
    deals its next round at once (restore, then next round): that round is the
    session's, not the lesson's next deal, and the lesson gives way."""
    window, lessons = taught
    lessons.start("knock")
    key(window, Qt.Key.Key_K)
    rnd = window.model.round
    assert rnd is not None and rnd.is_over
    window.model.restore((0, 0), rnd.dealer, 3, None)  # as the ledger window does
    window.model.next_round()
    qtbot.waitUntil(lambda: not lessons.tutor.active, timeout=3000)
    qtbot.wait(50)
    assert lessons.tutor.deal_index == 0
    assert window.model.round_number == 4
    anns = tuple(Card.parse(n) for n in ["AH", "2C", "3D", "AD", "2S"])
    assert window.model.round is not None and window.model.round.hand(1) != anns


def play_to_the_result_page(qtbot: QtBot, window: MainWindow, lessons: LessonsFeature) -> None:
    """Make the deal's moves (Show me; the computers' by themselves) up to its
    page about the result, with the round-end panel on show."""
    tutor = lessons.tutor
    for _ in range(40):
        step = tutor.step()
        assert step is not None
        if step.is_read and step.target == "result":
            break
        if step.is_read:
            tutor.next_page()
        elif step.by == 0:
            tutor.show_me()
        else:
            qtbot.waitUntil(lambda s=step: tutor.step() is not s, timeout=5000)  # type: ignore[misc]
    qtbot.waitUntil(window.round_end.isVisible, timeout=3000)


@pytest.mark.parametrize("which", [Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_N])
def test_enter_space_and_n_on_a_lessons_last_page_turn_it_not_the_round(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature], which: Qt.Key
) -> None:
    """Lesson 3's last page ("… tonked out … Press Next") with the round's result
    on show: the key goes to the lesson's Next, so the lesson says it is done;
    the round-end panel's Next round never deals an ordinary game under it."""
    window, lessons = taught
    window.activateWindow()
    tutor = lessons.tutor
    assert lessons.start("spreads")
    play_to_the_result_page(qtbot, window, lessons)
    rnd = window.model.round
    # The keyboard is the lesson's: on its Next, not on the result's buttons.
    assert window.focusWidget() is lessons.panel.next_button
    QTest.keyClick(window.focusWidget() or window, which)
    qtbot.wait(50)
    assert window.model.round is rnd  # nothing dealt
    assert tutor.active and tutor.is_complete
    assert "Lesson done" in lessons.panel.text.text()
    assert lessons.panel.next_button.text() == "&Next lesson"


def test_enter_through_a_two_deal_lesson_reaches_its_done_page(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature]
) -> None:
    """Lesson 6: Enter on each deal's result page goes on to the lesson's next
    deal, then to its done page; Tab to the result's Next round button is
    turned back to the lesson's Next."""
    window, lessons = taught
    window.activateWindow()
    tutor = lessons.tutor
    assert lessons.start("tonk")
    play_to_the_result_page(qtbot, window, lessons)
    window.round_end.button.setFocus()  # as the window does when a result shows
    assert window.focusWidget() is lessons.panel.next_button
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tutor.deal_index == 1, timeout=3000)
    assert tutor.active and not tutor.is_complete
    play_to_the_result_page(qtbot, window, lessons)
    rnd = window.model.round
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert window.model.round is rnd and tutor.is_complete
    assert "Lesson done" in lessons.panel.text.text()


@pytest.mark.parametrize("which", [Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_N])
def test_a_page_to_read_is_turned_by_enter_space_and_n_on_the_cards_too(
    qtbot: QtBot, taught: tuple[MainWindow, LessonsFeature], which: Qt.Key
) -> None:
    """Mid-round, with the keyboard on the cards (a dialog closed, a click on
    the felt): the page's Next answers Enter, Space and N, not the table."""
    window, lessons = taught
    window.activateWindow()
    tutor = lessons.tutor
    lessons.start("cards")  # two pages to read, then a draw
    for page in (0, 1):
        assert tutor.position() == page
        window.view.setFocus()
        QTest.keyClick(window.view, which)
        assert not tutor.feedback, tutor.feedback  # no "Read this step first"
    assert tutor.position() == 2
    assert window.statusBar().currentMessage() != "Finish this round first."
    rnd = window.model.round
    assert rnd is not None and rnd.history == []


def test_a_move_the_rules_forbid_is_refused_in_two_sentences(
    taught: tuple[MainWindow, LessonsFeature],
) -> None:
    # Before: "That move is not allowed: You may …", a sentence inside a sentence.
    window, lessons = taught
    assert lessons.start("cards")
    step = lessons.tutor.step()
    while step is not None and step.is_read:
        lessons.tutor.next_page()
        step = lessons.tutor.step()
    assert step is not None and step.by == 0 and isinstance(step.action(), Draw)
    rnd = window.model.round
    assert rnd is not None
    illegal = Discard(rnd.hand(window.model.you)[0])  # before drawing
    said = lessons.tutor.guard(illegal)
    assert said is not None and said.startswith("That move is not allowed. ")
    reason = said.removeprefix("That move is not allowed. ")
    assert reason[:1].isupper() and ": " not in said.split(".")[0]
