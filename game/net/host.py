"""The host's server: remote seats connect here (websockets on asyncio, in a thread of its own), prove they know
their seat's code (a key exchange that never sends it: :mod:`game.net.secure`; an invite's wormhole did the same on
its own code), say hello, and send the actions they choose. The match itself stays on the app's frame thread
(:mod:`game.net.hosted`): it hands each move's per-seat messages to :meth:`NetHost.publish` and takes the remote
seats' actions with :meth:`NetHost.take_action`.

Every message from a remote app is untrusted. It is checked here before anything else sees it: its size (the
websockets limit closes a connection that sends more), its schema (:func:`game.net.wire.parse_client`), the rate,
that it is that seat's turn at the move it answers, and that the action is one of the legal actions published for
it. A bad message gets an ``error`` with a clear code and message; too many, and the connection is closed (the
seat's count of bad messages outlives the connection for :data:`STRIKE_MEMORY_S`). The match never sees anything
but a legal action of the seat to move.

Every socket is counted from its acceptance, before the websocket handshake (:mod:`game.net.gate`): a stranger
holding idle connections only ever closes older idle ones, never a seated player's, and the host's open files stay
bounded. A seat is held by one connection: a second one with the seat's code is refused (``taken``) while the
first still answers a ping, so two apps with one code do not throw each other out in turn.

Spectators (:mod:`game.net.watch`) come in by the same door with the watch code, while the host allows watching:
they are sent the public view of each move and never act.

:class:`NetHost` greets each connection and composes the rest: the loop's thread (:mod:`game.net.loop_thread`),
the sockets' count (:mod:`game.net.host_door`), the seated apps' messages (:mod:`game.net.host_seated`), the
spectators (:mod:`game.net.host_watch`), what was published and the actions sent for it (:mod:`game.net.host_moves`)
and the rate and strikes (:mod:`game.net.rate`).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypedDict

from game.engine import JSONIn, JSONValue
from game.engine.json_read import arr
from game.net import secure, wire
from game.net.gate import HELLO_TIMEOUT_S, Gate
from game.net.host_door import BACKLOG, counted
from game.net.host_moves import MoveDesk
from game.net.host_seated import Seated
from game.net.host_watch import WatchDoor
from game.net.loop_thread import LoopThread
from game.net.rate import MAX_STRIKES as MAX_STRIKES
from game.net.watch import WATCH_SEAT, Watchers
from game.net.wire import Outgoing

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

REJOIN_S = 600.0
"""How long a dropped player may take their seat back with the same code."""
STRIKE_MEMORY_S = 60.0
"""How long a seat's bad messages are remembered across its connections: a seat cut off for them is refused
(``strikes``) until this long after its last one, and joins again with its count, not with a clean slate."""
ALIVE_S = 2.0
"""How long the connection holding a seat has to answer a ping when another one says hello with the seat's code
(no answer: it is dead, and the newcomer takes the seat)."""
CLOSE_TIMEOUT_S = 2.0
"""How long closing a connection waits for the other side to answer the close (a friend whose network went away
never does): the host's goodbyes wait this long at most, all at once (:meth:`NetHost._say_goodbye`)."""
CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i: read aloud and typed without doubt


def new_code() -> str:
    """A seat's code: 10 letters and digits in two groups (about 50 bits), e.g. ``k7m3p-9qaxe``."""
    chars = "".join(secrets.choice(CODE_ALPHABET) for _ in range(10))
    return f"{chars[:5]}-{chars[5:]}"



class News(TypedDict, total=False):
    """What a piece of the host's news (:meth:`NetHost.take_news`) says beside its kind: the seat (-1: a
    spectator's), a seat's new code, a spectator's name, how many watch."""

    seat: int
    code: str
    name: str
    count: int

class Link(Protocol):
    """A connection to one remote app: a websocket after the key exchange (:class:`game.net.secure.ServerLink`),
    or an invite's wormhole. ``seat`` is the seat whose code it proved (None before, or never)."""

    seat: int | None

    async def recv(self) -> str | bytes: ...

    async def send(self, message: str) -> None: ...

    async def close(self, code: int = 1000, reason: str = "") -> None: ...


