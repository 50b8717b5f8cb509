"""Generate the Road to the Palace table layouts (2, 3 and 4 seats): ``python tools/gen_layout_road_to_the_palace.py``.

The card grid (``grid.r<row>c<col>``) lies in the middle with the deck on its left and the disc stock on its
right. Every seat has a block of bribes, board card (its discs) and card columns; the viewer (relative seat
0) sits at the bottom with the largest block (their columns, ``own_zone``, have the largest cards), the others
clockwise: left, top, right. The stage (where a bot's move rests to be seen) lies over the grid. Every block
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

# Opponent blocks by relative seat: (x, y, w, h, side) where a side block is tall and narrow.
OPPONENTS: dict[int, list[tuple[int, int, int, int, bool]]] = {
    2: [(130, 44, 980, 200, False)],
    3: [(10, 44, 600, 200, False), (630, 44, 600, 200, False)],
    4: [(10, 44, 230, 540, True), (250, 44, 740, 200, False), (1000, 44, 230, 540, True)],
}


def seat_block(rel: int, x: int, y: int, w: int, h: int, side: bool, scale: float) -> list[Zone]:
    """Bribes and board card first (left, or on top for a side seat), then the card columns."""
    small = {"arrange": "row", "card_scale": round(scale * 0.8, 2)}
    bribes = {"arrange": "row", "card_scale": max(small["card_scale"], BRIBE_SCALE), "label": "Bribes"}
    bw = 200 if rel == 0 else 150  # the own bribes: two cards and their captions side by side
    if side:
        return [
            Zone(f"bribes.{rel}", x, y, w, 110, bribes),
            Zone(f"board.{rel}", x, y + 114, w, 60, {**small, "label": "Board card"}),
            Zone(f"columns.{rel}", x, y + 178, w, h - 178, {"arrange": "columns", "card_scale": scale}),
        ]
    top_h = max(110, h // 2 - 2)  # the bribes at BRIBE_SCALE below their label
    return [
        Zone(f"bribes.{rel}", x, y, bw, top_h, bribes),
        Zone(f"board.{rel}", x, y + top_h + 4, bw, h - top_h - 4, {**small, "label": "Board card"}),
        Zone(f"columns.{rel}", x + bw + 6, y, w - bw - 6, h, {"arrange": "columns", "card_scale": scale}),
    ]


def centre(num_players: int) -> list[Zone]:
    cols = 3 if num_players == 2 else 4
    x0 = 620 - cols * CELL_W // 2
    zones = [Zone(f"grid.r{r}c{c}", x0 + c * CELL_W, GRID_Y + r * CELL_H, CELL_W - 8, CELL_H - 18,
                  {"arrange": "stack", "card_scale": 0.6}) for r in range(ROWS) for c in range(cols)]
    zones.append(Zone("deck", x0 - 126, GRID_Y + CELL_H, 110, 96, {"arrange": "stack", "card_scale": 0.6,
                                                                   "label": "Deck"}))
    zones.append(Zone("stock", x0 + cols * CELL_W + 4, GRID_Y, 184, 110,
                      {"arrange": "row", "card_scale": 0.4, "label": "Mission discs"}))
    return zones


OPPONENT_SCALE = BRIBE_SCALE = 0.6
"""An opponent's cards and every bribe: titles (or short titles) at 12 px at the 1280x720 window."""
OWN_COLUMNS_SCALE = 1.0
"""The viewer's own cards (``columns.0``): the largest on the table, twice an opponent's."""
STAGE = Zone("stage", 400, GRID_Y, 440, ROWS * CELL_H)


def zones_for(num_players: int) -> list[Zone]:
    zones = anchored(centre(num_players), x="centre", y="middle")
    zones += anchored(seat_block(0, 60, 626, 1120, 270, False, OWN_COLUMNS_SCALE), y="bottom")
    for rel, (x, y, w, h, side) in enumerate(OPPONENTS[num_players], start=1):
        zones += anchored(seat_block(rel, x, y, w, h, side, OPPONENT_SCALE), y="top")
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
