"""tonk-host's command line: a mistake is a clear message and creates no
file; a rules file as Settings exports it sets the table's rules."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from net_support import LOOPBACK, Proc, start_player

from tonk_desktop.engine import RULES_FILE_FORMAT, HouseRules
from tonk_desktop.ledger import Ledger


def test_a_mistake_is_named_and_creates_no_file(tmp_path: Path) -> None:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    for args, words in (
        (["--seat", "person", "--seat", "bogus"], "seat 2: 'bogus' is not"),
        (["--seat", "computer:genius"], "seat 1: no such level 'genius'"),
        (
            ["--seat", "computer:easy:A", "--seat", "computer:easy:B"],
            "at least one seat for a person",
        ),
        (["--rules", str(tmp_path / "missing.json")], "cannot read"),
        (["--rule", "knock_limit=-4"], "knock_limit"),
        (["--stake", "one"], "one"),
    ):
        done = subprocess.run(
            [sys.executable, "-m", "tonk_desktop.net.cli", "--listen", LOOPBACK, *args],
            capture_output=True, text=True, timeout=60, env=env,
        )  # fmt: skip
        assert done.returncode == 2, (args, done.stderr)
        assert words in done.stderr, (args, done.stderr)
        assert list(tmp_path.iterdir()) == [], args


def test_the_help_says_what_every_option_does_and_its_default() -> None:
    """tonk-host --help: no option without words, the timing options' defaults
    in the text, and what the seats are when none is given."""
    from tonk_desktop.net import protocol as p
    from tonk_desktop.net.cli import parser

    parse = parser()
    for action in parse._actions:
        assert action.help, action.option_strings
    text = " ".join(parse.format_help().split())
    for option, default in (
        ("--grace", 30),
        ("--bot-pause", 0.6),
        ("--round-pause", 8),
        ("--handshake-timeout", p.HANDSHAKE_TIMEOUT),
        ("--idle-timeout", p.IDLE_TIMEOUT),
        ("--keepalive", p.KEEPALIVE),
        ("--rate", p.RATE_PER_SECOND),
        ("--cooldown", p.COOLDOWN),
    ):
        help_text = next(a.help for a in parse._actions if option in a.option_strings)
        assert f"default {default:g}" in (help_text or "") % {"default": default}, option
    assert "default: person, computer:normal:Computer" in text
    assert "--seat person --seat person" in text  # an example


def test_a_rules_file_from_settings_sets_the_rules(tmp_path: Path) -> None:
    rules = HouseRules(players=2, knock_limit=15, jokers=2)
    path = tmp_path / "rules.json"
    path.write_text(json.dumps({"format": RULES_FILE_FORMAT, "rules": rules.to_dict()}))
    host = Proc(["-m", "tonk_desktop.net.cli", "--listen", LOOPBACK, "--join-code", "TESTCD",
                 "--ledger", str(tmp_path / "ledger.sqlite3"), "--rules", str(path),
                 "--seat", "person", "--seat", "computer:easy:Robo"])  # fmt: skip
    try:
        port = int(host.wait_line(lambda line: line.startswith("PORT ")).split()[1])
        player = start_player(port, "Anna")
        player.wait_event("joined")
        host.wait_line(lambda line: "round 1 dealt" in line)
        host.signal(signal.SIGTERM)
        assert host.finish() == 0
        player.finish()
        assert player.events("host_quit")[0]["reason"] == "host_quit"
    finally:
        host.signal()
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        assert ledger.sessions()[0].rules == rules
