"""A seated app at the host, from its welcome to its end: each message checked (its schema, the rate, and for an
action the move, the turn and the legal actions: :meth:`game.net.host_moves.MoveDesk.accept`); a bad one gets an
``error`` and a strike, too many close the connection (the seat's count outlives it, :class:`game.net.host.
RemoteSeat`); a good move forgives them. When the connection ends the seat waits for its player."""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import TYPE_CHECKING

from game.net import wire
from game.net.rate import MAX_STRIKES, Bucket

if TYPE_CHECKING:
    from game.net.host import Link, NetHost, RemoteSeat


class Seated:
    """The seated apps of ``host``'s table, served on its loop."""

    def __init__(self, host: NetHost) -> None:
        self.host = host

    async def serve(self, remote: RemoteSeat, link: Link) -> None:
        """``link`` holds ``remote``'s seat: its messages until it closes (or a newer connection takes the seat)."""
        try:
            bucket = Bucket()
            while True:
                raw = await link.recv()
                if remote.link is not link:
                    return  # the seat was taken over by a newer connection of the same player
                if not bucket.take():
                    if not await self._strike(remote, link, "rate", "too many messages: slow down"):
                        return
                    continue
                if not await self._handle(remote, link, raw):
                    return
        except Exception:  # noqa: BLE001 - a closed or broken connection: the seat waits for its player
            pass
        finally:
            if remote.link is link:
                remote.link, remote.dropped_at = None, time.monotonic()
                self.host.note("left", {"seat": remote.seat})
                await self.host.tell_seats()

    async def _handle(self, remote: RemoteSeat, link: Link, raw: str | bytes) -> bool:
        """One message of a seated app; False once the connection is closed."""
        try:
            message = wire.parse_client(raw)
            if isinstance(message, wire.Hello):
                raise wire.WireError("hello", "hello was already said")
            if isinstance(message, wire.Bye):
                await link.close(1000, "bye")
                return False
            if isinstance(message, wire.Ping):
                await self.host.send(remote.seat, link, wire.encode({"t": "pong", "id": message.token}))
                return True
            self.host.moves.accept(remote.seat, message)
            remote.strikes = 0  # a good move: the bad messages before it are forgiven
        except wire.WireError as exc:
            return await self._strike(remote, link, exc.code, str(exc))
        return True

    async def _strike(self, remote: RemoteSeat, link: Link, code: str, message: str) -> bool:
        self.host.bad_messages += 1
        now = time.monotonic()
        remote.strikes = remote.strikes_now(now) + 1
        remote.struck_at = now
        await self.host.send(remote.seat, link, wire.encode(wire.error(code, message, strikes=remote.strikes,
                                                                        limit=MAX_STRIKES)))
        if remote.strikes >= MAX_STRIKES:
            with contextlib.suppress(Exception):
                await _close_reading_on(link, 1008, "too many bad messages")
            return False
        return True


async def _close_reading_on(link: Link, code: int, reason: str) -> None:
    """Close ``link``, discarding what its app still sends meanwhile: a flooding app's messages queued behind the
    cut-off otherwise stop the host reading (the queue is bounded) before the app's answer to the close, and the
    socket stayed open until the close's time-out (2 s)."""
    closing = asyncio.ensure_future(link.close(code, reason))
    with contextlib.suppress(Exception):
        while not closing.done():
            reading = asyncio.ensure_future(link.recv())
            await asyncio.wait((closing, reading), return_when=asyncio.FIRST_COMPLETED)
            if not reading.done():
                reading.cancel()
            elif reading.exception() is not None:
                break
    await closing
