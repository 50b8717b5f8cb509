"""A scene that leaves the stack is told (``Scene.on_exit``) and lets go of its window-sized surfaces at once,
instead of holding them until a full garbage collection (issue 17 item 8)."""

from __future__ import annotations

import gc
import weakref

from scenes.core.dialogs import ConfirmScene
from scenes.core.scene import Scene
from scenes.screens.menu import MenuScene

from .helpers import a_table, click_button, pump


class Probe(Scene):
    exits: list[str] = []

    def __init__(self, app, name: str) -> None:
        super().__init__(app)
        self.name = name

    def on_exit(self) -> None:
        super().on_exit()
        Probe.exits.append(self.name)


def test_on_exit_is_called_for_every_way_a_scene_leaves(app):
    Probe.exits = []
    app.push(Probe(app, "root"))
    app.push(Probe(app, "popped"))
    app.pop()
    assert Probe.exits == ["popped"]
    app.push(Probe(app, "replaced"))
    app.replace(Probe(app, "replacement"))
    assert Probe.exits == ["popped", "replaced"]
    app.push(Probe(app, "deep"))
    app.push(Probe(app, "deeper"))
    app.back_to(type(None))  # pops down to the bottom scene
    assert Probe.exits == ["popped", "replaced", "deeper", "deep", "replacement"]
    app.push(Probe(app, "last"))
    app.shutdown()
    assert Probe.exits == ["popped", "replaced", "deeper", "deep", "replacement", "last", "root"]
    assert app.stack == []


def test_a_closed_table_drops_its_surfaces_without_a_garbage_collection(app):
    app.push(MenuScene(app))
    table = a_table(app, seed=3)
    pump(app, frames=4)
    painter = table.painter
    assert painter.ground.layer.surface is not None and painter.frame.background is not None
    canvas = weakref.ref(painter.ground.layer.surface)
    gc.disable()  # what the frame loop sees between rare full collections
    try:
        table.leave()
        assert isinstance(app.top, MenuScene)
        assert painter.ground.layer.surface is None and painter.frame.background is None and painter.frame.cards.surface is None
        assert not table.sprites and not table.widgets
        assert canvas() is None  # nothing else held it: freed now, not at the next collection
    finally:
        gc.enable()


def test_a_closed_overlay_drops_its_shade(app):
    app.push(MenuScene(app))
    app.push(ConfirmScene(app, "Sure?", lambda: None))
    pump(app, frames=2)
    overlay = app.top
    assert overlay._shade is not None
    click_button(app, overlay.widgets[-1].label)
    assert app.top is not overlay and overlay._shade is None
