"""Generate the Road to the Palace table layouts (2, 3 and 4 seats): ``python tools/gen_layout.py <game id>``.

The card grid (``grid.r<row>c<col>``) lies in the middle with the deck on its left and the disc stock on its
right; the stock names each disc's mission under it (the table's one legend of the disc colours). Every seat has
one block (``seat.<rel>``, owned by the seat: its plate is the block's top strip) holding, without frames of
their own, its two bribe slots (``bribe1.<rel>`` / ``bribe2.<rel>``, "Round 1" / "Round 2"), its board card's
discs (``board.<rel>``) and its card columns (``columns.<rel>``). While the bribes are chosen, the three bribe
cards (``bribes.<rel>``) lie above the viewer's slots (where the viewer's discs will be), and where an opponent's
columns will be. The viewer
(relative seat 0) sits at the bottom with the largest cards (their columns, ``own_zone``), the others clockwise:
left, top, right (at 4 players the left and right seats beside the grid). The stage (where a bot's move rests to
be seen) lies right of the grid under the disc stock (at 4 players over the grid). Every block keeps to the window's edge its anchors name (``game/tools/tmx.py``).
"""

from __future__ import annotations

from pathlib import Path

from game.tools.tmx import Props, Zone, anchored, write_layout

OUT = Path(__file__).resolve().parent / "data" / "layouts"
CELL_W, CELL_H = 90, 124
"""A cell holds a card at scale 0.6 and the caption strip exactly; the 18 px between the rows leave room for a
second caption line at 12 px (1280x720)."""
GRID_Y = 250
ROWS = 3
CARD_SCALE = 0.6
"""An opponent's cards, every bribe and the grid: titles (or short titles) at 12 px at the 1280x720 window."""
OWN_COLUMNS_SCALE = 1.0
"""The viewer's own cards (``columns.0``): the largest on the table."""
PLATE = 26  # the block's top strip: the seat's plate (24) and a little air
PAD = 6
SLOT_W = 86
"""A bribe slot: its card (60), and its caption ("+1 Politician" on two lines) clear of the other slot's."""
SLOT_H = 148  # the label "Round 1" (24), a card (84), two caption lines (40)
DISC_SCALE = 0.3  # an opponent's discs on their board card, two by two; the viewer's at 0.4
STACK_GAP = 24  # between discs: their captions ("×2") are short
COLUMN_STEP = 58
"""The least room from one card column to the next: a column's caption ("Impr. 12" on two lines where narrow) stays
clear of the next column."""
STAGE = Zone("stage", 400, GRID_Y, 440, ROWS * CELL_H)
"""Where a bot's move rests at 4 players (over the grid: the side seats take the felt beside it)."""


def stage(num_players: int) -> Zone:
    """Where a bot's move rests: at 2-3 players on the free felt right of the grid, under the disc stock, so that
    the cards and the narration under them leave the grid and the deck in sight; at 4 players over the grid."""
    if num_players == 4:
        return STAGE
    x = 620 + (3 if num_players == 2 else 4) * CELL_W // 2 + 28  # the stock's left edge (see centre)
    return Zone("stage", x, GRID_Y + 134, 1236 - x, 626 - 4 - GRID_Y - 134)


UNFRAMED: Props = {"frame": False}  # inside a seat's block: the block is the frame

# Opponent blocks by relative seat: (x, y, w, h, side). A top block has its slots, board card and columns side by
# side; a side block (4 players: left and right of the grid) the slots and board card over the columns.
SIDE_W = 306  # a side block: five columns at 0.6 side by side under its slots and board card
OPPONENTS: dict[int, list[tuple[int, int, int, int, bool]]] = {
    2: [(300, 44, 640, 200, False)],
    3: [(10, 44, 605, 200, False), (625, 44, 605, 200, False)],
    4: [(10, 44, SIDE_W, GRID_Y + ROWS * CELL_H - 44, True), (10 + SIDE_W + 6, 44, 1220 - 2 * SIDE_W - 12, 200, False),
        (1230 - SIDE_W, 44, SIDE_W, GRID_Y + ROWS * CELL_H - 44, True)],
}
"""A top block is as wide as its contents need (its plate in its middle, over its bribe slots); at 4 players the
side seats run from the top edge down beside the grid, the top seat between them."""


