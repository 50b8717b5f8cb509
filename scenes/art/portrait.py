"""Character portraits: a head-and-shoulders bust drawn from plain vector parts (hair behind, garment, neck, head,
face, hair in front, beard, headwear, a held attribute), as SVG in a 100 x 100 box that the card places at its
pixel size. Each character is a :class:`Look` (``scenes/art/cast.py``); the parts are in ``scenes/art/headwear.py``
and here. The style is in ``assets/ART.md`` ("Portraits")."""

from __future__ import annotations

from dataclasses import dataclass

from scenes.art import headwear
from scenes.art.parts import RGB, ROSE, STEEL
from scenes.art.parts import ellipse as _ellipse
from scenes.art.parts import line as _line
from scenes.art.parts import path as _p
from scenes.art.svg import Inks, emblem, hexc, mix

SKIN: dict[str, RGB] = {"fair": (240, 208, 180), "warm": (226, 180, 140), "tan": (196, 140, 98),
                        "deep": (138, 90, 60)}
HAIR: dict[str, RGB] = {"dark": (52, 38, 32), "brown": (112, 70, 42), "auburn": (150, 72, 40),
                        "blond": (214, 172, 92), "grey": (168, 160, 150), "white": (232, 226, 214)}
HEAD_CX, HEAD_CY, HEAD_RX, HEAD_RY = 50.0, 45.0, 13.5, 16.5
MIN_PORTRAIT_PX = 56
"""A portrait is drawn in a square at least this many pixels wide; a smaller art window shows the emblem."""


@dataclass(frozen=True)
class Look:
    """How one character looks: who they are (skin, hair, face, beard), what they wear and what they hold."""

    skin: str = "warm"
    hair: str = "brown"
    hair_style: str = "short"  # short, long, bun, updo, curls, bald, none (all under the headwear)
    face: str = "calm"  # calm, smile, stern, sly, grin, glance, old, masked, veiled
    lashes: bool = False
    beard: str = ""  # "", full, goatee, moustache, stubble
    garment: str = "doublet"  # doublet, gown, robe, armour, cassock, cloak, ermine, apron
    headwear: str = ""  # a part in scenes/art/headwear.py
    held: str = ""  # an emblem held before the chest (lower right), e.g. the Guard's halberd
    held_at: tuple[float, float, float] = (60.0, 52.0, 44.0)  # x, y and size of the held emblem in the box
    spectacles: bool = False


def portrait(look: Look, x: float, y: float, size: float, inks: Inks, line_px: float) -> str:
    """SVG of ``look`` in a ``size`` square at (x, y); outlines ``line_px`` pixels wide; the garment in
    ``inks.tint`` (the card's hue), trims in ``inks.accent``."""
    line = line_px * 100 / size  # in the box's units
    ink, gilt, paper = inks.ink, inks.accent, inks.paper
    skin = SKIN[look.skin]
    hair = HAIR[look.hair]
    hue = inks.tint
    parts: list[str] = []
    parts += headwear.behind(look.headwear, hue, gilt, paper, ink, line)
    parts += _hair_behind(look.hair_style, hair, ink, line)
    parts += _garment(look.garment, hue, gilt, paper, ink, line)
    # the neck, shaded under the chin
    parts.append(_p("M44 56 L44 70 Q50 74 56 70 L56 56 Z", skin, line, ink))
    parts.append(_p("M44 60 Q50 66 56 60 L56 57 L44 57 Z", mix(skin, ink, 0.25), 0, ink))
    parts += _collar(look.garment, hue, gilt, skin, ink, line)
    # ears and head
    for ex in (HEAD_CX - HEAD_RX + 0.5, HEAD_CX + HEAD_RX - 0.5):
        parts.append(_ellipse(ex, HEAD_CY + 2, 2.6, 3.6, skin, line, ink))
    parts.append(_p(_head_path(), skin, line, ink))
    parts += _face(look, skin, hair, ink, paper, line)
    parts += _hair_front(look.hair_style, hair, ink, line)
    parts += _beard(look.beard, hair, ink, line)
    if look.spectacles:
        for ex in (44.5, 55.5):
            parts.append(f'<circle cx="{ex}" cy="46" r="3.6" fill="{hexc(paper)}" fill-opacity="0.25" '
                         f'stroke="{hexc(gilt)}" stroke-width="{max(line, 0.9):.2f}"/>')
        parts.append(_line("M48.1 45.6 Q50 44.6 51.9 45.6", gilt, max(line, 0.9)))
    parts += headwear.front(look.headwear, hue, gilt, paper, ink, line, hair)
    if look.held:
        hx, hy, hs = look.held_at
        parts.append(emblem(look.held, hx, hy, hs, inks))
    body = "".join(parts)
    return f'<g transform="translate({x:.2f} {y:.2f}) scale({size / 100:.4f})">{body}</g>'


