"""Hands saved settings to the game: the rules, seats and stake go to
`GameModel.configure` (which uses them from the next round, never mid-round) and
the animation speed to `GameModel.set_speed`."""

from __future__ import annotations

from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.settings.store import AppSettings


def apply_to_model(model: GameModel, settings: AppSettings) -> None:
    """Give the game the new rules, players and stake (for the next round) and the
    animation speed (at once)."""
    model.configure(settings.rules, settings.seats, settings.stake_minor, settings.currency)
    model.set_speed(settings.animation_factor)
    model.set_bot_pace(settings.pace_factor)


def people(settings: AppSettings) -> int:
    """How many seats are played by people (two or more: hot seat)."""
    return sum(1 for seat in settings.seats if seat.is_person)
