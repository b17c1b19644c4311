"""The Host dialog's "Ask my router to open the port": on by default for an
address friends could reach, off and greyed for loopback, reached by its
access key; and the words for each answer the router gives (net/port_mapping.py).
The router itself answers in tests/net/test_port_mapping_netns.py, which drives
this dialog inside a home network's namespace."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

import pytest
from loopback_router import Responder, lapsing
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net.port_mapping import Mapped, NotMapped, PortMapping
from tonk_desktop.ui.network import host_dialog, hosting
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.host_dialog import HostDialog
from tonk_desktop.ui.network.hosting import mappable
from tonk_desktop.ui.network.words import mapping_text

ADDRESSES = [LocalAddress("192.168.1.10", "eth0"), LocalAddress("127.0.0.1", "lo")]


def _dialog(
    qtbot: QtBot, tmp_path: Path, addresses: list[LocalAddress], gateway: str | None = None
) -> HostDialog:
    dialog = HostDialog(
        HouseRules().replace(players=2),
        100,
        "USD",
        "Emese",
        lambda: Ledger(tmp_path / "ledger.sqlite"),
        addresses=addresses,
        gateway=gateway,
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_router_is_asked_by_default_for_an_address_on_a_network(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, tmp_path, ADDRESSES)
    check = dialog.map_check
    assert check.isEnabled() and check.isChecked()
    assert check.accessibleName() == "Ask my router to open the port"
    assert dialog.plan().map_port
    dialog.address_combo.setCurrentIndex(1)  # loopback: nothing to open
    assert not check.isEnabled() and not check.isChecked()
    assert not dialog.plan().map_port
    dialog.address_combo.setCurrentIndex(0)
    assert check.isChecked()
    # The access key turns it off, and the choice holds across addresses.
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    QTest.keyClick(dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not check.isChecked())  # a button's key clicks it in a moment
    assert not dialog.plan().map_port
    dialog.address_combo.setCurrentIndex(1)
    dialog.address_combo.setCurrentIndex(0)
    assert not check.isChecked()
    dialog.reject()


def test_a_table_on_loopback_asks_no_router_and_says_nothing_of_one(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, tmp_path, ADDRESSES[1:])
    assert not dialog.map_check.isChecked()
    dialog.seat_choices[1].setCurrentIndex(1)
    dialog.open_table()
    table = dialog.table
    assert table is not None, dialog.setup_error.text()
    assert not table.mapping_asked and table.mapping is None
    assert dialog.mapping_label.isHidden()
    assert dialog.invite_edit.text().startswith(f"tonk://127.0.0.1:{table.port}/")
    table.close()
    dialog.accept()


def test_only_an_ipv4_address_on_a_network_is_mapped() -> None:
    assert mappable("192.168.1.10") and mappable("10.0.0.2")
    assert not mappable("127.0.0.1") and not mappable("::1")
    assert not mappable("2001:db8::7")  # reached without a mapping
    assert not mappable("None") and not mappable("localhost") and not mappable("0.0.0.0")


def test_the_router_s_answer_in_words() -> None:
    asking = mapping_text(None, "192.168.1.10", 47000)
    assert asking == "Asking your router to open port 47000 to the internet…"
    mapped = Mapped("upnp", "203.0.113.5", 47001, "192.168.1.10", 47000, 3600)
    assert (
        mapping_text(mapped, "192.168.1.10", 47000)
        == "Mapped: friends join at 203.0.113.5:47001 (UPnP)."
    )
    by_pmp = Mapped("natpmp", "203.0.113.5", 47000, "192.168.1.10", 47000, 3600)
    assert "(NAT-PMP)" in mapping_text(by_pmp, "192.168.1.10", 47000)
    by_pcp = Mapped("pcp", "203.0.113.5", 47000, "192.168.1.10", 47000, 3600)
    assert "(PCP)" in mapping_text(by_pcp, "192.168.1.10", 47000)
    what_to_do = (
        "forward TCP port 47000 to 192.168.1.10 by hand",
        "tonk-host on a server",
        "Friends on this network can join now.",
    )
    for outcome, why in (
        (NotMapped("no_router", 47000), "Your router did not answer"),
        (
            NotMapped("refused", 47000, {"method": "upnp", "upnp": "ConflictInMappingEntry"}),
            "Your router refused to open port 47000 (ConflictInMappingEntry).",
        ),
        (
            NotMapped("double_nat", 47000, {"public_address": "10.0.0.7"}),
            "its address, 10.0.0.7, is a private one",
        ),
        (NotMapped("unavailable", 47000), "it has no UPnP client"),
    ):
        text = mapping_text(outcome, "192.168.1.10", 47000)
        assert text.startswith(why) or why in text, text
        for words in what_to_do:
            assert words in text, (outcome.code, text)


def test_the_dialog_says_when_the_router_stops_renewing_and_when_it_renews_again(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    natpmp_router: Callable[[Responder], int],
) -> None:
    """A router on 127.0.0.1 (loopback made mappable for the test) grants the
    port for 2 s and its first renewal, refuses the next two, then grants
    again: the dialog's row says the opening lapsed, then is back as it was."""
    router_port = natpmp_router(lapsing([], public="203.0.113.9"))
    monkeypatch.setattr(host_dialog, "mappable", lambda _address: True)
    monkeypatch.setattr(hosting, "mappable", lambda _address: True)
    monkeypatch.setattr(
        hosting,
        "PortMapping",
        functools.partial(
            PortMapping, methods=("natpmp",), natpmp_port=router_port, lifetime=4, timeout=0.5
        ),
    )
    dialog = _dialog(qtbot, tmp_path, ADDRESSES[1:], gateway="127.0.0.1")
    assert dialog.map_check.isChecked()
    dialog.seat_choices[1].setCurrentIndex(1)
    dialog.open_table()
    table = dialog.table
    assert table is not None, dialog.setup_error.text()
    label = dialog.mapping_label
    qtbot.waitUntil(lambda: label.text().startswith("Mapped:"), timeout=5000)
    mapped = label.text()
    assert f"203.0.113.9:{table.port}" in mapped
    qtbot.waitUntil(lambda: label.text().startswith("Your router did not renew"), timeout=5000)
    assert f"203.0.113.9:{table.port} (NAT-PMP)" in label.text()
    assert label.accessibleDescription() == label.text()
    assert dialog.invite_edit.text().startswith(f"tonk://203.0.113.9:{table.port}/")
    qtbot.waitUntil(lambda: label.text() == mapped, timeout=5000)
    table.close()
    dialog.accept()
