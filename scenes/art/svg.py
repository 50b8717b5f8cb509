"""SVG emblems from ``assets/art/emblems``: recoloured, placed into a card's SVG and rendered at the exact pixel
size by SDL_image (``pygame.image.load_sized_svg``), so that every size is drawn crisp from the vectors."""

from __future__ import annotations

import io
import math
import re
from dataclasses import dataclass
from functools import cache

import pygame

from scenes.art.resources import asset

EMBLEM_DIR = asset("art", "emblems")
RGB = tuple[int, int, int]

# The four colours an emblem file is drawn in; each is replaced by the card's own colour of that role.
INK, ACCENT, PAPER, TINT = "#2b2320", "#c9a23f", "#fbf6ea", "#b03a48"


@dataclass(frozen=True)
class Inks:
    """The colours an emblem is drawn in on a card: outline and body, gold details, cut-outs, the card's hue."""

    ink: RGB = (43, 35, 32)
    accent: RGB = (201, 162, 63)
    paper: RGB = (251, 246, 234)
    tint: RGB = (176, 58, 72)


def hexc(rgb: RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` towards ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def emblem_names() -> list[str]:
    return sorted(p.stem for p in EMBLEM_DIR.glob("*.svg"))


@cache
def _body(name: str) -> str:
    """The drawing inside an emblem file's ``<svg>`` element (its viewBox is 0 0 100 100)."""
    text = (EMBLEM_DIR / f"{name}.svg").read_text(encoding="utf-8")
    match = re.search(r"<svg[^>]*>(.*)</svg>", text, re.S)
    if match is None:
        raise ValueError(f"{name}.svg has no <svg> element")
    return match.group(1)


def has_emblem(name: str) -> bool:
    return (EMBLEM_DIR / f"{name}.svg").is_file()


def emblem(name: str, x: float, y: float, size: float, inks: Inks = Inks(), rotate: float = 0.0) -> str:
    """SVG for emblem ``name`` in a ``size`` square at (x, y), recoloured, optionally turned about its middle."""
    body = (_body(name).replace(INK, "@i").replace(ACCENT, "@a").replace(PAPER, "@p").replace(TINT, "@t")
            .replace("@i", hexc(inks.ink)).replace("@a", hexc(inks.accent)).replace("@p", hexc(inks.paper))
            .replace("@t", hexc(inks.tint)))
    turn = f" rotate({rotate:g} 50 50)" if rotate else ""
    return f'<g transform="translate({x:.2f} {y:.2f}) scale({size / 100:.4f}){turn}">{body}</g>'


def document(w: int, h: int, body: str, defs: str = "") -> str:
    """A whole SVG whose user units are the pixels of a ``w`` x ``h`` surface."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            f"<defs>{defs}</defs>{body}</svg>")


def render(svg: str, w: int, h: int) -> pygame.Surface:
    """Rasterise ``svg`` at exactly ``w`` x ``h`` pixels (with alpha)."""
    return pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")), (max(1, w), max(1, h)))


def rounded_rect(x: float, y: float, w: float, h: float, r: float, fill: str, stroke: str = "none",
                 width: float = 0.0, extra: str = "") -> str:
    return (f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" rx="{r:.2f}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{width:.2f}" {extra}/>')


def star_path(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> str:
    pts = []
    for i in range(points * 2):
        rad = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / points
        pts.append(f"{cx + rad * math.cos(a):.2f} {cy + rad * math.sin(a):.2f}")
    return "M" + " L".join(pts) + " Z"
