"""The host's match with remote seats: the table waits for an away player, or bots play their seat when the host
says so, until the player joins again."""

from __future__ import annotations

import contextlib
import socket
import threading
import time

from each_game import a_game
from websockets.sync.client import connect

from game.net import teardown
from game.net.client import NetClient
from game.net.host import CLOSE_TIMEOUT_S
from game.net.remote import join
from tests.net.conftest import Secured, make_table, next_message


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


class Stalled:
    """A TCP relay on 127.0.0.1 to a host whose friend's network goes away on :meth:`stall`: from then on it passes
    nothing either way and closes nothing (the host's close handshake with it can only time out)."""

    def __init__(self, port: int) -> None:
        self.port_to, self.stalled = port, threading.Event()
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.sockets: list[socket.socket] = [self.server]
        self.passed_at = time.monotonic()  # when the last bytes went through
        self.host_spoke: set[socket.socket] = set()  # the connections the host sent something on after the stall
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                app, _ = self.server.accept()
                host = socket.create_connection(("127.0.0.1", self.port_to))
                self.sockets += [app, host]
                for source, sink in ((app, host), (host, app)):
                    threading.Thread(target=self._pipe, args=(source, sink, source is host), daemon=True).start()

    def _pipe(self, source: socket.socket, sink: socket.socket, from_host: bool) -> None:
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                if self.stalled.is_set():
                    if from_host:
                        self.host_spoke.add(source)
                    break
                sink.sendall(data)
                self.passed_at = time.monotonic()
        self.stalled.wait()  # (never closes its side: a network gone, not a peer that hung up)

    def stall(self, quiet_s: float = 0.3) -> None:
        """The network goes away once nothing went through for ``quiet_s`` (what was under way has arrived)."""
        while time.monotonic() - self.passed_at < quiet_s:
            time.sleep(0.05)
        self.stalled.set()

    def close(self) -> None:
        for sock in self.sockets:
            sock.close()


def test_closing_a_table_whose_friends_network_went_away_does_not_hold_the_window(tmp_path):
    """Leaving a hosted table (Back to menu, quitting) tells every friend and closes their connections off the frame
    thread: two friends whose network went away held the window for their close handshakes' timeouts, one after
    the other (4 s); now ``close`` returns while the goodbyes are still under way, a friend still there is told at
    once, and both friends gone are said goodbye to before the first close could time out (together)."""
    table = make_table(tmp_path, a_game(lambda caps: True, players=4), kinds=("local", "remote", "remote", "remote"))
    match = table.match
    relay = Stalled(match.host.port)
    try:
        with contextlib.ExitStack() as gone:
            for seat in (1, 2):
                ws = gone.enter_context(connect(f"ws://127.0.0.1:{relay.port}", max_size=None, compression=None,
                                                close_timeout=0.1))
                Secured(ws, table.code(seat), f"Friend {seat}")
            there = NetClient(table.address, table.code(3), "Cleo").start()
            next_message(there.inbox, "welcome")
            _wait_until(lambda: all(match.host.connected(seat) for seat in (1, 2, 3)), match.host)
            relay.stall()
            match.close()
            assert teardown.closing() == 1  # the close handshakes with the friends gone wait for their timeout
            deadline = time.monotonic() + CLOSE_TIMEOUT_S / 2  # (before the first close handshake could time out)
            while len(relay.host_spoke) < 2 and time.monotonic() < deadline:
                time.sleep(0.02)
            assert len(relay.host_spoke) == 2  # the goodbyes at once, not one after the other's timeout
            assert next_message(there.inbox, "closed", CLOSE_TIMEOUT_S / 2)["reason"] == "host_quit"
            there.close()
    finally:
        relay.close()  # (the network back, as a reset: the close handshakes end now)
        match.close()  # (again: nothing more to close)
    assert teardown.finish(10)


def test_leaving_a_table_whose_host_went_away_does_not_hold_the_window(table):
    """A friend's app leaving (Back to menu, quitting) says bye to the host and closes its connection off the frame
    thread: with the host's network gone the bye's close waited for the host's answer and held the window 3 s."""
    relay = Stalled(table.match.host.port)
    try:
        friend = join(f"ws://127.0.0.1:{relay.port}", table.code(1), "Ben")
        _wait_until(lambda: table.match.host.connected(1), table.match.host)
        relay.stall()
        friend.close()
        assert teardown.closing() == 1  # the bye waits for an answer that does not come
    finally:
        relay.close()  # (the connection reset: the close ends at once)
    assert teardown.finish(10)
