"""Memory over a long session (issue 30 item 11: one process grew by a megabyte a match): the real frame loop
keeps nothing per frame, a match that was played and left keeps nothing of it alive, and what is kept for reuse
(rendered text, card faces) stays within a budget of bytes."""

from __future__ import annotations

import gc
import time
import types
import weakref

import pygame
import pytest
from each_game import a_game

from game.match import Match
from game.session import Session
from scenes.art.fonts import TEXT_CACHE_BYTES
from scenes.art.surface_cache import SurfaceCache, pixel_bytes
from scenes.core.clock import VirtualClock
from scenes.screens.menu import MenuScene
from scenes.tools.autoplay import Repeating

CODE = (types.ModuleType, type, types.FunctionType, types.BuiltinFunctionType, types.CodeType)


def reachable(root: object) -> int:
    """How many objects are reachable from ``root`` (through data: modules, classes and functions not followed)."""
    seen, stack = {id(root)}, [root]
    while stack:
        for ref in gc.get_referents(stack.pop()):
            if not isinstance(ref, CODE) and id(ref) not in seen:
                seen.add(id(ref))
                stack.append(ref)
    return len(seen)


@pytest.fixture(autouse=True)
def frozen_again():
    """Tests here unfreeze the worker's objects (``gc.get_objects`` leaves frozen ones out): what lives on after each
    is frozen again (the app's loop freezes once a process), kept out of the later tests' collections as before."""
    yield
    gc.collect()
    gc.freeze()


def run_frames(app, frames: int, at: dict[int, int]) -> None:
    """Run the app's real frame loop (uncapped) for ``frames`` frames, counting what the app reaches at the
    frame numbers in ``at``."""
    count = 0

    def on_frame(app) -> None:
        nonlocal count
        count += 1
        if count in at:
            at[count] = reachable(app)
        app.running = count < frames

    app.on_frame = on_frame
    try:
        app.run(0)
    finally:
        gc.unfreeze()  # the loop froze the test process's objects at its first frame


def test_the_frame_loop_keeps_nothing_per_frame(app):
    """The loop used to append every frame's time to a list for ever: 40,000 floats (a megabyte) per match."""
    app.push(MenuScene(app))
    at = {4000: 0, 6000: 0}
    run_frames(app, 6000, at)
    assert at[6000] - at[4000] < 100, f"2,000 more frames, {at[6000] - at[4000]} more objects reachable from the app"


def test_matches_played_one_after_another_leave_nothing_alive(app):
    """Two bots-only matches through the real loop, the first left for the second from its final scoring screen:
    at the end nothing of the first (its match, session, table or scoring screen) is still alive."""
    left: list[weakref.ref] = []
    gc.unfreeze()  # an earlier test's frame loop froze its objects, which gc.get_objects() then leaves out
    gc.collect()
    before = {id(o) for o in gc.get_objects() if isinstance(o, Match | Session)}  # (another test's, on this worker)

    def after_match(app, played: int) -> None:
        if played == 1:
            table = app.stack[-2]  # the scoring screen lies over its table
            left.extend(weakref.ref(o) for o in (table, table.match, table.match.session, app.top))

    app.settings.bot_pace_ms = 0
    app.fixed_seed = 1
    app.on_frame = Repeating(a_game(players=2), 2, "random", time.perf_counter() + 300, 2, after_match=after_match)
    app.push(MenuScene(app))
    try:
        app.run(0, VirtualClock())  # the headless tools' clock: the matches' animations take no real time
    finally:
        gc.unfreeze()
    assert app.on_frame.finished and len(left) == 4
    gc.collect()
    alive = [type(ref()).__name__ for ref in left if ref() is not None]
    assert alive == [], f"still alive after their match was left: {alive}"
    deadline = time.monotonic() + 10  # a worker thread may still be finishing its last job (a save, the statistics)
    while (kept := [o for o in gc.get_objects() if isinstance(o, Match | Session) and id(o) not in before]) \
            and time.monotonic() < deadline:
        del kept
        time.sleep(0.05)
        gc.collect()
    assert not kept, [(type(o).__name__, [type(r).__name__ for r in gc.get_referrers(o)]) for o in kept]  # shut down