def _head_path() -> str:
    """An oval head, a little narrower at the chin."""
    cx, cy, rx, ry = HEAD_CX, HEAD_CY, HEAD_RX, HEAD_RY
    return (f"M{cx} {cy - ry} C{cx + rx * 0.9} {cy - ry} {cx + rx} {cy - ry * 0.45} {cx + rx} {cy} "
            f"C{cx + rx} {cy + ry * 0.55} {cx + rx * 0.45} {cy + ry} {cx} {cy + ry} "
            f"C{cx - rx * 0.45} {cy + ry} {cx - rx} {cy + ry * 0.55} {cx - rx} {cy} "
            f"C{cx - rx} {cy - ry * 0.45} {cx - rx * 0.9} {cy - ry} {cx} {cy - ry} Z")


def _hair_behind(style: str, hair: RGB, ink: RGB, line: float) -> list[str]:
    if style == "long":
        return [_p("M35 40 C33 24 45 25 50 25 C56 25 67 24 65 40 C67 56 70 70 74 82 L26 82 C30 70 33 56 35 40 Z",
                   hair, line, ink)]
    if style == "curls":
        return [_ellipse(cx, cy, 6, 6, hair, line, ink) for cx, cy in
                ((36, 50), (64, 50), (35, 60), (65, 60), (38, 68), (62, 68))]
    if style == "bun":
        return [_ellipse(50, 25.5, 7.5, 6.5, hair, line, ink)]
    if style == "updo":
        return [_ellipse(50, 24, 13, 10, hair, line, ink), _ellipse(50, 15, 7, 6, hair, line, ink)]
    return []


def _hair_front(style: str, hair: RGB, ink: RGB, line: float) -> list[str]:
    if style in ("none", ""):
        return []
    if style == "bald":  # a fringe above the ears
        return [_p("M36.2 44 C35.5 38 37 35 39.5 34 C38.5 38 38.5 41 39 44 Z", hair, line, ink),
                _p("M63.8 44 C64.5 38 63 35 60.5 34 C61.5 38 61.5 41 61 44 Z", hair, line, ink)]
    # a cap of hair over the crown, the fringe swept to one side
    cap = ("M36.3 47 C34 34 40 27.5 50 27.5 C60 27.5 66 34 63.7 47 C62.5 41 61 37 58.5 35.5 "
           "C54 38.5 46 38.5 41 35.5 C39 37 37.5 41 36.3 47 Z")
    parts = [_p(cap, hair, line, ink)]
    parts.append(_line("M44 31 Q50 29.8 56 31.5", mix(hair, (255, 255, 255), 0.3), line * 0.8, 'opacity="0.7"'))
    if style in ("long", "curls"):
        parts.append(_p("M36.3 47 C35 54 34 60 33 66 C36 64 37.5 58 38.5 50 Z", hair, line, ink))
        parts.append(_p("M63.7 47 C65 54 66 60 67 66 C64 64 62.5 58 61.5 50 Z", hair, line, ink))
    return parts


