"""Lists in a sentence, joined as the player's language joins them: names,
cards, moves. Every list the window builds for a sentence goes through
`listing` (items one after another: "5♦, A♠"; Japanese "5♦、A♠") or
`and_list` (one phrase, "and" before the last: "Ann, Bob and you"; Japanese
"アン、ボブとあなた", Hungarian "Ann, Bob és te", Russian "Анна, Боб и вы").
The separator and the "and" are the translator's, never ASCII punctuation
chosen by the code. Call them each time text is shown: they translate at the
moment they are called."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

__all__ = ["and_list", "listing"]


def listing(items: Iterable[str]) -> str:
    """The items one after another, with the language's separator."""
    return QCoreApplication.translate(
        "Lists", ", ", "between the items of a list (names, cards, moves); Japanese: 、"
    ).join(items)


def and_list(items: Iterable[str]) -> str:
    """The items as one phrase: "A", "A and B", "A, B and C"."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return (
        QCoreApplication.translate(
            "Lists",
            "{list} and {last}",
            "a list read as one phrase: {list} is the items but the last, already joined "
            "with the list's separator",
        )
        .replace("{list}", listing(items[:-1]))
        .replace("{last}", items[-1])
    )
