"""The computer in the middle of the namespace tests (tests/net/test_netns_paths.py),
run in the middle namespace (`ip netns exec NS python netns_middle.py ...`), where
a redirect rule sends it the guest's connections to the host:

    relay PORT HOST HOST_PORT SECONDS   pass every byte through, both ways
    mitm  PORT HOST HOST_PORT SECONDS   a man in the middle: end the guest's
                                        TLS with a certificate of its own (made
                                        now) and open TLS of its own to the
                                        host, reading what passes between them

It listens on PORT, says "listening", and stops when its stdin ends or after
SECONDS, then prints one JSON line: the connections it took, and (mitm) every
byte the guest sent it after the handshake and how each handshake ended.
"""

from __future__ import annotations

import base64
import contextlib
import json
import socket
import ssl
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

from tonk_desktop.net.certificate import HostIdentity


def pump(
    source: socket.socket,
    sink: socket.socket,
    stop: threading.Event,
    heard: Callable[[bytes], None] | None = None,
) -> None:
    """Relay what `source` sends to `sink` until either end closes or `stop` is
    set (each bytes read given to `heard` first), then shut both down."""
    source.settimeout(0.2)
    while not stop.is_set():
        try:
            data = source.recv(65536)
        except TimeoutError:
            continue
        except OSError:  # ssl.SSLError among them
            data = b""
        if not data:
            break
        if heard is not None:
            heard(data)
        try:
            sink.sendall(data)
        except OSError:
            break
    for end in (source, sink):
        with contextlib.suppress(OSError):
            end.shutdown(socket.SHUT_RDWR)


class Middle:
    def __init__(self, mode: str, port: int, host: str, host_port: int) -> None:
        self.mode = mode
        self.target = (host, host_port)
        self.server = socket.create_server(("0.0.0.0", port))
        self.server.settimeout(0.2)
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.connections = 0
        self.from_guest = bytearray()
        self.handshakes: list[str] = []
        self.threads: list[threading.Thread] = []
        self.context: ssl.SSLContext | None = None
        if mode == "mitm":
            folder = Path(tempfile.mkdtemp(prefix="tonk-mitm-"))
            identity = HostIdentity.kept_in(folder)  # another certificate than the host's
            (folder / "cert.pem").write_bytes(identity.certificate_pem)
            (folder / "key.pem").write_bytes(identity.key_pem)
            self.context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            self.context.load_cert_chain(folder / "cert.pem", folder / "key.pem")

    def serve(self) -> None:
        while not self.stop.is_set():
            try:
                guest, _ = self.server.accept()
            except TimeoutError:
                continue
            with self.lock:
                self.connections += 1
            self._start(self._connection, guest)

    def _start(self, target: object, *args: object) -> None:
        thread = threading.Thread(target=target, args=args, daemon=True)  # type: ignore[arg-type]
        self.threads.append(thread)
        thread.start()

    def _connection(self, guest: socket.socket) -> None:
        guest.settimeout(10)
        if self.context is not None:
            try:
                guest = self.context.wrap_socket(guest, server_side=True)
            except (ssl.SSLError, OSError) as error:
                with self.lock:
                    self.handshakes.append(f"refused by the guest: {error}")
                guest.close()
                return
            with self.lock:
                self.handshakes.append("accepted by the guest")
        upstream: socket.socket = socket.create_connection(self.target, timeout=10)
        if self.context is not None:
            client = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
            client.check_hostname = False
            client.verify_mode = ssl.CERT_NONE
            upstream = client.wrap_socket(upstream)
        self._start(self._pump, guest, upstream, True)
        self._start(self._pump, upstream, guest, False)

    def _pump(self, source: socket.socket, sink: socket.socket, from_guest: bool) -> None:
        pump(source, sink, self.stop, self._heard if from_guest else None)

    def _heard(self, data: bytes) -> None:
        with self.lock:
            self.from_guest += data

    def report(self) -> str:
        with self.lock:
            return json.dumps(
                {
                    "connections": self.connections,
                    "handshakes": self.handshakes,
                    "from_guest": base64.b64encode(bytes(self.from_guest)).decode(),
                }
            )


def main(argv: list[str]) -> None:
    mode, port, host, host_port, seconds = argv
    if mode not in ("relay", "mitm"):
        raise SystemExit(f"unknown mode {mode!r}")
    middle = Middle(mode, int(port), host, int(host_port))
    threading.Thread(target=middle.serve, daemon=True).start()
    print("listening", flush=True)
    ended = threading.Event()

    def read() -> None:
        sys.stdin.read()
        ended.set()

    threading.Thread(target=read, daemon=True).start()
    ended.wait(float(seconds))
    middle.stop.set()
    middle.server.close()
    for thread in middle.threads:
        thread.join(timeout=2)
    print(middle.report(), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
