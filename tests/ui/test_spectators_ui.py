"""Spectators in the app: the host's waiting screen offers Allow spectators (off by default) and then the watch
code, an eye counts who watches there and at the table; the Join screen takes the watch code and opens a read-only
table."""

from __future__ import annotations

import threading

from each_game import a_game

from game import catalog
from game.net.hosted import open_table
from game.net.spectator import SpectatorMatch, join
from game.session import SeatConfig, Session
from scenes.table.table import TableScene
from scenes.ui import watch_mark
from tests.ui.helpers import click_button, pump
from tests.ui.test_friends import _host_by_hand, _join_by_hand, _local_only, _texts


def test_allow_spectators_shows_the_watch_code_and_the_eye_counts_them_here_and_at_the_table(app):
    _local_only(app)
    waiting = _host_by_hand(app)
    match = waiting.match
    assert "Allow spectators: Off" in [getattr(w, "label", "") for w in waiting.widgets]
    assert match.watch_code is None and "Watch code" not in _texts(waiting)  # off by default
    click_button(app, "Allow spectators: Off")
    code = match.watch_code
    assert code and code in _texts(waiting) and "Watch code" in _texts(waiting)
    watched: list = []
    friend = threading.Thread(target=lambda: watched.append(join(f"ws://127.0.0.1:{match.host.port}", code, "Wanda")))
    friend.start()
    friend.join(10)
    pump(app, until=lambda: waiting.watching == 1)
    click_button(app, "Start the game")
    table = app.top
    assert isinstance(table, TableScene) and table.match is match
    pump(app, until=lambda: table.remote.watching == 1)
    assert table.painter.ground.reserve == watch_mark.WIDTH  # the headline leaves the eye its room
    watched[0].close()
    pump(app, until=lambda: table.remote.watching == 0)
    assert table.painter.ground.reserve == 0


def test_turning_watching_off_on_the_waiting_screen_tells_the_spectator(app):
    _local_only(app)
    waiting = _host_by_hand(app)
    match = waiting.match
    click_button(app, "Allow spectators: Off")
    spectator = join(f"ws://127.0.0.1:{match.host.port}", match.watch_code or "", "Wanda")
    try:
        pump(app, until=lambda: waiting.watching == 1)
        click_button(app, "Allow spectators: On")
        assert match.watch_code is None and "Watch code" not in _texts(waiting)
        pump(app, until=lambda: spectator.pump() or bool(spectator.host_gone))
        assert spectator.take_problem() == "The host no longer lets people watch."
        assert match.watching == 0
    finally:
        spectator.close()


def test_joining_with_the_watch_code_opens_a_read_only_table(app, tmp_path):
    from game.saves import SaveStore

    _local_only(app)
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "human")]
    game = a_game(lambda c: c.private_hand, players=2)  # hands the watcher must not see
    hosted = open_table(Session(catalog.get_game(game), seats, 3), ["local", "remote"],
                        SaveStore(tmp_path / "host"))
    try:
        hosted.allow_watching(True)
        _join_by_hand(app, f"127.0.0.1:{hosted.host.port}", hosted.watch_code or "", "Wanda")
        pump(app, until=lambda: isinstance(app.top, TableScene))
        match = app.top.match
        assert isinstance(match, SpectatorMatch) and match.viewer is None and not match.viewer_acts()
        shown = app.top.shown
        assert shown.choices == [] and shown.prompt == "You are watching: nothing can be played."
        assert not any(card.face for zone in shown.zones if zone.id.startswith("hand.") for card in zone.cards)
        pump(app, until=lambda: hosted.watching == 1)
    finally:
        hosted.close()
