"""A remote app's match for one seat, fed by hand (no network): the own move waits for the host's word without
holding the frame loop, a refusal gives the turn back, and it never shows another seat's view."""

from __future__ import annotations

import queue
import time

import pytest
from each_game import a_game

from game import catalog
from game.net import wire
from game.net.hosted import setup_message, state_message
from game.net.remote import RemoteMatch
from game.session import SeatConfig, Session

GAME = a_game(players=2)
"""Any game for two (the messages are the same for every game)."""


class FakeConnection:
    def __init__(self) -> None:
        self.inbox: queue.Queue[dict] = queue.Queue()
        self.sent: list[tuple[int, object]] = []

    def act(self, move: int, action_json: object) -> bool:
        self.sent.append((move, action_json))
        return True

    def close(self, timeout_s: float = 3.0) -> None:
        pass


def _table():
    session = Session(catalog.get_game(GAME), [SeatConfig("Ana", "human"), SeatConfig("Ben", "human")], 7)
    presenter = catalog.get_entry(GAME).presenter()
    seat = session.current_seat()
    conn = FakeConnection()
    kinds = ["remote" if s == seat else "local" for s in range(2)]  # the seat to move plays on another machine
    welcome = {"t": "welcome", "version": wire.VERSION, "seat": seat, **setup_message(session, kinds)}
    conn.inbox.put(state_message(session, presenter, seat, None, None, [], None))
    remote = RemoteMatch(conn, welcome)
    remote.pump()
    return session, presenter, seat, conn, remote


def test_the_own_move_is_shown_when_the_host_confirms_it_without_holding_the_frame():
    session, presenter, seat, conn, remote = _table()
    assert remote.viewer_acts()
    action = session.legal_actions()[0]
    assert remote.apply(action) == []  # no word from the host within the short wait
    assert conn.sent == [(0, session.game.action_to_json(action))]
    assert not remote.viewer_acts() and remote.bot_to_move() and remote.moves_played() == 0
    events = session.apply(action)
    conn.inbox.put(state_message(session, presenter, seat, seat, action, events, None))
    update = remote.take_bot_action()
    assert update is not None
    remote.apply(update)
    assert remote.moves_played() == 1 and remote.session.history == [action]


def test_a_refused_move_gives_the_turn_back():
    session, _, _, conn, remote = _table()
    remote.apply(session.legal_actions()[0])
    conn.inbox.put({"t": "error", "code": "illegal", "message": "that action is not legal now"})
    assert remote.viewer_acts() and remote.take_problem().startswith("The host refused")


def test_a_move_refused_for_its_rate_is_sent_again_after_a_moment(monkeypatch):
    """The host refuses a message that comes too fast (``rate``): the move was lost and the game waited for it."""
    import game.net.remote as remote_module

    monkeypatch.setattr(remote_module, "RATE_RETRY_S", 0.05, raising=False)
    session, presenter, seat, conn, remote = _table()
    action = session.legal_actions()[0]
    remote.apply(action)
    conn.inbox.put({"t": "error", "code": "rate", "message": "too many messages: slow down"})
    remote.pump()
    assert not remote.viewer_acts() and remote.take_problem() == ""  # still on its way: nothing to do again
    assert len(conn.sent) == 1
    time.sleep(0.06)
    remote.pump()
    assert conn.sent == [(0, session.game.action_to_json(action))] * 2  # the same move, for the same position
    events = session.apply(action)
    conn.inbox.put(state_message(session, presenter, seat, seat, action, events, None))
    update = remote.take_bot_action()
    assert update is not None
    remote.apply(update)
    assert remote.moves_played() == 1 and remote.session.history == [action]
    time.sleep(0.06)
    remote.pump()
    assert len(conn.sent) == 2  # confirmed: not sent again


def test_the_remote_session_shows_only_its_own_seat():
    _, _, seat, _, remote = _table()
    with pytest.raises(PermissionError):
        remote.session.view(1 - seat)


def test_a_refusal_is_told_in_the_players_language_naming_both_versions():
    from game.i18n import set_language
    from game.net.remote import refusal_text

    set_language("de")
    try:
        text = refusal_text({"t": "error", "code": "version", "message": "x", "host": 1, "client": 2})
        assert "Version 1" in text and "Version 2" in text
        assert refusal_text({"t": "error", "code": "code", "message": "x"}) == "kein Platz an diesem Tisch hat diesen Code"
    finally:
        set_language("en")


def test_a_finished_game_waits_for_no_more_news_from_the_host():
    """At the game's end the headless loop asked the connection for news every frame (half a second each): a remote
    app by hand took 8 s to leave its final screen, and the host's table stayed open for it."""
    session = Session(catalog.get_game(GAME), [SeatConfig("Ana", "human"), SeatConfig("Ben", "human")], 7)
    presenter = catalog.get_entry(GAME).presenter()
    while not session.is_over():
        session.apply(session.legal_actions()[0])
    conn = FakeConnection()
    welcome = {"t": "welcome", "version": wire.VERSION, "seat": 1, **setup_message(session, ["local", "remote"])}
    conn.inbox.put(state_message(session, presenter, 1, None, None, [], None))
    remote = RemoteMatch(conn, welcome)
    remote.pump()
    assert remote.is_over()
    conn.inbox.put({"t": "closed", "reason": "over"})  # news that may come: the table does not wait for it
    remote.wait_for_bot(5.0)
    assert conn.inbox.qsize() == 1


def test_the_move_on_the_stage_gives_way_once_two_updates_wait_behind_it():
    """A remote app shows each move on the stage, and keeps up with the host: it never falls more than a move
    behind (the table asks ``remote_ready`` while a move is on the stage)."""
    session, presenter, seat, conn, remote = _table()
    assert not remote.remote_ready()
    for waiting in (1, 2):
        actor, action = session.current_seat(), session.bot_action()
        events = session.apply(action)
        conn.inbox.put(state_message(session, presenter, seat, actor, action, events, None))
        assert remote.remote_ready() == (waiting == 2)
