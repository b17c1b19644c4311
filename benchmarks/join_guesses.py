"""How fast one computer can guess a table's join code, measured (not
asserted): guesses answered per second, and what that makes of the code space.

A `tonk-host` on 127.0.0.1 with one open seat; the guesser, in this process,
keeps `--lines` connections open at once (the host lets one address wait on 4)
and on each sends one join with a wrong code and waits for the answer. It
stops after `--guesses` answers or `--seconds`, whichever comes first.

Run: python benchmarks/join_guesses.py [--guesses N] [--seconds S] [--lines L]
"""

from __future__ import annotations

import argparse
import os
import selectors
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from tonk_desktop.net import protocol as p

LOOPBACK = "127.0.0.1"
CODE = "BENCH1"
CODE_SPACE = 32**6  # a fresh code: six characters from 32
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONUNBUFFERED": "1"}


def start_host(folder: Path) -> tuple[subprocess.Popen[str], int]:
    args = [sys.executable, "-m", "tonk_desktop.net.cli", "--listen", LOOPBACK,
            "--join-code", CODE, "--ledger", str(folder / "ledger.sqlite3"),
            "--state", str(folder / "table.json"),
            "--seat", "person", "--seat", "computer:easy"]  # fmt: skip
    host = subprocess.Popen(
        args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=ENV
    )
    assert host.stdout is not None
    for line in host.stdout:
        if line.startswith("PORT "):
            # Its log is read on, or a full pipe would stop the host.
            threading.Thread(target=host.stdout.read, daemon=True).start()
            return host, int(line.split()[1])
    raise RuntimeError("the host did not start")


def guess(port: int, guesses: int, seconds: float, lines: int) -> tuple[int, dict[str, int], float]:
    """Answers received, by code, and the seconds they took."""
    join = p.encode({"type": "join", "protocol": p.PROTOCOL_VERSION, "app": "bench",
                     "code": "WRONG9", "name": "Guesser", "language": "en",
                     "token": None})  # fmt: skip
    selector = selectors.DefaultSelector()
    readers: dict[socket.socket, p.FrameReader] = {}

    def open_line() -> None:
        sock = socket.create_connection((LOOPBACK, port), timeout=5)
        sock.sendall(join)
        sock.setblocking(False)
        readers[sock] = p.FrameReader(p.MAX_HOST_MESSAGE)
        selector.register(sock, selectors.EVENT_READ)

    def close_line(sock: socket.socket) -> None:
        selector.unregister(sock)
        del readers[sock]
        sock.close()

    codes: dict[str, int] = {}
    answered = 0
    start = time.monotonic()
    deadline = start + seconds
    for _ in range(lines):
        open_line()
    while answered < guesses and time.monotonic() < deadline:
        for key, _ in selector.select(timeout=0.1):
            sock = key.fileobj
            assert isinstance(sock, socket.socket)
            try:
                data = sock.recv(65536)
            except OSError:
                data = b""
            messages = readers[sock].feed(data) if data else []
            answer = next((m for m in messages if m["type"] in ("join_refused", "bye")), None)
            if answer is None and data:
                continue
            if answer is not None:
                answered += 1
                codes[answer["code"]] = codes.get(answer["code"], 0) + 1
            close_line(sock)
            if answered < guesses:
                open_line()
    took = time.monotonic() - start
    for sock in list(readers):
        close_line(sock)
    return answered, codes, took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--guesses", type=int, default=1500)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--lines", type=int, default=4)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        host, port = start_host(Path(folder))
        try:
            answered, codes, took = guess(port, args.guesses, args.seconds, args.lines)
        finally:
            host.terminate()
            try:
                host.wait(timeout=10)
            except subprocess.TimeoutExpired:
                host.kill()
                host.wait()
    rate = answered / took if took else 0.0
    print(f"{answered} wrong guesses answered in {took:.2f} s: {rate:.1f} a second ({codes})")
    if rate:
        days = CODE_SPACE / 2 / rate / 86_400
        print(f"half the code space ({CODE_SPACE // 2:,} codes) at that rate: {days:,.1f} days")


if __name__ == "__main__":
    main()
