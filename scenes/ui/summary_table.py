"""Draws a :class:`~game.engine.RoundSummary` as a table: a header row, one row per player (the winners on an
accent band, players out of the round dimmed), the card a player held drawn as a small card beside its title."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import CardSpec, RoundSummary
from scenes.art.svg import mix
from scenes.ui.text_fit import grown_px, strip_px, wrapped_px
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from scenes.ui.context import UI

HEADER_H = 48.0  # logical: room for a heading on two lines
ROW_H, CARD_ROW_H = 40.0, 62.0
TIGHT_ROW_H, TIGHT_CARD_ROW_H = 32.0, 40.0  # where the panel is short of room (8 players and the notes)
TEXT, HEAD = 20.0, 17.0
CARD_RATIO = 0.7  # width / height of the small card


def row_height(summary: RoundSummary, tight: bool = False) -> float:
    """A row's logical height: room for the small card where a row shows one (``tight``: lower rows)."""
    cards = summary.card_column is not None and any(r.card for r in summary.rows)
    if tight:
        return TIGHT_CARD_ROW_H if cards else TIGHT_ROW_H
    return CARD_ROW_H if cards else ROW_H


def table_height(summary: RoundSummary, tight: bool = False) -> float:
    """The logical height the table takes (none for a summary without columns)."""
    if not summary.columns:
        return 0.0
    return HEADER_H + row_height(summary, tight) * len(summary.rows)


def column_widths(ui: UI, summary: RoundSummary, width: int, card_w: int) -> list[int]:
    """Pixel widths: each column as wide as its widest cell (a heading may take two lines), then the room left
    shared out, or every column narrowed alike when they do not fit."""
    px, hp = ui.viewport.px(TEXT), ui.viewport.px(HEAD)
    pad = ui.viewport.px(18)
    natural = []
    for i, head in enumerate(summary.columns):
        words = max((ui.fonts.font(hp, True).size(w)[0] for w in head.split()), default=0)
        need = max(words, ui.fonts.font(hp, True).size(head)[0] // 2)
        for row in summary.rows:
            cell = ui.fonts.font(px, row.best).size(row.cells[i])[0]
            if i == summary.card_column and row.card:
                cell += card_w + ui.viewport.px(8)
            need = max(need, cell)
        natural.append(need + pad)
    total = sum(natural)
    return [n * width // total for n in natural] if total > width else \
        [n + (width - total) // len(natural) for n in natural]


def draw_summary_table(surface: pygame.Surface, ui: UI, summary: RoundSummary, at: tuple[float, float, float],
                       spec: Callable[[str | None], CardSpec | None], game_id: str, tight: bool = False) -> None:
    """The table with its top left at logical ``at`` (x, y, width); ``tight``: lower rows."""
    if not summary.columns:
        return
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    x0, y0, w = at
    rh = row_height(summary, tight)
    card_h = vp.px(rh - 8)
    card_w = round(card_h * CARD_RATIO)
    left, top = vp.point(x0, y0)
    widths = column_widths(ui, summary, vp.px(w), card_w)
    px = strip_px(fonts, vp.px(TEXT), vp.px(rh - 4))  # (a larger text size: as large as the rows allow)
    hp = strip_px(fonts, vp.px(HEAD), vp.px(HEADER_H / 2))
    # the heading row
    x = left
    for head, cw in zip(summary.columns, widths, strict=True):
        size = wrapped_px(fonts, head[:1].upper() + head[1:], hp, cw - vp.px(10), bold=True)
        lines = fonts.wrap(head[:1].upper() + head[1:], size, cw - vp.px(10), bold=True)[:2]
        lh = fonts.font(size, True).get_linesize()
        y = top + vp.px(HEADER_H) - vp.px(6) - lh * len(lines)
        for line in lines:
            img = fonts.text(fonts.fit(line, size, cw - vp.px(10), True), size, pal.text_dim, True)
            surface.blit(img, (x + vp.px(8), y))
            y += lh
        x += cw
    pygame.draw.line(surface, pal.panel_line, (left, top + vp.px(HEADER_H)), (left + sum(widths), top + vp.px(HEADER_H)),
                     max(1, vp.px(2)))
    # one row per player; its card's face rendered on the worker first (not every face of the game at this size)
    if summary.card_column is not None:
        ui.cards.ahead(game_id, [(spec(row.card), card_w, card_h) for row in summary.rows if row.card])
    for r, row in enumerate(summary.rows):
        ry = top + vp.px(HEADER_H + r * rh)
        band = pygame.Rect(left, ry + vp.px(2), sum(widths), vp.px(rh) - vp.px(4))
        if row.best:
            draw_box(surface, band, mix(pal.panel, pal.accent, 0.28), pal.accent, radius=vp.px(8),
                     width=max(1, vp.px(2)))
        colour = pal.text_dim if row.out else pal.accent if row.best else pal.text
        x = left
        for i, (cell, cw) in enumerate(zip(row.cells, widths, strict=True)):
            tx = x + vp.px(8)
            if i == summary.card_column and row.card:
                face = spec(row.card)
                img = ui.cards.surface(face, card_w, card_h, game_id, ahead=False)
                surface.blit(img, (tx, band.centery - card_h // 2))
                tx += card_w + vp.px(8)
            size = grown_px(fonts, cell, px, x + cw - tx - vp.px(4), row.best)
            text = fonts.fit(cell, size, x + cw - tx - vp.px(4), row.best)
            img = fonts.text(text, size, colour, row.best)
            surface.blit(img, img.get_rect(midleft=(tx, band.centery)))
            x += cw


def column_rects(ui: UI, summary: RoundSummary, at: tuple[float, float, float], tight: bool = False
                 ) -> list[pygame.Rect]:
    """Each column's window rectangle, its heading and its rows, as :func:`draw_summary_table` lays them out at
    ``at``: where a column is, to point at it or to explain it."""
    if not summary.columns:
        return []
    vp = ui.viewport
    x0, y0, w = at
    card_h = vp.px(row_height(summary, tight) - 8)
    left, top = vp.point(x0, y0)
    height = vp.px(table_height(summary, tight))
    rects, x = [], left
    for cw in column_widths(ui, summary, vp.px(w), round(card_h * CARD_RATIO)):
        rects.append(pygame.Rect(x, top, cw, height))
        x += cw
    return rects


def header_rect(ui: UI, column: pygame.Rect) -> pygame.Rect:
    """The heading's part of a column's rectangle (:func:`column_rects`)."""
    return pygame.Rect(column.x, column.y, column.w, ui.viewport.px(HEADER_H))
