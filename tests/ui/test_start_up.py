"""The program's own start (issue 31), driven as `tonk`'s main() builds the
window, its settings and ledger in a home folder of the test's own: after a
Quit or a crash at a session's round end the session is offered back; the
first start's offer of the lessons comes before anything is dealt; nothing is
dealt, and no computer plays, behind a question. Also Game ▸ New session…
asks before it throws a round in play away, as New game does."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from start_kit import answer_lesson_offer, home_folders, play_a_session_round, start_tonk
from tablekit import ledger_of, warnings_shown

from tonk_desktop.ledger import Ledger
from tonk_desktop.ui.ledger.feature import default_ledger_path
from tonk_desktop.ui.ledger.new_session import NewSessionDialog
from tonk_desktop.ui.lessons.feature import LessonsFeature
from tonk_desktop.ui.lessons.script import LESSONS
from tonk_desktop.ui.main_window import MainWindow

KILLER = Path(__file__).with_name("kill_at_round_end.py")
Answer = QMessageBox.StandardButton


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """The settings and the ledger in the test's own folders."""
    folders = home_folders(tmp_path)
    for key, value in folders.items():
        monkeypatch.setenv(key, value)
    yield folders


class Questions:
    """Every modal question asked (QMessageBox.exec), with what the table held
    while it was up; each answered with the next of `answers`."""

    def __init__(self, window: Callable[[], MainWindow | None], answers: list[Answer]) -> None:
        self.window = window
        self.answers = answers
        self.asked: list[dict[str, Any]] = []

    def exec_(self, box: QMessageBox) -> int:
        window = self.window()
        rnd = window.model.round if window is not None else None
        self.asked.append(
            {
                "name": box.objectName(),
                "text": box.text(),
                "dealt": rnd is not None,
                "buttons": sorted(b.text().replace("&", "") for b in box.buttons()),
            }
        )
        return int(self.answers.pop(0).value)


def ask_with(
    monkeypatch: pytest.MonkeyPatch, answers: list[Answer]
) -> tuple[Questions, list[MainWindow]]:
    windows: list[MainWindow] = []
    questions = Questions(lambda: windows[-1] if windows else None, answers)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: questions.exec_(box))
    return questions, windows


def start(qtbot: QtBot, seed: int, windows: list[MainWindow] | None = None) -> MainWindow:
    window, _features = start_tonk(seed)
    qtbot.addWidget(window)
    if windows is not None:
        windows.append(window)
    return window


def quit_at_round_end(qtbot: QtBot) -> tuple[int, tuple[int, ...]]:
    """A first evening: a session's first round played and recorded, then Quit
    before the next is dealt. The session and its balances."""
    answer_lesson_offer()
    window = start(qtbot, seed=4)
    sid = play_a_session_round(window)
    balances = ledger_of(window).ledger.session(sid).balances
    window.quit()  # Game ▸ Quit: nothing is asked at a round's end
    assert not window.isVisible()
    return sid, balances


def crash_at_round_end(home: dict[str, str]) -> tuple[int, tuple[int, ...]]:
    """The same evening ended by kill -9 once the round was recorded."""
    env = {**os.environ, **home, "QT_QPA_PLATFORM": "offscreen"}
    names = [QApplication.applicationName(), QApplication.organizationName()]
    child = subprocess.run(
        [sys.executable, str(KILLER), *names], capture_output=True, text=True, timeout=120, env=env
    )
    assert child.returncode == -signal.SIGKILL, child.stderr
    shown = json.loads(child.stdout)
    return int(shown["session"]), tuple(shown["balances"])


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("ending", ["quit", "kill -9"])
def test_a_restart_after_a_session_s_round_end_offers_the_session_before_dealing(
    qtbot: QtBot, home: dict[str, str], monkeypatch: pytest.MonkeyPatch, ending: str
) -> None:
    # A game outside the session was dealt silently from Settings, a computer
    # knocked, and the player lost money in a round they never saw.
    sid, balances = quit_at_round_end(qtbot) if ending == "quit" else crash_at_round_end(home)
    assert any(balances)
    questions, windows = ask_with(monkeypatch, [Answer.Yes])
    window = start(qtbot, seed=5, windows=windows)
    qtbot.waitUntil(lambda: bool(questions.asked), timeout=5000)
    assert questions.asked == [
        {
            "name": "continueSessionBox",
            "text": "You were playing the session “Friday”; its round 2 is next. "
            "Continue the session?",
            "dealt": False,  # nothing dealt, no computer playing, behind the question
            "buttons": ["Continue the session", "New game"],
        }
    ]
    ledger = ledger_of(window)
    assert ledger.session_id == sid
    model = window.model
    assert model.round_number == 2 and model.balances == balances
    assert [model.name(p) for p in range(model.players)] == ["You", "Ann", "Bob"]
    rnd = model.round
    assert rnd is not None and not rnd.is_over
    assert ledger.dock.panel.rounds_model.rowCount() == 1


