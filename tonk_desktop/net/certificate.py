"""The host's TLS identity: a self-signed certificate and its key, made the
first time a computer hosts and kept (the key readable by its owner alone)
beside the program's other files, so the fingerprint a friend pinned from an
invite stays true from one table to the next.

Nothing here touches a socket: `HostIdentity` holds the PEM text and the
certificate's SHA-256 fingerprint (what the invite and the LAN announcement
carry, and what the client compares); `tls.py` turns it into Qt's TLS objects.
"""

from __future__ import annotations

import base64
import binascii
import datetime
import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

# `cryptography` is imported only where a certificate is made or a kept one
# checked, never with this module: a program that only joins tables (or lists
# them) needs none of it, and starts where its compiled part cannot load (Wine
# before 9 has no bcryptprimitives.dll, which that part links).

CERTIFICATE_FILE = "host-certificate.pem"
KEY_FILE = "host-key.pem"
VALID_DAYS = 20 * 365
"""The certificate is pinned, not checked against a calendar or an authority:
it lasts as long as a person keeps hosting from this computer."""

_HEX = re.compile(r"[0-9a-f]{64}")


class CertificateError(OSError):
    """The kept certificate or key cannot be read, or written."""


@dataclass(frozen=True)
class HostIdentity:
    """A certificate (PEM) and its private key (PEM), and the certificate's
    SHA-256 fingerprint as 64 lower-case hex digits."""

    certificate_pem: bytes
    key_pem: bytes

    @property
    def fingerprint(self) -> str:
        return hashlib.sha256(_der(self.certificate_pem)).hexdigest()

    @classmethod
    def make(cls, common_name: str = "Tonk Desktop table") -> HostIdentity:
        """A new key (ECDSA P-256) and a self-signed certificate for it;
        CertificateError where `cryptography` cannot be loaded."""
        try:
            from cryptography import x509
            from cryptography.hazmat.primitives import hashes, serialization
            from cryptography.hazmat.primitives.asymmetric import ec
            from cryptography.x509.oid import NameOID
        except ImportError as error:
            raise CertificateError(_NO_CRYPTOGRAPHY.format(error=error)) from error
        key = ec.generate_private_key(ec.SECP256R1())
        name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])
        now = datetime.datetime.now(datetime.UTC)
        certificate = (
            x509.CertificateBuilder()
            .subject_name(name)
            .issuer_name(name)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
            .sign(key, hashes.SHA256())
        )
        return cls(
            certificate.public_bytes(serialization.Encoding.PEM),
            key.private_bytes(
                serialization.Encoding.PEM,
                serialization.PrivateFormat.PKCS8,
                serialization.NoEncryption(),
            ),
        )

    @classmethod
    def kept_in(cls, folder: str | Path) -> HostIdentity:
        """The identity kept in `folder`, made (and kept) if there is none yet.
        CertificateError if what is kept cannot be read or a new one written."""
        folder = Path(folder)
        certificate, key = folder / CERTIFICATE_FILE, folder / KEY_FILE
        if certificate.exists() and key.exists():
            try:
                from cryptography import x509
                from cryptography.hazmat.primitives import serialization
            except ImportError as error:
                raise CertificateError(_NO_CRYPTOGRAPHY.format(error=error)) from error
            try:
                identity = cls(certificate.read_bytes(), key.read_bytes())
                x509.load_pem_x509_certificate(identity.certificate_pem)
                serialization.load_pem_private_key(identity.key_pem, None)
            except (OSError, ValueError) as error:
                raise CertificateError(
                    f"the host's certificate in {folder} cannot be read ({error}): move"
                    f" {CERTIFICATE_FILE} and {KEY_FILE} away to make a new one (friends"
                    " then need a new invite)"
                ) from error
            return identity
        identity = cls.make()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(key, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(descriptor, "wb") as out:
                out.write(identity.key_pem)
            os.chmod(key, 0o600)  # a key file that was there already keeps no wider mode
            certificate.write_bytes(identity.certificate_pem)
        except OSError as error:
            raise CertificateError(
                f"cannot keep the host's certificate in {folder}: {error}"
            ) from error
        return identity


_NO_CRYPTOGRAPHY = (
    "this computer cannot make or read the table's certificate: the cryptography"
    " library does not load here ({error}); joining tables still works"
)


def _der(pem: bytes) -> bytes:
    """The DER bytes of the first certificate in `pem` (ValueError if none)."""
    text = pem.decode("ascii", "replace")
    begin, end = "-----BEGIN CERTIFICATE-----", "-----END CERTIFICATE-----"
    start = text.find(begin)
    stop = text.find(end, start + len(begin))
    if start < 0 or stop < 0:
        raise ValueError("no certificate in the PEM text")
    try:
        return base64.b64decode("".join(text[start + len(begin) : stop].split()), validate=True)
    except binascii.Error as error:
        raise ValueError(f"the certificate's PEM text is damaged ({error})") from None


def clean_fingerprint(text: str) -> str | None:
    """A fingerprint as written by a person or another program (hex, upper or
    lower case, with or without colons), as 64 lower-case hex digits; None if
    it is not one."""
    digits = text.strip().lower().replace(":", "").replace(" ", "")
    return digits if _HEX.fullmatch(digits) else None
