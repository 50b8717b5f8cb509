"""Where the cards of a zone go: logical rectangles for n cards by the zone's ``arrange`` style."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from scenes.art.cards import CARD_H, CARD_W
from scenes.table.layout import ZoneSpec

Rect = tuple[float, float, float, float]
GAP = 8
STACK_DEPTH = 6  # how many cards of a stack show their edge
SPREAD, SPREAD_STEP = 4, 0.3  # "spread": the top cards fanned, each this part of a card's width from the last
FAN_STEP = 0.55  # "fan": each card this part of a card's width from the last (a hand held in a fan); "overlap"
# (another seat's hidden hand, scenes.table.board.hidden_fan) as closely, not turned
_ALIGN = {"start": 0.0, "centre": 0.5, "end": 1.0}  # a zone's ``align``: where its cards lie along a row
BAND = 0.3  # the part of a card's height that shows above the next card of a column (its value and title)


def card_size(zone: ZoneSpec) -> tuple[float, float]:
    """The card size in a zone: ``card_scale``, shrunk so that one card fits the zone."""
    _, _, w, h = zone.rect
    scale = min(zone.card_scale, h / CARD_H, w / CARD_W)
    return CARD_W * scale, CARD_H * scale


def slots(zone: ZoneSpec, n: int, gap: float = GAP, groups: Sequence[int] | None = None) -> list[Rect]:
    """One rectangle per card, bottom card first (later cards are drawn on top); ``gap`` is the room left
    between cards side by side (captions need more). ``groups`` (per card, its column) serves "columns"."""
    if n <= 0:
        return []
    cw, ch = card_size(zone)
    style = zone.arrange
    if style == "stack":
        return _stack(zone, n, cw, ch)
    if style == "spread":
        return _spread(zone, n, cw, ch)
    if style == "column":
        return _line(zone, n, cw, ch, vertical=True, gap=gap)
    if style == "grid" or (style == "columns" and groups is None):
        return _grid(zone, n, cw, ch, gap)
    if style == "columns" and groups is not None:
        return _columns(zone, groups, cw, ch, gap)
    return _line(zone, n, cw, ch, vertical=False, fan=style in ("fan", "overlap"), gap=gap)


def _line(zone: ZoneSpec, n: int, cw: float, ch: float, vertical: bool, fan: bool = False,
          gap: float = GAP) -> list[Rect]:
    x, y, w, h = zone.rect
    length, size = (h, ch) if vertical else (w, cw)
    step = size * FAN_STEP if fan else size + gap  # side by side while the zone has room (a fan overlaps)
    if n > 1 and size + step * (n - 1) > length:
        step = (length - size) / (n - 1)
    total = size + step * (n - 1)
    start = (y if vertical else x) + (length - total) * (0.5 if vertical else _ALIGN.get(zone.align, 0.5))
    out = []
    for i in range(n):
        if vertical:
            out.append((x + (w - cw) / 2, start + i * step, cw, ch))
        else:  # a fan's cards are turned along an arc as the board places them (scenes.table.fan)
            out.append((start + i * step, y + (h - ch) / 2, cw, ch))
    return out


def _stack(zone: ZoneSpec, n: int, cw: float, ch: float) -> list[Rect]:
    x, y, w, h = zone.rect
    depth = min(n, STACK_DEPTH) - 1
    shift = min(2.0, max(0.0, (h - ch) / 2 / max(1, depth)))
    left, top = x + (w - cw) / 2 + depth * shift / 2, y + (h - ch) / 2 + depth * shift / 2
    out = []
    for i in range(n):
        k = max(0, i - (n - 1 - depth))  # only the top cards move up-left
        out.append((left - k * shift, top - k * shift, cw, ch))
    return out


def _spread(zone: ZoneSpec, n: int, cw: float, ch: float) -> list[Rect]:
    """A pile whose top ``SPREAD`` cards lie fanned to the right, each showing the corner (rank) of the one under
    it, so the last plays can be read; the cards below lie squared under the first of them."""
    x, y, w, h = zone.rect
    fanned = min(n, SPREAD)
    step = min(cw * SPREAD_STEP, (w - cw) / max(1, fanned - 1))
    left = x + (w - cw - step * (fanned - 1)) / 2
    top = y + (h - ch) / 2
    return [(left + max(0, i - (n - fanned)) * step, top, cw, ch) for i in range(n)]


def _grid(zone: ZoneSpec, n: int, cw: float, ch: float, gap: float) -> list[Rect]:
    x, y, w, h = zone.rect
    cols = max(1, int((w + gap) // (cw + gap)))
    rows = -(-n // cols)
    row_step = ch + gap  # the gap below a row as beside a card: room for captions where there are any
    if rows > 1 and ch + row_step * (rows - 1) > h:
        row_step = (h - ch) / (rows - 1)
    used_cols = min(cols, n)
    left = x + (w - (used_cols * (cw + gap) - gap)) * _ALIGN.get(zone.align, 0.5)
    top = y + max(0.0, (h - (ch + row_step * (rows - 1))) / 2)
    return [(left + (i % cols) * (cw + gap), top + (i // cols) * row_step, cw, ch) for i in range(n)]


def _columns(zone: ZoneSpec, groups: Sequence[int], cw: float, ch: float, gap: float) -> list[Rect]:
    """Columns side by side, left to right by group number; down a column each card shows its top band above
    the next and the last one shows whole (a solitaire tableau). Columns overlap only when the zone is narrow."""
    x, y, w, h = zone.rect
    order = sorted(set(groups))
    place = {g: i for i, g in enumerate(order)}
    step_x = cw + gap
    if len(order) > 1 and cw + step_x * (len(order) - 1) > w:
        step_x = (w - cw) / (len(order) - 1)
    left = x + (w - (cw + step_x * (len(order) - 1))) / 2
    tallest = max(Counter(groups).values())
    step_y = ch * BAND
    if tallest > 1 and ch + step_y * (tallest - 1) > h:
        step_y = max(0.0, (h - ch) / (tallest - 1))
    down: Counter[int] = Counter()
    out = []
    for g in groups:
        out.append((left + place[g] * step_x, y + down[g] * step_y, cw, ch))
        down[g] += 1
    return out
