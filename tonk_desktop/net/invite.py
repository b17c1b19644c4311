"""The invite: one line a host pastes into a chat, holding everything a
friend's Join dialog needs, e.g.

    tonk://203.0.113.7:47000/?code=K7QX3M&fp=3f9c...e1&alt=[2001:db8::7]:47000

the table's address and port (an IPv6 address in brackets), the join code, the
SHA-256 fingerprint of the host's certificate (pinned by the client), and any
other addresses the same table listens on (`alt`, repeated; the first that
answers is the one used). The program registers the `tonk:` scheme, so a
click on the link opens the Join dialog filled in.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlsplit

from .certificate import clean_fingerprint
from .protocol import CODE_LIMIT

SCHEME = "tonk"
_CODE = re.compile(f"[A-Za-z0-9]{{1,{CODE_LIMIT}}}")
_HOST_NAME = re.compile(r"[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?")


class InviteError(ValueError):
    """Not an invite: `code` names what is wrong ("scheme", "address", "port",
    "code", "fingerprint"), the text says it in English."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Invite:
    """Where the table is (first address first), its join code and fingerprint."""

    addresses: tuple[tuple[str, int], ...]
    code: str
    fingerprint: str

    @property
    def address(self) -> str:
        return self.addresses[0][0]

    @property
    def port(self) -> int:
        return self.addresses[0][1]

    def link(self) -> str:
        """The one line to paste (`parse_invite(invite.link()) == invite`)."""
        first, *others = (_host_port(address, port) for address, port in self.addresses)
        query = f"code={quote(self.code)}&fp={self.fingerprint}"
        query += "".join(f"&alt={other}" for other in others)
        return f"{SCHEME}://{first}/?{query}"


def _host_port(address: str, port: int) -> str:
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def _address(text: str) -> str:
    """An address or host name from an invite, checked (IPv6 without brackets)."""
    bare = text[1:-1] if text.startswith("[") and text.endswith("]") else text
    try:
        return str(ipaddress.ip_address(bare))
    except ValueError:
        pass
    if bare is text and _HOST_NAME.fullmatch(text) and not text.replace(".", "").isdigit():
        return text.lower()
    raise InviteError("address", f"{text[:80]!r} is not an address")


def invite_address(text: str) -> str:
    """An address or host name to write into an invite, checked: an IPv4 or
    IPv6 address (brackets or none) or a host name; InviteError if it is none."""
    bare = text.strip()
    if ":" in bare and not bare.startswith("["):
        bare = f"[{bare}]"
    return _address(bare)


def _split(text: str) -> tuple[str, int]:
    """'host:port' or '[v6]:port' as (address, port)."""
    host, colon, port = text.rpartition(":")
    if not colon or not host:
        raise InviteError("port", f"no port after the address in {text[:80]!r}")
    if ":" in host and not host.startswith("["):
        raise InviteError("address", f"an IPv6 address goes in brackets: {text[:80]!r}")
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise InviteError("port", f"{port[:20]!r} is not a port (1 to 65535)")
    return _address(host), int(port)


def parse_invite(text: str) -> Invite:
    """The invite in `text` (spaces around it, and the chat's angle brackets,
    are ignored); InviteError saying what is wrong if it is not one."""
    line = text.strip().strip("<>").strip()
    if not line.lower().startswith(f"{SCHEME}://"):
        raise InviteError("scheme", f"an invite begins with {SCHEME}://")
    try:
        parts = urlsplit(line)
    except ValueError as error:  # a bracket left open
        raise InviteError("address", f"the address cannot be read ({error})") from None
    query = parse_qs(parts.query, keep_blank_values=True)
    addresses = [_split(parts.netloc), *(_split(alt) for alt in query.get("alt", []))]
    codes = query.get("code", [])
    if len(codes) != 1 or not _CODE.fullmatch(codes[0]):
        raise InviteError("code", "the invite has no join code (code=, letters and digits)")
    fingerprints = query.get("fp", [])
    fingerprint = clean_fingerprint(fingerprints[0]) if len(fingerprints) == 1 else None
    if fingerprint is None:
        raise InviteError(
            "fingerprint", "the invite has no certificate fingerprint (fp=, 64 hex digits)"
        )
    unique = tuple(dict.fromkeys(addresses))
    return Invite(unique, codes[0].upper(), fingerprint)
