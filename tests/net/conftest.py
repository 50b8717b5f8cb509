"""A hosted table on 127.0.0.1 with its leak check, for the network tests; a relay that records every frame
between an app and a host; a websocket that speaks the protocol by hand after the key exchange."""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from each_game import a_game

from game import catalog
from game.net import secure, teardown, wire
from game.net.hosted import HostedMatch, open_table, setup_message
from game.net.leaks import LeakChecker
from game.saves import SaveStore
from game.session import SeatConfig, Session

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_GAME = a_game(lambda caps: caps.private_hand, players=3)
"""The game of a table the tests host unless they name one: hands the remote apps must not see."""


@dataclass
class Table:
    match: HostedMatch
    checker: LeakChecker

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.match.host.port}"

    def code(self, seat: int) -> str:
        return self.match.host.seats[seat].code


def make_table(tmp_path, game_id: str = "", kinds: tuple[str, ...] = ("local", "remote", "remote"),
               seed: int = 3) -> Table:
    seats = [SeatConfig(f"P{i}", "human") for i in range(len(kinds))]
    game_id = game_id or DEFAULT_GAME
    session = Session(catalog.get_game(game_id), seats, seed)
    remote = {s for s, k in enumerate(kinds) if k == "remote"}
    checker = LeakChecker(game_id, seats, seed, session.options, remote, setup_message(session, list(kinds)),
                          watch=True)  # spectators too, where a test lets them in
    match = open_table(session, list(kinds), SaveStore(tmp_path), tap=checker.check)
    match.on_move.append(checker.applied)
    return Table(match, checker)


@pytest.fixture
def table(tmp_path) -> Iterator[Table]:
    t = make_table(tmp_path)
    try:
        yield t
    finally:
        t.match.close()
        teardown.finish()  # (its friends told and its connections closed within the test)


def next_message(inbox: queue.Queue, kind: str, timeout_s: float = 5.0) -> dict:
    """The next message of type ``kind`` (others before it are dropped)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            message = inbox.get(timeout=0.1)
        except queue.Empty:
            continue
        if message.get("t") == kind:
            return message
    raise AssertionError(f"no {kind} message within {timeout_s} s")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def mailbox(tmp_path_factory):
    """A magic-wormhole mailbox server on 127.0.0.1 for these tests only (ended afterwards)."""
    twist = Path(sys.executable).with_name("twist")
    if not twist.exists():
        twist = Path(shutil.which("twist") or "twist")
    port = free_port()
    folder = tmp_path_factory.mktemp("mailbox")
    proc = subprocess.Popen([str(twist), "wormhole-mailbox", f"--port=tcp:{port}:interface=127.0.0.1",
                             f"--channel-db={folder / 'relay.sqlite'}"], cwd=folder, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        yield f"ws://127.0.0.1:{port}/v1"
    finally:
        from game.net.invite import wait_closed

        teardown.finish()  # the hosted tables closed (their invites' closes begun) ...
        wait_closed(10)  # the mailbox lets go of every wormhole closed here before it goes (else magic-wormhole
        proc.kill()  # tries to reach it for the rest of the test process)
        proc.wait(10)


class Secured:
    """A websocket (websockets' sync client) that joined with ``code`` and speaks the protocol by hand, sealed."""

    def __init__(self, ws: Any, code: str, name: str | None = "Mallory", version: int = wire.VERSION) -> None:
        """The key exchange on ``code``, then the hello with ``name`` (None: no hello yet)."""
        self.ws = ws
        self.channel = secure.join_sync(ws, code, name or "", version, hello=name is not None)

    def send(self, message: str | bytes) -> None:
        self.ws.send(self.channel.seal(message))

    def recv(self, timeout: float = 5) -> dict:
        return json.loads(self.channel.open(self.ws.recv(timeout=timeout)))


@dataclass
class Relay:
    """A websocket relay on 127.0.0.1 between apps and ``target`` (a host): every message each way is recorded as
    sent (``frames``: ("app"|"host", data)), what an eavesdropper on the network reads. Stops with :meth:`close`."""

    target: str
    frames: list[tuple[str, str | bytes]] = field(default_factory=list)
    port: int = 0

    def __post_init__(self) -> None:
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)
        self._thread.start()
        assert self._ready.wait(10)

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def sent_by(self, side: str) -> list[str | bytes]:
        return [data for who, data in list(self.frames) if who == side]

    async def _main(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.asyncio.server import serve

        async def pipe(source: Any, sink: Any, who: str) -> None:
            with contextlib.suppress(Exception):
                async for data in source:
                    self.frames.append((who, data))
                    await sink.send(data)
            with contextlib.suppress(Exception):
                await sink.close()

        async def serve_one(app: Any) -> None:
            async with connect(self.target, max_size=None, compression=None) as host:
                await asyncio.gather(pipe(app, host, "app"), pipe(host, app, "host"))

        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        async with serve(serve_one, "127.0.0.1", 0, max_size=None, compression=None) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._stop.wait()

    def close(self) -> None:
        if self._loop is not None and self._stop is not None:
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)
