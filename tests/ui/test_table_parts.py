"""The table scene's parts on their own, without a window: your hand as you
arrange it (`HandSelection`, plain state) and the plan of where every card
comes to rest (`plan_cards`, a function of the round, the geometry and your
hand that changes nothing)."""

from __future__ import annotations

import random

from tonk_desktop.engine import Action, Card, Draw, HouseRules, LaySpread, Round
from tonk_desktop.ui.table.layout import SELECT_RAISE, TableGeometry, table_geometry
from tonk_desktop.ui.table.placement import CardPlan, plan_cards
from tonk_desktop.ui.table.selection import HandSelection

PLATE_HEIGHT = 48.0  # about what three lines of a plate's font take


def geometry(players: int) -> TableGeometry:
    return table_geometry(1100.0, 700.0, players, 0, PLATE_HEIGHT)


def round_with_spreads(players: int = 3) -> Round:
    """A round some turns in, with spreads on the table and cards on the pile."""
    for seed in range(200):
        rng = random.Random(seed)
        rnd = Round.deal(HouseRules(players=players), dealer=0, rng=rng)
        for _ in range(12):
            if rnd.is_over:
                break
            legal = rnd.legal_actions()
            spreads = [a for a in legal if isinstance(a, LaySpread)]
            rnd.apply(spreads[0] if spreads else rng.choice(legal))
        if not rnd.is_over and rnd.spreads and len(rnd.discard_pile) >= 3:
            return rnd
    raise AssertionError("no seed gave a round with spreads")


def plan(
    rnd: Round,
    order: list[Card] | None = None,
    selected: frozenset[tuple[str, int]] = frozenset(),
    face_up: bool = False,
) -> CardPlan:
    hand = list(rnd.hand(0)) if order is None else order
    return plan_cards(rnd, geometry(rnd.players), 0, hand, set(selected), 0.0, face_up)


def test_every_card_of_the_round_rests_in_one_place() -> None:
    rnd = round_with_spreads()
    spots = plan(rnd).spots
    assert len({spot.key for spot in spots}) == len(spots)
    by_place: dict[tuple[str, int], list[Card | None]] = {}
    for spot in spots:
        by_place.setdefault(spot.place, []).append(spot.card)
    assert by_place[("hand", 0)] == list(rnd.hand(0))
    for player in (1, 2):
        assert by_place[("back", player)] == [None] * len(rnd.hand(player))
    for index, spread in enumerate(rnd.spreads):
        assert by_place[("spread", index)] == list(spread.cards)
    assert by_place[("discard", -1)] == [rnd.discard_top]
    under = [by_place[("pile", k)][0] for k in range(2)]
    assert under == list(rnd.discard_pile[-3:-1])
    assert len(by_place[("stock", -1)]) == min(3, (rnd.stock_count + 9) // 10)
    assert set(plan(rnd).spread_rects) == set(range(len(rnd.spreads)))


def test_your_hand_is_laid_left_to_right_in_your_order() -> None:
    rnd = round_with_spreads()
    order = list(reversed(rnd.hand(0)))
    hand = [spot for spot in plan(rnd, order).spots if spot.place == ("hand", 0)]
    assert [spot.card for spot in hand] == order
    xs = [spot.pos.x() for spot in hand]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)


def test_a_selected_card_rises_and_nothing_else_moves() -> None:
    rnd = round_with_spreads()
    card = rnd.hand(0)[1]
    plain = plan(rnd).spots
    raised = plan(rnd, selected=frozenset({(str(card), 0)})).spots
    lift = geometry(rnd.players).card_height * SELECT_RAISE
    for before, after in zip(plain, raised, strict=True):
        if before.card == card and before.place[0] == "hand":
            assert after.pos.y() == before.pos.y() - lift
            assert after.pos.x() == before.pos.x()
        else:
            assert after == before


def test_the_other_hands_face_up_when_asked() -> None:
    rnd = round_with_spreads()
    spots = plan(rnd, face_up=True).spots
    assert not [spot for spot in spots if spot.place[0] == "back"]
    for player in (1, 2):
        shown = [spot.card for spot in spots if spot.place == ("shown", player)]
        assert shown == list(rnd.hand(player))


def test_planning_changes_nothing_and_says_the_same_twice() -> None:
    rnd = round_with_spreads()
    before = (rnd.hand(0), rnd.hand(1), list(rnd.discard_pile), rnd.stock_count)
    first, second = plan(rnd), plan(rnd)
    assert first == second
    assert (rnd.hand(0), rnd.hand(1), list(rnd.discard_pile), rnd.stock_count) == before


def cards(text: str) -> list[Card]:
    return [Card.parse(name) for name in text.split()]


def test_your_order_is_kept_and_new_cards_go_on_the_right() -> None:
    selection = HandSelection(lambda action: None)
    selection.follow_hand(cards("2C 5D 9H KS"))
    selection.move(0, 3)  # the two of clubs to the right end
    assert selection.order == cards("5D 9H KS 2C")
    selection.follow_hand(cards("2C 9H KS 7D"))  # the five played, a seven drawn
    assert selection.order == cards("9H KS 2C 7D")


def test_a_selection_follows_its_cards_and_leaves_with_them() -> None:
    selection = HandSelection(lambda action: None)
    selection.follow_hand(cards("KS 2C 9H 5D"))
    selection.set_selected(cards("9H 2C"))
    selection.sort("rank")
    assert selection.order == cards("2C 5D 9H KS")
    assert selection.selected_cards() == cards("2C 9H")
    selection.follow_hand(cards("2C 5D KS"))  # the nine went to a spread
    assert selection.selected_cards() == cards("2C")


def test_the_focus_stays_on_the_hand() -> None:
    selection = HandSelection(lambda action: None)
    selection.follow_hand(cards("2C 5D 9H"))
    selection.move_focus(-1)
    assert selection.focused_card() == Card.parse("9H")  # from nothing, Left starts at the end
    selection.move_focus(5)
    assert selection.focused_card() == Card.parse("9H")
    selection.follow_hand(cards("2C"))
    assert selection.focused_card() == Card.parse("2C")
    assert not selection.toggle(3)  # no card there: nothing selected, the focus kept
    assert selection.selected_cards() == [] and selection.focus == 0


def test_the_hint_is_told_once_for_each_change() -> None:
    told: list[Action | None] = []
    selection = HandSelection(told.append)
    selection.follow_hand(cards("2C 5D 9H"))
    selection.set_hint(Draw("stock"))
    selection.set_hint(Draw("stock"))
    assert told == [Draw("stock")]
    assert selection.toggle(0)  # choosing a card: Enter no longer means the hint
    assert told == [Draw("stock"), None] and selection.hint is None
    selection.drop_hint()
    assert told == [Draw("stock"), None]
