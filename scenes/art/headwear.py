"""What a portrait wears on its head (and the few things drawn over the face: a mask, a veil's wimple, a high
collar), as SVG parts in the portrait's 100 x 100 box: :func:`behind` is drawn before the hair and the head,
:func:`front` after the face. The head's crown is at y 28, its sides at x 36.5 and 63.5, the eyes at y 46."""

from __future__ import annotations

from collections.abc import Callable

from scenes.art.parts import RGB, STEEL
from scenes.art.parts import ellipse as _ellipse
from scenes.art.parts import line as _line
from scenes.art.parts import path as _p
from scenes.art.svg import mix, star_path

CARDINAL_RED: RGB = (172, 30, 44)
PEACOCK: RGB = (28, 118, 122)
WHITE: RGB = (248, 244, 232)


def behind(name: str, hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float) -> list[str]:
    dark = mix(hue, ink, 0.55)
    if name in ("hood", "hood_mask"):
        return [_p("M24 84 C22 52 30 20 50 19 C70 20 78 52 76 84 Z", dark, line, ink)]
    if name == "veil_crown":
        return [_p("M35 30 C28 50 24 70 18 90 L82 90 C76 70 72 50 65 30 Z", WHITE, line, ink,
                   'fill-opacity="0.92"')]
    if name in ("bonnet", "mob_cap"):
        return [_ellipse(50, 33, 17.5, 14, WHITE, line, ink)]
    if name == "galero":  # the tassels hang behind the shoulders
        parts = []
        for side in (-1, 1):
            x = 50 + side * 21
            parts.append(_line(f"M{x} 33 Q{x + side * 3} 52 {x + side * 2} 66", CARDINAL_RED, line * 1.2))
            parts.append(_p(f"M{x + side * 2 - 2.6} 66 L{x + side * 2 + 2.6} 66 L{x + side * 2 + 1.6} 72 "
                            f"L{x + side * 2 - 1.6} 72 Z", CARDINAL_RED, line * 0.7, ink))
        return parts
    return []


