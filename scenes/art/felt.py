"""The table's felt: the palette's felt colour with a soft vignette (an SVG radial gradient rendered at the
window's size) and a fine woven grain, made once per size and palette (kept up to a budget of pixel memory)."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from scenes.art.surface_cache import SurfaceCache
from scenes.art.svg import document, hexc, mix, render

RGB = tuple[int, int, int]
GRAIN_TILE = 96


@lru_cache(maxsize=4)
def _grain(seed: int = 7) -> pygame.Surface:
    """A tile of faint light and dark specks and threads (deterministic)."""
    rng = random.Random(seed)
    tile = pygame.Surface((GRAIN_TILE, GRAIN_TILE), pygame.SRCALPHA)
    for _ in range(GRAIN_TILE * GRAIN_TILE // 3):
        x, y = rng.randrange(GRAIN_TILE), rng.randrange(GRAIN_TILE)
        v = rng.choice((0, 255))
        tile.set_at((x, y), (v, v, v, rng.randint(5, 13)))
    for _ in range(GRAIN_TILE // 2):
        x, y = rng.randrange(GRAIN_TILE), rng.randrange(GRAIN_TILE)
        pygame.draw.line(tile, (255, 255, 255, 7), (x, y), (x + rng.randint(2, 5), y + rng.randint(-1, 1)))
    return tile


FELT_BYTES = 96 * 2**20
"""The felts kept, the least recently used let go beyond it (one at least): the sizes a window took lately, in the
table's and the menus' colours (a felt at 1280x720 is 3.7 MB). Four had been kept whatever their size (at 3840x2160
132 MB), each made anew in 10-15 ms when a fifth came."""
_FELTS = SurfaceCache(FELT_BYTES)


def felt(size: tuple[int, int], colour: RGB, dark: RGB) -> pygame.Surface:
    """The felt for a ``size`` area: lighter in the middle, darker towards the edges, with grain; cached (blit
    it, do not draw on it)."""
    key = (size, colour, dark)
    made = _FELTS.get(key)
    return made if made is not None else _FELTS.put(key, _felt(size, colour, dark))


def _felt(size: tuple[int, int], colour: RGB, dark: RGB) -> pygame.Surface:
    w, h = size
    defs = (f'<radialGradient id="v" cx="0.5" cy="0.45" r="0.75"><stop offset="0" '
            f'stop-color="{hexc(mix(colour, (255, 255, 255), 0.1))}"/><stop offset="0.55" '
            f'stop-color="{hexc(colour)}"/><stop offset="1" stop-color="{hexc(mix(colour, dark, 1.0))}"/>'
            "</radialGradient>")
    sw, sh = max(1, w // 4), max(1, h // 4)  # a smooth gradient: rendered small, then scaled (4x faster)
    small = render(document(sw, sh, f'<rect width="{sw}" height="{sh}" fill="url(#v)"/>', defs), sw, sh)
    surf = pygame.transform.smoothscale(small.convert_alpha(), (w, h)).convert()
    tile = _grain()
    for y in range(0, h, GRAIN_TILE):
        for x in range(0, w, GRAIN_TILE):
            surf.blit(tile, (x, y))
    return surf
