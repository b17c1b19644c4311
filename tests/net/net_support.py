"""Processes for the network tests: a `tonk-host` and the autoplay clients,
each in its own process on 127.0.0.1, their output read line by line with
bounded waits (a test never hangs: every wait has a deadline)."""

from __future__ import annotations

import json
import os
import queue
import signal
import socket
import ssl
import subprocess
import sys
import threading
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop

from tonk_desktop.engine import Card, IllegalAction, Round
from tonk_desktop.net.certificate import HostIdentity

LOOPBACK = "127.0.0.1"
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONUNBUFFERED": "1"}


def tls_connect(port: int, source: str | None = None, timeout: float = 5.0) -> ssl.SSLSocket:
    """A hand-made TLS connection to a host on 127.0.0.1 (from `source`, if
    given), its handshake done; the certificate is not checked (the tests of
    pinning use the real client). The handshake turns the Qt event loop while
    it waits, so a host on this thread answers it."""
    raw = socket.create_connection(
        (LOOPBACK, port), timeout=timeout, source_address=(source, 0) if source else None
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    sock = context.wrap_socket(raw, do_handshake_on_connect=False)
    sock.setblocking(False)
    deadline = time.monotonic() + timeout
    while True:
        try:
            sock.do_handshake()
            break
        except (ssl.SSLWantReadError, ssl.SSLWantWriteError):
            if time.monotonic() > deadline:
                sock.close()
                raise TimeoutError("the TLS handshake timed out") from None
            if QCoreApplication.instance() is not None:
                QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
            time.sleep(0.002)
    sock.settimeout(timeout)
    return sock


def tls_server_context(identity: HostIdentity, folder: Path) -> ssl.SSLContext:
    """A server context presenting `identity` (its PEM files written in `folder`)."""
    certificate, key = folder / "cert.pem", folder / "key.pem"
    certificate.write_bytes(identity.certificate_pem)
    key.write_bytes(identity.key_pem)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)
    return context


class Proc:
    """A child process whose stdout lines are collected on a thread."""

    def __init__(self, args: list[str], prefix: tuple[str, ...] = ()) -> None:
        """`prefix`: what runs the interpreter, e.g. `ip netns exec NS`."""
        self.args = args
        self.popen = subprocess.Popen(
            [*prefix, sys.executable, *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=ENV,
        )
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.popen.stdout is not None
        for line in self.popen.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def _drain(self, timeout: float) -> bool:
        """Collect what has arrived, waiting up to `timeout` for one line; False at EOF."""
        try:
            line = self._queue.get(timeout=timeout)
        except queue.Empty:
            return True
        if line is None:
            self._queue.put(None)
            return False
        self.lines.append(line)
        return True

    def wait_line(self, test: Callable[[str], bool], timeout: float = 20.0) -> str:
        """The first line (seen already or coming) that passes `test`."""
        deadline = time.monotonic() + timeout
        seen = 0
        while True:
            for line in self.lines[seen:]:
                if test(line):
                    return line
            seen = len(self.lines)
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"timed out waiting in {self.args[:3]}:\n" + self.text())
            if not self._drain(min(left, 0.2)) and len(self.lines) == seen:
                raise AssertionError(f"{self.args[:3]} ended first:\n" + self.text())

    def events(self, kind: str | None = None) -> list[dict[str, Any]]:
        found = []
        for line in self.lines:
            if line.startswith("{"):
                try:
                    item = json.loads(line)
                except ValueError:
                    continue
                if kind is None or item.get("event") == kind:
                    found.append(item)
        return found

    def wait_event(
        self,
        kind: str,
        test: Callable[[dict[str, Any]], bool] = lambda _: True,
        timeout: float = 20.0,
    ) -> dict[str, Any]:
        def match(line: str) -> bool:
            if not line.startswith("{"):
                return False
            try:
                item = json.loads(line)
            except ValueError:
                return False
            return bool(item.get("event") == kind and test(item))

        return dict(json.loads(self.wait_line(match, timeout)))

    def finish(self, timeout: float = 30.0) -> int:
        """Wait for the process to end (killed if it does not) and read its output."""
        try:
            code = self.popen.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.popen.kill()
            self.popen.wait(timeout=5)
            raise AssertionError(f"{self.args[:3]} did not end:\n" + self.text()) from None
        while self._drain(0.5):
            pass
        return code

    def signal(self, number: int = signal.SIGKILL) -> None:
        if self.popen.poll() is None:
            self.popen.send_signal(number)

    def text(self) -> str:
        while self._drain(0):
            if self._queue.empty():
                break
        return "\n".join(self.lines[-60:])


def start_host(
    tmp_path: Path,
    seats: list[str] | None = None,
    *extra: str,
    rounds: int = 1,
    code: str = "TESTCD",
    seed: int = 1,
) -> tuple[Proc, int]:
    """A `tonk-host` on 127.0.0.1 with its ledger and state in `tmp_path`; its
    port. Its deals, first dealer and computers follow from `seed` (--deck-seed):
    a test never passes or fails by the cards it happened to be dealt."""
    args = ["-m", "tonk_desktop.net.cli", "--listen", LOOPBACK, "--join-code", code,
            "--ledger", str(tmp_path / "ledger.sqlite3"), "--state", str(tmp_path / "table.json"),
            "--bot-pause", "0", "--round-pause", "0", "--rounds", str(rounds),
            "--deck-seed", str(seed)]  # fmt: skip
    for seat in seats or []:
        args += ["--seat", seat]
    host = Proc([*args, *extra])
    line = host.wait_line(lambda text: text.startswith("PORT "), timeout=30)
    return host, int(line.split()[1])


def resume_host(tmp_path: Path, *extra: str, rounds: int = 0, seed: int = 2) -> tuple[Proc, int]:
    args = ["-m", "tonk_desktop.net.cli", "--listen", LOOPBACK,
            "--ledger", str(tmp_path / "ledger.sqlite3"), "--resume", str(tmp_path / "table.json"),
            "--bot-pause", "0", "--round-pause", "0", "--rounds", str(rounds),
            "--deck-seed", str(seed)]  # fmt: skip
    host = Proc([*args, *extra])
    line = host.wait_line(lambda text: text.startswith("PORT "), timeout=30)
    return host, int(line.split()[1])


def start_player(port: int, name: str, *extra: str, code: str = "TESTCD") -> Proc:
    """An autoplay client; its computer player's choices follow from its name
    unless `extra` gives a --seed."""
    seed = (
        []
        if any(arg.startswith("--seed") for arg in extra)
        else ["--seed", str(zlib.crc32(name.encode()))]
    )
    return Proc(["-m", "tonk_desktop.net.autoplay", "--host", LOOPBACK, "--port", str(port),
                 "--code", code, "--name", name, "--seconds", "60", *seed, *extra])  # fmt: skip


def swapped_deal(rnd: Round, first: Card, second: Card) -> Round | None:
    """`rnd` as if its deck had had `first` and `second` the other way round
    (a host that changes the deck mid-round): dealt again from that deck with
    the same moves replayed, the engine's own bookkeeping intact. None when a
    move no longer replays, or when that deck ends the round before the next
    move (a hand dealt over: the host would refuse the move it cheats on and
    its table would stall, which is not the cheat under test)."""
    deck = list(rnd.deck)
    i, j = deck.index(first), deck.index(second)
    deck[i], deck[j] = deck[j], deck[i]
    again = Round.deal(rnd.rules, dealer=rnd.dealer, deck=deck)
    try:
        for action in rnd.history:
            again.apply(action)
    except IllegalAction:
        return None
    return None if again.is_over else again
