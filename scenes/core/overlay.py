"""The base of modal panels drawn over the scene below (prompts, confirmations, the table's menu)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from scenes.art.surface_cache import SurfaceCache
from scenes.core.scene import Scene
from scenes.ui.widgets import Button, draw_box

if TYPE_CHECKING:
    from scenes.core.scene import Stage

CENTRE_X = 620.0  # the middle of the table area (left of the sidebar)
SHADE_ALPHA = 140
"""How dark an overlay's veil makes the scene below."""
SHADES_BYTES = 24 * 1024 * 1024
"""The veils kept (:func:`shade`), by pixel memory: two at 1920x1080, one (always the last) at 3840x2160."""

_SHADES = SurfaceCache(SHADES_BYTES)


def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A veil of ``size`` darkened by ``alpha``, kept for reuse (only ever blitted): an overlay opened with every
    move does not make and fill a window-sized image anew."""
    veil = _SHADES.get((size, alpha))
    if veil is None:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, alpha))
        _SHADES.put((size, alpha), veil)
    return veil


def outside(bounds: pygame.Rect, holes: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``bounds`` less ``holes`` as rects that do not overlap (bands between the holes' tops and bottoms): a veil
    blitted onto each darkens everything once but the holes, pixel for pixel a veil cleared in the holes."""
    holes = [c for c in (h.clip(bounds) for h in holes) if c.w and c.h]
    if not holes:
        return [bounds]
    ys = sorted({bounds.top, bounds.bottom, *(h.top for h in holes), *(h.bottom for h in holes)})
    out = []
    for top, bottom in pairwise(ys):
        x = bounds.left
        for left, right in sorted((h.left, h.right) for h in holes if h.top <= top and h.bottom >= bottom):
            if left > x:
                out.append(pygame.Rect(x, top, left - x, bottom - top))
            x = max(x, right)
        if x < bounds.right:
            out.append(pygame.Rect(x, top, bounds.right - x, bottom - top))
    return out


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

    def veil(self) -> tuple[int, Sequence[pygame.Rect]]:
        """How dark the veil over the scene below is, and where it leaves the scene lit (window pixels)."""
        return SHADE_ALPHA, ()

    def draw(self, surface: pygame.Surface) -> None:
        ui, vp = self.app, self.ui.viewport
        alpha, holes = self.veil()
        self._shade = shade(surface.get_size(), alpha)
        for r in outside(surface.get_rect(), holes):
            surface.blit(self._shade, r, r)
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
