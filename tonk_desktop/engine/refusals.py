"""Why an action is refused: one code per reason, its facts, and its English.

`Round.apply()` raises `IllegalAction` for an action `legal_actions()` does not
list. The error carries a stable `code` (a key of `REFUSALS`), the facts its
sentence needs as fields (`card`, `limit`), and `reason`: the English sentence,
`REFUSALS[code]` with the facts filled in. English is the engine's word for
logs, `tonk-replay` and tests; the window words a refusal itself, in the
player's language, from the code and the facts (ui/text/reasons.py), and never
reads `reason`.

Which rule refuses an action is decided in `legality.py`, one check per kind
of action; this module only names the refusals and words them.
"""

from __future__ import annotations

from typing import Final

from .cards import Card

# Every refusal: code -> English sentence. "{card}" is the card's short name
# (Q♠), "{limit}" the knock limit in points.
REFUSALS: Final[dict[str, str]] = {
    "round_over": "the round is over",
    "declare_not_49": "only a dealt hand of 49 can be declared",
    "declare_late": "a dealt 49 must be declared at the start of your first turn",
    "knock_after_draw": "you may only knock before drawing",
    "knock_while_held": "you are held this turn and may not knock",
    "knock_over_limit": "you may only knock with {limit} points or fewer",
    "already_drew": "you have already drawn this turn",
    "decline_with_stock": "you may only decline the discard when the stock is empty",
    "stock_empty": "the stock is empty",
    "bad_source": "draw from the stock or the discard pile",
    "pile_empty": "the discard pile is empty",
    "discard_unmeldable": (
        "you may only take the discard if you can spread or hit with it this turn"
    ),
    "draw_first": "draw a card first",
    "not_in_hand": "{card} is not in your hand",
    "spread_while_held": "you are held this turn and may not lay new spreads",
    "spread_too_short": "a spread needs at least three cards",
    "spread_all_jokers": "a spread needs at least one card that is not a joker",
    "book_too_long": "a book has at most four cards",
    "book_mixed_ranks": "a book must be cards of one rank",
    "run_mixed_suits": "a run must be one suit",
    "run_ace_high": "the ace is low only: Q-K-A is not a run",
    "run_not_in_sequence": "a run must be cards in sequence",
    "no_such_spread": "there is no such spread on the table",
    "hit_book": "you may only hit runs, not books",
    "one_hit": "you may only hit once a turn",
    "hit_wrong_rank": "{card} does not fit this book",
    "hit_not_in_sequence": "{card} does not extend this run",
    "must_meld_taken_card": (
        "you must spread or hit with the card you took from the discard pile first"
    ),
    "must_lay_spreads": "you must lay down every spread you hold before ending your turn",
    "discard_taken_card": "you may not discard the card you took from the discard pile",
    "not_an_action": "that is not a move in Tonk",
}


class IllegalAction(ValueError):
    """An action the rules do not allow now (see the module docstring).

    `code`: which rule, a key of `REFUSALS` ("illegal" when made by hand without
    one); `card`: the card the sentence names, else None; `limit`: the knock
    limit, for "knock_over_limit", else None; `reason`: the English sentence."""

    def __init__(
        self,
        reason: str,
        code: str = "illegal",
        *,
        card: Card | None = None,
        limit: int | None = None,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code
        self.card = card
        self.limit = limit


def refusal(code: str, *, card: Card | None = None, limit: int | None = None) -> IllegalAction:
    """The `IllegalAction` for `code`, its sentence filled in from the facts.
    A code not in `REFUSALS`, or a sentence missing its fact, is a KeyError:
    an engine bug, never a player's."""
    sentence = REFUSALS[code]
    if "{card}" in sentence and card is None:
        raise KeyError(f"refusal {code!r} needs the card")
    if "{limit}" in sentence and limit is None:
        raise KeyError(f"refusal {code!r} needs the limit")
    reason = sentence.format(card=card.symbol if card is not None else "", limit=limit)
    return IllegalAction(reason, code, card=card, limit=limit)
