"""The host's door for spectators (:mod:`game.net.watch`): they come in by the seats' door with the watch code,
while the host allows watching, are welcomed with no seat, sent the public position, who sits where and every
move's public state; what they send is a ping, a bye, or a strike (an action is refused: a spectator never
acts). Turning watching off tells those present and disconnects them."""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING

from game.net import wire
from game.net.rate import MAX_STRIKES, Bucket
from game.net.watch import SPECTATOR_CODE, WATCH_SEAT, WATCHING_OFF, Spectator

if TYPE_CHECKING:
    from game.net.host import Link, NetHost


class WatchDoor:
    """The spectators of ``host``'s table (its :attr:`game.net.host.NetHost.watchers`), served on its loop."""

    def __init__(self, host: NetHost) -> None:
        self.host = host
        self.watchers = host.watchers

    def allow(self, code: str | None) -> None:
        """Let spectators in with ``code`` (a new watch code), or (None) no more: those present are told
        (``closed``: :data:`game.net.watch.WATCHING_OFF`) and disconnected. Any thread."""
        self.watchers.code = code  # at once: no one proves the old code from now on (the exchange reads it)
        if code is not None:
            return
        loop = self.host.loop
        if loop is None or loop.is_closed():
            self.watchers.turn_off()
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._off()))

    async def _off(self) -> None:
        if self.watchers.code is None:  # (turned on again meanwhile: those present stay)
            await self.dismiss(self.watchers.turn_off(), wire.encode({"t": "closed", "reason": WATCHING_OFF}))

    async def dismiss(self, spectators: list[Spectator], text: str) -> None:
        """Tell ``spectators`` ``text`` and disconnect them (all at once: one whose network went away holds its
        close for the close timeout)."""

        async def farewell(spectator: Spectator) -> None:
            await self.host.send(None, spectator.link, text)
            with contextlib.suppress(Exception):
                await spectator.link.close(1001, "no more watching")

        await asyncio.gather(*(farewell(spectator) for spectator in spectators))

    def tell_all(self, text: str) -> None:
        """Send ``text`` to every spectator present (on the loop)."""
        for spectator in list(self.watchers.present):
            asyncio.ensure_future(self.host.send(None, spectator.link, text))

    async def serve(self, link: Link, name: str, sock: object, accepted: float | None) -> None:
        """A spectator from its hello to its end (see the module's text)."""
        host = self.host
        host.gate.seat(sock, WATCH_SEAT)  # a code holder, no stranger
        if accepted is not None and host.gate.accepted_at(sock) is None:
            return  # closed meanwhile (too many connections)
        spectator = self.watchers.admit(link, name)
        if spectator is None:
            if self.watchers.allowed:
                await host.refuse(link, "full", "the table has as many spectators as it holds")
            else:
                await host.refuse(link, "code", "no seat at this table has that code")
            return
        host.note("watch_joined", {"seat": -1, "name": name, "count": self.watchers.count()})
        try:
            await host.send(None, link, wire.encode({"t": "welcome", "version": wire.VERSION, "seat": None,
                                                     **host.setup}))
            if host.moves.snapshot.public is not None:
                await host.send(None, link, wire.encode(host.moves.snapshot.public))
            await host.send(None, link, host.seats_text())
            bucket = Bucket()
            while spectator in self.watchers.present:
                raw = await link.recv()
                if spectator not in self.watchers.present:
                    return
                if not bucket.take():
                    if not await self._strike(spectator, "rate", "too many messages: slow down"):
                        return
                    continue
                if not await self._handle(spectator, raw):
                    return
        except Exception:  # noqa: BLE001 - a closed or broken connection: the spectator is gone
            pass
        finally:
            if spectator in self.watchers.present:
                self.watchers.gone(spectator)
                host.note("watch_left", {"seat": -1, "count": self.watchers.count()})

    async def _handle(self, spectator: Spectator, raw: str | bytes) -> bool:
        """One message of a spectator; False once its connection is closed. An action is refused: a spectator
        never acts."""
        try:
            message = wire.parse_client(raw)
            if isinstance(message, wire.Hello):
                raise wire.WireError("hello", "hello was already said")
            if isinstance(message, wire.Bye):
                await spectator.link.close(1000, "bye")
                return False
            if isinstance(message, wire.Ping):
                await self.host.send(None, spectator.link, wire.encode({"t": "pong", "id": message.token}))
                return True
            self.watchers.actions_refused += 1
            raise wire.WireError(SPECTATOR_CODE, "a spectator cannot act")
        except wire.WireError as exc:
            return await self._strike(spectator, exc.code, str(exc))

    async def _strike(self, spectator: Spectator, code: str, message: str) -> bool:
        self.host.bad_messages += 1
        spectator.strikes += 1
        await self.host.send(None, spectator.link, wire.encode(wire.error(code, message, strikes=spectator.strikes,
                                                                          limit=MAX_STRIKES)))
        if spectator.strikes >= MAX_STRIKES:
            with contextlib.suppress(Exception):
                await spectator.link.close(1008, "too many bad messages")
            return False
        return True
