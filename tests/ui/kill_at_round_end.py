"""Run by test_start_up.py: start `tonk` as main() does (its home folders in the
environment), sit down at a new session, play its first round to the end, and
kill this very process (SIGKILL) once the round is recorded, before the next
is dealt. Prints the session's id and balances. Arguments: the application's
and the organisation's names (the ledger's folder is named after them)."""

from __future__ import annotations

import json
import os
import signal
import sys

from PySide6.QtWidgets import QApplication
from start_kit import answer_lesson_offer, play_a_session_round, start_tonk

from tonk_desktop.ui.ledger.feature import LedgerFeature


def main(application: str, organization: str) -> None:
    app = QApplication(sys.argv[:1])
    # Named as the test's application: the same folder in the data home.
    app.setApplicationName(application)
    app.setOrganizationName(organization)
    answer_lesson_offer()
    window, _features = start_tonk(seed=4)
    sid = play_a_session_round(window)
    ledger = LedgerFeature.of(window)
    assert ledger is not None and app is not None
    balances = list(ledger.ledger.session(sid).balances)
    print(json.dumps({"session": sid, "balances": balances}), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
