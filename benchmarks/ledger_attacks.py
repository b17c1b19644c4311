"""Attack the ledger the way issue 16's campaign did, and print a table: what
was tried, how often, how many tries failed (an exception escaped, or a check
did not hold) and whether anything settled was lost.

    python benchmarks/ledger_attacks.py [SCALE]

SCALE (default 1) multiplies the number of tries. Every attack runs in a
temporary folder; nothing outside it is touched."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import contextlib
import dataclasses

from tonk_desktop.engine import HouseRules, Round, next_dealer
from tonk_desktop.ledger import Ledger, LedgerError, Money, Seat, SessionSummary

Attack = Callable[[random.Random, Path], tuple[bool, int]]  # (held, rounds lost)


def settled_rounds_hold(ledger: Ledger, session_id: int) -> int:
    """Every settled round's balances follow from the one before and its
    changes, and the summary counts them all: how many rounds do not."""
    session = ledger.session(session_id)
    balances = [0 for _ in session.seats]  # won or lost: a bankroll is apart
    wrong = 0
    rounds = ledger.rounds(session_id)
    for number, record in enumerate(rounds, start=1):
        balances = [b + c for b, c in zip(balances, record.changes, strict=True)]
        if record.number != number or list(record.balances) != balances or sum(record.changes) != 0:
            wrong += 1
    fresh = SessionSummary(len(session.seats))
    for record in rounds:
        fresh.add(record)
    if ledger.summary(session_id).to_json() != fresh.to_json():
        wrong += 1
    return wrong


def kill_tonk_sim(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """SIGKILL tonk-sim --db at a random moment; the ledger must open with every
    round it had committed intact, and take more."""
    path = folder / "sim.sqlite3"
    process = subprocess.Popen(
        [sys.executable, "-m", "tonk_desktop.sim", "--bots", "easy,easy,easy",
         "--rounds", "400", "--seed", str(rng.randrange(10**6)), "--db", str(path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    time.sleep(rng.uniform(1.0, 3.0))
    process.send_signal(signal.SIGKILL)
    process.wait()
    try:
        with Ledger(path) as ledger:
            if ledger.take_notices():
                return False, 0
            lost = sum(settled_rounds_hold(ledger, s.id) for s in ledger.sessions())
            return lost == 0, lost
    except LedgerError:
        return not path.exists(), 0  # killed before the file was made


def session_with_rounds(path: Path, rng: random.Random, rounds: int) -> int:
    with Ledger(path) as ledger:
        rules = HouseRules()
        sid = ledger.create_session(
            "S", [Seat("A"), Seat("B", "easy"), Seat("C", "easy")], Money(25, "USD"), rules
        )
        dealer = 0
        for _ in range(rounds):
            rnd = Round.deal(rules, dealer=dealer, rng=rng)
            while not rnd.is_over:
                rnd.apply(rng.choice(rnd.legal_actions()))
            ledger.record_finished_round(sid, rnd)
            dealer = next_dealer(dealer, 3)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return sid


def damage_database(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """Scribble on a ledger: it opens (damaged: moved aside byte for byte, a
    fresh one started), or reads whole."""
    path = folder / "ledger.sqlite3"
    session_with_rounds(path, rng, 30)
    data = bytearray(path.read_bytes())
    start = rng.randrange(len(data))
    for offset in range(start, min(len(data), start + rng.choice((1, 16, 4096)))):
        data[offset] = rng.randrange(256)
    path.write_bytes(bytes(data))
    try:
        with Ledger(path) as ledger:
            notices = ledger.take_notices()
            if notices:
                kept = notices[0].moved_to
                return kept is not None and kept.read_bytes() == bytes(data), 0
            for session in ledger.sessions():
                ledger.rounds(session.id)
            return True, 0
    except LedgerError:
        return True, 0  # said, not raised out of the program
    except sqlite3.DatabaseError:
        return True, 0  # a damaged row found when read: the window says so


def mutate_autosave(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """A tampered round in progress never raises, and what it offers replays
    under its session's rules."""
    path = folder / "ledger.sqlite3"
    sid = session_with_rounds(path, rng, 2)
    rules = rng.choice((HouseRules(), HouseRules(players=4), HouseRules(jokers=2, hand_size=7)))
    rnd = Round.deal(rules, dealer=0, rng=rng)
    for _ in range(rng.randrange(6)):
        if rnd.is_over:
            break
        rnd.apply(rng.choice(rnd.legal_actions()))
    with Ledger(path) as ledger:
        ledger.save_round_in_progress(sid, rnd.to_history())
        autosave = ledger.autosave_dir / f"session-{sid}.json"
        text = autosave.read_text(encoding="utf-8")
        cut = rng.randrange(len(text))
        text = rng.choice((text[:cut], text[:cut] + "x" + text[cut + 1 :], text, " " * 1_100_000))
        autosave.write_text(text, encoding="utf-8")
        history = ledger.load_round_in_progress(sid)
        ledger.take_notices()
        if history is None:
            return True, 0
        return Round.from_history(history).rules == ledger.session(sid).rules, 0


