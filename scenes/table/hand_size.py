"""The own hand keeps the size of its cards in window pixels: in a small window (1024x640) the layout's own hand,
scaled down with the rest of the table, would show its cards too small for their effect text; it grows (upwards
and sideways, into what the zones around it leave free) until its cards are as large as at the default window."""

from __future__ import annotations

from dataclasses import replace

from scenes.table.arrange import card_size
from scenes.table.layout import OWN_HAND, Layout, Rect, ZoneSpec

HAND_CARD_PX = 196
"""The own hand's card height in window pixels at the default 1280x720 window (Love Letter's hand), from which
every face shows its title and whole effect text at 12 px or more."""
ROOM = 8.0  # logical: what the grown hand keeps free from the zones around it


def grow_own_hand(layout: Layout, card_h: float, label_h: float, bounds: Rect) -> Layout:
    """``layout`` with its own hand (``hand.0``; a layout without one is left as it is) grown until a card of it is
    ``card_h`` logical pixels high, as far as the zones around it and ``bounds`` leave room."""
    zone = layout.zones.get(OWN_HAND)
    if zone is None:
        return layout
    x, y, w, h = zone.rect
    _, have = card_size(replace(zone, rect=(x, y + label_h, w, h - label_h)))
    if have >= card_h:
        return layout
    lifted = _bottom_zones_above(layout, zone)  # they make room by moving up with the hand's top
    fixed = [z.rect for name, z in layout.zones.items() if name != OWN_HAND and name not in lifted]
    grow_h = max(0.0, min(card_h - have, *(_room_above(r, fixed, bounds) for r in [zone.rect, *(
        layout.zones[name].rect for name in lifted)])))
    factor = (have + grow_h) / have
    top, height = y - grow_h, h + grow_h
    beside = [r for r in fixed if r[1] < top + height and r[1] + r[3] > top]
    left_wall = max([bounds[0] + ROOM, *(r[0] + r[2] + ROOM for r in beside if r[0] + r[2] <= x + 1)])
    right_wall = min([bounds[0] + bounds[2] - ROOM, *(r[0] - ROOM for r in beside if r[0] >= x + w - 1)])
    want_w = w * factor  # as many cards side by side as before
    extra = max(0.0, min(want_w, right_wall - left_wall) - w)
    left = max(left_wall, min(x - extra / 2, right_wall - w - extra))
    grown = ZoneSpec(zone.name, (left, top, w + extra, height), zone.arrange, zone.card_scale * factor, zone.label,
                     zone.anchor_x, zone.anchor_y, zone.caption_lines, zone.caption_gap)
    zones = {**layout.zones, OWN_HAND: grown}
    for name in lifted:
        lx, ly, lw, lh = zones[name].rect
        zones[name] = replace(zones[name], rect=(lx, ly - grow_h, lw, lh))
    return replace(layout, zones=zones)


def _overlap_x(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and a[0] + a[2] > b[0]


def _bottom_zones_above(layout: Layout, hand: ZoneSpec) -> set[str]:
    """The zones kept to the window's bottom that lie over the hand (the player's own display): a chain, each
    over the last."""
    chain: set[str] = set()
    below = [hand.rect]
    while True:
        more = {name for name, z in layout.zones.items() if name != OWN_HAND and name not in chain
                and z.anchor_y == "bottom" and any(_overlap_x(z.rect, r) and z.rect[1] + z.rect[3] <= r[1] + 1
                                                   for r in below)}
        if not more:
            return chain
        chain |= more
        below = [layout.zones[name].rect for name in more]


def _room_above(r: Rect, fixed: list[Rect], bounds: Rect) -> float:
    """How far ``r`` may move up before it comes within ROOM of a zone over it (or of the window's top)."""
    ceiling = max([bounds[1] + ROOM, *(f[1] + f[3] + ROOM for f in fixed if _overlap_x(f, r) and f[1] + f[3] <= r[1] + 1)])
    return r[1] - ceiling
