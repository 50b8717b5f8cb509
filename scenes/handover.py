"""Hot seat: the screen is passed to the next human; nothing of any hand shows until they click."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from scenes.scene import Scene
from scenes.widgets import Button

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.table import TableScene


class HandoverScene(Scene):
    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.name = table.match.seat_name(seat)
        self.widgets = [Button((600, 520, 400, 64), tr("I am {name} — show my cards", name=self.name), self.ready, size=24)]

    def ready(self) -> None:
        self.table.match.seen_by(self.seat)
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
            self.ready()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.back()

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Pass to {name} — click when ready", name=self.name), y=380, size=40)
        vp, pal = self.app.viewport, self.app.palette
        hint = self.app.fonts.text(tr("The other players should look away."), vp.px(22), pal.text_dim)
        surface.blit(hint, hint.get_rect(center=vp.point(800, 440)))
        self.draw_widgets(surface)
