"""The table's Undo button: takes the person's last move back (Board Game Arena's rule, see
:meth:`game.session.Session.why_no_undo`). When Undo is not possible the button is drawn disabled, and pointing
at it or pressing it (or Ctrl+Z) says why in a toast ("No undo: a card was drawn since.")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.ui.widgets import Button, Rect, clicked

if TYPE_CHECKING:
    from scenes.ui.context import UI


def is_undo_key(event: pygame.event.Event) -> bool:
    """Ctrl+Z (Cmd+Z on a Mac)."""
    return (event.type == pygame.KEYDOWN and event.key == pygame.K_z
            and bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)))


class UndoButton(Button):
    """A button that, disabled, still answers: pointing at it or clicking it calls ``refused`` (say why)."""

    def __init__(self, rect: Rect, label: str, on_click: Callable[[], object], refused: Callable[[], object],
                 enabled: bool, size: float = 18) -> None:
        super().__init__(rect, label, on_click, enabled=enabled, size=size)
        self.refused = refused

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        if self.enabled:
            return super().handle(event, ui)
        was = self.hover
        consumed = super().handle(event, ui)
        if (self.hover and not was) or clicked(event, self.screen_rect(ui)):
            self.refused()
            return True
        return consumed
