"""An overlay's veil is one kept image per window size and darkness, blitted round the places a prompt leaves lit
(:func:`scenes.core.overlay.outside`): pixel for pixel the picture a veil made with those places cleared gave."""

from __future__ import annotations

import random

import pygame

from scenes.core.overlay import outside, shade


def _scene(size: tuple[int, int], rng: random.Random) -> pygame.Surface:
    """A busy picture under the veil (every pixel differs from its neighbours)."""
    surface = pygame.Surface(size).convert()
    for _ in range(60):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        surface.fill(colour, (rng.randrange(size[0]), rng.randrange(size[1]), rng.randrange(1, 80),
                              rng.randrange(1, 80)))
    return surface


def test_the_veil_blitted_round_the_lit_places_is_the_veil_with_them_cleared(app):
    rng = random.Random(7)
    size = (320, 200)  # (a small window: the same blits)
    bounds = pygame.Rect((0, 0), size)
    for case in range(40):
        holes = [pygame.Rect(rng.randrange(-40, size[0]), rng.randrange(-40, size[1]), rng.randrange(0, 120),
                             rng.randrange(0, 90)) for _ in range(rng.randrange(0, 16))]  # (overlapping, some
        # beyond the window's edges, some empty)
        alpha = rng.choice((90, 130, 140))
        under = _scene(size, rng)
        before = under.copy()  # the veil as it was made: the window darkened, the holes cleared
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, alpha))
        for r in holes:
            veil.fill((0, 0, 0, 0), r)
        before.blit(veil, (0, 0))
        now = under.copy()
        parts = outside(bounds, holes)
        for r in parts:
            now.blit(shade(size, alpha), r, r)
        assert pygame.image.tobytes(now, "RGB") == pygame.image.tobytes(before, "RGB"), case
        for i, a in enumerate(parts):  # within the window, clear of the holes, none darkened twice
            assert a.w > 0 and a.h > 0 and bounds.contains(a)
            assert a.collidelist(parts[i + 1:]) < 0
            assert a.collidelist(holes) < 0
