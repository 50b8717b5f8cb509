"""A hostile host: each kind of message a host sends, malformed. The remote app's match reports a refused host (the
connection closed, the player told why) and never raises; joining such a host fails with a clear message; the
host's own words are cleaned and cut before anyone shows them."""

from __future__ import annotations

import contextlib
import json
import queue
import threading
from collections.abc import Iterator

import pytest
from each_game import a_game
from websockets.sync.server import serve

from game import catalog
from game.net import secure, wire
from game.net.hosted import setup_message, state_message
from game.net.remote import RemoteMatch, join, refusal_text
from game.session import SeatConfig, Session

CODE = "abcde-fghjk"

GAME = a_game(players=2)
"""Any game for two (the messages are the same for every game)."""


class StandInConnection:
    def __init__(self) -> None:
        self.inbox: queue.Queue[dict] = queue.Queue()
        self.closed = False

    def act(self, move: int, action_json: object) -> bool:
        return True

    def close(self, timeout_s: float = 3.0) -> None:
        self.closed = True


def _session() -> Session:
    return Session(catalog.get_game(GAME), [SeatConfig("Ana", "human"), SeatConfig("Ben", "human")], 7)


def _welcome(session: Session, seat: int = 1) -> dict:
    return {"t": "welcome", "version": wire.VERSION, "seat": seat, **setup_message(session, ["local", "remote"])}


def _state(session: Session, seat: int = 1) -> dict:
    return state_message(session, catalog.get_entry(GAME).presenter(), seat, None, None, [], None)


def _seats(**change) -> dict:
    return {"t": "seats", "connected": [None, True], "names": ["Ana", "Ben"], "away": [None, None], **change}


def _bad_states(session: Session) -> dict[str, dict]:
    good = _state(session)
    return {name: {**good, **change} for name, change in {
        "move number text": {"n": "x"}, "move number negative": {"n": -1}, "move number huge": {"n": 10**12},
        "move number bool": {"n": True}, "current seat out of range": {"current": 7},
        "current seat text": {"current": "1"}, "actor out of range": {"actor": 9}, "no view": {"view": None},
        "a view the game cannot read": {"view": {"x": 1}}, "a view that is a number": {"view": 42},
        "legal not a list": {"legal": "everything"}, "an event that is no event": {"events": [{"kind": 1}]},
        "events not objects": {"events": [3]}, "scores of text": {"scores": ["a", "b"]},
        "scores too few": {"scores": [1]}, "a winner out of range": {"winners": [5]},
        "a round-end view the game cannot read": {"held": {"y": 2}},
    }.items()}


def _bad_messages(session: Session) -> Iterator[tuple[str, dict]]:
    yield from _bad_states(session).items()
    yield "connected a number", _seats(connected=5)
    yield "connected too short", _seats(connected=[True])
    yield "connected of text", _seats(connected=["yes", "no"])
    yield "names of numbers", _seats(names=[1, 2])
    yield "away of text", _seats(away=["x", None])
    yield "away a number", _seats(away=7)
    yield "a welcome to another seat", _welcome(session, seat=0)
    yield "a welcome to another game", {**_welcome(session), "game": next(g for g in catalog.SHIPPED if g != GAME)}
    yield "a closed with a number", {"t": "closed", "reason": 5}
    yield "no JSON object", {"t": "bad_host", "why": "not JSON: Expecting value"}


def _table_asks(remote: RemoteMatch) -> None:
    """What a table asks of its match each frame, and the moves it would show."""
    for _ in range(3):
        remote.pump()
        remote.model()
        remote.presence()
        remote.viewer_acts()
        if remote.bot_to_move() and (update := remote.take_bot_action()) is not None:
            remote.apply(update)
        remote.take_problem()
        remote.wait_for_bot(0.0)


