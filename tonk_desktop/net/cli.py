"""tonk-host: a hosted table without a window (on a spare computer).

    tonk-host --listen 192.168.1.10 --seat person --seat person --seat computer:hard:Zsófi

It prints the invite to paste into a chat (`INVITE tonk://...`: the address,
port, join code and the certificate's fingerprint), then one line a thing that
happens (who joined, each round's end, who was dropped and why), and on SIGINT
or SIGTERM tells everyone the host is quitting and keeps the table for
`--resume`. Nothing listens anywhere but `--listen`. With `--map-port` it first
asks the home router to open the port (net/port_mapping.py) and the invite names
the router's public address; the mapping goes when the table closes.
"""

from __future__ import annotations

import argparse
import json
import math
import signal
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths, QTimer

from tonk_desktop import APPLICATION, ORGANIZATION, __version__
from tonk_desktop.engine import DEFAULT_LEVEL, LEVELS, PRESETS, RULES_FILE_FORMAT, HouseRules
from tonk_desktop.engine.replay import read_capped
from tonk_desktop.ledger import Ledger, LedgerError, Money

from . import protocol as p
from .certificate import HostIdentity
from .hold import hold, holder
from .host import TableHost
from .invite import Invite, InviteError, invite_address
from .port_mapping import DEFAULT_TIMEOUT, Mapped, NotMapped, PortMapping
from .table_config import TableConfig, seat_plans
from .time_bank import DEFAULT_PER_MOVE, DEFAULT_RESERVE, MOST_SECONDS

# Addresses that mean "every address here": no friend can reach them by that name.
WILDCARDS = frozenset({"any", "0.0.0.0", "::", "[::]"})

# With no --seat: one person, and a computer player at the default level.
DEFAULT_SEAT = f"computer:{DEFAULT_LEVEL}:Computer"


def load_rules(text: str) -> HouseRules:
    """A preset name or a rules file (as Settings exports it, or plain switches)."""
    if text in PRESETS:
        return HouseRules.preset(text)
    try:
        data = json.loads(read_capped(text, 1_000_000))
    except OSError as error:
        raise ValueError(f"--rules: cannot read {text}: {error.strerror or error}") from None
    except (ValueError, RecursionError) as error:
        raise ValueError(f"--rules: {text} is not a rules file: {error}") from None
    if isinstance(data, dict) and data.get("format") == RULES_FILE_FORMAT:
        data = data.get("rules")
    try:
        return HouseRules.from_dict(data)
    except (TypeError, ValueError) as error:
        raise ValueError(f"--rules: {text}: {error}") from None


def _port(text: str) -> int:
    """A TCP port, 0 (any free one) to 65535."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{port} is not a port: 0 (any free one) to 65535")
    return port


def _seconds(text: str, *, zero: bool) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value < 0 or (value == 0 and not zero):
        least = "zero or more" if zero else "more than zero"
        raise argparse.ArgumentTypeError(f"{text} seconds: a time is {least}, and finite")
    return value


def _pause(text: str) -> float:
    """A wait that may be none (0) but never negative, infinite or NaN."""
    return _seconds(text, zero=True)


def _timeout(text: str) -> float:
    """A timeout or an interval: more than zero and finite (0 would drop or ping at once)."""
    return _seconds(text, zero=False)


def _clock(text: str) -> float:
    """A time bank's seconds: 0 (none) to an hour."""
    value = _seconds(text, zero=True)
    if value > MOST_SECONDS:
        raise argparse.ArgumentTypeError(
            f"{text} seconds: a time bank is at most {MOST_SECONDS:g} seconds (an hour)"
        )
    return value


def _rate(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(
            f"{text} messages a second: a rate is more than zero, and finite"
        )
    return value


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value}: a count is zero or more")
    return value


