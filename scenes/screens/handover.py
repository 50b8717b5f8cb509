"""Hot seat: the screen is passed to the next human; nothing of any hand shows until they click."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr, trn
from scenes.core.scene import Scene
from scenes.ui.text_fit import grown_px, strip_px
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.table.table import TableScene


NEWS_TOP, NEWS_BOTTOM, NEWS_W, NEWS_PX = 610.0, 880.0, 1000.0, 19.0
"""Where the moves since the player last looked are listed (logical), and their text size."""


class HandoverScene(Scene):
    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.name = table.match.seat_name(seat)
        self.news, self.earlier = table.match.news_for(seat)
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
        line = tr("The other players should look away.")
        px = strip_px(self.app.fonts, grown_px(self.app.fonts, line, vp.px(22), vp.px(1500)), vp.px(36))
        hint = self.app.fonts.text(line, px, pal.text_dim)
        surface.blit(hint, hint.get_rect(center=vp.point(800, 440)))
        self.draw_widgets(surface)
        self.draw_news(surface)

    def draw_news(self, surface: pygame.Surface) -> None:
        """What the others did since this player last looked (public moves only: anyone may see this screen)."""
        if not self.news:
            return
        ui, vp, pal = self.app, self.app.viewport, self.app.palette
        px, width = vp.px(NEWS_PX), vp.px(NEWS_W)
        heading = tr("Since you last looked:") if not self.earlier else \
            trn("Since you last looked ({n} earlier move not shown):",
                "Since you last looked ({n} earlier moves not shown):", self.earlier)
        lines = [(heading, True)] + [(line, False) for text in self.news
                                     for line in ui.fonts.wrap(text, px, width)]
        lh = ui.fonts.font(px).get_linesize()
        room = max(1, int((vp.px(NEWS_BOTTOM) - vp.px(NEWS_TOP)) // lh))
        if len(lines) > room:  # the latest moves matter most: drop the oldest lines
            lines = [lines[0], *lines[len(lines) - room + 1:]]
        left, y = vp.point(800 - NEWS_W / 2, NEWS_TOP)
        for text, bold in lines:
            img = ui.fonts.text(text, px, pal.accent if bold else pal.text, bold=bold)
            surface.blit(img, (left, y))
            y += lh
