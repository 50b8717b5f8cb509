"""Play with friends, as a person does it with the mouse and keyboard (real posted events): Menu → Play with friends
→ Host a game → the host's waiting screen → a friend joins → the table; and Join a game by address and code."""

from __future__ import annotations

import sys
import threading
import time
from types import SimpleNamespace

from each_game import a_game

from game import catalog
from game.net.hosted import open_table
from game.net.remote import RemoteMatch, join
from game.net.tables import recall
from game.session import SeatConfig, Session
from scenes.table.table import TableScene
from scenes.ui.widgets import TextField
from tests.ui.helpers import click, click_button, post_text, pump, settle


def _local_only(app) -> None:
    app.net_bind, app.net_lan = "127.0.0.1", False  # no multicast, nothing but 127.0.0.1


def _hosted(tmp_path):
    from game.saves import SaveStore

    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "human")]
    return open_table(Session(catalog.get_game(a_game(players=2)), seats, 3), ["local", "remote"],
                      SaveStore(tmp_path / "host"))


def _join_by_hand(app, address: str, code: str, name: str = "") -> None:
    """Menu → Play with friends → Join a game, the address, the code and the player's name typed, Join."""
    from scenes.screens.menu import MenuScene

    app.push(MenuScene(app))
    settle(app)
    click_button(app, "Play with friends")
    _join_from_friends(app, address, code, name)


def _join_from_friends(app, address: str, code: str, name: str = "") -> None:
    """From Play with friends: Join a game, the address, the code and the player's name typed, Join."""
    click_button(app, "Join a game")
    address_field, code_field, name_field = [w for w in app.top.widgets if isinstance(w, TextField)]
    click(app, address_field.screen_rect(app).center)
    post_text(app, address)
    click(app, code_field.screen_rect(app).center)
    post_text(app, code)
    if name:
        click(app, name_field.screen_rect(app).center)
        post_text(app, name)
    click_button(app, "Join")


def test_hosting_shows_the_codes_waits_for_the_friend_and_opens_the_table(app):
    from scenes.screens.menu import MenuScene

    _local_only(app)
    app.push(MenuScene(app))
    settle(app)
    click_button(app, "Play with friends")
    click_button(app, "Host a game")
    assert type(app.top).__name__ == "SetupScene" and app.top.kinds[:2] == ["human", "remote"]
    click_button(app, "Start")
    waiting = app.top
    assert type(waiting).__name__ == "HostWaitScene"
    match = waiting.match
    code = match.host.seats[1].code
    assert any(getattr(w, "text", None) == code for w in waiting.widgets)  # the code is shown
    joined: list = []
    assert any(getattr(w, "text", None) == "Ben" for w in waiting.widgets)  # the host's name for the seat
    friend = threading.Thread(target=lambda: joined.append(join(f"ws://127.0.0.1:{match.host.port}", code, "Bea")))
    friend.start()
    pump(app, until=lambda: waiting.present == [True])
    assert any(getattr(w, "text", None) == "Connected" for w in waiting.widgets)
    names = [getattr(w, "text", None) for w in waiting.widgets]
    assert "Bea" in names and "Ben" not in names  # the friend's own name, sent in the hello
    click_button(app, "Start the game")
    assert isinstance(app.top, TableScene) and app.top.match is match
    assert match.names == ["Ana", "Bea"] and app.top.shown.seats[1].name == "Bea"
    assert "online" in app.top.shown.seats[1].icons  # the plate: a green lamp
    assert recall(app.store.root).names == ["Ana", "Bea"]  # "Resume the game with Ana, Bea" later
    friend.join(10)
    joined[0].close()


