"""Results over time as a small bar chart (the statistics screen, one per game): a bar per finished game, oldest on
the left, as tall as the place was good (a win: the full height, last place: a stub), in the player's colour, a
win crowned with a gold cap; a dotted line at half height, the first and last dates under the bars."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.art.svg import mix
from scenes.ui.text_fit import strip_px

if TYPE_CHECKING:
    from game.stats import Result
    from scenes.ui.context import UI

RGB = tuple[int, int, int]
BARS_SHOWN = 24
"""The latest results a chart shows."""


@dataclass(frozen=True)
class Bar:
    """A bar of the chart: its rect in window pixels, whose and which result, and whether it was a win."""

    rect: pygame.Rect
    player: str
    place: int
    of: int
    won: bool


def height_share(place: int, of: int) -> float:
    """How tall a place's bar is, as a share of the chart: 1 for first, falling evenly to 0.15 for last."""
    if of <= 1:
        return 1.0
    return 0.15 + 0.85 * (of - place) / (of - 1)


def chart_bars(results: list[Result], area: pygame.Rect) -> list[Bar]:
    """The bars of ``results`` (oldest first; the latest :data:`BARS_SHOWN`) in ``area`` (window pixels)."""
    shown = results[-BARS_SHOWN:]
    if not shown:
        return []
    slot = area.w / max(len(shown), 8)
    width = max(2, int(slot * 0.7))
    bars = []
    for i, result in enumerate(shown):
        h = max(2, round(area.h * height_share(result.place, result.of)))
        x = round(area.x + i * slot + (slot - width) / 2)
        bars.append(Bar(pygame.Rect(x, area.bottom - h, width, h), result.player, result.place, result.of,
                        result.place == 1 and result.win > 0))
    return bars


def draw_chart(surface: pygame.Surface, ui: UI, area: pygame.Rect, results: list[Result],
               colour_of: dict[str, RGB]) -> list[Bar]:
    """The chart of ``results`` in ``area`` (window pixels, the dates below it included); the bars drawn."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    date_px = strip_px(fonts, vp.px(14), vp.px(22))
    date_h = fonts.font(date_px).get_linesize()
    plot = pygame.Rect(area.x, area.y, area.w, max(4, area.h - date_h - vp.px(4)))
    well = plot.inflate(vp.px(8), vp.px(8))
    pygame.draw.rect(surface, mix(pal.panel, (0, 0, 0), 0.35), well, border_radius=vp.px(6))
    for k in range(0, plot.w, max(4, vp.px(8))):  # a dotted line at half height
        y = plot.bottom - plot.h // 2
        pygame.draw.line(surface, mix(pal.panel_line, pal.panel, 0.4), (plot.x + k, y), (plot.x + k + 2, y))
    bars = chart_bars(results, plot)
    cap = max(2, vp.px(4))
    for bar in bars:
        colour = colour_of.get(bar.player, pal.text_dim)
        pygame.draw.rect(surface, colour, bar.rect, border_top_left_radius=max(1, bar.rect.w // 4),
                         border_top_right_radius=max(1, bar.rect.w // 4))
        if bar.won:
            pygame.draw.rect(surface, pal.accent, (bar.rect.x, bar.rect.y, bar.rect.w, cap),
                             border_top_left_radius=max(1, bar.rect.w // 4),
                             border_top_right_radius=max(1, bar.rect.w // 4))
    pygame.draw.line(surface, pal.panel_line, (plot.x, plot.bottom), (plot.right, plot.bottom), max(1, vp.px(2)))
    shown = results[-BARS_SHOWN:]
    if shown:
        first = fonts.text(_date(shown[0].at), date_px, pal.text_dim)
        surface.blit(first, first.get_rect(topleft=(plot.x, plot.bottom + vp.px(4))))
        if len(shown) > 1 and _date(shown[-1].at) != _date(shown[0].at):
            last = fonts.text(_date(shown[-1].at), date_px, pal.text_dim)
            surface.blit(last, last.get_rect(topright=(plot.right, plot.bottom + vp.px(4))))
    return bars


def _date(at: int) -> str:
    return time.strftime("%Y-%m-%d", time.localtime(at))
