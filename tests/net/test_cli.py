"""tonk-host's command line: a mistake is a clear message and creates no
file; a rules file as Settings exports it sets the table's rules."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from net_support import LOOPBACK, Proc, start_host, start_player

from tonk_desktop.engine import RULES_FILE_FORMAT, HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net import cli
from tonk_desktop.net.certificate import HostIdentity
from tonk_desktop.net.invite import parse_invite


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
        (["--public-address", "not an address"], "--public-address: 'not an address'"),
    ):
        done = subprocess.run(
            [sys.executable, "-m", "tonk_desktop.net.cli", "--listen", LOOPBACK, *args],
            capture_output=True,
            text=True,
            timeout=60,
            env=env,
        )
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
        ("--time-per-move", 30),
        ("--time-reserve", 120),
    ):
        help_text = next(a.help for a in parse._actions if option in a.option_strings)
        assert f"default {default:g}" in (help_text or "") % {"default": default}, option
    assert "default: person, computer:normal:Computer" in text
    assert "--seat person --seat person" in text  # an example


def test_a_rules_file_from_settings_sets_the_rules(tmp_path: Path) -> None:
    rules = HouseRules(players=2, knock_limit=15, jokers=2)
    path = tmp_path / "rules.json"
    path.write_text(json.dumps({"format": RULES_FILE_FORMAT, "rules": rules.to_dict()}))
    host = Proc(
        [
            "-m",
            "tonk_desktop.net.cli",
            "--listen",
            LOOPBACK,
            "--join-code",
            "TESTCD",
            "--ledger",
            str(tmp_path / "ledger.sqlite3"),
            "--rules",
            str(path),
            "--seat",
            "person",
            "--seat",
            "computer:easy:Robo",
            "--deck-seed",
            "3",
        ]
    )
    try:
        port = int(host.wait_line(lambda line: line.startswith("PORT ")).split()[1])
        # The invite it prints is all a friend needs: the player pins its fingerprint.
        invite = parse_invite(host.wait_line(lambda line: line.startswith("INVITE ")).split()[1])
        assert (invite.address, invite.port, invite.code) == (LOOPBACK, port, "TESTCD")
        kept = HostIdentity.kept_in(tmp_path)  # the certificate it made, beside the ledger
        assert invite.fingerprint == kept.fingerprint
        player = start_player(port, "Anna", "--fingerprint", invite.fingerprint)
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


def test_the_invite_names_the_public_address_a_server_is_reached_at(tmp_path: Path) -> None:
    """On a rented server the table listens on every address; the invite must
    name the one friends reach, and says so when it is not given."""
    for number, (extra, named) in enumerate((
        (["--public-address", "tonk.example.org", "--public-address", "2001:db8::7"],
         ["tonk.example.org", "2001:db8::7"]),
        ([], [LOOPBACK]),
    )):  # fmt: skip
        host = Proc(
            [
                "-m",
                "tonk_desktop.net.cli",
                "--listen",
                LOOPBACK,
                "--join-code",
                "TESTCD",
                "--ledger",
                str(tmp_path / f"ledger-{number}.sqlite3"),
                *extra,
            ]
        )
        try:
            port = int(host.wait_line(lambda line: line.startswith("PORT ")).split()[1])
            line = host.wait_line(lambda line: line.startswith("INVITE "))
            invite = parse_invite(line.split()[1])
            assert invite.addresses == tuple((address, port) for address in named)
        finally:
            host.signal()
            host.finish()


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--port", "-1"], "-1 is not a port"),
        (["--port", "70000"], "70000 is not a port"),
        (["--port", "http"], "'http' is not a port number"),
        (["--rate", "0"], "a rate is more than zero"),
        (["--rate", "nan"], "a rate is more than zero"),
        (["--rate", "inf"], "a rate is more than zero"),
        (["--idle-timeout", "-1"], "a time is more than zero"),
        (["--handshake-timeout", "nan"], "a time is more than zero"),
        (["--keepalive", "0"], "a time is more than zero"),
        (["--grace", "-0.5"], "a time is zero or more"),
        (["--bot-pause", "nan"], "a time is zero or more"),
        (["--cooldown=-inf"], "a time is zero or more"),
        (["--rounds", "-3"], "a count is zero or more"),
        (["--time-per-move", "-1"], "a time is zero or more"),
        (["--time-reserve", "nan"], "a time is zero or more"),
        (["--time-per-move", "3601"], "at most 3600 seconds (an hour)"),
        (["--time-per-move", "0", "--time-reserve", "60"], "a time reserve needs a time per move"),
        (["--keep", "t.json", "--resume", "t.json"], "--keep is --state and --resume in one"),
        (["--stake", "99999999999999999999"], "at most 1000000.00 USD"),
        (["--stake", "1e400"], "at most 1000000.00 USD"),
        (["--stake", "0"], "more than zero"),
        (["--join-code", "1"], "6 to 16 letters and digits"),
        (["--join-code", "A" * 17], "6 to 16 letters and digits"),
        (["--join-code", "ABC DEF"], "6 to 16 letters and digits"),
    ],
)
def test_an_out_of_range_option_is_refused_at_start(
    args: list[str], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A port outside 0-65535, a rate or a timeout of zero, below zero or NaN, a
    stake past the limit (or 1e400) or a join code of the wrong length: exit 2 with
    a message before anything is opened, never a traceback at the first join or a
    table that drops everyone."""
    from tonk_desktop.net.cli import main

    ledger = tmp_path / "ledger.sqlite3"
    argv = ["--listen", LOOPBACK, "--ledger", str(ledger), *args]
    try:
        code = main(argv)
    except SystemExit as stop:  # argparse's own refusal
        code = stop.code  # type: ignore[assignment]
    assert code == 2, args
    assert words in capsys.readouterr().err, args
    assert list(tmp_path.iterdir()) == [], args


