"""Across the Internet without port forwarding: a seat's invite code through magic-wormhole's mailbox.

The host opens one wormhole per remote seat and shows its code (``7-crossover-clockwork``). A friend types it;
the two apps run magic-wormhole's PAKE on the code, so only someone who knows it gets the key, and a stranger
who guesses wrong fails (and uses up nothing but their guess). Every message then goes encrypted through the
mailbox (a relay both sides reach from behind their routers): the same protocol as on the local network
(:mod:`game.net.wire`), fed into the same host (:meth:`game.net.host.NetHost.serve_link`), so every check holds.
When a friend's connection ends, the host opens the seat's wormhole again with the same code: they rejoin with
it. A wormhole is bound to its seat (the PAKE on its code proved the friend): its code is no key to any other
seat, and never to the host's port on the local network, where each seat keeps its own long code. A wrong guess
is different: magic-wormhole gives each code one guess, so after a failed password exchange the code is retired
and the seat's invite gets a new one, shown to the host's player (:meth:`game.net.host.NetHost.new_code`);
reopening the same code would turn one guess into as many as a stranger cares to make.

Twisted runs in one reactor thread of its own (started once per process); the host's asyncio loop and the
remote app's frame thread talk to it with ``callFromThread``. Tests start a local mailbox server on 127.0.0.1
(``magic-wormhole-mailbox-server``) and never reach a public one.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
import time
from typing import TYPE_CHECKING, Any  # Any: magic-wormhole and twisted have no types

from game.engine import JSONValue
from game.net import wire
from game.net.client import bad_host

if TYPE_CHECKING:
    from game.net.host import NetHost

APPID = "palace-table.local/play-with-friends"
PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
"""The public mailbox the app uses by default (never in tests and tools: they pass a local one)."""
CODE_WORDS = 2
CODE_TIMEOUT_S = 15.0
"""How long the mailbox may take to give a code before inviting fails (with a message)."""

CLOSE_WAIT_S = 3.0
"""How long closing a hosted table waits for the mailbox to let go of its invites' wormholes (:func:`wait_closed`)."""

_started = threading.Lock()
_running = False
_closing: set[object] = set()
"""The closes of wormholes their mailbox has not confirmed yet (changed in the reactor thread only; read by
:func:`wait_closed`)."""


def _reactor() -> Any:
    """Twisted's reactor, running in a daemon thread (started at the first use)."""
    global _running
    from twisted.internet import reactor as installed

    reactor: Any = installed
    with _started:
        if not _running:
            threading.Thread(target=lambda: reactor.run(installSignalHandlers=False), name="wormhole",
                             daemon=True).start()
            _running = True
    return reactor


def _blocking(fn: Any, *args: Any) -> Any:
    """Run ``fn`` (which may return a coroutine or a Deferred) in the reactor thread and wait for its result."""
    from twisted.internet.defer import ensureDeferred
    from twisted.internet.threads import blockingCallFromThread

    def call() -> Any:
        result = fn(*args)
        return ensureDeferred(result) if asyncio.iscoroutine(result) else result

    return blockingCallFromThread(_reactor(), call)


class _WormholeLink:
    """A wormhole as the host's :class:`game.net.host.Link` (recv on the host's asyncio loop)."""

    def __init__(self, w: Any, loop: asyncio.AbstractEventLoop, seat: int) -> None:
        self.w, self.loop = w, loop
        self.seat: int | None = seat  # proved by the wormhole's PAKE on the invite's code
        self.queue: asyncio.Queue[str | bytes | None] = asyncio.Queue()

    def deliver(self, message: str | bytes | None) -> None:
        """Called in the reactor thread with each message (None: the wormhole ended)."""
        with contextlib.suppress(RuntimeError):
            self.loop.call_soon_threadsafe(self.queue.put_nowait, message)

    async def recv(self) -> str | bytes:
        message = await self.queue.get()
        if message is None:
            raise ConnectionError("the wormhole closed")
        return message

    async def send(self, message: str) -> None:
        _reactor().callFromThread(self.w.send_message, message.encode("utf-8"))

    async def close(self, code: int = 1000, reason: str = "") -> None:
        _reactor().callFromThread(_close, self.w)


def _close(w: Any) -> None:
    d = w.close()
    _closing.add(d)

    def closed(_result: object) -> None:  # (a failed close too: nothing more to do for it)
        _closing.discard(d)

    d.addBoth(closed)


def wait_closed(timeout_s: float) -> bool:
    """Wait, for at most ``timeout_s``, until the mailbox confirmed the close of every wormhole closed so far (it
    lets go of their codes), so that a table closed or an app quit right after does not leave them open there
    (not from the reactor thread). False when some are still closing: their mailbox is out of reach, and
    magic-wormhole goes on trying while the app runs."""
    if not _running:
        return True
    _blocking(lambda: None)  # (the closes asked for from other threads before this have begun)
    deadline = time.monotonic() + timeout_s
    while _closing and time.monotonic() < deadline:
        time.sleep(0.02)
    return not _closing


def _forget_frames(exc: BaseException) -> None:
    """Drop ``exc``'s traceback: magic-wormhole keeps the exception that ended a wormhole (to fail later calls with
    it), and its traceback would keep our coroutine's frame, and through it the seat, the host and the whole match,
    alive for as long as the process runs."""
    exc.__traceback__ = None


