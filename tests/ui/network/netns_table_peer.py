"""One end of the window-level discovery test, run inside a network namespace
the test made (`ip netns exec NS python netns_table_peer.py ...`), offscreen,
for a bounded time:

    host ADDRESS SECONDS      open a table announced at ADDRESS (Host a table's
                              HostedTable); print "open PORT CODE", then "seats
                              ..." as people join; close once every seat is
                              taken, or after SECONDS
    join ADDRESS CODE SECONDS the Join dialog looking on ADDRESS: print "found
                              ..." for the tables it lists, choose the first,
                              join with CODE, print "joined SEAT"; stop after
                              SECONDS at the latest
    invite LINK SECONDS [PNG] the Join dialog opened with the invite LINK (as
                              the system opens a tonk:// link), a name typed:
                              choose Join, then print "status ..." with what
                              the dialog says once the join has its outcome
                              (and save a picture of the dialog then in PNG)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net import SeatPlan, TableClient
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.hosting import HostedTable, HostPlan
from tonk_desktop.ui.network.join_dialog import JoinDialog
from tonk_desktop.ui.settings.settings_file import SettingsFile


def host(app: QApplication, address: str, seconds: float) -> None:
    folder = Path(tempfile.mkdtemp(prefix="tonk-netns-"))
    plan = HostPlan(
        "Kitchen table",
        "Emese",
        HouseRules().replace(players=2),
        100,
        "USD",
        (SeatPlan.person(), SeatPlan.person()),
        address,
        announce=True,
        round_pause=600.0,
    )
    table = HostedTable(plan, Ledger(folder / "ledger.sqlite"))
    print("open", table.port, table.join_code, flush=True)

    def seats() -> None:
        print("seats", [seat.name for seat in table.host.seats], flush=True)
        if table.open_seats() == 0:  # everyone seated: done, a moment later
            QTimer.singleShot(1000, app.quit)

    table.seats_changed.connect(seats)
    table.announced.connect(lambda name: print("announced", name, flush=True))
    table.announce_failed.connect(
        lambda code, detail: print("announce failed", code, detail, flush=True)
    )
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    table.close()
    print("closed", flush=True)


def join(app: QApplication, address: str, code: str, seconds: float) -> None:
    folder = Path(tempfile.mkdtemp(prefix="tonk-netns-"))
    qsettings = SettingsFile(folder / "settings.json")
    dialog = JoinDialog(qsettings, "Béla", addresses=[LocalAddress(address, "veth")])
    dialog.show()

    seated: list[TableClient] = []
    said: list[list[str]] = []

    def look() -> None:
        # Polled on this (the window's) thread: the browser's news reaches the
        # dialog through its own queued signal, as in the program.
        rows = [dialog.found_list.item(i).text() for i in range(dialog.found_list.count())]
        if rows and rows not in said:
            said.append(rows)
            print("found", rows, flush=True)
        if rows and dialog.client is None and not seated:
            dialog.found_list.setCurrentRow(0)
            dialog.code_edit.setText(code)
            dialog.join()

    def joined(client: TableClient, kept: object) -> None:
        print("joined", client.seat, flush=True)
        seated.append(client)
        app.quit()

    poll = QTimer()
    poll.timeout.connect(look)
    poll.start(100)
    dialog.joined.connect(joined)
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    poll.stop()
    print("status", dialog.status.text(), flush=True)
    # Let go in order, before the application goes: the browser's thread, the
    # seat's connection, the dialog.
    dialog.finder.stop()
    for client in seated:
        client.leave()
        client.deleteLater()
    dialog.deleteLater()
    app.processEvents()


def join_by_invite(app: QApplication, link: str, seconds: float, png: str | None) -> None:
    folder = Path(tempfile.mkdtemp(prefix="tonk-netns-"))
    dialog = JoinDialog(
        SettingsFile(folder / "settings.json"),
        "Béla",
        addresses=[LocalAddress("127.0.0.1", "lo")],
        look=False,
        invite=link,
    )
    dialog.show()
    dialog.join()
    asked = dialog.status.text()  # "Joining the table at …"
    poll = QTimer()
    poll.timeout.connect(lambda: dialog.status.text() != asked and app.quit())
    poll.start(50)
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    poll.stop()
    print("status", dialog.status.text(), flush=True)
    if png is not None:
        dialog.resize(max(dialog.sizeHint().width(), 560), dialog.sizeHint().height())
        app.processEvents()
        print("saved" if dialog.grab().save(png) else "not saved", png, flush=True)
    dialog.done(0)
    dialog.deleteLater()
    app.processEvents()


def main(argv: list[str]) -> None:
    app = QApplication(sys.argv[:1])
    if argv[0] == "host":
        host(app, argv[1], float(argv[2]))
    elif argv[0] == "join":
        join(app, argv[1], argv[2], float(argv[3]))
    elif argv[0] == "invite":
        join_by_invite(app, argv[1], float(argv[2]), argv[3] if len(argv) > 3 else None)
    else:
        raise SystemExit(f"unknown command {argv[0]!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
