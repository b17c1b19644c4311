"""The sessions list: rename, delete only after saying yes, export, resume."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot
from tablekit import ledger_of, warnings_shown

from tonk_desktop.engine import HouseRules, Payment, RoundResult
from tonk_desktop.ledger import Ledger, Money, Seat
from tonk_desktop.ui.ledger.new_session import NewSessionDialog, parse_amount
from tonk_desktop.ui.ledger.sessions import SessionsDialog
from tonk_desktop.ui.ledger.settle import SettleUpDialog


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Ledger]:
    opened = Ledger(tmp_path / "ledger.sqlite3")
    for name in ("Monday", "Tuesday"):
        sid = opened.create_session(
            name, [Seat("Ann"), Seat("Bob")], Money(100, "EUR"), HouseRules(players=2)
        )
        opened.record_round(
            sid,
            RoundResult.settle("knock", (0,), [Payment(1, 0, 1)], (3, 9), knocker=0),
            dealer=0,
        )
    yield opened
    opened.close()


def open_dialog(qtbot: QtBot, ledger: Ledger) -> SessionsDialog:
    dialog = SessionsDialog(ledger)
    qtbot.addWidget(dialog)
    return dialog


def test_lists_the_sessions(qtbot: QtBot, ledger: Ledger) -> None:
    dialog = open_dialog(qtbot, ledger)
    assert dialog.model.rowCount() == 2
    assert {dialog.model.index(r, 0).data() for r in range(2)} == {"Monday", "Tuesday"}
    assert dialog.model.index(0, 1).data() == "Ann, Bob"
    assert dialog.model.index(0, 2).data().endswith("EUR")


def test_rename(qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = open_dialog(qtbot, ledger)
    chosen = dialog.selected()
    assert chosen is not None
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Payday", True))
    dialog.rename_button.click()
    assert ledger.session(chosen.id).name == "Payday"
    assert dialog.selected() is not None and dialog.selected().name == "Payday"  # type: ignore[union-attr]


def test_rename_to_nothing_is_refused(
    qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_dialog(qtbot, ledger)
    chosen = dialog.selected()
    assert chosen is not None
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("   ", True))
    warnings = warnings_shown(monkeypatch)
    dialog.rename_button.click()
    assert warnings and "name" in warnings[0]
    assert ledger.session(chosen.id).name == chosen.name


def test_delete_asks_first_and_no_keeps_it(
    qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_dialog(qtbot, ledger)
    chosen = dialog.selected()
    assert chosen is not None
    questions: list[str] = []

    def answer_no(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        questions.append(str(args[2]))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer_no)
    dialog.delete_button.click()
    assert len(questions) == 1 and chosen.name in questions[0] and "1 rounds" in questions[0]
    assert len(ledger.sessions()) == 2

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.delete_button.click()
    assert [s.id for s in ledger.sessions()] != [] and chosen.id not in [
        s.id for s in ledger.sessions()
    ]
    assert dialog.model.rowCount() == 1


def test_export(
    qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    chosen = ledger.sessions()[0]
    ledger.rename_session(chosen.id, "Session of 11/29/26")  # the default name has slashes
    dialog = open_dialog(qtbot, ledger)
    target = tmp_path / "out.csv"
    offered: list[str] = []

    def save_as(*args: object, **kwargs: object) -> tuple[str, str]:
        offered.append(str(args[2]))
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    dialog.export_button.click()
    # Not "26.csv" in a folder "11/29".
    assert [Path(path).name for path in offered] == ["Session of 11-29-26.csv"]
    rows = list(csv.reader(target.open(encoding="utf-8-sig")))
    assert len(rows) == 2 and rows[1][3] == "knock"


def test_export_for_a_decimal_comma_spreadsheet(
    qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A Hungarian player: the semicolon kind is offered first, and chosen.
    monkeypatch.setattr(QLocale, "decimalPoint", lambda self: ",")
    dialog = open_dialog(qtbot, ledger)
    target = tmp_path / "out.csv"
    offered: list[tuple[str, str]] = []

    def save_as(*args: object, **kwargs: object) -> tuple[str, str]:
        offered.append((str(args[3]), str(args[4])))
        return str(target), str(args[4])

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    dialog.export_button.click()
    [(filters, preselected)] = offered
    assert preselected in filters.split(";;") and "semicolon" in preselected
    rows = list(csv.reader(target.open(encoding="utf-8-sig"), delimiter=";"))
    assert len(rows) == 2 and rows[1][3] == "knock"
    assert all("." not in cell for cell in rows[1][6:]) and "," in rows[1][6]


def test_resume_emits_the_session(qtbot: QtBot, ledger: Ledger) -> None:
    dialog = open_dialog(qtbot, ledger)
    chosen = dialog.selected()
    assert chosen is not None
    with qtbot.waitSignal(dialog.resume_requested) as blocker:
        dialog.resume_button.click()
    assert blocker.args == [chosen.id]
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_settle_up_dialog(qtbot: QtBot, ledger: Ledger) -> None:
    session = ledger.sessions()[0]
    dialog = SettleUpDialog(session, ledger.settle_up(session.id))
    qtbot.addWidget(dialog)
    assert dialog.transfers.count() == 1
    assert dialog.transfers.item(0).text().startswith("Bob pays Ann 1")
    assert dialog.transfers.item(0).text().endswith("EUR")


def test_new_session_dialog(qtbot: QtBot) -> None:
    dialog = NewSessionDialog(HouseRules.preset("encyclopedia").replace(players=4), "JPY")
    qtbot.addWidget(dialog)
    assert dialog.players_spin.value() == 4
    dialog.name_edit.setText("Tokyo")
    dialog.players_spin.setValue(2)
    dialog.stake_edit.setText("100")
    dialog.seat_bankrolls[1].setText("2000")
    dialog.accept()
    spec = dialog.new_session()
    assert spec is not None
    assert spec.name == "Tokyo"
    assert spec.stake == Money(100, "JPY")
    assert [s.name for s in spec.seats] == ["You", "Ann"]
    assert spec.seats[1] == Seat("Ann", "normal") and spec.bankrolls == (0, 2000)
    assert spec.rules.players == 2
    assert spec.rules.caught_rule == "encyclopedia"


def test_new_session_dialog_refuses_a_bad_stake(qtbot: QtBot) -> None:
    dialog = NewSessionDialog(currency="USD")
    qtbot.addWidget(dialog)
    dialog.stake_edit.setText("0.125")
    dialog.accept()
    assert dialog.new_session() is None
    assert "decimals" in dialog.problem.text()


@pytest.mark.parametrize(
    ("stake", "bankroll", "said"),
    [
        ("1e30", "", "too large"),
        ("lots", "", "Base stake"),
        ("1", "99999999999999999999", "player 2"),
    ],
)
def test_new_session_dialog_refuses_amounts_no_table_plays_for(
    qtbot: QtBot, stake: str, bankroll: str, said: str
) -> None:
    # Before, 1e30 raised an uncaught OverflowError from SQLite.
    dialog = NewSessionDialog(currency="USD")
    qtbot.addWidget(dialog)
    dialog.stake_edit.setText(stake)
    dialog.seat_bankrolls[1].setText(bankroll)
    dialog.accept()
    assert dialog.new_session() is None
    assert said in dialog.problem.text()


def test_new_session_dialog_takes_only_an_iso_4217_currency(qtbot: QtBot) -> None:
    # Any three letters were taken ("ZZZ"), and a session kept its stake in them.
    dialog = NewSessionDialog(currency="USD")
    qtbot.addWidget(dialog)
    dialog.currency_combo.setCurrentText("zzz")
    dialog.accept()
    assert dialog.new_session() is None
    assert dialog.problem.text() == (
        "“ZZZ” is not a currency code. Type an ISO 4217 code, such as USD, EUR or JPY."
    )
    dialog.currency_combo.setCurrentText("sek")  # typed, not offered: still a currency
    dialog.accept()
    made = dialog.new_session()
    assert made is not None and made.stake.currency == "SEK"


def test_amounts_typed_in_the_local_way() -> None:
    from PySide6.QtCore import QLocale

    hungarian = QLocale(QLocale.Language.Hungarian, QLocale.Country.Hungary)
    assert parse_amount("0,25", "EUR", hungarian) == Money(25, "EUR")
    assert parse_amount("1,234.50", "USD", QLocale("en_US")) == Money(123450, "USD")


def test_new_session_starts_from_the_tables_players_rules_and_stake(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before, it offered 0.25 and "Computer (normal)" whatever Settings said.
    from tonk_desktop.engine import Seat as TableSeat
    from tonk_desktop.ui.features import install_features
    from tonk_desktop.ui.main_window import MainWindow
    from tonk_desktop.ui.model import GameModel

    rules = HouseRules(players=2, hand_size=7)
    model = GameModel(rules, [TableSeat("Dee"), TableSeat("Zed", "easy")], 100, seed=1)
    model.set_speed(0)
    window = MainWindow(model, seed=1, start=False)
    qtbot.addWidget(window)
    install_features(window, ledger_path=tmp_path / "l.sqlite3")
    # Settings just saved for the next deal count: three players, 1.50 EUR.
    three = [TableSeat("Dee"), TableSeat("Zed", "easy"), TableSeat("Kim", "hard")]
    model.configure(rules.replace(players=3), three, 150, "EUR")
    seen: dict[str, object] = {}

    def look(dialog: NewSessionDialog) -> int:
        seen["players"] = dialog.players_spin.value()
        seen["stake"] = dialog.stake_edit.text()
        seen["currency"] = dialog.currency_combo.currentText()
        seen["names"] = [edit.text() for edit in dialog.seat_names[:3]]
        seen["kinds"] = [combo.currentData() for combo in dialog.seat_kinds[:3]]
        seen["rules"] = dialog._rules(dialog.players_spin.value())
        return int(QDialog.DialogCode.Rejected.value)

    monkeypatch.setattr(NewSessionDialog, "exec", look)
    assert ledger_of(window) is not None
    ledger_of(window).new_session()
    assert seen["players"] == 3
    assert seen["stake"] == "1.50" and seen["currency"] == "EUR"
    assert seen["names"] == ["Dee", "Zed", "Kim"]
    assert seen["kinds"] == [None, "easy", "hard"]
    assert seen["rules"] == rules.replace(players=3)
    ledger_of(window).ledger.close()


def test_save_dialogs_open_in_documents_then_the_last_folder_and_confirm(
    qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Before, CSV export opened where the program was started, a history in home.
    from tonk_desktop.ui import save_folder

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(save_folder, "documents_folder", lambda: documents)
    monkeypatch.setattr(save_folder, "_last", [])
    elsewhere = tmp_path / "kept"
    elsewhere.mkdir()
    offered: list[str] = []

    def save_as(*args: object, **kwargs: object) -> tuple[str, str]:
        offered.append(str(args[2]))
        return str(elsewhere / Path(str(args[2])).name), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    dialog = open_dialog(qtbot, ledger)
    dialog.export_button.click()
    name = f"{dialog.selected().name}.csv"  # type: ignore[union-attr]
    assert offered == [str(documents / name)]
    assert dialog.saved.isVisibleTo(dialog)
    assert str(elsewhere / name) in dialog.saved.text()
    dialog.export_button.click()  # the next one opens where the last one went
    assert offered[1] == str(elsewhere / name)


def test_a_rounds_payments_are_one_line_per_payer_and_payee(ledger: Ledger) -> None:
    from tonk_desktop.engine import HouseRules as Rules
    from tonk_desktop.engine.settlement import knock_settlement
    from tonk_desktop.ui.ledger.models import LedgerTableModel

    seats = [Seat("Ann"), Seat("Bob", "easy"), Seat("Cleo", "easy")]
    sid = ledger.create_session("Caught", seats, Money(100, "EUR"), Rules())
    record = ledger.record_round(sid, knock_settlement(Rules(), (12, 8, 15), 0), dealer=2)
    model = LedgerTableModel()
    model.set_rounds(ledger.session(sid), [record])
    assert model.payments_text(record).splitlines() == [
        "Round 1:",
        # Ann, the one person of the session, is spoken to.
        "You pay Bob 3.00 EUR (2.00 for being caught + 1.00 for the win)",
        "Cleo pays Bob 1.00 EUR",
    ]


def test_export_onto_the_ledger_itself_or_of_a_damaged_round_says_why(
    qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch
) -> None:
    told = warnings_shown(monkeypatch)
    dialog = open_dialog(qtbot, ledger)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(ledger.path), ""))
    dialog.export_button.click()
    assert "one of Tonk Desktop's own files" in told[-1]
    assert len(ledger.sessions()) == 2  # the ledger is as it was

    ledger._conn.execute("UPDATE rounds SET winners_json = 'not json'")  # a damaged round
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(ledger.path) + ".csv", "")
    )
    dialog.export_button.click()
    assert "the file is damaged" in told[-1]


def test_a_session_whose_balances_do_not_add_up_is_set_aside_and_named(
    qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Balances that do not add up (a tampered file) were listed, and settling
    them up said so; now the ledger reads such a session as unreadable: it is
    not offered for settling at all, and the dialog names it as left out."""
    told = warnings_shown(monkeypatch)
    monday = next(s.id for s in ledger.sessions() if s.name == "Monday")
    ledger._conn.execute(
        "UPDATE balances SET balance_minor = balance_minor + 1 WHERE seat = 0 AND round_id IN"
        " (SELECT id FROM rounds WHERE session_id = ?)",
        (monday,),
    )
    dialog = open_dialog(qtbot, ledger)
    assert {dialog.model.index(r, 0).data() for r in range(dialog.model.rowCount())} == {"Tuesday"}
    assert "Monday" in dialog.unreadable.text() and not dialog.unreadable.isHidden()
    dialog.settle_button.click()  # Tuesday's, which adds up
    assert not any("do not add up" in text for text in told)