def test_the_host_quitting_the_app_mid_game_tells_the_friend(app):
    """The host closes the window during a game with a friend: the frame loop ends at once (the table closes off
    the frame thread) and the friend is told the host quit."""
    import pygame

    from game.net import teardown
    from game.net.client import NetClient
    from scenes.core.clock import VirtualClock
    from tests.net.conftest import next_message

    _local_only(app)
    match = _host_by_hand(app).match
    friend = NetClient(f"ws://127.0.0.1:{match.host.port}", match.host.seats[1].code, "Bea").start()
    try:
        next_message(friend.inbox, "welcome")
        pump(app, until=lambda: app.top.present == [True])
        click_button(app, "Start the game")
        assert isinstance(app.top, TableScene)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        app.run(clock=VirtualClock())
        assert not app.running and app.stack == []
        assert teardown.finish(10)
        assert next_message(friend.inbox, "closed")["reason"] == "host_quit"
    finally:
        friend.close()


def test_joining_by_address_and_code_opens_that_seats_table(app, tmp_path):
    _local_only(app)
    hosted = _hosted(tmp_path)
    try:
        _join_by_hand(app, f"127.0.0.1:{hosted.host.port}", hosted.host.seats[1].code, "Zoë")
        pump(app, until=lambda: isinstance(app.top, TableScene))
        match = app.top.match
        assert isinstance(match, RemoteMatch) and match.seat == 1 and match.names == ["Ana", "Zoë"]
        assert hosted.host.connected(1) and hosted.names == ["Ana", "Zoë"]
    finally:
        hosted.close()


def test_leaving_the_join_screen_while_joining_does_not_keep_the_seat_taken(app, tmp_path, monkeypatch):
    """Join, then Back before the host answered (a slow network): the join that comes through afterwards is let
    go of. It used to stay connected, unseen, holding the seat: the host showed the friend as there, and the
    friend's next try with the same code was refused as a second app with that seat's code."""
    from game.net import teardown
    from scenes.screens import friends

    answered = threading.Event()
    slow_join = friends.join_table

    def slow(*args, **kwargs):
        answered.wait(10)
        return slow_join(*args, **kwargs)

    monkeypatch.setattr(friends, "join_table", slow)
    _local_only(app)
    hosted = _hosted(tmp_path)
    try:
        address, code = f"127.0.0.1:{hosted.host.port}", hosted.host.seats[1].code
        _join_by_hand(app, address, code, "Zoë")
        pump(app, frames=2)
        joining = app.top
        assert joining.joining
        click_button(app, "Back")
        pump(app, until=lambda: type(app.top).__name__ != "JoinScene")
        answered.set()
        joining._joining.join(10)
        assert teardown.finish(10)
        deadline = time.monotonic() + 10
        while hosted.host.connected(1) and time.monotonic() < deadline:
            hosted.host.wait_for_action(0.05)
        assert not hosted.host.connected(1)
        monkeypatch.setattr(friends, "join_table", slow_join)
        _join_from_friends(app, address, code, "Zoë")  # the same code again: the seat is free
        pump(app, until=lambda: isinstance(app.top, TableScene))
        assert hosted.host.connected(1)
    finally:
        answered.set()
        hosted.close()


def test_a_wrong_code_says_so_and_stays_on_the_join_screen(app, tmp_path):
    _local_only(app)
    hosted = _hosted(tmp_path)
    try:
        _join_by_hand(app, f"127.0.0.1:{hosted.host.port}", "wrong-guess")
        pump(app, until=lambda: not app.top.joining)
        assert type(app.top).__name__ == "JoinScene" and "did not prove it knows the code" in app.toast_text
        assert hosted.host.wrong_codes == 1  # the host counts the wrong code (the app never sent it)
    finally:
        hosted.close()


def test_a_host_that_welcomes_to_an_unknown_game_is_left_with_a_clear_message(app):
    """Before: the join worker raised (an unknown game) and the screen said "Could not join:" and nothing more."""
    import json

    from tests.net.test_hostile_host import CODE, _session, _stand_in_host, _welcome

    _local_only(app)
    with _stand_in_host(json.dumps({**_welcome(_session()), "game": "no-such-game"})) as address:
        _join_by_hand(app, address.removeprefix("ws://"), CODE)
        pump(app, until=lambda: not app.top.joining)
    assert type(app.top).__name__ == "JoinScene"
    assert app.toast_text == "Could not join: The host sent something this app cannot use (a game this app does not " \
        "have ('no-such-game')): the connection is closed."


