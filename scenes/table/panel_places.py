"""The cells of a grid of places a panel may stand (window pixels) that meet none of a list of rects: a prompt
tries a grid of several thousand places with each hand-over at eight players (:meth:`StepPrompt.clear_places`)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def clear_cells(columns: Sequence[tuple[int, int]], rows: Sequence[tuple[int, int]], rects: Sequence[pygame.Rect],
                first: bool = False) -> list[tuple[int, int]]:
    """Each cell (column index, row index), column by column, whose rect ``(x, y, w, h)`` -- its column's ``(x, w)``
    and its row's ``(y, h)`` -- collides with none of ``rects`` as :meth:`pygame.Rect.collidelist` decides; ``first``:
    the first such cell only. A rect meets a cell where it meets its column across and its row down (and neither
    has no size), so each rect's rows are found at once for the columns it meets, not cell by cell."""
    across = [pygame.Rect(x, 0, w, 1) for x, w in columns]
    down = [pygame.Rect(0, y, 1, h) for y, h in rows]
    spans_x = [pygame.Rect(r.x, 0, r.w, 1) for r in rects]
    spans_y = [pygame.Rect(0, r.y, 1, r.h) for r in rects]
    rows_met: dict[int, int] = {}  # a rect -> the rows it meets, as the bits of a number (row j: bit j)
    out: list[tuple[int, int]] = []
    every = (1 << len(rows)) - 1
    for i, column in enumerate(across):
        met = 0
        for k in column.collidelistall(spans_x):
            found = rows_met.get(k)
            if found is None:
                found = rows_met[k] = sum(1 << j for j in spans_y[k].collidelistall(down))
            met |= found
        free = every & ~met
        if not free:
            continue
        if first:
            return [(i, (free & -free).bit_length() - 1)]
        out += [(i, j) for j in range(free.bit_length()) if free >> j & 1]
    return out
