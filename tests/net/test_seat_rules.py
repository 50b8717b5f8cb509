"""Who holds a seat: a seat's bad messages outlive its connection, and of two connections with one code the first
keeps the seat unless it is dead."""

from __future__ import annotations

import json
import socket
import time

import pytest
from websockets.client import ClientProtocol
from websockets.exceptions import ConnectionClosed
from websockets.frames import Frame, Opcode
from websockets.protocol import State
from websockets.sync.client import connect
from websockets.uri import parse_uri

from game.net import wire
from game.net.client import NetClient
from game.net.host import ALIVE_S, MAX_STRIKES
from tests.net.conftest import next_message


def _hello(ws, code: str) -> dict:
    ws.send(wire.encode(wire.hello(code, "Mallory")))
    return json.loads(ws.recv(timeout=5))


def _bad(ws) -> dict:
    ws.send("{not json")
    while True:
        message = json.loads(ws.recv(timeout=5))
        if message["t"] == "error":
            return message


def test_a_seat_cut_off_for_bad_messages_does_not_start_afresh_by_joining_again(table, monkeypatch):
    """Before: every hello reset the count, so a code holder sent bad messages for ever, six per connection."""
    from game.net import host

    with connect(table.address) as ws:
        assert _hello(ws, table.code(1))["t"] == "welcome"
        assert [_bad(ws)["strikes"] for _ in range(MAX_STRIKES)] == list(range(1, MAX_STRIKES + 1))
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=5)
    with connect(table.address) as ws:
        answer = _hello(ws, table.code(1))
    assert answer["code"] == "strikes" and not table.match.host.connected(1)
    monkeypatch.setattr(host, "STRIKE_MEMORY_S", 0.0)  # a minute later: forgotten
    with connect(table.address) as ws:
        assert _hello(ws, table.code(1))["t"] == "welcome"
        assert _bad(ws)["strikes"] == 1


def test_a_seats_strikes_count_across_its_connections(table):
    with connect(table.address) as ws:
        assert _hello(ws, table.code(1))["t"] == "welcome"
        assert [_bad(ws)["strikes"] for _ in range(3)] == [1, 2, 3]
    with connect(table.address) as ws:
        assert _hello(ws, table.code(1))["t"] == "welcome"
        assert _bad(ws)["strikes"] == 4


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


def _silent_seat(port: int, code: str) -> socket.socket:
    """A connection that takes a seat and then goes silent (its machine gone): it never answers a ping."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    protocol = ClientProtocol(parse_uri(f"ws://127.0.0.1:{port}"))
    protocol.send_request(protocol.connect())
    sock.sendall(b"".join(protocol.data_to_send()))
    while protocol.state is not State.OPEN:
        protocol.receive_data(sock.recv(65536))
    protocol.send_text(wire.encode(wire.hello(code, "Ann")).encode("utf-8"))
    sock.sendall(b"".join(protocol.data_to_send()))
    texts: list[str] = []
    while not any('"welcome"' in t for t in texts):
        protocol.receive_data(sock.recv(65536))
        texts += [e.data.decode() for e in protocol.events_received()
                  if isinstance(e, Frame) and e.opcode == Opcode.TEXT]
    return sock


def test_a_dead_connection_does_not_keep_its_player_from_joining_again(table):
    host = table.match.host
    dead = _silent_seat(host.port, table.code(1))
    try:
        assert host.connected(1)
        again = NetClient(table.address, table.code(1), "Ann").start()
        try:
            started = time.monotonic()
            assert next_message(again.inbox, "welcome", timeout_s=ALIVE_S + 5)["seat"] == 1
            assert time.monotonic() - started < ALIVE_S + 3 and host.rejoins == 1 and host.connected(1)
        finally:
            again.close()
    finally:
        dead.close()