def test_the_options_at_their_limits_are_taken() -> None:
    from tonk_desktop.net.cli import _config, parser

    args = parser().parse_args(
        [
            "--listen",
            LOOPBACK,
            "--port",
            "65535",
            "--grace",
            "0",
            "--bot-pause",
            "0",
            "--keepalive",
            "0.5",
            "--stake",
            "1000000",
            "--join-code",
            "abcdef2345678901",
        ]
    )
    config = _config(args)
    assert args.port == 65535
    assert config.stake_minor == 100_000_000
    assert config.join_code == "ABCDEF2345678901"


def test_the_time_bank_is_on_unless_turned_off() -> None:
    """A table on a server is where a person who walked away holds strangers'
    game: tonk-host keeps a time bank unless told otherwise."""
    from tonk_desktop.net.cli import _config, parser

    def config(*args: str) -> tuple[float, float]:
        made = _config(parser().parse_args(["--listen", LOOPBACK, *args]))
        return made.time_per_move, made.time_reserve

    assert config() == (30.0, 120.0)
    assert config("--time-per-move", "0") == (0.0, 0.0)
    assert config("--time-per-move", "15") == (15.0, 120.0)
    assert config("--time-per-move", "20", "--time-reserve", "0") == (20.0, 0.0)
    assert config("--time-reserve", "3600") == (30.0, 3600.0)


def test_keep_hosts_a_new_table_then_goes_on_with_it(tmp_path: Path) -> None:
    """--keep (the service's way): the first start hosts a new table kept in
    the file; the next start, after it stopped, resumes it, with its join code."""
    kept = tmp_path / "kept.json"
    args = [
        "-m",
        "tonk_desktop.net.cli",
        "--listen",
        LOOPBACK,
        "--ledger",
        str(tmp_path / "ledger.sqlite3"),
        "--keep",
        str(kept),
        "--bot-pause",
        "0",
        "--round-pause",
        "0",
        "--deck-seed",
        "4",
        "--rounds",
        "1",
    ]
    host = Proc(args)
    first = host.wait_line(lambda text: text.startswith("PORT "), timeout=30).split()
    port, code = int(first[1]), first[3]
    player = start_player(port, "Anna", code=code)
    try:
        player.wait_event("round_over", timeout=60)
        assert host.finish(timeout=60) == 0
    finally:
        player.signal()
        host.signal()
    assert kept.exists()
    again = Proc([*args[:-1], "2"])
    try:
        line = again.wait_line(lambda text: text.startswith("PORT "), timeout=30)
        assert line.split()[3] == code
        assert "ledger session 1" not in again.text()  # no new session: the same one
    finally:
        again.signal(signal.SIGTERM)
        again.finish(timeout=30)


def test_map_port_on_loopback_asks_no_router_and_says_why(tmp_path: Path) -> None:
    """A table on 127.0.0.1 has nothing to open to the internet: no router is
    asked (no MAPPED or NOT-MAPPED line), the host says so, the invite is the
    loopback one."""
    host, port = start_host(tmp_path, None, "--map-port")
    try:
        note = host.wait_line(lambda line: "--map-port" in line)
        assert "listens on this computer only (127.0.0.1)" in note
        invite = parse_invite(host.wait_line(lambda line: line.startswith("INVITE ")).split()[1])
        assert invite.addresses == ((LOOPBACK, port),)
        assert not any(line.startswith(("MAPPED", "NOT-MAPPED")) for line in host.lines)
    finally:
        host.signal()
        host.finish()


@pytest.mark.parametrize(
    ("code", "facts", "why"),
    [
        ("no_router", {}, "no router answered UPnP, PCP or NAT-PMP within 6 s"),
        (
            "refused",
            {"method": "pcp", "pcp": "no_resources"},
            "the router refused (no_resources)",
        ),
        (
            "refused",
            {"method": "upnp", "upnp": "ConflictInMappingEntry"},
            "the router refused (ConflictInMappingEntry)",
        ),
        (
            "refused",
            {"method": "natpmp", "natpmp": "not_authorized"},
            "the router refused (not_authorized)",
        ),
        ("double_nat", {"public_address": "10.0.0.7"}, "own address (10.0.0.7) is private"),
        ("unavailable", {}, "no UPnP client (the miniupnpc package)"),
    ],
)
def test_a_port_the_router_did_not_open_is_said_with_what_to_do(
    code: str, facts: dict[str, str], why: str
) -> None:
    from tonk_desktop.net.cli import mapping_words
    from tonk_desktop.net.port_mapping import NotMapped

    words = mapping_words(NotMapped(code, 47000, facts), "192.168.1.10")
    assert words.startswith("tonk-host: the router did not open port 47000: ") and why in words
    assert "forward TCP port 47000 to 192.168.1.10 by hand" in words
    assert "run tonk-host on a server" in words


def test_a_lapsed_port_mapping_is_told_on_its_lines_and_in_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """What `tonk-host --map-port` prints when the router stops renewing the
    port and when it renews it again: a line for a supervisor, and words."""
    cli._tell_renewal(False)
    out, err = capsys.readouterr()
    assert out == "MAPPING-LAPSED\n"
    assert "did not renew the port's mapping" in err and "other networks" in err
    cli._tell_renewal(True)
    assert capsys.readouterr() == ("MAPPING-RENEWED\n", "")
