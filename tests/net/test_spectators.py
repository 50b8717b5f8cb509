"""Spectators at a friends' table (issue 41 part 2): they join with the watch code by the same key exchange as a
seat's player, before or during the game, see only the public view (the leak check reads every text sent to
them), can never act (an action is refused with ``spectator`` and counted as a strike), are at most 8, and are
told and disconnected when the host turns watching off."""

from __future__ import annotations

import queue
import time

from game.net.client import NetClient
from game.net.host import MAX_STRIKES
from game.net.remote import REFUSAL_TEXTS
from game.net.spectator import SpectatorMatch, join
from game.net.watch import MAX_SPECTATORS, SPECTATOR_CODE, WATCHING_OFF
from tests.net.conftest import next_message


def _until(condition, timeout_s: float = 5.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.01)
    raise AssertionError("timed out")


def _moves(match, n: int) -> None:
    for _ in range(n):
        if match.is_over():
            return
        match.apply(match.session.bot_action())


def test_watching_is_off_by_default_and_a_watch_code_is_no_seat(table):
    host = table.match.host
    assert table.match.watch_code is None and 63 not in host.codes()
    table.match.allow_watching(True)
    code = table.match.watch_code
    assert code and host.codes()[63] == code and code not in [table.code(1), table.code(2)]


def test_a_spectator_joins_mid_game_sees_the_public_view_and_cannot_act(table):
    match = table.match
    match.allow_watching(True)
    _moves(match, 3)
    watcher = join(table.address, match.watch_code, "Wanda")
    try:
        assert isinstance(watcher, SpectatorMatch) and watcher.viewer is None and watcher.humans == []
        _until(lambda: match.watching == 1)
        assert watcher.view() == match.session.game.public_view(match.session.state)  # joined mid-game: the position now
        assert watcher.view()["seat"] is None and watcher.view()["hand"] == []
        model = watcher.model()
        assert model.choices == [] and not watcher.viewer_acts()
        _moves(match, 4)
        n = match.moves_played()
        while watcher.moves_played() < n:  # the moves come as the table shows them
            watcher.wait_for_bot(0.2)
            update = watcher.take_bot_action()
            if update is not None:
                watcher.apply(update)
        assert watcher.view() == match.session.game.public_view(match.session.state)
        try:
            watcher.apply(match.session.legal_actions()[0])
            raise AssertionError("a spectator's move was accepted")
        except PermissionError:
            pass
        watcher.client.act(n, match.game.action_to_json(match.session.legal_actions()[0]))  # past the app's check
        error = next_message(watcher.client.inbox, "error")
        assert error["code"] == SPECTATOR_CODE and error["strikes"] == 1 and error["limit"] == MAX_STRIKES
        assert match.host.bad_messages == 1 and match.host.watchers.actions_refused == 1
        assert match.moves_played() == n and not match.host.has_action(match.current_seat(), n)
    finally:
        watcher.close()
    _until(lambda: match.watching == 0)
    assert table.checker.leaks == [] and table.checker.checked > 0


def test_strikes_close_a_spectator_that_keeps_acting(table):
    match = table.match
    match.allow_watching(True)
    client = NetClient(table.address, match.watch_code, "Eve", reconnect=False).start()
    next_message(client.inbox, "welcome")
    for _ in range(MAX_STRIKES):
        client.act(0, ["play", "guard"])
    codes = [next_message(client.inbox, "error")["code"] for _ in range(MAX_STRIKES)]
    assert codes == [SPECTATOR_CODE] * MAX_STRIKES
    _until(lambda: match.watching == 0)
    client.close()
    assert table.checker.leaks == []


def test_at_most_eight_spectators_then_full(table):
    match = table.match
    match.allow_watching(True)
    clients = []
    try:
        for i in range(MAX_SPECTATORS):
            client = NetClient(table.address, match.watch_code, f"W{i}", reconnect=False).start()
            clients.append(client)
            assert next_message(client.inbox, "welcome")["seat"] is None
        one_more = NetClient(table.address, match.watch_code, "Nine", reconnect=False).start()
        clients.append(one_more)
        assert next_message(one_more.inbox, "error")["code"] == "full"
        assert REFUSAL_TEXTS["full"]
        assert match.watching == MAX_SPECTATORS
    finally:
        for client in clients:
            client.close(0.5)
    assert table.checker.leaks == []


def test_turning_watching_off_tells_and_disconnects_the_spectators_and_they_may_come_back(table):
    match = table.match
    match.allow_watching(True)
    client = NetClient(table.address, match.watch_code, "Wanda", reconnect=False).start()
    next_message(client.inbox, "welcome")
    _until(lambda: match.watching == 1)
    match.allow_watching(False)
    assert next_message(client.inbox, "closed")["reason"] == WATCHING_OFF
    _until(lambda: match.watching == 0)
    client.close()
    late = NetClient(table.address, "abcde-fghjk", "Late", reconnect=False).start()  # the old code opens nothing
    assert next_message(late.inbox, "error")["code"] == "proof"
    late.close()
    match.allow_watching(True)  # on again: a new code; a spectator comes back and is sent the position
    _moves(match, 2)
    back = join(table.address, match.watch_code, "Wanda")
    try:
        assert back.view() == match.session.game.public_view(match.session.state)
        _until(lambda: match.watching == 1)
    finally:
        back.close()
    assert table.checker.leaks == []


def test_a_seats_code_still_joins_as_a_seat(table):
    table.match.allow_watching(True)
    seat = join(table.address, table.code(1), "Ben")
    try:
        assert not isinstance(seat, SpectatorMatch) and seat.seat == 1
    finally:
        seat.close()


def _drain(inbox: queue.Queue) -> list[dict]:
    out = []
    while True:
        try:
            out.append(inbox.get_nowait())
        except queue.Empty:
            return out
