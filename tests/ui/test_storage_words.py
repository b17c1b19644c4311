"""A file that cannot be read or written is explained in the player's language,
not in the English of the ledger, SQLite or the system."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tablekit import ledger_of, warnings_shown

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger, NewerLedger
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.text.storage_words import ledger_error_text, notice_text, storage_problem
from tonk_desktop.ui.text.translation import install_language


def _english_words(text: str) -> list[str]:
    return [word for word in ("disk", "file", "ledger", "could not", "damaged") if word in text]


def test_a_full_disk_is_said_the_same_way_whatever_reported_it() -> None:
    from_system = storage_problem(OSError(errno.ENOSPC, "No space left on device"))
    from_sqlite = storage_problem(sqlite3.OperationalError("database or disk is full"))
    assert from_system == from_sqlite == "the disk is full"


def test_a_locked_ledger_names_the_other_program() -> None:
    assert storage_problem(sqlite3.OperationalError("database is locked")) == (
        "another program is using the ledger"
    )


def test_a_cause_nobody_foresaw_is_shown_as_the_system_gave_it() -> None:
    assert storage_problem(sqlite3.OperationalError("no such savepoint: x")) == (
        "no such savepoint: x"
    )
    assert storage_problem(OSError(errno.EXDEV, "Invalid cross-device link")) == (
        "Invalid cross-device link"
    )


@pytest.mark.parametrize("language", ["ja", "hu", "ru"])
def test_a_full_disk_is_named_in_the_players_language(
    app_language: QApplication, language: str
) -> None:
    install_language(app_language, language)
    said = storage_problem(sqlite3.OperationalError("database or disk is full"))
    assert said and not _english_words(said), said
    assert said == storage_problem(OSError(errno.ENOSPC, "No space left on device"))


@pytest.mark.parametrize("language", ["ja", "hu", "ru"])
def test_a_ledger_from_a_newer_version_is_explained_without_english(
    app_language: QApplication, tmp_path: Path, language: str
) -> None:
    path = tmp_path / "l.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(NewerLedger) as caught:
        Ledger(path)
    install_language(app_language, language)
    said = ledger_error_text(caught.value)
    assert str(path) in said
    said = said.replace(str(path), "")
    assert "newer" not in said and "untouched" not in said, said


def test_a_damaged_ledger_is_reported_in_russian_with_where_it_was_kept(
    qtbot: QtBot, app_language: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    install_language(app_language, "ru")
    path = tmp_path / "ledger.sqlite3"
    path.write_bytes(b"\x00garbage" * 100)
    told = warnings_shown(monkeypatch)
    window = MainWindow(GameModel(HouseRules(), seed=3), seed=3, start=False)
    install_features(window, ledger_path=path)
    window.bots.paused = True
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: bool(told))
    kept = next(tmp_path.glob("ledger.sqlite3.corrupt-*"))
    assert str(kept) in told[0]
    words = told[0].replace(str(kept), "").replace(str(path), "")
    assert not _english_words(words), told[0]
    assert ledger_of(window) is not None
    ledger_of(window).ledger.close()


def test_a_saved_round_from_another_session_says_so(tmp_path: Path) -> None:
    with Ledger(tmp_path / "l.sqlite3") as ledger:
        ledger.autosave_dir.mkdir(parents=True, exist_ok=True)
        (ledger.autosave_dir / "session-4.json").write_text(
            '{"format": "tonk-round-in-progress", "session": 9, "history": {}}', encoding="utf-8"
        )
        assert ledger.load_round_in_progress(4) is None
        [notice] = ledger.take_notices()
    said = notice_text(notice)
    assert notice.what == "autosave" and notice.reason == "other_session"
    assert notice.moved_to is not None and notice.moved_to.exists()
    assert str(notice.moved_to) in said and "belongs to another session" in said


def test_every_reason_a_file_is_moved_aside_has_its_own_words() -> None:
    from pathlib import Path

    from tonk_desktop.ledger import LedgerNotice
    from tonk_desktop.ledger.records import NOTICE_REASONS

    said = {
        reason: notice_text(LedgerNotice("autosave", Path("a"), reason, "", Path("b")))
        for reason in NOTICE_REASONS
    }
    assert len(set(said.values())) == len(NOTICE_REASONS), said


@pytest.mark.parametrize("language", ["en", "ja", "hu", "ru"])
def test_a_balance_past_what_the_ledger_keeps_is_named_in_the_players_language(
    app_language: QApplication, language: str
) -> None:
    from tonk_desktop.ledger import MAX_AMOUNT_MINOR, AmountOutOfRange

    install_language(app_language, language)
    said = storage_problem(AmountOutOfRange("seat 1's balance", 2**63 - 1, MAX_AMOUNT_MINOR))
    english = "an amount is too large for the ledger"
    assert said == english if language == "en" else said != english and not _english_words(said)


@pytest.mark.parametrize("language", ["ja", "hu", "ru"])
def test_a_session_set_aside_for_a_damaged_row_is_named_in_the_players_language(
    app_language: QApplication, tmp_path: Path, language: str
) -> None:
    from tonk_desktop.ledger import LedgerNotice

    notice = LedgerNotice(
        "session", tmp_path / "l.sqlite3", "damaged", "sessions breaks stake_minor > 0", name="Fri"
    )
    english = notice_text(notice)
    assert "Fri" in english and "set aside" in english
    install_language(app_language, language)
    said = notice_text(notice)
    assert "Fri" in said and said != english and "set aside" not in said
