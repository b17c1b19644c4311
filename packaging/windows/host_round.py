#!/usr/bin/env python3
"""A whole network round hosted by the Windows Python under Wine 10: `tonk-host`'s code
(`tonk_desktop.net.cli`) listens on 127.0.0.1 in the Debian 13 root window_shot.sh keeps
(Wine 10.0), makes its certificate there with the Windows build of `cryptography`, and the
Linux program joins it by the invite alone and plays its seat to the end
(`tonk_desktop.net.autoplay`).

    python packaging/windows/host_round.py      (as root: chroot and bind mounts)

Needs the Windows Python run_tests.py sets up and the Wine 10 root ($TONK_WINE10_ROOT,
default /var/cache/tonk-windows/trixie). Exits non-zero if the round was not played.

Why Wine 10 and why Qt's OpenSSL backend: Debian 12's Wine 8 has no
bcryptprimitives.dll, which `cryptography`'s compiled part links, so no certificate can
be made there. Wine 10 has it, but Qt's Schannel backend cannot serve under it: Qt hands
Schannel the certificate and key through PFXImportCertStore(PKCS12_NO_PERSIST_KEY |
PKCS12_ALWAYS_CNG_KSP), and Wine 10's import gives no store for those flags (an RSA key)
and no EC key at all ("key algorithm 4 not supported"), so the host's socket never
answers a ClientHello and reports no error. Windows imports both. The host here runs
with Qt's OpenSSL backend instead, loading the OpenSSL 3 DLLs the Windows Python ships
(under the names Qt's backend looks for), which the installer does not ship: what this
proves is the host's code under Windows (its certificate made and kept, its sockets,
its ledger) and TLS from a Windows host; not Schannel as a server.
"""

from __future__ import annotations

import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run_tests import TEST_PYTHON
from wine10 import SOURCE_AT, entered, inside, windows_path, windows_python

import build  # packaging/windows/build.py, beside this file

# Inside the root: the host's ledger and certificate; the OpenSSL DLLs for Qt.
WORK_AT, OPENSSL_AT = "/root/tonk-host-work", "/root/tonk-host-openssl"

# The Windows side: say which TLS backend Qt chose and where `cryptography`'s compiled
# part was loaded from, then run tonk-host as its console script would.
HOST = r"""
import sys
sys.path.insert(0, sys.argv.pop(1))
from PySide6.QtNetwork import QSslSocket
from cryptography.hazmat.bindings import _rust
import cryptography
print("WINDOWS-SIDE", QSslSocket.activeBackend(), ",".join(QSslSocket.availableBackends()),
      cryptography.__version__, _rust.__file__, flush=True)
from tonk_desktop.net.cli import main
sys.exit(main(sys.argv[1:]))
"""
INVITE = re.compile(r"^INVITE (tonk://\S+fp=([0-9a-f]{64})\S*)$")


def main() -> int:
    work, openssl = inside(WORK_AT), inside(OPENSSL_AT)
    for folder in (work, openssl):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    with entered():
        for name in ("libssl", "libcrypto"):
            shutil.copy(TEST_PYTHON / f"{name}-3.dll", openssl / f"{name}-3-x64.dll")
        return play(work)


def play(work: Path) -> int:
    host = subprocess.Popen(
        windows_python(
            "-c",
            HOST,
            windows_path(SOURCE_AT),
            "--listen",
            "127.0.0.1",
            "--ledger",
            windows_path(WORK_AT) + "\\ledger.sqlite3",
            "--rounds",
            "1",
            "--bot-pause",
            "0",
            "--round-pause",
            "0",
            "--deck-seed",  # a deal where both seats play (no dealt tonk)
            "7",
            WINEPATH=windows_path(OPENSSL_AT),
        ),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        errors="replace",
    )
    lines: queue.Queue[str] = queue.Queue()
    said: list[str] = []

    def read() -> None:
        assert host.stdout is not None
        for line in host.stdout:
            said.append(line.rstrip("\n"))
            lines.put(line.rstrip("\n"))

    threading.Thread(target=read, daemon=True).start()
    client = None
    try:
        invite = None
        while invite is None:
            invite = INVITE.match(lines.get(timeout=120))
        link, fingerprint = invite.groups()
        joins = ["--invite", link, "--name", "Linux", "--seed", "7", "--seconds", "150"]
        with tempfile.TemporaryDirectory(prefix="tonk-host-round-") as home:
            client = subprocess.run(
                [sys.executable, "-m", "tonk_desktop.net.autoplay", *joins],
                cwd=build.ROOT,
                env={**os.environ, "XDG_DATA_HOME": home, "QT_QPA_PLATFORM": "offscreen"},
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=200,
                check=False,
            )
    except queue.Empty:
        fingerprint = ""
    finally:
        try:
            host.wait(timeout=60)
        except subprocess.TimeoutExpired:
            host.kill()
            host.wait()
    return verdict(work, said, host.returncode, fingerprint, client)


def verdict(
    work: Path,
    said: list[str],
    returncode: int,
    fingerprint: str,
    client: subprocess.CompletedProcess[str] | None,
) -> int:
    events: list[dict[str, Any]] = []
    out, err = (client.stdout, client.stderr) if client else ("", "")
    for line in out.splitlines():
        if line.startswith("{"):
            events.append(json.loads(line))
    windows = next((line.split()[1:] for line in said if line.startswith("WINDOWS-SIDE ")), None)
    balances = [event for event in events if event["event"] == "balances"]
    moves = sum(1 for event in events if event["event"] == "move")
    problems = []
    if windows is None:
        problems.append("the Windows side did not start")
    elif not windows[3].endswith(".pyd"):
        problems.append(f"cryptography's compiled part is not Windows': {windows[3]}")
    certificate = work / "host-certificate.pem"
    if not certificate.is_file():
        problems.append("the Windows host kept no certificate")
    else:
        from tonk_desktop.net.certificate import HostIdentity

        kept = HostIdentity(certificate.read_bytes(), (work / "host-key.pem").read_bytes())
        if kept.fingerprint != fingerprint:
            problems.append(f"the invite's fingerprint {fingerprint} is not the kept certificate's")
    if not any(event["event"] == "joined" for event in events):
        problems.append("the Linux side did not join")
    if moves == 0:
        problems.append("the Linux side made no move")
    if not balances or balances[-1]["rounds"] != 1:
        problems.append("the Linux side did not see the round settled")
    if not any(line.startswith("round 1 over") for line in said) or returncode != 0:
        problems.append(f"the Windows host did not finish the round (exit {returncode})")
    if problems:
        print("\n".join(["Windows host:", *said, "Linux side:", out, err]))
        print("host_round.py: " + "; ".join(problems))
        return 1
    assert windows is not None
    compiled = Path(windows[3].replace("\\", "/")).name
    print(
        f"host_round.py: the Windows Python under Wine 10 hosted a round on 127.0.0.1 and the"
        f" Linux program joined by the invite: Qt's {windows[0]} backend (of {windows[1]}),"
        f" the certificate made by cryptography {windows[2]} ({compiled})"
        f" and pinned by the invite; {moves} moves from Linux, balances {balances[-1]['balances']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
