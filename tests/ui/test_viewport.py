"""The viewport's measures agree: a grid of rects measured a column and a row at a time (:meth:`Viewport.spans`, the
prompt looking for a clear place) is the grid :meth:`Viewport.rect` measures one by one."""

from __future__ import annotations

import random

import pygame

from scenes.ui.viewport import Viewport


def test_spans_measure_a_grid_of_rects_as_rect_does():
    rng = random.Random(7)
    for size in [(1280, 720), (1024, 640), (1600, 900), (2560, 1080), (640, 360), (1000, 1000), (301, 2000)]:
        vp = Viewport(size)
        for _ in range(20):
            xs, ys = [rng.uniform(-300, 1900) for _ in range(12)], [rng.uniform(-300, 1200) for _ in range(12)]
            w, h = rng.uniform(1, 900), rng.uniform(1, 900)
            grid = [pygame.Rect(px, py, pw, ph) for px, pw in vp.spans(xs, w) for py, ph in vp.spans(ys, h, True)]
            assert grid == [vp.rect((x, y, w, h)) for x in xs for y in ys]
