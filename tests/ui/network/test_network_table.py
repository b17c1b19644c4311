"""The window's side of network play, with a real host and real clients on
127.0.0.1 in this process (TCP through Qt's sockets): the Host dialog, the
Join dialog, a round between two table windows, rejoining, the host quitting.
Nothing is announced here (discovery is tested in its own namespaces)."""

from __future__ import annotations

import dataclasses
import json
import struct
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget
from pytestqt.exceptions import TimeoutError as WaitTimeout
from pytestqt.qtbot import QtBot

from tonk_desktop.ai.easy import EasyBot
from tonk_desktop.engine import Card, Discard, Draw, HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net import SeatPlan, TableClient
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.host_dialog import HostDialog
from tonk_desktop.ui.network.hosting import HostedTable, HostPlan
from tonk_desktop.ui.network.join_dialog import JoinDialog, KeptSeat, kept_seats
from tonk_desktop.ui.network.table_window import NetworkTableWindow
from tonk_desktop.ui.review.feature import ReviewFeature
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.table.items import CardItem

LOOPBACK = [LocalAddress("127.0.0.1", "lo")]


@pytest.fixture
def qsettings(tmp_path: Path) -> SettingsFile:
    return SettingsFile(tmp_path / "settings.json")


@pytest.fixture
def hosted(qtbot: QtBot, tmp_path: Path) -> Iterator[HostedTable]:
    """A two-person table (and a computer) on 127.0.0.1, the host person seated."""
    plan = HostPlan(
        "Kitchen table",
        "Emese",
        HouseRules().replace(players=3),
        100,
        "USD",
        (SeatPlan.person(), SeatPlan.person(), SeatPlan.computer("easy", "Bob")),
        "127.0.0.1",
        announce=False,
        bot_pause=0.0,
        round_pause=600.0,
    )
    table = HostedTable(plan, Ledger(tmp_path / "host-ledger.sqlite"))
    yield table
    table.close()
    qtbot.wait(100)  # the goodbyes delivered while everything is still there


def _window(
    qtbot: QtBot, client: TableClient, table: HostedTable | None = None
) -> NetworkTableWindow:
    window = NetworkTableWindow(client, host=table.host if table is not None else None)
    window.model.set_speed(0)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    return window


def _join(qtbot: QtBot, table: HostedTable, name: str = "Béla") -> TableClient:
    client = TableClient()
    with qtbot.waitSignal(client.joined, timeout=5000):
        client.connect_to("127.0.0.1", table.port, table.join_code, name, "hu")
    return client


def _cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def _faces(window: NetworkTableWindow) -> set[Card]:
    """Every card shown face up on the window's table."""
    return {
        item.card
        for item in window.scene.items()
        if isinstance(item, CardItem) and item.isVisible() and item.card is not None
    }


# ---------------------------------------------------------------- the dialogs


def test_the_host_dialog_opens_a_table_and_shows_its_join_code(
    qtbot: QtBot, tmp_path: Path
) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite")
    dialog = HostDialog(HouseRules(), 100, "USD", "Emese", lambda: ledger, addresses=LOOPBACK)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.announce_check.setChecked(False)  # nothing multicast from a test
    dialog.seat_count.setValue(2)
    with qtbot.waitSignal(dialog.opened, timeout=5000) as opened:
        QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    table = opened.args[0]
    assert isinstance(table, HostedTable)
    try:
        assert dialog.pages.currentIndex() == 1
        assert len(table.join_code) >= 4
        assert dialog.code_label.text() == table.join_code
        assert f"port {table.port}" in dialog.where_label.text()
        assert "127.0.0.1" in dialog.where_label.text()
        rows = [dialog.seats_list.item(i).text() for i in range(dialog.seats_list.count())]
        assert rows == ["Seat 1: Emese", "Seat 2: waiting for a person to join"]
        # Someone joins: the list says so by itself.
        client = _join(qtbot, table)
        qtbot.waitUntil(lambda: dialog.seats_list.item(1).text() == "Seat 2: Béla", timeout=5000)
        client.leave()
    finally:
        table.close()
        qtbot.wait(100)