def test_names_in_the_settle_up_dialog_are_never_markup(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    with Ledger(tmp_path / "l.sqlite3") as ledger:
        sid = ledger.create_session(
            "S", [Seat("<img src=x>"), Seat("<b>Bob</b>")], Money(100, "EUR"), HouseRules(players=2)
        )
        session = ledger.session(sid)
        dialog = SettleUpDialog(session, ledger.settle_up(sid))
    qtbot.addWidget(dialog)
    intro = dialog.findChildren(QLabel)[0]
    assert "<img src=x>" in intro.text()
    assert intro.textFormat() == Qt.TextFormat.PlainText


def test_a_session_name_in_a_question_is_never_markup(
    qtbot: QtBot, ledger: Ledger, monkeypatch: pytest.MonkeyPatch
) -> None:
    chosen = ledger.sessions()[0]
    ledger.rename_session(chosen.id, '<img src="/etc/hostname"> & co')
    dialog = open_dialog(qtbot, ledger)
    questions: list[str] = []

    def answer_no(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        questions.append(str(args[2]))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer_no)
    dialog.select_session(chosen.id)
    dialog.delete_button.click()
    from PySide6.QtGui import QTextDocument

    shown = QTextDocument()
    shown.setHtml(questions[0])
    assert '“<img src="/etc/hostname"> & co”' in shown.toPlainText()  # as written
