"""Moves chosen from the keyboard (and the buttons that stand for keys): what
Enter plays, what D and S do, and the legal moves Up and Down step through.

`KeyboardController` holds no state of its own: it reads your selection and
focus (`HandSelection`) and the model's legal moves, and hands the move it
means to the scene's `act()`, the same road a drop takes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tonk_desktop.engine import Action, DeclareTonk, Discard, Draw, Hit, Knock, LaySpread
from tonk_desktop.ui.table.gestures import play_card_action

if TYPE_CHECKING:
    from tonk_desktop.ui.table.scene import TableScene


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class KeyboardController:
    """Turns the keyboard's choice of cards into moves for the scene's `act()`."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    def discard_focused(self) -> str | None:
        """D: discard the one selected card, or with none selected the focused one,
        or the one card left in the hand."""
        selection = self.table.selection
        selected = selection.selected_cards()
        if len(selected) > 1:
            message = tr("Select just one card to discard.")
            self.table.move_refused.emit(message, "several_selected")
            return message
        card = selected[0] if selected else selection.focused_card()
        if card is None and len(selection.order) == 1:
            card = selection.order[0]
        if card is None:
            self.table.move_refused.emit(tr("Select the card to discard."), "nothing_selected")
            return tr("Select the card to discard.")
        return self.table.act(Discard(card))

    def spread_selected(self) -> str | None:
        cards = self.table.selection.selected_cards()
        if not cards:
            message = tr("Select the cards of the spread first (Space selects a card).")
            self.table.move_refused.emit(message, "nothing_selected")
            return message
        return self.table.act(LaySpread(tuple(cards)))

    def default_action(self) -> Action | None:
        """What Enter does: the hinted move if one is shown; else draw from the
        stock at the start of your turn; else lay the selected cards as a spread
        (two or more), or play the focused card (a hit if it fits, else a discard)."""
        if self.table.selection.hint is not None:
            return self.table.selection.hint
        rnd = self.table.model.round
        if rnd is None or rnd.is_over:
            return None
        if rnd.phase == "start":
            legal = self.table.model.legal_for(self.table.you)
            if DeclareTonk() in legal:
                return DeclareTonk()  # a dealt 49 wins 2 from everyone: never drawn past
            if rnd.stock_count or not legal:
                return Draw("stock")  # (not your turn: the engine says whose it is)
            # The stock is dry: take the discard. Declining ends the round, so it
            # is never what Enter does; the person chooses it themselves.
            return Draw("discard") if Draw("discard") in legal else None
        selected = self.table.selection.selected_cards()
        if len(selected) >= 2:
            return LaySpread(tuple(selected))
        card = selected[0] if selected else self.table.selection.focused_card()
        if card is None:
            return None
        return play_card_action(card, self.table.model.legal_for(self.table.you))

    def moves_for_choice(self) -> list[Action]:
        """The legal moves of what the keyboard has chosen: before the draw, the
        draws and the knock; after it, the selected cards as a spread, and every
        hit (one per spread it fits) and the discard of the selected or focused
        card. Up and Down step through them."""
        rnd = self.table.model.round
        if rnd is None or rnd.is_over:
            return []
        legal = self.table.model.legal_for(self.table.you)
        if rnd.phase == "start":
            # The draws first: knocking is the rarer choice.
            return sorted(legal, key=lambda action: not isinstance(action, Draw))
        selected = self.table.selection.selected_cards()
        focused = self.table.selection.focused_card()
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
            self.table.set_hint(None)
            return None
        if self.table.selection.hint in moves:
            index = (moves.index(self.table.selection.hint) + step) % len(moves)
        else:
            index = 0 if step > 0 else len(moves) - 1
        self.table.set_hint(moves[index])
        return moves[index]

    def take_default_action(self) -> str | None:
        action = self.default_action()
        rnd = self.table.model.round
        if action is None and rnd is not None and rnd.phase == "start" and rnd.stock_count == 0:
            message = tr(
                "The stock is empty and the discard cannot be taken: decline it with the "
                "Decline button; that ends the round."
            )
            self.table.move_refused.emit(message, "nothing_selected")
            return message
        if action is None:
            message = tr("Choose a card first: the arrow keys move, Space selects.")
            self.table.move_refused.emit(message, "nothing_selected")
            return message
        return self.table.act(action)
