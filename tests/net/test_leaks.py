"""The leak check itself: it passes what the host sends and catches another seat's cards, extra fields and
messages for moves that never happened."""

from __future__ import annotations

import json

from game import catalog
from game.match import ends_round
from game.net.hosted import public_message, setup_message, state_message
from game.net.leaks import LeakChecker
from game.net.logdelta import LogKeeper, shrink
from game.session import SeatConfig, Session
from tests.net.conftest import DEFAULT_GAME


def _setup(game_id: str = DEFAULT_GAME):
    seats = [SeatConfig(f"P{i}", "human") for i in range(3)]
    session = Session(catalog.get_game(game_id), seats, 11)
    kinds = ["local", "remote", "remote"]
    checker = LeakChecker(game_id, seats, 11, session.options, {1, 2}, setup_message(session, kinds))
    presenter = catalog.get_entry(game_id).presenter()
    for _ in range(3):
        action = session.bot_action()
        actor = session.current_seat()
        events = session.apply(action)
        checker.applied(action)
    return session, presenter, checker, (actor, action, events)


def test_what_the_host_sends_passes():
    session, presenter, checker, (actor, action, events) = _setup()
    for seat in (1, 2):
        checker.check(seat, json.dumps(state_message(session, presenter, seat, actor, action, events, None)))
    assert checker.leaks == []


def test_another_seats_view_is_a_leak():
    session, presenter, checker, (actor, action, events) = _setup()
    message = state_message(session, presenter, 1, actor, action, events, None)
    message["view"] = session.view(2)  # seat 2's hand, sent to seat 1
    checker.check(1, json.dumps(message))
    assert len(checker.leaks) == 1 and "seat 1" in checker.leaks[0]


def test_an_extra_field_or_a_private_event_is_a_leak():
    session, presenter, checker, (actor, action, events) = _setup()
    extra = {**state_message(session, presenter, 1, actor, action, events, None), "hand": session.view(2)["hand"]}
    checker.check(1, json.dumps(extra))
    private = state_message(session, presenter, 1, actor, action, events, None)
    private["events"] = [e.to_json() for e in session.state.log]  # every event, the private ones too
    checker.check(1, json.dumps(private))
    checker.check(1, json.dumps({"t": "chat", "text": "hi"}))
    assert len(checker.leaks) == 3


def test_every_games_messages_pass_through_a_whole_game():
    for game_id in catalog.SHIPPED:
        sent: dict[int, tuple[int, list]] = {}  # seat -> the move and log of its last state
        keepers = [LogKeeper() for _ in range(3)]
        seats = [SeatConfig(f"P{i}", "human") for i in range(3)]
        session = Session(catalog.get_game(game_id), seats, 5)
        checker = LeakChecker(game_id, seats, 5, session.options, {0, 1, 2}, {})
        presenter = catalog.get_entry(game_id).presenter()
        for _ in range(150):
            if session.is_over():
                break
            session.settle()  # the deal after a round's end (as the host's table makes it)
            action, actor = session.bot_action(), session.current_seat()
            events = session.apply(action)
            checker.applied(action)
            held = {s: session.view(s) for s in range(3)}  # the round's end, as the host sends it with the deal
            dealt = session.dealt()
            events = events + dealt.state.log[len(session.state.log):]
            for seat in range(3):
                message = state_message(dealt, presenter, seat, actor, action, events,
                                        held if ends_round(events) else None)
                checker.check(seat, json.dumps(message))  # whole, as a (re)joining app gets it
                part = json.loads(json.dumps(shrink(message, sent.get(seat))))  # the log's new entries
                checker.check(seat, json.dumps(part))
                assert keepers[seat].whole(part) == json.loads(json.dumps(message))  # a remote app rebuilds it
                sent[seat] = (message["n"], message["view"]["log"])
        assert checker.leaks == [], game_id
        assert checker.checked == 2 * 3 * len(session.history)


