"""A round's fields are set in one place (`Round._build`), by each way of
making a round: a deal, a copy, a search's round from a view."""

from __future__ import annotations

import random

from engine_support import play, table

from tonk_desktop.engine import HouseRules, Round


def rounds_made_every_way() -> list[Round]:
    rnd = table(
        HouseRules(), ["2C 3C 4D 5H 3S", "AC 2D 3H 4S 8C", "10C 5D 2S KS 5C"], stock="9D 9H 9S"
    )
    play(rnd, "stock", "discard 9D", "pile")
    view = rnd.view(2)
    return [
        rnd,
        rnd.copy(),
        view.sample(random.Random(1)),
        Round.from_view(view, *view.deal_unseen(random.Random(2))),
    ]


def test_every_way_of_making_a_round_sets_every_field() -> None:
    for rnd in rounds_made_every_way():
        for name in Round.__slots__:
            getattr(rnd, name)  # AttributeError if a way forgot one


def test_a_copy_shares_no_list_with_its_original() -> None:
    rnd = rounds_made_every_way()[0]
    twin = rnd.copy()
    for name in Round.__slots__:
        mine, theirs = getattr(rnd, name), getattr(twin, name)
        assert mine == theirs, name
        if isinstance(mine, list) and name != "_legal_cache":  # the cache is never changed
            assert mine is not theirs, name
            for inner, other in zip(mine, theirs, strict=True):
                if isinstance(inner, list):
                    assert inner is not other, name
