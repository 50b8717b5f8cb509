"""Logical coordinates scaled uniformly to the window.

Screens are designed on a logical 1600x900 canvas, scaled by ``min(W/1600, H/900)`` and centred. A window of
another aspect has more logical room on one axis: :attr:`Viewport.bounds` is the logical rectangle the whole
window shows (it starts left of or above 0 when the window is wider or taller than 16:9). The table lays its
zones out over ``bounds`` (see :mod:`scenes.table.layout`), so it fills the window with no bars; other screens keep
their content in the centred 1600x900 box.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from scenes.ui.canvas import LOGICAL_H, LOGICAL_W

__all__ = ["LOGICAL_H", "LOGICAL_W", "Viewport"]


class Viewport:
    def __init__(self, size: tuple[int, int]) -> None:
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self.scale = min(self.size[0] / LOGICAL_W, self.size[1] / LOGICAL_H)
        self.ox = (self.size[0] - LOGICAL_W * self.scale) / 2
        self.oy = (self.size[1] - LOGICAL_H * self.scale) / 2

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """The logical rectangle (x, y, w, h) the whole window shows: 1600x900 and the room beside it."""
        return (-self.ox / self.scale, -self.oy / self.scale, self.size[0] / self.scale, self.size[1] / self.scale)

    def rect(self, r: pygame.Rect | tuple[float, float, float, float]) -> pygame.Rect:
        """A logical rectangle in window pixels."""
        x, y, w, h = r
        left, top = round(self.ox + x * self.scale), round(self.oy + y * self.scale)
        right, bottom = round(self.ox + (x + w) * self.scale), round(self.oy + (y + h) * self.scale)
        return pygame.Rect(left, top, right - left, bottom - top)

    def spans(self, starts: Iterable[float], length: float, vertical: bool = False) -> list[tuple[int, int]]:
        """Each logical start (an x, or a y with ``vertical``) of a span ``length`` long in window pixels: its first
        pixel and its pixel length, as :meth:`rect` measures them (a grid of rects measured a row and a column at
        a time)."""
        origin, scale = (self.oy if vertical else self.ox), self.scale
        out = []
        for start in starts:
            first = round(origin + start * scale)
            out.append((first, round(origin + (start + length) * scale) - first))
        return out

    def sized(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rect at the logical point (x, y) whose pixel size depends on the logical size (w, h) only, not on
        where it is (:meth:`point` and :meth:`px` at once: the table measures every card this way each frame)."""
        scale = self.scale
        return pygame.Rect(round(self.ox + x * scale), round(self.oy + y * scale),
                           max(1, round(w * scale)), max(1, round(h * scale)))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return round(self.ox + x * self.scale), round(self.oy + y * self.scale)

    def to_logical(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale

    def px(self, n: float) -> int:
        """A logical length in window pixels (at least 1)."""
        return max(1, round(n * self.scale))