def _garment(kind: str, hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float) -> list[str]:
    shoulders = "M9 100 C10 84 20 74 36 71 L64 71 C80 74 90 84 91 100 Z"
    dark = mix(hue, ink, 0.35)
    if kind == "armour":
        steel = mix(STEEL, hue, 0.15)
        return [_p(shoulders, steel, line, ink),
                _p("M9 100 C10 86 16 78 27 74 C30 80 31 90 30 100 Z", mix(steel, (255, 255, 255), 0.25), line, ink),
                _p("M91 100 C90 86 84 78 73 74 C70 80 69 90 70 100 Z", mix(steel, (255, 255, 255), 0.25), line, ink),
                _p("M36 100 L36 80 Q50 86 64 80 L64 100 Z", hue, line, ink),  # the tabard in the hue
                _line("M41 88 L59 88", gilt, line * 1.6)]
    if kind == "cassock":
        return [_p(shoulders, dark, line, ink), _line("M50 78 L50 100", ink, line * 0.8),
                *[_ellipse(50, by, 0.9, 0.9, gilt) for by in (82, 88, 94)]]
    if kind == "cloak":
        return [_p(shoulders, mix(hue, ink, 0.5), line, ink),
                _p("M30 100 C32 86 40 76 50 74 C60 76 68 86 70 100 Z", hue, line, ink)]
    if kind == "ermine":  # a royal mantle with an ermine cape
        ermine = mix(paper, (255, 255, 255), 0.4)
        parts = [_p(shoulders, hue, line, ink),
                 _p("M16 88 C20 78 30 72 40 71 L60 71 C70 72 80 78 84 88 C70 92 60 86 50 88 C40 86 30 92 16 88 Z",
                    ermine, line, ink)]
        parts += [_p(f"M{x} {y} l-0.9 2.6 l0.9 -0.8 l0.9 0.8 Z", ink, 0, ink) for x, y in
                  ((26, 81), (36, 78), (46, 80), (54, 80), (64, 78), (74, 81))]
        return parts
    if kind == "gown":
        return [_p(shoulders, hue, line, ink), _line("M22 82 C30 90 40 92 50 92 C60 92 70 90 78 82", gilt,
                                                      line * 1.5)]
    if kind == "apron":
        return [_p(shoulders, hue, line, ink), _p("M34 100 L36 82 Q50 86 64 82 L66 100 Z", paper, line, ink)]
    if kind == "motley":  # the fool's two colours
        return [_p(shoulders, hue, line, ink), _p("M50 71 L64 71 C80 74 90 84 91 100 L50 100 Z", gilt, line, ink)]
    # a doublet: the hue with a gilt-buttoned front
    return [_p(shoulders, hue, line, ink), _line("M50 80 L50 100", dark, line * 1.2),
            *[_ellipse(50, by, 1.1, 1.1, gilt, line * 0.5, ink) for by in (84, 90, 96)]]


def _collar(kind: str, hue: RGB, gilt: RGB, skin: RGB, ink: RGB, line: float) -> list[str]:
    if kind == "cassock":  # a white clerical band
        return [_p("M42 68 Q50 74 58 68 L58 71 Q50 77 42 71 Z", (248, 246, 240), line * 0.8, ink)]
    if kind in ("doublet", "motley"):  # a small white ruff
        return [_p("M38 70 Q42 66 44 69 Q47 65 50 69 Q53 65 56 69 Q58 66 62 70 Q58 76 50 76 Q42 76 38 70 Z",
                   (248, 244, 232), line * 0.8, ink)]
    if kind == "gown":  # a low neckline with a gilt necklace and pendant
        return [_p("M36 71.5 Q50 88 64 71.5 Z", skin, line, ink), _line("M43 70 Q50 79 57 70", gilt, line * 1.2),
                _ellipse(50, 77.5, 1.6, 2.0, hue, line * 0.6, ink)]
    if kind == "armour":  # a mail collar
        return [_p("M40 68 Q50 74 60 68 L62 73 Q50 80 38 73 Z", mix(STEEL, ink, 0.25), line, ink)]
    return []