def parser() -> argparse.ArgumentParser:
    parse = argparse.ArgumentParser(
        prog="tonk-host",
        description="Host a Tonk table on the network, without a window.",
        epilog="example: tonk-host --listen 192.168.1.10 --seat person --seat person"
        " --seat computer:hard:Zsófi (it prints the port and the join code; two people"
        " join with the address, the port and the code, and a computer plays the third"
        " seat)",
    )
    parse.add_argument("--version", action="version", version=f"tonk-host {__version__}")
    parse.add_argument(
        "--listen",
        required=True,
        metavar="ADDRESS",
        help="the address to listen on (this computer's address on your network, IPv4"
        " or IPv6; 127.0.0.1 or ::1 for this computer only; 'any' for every address of"
        " both families, e.g. on a rented server)",
    )
    parse.add_argument(
        "--public-address",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="the address friends reach this table at, written into the invite"
        " (a server's public IPv4 or IPv6 address or its name; give it twice for"
        " both families); default: the --listen address",
    )
    parse.add_argument("--port", type=_port, default=0, help="the port (default: any free one)")
    parse.add_argument(
        "--map-port",
        action="store_true",
        help="ask the home router to open the port to the internet (UPnP, else PCP or NAT-PMP):"
        " the invite then names the router's public address; the mapping is renewed while"
        " the table is open and removed when it closes. If the router does not, it says so:"
        " forward the port by hand, or host on a server",
    )
    parse.add_argument(
        "--gateway",
        metavar="ADDRESS",
        help="the router to ask by PCP or NAT-PMP with --map-port (default: the default route's)",
    )
    parse.add_argument(
        "--seat",
        action="append",
        default=[],
        metavar="SEAT",
        help="a seat, in order: 'person' (open for someone to join) or"
        f" 'computer:LEVEL[:NAME]' (LEVEL one of {', '.join(LEVELS)}); 2 to 4 seats"
        f" (default: person, {DEFAULT_SEAT})",
    )
    parse.add_argument(
        "--rules", default="classic", help=f"a preset ({', '.join(PRESETS)}) or a rules file"
    )
    parse.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one house rule (JSON value), e.g. --rule knock_limit=15",
    )
    parse.add_argument("--stake", default="1.00", help="the base stake (default 1.00)")
    parse.add_argument("--currency", default="USD", help="the stake's currency (default USD)")
    parse.add_argument(
        "--name", default="Tonk table", help="the table's name (default: %(default)s)"
    )
    parse.add_argument("--join-code", help="the join code (default: a fresh one)")
    parse.add_argument("--ledger", help="the ledger file (default: the program's own)")
    parse.add_argument(
        "--state",
        help="where the table is kept for --resume (default: beside the ledger)",
    )
    parse.add_argument("--resume", metavar="STATE", help="resume the table kept in STATE")
    parse.add_argument(
        "--keep",
        metavar="STATE",
        help="keep the table in STATE: resume it from there when it is there, else host a"
        " new one kept there (a service restarted goes on with the same table and join"
        " code); instead of --state and --resume",
    )
    parse.add_argument(
        "--grace",
        type=_pause,
        default=30.0,
        help="seconds before a computer stands in for someone who left (default %(default)g)",
    )
    parse.add_argument(
        "--bot-pause",
        type=_pause,
        default=0.6,
        help="seconds a computer player waits before each move (default %(default)g)",
    )
    parse.add_argument(
        "--round-pause",
        type=_pause,
        default=8.0,
        help="seconds between a round's end and the next deal (default %(default)g)",
    )
    parse.add_argument(
        "--handshake-timeout",
        type=_timeout,
        default=p.HANDSHAKE_TIMEOUT,
        help="seconds a new connection has to send its join (default %(default)g)",
    )
    parse.add_argument(
        "--idle-timeout",
        type=_timeout,
        default=p.IDLE_TIMEOUT,
        help="seconds of silence after which a player is taken for gone (default %(default)g)",
    )
    parse.add_argument(
        "--keepalive",
        type=_timeout,
        default=p.KEEPALIVE,
        help="seconds between pings when there is nothing else to say (default %(default)g)",
    )
    parse.add_argument(
        "--rate",
        type=_rate,
        default=p.RATE_PER_SECOND,
        help="messages a second a player may send on average; a flood is dropped"
        " (default %(default)g)",
    )
    parse.add_argument(
        "--stand-in",
        default="normal",
        choices=LEVELS,
        metavar="LEVEL",
        help="the computer that plays the seat of someone gone longer than --grace"
        f" ({', '.join(LEVELS)}; default %(default)s)",
    )
    parse.add_argument(
        "--cooldown",
        type=_pause,
        default=p.COOLDOWN,
        help="seconds a seat dropped for bad input waits before it may rejoin"
        " (default %(default)g)",
    )
    parse.add_argument(
        "--time-per-move",
        type=_clock,
        metavar="S",
        help="seconds each person has for a turn before their reserve is used; when both"
        " are spent a computer player (--stand-in) finishes the turn and everyone is told;"
        f" 0: no time bank (default {DEFAULT_PER_MOVE:g}; a resumed table keeps its own)",
    )
    parse.add_argument(
        "--time-reserve",
        type=_clock,
        metavar="S",
        help="seconds in reserve for each person each round, used once a turn outlasts"
        f" --time-per-move (default {DEFAULT_RESERVE:g}, or 0 with --time-per-move 0;"
        " a resumed table keeps its own)",
    )
    parse.add_argument(
        "--rounds", type=_count, default=0, help="stop after this many rounds (default: never)"
    )
    testing = parse.add_argument_group("for tests and benchmarks, never for a real table")
    testing.add_argument(
        "--deck-seed",
        type=_seed,
        metavar="N",
        help="deal every round, draw the first dealer and seed the computer players from N:"
        " the deals become predictable, and anyone who knows N knows every hand",
    )
    return parse


