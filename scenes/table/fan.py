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
BELOW = 0.06  # the outer cards' lower corners may reach this part of a card's height below the fan's zone
FALLOFF = (1.0, 0.5, 0.25)  # how far the first, second, further neighbours are pushed


def _pose(rects: Sequence[Rect], step: float) -> list[tuple[Rect, float]]:
    n = len(rects)
    out = []
    for i, (x, y, w, h) in enumerate(rects):
        angle = round(-(i - (n - 1) / 2) * step * 2) / 2  # by half degrees: turned faces are cached per angle
        out.append(((x, y + ARC * h * (1 - math.cos(math.radians(angle))), w, h), angle))
    return out


def turned_box(rect: Rect, angle: float) -> Rect:
    """The upright box round ``rect`` turned by ``angle`` degrees about its middle (logical)."""
    x, y, w, h = rect
    a = math.radians(angle)
    tw = w * abs(math.cos(a)) + h * abs(math.sin(a))
    th = w * abs(math.sin(a)) + h * abs(math.cos(a))
    return (x + (w - tw) / 2, y + (h - th) / 2, tw, th)


def _bounds(posed: Sequence[tuple[Rect, float]]) -> tuple[float, float, float, float]:
    boxes = [turned_box(r, a) for r, a in posed]
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[0] + b[2] for b in boxes),
            max(b[1] + b[3] for b in boxes))


def fan(rects: Sequence[Rect], area: Rect) -> list[tuple[Rect, float]]:
    """The cards of a row (``rects``, left to right, inside ``area``) as a fan: each with its angle, the outer
    ones lower along an arc. The turned cards stay inside ``area`` (the plate and the status line lie above it,
    the window's edges beside it), but for the outer cards' lower corners (``BELOW`` of a card's height, blank
    paper): a fan too tall for it turns its cards less, one too wide draws its cards closer together."""
    n = len(rects)
    if n < 2:
        return [(r, 0.0) for r in rects]
    ax, ay, aw, ah = area[0] + 2, area[1] + 2, area[2] - 4, area[3] - 2  # clear of the plate when rounded to pixels
    room = ah + BELOW * max(r[3] for r in rects)
    step = min(STEP_DEG, SPREAD_DEG / (n - 1))
    posed = _pose(rects, step)
    while step > 0 and _bounds(posed)[3] - _bounds(posed)[1] > room + 0.5:
        step = max(0.0, step - 0.5)
        posed = _pose(rects, step)
    left, top, right, bottom = _bounds(posed)
    centres = [r[0] + r[2] / 2 for r, _ in posed]
    mid = (centres[0] + centres[-1]) / 2
    spread = centres[-1] - centres[0]
    k = 1.0
    if right - left > aw and spread > 0:  # closer together, so that the outer turned corners stay inside
        k = max(0.0, (spread - (right - left - aw)) / spread)
    dx = ax + aw / 2 - mid
    dy = ay + max(0.0, ah - (bottom - top)) / 2 - top
    return [((mid + (c - mid) * k - r[2] / 2 + dx, r[1] + dy, r[2], r[3]), a)
            for c, (r, a) in zip(centres, posed, strict=True)]


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
