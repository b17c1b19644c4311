"""Your hand's order, the selection and the keyboard's focus in it, the move
shown as a hint, and the marks that show all of these on the cards and piles."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tonk_desktop.engine import Action, Card, Discard, Draw, Hit, LaySpread, Round
from tonk_desktop.ui.table.gestures import DISCARD, STOCK, TABLE, Target
from tonk_desktop.ui.table.items import CardItem, Lit
from tonk_desktop.ui.table.scene_state import SceneState


class HandSelection(SceneState):
    """Your hand's order, selection, focus and hint, and their marks."""

    def hand_order(self) -> list[Card]:
        """Your hand in the order it is shown, left to right."""
        return list(self._hand_order)

    def selected_cards(self) -> list[Card]:
        keys = self._hand_keys()
        return [
            card for card, key in zip(self._hand_order, keys, strict=True) if key in self._selected
        ]

    def focused_card(self) -> Card | None:
        if self._focus is None or not 0 <= self._focus < len(self._hand_order):
            return None
        return self._hand_order[self._focus]

    def sort_hand(self, by: str) -> None:
        """Sort your hand by suit (then rank) or by rank (then suit)."""
        if by == "rank":
            self._hand_order.sort(key=lambda c: (c.rank or 99, c.sort_key))
        else:
            self._hand_order.sort(key=lambda c: c.sort_key)
        self._remap_selection()
        self.sync(animate=True)
        self.hand_reordered.emit()

    def move_in_hand(self, card_index: int, new_index: int) -> None:
        card = self._hand_order.pop(card_index)
        self._hand_order.insert(max(0, min(new_index, len(self._hand_order))), card)
        self._remap_selection()
        self.sync(animate=True)
        self.hand_reordered.emit()

    def _remap_selection(self) -> None:
        # Selection is kept by key, and keys follow the cards; only a joker pair
        # can trade keys, which is invisible.
        self._selected &= set(self._hand_keys())

    def _update_hand_order(self, rnd: Round) -> None:
        hand = list(rnd.hand(self.you))
        remaining = Counter(hand)
        kept = []
        for card in self._hand_order:
            if remaining[card] > 0:
                kept.append(card)
                remaining[card] -= 1
        for card in hand:  # new cards (just drawn, or a new deal) go on the right
            if remaining[card] > 0:
                kept.append(card)
                remaining[card] -= 1
        self._hand_order = kept
        self._remap_selection()
        if self._focus is not None and self._focus >= len(kept):
            self._focus = len(kept) - 1 if kept else None

    def set_selected(self, cards: Iterable[Card]) -> None:
        self._drop_hint()  # a move shown for other cards is no longer what Enter means
        wanted = Counter(cards)
        self._selected = set()
        for card, key in zip(self._hand_order, self._hand_keys(), strict=True):
            if wanted[card] > 0:
                self._selected.add(key)
                wanted[card] -= 1
        self._refresh_marks()

    def toggle_selected(self, index: int) -> None:
        keys = self._hand_keys()
        if not 0 <= index < len(keys):
            return
        key = keys[index]
        self._drop_hint()  # Enter now plays what is selected, not a move shown before
        self._selected ^= {key}
        self._focus = index
        self.sync(animate=True)

    def move_focus(self, delta: int) -> None:
        count = len(self._hand_order)
        if not count:
            self._focus = None
            return
        if self._focus is None:
            self._focus = 0 if delta > 0 else count - 1
        else:
            self._focus = max(0, min(count - 1, self._focus + delta))
        self._refresh_marks()

    def set_hint(self, action: Action | None) -> None:
        changed = action != self._hint
        self._hint = action
        self._refresh_marks()
        if changed:
            self.hint_changed.emit(action)

    def _drop_hint(self) -> None:
        """Forget the move shown (the caller redraws the marks)."""
        if self._hint is not None:
            self._hint = None
            self.hint_changed.emit(None)

    @property
    def hint(self) -> Action | None:
        return self._hint

    def _refresh_marks(self) -> None:
        hint = self._hint
        hint_cards: set[Card] = set()
        hint_target: Target | None = None
        if isinstance(hint, Discard):
            hint_cards, hint_target = {hint.card}, DISCARD
        elif isinstance(hint, Hit):
            hint_cards, hint_target = {hint.card}, Target("spread", hint.spread_index)
        elif isinstance(hint, LaySpread):
            hint_cards, hint_target = set(hint.cards), TABLE
        elif isinstance(hint, Draw):
            hint_target = STOCK if hint.source == "stock" else DISCARD
        keys = self._hand_keys()
        focused: CardItem | None = None
        for i, key in enumerate(keys):
            item = self._items.get(key)
            if item is None:
                continue
            lit: Lit = "hint" if item.card in hint_cards else "off"
            ring = i == self._focus and self.focus_shown
            item.set_marks(key in self._selected, ring, lit)
            if i == self._focus:
                focused = item
        lit_targets = self._drag_lit if self._drag and self._drag.active else {}
        for target, zone in self._zones.items():
            state: Lit = lit_targets.get(target, "off")
            if state == "off" and target == hint_target:
                state = "hint"
            zone.set_lit(state)
        for item in self._items.values():
            if item.place[0] in ("stock", "discard"):
                # A hinted draw lights its pile's cards (a Draw's target is
                # always STOCK or DISCARD, by its source).
                is_hint = isinstance(hint, Draw) and (hint.source == "stock") == (
                    item.place[0] == "stock"
                )
                item.set_marks(False, False, "hint" if is_hint else "off")
            elif item.place[0] != "hand":
                # A card that left your hand (into a spread) keeps no mark of it.
                item.set_marks(False, False, "off")
        self.marks_changed.emit(focused)