def test_a_log_delta_with_another_seats_event_or_from_the_wrong_place_is_a_leak():
    session, presenter, checker, _ = _setup()
    before = (len(session.history), session.view(1)["log"])
    action, actor = session.bot_action(), session.current_seat()
    events = session.apply(action)
    checker.applied(action)
    message = shrink(state_message(session, presenter, 1, actor, action, events, None), before)
    checker.check(1, json.dumps(message))
    assert checker.leaks == [] and message["delta"]["from"] == len(before[1])
    private = [e.to_json() for e in session.state.log if e.to is not None and 1 not in e.to]
    assert private  # Ana and Cleo compared hands (the Baron): seat 1 may not know what they held
    spied = {**message, "view": {**message["view"], "log": message["view"]["log"] + private}}
    checker.check(1, json.dumps(spied))
    again = {**message, "delta": {**message["delta"], "from": 0}}  # entries the app has, sent as if new
    checker.check(1, json.dumps(again))
    assert len(checker.leaks) == 2 and all("log" in leak for leak in checker.leaks)


def test_what_a_spectator_is_sent_passes_through_a_whole_game_of_every_game():
    """A spectator is a viewer with no seat: every public state message (whole and as the log's new entries) passes
    the leak check, in every game of the catalog."""
    for game_id in catalog.available_game_ids():
        seats = [SeatConfig(f"P{i}", "human") for i in range(3)]
        session = Session(catalog.get_game(game_id), seats, 5)
        checker = LeakChecker(game_id, seats, 5, session.options, set(), {}, watch=True)
        presenter = catalog.get_entry(game_id).presenter()
        before, keeper = None, LogKeeper()
        for _ in range(150):
            if session.is_over():
                break
            session.settle()  # the deal after a round's end (as the host's table makes it)
            action, actor = session.bot_action(), session.current_seat()
            events = session.apply(action)
            checker.applied(action)
            ended = ends_round(events)
            held = session.game.public_view(session.state)  # the round's end, as the host sends it with the deal
            dealt = session.dealt()
            events = events + dealt.state.log[len(session.state.log):]
            message = public_message(dealt, presenter, actor, events, held if ended else None)
            checker.check(None, json.dumps(message))
            part = json.loads(json.dumps(shrink(message, before)))
            checker.check(None, json.dumps(part))
            assert keeper.whole(part) == json.loads(json.dumps(message))
            before = (message["n"], message["view"]["log"])
        assert checker.leaks == [], game_id
        assert checker.checked == 2 * len(session.history)


def test_a_seats_view_or_a_private_event_sent_to_a_spectator_is_a_leak():
    seats = [SeatConfig(f"P{i}", "human") for i in range(3)]
    session = Session(catalog.get_game(DEFAULT_GAME), seats, 11)
    checker = LeakChecker(DEFAULT_GAME, seats, 11, session.options, {1}, {}, watch=True)
    presenter = catalog.get_entry(DEFAULT_GAME).presenter()
    for _ in range(3):
        action, actor = session.bot_action(), session.current_seat()
        events = session.apply(action)
        checker.applied(action)
    message = public_message(session, presenter, actor, events, None)
    checker.check(None, json.dumps(message))
    assert checker.leaks == []
    checker.check(None, json.dumps({**message, "view": session.view(1)}))  # seat 1's hand, sent to a spectator
    private = [e.to_json() for e in session.state.log if e.to is not None]
    assert private
    checker.check(None, json.dumps({**message, "view": {**message["view"], "log": message["view"]["log"] + private}}))
    checker.check(None, json.dumps({**message, "legal": [session.game.action_to_json(a) for a in session.legal_actions()]}))
    assert len(checker.leaks) == 3 and all(leak.startswith("a spectator") for leak in checker.leaks)
    alone = LeakChecker(DEFAULT_GAME, seats, 11, session.options, {1}, {})  # no spectators at that table
    alone.check(None, json.dumps(message))
    assert len(alone.leaks) == 1
