"""Generate the Road to the Palace table layouts (2, 3 and 4 seats): ``python tools/gen_layout_road_to_the_palace.py``.

The card grid (``grid.r<row>c<col>``) lies in the middle with the deck on its left and the disc stock on its
right. Every seat has a block of bribes, board card (its discs) and card columns; the viewer (relative seat
0) sits at the bottom with the largest block (their columns, ``own_zone``, have the largest cards), the others
clockwise: left, top, right (at 4 players the left and right seats beside the grid, wide enough for five columns
whose captions stay clear of each other). The stage (where a bot's move rests to be seen) lies over the grid. Every block
keeps to the window's edge its anchors name (``tools/tmx.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tmx import Zone, anchored, write_layout  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "layouts" / "road-to-the-palace"
CELL_W, CELL_H = 90, 124
"""A cell holds a card at scale 0.6 and the caption strip exactly (a card under a disc stays covered); the 18 px
between the rows leave room for a second caption line at 12 px (1280x720)."""
GRID_Y = 250
ROWS = 3
OPPONENT_SCALE = BRIBE_SCALE = 0.6
"""An opponent's cards and every bribe: titles (or short titles) at 12 px at the 1280x720 window."""
OWN_COLUMNS_SCALE = 1.0
"""The viewer's own cards (``columns.0``): the largest on the table, twice an opponent's."""
OWN_BRIBE_SCALE = 0.8
BRIBE_GAP = 44
"""Between two bribes and at the zone's ends: their captions ("Round 1, +1 Politician") are as wide as a card and
this gap, on two lines."""
DISC_SCALE = 0.3  # an opponent's discs on their board card, two by two; the viewer's at 0.5
STACK_GAP = 24  # between discs: their captions ("×2") are short
COLUMN_STEP = 58
"""The least room from one card column to the next: a column's caption ("= 12") stays clear of the next column."""
STAGE = Zone("stage", 400, GRID_Y, 440, ROWS * CELL_H)

# Opponent blocks by relative seat: (x, y, w, h, side). A top block has its bribes, board card and columns side by
# side; a side block (4 players: left and right of the grid) the bribes and board card over the columns.
OPPONENTS: dict[int, list[tuple[int, int, int, int, bool]]] = {
    2: [(130, 44, 980, 200, False)],
    3: [(10, 44, 605, 200, False), (625, 44, 605, 200, False)],
    4: [(10, GRID_Y, 318, ROWS * CELL_H, True), (10, 44, 1220, 200, False),
        (912, GRID_Y, 318, ROWS * CELL_H, True)],
}


def _bribes(rel: int, x: int, y: int, h: int) -> Zone:
    scale = OWN_BRIBE_SCALE if rel == 0 else BRIBE_SCALE
    w = round(2 * 100 * scale + 2 * BRIBE_GAP)
    return Zone(f"bribes.{rel}", x, y, w, h, {"arrange": "row", "card_scale": scale, "label": "Bribes",
                                              "caption_lines": 2, "caption_gap": BRIBE_GAP})


def _board(rel: int, x: int, y: int, w: int, h: int, scale: float) -> Zone:
    return Zone(f"board.{rel}", x, y, w, h, {"arrange": "grid", "card_scale": scale, "label": "Discs",
                                             "caption_gap": STACK_GAP})


def _columns(rel: int, x: int, y: int, w: int, h: int, scale: float) -> Zone:
    assert 100 * scale + 4 * COLUMN_STEP <= w, (rel, w)  # five columns side by side, none over another's caption
    return Zone(f"columns.{rel}", x, y, w, h, {"arrange": "columns", "card_scale": scale})


def seat_block(rel: int, x: int, y: int, w: int, h: int, side: bool) -> list[Zone]:
    """Bribes and board card first (left, or on top for a side seat), then the card columns."""
    if rel == 0:
        bribes = _bribes(0, x, y, h)
        board = _board(0, bribes.x + bribes.w + 6, y, 150, h, 0.5)
        right = board.x + board.w + 6
        return [bribes, board, _columns(0, right, y, x + w - right, h, OWN_COLUMNS_SCALE)]
    if side:
        top_h = 156  # the bribes with two caption lines; the discs two by two
        bribes = _bribes(rel, x, y, top_h)
        board = _board(rel, bribes.x + bribes.w + 6, y, x + w - bribes.x - bribes.w - 6, top_h, DISC_SCALE)
        return [bribes, board, _columns(rel, x, y + top_h + 4, w, h - top_h - 4, OPPONENT_SCALE)]
    bribes = _bribes(rel, x, y, h)
    least_columns = 60 + 4 * COLUMN_STEP
    board_w = min(130, x + w - bribes.x - bribes.w - 12 - least_columns)  # 3 players: as wide as the columns leave
    board = _board(rel, bribes.x + bribes.w + 6, y, board_w, h, DISC_SCALE)
    right = board.x + board.w + 6
    return [bribes, board, _columns(rel, right, y, x + w - right, h, OPPONENT_SCALE)]


def centre(num_players: int) -> list[Zone]:
    cols = 3 if num_players == 2 else 4
    x0 = 620 - cols * CELL_W // 2
    grid = {"arrange": "stack", "card_scale": 0.6, "caption_gap": 70}  # a disc's colour under the card, on one line
    zones = [Zone(f"grid.r{r}c{c}", x0 + c * CELL_W, GRID_Y + r * CELL_H, CELL_W - 8, CELL_H - 18, dict(grid))
             for r in range(ROWS) for c in range(cols)]
    stock = {"card_scale": 0.4, "label": "Disc stock"}  # short: at 4 players the stock is a narrow column
    if num_players == 4:  # between the side seats: the deck left of the grid, the stock in a column on its right
        zones.append(Zone("deck", x0 - 104, GRID_Y + CELL_H, 98, 96, {"arrange": "stack", "card_scale": 0.6,
                                                                     "label": "Deck"}))
        zones.append(Zone("stock", x0 + cols * CELL_W - 4, GRID_Y, 102, ROWS * CELL_H - 18,
                          {**stock, "arrange": "column"}))
    else:
        zones.append(Zone("deck", x0 - 126, GRID_Y + CELL_H, 110, 96, {"arrange": "stack", "card_scale": 0.6,
                                                                      "label": "Deck"}))
        zones.append(Zone("stock", x0 + cols * CELL_W + 4, GRID_Y, 290, 110, {**stock, "arrange": "row"}))
    return zones


def zones_for(num_players: int) -> list[Zone]:
    zones = anchored(centre(num_players), x="centre", y="middle")
    zones += anchored(seat_block(0, 60, 626, 1120, 270, False), y="bottom")
    for rel, (x, y, w, h, side) in enumerate(OPPONENTS[num_players], start=1):
        block = seat_block(rel, x, y, w, h, side)
        zones += anchored(block, y="middle") if side else anchored(block, y="top")
    for i, a in enumerate(zones):
        assert a.x >= 0 and a.x + a.w <= 1240 and a.y >= 40 and a.y + a.h <= 900, a
        for b in zones[i + 1:]:
            assert not _overlap(a, b), (num_players, a.name, b.name)
    return zones


def _overlap(a: Zone, b: Zone) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def main() -> None:
    for n in (2, 3, 4):
        write_layout(OUT / f"{n}p.tmx", zones_for(n), marks=[STAGE], props={"own_zone": "columns.0"})


if __name__ == "__main__":
    main()
