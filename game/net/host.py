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
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.net import secure, wire
from game.net.gate import HELLO_TIMEOUT_S, Gate, address_key
from game.net.watch import SPECTATOR_CODE, WATCH_SEAT, WATCHING_OFF, Spectator, Watchers

REJOIN_S = 600.0
"""How long a dropped player may take their seat back with the same code."""
MAX_STRIKES = 6
"""Bad messages a seat may send (its good moves forgive them) before its connection is closed."""
STRIKE_MEMORY_S = 60.0
"""How long a seat's bad messages are remembered across its connections: a seat cut off for them is refused
(``strikes``) until this long after its last one, and joins again with its count, not with a clean slate."""
ALIVE_S = 2.0
"""How long the connection holding a seat has to answer a ping when another one says hello with the seat's code
(no answer: it is dead, and the newcomer takes the seat)."""
RATE_PER_S = 30.0
RATE_BURST = 60.0
CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i: read aloud and typed without doubt


def new_code() -> str:
    """A seat's code: 10 letters and digits in two groups (about 50 bits), e.g. ``k7m3p-9qaxe``."""
    chars = "".join(secrets.choice(CODE_ALPHABET) for _ in range(10))
    return f"{chars[:5]}-{chars[5:]}"


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
    link: Any = None
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


@dataclass
class Snapshot:
    """What the remote apps were last told: the move number, whose turn, the legal actions (canonical JSON)."""

    move: int = -1
    current: int = -1
    legal: frozenset[str] = frozenset()
    latest: dict[int, dict] = field(default_factory=dict)  # seat -> its last state message whole, for a (re)join
    public: dict | None = None  # the last public state message whole, for a spectator who joins


