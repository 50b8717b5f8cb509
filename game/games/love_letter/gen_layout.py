"""Generate the Love Letter table layouts (2-8 seats): ``python tools/gen_layout.py <game id>``.

The viewer (relative seat 0) sits at the bottom centre with the largest cards (``OWN_HAND_SCALE``: title and
whole effect text legible) and their discards attached right of it. The other seats sit clockwise (seat 1 to the
viewer's left) up the left side, along the top and down the right side. At 2-4 players each is a compact block
spread round the middle so that the table is used from edge to edge: its plate over its hidden hand, its row of
discards attached beside them, growing away from the plate; at 5-8 a small hand above a row of discards. Deck,
removed card and the play area lie in the middle (at 2-4 centred in the felt; the 2-player set-aside cards at
their left), the stage (where a bot's move rests to be seen) beside them so that its cards cover neither the
removed card nor where to play. Every block keeps to the window's edge its anchors name (``game/tools/tmx.py``).
"""

from __future__ import annotations

from pathlib import Path

from game.tools.tmx import OWN_HAND_SCALE, TABLE_H, Props, Zone, anchored, write_layout

OUT = Path(__file__).resolve().parent / "data" / "layouts"
PLAY_W = 1240  # the strip right of this is the UI's
TOP = 40  # the headline strip
CX, CY = PLAY_W // 2, 440
BLOCK_W, HAND_H, DISCARD_H = 240, 136, 108  # a hand card at 0.6 with a two-line caption under it, discards at 0.6
"""Discards as large as a hand card: their titles (or short titles) at 12 px at the 1280x720 window."""
LEFT, RIGHT = 8, PLAY_W - 8 - BLOCK_W

OPPONENT_SPOTS: dict[int, list[tuple[int, int]]] = {
    2: [(500, 44)],
    3: [(LEFT, 200), (RIGHT, 200)],
    4: [(LEFT, 300), (500, 44), (RIGHT, 300)],
    5: [(LEFT, 380), (256, 44), (744, 44), (RIGHT, 380)],
    6: [(LEFT, 460), (LEFT, 204), (500, 44), (RIGHT, 204), (RIGHT, 460)],
    7: [(LEFT, 460), (LEFT, 204), (300, 44), (700, 44), (RIGHT, 204), (RIGHT, 460)],
    8: [(LEFT, 520), (LEFT, 264), (256, 44), (500, 44), (744, 44), (RIGHT, 264), (RIGHT, 520)],
}
"""Top-left corner of each opponent block, by relative seat 1, 2, ... (clockwise from the viewer)."""


SCALE = {2: 0.9, 3: 0.85, 4: 0.75}
"""At 2-4 players the opponents sit closer with larger cards (their discards read from across the table); at 5-8
the blocks keep the size of a hand card at 0.6 (``BLOCK_W`` ...)."""


def block_size(num_players: int) -> tuple[int, int, int, float]:
    """An opponent block's width, hand height and discards height, and its card scale."""
    scale = SCALE.get(num_players, 0.6)
    if scale == 0.6:
        return BLOCK_W, HAND_H, DISCARD_H, scale
    return round(400 * scale), round(52 + 140 * scale), round(24 + 140 * scale), scale

BACK_SCALE = 0.5
"""An opponent's hand face down: a small fan under their plate; face up (at a round's end) at the block's scale."""


def opponent(rel: int, x: int, y: int, num_players: int = 8) -> list[Zone]:
    """A seat of 5-8 players: its hand (a small fan under its plate) above its row of discards."""
    w, hand_h, discard_h, scale = block_size(num_players)
    discards: Props = {"arrange": "row", "card_scale": scale, "label_when": "empty"}
    return [
        Zone(f"hand.{rel}", x, y, w, hand_h, {"arrange": "fan", "card_scale": scale, "back_scale": BACK_SCALE}),
        Zone(f"discard.{rel}", x, y + hand_h + 6, w, discard_h, discards),
    ]


