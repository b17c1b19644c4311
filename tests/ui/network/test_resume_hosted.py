"""Game ▸ Host a table… ▸ Resume a table you hosted…: a table hosted from the
window, closed, and opened again from the window as it stood, the other person
(a separate process on 127.0.0.1) rejoining with the token it kept; the list's
words for a damaged side file and a lost ledger session; forgetting a table.
Loopback only; nothing is announced."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules, Seat
from tonk_desktop.ledger import Ledger
from tonk_desktop.net import TableClient
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.hold import hold
from tonk_desktop.net.table_file import read_table_state, table_files, tables_folder
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.feature import NetworkFeature, install_network
from tonk_desktop.ui.network.host_dialog import HostDialog
from tonk_desktop.ui.network.table_window import NetworkTableWindow
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.text.translation import install_language

# The net layer's process helpers (tests/net/net_support.py).
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "net"))
from net_support import Proc, start_player  # type: ignore[import-not-found]

LOOPBACK = [LocalAddress("127.0.0.1", "lo")]


def _window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, NetworkFeature, Ledger]:
    rules = HouseRules().replace(players=2)
    seats = (Seat("Emese"), Seat("Ann", "easy"))
    model = GameModel(rules, seats, stake_minor=100, currency="USD", seed=1)
    window = MainWindow(model, start=False)
    qtbot.addWidget(window)
    qsettings = SettingsFile(tmp_path / "settings.json")
    ledger = Ledger(tmp_path / "ledger.sqlite")
    network_feature = install_network(window, qsettings, lambda: ledger, addresses=LOOPBACK)
    return window, network_feature, ledger


def _host_dialog(window: MainWindow, network_feature: NetworkFeature) -> HostDialog:
    dialog = network_feature.host_table()
    assert isinstance(dialog, HostDialog) and dialog.isVisible()
    return dialog


def _close_table_window(qtbot: QtBot, network_feature: NetworkFeature, dialog: HostDialog) -> None:
    (table_window,) = network_feature.tables
    table_window.confirm_leaving_round = lambda leaving: True  # type: ignore[method-assign]
    assert dialog.table is not None
    with qtbot.waitSignal(dialog.table.host.closed, timeout=5000):
        table_window.close()
    QApplication.processEvents()
    dialog.accept()


def _event(
    qtbot: QtBot,
    proc: Proc,
    kind: str,
    test: Callable[[dict[str, Any]], bool] = lambda _: True,
    timeout: float = 20.0,
) -> dict[str, Any]:
    """`proc`'s first event of `kind` passing `test`, this process's own event
    loop running meanwhile (the host is in it)."""

    def found() -> dict[str, Any] | None:
        while not proc._queue.empty() and proc._drain(0):
            pass
        return next((e for e in proc.events(kind) if test(e)), None)

    try:
        qtbot.waitUntil(lambda: found() is not None, timeout=round(timeout * 1000))
    except Exception:
        raise AssertionError(f"no {kind} event:\n{proc.text()}") from None
    event = found()
    assert event is not None
    return event


def _finish(qtbot: QtBot, proc: Proc, timeout: float = 30.0) -> int:
    qtbot.waitUntil(lambda: proc.popen.poll() is not None, timeout=round(timeout * 1000))
    return int(proc.finish())


def _ledger_sums(ledger: Ledger) -> tuple[list[int], list[int]]:
    (session,) = ledger.sessions()
    records = ledger.rounds(session.id)
    sums = [sum(r.changes[seat] for r in records) for seat in range(len(session.seats))]
    assert list(session.balances) == sums
    return [record.number for record in records], sums


def test_a_table_hosted_from_the_window_is_resumed_from_the_window_and_the_other_rejoins(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, network_feature, ledger = _window(qtbot, tmp_path)
    dialog = _host_dialog(window, network_feature)
    assert not dialog.resume_button.isVisible()  # nothing hosted here yet
    dialog.announce_check.setChecked(False)
    dialog.open_table()
    table = dialog.table
    assert table is not None, dialog.setup_error.text()
    port, code = table.port, table.join_code
    host_player = AutoPlayer(table.client, "easy", seed=1)
    procs: list[Proc] = []
    try:
        guest = start_player(port, "Béla", "--seed", "2", code=code)
        procs.append(guest)
        token = _event(qtbot, guest, "joined")["token"]
        # Round 1 is played to its end, round 2 begun; then the host closes.
        _event(qtbot, guest, "update", lambda e: e["round"] == 2 and e["events"] >= 2, 40)
        _close_table_window(qtbot, network_feature, dialog)
        assert _finish(qtbot, guest) == 0
        assert guest.events("host_quit"), guest.text()  # the other person was told
        numbers, _ = _ledger_sums(ledger)
        assert numbers == [1]
        del host_player

        # Game ▸ Host a table… offers the table again.
        dialog = _host_dialog(window, network_feature)
        assert dialog.resume_button.isVisible()
        QTest.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)
        assert dialog.pages.currentIndex() == 2
        assert dialog.kept_list.count() == 1 and dialog.focusWidget() is dialog.kept_list
        label = dialog.kept_list.item(0).text()
        assert "Emese's table" in label and "Emese" in label and "Béla" in label
        assert "rounds played: 1" in label
        assert dialog.resume_chosen_button.isEnabled()
        QTest.keyClick(dialog.kept_list, Qt.Key.Key_Return)  # the keyboard resumes it
        table = dialog.table
        assert table is not None, dialog.resume_error.text()
        assert (table.port, table.join_code) == (port, code)
        assert dialog.pages.currentIndex() == 1 and dialog.code_label.text() == code
        (table_window,) = network_feature.tables
        assert table_window.host is table.host
        host = table.host
        # The round in progress goes on where it stood; the host person is seated.
        assert host.round_number == 2 and host.round is not None and host.round.events
        assert host.seats[0].name == "Emese" and host.seats[0].status == "connected"
        assert host.seats[1].name == "Béla" and host.seats[1].status == "away"
        qtbot.waitUntil(lambda: table_window.model.round is not None, timeout=5000)
        host_player = AutoPlayer(table.client, "easy", seed=3)
        host_player._play_soon()  # the host's seat was dealt back before it was made

        # The other person takes the seat back with the token kept.
        back = start_player(port, "x", "--seed", "4", f"--token={token}", code=code)
        procs.append(back)
        rejoined = _event(qtbot, back, "joined")
        assert rejoined["seat"] == 1
        _event(qtbot, back, "round_over", lambda e: e["round"] == 2, 40)
        _close_table_window(qtbot, network_feature, dialog)
        assert _finish(qtbot, back) == 0
    finally:
        for proc in procs:
            proc.signal()
    checks = back.events("deal_checked")
    assert checks[0]["round"] == 2 and all(c["ok"] for c in checks), back.text()
    numbers, sums = _ledger_sums(ledger)
    last = back.events("balances")[-1]
    # Rounds 1 and 2 (and any the two played after) each once: nothing counted twice.
    assert numbers == list(range(1, last["rounds"] + 1)) and len(numbers) >= 2
    assert last["balances"] == sums
    assert len(ledger.sessions()) == 1
    # The table is kept for another resume.
    (kept,) = table_files(tables_folder(ledger.path))
    assert read_table_state(kept).local_seat == 0


def test_a_damaged_or_orphaned_side_file_is_said_and_forgetting_loses_nothing_else(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, network_feature, ledger = _window(qtbot, tmp_path)
    dialog = _host_dialog(window, network_feature)
    dialog.announce_check.setChecked(False)
    dialog.open_table()
    table = dialog.table
    assert table is not None
    guest_client = TableClient()
    with qtbot.waitSignal(guest_client.joined, timeout=5000):
        guest_client.connect_to("127.0.0.1", table.port, table.join_code, "Béla", "hu")
    _close_table_window(qtbot, network_feature, dialog)
    guest_client.leave()
    folder = tables_folder(ledger.path)
    (good,) = table_files(folder)
    damaged = folder / "table-damaged.json"
    damaged.write_text('{"format": "tonk-hosted-table", "version": 1, "config": {')
    orphan = folder / "table-orphan.json"
    orphan.write_text(good.read_text().replace('"session": 1,', '"session": 999,'))
    before = damaged.read_bytes()

    dialog = _host_dialog(window, network_feature)
    dialog.show_kept_tables()
    labels = [dialog.kept_list.item(row).text() for row in range(dialog.kept_list.count())]
    assert len(labels) == 3
    by_path = {kept.path.name: row for row, kept in enumerate(dialog.kept)}
    dialog.kept_list.setCurrentRow(by_path[damaged.name])
    assert not dialog.resume_chosen_button.isEnabled()
    assert "damaged" in dialog.kept_detail.text() and "ledger" in dialog.kept_detail.text()
    dialog.resume_chosen()  # nothing happens, nothing lost
    assert dialog.table is None and damaged.read_bytes() == before
    dialog.kept_list.setCurrentRow(by_path[orphan.name])
    assert not dialog.resume_chosen_button.isEnabled()
    assert "ledger session is not in your ledger" in dialog.kept_detail.text()
    dialog.kept_list.setCurrentRow(by_path[good.name])
    assert dialog.resume_chosen_button.isEnabled()

    # Forget asks first; "Keep it" keeps it.
    dialog.kept_list.setCurrentRow(by_path[damaged.name])
    for answer, gone in (("&Keep it", False), ("&Forget", True)):
        dialog.forget_button.click()
        box = dialog.findChild(QMessageBox, "forgetTableBox")
        assert isinstance(box, QMessageBox) and box.isVisible()
        (button,) = [b for b in box.findChildren(QPushButton) if b.text() == answer]
        button.click()
        QApplication.processEvents()
        assert damaged.exists() is not gone
    assert dialog.kept_list.count() == 2
    assert len(ledger.sessions()) == 1  # the ledger keeps the session
    dialog.reject()


def test_the_other_s_rejoin_button_takes_the_seat_back_at_the_resumed_table(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, network_feature, ledger = _window(qtbot, tmp_path)
    dialog = _host_dialog(window, network_feature)
    dialog.announce_check.setChecked(False)
    dialog.open_table()
    table = dialog.table
    assert table is not None
    port = table.port
    guest = TableClient()
    with qtbot.waitSignal(guest.joined, timeout=5000):
        guest.connect_to("127.0.0.1", port, table.join_code, "Béla", "hu")
    token = guest.token
    guest_window = NetworkTableWindow(guest)
    qtbot.addWidget(guest_window)
    guest_window.show()
    qtbot.waitUntil(lambda: guest_window.model.round is not None, timeout=5000)
    with qtbot.waitSignal(guest.host_quit, timeout=5000):
        _close_table_window(qtbot, network_feature, dialog)
    box = guest_window.findChild(QMessageBox, "hostQuitBox")
    assert isinstance(box, QMessageBox)
    box.close()
    assert guest_window.rejoin_button.isVisible()

    # While another program holds the port, the resume says so and keeps the table.
    blocker = QTcpServer()
    assert blocker.listen(QHostAddress("127.0.0.1"), port)
    dialog = _host_dialog(window, network_feature)
    dialog.show_kept_tables()
    (kept,) = table_files(tables_folder(ledger.path))
    before = kept.read_bytes()
    QTest.mouseClick(dialog.resume_chosen_button, Qt.MouseButton.LeftButton)
    assert dialog.table is None and "cannot listen where it did" in dialog.resume_error.text()
    assert f"another program uses port {port}" in dialog.resume_error.text()
    assert kept.read_bytes() == before and network_feature.tables == []
    blocker.close()

    QTest.mouseClick(dialog.resume_chosen_button, Qt.MouseButton.LeftButton)
    assert dialog.table is not None, dialog.resume_error.text()
    with qtbot.waitSignal(guest.joined, timeout=5000) as joined:
        QTest.mouseClick(guest_window.rejoin_button, Qt.MouseButton.LeftButton)
    assert joined.args[0] == 1 and guest.token == token
    qtbot.waitUntil(lambda: dialog.table.host.seats[1].status == "connected", timeout=5000)
    assert "You sit at the table again." in guest_window.log.lines()
    guest.leave()
    _close_table_window(qtbot, network_feature, dialog)


CYRILLIC = re.compile("[\u0400-\u04ff]")
LATIN_WORD = re.compile("[A-Za-z]{3,}")


def test_in_russian_each_reason_a_resume_is_refused_is_said_in_russian(
    qtbot: QtBot, app_language: QApplication, tmp_path: Path
) -> None:
    """The net layer refuses with a code and its facts; the dialog words them:
    no English of the host's own (file paths, Qt's socket words) reaches it."""
    install_language(app_language, "ru")
    window, network_feature, ledger = _window(qtbot, tmp_path)
    dialog = _host_dialog(window, network_feature)
    dialog.announce_check.setChecked(False)
    dialog.open_table()
    table = dialog.table
    assert table is not None
    port = table.port
    guest = TableClient()  # a table is kept once a round is dealt
    with qtbot.waitSignal(guest.joined, timeout=5000):
        guest.connect_to("127.0.0.1", port, table.join_code, "Béla", "hu")
    _close_table_window(qtbot, network_feature, dialog)
    guest.leave()
    (kept,) = table_files(tables_folder(ledger.path))
    before = kept.read_bytes()

    def resume_said() -> str:
        QTest.mouseClick(dialog.resume_chosen_button, Qt.MouseButton.LeftButton)
        assert dialog.table is None and network_feature.tables == []
        text = dialog.resume_error.text()
        assert CYRILLIC.search(text) and not LATIN_WORD.search(text), text
        return text

    dialog = _host_dialog(window, network_feature)
    dialog.show_kept_tables()
    # Another program hosts the table: it holds the table's lock.
    other = hold(kept)
    assert other.held
    held = resume_said()
    other.release()
    # Another program listens on the table's port.
    blocker = QTcpServer()
    assert blocker.listen(QHostAddress("127.0.0.1"), port)
    in_use = resume_said()
    assert str(port) in in_use
    blocker.close()
    # The file was damaged after the list was read.
    kept.write_text('{"format": "tonk-hosted-table"')
    damaged = resume_said()
    assert len({held, in_use, damaged}) == 3
    kept.write_bytes(before)
    # The setup page words a port in use the same way.
    blocker = QTcpServer()
    assert blocker.listen(QHostAddress("127.0.0.1"), 0)
    dialog.reject()
    dialog = _host_dialog(window, network_feature)
    dialog.announce_check.setChecked(False)
    dialog.port_spin.setValue(int(blocker.serverPort()))
    dialog.open_table()
    assert dialog.table is None
    text = dialog.setup_error.text()
    assert CYRILLIC.search(text) and str(blocker.serverPort()) in text, text
    assert not LATIN_WORD.search(text), text
    blocker.close()
    dialog.reject()
