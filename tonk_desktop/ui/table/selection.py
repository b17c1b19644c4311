"""Your hand as you arrange it and choose in it: the order it is shown in, the
cards selected, the keyboard's focus, and the move shown as a hint.

`HandSelection` is plain state with no Qt in it: the scene owns one, asks it
what to lift and mark, and redraws after changing it. Cards are known by their
key on the table (`str(card)` and which of the two a joker is), so a
selection follows its cards when the hand is sorted or reordered.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from tonk_desktop.engine import Action, Card

Key = tuple[str, int]


class HandSelection:
    """Your hand's order, selection, focus and hint."""

    def __init__(self, on_hint: Callable[[Action | None], None]) -> None:
        self.order: list[Card] = []  # your hand, left to right
        self.selected: set[Key] = set()
        self.focus: int | None = None  # an index into `order`
        # The keyboard's focus ring shows from the first key until the mouse is used.
        self.focus_shown = True
        self.hint: Action | None = None  # the move shown for Enter to play
        self.viewer: int | None = None  # whose hand this is
        self._on_hint = on_hint  # told of every change of the hint

    # ------------------------------------------------------------ reading

    def hand_keys(self) -> list[Key]:
        """The table's keys of your hand's cards, in order."""
        seen: Counter[str] = Counter()
        keys = []
        for card in self.order:
            name = str(card)
            keys.append((name, seen[name]))
            seen[name] += 1
        return keys

    def selected_cards(self) -> list[Card]:
        keys = self.hand_keys()
        return [card for card, key in zip(self.order, keys, strict=True) if key in self.selected]

    def focused_card(self) -> Card | None:
        if self.focus is None or not 0 <= self.focus < len(self.order):
            return None
        return self.order[self.focus]

    # ------------------------------------------------------------ following the round

    def forget(self) -> None:
        """A new hand (a deal, a restored or undone round): nothing chosen in it yet."""
        self.selected.clear()
        self.order = []
        self.focus = None

    def follow_viewer(self, you: int) -> None:
        """Another person took the bottom seat (hot seat): their own fresh start,
        not the last person's focus and selection."""
        if self.viewer != you:
            self.viewer = you
            self.selected.clear()
            self.focus = None

    def follow_hand(self, hand: Sequence[Card]) -> None:
        """Keep the shown order of the cards still in `hand`; new cards (just
        drawn, or a new deal) go on the right."""
        remaining = Counter(hand)
        kept = []
        for card in self.order:
            if remaining[card] > 0:
                kept.append(card)
                remaining[card] -= 1
        for card in hand:
            if remaining[card] > 0:
                kept.append(card)
                remaining[card] -= 1
        self.order = kept
        self._remap()
        if self.focus is not None and self.focus >= len(kept):
            self.focus = len(kept) - 1 if kept else None

    # ------------------------------------------------------------ your choices

    def sort(self, by: str) -> None:
        """By suit (then rank) or by rank (then suit)."""
        if by == "rank":
            self.order.sort(key=lambda c: (c.rank or 99, c.sort_key))
        else:
            self.order.sort(key=lambda c: c.sort_key)
        self._remap()

    def move(self, card_index: int, new_index: int) -> None:
        card = self.order.pop(card_index)
        self.order.insert(max(0, min(new_index, len(self.order))), card)
        self._remap()

    def move_together(self, indices: set[int], new_index: int) -> None:
        """The cards at `indices`, in their order, to `new_index` among the others."""
        moved = [card for i, card in enumerate(self.order) if i in indices]
        rest = [card for i, card in enumerate(self.order) if i not in indices]
        self.order = rest[:new_index] + moved + rest[new_index:]
        self._remap()

    def set_selected(self, cards: Iterable[Card]) -> None:
        self.drop_hint()  # a move shown for other cards is no longer what Enter means
        wanted = Counter(cards)
        self.selected = set()
        for card, key in zip(self.order, self.hand_keys(), strict=True):
            if wanted[card] > 0:
                self.selected.add(key)
                wanted[card] -= 1

    def add(self, keys: Iterable[Key]) -> None:
        """These cards join the selection (cards dragged together)."""
        self.selected |= set(keys)

    def flip(self, key: Key) -> None:
        """Select the card, or deselect it, leaving the hint and the focus alone."""
        self.selected ^= {key}

    def toggle(self, index: int) -> bool:
        """Select or deselect the card at `index` and focus it; False if there is none."""
        keys = self.hand_keys()
        if not 0 <= index < len(keys):
            return False
        self.drop_hint()  # Enter now plays what is selected, not a move shown before
        self.selected ^= {keys[index]}
        self.focus = index
        return True

    def move_focus(self, delta: int) -> None:
        count = len(self.order)
        if not count:
            self.focus = None
        elif self.focus is None:
            self.focus = 0 if delta > 0 else count - 1
        else:
            self.focus = max(0, min(count - 1, self.focus + delta))

    def set_hint(self, action: Action | None) -> None:
        changed = action != self.hint
        self.hint = action
        if changed:
            self._on_hint(action)

    def drop_hint(self) -> None:
        if self.hint is not None:
            self.hint = None
            self._on_hint(None)

    def _remap(self) -> None:
        # Selection is kept by key, and keys follow the cards; only a joker pair
        # can trade keys, which is invisible.
        self.selected &= set(self.hand_keys())
