"""The table's furniture around the cards, drawn into the felt: the mat under the shared middle of the table, the
faint placeholder of an empty pile (with a small caption), a count badge on a stack, soft card shadows and the
light of a drop target while a card is dragged. No zone is a box: a zone shows only as the cards on it, or as the
placeholder where cards will go (see assets/ART.md, "The table")."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

import pygame

from game.engine import TableModel, ZoneView
from scenes.table.arrange import card_size
from scenes.table.board import Board, shows_label
from scenes.table.layout import Layout, ZoneSpec

RGB = tuple[int, int, int]
Rect4 = tuple[float, float, float, float]
MAT_PAD = 16.0  # logical: the mat reaches this far beyond the zones of the middle
MAT_RADIUS = 22.0
SHADOW_OFFSET = (0.02, 0.035)  # a card's shadow falls down (and a little right) by this part of its width
_COUNT = re.compile(r"\s*(?:[(（]\s*\d+\s*[)）]|[:：·]\s*\d+)\s*$")


def mat_zones(model: TableModel, layout: Layout) -> list[str]:
    """The zones of the shared middle of the table that the layout places: owned by no seat, nor lying inside a
    seat's zone (Road's bribe slots, discs and columns lie in their seat's block)."""
    owned = [layout.zones[z.id].rect for z in model.zones if z.owner is not None and z.id in layout.zones]
    return [z.id for z in model.zones if z.owner is None and z.id in layout.zones
            and not any(_inside(layout.zones[z.id].rect, block) for block in owned)]


def _inside(rect: tuple[float, float, float, float], block: tuple[float, float, float, float]) -> bool:
    x, y, w, h = rect
    bx, by, bw, bh = block
    return bx <= x and by <= y and x + w <= bx + bw and y + h <= by + bh


def mat_rects(zones: Iterable[ZoneSpec], avoid: Iterable[ZoneSpec] = (),
              pad: float = MAT_PAD) -> list[tuple[float, float, float, float]]:
    """The mats under ``zones`` (logical rects): zones that lie near each other share one mat, so the middle of
    the table is one or a few rounded areas, not a box per pile. A mat reaches ``pad`` beyond its zones, less
    where a zone of ``avoid`` (a seat's) lies nearer: no seat's plate nor card lies on it."""
    groups: list[list[float]] = []
    for zone in zones:
        x, y, w, h = zone.rect
        box = [x, y, x + w, y + h]
        merged = True
        while merged:
            merged = False
            for g in groups:
                if box[0] <= g[2] + 2 * pad and g[0] <= box[2] + 2 * pad and box[1] <= g[3] + 2 * pad \
                        and g[1] <= box[3] + 2 * pad:
                    box = [min(box[0], g[0]), min(box[1], g[1]), max(box[2], g[2]), max(box[3], g[3])]
                    groups.remove(g)
                    merged = True
                    break
        groups.append(box)
    others = [(z.rect[0], z.rect[1], z.rect[0] + z.rect[2], z.rect[1] + z.rect[3]) for z in avoid]
    out = []
    for x0, y0, x1, y1 in groups:
        left, top, right, bottom = x0 - pad, y0 - pad, x1 + pad, y1 + pad
        for ox0, oy0, ox1, oy1 in others:
            if ox1 <= left or ox0 >= right or oy1 <= top or oy0 >= bottom:
                continue  # clear of the mat
            if ox1 <= x0:
                left = max(left, ox1 + 2)
            elif ox0 >= x1:
                right = min(right, ox0 - 2)
            elif oy1 <= y0:
                top = max(top, oy1 + 2)
            elif oy0 >= y1:
                bottom = min(bottom, oy0 - 2)
        out.append((left, top, right - left, bottom - top))
    return out


SEAT_PAD = 6.0  # logical: a seat's area reaches this far beyond its zones


def seat_areas(model: TableModel, layout: Layout, middle: Iterable[ZoneSpec]) -> tuple[tuple[int, Rect4], ...]:
    """Each seat's area on the felt (logical rects, with their seat): its zones that lie near each other under one
    soft area, so that a seat's plate, hand and rows read as one block; clear of the other seats' zones and the
    middle's."""
    middle = list(middle)
    out: list[tuple[int, Rect4]] = []
    for seat in sorted({z.owner for z in model.zones if z.owner is not None}):
        own = [layout.zones[z.id] for z in model.zones if z.owner == seat and z.id in layout.zones]
        others = [layout.zones[z.id] for z in model.zones if z.owner not in (None, seat) and z.id in layout.zones]
        out += [(seat, r) for r in mat_rects(own, [*others, *middle], pad=SEAT_PAD)]
    return tuple(out)


