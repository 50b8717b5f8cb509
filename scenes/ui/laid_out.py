"""What a screen lays out from its content, kept while the content (the same object), the window size, the text size
and the language stay the same (all else its layout depends on): laid out once, not again at every pointer move and
frame."""

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
        self._kept: dict[tuple[Hashable, ...], tuple[object, Any]] = {}

    def __call__(self, name: str, of: object, make: Callable[[], T]) -> T:
        """The layout ``name`` of the content ``of`` for the window, text size and language now: ``make()``, made
        again when the content is another object or one of the others changed."""
        key = (name, self.ui.viewport.size, self.ui.fonts.scale, current_language())
        kept = self._kept.get(key)
        if kept is None or kept[0] is not of:
            if len(self._kept) >= KEPT:
                self._kept.clear()
            kept = self._kept[key] = (of, make())
        layout: T = kept[1]
        return layout
