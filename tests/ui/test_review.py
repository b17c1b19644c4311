"""Review mode (issue 18): a finished round replayed on the table, every hand
face up, stepped with the keys, the slider and the next decision of a player;
a saved hand history opened in review; leaving puts the game back as it was;
Play from here plays on with the same cards."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from tablekit import make_window, review_of, wait_for_your_turn, warnings_shown

from tonk_desktop.engine import Card, Discard, Draw, Knock, LaySpread, Round
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.review.controller import ReviewController


def play_to_a_knock(qtbot: QtBot) -> MainWindow:
    window = make_window(qtbot)
    model = window.model
    model.apply(Draw("stock"), player=0)  # the 8 of clubs
    model.apply(LaySpread(tuple(Card.parse(n) for n in ("5C", "6C", "7C", "8C"))), player=0)
    model.apply(Discard(Card.parse("9H")), player=0)
    wait_for_your_turn(qtbot, window)
    model.apply(Knock(), player=0)
    rnd = model.round
    assert rnd is not None and rnd.is_over
    return window


def reviewing(window: MainWindow) -> ReviewController:
    controller = review_of(window).controller
    assert controller is not None, "no review is open"
    assert window.stack.currentWidget() is controller.page
    return controller


def press(controller: ReviewController, key: Qt.Key, shift: bool = False) -> None:
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    QTest.keyClick(controller.page.view, key, modifier)


def assert_table_is(controller: ReviewController, step: int) -> None:
    """The review's round and its table equal the engine's round at `step`."""
    expected = controller.round_at(step)
    shown = controller.model.round
    assert shown is not None
    assert controller.step == step
    assert shown.history == expected.history
    for player in range(expected.players):
        assert shown.hand(player) == expected.hand(player)
    assert shown.discard_pile == expected.discard_pile
    assert shown.spreads == expected.spreads
    assert shown.stock_count == expected.stock_count
    # On the table: every hand face up (a card item per card), the discard's top.
    scene = controller.scene
    faces = Counter(
        str(item.card) for item in scene._items.values() if item.card is not None and item.face_up
    )
    for player in range(expected.players):
        for card in expected.hand(player):
            assert faces[str(card)] >= 1, f"{card} of player {player} is not face up"
    top = scene.discard_item()
    assert (top.card if top is not None else None) == expected.discard_top
    assert controller.page.slider.value() == step
    assert controller.page.steps.currentRow() == step
    assert controller.page.position.text() == controller.describe(step)


def test_r_reviews_the_round_just_played_step_by_step(qtbot: QtBot) -> None:
    window = play_to_a_knock(qtbot)
    game_round = window.model.round
    balances = window.model.balances
    assert review_of(window).review_action.isEnabled()
    QTest.keyClick(window.round_end.button, Qt.Key.Key_R)
    controller = reviewing(window)
    assert game_round is not None
    assert controller.history.actions == tuple(game_round.history)
    assert controller.reviewed_seat == window.model.you == 0
    assert controller.step_count() == len(controller.history.actions) > 4
    assert_table_is(controller, 0)
    # The game's keys are off: N is the review's, not Next round.
    assert not window.next_round_action.isEnabled()
    for step in range(1, controller.step_count() + 1):
        press(controller, Qt.Key.Key_Right)
        assert_table_is(controller, step)
    press(controller, Qt.Key.Key_Right)  # past the end: stays
    assert_table_is(controller, controller.step_count())
    assert controller.page.round_end.isVisible()  # the round's end shows at the end
    press(controller, Qt.Key.Key_Left)
    assert_table_is(controller, controller.step_count() - 1)
    assert not controller.page.round_end.isVisible()
    press(controller, Qt.Key.Key_Home)
    assert_table_is(controller, 0)
    press(controller, Qt.Key.Key_End)
    assert_table_is(controller, controller.step_count())
    controller.page.slider.setValue(3)
    assert_table_is(controller, 3)
    # Leaving: the game as it was, its round and balances untouched.
    press(controller, Qt.Key.Key_Escape)
    assert review_of(window).controller is None
    assert window.stack.currentIndex() == 0
    assert window.model.round is game_round
    assert window.model.balances == balances
    assert window.next_round_action.isEnabled()


def test_the_list_of_actions_moves_the_table_with_its_keys(qtbot: QtBot) -> None:
    """Up and Down in the review's list of actions show the step they highlight
    (the list never names one action while the table shows another); the
    language changing keeps the step."""
    window = play_to_a_knock(qtbot)
    review_of(window).review_last_round()
    controller = reviewing(window)
    steps = controller.page.steps
    steps.setFocus()
    QTest.keyClick(steps, Qt.Key.Key_Down)
    assert steps.currentRow() == 1
    assert_table_is(controller, 1)
    QTest.keyClick(steps, Qt.Key.Key_Down)
    QTest.keyClick(steps, Qt.Key.Key_Up)
    assert steps.currentRow() == 1
    assert_table_is(controller, 1)
    controller.page.retranslate()
    assert steps.currentRow() == 1
    assert_table_is(controller, 1)


def test_a_button_greyed_at_the_end_leaves_the_focus_on_the_table(qtbot: QtBot) -> None:
    """Space on ▶ to the round's end, or on |◀ to the deal: the button greys out
    and the focus goes to the review's table (its arrows step on), not to the
    player chooser, where the next Space would open the list of players."""
    window = play_to_a_knock(qtbot)
    window.activateWindow()
    review_of(window).review_last_round()
    controller = reviewing(window)
    page = controller.page
    page.forward_button.setFocus()
    for _ in range(controller.step_count()):
        QTest.keyClick(window.focusWidget(), Qt.Key.Key_Space)
    assert controller.step == controller.step_count()
    assert window.focusWidget() is page.view
    page.start_button.setFocus()
    QTest.keyClick(page.start_button, Qt.Key.Key_Space)
    assert controller.step == 0
    assert window.focusWidget() is page.view


def test_the_round_end_review_button_opens_the_review(qtbot: QtBot) -> None:
    window = play_to_a_knock(qtbot)
    qtbot.waitUntil(window.round_end.isVisible)
    window.round_end.review_button.click()
    assert reviewing(window).step == 0


def test_next_decision_of_a_chosen_player(qtbot: QtBot) -> None:
    window = play_to_a_knock(qtbot)
    review_of(window).review_last_round()
    controller = reviewing(window)
    page = controller.page
    page.player.setCurrentIndex(1)  # Ann
    ann = [k for k in range(controller.step_count()) if controller.actor(k) == 1]
    assert len(ann) >= 2
    press(controller, Qt.Key.Key_N)
    assert controller.step == ann[0]
    assert controller.actor(controller.step) == 1
    press(controller, Qt.Key.Key_N)
    assert controller.step == ann[1]
    press(controller, Qt.Key.Key_N, shift=True)
    assert controller.step == ann[0]
    press(controller, Qt.Key.Key_N, shift=True)  # none before: stays, and says so
    assert controller.step == ann[0]
    assert "Ann" in page.position.text()
    page.next_button.click()
    assert controller.step == ann[1]


def test_the_step_is_told_to_a_screen_reader(qtbot: QtBot) -> None:
    window = play_to_a_knock(qtbot)
    review_of(window).review_last_round()
    controller = reviewing(window)
    controller.go_to(1)
    text = f"Step 1 of {controller.step_count()}: You drew 8♣ from the stock"
    assert controller.describe(1) == text
    assert controller.page.slider.accessibleDescription() == text
    assert controller.page.forward_button.accessibleName() == "Step forward"


def test_a_gesture_on_the_review_table_plays_nothing(qtbot: QtBot) -> None:
    window = play_to_a_knock(qtbot)
    review_of(window).review_last_round()
    controller = reviewing(window)
    before = controller.model.round
    assert controller.model.apply(Draw("stock"), player=0) is not None
    assert controller.model.round is before and controller.step == 0
    assert "replay" in controller.page.position.text()


def saved_history(window: MainWindow, path: Path) -> Path:
    rnd = window.model.round
    assert rnd is not None
    path.write_text(json.dumps(rnd.to_history()), encoding="utf-8")
    return path


def test_game_open_hand_history_reviews_a_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = play_to_a_knock(qtbot)
    saved = saved_history(window, tmp_path / "hand.json")
    window.model.next_round()  # a round under way in the game
    game_round = window.model.round
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    review_of(window).open_action.trigger()
    controller = reviewing(window)
    assert controller.page.title.text().startswith("hand.json")
    replayed = Round.from_history(json.loads(saved.read_text(encoding="utf-8")))
    assert controller.history.actions == tuple(replayed.history)
    controller.go_to(controller.step_count())
    assert_table_is(controller, controller.step_count())
    controller.leave_requested.emit()
    assert game_round is not None and window.model.round is game_round
    assert not game_round.is_over


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{not json", "not a hand history"),
        ('{"format": "something else"}', "not a Tonk hand history"),
        ("tampered", "cannot be played"),
    ],
)
def test_a_bad_hand_history_is_a_message_and_loses_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str, words: str
) -> None:
    window = play_to_a_knock(qtbot)
    path = tmp_path / "bad.json"
    if content == "tampered":
        rnd = window.model.round
        assert rnd is not None
        data = rnd.to_history()
        data["actions"][0] = {"type": "discard", "card": "9H"}  # before any draw: illegal
        path.write_text(json.dumps(data), encoding="utf-8")
    else:
        path.write_text(content, encoding="utf-8")
    told = warnings_shown(monkeypatch)
    game_round = window.model.round
    assert not review_of(window).open_file(str(path))
    assert len(told) == 1 and str(path) in told[0] and words in told[0]
    assert review_of(window).controller is None and window.stack.currentIndex() == 0
    assert window.model.round is game_round


def test_a_missing_file_is_a_message(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot)
    told = warnings_shown(monkeypatch)
    assert not review_of(window).open_file(str(tmp_path / "gone.json"))
    assert len(told) == 1 and "gone.json" in told[0]


def test_play_from_here_plays_on_with_the_same_cards(qtbot: QtBot) -> None:
    window = play_to_a_knock(qtbot)
    window.bots.paused = True
    finished = window.model.round
    assert finished is not None
    review_of(window).review_last_round()
    controller = reviewing(window)
    controller.go_to(3)
    after_next = controller.round_at(4)
    controller.page.play_button.click()
    assert review_of(window).controller is None and window.stack.currentIndex() == 0
    rnd = window.model.round
    assert rnd is not None and not rnd.is_over
    assert rnd.history == finished.history[:3]
    assert rnd.deck == finished.deck  # the same stock order: the same cards to come
    assert window.model.round_practised  # a practice round, kept out of statistics
    # The same draw gives the same card as in the round reviewed.
    mover = rnd.current
    window.model.apply(finished.history[3])
    assert rnd.hand(mover) == after_next.hand(mover)


def run_tonk(tmp_path: Path, args: list[str], after: str = "") -> subprocess.CompletedProcess[str]:
    """`tonk ARGS` in a child process with a home of its own (no user data
    touched); `after` runs in place of the event loop, then the window closes."""
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "def run_once():\n"
        "    for _ in range(30):\n"
        "        QApplication.processEvents()\n"
        "    from tonk_desktop.ui.main_window import MainWindow\n"
        "    from tonk_desktop.ui.review.feature import ReviewFeature\n"
        "    shown = QApplication.topLevelWidgets()\n"
        "    window = next(w for w in shown if isinstance(w, MainWindow))\n"
        "    review = ReviewFeature.of(window)\n"
        f"    {after or 'pass'}\n"
        "    window.bots.shutdown()\n"
        "    return 0\n"
        "QApplication.exec = staticmethod(run_once)\n"
        "from tonk_desktop.__main__ import main\n"
        f"sys.exit(main({args!r}))\n"
    )
    home = {key: str(tmp_path / key) for key in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME")}
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **home, "QT_QPA_PLATFORM": "offscreen"},
    )


def test_tonk_review_opens_a_file_in_review(qtbot: QtBot, tmp_path: Path) -> None:
    window = play_to_a_knock(qtbot)
    saved = saved_history(window, tmp_path / "hand.json")
    count = len(json.loads(saved.read_text(encoding="utf-8"))["actions"])
    after = "c = review.controller; print('REVIEW', c.step_count(), c.step)"
    done = run_tonk(tmp_path, ["--review", str(saved)], after)
    assert done.returncode == 0, done.stderr
    assert f"REVIEW {count} 0" in done.stdout


def test_screenshot_of_a_review_at_a_step(tmp_path: Path) -> None:
    shot = tmp_path / "review.png"
    done = run_tonk(tmp_path, ["--screenshot", str(shot), "--view", "review:3"])
    assert done.returncode == 0, done.stderr
    assert not QImage(str(shot)).isNull()
    bad = run_tonk(tmp_path, ["--screenshot", str(shot), "--view", "review:x"])
    assert bad.returncode == 2 and "review:STEP" in bad.stderr


def test_review_with_screenshot_or_smoke_is_refused_not_ignored(tmp_path: Path) -> None:
    """--screenshot and --smoke never open the window's review: given --review
    too, tonk says so instead of silently picturing (or playing) something else."""
    from tonk_desktop.__main__ import main

    shot = tmp_path / "review.png"
    for extra in (["--screenshot", str(shot)], ["--smoke"]):
        with pytest.raises(SystemExit) as stop:
            main(["--review", str(tmp_path / "hand.json"), *extra])
        assert stop.value.code == 2
    assert not shot.exists()


def test_a_step_forward_animates_and_the_speed_follows_the_game(qtbot: QtBot) -> None:
    window = play_to_a_knock(qtbot)
    review_of(window).review_last_round()
    controller = reviewing(window)
    assert controller.model.speed == 0  # the game's, as it was when the review opened
    window.speed_actions["slow"].trigger()  # View ▸ Animation speed during the review
    assert controller.model.speed == window.model.speed > 0
    press(controller, Qt.Key.Key_Right)
    assert controller.scene.is_animating()  # the drawn card slides from the stock
    qtbot.waitUntil(lambda: not controller.scene.is_animating(), timeout=5000)
    assert_table_is(controller, 1)


def test_play_from_here_hands_the_turn_to_the_computers(qtbot: QtBot) -> None:
    window = play_to_a_knock(qtbot)
    finished = window.model.round
    assert finished is not None
    review_of(window).review_last_round()
    controller = reviewing(window)
    ann = controller.decision_after(1)  # Ann's first decision: a computer to play
    assert ann is not None
    controller.go_to(ann)
    controller.page.play_button.click()
    assert not window.bots.paused
    # The computers play on from there, and the turn comes back to you.
    wait_for_your_turn(qtbot, window)
    rnd = window.model.round
    assert rnd is not None and rnd is not finished
    assert rnd.history[:ann] == finished.history[:ann]
    assert len(rnd.history) > ann


def test_play_from_here_asks_before_it_replaces_a_round_under_way(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from test_leaving_a_round import answer_leave_box

    window = play_to_a_knock(qtbot)
    window.bots.paused = True
    saved = saved_history(window, tmp_path / "hand.json")
    window.model.next_round()
    game_round = window.model.round
    assert game_round is not None and not game_round.is_over
    assert review_of(window).open_file(str(saved))
    controller = reviewing(window)
    controller.go_to(2)
    seen: dict[str, object] = {}
    answer_leave_box("Keep playing", seen)
    controller.page.play_button.click()
    assert seen["buttons"] == ["Keep playing", "Play from here"]
    assert window.model.round is game_round  # kept, and the review is still open
    assert review_of(window).controller is controller
    answer_leave_box("Play from here", seen)
    controller.page.play_button.click()
    rnd = window.model.round
    assert rnd is not game_round and rnd is not None
    assert rnd.history == list(controller.history.actions[:2])


def test_an_unfinished_history_plays_on_from_its_last_step(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    window.bots.paused = True
    model = window.model
    model.apply(Draw("stock"), player=0)
    model.apply(Discard(Card.parse("9H")), player=0)
    rnd = model.round
    assert rnd is not None and not rnd.is_over
    saved = tmp_path / "mid.json"
    saved.write_text(json.dumps(rnd.to_history()), encoding="utf-8")  # as a ledger autosave
    assert review_of(window).open_file(str(saved))
    controller = reviewing(window)
    controller.go_to(controller.step_count())
    assert not controller.page.round_end.isVisible()
    assert controller.page.play_button.isEnabled()  # the round is not over there


def test_the_coach_seam_a_side_panel_and_jumps(qtbot: QtBot) -> None:
    from PySide6.QtCore import Signal
    from PySide6.QtWidgets import QLabel

    class Panel(QLabel):
        jump_requested = Signal(int)

    window = play_to_a_knock(qtbot)
    review_of(window).review_last_round()
    controller = reviewing(window)
    seen: list[int] = []
    controller.step_changed.connect(seen.append)
    first = Panel("first")
    controller.set_side_panel(first)
    assert first.isVisible() and controller.page.isAncestorOf(first)
    second = Panel("second")
    controller.set_side_panel(second)
    assert second.isVisible() and not first.isVisible()
    second.jump_requested.connect(controller.go_to)
    second.jump_requested.emit(4)
    assert controller.step == 4 and seen == [4]
    assert_table_is(controller, 4)


def test_a_pipe_is_refused_without_freezing_the_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A FIFO chosen as a hand history (or given to `tonk --review`): a message at
    once; opening it for reading used to wait for a writer with the window frozen."""
    fifo = tmp_path / "round.json"
    os.mkfifo(fifo)
    window = make_window(qtbot)
    told = warnings_shown(monkeypatch)
    assert not review_of(window).open_file(str(fifo))
    assert len(told) == 1 and "round.json" in told[0] and "not a regular file" in told[0]