def front(name: str, hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    draw = _FRONT.get(name)
    return draw(hue, gilt, paper, ink, line, hair) if draw else []


def _helmet(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    steel, light = STEEL, mix(STEEL, (255, 255, 255), 0.4)
    return [_p("M44 22 Q50 8 56 22 Z", gilt, line, ink),  # the comb
            _p("M34.5 38 C34 24 42 19.5 50 19.5 C58 19.5 66 24 65.5 38 Z", steel, line, ink),
            _line("M40 31 C41 25.5 45 23 49 22.5", light, line * 1.3),
            _p("M25 40 Q50 31 75 40 Q50 36 25 40 Z", steel, line, ink),  # the brim
            _ellipse(50, 36, 1.6, 1.6, hue, line * 0.6, ink)]


def _zucchetto(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    return [_p("M41 30.5 C42 26.5 46 25.8 50 25.8 C54 25.8 58 26.5 59 30.5 Q50 28.6 41 30.5 Z",
               mix(hue, ink, 0.5), line, ink)]


def _baron_cap(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    parts = [_p("M37 34 C36 20 64 20 63 34 Z", mix(hue, ink, 0.3), line, ink),
             _p("M35.5 33 Q50 29.5 64.5 33 L64.5 37.5 Q50 34 35.5 37.5 Z", gilt, line, ink)]
    parts += [_ellipse(x, y, 1.9, 1.9, WHITE, line * 0.7, ink) for x, y in
              ((37.5, 31.6), (43.5, 29.6), (50, 29), (56.5, 29.6), (62.5, 31.6))]
    return parts


def _bonnet(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    frill = "M33 41 " + " ".join(f"Q{35 + i * 4:.1f} {31 - 3 * (1 - abs(i - 3.75) / 4):.1f} {37 + i * 4:.1f} "
                                 f"{35.5 - 5 * (1 - abs(i - 3.5) / 4):.1f}" for i in range(8))
    return [_p("M33 42 C32 28 42 23 50 23 C58 23 68 28 67 42 C62 35 57 33 50 33 C43 33 38 35 33 42 Z", WHITE,
               line, ink),
            _line(frill, mix(WHITE, ink, 0.2), line * 0.8),
            _p("M34 42 Q31 47 33 50 Q35 46 36.5 43 Z", hue, line * 0.7, ink),  # a ribbon in the hue
            _p("M66 42 Q69 47 67 50 Q65 46 63.5 43 Z", hue, line * 0.7, ink)]


def _mob_cap(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    scallops = " ".join(f"Q{34 + i * 4 + 2:.1f} {36 - (2.5 if i % 2 else 1):.1f} {34 + i * 4 + 4:.1f} 36"
                        for i in range(8))
    return [_p("M32 38 C30 22 44 18 50 18 C56 18 70 22 68 38 Z", WHITE, line, ink),
            _p(f"M32 38 L34 36 {scallops} L68 38 Q50 33 32 38 Z", WHITE, line * 0.8, ink),
            _line("M35 34 Q50 29 65 34", hue, line * 1.8)]


def _coronet(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    parts = [_p("M36 33 Q50 29 64 33 L64 37.5 Q50 33.5 36 37.5 Z", gilt, line, ink)]
    for x, y in ((39, 31), (50, 29.2), (61, 31)):  # fleurons
        parts.append(_p(f"M{x} {y} Q{x - 3.2} {y - 2} {x - 1.2} {y - 5} Q{x} {y - 4} {x} {y - 7.5} "
                        f"Q{x} {y - 4} {x + 1.2} {y - 5} Q{x + 3.2} {y - 2} {x} {y} Z", gilt, line, ink))
    parts += [_ellipse(x, 34.2, 1.1, 1.1, hue) for x in (43, 50, 57)]
    return parts


def _crown(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    return [_p("M37 32 C37 22 42 16 50 15 C58 16 63 22 63 32 Z", mix(hue, ink, 0.2), line, ink),  # the cap
            _line("M37.5 31 C38 22 44 16.5 50 16", gilt, line * 2.2), _line("M62.5 31 C62 22 56 16.5 50 16",
                                                                            gilt, line * 2.2),
            _line("M50 31 L50 16", gilt, line * 2.2),
            _p("M48.5 15.5 L48.5 12.5 L46 12.5 L46 10 L48.5 10 L48.5 7 L51.5 7 L51.5 10 L54 10 L54 12.5 "
               "L51.5 12.5 L51.5 15.5 Z", gilt, line, ink),
            _p("M34.5 31.5 Q50 27.5 65.5 31.5 L65.5 38 Q50 34 34.5 38 Z", gilt, line, ink),
            *[_ellipse(x, 33.4, 1.4, 1.6, c, line * 0.5, ink)
              for x, c in ((40, hue), (50, WHITE), (60, hue))]]


def _tiara(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    heart = "M50 27.5 C47 25 46 22 48 21 C49 20.5 50 21.5 50 22.5 C50 21.5 51 20.5 52 21 C54 22 53 25 50 27.5 Z"
    return [_p("M38 33 Q44 28 50 25 Q56 28 62 33 Q56 30.5 50 29.5 Q44 30.5 38 33 Z", gilt, line, ink),
            _p(heart, hue, line * 0.8, ink),
            _ellipse(43.5, 29.6, 1.1, 1.1, WHITE), _ellipse(56.5, 29.6, 1.1, 1.1, WHITE)]


def _hood(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    dark = mix(hue, ink, 0.55)
    return [_p("M35 47 C33 30 40 24 50 24 C60 24 67 30 65 47 C62 38 57 34.5 50 34.5 C43 34.5 38 38 35 47 Z",
               dark, line, ink),
            _line("M37 44 C39 37 44 35.5 50 35.5", mix(dark, (255, 255, 255), 0.2), line)]


def _hood_mask(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    """The assassin: the hood and a dark cloth over nose and mouth."""
    return [*_hood(hue, gilt, paper, ink, line, hair),
            _p("M36.5 49 Q50 53 63.5 49 C63 58 57.5 64 50 64.5 C42.5 64 37 58 36.5 49 Z", mix(ink, hue, 0.15),
               line, ink),
            _line("M41 55 Q50 57.5 59 55", mix(ink, (255, 255, 255), 0.2), line * 0.8)]


def _fool_cap(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    parts = [_p("M35 36 C30 26 22 24 15 30 C22 28 27 32 29 40 Z", hue, line, ink),
             _p("M65 36 C70 26 78 24 85 30 C78 28 73 32 71 40 Z", gilt, line, ink),
             _p("M38 34 C38 22 44 12 52 8 C50 16 56 24 62 34 Z", mix(hue, ink, 0.25), line, ink),
             _p("M33 40 C33 31 41 27 50 27 C59 27 67 31 67 40 C60 35.5 40 35.5 33 40 Z", gilt, line, ink)]
    for x, y in ((15, 31), (85, 31), (52, 8)):
        parts.append(_ellipse(x, y + 1.5, 2.8, 2.8, gilt, line, ink))
    return parts


def _galero(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    return [_p("M39.5 31 C39.5 22 44 19 50 19 C56 19 60.5 22 60.5 31 Z", CARDINAL_RED, line, ink),
            _ellipse(50, 31.5, 22, 4.2, CARDINAL_RED, line, ink),
            _line("M30 31 Q50 35 70 31", mix(CARDINAL_RED, (255, 255, 255), 0.25), line)]


def _beret_feather(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    """The sycophant: a beret with a peacock feather."""
    return [_line("M58 28 C62 18 66 12 74 6", mix(PEACOCK, ink, 0.3), line * 1.4),
            _p("M74 6 C80 4 82 10 78 14 C74 17 69 14 70 10 C71 7 72 6.5 74 6 Z", PEACOCK, line, ink),
            _ellipse(75.2, 10.2, 2.8, 2.6, gilt), _ellipse(75.4, 10.4, 1.4, 1.3, (30, 40, 110)),
            _p("M32 35 C30 26 40 20 52 20 C64 20 70 26 68 33 Q50 29 32 35 Z", mix(hue, ink, 0.3), line, ink),
            _p("M34 34.5 Q50 30 66 33.5 L66 37 Q50 33.5 34 38 Z", gilt, line * 0.8, ink)]


def _feather_hat(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    """The baroness: a small hat on her piled hair, a plume and pearls."""
    return [_p("M56 20 C60 10 68 6 74 4 C70 10 66 16 59 22 Z", WHITE, line, ink),
            _p("M44 24 C44 17 58 16 60 22 L60 25 Q52 22 44 27 Z", mix(hue, ink, 0.2), line, ink),
            _line("M44 26 Q52 22 60 24.5", gilt, line * 1.4),
            *[_ellipse(x, 64.5, 1.3, 1.3, WHITE, line * 0.5, ink) for x in (36.5, 63.5)]]


def _pearls(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    """The countess: a gilt diadem in her hair and pearl earrings."""
    return [_p("M40 28.5 Q50 24 60 28.5 Q50 26.5 40 28.5 Z", gilt, line, ink),
            _ellipse(50, 25.6, 1.7, 1.9, hue, line * 0.6, ink),
            *[_ellipse(x, 52, 1.4, 1.6, WHITE, line * 0.5, ink) for x in (36.3, 63.7)]]


def _chaperon(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    """The count: a draped hat with a rolled brim."""
    dark = mix(hue, ink, 0.4)
    return [_p("M38 30 C34 18 50 10 64 16 C72 20 72 28 66 33 Z", dark, line, ink),
            _p("M64 18 C72 20 78 30 74 44 C72 36 70 30 66 28 Z", dark, line, ink),
            _p("M33.5 36 C32 28 42 25 50 25 C58 25 68 28 66.5 36 C60 31.5 40 31.5 33.5 36 Z", hue, line, ink),
            _line("M36 33 Q50 28 64 33", gilt, line)]


def _tricorn(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    dark = mix(ink, hue, 0.25)
    return [_p("M37 32 C37 22 63 22 63 32 Z", dark, line, ink),
            _p("M25 31 Q34 35 50 33 Q66 35 75 31 Q72 40 64 38 Q50 36 36 38 Q28 40 25 31 Z", dark, line, ink),
            _line("M27 32.5 Q34 36 50 34.3 Q66 36 73 32.5", gilt, line * 1.3),
            _ellipse(42, 34, 2.4, 2.4, hue, line * 0.7, ink)]  # a cockade in the hue


def _veil_crown(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    """The dowager queen: a wimple under the chin, the veil over the crown of her head and a small crown."""
    return [_p("M38 54 C40 64 45 66 50 66 C55 66 60 64 62 54 L64 72 Q50 78 36 72 Z", WHITE, line, ink),
            _p("M35 44 C34 30 40 26 50 26 C60 26 66 30 65 44 C62 36 58 34 50 34 C42 34 38 36 35 44 Z", WHITE,
               line, ink),
            _p("M40 28 L40 20 L44.5 24 L50 17.5 L55.5 24 L60 20 L60 28 Q50 25.5 40 28 Z", gilt, line, ink),
            _ellipse(50, 25.6, 1.3, 1.3, hue)]


def _mitre(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    return [_p("M37.5 33 L36.5 18 Q43 10 50 3 Q57 10 63.5 18 L62.5 33 Q50 30 37.5 33 Z", WHITE, line, ink),
            _line("M50 5 L50 31", gilt, line * 2.2), _line("M37 30 Q50 27 63 30", gilt, line * 2.2),
            _line("M45.5 16 L54.5 16", gilt, line * 2.2), _p("M50 3 L53 7 L47 7 Z", gilt, 0, ink)]


def _wizard_hat(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    dark = mix(hue, ink, 0.45)
    return [_p("M35 31 Q43 20 46 10 Q50 0 60 1 Q54 4 55 12 L65 31 Z", dark, line, ink),
            _ellipse(50, 31.5, 21, 4.4, dark, line, ink),
            *[_p(star_path(x, y, r), gilt, 0, ink) for x, y, r in ((50, 20, 3.4), (56.5, 26, 2.2), (52, 8, 1.8))]]


def _carnival_mask(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    """The courtesan: a mask over the eyes and a feather in her curls."""
    mask = ("M35.5 43.5 Q43 39.5 50 44 Q57 39.5 64.5 43.5 Q64 50.5 57.5 50.5 Q52.5 50.5 50 47.8 "
            "Q47.5 50.5 42.5 50.5 Q36 50.5 35.5 43.5 Z")
    return [_p("M62 30 C66 20 72 14 80 12 C76 18 72 26 64 32 Z", hue, line, ink),
            _line("M63 31 C67 22 72 16 78 13.5", gilt, line * 0.9),
            _p(mask, gilt, line, ink),
            _ellipse(44.2, 46, 2.6, 1.6, ink), _ellipse(55.8, 46, 2.6, 1.6, ink),
            _p("M35.5 43.5 L32 40 L36.5 42.5 Z M64.5 43.5 L68 40 L63.5 42.5 Z", gilt, line * 0.7, ink),
            _ellipse(50, 45.8, 1.2, 1.2, hue)]


def _flat_cap(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    """The treasurer: a flat velvet cap."""
    dark = mix(hue, ink, 0.45)
    return [_p("M31 32 C30 24 42 20 52 20 C64 20 71 25 69 32 Q50 27 31 32 Z", dark, line, ink),
            _p("M34.5 31.5 Q50 27.5 65.5 31.5 L65.5 35 Q50 31 34.5 35 Z", mix(dark, (255, 255, 255), 0.15),
               line * 0.8, ink)]


def _spy_hat(hue: RGB, gilt: RGB, paper: RGB, ink: RGB, line: float, hair: RGB) -> list[str]:
    """The spy: a broad hat pulled low and a collar up to the nose."""
    dark = mix(ink, hue, 0.3)
    collar = mix(hue, (255, 255, 255), 0.12)
    return [_p("M35 52.5 Q50 57 65 52.5 L68 74 Q50 80 32 74 Z", collar, line, ink),
            _line("M50 57.5 L50 76", mix(hue, ink, 0.4), line), _line("M42 56.6 L40 73", mix(hue, ink, 0.4), line * 0.7),
            _line("M58 56.6 L60 73", mix(hue, ink, 0.4), line * 0.7),
            _p("M37 36 C37 22 63 22 63 36 Z", dark, line, ink),
            _line("M37.5 33 Q50 30 62.5 33", mix(hue, (255, 255, 255), 0.1), line * 1.8),
            _p("M22 39 Q50 30 78 39 Q50 35.5 22 39 Z", dark, line, ink)]


_FRONT: dict[str, Callable[[RGB, RGB, RGB, RGB, float, RGB], list[str]]] = {
    "helmet": _helmet, "zucchetto": _zucchetto, "baron_cap": _baron_cap, "bonnet": _bonnet, "mob_cap": _mob_cap,
    "coronet": _coronet, "crown": _crown, "tiara": _tiara, "hood": _hood, "hood_mask": _hood_mask,
    "fool_cap": _fool_cap, "galero": _galero, "beret_feather": _beret_feather, "feather_hat": _feather_hat,
    "pearls": _pearls, "chaperon": _chaperon, "tricorn": _tricorn, "veil_crown": _veil_crown, "mitre": _mitre,
    "wizard_hat": _wizard_hat, "carnival_mask": _carnival_mask, "flat_cap": _flat_cap, "spy_hat": _spy_hat,
}
NAMES = frozenset(_FRONT)
