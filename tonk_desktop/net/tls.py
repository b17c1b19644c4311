"""Qt's TLS for the table's lines: the host's server socket hands out
`QSslSocket`s that have not begun TLS yet (the host first looks at what the
other side sends, so that a program speaking the old, plain protocol is told
to update in words it can read), and the configurations both sides use.

The host presents its own self-signed certificate (`certificate.HostIdentity`);
the client trusts no authority and checks nothing but that certificate's
SHA-256 fingerprint against the one it was given (the invite, or the LAN
announcement). Every line is TLS 1.2 or later.

Before a table listens, the host proves that Qt's TLS can serve with its
certificate (`TlsServer.check_serving`): a backend that cannot load the key
(Schannel under Wine cannot import it) would otherwise listen, hand out the
invite and never answer a guest's handshake, saying nothing.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QCryptographicHash,
    QEventLoop,
    QObject,
    QTimer,
)
from PySide6.QtNetwork import (
    QHostAddress,
    QSsl,
    QSslCertificate,
    QSslConfiguration,
    QSslKey,
    QSslSocket,
    QTcpServer,
)

from .certificate import HostIdentity

TLS_RECORD_HANDSHAKE = 0x16
"""The first byte a TLS client sends (a handshake record). A frame of the plain
protocol begins with its length's high byte, 0 for every frame it allows."""


def fingerprint_of(certificate: QSslCertificate) -> str:
    """The SHA-256 of the certificate's DER bytes, as 64 lower-case hex digits
    (what `HostIdentity.fingerprint` gives for the same certificate)."""
    digest = certificate.digest(QCryptographicHash.Algorithm.Sha256)
    return bytes(digest.toHex().data()).decode("ascii")


def server_configuration(identity: HostIdentity) -> QSslConfiguration:
    config = QSslConfiguration.defaultConfiguration()
    config.setLocalCertificate(QSslCertificate(QByteArray(identity.certificate_pem)))
    # A key Qt cannot read stays null here: `TlsServer.check_serving` says so.
    config.setPrivateKey(QSslKey(QByteArray(identity.key_pem), QSsl.KeyAlgorithm.Ec))
    config.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)  # guests have no certificate
    config.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
    return config


def client_configuration() -> QSslConfiguration:
    """No authority is asked: the fingerprint is checked once encrypted, before
    a word is sent (`TableClient`)."""
    config = QSslConfiguration.defaultConfiguration()
    config.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
    config.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
    return config


PROBE_SECONDS = 2.0
"""How long the host waits for a handshake with itself over loopback (a few
milliseconds where the backend serves; a backend that cannot never answers)."""

TLS_FAILURES = ("no_tls", "key", "handshake")


class TlsUnavailable(OSError):
    """Qt's TLS here cannot serve a table with the host's certificate, so no
    guest could join it. `code` (one of TLS_FAILURES) says why, for a window to
    word: "no_tls" (no TLS backend loads), "key" (the backend cannot read the
    host's key) or "handshake" (a handshake with the certificate over loopback
    failed or was never answered); the message is English (for tonk-host)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


# The certificates proved to serve, by backend: one handshake per process, not
# one per table.
_proved: set[tuple[str, bytes, bytes]] = set()


def _handshake_problem(config: QSslConfiguration, seconds: float) -> str | None:
    """Why a TLS handshake between a server socket set up with `config` and a
    client of this process, over loopback, did not complete within `seconds`
    (None if it did, or if no loopback address can be listened on to try)."""
    outcome: list[str] = []
    loop = QEventLoop()

    def finish(problem: str) -> None:
        if not outcome:
            outcome.append(problem)
            loop.quit()

    class Probe(QTcpServer):
        def incomingConnection(self, handle: int) -> None:
            served = QSslSocket(self)
            served.setSslConfiguration(config)
            served.encrypted.connect(lambda: finish(""))
            served.errorOccurred.connect(lambda _error: finish(served.errorString()))
            if served.setSocketDescriptor(handle):
                served.startServerEncryption()

    probe = Probe()
    where = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    if not probe.listen(where, 0):
        where = QHostAddress(QHostAddress.SpecialAddress.LocalHostIPv6)
        if not probe.listen(where, 0):
            return None
    client = QSslSocket()
    client.setSslConfiguration(client_configuration())
    client.errorOccurred.connect(lambda _error: finish(client.errorString()))
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: finish(f"no handshake within {seconds:g} s"))
    timer.start(round(seconds * 1000))
    client.connectToHostEncrypted(where.toString(), probe.serverPort())
    # No input meanwhile: a click in the window would otherwise be handled
    # inside the click that opened the table.
    loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
    timer.stop()
    client.abort()
    probe.close()
    return outcome[0] or None


class TlsServer(QTcpServer):
    """A QTcpServer whose pending connections are `QSslSocket`s set up with the
    host's certificate and not yet encrypting: the host calls
    `startServerEncryption` once the first byte says the peer speaks TLS."""

    def __init__(self, identity: HostIdentity, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.identity = identity
        self._config = server_configuration(identity)

    def check_serving(self, seconds: float = PROBE_SECONDS) -> None:
        """TlsUnavailable unless Qt's TLS can serve with the host's certificate:
        a backend loads, it reads the key, and a handshake with this process
        over loopback completes within `seconds`."""
        if not QSslSocket.supportsSsl():
            raise TlsUnavailable(
                "no_tls", "this computer's Qt has no TLS library to encrypt the table with"
            )
        backend = QSslSocket.activeBackend()
        if self._config.privateKey().isNull():
            raise TlsUnavailable("key", f"Qt's TLS ({backend} backend) cannot read the host's key")
        proof = (backend, self.identity.certificate_pem, self.identity.key_pem)
        if proof in _proved or QCoreApplication.instance() is None:
            return
        problem = _handshake_problem(self._config, seconds)
        if problem is not None:
            raise TlsUnavailable(
                "handshake",
                f"Qt's TLS ({backend} backend) cannot serve with the host's certificate"
                f" ({problem}): no guest could join",
            )
        _proved.add(proof)

    def incomingConnection(self, handle: int) -> None:
        socket = QSslSocket(self)
        if not socket.setSocketDescriptor(handle):
            socket.deleteLater()
            return
        socket.setSslConfiguration(self._config)
        self.addPendingConnection(socket)
