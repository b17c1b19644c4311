"""The Host dialog says why it could not announce the table in the person's
words, from the net layer's code, as the Join dialog does; the system's own
English is only the tooltip. No multicast: the announcer is one that fails
as the real one does on an address no interface has (net/discovery's
discovery_failure of the system's error); the table listens on loopback."""

from __future__ import annotations

import errno
import re
from pathlib import Path

import pytest
from host_menu import host_dialog_from_menu
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tonk_desktop.net import discovery
from tonk_desktop.net.discovery import DISCOVERY_CODES, TableAd
from tonk_desktop.ui.network.words import announce_failed_text, discovery_failed_text
from tonk_desktop.ui.text.translation import install_language

SYSTEM = "[Errno 19] No such device"
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


class GoneAddressAnnouncer:
    """An announcer on an address no interface has: it cannot start."""

    def __init__(self, ad: TableAd, interfaces: list[str]) -> None:
        raise discovery.discovery_failure(OSError(errno.ENODEV, "No such device"))


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_host_dialog_words_why_the_table_is_not_announced(
    qtbot: QtBot,
    app_language: QApplication,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    language: str,
) -> None:
    install_language(app_language, language)
    monkeypatch.setattr(discovery, "TableAnnouncer", GoneAddressAnnouncer)
    dialog, feature, _ledger = host_dialog_from_menu(qtbot, tmp_path)
    dialog.announce_check.setChecked(True)
    dialog.open_table()
    table = dialog.table
    assert table is not None, dialog.setup_error.text()
    qtbot.waitUntil(lambda: dialog.announce_label.toolTip() == SYSTEM, timeout=5000)
    said = dialog.announce_label.text()
    assert said == announce_failed_text("no_address")
    assert "device" not in said and "Errno" not in said  # the system's words: a detail
    if language == "en":
        assert said.startswith("Could not announce the table: this computer no longer has")
    else:
        assert not ENGLISH_WORD.search(said), said
    (table_window,) = feature.tables
    with qtbot.waitSignal(table.closed, timeout=5000):
        table_window.close()
    dialog.accept()


def test_every_announce_code_has_its_own_words_in_every_language(
    app_language: QApplication,
) -> None:
    for language in ("en", "ja", "hu", "ru"):
        install_language(app_language, language)
        texts = {code: announce_failed_text(code, "Some system text") for code in DISCOVERY_CODES}
        assert len(set(texts.values())) == len(texts), texts
        for code, text in texts.items():
            assert ("Some system text" in text) == (code == "other"), (language, code)
            assert text != discovery_failed_text(code, "Some system text"), (language, code)
            if language != "en":
                assert not text.startswith("Could not"), (language, code)
            if language == "ru":
                words = ENGLISH_WORD.findall(text.replace("Some system text", ""))
                assert set(words) <= {"IPv"}, (code, words)  # IPv4, IPv6