@dataclass
class RemoteSeat:
    seat: int
    code: str
    name: str = ""
    link: Link | None = None
    ever: bool = False  # has connected at least once
    dropped_at: float | None = None
    strikes: int = 0
    struck_at: float = 0.0  # when the last bad message came (monotonic)

    def strikes_now(self, now: float) -> int:
        """The seat's bad messages that still count (forgotten :data:`STRIKE_MEMORY_S` after the last one)."""
        if self.strikes and now - self.struck_at > STRIKE_MEMORY_S:
            self.strikes = 0
        return self.strikes

    @property
    def connected(self) -> bool:
        return self.link is not None


class NetHost:
    """The server of one match. ``setup`` is the welcome's public part (game, options, names, kinds of seats);
    ``codes`` the remote seats' codes. ``tap(seat, text)`` sees every text sent to a seat, and to a spectator with
    seat None (the leak check)."""

    def __init__(self, setup: Mapping[str, JSONIn], codes: dict[int, str], bind: str = "127.0.0.1", port: int = 0,
                 tap: Callable[[int | None, str], None] | None = None) -> None:
        self.names: list[JSONIn] = list(arr(setup.get("names", []), "the names"))
        self.setup = {**setup, "names": self.names}  # a joining player's name replaces its seat's
        self.seats = {seat: RemoteSeat(seat, code) for seat, code in codes.items()}
        self.bind, self.port = bind, port
        self.tap = tap
        self.moves = MoveDesk()  # what the apps were last told, and the actions they sent for it
        self.rejoins = 0
        self.refused = 0  # connections turned away (bad code, wrong version, too many bad messages, full, taken)
        self.wrong_codes = 0  # key exchanges answered that no proof of a seat's code followed (failed guesses)
        self.gate = Gate()  # every accepted socket, from before its handshake to its close
        self.open_links = 0  # connections served now (pending or seated)
        self.peak_links = 0  # the most at once
        self.bad_messages = 0
        self.watchers = Watchers()  # spectators (game.net.watch): none until the host allows watching
        self.watch = WatchDoor(self)
        self.seated = Seated(self)
        self._news: list[tuple[str, News]] = []
        self._lock = threading.Lock()
        self.server = LoopThread("net-host")
        self._closing_reason = "host_quit"

    # ------------------------------------------------------------------ life
    def start(self, timeout_s: float = 10.0) -> int:
        """Start serving; returns the port (an ephemeral one for port 0)."""
        if not self.server.start(self._main, timeout_s):
            raise OSError(f"the host could not start: {self.server.error or 'timed out'}")
        return self.port

    async def _main(self) -> None:
        from websockets.asyncio.server import serve

        frame_limit = wire.MAX_CLIENT_BYTES + secure.PAD + secure.OVERHEAD  # a sealed message, padded
        async with serve(self._serve_ws, self.bind, self.port, max_size=frame_limit, max_queue=8,
                         ping_interval=20, ping_timeout=20, open_timeout=HELLO_TIMEOUT_S,
                         close_timeout=CLOSE_TIMEOUT_S,
                         compression=None, create_connection=counted(self), backlog=BACKLOG) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self.server.ready()
            await self.server.stopped()
            await self._say_goodbye()

    def close(self, reason: str = "host_quit", timeout_s: float = 5.0) -> None:
        """Tell every remote app the table is closing (``host_quit`` or ``over``) and stop serving."""
        if self.server.running():
            self._closing_reason = reason
        self.server.stop(timeout_s)

    async def _say_goodbye(self) -> None:
        """Every remote app and spectator told and disconnected, all at once: a friend whose network went away
        holds its close for the close timeout (2 s), and one after another they added up."""
        text = wire.encode({"t": "closed", "reason": self._closing_reason})

        async def farewell(remote: RemoteSeat, link: Link) -> None:
            await self.send(remote.seat, link, text)
            with contextlib.suppress(Exception):
                await link.close(1001, "the host closed the table")

        await asyncio.gather(*(farewell(remote, remote.link) for remote in self.seats.values()
                               if remote.link is not None),
                             self.watch.dismiss(self.watchers.turn_off(), text))

    # ------------------------------------------------------------------ spectators (game.net.watch)
    def allow_watching(self, code: str | None) -> None:
        """Let spectators in with ``code`` (a new watch code), or (None) no more: those present are told
        (``closed``: :data:`game.net.watch.WATCHING_OFF`) and disconnected. Any thread."""
        self.watch.allow(code)

    @property
    def watching(self) -> int:
        """How many spectators watch now."""
        return self.watchers.count()

    @property
    def loop(self) -> asyncio.AbstractEventLoop | None:
        """The server's event loop (another transport feeds its connections in here, :meth:`serve_link`)."""
        return self.server.loop

    def new_code(self, seat: int, code: str) -> None:
        """Someone tried a wrong invite code for ``seat``: its invite has ``code`` now, and the host's player is
        told (``("new_code", {"seat": seat, "code": code})`` in :meth:`take_news`). Any thread."""
        self.note("new_code", {"seat": seat, "code": code})

    # ------------------------------------------------------------------ the frame thread's side
    def publish(self, move: int, current: int, legal: list[JSONValue], messages: dict[int, Outgoing],
                whole: dict[int, Outgoing] | None = None,
                public: tuple[Outgoing, Outgoing] | None = None) -> None:
        """After a move: the state messages of the remote seats (sent to those connected), the same messages whole
        (``whole``, default ``messages``: kept for an app that joins, encoded then) and what the host now
        accepts; ``public``: the spectators' state message (as sent, and whole for one who joins), while
        watching is allowed."""
        snapshot_legal = frozenset(wire.canonical(a) for a in legal)
        texts = {seat: wire.encode(message) for seat, message in messages.items()}
        loop = self.server.loop
        if loop is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(self._publish, move, current, snapshot_legal, texts,
                                      messages if whole is None else whole, public)

    def _publish(self, move: int, current: int, legal: frozenset[str], texts: dict[int, str],
                 whole: dict[int, Outgoing],
                 both: tuple[Outgoing, Outgoing] | None = None) -> None:
        public = both[1] if both is not None else None
        # encoded only for spectators present (on this loop, where they are let in: none misses a move)
        public_text = wire.encode(both[0]) if both is not None and self.watchers.present else None
        self.moves.published(move, current, legal, whole, public)
        for seat, text in texts.items():
            link = self.seats[seat].link
            if link is not None:
                asyncio.ensure_future(self.send(seat, link, text))
        if public_text is not None:
            self.watch.tell_all(public_text)

    def take_action(self, seat: int, move: int) -> JSONValue | None:
        """The action JSON ``seat`` sent for move ``move`` (already checked), if it arrived."""
        return self.moves.take(seat, move)

    def has_action(self, seat: int, move: int) -> bool:
        return self.moves.has(seat, move)

    def wait_for_action(self, timeout_s: float) -> None:
        self.moves.wait(timeout_s)

    def connected(self, seat: int) -> bool:
        remote = self.seats.get(seat)
        return remote is not None and remote.connected

    def away_for(self, seat: int) -> float | None:
        """Seconds since ``seat`` dropped (None: connected, or never came)."""
        remote = self.seats.get(seat)
        if remote is None or remote.dropped_at is None or remote.connected:
            return None
        return time.monotonic() - remote.dropped_at

    def take_news(self) -> list[tuple[str, News]]:
        """What happened to the connections since last asked: ``("joined"|"rejoined"|"left", {"seat": s})``,
        ``("wrong_code", {})`` (someone tried a wrong code on the local network) or ``("new_code", {"seat": s,
        "code": c})`` (a wrong invite guess: the seat's invite has a new code)."""
        with self._lock:
            news, self._news = self._news, []
        return news

    # ------------------------------------------------------------------ a connection
    async def _serve_ws(self, ws: ServerConnection) -> None:
        """A connection on the local network: the key exchange on the seats' codes comes first
        (:class:`game.net.secure.ServerLink`; the wormhole's links come bound to their seat)."""
        await self.serve_link(secure.ServerLink(ws, self.codes))

    def codes(self) -> dict[int, str]:
        """The remote seats' codes and the watch code while watching is allowed, as the key exchange tries them
        (never an invite's code)."""
        return {**{seat: remote.code for seat, remote in self.seats.items()}, **self.watchers.codes()}

    @property
    def pending(self) -> int:
        """Sockets that have not said hello with a seat's code yet (the handshake included)."""
        return self.gate.unseated

    async def serve_link(self, link: Link) -> None:
        """One remote app from its hello to its end."""
        self.open_links += 1
        self.peak_links = max(self.peak_links, self.open_links)
        try:
            await self._seated(link)
        finally:
            self.open_links -= 1

    async def _seated(self, link: Link) -> None:
        remote = await self._greet(link)
        if remote is None:
            return
        await self.seated.serve(remote, link)

    async def _greet(self, link: Link) -> RemoteSeat | None:
        sock = _socket(link)
        accepted = self.gate.accepted_at(sock)
        wait = HELLO_TIMEOUT_S if accepted is None else max(0.05, accepted + HELLO_TIMEOUT_S - time.monotonic())
        try:
            raw = await asyncio.wait_for(link.recv(), wait)  # the key exchange and the hello
            message = wire.parse_client(raw)
            if not isinstance(message, wire.Hello):
                raise wire.WireError("hello", "say hello first")
        except wire.WireError as exc:
            self._count_guess(link)
            await self.refuse(link, exc.code, str(exc))
            return None
        except Exception:  # noqa: BLE001 - timed out or closed before a hello
            self._count_guess(link)
            if accepted is None or self.gate.accepted_at(sock) is not None:  # (one closed by the gate is counted)
                self.refused += 1
            with contextlib.suppress(Exception):
                await link.close(1008, "no hello")
            return None
        if message.version != wire.VERSION:
            await self.refuse(link, "version", f"the host runs version {wire.VERSION} of the game's network "
                              f"protocol, this app runs version {message.version}: update the older one",
                              host=wire.VERSION, client=message.version)
            return None
        if link.seat == WATCH_SEAT:
            await self.watch.serve(link, message.name, sock, accepted)
            return None
        remote = self.seats.get(link.seat) if link.seat is not None else None
        if remote is None:
            await self.refuse(link, "code", "no seat at this table has that code")
            return None
        self.gate.seat(sock, remote.seat)  # a code holder, no stranger: no longer one of the idle ones to close
        if remote.dropped_at is not None and not remote.connected and \
                time.monotonic() - remote.dropped_at > REJOIN_S:
            await self.refuse(link, "expired", "the seat was kept for 10 minutes and has been given to a bot")
            return None
        if remote.strikes_now(time.monotonic()) >= MAX_STRIKES:
            await self.refuse(link, "strikes", "this seat sent too many bad messages: join again in a minute")
            return None
        if not await _take_over(remote, link):
            await self.refuse(link, "taken", "this seat is played from another app now")
            return None
        if accepted is not None and self.gate.accepted_at(sock) is None:
            return None  # closed meanwhile (too many connections)
        if message.name:  # checked and cleaned by wire.parse_client; the host's placeholder name otherwise
            remote.name = self.names[remote.seat] = message.name
        rejoin = remote.ever
        remote.link, remote.ever, remote.dropped_at = link, True, None
        if rejoin:
            self.rejoins += 1
        self.note("rejoined" if rejoin else "joined", {"seat": remote.seat})
        await self.send(remote.seat, link, wire.encode({"t": "welcome", "version": wire.VERSION,
                                                        "seat": remote.seat, **self.setup}))
        latest = self.moves.snapshot.latest.get(remote.seat)
        if latest is not None:
            await self.send(remote.seat, link, wire.encode(latest))
        await self.tell_seats()
        return remote

    def _count_guess(self, link: Link) -> None:
        """Where a failed guess of a code is counted: the host answered a key exchange and no proof of a seat's code
        followed (a wrong code, or a stranger trying one). The host is told (``take_news``: ``wrong_code``)."""
        if getattr(link, "wrong_code", False):
            self.wrong_codes += 1
            with self._lock:
                self._news.append(("wrong_code", {}))

    async def refuse(self, link: Link, code: str, message: str, **extra: JSONValue) -> None:
        """Turn ``link`` away with an ``error`` (``code``, ``message``) and close it (counted in :attr:`refused`)."""
        self.refused += 1
        with contextlib.suppress(Exception):
            await link.send(wire.encode(wire.error(code, message, **extra)))
            await link.close(1008, code)

    def rejoin_left(self, seat: int) -> float | None:
        """Seconds left for ``seat``'s dropped player to take it back (None: connected, or never came)."""
        away = self.away_for(seat)
        return None if away is None else max(0.0, REJOIN_S - away)

    async def tell_seats(self) -> None:
        """Tell every remote app who is connected, the seats' names, and how long each dropped player has left."""
        text = self.seats_text()
        for remote in self.seats.values():
            if remote.link is not None:
                await self.send(remote.seat, remote.link, text)
        for spectator in list(self.watchers.present):
            await self.send(None, spectator.link, text)

    def seats_text(self) -> str:
        """The ``seats`` message: who is connected, the seats' names, the seconds each dropped player has left."""
        seats = range(len(self.names))
        connected = [self.seats[s].connected if s in self.seats else None for s in seats]
        away = [None if (left := self.rejoin_left(s)) is None else int(left) for s in seats]
        return wire.encode({"t": "seats", "connected": connected, "names": list(self.names), "away": away})

    async def send(self, seat: int | None, link: Link, text: str) -> None:
        """Send ``text`` to ``seat``'s app (None: a spectator's), shown to the tap first; a broken link is let be."""
        if self.tap is not None:
            self.tap(seat, text)
        with contextlib.suppress(Exception):
            await link.send(text)

    def note(self, what: str, news: News) -> None:
        """Keep a piece of news for :meth:`take_news` (any thread)."""
        with self._lock:
            self._news.append((what, news))


