"""Logical 1600x900 coordinates scaled uniformly (and centred) to the window."""

from __future__ import annotations

import pygame

LOGICAL_W, LOGICAL_H = 1600, 900


class Viewport:
    def __init__(self, size: tuple[int, int]) -> None:
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self.scale = min(self.size[0] / LOGICAL_W, self.size[1] / LOGICAL_H)
        self.ox = (self.size[0] - LOGICAL_W * self.scale) / 2
        self.oy = (self.size[1] - LOGICAL_H * self.scale) / 2

    def rect(self, r: pygame.Rect | tuple[float, float, float, float]) -> pygame.Rect:
        """A logical rectangle in window pixels."""
        x, y, w, h = r
        left, top = round(self.ox + x * self.scale), round(self.oy + y * self.scale)
        right, bottom = round(self.ox + (x + w) * self.scale), round(self.oy + (y + h) * self.scale)
        return pygame.Rect(left, top, right - left, bottom - top)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return round(self.ox + x * self.scale), round(self.oy + y * self.scale)

    def to_logical(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale

    def px(self, n: float) -> int:
        """A logical length in window pixels (at least 1)."""
        return max(1, round(n * self.scale))
