"""UI test helpers: real frames, real posted input events, tables to play on, where things are."""

from __future__ import annotations

import time

import pygame

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.core.app import App
from scenes.core.clock import WORKER_WAIT_S
from scenes.table.table import TableScene
from scenes.tools.byhand import ByHandPlayer

FRAME_MS = 16.0


def pump(app: App, until=None, frames: int = 3, timeout: float = 30.0) -> None:
    """Run real frames (events, update, draw); until ``until()`` holds when given, else ``frames`` frames."""
    deadline = time.monotonic() + timeout
    count = 0
    while True:
        app.step(FRAME_MS)
        count += 1
        if until is None and count >= frames:
            return
        if until is not None and until():
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting; top scene is {type(app.top).__name__}")
        if until is not None:  # what the test waits for may come from a worker (a bot's move): blocked on, as the
            top = app.top  # headless tools' clock does, not slept on frame after frame
            if top is not None:
                top.wait_for_worker(WORKER_WAIT_S)
            time.sleep(0)  # (other threads: the disk writer, the card art)


def settle(app: App) -> None:
    """Frames until the top scene has what it reads off the frame thread (the menu's Continue, the saves list)."""
    pump(app, until=lambda: not getattr(app.top, "loading", False))


def post(kind: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    pump(app, frames=2)


def click_button(app: App, label: str) -> None:
    """Click the top scene's button labelled ``label`` (a seat lit by a prompt: on the seat's place)."""
    button = app.top.button(label)
    point = getattr(button, "point", None)
    click(app, point() if callable(point) else button.screen_rect(app).center)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
    """Press at ``start``, move in steps through the event loop, release at ``end``."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    pump(app, frames=1)
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        pump(app, frames=1)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    pump(app, frames=2)


def post_text(app: App, text: str) -> None:
    """Typing: one TEXTINPUT event per character, as SDL sends them."""
    for char in text:
        post(pygame.TEXTINPUT, text=char)
    pump(app, frames=2)


def key(app: App, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    pump(app, frames=2)


def a_table(app, seed: int, kinds=("human", "bot"), wanted=lambda caps: True) -> TableScene:
    """A table of some game (the first the app ships that seats as many as ``kinds`` and whose capabilities satisfy
    ``wanted``): Ana, Ben, Cleo."""
    from each_game import a_game

    seats = [SeatConfig(name, kind, "random") for name, kind in zip(("Ana", "Ben", "Cleo"), kinds, strict=False)]
    gid = a_game(wanted, players=len(seats))
    table = TableScene(app, Match(Session(catalog.get_game(gid), seats, seed), app.store))
    app.push(table)
    return table


def card_centre(app, table: TableScene, uid: str) -> tuple[int, int]:
    """Where a press picks ``uid`` up: its middle, or the point nearest it where it is the top-most card (a card
    of a fan lies partly under its neighbour), as the by-hand player finds it."""
    point = ByHandPlayer.press_point(table, uid)
    return point if point is not None else table.screen_rect(table.sprites[uid]).center


def zone_centre(app, table: TableScene, zone_id: str) -> tuple[int, int]:
    return app.viewport.rect(table.layout.zones[zone_id].rect).center


def drag_choices(table: TableScene):
    return [c for c in table.model.choices if c.drag_from]


def faces_drawn_on_frame_thread(monkeypatch) -> list:
    """From now on, the specs of the card faces rendered on the frame thread (not rendered ahead on a worker)."""
    import threading

    from scenes.art.cards import CardArt

    drawn: list = []
    render = CardArt.render

    def counted(self, spec, w, h, game, fonts):
        if threading.current_thread() is threading.main_thread():
            drawn.append(spec)
        return render(self, spec, w, h, game, fonts)

    monkeypatch.setattr(CardArt, "render", counted)
    return drawn
