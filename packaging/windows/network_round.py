#!/usr/bin/env python3
"""A whole network round between Linux and Windows over loopback, TLS included: the Linux
`tonk-host` listens on 127.0.0.1, and the Windows Python under Wine joins it with the
host's pinned certificate and plays its seat to the end (`tonk_desktop.net.autoplay`).

    python packaging/windows/network_round.py                         # Schannel
    python packaging/windows/network_round.py --tls-from 'C:\...\_internal'   # OpenSSL

By default Qt's TLS is Windows' own Schannel (under Wine, Wine's Schannel over GnuTLS),
the backend Qt falls back to. With --tls-from, the folder given (an installed program's
`_internal`, which holds the OpenSSL 3 DLLs under the names Qt's OpenSSL backend loads)
comes first on the Windows side's PATH, as it does for the installed tonk.exe, and the
backend must be openssl: the installed program joins by the TLS it ships.

Needs the Windows Python run_tests.py sets up. Prints the TLS backend and protocol the
Windows side used and the round's outcome; exits non-zero if the round was not played.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from round_lines import ONE_ROUND, read_lines
from under_wine import windows_python

import build  # packaging/windows/build.py, beside this file

# The Windows side: say which TLS backend Qt chose and what it negotiates with the host,
# then join and play a round as a person's seat would (autoplay's JSON lines).
CLIENT = r"""
import json, os, sys
host, port, code, fingerprint, tls_from = sys.argv[1:6]
if tls_from:  # before Qt loads: its OpenSSL backend finds the DLLs by PATH
    os.environ["PATH"] = tls_from + os.pathsep + os.environ["PATH"]
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtNetwork import QSslSocket
from tonk_desktop.net import autoplay
from tonk_desktop.net.tls import client_configuration, fingerprint_of

app = QCoreApplication([sys.argv[0]])
probe = QSslSocket()
probe.setSslConfiguration(client_configuration())
seen = {}
def encrypted():
    seen.update(protocol=probe.sessionProtocol().name, peer=fingerprint_of(probe.peerCertificate()))
    app.quit()
probe.encrypted.connect(encrypted)
probe.errorOccurred.connect(lambda error: (seen.update(error=probe.errorString()), app.quit()))
probe.connectToHostEncrypted(host, int(port))
QTimer.singleShot(30_000, app.quit)
app.exec()
probe.abort()
print(json.dumps({"event": "tls", "backend": QSslSocket.activeBackend(),
                  "backends": QSslSocket.availableBackends(), **seen}), flush=True)
sys.exit(autoplay.main(["--host", host, "--port", port, "--code", code, "--name", "Béla",
                        "--fingerprint", fingerprint, "--seed", "7", "--seconds", "150"]))
"""
ANNOUNCED = re.compile(r"^PORT (\d+) CODE (\S+) FINGERPRINT ([0-9a-f]{64})$")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tls-from", default="", help="a Windows folder with Qt's OpenSSL DLLs")
    tls_from = parser.parse_args().tls_from
    backend = "openssl" if tls_from else "schannel"
    with tempfile.TemporaryDirectory(prefix="tonk-network-round-") as work:
        host = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tonk_desktop.net.cli",
                "--listen",
                "127.0.0.1",
                "--ledger",
                str(Path(work) / "ledger.sqlite3"),
                *ONE_ROUND,
            ],
            cwd=build.ROOT,
            env={**os.environ, "XDG_DATA_HOME": work, "QT_QPA_PLATFORM": "offscreen"},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        lines, said = read_lines(host)
        try:
            announced = None
            while announced is None:
                announced = ANNOUNCED.match(lines.get(timeout=60))
            port, code, fingerprint = announced.groups()
            client = windows_python(CLIENT, "127.0.0.1", port, code, fingerprint, tls_from)
        finally:
            try:
                host.wait(timeout=30)
            except subprocess.TimeoutExpired:
                host.kill()
                host.wait()
    events: list[dict[str, Any]] = []
    for line in client.stdout.splitlines():
        if line.startswith("{"):
            events.append(json.loads(line))
    tls = next((event for event in events if event["event"] == "tls"), None)
    balances = [event for event in events if event["event"] == "balances"]
    problems = []
    if tls is None or "protocol" not in tls:
        problems.append(f"no TLS line to the host from the Windows side: {tls}")
    elif tls["backend"] != backend:
        problems.append(f"the Windows side's TLS was Qt's {tls['backend']} backend, not {backend}")
    elif tls["peer"] != fingerprint:
        problems.append(f"the Windows side saw another certificate: {tls['peer']}")
    if not any(event["event"] == "joined" for event in events):
        problems.append("the Windows side did not join")
    if not balances or balances[-1]["rounds"] != 1:
        problems.append("the Windows side did not see the round settled")
    moves = sum(1 for event in events if event["event"] == "move")
    if moves == 0:
        problems.append("the Windows side made no move")
    if not any(line.startswith("round 1 over") for line in said) or host.returncode != 0:
        problems.append(f"the host did not finish the round (exit {host.returncode})")
    if problems:
        print("\n".join(["host:", *said, "Windows side:", client.stdout, client.stderr]))
        print("network_round.py: " + "; ".join(problems))
        return 1
    assert tls is not None
    print(
        f"network_round.py: a Linux host and the Windows Python under Wine played a round over"
        f" 127.0.0.1: Qt's {tls['backend']} backend (of {', '.join(tls['backends'])}),"
        f" {tls['protocol']}, the host's certificate pinned; {moves} moves from Windows,"
        f" balances {balances[-1]['balances']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
