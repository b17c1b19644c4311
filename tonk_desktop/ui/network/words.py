"""What the network's codes mean, in the person's language: why a join was
refused, why a connection ended, why the host closed the table, what the
router said when asked to open the table's port. The host and
the client say these as codes (with an English detail for logs); the window
words them here."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication

from tonk_desktop.net.certificate import CertificateError
from tonk_desktop.net.port_mapping import Mapped, Outcome
from tonk_desktop.net.tls import TlsUnavailable

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("NetworkWords", text)


def join_refused_text(code: str, detail: str = "", wait: float | None = None) -> str:
    """Why the host did not seat us (`wait`: the seconds the host holds the
    next join from this computer, with `slow_down`)."""
    words = {
        "join_code": lambda: _tr(
            "The join code is wrong. Ask the host for the code their table shows."
        ),
        "version": lambda: _tr(
            "The table runs another version of Tonk, which plays by a different protocol. "
            "Both computers need the same version."
        ),
        "table_full": lambda: _tr("Every seat for a person at this table is taken."),
        "bad_token": lambda: _tr(
            "The table does not know the seat this computer kept (another session, or "
            "the seat was given up). Join with the code instead."
        ),
        "name": lambda: _tr("The table refused the name: choose another (at most 40 letters)."),
        "name_taken": lambda: _tr("Someone at this table already has that name: choose another."),
        "slow_down": lambda: _tr(
            "The join code is wrong, and so were several before it from this computer: "
            "the table now answers each try from here only after a wait, next {seconds} s. "
            "Ask the host for the code their table shows."
        ).replace("{seconds}", f"{wait or 1:g}"),
        "busy": lambda: _tr(
            "Too many connections are waiting to join this table. Try again in a moment."
        ),
    }
    word = words.get(code)
    if word is not None:
        return word()
    return _tr("The table refused to seat you ({detail}).").format(detail=detail or code)


def disconnect_text(code: str, detail: str = "") -> str:
    """Why the connection to a table ended, or never began."""
    words = {
        "timeout": lambda: _tr("The table stopped answering (no word from it for too long)."),
        "host_gone": lambda: _tr("The connection to the table was lost."),
        "host_quit": lambda: _tr("The host closed the table."),
        "version": lambda: join_refused_text("version"),
        "bad_message": lambda: _tr("The table sent something this program cannot read."),
        "idle_timeout": lambda: _tr(
            "The table heard nothing from this computer for too long and let the line go."
        ),
        "replaced": lambda: _tr("Your seat was taken up again from another connection."),
        "certificate": lambda: _tr(
            "Not joined: the table did not show the certificate its invite names. Someone "
            "may be between you and the host, or the host made a new certificate. Nothing "
            "was sent to it. Ask the host for a new invite, and compare its fingerprint "
            "with the one in the host's dialog."
        ),
    }
    word = words.get(code)
    if word is not None:
        return word()
    return _tr("The connection to the table ended ({detail}).").format(detail=detail or code)


def invite_error_text(code: str) -> str:
    """Why a pasted line is not an invite (`net.invite.InviteError.code`)."""
    words = {
        "scheme": lambda: _tr("That is not an invite: an invite begins with tonk://"),
        "address": lambda: _tr(
            "The invite's address cannot be read: ask the host to copy it again."
        ),
        "port": lambda: _tr(
            "The invite's port is missing or wrong: ask the host to copy it again."
        ),
        "code": lambda: _tr("The invite has no join code: ask the host to copy it again."),
    }
    word = words.get(code)
    if word is not None:
        return word()
    return _tr("The invite has no certificate fingerprint: ask the host to copy it again.")


def host_quit_text(reason: str) -> str:
    """The host closed the table: what happens now."""
    return _tr(
        "The host closed the table. The finished rounds are in the host's ledger; "
        "when the host opens the session again, Game ▸ Rejoin a table… takes your seat back."
    )


def discovery_failed_text(code: str, detail: str = "") -> str:
    """Why the Join dialog cannot look for tables on the chosen network (a
    DiscoveryFailed's code); the system's own words appear only where the
    cause is none of the usual ones."""
    words = {
        "no_address": lambda: _tr(
            "Cannot look for tables on this network: this computer no longer has that "
            "address (its network is down or changed). Choose another one above, or type "
            "the table's address and port."
        ),
        "no_route": lambda: _tr(
            "Cannot look for tables on this network: it does not carry the announcements "
            "tables make (multicast). Type the table's address and port."
        ),
        "network_down": lambda: _tr(
            "Cannot look for tables on this network: it is down. Connect it, or type the "
            "table's address and port."
        ),
        "not_allowed": lambda: _tr(
            "Cannot look for tables on this network: the system or a firewall does not "
            "allow it. Type the table's address and port."
        ),
        "port_taken": lambda: _tr(
            "Cannot look for tables on this network: another program holds the port the "
            "announcements use (5353) and does not share it. Type the table's address "
            "and port."
        ),
        "no_ipv6": lambda: _tr(
            "Cannot look for tables on this network: IPv6 is turned off on this computer. "
            "Choose an IPv4 address above, or type the table's address and port."
        ),
        "not_an_address": lambda: _tr(
            "Cannot look for tables there: it is not an address of this computer. Choose one above."
        ),
    }
    word = words.get(code)
    if word is not None:
        return word()
    return _tr(
        "Cannot look for tables on this network (the system says: {detail}). Type the "
        "table's address and port."
    ).replace("{detail}", detail or code)


METHOD_NAMES = {"upnp": "UPnP", "pcp": "PCP", "natpmp": "NAT-PMP"}


def mapping_text(outcome: Outcome | None, address: str, port: int, *, lapsed: bool = False) -> str:
    """The router's answer to "open the table's port" (`net.port_mapping`), for
    the Host dialog: where friends join from outside, or why they cannot yet and
    what to do. None: the router is still being asked. `address` and `port`:
    where the table listens on this computer. `lapsed`: the router refused, or
    did not answer, the mapping's last renewal."""
    if outcome is None:
        return _tr("Asking your router to open port {port} to the internet…").replace(
            "{port}", str(port)
        )
    if isinstance(outcome, Mapped) and lapsed:
        return (
            _tr(
                "Your router did not renew the opening at {address} ({method}): friends on"
                " other networks may not reach the table now. This computer keeps asking; friends"
                " on this network can still join."
            )
            .replace("{address}", invite_address_port(outcome.public_address, outcome.public_port))
            .replace("{method}", METHOD_NAMES.get(outcome.method, outcome.method))
        )
    if isinstance(outcome, Mapped):
        return (
            _tr("Mapped: friends join at {address} ({method}).")
            .replace("{address}", invite_address_port(outcome.public_address, outcome.public_port))
            .replace("{method}", METHOD_NAMES.get(outcome.method, outcome.method))
        )
    facts = outcome.facts
    why = {
        "no_router": lambda: _tr(
            "Your router did not answer (it may not offer UPnP, PCP or NAT-PMP, or has"
            " them turned off)."
        ),
        "refused": lambda: (
            _tr("Your router refused to open port {port} ({detail}).")
            .replace("{port}", str(port))
            .replace("{detail}", facts.get(facts.get("method", ""), "") or outcome.code)
        ),
        "double_nat": lambda: _tr(
            "Your router is itself behind another router (its address, {address}, is a"
            " private one), so what it opens does not reach the internet."
        ).replace("{address}", facts.get("public_address", "")),
        "unavailable": lambda: _tr(
            "This computer cannot ask the router: it has no UPnP client, and no router"
            " address is known for PCP or NAT-PMP."
        ),
    }.get(outcome.code, lambda: outcome.code)()
    return (
        why
        + " "
        + _tr(
            "Friends on other networks cannot join yet: forward TCP port {port} to"
            " {address} by hand in your router's settings and give them the router's"
            " public address, or host the table with tonk-host on a server (see the"
            " server guide, docs/server.md). Friends on this network can join now."
        )
        .replace("{port}", str(port))
        .replace("{address}", address)
    )


def invite_address_port(address: str, port: int) -> str:
    """`address:port`, an IPv6 address in brackets."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def announce_failed_text(code: str, detail: str = "") -> str:
    """Why the Host dialog could not announce the table on its address (a
    DiscoveryFailed's code, as `discovery_failed_text` words it for the Join
    dialog); the system's own words appear only where the cause is none of
    the usual ones. Friends can still join: the sentence says how."""
    words = {
        "no_address": lambda: _tr(
            "Could not announce the table: this computer no longer has the address it "
            "listens at (its network is down or changed). Friends join by the invite."
        ),
        "no_route": lambda: _tr(
            "Could not announce the table: its network does not carry the announcements "
            "tables make (multicast). Friends join by the invite."
        ),
        "network_down": lambda: _tr(
            "Could not announce the table: its network is down. When it is connected "
            "again, friends join by the invite."
        ),
        "not_allowed": lambda: _tr(
            "Could not announce the table: the system or a firewall does not allow it. "
            "Friends join by the invite."
        ),
        "port_taken": lambda: _tr(
            "Could not announce the table: another program holds the port the "
            "announcements use (5353) and does not share it. Friends join by the invite."
        ),
        "no_ipv6": lambda: _tr(
            "Could not announce the table: IPv6 is turned off on this computer. Friends "
            "join by the invite, or host at an IPv4 address."
        ),
        "not_an_address": lambda: _tr(
            "Could not announce the table: the address it listens at is not one of this "
            "computer's. Friends join by the invite."
        ),
    }
    word = words.get(code)
    if word is not None:
        return word()
    return _tr(
        "Could not announce the table (the system says: {detail}). Friends join by the invite."
    ).replace("{detail}", detail or code)


def cannot_host_text(error: OSError) -> str | None:
    """Why this computer cannot host any table, whatever its address or port:
    its TLS cannot serve with the table's certificate (`TlsUnavailable`), or the
    certificate cannot be made or read (`CertificateError`, its English detail
    quoted). None for any other error (a listening problem)."""
    if isinstance(error, TlsUnavailable):
        log.warning("%s", error)  # the TLS library's own words, for a report
        why = {
            "no_tls": lambda: _tr("this computer has no TLS library to encrypt it with"),
            "key": lambda: _tr("this computer's TLS library cannot read the table's key"),
        }.get(error.code, lambda: _tr("this computer's TLS library cannot serve with it"))()
        return _tr(
            "This computer cannot host a table: its connections would be encrypted with "
            "the table's certificate, and {why}. No one could join. Joining other tables "
            "still works."
        ).replace("{why}", why)
    if isinstance(error, CertificateError):
        return _tr(
            "This computer cannot host a table: the table's certificate cannot be made or "
            "read ({why}). Joining other tables still works."
        ).replace("{why}", str(error))
    return None
