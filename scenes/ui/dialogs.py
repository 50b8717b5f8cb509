"""A yes/no confirmation over the scene below."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from scenes.ui.overlay import Overlay

if TYPE_CHECKING:
    from scenes.core.app import App


class ConfirmScene(Overlay):
    def __init__(self, app: App, question: str, on_yes: Callable[[], None], yes: str = "",
                 no: str = "") -> None:
        super().__init__(app, question, width=720)
        self.on_yes = on_yes
        self.set_buttons([(yes or tr("Yes"), self.confirm), (no or tr("Cancel"), self.back)])

    def confirm(self) -> None:
        self.app.pop()
        self.on_yes()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return
        super().handle(event)
