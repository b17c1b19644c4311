#!/usr/bin/env python3
"""A whole network round hosted under Wine 10 by the Windows build's own `tonk-host.exe`
(the frozen `tonk_desktop.net.cli`, as a player or a server gets it): it listens on
127.0.0.1 in the Debian 13 root window_shot.sh keeps (Wine 10.0), makes and keeps its
certificate there (the bundle's `cryptography`), and the Linux program joins it by the
invite alone and plays its seat to the end (`tonk_desktop.net.autoplay`).

    python packaging/windows/host_round.py [PROGRAM_FOLDER]      (as root: chroot, mounts)

PROGRAM_FOLDER: the built (default build/windows/dist/tonk) or installed program's folder,
the one holding tonk-host.exe. Needs the Wine 10 root ($TONK_WINE10_ROOT, default
/var/cache/tonk-windows/trixie) and the Windows Python run_tests.py sets up (wine10.py
enters the root with it). Exits non-zero if the round was not played, or not over Qt's
OpenSSL backend.

Why Wine 10 and why Qt's OpenSSL backend: Debian 12's Wine 8 has no
bcryptprimitives.dll, which `cryptography`'s compiled part links, so no certificate can
be made there (tonk-host.exe says so and exits). Wine 10 has it, but Qt's Schannel backend
cannot serve under it: Qt hands Schannel the certificate and key through
PFXImportCertStore(PKCS12_NO_PERSIST_KEY | PKCS12_ALWAYS_CNG_KSP), and Wine 10's import
gives no store for those flags (an RSA key) and no EC key at all ("key algorithm 4 not
supported"), so the host's socket would never answer a ClientHello. The Windows build
ships OpenSSL 3 (the Windows Python's DLLs, under the names Qt's OpenSSL backend looks
for), and Qt prefers that backend: this proves the installed program's host, its
certificate, its sockets and its ledger under Windows, and its TLS; not Schannel as a
server.
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
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from round_lines import ONE_ROUND, read_lines
from wine10 import PROGRAM_AT, chroot, entered, inside, windows_path

import build  # packaging/windows/build.py, beside this file

# Inside the root: the host's ledger and certificate.
WORK_AT = "/root/tonk-host-work"
INVITE = re.compile(r"^INVITE (tonk://\S+fp=([0-9a-f]{64})\S*)$")
BACKEND = re.compile(r"^listening on .* TLS by Qt's (\S+) backend$")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    program = Path(args[0]) if args else build.BUNDLE
    if not (program / "tonk-host.exe").is_file():
        build.fail(f"no tonk-host.exe in {program}: build it first (make windows)")
    work = inside(WORK_AT)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    with entered(program.resolve()):
        return play(work)


def play(work: Path) -> int:
    host = subprocess.Popen(
        chroot(
            "wine",
            windows_path(PROGRAM_AT) + "\\tonk-host.exe",
            "--listen",
            "127.0.0.1",
            "--ledger",
            windows_path(WORK_AT) + "\\ledger.sqlite3",
            *ONE_ROUND,
        ),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        errors="replace",
    )
    lines, said = read_lines(host)
    client = None
    try:
        invite, waited = None, 0
        while invite is None:
            try:
                invite = INVITE.match(lines.get(timeout=1))
            except queue.Empty:
                waited += 1
                if host.poll() is not None or waited >= 120:  # gone, or never listening
                    raise
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
    backend = next((m.group(1) for m in map(BACKEND.match, said) if m), None)
    balances = [event for event in events if event["event"] == "balances"]
    moves = sum(1 for event in events if event["event"] == "move")
    problems = []
    if backend is None:
        problems.append("tonk-host.exe did not listen")
    elif backend != "openssl":
        problems.append(f"tonk-host.exe's TLS is Qt's {backend} backend, not the OpenSSL one")
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
    print(
        f"host_round.py: tonk-host.exe under Wine 10 hosted a round on 127.0.0.1 and the"
        f" Linux program joined by the invite: TLS by Qt's {backend} backend, the"
        f" certificate made and kept by the frozen program and pinned by the invite;"
        f" {moves} moves from Linux, balances {balances[-1]['balances']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
