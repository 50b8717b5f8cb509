"""10^4 random input events per scene through the real event loop, seeded: mouse moves, clicks, drags and
wheel, key presses (Esc, Enter, text), window resizes. Whatever the events do (open another scene, leave,
quit from the menu), every frame must run without an exception and the app must still be running a scene
afterwards; the scene under test is then put back (the app restarted after a clean quit)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest
from each_game import a_game
from played_out import bot_moves
from ui.helpers import post, pump

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.core.app import App
from scenes.core.dialogs import ConfirmScene
from scenes.core.scene import Scene
from scenes.screens.handover import HandoverScene
from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings_menu import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.table.table import TableScene

EVENTS_PER_SCENE = 10_000
BURST = 12  # events posted between two checks of the app
STUCK_BURSTS = 3  # bursts with another scene on top before the scene under test is put back
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_DELETE, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_F1, pygame.K_a, pygame.K_z, pygame.K_1]
TEXTS = ["a", "Z", "7", " ", "é", "ß", "王", "宮殿", "😀", "\u200b", "x" * 40]
SIZES = [(1600, 900), (640, 360), (1, 1), (300, 2000), (2560, 1440), (1280, 720), (1000, 1000)]


def random_event(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    """One random input (a drag is a press, a few moves and a release), positions anywhere in the window."""
    w, h = size

    def pos() -> tuple[int, int]:
        return rng.randrange(-5, w + 5), rng.randrange(-5, h + 5)

    kind = rng.random()
    E = pygame.event.Event
    if kind < 0.25:
        return [E(pygame.MOUSEMOTION, pos=pos(), rel=(rng.randint(-9, 9), rng.randint(-9, 9)),
                  buttons=(rng.random() < 0.3, 0, 0))]
    if kind < 0.55:
        at, button = pos(), rng.choice([1, 1, 1, 2, 3, 4, 5])
        return [E(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
                E(pygame.MOUSEBUTTONDOWN, pos=at, button=button), E(pygame.MOUSEBUTTONUP, pos=at, button=button)]
    if kind < 0.7:
        start, end = pos(), pos()
        steps = [E(pygame.MOUSEMOTION, pos=(start[0] + (end[0] - start[0]) * i // 4,
                                            start[1] + (end[1] - start[1]) * i // 4), rel=(1, 1), buttons=(1, 0, 0))
                 for i in range(1, 5)]
        return [E(pygame.MOUSEBUTTONDOWN, pos=start, button=1), *steps, E(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if kind < 0.78:
        return [E(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False, precise_x=0.0,
                  precise_y=0.0)]
    if kind < 0.9:
        k = rng.choice(KEYS)
        return [E(pygame.KEYDOWN, key=k, mod=rng.choice([0, 0, pygame.KMOD_SHIFT]), unicode="", scancode=0),
                E(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)]
    if kind < 0.98:
        return [E(pygame.TEXTINPUT, text=rng.choice(TEXTS))]
    w, h = rng.choice(SIZES)
    return [E(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)]


def close_scenes(app: App) -> None:
    for scene in app.stack:
        close = getattr(scene, "close", None)
        if close is not None:
            close()


def at_menu(app: App) -> None:
    """A fresh stack holding only the menu."""
    close_scenes(app)
    app.stack.clear()
    app.push(MenuScene(app))


def table_for(app: App, game_id: str, kinds: tuple[str, ...], seed: int = 3) -> TableScene:
    seats = [SeatConfig(f"P{i}", "human" if kind == "human" else "bot", kind if kind != "human" else "random")
             for i, kind in enumerate(kinds)]
    table = TableScene(app, Match(Session(catalog.get_game(game_id), seats, seed), app.store))
    app.push(table)
    return table


def finished_table(app: App) -> Scene:
    at_menu(app)
    table = table_for(app, a_game(players=2), ("human", "random"))
    session = table.match.session
    for action in bot_moves(session.game.id, session.seats, session.seed):  # (the bots' moves: decided once)
        table.match.apply(action)
    assert session.is_over()
    table.refresh()
    table.round_hold.show_scoring()
    return app.top


def handover(app: App) -> Scene:
    table = next((s for s in app.stack if isinstance(s, TableScene) and len(s.match.humans) == 2), None)
    if table is None or app.top is not table or table.match.session.is_over():
        at_menu(app)
        table = table_for(app, a_game(players=2), ("human", "human"))
    app.push(HandoverScene(app, table, table.match.session.current_seat()))
    return app.top


def on_menu(make: Callable[[App], Scene]) -> Callable[[App], Scene]:
    def build(app: App) -> Scene:
        at_menu(app)
        app.push(make(app))
        return app.top
    return build


def with_saves(app: App) -> Scene:
    at_menu(app)
    table_for(app, a_game(players=3), ("human", "random", "random")).match.saver.flush()
    (app.store.folder / "broken.json").write_text('{"format": "palace-table-save", "vers', encoding="utf-8")
    at_menu(app)
    app.push(LoadScene(app))
    return app.top


def table_scene(game_id: str) -> Callable[[App], Scene]:
    def build(app: App) -> Scene:
        at_menu(app)
        return table_for(app, game_id, ("human", "random", "random"))
    return build


SCENES: dict[str, Callable[[App], Scene]] = {
    "menu": lambda app: (at_menu(app), app.top)[1],
    "setup": on_menu(SetupScene),
    **{f"table-{gid}": table_scene(gid) for gid in catalog.available_game_ids()},
    "scoring": finished_table,
    "rules": on_menu(RulesScene),
    "settings": on_menu(SettingsScene),
    "load": with_saves,
    "handover": handover,
}


def counting(scene: Scene, counter: list[int]) -> None:
    """Count the events the real loop hands to ``scene``."""
    handle = scene.handle

    def counted(event: pygame.event.Event) -> None:
        counter[0] += 1
        handle(event)
    scene.handle = counted


def watch_quit(app: App) -> list[type]:
    """The scene on top whenever an event stopped the app (the frame still dispatches the rest of its events)."""
    stopped_on: list[type] = []
    dispatch = app.dispatch

    def watched(event: pygame.event.Event) -> None:
        top, running = app.top, app.running
        dispatch(event)
        if running and not app.running:
            stopped_on.append(type(top))
    app.dispatch = watched
    return stopped_on


@pytest.mark.parametrize("name", list(SCENES))
def test_random_input_never_takes_the_app_down(app, name):
    rng = random.Random(f"fuzz-{name}")
    build = SCENES[name]
    received = [0]
    target = build(app)
    counting(target, received)
    stuck = 0
    stopped_on = watch_quit(app)
    try:
        while received[0] < EVENTS_PER_SCENE:
            for _ in range(BURST):
                for event in random_event(rng, app.screen.get_size()):
                    pygame.event.post(event)
            pump(app, frames=2)
            if not app.running:  # only the menu quits (its Quit button, or Esc and then Yes): start the app again
                assert stopped_on in ([MenuScene], [ConfirmScene]), f"the app stopped on {stopped_on}"
                close_scenes(app)
                app = App(size=(1600, 900), data_dir=app.data_dir, settings=app.settings)
                app.push(MenuScene(app))
                stopped_on = watch_quit(app)
            assert app.top is not None
            stuck = 0 if app.top is target else stuck + 1
            if target not in app.stack or stuck >= STUCK_BURSTS:
                target = build(app)
                counting(target, received)
                stuck = 0
        post(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
        pump(app, frames=2)
        assert app.running and app.top is not None
    finally:
        close_scenes(app)
