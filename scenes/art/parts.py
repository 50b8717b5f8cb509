"""Plain SVG parts in a drawing's own units (a filled outlined path, a stroke, an ellipse) and the colours the
portraits share (``scenes/art/portrait.py``, ``scenes/art/headwear.py``)."""

from __future__ import annotations

from scenes.art.svg import hexc

RGB = tuple[int, int, int]
ROSE: RGB = (176, 70, 72)
STEEL: RGB = (150, 156, 162)


def path(d: str, fill: RGB | str, line: float, ink: RGB, extra: str = "") -> str:
    colour = fill if isinstance(fill, str) else hexc(fill)
    stroke = f'stroke="{hexc(ink)}" stroke-width="{line:.2f}" stroke-linejoin="round"' if line else ""
    return f'<path d="{d}" fill="{colour}" {stroke} {extra}/>'


def line(d: str, colour: RGB, width: float, extra: str = "") -> str:
    return (f'<path d="{d}" fill="none" stroke="{hexc(colour)}" stroke-width="{width:.2f}" '
            f'stroke-linecap="round" stroke-linejoin="round" {extra}/>')


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: RGB, line: float = 0.0, ink: RGB = (0, 0, 0),
             extra: str = "") -> str:
    stroke = f'stroke="{hexc(ink)}" stroke-width="{line:.2f}"' if line else ""
    return (f'<ellipse cx="{cx:.2f}" cy="{cy:.2f}" rx="{rx:.2f}" ry="{ry:.2f}" fill="{hexc(fill)}" {stroke} '
            f'{extra}/>')
