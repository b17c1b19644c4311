"""How fast a move at a hosted table reaches the other players, measured (not
asserted): `make bench` prints it. Target: within 50 ms, median and p95, and
still while one client floods the host.

Every line is TLS, as at a real table. A `tonk-host` on 127.0.0.1 and three
people, each an autoplay client in its own process (an easy computer player
choosing the moves), play whole rounds. For every move, the time runs from the
moment its client sends it to the moment each other client has it (the update
received and read into its view): the processes share the system's monotonic
clock. The host checks the move, saves the round in progress to disk (as it
does after every move), and sends each seat its own view.

Then the same again with a fourth seat taken by a flooder (a process of its
own): it joins and sends pings as fast as it can (the host drops it for
flooding; it rejoins with its token and floods again, and a computer stands in
for its seat meanwhile), and from a second connection streams oversized
frames, reconnecting each time it is dropped.

Run: python benchmarks/net_latency.py [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import ssl
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from tonk_desktop.net import protocol as p

LOOPBACK = "127.0.0.1"
CODE = "BENCH1"
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONUNBUFFERED": "1"}


def _lines(proc: subprocess.Popen[str], into: list[str]) -> threading.Thread:
    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            into.append(line)

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


def play(rounds: int, flood: bool, folder: Path) -> tuple[list[float], int]:
    """Latencies in ms of every move to every other person; messages the flooder sent."""
    seats = ["person", "person", "person"] + (["person"] if flood else [])
    host_args = [
        "-m",
        "tonk_desktop.net.cli",
        "--listen",
        LOOPBACK,
        "--join-code",
        CODE,
        "--ledger",
        str(folder / "ledger.sqlite3"),
        "--state",
        str(folder / "t.json"),
        "--bot-pause",
        "0",
        "--round-pause",
        "0",
        "--rounds",
        str(rounds),
        "--grace",
        "0.2",
    ]
    for seat in seats:
        host_args += ["--seat", seat]
    host = subprocess.Popen(
        [sys.executable, *host_args], stdout=subprocess.PIPE, text=True, env=ENV
    )
    host_lines: list[str] = []
    _lines(host, host_lines)
    deadline = time.monotonic() + 30
    while not any(line.startswith("PORT ") for line in host_lines):
        if time.monotonic() > deadline or host.poll() is not None:
            raise RuntimeError("tonk-host did not start:\n" + "".join(host_lines))
        time.sleep(0.05)
    port = int(next(line for line in host_lines if line.startswith("PORT ")).split()[1])
    flooder_sent = [0]
    stop = threading.Event()
    if flood:
        # The flooder takes the first seat, so the people's seats fill after it.
        token = _join(port, "Flood")
        threading.Thread(target=_flood_seated, args=(port, token, stop, flooder_sent)).start()
        threading.Thread(target=_flood_oversized, args=(port, stop, flooder_sent)).start()
    players = []
    outputs: list[list[str]] = []
    for index in range(3):
        out: list[str] = []
        outputs.append(out)
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tonk_desktop.net.autoplay",
                "--host",
                LOOPBACK,
                "--port",
                str(port),
                "--code",
                CODE,
                "--name",
                f"P{index}",
                "--seed",
                str(index),
                "--seconds",
                "600",
            ],
            stdout=subprocess.PIPE,
            text=True,
            env=ENV,
        )
        _lines(proc, out)
        players.append(proc)
    try:
        host.wait(timeout=600)
    finally:
        stop.set()
        for proc in (host, *players):
            if proc.poll() is None:
                proc.kill()
        for proc in players:
            proc.wait(timeout=10)
    events = [[json.loads(line) for line in out if line.startswith("{")] for out in outputs]
    latencies = []
    for mover, own in enumerate(events):
        for move in (e for e in own if e["event"] == "move"):
            key = (move["round"], move["events"] + 1)
            for other, theirs in enumerate(events):
                if other == mover:
                    continue
                arrived = next(
                    (
                        e["t"]
                        for e in theirs
                        if e["event"] == "update" and (e["round"], e["events"]) == key
                    ),
                    None,
                )
                if arrived is not None:
                    latencies.append((arrived - move["t"]) * 1000)
    return latencies, flooder_sent[0]


def _connect(port: int) -> socket.socket:
    """A TLS line to the host, as every client's is (the certificate unchecked:
    the flooder is no client to protect)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context.wrap_socket(socket.create_connection((LOOPBACK, port), timeout=5))


def _join(port: int, name: str, token: str | None = None) -> str:
    """Join (or rejoin) a seat with a raw socket; the token."""
    sock = _connect(port)
    sock.sendall(
        p.encode(
            {
                "type": "join",
                "protocol": p.PROTOCOL_VERSION,
                "app": "bench",
                "code": CODE,
                "name": name,
                "language": "en",
                "token": token,
            }
        )
    )
    reader = p.FrameReader(p.MAX_HOST_MESSAGE)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        for message in reader.feed(sock.recv(65536)):
            if message["type"] == "welcome":
                sock.close()
                return str(message.get("token") or token)
    raise RuntimeError("the flooder could not join")


def _flood_seated(port: int, token: str, stop: threading.Event, sent: list[int]) -> None:
    ping = p.encode({"type": "ping"}) * 200
    join = p.encode(
        {
            "type": "join",
            "protocol": p.PROTOCOL_VERSION,
            "app": "bench",
            "code": CODE,
            "name": "Flood",
            "language": "en",
            "token": token,
        }
    )
    while not stop.is_set():
        try:
            with _connect(port) as sock:
                sock.sendall(join)
                while not stop.is_set():
                    sock.sendall(ping)
                    sent[0] += 200
        except OSError:
            time.sleep(0.005)


def _flood_oversized(port: int, stop: threading.Event, sent: list[int]) -> None:
    junk = p.HEADER.pack(p.MAX_CLIENT_MESSAGE * 4) + b"x" * 65536
    while not stop.is_set():
        try:
            with _connect(port) as sock:
                while not stop.is_set():
                    sock.sendall(junk)
                    sent[0] += 1
        except OSError:
            time.sleep(0.005)


def report(name: str, latencies: list[float], extra: str = "") -> dict[str, Any]:
    latencies.sort()
    median = statistics.median(latencies)
    p95 = latencies[min(len(latencies) - 1, round(0.95 * (len(latencies) - 1)))]
    verdict = "meets" if median <= 50 and p95 <= 50 else "MISSES"
    print(
        f"{name}: a move reaches the other clients in {median:.1f} ms median,"
        f" {p95:.1f} ms p95, {latencies[-1]:.1f} ms worst ({len(latencies)} deliveries{extra});"
        f" {verdict} the 50 ms target"
    )
    return {"median_ms": median, "p95_ms": p95, "max_ms": latencies[-1], "n": len(latencies)}


def main() -> None:
    parse = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parse.add_argument("--rounds", type=int, default=4, help="rounds per measurement")
    parse.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = parse.parse_args()
    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} CPUs (the figures include waiting for one)")
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        quiet, _ = play(args.rounds, False, Path(folder) / "quiet")
        results["quiet"] = report("quiet table", quiet)
    with tempfile.TemporaryDirectory() as folder:
        flooded, sent = play(args.rounds, True, Path(folder) / "flood")
        results["flood"] = report(
            "one client flooding", flooded, f", the flooder sent {sent:,} messages"
        )
    if args.json:
        print(json.dumps(results))


if __name__ == "__main__":
    main()
