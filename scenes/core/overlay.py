"""The base of modal panels drawn over the scene below (prompts, confirmations, the table's menu)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.core.scene import Scene
from scenes.ui.widgets import Button, draw_box

if TYPE_CHECKING:
    from scenes.core.scene import Stage

CENTRE_X = 620.0  # the middle of the table area (left of the sidebar)
SHADES_KEPT = 2
"""The veils kept for reuse (:func:`shade`)."""

_SHADES: dict[tuple[object, ...], pygame.Surface] = {}


def shade(size: tuple[int, int], alpha: int, holes: Sequence[pygame.Rect] = ()) -> pygame.Surface:
    """A veil of ``size`` darkened by ``alpha``, clear in ``holes``: the last few kept, each only blitted, so that a
    prompt opened over the table (one with every move) does not make and fill a window-sized image anew."""
    key = (size, alpha, *map(tuple, holes))
    veil = _SHADES.pop(key, None)
    if veil is None:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, alpha))
        for r in holes:
            veil.fill((0, 0, 0, 0), r)
    _SHADES[key] = veil
    while len(_SHADES) > SHADES_KEPT:
        del _SHADES[next(iter(_SHADES))]
    return veil


class Overlay(Scene):
    """A panel centred over the table with a title and a grid of buttons."""

    opaque = False
    toast_at = (620.0, 860.0)  # over the table, where its toasts show
    part_of_a_move = False  # a step of the move being made (a prompt): the scene below may draw over the shade
    keyboard_at_once = True  # the focus ring starts on its first button (scenes.ui.focus)

    def __init__(self, app: Stage, title: str, width: float = 640) -> None:
        super().__init__(app)
        self.title, self.width = title, width
        self.panel = (CENTRE_X - width / 2, 300.0, width, 200.0)
        self._shade: pygame.Surface | None = None

    def set_buttons(self, items: Sequence[tuple[str, Callable[[], None]]], subtitle_lines: int = 0) -> None:
        """Lay the buttons out in one or two columns under the title and size the panel to fit."""
        cols = 1 if len(items) <= 5 else 2
        rows = -(-len(items) // cols)
        bw = (self.width - 40 - (cols - 1) * 12) / cols
        h = 80 + subtitle_lines * 26 + rows * 50 + 10
        x0, y0 = CENTRE_X - self.width / 2, max(50.0, 450 - h / 2)
        self.panel = (x0, y0, self.width, h)
        top = y0 + 70 + subtitle_lines * 26
        self.widgets = [
            Button((x0 + 20 + (i % cols) * (bw + 12), top + (i // cols) * 50, bw, 42), label, action, size=20)
            for i, (label, action) in enumerate(items)
        ]

    def subtitle(self) -> list[str]:
        return []

    def on_exit(self) -> None:
        super().on_exit()
        self._shade = None

    def draw_under_panel(self, surface: pygame.Surface) -> None:
        """Drawn over the shaded scene below, under the panel (a prompt outlines what may be clicked there)."""

    def draw(self, surface: pygame.Surface) -> None:
        ui, vp = self.app, self.ui.viewport
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = shade(surface.get_size(), 140)
        surface.blit(self._shade, (0, 0))
        self.draw_under_panel(surface)
        r = vp.rect(self.panel)
        stack = self.app.stack
        if self.part_of_a_move and len(stack) > 1 and stack[-1] is self:
            stack[-2].draw_over_shade(surface, r)
        draw_box(surface, r, ui.palette.panel, ui.palette.accent, radius=vp.px(14), width=max(2, vp.px(3)))
        px = vp.px(24)
        title = ui.fonts.fit(self.title, px, r.w - vp.px(30), bold=True)
        img = ui.fonts.text(title, px, ui.palette.accent, bold=True)
        surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + vp.px(20))))
        for i, line in enumerate(self.subtitle()):
            img = ui.fonts.text(ui.fonts.fit(line, vp.px(18), r.w - vp.px(30)), vp.px(18), ui.palette.text)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + vp.px(58 + i * 26))))
        self.draw_widgets(surface)
