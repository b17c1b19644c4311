"""`JoinGuard`: wrong join codes, counted per address, slow down the next joins.

A fresh code is one of about a billion; the cost of a guess is what keeps it
safe. After `FREE_TRIES` wrong codes from one address, every further join from
it is answered only after a delay that doubles with each wrong code, up to
`MAX_WAIT`. The delay is before the code is judged, right or wrong: were only
wrong codes held back, a guesser would learn "wrong" from the missing welcome
and move on at once. With `MAX_UNJOINED_PER_ADDRESS` (4) joins waiting from one
address at most, one computer tries at most 4 codes every `MAX_WAIT` seconds.
Joins from other addresses are never delayed, nor a rejoin with a seat's token
(its holder sits at the table and knows the code).

An IPv6 address is counted by its /64 network (one computer may hold many of
its addresses); an address quiet for `FORGET_AFTER` seconds starts afresh.
Knows nothing of Qt: the host holds the join on a timer of its own.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

FREE_TRIES = 3
"""Wrong codes from one address answered at once (a person may mistype)."""

FIRST_WAIT = 0.25
"""Seconds the join after the free tries waits; each wrong code doubles it."""

MAX_WAIT = 8.0
"""The longest a join waits, in seconds."""

FORGET_AFTER = 600.0
"""Seconds after its last wrong code that an address starts afresh."""

MAX_ADDRESSES = 4096
"""Addresses remembered at most (the oldest are forgotten first)."""


@dataclass
class _Tries:
    wrong: int
    last: float


def address_key(address: str) -> str:
    """The address as it is counted: an IPv4 address (or one mapped into IPv6)
    itself, an IPv6 address by its /64."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class JoinGuard:
    """The wrong join codes of each address (see the module docstring)."""

    def __init__(self) -> None:
        self._tries: dict[str, _Tries] = {}

    def wait(self, address: str, now: float) -> float:
        """Seconds a join from `address` waits before it is judged (0: none)."""
        tries = self._current(address_key(address), now)
        return 0.0 if tries is None else _wait_after(tries.wrong)

    def wrong(self, address: str, now: float) -> float:
        """A wrong code from `address`: counted. Returns what the next join
        from it will wait, in seconds (0: none)."""
        if not address:
            return 0.0
        key = address_key(address)
        tries = self._current(key, now)
        if tries is None:
            tries = _Tries(0, now)
            if len(self._tries) >= MAX_ADDRESSES:
                del self._tries[min(self._tries, key=lambda k: self._tries[k].last)]
        tries.wrong += 1
        tries.last = now
        self._tries.pop(key, None)
        self._tries[key] = tries
        return _wait_after(tries.wrong)

    def _current(self, key: str, now: float) -> _Tries | None:
        tries = self._tries.get(key)
        if tries is not None and now - tries.last >= FORGET_AFTER:
            del self._tries[key]
            return None
        return tries


def _wait_after(wrong: int) -> float:
    if wrong < FREE_TRIES:
        return 0.0
    return min(MAX_WAIT, FIRST_WAIT * 2.0 ** (wrong - FREE_TRIES))
