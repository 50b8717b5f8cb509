"""The right strip of the table: seats (whose turn, badges), private reveals, the prompt and the move log.

Rendered once per table model (and window size) into the table's background; the action buttons are
widgets placed below the prompt (see :func:`layout_sidebar`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import SeatView, TableModel
from game.i18n import tr
from scenes.table.feed import Feed, draw_feed, feed_key
from scenes.table.layers import Step, put
from scenes.ui.canvas import LOGICAL_H, LOGICAL_W
from scenes.ui.seat_marks import draw_shape, seat_colour, seat_glyph
from scenes.ui.text_fit import grown_px
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from scenes.ui.context import UI

LEFT, RIGHT, TOP, BOTTOM = 1250.0, 1592.0, 48.0, 892.0  # on the 1600x900 table; kept to the window's right edge
WIDTH = RIGHT - LEFT
SEAT_ROW = 26.0
TEXT = 17.0
LINE = 21.0
BUTTON_H = 40.0
BUTTON_GAP = 6.0
PAD = 10.0
NAMES_WIDTH = 150.0  # the most a seat's name takes of its row
BADGE_LINE = 18.0  # a line of badges under a name


@dataclass
class SidebarLayout:
    left: float  # the strip's logical left edge and top, kept to the window's right and top edges
    top: float
    bottom: float
    seats: tuple[float, float]  # y, height
    seat_rows: list[tuple[float, float, list[str]]]  # per seat: y, height, badge lines under the name (or none)
    private: tuple[float, float]
    prompt: tuple[float, float]
    buttons_y: float
    log: tuple[float, float]
    panel: tuple[float, float]  # y, height of a panel between the buttons and the log (the Hint; 0: none)
    prompt_lines: list[str]
    private_lines: list[str]
    scale: float = 1.0  # the sidebar's text scale: the setting's, or less (down to 100 %) where its blocks crowd it
    feed: Feed | None = None  # the move feed's reading place and the cards' faces (the table's)


def frame(ui: UI) -> tuple[float, float, float]:
    """The strip's logical left, top and bottom in the window: at its right edge, from top to bottom."""
    bx, by, bw, bh = ui.viewport.bounds
    return LEFT + bx + bw - LOGICAL_W, TOP + by, BOTTOM + by + bh - LOGICAL_H


SEATS_AT_MOST = 0.4
"""The most of the strip's height the seats' rows take at a larger text size (their text is smaller, down to
100 %, where many seats would take more)."""
PROMPT_LINES = 4
"""The most lines a prompt takes in the sidebar."""
LOG_LINES_AT_LEAST = 3
"""A larger text size keeps this many lines of the log at least (else the sidebar's text is smaller)."""


def layout_sidebar(ui: UI, model: TableModel, n_buttons: int,
                   panel_h: float | Callable[[float], float] = 0.0) -> SidebarLayout:
    """Stack the blocks top-down (a panel of ``panel_h`` below the buttons: the Hint; a function of the sidebar's
    text scale); the log takes what is left (at least a few lines). With a larger text size every line is as
    much taller; where the blocks would leave the log no room, the sidebar's text is smaller, down to 100 %."""
    scale = ui.fonts.scale
    while True:
        lay = _layout(ui, model, n_buttons, panel_h(scale) if callable(panel_h) else panel_h, scale)
        if scale <= 1 or lay.log[1] >= LINE * scale * (LOG_LINES_AT_LEAST + 1) + 8:
            return lay
        scale = max(1.0, scale - 0.125)