PAYLOAD = """
import sys
from PySide6.QtCore import QSettings
class P:
    def __reduce__(self):
        return (exec, ("open(%r, 'w').write('ran')" % sys.argv[2],))
q = QSettings(sys.argv[1], QSettings.Format.IniFormat)
q.setValue(sys.argv[3], P())
q.sync()
"""


def poison_settings(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """An old INI settings file with a pickled object under a random key, its
    "@" spelled in one of the ways Qt still reads as one: migrated, it never
    runs, and nothing of it reaches the new settings file."""
    from PySide6.QtWidgets import QApplication

    from tonk_desktop.ui.settings.feature import load_app_settings
    from tonk_desktop.ui.settings.settings_file import SettingsFile

    QApplication.instance() or QApplication([])
    path, marker = folder / "Tonk.conf", folder / "ran"
    key = rng.choice(("x", "table/colour", "seats/0/name", "rule_sets/json", "a/b/c"))
    subprocess.run([sys.executable, "-c", PAYLOAD, str(path), str(marker), key], check=True)
    data = path.read_bytes()
    spelling = rng.choice(
        (b'"@', b'"\\x40', b'"\\100', b'"\\x10040', b'"\\200100', b'"\\x0040', b'x, "@')
    )
    data = data.replace(b'"@Variant(', spelling + b"Variant(")
    if rng.random() < 0.3:  # the key's "=" escaped, as Qt does not read it
        name = key.rpartition("/")[2].encode()
        data = data.replace(name + b'="', name + b'\\x3dx="', 1)
    path.write_bytes(data)
    load_app_settings(SettingsFile(folder / "settings.json"))
    kept = (folder / "settings.json").read_bytes()
    return not marker.exists() and b"PyObjectWrapper" not in kept, 0


def mutate_history(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """A mutated hand history is refused with ValueError or TypeError, or replays."""
    rnd = Round.deal(HouseRules(), dealer=0, rng=rng)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    history: Any = json.loads(json.dumps(rnd.to_history()))

    def mutate(node: Any) -> Any:
        if isinstance(node, dict) and node:
            key = rng.choice(list(node))
            node[key] = mutate(node[key]) if rng.random() < 0.7 else rng.choice((None, -1, "x", []))
        elif isinstance(node, list) and node:
            index = rng.randrange(len(node))
            node[index] = mutate(node[index]) if rng.random() < 0.7 else rng.choice((None, 99, {}))
        return node

    with contextlib.suppress(ValueError, TypeError):
        Round.from_history(mutate(history))
    return True, 0


def mutate_rules_file(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """A mutated house-rules file: imported, or refused with a ValueError that
    says why (never another exception)."""
    from PySide6.QtWidgets import QApplication

    from tonk_desktop.ui.settings.store import rules_from_json, rules_to_json

    QApplication.instance() or QApplication([])
    text = rules_to_json(rng.choice(("Ours", "<img src=x>", "=1+1")), HouseRules(jokers=2))
    for _ in range(rng.randrange(1, 4)):
        cut = rng.randrange(len(text))
        text = rng.choice(
            (
                text[:cut]
                + rng.choice(('"', "{", "9" * 5000, "\u200b", "true", "-1"))
                + text[cut:],
                text[:cut],
                text.replace('"version": 1', '"version": "1"'),
                text.replace("2", str(rng.randrange(-5, 60))),
            )
        )
    try:
        rules_from_json(text)
    except ValueError as error:
        return bool(str(error)), 0
    return True, 0


def processes_on_one_file(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """Four tonk-sim --db on one new file at once: none fails, every round is in."""
    path = folder / "shared.sqlite3"
    runs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tonk_desktop.sim",
                "--bots",
                "easy,easy",
                "--rounds",
                "20",
                "--seed",
                str(seed),
                "--db",
                str(path),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for seed in range(4)
    ]
    codes = [run.wait() for run in runs]
    with Ledger(path) as ledger:
        sessions = ledger.sessions()
        lost = sum(settled_rounds_hold(ledger, s.id) for s in sessions)
    return codes == [0, 0, 0, 0] and len(sessions) == 4, lost


def random_rules_rounds(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """Rounds under random house rules, settled and read back exactly."""
    rules = HouseRules(players=rng.choice((2, 3, 4)))
    for name in (field.name for field in dataclasses.fields(HouseRules)):
        if name == "players":
            continue
        value = getattr(rules, name)
        candidates: tuple[Any, ...] = (value,)
        if isinstance(value, bool):
            candidates = (True, False)
        for candidate in candidates:
            with contextlib.suppress(ValueError):
                rules = rules.replace(**{name: candidate}) if rng.random() < 0.5 else rules
    path = folder / "ledger.sqlite3"
    with Ledger(path) as ledger:
        seats = [Seat(f"P{i}") for i in range(rules.players)]
        sid = ledger.create_session("R", seats, Money(5, "EUR"), rules)
        dealer = 0
        for _ in range(25):
            rnd = Round.deal(rules, dealer=dealer, rng=rng)
            steps = 0
            while not rnd.is_over and steps < 2000:
                rnd.apply(rng.choice(rnd.legal_actions()))
                steps += 1
            if rnd.is_over:
                ledger.record_finished_round(sid, rnd)
            dealer = next_dealer(dealer, rules.players)
        lost = settled_rounds_hold(ledger, sid)
    return lost == 0, lost


def unremovable_autosave(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """The autosave folder refuses removals: no round is settled twice."""
    path = folder / "ledger.sqlite3"
    sid = session_with_rounds(path, rng, 0)
    real_unlink = Path.unlink
    with Ledger(path) as ledger:
        autosaves = ledger.autosave_dir

        def unlink(self: Path, missing_ok: bool = False) -> None:
            if self.parent == autosaves:
                raise PermissionError(13, "Permission denied", str(self))
            real_unlink(self, missing_ok=missing_ok)

        Path.unlink = unlink  # type: ignore[method-assign]
        try:
            dealer = 0
            for _ in range(rng.randrange(2, 6)):
                rnd = Round.deal(ledger.session(sid).rules, dealer=dealer, rng=rng)
                while not rnd.is_over:
                    rnd.apply(rng.choice(rnd.legal_actions()))
                    if not rnd.is_over:
                        with contextlib.suppress(OSError):
                            ledger.save_round_in_progress(sid, rnd.to_history())
                ledger.record_finished_round(sid, rnd)
                dealer = next_dealer(dealer, 3)
                # a restart: whatever is offered would be settled again
                history = ledger.load_round_in_progress(sid)
                if history is not None:
                    resumed = Round.from_history(history)
                    if resumed.is_over and resumed.result is not None:
                        return False, 1
        finally:
            Path.unlink = real_unlink  # type: ignore[method-assign]
        return True, 0


def full_disk_in_sim(rng: random.Random, folder: Path) -> tuple[bool, int]:
    """tonk-sim --db on a disk that fills: one line, exit 1, rounds kept."""
    from tonk_desktop.sim import cli as sim

    path = folder / "sim.sqlite3"
    real = Ledger.record_round
    stop = rng.randrange(1, 15)
    calls = [0]

    def fills(self: Ledger, *args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        if calls[0] >= stop:
            raise sqlite3.OperationalError("database or disk is full")
        return real(self, *args, **kwargs)

    Ledger.record_round = fills  # type: ignore[method-assign]
    try:
        code = sim.main(["--bots", "easy,easy", "--rounds", "10", "--db", str(path)])
    finally:
        Ledger.record_round = real  # type: ignore[method-assign]
    with Ledger(path) as ledger:
        (session,) = ledger.sessions()
        lost = settled_rounds_hold(ledger, session.id)
        kept = session.rounds_played
    return code == 1 and kept == min(stop - 1, kept) and lost == 0, lost


ATTACKS: tuple[tuple[str, Attack, int], ...] = (
    ("SIGKILL in tonk-sim --db", kill_tonk_sim, 12),
    ("damaged databases", damage_database, 28),
    ("tampered autosaves", mutate_autosave, 28),
    ("settings files with a pickled object", poison_settings, 25),
    ("mutated hand histories", mutate_history, 8000),
    ("mutated house-rules files", mutate_rules_file, 44),
    ("autosave folder refuses removal", unremovable_autosave, 20),
    ("full disk under tonk-sim --db", full_disk_in_sim, 10),
    ("four processes on one new file", processes_on_one_file, 5),
    ("random house rules, 25 rounds each", random_rules_rounds, 40),
)


def main() -> int:
    scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    rng = random.Random(16)
    print(f"{'attack':40} {'tries':>6} {'failures':>9} {'rounds lost':>12}")
    failed = 0
    for name, attack, tries in ATTACKS:
        count = max(1, int(tries * scale))
        failures = lost = 0
        for _ in range(count):
            with tempfile.TemporaryDirectory() as folder:
                try:
                    held, missing = attack(rng, Path(folder))
                except Exception as error:  # an escape is a failure, and is shown
                    print(f"  {name}: {type(error).__name__}: {error}", file=sys.stderr)
                    held, missing = False, 0
            failures += not held
            lost += missing
        failed += failures
        print(f"{name:40} {count:6d} {failures:9d} {lost:12d}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
