"""The Host dialog in a home network's namespace (tests/net/netns_router.py),
run as `ip netns exec HOME python netns_host_dialog_peer.py ADDRESS GATEWAY
SECONDS`, offscreen: open a table at ADDRESS with the router asked
to open its port (NAT-PMP asks GATEWAY); print "mapping TEXT" once the router
answered (the dialog's words) and "invite LINK" (the dialog's invite), print
"seats [...]" once a friend took the open seat (or SECONDS passed), close the
table and print "closed"."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer
from PySide6.QtWidgets import QApplication

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.host_dialog import HostDialog


def _spin(until: Callable[[], bool], seconds: float) -> None:
    timer = QElapsedTimer()
    timer.start()
    while not until() and timer.elapsed() < seconds * 1000:
        QApplication.processEvents()


def main(argv: list[str]) -> None:
    address, gateway, seconds = argv[0], argv[1], float(argv[2])
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="tonk-netns-"))
    dialog = HostDialog(
        HouseRules().replace(players=2),
        100,
        "EUR",
        "Emese",
        lambda: Ledger(folder / "ledger.sqlite"),
        addresses=[LocalAddress(address, "lan0")],
        gateway=gateway,
    )
    dialog.name_edit.setText("Kitchen table")
    dialog.announce_check.setChecked(False)
    dialog.show()
    print("asked", dialog.map_check.isChecked(), flush=True)
    dialog.open_table()
    table = dialog.table
    if table is None:
        raise SystemExit(dialog.setup_error.text())
    print("asking", dialog.mapping_label.text(), flush=True)
    _spin(lambda: table.mapping is not None, seconds)
    app.processEvents()  # the answer's signal, queued from the asking thread
    print("mapping", dialog.mapping_label.text(), flush=True)
    print("invite", dialog.invite_edit.text(), flush=True)
    _spin(lambda: table.open_seats() == 0, seconds)
    print("seats", [seat.name for seat in table.host.seats], flush=True)
    table.close()
    print("closed", dialog.where_label.text(), flush=True)
    dialog.deleteLater()
    app.processEvents()


if __name__ == "__main__":
    main(sys.argv[1:])
