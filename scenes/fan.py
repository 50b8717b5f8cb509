"""The own hand as a fan: each card turned a little (about 5 degrees from the next) and lowered along an arc; the
card under the pointer rises, straightens and pushes its neighbours aside (as in Slay the Spire). Pure geometry
(logical rects, degrees counter-clockwise like ``pygame.transform.rotate``) and the hit test of a turned card."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

Rect = tuple[float, float, float, float]
ScreenRect = pygame.Rect | tuple[int, int, int, int]
STEP_DEG = 5.0  # between neighbouring cards
SPREAD_DEG = 24.0  # the whole fan turns no more than this (a long hand turns each card less)
ARC = 2.0  # the arc's radius in card heights: the outer cards lie lower
HOVER_LIFT = 0.12  # the hovered card rises by this part of its height
PUSH = 0.4  # and pushes its neighbours aside by up to this part of a card's width
FALLOFF = (1.0, 0.5, 0.25)  # how far the first, second, further neighbours are pushed


def fan(rects: Sequence[Rect], top: float, bottom: float) -> list[tuple[Rect, float]]:
    """The cards of a row (``rects``, left to right) as a fan: each with its angle, the outer ones lower along
    an arc; the fan is raised as far as its turned corners would reach below ``bottom`` (its zone's edge), but no
    card above ``top`` (the plate and the status line lie over it)."""
    n = len(rects)
    if n < 2:
        return [(r, 0.0) for r in rects]
    step = min(STEP_DEG, SPREAD_DEG / (n - 1))
    posed = []
    for i, (x, y, w, h) in enumerate(rects):
        angle = -(i - (n - 1) / 2) * step
        posed.append(((x, y + ARC * h * (1 - math.cos(math.radians(angle))), w, h), angle))
    lowest = max(y + h / 2 + w / 2 * abs(math.sin(math.radians(a))) + h / 2 * math.cos(math.radians(a))
                 for (_, y, w, h), a in posed)
    raise_by = min(max(0.0, lowest - bottom), max(0.0, min(r[1] for r, _ in posed) - top))
    return [((x, y - raise_by, w, h), a) for (x, y, w, h), a in posed]


def hover_shift(index: int, hovered: int, rects: Sequence[Rect]) -> tuple[float, float]:
    """How far (logical dx, dy) the card at ``index`` of a fan moves while the card at ``hovered`` is under the
    pointer: that one up, its neighbours aside (less the farther they are; more where the cards overlap)."""
    x, _, w, h = rects[index]
    if index == hovered:
        return 0.0, -HOVER_LIFT * h
    step = abs(rects[min(hovered + 1, len(rects) - 1)][0] - rects[max(hovered - 1, 0)][0]) / (
        2 if 0 < hovered < len(rects) - 1 else 1)
    overlap = max(0.0, w - step)
    push = min(PUSH * w, overlap + 0.1 * w)
    d = abs(index - hovered)
    sign = 1.0 if index > hovered else -1.0
    return sign * push * FALLOFF[min(d, len(FALLOFF)) - 1], 0.0


def corners(rect: ScreenRect, angle: float) -> list[tuple[float, float]]:
    """The corners of ``rect`` (window pixels) turned by ``angle`` degrees about its middle."""
    x, y, w, h = rect
    cx, cy = x + w / 2, y + h / 2
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    out = []
    for px, py in ((x, y), (x + w, y), (x + w, y + h), (x, y + h)):
        dx, dy = px - cx, py - cy
        out.append((cx + dx * ca + dy * sa, cy - dx * sa + dy * ca))  # counter-clockwise on a y-down screen
    return out


def inside(point: tuple[float, float], rect: ScreenRect, angle: float) -> bool:
    """Whether ``point`` lies on ``rect`` turned by ``angle`` degrees about its middle (what is drawn)."""
    x, y, w, h = rect
    cx, cy = x + w / 2, y + h / 2
    a = math.radians(angle)
    dx, dy = point[0] - cx, point[1] - cy
    lx = dx * math.cos(a) - dy * math.sin(a)  # turned back into the card's own frame
    ly = dx * math.sin(a) + dy * math.cos(a)
    return abs(lx) <= w / 2 and abs(ly) <= h / 2
