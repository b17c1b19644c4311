"""The table's lines are TLS with the host's certificate pinned: a table that
shows another certificate (a man in the middle, or a host with a new one) is
refused before the join code leaves this computer, with words that say what
happened; the bytes on the wire of a whole round hold no card, name or join
code in the clear; and a table plays over IPv6 (::1) as over IPv4."""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from netns_middle import pump
from pytestqt.qtbot import QtBot

from tonk_desktop.engine import HouseRules
from tonk_desktop.ledger import Ledger
from tonk_desktop.net.autoplay import AutoPlayer
from tonk_desktop.net.certificate import CERTIFICATE_FILE, KEY_FILE, HostIdentity
from tonk_desktop.net.client import TableClient
from tonk_desktop.net.connections import ANY
from tonk_desktop.net.host import TableHost
from tonk_desktop.net.invite import Invite, parse_invite
from tonk_desktop.net.table_config import SeatPlan, TableConfig
from tonk_desktop.net.tls import TlsUnavailable

CODE = "QZWXKV"


class Relay:
    """A loopback TCP relay to `port` that records every byte it carries, both
    ways (what anyone on the path between a guest and the host would see)."""

    def __init__(self, port: int, host: str = "127.0.0.1") -> None:
        self.target = (host, port)
        self.server = socket.create_server((host, 0), family=_family(host))
        self.server.settimeout(0.2)
        self.port = int(self.server.getsockname()[1])
        self.captured = bytearray()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._accept, daemon=True)]
        self._threads[0].start()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                guest, _ = self.server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            upstream = socket.create_connection(self.target, timeout=5)
            for source, sink in ((guest, upstream), (upstream, guest)):
                thread = threading.Thread(target=self._pump, args=(source, sink), daemon=True)
                self._threads.append(thread)
                thread.start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        pump(source, sink, self._stop, self._heard)

    def _heard(self, data: bytes) -> None:
        with self._lock:
            self.captured += data

    def close(self) -> None:
        self._stop.set()
        self.server.close()
        for thread in self._threads:
            thread.join(timeout=5)


def _family(host: str) -> socket.AddressFamily:
    return socket.AF_INET6 if ":" in host else socket.AF_INET


def _config() -> TableConfig:
    return TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.computer("easy", "Zsófi")),
        join_code=CODE,
        bot_pause=0,
        round_pause=60,
    )