class Bucket:
    """A token bucket: ``take`` is False once a connection sends faster than the rate for longer than the burst."""

    def __init__(self, rate: float = RATE_PER_S, burst: float = RATE_BURST) -> None:
        self.rate, self.burst, self.tokens, self.at = rate, burst, burst, time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class NetHost:
    """The server of one match. ``setup`` is the welcome's public part (game, options, names, kinds of seats);
    ``codes`` the remote seats' codes. ``tap(seat, text)`` sees every text sent to a seat, and to a spectator with
    seat None (the leak check)."""

    def __init__(self, setup: dict, codes: dict[int, str], bind: str = "127.0.0.1", port: int = 0,
                 tap: Callable[[int | None, str], None] | None = None) -> None:
        self.setup = {**setup, "names": list(setup.get("names", []))}  # a joining player's name replaces its seat's
        self.seats = {seat: RemoteSeat(seat, code) for seat, code in codes.items()}
        self.bind, self.port = bind, port
        self.tap = tap
        self.snapshot = Snapshot()
        self.rejoins = 0
        self.refused = 0  # connections turned away (bad code, wrong version, too many bad messages, full, taken)
        self.wrong_codes = 0  # key exchanges answered that no proof of a seat's code followed (failed guesses)
        self.gate = Gate()  # every accepted socket, from before its handshake to its close
        self.open_links = 0  # connections served now (pending or seated)
        self.peak_links = 0  # the most at once
        self.bad_messages = 0
        self.watchers = Watchers()  # spectators (game.net.watch): none until the host allows watching
        self._inbox: dict[int, tuple[int, Any]] = {}
        self._arrived = threading.Condition()
        self._news: list[tuple[str, dict]] = []
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._closing_reason = "host_quit"
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        self._error: BaseException | None = None

    # ------------------------------------------------------------------ life
    def start(self, timeout_s: float = 10.0) -> int:
        """Start serving; returns the port (an ephemeral one for port 0)."""
        self._thread = threading.Thread(target=self._run, name="net-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout_s) or self._error is not None:
            raise OSError(f"the host could not start: {self._error or 'timed out'}")
        return self.port

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # noqa: BLE001 - reported to start() or kept for close()
            self._error = exc
            self._ready.set()

    async def _main(self) -> None:
        from websockets.asyncio.server import serve

        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        frame_limit = wire.MAX_CLIENT_BYTES + secure.PAD + secure.OVERHEAD  # a sealed message, padded
        async with serve(self._serve_ws, self.bind, self.port, max_size=frame_limit, max_queue=8,
                         ping_interval=20, ping_timeout=20, open_timeout=HELLO_TIMEOUT_S, close_timeout=2,
                         compression=None, create_connection=_counted(self)) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._stop.wait()
            await self._say_goodbye()

    def close(self, reason: str = "host_quit", timeout_s: float = 5.0) -> None:
        """Tell every remote app the table is closing (``host_quit`` or ``over``) and stop serving."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            self._closing_reason = reason
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(timeout_s)

    async def _say_goodbye(self) -> None:
        text = wire.encode({"t": "closed", "reason": self._closing_reason})
        for remote in self.seats.values():
            if remote.link is not None:
                await self._send(remote.seat, remote.link, text)
                with contextlib.suppress(Exception):
                    await remote.link.close(1001, "the host closed the table")
        await self._dismiss(self.watchers.turn_off(), text)

    async def _dismiss(self, spectators: list[Spectator], text: str) -> None:
        for spectator in spectators:
            await self._send(None, spectator.link, text)
            with contextlib.suppress(Exception):
                await spectator.link.close(1001, "no more watching")

    # ------------------------------------------------------------------ spectators (game.net.watch)
    def allow_watching(self, code: str | None) -> None:
        """Let spectators in with ``code`` (a new watch code), or (None) no more: those present are told
        (``closed``: :data:`game.net.watch.WATCHING_OFF`) and disconnected. Any thread."""
        self.watchers.code = code  # at once: no one proves the old code from now on (the exchange reads it)
        if code is not None:
            return
        loop = self._loop
        if loop is None or loop.is_closed():
            self.watchers.turn_off()
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._watching_off()))

    async def _watching_off(self) -> None:
        if self.watchers.code is None:  # (turned on again meanwhile: those present stay)
            await self._dismiss(self.watchers.turn_off(), wire.encode({"t": "closed", "reason": WATCHING_OFF}))

    @property
    def watching(self) -> int:
        """How many spectators watch now."""
        return self.watchers.count()

    @property
    def loop(self) -> asyncio.AbstractEventLoop | None:
        """The server's event loop (another transport feeds its connections in here, :meth:`serve_link`)."""
        return self._loop

    def new_code(self, seat: int, code: str) -> None:
        """Someone tried a wrong invite code for ``seat``: its invite has ``code`` now, and the host's player is
        told (``("new_code", {"seat": seat, "code": code})`` in :meth:`take_news`). Any thread."""
        self._note("new_code", seat, code=code)

    # ------------------------------------------------------------------ the frame thread's side
    def publish(self, move: int, current: int, legal: list[Any], messages: dict[int, dict],
                whole: dict[int, dict] | None = None, public: tuple[dict, dict] | None = None) -> None:
        """After a move: the state messages of the remote seats (sent to those connected), the same messages whole
        (``whole``, default ``messages``: kept for an app that joins, encoded then) and what the host now
        accepts; ``public``: the spectators' state message (as sent, and whole for one who joins), while
        watching is allowed."""
        snapshot_legal = frozenset(wire.canonical(a) for a in legal)
        texts = {seat: wire.encode(message) for seat, message in messages.items()}
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(self._publish, move, current, snapshot_legal, texts,
                                      messages if whole is None else whole, public)

    def _publish(self, move: int, current: int, legal: frozenset[str], texts: dict[int, str],
                 whole: dict[int, dict], both: tuple[dict, dict] | None = None) -> None:
        public = both[1] if both is not None else None
        # encoded only for spectators present (on this loop, where they are let in: none misses a move)
        public_text = wire.encode(both[0]) if both is not None and self.watchers.present else None
        with self._lock:
            self.snapshot = Snapshot(move, current, legal, {**self.snapshot.latest, **whole}, public)
            self._inbox = {s: v for s, v in self._inbox.items() if v[0] == move}
        for seat, text in texts.items():
            link = self.seats[seat].link
            if link is not None:
                asyncio.ensure_future(self._send(seat, link, text))
        if public_text is not None:
            for spectator in list(self.watchers.present):
                asyncio.ensure_future(self._send(None, spectator.link, public_text))

    def take_action(self, seat: int, move: int) -> Any | None:
        """The action JSON ``seat`` sent for move ``move`` (already checked), if it arrived."""
        with self._lock:
            got = self._inbox.get(seat)
            if got is None or got[0] != move:
                return None
            del self._inbox[seat]
            return got[1]

    def has_action(self, seat: int, move: int) -> bool:
        with self._lock:
            got = self._inbox.get(seat)
            return got is not None and got[0] == move

    def wait_for_action(self, timeout_s: float) -> None:
        with self._arrived:
            if not self._inbox:
                self._arrived.wait(timeout_s)

    def connected(self, seat: int) -> bool:
        remote = self.seats.get(seat)
        return remote is not None and remote.connected

    def away_for(self, seat: int) -> float | None:
        """Seconds since ``seat`` dropped (None: connected, or never came)."""
        remote = self.seats.get(seat)
        if remote is None or remote.dropped_at is None or remote.connected:
            return None
        return time.monotonic() - remote.dropped_at

    def take_news(self) -> list[tuple[str, dict]]:
        """What happened to the connections since last asked: ``("joined"|"rejoined"|"left", {"seat": s})``,
        ``("wrong_code", {})`` (someone tried a wrong code on the local network) or ``("new_code", {"seat": s,
        "code": c})`` (a wrong invite guess: the seat's invite has a new code)."""
        with self._lock:
            news, self._news = self._news, []
        return news

    # ------------------------------------------------------------------ a connection
    async def _serve_ws(self, ws: Any) -> None:
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

    def _admitted(self, conn: Any, peer: Any) -> None:
        """A socket was accepted (before its handshake): count it, and close what that makes too many."""
        for victim in self.gate.admit(conn, address_key(peer), time.monotonic()):
            self.refused += 1
            if victim is not conn and _opened(victim):  # a websocket waiting for its hello is told why
                asyncio.ensure_future(self._evict(victim))
            else:
                victim.transport.abort()

    async def _evict(self, conn: Any) -> None:
        """Close a websocket that waits for its hello, saying why (``full``), without waiting for its answer to the
        close for long: its file is free within a second, however many come."""
        text = wire.encode(wire.error("full", "the table has too many connections at once: try again in a moment"))
        with contextlib.suppress(Exception):
            await asyncio.wait_for(conn.send(text), 0.5)
        with contextlib.suppress(Exception):  # an app answers a close at once; a stranger's silence costs 0.5 s
            await asyncio.wait_for(conn.close(1008, "full"), 0.5)
        conn.transport.abort()

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
                self._note("left", remote.seat)
                await self._presence()

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
            await self._refuse(link, exc.code, str(exc))
            return None
        except Exception:  # noqa: BLE001 - timed out or closed before a hello
            self._count_guess(link)
            if accepted is None or self.gate.accepted_at(sock) is not None:  # (one closed by the gate is counted)
                self.refused += 1
            with contextlib.suppress(Exception):
                await link.close(1008, "no hello")
            return None
        if message.version != wire.VERSION:
            await self._refuse(link, "version", f"the host runs version {wire.VERSION} of the game's network "
                               f"protocol, this app runs version {message.version}: update the older one",
                               host=wire.VERSION, client=message.version)
            return None
        if link.seat == WATCH_SEAT:
            await self._watch(link, message.name, sock, accepted)
            return None
        remote = self.seats.get(link.seat) if link.seat is not None else None
        if remote is None:
            await self._refuse(link, "code", "no seat at this table has that code")
            return None
        self.gate.seat(sock, remote.seat)  # a code holder, no stranger: no longer one of the idle ones to close
        if remote.dropped_at is not None and not remote.connected and \
                time.monotonic() - remote.dropped_at > REJOIN_S:
            await self._refuse(link, "expired", "the seat was kept for 10 minutes and has been given to a bot")
            return None
        if remote.strikes_now(time.monotonic()) >= MAX_STRIKES:
            await self._refuse(link, "strikes", "this seat sent too many bad messages: join again in a minute")
            return None
        if not await self._free(remote, link):
            await self._refuse(link, "taken", "this seat is played from another app now")
            return None
        if accepted is not None and self.gate.accepted_at(sock) is None:
            return None  # closed meanwhile (too many connections)
        if message.name:  # checked and cleaned by wire.parse_client; the host's placeholder name otherwise
            remote.name = self.setup["names"][remote.seat] = message.name
        rejoin = remote.ever
        remote.link, remote.ever, remote.dropped_at = link, True, None
        if rejoin:
            self.rejoins += 1
        self._note("rejoined" if rejoin else "joined", remote.seat)
        await self._send(remote.seat, link, wire.encode({"t": "welcome", "version": wire.VERSION,
                                                         "seat": remote.seat, **self.setup}))
        latest = self.snapshot.latest.get(remote.seat)
        if latest is not None:
            await self._send(remote.seat, link, wire.encode(latest))
        await self._presence()
        return remote

    async def _watch(self, link: Link, name: str, sock: Any, accepted: float | None) -> None:
        """A spectator from its hello to its end: welcomed with no seat, sent the public position, who sits where
        and every move's public state; what it sends is a ping, a bye, or a strike."""
        self.gate.seat(sock, WATCH_SEAT)  # a code holder, no stranger
        if accepted is not None and self.gate.accepted_at(sock) is None:
            return  # closed meanwhile (too many connections)
        spectator = self.watchers.admit(link, name)
        if spectator is None:
            if self.watchers.allowed:
                await self._refuse(link, "full", "the table has as many spectators as it holds")
            else:
                await self._refuse(link, "code", "no seat at this table has that code")
            return
        self._note("watch_joined", -1, name=name, count=self.watchers.count())
        try:
            await self._send(None, link, wire.encode({"t": "welcome", "version": wire.VERSION, "seat": None,
                                                      **self.setup}))
            if self.snapshot.public is not None:
                await self._send(None, link, wire.encode(self.snapshot.public))
            await self._send(None, link, self._seats_text())
            bucket = Bucket()
            while spectator in self.watchers.present:
                raw = await link.recv()
                if spectator not in self.watchers.present:
                    return
                if not bucket.take():
                    if not await self._watch_strike(spectator, "rate", "too many messages: slow down"):
                        return
                    continue
                if not await self._watch_handle(spectator, raw):
                    return
        except Exception:  # noqa: BLE001 - a closed or broken connection: the spectator is gone
            pass
        finally:
            if spectator in self.watchers.present:
                self.watchers.gone(spectator)
                self._note("watch_left", -1, count=self.watchers.count())

    async def _watch_handle(self, spectator: Spectator, raw: str | bytes) -> bool:
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
                await self._send(None, spectator.link, wire.encode({"t": "pong", "id": message.token}))
                return True
            self.watchers.actions_refused += 1
            raise wire.WireError(SPECTATOR_CODE, "a spectator cannot act")
        except wire.WireError as exc:
            return await self._watch_strike(spectator, exc.code, str(exc))

    async def _watch_strike(self, spectator: Spectator, code: str, message: str) -> bool:
        self.bad_messages += 1
        spectator.strikes += 1
        await self._send(None, spectator.link, wire.encode(wire.error(code, message, strikes=spectator.strikes,
                                                                      limit=MAX_STRIKES)))
        if spectator.strikes >= MAX_STRIKES:
            with contextlib.suppress(Exception):
                await spectator.link.close(1008, "too many bad messages")
            return False
        return True

    async def _free(self, remote: RemoteSeat, link: Link) -> bool:
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
                await self._send(remote.seat, link, wire.encode({"t": "pong", "id": message.token}))
                return True
            self._accept(remote.seat, message)
            remote.strikes = 0  # a good move: the bad messages before it are forgiven
        except wire.WireError as exc:
            return await self._strike(remote, link, exc.code, str(exc))
        return True

    def _accept(self, seat: int, act: wire.Act) -> None:
        with self._lock:
            snapshot = self.snapshot
            if act.move != snapshot.move:
                raise wire.WireError("stale", f"that answers move {act.move}, the table is at move {snapshot.move}")
            if snapshot.current != seat:
                raise wire.WireError("turn", "it is not your turn")
            if wire.canonical(act.action) not in snapshot.legal:
                raise wire.WireError("illegal", "that action is not legal now")
            if seat in self._inbox:
                raise wire.WireError("wait", "your move is being made")
            self._inbox[seat] = (act.move, act.action)
        with self._arrived:
            self._arrived.notify_all()

    async def _strike(self, remote: RemoteSeat, link: Link, code: str, message: str) -> bool:
        self.bad_messages += 1
        now = time.monotonic()
        remote.strikes = remote.strikes_now(now) + 1
        remote.struck_at = now
        await self._send(remote.seat, link, wire.encode(wire.error(code, message, strikes=remote.strikes,
                                                                   limit=MAX_STRIKES)))
        if remote.strikes >= MAX_STRIKES:
            with contextlib.suppress(Exception):
                await link.close(1008, "too many bad messages")
            return False
        return True

    def _count_guess(self, link: Link) -> None:
        """Where a failed guess of a code is counted: the host answered a key exchange and no proof of a seat's code
        followed (a wrong code, or a stranger trying one). The host is told (``take_news``: ``wrong_code``)."""
        if getattr(link, "wrong_code", False):
            self.wrong_codes += 1
            with self._lock:
                self._news.append(("wrong_code", {}))

    async def _refuse(self, link: Link, code: str, message: str, **extra: Any) -> None:
        self.refused += 1
        with contextlib.suppress(Exception):
            await link.send(wire.encode(wire.error(code, message, **extra)))
            await link.close(1008, code)

    def rejoin_left(self, seat: int) -> float | None:
        """Seconds left for ``seat``'s dropped player to take it back (None: connected, or never came)."""
        away = self.away_for(seat)
        return None if away is None else max(0.0, REJOIN_S - away)

    async def _presence(self) -> None:
        """Tell every remote app who is connected, the seats' names, and how long each dropped player has left."""
        text = self._seats_text()
        for remote in self.seats.values():
            if remote.link is not None:
                await self._send(remote.seat, remote.link, text)
        for spectator in list(self.watchers.present):
            await self._send(None, spectator.link, text)

    def _seats_text(self) -> str:
        kinds = self.setup.get("kinds", [])
        connected = [self.seats[s].connected if s in self.seats else None for s in range(len(kinds))]
        away = [None if (left := self.rejoin_left(s)) is None else int(left) for s in range(len(kinds))]
        return wire.encode({"t": "seats", "connected": connected, "names": list(self.setup["names"]), "away": away})

    async def _send(self, seat: int | None, link: Link, text: str) -> None:
        if self.tap is not None:
            self.tap(seat, text)
        with contextlib.suppress(Exception):
            await link.send(text)

    def _note(self, what: str, seat: int, **extra: Any) -> None:
        with self._lock:
            self._news.append((what, {"seat": seat, **extra}))


def _opened(conn: Any) -> bool:
    """Whether a websocket's opening handshake is done (it can be told why it is closed)."""
    from websockets.protocol import State

    return bool(conn.protocol.state is State.OPEN)


def _socket(link: Any) -> Any:
    """The websocket under ``link`` (a link that wraps one keeps it as ``ws``), as the gate counts it."""
    return getattr(link, "ws", link)


async def _answers_ping(link: Any) -> bool:
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


def _counted(host: NetHost) -> Any:
    """websockets' server connection, counted by ``host``'s gate from its acceptance to its end."""
    from websockets.asyncio.server import ServerConnection

    class Counted(ServerConnection):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            host._admitted(self, transport.get_extra_info("peername"))

        def connection_lost(self, exc: Exception | None) -> None:
            host.gate.gone(self)
            super().connection_lost(exc)

    return Counted
