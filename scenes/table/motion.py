"""Motion that explains: easing curves, a card's glide from where it was to where it goes (eased, its duration by
the distance, 200-500 ms at animation speed 1 and scaled by the speed), a card turning over (it narrows to its
edge and opens on the other side) and a token dropped on a card. Everything advances by the frame's ``dt`` from
the app's clock (never by wall time), so a headless run with the virtual clock plays it the same every time.
Speed 0 (the Animation setting "Off") makes every duration 0: things are where they go at once."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

Point = tuple[float, float]
Ease = Callable[[float], float]

PX_PER_MS = 2.2  # logical pixels per ms a glide's duration is measured by (before the clamp), at speed 1
MIN_MS = 200.0  # the shortest glide at speed 1 (a card moved a little still moves visibly) ...
MAX_MS = 500.0  # ... and the longest (a card crossing the table does not dawdle)
FLIP_MS = 300.0  # a card turning over, at speed 1
POP_MS = 320.0  # a token dropped on a card, at speed 1
STAGGER_MS = 40.0  # between the cards of a deal or of a pile moved at once, at speed 1 ...
STAGGER_MAX_MS = 280.0  # ... but the last starts no later than this after the first


def clamp01(t: float) -> float:
    return 0.0 if t <= 0 else 1.0 if t >= 1 else t


def ease_in_out_cubic(t: float) -> float:
    """Slow start, quick middle, soft landing: a card lifted, carried and set down."""
    t = clamp01(t)
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_cubic(t: float) -> float:
    """Quick start, soft landing: a card thrown onto the table."""
    t = clamp01(t)
    return 1 - (1 - t) ** 3


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: a token set down with a small bounce."""
    t = clamp01(t)
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def duration_ms(distance: float, speed: float) -> float:
    """How long a glide of ``distance`` logical pixels takes at animation ``speed`` (0: none)."""
    if speed <= 0 or distance <= 0:
        return 0.0
    return min(MAX_MS, max(MIN_MS, distance / PX_PER_MS)) * speed


def stagger_ms(index: int, count: int, speed: float) -> float:
    """When the ``index``-th of ``count`` cards moved together sets off (a deal, a pile picked up or burned)."""
    if speed <= 0 or count <= 1:
        return 0.0
    step = min(STAGGER_MS, STAGGER_MAX_MS / (count - 1))
    return index * step * speed


@dataclass
class Tween:
    """A glide from ``start`` to ``end`` in ``duration`` ms, eased."""

    start: Point
    end: Point
    duration: float
    elapsed: float = 0.0
    ease: Ease = ease_in_out_cubic

    @classmethod
    def between(cls, start: Point, end: Point, speed: float, ease: Ease = ease_in_out_cubic) -> Tween:
        return cls(start, end, duration_ms(math.dist(start, end), speed), ease=ease)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def at(self) -> Point:
        if self.done:
            return self.end
        k = self.ease(self.elapsed / self.duration)
        return (self.start[0] + (self.end[0] - self.start[0]) * k, self.start[1] + (self.end[1] - self.start[1]) * k)

    def advance(self, dt_ms: float) -> Point:
        self.elapsed += max(0.0, dt_ms)
        return self.at()

    def retarget(self, end: Point) -> None:
        """The goal moved while on the way (the stage raised, the window resized): the glide keeps its time."""
        self.end = end


@dataclass
class Flip:
    """A card turning over: the side it showed (``before``; None: its back) narrows to its edge, then the other
    side opens."""

    before: str | None
    duration: float
    elapsed: float = 0.0

    @classmethod
    def at_speed(cls, before: str | None, speed: float) -> Flip:
        return cls(before, FLIP_MS * speed)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else clamp01(self.elapsed / self.duration)

    @property
    def first_half(self) -> bool:
        """The side it showed is still in sight (narrowing)."""
        return self.progress < 0.5

    def width(self) -> float:
        """The card's width as a share of its own: 1, down to its edge at the half, 1 again."""
        return max(0.04, abs(math.cos(math.pi * ease_in_out_cubic(self.progress))))

    def lift(self) -> float:
        """How far the card rises while turning (a share of its height): it is picked up a little."""
        return 0.06 * math.sin(math.pi * self.progress)

    def advance(self, dt_ms: float) -> None:
        self.elapsed += max(0.0, dt_ms)


@dataclass
class Pop:
    """A token set down on a card: it comes from above, larger, and settles with a small bounce."""

    duration: float
    elapsed: float = 0.0

    @classmethod
    def at_speed(cls, speed: float) -> Pop:
        return cls(POP_MS * speed)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def scale(self) -> float:
        t = 1.0 if self.duration <= 0 else self.elapsed / self.duration
        return 1.7 - 0.7 * ease_out_back(t)

    def advance(self, dt_ms: float) -> None:
        self.elapsed += max(0.0, dt_ms)
