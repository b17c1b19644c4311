"""The host's side file keeps where the table listened and the seat of the
person at the host, so that the window can resume a table it hosted; a file
written before those were kept still reads, and a damaged one says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tonk_desktop.engine import HouseRules
from tonk_desktop.net import SeatPlan, TableConfig
from tonk_desktop.net.table_file import (
    TableState,
    new_table_file,
    read_table_state,
    table_files,
    write_table_state,
)


def _state(**changes: object) -> TableState:
    config = TableConfig(
        rules=HouseRules().replace(players=2),
        seats=(SeatPlan.person(), SeatPlan.person()),
        stake_minor=100,
        currency="EUR",
        table_name="Kitchen table",
    )
    fields: dict[str, object] = {
        "config": config,
        "session_id": 3,
        "join_code": "ABCDEF",
        "names": ("Emese", "Béla"),
        "token_hashes": ("h0", "h1"),
        "dealer": 1,
        "salt": "s",
        "commitment": "c",
        "address": "127.0.0.1",
        "port": 40123,
        "announce": True,
        "local_seat": 0,
    }
    fields.update(changes)
    return TableState(**fields)  # type: ignore[arg-type]


def test_where_the_table_listened_and_the_host_s_seat_are_kept(tmp_path: Path) -> None:
    path = new_table_file(tmp_path / "hosted-tables")
    write_table_state(path, _state())
    assert read_table_state(path) == _state()
    assert table_files(tmp_path / "hosted-tables") == [path]
    assert table_files(tmp_path / "nowhere") == []


def test_a_file_kept_before_reads_as_any_port_and_no_seat_at_the_host(tmp_path: Path) -> None:
    path = tmp_path / "table.json"
    write_table_state(path, _state())
    data = json.loads(path.read_text())
    for key in ("address", "port", "announce", "local_seat"):
        del data[key]
    path.write_text(json.dumps(data))
    state = read_table_state(path)
    assert (state.address, state.port, state.announce, state.local_seat) == ("", 0, False, None)


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("port", 70000, "no such port"),
        ("local_seat", 5, "no person at seat"),
        ("local_seat", "x", "damaged"),
    ],
)
def test_a_damaged_listening_place_or_seat_is_said(
    tmp_path: Path, key: str, value: object, words: str
) -> None:
    path = tmp_path / "table.json"
    write_table_state(path, _state())
    data = json.loads(path.read_text())
    data[key] = value
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match=words):
        read_table_state(path)