def _seed(text: str) -> int:
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}") from None
    if not 0 <= seed < 2**32:
        raise argparse.ArgumentTypeError(f"a seed is 0 to {2**32 - 1}, not {seed}")
    return seed


def _config(args: argparse.Namespace) -> TableConfig:
    rules = load_rules(args.rules)
    changes = {}
    for item in args.rule:
        name, _, value = item.partition("=")
        try:
            changes[name] = json.loads(value)
        except ValueError:
            changes[name] = value
    if changes:
        rules = HouseRules.from_dict({**rules.to_dict(), **changes})
    seats = seat_plans(args.seat or ["person", DEFAULT_SEAT])
    if len(seats) != rules.players:
        rules = HouseRules.from_dict({**rules.to_dict(), "players": len(seats)})
    stake = Money.parse_stake(args.stake, args.currency)
    return TableConfig(
        rules=rules,
        seats=seats,
        stake_minor=stake.minor,
        currency=stake.currency,
        table_name=args.name,
        join_code=args.join_code.upper() if args.join_code else None,
        grace=args.grace,
        handshake_timeout=args.handshake_timeout,
        idle_timeout=args.idle_timeout,
        keepalive=args.keepalive,
        rate=args.rate,
        burst=max(args.rate * 2, 1.0),
        bot_pause=args.bot_pause,
        round_pause=args.round_pause,
        stand_in=args.stand_in,
        cooldown=args.cooldown,
        max_rounds=args.rounds,
        **_time_bank(args, DEFAULT_PER_MOVE),
    )


def _time_bank(args: argparse.Namespace, per_move: float | None) -> dict[str, Any]:
    """The time bank's TableConfig fields that the options set; `per_move`:
    the time per move when none is given (None: leave the table's own, for a
    resumed table). With only a time per move given, the reserve is the
    default one, or none with a time per move of 0."""
    fields: dict[str, Any] = {}
    chosen = args.time_per_move if args.time_per_move is not None else per_move
    if chosen is not None:
        fields["time_per_move"] = chosen
    if args.time_reserve is not None:
        fields["time_reserve"] = args.time_reserve
    elif chosen is not None:
        fields["time_reserve"] = DEFAULT_RESERVE if chosen > 0 else 0.0
    return fields