def draw_seat_area(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, radius: int) -> None:
    """A seat's area: the felt a shade lighter, faintly tinted with the seat's colour (no outline)."""
    surface.blit(_area(rect.size, colour, radius), rect.topleft)


@lru_cache(maxsize=32)
def _area(size: tuple[int, int], colour: RGB, radius: int) -> pygame.Surface:
    area = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(area, (*colour, 12), area.get_rect(), border_radius=radius)
    pygame.draw.rect(area, (255, 255, 255, 8), area.get_rect().inflate(-4, -4), border_radius=max(1, radius - 2))
    return area


def draw_mat(surface: pygame.Surface, rect: pygame.Rect, felt: RGB, radius: int, line: int) -> None:
    """A mat on the felt: a darker, rounded inlay with a soft dark edge outside and a faint light rim inside."""
    shade = pygame.Surface(rect.inflate(line * 6, line * 6).size, pygame.SRCALPHA)
    outer = shade.get_rect()
    for i in range(3):  # the soft edge where the mat lies on the felt
        pygame.draw.rect(shade, (0, 0, 0, 16 + 10 * i), outer.inflate(-2 * line * i, -2 * line * i),
                         border_radius=radius + line * (3 - i))
    inner = outer.inflate(-line * 6, -line * 6)
    dark = tuple(max(0, c - 14) for c in felt)
    pygame.draw.rect(shade, (*dark, 255), inner, border_radius=radius)
    pygame.draw.rect(shade, (255, 255, 255, 26), inner.inflate(-line * 2, -line * 2), width=max(1, line),
                     border_radius=max(1, radius - line))
    pygame.draw.rect(shade, (0, 0, 0, 90), inner, width=max(1, line), border_radius=radius)
    surface.blit(shade, shade.get_rect(center=rect.center))


def placeholder_rect(spec: ZoneSpec, label_h: float) -> tuple[float, float, float, float]:
    """Where the first card of the empty zone ``spec`` would lie (logical): a card of the zone's size under its
    label strip, in its middle (at its start or end when its cards are laid out from there: ``align``)."""
    x, y, w, h = spec.rect
    inner = (x, y + label_h, w, max(10.0, h - label_h))
    cw, ch = card_size(ZoneSpec(spec.name, inner, card_scale=spec.card_scale))
    along = {"start": 0.0, "end": 1.0}.get(spec.align, 0.5) if spec.arrange in ("row", "grid") else 0.5
    return (x + (w - cw) * along, inner[1] + (inner[3] - ch) / 2, cw, ch)


def draw_placeholder(surface: pygame.Surface, rect: pygame.Rect, radius: int, line: int) -> None:
    """Where cards will go: a faint, slightly darker card's shape pressed into the felt (no outline, no dashes:
    an empty place is a mark in the cloth, not a frame)."""
    surface.blit(_well(rect.size, radius, line), rect.topleft)


