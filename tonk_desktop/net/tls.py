"""Qt's TLS for the table's lines: the host's server socket hands out
`QSslSocket`s that have not begun TLS yet (the host first looks at what the
other side sends, so that a program speaking the old, plain protocol is told
to update in words it can read), and the configurations both sides use.

The host presents its own self-signed certificate (`certificate.HostIdentity`);
the client trusts no authority and checks nothing but that certificate's
SHA-256 fingerprint against the one it was given (the invite, or the LAN
announcement). Every line is TLS 1.2 or later.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCryptographicHash, QObject
from PySide6.QtNetwork import (
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
    key = QSslKey(QByteArray(identity.key_pem), QSsl.KeyAlgorithm.Ec)
    if key.isNull():
        raise ValueError("the host's key cannot be read by Qt's TLS")
    config.setPrivateKey(key)
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


class TlsServer(QTcpServer):
    """A QTcpServer whose pending connections are `QSslSocket`s set up with the
    host's certificate and not yet encrypting: the host calls
    `startServerEncryption` once the first byte says the peer speaks TLS."""

    def __init__(self, identity: HostIdentity, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.identity = identity
        self._config = server_configuration(identity)

    def incomingConnection(self, handle: int) -> None:
        socket = QSslSocket(self)
        if not socket.setSocketDescriptor(handle):
            socket.deleteLater()
            return
        socket.setSslConfiguration(self._config)
        self.addPendingConnection(socket)