def _text(raw: bytes) -> str | bytes:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw  # refused by the host as not text


class InviteSeat:
    """One remote seat's invite: its wormhole code, served into ``host`` as that seat (opened again after each
    connection). The seat's own code is left as it is: the invite's code opens nothing on the local network."""

    def __init__(self, host: NetHost, seat: int, mailbox: str = PUBLIC_MAILBOX, code: str | None = None) -> None:
        self.host, self.seat, self.mailbox = host, seat, mailbox
        self.closed = False
        self.w: Any = None
        self.code: str = _blocking(self._create, code)

    async def _create(self, code: str | None) -> str:
        import wormhole
        from twisted.internet.defer import ensureDeferred

        w = wormhole.create(APPID, self.mailbox, _reactor())
        if code:
            w.set_code(code)
        else:
            w.allocate_code(CODE_WORDS)
        pending = w.get_code()
        pending.addTimeout(CODE_TIMEOUT_S, _reactor())
        try:
            got = await pending
        except Exception as exc:
            _close(w)
            _forget_frames(exc)
            raise ConnectionError(f"no wormhole mailbox answered at {self.mailbox}") from exc
        self.w = w
        ensureDeferred(self._serve(w))
        return str(got)

    async def _serve(self, w: Any) -> None:
        """In the reactor: wait for the friend, then pass their messages to the host until the wormhole ends; then
        open the seat's wormhole again with the same code (a rejoin)."""
        loop = self.host.loop
        if loop is None:
            return
        link = _WormholeLink(w, loop, self.seat)
        wrong_guess = False
        try:
            first = True
            while not self.closed:
                raw = await w.get_message()
                if first:
                    first = False
                    asyncio.run_coroutine_threadsafe(self.host.serve_link(link), loop)
                link.deliver(_text(raw))
        except Exception as exc:  # noqa: BLE001 - a wrong code, the friend gone, or the mailbox gone: this wormhole
            wrong_guess = type(exc).__name__ == "WrongPasswordError"  # the PAKE failed: someone guessed wrong
            _forget_frames(exc)  # is done
        link.deliver(None)
        _close(w)
        if not self.closed:
            threading.Thread(target=self._reopen, args=(wrong_guess,), daemon=True).start()

    def _reopen(self, wrong_guess: bool = False) -> None:
        """Open the seat's wormhole again: with the same code after a friend's connection ended, with a new one
        after a wrong guess (the old code has had its one guess)."""
        time.sleep(0.3)  # the mailbox lets go of the old wormhole's nameplate first
        if self.closed:
            return
        with contextlib.suppress(Exception):
            if not wrong_guess:
                _blocking(self._create, self.code)
                return
            self.code = _blocking(self._create, None)
            self.host.new_code(self.seat, self.code)

    def close(self) -> None:
        self.closed = True
        if self.w is not None:
            with contextlib.suppress(RuntimeError):
                _reactor().callFromThread(_close, self.w)


class WormholeClient:
    """A remote app's connection through a wormhole: the same inbox and sending as
    :class:`game.net.client.NetClient` (no automatic rejoin: joining again takes the code again)."""

    def __init__(self, code: str, name: str = "", mailbox: str = PUBLIC_MAILBOX, version: int = wire.VERSION) -> None:
        self.code, self.name, self.mailbox, self.version = code.strip(), name, mailbox, version
        self.inbox: queue.Queue[wire.Message] = queue.Queue()
        self.connected = threading.Event()
        self.w: Any = None

    def start(self) -> WormholeClient:
        from twisted.internet.defer import ensureDeferred

        _reactor().callFromThread(lambda: ensureDeferred(self._run()))
        return self

    async def _run(self) -> None:
        import wormhole

        final = True
        try:
            w = wormhole.create(APPID, self.mailbox, _reactor())
            self.w = w
            w.set_code(self.code)
            w.send_message(wire.encode(wire.hello(self.name, self.version)).encode("utf-8"))
            while True:
                raw = await w.get_message()
                message = wire.decode_object(raw.decode("utf-8"), wire.MAX_HOST_BYTES)
                if message["t"] == "welcome":
                    self.connected.set()
                self.inbox.put(message)
                if message["t"] == "closed":
                    break
        except wire.WireError as exc:  # the host sent no JSON object: not a Palace Table host
            _forget_frames(exc)
            self.inbox.put(bad_host(exc))
        except Exception as exc:  # noqa: BLE001 - a wrong code (PAKE failed), the host gone, the mailbox gone
            _forget_frames(exc)
            if type(exc).__name__ == "WrongPasswordError":
                self.inbox.put(wire.error("code", "that code does not open this table"))
        self.connected.clear()
        self.inbox.put({"t": "link", "up": False, "final": final})
        if self.w is not None:
            _close(self.w)

    def send(self, message: wire.Outgoing) -> bool:
        if self.w is None:
            return False
        text = wire.encode(message).encode("utf-8")
        with contextlib.suppress(RuntimeError):
            _reactor().callFromThread(self.w.send_message, text)
            return True
        return False

    def act(self, move: int, action_json: JSONValue) -> bool:
        return self.send({"t": "act", "n": move, "action": action_json})

    def close(self, timeout_s: float = 3.0) -> None:
        self.send({"t": "bye"})
        if self.w is not None:
            with contextlib.suppress(RuntimeError):
                _reactor().callFromThread(_close, self.w)
