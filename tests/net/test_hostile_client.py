"""A hostile remote app: random bytes, out-of-turn and illegal actions, a forged seat, a 10 MB message, a wrong code
and a wrong version. Each gets a clear error (and, repeated, a disconnect); the host's game is unchanged and the
honest player's seat goes on. The hostile app here knows its seat's code (it speaks the protocol by hand after the
key exchange, :class:`tests.net.conftest.Secured`) unless said otherwise."""

from __future__ import annotations

import contextlib
import json
import os
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.net import secure, wire
from game.net.client import NetClient
from game.net.host import MAX_STRIKES
from tests.net.conftest import Secured, next_message


def _until_turn_of(match, seat: int) -> None:
    """Play the bots' moves for every seat at the host until ``seat`` is to move."""
    while match.current_seat() != seat:
        match.apply(match.session.bot_action())


def _hello(ws, code: str) -> tuple[Secured, dict]:
    """The key exchange on ``code``, the hello, and the host's first answer."""
    app = Secured(ws, code)
    return app, app.recv()


def _answer(app: Secured) -> dict:
    while True:
        message = app.recv()
        if message["t"] == "error":
            return message


def test_a_hostile_app_changes_nothing_at_the_host(table):
    match = table.match
    honest = NetClient(table.address, table.code(2), "Bea").start()
    try:
        next_message(honest.inbox, "welcome")
        _until_turn_of(match, 2)  # seat 1 (the hostile one) is not to move
        before = json.dumps(match.session.to_json(), sort_keys=True)
        with connect(table.address, max_size=None) as ws:
            app, first = _hello(ws, table.code(1))
            assert first["t"] == "welcome"
            move = match.moves_played()
            app.send(os.urandom(64))
            assert _answer(app)["code"] == "text"
            app.send("{not json")
            assert _answer(app)["code"] == "json"
            legal = [match.game.action_to_json(a) for a in match.session.legal_actions()]
            app.send(wire.encode({"t": "act", "n": move, "action": legal[0]}))  # seat 2's move, sent by seat 1
            assert _answer(app)["code"] == "turn"
            app.send(wire.encode({"t": "act", "n": move, "action": legal[0], "seat": 2}))  # a forged seat
            assert _answer(app)["code"] == "schema"
            app.send(wire.encode({"t": "act", "n": move + 5, "action": legal[0]}))
            last = _answer(app)
            assert last["code"] == "stale" and last["strikes"] == 5
            assert match.host.take_action(2, move) is None and match.host.take_action(1, move) is None
            app.send(wire.encode(wire.hello("again")))  # a second hello: the sixth strike
            assert _answer(app)["code"] == "hello"
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(timeout=5)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
            assert MAX_STRIKES == 6
        assert json.dumps(match.session.to_json(), sort_keys=True) == before
        assert match.host.connected(2) and not [e for e in _drain(honest) if e.get("t") == "error"]
        assert table.checker.leaks == [] and table.checker.checked > 0
    finally:
        honest.close()


def test_an_illegal_action_on_its_turn_is_refused_and_a_legal_one_then_played(table):
    match = table.match
    _until_turn_of(match, 1)
    with connect(table.address) as ws:
        app, first = _hello(ws, table.code(1))
        assert first["t"] == "welcome"
        move = match.moves_played()
        app.send(wire.encode({"t": "act", "n": move, "action": ["play", "no such card"]}))
        assert _answer(app)["code"] == "illegal"
        assert match.take_bot_action() is None and match.moves_played() == move
        good = match.session.legal_actions()[0]
        app.send(wire.encode({"t": "act", "n": move, "action": match.game.action_to_json(good)}))
        for _ in range(50):
            match.wait_for_bot(0.1)
            action = match.take_bot_action()
            if action is not None:
                break
        assert action == good
        match.apply(action)
    assert table.checker.leaks == []


