"""The default table, defined once in the engine for every layer."""

from __future__ import annotations

import pytest

from tonk_desktop.engine import DEFAULT_LEVEL, DEFAULT_NAMES, Seat, default_seats


def test_the_default_table_is_you_then_computers_at_the_default_level() -> None:
    assert default_seats(2) == (Seat("You"), Seat("Ann", DEFAULT_LEVEL))
    assert default_seats() == default_seats(3)
    four = default_seats(4)
    assert [seat.name for seat in four] == list(DEFAULT_NAMES)
    assert four[0].is_person and all(seat.level == DEFAULT_LEVEL for seat in four[1:])
    assert default_seats(3, "easy")[1:] == (Seat("Ann", "easy"), Seat("Bob", "easy"))


@pytest.mark.parametrize("players", [0, 5])
def test_there_are_default_seats_for_one_to_four_players_only(players: int) -> None:
    with pytest.raises(ValueError, match="1 to 4 players"):
        default_seats(players)
