"""How many watch a friends' table: a small eye with the number of spectators (:mod:`game.net.watch`), at the
table's top right, left of the Rules button (the headline gives way), and on the host's waiting screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.ui.context import UI

WIDTH = 64.0
"""Logical width the mark takes (the headline's room is this much shorter while someone watches)."""


def draw_eye(ui: UI, surface: pygame.Surface, centre: tuple[float, float], count: int, px: float = 18) -> pygame.Rect:
    """An eye (an almond outline and its pupil) and ``count`` beside it, centred at logical ``centre``; returns the
    window rectangle drawn on."""
    vp, pal = ui.viewport, ui.palette
    cx, cy = vp.point(*centre)
    w, h = vp.px(px * 1.3), vp.px(px * 0.75)
    number = ui.fonts.text(str(count), vp.px(px), pal.text, bold=True)
    total = w + vp.px(5) + number.get_width()
    left = cx - total // 2
    eye = pygame.Rect(left, cy - h // 2, w, h)
    pygame.draw.ellipse(surface, pal.text, eye, max(1, vp.px(2)))
    pygame.draw.circle(surface, pal.text, eye.center, max(2, h // 3))
    at = number.get_rect(midleft=(eye.right + vp.px(5), cy))
    surface.blit(number, at)
    return eye.union(at)