def test_the_host_dialog_says_what_to_correct(qtbot: QtBot, tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite")
    dialog = HostDialog(HouseRules(), 100, "USD", "Emese", lambda: ledger, addresses=LOOPBACK)
    qtbot.addWidget(dialog)
    dialog.announce_check.setChecked(False)
    dialog.stake_edit.setText("lots")
    dialog.open_table()
    assert dialog.table is None and dialog.pages.currentIndex() == 0
    assert "“lots” is not an amount of USD" in dialog.setup_error.text()


def test_joining_with_a_wrong_code_is_refused_in_words_and_the_right_code_seats(
    qtbot: QtBot, hosted: HostedTable, qsettings: SettingsFile
) -> None:
    dialog = JoinDialog(qsettings, "Béla", addresses=LOOPBACK, look=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address_edit.setText("127.0.0.1")
    dialog.port_spin.setValue(hosted.port)
    dialog.code_edit.setText("WRONG1")
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "join code is wrong" in dialog.status.text(), timeout=5000)
    assert dialog.join_button.isEnabled()
    assert kept_seats(qsettings) == []
    dialog.code_edit.setText(hosted.join_code.lower())  # typed in small letters: the same code
    with qtbot.waitSignal(dialog.joined, timeout=5000) as joined:
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    client, kept = joined.args
    assert isinstance(client, TableClient) and client.seat == 1 and client.token is not None
    # No fingerprint was typed: the certificate seen is kept, pinned for the rejoin.
    assert kept == KeptSeat(
        "Kitchen table",
        "127.0.0.1",
        hosted.port,
        hosted.join_code,
        "Béla",
        client.token,
        hosted.host.fingerprint,
    )
    assert kept_seats(qsettings) == [kept]
    client.leave()


def test_the_invite_copied_in_the_host_dialog_fills_the_join_dialog_and_seats(
    qtbot: QtBot, tmp_path: Path, qsettings: SettingsFile
) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite")
    host_dialog = HostDialog(HouseRules(), 100, "USD", "Emese", lambda: ledger, addresses=LOOPBACK)
    qtbot.addWidget(host_dialog)
    host_dialog.announce_check.setChecked(False)
    host_dialog.open_table()
    table = host_dialog.table
    assert table is not None
    link = host_dialog.invite_edit.text()
    assert link == (
        f"tonk://127.0.0.1:{table.port}/?code={table.join_code}&fp={table.host.fingerprint}"
    )
    QTest.mouseClick(host_dialog.copy_invite_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == link

    dialog = JoinDialog(qsettings, "Béla", addresses=LOOPBACK, look=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.invite_edit.setText("tonk://127.0.0.1/?code=ABC")
    assert "port is missing" in dialog.status.text() and dialog.address_edit.text() == ""
    dialog.invite_edit.clear()
    dialog.invite_edit.setFocus()
    dialog.invite_edit.paste()
    assert dialog.address_edit.text() == "127.0.0.1" and dialog.port_spin.value() == table.port
    assert dialog.code_edit.text() == table.join_code
    assert dialog.fingerprint_edit.text() == table.host.fingerprint
    with qtbot.waitSignal(dialog.joined, timeout=5000) as joined:
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    client, kept = joined.args
    assert client.seat == 1 and kept.fingerprint == table.host.fingerprint
    client.leave()
    table.close()


def test_a_table_with_another_certificate_is_refused_in_words(
    qtbot: QtBot, hosted: HostedTable, qsettings: SettingsFile
) -> None:
    """The fingerprint pasted is not the one the table shows (a man in the
    middle, or a new certificate): the dialog says so, and nobody is seated."""
    dialog = JoinDialog(qsettings, "Béla", addresses=LOOPBACK, look=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address_edit.setText("127.0.0.1")
    dialog.port_spin.setValue(hosted.port)
    dialog.code_edit.setText(hosted.join_code)
    dialog.fingerprint_edit.setText("not hex")
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert "The fingerprint is not one" in dialog.status.text()
    other = "ab" * 32
    assert other != hosted.host.fingerprint
    dialog.fingerprint_edit.setText(":".join(other[i : i + 2].upper() for i in range(0, 64, 2)))
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "did not show the certificate" in dialog.status.text(), timeout=5000)
    assert "Someone may be between you and the host" in dialog.status.text()
    assert dialog.join_button.isEnabled() and kept_seats(qsettings) == []
    assert hosted.host.seats[1].status == "open"
    dialog.fingerprint_edit.setText(hosted.host.fingerprint)
    with qtbot.waitSignal(dialog.joined, timeout=5000) as joined:
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    joined.args[0].leave()


def test_nothing_listening_is_said_in_clear_words(qtbot: QtBot, qsettings: SettingsFile) -> None:
    dialog = JoinDialog(qsettings, "Béla", addresses=LOOPBACK, look=False)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText("127.0.0.1")
    dialog.port_spin.setValue(9)  # the discard port: nothing listens on loopback
    dialog.code_edit.setText("ABCDEF")
    dialog.join()
    qtbot.waitUntil(lambda: "No table answered at 127.0.0.1, port 9" in dialog.status.text())
    assert dialog.join_button.isEnabled()


# ---------------------------------------------------------------- playing


def test_two_windows_play_a_round_each_seeing_only_its_own_hand(
    qtbot: QtBot, hosted: HostedTable, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    host_window = _window(qtbot, hosted.client, hosted)
    guest = _join(qtbot, hosted)
    guest_window = _window(qtbot, guest)
    windows = (host_window, guest_window)
    qtbot.waitUntil(lambda: all(w.model.round is not None for w in windows), timeout=5000)
    assert [w.model.you for w in windows] == [0, 1]
    assert guest_window.windowTitle() == "Tonk — Kitchen table"
    bots = {window: EasyBot(seed=3) for window in windows}
    refusals: list[tuple[str, str]] = []
    for window in windows:
        window.model.refused.connect(lambda reason, code: refusals.append((reason, code)))
    played = idle = 0
    while True:
        rounds = [w.model.round for w in windows]
        assert all(rnd is not None for rnd in rounds)
        if all(rnd is not None and rnd.is_over for rnd in rounds):
            break
        for window in windows:
            rnd = window.model.round
            assert rnd is not None
            if rnd.is_over:
                continue
            own = set(rnd.hand(window.model.you))
            shown = _faces(window)
            # Face up: this seat's own hand, the spreads and the discard pile; never
            # another hand (the placeholders there are backs).
            public = {card for spread in rnd.spreads for card in spread.cards}
            public |= set(rnd.discard_pile)
            assert shown <= own | public, "a card the seat may not see is face up"
            assert own <= shown
            assert {item.card for item in window.scene.hand_items()} == own
        mover = next(
            (w for w in windows if w.model.round is not None and w.model.legal_for(w.model.you)),
            None,
        )
        if mover is None:  # the host's computer is playing, or a move is on its way
            idle += 1
            assert idle < 250, f"nobody could move for 5 s: {refusals}"
            qtbot.wait(20)
            continue
        idle = 0
        rnd = mover.model.round
        assert rnd is not None
        before = len(rnd.events)
        action = bots[mover].choose(rnd.view(mover.model.you))
        assert mover.model.apply(action, player=mover.model.you) is None

        def moved(window: NetworkTableWindow = mover, count: int = before) -> bool:
            now = window.model.round
            return now is not None and (len(now.events) > count or now.is_over)

        try:
            qtbot.waitUntil(moved, timeout=5000)
        except WaitTimeout:
            raise AssertionError(f"no answer to {action}: {refusals}") from None
        played += 1
        assert played < 400, "the round did not end"
    host_round, guest_round = (w.model.round for w in windows)
    assert host_round is not None and guest_round is not None
    assert host_round.result == guest_round.result
    assert refusals == []
    # The round end shows every hand, the same at both screens.
    assert [host_round.hand(p) for p in range(3)] == [guest_round.hand(p) for p in range(3)]
    qtbot.waitUntil(
        lambda: (
            host_window.model.balances == guest_window.model.balances
            and guest_window.network_model.rounds_counted == 1
        ),
        timeout=5000,
    )
    result = host_round.result
    assert result is not None
    assert guest_window.model.balances == tuple(units * 100 for units in result.net)
    # No review or hand history of a networked round: only the host has its deck.
    assert ReviewFeature.of(guest_window) is None
    assert guest_window.findChild(QAction, "reviewAction") is None
    assert not guest_window.round_end.review_button.isVisible()
    assert not guest_window.save_history_action.isEnabled()
    # N: this person is ready for the next round; the round end goes.
    guest_window.activateWindow()
    guest_window.view.setFocus()
    assert guest_window.next_round_action.isEnabled()
    guest_window.next_round_action.trigger()
    assert "the host deals the next round" in guest_window.statusBar().currentMessage()
    # The guest exports the session's CSV: the host's record, saved here.
    target = tmp_path / "kitchen.csv"
    monkeypatch.setattr(
        "tonk_desktop.ui.network.table_window.QFileDialog.getSaveFileName",
        lambda *args, **kwargs: (str(target), ""),
    )
    guest_window.balances_panel.export_button.click()
    qtbot.waitUntil(target.exists, timeout=5000)
    text = target.read_text(encoding="utf-8-sig")
    assert "Béla" in text and "Emese" in text
    assert len(text.splitlines()) >= 2  # the header and round 1
    assert f"Saved to {target}" == guest_window.balances_panel.saved.text()
    guest.leave()


def test_a_key_plays_through_the_host_and_an_illegal_move_is_refused_in_words(
    qtbot: QtBot, hosted: HostedTable
) -> None:
    host_window = _window(qtbot, hosted.client, hosted)
    guest = _join(qtbot, hosted)
    guest_window = _window(qtbot, guest)
    # Play (through the model) until it is one window's turn to draw.
    qtbot.waitUntil(
        lambda: any(
            Draw("stock") in w.model.legal_for(w.model.you) for w in (host_window, guest_window)
        ),
        timeout=5000,
    )
    window = next(
        w for w in (host_window, guest_window) if Draw("stock") in w.model.legal_for(w.model.you)
    )
    rnd = window.model.round
    assert rnd is not None
    hand_before = len(rnd.hand(window.model.you))
    # A discard before the draw: refused here, in words, and nothing is sent.
    card = rnd.hand(window.model.you)[0]
    window.activateWindow()
    window.view.setFocus()
    reason = window.model.apply(Discard(card), player=window.model.you)
    assert reason == "Draw a card first"
    assert not window.network_model.waiting_for_host
    QTest.keyClick(window.view, Qt.Key.Key_T)
    qtbot.waitUntil(
        lambda: (
            window.model.round is not None
            and len(window.model.round.hand(window.model.you)) == hand_before + 1
        ),
        timeout=5000,
    )
    guest.leave()


def test_a_dropped_guest_is_played_by_a_computer_and_rejoins_its_seat(
    qtbot: QtBot, hosted: HostedTable
) -> None:
    host_window = _window(qtbot, hosted.client, hosted)
    guest = _join(qtbot, hosted)
    guest_window = _window(qtbot, guest)
    qtbot.waitUntil(lambda: guest_window.model.round is not None, timeout=5000)
    token = guest.token
    with qtbot.waitSignal(guest.disconnected, timeout=5000):
        guest._socket.abort()  # type: ignore[union-attr]  # the cable pulled
    # The guest's window says what happened and offers Rejoin.
    assert guest_window.rejoin_action.isEnabled()
    assert "Rejoin" in guest_window.prompt.text()
    assert guest_window.rejoin_button.isVisible()
    # The host's window says the seat is away (a computer plays it after the grace time).
    qtbot.waitUntil(
        lambda: host_window.network_model.seat_status(1) in ("away", "stand_in"), timeout=5000
    )
    assert "away" in host_window.model.seat_state(1)
    with qtbot.waitSignal(guest.joined, timeout=5000) as joined:
        QTest.mouseClick(guest_window.rejoin_button, Qt.MouseButton.LeftButton)
    assert joined.args[0] == 1 and guest.token == token
    qtbot.waitUntil(
        lambda: host_window.network_model.seat_status(1) in ("connected", "returning"), timeout=5000
    )
    assert not guest_window.rejoin_action.isEnabled()
    assert not guest_window.rejoin_button.isVisible()
    assert "You sit at the table again." in guest_window.log.lines()
    guest.leave()


def test_everyone_is_told_when_the_host_closes_the_table(qtbot: QtBot, hosted: HostedTable) -> None:
    _window(qtbot, hosted.client, hosted)
    guest = _join(qtbot, hosted)
    guest_window = _window(qtbot, guest)
    with qtbot.waitSignal(guest.host_quit, timeout=5000):
        hosted.close()
    assert "The host closed the table." in guest_window.log.lines()[-1]
    box = guest_window.findChild(QMessageBox, "hostQuitBox")
    assert isinstance(box, QMessageBox) and box.text() == guest_window.log.lines()[-1]


def test_a_table_of_another_protocol_version_is_said_in_clear_words(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    # A table program of a later version: it greets with protocol 99.
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    hello = json.dumps(
        {"type": "hello", "protocol": 99, "app": "tonk-desktop 9.0", "table": "Future"}
    ).encode()

    def greet() -> None:
        socket = server.nextPendingConnection()
        socket.write(struct.pack(">I", len(hello)) + hello)

    server.newConnection.connect(greet)
    dialog = JoinDialog(qsettings, "Béla", addresses=LOOPBACK, look=False)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText("127.0.0.1")
    dialog.port_spin.setValue(server.serverPort())
    dialog.code_edit.setText("ABCDEF")
    dialog.join()
    qtbot.waitUntil(lambda: "another version of Tonk" in dialog.status.text(), timeout=5000)
    assert "Both computers need the same version." in dialog.status.text()
    server.close()


def test_the_hosts_computer_keeps_its_name_in_every_language(qtbot: QtBot, tmp_path: Path) -> None:
    # Before: the host's "Cal" was shown as "Вика" in Russian (and "アン" for
    # Ann in Japanese): a table's names are the host's, the same on every screen.
    from tonk_desktop.ui.text.translation import install_language

    ledger = Ledger(tmp_path / "ledger.sqlite")
    dialog = HostDialog(HouseRules(), 100, "USD", "Emese", lambda: ledger, addresses=LOOPBACK)
    qtbot.addWidget(dialog)
    dialog.seat_count.setValue(4)
    for seat in (2, 3):
        choice = dialog.seat_choices[seat]
        choice.setCurrentIndex(choice.findData("easy"))
    plan = dialog.plan()
    assert [seat.name for seat in plan.seats[2:]] == ["Bob", "Cal"]
    plan = dataclasses.replace(plan, announce=False, bot_pause=0.0, round_pause=600.0)
    table = HostedTable(plan, Ledger(tmp_path / "host-ledger.sqlite"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        guest = _join(qtbot, table)
        guest_window = _window(qtbot, guest)
        qtbot.waitUntil(lambda: guest_window.model.round is not None, timeout=5000)
        install_language(app, "ru")
        assert [guest_window.model.name(p) for p in (0, 2, 3)] == ["Emese", "Bob", "Cal"]
        panel = guest_window.balances_panel.table
        rows = [_cell(panel, row, 0) for row in range(panel.rowCount())]
        assert rows[2:] == ["Bob", "Cal"]
        guest.leave()
    finally:
        install_language(app, "en")
        table.close()
        qtbot.wait(100)


def test_an_away_guest_is_drawn_whole_and_only_computers_think(
    qtbot: QtBot, hosted: HostedTable
) -> None:
    # Before: the plate read "Béla (away" over the balance, the Balances dock
    # lost its Balance column behind a scroll bar, and a person at another
    # computer was "thinking…" like a computer.
    host_window = _window(qtbot, hosted.client, hosted)
    guest = _join(qtbot, hosted)
    guest_window = _window(qtbot, guest)
    qtbot.waitUntil(lambda: guest_window.model.round is not None, timeout=5000)

    def a_person_to_play() -> bool:
        rnd = host_window.model.round
        return rnd is not None and rnd.current in (0, 1)

    qtbot.waitUntil(a_person_to_play, timeout=5000)
    rnd = host_window.model.round
    assert rnd is not None
    # Whoever is not to play waits for the person who is, by name.
    waiting, turn = (guest_window, "Emese") if rnd.current == 0 else (host_window, "Béla")
    # The other window hears of the turn a moment later (its own line to the host);
    # nobody plays for either person, so the turn stays theirs until it does.
    qtbot.waitUntil(lambda: waiting.prompt.text() == f"Waiting for {turn}…", timeout=5000)
    plates = waiting.scene.furniture.plates
    assert not any("thinking" in plate.detail for plate in plates.values())
    with qtbot.waitSignal(guest.disconnected, timeout=5000):
        guest._socket.abort()  # type: ignore[union-attr]  # the cable pulled
    qtbot.waitUntil(lambda: host_window.network_model.seat_state(1) != "", timeout=5000)
    host_window.scene.sync(animate=False)
    plate = host_window.scene.furniture.plates[1]
    assert plate.name == "Béla" and "away" in plate.detail
    dock = host_window.balances_dock
    dock.setFloating(True)
    dock.resize(220, 300)
    QApplication.processEvents()
    panel = host_window.balances_panel.table
    assert _cell(panel, 1, 0).startswith("Béla\naway")
    assert panel.horizontalScrollBar().maximum() == 0
    right = panel.columnViewportPosition(1) + panel.columnWidth(1)
    assert right <= panel.viewport().width()
    assert panel.columnWidth(1) >= panel.fontMetrics().horizontalAdvance(_cell(panel, 1, 1))


def _play_a_turn(qtbot: QtBot, window: NetworkTableWindow) -> list[str]:
    """This window's person draws from the stock and discards; the log lines
    that says."""
    model = window.model
    for kind in (Draw, Discard):
        rnd = model.round
        assert rnd is not None
        before = len(rnd.events)
        action = next(a for a in model.legal_for(model.you) if isinstance(a, kind))
        if isinstance(action, Draw) and action.source != "stock":
            action = Draw("stock")
        assert model.apply(action, player=model.you) is None

        def moved(count: int = before) -> bool:
            now = model.round
            return now is not None and (len(now.events) > count or now.is_over)

        qtbot.waitUntil(moved, timeout=5000)
    return window.log.lines()[-2:]


def test_a_rejoined_guest_reads_what_was_played_while_it_was_away(
    qtbot: QtBot, hosted: HostedTable
) -> None:
    # Before: the log said only that the round resumed; what the others (and
    # the stand-in) played meanwhile was nowhere to read.
    host_window = _window(qtbot, hosted.client, hosted)
    guest = _join(qtbot, hosted)
    guest_window = _window(qtbot, guest)

    def a_person_to_play() -> bool:
        rnd = host_window.model.round
        guest_rnd = guest_window.model.round
        return (
            rnd is not None
            and guest_rnd is not None
            and rnd.current in (0, 1)
            and len(guest_rnd.events) == len(rnd.events)
        )

    qtbot.waitUntil(a_person_to_play, timeout=5000)
    rnd = host_window.model.round
    assert rnd is not None
    if rnd.current == 1:  # the guest's turn: the guest plays it, then Bob his
        _play_a_turn(qtbot, guest_window)
        qtbot.waitUntil(a_person_to_play, timeout=5000)
    with qtbot.waitSignal(guest.disconnected, timeout=5000):
        guest._socket.abort()  # type: ignore[union-attr]  # the cable pulled
    played = _play_a_turn(qtbot, host_window)  # "You drew…" at the host's screen
    assert played[1].startswith("You discarded ")
    away = guest_window.log.count()
    with qtbot.waitSignal(guest.joined, timeout=5000):
        QTest.mouseClick(guest_window.rejoin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Emese discarded" in "\n".join(guest_window.log.lines()[away:]))
    since = guest_window.log.lines()[away:]
    assert "Emese drew from the stock" in since  # the card drawn stays hidden
    assert played[1].replace("You", "Emese") in since
    guest.leave()
