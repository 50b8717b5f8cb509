"""What a screen lays out from content that stays the same while it shows, kept per window size, text size and
language (all else its layout depends on): laid out once, not again at every pointer move and frame."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, TypeVar

from game.i18n import current_language

if TYPE_CHECKING:
    from scenes.ui.context import UI

T = TypeVar("T")
KEPT = 8
"""Layouts kept at most (a window resized to and fro)."""


class LaidOut:
    def __init__(self, ui: UI) -> None:
        self.ui = ui
        self._kept: dict[tuple[Hashable, ...], Any] = {}

    def __call__(self, name: str, make: Callable[[], T]) -> T:
        """The layout ``name`` for the window, text size and language now: ``make()``, made again when one of them
        changed."""
        key = (name, self.ui.viewport.size, self.ui.fonts.scale, current_language())
        if key not in self._kept:
            if len(self._kept) >= KEPT:
                self._kept.clear()
            self._kept[key] = make()
        kept: T = self._kept[key]
        return kept
