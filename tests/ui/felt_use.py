"""How a table uses its felt (issue 39 §2.1, seats arranged so that 2-4 players fill the table), measured on the
last frame drawn, in window pixels: the felt (the window left of the sidebar), the middle of the table (its mats)
and each seat's block (its areas). A game's own tests say what its tables must meet."""

from __future__ import annotations

import pygame

from scenes.table.table import TableScene


def felt(table: TableScene) -> pygame.Rect:
    """The felt the table lays its zones on: the window left of the sidebar."""
    app = table.app
    right = app.viewport.point(table.sidebar.left, 0)[0]
    return pygame.Rect(0, 0, right, app.screen.get_height())


def middle(table: TableScene) -> pygame.Rect:
    """The middle of the table: the box round its mats."""
    mats = table.painter.ground.mat_rects
    assert mats, "no mat drawn"
    return mats[0].unionall(mats[1:])


def block(table: TableScene, seat: int) -> pygame.Rect:
    """A seat's block: the box round its areas."""
    areas = [r for owner, r in table.painter.ground.seat_areas if owner == seat]
    assert areas, f"seat {seat} has no area"
    return areas[0].unionall(areas[1:])


def tallest_zone(table: TableScene, seat: int) -> int:
    """The height of the tallest of a seat's zones (window pixels)."""
    return max(table.board.zone_rect(z.id).h for z in table.model.zones
               if z.owner == seat and z.id in table.board.layout.zones)