def _slots(rel: int, x: int, y: int, w: int = SLOT_W, lines: int = 2) -> list[Zone]:
    """The bribe slots "Round 1" and "Round 2", framed inside the block: they are the drop targets of the bribes.
    ``lines``: the caption lines under the card ("+1 Politician", on two lines in a narrow slot)."""
    props: Props = {"arrange": "stack", "card_scale": CARD_SCALE, "caption_lines": lines, "caption_gap": 24 if lines > 1 else 80}
    # (one slot at a time has a caption: the Politicians lie on the bribe of the round being played)
    h = SLOT_H - 18 * (2 - lines)
    return [Zone(f"bribe{n}.{rel}", x + (n - 1) * (w + PAD), y, w, h, dict(props)) for n in (1, 2)]


def _hand(rel: int, x: int, y: int, w: int, h: int) -> Zone:
    """The three bribe cards while they are chosen."""
    return Zone(f"bribes.{rel}", x, y, w, h, {**UNFRAMED, "arrange": "row", "card_scale": CARD_SCALE})


def _board(rel: int, x: int, y: int, w: int, h: int, scale: float) -> Zone:
    """The seat's mission discs (round tokens): empty, it shows no card's outline."""
    return Zone(f"board.{rel}", x, y, w, h, {**UNFRAMED, "arrange": "grid", "card_scale": scale,
                                             "caption_gap": STACK_GAP, "placeholder": False})


def _columns(rel: int, x: int, y: int, w: int, h: int, scale: float) -> Zone:
    assert 100 * scale + 4 * COLUMN_STEP <= w, (rel, w)  # five columns side by side, none over another's caption
    return Zone(f"columns.{rel}", x, y, w, h, {**UNFRAMED, "arrange": "columns", "card_scale": scale,
                                               "caption_lines": 2})  # "Impr." / "12 (2×)" where narrow


def seat_block(rel: int, x: int, y: int, w: int, h: int, side: bool) -> list[Zone]:
    """The block first (the seat's plate sits on it), then its slots, board card, columns and bribe cards."""
    block = Zone(f"seat.{rel}", x, y, w, h, {"card_scale": 0.1})  # holds no card: the others lie inside it
    top, bottom, left = y + PLATE, y + h - 4, x + PAD
    if rel == 0:
        hand_h, slot_w = 108, 100  # the three bribe cards side by side above the slots (as if under a label)
        slots = _slots(0, left, top + hand_h, slot_w, lines=1)
        hand = _hand(0, left, top, 2 * slot_w + PAD, hand_h)
        board = _board(0, left, top, 2 * slot_w + PAD, hand_h, 0.35)  # where the bribe cards were: in a row
        board.props["caption_gap"] = 16
        right = board.x + board.w + PAD
        columns = _columns(0, right, top, x + w - PAD - right, bottom - top, OWN_COLUMNS_SCALE)
        columns.props["caption_gap"] = 40  # "Impression 12" under each column
        return [block, hand, *slots, board, columns]
    slots = _slots(rel, left, top)
    board_x = left + 2 * (SLOT_W + PAD)
    if side:
        board = _board(rel, board_x, top, x + w - PAD - board_x, SLOT_H, DISC_SCALE)
        columns = _columns(rel, left, top + SLOT_H + 4, w - 2 * PAD, bottom - top - SLOT_H - 4, CARD_SCALE)
    else:
        board = _board(rel, left, top, 90, bottom - top, DISC_SCALE)  # the slots in the block's middle,
        slots = _slots(rel, board.x + board.w + PAD, top)  # under the plate
        right = slots[1].x + slots[1].w + PAD
        columns = _columns(rel, right, top, x + w - PAD - right, bottom - top, CARD_SCALE)
    hand = _hand(rel, columns.x, columns.y, columns.w, min(columns.h, 120))  # the columns are empty then
    return [block, *slots, board, columns, hand]


