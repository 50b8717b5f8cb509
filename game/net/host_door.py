"""The host's door at the socket level: every socket is counted by the host's gate (:mod:`game.net.gate`) from
its acceptance, before the websocket handshake, to its close; a socket that makes too many closes others (a
stranger's idle ones, never a seated player's): a websocket waiting for its hello is told why (``full``), any
other is cut."""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import TYPE_CHECKING, Any  # Any: a socket the gate hands back (game.net.gate counts any handle)

from game.net import wire
from game.net.gate import address_key

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from game.net.host import NetHost

BACKLOG = 1024
"""Connections the system keeps waiting for the host to accept them (asyncio's default: 100). A burst of
connections faster than the host's loop accepts them filled the short queue; the system then dropped newcomers
unanswered, a player's too, whose connection was tried again only a second or more later. (The gate closes what
is too many once accepted; the system caps this at its own limit, e.g. Linux's somaxconn.)"""


def counted(host: NetHost) -> type[ServerConnection]:
    """websockets' server connection, counted by ``host``'s gate from its acceptance to its end."""
    from websockets.asyncio.server import ServerConnection

    class Counted(ServerConnection):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            admitted(host, self, transport.get_extra_info("peername"))

        def connection_lost(self, exc: Exception | None) -> None:
            host.gate.gone(self)
            super().connection_lost(exc)

    return Counted


def admitted(host: NetHost, conn: ServerConnection, peer: object) -> None:
    """A socket was accepted (before its handshake): count it, and close what that makes too many."""
    for victim in host.gate.admit(conn, address_key(peer), time.monotonic()):
        host.refused += 1
        if victim is not conn and _opened(victim):  # a websocket waiting for its hello is told why
            asyncio.ensure_future(_evict(victim))
        else:
            victim.transport.abort()


async def _evict(conn: ServerConnection) -> None:
    """Close a websocket that waits for its hello, saying why (``full``), without waiting for its answer to the
    close for long: its file is free within a second, however many come."""
    text = wire.encode(wire.error("full", "the table has too many connections at once: try again in a moment"))
    with contextlib.suppress(Exception):
        await asyncio.wait_for(conn.send(text), 0.5)
    with contextlib.suppress(Exception):  # an app answers a close at once; a stranger's silence costs 0.5 s
        await asyncio.wait_for(conn.close(1008, "full"), 0.5)
    conn.transport.abort()


def _opened(conn: Any) -> bool:
    """Whether a websocket's opening handshake is done (it can be told why it is closed)."""
    from websockets.protocol import State

    return bool(conn.protocol.state is State.OPEN)
