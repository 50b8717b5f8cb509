"""A summary's columns that explain themselves: each heading with an explanation (the presenter's
:meth:`~game.engine.RoundSummary.explain`) is a part of the screen the pointer can rest on and the keyboard focus can
stop at. The explanation of the heading under the pointer or in focus shows in a box over the band between the
screen's title and the table (where the headline stands; it covers no other text and no figure of the table),
and the focus says it in words for the speech service."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import RoundSummary
from game.i18n import tr
from scenes.art.svg import mix
from scenes.ui.widgets import Widget, draw_box

if TYPE_CHECKING:
    from scenes.ui.context import UI

TIP_PX = (19.0, 18.0, 17.0, 16.0, 15.0, 14.0, 13.0, 12.0)  # the tip's text sizes, largest first: two lines at most
PAD = 8.0  # logical: inside the tip's box


class ColumnTip(Widget):
    """Column ``index``'s heading: ``where`` gives its window rectangle (None: not shown now)."""

    def __init__(self, index: int, title: str, text: str, where: Callable[[int], pygame.Rect | None]) -> None:
        super().__init__((0, 0, 0, 0))
        self.index, self.title, self.text, self.where = index, title, text, where
        self.hovered = False

    def screen_rect(self, ui: UI) -> pygame.Rect:
        return self.where(self.index) or pygame.Rect(0, 0, 0, 0)

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        if event.type == pygame.MOUSEMOTION:
            over = bool(self.where(self.index)) and self.screen_rect(ui).collidepoint(event.pos)
            if over != self.hovered:
                self.hovered = over
                ui.invalidate()
        return False  # (the pointer goes on to whatever else wants it)

    def words(self) -> str:
        """What the focus says: the heading and its explanation."""
        return tr("{caption}: {value}", caption=self.title, value=self.text)

    def press(self, ui: UI) -> None:
        """Enter on the heading says it again."""
        ui.announce_focus(self.words())


def column_tips(summary: RoundSummary, where: Callable[[int], pygame.Rect | None]) -> list[ColumnTip]:
    """One :class:`ColumnTip` per column that explains itself."""
    return [ColumnTip(i, head, summary.explain(i), where) for i, head in enumerate(summary.columns)
            if summary.explain(i)]


def shown_tip(widgets: Sequence[Widget], focused: Widget | None) -> ColumnTip | None:
    """The tip to show: the focused heading's, else the one under the pointer."""
    if isinstance(focused, ColumnTip):
        return focused
    return next((w for w in widgets if isinstance(w, ColumnTip) and w.hovered), None)


def tip_lines(ui: UI, tip: ColumnTip, band: pygame.Rect) -> tuple[list[str], int]:
    """The tip's text wrapped into ``band`` (two lines at most where a size allows) and its pixel size."""
    vp, fonts = ui.viewport, ui.fonts
    room_w, room_h = band.w - 2 * vp.px(PAD), band.h - vp.px(PAD)
    text = tr("{caption}: {value}", caption=tip.title[:1].upper() + tip.title[1:], value=tip.text)
    for size in TIP_PX:
        px = vp.px(size)
        lines = fonts.wrap(text, px, room_w)
        if len(lines) <= 2 and len(lines) * fonts.font(px).get_linesize() <= room_h:
            return lines, px
    px = vp.px(TIP_PX[-1])
    return fonts.wrap(text, px, room_w), px


def draw_tip(surface: pygame.Surface, ui: UI, tip: ColumnTip, band: pygame.Rect) -> pygame.Rect:
    """The explanation in a box over ``band`` (window pixels) and the heading it explains outlined; the box."""
    vp, fonts, pal = ui.viewport, ui.fonts, ui.palette
    lines, px = tip_lines(ui, tip, band)
    line_h = fonts.font(px).get_linesize()
    box = pygame.Rect(band.x, band.bottom - len(lines) * line_h - vp.px(PAD), band.w, len(lines) * line_h + vp.px(PAD))
    draw_box(surface, box, mix(pal.panel, pal.accent, 0.18), pal.accent, radius=vp.px(8), width=max(1, vp.px(2)))
    y = box.y + vp.px(PAD) // 2
    for line in lines:
        img = fonts.text(line, px, pal.text)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += line_h
    head = tip.screen_rect(ui)
    if head.w:
        pygame.draw.rect(surface, pal.accent, head.inflate(-vp.px(2), 0), width=max(1, vp.px(2)),
                         border_radius=vp.px(6))
    return box
