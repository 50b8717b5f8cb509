"""Hot seat: the screen is passed to the next human; nothing of any hand shows until they click. The screen shows
whose turn it is as their seat's disc (their initial in the seat's colour, the seat's shape) on their hand of cards
lying face down, and under it, in a panel, what the others did since this player last looked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr, trn
from scenes.core.scene import Scene
from scenes.table import openers
from scenes.ui.decor import HEADING_H, game_picture, section
from scenes.ui.seat_disc import draw_seat_disc
from scenes.ui.text_fit import grown_px, strip_px
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.scene import Stage
    from scenes.table.host import TableHost


NEWS_TOP, NEWS_BOTTOM, NEWS_W, NEWS_PX = 600.0, 870.0, 1000.0, 19.0
"""Where the moves since the player last looked are listed (logical: the panel's box), and their text size."""
DISC_CENTRE, DISC_R = (800.0, 190.0), 78.0
"""The next player's seat disc (logical), on their face-down hand."""


class HandoverScene(Scene):
    def __init__(self, app: Stage, table: TableHost, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.name = table.match.seat_name(seat)
        self.news, self.earlier = table.match.news_for(seat)
        seats = table.match.model().seats
        seat_view = seats[seat] if 0 <= seat < len(seats) else None
        self.colour = seat_view.colour if seat_view is not None else None
        self.glyph = seat_view.symbol if seat_view is not None else ""
        self.widgets = [Button((560, 470, 480, 64), tr("I am {name} — show my cards", name=self.name), self.ready,
                               size=24, primary=True)]

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
        vp, pal = self.ui.viewport, self.ui.palette
        cx, cy = DISC_CENTRE
        game_picture(surface, self.app, self.table.match.game.id, vp.rect((cx - 190, cy - 84, 380, 150)), fan=4)
        draw_seat_disc(surface, self.app, vp.point(cx, cy + 20), vp.px(DISC_R), self.name, self.seat, self.colour,
                       self.glyph)
        self.draw_title(surface, tr("Pass to {name} — click when ready", name=self.name), y=355, size=40)
        line = tr("The other players should look away.")
        px = strip_px(self.ui.fonts, grown_px(self.ui.fonts, line, vp.px(22), vp.px(1500)), vp.px(36))
        hint = self.ui.fonts.text(line, px, pal.text_dim)
        surface.blit(hint, hint.get_rect(center=vp.point(800, 415)))
        self.draw_widgets(surface)
        self.draw_news(surface)

    def draw_news(self, surface: pygame.Surface) -> None:
        """What the others did since this player last looked (public moves only: anyone may see this screen)."""
        if not self.news:
            return
        ui, vp, pal = self.app, self.ui.viewport, self.ui.palette
        px, width = vp.px(NEWS_PX), vp.px(NEWS_W - 40)
        heading = tr("Since you last looked:") if not self.earlier else \
            trn("Since you last looked ({n} earlier move not shown):",
                "Since you last looked ({n} earlier moves not shown):", self.earlier)
        lines = [line for text in self.news for line in ui.fonts.wrap(text, px, width)]
        lh = ui.fonts.font(px).get_linesize()
        top = NEWS_TOP + HEADING_H + 14
        room = max(1, int((vp.px(NEWS_BOTTOM - 14) - vp.px(top)) // lh))
        if len(lines) > room:  # the latest moves matter most: drop the oldest lines
            lines = lines[len(lines) - room:]
        height = min(NEWS_BOTTOM - NEWS_TOP, HEADING_H + 34 + len(lines) * lh / vp.scale)
        section(surface, ui, (800 - NEWS_W / 2, NEWS_TOP, NEWS_W, height), heading, icon="clock")
        left, y = vp.point(800 - NEWS_W / 2 + 20, top)
        for text in lines:
            surface.blit(ui.fonts.text(text, px, pal.text), (left, y))
            y += lh


openers.open_handover.register(HandoverScene)
