"""A seat's disc off the table (the friends' lobby, the hand-over, a save's players, the statistics' legend): the
player's initial on a disc in the seat's colour, a gold rim, and the seat's shape on a small badge (so that no seat
is told by colour alone, :mod:`scenes.ui.seat_marks`). A seat that is away is drawn faded with a hollow rim; a bot's
disc wears a small cog."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from scenes.art.svg import mix
from scenes.ui.seat_marks import SEAT_GLYPHS, draw_shape

if TYPE_CHECKING:
    from scenes.ui.context import UI

RGB = tuple[int, int, int]
STATES = ("here", "away", "bot")
BADGE_FROM_PX = 20
"""A disc this large (radius, pixels) or larger wears the seat's shape on a badge."""


def initial(name: str) -> str:
    """The first letter (or character) of a name, upper case; "?" for an empty one."""
    text = name.strip()
    return text[:1].upper() if text else "?"


def seat_colour_of(ui: UI, seat: int, colour: RGB | None = None) -> RGB:
    """The seat's own colour (as the palette shows it), else the palette's colour for its number."""
    pal = ui.palette
    if colour is not None:
        return pal.hue(colour)
    return pal.seat_colours[seat % len(pal.seat_colours)]


def draw_seat_disc(surface: pygame.Surface, ui: UI, centre: tuple[int, int], radius: int, name: str, seat: int,
                   colour: RGB | None = None, glyph: str = "", state: str = "here") -> pygame.Rect:
    """The disc of ``seat`` (``name``'s initial) of ``radius`` pixels about ``centre``; ``state`` one of
    :data:`STATES`. Returns its rect."""
    pal, fonts = ui.palette, ui.fonts
    fill = seat_colour_of(ui, seat, colour)
    away = state == "away"
    if away:
        fill = mix(fill, pal.panel, 0.6)
    cx, cy = centre
    pygame.draw.circle(surface, (0, 0, 0), (cx + max(1, radius // 14), cy + max(2, radius // 10)), radius)
    rim = max(2, radius // 9)
    pygame.draw.circle(surface, pal.panel_line if away else pal.accent, centre, radius)
    box = pygame.draw.circle(surface, fill, centre, radius - rim)
    pygame.draw.circle(surface, mix(fill, (255, 255, 255), 0.35), centre, radius - rim, max(1, rim // 2))
    if away:  # a hollow rim: the seat waits for its player
        pygame.draw.circle(surface, pal.panel, centre, radius - rim // 2, max(1, rim // 2))
    letter = initial(name)
    px = max(6, round(radius * 1.05 / max(0.5, fonts.scale)))
    ink = pal.text_dark if sum(fill) > 330 else pal.text
    img = fonts.text(letter, px, ink, bold=True)
    if img.get_width() > radius * 1.5:
        img = pygame.transform.smoothscale(img, (int(radius * 1.5), int(img.get_height() * radius * 1.5
                                                                         / img.get_width())))
    surface.blit(img, img.get_rect(center=centre))
    if radius < BADGE_FROM_PX:  # a small disc (a save's players): the colour and the initial only
        return box.inflate(2 * rim, 2 * rim)
    badge_r = max(5, radius // 3)
    bx, by = cx + round(radius * 0.72), cy + round(radius * 0.72)
    pygame.draw.circle(surface, pal.panel, (bx, by), badge_r + 2)
    pygame.draw.circle(surface, pal.panel_line, (bx, by), badge_r + 2, 1)
    mark = glyph or SEAT_GLYPHS[seat % len(SEAT_GLYPHS)]
    draw_shape(surface, mark, (bx, by), badge_r * 0.75, seat_colour_of(ui, seat, colour))
    if state == "bot":
        draw_cog(surface, (cx - round(radius * 0.72), cy + round(radius * 0.72)), max(5, radius // 3), pal.text,
                 pal.panel)
    return box.inflate(2 * rim, 2 * rim)


def draw_cog(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: RGB, ground: RGB) -> None:
    """A small cog (a bot's seat) on a round ground."""
    cx, cy = centre
    pygame.draw.circle(surface, ground, centre, r + 2)
    teeth = []
    for k in range(16):
        a = k * math.pi / 8
        rr = r * (0.95 if k % 2 == 0 else 0.7)
        teeth.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, teeth)
    pygame.draw.circle(surface, ground, centre, max(1, r // 3))
