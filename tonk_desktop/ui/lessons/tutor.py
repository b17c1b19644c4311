"""The tutor: plays a lesson's script (script.py) on the real window.

It deals the lesson's prepared deal under the rules the lesson pins, plays the
computer players' scripted moves in their turns (the window's own computer
players wait meanwhile), lights the step's target on the table, and stands
between the person's moves and the model (`TableScene.move_guard`): the move
the step expects goes through, any other is refused with why and what to do
instead. Where a lesson stands is read from the round's history, so Undo takes
a lesson back a step as it takes back a turn.

The tutor also runs "Practice with open cards": an ordinary game at the
player's table with every hand face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRectF, QTimer, Signal, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from tonk_desktop.engine import Action, Card, HouseRules, IllegalAction, Seat
from tonk_desktop.ui.lessons.lesson import Lesson, Step, targets
from tonk_desktop.ui.lessons.progress import LessonProgress
from tonk_desktop.ui.model import Change
from tonk_desktop.ui.table.gestures import DISCARD, STOCK, TABLE
from tonk_desktop.ui.table.highlight import HighlightItem
from tonk_desktop.ui.table.items import CardItem
from tonk_desktop.ui.text.reasons import card_name, reason_text
from tonk_desktop.ui.text.translation import default_seats

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tonk_desktop.ui.feature_window import FeatureWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("Lessons", text)


COMPUTER_PAUSE_MS = 900  # a scripted computer move waits this long (times the pace)


class LessonTutor(QObject):
    """Runs one lesson (or the open-cards practice) at a time on `window`."""

    changed = Signal()  # the step, its text or the feedback changed
    completed = Signal(str)  # a lesson was played to its end: its key
    ended = Signal()  # the lesson or practice was left: the table is the player's again

    def __init__(self, window: FeatureWindow, progress: LessonProgress) -> None:
        super().__init__(window.widget)
        self.window = window
        self.progress = progress
        self.lesson: Lesson | None = None
        self.practice = False
        self.deal_index = 0
        self.feedback = ""
        self._read: set[tuple[int, int]] = set()
        self._dealing = False
        self._complete = False
        self._played_out = False  # only pages to read are left in this deal
        self._giving_way = False  # another game sat down: the lesson ends, hands off
        self._table: tuple[HouseRules, tuple[Seat, ...], int, str] | None = None
        self._bots_were_paused = False
        self._result_style = window.round_end.styleSheet()
        self.highlight = HighlightItem()
        window.scene.addItem(self.highlight)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_computer)
        window.model.changed.connect(self._on_changed)
        window.scene.hand_reordered.connect(self._light)
        window.view.resized.connect(self._light)

    # ------------------------------------------------------------ reading

    @property
    def active(self) -> bool:
        return self.lesson is not None or self.practice

    @property
    def is_complete(self) -> bool:
        """Has the lesson on the table been played to its end?"""
        return self._complete

    def position(self) -> int | None:
        """The index of the step the lesson is at in its deal, or None when the
        deal's steps are all done."""
        lesson = self.lesson
        if lesson is None:
            return None
        deal = lesson.deals[self.deal_index]
        rnd = self.window.model.round
        played = len(rnd.history) if rnd is not None else 0
        count = 0
        for index, step in enumerate(deal.steps):
            if step.is_read:
                if (self.deal_index, index) in self._read:
                    continue
                return index
            if count < played:
                count += 1
                continue
            return index
        return None

    def step(self) -> Step | None:
        index = self.position()
        if self.lesson is None or index is None:
            return None
        return self.lesson.deals[self.deal_index].steps[index]

    def step_number(self) -> tuple[int, int]:
        """(this step, of how many) across the lesson's deals, counting only the
        steps the person reads or plays (a computer's move is part of the one
        before it)."""
        lesson = self.lesson
        if lesson is None:
            return (0, 0)
        shown = [
            (d, s)
            for d, deal in enumerate(lesson.deals)
            for s, step in enumerate(deal.steps)
            if step.by == 0
        ]
        index = self.position()
        if index is None:
            return (len(shown), len(shown))
        here = sum(1 for d, s in shown if (d, s) < (self.deal_index, index))
        return (min(here + 1, len(shown)), len(shown))

    def step_text(self) -> str:
        """What the lesson says now, in the current language."""
        if self.lesson is None:
            return ""
        if self._complete:
            return tr("Lesson done. Choose the next one, or go back to your game.")
        step = self.step()
        if step is None:
            return ""
        if step.by != 0:
            text = next(
                (
                    s.text
                    for s in reversed(self._deal_steps()[: self._index_or_end() + 1])
                    if s.text and s.by != 0
                ),
                "",
            )
            return tr(text) if text else tr("Watch the other player's move.")
        text = tr(step.text)
        if step.is_read:
            text += " " + tr("Press Next when you have read this (Enter on the Next button).")
        return text

    def target_text(self) -> str:
        """The step's target in words, for a screen reader."""
        step = self.step()
        if step is None or step.by != 0:
            return ""
        words = []
        for kind, args in targets(step):
            if kind == "card":
                words.append(", ".join(card_name(Card.parse(name)) for name in args))
            elif kind == "stock":
                words.append(tr("the stock"))
            elif kind == "discard":
                words.append(tr("the discard pile"))
            elif kind == "table":
                words.append(tr("the open table"))
            elif kind == "spread":
                words.append(tr("the spread lit on the table"))
            elif kind == "knock":
                words.append(tr("the Knock button"))
            elif kind == "declare":
                words.append(tr("the Declare 49 button"))
            elif kind == "badge":
                words.append(tr("your points, beside your hand"))
            elif kind == "result":
                words.append(tr("the round's result"))
        if not words:
            return ""
        return tr("Lit: {targets}.").replace("{targets}", "; ".join(words))

    def _deal_steps(self) -> tuple[Step, ...]:
        assert self.lesson is not None
        return self.lesson.deals[self.deal_index].steps

    def _index_or_end(self) -> int:
        index = self.position()
        return len(self._deal_steps()) - 1 if index is None else index

    # ------------------------------------------------------------ starting

    def start(self, lesson: Lesson) -> bool:
        """Leave what is on the table (asking first when a round is under way)
        and play `lesson` from its first step. False when the person stays."""
        window = self.window
        if not self.active and not window.confirm_leaving_round("new_game"):
            return False
        self._enter()
        self.practice = False
        window.scene.open_hands = False
        self.lesson = lesson
        self.deal_index = 0
        self._read = set()
        self._complete = False
        self.feedback = ""
        self._deal()
        return True

    def start_practice(self) -> bool:
        """A practice game at the player's own table with every hand face up."""
        window = self.window
        if not self.active and not window.confirm_leaving_round("new_game"):
            return False
        was_lesson = self.lesson is not None
        self._enter()
        self.lesson = None
        self._complete = False
        self.practice = True
        self.feedback = ""
        self.window.scene.move_guard = None
        self.window.pause_computers(self._bots_were_paused)
        self.highlight.set_rects([])
        window.scene.open_hands = True
        if was_lesson:
            self._restore_table()
        self._dealing = True
        try:
            window.model.new_game()
        finally:
            self._dealing = False
        self.changed.emit()
        self._announce(tr("Practice with open cards: every hand is face up."))
        return True

    def _enter(self) -> None:
        """Before the first lesson or practice: keep the player's table to go back to."""
        window = self.window
        if self.active:
            return
        window.leave_session()
        window.model.unrecorded = True
        window.model.next_round_instead = self._next_round
        self._table = window.model.upcoming
        self._bots_were_paused = window.computers_paused

    def _deal(self) -> None:
        lesson = self.lesson
        assert lesson is not None
        window = self.window
        model = window.model
        deal = lesson.deals[self.deal_index]
        rules = deal.house_rules(lesson.rules)
        seats = default_seats(rules.players, "easy")
        stake, currency = model.upcoming[2], model.upcoming[3]
        window.pause_computers()
        window.scene.move_guard = self.guard
        window.cancel_hint()
        self._dealing = True
        try:
            model.configure(rules, seats, stake, currency)
            model.new_game(deck=deal.deck(), dealer=deal.dealer)
        finally:
            self._dealing = False
        self._update()

    def stop(self, deal: bool = True) -> None:
        """Leave the lesson or practice: the player's own table, a new game (with
        `deal` False the table is left as it is: another game was put on it)."""
        if not self.active:
            return
        window = self.window
        self._timer.stop()
        self._giving_way = False
        was_lesson = self.lesson is not None
        self.lesson = None
        self.practice = False
        self._complete = False
        self.feedback = ""
        window.scene.move_guard = None
        window.scene.open_hands = False
        self.highlight.set_rects([])
        window.pause_computers(self._bots_were_paused)
        window.model.unrecorded = False
        window.model.next_round_instead = None
        if deal:
            if was_lesson:
                self._restore_table()
            self._dealing = True
            try:
                window.model.new_game()
            finally:
                self._dealing = False
        window.view.setFocus()
        self.changed.emit()
        self.ended.emit()

    def _session_in_play(self) -> bool:
        return self.window.in_session

    def _restore_table(self) -> None:
        window = self.window
        if window.restore_own_table():
            return
        if self._table is not None:
            rules, seats, stake, currency = self._table
            window.model.configure(rules, seats, stake, currency)

    # ------------------------------------------------------------ moving on

    def next_page(self) -> None:
        """Next: the page read; at the end of a deal the next deal; at the end of
        the lesson, nothing more (the panel offers the next lesson)."""
        lesson = self.lesson
        if lesson is None:
            return
        index = self.position()
        step = self.step()
        if index is not None and step is not None and step.is_read:
            self._read.add((self.deal_index, index))
            self.feedback = ""
        if self.position() is None and self.deal_index + 1 < len(lesson.deals):
            self.deal_index += 1
            self._deal()
            return
        self._update()

    def show_me(self) -> None:
        """Make the step's move for the person (or turn the page)."""
        step = self.step()
        if step is None:
            return
        if step.is_read:
            self.next_page()
            return
        action = step.action()
        if step.by == 0 and action is not None:
            self.window.scene.act(action)

    def guard(self, action: Action) -> str | None:
        """The person's move: None lets the step's own move through; anything else
        is refused, and the refusal says why and what to do instead."""
        if self.lesson is None:
            return None
        window = self.window
        step = self.step()
        if step is None:
            refusal = tr(
                "This lesson is over: choose the next one in the lesson panel, or go back "
                "to your game."
            )
        elif step.is_read:
            refusal = tr("Read this step first, then press Next in the lesson panel.")
        elif step.by != 0:
            refusal = tr("Wait: {name} is playing.").replace("{name}", window.model.name(step.by))
        else:
            expected = step.action()
            if action == expected:
                if self.feedback:
                    self.feedback = ""
                    self.changed.emit()
                return None
            assert expected is not None
            why = self._engine_refusal(action)
            if why:
                # Two sentences: the engine's reason is one of its own ("You may…").
                why = tr("That move is not allowed. {reason}").replace("{reason}", why)
            else:
                why = tr("Not this move now. {why}").replace("{why}", tr(step.why))
            refusal = (
                why + " " + tr("Instead: {move}.").replace("{move}", window.describe(expected))
            )
        self.feedback = refusal
        self.changed.emit()
        self._announce(refusal)
        return refusal

    def _engine_refusal(self, action: Action) -> str:
        rnd = self.window.model.round
        if rnd is None:
            return ""
        probe = rnd.copy()
        try:
            probe.apply(action)
        except IllegalAction as error:
            return reason_text(error)
        return ""

    def lesson_hint(self) -> Action | None:
        """The move Help ▸ Hint shows in a lesson: the step's own."""
        step = self.step()
        if self.lesson is None or step is None or step.by != 0:
            return None
        return step.action()

    def _next_round(self) -> bool:
        """Next round in a lesson (the model asks before it deals, for N, Enter
        on the table or the result's button): while a page is to be read, it is
        the lesson's Next -- the page is turned, and after the deal's last page
        the lesson's next deal comes, or its done page. Once the lesson is done,
        the player's own table, with no round of random cards dealt in between.
        A practice game deals as usual."""
        lesson = self.lesson
        if lesson is None:
            return False
        step = self.step()
        if step is not None and step.is_read and not self._complete:
            self.next_page()
            return True
        steps = lesson.deals[self.deal_index].steps
        self._read |= {(self.deal_index, i) for i, s in enumerate(steps) if s.is_read}
        if self.deal_index + 1 < len(lesson.deals):
            self.deal_index += 1
            self._deal()
            return True
        if self._played_out:
            self._finish(lesson)
        self.stop(deal=True)
        return True

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        if change.kind == "settings" or not self.active or self._giving_way:
            return
        if change.kind == "restore" or (change.kind == "new_game" and self._session_in_play()):
            # A saved game or a ledger session sat down: the lesson gives way to it,
            # and a round dealt right after (a session resumed between rounds) is its.
            self._giving_way = True
            self.window.model.next_round_instead = None
            QTimer.singleShot(0, lambda: self.stop(deal=False))
            return
        if change.kind in ("new_game", "deal") and not self._dealing:
            # Next round or New game from the window: the lesson's next deal if
            # there is one, else the lesson (or practice) ends.
            lesson = self.lesson
            if self.practice and change.kind == "deal":
                return  # a practice game goes on from round to round
            if lesson is not None and change.kind == "deal":
                # Next round after the result: the pages about it count as read.
                steps = lesson.deals[self.deal_index].steps
                self._read |= {(self.deal_index, i) for i, s in enumerate(steps) if s.is_read}
            if (
                lesson is not None
                and change.kind == "deal"
                and self.deal_index + 1 < len(lesson.deals)
            ):
                self.deal_index += 1
                QTimer.singleShot(0, self._deal)
                return
            if lesson is not None and change.kind == "deal" and self._played_out:
                self._finish(lesson)  # only the pages about the result were left
            # A lesson's table (its players, its rules) gives way to the player's
            # own; a practice game dealt anew is the player's table already.
            again = lesson is not None
            QTimer.singleShot(0, lambda: self.stop(deal=again))
            return
        if self.lesson is not None:
            self._update()

    def _update(self) -> None:
        """After every change: the computer's scripted move, the lesson's end,
        the lit target, the panel."""
        lesson = self.lesson
        if lesson is None:
            return
        step = self.step()
        self._timer.stop()
        index = self.position()
        steps = lesson.deals[self.deal_index].steps
        self._played_out = index is None or all(s.is_read for s in steps[index:])
        if step is None and self.deal_index + 1 >= len(lesson.deals):
            self._finish(lesson)
        elif step is not None and step.by != 0:
            pace = self.window.model.bot_pace
            self._timer.start(round(COMPUTER_PAUSE_MS * pace))
        self._light()
        self.changed.emit()
        self._announce(self.step_text() + " " + self.target_text())

    def _finish(self, lesson: Lesson) -> None:
        if not self._complete:
            self._complete = True
            self.progress.mark_done(lesson.key)
            self.completed.emit(lesson.key)

    @Slot()
    def _play_computer(self) -> None:
        step = self.step()
        rnd = self.window.model.round
        if step is None or step.by == 0 or rnd is None or rnd.current != step.by:
            return
        action = step.action()
        if action is not None:
            self.window.model.apply(action)

    # ------------------------------------------------------------ lighting

    @Slot()
    def _light(self) -> None:
        """Light the step's targets on the table (and the Knock or Declare button)."""
        step = self.step()
        window = self.window
        scene = window.scene
        rects: list[QRectF] = []
        cards: list[CardItem] = []
        buttons: list[QWidget] = []
        result = False
        if step is not None and step.by == 0 and self.lesson is not None:
            for kind, args in targets(step):
                result = result or kind == "result"
                if kind == "card":
                    for name in args:
                        item = scene.item_for(Card.parse(name))
                        if item is not None:
                            cards.append(item)
                elif kind in ("stock", "discard"):
                    zone = scene.zone(STOCK if kind == "stock" else DISCARD)
                    if zone is not None:
                        rects.append(zone.rect)
                elif kind == "table":
                    # Where a new spread of yours goes: the band above your hand.
                    mine = scene.spreads_band()
                    zone = scene.zone(TABLE)
                    if not mine.isEmpty():
                        rects.append(mine)
                    elif zone is not None:
                        rects.append(zone.rect)
                elif kind == "spread":
                    items = scene.spread_items(int(args[0]))
                    if items:
                        area = items[0].resting_rect()
                        for item in items[1:]:
                            area = area.united(item.resting_rect())
                        rects.append(area)
                elif kind == "badge":
                    rects.append(scene.points_badge_rect())
                elif kind == "knock":
                    buttons.append(window.knock_button)
                elif kind == "declare":
                    buttons.append(window.declare_button)
        self.highlight.set_rects(rects, cards)
        # The round's result: its panel's frame glows as the table's targets do.
        panel = window.round_end
        style = (
            self._result_style.replace("border: 2px solid #f2c94c", "border: 4px solid #ff7828")
            if result
            else self._result_style
        )
        if panel.styleSheet() != style:
            panel.setStyleSheet(style)
        for button in (window.knock_button, window.declare_button):
            lit = button in buttons
            if bool(button.property("lessonLit")) != lit:
                button.setProperty("lessonLit", lit)
                button.setStyleSheet(
                    "QPushButton { background: #ff7828; color: #1b1b1b; font-weight: bold;"
                    " border: 3px solid #ffd2a8; border-radius: 4px; padding: 3px 10px; }"
                    if lit
                    else ""
                )
                button.setAccessibleDescription(tr("The lesson's next move") if lit else "")

    def _announce(self, text: str) -> None:
        """Say `text` to a screen reader (the lesson panel is read as well)."""
        text = text.strip()
        if not text or not QAccessible.isActive():
            return
        event = QAccessibleAnnouncementEvent(self.window.widget, text)
        QAccessible.updateAccessibility(event)