def mapping_words(outcome: NotMapped, address: str) -> str:
    """What tonk-host says when the router opened no port: why, and what to do."""
    port = outcome.port
    why = {
        "no_router": f"no router answered UPnP, PCP or NAT-PMP within {DEFAULT_TIMEOUT:g} s",
        "refused": "the router refused"
        + (f" ({outcome.facts['upnp']})" if outcome.facts.get("method") == "upnp" else "")
        + (f" ({outcome.facts['pcp']})" if outcome.facts.get("method") == "pcp" else "")
        + (f" ({outcome.facts['natpmp']})" if outcome.facts.get("method") == "natpmp" else ""),
        "double_nat": f"the router's own address ({outcome.facts.get('public_address')}) is"
        " private: another router stands between it and the internet",
        "unavailable": "this computer has no UPnP client (the miniupnpc package) and no"
        " default gateway to ask by PCP or NAT-PMP",
    }.get(outcome.code, outcome.code)
    return (
        f"tonk-host: the router did not open port {port}: {why}. Friends outside your"
        f" network cannot join by this invite: forward TCP port {port} to {address} by hand"
        " in the router's settings (and give the router's public address with"
        " --public-address), or run tonk-host on a server with a public address"
        " (docs/server.md)"
    )


def _tell_renewal(granted: bool) -> None:
    """From the mapping's thread: the router's renewal refused (or unanswered), or granted again."""
    if granted:
        print("MAPPING-RENEWED", flush=True)
        return
    print("MAPPING-LAPSED", flush=True)
    print(
        "tonk-host: the router did not renew the port's mapping: friends on other networks"
        " may not reach the table now; asking again at the next renewal",
        file=sys.stderr,
        flush=True,
    )


