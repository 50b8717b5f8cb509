"""Rendered surfaces kept for reuse up to a budget of pixel memory, the least recently used dropped first.

A cap on the number of entries alone let the text and card caches hold over a hundred megabytes after a few
dozen matches (a card face at 1600x900 is 100 KB, a line of the move log 10 KB), rising with every match until
the cap (issue 30 item 11); a budget in bytes bounds what a long session costs."""

from __future__ import annotations

from collections.abc import Hashable

import pygame


def pixel_bytes(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    def __init__(self, budget_bytes: int) -> None:
        self.budget = budget_bytes
        self.bytes = 0
        self._items: dict[Hashable, pygame.Surface] = {}

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> pygame.Surface | None:
        """The surface kept under ``key`` (now the most recently used), or None."""
        surface = self._items.pop(key, None)
        if surface is not None:
            self._items[key] = surface
        return surface

    def put(self, key: Hashable, surface: pygame.Surface) -> pygame.Surface:
        """Keep ``surface`` under ``key``, dropping the least recently used beyond the budget; returns it."""
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= pixel_bytes(old)
        self._items[key] = surface
        self.bytes += pixel_bytes(surface)
        while self.bytes > self.budget and len(self._items) > 1:
            self.bytes -= pixel_bytes(self._items.pop(next(iter(self._items))))
        return surface

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0
