"""A layer drawn as a base image and a list of steps, each clipped to its own region: when the steps change, only
the regions of the steps that came, went or changed are drawn anew (the base, then every step over them, clipped
to them, in order), so that a new table model redraws a few seat plates and the log rather than the whole
table, pixel for pixel the picture a whole redraw makes. (Each region drawn anew is right on its own: where two
overlap, the later draws the same pixels again.)"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from itertools import pairwise
from typing import NamedTuple

import pygame

FULL_SHARE = 0.6
"""When the regions to draw anew cover more than this part of the layer, it is drawn whole."""
MANY_AREAS = 64
"""When more regions than this are to be drawn anew, the layer is drawn whole."""


class Step(NamedTuple):
    """A part of a layer (a named tuple: a table frame makes one per card at rest, and a frozen dataclass took
    several times as long to make)."""

    key: Hashable
    """Everything the step shows, beyond the layer's base key: steps with equal keys and regions draw the same
    pixels."""
    region: pygame.Rect
    """The only pixels the step draws on (it is drawn clipped to them): what it may reach at most."""
    draw: Callable[[pygame.Surface], object]
    """Draws the step onto the layer; what it returns is the step's result (kept while the step is unchanged)."""


Ident = tuple[Hashable, tuple[int, int, int, int]]


def window_format(size: tuple[int, int]) -> pygame.Surface:
    """A new surface in the window's pixel format, as ``pygame.Surface(size).convert()`` makes it without making
    and copying a surface first (a window-sized one took 1-2 ms more)."""
    shown = pygame.display.get_surface()
    return pygame.Surface(size, 0, shown) if shown is not None else pygame.Surface(size).convert()


class Layer:
    """A reused surface showing a base image with steps drawn over it (see the module's docstring)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._base_key: Hashable = None
        self._drawn: list[Ident] = []
        self._index: dict[Ident, int] = {}  # each step of the last paint -> its place in :attr:`_drawn`
        self._unique = True  # no two steps of the last paint alike
        self._kept_results: list[object] = []  # each step's result, as :attr:`_drawn`
        self.dirty: list[pygame.Rect] | None = None
        """The parts of the layer the last :meth:`paint` drew anew (None: all of it)."""

    def forget(self) -> None:
        """Draw the next :meth:`paint` whole."""
        self._base_key = None

    def release(self) -> None:
        self.surface, self._base_key, self._drawn, self.dirty = None, None, [], None
        self._index, self._unique, self._kept_results = {}, True, []

    def paint(self, base: pygame.Surface, base_key: Hashable, steps: Sequence[Step],
              base_changed: Sequence[pygame.Rect] | None = ()) -> list[object]:
        """Show ``base`` (whose look ``base_key`` stands for) with ``steps`` over it; each step's result.
        ``base_changed``: where the base changed since the last paint (None: anywhere)."""
        ids: list[Ident] = [(step.key, tuple(step.region)) for step in steps]  # type: ignore[misc]
        index = dict(zip(ids, range(len(ids)), strict=True))  # (each step's key hashed once here, once below: long tuples)
        size = base.get_size()
        if self.surface is None or self.surface.get_size() != size:
            self.surface = window_format(size)
            self._base_key = None
        surface = self.surface
        before: list[int | None] = []  # each step's place in the last paint (None: a new step)
        dirty = None
        if base_key == self._base_key and base_changed is not None:
            before = [self._index.get(ident) for ident in ids]
            dirty = self._dirty(ids, len(index) == len(ids), before, surface.get_rect(), base_changed)
        results: list[object] = []
        try:
            if dirty is None:
                surface.set_clip(None)
                surface.blit(base, (0, 0))
                for step in steps:
                    surface.set_clip(step.region)
                    results.append(step.draw(surface))
            else:
                drawn: dict[int, object] = {}
                bounds = surface.get_rect()
                regions = [step.region for step in steps]
                for area in dirty:
                    surface.set_clip(None)
                    surface.blit(base, area, area)
                    for i in area.collidelistall(regions):  # (in order: the steps the area meets, found at once)
                        step = steps[i]
                        clip = step.region.clip(area)
                        if clip.w and clip.h:
                            surface.set_clip(clip)
                            out = step.draw(surface)
                            if before[i] is None and clip == step.region.clip(bounds):
                                drawn[i] = out  # a new step (its region is an area): its result, drawn whole
                kept = self._kept_results
                results = [drawn[i] if i in drawn else None if j is None else kept[j] for i, j in enumerate(before)]
        finally:
            surface.set_clip(None)
        self._base_key, self._drawn, self.dirty = base_key, ids, dirty
        self._index, self._unique, self._kept_results = index, len(index) == len(ids), results
        return results

    def show_base(self, base: pygame.Surface, changed: Sequence[pygame.Rect]) -> list[pygame.Rect]:
        """Where ``base`` changed (``changed``) and no step of the last :meth:`paint` reaches, show it anew now:
        the picture there is the base alone. The rest of ``changed``, which the next paint must draw, returned."""
        surface = self.surface
        if surface is None or surface.get_size() != base.get_size() or self._base_key is None:
            return list(changed)
        regions = [pygame.Rect(r) for _, r in self._drawn]
        left = []
        for r in changed:
            if r.collidelist(regions) < 0:
                surface.blit(base, r, r)
            else:
                left.append(r)
        return left

    def _dirty(self, ids: list[Ident], unique: bool, before: list[int | None], bounds: pygame.Rect,
               base_changed: Sequence[pygame.Rect]) -> list[pygame.Rect] | None:
        """The areas to draw anew: where the base changed and the regions of the steps that went and came, joined
        where that draws little more (None: draw all, the steps kept having changed order, or most of the layer
        changing). ``before``: each step's place in the last paint (None: new)."""
        if not unique or not self._unique:
            return None
        kept = [j for j in before if j is not None]
        if any(b <= a for a, b in pairwise(kept)):  # (the kept steps in another order)
            return None
        stayed = set(kept)
        areas = [r.clip(bounds) for r in base_changed]
        areas += [pygame.Rect(r).clip(bounds) for j, (_, r) in enumerate(self._drawn) if j not in stayed]
        areas += [pygame.Rect(ident[1]).clip(bounds) for ident, j in zip(ids, before, strict=True) if j is None]
        if len(areas) > MANY_AREAS:
            return None
        kept_areas = merge([a for a in areas if a.w and a.h])
        if sum(a.w * a.h for a in kept_areas) > FULL_SHARE * bounds.w * bounds.h:
            return None
        return kept_areas


def merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with two that overlap joined into their union where it is no larger than the two together
    (a rect within another, a row of a fan's cards), until no more are."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        joined = True
        while joined:
            joined = False
            for other in out:
                if r.colliderect(other):
                    union = r.union(other)
                    if union.w * union.h <= r.w * r.h + other.w * other.h:
                        r = union
                        out.remove(other)
                        joined = True
                        break
        out.append(r)
    return out


def put(surface: pygame.Surface, img: pygame.Surface, at: pygame.Rect) -> pygame.Rect:
    """Blit ``img`` at ``at``; the part of the surface it covers whatever the surface's clip (a step clipped to
    a part of its region lays out the rest as a whole drawing would: ``blit`` reports only what it drew)."""
    surface.blit(img, at)
    return at.clip(surface.get_rect())