@pytest.mark.parametrize("case", [name for name, _ in _bad_messages(_session())])
def test_a_malformed_message_from_the_host_is_a_refused_host_never_a_crash(case):
    session = _session()
    message = dict(_bad_messages(session))[case]
    conn = StandInConnection()
    conn.inbox.put(_state(session))
    remote = RemoteMatch(conn, _welcome(session))
    remote.pump()
    assert remote.view() is not None and remote.host_gone == ""
    before = remote.model()
    conn.inbox.put(message)
    problems = []
    for _ in range(3):
        remote.pump()
        remote.model()
        remote.presence()
        remote.viewer_acts()
        if remote.bot_to_move() and (update := remote.take_bot_action()) is not None:
            remote.apply(update)
        problems.append(remote.take_problem())
    assert remote.host_gone == "refused" and conn.closed and not remote.link_up
    assert any(p.startswith("The host sent something this app cannot use") for p in problems)
    assert remote.model() is before and remote.moves_played() == 0  # the position shown stays as it was
    conn.inbox.put(_state(session))  # nothing more is taken from such a host
    _table_asks(remote)
    assert remote.model() is before


def test_the_first_position_may_be_malformed_too():
    """(join hands no such match to a table: it fails, see below.)"""
    session = _session()
    conn = StandInConnection()
    conn.inbox.put({**_state(session), "view": "nonsense"})
    remote = RemoteMatch(conn, _welcome(session))
    remote.wait_for_bot(0.5)
    assert remote.host_gone == "refused" and remote.session.own_view is None and conn.closed
    assert remote.take_problem().startswith("The host sent something this app cannot use")


def test_the_hosts_words_are_cleaned_and_cut():
    hostile = "\u202eevil\x00 " + "W" * 10_000 + "\u2066"
    text = refusal_text({"t": "error", "code": "whatever", "message": hostile})
    assert len(text) <= 120 and text.startswith("evil W") and text.endswith("…")
    assert all(ch >= " " and ch not in "\u202e\u2066" for ch in text)
    assert refusal_text({"t": "error", "code": ["a list"], "message": {"no": "text"}}) == "the host refused"
    assert "Version ?" not in refusal_text({"t": "error", "code": "version", "host": 1, "client": 2})
    assert "[" not in refusal_text({"t": "error", "code": "version", "host": [1] * 10_000, "client": 2})


@contextlib.contextmanager
def _stand_in_host(*frames: str | bytes) -> Iterator[str]:
    """A host on 127.0.0.1 that answers a hello with ``frames`` and then waits for the app to leave."""
    def answer(ws) -> None:
        with contextlib.suppress(Exception):  # the key exchange on the code, as a host does it; then the frames
            keys_answer, keys = secure.host_answer(secure.parse_opening(ws.recv(timeout=5)), {1: CODE})
            ws.send(keys_answer)
            _seat, channel = secure.check_confirm(ws.recv(timeout=5), keys)
            channel.open(ws.recv(timeout=5))  # the hello
            for frame in frames:
                ws.send(channel.seal(frame))
            ws.recv(timeout=5)

    with serve(answer, "127.0.0.1", 0) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"ws://127.0.0.1:{server.socket.getsockname()[1]}"
        finally:
            server.shutdown()
            thread.join(5)


def _join_cases() -> dict[str, list[str | bytes]]:
    session = _session()
    good = json.dumps(_welcome(session))
    return {
        "an unknown game": [json.dumps({**_welcome(session), "game": "no-such-game"})],
        "a seat out of range": [json.dumps({**_welcome(session), "seat": 5})],
        "names not a list": [json.dumps({**_welcome(session), "names": "Ana"})],
        "a malformed first position": [good, json.dumps({**_state(session), "current": "x"})],
        "a view the game cannot read": [good, json.dumps({**_state(session), "view": [1, 2]})],
        "no JSON": ["{not json"],
        "binary": [b"\x00\x01"],
    }


@pytest.mark.parametrize("case", list(_join_cases()))
def test_joining_a_hostile_host_fails_with_a_clear_message(case):
    with _stand_in_host(*_join_cases()[case]) as address, \
            pytest.raises(ConnectionError, match="The host sent something this app cannot use") as failed:
        join(address, CODE, "Ann", timeout_s=5)
    assert len(str(failed.value)) < 200