@lru_cache(maxsize=32)
def _well(size: tuple[int, int], radius: int, line: int) -> pygame.Surface:
    """A placeholder's translucent image (made once per size): a darker inlay with a soft shade at its top edge
    and a faint light at its bottom edge, as a shallow hollow in the felt."""
    well = pygame.Surface(size, pygame.SRCALPHA)
    r = well.get_rect()
    pygame.draw.rect(well, (0, 0, 0, 30), r, border_radius=radius)
    pygame.draw.rect(well, (255, 255, 255, 14), r, width=max(1, line // 2), border_radius=radius)
    inner = r.inflate(-2 * line, -2 * line)
    pygame.draw.rect(well, (0, 0, 0, 14), inner, border_radius=max(1, radius - line))
    return well


def count_of(zone: ZoneView) -> int | None:
    """The count a stack of face-down cards wears as a badge (None: no badge)."""
    if zone.arrange != "stack" or len(zone.cards) < 2 or any(c.face is not None for c in zone.cards):
        return None
    return len(zone.cards)


def without_count(label: str) -> str:
    """A label without the count at its end ("Deck (11)" -> "Deck"): the count is the stack's badge."""
    return _COUNT.sub("", label)


def draw_badge(surface: pygame.Surface, text_img: pygame.Surface, card: pygame.Rect, fill: RGB, line: RGB,
               width: int, clear_of: pygame.Rect | None = None) -> pygame.Rect:
    """A round count badge on the top right corner of ``card`` (below ``clear_of``); its rect."""
    badge = badge_rect(text_img.get_size(), card, width, clear_of)
    pygame.draw.rect(surface, fill, badge, border_radius=badge.h // 2)
    pygame.draw.rect(surface, line, badge, width=max(1, width // 2), border_radius=badge.h // 2)
    surface.blit(text_img, text_img.get_rect(center=badge.center))
    return badge


def label_strip(board: Board, model: TableModel, zone_id: str) -> pygame.Rect | None:
    """The strip over a zone's cards where its label stands (window pixels), if the zone shows one."""
    spec = board.layout.zones.get(zone_id)
    zone = next((z for z in model.zones if z.id == zone_id), None)
    if spec is None or zone is None or not shows_label(zone, spec):
        return None
    r = board.zone_rect(zone_id)
    return pygame.Rect(r.x, r.y, r.w, board.viewport.px(board.label_height(zone_id)))


def badge_rect(text_size: tuple[int, int], card: pygame.Rect, width: int,
               clear_of: pygame.Rect | None = None) -> pygame.Rect:
    """Where :func:`draw_badge` puts the badge of a text of ``text_size`` on ``card``: over its top right corner,
    or lower on the card where that would cover ``clear_of`` (the zone's label just over the card)."""
    tw, th = text_size
    badge = pygame.Rect(0, 0, max(th + 2 * width, tw + 4 * width), th + 2 * width)
    badge.center = (card.right - badge.w // 3, card.top + badge.h // 3)
    if clear_of is not None and badge.colliderect(clear_of):
        badge.top = min(clear_of.bottom + 1, card.bottom - badge.h)
    return badge


@lru_cache(maxsize=64)
def shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft shadow for a card of ``size`` (blit it at :func:`shadow_offset`): a rounded rectangle drawn at a
    quarter of the size and scaled up smoothly, which blurs its edge (a Gaussian blur cost 5 ms a size)."""
    w, h = size
    blur = max(2, w // 28)
    full = (w + 4 * blur, h + 4 * blur)
    small = pygame.Surface((max(4, full[0] // 4), max(4, full[1] // 4)), pygame.SRCALPHA)
    inset = pygame.Rect(0, 0, max(1, (w - 2 * blur) // 4), max(1, (h - 2 * blur) // 4))
    inset.center = small.get_rect().center
    pygame.draw.rect(small, (0, 0, 0, 120), inset, border_radius=max(1, radius // 4))
    return pygame.transform.smoothscale(small, full)


def shadow_offset(card: pygame.Rect) -> tuple[int, int]:
    """Where a card's shadow goes (top-left) for the card at ``card``."""
    blur = max(2, card.w // 28)
    return (card.x - 2 * blur + round(card.w * SHADOW_OFFSET[0]), card.y - 2 * blur + round(card.w * SHADOW_OFFSET[1]))


@lru_cache(maxsize=64)
def lit(size: tuple[int, int], colour: RGB, radius: int, line: int, under: bool = False) -> pygame.Surface:
    """The soft glow of a legal drop (shown only while a card is dragged near it): light fading outwards from a
    card's edge, brighter where the pointer is over it."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    steps = max(2, line * 2)
    peak = 150 if under else 70
    for i in range(steps):  # outside in: faint at the rim, strongest at the card's edge
        alpha = round(peak * (i + 1) / steps)
        pygame.draw.rect(surf, (*colour, min(255, alpha)), surf.get_rect().inflate(-2 * i, -2 * i),
                         width=1, border_radius=max(1, radius - i))
    pygame.draw.rect(surf, (*colour, 40 if under else 16), surf.get_rect().inflate(-2 * steps, -2 * steps),
                     border_radius=max(1, radius - steps))
    return surf
