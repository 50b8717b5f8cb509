"""A seat's colour and its shape, together wherever the seat is marked (plates, the sidebar's seat list, the log's
names, the arrow of a move, a display's label), so that no seat is told by colour alone.

A seat's shape is the game's own (:attr:`game.engine.SeatView.symbol`, e.g. the shape of its colour in the corners
of its cards) or one per seat number. The shapes are drawn as vectors here and written as glyphs in text (every
glyph below is in the app's fonts)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine import SeatView
from scenes.art.theme import DEFAULT, Palette

if TYPE_CHECKING:
    from scenes.art.fonts import Fonts

RGB = tuple[int, int, int]
SEAT_GLYPHS: tuple[str, ...] = ("●", "▲", "■", "◆", "★", "○", "▼", "□")
"""A shape per seat number for games that give the seats none (the first five are Palastgeflüster's colours')."""
SHAPE_NAMES: dict[str, str] = {"●": "circle", "▲": "triangle", "■": "square", "◆": "diamond", "★": "star",
                               "○": "ring", "▼": "triangle_down", "□": "square_open"}


def seat_glyph(seat: SeatView) -> str:
    """The glyph of the seat's shape."""
    return seat.symbol if seat.symbol in SHAPE_NAMES else SEAT_GLYPHS[seat.seat % len(SEAT_GLYPHS)]


def seat_initial(seat: SeatView) -> str:
    """The letter on a seat's disc: its name's initial."""
    return seat.name[:1].upper() or "?"


def seat_disc(fonts: Fonts, colour: RGB, initial: str, r: int, px: int) -> pygame.Surface:
    """A seat's disc, its avatar wherever a seat is shown by a token (a plate, the move feed, the round story): a
    filled disc of radius ``r`` in the seat's colour, a dark rim, the seat's initial at ``px`` in dark ink."""
    img = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
    pygame.draw.circle(img, colour, (r, r), r)
    pygame.draw.circle(img, (20, 20, 20), (r, r), r, max(1, r // 12))
    letter = fonts.text(initial, max(6, round(px / max(0.5, fonts.scale))), (20, 20, 20), bold=True)  # sized to
    img.blit(letter, letter.get_rect(center=(r, r)))  # the disc, which grows with the text size itself: at 200 %
    return img  # text the letter was scaled twice, twice the disc's size and cut by it


def seat_colour(seat: SeatView, pal: Palette = DEFAULT) -> RGB:
    """The seat's colour for text and marks: its own (in the palette's hue, lightened to read on dark wood) or the
    palette's colour for its seat number."""
    if seat.colour is None:
        return pal.seat_colours[seat.seat % len(pal.seat_colours)]
    r, g, b = pal.hue(seat.colour)
    return (r + (255 - r) * 2 // 5, g + (255 - g) * 2 // 5, b + (255 - b) * 2 // 5)


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The outline of a polygon shape of radius ``r`` about (cx, cy)."""
    if shape in ("triangle", "triangle_down"):
        sign = 1 if shape == "triangle" else -1
        return [(cx, cy - sign * r), (cx + r * 0.95, cy + sign * r * 0.7), (cx - r * 0.95, cy + sign * r * 0.7)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)]
    if shape == "star":
        return [(cx + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                 cy - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    s = r * 0.8
    return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]


def draw_shape(surface: pygame.Surface, glyph: str, centre: tuple[float, float], r: float, colour: RGB,
               outline: RGB = (0, 0, 0)) -> pygame.Rect:
    """The shape of ``glyph`` filled with ``colour`` (a ring and an open square: drawn as lines), with a thin dark
    outline so that it stands out on any ground; its rect."""
    shape = SHAPE_NAMES.get(glyph, "circle")
    cx, cy = centre
    line = max(1, round(r / 4))
    if shape in ("circle", "ring"):
        radius = max(2, round(r * 0.9))
        pygame.draw.circle(surface, outline, (round(cx), round(cy)), radius + 1)
        box = pygame.draw.circle(surface, colour, (round(cx), round(cy)), radius)
        if shape == "ring":
            pygame.draw.circle(surface, outline, (round(cx), round(cy)), max(1, radius - line - 1))
        return box
    points = shape_points(shape, cx, cy, r)
    pygame.draw.polygon(surface, outline, points, width=0 if shape != "square_open" else line + 2)
    if shape == "square_open":
        return pygame.draw.polygon(surface, colour, points, width=line)
    inner = shape_points(shape, cx, cy, max(1.0, r - 1.2))
    return pygame.draw.polygon(surface, colour, inner)