def test_a_10_mb_message_closes_the_connection_and_the_seat_waits(table):
    match = table.match
    before = match.moves_played()
    with connect(table.address, max_size=None) as ws:
        app, first = _hello(ws, table.code(1))
        assert first["t"] == "welcome"
        with pytest.raises(ConnectionClosed):
            app.send("x" * (10 * 1024 * 1024))
            for _ in range(10):
                ws.recv(timeout=5)
    assert match.moves_played() == before
    for _ in range(50):
        if not match.host.connected(1):
            break
        match.host.wait_for_action(0.05)
    assert not match.host.connected(1)


def test_a_stranger_without_the_code_gets_no_seat(table):
    with connect(table.address) as ws, pytest.raises(secure.NotProved):  # no proof matches the stranger's guess
        _hello(ws, "guess-guess")
    for _ in range(50):
        if table.match.host.refused:
            break
        table.match.host.wait_for_action(0.05)
    assert not table.match.host.connected(1) and table.match.host.refused == 1 and table.match.host.wrong_codes == 1


def test_a_version_mismatch_says_which_version_each_side_runs(table):
    with connect(table.address) as ws, pytest.raises(secure.Refused) as refused:
        Secured(ws, table.code(1), version=wire.VERSION + 1)
    answer = refused.value.message
    assert answer["code"] == "version" and answer["host"] == wire.VERSION and answer["client"] == wire.VERSION + 1
    assert f"version {wire.VERSION}" in answer["message"] and f"version {wire.VERSION + 1}" in answer["message"]


def test_anything_before_hello_is_refused(table):
    with connect(table.address) as ws:
        ws.send('{"t":"act","n":0,"action":["play","guard"]}')
        answer = json.loads(ws.recv(timeout=5))
    assert answer["code"] == "hello"


def test_a_dropped_player_rejoins_their_seat_with_the_same_code(table):
    first = NetClient(table.address, table.code(1), "Ann", reconnect=False).start()
    next_message(first.inbox, "welcome")
    first.close()
    for _ in range(50):
        if not table.match.host.connected(1):
            break
        table.match.host.wait_for_action(0.05)
    again = NetClient(table.address, table.code(1), "Ann").start()
    try:
        assert next_message(again.inbox, "welcome")["seat"] == 1
        assert next_message(again.inbox, "state")["n"] == table.match.moves_played()
        assert table.match.host.rejoins == 1
    finally:
        again.close()


def _drain(client: NetClient) -> list[dict]:
    out = []
    while not client.inbox.empty():
        out.append(client.inbox.get_nowait())
    return out


def test_a_flood_of_messages_is_slowed_then_cut_off(table):
    """The cut-off closes the connection at once, though the app's flood is still queued at the host (before, the
    host stopped reading behind it, never read the app's answer to its close and waited out the close's 2 s)."""
    with connect(table.address) as ws:
        app, first = _hello(ws, table.code(1))
        assert first["t"] == "welcome"
        with contextlib.suppress(ConnectionClosed):  # on a slow machine the host may cut it off mid-flood
            for i in range(200):
                app.send(wire.encode({"t": "ping", "id": i}))
        codes, cut = [], None
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                message = app.recv()
                codes.append(message.get("code"))
                if message.get("strikes") == MAX_STRIKES:
                    cut = time.monotonic()
        assert cut is not None and time.monotonic() - cut < 1.5
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    assert "rate" in codes and table.match.moves_played() == 0


def test_after_ten_minutes_the_seat_is_a_bots_and_its_code_is_refused(table, monkeypatch):
    from game.net import host, hosted

    first = NetClient(table.address, table.code(1), "Ann", reconnect=False).start()
    next_message(first.inbox, "welcome")
    first.close()
    match = table.match
    for _ in range(50):
        if not match.host.connected(1):
            break
        match.host.wait_for_action(0.05)
    monkeypatch.setattr(host, "REJOIN_S", 0.0)
    monkeypatch.setattr(hosted, "REJOIN_S", 0.0)
    while match.current_seat() != 1:
        match.apply(match.session.bot_action())
    assert not match.remote_turn() and 1 not in match.away_players()  # a bot plays the seat now
    with connect(table.address) as ws:
        _, answer = _hello(ws, table.code(1))
    assert answer["code"] == "expired"
