"""A friend's app at the settings a player has (animations, staging, the bots' pace: ``Settings()``), on the virtual
clock: the other seats' moves are staged on its table as a bot's are, and its player's own moves are made by posted
events, with no error out of the frame loop (the remote table asked its match a question it did not answer,
``remote_ready``, at the first move it staged: every friend's app crashed); its game menu opens (it asked
``away_players``). Whose turn it shows moves on with the moves it shows, when they come faster than their cards
land too."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pygame

from game.i18n import tr
from game.net.remote import join
from game.settings import Settings
from scenes.core import flow
from scenes.core.app import FPS, App
from scenes.core.clock import VirtualClock
from scenes.screens.menu import MenuScene
from scenes.table.table import TableScene
from scenes.table.table_menu import TableMenu
from scenes.tools.byhand import ByHandPlayer
from scenes.ui.widgets import Button
from tests.net.conftest import DEFAULT_GAME, Table, make_table
from tests.ui.turn_shown import check_turn_shown, turn_of

OWN_MOVES = 3


def _host(match, stop: threading.Event) -> None:
    """The host's table without a screen: its bots move at once, the remote seat's moves are taken as they come."""
    while not stop.is_set() and not match.is_over():
        if match.remote_turn():
            match.wait_for_bot(0.05)
            action = match.take_bot_action()
        else:
            action = match.session.bot_action()
        if action is not None:
            match.apply(action)


def play_as_a_friend(tmp_path, frame: Callable[[App, ByHandPlayer], None]) -> tuple[Table, ByHandPlayer]:
    """A friend's app at the player's defaults, its seat played by hand, at a table whose host's bots move at once:
    ``frame`` is called after each of its frames (with the by-hand player, which it calls) until it stops the app.
    The table and the player, once all is closed."""
    table = make_table(tmp_path, DEFAULT_GAME, ("bot", "bot", "remote"), seed=5)
    stop = threading.Event()
    host = threading.Thread(target=_host, args=(table.match, stop), daemon=True)
    remote = join(table.address, table.code(2), "Cleo")
    app = App(size=(1280, 720), data_dir=tmp_path / "friend", settings=Settings())
    assert app.settings == Settings()  # the player's defaults: animations on, the moves staged, the bots paced
    player = ByHandPlayer(DEFAULT_GAME, 3, 11, png_dir=tmp_path, max_seconds=60, others_move=True)
    try:
        host.start()
        app.push(MenuScene(app))
        flow.show_table(app, remote)
        app.on_frame = lambda app_: frame(app_, player)
        app.run(FPS, VirtualClock())
    finally:
        stop.set()
        host.join(10)
        for scene in app.stack:
            if isinstance(scene, TableScene):
                scene.close()
        table.match.close()
    return table, player


def test_a_remote_app_at_the_default_settings_stages_the_others_moves_and_plays_its_own(tmp_path):
    staged = []  # frames that showed another seat's move on the stage
    menus: list[list[str]] = []  # the game menu's buttons

    def frame(app_: App, player: ByHandPlayer) -> None:
        top = app_.top
        if isinstance(top, TableMenu):  # the game menu opened (it asks the match for players away: a remote app
            menus.append([w.label for w in top.widgets if isinstance(w, Button)])  # had no answer)
            app_.running = False
            return
        player(app_)
        if isinstance(top, TableScene) and top.board.staging():
            staged.append(top.match.moves_played())
        if player.failures:
            app_.running = False
        elif player.moves_by_hand >= OWN_MOVES and len(set(staged)) >= OWN_MOVES and not player.expect:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                                                 scancode=0))

    table, player = play_as_a_friend(tmp_path, frame)
    assert player.failures == []
    assert player.moves_by_hand >= OWN_MOVES and len(set(staged)) >= OWN_MOVES
    assert table.checker.leaks == []
    assert len(menus) == 1 and tr("Leave to menu") in menus[0] and tr("Save as…") not in menus[0]  # the host saves


def test_a_remote_apps_crash_window_says_to_join_again_not_to_continue(tmp_path, monkeypatch):
    """After a crash a remote app said "choose Continue at the next start": there is nothing to continue on a remote
    app (the host keeps the game); the player joins again with the seat's code."""
    from scenes.core import crash
    from scenes.core.app import run_app
    from tests.net.test_remote_match import _table

    told: list[str] = []
    monkeypatch.setattr(crash, "tell", lambda title, message: told.append(message))
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)  # run_app's hook is undone after the test
    remote = _table()[-1]
    menu_update, table_update = MenuScene.update, TableScene.update

    def menu(self, dt_ms):  # the player joined a table
        menu_update(self, dt_ms)
        flow.show_table(self.app, remote)

    def table(self, dt_ms):
        table_update(self, dt_ms)
        raise RuntimeError("boom on a remote app's table")

    monkeypatch.setattr(MenuScene, "update", menu)
    monkeypatch.setattr(TableScene, "update", table)
    logs = tmp_path / "logs"
    assert run_app((1280, 720), tmp_path / "data", settings_path=tmp_path / "settings.json", log_folder=logs) == 1
    [log] = list(logs.glob("crash-*.log"))  # beside the app log
    assert len(told) == 1 and str(log) in told[0]
    assert "join again with your seat's code" in told[0] and "Continue" not in told[0]


def test_a_remote_app_shows_whose_turn_it_is_with_the_moves_it_shows(tmp_path):
    """The host's bots move at once, so the friend's app gets moves faster than their cards land: frame by frame,
    the turn it shows is the model's, or while a move's cards are on their way, the turn that move was made in (it
    kept the turn of the first of a run of moves, "Your turn", over all of them)."""
    seen = {"held": 0, "models": 0, "turn_before": None, "model": None, "status": ""}

    def frame(app_: App, player: ByHandPlayer) -> None:
        player(app_)
        top = app_.top
        if isinstance(top, TableScene) and top.view.model is not None:
            if top.view.model is not seen["model"]:
                if seen["model"] is not None:
                    seen["turn_before"] = turn_of(seen["model"])
                seen["model"] = top.view.model
                seen["models"] += 1
            seen["held"] += check_turn_shown(top, seen["turn_before"], seen["status"])
            seen["status"] = top.hints.status
        if player.failures or seen["models"] >= 40:
            app_.running = False

    _, player = play_as_a_friend(tmp_path, frame)
    assert player.failures == [] and seen["models"] >= 40 and seen["held"] > 0
