"""Round tokens: mission discs, tokens of affection, influence chips: a domed disc with a rim and an emblem."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.art.design import Token
from scenes.art.svg import Inks, document, emblem, hexc, mix, render

if TYPE_CHECKING:
    from scenes.art.fonts import Fonts

RGB = tuple[int, int, int]
LETTER_IN_CORNER_D = 44
"""A token this wide (pixels) or wider shows its letter in a corner beside the emblem; a smaller one over it."""


def shade(c: RGB, f: float) -> RGB:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def token_svg(t: Token, cx: float, cy: float, r: float, uid: str = "tok") -> tuple[str, str]:
    """(defs, body) of token ``t`` of radius ``r`` centred at (cx, cy)."""
    c = t.colour
    defs = (f'<radialGradient id="{uid}" cx="0.4" cy="0.35" r="0.75">'
            f'<stop offset="0" stop-color="{hexc(mix(c, (255, 255, 255), 0.35))}"/>'
            f'<stop offset="1" stop-color="{hexc(shade(c, 0.78))}"/></radialGradient>')
    rim = max(1.0, r * 0.07)
    body = (f'<circle cx="{cx:.2f}" cy="{cy + rim * 0.8:.2f}" r="{r - rim / 2:.2f}" fill="#000000" opacity="0.35"/>'
            f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r - rim:.2f}" fill="url(#{uid})" stroke="{hexc(shade(c, 0.5))}" '
            f'stroke-width="{rim:.2f}"/>'
            f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r * 0.74:.2f}" fill="none" '
            f'stroke="{hexc(mix(c, (255, 255, 255), 0.55))}" stroke-width="{max(0.8, r * 0.04):.2f}" opacity="0.8"/>')
    if t.light:
        inks = Inks(ink=(252, 246, 236), accent=(240, 206, 120), paper=shade(c, 0.7), tint=shade(c, 0.55))
    else:
        inks = Inks(ink=shade(c, 0.32), accent=mix(c, (255, 255, 255), 0.7), paper=mix(c, (255, 255, 255), 0.8),
                    tint=shade(c, 0.55))
    size = r * 1.05
    body += emblem(t.emblem, cx - size / 2, cy - size / 2, size, inks)
    return defs, body


def draw_token(t: Token, w: int, h: int, fonts: Fonts | None = None) -> pygame.Surface:
    """Token ``t`` as large as fits a ``w`` x ``h`` surface, centred, on a transparent ground; with ``fonts``, its
    letter (if any) in a dark roundel at the lower right."""
    r = min(w, h) * 0.46
    defs, body = token_svg(t, w / 2, h / 2, r)
    surf = render(document(w, h, body, defs), w, h)
    if t.letter and fonts is not None:
        if r * 2 < LETTER_IN_CORNER_D:  # too small for both to read: the letter over the emblem, large
            draw_letter(surf, t.letter, (w / 2, h / 2), r * 0.66, fonts)
        else:
            draw_letter(surf, t.letter, (w / 2 + r * 0.6, h / 2 + r * 0.6), r * 0.42, fonts)
    return surf


def draw_letter(surf: pygame.Surface, letter: str, centre: tuple[float, float], radius: float, fonts: Fonts) -> None:
    """``letter`` in white on a dark roundel with a light rim at ``centre``."""
    radius = max(5.0, radius)
    pygame.draw.circle(surf, (24, 20, 18), centre, radius)
    pygame.draw.circle(surf, (240, 232, 216), centre, radius, max(1, round(radius / 6)))
    img = fonts.text(letter, max(7, round(radius * 1.45)), (255, 250, 240), bold=True)
    surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
