"""Bad input never hurts the game: a `tonk-host` (its own process, on
127.0.0.1) with two people playing it from their own processes, while this
test, at a third seat and from fresh connections, sends garbage, oversized and
truncated frames, another protocol version, a wrong join code, a wrong token,
nothing at all, messages before joining, out-of-turn moves, another seat's
moves, bad moves and a flood. Each offender is dropped with its reason in the
host's log; an illegal move in turn is only refused; the others play on."""

from __future__ import annotations

import signal
import time
from pathlib import Path
from typing import Any

from net_support import Proc, start_host, start_player, tls_connect

from tonk_desktop.engine import REFUSALS
from tonk_desktop.net import protocol as p
from tonk_desktop.net.protocol import FrameReader

CODE = "TESTCD"


class Raw:
    """A hand-made connection to the host: frames in, frames out, no client."""

    def __init__(self, port: int) -> None:
        self.sock = tls_connect(port)
        self.reader = FrameReader(p.MAX_HOST_MESSAGE)
        self.messages: list[dict[str, Any]] = []
        self.closed = False
        self.context: dict[str, Any] = {}

    def send(self, message: dict[str, Any]) -> None:
        self.sock.sendall(p.encode(message))

    def send_bytes(self, data: bytes) -> None:
        self.sock.sendall(data)

    def join(self, name: str = "Carol", token: str | None = None, **changes: Any) -> None:
        self.send({"type": "join", "protocol": p.PROTOCOL_VERSION, "app": "test", "code": CODE,
                   "name": name, "language": "en", "token": token, **changes})  # fmt: skip

    def _read(self, timeout: float) -> None:
        self.sock.settimeout(timeout)
        try:
            data = self.sock.recv(65536)
        except TimeoutError:
            return
        except OSError:
            data = b""
        if not data:
            self.closed = True
            return
        for message in self.reader.feed(data):
            self.messages.append(message)
            if message["type"] in ("round", "update"):
                view = message["view"]
                self.context = {"round": message["round"], "events": view["events"],
                                "current": view["current"], "legal": view["legal"],
                                "you_play": message["you_play"]}  # fmt: skip

    def wait(self, kind: str, timeout: float = 10.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        seen = 0
        while True:
            for message in self.messages[seen:]:
                if message["type"] == kind:
                    return message
            seen = len(self.messages)
            if self.closed or time.monotonic() > deadline:
                raise AssertionError(f"no {kind!r}: {[m['type'] for m in self.messages]}")
            self._read(0.1)

    def dropped(self, code: str, timeout: float = 10.0) -> None:
        """The host says bye (or refuses the join) with `code`, and closes."""
        refusals = ("version", "join_code", "bad_token", "name", "name_taken")
        kind = "join_refused" if code in refusals else "bye"
        message = self.wait(kind, timeout)
        assert message["code"] == code, message
        deadline = time.monotonic() + 5
        while not self.closed and time.monotonic() < deadline:
            self._read(0.1)
        assert self.closed, "the host did not close the connection"

    def close(self) -> None:
        self.sock.close()


def frame(body: bytes) -> bytes:
    return p.HEADER.pack(len(body)) + body


def seated(port: int, token: str | None = None) -> tuple[Raw, str]:
    raw = Raw(port)
    raw.join(token=token)
    welcome = raw.wait("welcome")
    raw.wait("balances")
    return raw, str(welcome.get("token") or token)


def play_if_my_turn(raw: Raw) -> bool:
    """If the table waits for this seat, refuse one illegal move (only refused)
    and play a legal one so the others can play on."""
    raw._read(0.05)
    context = raw.context
    if not context.get("you_play"):
        return False
    raw.send({"type": "move", "round": context["round"], "at": context["events"],
              "action": {"type": "discard", "card": "JK"}})  # fmt: skip
    refused = raw.wait("refused")
    assert refused["code"] in set(REFUSALS) or refused["code"] == "stale"
    raw.send({"type": "move", "round": context["round"], "at": context["events"],
              "action": context["legal"][0]})  # fmt: skip
    raw.wait("update")
    return True


def out_of_turn(raw: Raw) -> None:
    """A move up to date with the table, on someone else's turn: dropped.
    A move that crossed a change on the way is only 'stale'; try again."""
    for _ in range(200):
        if play_if_my_turn(raw):
            continue
        context = raw.context
        if not context or context["you_play"]:
            raw._read(0.05)
            continue
        raw.send({"type": "move", "round": context["round"], "at": context["events"],
                  "action": {"type": "draw", "source": "stock"}})  # fmt: skip
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and not raw.closed:
            raw._read(0.1)
            last = [m for m in raw.messages if m["type"] in ("bye", "refused")]
            if last:
                break
        if any(m["type"] == "bye" for m in raw.messages):
            raw.dropped("out_of_turn")
            return
        raw.messages = [m for m in raw.messages if m["type"] != "refused"]
    raise AssertionError("never managed a move out of turn")


def after_the_last_event(raw: Raw) -> None:
    """A move "after" events that have not happened: dropped (`bad_move`). One
    sent for a round the table has just left is only 'stale' (the rounds follow
    each other at once here): try again with the round in play."""
    for _ in range(50):
        raw._read(0.05)
        raw.send({"type": "move", "round": raw.context["round"], "at": 9_999,
                  "action": {"type": "knock"}})  # fmt: skip
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and not raw.closed:
            raw._read(0.1)
            if any(m["type"] in ("bye", "refused") for m in raw.messages):
                break
        if any(m["type"] == "bye" for m in raw.messages):
            raw.dropped("bad_move")
            return
        refused = [m for m in raw.messages if m["type"] == "refused"]
        assert refused and refused[0]["code"] == "stale", raw.messages[-3:]
        raw.messages = [m for m in raw.messages if m["type"] != "refused"]
    raise AssertionError("never managed a move after the last event")


def test_bad_input_drops_the_offender_and_the_others_play_on(tmp_path: Path) -> None:
    host, port = start_host(
        tmp_path,
        ["person", "person", "person"],
        "--handshake-timeout", "1", "--idle-timeout", "2", "--keepalive", "0.5",
        "--grace", "0.2", "--rate", "20", "--bot-pause", "0.02", "--cooldown", "0",
        rounds=0,
    )  # fmt: skip
    players: list[Proc] = []
    try:
        players = [start_player(port, name, "--seed", str(i), "--think", "0.05")
                   for i, name in enumerate(["Ann", "Bob"])]  # fmt: skip
        for player in players:
            player.wait_event("joined")

        raw = Raw(port)
        assert raw.wait("hello")["protocol"] == p.PROTOCOL_VERSION
        raw.send_bytes(frame(b"this is not JSON"))
        raw.dropped("garbage")

        raw = Raw(port)
        raw.send_bytes(p.HEADER.pack(10_000_000) + b"{")
        raw.dropped("oversized")

        raw = Raw(port)
        raw.send_bytes(p.HEADER.pack(100) + b'{"type": "jo')
        raw.close()
        host.wait_line(lambda line: "truncated frame" in line)

        raw = Raw(port)
        raw.join(protocol=p.PROTOCOL_VERSION + 1)
        raw.dropped("version")
        detail = raw.messages[-1]["detail"]
        assert f"speaks table protocol {p.PROTOCOL_VERSION + 1}" in detail, detail

        raw = Raw(port)
        raw.join(code="WRONG1")
        raw.dropped("join_code")

        raw = Raw(port)
        raw.join(token="not-a-token-of-this-table")
        raw.dropped("bad_token")

        # Names that look like a seated player's, or show nothing at all.
        for name, code in (
            ("Ann\u200b", "name_taken"),  # a zero-width space after it
            ("\uff21nn", "name_taken"),  # a full-width A
            ("A\u200dnn", "name_taken"),  # a zero-width joiner inside
            (" bob ", "name_taken"),
            ("\u200b\u200b", "name"),  # nothing visible
            ("\u3164", "name"),  # a Hangul filler: blank
        ):
            raw = Raw(port)
            raw.join(name=name)
            raw.dropped(code)

        raw = Raw(port)
        raw.dropped("handshake_timeout", timeout=5)  # says nothing at all

        raw = Raw(port)
        raw.send({"type": "ping"})
        raw.dropped("bad_message")

        raw = Raw(port)
        raw.send_bytes(frame(b'{"type": "join", "protocol": ' + b"[" * 10_000 + b"}"))
        raw.dropped("garbage")

        # A seat of our own, and its offences; each time back with the token.
        raw, token = seated(port)
        out_of_turn(raw)

        raw, _ = seated(port, token)
        raw.wait("round", timeout=20)
        raw.send({"type": "move", "round": 1, "at": 0, "seat": 0,
                  "action": {"type": "knock"}})  # fmt: skip
        raw.dropped("other_seat")

        raw, _ = seated(port, token)
        raw.send({"type": "move", "round": 1, "at": 0, "action": {"type": "fly away"}})
        raw.dropped("bad_move")

        raw, _ = seated(port, token)
        raw.wait("round", timeout=20)
        after_the_last_event(raw)

        raw, _ = seated(port, token)
        raw.send_bytes(b"".join(p.encode({"type": "ping"}) for _ in range(500)))
        raw.dropped("flood")

        raw, _ = seated(port, token)
        raw.dropped("idle_timeout", timeout=8)  # answers no pings

        offences_over = time.monotonic()
        for player in players:
            player.wait_event("update", lambda e: e["t"] > offences_over + 0.5, timeout=20)
            player.wait_event("deal_checked", lambda e: e["t"] > offences_over, timeout=40)
        host.signal(signal.SIGTERM)
        assert host.finish() == 0
        for player in players:
            player.finish()
    finally:
        for proc in (host, *players):
            proc.signal()
    log = "\n".join(host.lines)
    for code in ("garbage", "oversized", "version", "join_code", "bad_token",
                 "handshake_timeout", "bad_message", "out_of_turn", "other_seat", "bad_move",
                 "flood", "idle_timeout"):  # fmt: skip
        assert f": {code}: " in log, code
    for player in players:
        assert all(check["ok"] for check in player.events("deal_checked"))
        assert not [e for e in player.events("disconnected")], player.text()
        assert not player.events("refused")  # refusals went to the offender only
