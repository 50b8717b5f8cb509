"""A remote app's connection to a host (websockets on asyncio, in a thread of its own). It runs the key exchange on
the seat's code (:mod:`game.net.secure`: the code never crosses the network, and the host must prove it knows it),
says hello, puts what the host sends in :attr:`NetClient.inbox` for the frame thread, sends the chosen actions
(sealed), and, if the connection drops, joins again with the same code until the host's rejoin window is over."""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
import time
from typing import TYPE_CHECKING, Protocol

from game.engine import JSONValue
from game.net import secure, wire

if TYPE_CHECKING:
    from websockets.asyncio.client import connect

RETRY_S = (0.2, 0.5, 1.0, 2.0, 5.0)
GIVE_UP_S = 600.0
FINAL = frozenset({"version", "code", "expired", "protocol", "proof", "taken"})
"""Error codes after which joining again cannot help (``taken``: another app plays the seat; joining again would
throw it out, or be refused for ever)."""
BAD_HOST = "bad_host"
"""What a connection puts in its inbox for a frame from the host that is no JSON object (``why`` says what it is);
the remote match refuses such a host (:mod:`game.net.hostcheck`)."""


def bad_host(exc: Exception) -> wire.Message:
    return {"t": BAD_HOST, "why": str(exc)}


def websockets_connect() -> type[connect]:
    """websockets' ``connect``. The frozen app leaves OpenSSL out (``tools/build_app.py``), and websockets' client
    imports ``ssl`` for ``wss://`` only: a stand-in module lets it load for the plain ``ws://`` a table uses."""
    try:
        import ssl  # noqa: F401
    except ImportError:
        import sys
        import types

        stand_in = types.ModuleType("ssl")
        stand_in.SSLContext = type("SSLContext", (), {})  # type: ignore[attr-defined]
        sys.modules["ssl"] = stand_in
    from websockets.asyncio.client import connect

    return connect


class Connection(Protocol):
    """What a remote app's match needs of its connection (:class:`NetClient`, or a wormhole's)."""

    inbox: queue.Queue[wire.Message]

    def act(self, move: int, action_json: JSONValue) -> bool: ...

    def close(self, timeout_s: float = 3.0) -> None: ...


class NetClient:
    """``address`` is ``ws://host:port``. Messages arrive as dicts in :attr:`inbox`; connection news as
    ``{"t": "link", "up": bool}``; a refusal as the host's ``error`` followed by ``{"t": "link", "up": False,
    "final": True}`` (a host that does not prove it knows the code: the error ``proof``, never joined again)."""

    def __init__(self, address: str, code: str, name: str = "", version: int = wire.VERSION,
                 reconnect: bool = True) -> None:
        self.address, self.code, self.name, self.version = address, code, name, version
        self.reconnect = reconnect
        self.inbox: queue.Queue[wire.Message] = queue.Queue()
        self.connected = threading.Event()
        self.finished = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: secure.ClientLink | None = None
        self._stop = False
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self.received_at: list[tuple[float, wire.Message]] = []  # (perf_counter, message) when ``keep_times``
        self.keep_times = False

    def start(self) -> NetClient:
        self._thread.start()
        return self

    def _run(self) -> None:
        with contextlib.suppress(Exception):
            asyncio.run(self._main())
        self.finished.set()

    async def _main(self) -> None:
        connect = websockets_connect()
        self._loop = asyncio.get_running_loop()
        started, attempt = time.monotonic(), 0
        while not self._stop:
            final = False
            try:
                async with connect(self.address, max_size=wire.MAX_HOST_BYTES + secure.PAD + secure.OVERHEAD,
                                   open_timeout=5, compression=None, ping_interval=20, ping_timeout=20) as ws:
                    try:
                        link = await asyncio.wait_for(secure.join(ws, self.code, self.name, self.version), 15)
                    except secure.Refused as refused:  # too many connections, another version: the host's words
                        final = str(refused.message.get("code")) in FINAL
                        self.inbox.put(refused.message)
                        raise
                    except secure.NotProved as exc:
                        final = True
                        self.inbox.put(wire.error("proof", str(exc)))
                        raise
                    self._ws = link
                    async for frame in ws:
                        try:
                            message = wire.decode_object(link.open(frame), wire.MAX_HOST_BYTES)
                        except wire.WireError as exc:  # not a Palace Table host: no use joining again
                            self.inbox.put(bad_host(exc))
                            final = True
                            break
                        if self.keep_times:
                            self.received_at.append((time.perf_counter(), message))
                        if message["t"] == "welcome":
                            attempt = 0
                            self.connected.set()
                        if message["t"] == "error" and str(message.get("code")) in FINAL:
                            final = True
                        if message["t"] == "closed":
                            final = True
                        self.inbox.put(message)
            except Exception:  # noqa: BLE001 - refused, dropped, a bad frame or not there: try again below
                pass
            self._ws = None
            was_up = self.connected.is_set()
            self.connected.clear()
            over = final or self._stop or not self.reconnect or time.monotonic() - started > GIVE_UP_S
            if was_up or over:
                self.inbox.put({"t": "link", "up": False, "final": over})
            if over:
                return
            await asyncio.sleep(RETRY_S[min(attempt, len(RETRY_S) - 1)])
            attempt += 1

    def send(self, message: wire.Outgoing) -> bool:
        """Queue a message for the host; False when not connected."""
        loop, ws = self._loop, self._ws
        if loop is None or ws is None or loop.is_closed():
            return False
        text = wire.encode(message)
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._send(text)))
            return True
        return False

    async def _send(self, text: str) -> None:
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(Exception):
                await ws.send(text)

    def act(self, move: int, action_json: JSONValue) -> bool:
        return self.send({"t": "act", "n": move, "action": action_json})

    def close(self, timeout_s: float = 3.0) -> None:
        """Say bye and stop (no rejoin)."""
        self._stop = True
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._bye(ws)))
        self._thread.join(timeout_s)

    async def _bye(self, ws: secure.ClientLink) -> None:
        with contextlib.suppress(Exception):
            await ws.send(wire.encode({"t": "bye"}))
            await ws.close()