def _face(look: Look, skin: RGB, hair: RGB, ink: RGB, paper: RGB, line: float) -> list[str]:
    f = look.face
    parts: list[str] = []
    shade = mix(skin, ink, 0.3)
    brow = mix(hair, ink, 0.45)
    bw = max(line * 1.1, 0.9)
    # cheeks
    if f not in ("masked",):
        for cx in (42.5, 57.5):
            parts.append(_ellipse(cx, 52, 2.6, 1.7, ROSE, extra='fill-opacity="0.28"'))
    # eyes
    eye_y = 46.0
    dx = 1.2 if f == "glance" else 0.0
    if f == "masked":
        pass
    elif f in ("sly", "stern"):
        for ex in (44.5, 55.5):
            parts.append(_ellipse(ex + dx, eye_y + 0.3, 1.6, 1.1, ink))
    elif f == "old":
        for ex in (44.5, 55.5):
            parts.append(_line(f"M{ex - 1.8} {eye_y} Q{ex} {eye_y + 1.4} {ex + 1.8} {eye_y}", ink, bw))
    else:
        for ex in (44.5, 55.5):
            parts.append(_ellipse(ex, eye_y, 2.1, 1.8, paper))
            parts.append(_ellipse(ex + dx, eye_y + 0.1, 1.3, 1.6, ink))
    if look.lashes and f not in ("masked", "old"):
        for ex, s in ((44.5, -1), (55.5, 1)):
            parts.append(_line(f"M{ex - 2.2} {eye_y - 0.8} Q{ex} {eye_y - 2.6} {ex + 2.2} {eye_y - 0.8} "
                               f"L{ex + 2.2 * s + s * 0.8} {eye_y - 1.8}", ink, bw * 0.9))
    # brows
    if f == "stern":
        parts += [_line("M41.5 41.5 L47 43", brow, bw * 1.4), _line("M58.5 41.5 L53 43", brow, bw * 1.4)]
    elif f == "sly":
        parts += [_line("M41.5 43 Q44.5 41.5 47.3 42.5", brow, bw * 1.2),
                  _line("M52.8 41.6 Q55.5 39.2 58.5 40.8", brow, bw * 1.2)]
    elif f not in ("masked",):
        parts += [_line("M41.8 42.3 Q44.5 40.5 47.2 41.8", brow, bw * 1.1),
                  _line("M52.8 41.8 Q55.5 40.5 58.2 42.3", brow, bw * 1.1)]
    if f == "old":
        parts += [_line("M42 50 Q44 51.5 46 50.6", shade, bw * 0.6), _line("M54 50.6 Q56 51.5 58 50",
                                                                           shade, bw * 0.6),
                  _line("M44 37.5 Q50 36.5 56 37.5", shade, bw * 0.6)]
    # nose
    parts.append(_line("M50.3 47 Q48.6 51.5 50.8 52.2", shade, bw))
    # mouth
    lips = mix(ROSE, ink, 0.15)
    if f in ("smile", "glance"):
        parts.append(_line("M46.2 55.6 Q50 58.6 53.8 55.6", lips, bw * 1.2))
    elif f == "grin":
        parts.append(_p("M45 55 Q50 61.5 55 55 Z", lips, line * 0.8, ink))
        parts.append(_p("M46 55.4 Q50 57.4 54 55.4 Z", paper, 0, ink))
    elif f == "sly":
        parts.append(_line("M46.5 56.2 Q50 57.2 54 55", lips, bw * 1.2))
    elif f == "stern":
        parts.append(_line("M46.5 56.4 Q50 55.4 53.5 56.4", lips, bw * 1.2))
    elif f in ("old", "masked", "veiled"):
        parts.append(_line("M47 56 Q50 57.2 53 56", lips, bw * 1.1))
    else:
        parts.append(_line("M46.8 55.8 Q50 57.4 53.2 55.8", lips, bw * 1.2))
    return parts


def _beard(kind: str, hair: RGB, ink: RGB, line: float) -> list[str]:
    if kind == "full":
        return [_p("M36.6 47 C37 60 43 66.5 50 67 C57 66.5 63 60 63.4 47 C61 53 57 55 53.5 54.6 "
                   "Q50 53.6 46.5 54.6 C43 55 39 53 36.6 47 Z", hair, line, ink),
                _p("M45 55.2 Q50 52.6 55 55.2 Q50 54.4 45 55.2 Z", mix(hair, ink, 0.2), line * 0.6, ink)]
    if kind == "long":  # a wizard's beard, down to the chest
        return [_p("M36.6 47 C37 62 42 74 50 84 C58 74 63 62 63.4 47 C61 53 57 55 53.5 54.6 "
                   "Q50 53.6 46.5 54.6 C43 55 39 53 36.6 47 Z", hair, line, ink)]
    if kind == "goatee":
        return [_p("M47 59 Q50 66 53 59 Q50 60.5 47 59 Z", hair, line * 0.8, ink),
                _p("M44.5 55 Q47 52.5 50 54 Q53 52.5 55.5 55 Q53 54.2 50 55 Q47 54.2 44.5 55 Z", hair,
                   line * 0.6, ink)]
    if kind == "moustache":  # curled ends
        return [_p("M50 54 Q46 52 43.5 54.5 Q42 53.5 42.6 52 Q41 53.6 42.8 55.6 Q46.5 56.6 50 55 "
                   "Q53.5 56.6 57.2 55.6 Q59 53.6 57.4 52 Q58 53.5 56.5 54.5 Q54 52 50 54 Z", hair,
                   line * 0.6, ink)]
    if kind == "stubble":
        return [_p("M37.5 50 C39 60 44 61.5 50 61.5 C56 61.5 61 60 62.5 50 C61 58 56 60 50 60 "
                   "C44 60 39 58 37.5 50 Z", mix(hair, (255, 255, 255), 0.1), 0, ink, 'fill-opacity="0.45"')]
    return []
