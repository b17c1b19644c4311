"""A computer whose TLS cannot serve with the table's certificate cannot host:
the Host dialog says so in the person's words when Open is pressed, instead of
opening a table whose invite no one could ever use (each guest's handshake
failing, or never answered, and nothing said). The fault here is a real one:
the certificate kept beside the ledger with another key beside it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from host_menu import host_dialog_from_menu
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tonk_desktop.net.certificate import CERTIFICATE_FILE, KEY_FILE, HostIdentity
from tonk_desktop.ui.text.translation import install_language

CANNOT_HOST = (
    "This computer cannot host a table: its connections would be encrypted with "
    "the table's certificate, and {why}. No one could join. Joining other tables "
    "still works."
)
CANNOT_SERVE = "this computer's TLS library cannot serve with it"


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_host_dialog_says_its_tls_cannot_serve_and_opens_no_table(
    qtbot: QtBot, app_language: QApplication, tmp_path: Path, language: str
) -> None:
    install_language(app_language, language)
    mine, other = HostIdentity.make(), HostIdentity.make()
    (tmp_path / CERTIFICATE_FILE).write_bytes(mine.certificate_pem)
    (tmp_path / KEY_FILE).write_bytes(other.key_pem)
    dialog, feature, ledger = host_dialog_from_menu(qtbot, tmp_path)
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    said = dialog.setup_error.text()
    assert dialog.table is None and not feature.tables
    words = QCoreApplication.translate("NetworkWords", CANNOT_HOST).replace(
        "{why}", QCoreApplication.translate("NetworkWords", CANNOT_SERVE)
    )
    assert said == words
    # The words take room of their own: the form's rows above keep their height.
    QCoreApplication.processEvents()  # the layout, redone for the words
    for spin in (dialog.time_per_move_spin, dialog.port_spin):
        assert spin.height() >= spin.sizeHint().height(), spin.objectName()
    if language == "en":
        assert said.startswith("This computer cannot host a table") and CANNOT_SERVE in said
    else:
        assert "cannot" not in said and "host" not in said  # Hungarian, not the source
    dialog.reject()
    ledger.close()


def test_the_host_dialog_says_no_certificate_can_be_made_where_cryptography_does_not_load(
    qtbot: QtBot, app_language: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where cryptography's compiled part cannot load (Wine 8), hosting is refused
    as what it is, not as a port to change."""
    install_language(app_language, "ja")
    monkeypatch.setitem(sys.modules, "cryptography", None)  # its import fails, as there
    dialog, feature, ledger = host_dialog_from_menu(qtbot, tmp_path)
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    said = dialog.setup_error.text()
    assert dialog.table is None and not feature.tables
    assert said.startswith("このコンピューターはテーブルのホストになれません"), said
    assert "cryptography" in said  # the library named, in the detail
    assert "ポート" not in said  # not "choose another port"
    dialog.reject()
    ledger.close()
