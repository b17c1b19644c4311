"""Whether a move is legal, decided in one place: one check per kind of action
(docs/rules.md §3-5), each returning the `Refusal` that bars the action now
(its code, a key of `REFUSALS`, with the facts its sentence names) or None
when the rules allow it.

- `refusal_of(rnd, action)`: the check for the action's kind (`check_knock`,
  `check_draw`, `check_spread`, `check_hit`, `check_discard`,
  `check_decline`, `check_declare`); `Round.apply` raises its `error()` for an
  action it does not list, and the tests hold that `Round.legal_actions()`
  lists an action exactly when its check returns None.
- `knock_refusal` and `meldable_now` are the two rules the move generator
  (`Round.generate_legal_actions`, the search's bit-level fast path) asks
  here rather than deciding again; the rest it lists by card sets, and the
  property test in tests/engine/test_engine_legality.py keeps it to these
  checks.
- `TurnAllows` (`RoundView.allows`): what the rules allow the current player
  this turn (may lay spreads, hits left, hits on runs only, dead books...),
  for the computer players, which read it rather than the rule switches.

The checks read a round only through its public state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, NamedTuple

from .actions import DeclareTonk, DeclineDiscard, Discard, Draw, Hit, Knock, LaySpread
from .cards import Card
from .meld_search import Table, after_hit, meldable, table_of
from .refusals import IllegalAction, refusal
from .rules import HitPenalty, HouseRules
from .spreads import any_spread, classify, hand_spreads, hit_info, may_spread_bits

if TYPE_CHECKING:
    from .round import Round

# The hits left in a turn with no limit on them (more than any turn can play).
NO_HIT_LIMIT: Final = 99


class Refusal(NamedTuple):
    """Why an action is barred now: `code`, a key of `REFUSALS`, and the facts
    its sentence names (`card`, `limit`). `error()` is the `IllegalAction`."""

    code: str
    card: Card | None = None
    limit: int | None = None

    def error(self) -> IllegalAction:
        return refusal(self.code, card=self.card, limit=self.limit)


# The refusals without facts, made once: the generator asks `knock_refusal`
# on every turn under some rules, and only wants to know whether it is None.
ROUND_OVER: Final = Refusal("round_over")
DECLARE_NOT_49: Final = Refusal("declare_not_49")
DECLARE_LATE: Final = Refusal("declare_late")
KNOCK_AFTER_DRAW: Final = Refusal("knock_after_draw")
KNOCK_WHILE_HELD: Final = Refusal("knock_while_held")
ALREADY_DREW: Final = Refusal("already_drew")
DECLINE_WITH_STOCK: Final = Refusal("decline_with_stock")
STOCK_EMPTY: Final = Refusal("stock_empty")
BAD_SOURCE: Final = Refusal("bad_source")
PILE_EMPTY: Final = Refusal("pile_empty")
DISCARD_UNMELDABLE: Final = Refusal("discard_unmeldable")
DRAW_FIRST: Final = Refusal("draw_first")
SPREAD_WHILE_HELD: Final = Refusal("spread_while_held")
SPREAD_TOO_SHORT: Final = Refusal("spread_too_short")
SPREAD_ALL_JOKERS: Final = Refusal("spread_all_jokers")
BOOK_TOO_LONG: Final = Refusal("book_too_long")
BOOK_MIXED_RANKS: Final = Refusal("book_mixed_ranks")
RUN_MIXED_SUITS: Final = Refusal("run_mixed_suits")
RUN_ACE_HIGH: Final = Refusal("run_ace_high")
RUN_NOT_IN_SEQUENCE: Final = Refusal("run_not_in_sequence")
NO_SUCH_SPREAD: Final = Refusal("no_such_spread")
HIT_BOOK: Final = Refusal("hit_book")
ONE_HIT: Final = Refusal("one_hit")
MUST_MELD_TAKEN_CARD: Final = Refusal("must_meld_taken_card")
MUST_LAY_SPREADS: Final = Refusal("must_lay_spreads")
DISCARD_TAKEN_CARD: Final = Refusal("discard_taken_card")
NOT_AN_ACTION: Final = Refusal("not_an_action")


@dataclass(frozen=True, slots=True)
class TurnAllows:
    """What the rules allow the current player in this turn, as far as it is
    known before any more of the turn is played (`RoundView.allows`).

    `may_lay`: may lay new spreads (not while held under "no_spreads");
    `hits_left`: hits still allowed (`NO_HIT_LIMIT`: no limit);
    `runs_only`: hits go on runs only; `dead_books`: a book hit to four
    cards leaves the table; `discard_back`: the card taken from the pile may
    be thrown back (see `discard_blocked`); `knock_limit`: the most points a
    knock may hold, 0 for no limit (for every player); `hit_penalty`: what
    hitting another's spread costs its owner ("off", "no_spreads",
    "no_knock")."""

    may_lay: bool
    hits_left: int
    runs_only: bool
    dead_books: bool
    discard_back: bool
    knock_limit: int
    hit_penalty: HitPenalty


def turn_allows(rules: HouseRules, held_now: bool, hits_this_turn: int) -> TurnAllows:
    """The `TurnAllows` of a player under `rules`, held this turn or not, who
    has hit `hits_this_turn` times."""
    return TurnAllows(
        may_lay=may_lay(rules, held_now),
        hits_left=hits_left(rules, hits_this_turn),
        runs_only=rules.hit_runs_only,
        dead_books=rules.dead_books,
        discard_back=rules.discard_back,
        knock_limit=rules.knock_limit,
        hit_penalty=rules.hit_penalty,
    )


def may_lay(rules: HouseRules, held_now: bool) -> bool:
    """May a player lay new spreads this turn (held now or not)?"""
    return not (held_now and rules.hit_penalty == "no_spreads")


def hits_left(rules: HouseRules, hits_this_turn: int, hits_used: int = 0) -> int:
    """The hits still allowed in a turn that has hit `hits_this_turn` times
    (and `hits_used` more in a search from there)."""
    if rules.one_hit_per_turn:
        return 0 if hits_this_turn or hits_used else 1
    return NO_HIT_LIMIT


def discard_blocked(discard_back: bool, hand: Sequence[Card], taken: Card | None) -> bool:
    """Is the card taken from the pile this turn (`taken`) barred from the
    discard? It is, unless `discard_back` allows it, or it is the last card in
    hand (else the turn could not end), or a second copy of it (a joker) is held."""
    return taken is not None and not discard_back and len(hand) > 1 and hand.count(taken) == 1


def meldable_now(
    rnd: Round, card: Card, hand: list[Card], table: Table, hits_used: int = 0
) -> bool:
    """Could `card` (in `hand`) still be spread or hit in `rnd`'s turn, by
    any order of spreads and hits (`hits_used`: hits played since `table`)?
    `discard_must_meld` asks it of the taken card (`meld_search.meldable`)."""
    rules = rnd.rules
    return meldable(
        card,
        hand,
        table,
        rules,
        hits_left(rules, rnd.hits_this_turn, hits_used),
        may_lay(rules, rnd.held_now),
    )


def _pending(rnd: Round, hand: list[Card]) -> Card | None:
    """The card taken from the pile that `discard_must_meld` still wants
    spread or hit this turn, else None."""
    taken = rnd.taken
    return taken if rnd.rules.discard_must_meld and taken in hand else None


def _must_lay(rnd: Round, hand: list[Card], spreads: list[tuple[Card, ...]] | None) -> bool:
    """Does `must_lay_spreads` hold the player to a spread still in hand
    (`spreads`: the hand's `hand_spreads`, when listed already)?"""
    rules = rnd.rules
    if not rules.must_lay_spreads or not may_lay(rules, rnd.held_now):
        return False
    if spreads is None:
        player = rnd.current
        if not may_spread_bits(rnd.card_sets[player], rnd.jokers_held[player]):
            return False
        spreads = hand_spreads(hand)
    return any_spread(spreads, True)


# ------------------------------------------------------------------ checks


def knock_refusal(rnd: Round, spreads: list[tuple[Card, ...]] | None = None) -> Refusal | None:
    """May the current player knock now, at a time `knock_timing` allows
    knocks (`check_knock` asks that first)? `spreads`: the hand's
    `hand_spreads`, when the caller has listed them."""
    rules = rnd.rules
    if rnd.held_now and rules.hit_penalty == "no_knock":
        return KNOCK_WHILE_HELD
    limit = rules.knock_limit
    if limit and rnd.hand_total(rnd.current) > limit:
        over = _OVER_LIMIT.get(limit)
        if over is None:
            over = _OVER_LIMIT[limit] = Refusal("knock_over_limit", limit=limit)
        return over
    if rnd.phase == "play" and rules.discard_must_meld and rnd.taken in rnd.hands[rnd.current]:
        return MUST_MELD_TAKEN_CARD  # (`_pending`, written in)
    if rules.must_lay_spreads and _must_lay(rnd, rnd.hands[rnd.current], spreads):
        return MUST_LAY_SPREADS
    return None


# The knock limit's refusal, one per limit.
_OVER_LIMIT: dict[int, Refusal] = {}


def check_knock(rnd: Round, action: Knock) -> Refusal | None:
    if rnd.phase == "play" and rnd.rules.knock_timing == "before_draw":
        return KNOCK_AFTER_DRAW
    return knock_refusal(rnd)


def check_declare(rnd: Round, action: DeclareTonk) -> Refusal | None:
    if not rnd.dealt_49(rnd.current):
        return DECLARE_NOT_49
    if rnd.phase != "start" or not rnd.pending_dealt_49(rnd.current):
        return DECLARE_LATE
    return None


def check_decline(rnd: Round, action: DeclineDiscard) -> Refusal | None:
    if rnd.phase != "start":
        return ALREADY_DREW
    if rnd.stock:
        return DECLINE_WITH_STOCK
    return None


def check_draw(rnd: Round, action: Draw) -> Refusal | None:
    if rnd.phase != "start":
        return ALREADY_DREW
    if action.source == "stock":
        return None if rnd.stock else STOCK_EMPTY
    if action.source != "discard":
        return BAD_SOURCE
    if not rnd.pile:
        return PILE_EMPTY
    top = rnd.pile[-1]
    if rnd.rules.discard_must_meld and not meldable_now(
        rnd, top, [*rnd.hands[rnd.current], top], table_of(rnd.spreads)
    ):
        return DISCARD_UNMELDABLE
    return None


def check_spread(rnd: Round, action: LaySpread) -> Refusal | None:
    if rnd.phase != "play":
        return DRAW_FIRST
    hand = rnd.hands[rnd.current]
    cards = action.cards
    missing = Counter(cards) - Counter(hand)
    if missing:
        return Refusal("not_in_hand", card=next(iter(missing)))
    if not may_lay(rnd.rules, rnd.held_now):
        return SPREAD_WHILE_HELD
    ordered = classify(cards)
    if ordered is None:
        return spread_refusal(cards)
    pending = _pending(rnd, hand)
    if pending is not None and pending not in cards:
        rest = list(hand)
        for card in cards:
            rest.remove(card)
        if not meldable_now(rnd, pending, rest, (*table_of(rnd.spreads), ordered)):
            return MUST_MELD_TAKEN_CARD
    return None


def spread_refusal(cards: tuple[Card, ...]) -> Refusal:
    """Which rule `cards` (not a valid spread, `classify` says) break."""
    if len(cards) < 3:
        return SPREAD_TOO_SHORT
    naturals = [card for card in cards if card.rank]
    if not naturals:
        return SPREAD_ALL_JOKERS
    if all(card.rank == naturals[0].rank for card in naturals):
        return BOOK_TOO_LONG
    if any(card.suit != naturals[0].suit for card in naturals):
        if len({card.rank for card in naturals}) == len(naturals):
            return RUN_MIXED_SUITS
        return BOOK_MIXED_RANKS
    ranks = sorted(card.rank for card in naturals)
    if 1 in ranks and 13 in ranks:
        return RUN_ACE_HIGH
    return RUN_NOT_IN_SEQUENCE


def check_hit(rnd: Round, action: Hit) -> Refusal | None:
    if rnd.phase != "play":
        return DRAW_FIRST
    spreads = rnd.spreads
    index = action.spread_index
    if not 0 <= index < len(spreads):
        return NO_SUCH_SPREAD
    hand = rnd.hands[rnd.current]
    card = action.card
    if card not in hand:
        return Refusal("not_in_hand", card=card)
    rules = rnd.rules
    spread = spreads[index]
    if rules.hit_runs_only and spread.kind == "book":
        return HIT_BOOK
    if not hits_left(rules, rnd.hits_this_turn):
        return ONE_HIT
    if not hit_info(spread.kind, spread.cards).takes(card):
        if spread.kind == "book":
            return Refusal("hit_wrong_rank", card=card)
        return Refusal("hit_not_in_sequence", card=card)
    pending = _pending(rnd, hand)
    if pending is not None and card != pending:
        rest = list(hand)
        rest.remove(card)
        after = after_hit(table_of(spreads), index, card, rules.dead_books)
        if not meldable_now(rnd, pending, rest, after, 1):
            return MUST_MELD_TAKEN_CARD
    return None


def check_discard(rnd: Round, action: Discard) -> Refusal | None:
    if rnd.phase != "play":
        return DRAW_FIRST
    hand = rnd.hands[rnd.current]
    card = action.card
    if card not in hand:
        return Refusal("not_in_hand", card=card)
    if _pending(rnd, hand) is not None:
        return MUST_MELD_TAKEN_CARD
    if card == rnd.taken and discard_blocked(rnd.rules.discard_back, hand, rnd.taken):
        return DISCARD_TAKEN_CARD
    if _must_lay(rnd, hand, None):
        return MUST_LAY_SPREADS
    return None


def refusal_of(rnd: Round, action: object) -> Refusal | None:
    """Why `action` is barred in `rnd` now, or None when it is legal: the
    check for its kind. Anything that is not an action is "not_an_action"."""
    if rnd.is_over:
        return ROUND_OVER
    match action:
        case Discard():
            return check_discard(rnd, action)
        case Draw():
            return check_draw(rnd, action)
        case Knock():
            return check_knock(rnd, action)
        case LaySpread():
            return check_spread(rnd, action)
        case Hit():
            return check_hit(rnd, action)
        case DeclineDiscard():
            return check_decline(rnd, action)
        case DeclareTonk():
            return check_declare(rnd, action)
    return NOT_AN_ACTION