def _map_port(args: argparse.Namespace, host: TableHost) -> PortMapping | None:
    """Ask the router for the table's port (--map-port): the mapping held, or None."""
    if host.address in ("127.0.0.1", "::1", "localhost"):
        print(
            "tonk-host: --map-port: the table listens on this computer only"
            f" ({host.address}): there is no port to open to the internet",
            file=sys.stderr,
            flush=True,
        )
        return None
    if ":" in host.address and host.address not in WILDCARDS:
        print(
            f"tonk-host: --map-port: {host.address} is an IPv6 address, which friends reach"
            " without a mapping (open the port in the router's firewall if it has one)",
            file=sys.stderr,
            flush=True,
        )
        return None
    mapping = PortMapping(
        host.port,
        interface_address=None if host.address in WILDCARDS else host.address,
        gateway=args.gateway,
        on_renewal=_tell_renewal,
    )
    outcome = mapping.open()
    if isinstance(outcome, Mapped):
        print(
            f"MAPPED {outcome.method} {invite_address(outcome.public_address)}"
            f":{outcome.public_port}",
            flush=True,
        )
        return mapping
    print(f"NOT-MAPPED {outcome.code}", flush=True)
    print(mapping_words(outcome, host.address), file=sys.stderr, flush=True)
    return None


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        args.public_address = [invite_address(address) for address in args.public_address]
    except InviteError as error:
        print(f"tonk-host: --public-address: {error}", file=sys.stderr)
        return 2
    if args.keep:
        if args.resume or args.state:
            print(
                "tonk-host: --keep is --state and --resume in one: give it alone",
                file=sys.stderr,
            )
            return 2
        if Path(args.keep).exists():
            args.resume = args.keep
        else:
            args.state = args.keep
    config = None
    if not args.resume:
        try:  # before the ledger is opened: a mistyped option creates no file
            config = _config(args)
        except ValueError as error:
            print(f"tonk-host: {error}", file=sys.stderr)
            return 2
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    app.setApplicationName(APPLICATION)  # the window's ledger, by default
    app.setOrganizationName(ORGANIZATION)
    ledger_path = Path(args.ledger) if args.ledger else Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    ) / "ledger.sqlite3"  # fmt: skip
    # One program at a time keeps a ledger, as the window does: a window on
    # the same ledger would offer the round this host is playing, play it and
    # record it, and the host would record the same deal too.
    held = hold(ledger_path)
    if held.refused:
        who = holder(ledger_path)
        print(
            f"tonk-host: the ledger {ledger_path} is kept by another Tonk program"
            f"{f' (process {who})' if who else ''}, a window or a host: one program at a"
            " time keeps a ledger, so that no round is counted twice. Close it, or give"
            " this host a ledger of its own with --ledger.",
            file=sys.stderr,
        )
        return 2
    try:
        ledger = Ledger(ledger_path)
    except LedgerError as error:
        print(f"tonk-host: {error}", file=sys.stderr)
        held.release()
        return 2
    try:
        # The certificate every line is encrypted with, kept beside the ledger:
        # the fingerprint in an invite stays true from one table to the next.
        identity = HostIdentity.kept_in(ledger_path.parent)
        if args.resume:
            host = TableHost.resume(
                args.resume,
                ledger,
                grace=args.grace,
                bot_pause=args.bot_pause,
                round_pause=args.round_pause,
                handshake_timeout=args.handshake_timeout,
                idle_timeout=args.idle_timeout,
                keepalive=args.keepalive,
                cooldown=args.cooldown,
                max_rounds=args.rounds,
                seed=args.deck_seed,
                **_time_bank(args, None),
                identity=identity,
            )
        else:
            state = Path(args.state) if args.state else ledger_path.with_name("hosted-table.json")
            assert config is not None
            host = TableHost(config, ledger, state, seed=args.deck_seed, identity=identity)
        host.log.connect(lambda line: print(line, flush=True))
        # A moment for the last words (host_quit) to leave before the loop stops.
        host.closed.connect(lambda _reason: QTimer.singleShot(300, app.quit))
        host.listen(args.listen, args.port)
    except (ValueError, OSError) as error:
        print(f"tonk-host: {error}", file=sys.stderr)
        ledger.close()
        held.release()
        return 2

    # Set before the first line a supervisor reads (PORT), so a SIGTERM that comes
    # while the router is asked, or just after the invite, still closes the table
    # (and removes the mapping) instead of killing the program. The handler only
    # asks the event loop to close the table, at once. Closed in the handler
    # itself, the close ran between any two bytecodes of the host: once inside the
    # background writer's report (its lock held), the close waited for the writer,
    # whose thread waited for that lock, and the host hung for the flush's minute
    # (seen under load).
    def quit_soon(_number: int, _frame: object) -> None:
        QTimer.singleShot(0, lambda: host.close("host_quit"))

    signal.signal(signal.SIGINT, quit_soon)
    signal.signal(signal.SIGTERM, quit_soon)
    print(f"PORT {host.port} CODE {host.join_code} FINGERPRINT {host.fingerprint}", flush=True)
    mapping = _map_port(args, host) if args.map_port else None
    addresses = [(address, host.port) for address in args.public_address]
    if mapping is not None and mapping.mapped is not None:
        # The router's address first; this computer's last, for friends at home.
        public = (mapping.mapped.public_address, mapping.mapped.public_port)
        addresses = [public, *(item for item in addresses if item != public)]
        if host.address not in WILDCARDS:
            addresses.append((host.address, host.port))
    invite = Invite(
        tuple(addresses) or ((host.address, host.port),),
        host.join_code,
        host.fingerprint,
    )
    print(f"INVITE {invite.link()}", flush=True)
    if len(addresses) == 0 and host.address in WILDCARDS:
        print(
            f"tonk-host: the invite names {host.address}, which is no address a friend can"
            " reach; give the server's public address with --public-address",
            file=sys.stderr,
            flush=True,
        )

    # Python runs signal handlers only between bytecodes: wake it now and then.
    wake = QTimer()
    wake.timeout.connect(lambda: None)
    wake.start(200)
    host.start()
    try:
        app.exec()
    finally:
        if mapping is not None:  # the router forwards nothing to a table that is gone
            print("UNMAPPED" if mapping.close() else "UNMAP-FAILED", flush=True)
        ledger.close()
        held.release()
    return 0


if __name__ == "__main__":
    sys.exit(main())