def test_a_table_showing_another_certificate_is_refused_before_the_code_is_sent(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The invite names the real host's certificate; a man in the middle on the
    path (here a second host, with a certificate of its own, where the guest
    connects) is refused with the reason, and never hears the join code."""
    with (
        Ledger(tmp_path / "real.sqlite3") as real_ledger,
        Ledger(tmp_path / "impostor.sqlite3") as impostor_ledger,
    ):
        real = TableHost(_config(), real_ledger)
        impostor = TableHost(_config(), impostor_ledger)
        heard: list[str] = []
        impostor.log.connect(heard.append)
        real.listen("127.0.0.1", 0)
        impostor.listen("127.0.0.1", 0)
        assert real.fingerprint != impostor.fingerprint
        client = TableClient()
        with qtbot.waitSignal(client.disconnected, timeout=10_000) as gone:
            client.connect_to(
                "127.0.0.1", impostor.port, CODE, "Béla", "hu", fingerprint=real.fingerprint
            )
        code, detail = gone.args
        assert code == "certificate"
        assert "someone between you and the host, or the host made a new certificate" in detail
        assert impostor.fingerprint in detail and real.fingerprint in detail
        qtbot.wait(200)
        assert impostor.seats[0].status == "open"
        assert not any("Béla" in line or "joined" in line for line in heard)
        # The same guest, given the impostor's own fingerprint, would have joined:
        # the refusal was the pin's, not a broken line's.
        again = TableClient()
        with qtbot.waitSignal(again.joined, timeout=10_000):
            again.connect_to(
                "127.0.0.1", impostor.port, CODE, "Béla", "hu", fingerprint=impostor.fingerprint
            )
        again.leave()
        real.close()
        impostor.close()


def test_a_whole_round_on_the_wire_shows_no_card_name_or_code(qtbot: QtBot, tmp_path: Path) -> None:
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(_config(), ledger, seed=5)
        host.listen("127.0.0.1", 0)
        host.start()
        relay = Relay(host.port)
        plain = bytearray()
        client = TableClient()
        client.trace = plain.extend
        AutoPlayer(client, "easy", 2, rounds=1)
        try:
            client.connect_to(
                "127.0.0.1", relay.port, CODE, "Ödön Bartók", "hu", fingerprint=host.fingerprint
            )
            qtbot.waitUntil(
                lambda: client.balances is not None and client.balances.rounds == 1,
                timeout=30_000,
            )
            view = client.view
            assert view is not None and view.revealed_hands is not None
            client.leave()
        finally:
            host.close()
            relay.close()
    captured = bytes(relay.captured)
    cards = {card for hand in view.revealed_hands for card in hand}
    secrets = [
        CODE.encode(),
        "Ödön Bartók".encode(),
        "Zsófi".encode(),
        b'"type"',
        *(json.dumps(str(card)).encode() for card in cards),
    ]
    # What the client read (after TLS) holds every one of them: the scan looks
    # for what the round really said.
    for secret in secrets[1:]:
        assert secret in plain, secret
    assert len(captured) > len(plain) // 2
    assert [secret for secret in secrets if secret in captured] == []


def test_the_host_keeps_its_certificate_and_its_key_is_its_owners_alone(tmp_path: Path) -> None:
    first = HostIdentity.kept_in(tmp_path / "data")
    again = HostIdentity.kept_in(tmp_path / "data")
    assert first == again and len(first.fingerprint) == 64
    mode = (tmp_path / "data" / KEY_FILE).stat().st_mode
    assert stat.S_IMODE(mode) == 0o600
    assert (tmp_path / "data" / CERTIFICATE_FILE).read_bytes() == first.certificate_pem
    assert HostIdentity.kept_in(tmp_path / "elsewhere").fingerprint != first.fingerprint


def _play_one_round(qtbot: QtBot, host: TableHost, address: str, name: str) -> TableClient:
    """A client at `address` (by the invite's way of writing it) plays a round."""
    client = TableClient()
    AutoPlayer(client, "easy", 4, rounds=1)
    client.connect_to(address, host.port, CODE, name, "en", fingerprint=host.fingerprint)
    qtbot.waitUntil(
        lambda: client.balances is not None and client.balances.rounds >= 1, timeout=30_000
    )
    return client


def test_a_whole_round_over_ipv6_loopback_by_its_invite(qtbot: QtBot, tmp_path: Path) -> None:
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(_config(), ledger, seed=7)
        host.listen("::1", 0)
        host.start()
        invite = Invite((("::1", host.port),), host.join_code, host.fingerprint)
        assert invite.link().startswith(f"tonk://[::1]:{host.port}/")
        read = parse_invite(invite.link())
        client = _play_one_round(qtbot, host, f"[{read.address}]", "Vera")
        assert client.fingerprint == host.fingerprint
        client.leave()
        host.close()


def test_a_host_listening_on_any_answers_both_families(qtbot: QtBot, tmp_path: Path) -> None:
    config = TableConfig(
        rules=HouseRules(players=2),
        seats=(SeatPlan.person(), SeatPlan.person()),
        join_code=CODE,
        bot_pause=0,
        round_pause=60,
    )
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(config, ledger, seed=8)
        host.listen(ANY, 0)
        host.start()
        clients = []
        for address, name in (("127.0.0.1", "Ivo"), ("::1", "Sixtus")):
            client = TableClient()
            with qtbot.waitSignal(client.joined, timeout=10_000):
                client.connect_to(
                    address, host.port, CODE, name, "en", fingerprint=host.fingerprint
                )
            clients.append(client)
        assert [seat.name for seat in host.seats] == ["Ivo", "Sixtus"]
        for client in clients:
            client.leave()
        host.close()


def test_a_program_that_cannot_load_cryptography_still_joins_and_says_why_it_cannot_host(
    tmp_path: Path,
) -> None:
    """Where cryptography's compiled part does not load (Wine before 9), the
    window still starts and joins; hosting is refused in words."""
    script = f"""
import sys
sys.modules["cryptography"] = None  # an import of it fails, as where its DLL cannot load
import tonk_desktop.ui.features, tonk_desktop.net.client
from tonk_desktop.net.certificate import CertificateError, HostIdentity, clean_fingerprint
assert clean_fingerprint("AB" * 32) == "ab" * 32
try:
    HostIdentity.kept_in({str(tmp_path)!r})
except CertificateError as error:
    print("refused:", error)
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "refused: this computer cannot make or read the table's certificate" in done.stdout
    assert "joining tables still works" in done.stdout
    assert list(tmp_path.iterdir()) == []  # nothing half-made is kept


def _mismatched(folder: Path) -> None:
    """A kept certificate beside another key (one file restored from another
    computer's backup): both read, but TLS cannot serve with the pair."""
    mine, other = HostIdentity.make(), HostIdentity.make()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / CERTIFICATE_FILE).write_bytes(mine.certificate_pem)
    (folder / KEY_FILE).write_bytes(other.key_pem)


def test_a_host_whose_tls_cannot_serve_its_certificate_refuses_to_listen(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Listening with a certificate TLS cannot serve would hand out an invite
    whose every handshake fails: the host tries one with itself first."""
    _mismatched(tmp_path)
    identity = HostIdentity.kept_in(tmp_path)
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        host = TableHost(_config(), ledger, identity=identity)
        with pytest.raises(TlsUnavailable) as refused:
            host.listen("127.0.0.1")
        assert refused.value.code == "handshake"
        assert "cannot serve with the host's certificate" in str(refused.value)
        assert host.port == 0  # nothing listens
        host.close("host_quit")
        good = TableHost(_config(), ledger, identity=HostIdentity.make())
        good.listen("127.0.0.1")  # a pair TLS serves listens
        assert good.port != 0
        good.close("host_quit")


def test_tonk_host_says_its_tls_cannot_serve_and_exits_without_an_invite(tmp_path: Path) -> None:
    _mismatched(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "tonk_desktop.net.cli", "--listen", "127.0.0.1",
         "--ledger", str(tmp_path / "ledger.sqlite3"), "--seat", "person",
         "--seat", "computer:easy:Robo"],
        capture_output=True, text=True, timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert done.returncode == 2, done.stdout + done.stderr
    assert "INVITE" not in done.stdout and "PORT" not in done.stdout
    (said,) = done.stderr.splitlines()
    assert said.startswith("tonk-host: Qt's TLS (openssl backend) cannot serve with the host's")
    assert said.endswith("no guest could join")