def test_the_host_resumes_the_saved_match_later_with_the_same_codes(app):
    from scenes.screens.menu import MenuScene

    _local_only(app)
    app.push(MenuScene(app))
    settle(app)
    click_button(app, "Play with friends")
    click_button(app, "Host a game")
    click_button(app, "Start")
    first = app.top.match
    code = first.host.seats[1].code
    click_button(app, "Start the game")
    table = app.top
    while first.current_seat() == 0 and first.moves_played() < 1:
        table.moves.play(first.session.legal_actions()[0], confirmed=True)
    moves = first.moves_played()
    first.saver.flush()
    table.leave()  # the host quits: the friends are told, the match stays in the autosave
    assert isinstance(app.top, MenuScene)
    click_button(app, "Play with friends")
    resume = next(w for w in app.top.widgets if getattr(w, "label", "").startswith("Resume the game with"))
    click(app, resume.screen_rect(app).center)
    waiting = app.top
    assert type(waiting).__name__ == "HostWaitScene"
    assert waiting.match.host.seats[1].code == code and waiting.match.moves_played() == moves
    friend = join(f"ws://127.0.0.1:{waiting.match.host.port}", code, "Ben")
    assert friend.moves_played() == moves
    friend.close()


class _UnreachableZeroconf:
    """zeroconf as on a machine whose network refuses multicast: it starts, but announcing fails (nothing sent)."""

    def __init__(self, *args, **kwargs) -> None:
        pass

    def register_service(self, info, allow_name_change=False) -> None:
        raise OSError(101, "Network is unreachable")

    def unregister_service(self, info) -> None:
        pass

    def close(self) -> None:
        pass


def _host_by_hand(app):
    from scenes.screens.menu import MenuScene

    app.push(MenuScene(app))
    settle(app)
    click_button(app, "Play with friends")
    click_button(app, "Host a game")
    click_button(app, "Start")
    assert type(app.top).__name__ == "HostWaitScene"
    return app.top


def _texts(scene) -> list[str]:
    return [getattr(w, "text", "") for w in scene.widgets]


def test_the_waiting_screen_says_the_table_is_not_announced_when_zeroconf_cannot_load(app, monkeypatch):
    """The frozen app without ctypes: zeroconf cannot be imported. The screen said "On the network: Ana's table"."""
    _local_only(app)
    app.net_lan = True  # announcing is asked for; zeroconf cannot be loaded, so nothing is sent
    monkeypatch.setitem(sys.modules, "zeroconf", None)
    waiting = _host_by_hand(app)
    try:
        shown = [t for t in _texts(waiting) if "on the network" in t.lower()]
        assert len(shown) == 1 and shown[0].startswith("Not announced on the network: zeroconf cannot be loaded ("), shown
    finally:
        waiting.close()


def test_the_waiting_screen_says_when_announcing_fails_later(app, monkeypatch):
    _local_only(app)
    app.net_lan = True
    monkeypatch.setitem(sys.modules, "zeroconf", SimpleNamespace(Zeroconf=_UnreachableZeroconf,
                                                                 ServiceInfo=lambda *a, **k: object()))
    waiting = _host_by_hand(app)
    try:
        pump(app, until=lambda: bool(waiting.lan_problem))
        assert "Not announced on the network: OSError: [Errno 101] Network is unreachable" in _texts(waiting)
        assert not [t for t in _texts(waiting) if t.startswith("On the network")]
    finally:
        waiting.close()


class _SlowGoodbyeZeroconf(_UnreachableZeroconf):
    """zeroconf whose goodbye to the network takes its time (a quarter of a second on a real network)."""

    goodbye = threading.Event()  # set: the network took the goodbye
    said = threading.Event()  # set: the goodbye is over

    def register_service(self, info, allow_name_change=False) -> None:
        pass

    def unregister_service(self, info) -> None:
        self.goodbye.wait(10)
        self.said.set()