def _layout(ui: UI, model: TableModel, n_buttons: int, panel_h: float, k: float) -> SidebarLayout:
    """:func:`layout_sidebar` at the text scale ``k``."""
    px, width = row_px(ui, TEXT, k), ui.viewport.px(WIDTH - 2 * PAD)
    left, top, bottom = frame(ui)
    y = top
    seat_rows = []
    seat_scale = k
    wrapped = [_badge_lines(ui, seat, seat_scale) for seat in model.seats]
    while seat_scale > 1 and _rows_h(wrapped, seat_scale) > (bottom - top) * SEATS_AT_MOST:  # many seats
        seat_scale = max(1.0, seat_scale - 0.125)
        wrapped = [_badge_lines(ui, seat, seat_scale) for seat in model.seats]
    for lines in wrapped:
        seat_rows.append((y, (SEAT_ROW + BADGE_LINE * len(lines)) * seat_scale, lines))
        y += seat_rows[-1][1]
    seats_h = y - top + PAD
    y = top
    seats = (y, seats_h)
    y += seats_h + PAD
    private_lines = [line for text in model.private for line in ui.fonts.wrap("• " + text, px, width)]
    private_h = (LINE * k * (len(private_lines) + 1) + 2 * PAD) if private_lines else 0.0
    private = (y, private_h)
    y += private_h + (PAD if private_h else 0)
    prompt_lines = ui.fonts.wrap(model.prompt, px, width, bold=True) if model.prompt else []
    most = math.ceil(PROMPT_LINES * k)  # (a larger text size: as many more lines)
    if len(prompt_lines) > most:  # the rest of a very long prompt: an ellipsis says there was more
        prompt_lines = [*prompt_lines[:most - 1], ui.fonts.fit(prompt_lines[most - 1] + "…", px, width, bold=True)]
    prompt_h = LINE * k * len(prompt_lines)
    prompt = (y, prompt_h)
    y += prompt_h + (PAD if prompt_h else 0)
    buttons_y = y
    y += n_buttons * (BUTTON_H + BUTTON_GAP) + (PAD if n_buttons else 0)
    panel = (y, panel_h)
    y += panel_h + (PAD if panel_h else 0)
    log = (y, max(4 * LINE, bottom - y) if k <= 1 else max(0.0, bottom - y))
    return SidebarLayout(left, top, bottom, seats, seat_rows, private, prompt, buttons_y, log, panel, prompt_lines,
                         private_lines, k)


def names_width(scale: float) -> float:
    """The most of a seat's row its name takes: :data:`NAMES_WIDTH`, wider with a larger text size."""
    return min(WIDTH - 60, NAMES_WIDTH * scale)


def _seat_label(seat: SeatView, viewer: int | None) -> str:
    return ("▶ " if seat.is_current else "") + (tr("{name} (you)", name=seat.name) if seat.seat == viewer
                                                else seat.name)


def _rows_h(wrapped: list[list[str]], scale: float) -> float:
    return sum((SEAT_ROW + BADGE_LINE * len(lines)) * scale for lines in wrapped)


def row_px(ui: UI, logical: float, scale: float) -> int:
    """The size to ask for so that text of ``logical`` size is drawn at ``scale`` (the seats' rows may have a
    smaller text scale than the setting's: :func:`layout_sidebar`)."""
    return max(1, round(ui.viewport.px(logical) * scale / ui.fonts.scale))


def _badge_lines(ui: UI, seat: SeatView, scale: float = 1.0) -> list[str]:
    """The seat's badges wrapped under its name when they do not fit beside it (the name as the viewer sees it,
    "(you)" or not, and the "▶" of the seat to move, at their widest), at the rows' text ``scale``; [] when they
    fit."""
    if not seat.badges:
        return []
    vp, fonts = ui.viewport, ui.fonts
    widest = max(_seat_label(SeatView(seat.seat, seat.name, [], is_current=True), seat.seat),
                 _seat_label(SeatView(seat.seat, seat.name, [], is_current=True), None), key=len)
    name_w = min(fonts.font(row_px(ui, TEXT, scale), bold=True).size(widest)[0], vp.px(names_width(scale)))
    badges = " · ".join(seat.badges)
    small = row_px(ui, TEXT - 2, scale)
    if name_w + fonts.font(small).size(badges)[0] + vp.px(20 + 8 + 12) <= vp.px(WIDTH):
        return []
    return fonts.wrap(badges, small, vp.px(WIDTH - 20 - 8))


def draw_panel(surface: pygame.Surface, ui: UI) -> None:
    """The sidebar's backdrop (static: drawn into the table's cached layer)."""
    vp, pal = ui.viewport, ui.palette
    left, top, bottom = frame(ui)
    draw_box(surface, vp.rect((left - 6, top - 6, WIDTH + 10, bottom - top + 4)), pal.panel, pal.panel_line,
             radius=vp.px(10))


