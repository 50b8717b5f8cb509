"""The host's door: every socket it accepted, counted from the moment it is accepted (before the websocket
handshake), until it closes. Pure bookkeeping, no I/O: the host (:mod:`game.net.host`) asks it what to close.

A socket is *unseated* from its acceptance until its hello names a seat (the handshake and the hello must come
within :data:`HELLO_TIMEOUT_S` together). Strangers can hold unseated sockets only; so that holding them never
keeps a player out, a newcomer is always let in and, when that makes too many, the *oldest* unseated socket is
closed instead:

- at most :data:`PER_ADDRESS` unseated sockets per address (an IPv6 /64 counts as one address): beyond, the
  address's oldest is closed;
- at most :func:`unseated_cap` unseated sockets in all: beyond, the oldest of the address holding the most is
  closed, sparing the addresses a seat's player last played from (a rejoin's own slot).

A player's hello follows the handshake within milliseconds, so a stranger renewing idle connections only ever
closes their own (or older) ones; keeping a player out takes opening connections faster than that, from more
addresses than the player's. The sockets in all stay well below the process's file limit (:func:`socket_cap`).
"""

from __future__ import annotations

import ipaddress
from collections import Counter
from dataclasses import dataclass, field
from typing import (
    Any,  # Any: a socket of any kind (websockets, a wormhole link, a test's stand-in), only counted here
)

HELLO_TIMEOUT_S = 3.0
"""From a socket's acceptance to its hello (the websocket handshake included); then it is closed."""
PER_ADDRESS = 3
"""Unseated sockets one address may hold at once."""
MAX_UNSEATED = 12
"""Unseated sockets in all (fewer when the file limit is low)."""
MAX_SOCKETS = 64
"""Sockets in all, seated ones included (fewer when the file limit is low: a quarter of it)."""


def socket_cap() -> int:
    """The most sockets the host keeps open: :data:`MAX_SOCKETS`, or a quarter of the process's file limit when
    that is lower (256 files, macOS's default: 64 sockets; the rest is for saves, logs, fonts and the like)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit on sockets
        return MAX_SOCKETS
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY or soft <= 0:
        return MAX_SOCKETS
    return max(8, min(MAX_SOCKETS, soft // 4))


def address_key(peer: object) -> str:
    """The "address" a socket counts under: its IP, or its /64 for IPv6 (one machine may hold a whole /64)."""
    host = peer[0] if isinstance(peer, tuple) and peer else peer
    try:
        ip = ipaddress.ip_address(str(host).split("%")[0])
    except ValueError:
        return str(host)
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


@dataclass
class Entry:
    address: str
    at: float
    seated: bool = False


@dataclass
class Gate:
    """The open sockets (any hashable handle each) in the order they were accepted."""

    cap: int = field(default_factory=socket_cap)
    per_address: int = PER_ADDRESS
    max_unseated: int = MAX_UNSEATED
    entries: dict[Any, Entry] = field(default_factory=dict)
    kept: dict[int, str] = field(default_factory=dict)  # seat -> the address its player last played from
    peak: int = 0  # the most sockets at once
    admitted: int = 0  # sockets accepted in all

    def unseated_cap(self) -> int:
        seated = sum(1 for e in self.entries.values() if e.seated)
        return max(1, min(self.max_unseated, self.cap - seated))

    @property
    def unseated(self) -> int:
        return sum(1 for e in self.entries.values() if not e.seated)

    def admit(self, handle: Any, address: str, now: float) -> list[Any]:
        """Count a newly accepted socket; returns the sockets to close now (older unseated ones; the newcomer
        itself only when every other socket is seated and the cap is reached)."""
        self.entries[handle] = Entry(address, now)
        self.admitted += 1
        self.peak = max(self.peak, len(self.entries))
        out: list[Any] = []
        same = [h for h, e in self.entries.items() if not e.seated and e.address == address]
        while len(same) > self.per_address:
            out.append(same.pop(0))
            self._drop(out[-1])
        while self.unseated > self.unseated_cap() or len(self.entries) > self.cap:
            victim = self._victim(handle)
            if victim is None:
                victim = handle
            out.append(victim)
            self._drop(victim)
            if victim is handle:
                break
        return out

    def _victim(self, newcomer: Any) -> Any | None:
        """The unseated socket to close: not from an address a seat's player last played from if possible, then
        from the address holding the most unseated sockets, then the oldest."""
        candidates = [(h, e) for h, e in self.entries.items() if not e.seated and h is not newcomer]
        if not candidates:
            return None
        kept = set(self.kept.values())
        count = Counter(e.address for _, e in candidates)
        order = {h: i for i, h in enumerate(self.entries)}
        return min(candidates, key=lambda he: (he[1].address in kept, -count[he[1].address], order[he[0]]))[0]

    def _drop(self, handle: Any) -> None:
        self.entries.pop(handle, None)

    def seat(self, handle: Any, seat: int) -> None:
        """``handle``'s hello named ``seat``: it counts as seated, and its address is kept for the seat's rejoin."""
        entry = self.entries.get(handle)
        if entry is not None:
            entry.seated = True
            self.kept[seat] = entry.address

    def gone(self, handle: Any) -> None:
        self._drop(handle)

    def accepted_at(self, handle: Any) -> float | None:
        entry = self.entries.get(handle)
        return None if entry is None else entry.at

    def __len__(self) -> int:
        return len(self.entries)
