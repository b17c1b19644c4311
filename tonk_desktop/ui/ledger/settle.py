"""Settle up: who pays whom, in the fewest transfers, to square the session."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout, QWidget

from tonk_desktop.ledger import Session, Transfer
from tonk_desktop.ui.ledger.models import balance_line, pays_sentence


def _tr(text: str) -> str:
    return QCoreApplication.translate("SettleUp", text)


def transfer_lines(session: Session, transfers: list[Transfer]) -> list[str]:
    """ "Bob pays Ann 1.25 USD" ("You pay Ann …"), one per transfer."""
    return [pays_sentence(session, t.payer, t.payee, t.amount) for t in transfers]


class SettleUpDialog(QDialog):
    def __init__(
        self, session: Session, transfers: list[Transfer], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settleUpDialog")
        self.setWindowTitle(_tr("Settle up — {name}").format(name=session.name))
        standing = "\n".join(balance_line(session, seat) for seat in range(len(session.seats)))
        intro = QLabel(
            _tr("After {rounds} rounds:\n{standing}").format(
                rounds=session.rounds_played, standing=standing
            )
        )
        intro.setTextFormat(Qt.TextFormat.PlainText)  # players' names: never rich text
        self.transfers = QListWidget()
        self.transfers.setObjectName("transferList")
        lines = transfer_lines(session, transfers)
        self.transfers.addItems(lines or [_tr("Everyone is square: nobody pays.")])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(QLabel(_tr("Fewest payments that square everyone:")))
        layout.addWidget(self.transfers)
        layout.addWidget(buttons)
