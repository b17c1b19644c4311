"""The coach's findings in words: its reasons (`ai.coach.Reason`, a code and
its facts), the moves it names, its marks and its hindsight, translated."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from tonk_desktop.ai.coach import Decision, Hindsight, Mark, Reason
from tonk_desktop.engine import (
    Action,
    Card,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
)
from tonk_desktop.ui.text.lists import and_list
from tonk_desktop.ui.text.reasons import card_symbol


def _tr(text: str) -> str:
    return QCoreApplication.translate("CoachWords", text)


# The English of each reason, by code; the facts fill the braces.
REASONS: dict[str, str] = {
    "declare_49": str(QT_TRANSLATE_NOOP("CoachWords", "Declaring your dealt 49 wins at once.")),
    "knock_caught_taken": str(
        QT_TRANSLATE_NOOP(
            "CoachWords",
            "Knocking with {total} was likely to be caught ({chance}):"
            " {player} took {cards} from the pile.",
        )
    ),
    "knock_caught": str(
        QT_TRANSLATE_NOOP(
            "CoachWords",
            "Knocking with {total} was likely to be caught ({chance}):"
            " {player} may well hold as little.",
        )
    ),
    "knock_early": str(
        QT_TRANSLATE_NOOP(
            "CoachWords",
            "Knocking with {total} was early: playing on was worth more"
            " (a knock would be caught {chance} of the time).",
        )
    ),
    "knock_missed": str(
        QT_TRANSLATE_NOOP(
            "CoachWords", "Knocking with {total} would have won {chance} of the time."
        )
    ),
    "take_pile_fits": str(
        QT_TRANSLATE_NOOP(
            "CoachWords", "Taking {card} from the pile was better: it fits with {cards}."
        )
    ),
    "take_pile": str(
        QT_TRANSLATE_NOOP(
            "CoachWords", "Taking {card} from the pile was better than a card from the stock."
        )
    ),
    "take_stock": str(
        QT_TRANSLATE_NOOP("CoachWords", "Drawing from the stock was better than taking {card}.")
    ),
    "decline": str(
        QT_TRANSLATE_NOOP(
            "CoachWords", "Declining the discard was better: {total} was likely the lowest."
        )
    ),
    "take_dry": str(
        QT_TRANSLATE_NOOP(
            "CoachWords", "Taking {card} was better than ending the round on {total}."
        )
    ),
    "lay_spread": str(
        QT_TRANSLATE_NOOP("CoachWords", "Laying {cards} was better than holding it back.")
    ),
    "hit": str(QT_TRANSLATE_NOOP("CoachWords", "Hitting with {card} was better.")),
    "discard_feeds": str(
        QT_TRANSLATE_NOOP(
            "CoachWords", "{card} fits with what {player} took from the pile ({cards})."
        )
    ),
    "discard_fits": str(
        QT_TRANSLATE_NOOP(
            "CoachWords",
            "{card} fitted with {cards}, {other} with nothing: throwing {other} was better.",
        )
    ),
    "discard_high": str(
        QT_TRANSLATE_NOOP(
            "CoachWords", "Throwing {other} was better: it is worth more than {card}."
        )
    ),
    "discard_other": str(
        QT_TRANSLATE_NOOP("CoachWords", "Throwing {other} was better than {card}.")
    ),
    "hold": str(
        QT_TRANSLATE_NOOP("CoachWords", "Keeping the cards in hand was better than: {move}.")
    ),
    "better_move": str(QT_TRANSLATE_NOOP("CoachWords", "Better: {move}.")),
}

MARK_WORDS: dict[str, str] = {
    "inaccuracy": str(QT_TRANSLATE_NOOP("CoachWords", "Inaccuracy")),
    "mistake": str(QT_TRANSLATE_NOOP("CoachWords", "Mistake")),
    "blunder": str(QT_TRANSLATE_NOOP("CoachWords", "Blunder")),
}


def mark_word(mark: Mark) -> str:
    return _tr(MARK_WORDS[mark])


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_symbol(card) for card in cards)


def move_text(action: Action, top: Card | None = None) -> str:
    """A move as a short phrase: "knock", "discard Q♠"... (`top`: the card a
    draw from the pile takes)."""
    if isinstance(action, Knock):
        return _tr("knock")
    if isinstance(action, Draw):
        if action.source == "stock":
            return _tr("draw from the stock")
        if top is not None:
            return _tr("take {card} from the pile").format(card=card_symbol(top))
        return _tr("take from the pile")
    if isinstance(action, LaySpread):
        return _tr("lay {cards}").format(cards=cards_text(action.cards))
    if isinstance(action, Hit):
        return _tr("hit with {card}").format(card=card_symbol(action.card))
    if isinstance(action, Discard):
        return _tr("discard {card}").format(card=card_symbol(action.card))
    if isinstance(action, DeclineDiscard):
        return _tr("decline the discard")
    if isinstance(action, DeclareTonk):
        return _tr("declare the dealt 49")
    return str(action)


def percent(chance: float) -> str:
    return _tr("{percent}%").format(percent=QLocale().toString(round(100 * chance)))


def reason_text(reason: Reason, name: Callable[[int], str], top: Card | None = None) -> str:
    """The reason in the reader's language (`name(seat)`: a player's name)."""
    facts: dict[str, str] = {}
    for key, value in reason.params.items():
        if key == "player" and isinstance(value, int):
            facts[key] = name(value)
        elif key == "chance" and isinstance(value, float):
            facts[key] = percent(value)
        elif isinstance(value, Card):
            facts[key] = card_symbol(value)
        elif isinstance(value, tuple):
            facts[key] = cards_text([card for card in value if isinstance(card, Card)])
        elif isinstance(value, Knock | Draw | LaySpread | Hit | Discard | DeclineDiscard):
            facts[key] = move_text(value, top)
        elif isinstance(value, DeclareTonk):
            facts[key] = move_text(value)
        else:
            facts[key] = str(value)
    template = REASONS.get(reason.code)
    if template is None:
        return _tr("Better: {move}.").format(move=facts.get("move", ""))
    return _tr(template).format(**facts)


def number(value: float) -> str:
    """Units to two decimals in the person's locale, as money is shown
    ("0.35", Hungarian and Russian "0,35"), with a true minus."""
    locale = QLocale()
    text = locale.toString(float(abs(value)), "f", 2)
    return ("\u2212" + text) if round(value, 2) < 0 else text


def units(value: float) -> str:
    """A stake in units, signed: "+0.35", "−1.20" (Hungarian "+0,35")."""
    text = number(value)
    return text if text.startswith("\u2212") else "+" + text


def decision_line(decision: Decision, top: Card | None) -> str:
    """ "Move 12 · Mistake: discard Q♠ (better: discard 5♠), cost 0.36 ± 0.11"."""
    assert decision.mark is not None
    return _tr("Move {number} · {mark}: {chosen} (better: {best}), cost {cost} ± {error}").format(
        number=decision.step + 1,
        mark=mark_word(decision.mark),
        chosen=move_text(decision.chosen, top),
        best=move_text(decision.best, top),
        cost=number(decision.cost),
        error=number(decision.error),
    )


def hint_differs_text(decisions: Sequence[Decision]) -> str:
    """Where the hint (Play ▸ Hint) would have played otherwise and the coach
    did not mark the move made: said, so that the review and the hint never
    seem to disagree in silence ("" when there is no such decision)."""
    found = [d for d in decisions if d.mark is None and d.hint is not None and d.hint != d.chosen]
    if not found:
        return ""
    moves = and_list(
        _tr("move {number} ({move})").format(
            number=d.step + 1, move=move_text(d.hint, d.top) if d.hint is not None else ""
        )
        for d in found
    )
    return _tr(
        "The hint would have played otherwise at {moves}; the coach found the difference"
        " too small to mark."
    ).format(moves=moves)


def hindsight_text(found: Hindsight, step: int, top: Card | None) -> str:
    move = move_text(found.action, top)
    if found.exact:
        text = _tr("Move {number}: {move} would have given {net}; the round gave {actual}.")
    else:
        text = _tr(
            "Move {number}: {move}, then simple play by all, would have given {net};"
            " the round gave {actual}."
        )
    return text.format(number=step + 1, move=move, net=units(found.net), actual=units(found.actual))
