"""A seat in the friends' lobby (the host's waiting screen): a card in the seat's colour with the player's disc, and
for a remote seat a framed chip where its code stands. The name, the state and the code are the screen's own labels
laid over the card (:func:`seat_card_rects` says where), so that they read as every label does."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, NamedTuple

import pygame

from scenes.art.svg import mix
from scenes.ui.seat_disc import draw_seat_disc, seat_colour_of
from scenes.ui.widgets import Label, Widget, blit_lines, draw_box, fitted_lines

if TYPE_CHECKING:
    from scenes.ui.context import UI

Rect = tuple[float, float, float, float]


class SeatCardRects(NamedTuple):
    """Where a seat card's parts stand (logical): the card, the disc's centre and radius, the name (two lines), the
    state, the code's chip and its caption above it (None where the card is too short for one)."""

    card: Rect
    disc: tuple[float, float, float]
    name: Rect
    state: Rect
    code: Rect
    caption: Rect | None


def seat_card_rects(count: int, left: float, top: float, width: float, height: float) -> list[SeatCardRects]:
    """The cards of ``count`` seats in the logical box (``left``, ``top``, ``width``, ``height``): one row up to five
    seats, else two rows; each card centred in its row."""
    per_row = count if count <= 5 else math.ceil(count / 2)
    rows = math.ceil(count / per_row)
    gap = 16.0
    h = min(340.0, (height - gap * (rows - 1)) / rows)
    w = min(250.0, (width - gap * (per_row - 1)) / per_row)
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        x = left + (width - (w * in_row + gap * (in_row - 1))) / 2 + col * (w + gap)
        y = top + row * (h + gap)
        r = min(46.0, h * 0.15)
        code_h = min(50.0, h * 0.2)
        name_h, state_h = min(48.0, h * 0.2), min(30.0, h * 0.11)
        name_y = y + 20 + 2 * r
        code_y = y + h - code_h - 10
        caption = (x + 8, code_y - 30, w - 16, 28) if code_y - 30 >= name_y + name_h + state_h else None
        out.append(SeatCardRects(
            card=(x, y, w, h), disc=(x + w / 2, y + 12 + r, r), name=(x + 8, name_y, w - 16, name_h),
            state=(x + 8, name_y + name_h, w - 16, state_h), code=(x + 12, code_y, w - 24, code_h),
            caption=caption))
    return out


class SeatCard(Widget):
    """A lobby seat's card: ``state`` "here", "away" or "bot" (scenes.ui.seat_disc); ``code``: whether the seat has
    a code to show in its chip."""

    def __init__(self, rects: SeatCardRects, seat: int, name: str, state: str, code: bool,
                 colour: tuple[int, int, int] | None = None, glyph: str = "") -> None:
        super().__init__(rects.card)
        self.rects, self.seat, self.name, self.state, self.code = rects, seat, name, state, code
        self.colour, self.glyph = colour, glyph

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        vp, pal = ui.viewport, ui.palette
        box = self.screen_rect(ui)
        tint = seat_colour_of(ui, self.seat, self.colour)
        ground = mix(pal.panel, tint, 0.14 if self.state != "away" else 0.05)
        draw_box(surface, box.move(vp.px(3), vp.px(5)), (0, 0, 0, 70), None, radius=vp.px(14))
        draw_box(surface, box, ground, pal.accent if self.state == "here" else pal.panel_line, radius=vp.px(14),
                 width=max(2, vp.px(3)) if self.state == "here" else 2)
        band = pygame.Rect(box.x, box.y, box.w, vp.px(10))
        pygame.draw.rect(surface, tint if self.state != "away" else mix(tint, pal.panel, 0.6), band,
                         border_top_left_radius=vp.px(14), border_top_right_radius=vp.px(14))
        cx, cy, r = self.rects.disc
        draw_seat_disc(surface, ui, vp.point(cx, cy), vp.px(r), self.name, self.seat, self.colour, self.glyph,
                       self.state)
        if self.code:
            chip = vp.rect(self.rects.code)
            draw_box(surface, chip, mix(pal.panel, (0, 0, 0), 0.4), pal.accent, radius=vp.px(8))


class CodeText(Label):
    """A code in its chip: bold, as large as ``size`` where it fits, else smaller until it does (a code is never
    cut: a friend types it)."""

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r = self.screen_rect(ui)
        room = r.w - ui.viewport.px(12)
        px = ui.viewport.px(self.size)
        while px > 7 and ui.fonts.font(px, True).size(self.text)[0] > room:
            px -= 1
        img = ui.fonts.text(self.text, px, ui.palette.text, True)
        surface.blit(img, img.get_rect(center=r.center))


def spelled(code: str) -> str:
    """A code as a voice should say it for a friend to type: each part that mixes letters and digits spelled out
    ("k7m3p-9qax" -> "k 7 m 3 p, 9 q a x"; a wormhole code's words, "7-crossover-clockwork", stay words)."""
    parts = code.split("-")
    return ", ".join(" ".join(part) if any(c.isdigit() for c in part) and any(c.isalpha() for c in part) else part
                     for part in parts)


class NameText(Label):
    """A player's name on their card: on one line where it fits, else wrapped onto two (a name is not cut)."""

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r = self.screen_rect(ui)
        lines, px = fitted_lines(ui, self.text, ui.viewport.px(self.size), r.w * 9 // 10, r.h)  # (measured plain)
        blit_lines(surface, ui, lines, px, ui.palette.text, r, bold=True)
