"""The host's match with remote seats: the table waits for an away player, or bots play their seat when the host
says so, until the player joins again."""

from __future__ import annotations

from game.net.client import NetClient
from tests.net.conftest import next_message


def _wait_until(condition, host) -> None:
    for _ in range(100):
        if condition():
            return
        host.wait_for_action(0.05)
    raise AssertionError("timed out")


def test_the_table_waits_for_an_away_player_or_lets_a_bot_play_their_seat(table):
    match = table.match
    client = NetClient(table.address, table.code(1), "Ben", reconnect=False).start()
    next_message(client.inbox, "welcome")
    client.close()
    _wait_until(lambda: not match.host.connected(1), match.host)
    while match.current_seat() != 1:
        match.apply(match.session.bot_action())
    assert 1 in match.away_players() and match.remote_turn() and match.bot_to_move()
    match.wait_for_bot(0.05)
    assert match.take_bot_action() is None  # nobody sends a move: the table waits
    match.let_bots_play_away()
    assert not match.remote_turn() and match.away_players() == []
    match.start_bot()
    match.wait_for_bot(10)
    action = match.take_bot_action()
    assert action in match.session.legal_actions()
    match.apply(action)
    back = NetClient(table.address, table.code(1), "Ben").start()
    try:
        next_message(back.inbox, "welcome")
        _wait_until(lambda: match.host.connected(1), match.host)
        while match.current_seat() != 1 and not match.is_over():
            match.apply(match.session.bot_action())
        assert match.is_over() or match.remote_turn()  # the player has the seat back
    finally:
        back.close()
    assert table.checker.leaks == []


def test_the_host_quitting_tells_the_remote_apps(table):
    client = NetClient(table.address, table.code(2), "Cleo").start()
    next_message(client.inbox, "welcome")
    table.match.close()
    assert next_message(client.inbox, "closed")["reason"] == "host_quit"
    client.close()
