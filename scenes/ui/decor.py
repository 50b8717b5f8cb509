"""The dress of the front-of-house screens (settings, statistics, saves, friends, hand-over): a walnut section
panel with a brass line and a heading beside a small drawn icon, a game's card back as its picture, and the small
line icons themselves (drawn as vectors here: no image files)."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from scenes.art.svg import mix
from scenes.ui.text_fit import grown_px, strip_px
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from scenes.ui.context import UI

RGB = tuple[int, int, int]
ICONS = ("globe", "play", "sound", "screen", "eye", "cards", "chart", "people", "door", "clock")
"""The icons :func:`draw_icon` draws."""
HEADING_H = 40.0
"""The logical height of a section's heading strip."""


def section(surface: pygame.Surface, ui: UI, rect: tuple[float, float, float, float], heading: str = "",
            icon: str = "") -> pygame.Rect:
    """A section panel at logical ``rect`` with ``heading`` (and ``icon`` before it) across its top; returns the
    heading's text rect in window pixels (an empty rect without a heading)."""
    vp, pal = ui.viewport, ui.palette
    box = vp.rect(rect)
    shadow = box.move(vp.px(4), vp.px(5))
    draw_box(surface, shadow, (0, 0, 0, 70), None, radius=vp.px(14))
    draw_box(surface, box, (*pal.panel, 228), pal.panel_line, radius=vp.px(14))
    inner = box.inflate(-vp.px(10), -vp.px(10))
    pygame.draw.rect(surface, mix(pal.panel_line, pal.panel, 0.55), inner, width=1, border_radius=vp.px(10))
    if not heading:
        return pygame.Rect(box.x, box.y, 0, 0)
    x, y, w, _ = rect
    strip = vp.rect((x + 14, y + 10, w - 28, HEADING_H - 8))
    left = strip.x
    if icon:
        side = strip.h
        draw_icon(surface, icon, (left + side // 2, strip.centery), side * 0.42, pal.accent)
        left += side + vp.px(8)
    px = grown_px(ui.fonts, heading, strip_px(ui.fonts, vp.px(22), strip.h), strip.right - left, bold=True)
    img = ui.fonts.text(ui.fonts.fit(heading, px, strip.right - left, bold=True), px, pal.accent, bold=True)
    rect_px = surface.blit(img, img.get_rect(midleft=(left, strip.centery)))
    y_line = strip.bottom + vp.px(3)
    pygame.draw.line(surface, mix(pal.panel_line, pal.panel, 0.3), (strip.x, y_line), (strip.right, y_line))
    return rect_px


def game_picture(surface: pygame.Surface, ui: UI, game_id: str, rect: pygame.Rect, fan: int = 2) -> None:
    """``game_id``'s card back in window-pixel ``rect`` (as large as fits, card-shaped), ``fan`` backs fanned a
    little behind it, each with a soft shadow: the game's picture in a list."""
    h = min(rect.h, int(rect.w * 140 / 100 / (1 + 0.16 * fan)))
    w = round(h * 100 / 140)
    if h < 12:
        return
    back = ui.cards.surface(None, w, h, game_id, ahead=False)
    cx, cy = rect.centerx, rect.centery
    for k, img, shadow in _fanned(back, fan):
        spot = img.get_rect(center=(cx + (k - fan / 2) * w * 0.16, cy))
        surface.blit(shadow, spot.move(2, 3))
        surface.blit(img, spot)


@lru_cache(maxsize=8)
def _fanned(back: pygame.Surface, fan: int) -> list[tuple[int, pygame.Surface, pygame.Surface]]:
    """The backs of :func:`game_picture`, last drawn first: each one's place in the fan, image (turned) and
    shadow; kept per back image (the hand-over screen showed with each turn turned four anew). The images are only
    blitted, never changed."""
    found = []
    for k in range(fan, -1, -1):
        angle = (k - fan / 2) * 9.0 if fan else 0.0
        img = pygame.transform.rotozoom(back, -angle, 1.0) if angle else back
        shadow = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 60))
        shadow.blit(img, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        found.append((k, img, shadow))
    return found


def draw_icon(surface: pygame.Surface, name: str, centre: tuple[float, float], r: float, colour: RGB) -> None:
    """A small line icon of ``name`` (one of :data:`ICONS`) of radius ``r`` pixels about ``centre``."""
    cx, cy = centre
    line = max(1, round(r / 5))
    if name == "globe":
        pygame.draw.circle(surface, colour, (cx, cy), r, line)
        pygame.draw.ellipse(surface, colour, pygame.Rect(cx - r * 0.45, cy - r, r * 0.9, 2 * r), line)
        pygame.draw.line(surface, colour, (cx - r, cy), (cx + r, cy), line)
    elif name == "play":
        pygame.draw.polygon(surface, colour, [(cx - r * 0.6, cy - r * 0.85), (cx + r * 0.85, cy),
                                              (cx - r * 0.6, cy + r * 0.85)])
    elif name == "sound":
        pygame.draw.polygon(surface, colour, [(cx - r, cy - r * 0.35), (cx - r * 0.45, cy - r * 0.35),
                                              (cx + r * 0.1, cy - r * 0.85), (cx + r * 0.1, cy + r * 0.85),
                                              (cx - r * 0.45, cy + r * 0.35), (cx - r, cy + r * 0.35)])
        for k in (0.45, 0.8):
            arc = pygame.Rect(0, 0, 2 * r * k, 2 * r * k)
            arc.center = (round(cx + r * 0.1), round(cy))
            pygame.draw.arc(surface, colour, arc, -math.pi / 3, math.pi / 3, line)
    elif name == "screen":
        pygame.draw.rect(surface, colour, pygame.Rect(cx - r, cy - r * 0.75, 2 * r, r * 1.3), line,
                         border_radius=max(1, line))
        pygame.draw.line(surface, colour, (cx, cy + r * 0.55), (cx, cy + r * 0.85), line)
        pygame.draw.line(surface, colour, (cx - r * 0.5, cy + r * 0.9), (cx + r * 0.5, cy + r * 0.9), line)
    elif name == "eye":
        pygame.draw.ellipse(surface, colour, pygame.Rect(cx - r, cy - r * 0.55, 2 * r, r * 1.1), line)
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.35)
    elif name == "cards":
        for dx, tilt in ((-0.35, 1), (0.3, 0)):
            card = pygame.Rect(0, 0, r * 1.1, r * 1.6)
            card.center = (round(cx + dx * r), round(cy + tilt * r * 0.1))
            pygame.draw.rect(surface, mix(colour, (0, 0, 0), 0.6), card, border_radius=max(1, line))
            pygame.draw.rect(surface, colour, card, line, border_radius=max(1, line))
    elif name == "chart":
        for k, height in enumerate((0.7, 1.2, 0.95, 1.6)):
            bar = pygame.Rect(cx - r + k * r * 0.52, cy + r * 0.8 - r * height, r * 0.36, r * height)
            pygame.draw.rect(surface, colour, bar)
        pygame.draw.line(surface, colour, (cx - r, cy + r * 0.85), (cx + r, cy + r * 0.85), line)
    elif name == "people":
        for dx, k in ((-0.45, 0.8), (0.35, 1.0)):
            pygame.draw.circle(surface, colour, (cx + dx * r, cy - r * 0.35 * k), r * 0.3 * k)
            body = pygame.Rect(0, 0, r * 0.9 * k, r * 0.8 * k)
            body.midtop = (round(cx + dx * r), round(cy + r * 0.05))
            pygame.draw.rect(surface, colour, body, border_top_left_radius=body.w // 2,
                             border_top_right_radius=body.w // 2)
    elif name == "door":
        pygame.draw.rect(surface, colour, pygame.Rect(cx - r * 0.6, cy - r, r * 1.2, 2 * r), line)
        pygame.draw.circle(surface, colour, (cx + r * 0.3, cy), max(1, r * 0.12))
    elif name == "clock":
        pygame.draw.circle(surface, colour, (cx, cy), r, line)
        pygame.draw.line(surface, colour, (cx, cy), (cx, cy - r * 0.65), line)
        pygame.draw.line(surface, colour, (cx, cy), (cx + r * 0.45, cy + r * 0.2), line)
