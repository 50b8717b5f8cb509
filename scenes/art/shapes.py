"""Small vector shapes shared by the faces: colour shapes (told apart without colour vision), wax seals,
ribbons and rosettes, as SVG snippets in pixel units."""

from __future__ import annotations

import math

from scenes.art.svg import star_path

SHAPE_OF_GLYPH = {"●": "circle", "▲": "triangle", "■": "square", "◆": "diamond", "★": "star", "○": "ring"}


def shape(kind: str, cx: float, cy: float, r: float, fill: str, stroke: str, width: float) -> str:
    """A colour shape of radius ``r``: circle, triangle, square, diamond, star or ring."""
    common = f'fill="{fill}" stroke="{stroke}" stroke-width="{width:.2f}" stroke-linejoin="round"'
    if kind == "circle":
        return f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r * 0.85:.2f}" {common}/>'
    if kind == "ring":
        return (f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r * 0.78:.2f}" fill="none" stroke="{stroke}" '
                f'stroke-width="{r * 0.5:.2f}"/><circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r * 0.78:.2f}" fill="none" '
                f'stroke="{fill}" stroke-width="{r * 0.3:.2f}"/>')
    if kind == "square":
        s = r * 0.78
        return f'<rect x="{cx - s:.2f}" y="{cy - s:.2f}" width="{2 * s:.2f}" height="{2 * s:.2f}" {common}/>'
    if kind == "triangle":
        pts = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.7), (cx - r * 0.95, cy + r * 0.7)]
    elif kind == "diamond":
        pts = [(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)]
    elif kind == "star":
        return f'<path d="{star_path(cx, cy + r * 0.08, r * 1.05)}" {common}/>'
    else:
        raise ValueError(f"unknown shape {kind!r}")
    d = "M" + " L".join(f"{x:.2f} {y:.2f}" for x, y in pts) + " Z"
    return f'<path d="{d}" {common}/>'


def wax_seal(cx: float, cy: float, r: float, fill: str, ring: str, width: float) -> str:
    """A round wax seal with a scalloped rim and a gold ring inside."""
    pts = []
    bumps = 16
    for i in range(bumps * 4):
        a = i * 2 * math.pi / (bumps * 4)
        rad = r * (1 - 0.07 * (1 - math.cos(a * bumps)) / 2)
        pts.append(f"{cx + rad * math.cos(a):.2f} {cy + rad * math.sin(a):.2f}")
    d = "M" + " L".join(pts) + " Z"
    return (f'<path d="{d}" fill="{fill}" stroke="#000000" stroke-opacity="0.35" stroke-width="{width:.2f}"/>'
            f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r * 0.74:.2f}" fill="none" stroke="{ring}" '
            f'stroke-width="{max(0.8, width):.2f}"/>')


def tail_width(h: float, card_w: float) -> float:
    """How far a ribbon's tails reach in from each end (less on small cards, to leave the title room)."""
    return min(h * 0.5, card_w * 0.05)


def ribbon(x: float, y: float, w: float, h: float, fill: str, stroke: str, width: float) -> str:
    """A banner with swallow-tailed ends, the title's backing."""
    tail = tail_width(h, w)
    n = tail * 0.64  # notch depth
    body = (f"M{x + tail:.2f} {y:.2f} L{x + w - tail:.2f} {y:.2f} L{x + w - tail:.2f} {y + h:.2f} "
            f"L{x + tail:.2f} {y + h:.2f} Z")
    left = (f"M{x:.2f} {y + h * 0.18:.2f} L{x + tail:.2f} {y + h * 0.18:.2f} L{x + tail:.2f} {y + h * 1.1:.2f} "
            f"L{x:.2f} {y + h * 1.1:.2f} L{x + n:.2f} {y + h * 0.64:.2f} Z")
    right = (f"M{x + w:.2f} {y + h * 0.18:.2f} L{x + w - tail:.2f} {y + h * 0.18:.2f} "
             f"L{x + w - tail:.2f} {y + h * 1.1:.2f} L{x + w:.2f} {y + h * 1.1:.2f} L{x + w - n:.2f} "
             f"{y + h * 0.64:.2f} Z")
    tails = (f'<path d="{left}" fill="{fill}" stroke="{stroke}" stroke-width="{width:.2f}" opacity="0.85"/>'
             f'<path d="{right}" fill="{fill}" stroke="{stroke}" stroke-width="{width:.2f}" opacity="0.85"/>')
    return tails + f'<path d="{body}" fill="{fill}" stroke="{stroke}" stroke-width="{width:.2f}"/>'


def medallion(cx: float, cy: float, r: float, fill: str, ring: str, width: float) -> str:
    return (f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r:.2f}" fill="{fill}" stroke="{ring}" '
            f'stroke-width="{width * 1.6:.2f}"/>')
