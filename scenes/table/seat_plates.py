"""Seat plates: each seat's nameplate at the top of its main zone, as wide as what it shows (never a bar across
the zone): the seat's disc, its name in the seat's colour, status icons
(protected, out, start player, dealer, hand shown, finishing place, a remote player connected or away with the
minutes left to rejoin), the cards in hand and the points as pips
of the target ("2 of 4 ♥"); a seat out of the round is dimmed. Also the arrow from a move to the seats it aims
at. Every icon is drawn here from vector shapes (no external art)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache, partial
from typing import TYPE_CHECKING

import pygame

from game.engine import SeatView, TableModel
from game.i18n import tr
from scenes.table.layers import Step, put
from scenes.ui.seat_marks import draw_shape, seat_colour, seat_disc, seat_glyph, seat_initial
from scenes.ui.text_fit import base_px, grown_px, strip_px
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from scenes.table.board import Board
    from scenes.ui.context import UI

RGB = tuple[int, int, int]
PLATE_H = 24.0  # logical height of a plate: the label strip of the zone (scenes.table.board.LABEL_H)
PIPS_MAX = 10  # more points than this are written as "7 / 12"
DIM_ALPHA = 120


def plate_zones(model: TableModel, layout_zones: Iterable[str]) -> dict[int, str]:
    """seat -> the zone its plate sits on: the first zone of the model that the seat owns and the layout has."""
    known = set(layout_zones)
    out: dict[int, str] = {}
    for zone in model.zones:
        if zone.owner is not None and zone.id in known:
            out.setdefault(zone.owner, zone.id)
    return out


def dimmed_zones(model: TableModel) -> frozenset[str]:
    """The zones of seats out of the round (their cards are drawn subdued)."""
    dim = {s.seat for s in model.seats if s.dimmed}
    return frozenset(z.id for z in model.zones if z.owner in dim)


def plate_rect(board: Board, zone_id: str) -> pygame.Rect:
    r = board.zone_rect(zone_id)
    if board.text_scale > 1:  # a taller strip: down to where the zone's cards begin, rounded as they are
        x, y, w, h = board.layout.zones[zone_id].rect
        return pygame.Rect(r.x, r.y, r.w, min(r.h, board.viewport.rect((x, y, w, board.label_height(zone_id))).h))
    return pygame.Rect(r.x, r.y, r.w, min(r.h, board.viewport.px(board.label_height(zone_id))))


def dim(surface: pygame.Surface, rect: pygame.Rect, radius: int = 0) -> None:
    """Darken ``rect`` of ``surface`` (a seat out of the round)."""
    surface.blit(_shade(rect.size, radius), rect.topleft)


@lru_cache(maxsize=64)
def _shade(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The translucent dark rounded rectangle :func:`dim` lays over a seat's zone or card (made once per size)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, DIM_ALPHA), shade.get_rect(), border_radius=radius)
    return shade


# --------------------------------------------------------------------------------------------- the plate


def draw_plate(surface: pygame.Surface, ui: UI, rect: pygame.Rect, seat: SeatView,
               viewer: int | None, current: bool = False) -> list[pygame.Rect]:
    """The plate of ``seat`` in ``rect``: a walnut pill rimmed in the seat's colour, led by the seat's disc (its
    shape on its colour, like a portrait's token); name and icons from the left, points and cards from the right;
    gold-rimmed and glowing while it is the seat's turn. The rects of what it wrote at each end (what nothing
    drawn over the plate may cover)."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    colour = seat_colour(seat, pal)
    text = pal.text_dim if seat.dimmed else pal.text
    _draw_plate_body(surface, rect, rect.h // 2, colour if not seat.dimmed else pal.disabled, pal.panel,
                     pal.accent if current else None, max(1, vp.px(2)))
    pad, size = vp.px(6), max(8, icon_strip(ui, rect.h) - vp.px(8))
    cy = rect.centery
    right = end = rect.right - pad - rect.h // 4
    right = _draw_points(surface, ui, seat, right, cy, size, text)
    if seat.cards is not None:
        right = _draw_card_count(surface, ui, seat.cards, right, cy, size, text) - pad
    x = draw_disc(surface, ui, seat, rect).right + vp.px(4)
    icons = [*(("place",) if seat.place is not None else ()), *seat.icons]
    name = tr("{name} (you)", name=seat.name) if seat.seat == viewer else seat.name
    px = strip_px(fonts, vp.px(15), rect.h)
    clock = _rejoin_clock(ui, seat)
    room = right - x - sum(size + 2 * badge_overhang(ui, icon, size, seat.place) + vp.px(3) for icon in icons) \
        - (clock.get_width() + vp.px(3) if clock else 0) - pad
    px = grown_px(fonts, name, px, max(vp.px(20), room), bold=True)  # (a larger text size: as large as fits)
    img = fonts.text(fonts.fit(name, px, max(vp.px(20), room), bold=True), px,
                     pal.text_dim if seat.dimmed else colour, bold=True)
    x = put(surface, img, img.get_rect(midleft=(x, cy))).right + vp.px(5)
    for icon in icons:
        over = badge_overhang(ui, icon, size, seat.place)  # (a badge's disc wider than its box: clear of the name)
        if x + size + 2 * over > right:
            break
        draw_icon(surface, ui, icon, pygame.Rect(x + over, cy - size // 2, size, size), seat.place)
        x += size + 2 * over + vp.px(3)
        if icon == "away" and clock is not None and x + clock.get_width() <= right:
            x = put(surface, clock, clock.get_rect(midleft=(x, cy))).right + vp.px(3)
    ends = [pygame.Rect(rect.x, rect.y, x - rect.x, rect.h)]
    if end > right:
        ends.append(pygame.Rect(right, rect.y, end - right, rect.h))
    return ends


DISC = 1.4  # the disc's diameter: this many times the plate's height (it stands out of the plate, an avatar)
DISC_TEXT = 0.66  # the initial's size: this part of the disc's diameter


def disc_radius(plate_h: int) -> int:
    """The radius of the disc at the left end of a plate ``plate_h`` pixels high."""
    return round(plate_h * DISC / 2)


def draw_disc(surface: pygame.Surface, ui: UI, seat: SeatView, plate: pygame.Rect) -> pygame.Rect:
    """The seat's avatar at the left end of its plate: the disc the move feed shows for the seat (its colour, its
    initial), larger than the plate is high so that the initial reads at the smallest window; its rect."""
    pal = ui.palette
    colour = pal.disabled if seat.dimmed else seat_colour(seat, pal)
    r = disc_radius(plate.h)
    px = max(8, round(2 * r * DISC_TEXT))
    img = seat_disc(ui.fonts, colour, seat_initial(seat), r, px)
    at = img.get_rect(center=(plate.x + plate.h // 2, plate.centery))
    surface.blit(img, at)
    return pygame.Rect(plate.x, plate.y, max(plate.h, at.right - plate.x), plate.h)


def plate_width(ui: UI, height: int, seat: SeatView, viewer: int | None) -> int:
    """How wide the plate of ``seat`` is at ``height`` pixels: as wide as what it shows (disc, name, icons, cards
    in hand, points), so that it reads as a seat's nameplate, not as a bar across its zone."""
    vp, fonts = ui.viewport, ui.fonts
    pad, size = vp.px(6), max(8, icon_strip(ui, height) - vp.px(8))
    width = height // 2 + disc_radius(height) + vp.px(4) + pad + height // 4  # the disc, the rounded right end
    name = tr("{name} (you)", name=seat.name) if seat.seat == viewer else seat.name
    width += fonts.font(strip_px(fonts, vp.px(15), height), bold=True).size(name)[0] + vp.px(5)
    icons = [*(("place",) if seat.place is not None else ()), *seat.icons]
    width += sum(size + 2 * badge_overhang(ui, icon, size, seat.place) + vp.px(3) for icon in icons)
    clock = _rejoin_clock(ui, seat)
    width += clock.get_width() + vp.px(3) if clock is not None else 0
    if seat.cards is not None:
        digits = fonts.font(strip_px(fonts, vp.px(15), size + vp.px(8)), bold=True).size(str(seat.cards))[0]
        width += digits + vp.px(3) + max(5, size * 5 // 8) + pad
    if seat.points is not None:
        if seat.target is not None and seat.target <= PIPS_MAX:
            width += seat.target * (max(6, size * 3 // 4) + vp.px(2)) + vp.px(4)
        else:
            label = f"{seat.points} / {seat.target}" if seat.target is not None else str(seat.points)
            width += fonts.font(strip_px(fonts, vp.px(15), size + vp.px(8)), bold=True).size(label)[0]
            width += size * 3 // 4 + vp.px(8)
    return width + pad


def compact_rect(ui: UI, strip: pygame.Rect, seat: SeatView, viewer: int | None) -> pygame.Rect:
    """The plate of ``seat`` in its zone's label ``strip``: as wide as it needs (never wider than the strip),
    centred in it, over the seat's cards (a status line in the strip stands right of it,
    scenes.table.table_hints.status_rect)."""
    w = min(strip.w, plate_width(ui, strip.h, seat, viewer))
    return pygame.Rect(strip.centerx - w // 2, strip.y, w, strip.h)


def icon_strip(ui: UI, height: int) -> int:
    """The height the plate's icons, pips and counts are drawn to in a plate ``height`` pixels high: the plate's
    height at 100 % text (a larger text size gives the name the room: as large as fits, never cut where 100 %
    showed it whole)."""
    return min(height, ui.viewport.px(PLATE_H))


def plate_step(ui: UI, rect: pygame.Rect, seat: SeatView, viewer: int | None, current: bool) -> Step:
    """The plate of ``seat`` as a step of the table's background (:mod:`scenes.table.layers`): its result is
    :func:`draw_plate`'s."""
    reach = max(1, ui.viewport.px(2)) * 8 + ui.viewport.px(8)  # the shadow or glow round the wood, and a margin
    return Step(("plate", repr(seat), viewer, current), rect.inflate(reach, reach),
                partial(draw_plate, ui=ui, rect=rect, seat=seat, viewer=viewer, current=current))


def _rejoin_clock(ui: UI, seat: SeatView) -> pygame.Surface | None:
    """The minutes a remote player who dropped has left to take their seat back, written after the "away" icon."""
    if seat.rejoin_min is None or "away" not in seat.icons:
        return None
    return ui.fonts.text(tr("{n} min", n=seat.rejoin_min), max(12, ui.viewport.px(13)), ui.palette.text_dim)


def _draw_plate_body(surface: pygame.Surface, rect: pygame.Rect, radius: int, colour: RGB, panel: RGB,
                     glow: RGB | None, line: int) -> None:
    """A plate's wood: shadow below, a lighter top edge, the seat's colour as its rim; a gold halo round it for
    the seat to move."""
    pad = line * 4
    surface.blit(_plate_body(rect.size, radius, colour, panel, glow, line), (rect.x - pad, rect.y - pad))


@lru_cache(maxsize=64)
def _plate_body(size: tuple[int, int], radius: int, colour: RGB, panel: RGB, glow: RGB | None,
                line: int) -> pygame.Surface:
    """The translucent image of a plate's wood of ``size`` (made once per look)."""
    pad = line * 4
    rect = pygame.Rect((0, 0), size)
    body = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
    inner = pygame.Rect(pad, pad, rect.w, rect.h)
    if glow is not None:
        for i in range(3):
            pygame.draw.rect(body, (*glow, 50 + 40 * i), inner.inflate(2 * (pad - i * line), 2 * (pad - i * line)),
                             width=line + 1, border_radius=radius + pad - i * line)
    else:
        pygame.draw.rect(body, (0, 0, 0, 70), inner.move(0, line * 2).inflate(line, line), border_radius=radius)
    pygame.draw.rect(body, (*panel, 255), inner, border_radius=radius)
    top = pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2)
    pygame.draw.rect(body, (255, 255, 255, 14), top, border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.rect(body, (*colour, 255), inner, width=line, border_radius=radius)
    return body


def _draw_points(surface: pygame.Surface, ui: UI, seat: SeatView, right: int, cy: int, size: int,
                 text: RGB) -> int:
    """Points at the right end, as pips of the target when it is small; the left edge of what was drawn."""
    vp, fonts = ui.viewport, ui.fonts
    if seat.points is None:
        return right
    colour = seat_colour(seat, ui.palette)
    if seat.target is not None and seat.target <= PIPS_MAX:
        pip, gap = max(6, size * 3 // 4), vp.px(2)
        for i in reversed(range(seat.target)):
            box = pygame.Rect(right - pip, cy - pip // 2, pip, pip)
            draw_pip(surface, seat.pip, box, colour, filled=i < seat.points)
            right -= pip + gap
        return right - vp.px(4)
    label = f"{seat.points} / {seat.target}" if seat.target is not None else str(seat.points)
    px = strip_px(fonts, vp.px(15), size + vp.px(8))
    img = fonts.text(label, px, text, bold=True)
    r = put(surface, img, img.get_rect(midright=(right, cy)))
    star = pygame.Rect(0, 0, size * 3 // 4, size * 3 // 4)
    star.midright = (r.x - vp.px(2), cy)
    draw_pip(surface, "star", star, colour, filled=True)
    return star.x - vp.px(6)


def _draw_card_count(surface: pygame.Surface, ui: UI, n: int, right: int, cy: int, size: int, text: RGB) -> int:
    """A small card back and the number of cards in hand, ending at ``right``; its left edge."""
    vp, fonts, pal = ui.viewport, ui.fonts, ui.palette
    img = fonts.text(str(n), strip_px(fonts, vp.px(15), size + vp.px(8)), text, bold=True)
    r = put(surface, img, img.get_rect(midright=(right, cy)))
    card = pygame.Rect(0, 0, max(5, size * 5 // 8), size)
    card.midright = (r.x - vp.px(3), cy)
    draw_box(surface, card, pal.card_back, pal.card_back_line, radius=max(1, size // 6), width=1)
    return card.x


def draw_pip(surface: pygame.Surface, shape: str, box: pygame.Rect, colour: RGB, filled: bool) -> None:
    """One point: a heart, a star or a dot; filled when scored, an outline when still to get."""
    width = 0 if filled else max(1, box.w // 7)
    if shape == "heart":
        points = _heart(box)
    elif shape == "star":
        points = _star(box)
    else:
        pygame.draw.circle(surface, colour, box.center, box.w // 2, width)
        return
    pygame.draw.polygon(surface, colour, points, width)


def _heart(box: pygame.Rect) -> list[tuple[float, float]]:
    cx, cy, s = box.centerx, box.centery, box.w / 2
    return [(cx + s * x, cy + s * y) for x, y in _HEART]


def _star(box: pygame.Rect) -> list[tuple[float, float]]:
    cx, cy, s = box.centerx, box.centery, box.w / 2
    return [(cx + s * x, cy + s * y) for x, y in _STAR]


_HEART = [(0.95 * math.sin(t) ** 3, -0.1 - (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t)
                                           - math.cos(4 * t)) / 17)
          for t in (i * 2 * math.pi / 24 for i in range(24))]
"""A heart of half-width 1 around (0, 0), for :func:`_heart` (drawn for every pip of every plate)."""
_STAR = [((1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5), -(1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5))
         for i in range(10)]


def badge_label(icon: str, place: int | None) -> str | None:
    """The letter or number a badge icon carries (the dealer's "D", a finishing place), None for the others."""
    return "D" if icon == "dealer" else str(place) if icon == "place" else None


def badge_overhang(ui: UI, icon: str, size: int, place: int | None = None) -> int:
    """How far a badge icon's disc reaches beyond its ``size``-pixel box on each side: its letter never below
    12 px makes the disc wider than the box in a small window (:func:`draw_icon`)."""
    label = badge_label(icon, place)
    if label is None:
        return 0
    img = ui.fonts.font(base_px(ui.fonts, max(12, size * 3 // 4)), bold=True).size(label)
    return max(0, (max(img) + 2) // 2 - size // 2)


def draw_icon(surface: pygame.Surface, ui: UI, icon: str, box: pygame.Rect, place: int | None = None) -> None:
    """A status icon from vector shapes: a shield (protected), a struck circle (out), a flag (start player),
    a "D" disc (dealer), an eye (hand shown), a medal with the finishing place, a green lamp (a remote player
    connected), a grey clock (a remote player away)."""
    pal = ui.palette
    line = max(1, box.w // 8)
    x, y, w, h = box
    if icon == "protected":
        shield = [(x + w * 0.12, y + h * 0.1), (x + w * 0.88, y + h * 0.1), (x + w * 0.88, y + h * 0.45),
                  (x + w * 0.5, y + h * 0.95), (x + w * 0.12, y + h * 0.45)]
        pygame.draw.polygon(surface, (150, 196, 240), shield)
        pygame.draw.polygon(surface, (40, 70, 110), shield, line)
    elif icon == "out":
        pygame.draw.circle(surface, pal.bad, box.center, w // 2, line + 1)
        inset = w * 0.3
        pygame.draw.line(surface, pal.bad, (x + inset, y + inset), (x + w - inset, y + h - inset), line + 1)
        pygame.draw.line(surface, pal.bad, (x + w - inset, y + inset), (x + inset, y + h - inset), line + 1)
    elif icon == "start":
        pygame.draw.line(surface, pal.text, (x + w * 0.25, y + h * 0.08), (x + w * 0.25, y + h * 0.95), line)
        pygame.draw.polygon(surface, pal.accent, [(x + w * 0.25, y + h * 0.08), (x + w * 0.92, y + h * 0.3),
                                                  (x + w * 0.25, y + h * 0.55)])
    elif icon in ("dealer", "place"):
        label = badge_label(icon, place) or ""
        img = ui.fonts.text(label, base_px(ui.fonts, max(12, h * 3 // 4)), pal.text_dark, bold=True)  # never below
        # 12 px; the icon's size at every text size
        radius = max(w // 2, (max(img.get_size()) + 2) // 2)
        pygame.draw.circle(surface, pal.accent if icon == "place" else pal.card_paper, box.center, radius)
        surface.blit(img, img.get_rect(center=box.center))
    elif icon == "online":  # a remote player connected: a lit green lamp
        radius = max(4, w * 7 // 16)
        pygame.draw.circle(surface, pal.good, box.center, radius)
        pygame.draw.circle(surface, (20, 60, 32), box.center, radius, max(1, line // 2))
        pygame.draw.circle(surface, (214, 250, 220), (x + w * 0.4, y + h * 0.4), max(1, w // 8))
    elif icon == "away":  # a remote player dropped: a grey clock, their seat waits for them
        pygame.draw.circle(surface, pal.text_dim, box.center, w // 2 - 1, line)
        cx, cy = box.center
        pygame.draw.line(surface, pal.text_dim, (cx, cy), (cx, y + h * 0.22), line)
        pygame.draw.line(surface, pal.text_dim, (cx, cy), (x + w * 0.72, cy), line)
    elif icon == "shown":
        eye = pygame.Rect(x, y + h // 4, w, h // 2)
        pygame.draw.ellipse(surface, pal.card_paper, eye)
        pygame.draw.circle(surface, pal.text_dark, box.center, max(2, h // 5))


# --------------------------------------------------------------------------------------------- arrows


def draw_arrows(surface: pygame.Surface, ui: UI, source: pygame.Rect, targets: Sequence[pygame.Rect],
                colour: RGB, seats: Sequence[SeatView] = ()) -> None:
    """An arrow from the edge of ``source`` (the move on the stage) to the middle of each target (a plate); with
    ``seats`` (the targets' seats), the seat's shape in its colour on a dark disc beside the shaft's middle."""
    width = max(3, ui.viewport.px(5))
    for i, target in enumerate(targets):
        start, end = _edge(source, target.center), _edge(target.inflate(width * 2, width * 2), source.center)
        if math.dist(start, end) < width * 4:
            continue
        draw_arrow(surface, start, end, colour, width)
        if i < len(seats):
            angle, off = math.atan2(end[1] - start[1], end[0] - start[0]), width * 3.6  # beside the shaft
            middle = ((start[0] + end[0]) / 2 - off * math.sin(angle), (start[1] + end[1]) / 2 + off * math.cos(angle))
            pygame.draw.circle(surface, ui.palette.panel, middle, width * 2.2)
            pygame.draw.circle(surface, colour, middle, width * 2.2, max(1, width // 2))
            draw_shape(surface, seat_glyph(seats[i]), middle, width * 1.3, seat_colour(seats[i], ui.palette))


def draw_arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float], colour: RGB,
               width: int) -> None:
    """A shaft with a dark edge and a head at ``end``."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    head = width * 3.2
    base = (end[0] - head * math.cos(angle), end[1] - head * math.sin(angle))
    left = (base[0] + head * 0.6 * math.sin(angle), base[1] - head * 0.6 * math.cos(angle))
    right = (base[0] - head * 0.6 * math.sin(angle), base[1] + head * 0.6 * math.cos(angle))
    pygame.draw.line(surface, (20, 16, 12), start, base, width + 2)
    pygame.draw.line(surface, colour, start, base, width)
    pygame.draw.polygon(surface, (20, 16, 12), [end, left, right])
    pygame.draw.polygon(surface, colour, [end, left, right], 0)
    pygame.draw.circle(surface, colour, (round(start[0]), round(start[1])), width)


def _edge(rect: pygame.Rect, towards: tuple[float, float]) -> tuple[float, float]:
    """Where the line from ``rect``'s centre to ``towards`` leaves ``rect``."""
    cx, cy = rect.center
    dx, dy = towards[0] - cx, towards[1] - cy
    if dx == 0 and dy == 0:
        return float(cx), float(cy)
    scale = min(rect.w / 2 / abs(dx) if dx else math.inf, rect.h / 2 / abs(dy) if dy else math.inf)
    return cx + dx * min(scale, 1.0), cy + dy * min(scale, 1.0)
