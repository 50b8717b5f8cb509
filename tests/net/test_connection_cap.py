"""A host takes at most its remote seats' connections plus a few waiting for their hello: a flood of connections
on 127.0.0.1 is refused (``full``) at once and changes nothing at the table; the seated players stay, and a
player joins again once the flood is gone."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from contextlib import ExitStack

from websockets.exceptions import ConnectionClosed
from websockets.server import ServerProtocol
from websockets.sync.client import connect

from game.net import secure, wire
from game.net.client import NetClient
from game.net.host import MAX_PENDING
from game.net.remote import join
from tests.net.conftest import next_message

FLOOD = 24


def _answers(host, sockets, refused: int) -> list[dict | None]:
    """The host's first message on each socket, or None for a connection it keeps waiting for its hello (10 s),
    once the host has refused ``refused`` of them (however slow this machine)."""
    deadline = time.monotonic() + 15
    while host.refused < refused and time.monotonic() < deadline:
        time.sleep(0.02)
    out: list[dict | None] = []
    quiet_until = time.monotonic() + 0.5  # the host's answers are sent at once: half a second for all of them
    for ws in sockets:
        try:
            out.append(json.loads(ws.recv(timeout=max(0.0, quiet_until - time.monotonic()))))
        except TimeoutError:
            out.append(None)
        except ConnectionClosed:
            out.append({"t": "closed by the host"})
    return out


def test_a_flood_of_connections_is_refused_and_changes_nothing(table):
    match = table.match
    honest = NetClient(table.address, table.code(2), "Bea").start()
    try:
        next_message(honest.inbox, "welcome")
        before = json.dumps(match.session.to_json(), sort_keys=True)
        refused_before = match.host.refused
        with ExitStack() as flood:
            sockets = [flood.enter_context(connect(table.address, open_timeout=5)) for _ in range(FLOOD)]
            answers = _answers(match.host, sockets, refused_before + FLOOD - MAX_PENDING)
            full = [a for a in answers if a is not None and a.get("code") == "full"]
            assert len(full) == FLOOD - MAX_PENDING and answers.count(None) == MAX_PENDING
            assert "try again" in full[0]["message"]
            assert match.host.peak_links <= len(match.remote) + MAX_PENDING
            assert match.host.refused - refused_before == FLOOD - MAX_PENDING
            for ws in sockets[:MAX_PENDING]:  # the key exchange on a guessed code: no seat
                ws.send(secure.ClientHandshake("guess-guess").opening())
        assert json.dumps(match.session.to_json(), sort_keys=True) == before
        assert match.names == ["P0", "P1", "Bea"] and match.host.connected(2) and not match.host.connected(1)
        assert match.host.take_action(1, 0) is None and match.host.take_action(2, 0) is None
        back = join(table.address, table.code(1), "Ann")  # the flood is gone: a player takes their seat
        try:
            assert match.host.connected(1) and match.seat_name(1) == "Ann"
        finally:
            back.close()
        assert honest.connected.is_set()
    finally:
        honest.close()
    assert table.checker.leaks == []


def test_a_player_joining_during_a_flood_gets_in_once_it_is_over(table, monkeypatch):
    from game.net import host

    monkeypatch.setattr(host, "HELLO_TIMEOUT_S", 60.0)  # the flood holds its places however slow this machine is
    match = table.match
    with ExitStack() as flood:
        sockets = [flood.enter_context(connect(table.address, open_timeout=5)) for _ in range(MAX_PENDING + 2)]
        assert _answers(match.host, sockets, 2).count(None) == MAX_PENDING
        client = NetClient(table.address, table.code(1), "Ann").start()  # refused "full": tries again
        try:
            assert next_message(client.inbox, "error", timeout_s=15)["code"] == "full"
            assert not match.host.connected(1)
            flood.close()
            assert next_message(client.inbox, "welcome", timeout_s=10)["seat"] == 1
            assert match.seat_name(1) == "Ann"
        finally:
            client.close()



def _refuse_in_one_write(listener: socket.socket) -> None:
    """Accept one connection and answer its handshake, a ``full`` error and the close in a single write: the
    refusal is there before the app can say hello (the race a host under load can win)."""
    conn, _ = listener.accept()
    with conn:
        protocol, events = ServerProtocol(), []
        while not events and (data := conn.recv(4096)):
            protocol.receive_data(data)
            events = protocol.events_received()
        protocol.send_response(protocol.accept(events[0]))
        protocol.send_text(wire.encode(wire.error("full", "too many connections at once")).encode("utf-8"))
        protocol.send_close(1008, "full")
        conn.sendall(b"".join(protocol.data_to_send()))
        conn.settimeout(5)
        with contextlib.suppress(OSError):
            while protocol.close_rcvd is None and (data := conn.recv(4096)):  # until the app's close answers ours
                protocol.receive_data(data)


def test_a_player_refused_at_once_reads_why_though_the_refusal_overtook_their_hello():
    """The host refuses ``full`` as the connection opens, before any hello: when its error and close reach the
    app before the app has sent its hello, the app still reads why (it used to see only a closed connection)."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        server = threading.Thread(target=_refuse_in_one_write, args=(listener,), daemon=True)
        server.start()
        client = NetClient(f"ws://127.0.0.1:{listener.getsockname()[1]}", "any-code", "Ann")
        client.reconnect = False  # one connection: the one answered in a single write
        client.start()
        try:
            assert next_message(client.inbox, "error", timeout_s=5)["code"] == "full"
        finally:
            client.close()
            server.join(5)