def test_the_menu_pictures_kept_for_the_next_menu_hold_no_app(app):
    """The menu's pictures are kept per window size for later menus: the job kept its drawing function, a closure
    over the app that asked first, and with it that app's whole scene stack (a network test's table, hours later)."""
    from scenes.ui import showcase

    job = showcase.menu_art(app)
    assert job.wait(30) and job.error is None
    seen, stack = {id(showcase._menu_jobs)}, [showcase._menu_jobs]
    while stack:  # everything the kept jobs reach, closures included (not the modules' globals)
        obj = stack.pop()
        refs = [c.cell_contents for c in obj.__closure__ or ()] + list(obj.__defaults__ or ()) \
            if isinstance(obj, types.FunctionType) else gc.get_referents(obj)
        for ref in refs:
            assert ref is not app, "a kept menu picture job holds the app"
            if not isinstance(ref, types.ModuleType | type) and id(ref) not in seen:
                seen.add(id(ref))
                stack.append(ref)


def test_rendered_text_kept_for_reuse_stays_within_a_budget_of_pixel_memory(app):
    """Every new line of a move log is rendered once and kept: capped at 4,000 lines, that was 40 MB and more,
    growing with every match. Now the kept lines hold at most TEXT_CACHE_BYTES, the least recently used going first."""
    rendered = []
    total = 0
    n = 0
    while total < 2 * TEXT_CACHE_BYTES:
        surface = app.fonts.text(f"Ben plays the {n}th card of the round onto the table, face up {n}", 24, (250, 250, 250))
        rendered.append(weakref.ref(surface))
        total += pixel_bytes(surface)
        n += 1
    del surface
    gc.collect()
    kept = sum(pixel_bytes(ref()) for ref in rendered if ref() is not None)
    assert kept <= TEXT_CACHE_BYTES, f"{kept / 2**20:.1f} MB of rendered text kept"
    recent = app.fonts.text(f"Ben plays the {n - 1}th card of the round onto the table, face up {n - 1}", 24,
                            (250, 250, 250))
    assert rendered[-1]() is recent  # the newest is still kept


def test_a_surface_cache_drops_the_least_recently_used_beyond_its_budget():
    cache = SurfaceCache(3 * 100 * 4 * 10)  # three 100x10 surfaces
    a, b, c, d = (pygame.Surface((100, 10), pygame.SRCALPHA) for _ in range(4))
    for key, surface in (("a", a), ("b", b), ("c", c)):
        cache.put(key, surface)
    assert cache.get("a") is a  # used again: now b is the least recently used
    cache.put("d", d)
    assert [cache.get(k) is not None for k in "abcd"] == [True, False, True, True]
    assert cache.bytes == 3 * pixel_bytes(a) and len(cache) == 3


def test_faces_rendered_ahead_for_another_game_are_let_go_when_a_new_game_is_known(app):
    """Faces rendered ahead but never shown sit outside the card cache's byte budget: a session that plays one
    game after another keeps only the current game's."""
    import time

    from game import catalog

    cards = app.cards
    first, second = (catalog.get_game(g) for g in catalog.SHIPPED[:2])  # any two games
    cards.know(first.id, first.cards().values())
    cards.prefetch(first.id, [(40, 56)])
    deadline = time.monotonic() + 30
    while not any(k[0] == first.id for k in list(cards._ready)) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert any(k[0] == first.id for k in list(cards._ready))
    cards.know(second.id, second.cards().values())
    assert not any(k[0] == first.id for k in list(cards._ready))
    cards.stop()


def test_an_app_run_after_the_processs_first_is_collected_once_it_closed(tmp_path):
    """The app's loop freezes what lives at its first frame (``gc.freeze``: kept out of later collections) once a
    process. Frozen again at a later app's first frame (each test's, each tool run's), that app could never be
    collected once closed: its scenes, caches and window-sized surfaces stayed in the process for good."""
    from game.settings import Settings
    from scenes.core.app import App

    def run_once(folder: str) -> weakref.ref:
        app = App(size=(1280, 720), data_dir=tmp_path / folder, settings=Settings())
        app.push(MenuScene(app))
        app.on_frame = lambda app: setattr(app, "running", len(app.frame_ms) < 3)
        app.run(clock=VirtualClock())
        pygame.quit()
        return weakref.ref(app)

    run_once("first")  # (the process's first app, unless a test before ran one: frozen, as the app's own is)
    later = run_once("later")
    gc.collect()
    assert later() is None