NEAR_HAND_W = {2: 280, 3: 280, 4: 250}
"""At 2-4 players an opponent's hand zone: room for the plate (disc, name, icons, the pips of the tokens to win)
and the hand shown face up at a round's end."""
PLATE_STRIP = 24  # the plate's strip at the top of a hand zone (scenes.table.seat_plates.PLATE_H)
NEAR_DISCARDS_W = {2: 540, 3: 318, 4: 300}
"""The row of discards attached to an opponent's hand at 2-4 players (cascading into a second row below)."""
GAP = 8
MIDDLE_W = 370  # deck, removed card and the play area side by side
COLUMN_W = 190  # at 4 players: deck and removed card side by side, the play area under them
SETASIDE_W = 236  # the 2-player set-aside cards, left of the deck


def near_block(rel: int, x: int, y: int, num_players: int, side: str = "left", discards_w: int = 0) -> list[Zone]:
    """An opponent's seat block at 2-4 players, compact: the plate over the hidden hand and the discards attached
    beside it, their tops level with the hidden hand's (``side`` "left": the hand at the block's left, the discards
    growing rightwards from it; "right": mirrored). ``x``, ``y``: the block's top-left corner."""
    _, hand_h, _, scale = block_size(num_players)
    hand_w, dw = NEAR_HAND_W[num_players], discards_w or NEAR_DISCARDS_W[num_players]
    hand_props: Props = {"arrange": "fan", "card_scale": scale, "back_scale": BACK_SCALE}
    discards: Props = {"arrange": "row", "card_scale": scale, "placeholder": False, "align": "start",
                       "label_when": "empty"}
    if side == "right":
        return [Zone(f"hand.{rel}", x + dw + GAP, y, hand_w, hand_h, hand_props),
                Zone(f"discard.{rel}", x, y + PLATE_STRIP, dw, hand_h - PLATE_STRIP, {**discards, "align": "end"})]
    return [Zone(f"hand.{rel}", x, y, hand_w, hand_h, hand_props),
            Zone(f"discard.{rel}", x + hand_w + GAP, y + PLATE_STRIP, dw, hand_h - PLATE_STRIP, discards)]


def near_width(num_players: int, discards_w: int = 0) -> int:
    """The width of an opponent's block at 2-4 players."""
    return NEAR_HAND_W[num_players] + GAP + (discards_w or NEAR_DISCARDS_W[num_players])


def side_discards_w() -> int:
    """At 4 players the side seats' discards: from their hand to the middle column."""
    return CX - COLUMN_W // 2 - 16 - LEFT - NEAR_HAND_W[4] - GAP


def side_y() -> int:
    """At 4 players the side seats' top: halfway between the opponent at the top and the own hand."""
    hand_h = block_size(4)[1]
    return (44 + hand_h + TABLE_H - 286 - hand_h) // 2