def centre(num_players: int) -> list[Zone]:
    cols = 3 if num_players == 2 else 4
    x0 = 620 - cols * CELL_W // 2
    grid: Props = {"arrange": "stack", "card_scale": CARD_SCALE, "caption_gap": 70}  # a disc's colour under the card
    zones = [Zone(f"grid.r{r}c{c}", x0 + c * CELL_W, GRID_Y + r * CELL_H, CELL_W - 8, CELL_H - 18, dict(grid))
             for r in range(ROWS) for c in range(cols)]
    stock: Props = {"card_scale": 0.4, "label": "Disc stock", "caption_lines": 2}  # each disc's mission and count under it
    if num_players == 4:  # between the side seats: the deck left of the grid, the stock in a column on its right
        zones.append(Zone("deck", x0 - 104, GRID_Y + CELL_H, 98, 96, {"arrange": "stack", "card_scale": CARD_SCALE,
                                                                     "label": "Deck"}))
        zones.append(Zone("stock", x0 + cols * CELL_W - 4, GRID_Y, 102, ROWS * CELL_H - 4,
                          {**stock, "arrange": "column", "card_scale": 0.3, "caption_gap": 72}))  # two lines each
    else:
        zones.append(Zone("deck", x0 - 126, GRID_Y + CELL_H, 110, 96, {"arrange": "stack", "card_scale": CARD_SCALE,
                                                                      "label": "Deck"}))
        x = x0 + cols * CELL_W + 28  # its captions clear of the grid's ("yellow disc")
        zones.append(Zone("stock", x, GRID_Y, 340, 126, {**stock, "arrange": "row",
                                                                        "caption_gap": 56}))
    return zones


def zones_for(num_players: int) -> list[Zone]:
    zones = anchored(centre(num_players), x="centre", y="middle")
    blocks = [seat_block(0, 60, 626, 1120, 270, False)]
    for rel, (x, y, w, h, side) in enumerate(OPPONENTS[num_players], start=1):
        blocks.append(seat_block(rel, x, y, w, h, side))
    for rel, block in enumerate(blocks):
        zones += anchored(block, y="bottom") if rel == 0 else anchored(block, y="top")  # (a side seat from the top)
    outer = [z for z in zones if not any(z in block[1:] for block in blocks)]  # the blocks and the middle
    for i, a in enumerate(outer):
        assert a.x >= 0 and a.x + a.w <= 1240 and a.y >= 40 and a.y + a.h <= 900, a
        for b in outer[i + 1:]:
            assert not _overlap(a, b), (num_players, a.name, b.name)
    for block in blocks:
        seat, inner = block[0], block[1:]
        for i, a in enumerate(inner):
            assert _inside(a, seat), (num_players, a.name)
            for b in inner[i + 1:]:  # an opponent's bribe cards lie where their columns will be
                kinds = {a.name.split(".")[0], b.name.split(".")[0]}  # (the discs come after the bribes are chosen)
                assert not _overlap(a, b) or kinds in ({"bribes", "columns"}, {"bribes", "board"}), (a.name, b.name)
    return zones


def _overlap(a: Zone, b: Zone) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def _inside(a: Zone, b: Zone) -> bool:
    return b.x <= a.x and a.x + a.w <= b.x + b.w and b.y + 24 <= a.y and a.y + a.h <= b.y + b.h


def main(out: Path = OUT) -> None:
    """Write every player count's layout into ``out`` (``tools/gen_layout.py`` runs it)."""
    for n in (2, 3, 4):
        write_layout(out / f"{n}p.tmx", zones_for(n), marks=[stage(n)], props={"own_zone": "columns.0"})


if __name__ == "__main__":
    main()
