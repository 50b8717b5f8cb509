"""Who holds a seat: a seat's bad messages outlive its connection, and of two connections with one code the first
keeps the seat unless it is dead."""

from __future__ import annotations

import socket
import threading
import time
from contextlib import ExitStack, suppress

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.net.client import NetClient
from game.net.host import ALIVE_S, MAX_STRIKES
from tests.net.conftest import Secured, next_message


def _hello(ws, code: str) -> tuple[Secured, dict]:
    app = Secured(ws, code)
    return app, app.recv()


def _bad(app: Secured) -> dict:
    app.send("{not json")
    while True:
        message = app.recv()
        if message["t"] == "error":
            return message


def test_a_seat_cut_off_for_bad_messages_does_not_start_afresh_by_joining_again(table, monkeypatch):
    """Before: every hello reset the count, so a code holder sent bad messages for ever, six per connection."""
    from game.net import host

    with connect(table.address) as ws:
        app, first = _hello(ws, table.code(1))
        assert first["t"] == "welcome"
        assert [_bad(app)["strikes"] for _ in range(MAX_STRIKES)] == list(range(1, MAX_STRIKES + 1))
        with pytest.raises(ConnectionClosed):
            app.recv()
    with connect(table.address) as ws:
        _, answer = _hello(ws, table.code(1))
    assert answer["code"] == "strikes" and not table.match.host.connected(1)
    monkeypatch.setattr(host, "STRIKE_MEMORY_S", 0.0)  # a minute later: forgotten
    with connect(table.address) as ws:
        app, first = _hello(ws, table.code(1))
        assert first["t"] == "welcome"
        assert _bad(app)["strikes"] == 1


def test_a_seats_strikes_count_across_its_connections(table):
    with connect(table.address) as ws:
        app, first = _hello(ws, table.code(1))
        assert first["t"] == "welcome"
        assert [_bad(app)["strikes"] for _ in range(3)] == [1, 2, 3]
    with connect(table.address) as ws:
        app, first = _hello(ws, table.code(1))
        assert first["t"] == "welcome"
        assert _bad(app)["strikes"] == 4


def test_a_second_app_with_a_seats_code_is_refused_while_the_first_plays(table):
    """Before: the second took the seat over, the first one's automatic rejoin took it back, and so on."""
    host = table.match.host
    first = NetClient(table.address, table.code(1), "Ann").start()
    next_message(first.inbox, "welcome")
    second = NetClient(table.address, table.code(1), "Ann's twin").start()
    try:
        refusal = next_message(second.inbox, "error", timeout_s=5)
        assert refusal["code"] == "taken" and next_message(second.inbox, "link")["final"]
        time.sleep(1.0)  # no loop of the two throwing each other out
        assert first.connected.is_set() and host.connected(1) and host.rejoins == 0
        assert [what for what, _ in host.take_news()] == ["joined"] and table.match.seat_name(1) == "Ann"
    finally:
        second.close()
        first.close()


class Freezer:
    """A TCP relay on 127.0.0.1 to ``port`` that stops passing anything on when frozen (the app's machine gone: its
    connection stays open and answers nothing, not even a ping)."""

    def __init__(self, port: int) -> None:
        self.port, self.frozen, self.stack = port, threading.Event(), ExitStack()
        self.listener = self.stack.enter_context(socket.create_server(("127.0.0.1", 0)))
        threading.Thread(target=self._serve, daemon=True).start()

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.listener.getsockname()[1]}"

    def _serve(self) -> None:
        with suppress(OSError):
            app, _ = self.listener.accept()
            host = socket.create_connection(("127.0.0.1", self.port), timeout=5)
            self.stack.enter_context(app)
            self.stack.enter_context(host)
            for a, b in ((app, host), (host, app)):
                threading.Thread(target=self._pass, args=(a, b), daemon=True).start()

    def _pass(self, source: socket.socket, target: socket.socket) -> None:
        source.settimeout(None)
        with suppress(OSError):
            while (data := source.recv(65536)) and not self.frozen.is_set():
                target.sendall(data)

    def close(self) -> None:
        self.stack.close()


def test_a_dead_connection_does_not_keep_its_player_from_joining_again(table):
    host = table.match.host
    relay = Freezer(host.port)
    first = NetClient(relay.address, table.code(1), "Ann", reconnect=False).start()
    try:
        next_message(first.inbox, "welcome")
        relay.frozen.set()  # Ann's laptop lost its network; her app starts again elsewhere
        again = NetClient(table.address, table.code(1), "Ann").start()
        try:
            started = time.monotonic()
            assert next_message(again.inbox, "welcome", timeout_s=ALIVE_S + 5)["seat"] == 1
            assert time.monotonic() - started < ALIVE_S + 3 and host.rejoins == 1 and host.connected(1)
        finally:
            again.close()
    finally:
        first.close(0.0)
        relay.close()