def near_opponents(num_players: int) -> list[list[Zone]]:
    """The opponents' blocks at 2-4 players, clockwise from the viewer's left."""
    w = near_width(num_players)
    if num_players == 2:
        return [near_block(1, CX - w // 2, 44, 2)]
    if num_players == 3:
        return [near_block(1, LEFT, 44, 3), near_block(2, PLAY_W - 8 - w, 44, 3, side="right")]
    dw = side_discards_w()
    return [near_block(1, LEFT, side_y(), 4, discards_w=dw), near_block(2, CX - w // 2, 44, 4),
            near_block(3, PLAY_W - 8 - near_width(4, dw), side_y(), 4, side="right", discards_w=dw)]


def middle_top(num_players: int) -> int:
    """The top of the middle at 2-4 players: halfway between the opponents at the top and the own hand (at 4
    players the column just under the opponent at the top, clear of the status line over the own hand)."""
    if num_players == 4:
        return 44 + block_size(4)[1] + 18
    return (44 + block_size(num_players)[1] + TABLE_H - 286 - 160) // 2


def near_stage(num_players: int) -> Zone:
    """Where a bot's move rests at 2-4 players: right of the middle row (at 4 players right of the opponent at the
    top, over the right seat)."""
    if num_players == 4:
        x = CX + near_width(4) // 2 + 10
        return Zone("stage", x, 52, PLAY_W - 8 - x, side_y() - 62)
    left = max(z.x + z.w for z in centre(num_players)) + 14
    top = 44 + block_size(num_players)[1] + 14
    return Zone("stage", left, top, PLAY_W - 8 - left, TABLE_H - 286 - 10 - top)


def viewer(num_players: int = 8) -> list[Zone]:
    hand = Zone("hand.0", CX - 195, TABLE_H - 286, 390, 280, {"arrange": "row", "card_scale": OWN_HAND_SCALE,
                                                              "label": "Your hand"})
    if num_players <= 4:  # the own discards attached right of the hand, as large as the opponents' (two rows)
        return [hand, Zone("discard.0", CX + 205, TABLE_H - 286, PLAY_W - 8 - CX - 205, 280,
                           {"arrange": "grid", "card_scale": 0.8, "placeholder": False, "align": "start",
                            "label": "Your discards", "label_when": "empty"})]
    return [
        hand,
        Zone("discard.0", CX + 205, TABLE_H - 130, PLAY_W - 8 - CX - 205, 124,
             {"arrange": "row", "card_scale": 0.65, "label": "Your discards", "label_when": "empty"}),
    ]


MIDDLE_X = LEFT + BLOCK_W + 14  # the middle row starts right of the left column of opponents


def centre(num_players: int) -> list[Zone]:
    stack: Props = {"arrange": "stack", "card_scale": 0.7}
    play: Props = {"arrange": "stack", "card_scale": 1.0, "label": "Play here"}
    x, y = MIDDLE_X, CY - 80
    if num_players == 4:  # a column between the side seats
        x, y = CX - COLUMN_W // 2, middle_top(4)
        return [Zone("deck", x, y, 90, 150, {**stack, "label": "Deck"}),
                Zone("removed", x + 100, y, 90, 150, {**stack, "label": "Removed"}),
                Zone("play", CX - 85, y + 160, 170, 160, play)]
    if num_players <= 3:  # centred in the felt (at 2 players with the set-aside cards at its left)
        y = middle_top(num_players)
        x = CX - MIDDLE_W // 2 + (SETASIDE_W + 10) // 2 * (num_players == 2)
    zones = [
        Zone("deck", x, y, 90, 150, {**stack, "label": "Deck"}),
        Zone("removed", x + 100, y, 90, 150, {**stack, "label": "Removed"}),
        Zone("play", x + 200, y, 170, 160, play),
    ]
    if num_players == 2:
        zones.insert(0, Zone("setaside", x - SETASIDE_W - 10, y + 20, SETASIDE_W, 120,
                             {"arrange": "row", "card_scale": 0.6, "label": "Set aside"}))
    return zones


def _overlap(a: Zone, b: Zone) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


STAGE = Zone("stage", MIDDLE_X + 380, 300, RIGHT - 4 - MIDDLE_X - 380, 300)
"""Where a bot's move rests: right of the middle row, between the opponents at the top and the own hand, inside
the right column of opponents (three cards side by side)."""


def stage_for(num_players: int) -> Zone:
    return near_stage(num_players) if num_players <= 4 else STAGE


def zones_for(num_players: int) -> list[Zone]:
    zones = anchored(viewer(num_players), y="bottom") + anchored(centre(num_players))
    if num_players <= 4:
        for block in near_opponents(num_players):
            zones += anchored(block)
    for rel, (x, y) in enumerate(OPPONENT_SPOTS[num_players] if num_players > 4 else [], start=1):
        zones += anchored(opponent(rel, x, y, num_players))
    for i, a in enumerate(zones):
        assert a.x >= 0 and a.x + a.w <= PLAY_W and a.y >= TOP and a.y + a.h <= TABLE_H, a
        for b in zones[i + 1:]:
            assert not _overlap(a, b), (num_players, a.name, b.name)
    return zones


def main(out: Path = OUT) -> None:
    """Write every player count's layout into ``out`` (``tools/gen_layout.py`` runs it)."""
    for n in OPPONENT_SPOTS:
        assert not any(_overlap(stage_for(n), z) for z in zones_for(n)), n
        write_layout(out / f"{n}p.tmx", zones_for(n), marks=[stage_for(n)])


if __name__ == "__main__":
    main()
