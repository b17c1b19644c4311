"""A seeded table (tests, `tonk-host --deck-seed N`): every deal, the first
dealer and the computers' choices follow from the seed, so a test is dealt the
same cards each run; the host says so in its log, and `--help` says what it
gives away."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net.cli import parser
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.table_config import SeatPlan, TableConfig


def first_round(qtbot: QtBot, folder: Path, seed: int | None) -> tuple[int, list[str], list[str]]:
    """The first round of a table seeded with `seed`: its dealer, its deck,
    and the host's log."""
    config = TableConfig(
        rules=HouseRules(players=3),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Bob"), SeatPlan.computer("easy", "C")),
        round_pause=60,
    )
    folder.mkdir()
    with Ledger(folder / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, seed=seed)
        log: list[str] = []
        host.log.connect(log.append)
        host.listen("127.0.0.1", 0)
        host.start()
        host.attach_local(TableClient(), "Ann", "en")
        qtbot.waitUntil(lambda: host.round is not None, timeout=5_000)
        rnd = host.round
        assert rnd is not None
        dealt = (rnd.dealer, [str(card) for card in rnd.deck], log)
        host.close()
    return dealt


def test_the_same_seed_deals_the_same_and_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    dealer, deck, log = first_round(qtbot, tmp_path / "a", 9)
    again = first_round(qtbot, tmp_path / "b", 9)
    assert (dealer, deck) == again[:2]
    assert any("DEALS ARE PREDICTABLE" in line and "seed 9" in line for line in log)
    other = first_round(qtbot, tmp_path / "c", 10)
    assert other[1] != deck


def test_an_unseeded_table_deals_afresh_and_says_nothing_of_seeds(
    qtbot: QtBot, tmp_path: Path
) -> None:
    _, deck, log = first_round(qtbot, tmp_path / "a", None)
    _, again, _ = first_round(qtbot, tmp_path / "b", None)
    assert deck != again  # 1 in 54! to fail
    assert not any("PREDICTABLE" in line for line in log)


def test_the_option_says_what_it_gives_away_and_takes_only_a_seed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    action = next(a for a in parser()._actions if "--deck-seed" in a.option_strings)
    assert action.help is not None and "predictable" in action.help
    assert "knows every hand" in action.help
    listen = ["--listen", "127.0.0.1"]
    assert parser().parse_args([*listen, "--deck-seed", "7"]).deck_seed == 7
    assert parser().parse_args(listen).deck_seed is None
    for bad in ("-1", "x", str(2**32)):
        with pytest.raises(SystemExit) as stopped:
            parser().parse_args([*listen, "--deck-seed", bad])
        assert stopped.value.code == 2
    assert "a seed is" in capsys.readouterr().err
