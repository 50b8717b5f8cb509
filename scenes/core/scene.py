"""The scene base class: a screen of the app on the scene stack (menu, setup, table, overlays...); and the app as
its scenes see it (:class:`Stage`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Protocol

import pygame

from scenes.art.felt import felt
from scenes.art.svg import mix
from scenes.core.services import Services
from scenes.ui.context import UI
from scenes.ui.focus import FocusRing
from scenes.ui.text_fit import base_px, grown_px
from scenes.ui.widgets import Button, Widget


class Stage(UI, Services, Protocol):
    """The app as its scenes see it (:class:`scenes.core.app.App` is one): the UI context, the services, the scene
    stack and the toast showing. A scene and the openers (:mod:`scenes.core.flow`) name it, not the app, so that the
    app, the flow and the scenes import one another in one direction (the app imports both)."""

    stack: list[Scene]
    running: bool  # False: the app closes after this frame
    toast_text: str
    toast_ms: float  # how long the toast still shows (0: none)

    @property
    def screen(self) -> pygame.Surface: ...

    @property
    def top(self) -> Scene | None: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> None: ...

    def replace(self, scene: Scene) -> None: ...

    def back_to(self, kind: type[Scene]) -> None: ...

    def back_home(self) -> None: ...

    def open_keys_help(self, rows: list[tuple[str, str]]) -> None:
        """**?**: the list of keys ``rows`` over the top scene."""


class Scene:
    """Handles events, updates and draws itself. ``opaque`` False lets the scene below show through."""

    opaque = True
    toast_at: tuple[float, float] = (800.0, 790.0)
    home: ClassVar[bool] = False  # the main menu: what "back to the menu" pops down to
    own_keys: frozenset[int] = frozenset()  # keys the screen answers itself, before its focus ring (a replay's ← →)
    """Where the app's toast sits (its bottom centre, logical): above the bottom row of buttons."""

    def __init__(self, app: Stage) -> None:
        self.app = app  # the scene stack (push, pop, replace) and the openers' argument
        self.ui: UI = app  # what drawing needs: viewport, palette, fonts, card art, sounds
        self.services: Services = app  # saves, settings, toast, speech, network
        self.widgets: list[Widget] = []
        self.focus = FocusRing(self)  # the keyboard's focus over the widgets (scenes.ui.focus)

    def show_keys(self, rows: list[tuple[str, str]]) -> None:
        """**?**: the list of this screen's keys over it."""
        self.app.open_keys_help(rows)

    # ---------------------------------------------------------------- lifecycle
    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def on_cover(self) -> None:
        """Called when another scene is pushed over this one: let go of what only showing it needs (it may still
        be drawn under an overlay, and is entered again when uncovered)."""

    def on_exit(self) -> None:
        """Called once when the scene leaves the stack for good (pop, replace, back_to, shutdown): let go of
        surfaces and caches now. A scene that has exited is never shown again. The widgets' callbacks refer
        back to the scene (a reference cycle); dropping them lets the scene be freed without waiting for a
        full garbage collection."""
        self.widgets = []

    def on_resize(self) -> None:
        """Called after the window size changed."""

    def animating(self) -> bool:
        """True while the scene must be redrawn every frame (drag, animation)."""
        return False

    def needs_frame(self) -> bool:
        """Whether the next frame is drawn for the time that passed alone (nothing invalidated the app): while the
        scene animates, unless it knows that nothing of it changed since it was last drawn."""
        return self.animating()

    # ---------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        for widget in self.widgets:
            if widget.handle(event, self.app):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.app.pop()

    def update(self, dt_ms: float) -> None:
        """Advance time-based things (bots, animations)."""

    def joined_game(self) -> bool:
        """This screen shows a game this app joined at another machine's table (the host keeps it: after a crash
        the player joins again, there is nothing to continue here)."""
        return False

    def wait_for_worker(self, timeout_s: float) -> None:
        """Block up to ``timeout_s`` for what this scene waits on from a worker (a bot's move, a hint, the saves
        listed), if anything. Only a headless tool's virtual clock calls this, between frames; the app never waits."""

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_widgets(surface)

    def anchor_rect(self, anchor: str) -> pygame.Rect | None:
        """The window rectangle of a part of this screen a tutorial's coach may point at (``summary``,
        ``column:<id>``: a round summary's table and columns), or None: this screen has none."""
        return None

    def draw_over_shade(self, surface: pygame.Surface, panel: pygame.Rect, keep: Sequence[pygame.Rect] = ()) -> None:
        """Drawn by a panel over this scene that is part of what the player is doing here (a prompt), above its
        shade and beside its ``panel`` (window pixels): what must stay in view then (a tutorial's coach); ``keep``:
        parts of the panel it must leave uncovered wherever it can (a summary's title)."""

    def fill_background(self, surface: pygame.Surface) -> None:
        """The dark felt behind a menu or dialog scene."""
        pal = self.ui.palette
        surface.blit(felt(surface.get_size(), pal.felt_dark, mix(pal.felt_dark, (0, 0, 0), 0.45)), (0, 0))

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface, self.app)

    def draw_title(self, surface: pygame.Surface, text: str, y: float = 60, size: float = 44) -> None:
        """A screen's title, centred at logical ``y``: large already, it keeps its size at every text size (a
        larger one ran into what stands under it) and is made smaller only to fit the window's width."""
        ui = self.app
        px = base_px(ui.fonts, ui.viewport.px(size))
        px = grown_px(ui.fonts, text, px, ui.viewport.size[0] - ui.viewport.px(20), bold=True)
        img = ui.fonts.text(text, px, ui.palette.accent, bold=True)
        x, yy = ui.viewport.point(800, y)
        surface.blit(img, img.get_rect(center=(x, yy)))

    def button(self, label: str) -> Button:
        """The button labelled ``label`` (tests and autoplay click it)."""
        for widget in self.widgets:
            if isinstance(widget, Button) and widget.label == label:
                return widget
        raise KeyError(f"no button {label!r} in {type(self).__name__}")