async def _take_over(remote: RemoteSeat, link: Link) -> bool:
    """Whether ``link`` may take ``remote``'s seat. The rule: the connection holding the seat keeps it while it
    answers a ping within :data:`ALIVE_S`; a dead one (no answer: the player's network went away, and their
    app is the one joining again) is closed and gives way. Keeping the first, never the newest, is what ends
    the loop of two apps with one code (each one's automatic rejoin used to throw the other out). A relayed
    link cannot be pinged: the newer connection takes the seat (the wormhole serves one at a time)."""
    old = remote.link
    if old is None:
        return True
    alive = await _answers_ping(old)
    if alive or remote.link not in (old, None):  # or another newcomer took the seat meanwhile
        return False
    remote.link, remote.dropped_at = None, time.monotonic()  # its end is no "left" news: its player is back
    transport = getattr(_socket(old), "transport", None)
    if transport is not None:
        transport.abort()  # dead: no close handshake to wait for
    else:
        with contextlib.suppress(Exception):
            await old.close(1000, "the seat was taken over by a new connection")
    return True


def _socket(link: object) -> object:
    """The websocket under ``link`` (a link that wraps one keeps it as ``ws``), as the gate counts it."""
    return getattr(link, "ws", link)


async def _answers_ping(link: object) -> bool:
    """Whether ``link`` answers a ping within :data:`ALIVE_S` (a link that cannot be pinged: no)."""
    ping = getattr(_socket(link), "ping", None)
    if ping is None:
        return False
    try:
        pong = await ping()
        await asyncio.wait_for(pong, ALIVE_S)
    except Exception:  # noqa: BLE001 - closed, broken or silent: not alive
        return False
    return True
