"""The menu's title illustration: the palace at night seen through an arched window of the card room (walnut
frame, brass lines, a balustrade in front), drawn as one SVG in a 100 x 130 box and rendered at its pixel size.
The window's glass is the night sky; the palace's windows are lit in the palette's gold (see assets/ART.md)."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from scenes.art.parts import RGB
from scenes.art.svg import document, hexc, mix, render, star_path

BOX_W, BOX_H = 100.0, 130.0
WALNUT: RGB = (58, 44, 34)
BRASS: RGB = (132, 106, 66)
SKY_TOP: RGB = (16, 24, 52)
SKY_LOW: RGB = (70, 52, 92)
STONE: RGB = (214, 198, 168)
STONE_SHADE: RGB = (160, 140, 118)
DOME: RGB = (201, 162, 63)
LIT: RGB = (246, 206, 104)
CYPRESS: RGB = (20, 52, 38)
FLAG: RGB = (160, 34, 52)


def _arch(x: float, y: float, w: float, h: float) -> str:
    """A round-headed arch (a window, a gate) with its foot on y + h."""
    r = w / 2
    return (f"M{x:.2f} {y + h:.2f} L{x:.2f} {y + r:.2f} A{r:.2f} {r:.2f} 0 0 1 {x + w:.2f} {y + r:.2f} "
            f"L{x + w:.2f} {y + h:.2f} Z")


def _onion(cx: float, base: float, w: float, h: float) -> str:
    """An onion dome of width ``w`` and height ``h`` standing on ``base``."""
    r = w / 2
    return (f"M{cx - r:.2f} {base:.2f} C{cx - r * 1.25:.2f} {base - h * 0.45:.2f} {cx - r * 0.3:.2f} "
            f"{base - h * 0.7:.2f} {cx:.2f} {base - h:.2f} C{cx + r * 0.3:.2f} {base - h * 0.7:.2f} "
            f"{cx + r * 1.25:.2f} {base - h * 0.45:.2f} {cx + r:.2f} {base:.2f} Z")


def _fill(d: str, c: RGB | str, extra: str = "") -> str:
    return f'<path d="{d}" fill="{c if isinstance(c, str) else hexc(c)}" {extra}/>'


def _rect(x: float, y: float, w: float, h: float, c: RGB, extra: str = "") -> str:
    return f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" fill="{hexc(c)}" {extra}/>'


def _windows(x: float, y: float, cols: int, rows: int, step_x: float, step_y: float, w: float, h: float,
             lit_every: int, rng: random.Random) -> list[str]:
    out = []
    for r in range(rows):
        for c in range(cols):
            lit = rng.randrange(lit_every) != 0
            out.append(_fill(_arch(x + c * step_x, y + r * step_y, w, h), LIT if lit else mix(STONE_SHADE,
                                                                                            SKY_TOP, 0.5)))
    return out


def palace_svg() -> str:
    """The illustration's body in the 100 x 130 box."""
    rng = random.Random(11)
    parts: list[str] = []
    inner = _arch(6, 6, 88, 108)
    parts.append(_fill(_arch(0, 0, 100, 130), WALNUT, f'stroke="{hexc(BRASS)}" stroke-width="1.2"'))
    parts.append(_fill(inner, "url(#sky)"))
    # stars and the moon
    for _ in range(26):
        x, y = rng.uniform(10, 90), rng.uniform(12, 62)
        if (x - 50) ** 2 / 44**2 + (y - 50) ** 2 / 44**2 > 1 and y < 50:
            continue
        r = rng.choice((0.35, 0.45, 0.6, 0.9))
        if r > 0.8:
            parts.append(f'<path d="{star_path(x, y, r * 1.6, 4, 0.35)}" fill="{hexc(LIT)}" opacity="0.85"/>')
        else:
            parts.append(f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{r}" fill="#f4ecd8" opacity="0.8"/>')
    moon = "M70 20 A8 8 0 1 0 79 33 A6.4 6.4 0 1 1 70 20 Z"  # a crescent
    parts.append(_fill(moon, mix(LIT, (255, 255, 255), 0.45)))
    # the far hills and the cypresses
    parts.append(_fill("M6 96 C20 88 32 92 44 89 C58 86 72 92 94 87 L94 114 L6 114 Z", mix(CYPRESS, SKY_LOW, 0.45)))
    # the palace: wings, towers, the central hall and its dome
    shade = STONE_SHADE
    parts.append(_rect(10, 86, 80, 26, STONE))
    parts.append(_rect(10, 86, 80, 3, shade))
    for x in (10, 86):  # the end towers
        parts.append(_rect(x - 2, 66, 8, 46, STONE))
        parts.append(_rect(x + 3, 66, 3, 46, shade))
        parts.append(_fill(_onion(x + 2, 66, 10, 14), DOME))
        parts.append(_fill(f"M{x + 2} 52 L{x + 2} 45", DOME, f'stroke="{hexc(DOME)}" stroke-width="0.6"'))
        parts.append(_fill(f"M{x + 2} 45 L{x + 7} 46.6 L{x + 2} 48.2 Z", FLAG))
        parts += _windows(x - 0.3, 72, 1, 3, 0, 12, 4.6, 6.5, 4, rng)
    parts.append(_rect(30, 74, 40, 38, STONE))  # the hall
    parts.append(_rect(62, 74, 8, 38, shade))
    parts.append(_fill("M28 74 L50 66 L72 74 Z", shade))
    parts.append(_rect(38, 58, 24, 10, STONE))  # the dome's drum
    parts.append(_rect(56, 58, 6, 10, shade))
    parts.append(_fill(_onion(50, 58, 26, 30), DOME))
    parts.append(_fill("M50 29 C47 34 44 42 41.5 52 C44 44 47 37 50 33 Z", mix(DOME, (255, 255, 255), 0.45),
                       'opacity="0.7"'))
    parts.append(_fill("M49.4 28.5 L49.4 20 L50.6 20 L50.6 28.5 Z", DOME))
    parts.append(f'<path d="{star_path(50, 19, 2.2)}" fill="{hexc(LIT)}"/>')
    parts += _windows(40.5, 60, 4, 1, 5.2, 0, 3, 5, 5, rng)
    parts += _windows(14.5, 93, 3, 2, 5.4, 9, 3.2, 6, 3, rng)
    parts += _windows(73.3, 93, 3, 2, 5.4, 9, 3.2, 6, 3, rng)
    parts += _windows(33, 80, 2, 2, 6, 12, 3.6, 8, 4, rng)
    parts += _windows(59.4, 80, 2, 2, 6, 12, 3.6, 8, 4, rng)
    parts.append(_fill(_arch(44.5, 92, 11, 20), mix(WALNUT, (0, 0, 0), 0.3)))  # the gate, lit inside
    parts.append(_fill(_arch(46, 94, 8, 18), LIT, 'opacity="0.75"'))
    for x in (8.5, 24, 76, 91.5):
        parts.append(_fill(f"M{x} 114 C{x - 3} 106 {x - 2.6} 98 {x} 90 C{x + 2.6} 98 {x + 3} 106 {x} 114 Z",
                           CYPRESS))
    # the light on the terrace and the balustrade in the room
    parts.append(_rect(6, 110, 88, 4, mix(STONE_SHADE, WALNUT, 0.4)))
    parts.append(_rect(0, 114, 100, 3.5, mix(WALNUT, BRASS, 0.35), f'stroke="{hexc(BRASS)}" stroke-width="0.5"'))
    for i in range(11):
        x = 4.5 + i * 9.1
        parts.append(_fill(f"M{x - 1.6} 117.5 C{x - 3} 121 {x - 1} 122.5 {x - 2} 126.5 L{x + 2} 126.5 "
                           f"C{x + 1} 122.5 {x + 3} 121 {x + 1.6} 117.5 Z", mix(WALNUT, BRASS, 0.55)))
    parts.append(_rect(0, 126.5, 100, 3.5, mix(WALNUT, BRASS, 0.35), f'stroke="{hexc(BRASS)}" stroke-width="0.5"'))
    parts.append(_fill(inner, "none", f'stroke="{hexc(BRASS)}" stroke-width="0.8"'))
    return "".join(parts)


def _defs() -> str:
    return (f'<linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="6" x2="0" y2="112"><stop offset="0" stop-color="{hexc(SKY_TOP)}"/>'
            f'<stop offset="0.75" stop-color="{hexc(SKY_LOW)}"/><stop offset="1" '
            f'stop-color="{hexc(mix(SKY_LOW, LIT, 0.25))}"/></linearGradient>')


@lru_cache(maxsize=4)
def palace_view(w: int, h: int) -> pygame.Surface:
    """The illustration fitted into ``w`` x ``h`` pixels (its own shape, centred; clear around it), cached."""
    scale = min(w / BOX_W, h / BOX_H)
    x, y = (w - BOX_W * scale) / 2, (h - BOX_H * scale) / 2
    body = f'<g transform="translate({x:.2f} {y:.2f}) scale({scale:.4f})">{palace_svg()}</g>'
    return render(document(w, h, body, _defs()), w, h)
