"""The local network's door (issue 38, item 9): a key exchange on the seat's code (SPAKE2) so the code never
crosses the network, both ends prove they know it, and every message after it is sealed. A rogue table that does
not know the code learns nothing and is refused by the app; a wrong code gets no seat and the host counts it; a
replayed or altered frame is refused."""

from __future__ import annotations

import json
import os
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.net import secure, wire
from game.net.client import NetClient
from game.net.host import NetHost, new_code
from game.net.remote import join, refusal_text
from tests.net.conftest import DEFAULT_GAME, Relay, Secured, next_message

NAME = "Zebedee Quux"  # a name no sealed frame would hold by chance
GAME_TEXT = (NAME, "welcome", '"view"', '"legal"', DEFAULT_GAME, '"state"', '"seats"')


def _wait(condition, timeout_s: float = 5.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def _as_bytes(data: str | bytes) -> bytes:
    return data.encode("utf-8") if isinstance(data, str) else data


def _holds_code(frames: list[str | bytes], code: str) -> bool:
    forms = {code, code.upper(), secure.normal_code(code).decode(), code.replace("-", "")}
    return any(form.encode() in _as_bytes(frame) for frame in frames for form in forms)


def test_the_code_never_crosses_the_network_and_the_game_is_sealed(table):
    """Everything an app and the host send, as an eavesdropper on the network reads it: the code is in no frame,
    and after the exchange (the app's opening and proof, the host's answer) every frame is sealed, no game text."""
    match = table.match
    while match.current_seat() != 1:
        match.apply(match.session.bot_action())
    relay = Relay(table.address)
    client = NetClient(relay.address, table.code(1), NAME).start()
    try:
        assert next_message(client.inbox, "welcome")["seat"] == 1 and match.seat_name(1) == NAME
        state = next_message(client.inbox, "state")
        assert state["legal"] and client.act(state["n"], state["legal"][0])  # a move of the remote seat, sealed
        _wait(lambda: match.host.has_action(1, state["n"]))
        match.apply(match.take_bot_action())
        next_message(client.inbox, "state")
    finally:
        client.close()
        relay.close()
    app, host = relay.sent_by("app"), relay.sent_by("host")
    assert not _holds_code(app, table.code(1)) and not _holds_code(host, table.code(1))
    opening, answer = json.loads(app[0]), json.loads(host[0])
    assert opening["t"] == "hello" and opening["version"] == wire.VERSION and answer["t"] == "pake"
    assert json.loads(app[1])["t"] == "confirm"
    sealed = app[2:] + host[1:]
    assert len(app[2:]) >= 2 and len(host[1:]) >= 3  # the hello and the move; the welcome, the states, the seats
    assert all(isinstance(frame, bytes) and len(frame) % secure.PAD == secure.OVERHEAD for frame in sealed)
    assert not [text for frame in sealed for text in GAME_TEXT if text.encode() in frame]
    assert table.checker.leaks == []


def test_a_rogue_table_that_does_not_know_the_code_learns_nothing_and_is_refused(table):
    """A table announced under a friend's name that does not know the seat's code (here a host with codes of its
    own): the app sends nothing that holds the code, refuses the table with a clear message and does not try
    again."""
    rogue = NetHost({"game": DEFAULT_GAME, "options": {}, "names": ["Ana", "P1"], "kinds": ["local", "remote"]},
                    {1: new_code()})
    rogue.start()
    relay = Relay(f"ws://127.0.0.1:{rogue.port}")
    code = table.code(1)
    try:
        client = NetClient(relay.address, code, NAME).start()
        refused = next_message(client.inbox, "error")
        assert refused["code"] == "proof" and next_message(client.inbox, "link")["final"]
        assert refusal_text(refused).startswith("This table did not prove it knows the code")
        assert client.finished.wait(5) and not rogue.connected(1)
        with pytest.raises(ConnectionError, match="This table did not prove it knows the code"):
            join(relay.address, code, NAME)
        _wait(lambda: rogue.wrong_codes == 2)
    finally:
        relay.close()
        rogue.close()
    app = relay.sent_by("app")
    assert len(app) == 2 and not _holds_code(app, code)  # two openings, nothing more: no proof, no hello
    assert not [frame for frame in app if NAME.encode() in _as_bytes(frame)]


def test_a_wrong_code_gets_no_seat_and_the_host_counts_it(table):
    match = table.match
    client = NetClient(table.address, "abcde-fghjk", NAME).start()
    try:
        assert next_message(client.inbox, "error")["code"] == "proof"
        _wait(lambda: match.host.wrong_codes == 1)
    finally:
        client.close()
    assert not match.host.connected(1) and not match.host.connected(2) and match.host.refused == 1
    assert match.take_problem() == "Someone tried a wrong code to join the table."
    with connect(table.address) as ws:  # a stranger who sends a made-up proof anyway is refused "code"
        ws.send(secure.ClientHandshake("guess-guess").opening())
        seat = json.loads(ws.recv(timeout=5))["seats"][0][0]
        ws.send(wire.encode({"t": "confirm", "seat": seat, "proof": secure._b64(os.urandom(32))}))
        assert json.loads(ws.recv(timeout=5))["code"] == "code"
    _wait(lambda: match.host.wrong_codes == 2)
    assert not match.host.connected(1)


def test_a_replayed_or_altered_frame_is_refused_and_closes_the_connection(table):
    match = table.match
    before = json.dumps(match.session.to_json(), sort_keys=True)
    for spoil in ("replay", "alter", "plain"):
        with connect(table.address) as ws:
            app = Secured(ws, table.code(1))
            assert app.recv()["t"] == "welcome"
            frame = app.channel.seal(wire.encode({"t": "ping", "id": 7}))
            ws.send(frame)
            assert next(m for m in iter(app.recv, None) if m["t"] == "pong")["id"] == 7
            if spoil == "replay":
                ws.send(frame)
            elif spoil == "alter":  # the next frame, one bit of it flipped (its own first byte: the first byte of
                # the frame before, flipped, equalled it once in 256 runs, and the frame went through unaltered)
                sealed = app.channel.seal(wire.encode({"t": "ping", "id": 8}))
                ws.send(bytes([sealed[0] ^ 1]) + sealed[1:])
            else:
                ws.send(wire.encode({"t": "ping", "id": 9}))  # not sealed
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    assert app.recv()["t"] != "pong"
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    assert json.dumps(match.session.to_json(), sort_keys=True) == before
    assert match.host.bad_messages == 0


def test_a_frame_opens_once_in_its_order_and_only_in_its_direction():
    shake = secure.ClientHandshake("K7M3P 9QAXE")  # the same code as typed otherwise
    answer, keys = secure.host_answer(shake.message, {1: "abcde-fghjk", 2: "k7m3p-9qaxe"})
    confirm, app = shake.finish(json.loads(answer))
    seat, host = secure.check_confirm(confirm, keys)
    assert seat == 2
    first, second = app.seal("one"), app.seal(b"\xff\x00")
    with pytest.raises(secure.FrameError):
        host.open(second)  # out of order
    assert host.open(first) == "one"
    with pytest.raises(secure.FrameError):
        host.open(first)  # replayed
    with pytest.raises(secure.FrameError):
        host.open(second[:-1] + bytes([second[-1] ^ 0x40]))  # altered
    with pytest.raises(secure.FrameError):
        app.open(app.seal("reflected"))  # the app's own frame sent back to it
    assert host.open(second) == b"\xff\x00"  # not text: the host's checks refuse it as before
    assert app.open(host.seal("back")) == "back"
    with pytest.raises(secure.NotProved):
        secure.ClientHandshake("abcde-fghjj").finish(json.loads(answer))  # a wrong code: no proof matches


def test_a_version_mismatch_names_both_versions_before_any_key_exchange(table):
    with connect(table.address) as ws:  # an older app's hello, its code in it
        ws.send(json.dumps({"t": "hello", "protocol": "palace-table", "version": 1, "code": table.code(1),
                            "name": "Old"}))
        answer = json.loads(ws.recv(timeout=5))
    assert answer["code"] == "version" and answer["host"] == wire.VERSION and answer["client"] == 1
    client = NetClient(table.address, table.code(1), "New", version=wire.VERSION + 1).start()
    try:
        answer = next_message(client.inbox, "error")
        assert answer["code"] == "version" and answer["client"] == wire.VERSION + 1
        assert f"version {wire.VERSION + 1}" in refusal_text(answer)
    finally:
        client.close()
    assert table.match.host.wrong_codes == 0


def test_hkdf_gives_rfc_5869s_bytes_and_cryptographys():
    from cryptography.hazmat.primitives.hashes import SHA256
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    okm = secure.hkdf_sha256(b"\x0b" * 22, bytes.fromhex("f0f1f2f3f4f5f6f7f8f9"), 42,
                             salt=bytes.fromhex("000102030405060708090a0b0c"))  # RFC 5869, test case 1
    assert okm.hex() == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"
    assert secure.hkdf_sha256(b"\x0b" * 22, b"", 42).hex() == (  # test case 3: no salt, no info
        "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8")
    for length in (1, 32, 48, 100):
        key, info = os.urandom(length), os.urandom(length % 17)
        assert secure.hkdf_sha256(key, info, length) == HKDF(SHA256(), length, b"", info).derive(key)


def test_without_cryptography_the_key_exchange_still_agrees_with_an_app_that_has_it():
    """A frozen app may leave ``cryptography`` out (12 MB): spake2 then gets the standard library's HKDF, and the
    host's answer there is proved by an app that uses the real package."""
    import subprocess
    import sys

    from tests.net.conftest import ROOT

    shake = secure.ClientHandshake("k7m3p-9qaxe")
    script = ("import sys, base64; sys.modules['cryptography'] = None\n"
              "from game.net import secure\n"
              "answer, _ = secure.host_answer(base64.b64decode(sys.argv[1]), {1: 'abcde-fghjk', 2: 'K7M3P-9QAXE'})\n"
              "assert not hasattr(sys.modules['cryptography'], '__file__')  # the stand-in\n"
              "print(answer)\n")
    done = subprocess.run([sys.executable, "-c", script, secure._b64(shake.message)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-2000:]
    confirm, _ = shake.finish(json.loads(done.stdout))
    assert json.loads(confirm)["seat"] == 2
