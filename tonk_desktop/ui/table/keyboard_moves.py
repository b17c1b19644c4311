"""Moves chosen from the keyboard (and the buttons that stand for keys): what
Enter plays, what D and S do, and the legal moves Up and Down step through."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from tonk_desktop.engine import Action, DeclareTonk, Discard, Draw, Hit, Knock, LaySpread
from tonk_desktop.ui.table.gestures import play_card_action
from tonk_desktop.ui.table.scene_state import SceneState


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class KeyboardMoves(SceneState):
    """Turns the keyboard's choice of cards into moves and hands them to the model."""

    # A lesson's say over the person's moves: the reason a move is refused, or
    # None to let it through to the model (ui/lessons/tutor.py sets it).
    move_guard: Callable[[Action], str | None] | None = None

    def act(self, action: Action) -> str | None:
        """Hand a person's action to the model; None if applied, else the reason."""
        if self.model.is_computer(self.you):
            return tr("The computer is playing this seat.")
        guard = self.move_guard
        if guard is not None:
            refusal = guard(action)
            if refusal is not None:
                self.move_refused.emit(refusal, "lesson")
                return refusal
        return self.model.apply(action, player=self.you)

    def draw(self, source: str) -> str | None:
        return self.act(Draw("stock" if source == "stock" else "discard"))

    def discard_focused(self) -> str | None:
        """D: discard the one selected card, or with none selected the focused one."""
        selected = self.selected_cards()
        if len(selected) > 1:
            message = tr("Select just one card to discard.")
            self.move_refused.emit(message, "several_selected")
            return message
        card = selected[0] if selected else self.focused_card()
        if card is None:
            self.move_refused.emit(tr("Select the card to discard."), "nothing_selected")
            return tr("Select the card to discard.")
        return self.act(Discard(card))

    def spread_selected(self) -> str | None:
        cards = self.selected_cards()
        if not cards:
            message = tr("Select the cards of the spread first (Space selects a card).")
            self.move_refused.emit(message, "nothing_selected")
            return message
        return self.act(LaySpread(tuple(cards)))

    def default_action(self) -> Action | None:
        """What Enter does: the hinted move if one is shown; else draw from the
        stock at the start of your turn; else lay the selected cards as a spread
        (two or more), or play the focused card (a hit if it fits, else a discard)."""
        if self._hint is not None:
            return self._hint
        rnd = self.model.round
        if rnd is None or rnd.is_over:
            return None
        if rnd.phase == "start":
            legal = self.model.legal_for(self.you)
            if DeclareTonk() in legal:
                return DeclareTonk()  # a dealt 49 wins 2 from everyone: never drawn past
            if rnd.stock_count or not legal:
                return Draw("stock")  # (not your turn: the engine says whose it is)
            # The stock is dry: take the discard. Declining ends the round, so it
            # is never what Enter does; the person chooses it themselves.
            return Draw("discard") if Draw("discard") in legal else None
        selected = self.selected_cards()
        if len(selected) >= 2:
            return LaySpread(tuple(selected))
        card = selected[0] if selected else self.focused_card()
        if card is None:
            return None
        return play_card_action(card, self.model.legal_for(self.you))

    def moves_for_choice(self) -> list[Action]:
        """The legal moves of what the keyboard has chosen: before the draw, the
        draws and the knock; after it, the selected cards as a spread, and every
        hit (one per spread it fits) and the discard of the selected or focused
        card. Up and Down step through them."""
        rnd = self.model.round
        if rnd is None or rnd.is_over:
            return []
        legal = self.model.legal_for(self.you)
        if rnd.phase == "start":
            # The draws first: knocking is the rarer choice.
            return sorted(legal, key=lambda action: not isinstance(action, Draw))
        selected = self.selected_cards()
        focused = self.focused_card()
        cards = selected or ([focused] if focused is not None else [])
        moves: list[Action] = []
        if len(cards) >= 2:
            spread = LaySpread(cards)  # sorts its cards, as the legal ones are
            moves += [a for a in legal if a == spread]
        if len(cards) == 1:
            card = cards[0]
            moves += [a for a in legal if isinstance(a, (Hit, Discard)) and a.card == card]
        moves += [a for a in legal if isinstance(a, Knock)]
        return moves

    def cycle_moves(self, step: int) -> Action | None:
        """Highlight the next (step 1) or previous (-1) move of `moves_for_choice`
        like a hint, so Enter plays it; None when there is nothing to choose."""
        moves = self.moves_for_choice()
        if not moves:
            self.set_hint(None)
            return None
        if self._hint in moves:
            index = (moves.index(self._hint) + step) % len(moves)
        else:
            index = 0 if step > 0 else len(moves) - 1
        self.set_hint(moves[index])
        return moves[index]

    def take_default_action(self) -> str | None:
        action = self.default_action()
        rnd = self.model.round
        if action is None and rnd is not None and rnd.phase == "start" and rnd.stock_count == 0:
            message = tr(
                "The stock is empty and the discard cannot be taken: decline it with the "
                "Decline button; that ends the round."
            )
            self.move_refused.emit(message, "nothing_selected")
            return message
        if action is None:
            message = tr("Choose a card first: the arrow keys move, Space selects.")
            self.move_refused.emit(message, "nothing_selected")
            return message
        return self.act(action)
