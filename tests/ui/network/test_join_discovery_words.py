"""The Join dialog says why it cannot look for tables in the person's words,
from the net layer's code; the system's own English is kept for the tooltip
(a detail), never the sentence. No network: the browser's failure is the one
the net layer makes of the system's error (net/discovery.discovery_failure).
Opened not to look (look=False), it says it is not looking, and what to do."""

from __future__ import annotations

import errno
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tonk_desktop.net.discovery import DISCOVERY_CODES, TableAd, discovery_failure
from tonk_desktop.ui.network import join_dialog
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.join_dialog import JoinDialog
from tonk_desktop.ui.network.words import discovery_failed_text
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.text.translation import install_language

SYSTEM = "[Errno 19] No such device"


class NoBrowser:
    """A browser that cannot start, as on an address whose network is gone."""

    def __init__(self, interfaces: Sequence[str], on_change: object) -> None:
        raise discovery_failure(OSError(errno.ENODEV, "No such device"))


@pytest.mark.parametrize("language", ["en", "ru", "ja", "hu"])
def test_the_join_dialog_words_why_it_cannot_look_for_tables(
    qtbot: QtBot,
    app_language: QApplication,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    language: str,
) -> None:
    install_language(app_language, language)
    monkeypatch.setattr(join_dialog, "TableBrowser", NoBrowser)
    dialog = JoinDialog(
        SettingsFile(tmp_path / "settings.json"),
        "Béla",
        addresses=[LocalAddress("192.0.2.7", "wlan0")],
    )
    qtbot.addWidget(dialog)
    said = dialog.found_note.text()
    assert said == discovery_failed_text("no_address")
    assert dialog.found_note.toolTip() == SYSTEM  # the system's words: a detail
    assert SYSTEM not in said and "device" not in said
    if language == "en":
        assert said.startswith("Cannot look for tables on this network: this computer no longer")
    else:
        assert not re.search(r"\b(the|this|network|address|computer)\b", said), said


def test_every_discovery_code_has_its_own_words_in_every_language(
    app_language: QApplication,
) -> None:
    for language in ("en", "ja", "hu", "ru"):
        install_language(app_language, language)
        texts = {code: discovery_failed_text(code, "Some system text") for code in DISCOVERY_CODES}
        assert len(set(texts.values())) == len(texts), texts
        for code, text in texts.items():
            assert ("Some system text" in text) == (code == "other"), (language, code)
            if language != "en":
                assert not text.startswith("Cannot look"), (language, code)


def test_an_ad_is_listed_at_its_ipv6_address_in_brackets(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = JoinDialog(SettingsFile(tmp_path / "s.json"), "Béla", look=False,
                        addresses=[LocalAddress("127.0.0.1", "lo")])  # fmt: skip
    qtbot.addWidget(dialog)
    ad = TableAd("Den", "fd54:7b6b::1", 47001, 2, 1, 2, "2 players", "ab" * 32)
    dialog.finder.found.emit((ad,))  # as the browser tells it
    assert dialog.found_list.item(0).text() == "Den — [fd54:7b6b::1]:47001 — seats open: 1 of 2"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_join_dialog_not_looking_for_tables_says_so(
    qtbot: QtBot, app_language: QApplication, tmp_path: Path, language: str
) -> None:
    install_language(app_language, language)
    dialog = JoinDialog(SettingsFile(tmp_path / "s.json"), "Béla", look=False,
                        addresses=[LocalAddress("127.0.0.1", "lo")])  # fmt: skip
    qtbot.addWidget(dialog)
    said = dialog.found_note.text()
    assert said != QApplication.translate("JoinDialog", "Looking for tables…")
    if language == "en":
        assert said == (
            "Not looking for tables on the network: paste the invite, or type the "
            "table's address and port."
        )
    else:
        assert said.startswith("Столы в сети не ищутся"), said
        assert not re.search(r"[A-Za-z]{2,}", said), said
