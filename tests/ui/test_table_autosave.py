"""The game outside a session is kept as the ledger's own autosaves are:
through an exclusive temporary file, readable by its owner only, read no
further than a megabyte, and a file that cannot be removed is no error."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ui.ledger.table_autosave import clear_table, load_table, save_table
from tonk_desktop.ui.model import GameModel


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def a_game() -> GameModel:
    model = GameModel(HouseRules(), seed=3)
    model.set_speed(0)
    model.new_game()
    return model


def test_kept_privately_through_an_exclusive_temporary_file(
    qtbot: QtBot, tmp_path: Path, umask_022: None
) -> None:
    path = tmp_path / "ledger.autosave" / "table.json"
    path.parent.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("mine", encoding="utf-8")
    (path.parent / ".table.json.tmp").symlink_to(victim)  # planted by someone else
    save_table(path, a_game())
    assert victim.read_text(encoding="utf-8") == "mine"
    assert path.stat().st_mode & 0o777 == 0o600
    kept, moved = load_table(path)
    assert kept is not None and moved is None


def test_a_huge_kept_game_is_moved_aside_unread(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "table.json"
    save_table(path, a_game())
    padded = b" " * 2_000_000 + path.read_bytes()  # a game, but far past a megabyte
    path.write_bytes(padded)
    kept, moved = load_table(path)
    assert kept is None and moved is not None and moved.read_bytes() == padded


def test_a_kept_game_that_cannot_be_removed_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "table.json"
    path.write_text("{}", encoding="utf-8")

    def held(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "unlink", held)
    clear_table(path)  # stays, to be offered again; never raised out of the window
    assert path.exists()


def test_a_kept_game_keeps_which_names_nobody_typed(qtbot: QtBot, tmp_path: Path) -> None:
    # Before, every kept name came back as if typed: a resumed game no longer
    # named its default seats in the language on.
    from tonk_desktop.engine import Seat

    path = tmp_path / "table.json"
    seats = (Seat("Zoë"), Seat("Ann", "easy", named_by_default=True))
    model = GameModel(HouseRules().replace(players=2), seats, seed=3)
    model.set_speed(0)
    model.new_game()
    save_table(path, model)
    kept, _moved = load_table(path)
    assert kept is not None
    assert [(seat.name, seat.named_by_default) for seat in kept.seats] == [
        ("Zoë", False),
        ("Ann", True),
    ]
