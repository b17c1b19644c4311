"""A computer player that joins a hosted table as a person would, over the
network, and plays its seat with a bot: for tests, benchmarks and trying a
table out (`python -m tonk_desktop.net.autoplay --help`).

It prints one JSON line a thing that happens (joined, round_over, deal_checked,
balances, refused, timed_out, disconnected...) with `time.monotonic()` stamps, so a test
or a benchmark in another process can follow it.
"""

from __future__ import annotations

import argparse
import base64
import json
import sys
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from tonk_desktop.ai import make_bot
from tonk_desktop.engine import LEVELS, Event, RoundView, action_to_json

from .client import TableClient
from .invite import InviteError, parse_invite
from .protocol import Balances


def emit(what: str, **fields: Any) -> None:
    print(json.dumps({"event": what, "t": time.monotonic(), **fields}), flush=True)


class AutoPlayer(QObject):
    """Plays `client`'s seat with a bot of `level` whenever it is its turn."""

    def __init__(
        self,
        client: TableClient,
        level: str = "easy",
        seed: int | None = None,
        rounds: int = 0,
        think: float = 0.0,
        stall_after: int | None = None,
    ) -> None:
        super().__init__(client)
        self.client = client
        self.bot = make_bot(level, seed)
        self.rounds = rounds
        self.think = think
        self.stall_after = stall_after
        self.moves = 0
        self.rounds_seen = 0
        self.verified = 0
        client.joined.connect(lambda seat, token: emit("joined", seat=seat, token=token))
        client.join_refused.connect(lambda c, d: emit("join_refused", code=c, detail=d))
        client.round_started.connect(self._on_view)
        client.updated.connect(self._on_update)
        client.round_over.connect(self._on_round_over)
        client.deal_checked.connect(self._on_checked)
        client.balances_changed.connect(self._on_balances)
        client.refused.connect(lambda code, facts: emit("refused", code=code))
        client.seat_changed.connect(lambda seat, status: emit("seat", seat=seat, status=status))
        client.host_quit.connect(lambda reason: emit("host_quit", reason=reason))
        client.timed_out.connect(lambda seat: emit("timed_out", seat=seat))
        client.disconnected.connect(
            lambda code, detail: emit("disconnected", code=code, detail=detail)
        )
        client.csv_received.connect(lambda text: emit("csv", text=text))

    def _on_view(self, view: RoundView) -> None:
        self._play_soon()

    def _on_update(self, event: Event, view: RoundView) -> None:
        emit(
            "update",
            round=self.client.round_number,
            events=len(view.history),
            player=event.player,
            action=action_to_json(event.action),
        )
        self._play_soon()

    def _play_soon(self) -> None:
        if self.client.my_turn:
            QTimer.singleShot(round(self.think * 1000), self._play)

    def _play(self) -> None:
        client = self.client
        view = client.view
        if not client.my_turn or view is None or not view.legal:
            return
        if self.stall_after is not None and self.moves >= self.stall_after:
            emit("stalled", round=client.round_number, events=len(view.history), phase=view.phase)
            return
        self.moves += 1
        action = self.bot.choose(view)
        emit(
            "move",
            round=client.round_number,
            events=len(view.history),
            action=action_to_json(action),
        )
        client.send_move(action)

    def _on_round_over(self, view: RoundView) -> None:
        assert view.result is not None
        self.rounds_seen += 1
        emit(
            "round_over",
            round=self.client.round_number,
            net=list(view.result.net),
            kind=view.result.kind,
        )

    def _on_checked(self, ok: bool, detail: str) -> None:
        self.verified += ok
        emit("deal_checked", ok=ok, detail=detail, round=self.client.round_number)
        if self.rounds and self.rounds_seen >= self.rounds:
            return
        self.client.ready_for_next_round()

    def _on_balances(self, balances: Balances) -> None:
        emit("balances", balances=list(balances.balances), rounds=balances.rounds)


def main(argv: list[str] | None = None) -> int:
    parse = argparse.ArgumentParser(prog="python -m tonk_desktop.net.autoplay")
    parse.add_argument("--host")
    parse.add_argument("--port", type=int)
    parse.add_argument("--code")
    parse.add_argument(
        "--invite",
        metavar="LINK",
        help="join by a tonk:// invite alone: its first address, port, code and fingerprint"
        " (instead of --host, --port, --code and --fingerprint)",
    )
    parse.add_argument("--name", required=True)
    parse.add_argument("--language", default="en")
    parse.add_argument("--token")
    parse.add_argument(
        "--fingerprint", help="the host certificate's SHA-256 (else the first one seen)"
    )
    parse.add_argument("--level", default="easy", choices=LEVELS)
    parse.add_argument("--seed", type=int)
    parse.add_argument("--think", type=float, default=0.0, help="seconds before each move")
    parse.add_argument(
        "--stall-after",
        type=int,
        help="make this many moves (0: none at all), then stop playing (a person who walked away)",
    )
    parse.add_argument(
        "--trace", action="store_true", help="print every byte received (base64) as 'bytes' lines"
    )
    parse.add_argument("--seconds", type=float, default=120.0, help="give up after this long")
    args = parse.parse_args(argv)
    if args.invite:
        try:
            invite = parse_invite(args.invite)
        except InviteError as error:
            parse.error(f"--invite: {error}")
        # The invite's first address, as the Join dialog fills it in.
        args.host, args.port, args.code = invite.address, invite.port, invite.code
        args.fingerprint = args.fingerprint or invite.fingerprint
    elif args.host is None or args.port is None or args.code is None:
        parse.error("give --invite, or --host, --port and --code")
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    client = TableClient()
    AutoPlayer(client, args.level, args.seed, think=args.think, stall_after=args.stall_after)
    if args.trace:
        client.trace = lambda data: emit("bytes", data=base64.b64encode(data).decode())
    client.host_quit.connect(lambda _reason: app.quit())
    client.disconnected.connect(lambda _code, _detail: app.quit())
    client.join_refused.connect(lambda _code, _detail: app.quit())
    QTimer.singleShot(round(args.seconds * 1000), app.quit)
    client.connect_to(
        args.host,
        args.port,
        args.code,
        args.name,
        args.language,
        args.token,
        fingerprint=args.fingerprint,
    )
    app.exec()
    emit("exit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