def test_the_table_stops_being_announced_without_stalling_the_window(app, monkeypatch):
    """Cancel (or Start the game) on the waiting screen: the table's announcement says goodbye to the network off
    the frame thread; the window went on while zeroconf took its time (0.26 s here on the frame thread before)."""
    from game.net import teardown

    _local_only(app)
    app.net_lan = True
    monkeypatch.setitem(sys.modules, "zeroconf", SimpleNamespace(Zeroconf=_SlowGoodbyeZeroconf,
                                                                 ServiceInfo=lambda *a, **k: object()))
    _SlowGoodbyeZeroconf.goodbye.clear()
    _SlowGoodbyeZeroconf.said.clear()
    waiting = _host_by_hand(app)
    try:
        assert waiting.announcement is not None
        pump(app, until=lambda: waiting.announced)  # on the network (zeroconf starts off the frame thread: a Cancel
        # before it is up has the start close it as it comes, on the start's thread, not the teardown's)
        click_button(app, "Cancel")
        pump(app, until=lambda: type(app.top).__name__ != "HostWaitScene")
        assert waiting.announcement is None and not _SlowGoodbyeZeroconf.said.is_set()  # the goodbye still waits
    finally:
        _SlowGoodbyeZeroconf.goodbye.set()
        waiting.close()
    assert teardown.finish(10) and _SlowGoodbyeZeroconf.said.is_set()


class _SlowStartZeroconf(_SlowGoodbyeZeroconf):
    """zeroconf whose start takes its time (listing the network interfaces, opening its sockets): it starts once
    the test lets it; it counts its closes."""

    let_start = threading.Event()
    started = threading.Event()
    closes = 0

    def __init__(self, *args, **kwargs) -> None:
        self.let_start.wait(10)
        self.started.set()

    def unregister_service(self, info) -> None:
        pass

    def close(self) -> None:
        type(self).closes += 1


def _slow_start(monkeypatch):
    monkeypatch.setitem(sys.modules, "zeroconf", SimpleNamespace(Zeroconf=_SlowStartZeroconf,
                                                                 ServiceInfo=lambda *a, **k: object()))
    _SlowStartZeroconf.let_start.clear()
    _SlowStartZeroconf.started.clear()
    _SlowStartZeroconf.closes = 0


def test_opening_the_waiting_screen_does_not_wait_for_zeroconf_to_start(app, monkeypatch):
    """Importing zeroconf took 80 ms on the frame thread as the waiting screen opened, and its start (the network
    interfaces listed, its sockets opened) takes longer on some machines: it starts off the frame thread now, and
    the screen claims the table is on the network only once it is."""
    _local_only(app)
    app.net_lan = True
    _slow_start(monkeypatch)
    waiting = _host_by_hand(app)
    try:
        assert not _SlowStartZeroconf.started.is_set()  # the screen is up, its frames run: zeroconf still starts
        assert not [t for t in _texts(waiting) if "on the network" in t.lower()]
        _SlowStartZeroconf.let_start.set()
        pump(app, until=lambda: waiting.announced)
        assert "On the network: Ana's table" in _texts(waiting)
    finally:
        _SlowStartZeroconf.let_start.set()
        waiting.close()


def test_a_waiting_screen_left_while_zeroconf_starts_closes_it_once_it_started(app, monkeypatch):
    from game.net import teardown

    _local_only(app)
    app.net_lan = True
    _slow_start(monkeypatch)
    waiting = _host_by_hand(app)
    announcement = waiting.announcement
    click_button(app, "Cancel")
    assert type(app.top).__name__ != "HostWaitScene" and _SlowStartZeroconf.closes == 0
    _SlowStartZeroconf.let_start.set()  # (the app's exit waits for the closes: the late start's close is one)
    assert teardown.finish(10) and _SlowStartZeroconf.closes == 1 and not announcement.opened


