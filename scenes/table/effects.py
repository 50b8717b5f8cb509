"""What is drawn over the table for a moment, vector-drawn (no image assets): a card turning over, a token
flying to the round's winner and ringing on their plate, a burst where a pile lands on a common stack (a pile
burned), a flourish for the game's winner. Timed by the frame's ``dt`` (:mod:`scenes.table.motion`), in logical
coordinates, drawn in window pixels."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from scenes.table.motion import Flip, Point, Tween, clamp01, duration_ms, ease_out_cubic

if TYPE_CHECKING:
    from scenes.table.board import Sprite
    from scenes.ui.viewport import Viewport

Colour = tuple[int, int, int]

TOKEN_D = 40.0  # logical diameter of a flying token
RING_MS = 420.0  # the ring a token makes where it lands, at speed 1
BURST_MS = 650.0  # a burst where a pile lands, at speed 1
FLOURISH_MS = 1300.0  # the game winner's flourish, at speed 1
FLOURISH_R, FLOURISH_GAP = 100.0, 24.0  # its bursts' reach, and their room from the title (logical)
WATCH_MS = 1500.0  # a pile that has not landed this long after it set off (the next move came first): no mark
GOLD: Colour = (236, 190, 72)
GOLD_DARK: Colour = (150, 104, 28)
WARM_WHITE: Colour = (255, 244, 214)
EMBER: Colour = (240, 120, 48)
GOLDEN_ANGLE = math.pi * (3 - math.sqrt(5))  # spreads sparks evenly without randomness (runs stay repeatable)


def turning_face(s: Sprite) -> str | None:
    """The side of a card turning over that is in sight: the one it showed, then the other."""
    assert s.flip is not None, "only a card turning over"
    return s.flip.before if s.flip.first_half else s.card.face


def draw_turning(surface: pygame.Surface, flip: Flip, img: pygame.Surface, r: pygame.Rect) -> None:
    """``img`` (the side in sight, at the card's size ``r``) narrowed about the card's middle and raised a little."""
    w = max(1, round(r.w * flip.width()))
    lift = round(r.h * flip.lift())
    narrowed = img if w == r.w else pygame.transform.scale(img, (w, r.h))
    surface.blit(narrowed, (r.centerx - w // 2, r.y - lift))


@dataclass
class Flight:
    """A token flying from ``tween.start`` to ``tween.end`` in an arc, after ``delay``; then it rings there."""

    tween: Tween
    delay: float
    ring_ms: float
    ring: float = 0.0  # ms since it landed

    @property
    def done(self) -> bool:
        return self.tween.done and self.ring >= self.ring_ms

    def update(self, dt: float) -> None:
        if self.delay > 0:
            self.delay -= dt
            return
        if not self.tween.done:
            self.tween.advance(dt)
        else:
            self.ring += dt


@dataclass
class Burst:
    """Rays and sparks thrown out from ``centre`` (logical), fading; after ``delay``."""

    centre: Point
    radius: float  # logical reach of the rays
    duration: float
    colours: tuple[Colour, Colour]
    rays: int = 12
    delay: float = 0.0
    glow: bool = False  # a soft glow behind (the game's winner)
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        if self.delay > 0:
            self.delay -= dt
        else:
            self.elapsed += dt


@dataclass
class Watch:
    """A burst to throw at ``centre`` once every card of ``uids`` has come to rest (a pile landed)."""

    centre: Point
    radius: float
    uids: frozenset[str]
    speed: float
    age: float = 0.0  # ms since the pile set off: past WATCH_MS it is let go unmarked (moved on meanwhile)


def _never() -> bool:
    return False


@dataclass
class Effects:
    """The effects under way. ``reduced``: whether motion is reduced now (the setting, or the desktop's wish): then
    no token flies, no burst or flourish is thrown (asked at each effect, so a change holds at once)."""

    reduced: Callable[[], bool] = _never
    flights: list[Flight] = field(default_factory=list)
    bursts: list[Burst] = field(default_factory=list)
    watches: list[Watch] = field(default_factory=list)
    _token: dict[int, pygame.Surface] = field(default_factory=dict)

    def active(self) -> bool:
        return bool(self.flights or self.bursts or self.watches)

    def clear(self) -> None:
        self.flights, self.bursts, self.watches = [], [], []

    def fly_token(self, start: Point, end: Point, speed: float, delay: float = 0.0) -> None:
        """A token (a point won) flies from ``start`` to ``end`` and rings there (none at speed 0)."""
        if speed > 0 and not self.reduced():
            tween = Tween(start, end, max(duration_ms(math.dist(start, end), speed), 420.0 * speed))
            self.flights.append(Flight(tween, delay * speed, RING_MS * speed))

    def burst(self, centre: Point, radius: float, speed: float, colours: tuple[Colour, Colour] = (GOLD, WARM_WHITE),
              rays: int = 12, delay: float = 0.0, glow: bool = False, duration: float = BURST_MS) -> None:
        if speed > 0 and not self.reduced():
            self.bursts.append(Burst(centre, radius, duration * speed, colours, rays, delay * speed, glow))

    def mark_when_landed(self, centre: Point, radius: float, uids: frozenset[str], speed: float) -> None:
        """A burst at ``centre`` once the cards ``uids`` all rest (a pile put on a common stack: burned)."""
        if speed > 0 and not self.reduced():
            self.watches.append(Watch(centre, radius, uids, speed))

    def flourish(self, centre: Point, speed: float, clear: float = 0.0) -> None:
        """The game winner's flourish: a glowing burst on each side of ``centre``, ``clear`` away from it (the
        title's half width: it burst over "Game over — Ben wins!"), and a smaller one further out."""
        for i, side in enumerate((-1.0, 1.0)):
            x = centre[0] + side * (clear + FLOURISH_GAP + FLOURISH_R)
            self.burst((x, centre[1]), FLOURISH_R, speed, (GOLD, WARM_WHITE), rays=14, glow=True, delay=120.0 * i,
                       duration=FLOURISH_MS)
            self.burst((x + side * FLOURISH_R * 1.1, centre[1] + 10), FLOURISH_R * 0.6, speed, (WARM_WHITE, GOLD),
                       rays=10, delay=260.0 + 160.0 * i, duration=FLOURISH_MS * 0.6)

    def update(self, dt: float, moving: frozenset[str] = frozenset()) -> None:
        for flight in self.flights:
            flight.update(dt)
        for burst in self.bursts:
            burst.update(dt)
        for watch in list(self.watches):
            watch.age += dt
            if not watch.uids & moving:
                self.burst(watch.centre, watch.radius, watch.speed, (EMBER, GOLD), rays=14)
            elif watch.age < WATCH_MS * watch.speed:
                continue
            self.watches.remove(watch)
        self.flights = [f for f in self.flights if not f.done]
        self.bursts = [b for b in self.bursts if not b.done]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, vp: Viewport) -> None:
        for burst in self.bursts:
            if burst.delay <= 0:
                draw_burst(surface, vp, burst)
        for flight in self.flights:
            if flight.delay <= 0:
                self.draw_flight(surface, vp, flight)

    def draw_flight(self, surface: pygame.Surface, vp: Viewport, flight: Flight) -> None:
        tween = flight.tween
        x, y = tween.at()
        k = clamp01(tween.elapsed / tween.duration) if tween.duration > 0 else 1.0
        top = min(tween.start[1], tween.end[1]) - vp.bounds[1] - TOKEN_D  # the arc keeps it in the window
        arc = math.sin(math.pi * k) * max(0.0, min(160.0, 0.3 * math.dist(tween.start, tween.end), top))
        d = vp.px(TOKEN_D * (1 + 0.35 * math.sin(math.pi * k)))  # nearer the eye in the middle of its flight
        cx, cy = vp.point(x, y - arc)
        if tween.done:  # landed: a ring spreads from it and it fades with it
            t = clamp01(flight.ring / flight.ring_ms) if flight.ring_ms > 0 else 1.0
            alpha = round(255 * (1 - t))
            r = round(d / 2 + vp.px(36) * ease_out_cubic(t))
            ring = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*GOLD, alpha), (r + 2, r + 2), r, width=max(2, vp.px(4)))
            surface.blit(ring, (cx - r - 2, cy - r - 2))
            token = self.token(d).copy()
            token.set_alpha(alpha)
        else:
            token = self.token(d)
        surface.blit(token, token.get_rect(center=(cx, cy)))

    def token(self, d: int) -> pygame.Surface:
        """A gold token with a star, ``d`` pixels across; cached."""
        img = self._token.get(d)
        if img is None:
            img = pygame.Surface((d, d), pygame.SRCALPHA)
            c = d // 2
            pygame.draw.circle(img, GOLD_DARK, (c, c), c)
            pygame.draw.circle(img, GOLD, (c, c), max(1, c - max(1, d // 12)))
            pygame.draw.circle(img, (250, 218, 120), (c - d // 8, c - d // 8), max(1, d // 6))  # a gleam
            pygame.draw.polygon(img, WARM_WHITE, star(c, c, d * 0.3, d * 0.13))
            pygame.draw.polygon(img, GOLD_DARK, star(c, c, d * 0.3, d * 0.13), width=1)
            if len(self._token) > 16:
                self._token.clear()
            self._token[d] = img
        return img


def star(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> list[tuple[float, float]]:
    """The corners of a star about (cx, cy), a point upwards."""
    return [(cx + (outer if i % 2 == 0 else inner) * math.sin(math.pi * i / points),
             cy - (outer if i % 2 == 0 else inner) * math.cos(math.pi * i / points)) for i in range(2 * points)]


def draw_burst(surface: pygame.Surface, vp: Viewport, burst: Burst) -> None:
    """Rays growing out from the centre and fading, sparks thrown further, a glow behind (the game's winner)."""
    t = clamp01(burst.elapsed / burst.duration) if burst.duration > 0 else 1.0
    reach = vp.px(burst.radius)
    size = 2 * reach + 8
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    fade = 1 - t
    grow = ease_out_cubic(t)
    if burst.glow:
        for i in range(6, 0, -1):
            r = round(reach * 0.55 * i / 6 * (0.6 + 0.4 * grow))
            pygame.draw.circle(layer, (*burst.colours[0], round((20 + 22 * (6 - i)) * fade)), (c, c), r)
    width = max(2, vp.px(4 * fade + 1))
    for i in range(burst.rays):
        a = 2 * math.pi * i / burst.rays + 0.25 * t
        long = i % 2 == 0
        r1 = reach * grow * (1.0 if long else 0.7)
        r0 = r1 * (0.25 + 0.5 * t)
        colour = burst.colours[0] if long else burst.colours[1]
        pygame.draw.line(layer, (*colour, round(235 * fade)), (c + r0 * math.cos(a), c + r0 * math.sin(a)),
                         (c + r1 * math.cos(a), c + r1 * math.sin(a)), width)
    for i in range(burst.rays * 2):  # sparks: spread by the golden angle, each at its own reach
        a = i * GOLDEN_ANGLE
        far = reach * grow * (0.45 + 0.55 * ((i * 0.618) % 1.0))
        dot = max(1, round(vp.px(5) * fade * (0.6 + 0.4 * (i % 3) / 2)))
        pygame.draw.circle(layer, (*burst.colours[i % 2], round(255 * fade)),
                           (round(c + far * math.cos(a)), round(c + far * math.sin(a))), dot)
    cx, cy = vp.point(*burst.centre)
    surface.blit(layer, (cx - c, cy - c))
