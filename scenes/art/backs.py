"""Card backs: one per game (ground, lattice, border, a medallion with the game's emblem), all in one style."""

from __future__ import annotations

import pygame

from scenes.art.design import Back
from scenes.art.svg import Inks, document, emblem, hexc, mix, render, rounded_rect

RGB = tuple[int, int, int]


def _clip(x0: float, y0: float, x1: float, y1: float, box: tuple[float, float, float, float]):
    """The part of segment (x0, y0)-(x1, y1) inside ``box`` (left, top, right, bottom), or None (Liang-Barsky)."""
    left, top, right, bottom = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


def _pattern(style: str, box: tuple[float, float, float, float], step: float) -> str:
    left, top, right, bottom = box
    span = (right - left) + (bottom - top)
    d = []
    if style == "grid":
        lines = [(x, top, x, bottom) for x in _steps(left, right, step)]
        lines += [(left, y, right, y) for y in _steps(top, bottom, step)]
    else:
        lines = []
        k = left - (bottom - top)
        while k < right:
            lines.append((k, bottom, k + span, bottom - span))
            lines.append((k, top, k + span, top + span))
            k += step
    for seg in lines:
        c = _clip(*seg, box)
        if c is not None:
            d.append(f"M{c[0]:.2f} {c[1]:.2f} L{c[2]:.2f} {c[3]:.2f}")
    return " ".join(d)


def _steps(a: float, b: float, step: float) -> list[float]:
    out, x = [], a + step / 2
    while x < b:
        out.append(x)
        x += step
    return out


def draw_back(b: Back, w: int, h: int) -> pygame.Surface:
    line = max(1.0, w * 0.012)
    ground, gold = b.ground, b.line
    dark = (int(ground[0] * 0.55), int(ground[1] * 0.55), int(ground[2] * 0.55))
    inset = w * 0.075
    box = (inset, inset, w - inset, h - inset)
    step = max(5.0, w * 0.11)
    defs = (f'<radialGradient id="g" cx="0.5" cy="0.5" r="0.7"><stop offset="0" '
            f'stop-color="{hexc(mix(ground, (255, 255, 255), 0.12))}"/><stop offset="1" '
            f'stop-color="{hexc(mix(ground, (0, 0, 0), 0.25))}"/></radialGradient>')
    parts = [
        rounded_rect(line / 2, line / 2, w - line, h - line, w * 0.07, hexc(ground), hexc(dark), line),
        rounded_rect(inset, inset, w - 2 * inset, h - 2 * inset, w * 0.04, "url(#g)", hexc(gold), line * 1.2),
        f'<path d="{_pattern(b.pattern, box, step)}" stroke="{hexc(mix(ground, gold, 0.45))}" '
        f'stroke-width="{max(0.7, line * 0.7):.2f}" fill="none"/>',
        rounded_rect(inset + line * 2.5, inset + line * 2.5, w - 2 * inset - line * 5, h - 2 * inset - line * 5,
                     w * 0.03, "none", hexc(mix(ground, gold, 0.7)), line * 0.6),
    ]
    r = w * 0.3
    parts.append(f'<circle cx="{w / 2:.2f}" cy="{h / 2:.2f}" r="{r:.2f}" fill="{hexc(ground)}" '
                 f'stroke="{hexc(gold)}" stroke-width="{line * 1.4:.2f}"/>')
    parts.append(f'<circle cx="{w / 2:.2f}" cy="{h / 2:.2f}" r="{r * 0.86:.2f}" fill="none" '
                 f'stroke="{hexc(mix(ground, gold, 0.6))}" stroke-width="{line * 0.7:.2f}"/>')
    size = r * 1.25
    inks = Inks(ink=gold, accent=mix(gold, (255, 255, 255), 0.45), paper=ground, tint=mix(gold, ground, 0.4))
    parts.append(emblem(b.emblem, w / 2 - size / 2, h / 2 - size / 2, size, inks))
    return render(document(w, h, "".join(parts), defs), w, h)