def test_the_join_screen_looks_for_tables_without_waiting_for_zeroconf(app, monkeypatch):
    from game.net import teardown
    from scenes.screens.friends import JoinScene

    _local_only(app)
    app.net_lan = True
    _slow_start(monkeypatch)
    monkeypatch.setattr(sys.modules["zeroconf"], "ServiceBrowser", lambda *a, **k: SimpleNamespace(cancel=lambda: None),
                        raising=False)
    join_screen = JoinScene(app)  # (it returned: zeroconf has not started)
    assert not _SlowStartZeroconf.started.is_set()
    assert "None found yet: ask the host for the address." in _texts(join_screen)
    listener = join_screen.listener
    join_screen.close()  # left before zeroconf started: closed once it has
    _SlowStartZeroconf.let_start.set()  # (the app's exit waits for the closes: the late start's close is one)
    assert teardown.finish(10) and _SlowStartZeroconf.closes == 1 and listener.error == ""


def test_the_join_screen_says_when_it_cannot_look_for_tables(app, monkeypatch):
    from scenes.screens.friends import JoinScene

    _local_only(app)
    app.net_lan = True
    monkeypatch.setitem(sys.modules, "zeroconf", None)
    texts = _texts(_started(JoinScene(app)))
    assert any(t.startswith("Cannot look for tables on the network: zeroconf cannot be loaded (") for t in texts)
    assert "None found yet: ask the host for the address." not in texts
    monkeypatch.setitem(sys.modules, "zeroconf", SimpleNamespace(Zeroconf=lambda: (_ for _ in ()).throw(
        OSError(19, "No such device"))))
    assert "Cannot look for tables on the network: OSError: [Errno 19] No such device" in _texts(
        _started(JoinScene(app)))


def _started(join_screen):
    """The Join screen once its listener started or failed (off the frame thread) and a frame took what it said."""
    join_screen.wait_for_worker(10)
    join_screen.update(16)
    return join_screen


def test_the_tools_local_only_screens_claim_no_announcement(app):
    _local_only(app)  # net_lan off: nothing is announced, and the screen does not say it is
    waiting = _host_by_hand(app)
    try:
        assert not [t for t in _texts(waiting) if "on the network" in t.lower()]
    finally:
        waiting.close()


def test_with_speak_the_game_on_the_waiting_screen_says_how_to_join_and_who_came(app, tmp_path):
    """The address and the seats' codes were for the eyes only: a host who listens could not tell a friend how to
    join. The screen says them as it opens (a code spelled out, to be typed), R says them again, and a friend who
    comes is said."""
    import pygame

    from game.net import teardown
    from game.net.client import NetClient
    from scenes.tools import speech_log
    from scenes.ui.lobby_seat import spelled
    from tests.net.conftest import next_message
    from tests.ui.helpers import post

    path = tmp_path / "speech.txt"
    speech_log.attach(app, path)
    _local_only(app)
    waiting = _host_by_hand(app)
    match = waiting.match
    seat = min(match.host.seats)
    code = match.shown_code(seat)
    said = path.read_text(encoding="utf-8").splitlines()
    join = next(line for line in said if line.startswith("Address: "))
    assert join.startswith(f"Address: {waiting.where}. ") and f"'s code: {spelled(code)}." in join
    assert spelled("k7m3p-9qax") == "k 7 m 3 p, 9 q a x" and spelled("7-crossover-clockwork") == "7, crossover, clockwork"
    post(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0)
    pump(app, frames=2)
    assert path.read_text(encoding="utf-8").splitlines()[-1] == join
    friend = NetClient(f"ws://127.0.0.1:{match.host.port}", match.host.seats[seat].code, "Bea").start()
    try:
        next_message(friend.inbox, "welcome")
        pump(app, until=lambda: all(waiting.present))
        assert f"{match.seat_name(seat)}: Connected" in path.read_text(encoding="utf-8").splitlines()
    finally:
        friend.close()
        waiting.close()
        teardown.finish(10)
