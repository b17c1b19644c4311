"""The Host dialog inside a network namespace the test made (`ip netns exec NS
python netns_address_peer.py`), offscreen: it lists this computer's addresses
by itself (local_addresses, the namespace's own interfaces), and opens a table
at the first IPv6 one, announced there. Prints "address LABEL" for each
address offered, then "open TEXT", "invite LINK" and "announced NAME" (or
"announce failed CODE DETAIL"), and closes the table; at most SECONDS in all.

    netns_address_peer.py SECONDS
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
from tonk_desktop.ui.network.host_dialog import HostDialog


def main(seconds: float) -> None:
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="tonk-netns-"))
    ledger = Ledger(folder / "ledger.sqlite")
    dialog = HostDialog(HouseRules().replace(players=2), 100, "USD", "Emese", lambda: ledger)
    combo = dialog.address_combo
    for index in range(combo.count()):
        print("address", combo.itemText(index), flush=True)
    six = [index for index in range(combo.count()) if ":" in str(combo.itemData(index))]
    combo.setCurrentIndex(six[0])
    dialog.announce_check.setChecked(True)
    dialog.open_table()
    table = dialog.table
    assert table is not None, dialog.setup_error.text()
    print("open", dialog.where_label.text(), flush=True)
    print("invite", dialog.invite_edit.text(), flush=True)
    table.announced.connect(lambda name: (print("announced", name, flush=True), app.quit()))
    table.announce_failed.connect(
        lambda code, detail: (print("announce failed", code, detail, flush=True), app.quit())
    )
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    table.close()
    dialog.deleteLater()
    app.processEvents()
    ledger.close()


if __name__ == "__main__":
    main(float(sys.argv[1]))
