"""One place decides whether a move is legal (engine/legality.py): over random
rounds under random house rules, an action is in `legal_actions()` exactly
when its check finds nothing against it, and an illegal action is refused
(by `apply`, and in its explanation) with that check's code and facts.

Before every action of every round, the candidates are every action the round
lists and illegal ones of every kind: knocks and declarations at any time, a
draw from each source and from none, a decline, a discard of every card in the
deck, a hit of every card on every spread and on spreads that are not there,
spreads of every three and four cards of the hand and of cards not held, and
things that are not moves at all. The rounds, rules and moves are drawn by
hypothesis (bounded by the profile in tests/conftest.py): 30 house rules
drawn, two rounds each, under the default profile."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import chain, combinations

from engine_support import play, table
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.strategies import DataObject
from test_engine_invariants import ALL_CARDS, deal, house_rules, pick

from tonk_desktop.engine import (
    JOKER,
    REFUSALS,
    Action,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    HouseRules,
    IllegalAction,
    Knock,
    LaySpread,
    Round,
    hand_spreads,
)
from tonk_desktop.engine.legality import NO_HIT_LIMIT, Refusal, refusal_of

ROUNDS = 2
MAX_ACTIONS = 3000
NOT_MOVES: tuple[object, ...] = ("discard 5C", None, 7, ("hit",), Draw("pocket"))  # type: ignore[arg-type]


def candidates(rnd: Round) -> Iterator[object]:
    """The legal actions and illegal ones of every kind (the module docstring)."""
    yield from rnd.legal_actions()
    yield from (Knock(), DeclareTonk(), DeclineDiscard(), Draw("stock"), Draw("discard"))
    yield from NOT_MOVES
    hand = rnd.hand(rnd.current)
    yield from (Discard(card) for card in ALL_CARDS)
    indexes = range(-1, len(rnd.spreads) + 1)
    # (before the draw every hit is refused alike: the hand's cards suffice)
    targets = ALL_CARDS if rnd.phase == "play" else hand
    yield from (Hit(card, index) for card in targets for index in indexes)
    yield from (LaySpread([JOKER] * size) for size in (0, 3))
    for size in (1, 2, 3, 4):
        yield from (LaySpread(cards) for cards in combinations(hand, size))
    outsider = next(card for card in ALL_CARDS if card not in hand)
    for cards in hand_spreads(hand):
        # A spread of the hand with a card not held, or a held card, added
        # or swapped in: not held, or not a spread.
        for swap in (outsider, JOKER, hand[0]):
            yield LaySpread((*cards[1:], swap))
            yield LaySpread((*cards, swap))


def random_lays(rnd: Round, data: DataObject) -> list[LaySpread]:
    """A few spreads of any cards at all, held or not."""
    pool = [*rnd.hand(rnd.current), *ALL_CARDS]
    lays = []
    for _ in range(3):
        size = data.draw(st.integers(1, 6))
        lays.append(LaySpread([pick(pool, data) for _ in range(size)]))
    return lays


def choose(rnd: Round, legal: list[Action], data: DataObject) -> Action:
    """A move drawn by hypothesis from `legal`, by a policy that ends rounds
    (the stock runs down; a dry stock is often declined) and takes the discard
    often, so that the turns after a taken card are tried too."""
    if rnd.phase == "start":
        roll = data.draw(st.integers(0, 99))
        for action, below in (
            (DeclareTonk(), 50),
            (Knock(), 3),
            (DeclineDiscard(), 30),
            (Draw("discard"), 45),
            (Draw("stock"), 90),
        ):
            if roll < below and action in legal:
                return action
    return pick(legal, data)


def check_position(rnd: Round, extra: Iterable[object] = ()) -> set[str]:
    """Every candidate (and `extra`) checked at `rnd` (the module docstring);
    the codes of the refusals met. `apply` is tried with the first candidate
    of each kind refused with each code (it asks the same check: trying every
    one would make the test several times slower and no stronger)."""
    legal = set(rnd.legal_actions())
    before = rnd.legal_actions()
    tried: set[tuple[type, Refusal]] = set()
    for action in chain(candidates(rnd), extra):
        refused = refusal_of(rnd, action)
        assert (refused is None) == (action in legal), (action, refused, rnd.to_history())
        if refused is None:
            continue
        assert refused.code in REFUSALS
        explained = refused.error()
        assert (explained.code, explained.card, explained.limit) == refused
        assert explained.reason == REFUSALS[refused.code].format(
            card=refused.card.symbol if refused.card else "", limit=refused.limit
        )
        if (type(action), refused) in tried:
            continue
        tried.add((type(action), refused))
        try:
            rnd.apply(action)  # type: ignore[arg-type]
        except IllegalAction as error:
            assert (error.code, error.card, error.limit) == refused, action
            assert error.reason == explained.reason
        else:
            raise AssertionError(f"{action} was applied though refused ({refused.code})")
    assert rnd.legal_actions() == before, "a refused action changed the round"
    check_allows(rnd, legal)
    return {refused.code for _, refused in tried}


def check_allows(rnd: Round, legal: set[Action]) -> None:
    """What the view says the turn allows agrees with the legal actions."""
    if rnd.is_over:
        return
    allows = rnd.view(rnd.current).allows
    lays = [action for action in legal if isinstance(action, LaySpread)]
    hits = [action for action in legal if isinstance(action, Hit)]
    if not allows.may_lay:
        assert not lays
    if not allows.hits_left:
        assert not hits
    if hits:
        assert allows.hits_left in (1, NO_HIT_LIMIT)
    if allows.runs_only:
        assert all(rnd.spreads[hit.spread_index].kind == "run" for hit in hits)
    if allows.knock_limit and Knock() in legal:
        assert rnd.hand_total(rnd.current) <= allows.knock_limit


@given(rules=house_rules(), data=st.data())
def test_an_action_is_legal_exactly_when_its_check_passes(
    rules: HouseRules, data: DataObject
) -> None:
    for _ in range(ROUNDS):
        rnd = deal(rules, data)
        for _ in range(MAX_ACTIONS):
            check_position(rnd, random_lays(rnd, data))
            if rnd.is_over:
                break
            rnd.apply(choose(rnd, rnd.legal_actions(), data))
        assert rnd.is_over


def test_a_dealt_49_not_declared_at_once_is_refused_as_late() -> None:
    rules = HouseRules(players=2, dealt_tonk="50_only_49_in_turn")
    rnd = table(rules, ["KH QH JH 10C 9D", "AC 2D 3H 4S 8C"], stock="2C 3C")
    seen = set()
    for moves in ((), ("stock",), ("discard 2C", "stock", "discard 3C")):
        play(rnd, *moves)
        seen |= check_position(rnd)
    assert "declare_late" in seen
