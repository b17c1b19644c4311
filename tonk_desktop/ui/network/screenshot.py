"""`tonk --screenshot FILE --view network|host|join|rejoin`: pictures of network
play, from a real table hosted in this process on 127.0.0.1 (nothing leaves
the computer, nothing is announced) with real clients joined over TCP.

network  two players' windows side by side at the same table, mid-round
host     the Host a table dialog: set up, and once the table is open, a friend joined
join     the Join a table dialog, the open table in its list
rejoin   a player's window after the connection dropped, then the Rejoin dialog
resume   the Host a table dialog's list of tables hosted here, to resume one
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QElapsedTimer
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from tonk_desktop.ai.easy import EasyBot
from tonk_desktop.engine import HouseRules, LaySpread
from tonk_desktop.ledger import Ledger
from tonk_desktop.net import SeatPlan, TableClient
from tonk_desktop.net.discovery import TableAd
from tonk_desktop.net.protocol import PROTOCOL_VERSION
from tonk_desktop.net.table_file import new_table_file, tables_folder
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.host_dialog import HostDialog
from tonk_desktop.ui.network.hosting import HostedTable, HostPlan, rules_summary
from tonk_desktop.ui.network.join_dialog import JoinDialog, KeptSeat
from tonk_desktop.ui.network.table_window import NetworkTableWindow
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.text.translation import current_language

VIEWS = ("network", "host", "join", "rejoin", "resume")
_LOOPBACK = [LocalAddress("127.0.0.1", "lo")]


def _spin(until: Callable[[], bool], ms: int = 5000) -> bool:
    timer = QElapsedTimer()
    timer.start()
    while not until():
        if timer.elapsed() > ms:
            return False
        QApplication.processEvents()
    return True


def _table(
    folder: Path, people: int = 2, name: str = "Kitchen table", state_file: Path | None = None
) -> HostedTable:
    seats = [SeatPlan.person() for _ in range(people)]
    seats.append(SeatPlan.computer("normal", "Cal"))
    plan = HostPlan(
        name,
        "Emese",
        HouseRules().replace(players=len(seats)),
        25,
        "EUR",
        tuple(seats),
        "127.0.0.1",
        announce=False,
        bot_pause=0.0,
        round_pause=600.0,
    )
    return HostedTable(plan, Ledger(folder / "ledger.sqlite"), state_file=state_file)


def _join(table: HostedTable, name: str) -> TableClient:
    client = TableClient()
    client.connect_to("127.0.0.1", table.port, table.join_code, name, "en")
    if not _spin(lambda: client.seat is not None):
        raise RuntimeError("the screenshot's client could not join the table")
    return client


def _window(
    client: TableClient, size: tuple[int, int], host: HostedTable | None = None
) -> NetworkTableWindow:
    window = NetworkTableWindow(client, host=host.host if host is not None else None)
    window.model.set_speed(0)
    window.resize(*size)
    window.show()
    return window


def _play_until_spread(windows: list[NetworkTableWindow], rng: random.Random) -> None:
    """The people play (the easy computer's choices) until a spread is on the
    table and it is a person's turn to draw, or 60 moves."""
    bots = [EasyBot(seed=rng.randrange(1000)) for _ in windows]
    for _ in range(60):
        rnd = windows[0].model.round
        if rnd is None:
            return
        if rnd.is_over:  # over at the deal (a dealt tonk): everyone ready, a new deal
            number = windows[0].model.round_number
            for window in windows:
                window.next_round()
            _spin(partial(_dealt_after, windows[-1], number), 3000)
            continue
        movers = [w for w in windows if w.model.legal_for(w.model.you)]
        if not movers:
            _spin(lambda: any(w.model.legal_for(w.model.you) for w in windows), 2000)
            continue
        mover = movers[0]
        mine = mover.model.round
        assert mine is not None
        if mine.spreads and mine.phase == "start":
            return
        legal = mover.model.legal_for(mover.model.you)
        spreads = [a for a in legal if isinstance(a, LaySpread)]
        action = (
            spreads[0] if spreads else bots[windows.index(mover)].choose(mine.view(mover.model.you))
        )
        before = len(mine.events)
        mover.model.apply(action, player=mover.model.you)
        _spin(partial(_moved, mover, before), 3000)


def _play_round(windows: list[NetworkTableWindow], rng: random.Random) -> None:
    """The people play the round to its end (the easy computer's choices)."""
    bots = [EasyBot(seed=rng.randrange(1000)) for _ in windows]
    for _ in range(400):
        rnd = windows[0].model.round
        if rnd is None or rnd.is_over:
            return
        movers = [w for w in windows if w.model.legal_for(w.model.you)]
        if not movers:
            _spin(lambda: any(w.model.legal_for(w.model.you) for w in windows), 2000)
            continue
        mover = movers[0]
        mine = mover.model.round
        assert mine is not None
        before = len(mine.events)
        action = bots[windows.index(mover)].choose(mine.view(mover.model.you))
        mover.model.apply(action, player=mover.model.you)
        _spin(partial(_moved, mover, before), 3000)


def _kept_tables(folder: Path) -> Path:
    """Two tables hosted here and closed (one after a round), and a damaged file."""
    tables = tables_folder(folder / "ledger.sqlite")
    _closed_table(folder, new_table_file(tables), "Kitchen table", play=True)
    _closed_table(folder, new_table_file(tables), "Friday Tonk", play=False)
    (tables / "table-damaged.json").write_text('{"format": "tonk-hosted-table", "version": 1')
    return tables


def _closed_table(folder: Path, state_file: Path, name: str, *, play: bool) -> None:
    table = _table(folder, 2, name, state_file)
    guest = TableClient()
    seated: list[NetworkTableWindow] = []
    guest.joined.connect(lambda *_: seated.append(_window(guest, (600, 400))))
    guest.connect_to("127.0.0.1", table.port, table.join_code, "Béla", "en")
    host_window = _window(table.client, (600, 400), table)
    if not _spin(lambda: bool(seated) and seated[0].model.round is not None):
        raise RuntimeError("the screenshot's client could not join the table")
    if play:
        _play_round([host_window, seated[0]], random.Random(7))
        _spin(lambda: table.host.balances.rounds >= 1, 3000)
    table.close()
    guest.leave()
    for window in (host_window, *seated):
        window.hide()
        window.deleteLater()
    for _ in range(5):
        QApplication.processEvents()


def _dealt_after(window: NetworkTableWindow, number: int) -> bool:
    return window.model.round_number > number


def _moved(window: NetworkTableWindow, before: int) -> bool:
    rnd = window.model.round
    return rnd is not None and len(rnd.events) > before


def _grab(widget: QWidget) -> QImage:
    for _ in range(5):
        QApplication.processEvents()
    return widget.grab().toImage()


def render_network_screenshot(path: str, view: str, size: tuple[int, int]) -> bool:
    """Render `view` (VIEWS) to `path`; False when it could not be written."""
    folder = Path(tempfile.mkdtemp(prefix="tonk-shot-"))
    table = _table(folder)
    try:
        image = _render(view, size, table, folder)
    finally:
        table.close()
        for _ in range(5):
            QApplication.processEvents()
    return image.save(path)


def _render(view: str, size: tuple[int, int], table: HostedTable, folder: Path) -> QImage:
    width, height = size
    if view == "host":
        dialog = HostDialog(
            HouseRules().replace(players=3),
            25,
            "EUR",
            "Emese",
            lambda: Ledger(folder / "d.sqlite"),
            addresses=_LOOPBACK,
        )
        dialog.announce_check.setChecked(False)
        dialog.seat_choices[2].setCurrentIndex(2)  # a computer (normal) in seat 3
        dialog.show()
        dialog.resize(max(dialog.sizeHint().width(), 520), dialog.sizeHint().height())
        setup = _grab(dialog)
        dialog.seat_choices[2].setCurrentIndex(0)
        dialog.open_table()
        opened = dialog.table
        if opened is None:
            raise RuntimeError(dialog.setup_error.text())
        client = _join(opened, "Béla")
        _spin(lambda: "Béla" in dialog.seats_list.item(1).text(), 3000)
        dialog.resize(setup.width(), setup.height())
        image = _side_by_side(setup, _grab(dialog), setup.width() * 2 + 20, setup.height())
        client.leave()
        opened.close()
        for _ in range(5):  # the goodbyes delivered while everyone is still there
            QApplication.processEvents()
        return image
    if view == "resume":
        tables = _kept_tables(folder)
        ledger = Ledger(folder / "ledger.sqlite")
        dialog = HostDialog(
            HouseRules().replace(players=3),
            25,
            "EUR",
            "Emese",
            lambda: ledger,
            addresses=_LOOPBACK,
            tables_folder=tables,
        )
        dialog.show()
        dialog.show_kept_tables()
        dialog.resize(max(dialog.sizeHint().width(), 620), max(dialog.sizeHint().height(), 420))
        left = _grab(dialog)
        dialog.kept_list.setCurrentRow(dialog.kept_list.count() - 1)  # the damaged one
        right = _grab(dialog)
        dialog.close()
        ledger.close()
        return _side_by_side(left, right, left.width() * 2 + 20, left.height())
    if view == "join":
        qsettings = SettingsFile(folder / "join.json")
        join = JoinDialog(qsettings, "Béla", addresses=_LOOPBACK, look=False)
        plan = table.plan
        ad = TableAd(
            plan.table_name,
            "127.0.0.1",
            table.port,
            PROTOCOL_VERSION,
            table.open_seats(),
            len(plan.seats),
            rules_summary(plan.rules, plan.stake_minor, plan.currency),
        )
        join._on_found((ad,))
        join.found_list.setCurrentRow(0)
        join.code_edit.setText(table.join_code)
        join.show()
        join.resize(max(join.sizeHint().width(), 560), max(join.sizeHint().height(), 460))
        return _grab(join)
    host_window = _window(table.client, (width // 2, height), table)
    # The guest's window opens as the Join dialog opens it: when the seat is
    # taken, before the deal arrives.
    guest = TableClient()
    seated: list[NetworkTableWindow] = []
    guest.joined.connect(lambda *_: seated.append(_window(guest, (width // 2, height))))
    guest.connect_to("127.0.0.1", table.port, table.join_code, "Béla", current_language())
    if not _spin(lambda: bool(seated)):
        raise RuntimeError("the screenshot's client could not join the table")
    guest_window = seated[0]
    _spin(lambda: guest_window.model.round is not None, 3000)
    _play_until_spread([host_window, guest_window], random.Random(7))
    if view == "rejoin":
        socket = guest._socket
        if socket is not None:
            socket.abort()
        _spin(lambda: guest_window.rejoin_action.isEnabled(), 3000)
        guest_window.resize(width // 2, height)
        left = _grab(guest_window)
        kept = KeptSeat(
            "Kitchen table", "127.0.0.1", table.port, table.join_code, "Béla", guest.token or ""
        )
        qsettings = SettingsFile(folder / "rejoin.json")
        rejoin = JoinDialog(qsettings, "Béla", kept=kept, addresses=_LOOPBACK)
        rejoin.show()
        rejoin.resize(min(width // 2 - 40, 560), rejoin.sizeHint().height())
        right = _grab(rejoin)
        return _side_by_side(left, right, width, height)
    image = _side_by_side(_grab(host_window), _grab(guest_window), width, height)
    guest.leave()
    return image


def _side_by_side(left: QImage, right: QImage, width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#2b2b2b"))
    painter = QPainter(image)
    painter.drawImage(0, 0, left)
    top = max(0, (height - right.height()) // 3) if right.height() < height // 2 else 0
    painter.drawImage(
        width - right.width() - (width // 2 - right.width()) // 2
        if right.width() < width // 2
        else width - right.width(),
        top,
        right,
    )
    painter.end()
    return image
