from __future__ import annotations

import itertools
import random

import pytest

from tonk_desktop.ledger import Transfer, settle_up


def apply(nets: list[int], transfers: list[Transfer]) -> list[int]:
    left = list(nets)
    for t in transfers:
        assert t.amount > 0
        left[t.payer] += t.amount
        left[t.payee] -= t.amount
    return left


def test_one_loser_pays_each_winner() -> None:
    assert settle_up([50, 25, -75]) == [Transfer(2, 0, 50), Transfer(2, 1, 25)]


def test_largest_debtor_pays_largest_creditor_first() -> None:
    transfers = settle_up([70, 30, -60, -40])
    assert transfers[0] == Transfer(2, 0, 60)
    assert apply([70, 30, -60, -40], transfers) == [0, 0, 0, 0]
    assert len(transfers) == 3


def test_everyone_square_needs_no_transfer() -> None:
    assert settle_up([0, 0, 0]) == []


def test_a_group_that_cancels_is_settled_on_its_own() -> None:
    # Plain greedy (9 pays 8 first) needs 4 transfers; Cy's -8 cancels Ann's +8,
    # so 3 do it.
    nets = [8, 7, -8, 2, -9]
    transfers = settle_up(nets)
    assert apply(nets, transfers) == [0] * 5
    assert Transfer(2, 0, 8) in transfers
    assert len(transfers) == 3


def test_nets_that_do_not_cancel_are_refused() -> None:
    with pytest.raises(ValueError, match="sum to 5"):
        settle_up([10, -5])


def fewest_possible(nets: list[int]) -> int:
    # players owed or owing, less the most zero-sum groups they split into
    open_nets = [n for n in nets if n]
    best = 0
    for labels in itertools.product(range(len(open_nets)), repeat=len(open_nets)):
        groups: dict[int, int] = {}
        for label, net in zip(labels, open_nets, strict=True):
            groups[label] = groups.get(label, 0) + net
        if all(total == 0 for total in groups.values()):
            best = max(best, len(groups))
    return len(open_nets) - best


def test_random_tables_settle_exactly_in_the_fewest_transfers() -> None:
    rng = random.Random(3)
    for _ in range(150):
        nets = [rng.choice([-3, -2, -1, 0, 1, 2, 3]) * 25 for _ in range(rng.randint(1, 4))]
        nets.append(-sum(nets))
        transfers = settle_up(nets)
        assert apply(nets, transfers) == [0] * len(nets)
        assert len(transfers) == fewest_possible(nets)