def sidebar_steps(ui: UI, model: TableModel, lay: SidebarLayout, viewer: int | None) -> list[Step]:
    """The sidebar as steps of the table's background (:mod:`scenes.table.layers`): a row per seat, the private
    reveals, the prompt and the log, each drawn anew only when it changed."""
    vp, left = ui.viewport, lay.left
    steps = []
    for seat, (y, h, badge_lines) in zip(model.seats, lay.seat_rows, strict=True):
        steps.append(Step(("seat", repr(seat), viewer, y, h, tuple(badge_lines)), vp.rect((left - 4, y - 4, WIDTH + 8, h + 8)),
                          partial(draw_seat_row, ui=ui, seat=seat, row=(y, h, badge_lines), left=left, viewer=viewer)))
    py, ph = lay.private
    if ph:
        steps.append(Step(("private", tuple(lay.private_lines), py, ph), vp.rect((left - 4, py - 4, WIDTH + 8, ph + 8)),
                          partial(draw_private, ui=ui, lay=lay)))
    qy, _ = lay.prompt
    if lay.prompt_lines:
        steps.append(Step(("prompt", tuple(lay.prompt_lines), qy),
                          vp.rect((left - 4, qy - 4, WIDTH + 8, LINE * lay.scale * len(lay.prompt_lines) + 12)),
                          partial(draw_prompt, ui=ui, lay=lay)))
    y, h = lay.log
    steps.append(Step(("log", feed_key(model, lay.log, viewer, lay.scale, lay.feed)),
                      vp.rect((left - 4, y - 4, WIDTH + 8, h + 12)),
                      partial(draw_feed, ui=ui, model=model, area=lay.log, viewer=viewer, left=left, right=left + WIDTH,
                              scale=lay.scale, feed=lay.feed)))
    return steps


def draw_seat_row(surface: pygame.Surface, ui: UI, seat: SeatView, row: tuple[float, float, list[str]],
                  left: float, viewer: int | None) -> None:
    """A seat's row: its colour, its name (the seat to move's highlighted) and its badges."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    right = left + WIDTH
    y, h, badge_lines = row
    k = (h / (SEAT_ROW + BADGE_LINE * len(badge_lines)))  # the rows' text scale (see layout_sidebar)
    px, small = row_px(ui, TEXT, k), row_px(ui, TEXT - 2, k)
    if seat.is_current:
        draw_box(surface, vp.rect((left, y, WIDTH, h - 2)), pal.button, pal.accent, radius=vp.px(6), width=max(1, vp.px(2)))
    mid = y + SEAT_ROW * k / 2 - 1
    draw_shape(surface, seat_glyph(seat), vp.point(left + 10, mid), vp.px(6), seat_colour(seat, pal))
    label, names_w = _seat_label(seat, viewer), vp.px(names_width(k))
    px = grown_px(fonts, label, px, names_w, bold=True)
    img = fonts.text(fonts.fit(label, px, names_w, bold=True), px, pal.accent if seat.is_current else pal.text,
                     bold=True)
    name_rect = put(surface, img, img.get_rect(midleft=vp.point(left + 20, mid)))
    badges = " · ".join(seat.badges)
    for i, line in enumerate(badge_lines, start=1):  # under the name, from its left edge
        img = fonts.text(line, small, pal.text_dim)
        surface.blit(img, img.get_rect(midleft=vp.point(left + 20, mid + BADGE_LINE * k * i)))
    if badges and not badge_lines:  # what the name leaves of the row
        room = vp.point(right - 8, 0)[0] - name_rect.right - vp.px(12)
        small = grown_px(fonts, badges, small, room)
        img = fonts.text(fonts.fit(badges, small, room), small, pal.text_dim)  # never below TEXT - 2 at 100 %
        surface.blit(img, img.get_rect(midright=vp.point(right - 8, mid)))


def draw_private(surface: pygame.Surface, ui: UI, lay: SidebarLayout) -> None:
    """What only the viewer may see, in its box."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    px, small = row_px(ui, TEXT, lay.scale), row_px(ui, TEXT - 2, lay.scale)
    left = lay.left
    py, ph = lay.private
    draw_box(surface, vp.rect((left, py, WIDTH, ph)), pal.felt_dark, pal.accent, radius=vp.px(8))
    img = fonts.text(tr("Only you can see:"), small, pal.accent, bold=True)
    surface.blit(img, vp.point(left + PAD, py + PAD / 2))
    for i, line in enumerate(lay.private_lines):
        surface.blit(fonts.text(line, px, pal.text), vp.point(left + PAD, py + PAD / 2 + LINE * lay.scale * (i + 1)))


def draw_prompt(surface: pygame.Surface, ui: UI, lay: SidebarLayout) -> None:
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    qy, _ = lay.prompt
    for i, line in enumerate(lay.prompt_lines):
        surface.blit(fonts.text(line, row_px(ui, TEXT, lay.scale), pal.accent, bold=True),
                     vp.point(lay.left + 4, qy + i * LINE * lay.scale))
