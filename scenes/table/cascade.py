"""A row of face-up cards (a discard pile) with more cards than its zone shows side by side would overlap them so
that each shows only a strip ("Guar", "Pries"): the zone grows into the free felt under it (else over it) and its
cards go on in a second row, so that every card's value and title stay whole."""

from __future__ import annotations

from dataclasses import replace

from game.engine import TableModel
from scenes.art.cards import CARD_H
from scenes.table.arrange import card_size
from scenes.table.board import shows_label
from scenes.table.layout import Layout, Rect

ROOM = 8.0  # logical: what a grown zone keeps free from the zones around it and the table's edges


def grow_cascades(layout: Layout, model: TableModel, label_h: float, gap: float, area: Rect) -> Layout:
    """``layout`` with each overfull row of face-up cards grown (within ``area``, the table left of the sidebar)
    into as many rows as its cards need, as far as the free felt allows; a zone that cannot grow by a whole row
    is left as it is (its cards overlap as before)."""
    zones = dict(layout.zones)
    for view in model.zones:
        spec = zones.get(view.id)
        if spec is None or (spec.arrange or view.arrange) != "row" or not any(c.face for c in view.cards) \
                or any(c.caption for c in view.cards):
            continue
        x, y, w, h = spec.rect
        top_strip = label_h if shows_label(view, spec) else 0.0
        cw, ch = card_size(replace(spec, rect=(x, y + top_strip, w, h - top_strip)))
        per_row = max(1, int((w + gap) // (cw + gap)))
        rows = -(-len(view.cards) // per_row)
        extra = top_strip + rows * ch + (rows - 1) * gap - h
        if rows <= 1 or extra <= 0:
            continue
        others = [z.rect for name, z in zones.items() if name != view.id]
        down, up = _room(spec.rect, others, area, below=True), _room(spec.rect, others, area, below=False)
        room = max(down, up)
        grow = min(extra, room)
        whole_rows = int((h - top_strip + grow + gap) // (ch + gap))
        if whole_rows < 2:
            continue
        grow = top_strip + whole_rows * ch + (whole_rows - 1) * gap - h if whole_rows < rows else extra
        grow = min(grow, room)
        top = y if down >= up else y - grow
        # grown by whole rows of cards at their size: card_scale keeps them as large as before
        zones[view.id] = replace(spec, rect=(x, top, w, h + grow), arrange="grid", card_scale=ch / CARD_H)
    return replace(layout, zones=zones)


def _room(r: Rect, others: list[Rect], area: Rect, below: bool) -> float:
    """How far the zone ``r`` may grow down (or up) before it comes within ROOM of another zone or the edge."""
    x, y, w, h = r
    side = [o for o in others if o[0] < x + w + ROOM and o[0] + o[2] > x - ROOM]
    if below:
        limit = min([area[1] + area[3] - ROOM, *(o[1] - ROOM for o in side if o[1] >= y + h - 1)])
        return max(0.0, limit - (y + h))
    limit = max([area[1] + ROOM, *(o[1] + o[3] + ROOM for o in side if o[1] + o[3] <= y + 1)])
    return max(0.0, y - limit)