def test_new_game_at_the_restart_leaves_the_session_for_good(
    qtbot: QtBot, home: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    sid, _balances = quit_at_round_end(qtbot)
    questions, windows = ask_with(monkeypatch, [Answer.No, Answer.No])
    window = start(qtbot, seed=5, windows=windows)
    qtbot.waitUntil(lambda: window.model.round is not None, timeout=5000)
    assert [q["name"] for q in questions.asked] == ["continueSessionBox"]
    assert not questions.asked[0]["dealt"]
    assert ledger_of(window).session_id is None
    assert not any(window.model.balances)
    assert "Game ▸ Sessions… resumes it" in window.statusBar().currentMessage()
    with Ledger(default_ledger_path()) as kept:
        assert kept.session(sid).rounds_played == 1  # the session is kept
    window.close()  # mid-round: this game is kept, the session no more
    again = start(qtbot, seed=6, windows=windows)
    qtbot.waitUntil(lambda: len(questions.asked) == 2, timeout=5000)
    assert questions.asked[1]["name"] == "resumeInterruptedBox"
    assert "(not in a session)" in questions.asked[1]["text"]
    qtbot.waitUntil(lambda: again.model.round is not None, timeout=5000)
    assert ledger_of(again).session_id is None and len(questions.asked) == 2


@pytest.mark.parametrize("meanwhile", ["deleted", "damaged ledger"])
def test_a_session_gone_meanwhile_gives_a_plain_game_and_says_so(
    qtbot: QtBot, home: dict[str, str], monkeypatch: pytest.MonkeyPatch, meanwhile: str
) -> None:
    sid, _balances = quit_at_round_end(qtbot)
    path = default_ledger_path()
    if meanwhile == "deleted":
        with Ledger(path) as ledger:
            ledger.delete_session(sid)
    else:
        path.write_bytes(b"not a database at all" * 200)
        for companion in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
            companion.unlink(missing_ok=True)
    questions, windows = ask_with(monkeypatch, [])
    told = warnings_shown(monkeypatch)
    window = start(qtbot, seed=5, windows=windows)
    qtbot.waitUntil(lambda: window.model.round is not None, timeout=5000)
    assert questions.asked == []  # nothing to continue: no question
    assert ledger_of(window).session_id is None
    assert any(
        "“Friday” you were playing" in text and "outside any session" in text for text in told
    )
    assert not any(window.model.balances)


def test_new_session_mid_round_asks_as_new_game_does(
    qtbot: QtBot, home: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Game ▸ New session… threw the round in play away without asking.
    answer_lesson_offer()
    window = start(qtbot, seed=4)
    window.bots.paused = True
    rnd = window.model.round
    assert rnd is not None and not rnd.is_over
    ledger = ledger_of(window)
    seen: dict[str, Any] = {}

    def fill_in_and_answer(button_text: str) -> None:
        def answer() -> None:
            box = QApplication.activeModalWidget()
            if isinstance(box, NewSessionDialog):
                box.name_edit.setText("Saturday")
                box.accept()
            elif isinstance(box, QMessageBox) and box.objectName() == "leaveRoundBox":
                seen["text"] = box.text()
                seen["detail"] = box.informativeText()
                buttons = {b.text().replace("&", ""): b for b in box.findChildren(QPushButton)}
                seen["buttons"] = sorted(buttons)
                buttons[button_text].click()
                return
            QTimer.singleShot(10, answer)

        QTimer.singleShot(0, answer)

    fill_in_and_answer("Keep playing")
    ledger.new_session_action.trigger()
    assert seen["text"] == "A round is being played. Start the new session and throw it away?"
    assert seen["buttons"] == ["Keep playing", "New session"]
    assert "Nothing is paid until a round ends" in seen["detail"]
    assert window.model.round is rnd and ledger.session_id is None
    assert ledger.ledger.sessions() == []  # nothing was made

    fill_in_and_answer("New session")
    ledger.new_session_action.trigger()
    assert window.model.round is not rnd
    assert ledger.session_id is not None and ledger.session_name == "Saturday"


def test_the_first_start_deals_nothing_until_the_newcomer_answers(
    qtbot: QtBot, home: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # A round was dealt and the computers played behind "New to Tonk?".
    questions, windows = ask_with(monkeypatch, [])
    window = start(qtbot, seed=4, windows=windows)
    lessons = LessonsFeature.of(window)
    assert lessons is not None
    qtbot.waitUntil(lambda: lessons.offer is not None and lessons.offer.isVisible(), timeout=5000)
    qtbot.wait(300)  # time a computer would have taken to move
    assert window.model.round is None  # the table is empty behind the offer
    assert not window.scene.furniture.dealer.isVisible()  # no stray dealer button either
    box = lessons.offer
    assert box is not None
    no = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    no.click()
    qtbot.waitUntil(lambda: window.model.round is not None, timeout=5000)
    assert questions.asked == []
    assert ledger_of(window).session_id is None and not lessons.tutor.active


def test_learn_to_play_at_the_first_start_starts_the_first_lesson_without_asking(
    qtbot: QtBot, home: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Learn to play asked "A round is being played. Start a new game and throw it away?".
    questions, windows = ask_with(monkeypatch, [])
    window = start(qtbot, seed=4, windows=windows)
    lessons = LessonsFeature.of(window)
    assert lessons is not None
    qtbot.waitUntil(lambda: lessons.offer is not None and lessons.offer.isVisible(), timeout=5000)
    box = lessons.offer
    assert box is not None
    yes = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    yes.click()
    assert questions.asked == []  # no throw-away question: nothing was dealt
    assert lessons.tutor.active and lessons.tutor.lesson is LESSONS[0]
    assert lessons.panel.isVisible()
    assert lessons.progress.offer_answered()
