"""The grid search for a prompt's place (:func:`scenes.table.panel_places.clear_cells`) finds exactly the cells that
a rect made for each cell and tested with :meth:`pygame.Rect.collidelist` finds, in the same order."""

from __future__ import annotations

import random

import pygame

from scenes.table.panel_places import clear_cells


def cell_by_cell(columns, rows, rects, first=False):
    out = []
    for i, (x, w) in enumerate(columns):
        for j, (y, h) in enumerate(rows):
            if pygame.Rect(x, y, w, h).collidelist(rects) < 0:
                out.append((i, j))
                if first:
                    return out
    return out


def test_the_clear_cells_are_those_a_rect_per_cell_finds():
    rng = random.Random(7)
    for _ in range(400):
        def span(at_most: int) -> tuple[int, int]:  # (sizes 0 and 1 too: the edges of collision)
            return rng.randint(-5, 200), rng.choice([0, 1, rng.randint(2, at_most)])
        columns = [span(80) for _ in range(rng.randint(0, 12))]
        rows = [span(60) for _ in range(rng.randint(0, 12))]
        rects = []
        for _ in range(rng.randint(0, 9)):
            (x, w), (y, h) = span(50), span(50)
            rects.append(pygame.Rect(x, y, w, h))
        for first in (False, True):
            assert clear_cells(columns, rows, rects, first) == cell_by_cell(columns, rows, rects, first)


def test_touching_edges_do_not_collide_and_an_empty_rect_blocks_nothing():
    columns, rows = [(0, 10), (10, 10)], [(0, 10), (10, 10)]
    assert clear_cells(columns, rows, [pygame.Rect(0, 0, 10, 10)]) == [(0, 1), (1, 0), (1, 1)] == \
        cell_by_cell(columns, rows, [pygame.Rect(0, 0, 10, 10)])
    assert clear_cells(columns, rows, [pygame.Rect(5, 5, 0, 8)]) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert clear_cells(columns, rows, [pygame.Rect(5, 5, 10, 4)], first=True) == [(0, 1)]
