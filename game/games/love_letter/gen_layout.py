"""Generate the Love Letter table layouts (2-8 seats): ``python tools/gen_layout.py <game id>``.

The viewer (relative seat 0) sits at the bottom centre with the largest cards (``OWN_HAND_SCALE``: title and
whole effect text legible) and their discards beside it. The other seats sit clockwise (seat 1 to the viewer's
left) up the left side, along the top and down the right side, each as a small hand above a row of discards.
Deck, removed card and the play area lie in the middle, left of the stage (where a bot's move rests to be seen,
beside them so that its cards cover neither the removed card nor where to play); the 2-player set-aside cards
lie on the left, where no opponent sits. Every block keeps to the window's edge its anchors name
(``game/tools/tmx.py``).
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
    w, hand_h, discard_h, scale = block_size(num_players)
    discards: Props = {"arrange": "row", "card_scale": scale, "label_when": "empty"}
    return [
        Zone(f"hand.{rel}", x, y, w, hand_h, {"arrange": "fan", "card_scale": scale, "back_scale": BACK_SCALE}),
        Zone(f"discard.{rel}", x, y + hand_h + 6, w, discard_h, discards),
    ]


def near_spots(num_players: int) -> tuple[list[tuple[int, int]], int, Zone]:
    """At 2-4 players: the opponents' corners, the top of the middle row and the stage."""
    w, hand_h, discard_h, _ = block_size(num_players)
    block_h = hand_h + 6 + discard_h
    right = PLAY_W - 8 - w
    if num_players == 2:
        spots = [(CX - w // 2, 44)]
        return spots, 44 + block_h + 14, Zone("stage", CX + w // 2 + 10, 100, PLAY_W - 8 - CX - w // 2 - 10, 504)
    if num_players == 3:
        spots = [(LEFT, 44), (right, 44)]
        x0 = LEFT + w + 10  # between the two opponents, over the middle
        return spots, 44 + block_h + 14, Zone("stage", x0, 52, right - 10 - x0, block_h + 4)
    side_y = 320
    spots = [(LEFT, side_y), (CX - w // 2, 44), (right, side_y)]
    return spots, 44 + block_h + 14, Zone("stage", CX + w // 2 + 10, 52, PLAY_W - 8 - CX - w // 2 - 10,
                                          side_y - 60)


def viewer(num_players: int = 8) -> list[Zone]:
    if num_players <= 4:  # the own discards as large as the opponents' (two rows of them beside the hand)
        return [
            Zone("hand.0", CX - 195, TABLE_H - 286, 390, 280, {"arrange": "row", "card_scale": OWN_HAND_SCALE,
                                                                "label": "Your hand"}),
            Zone("discard.0", CX + 205, TABLE_H - 286, PLAY_W - 8 - CX - 205, 280,
                 {"arrange": "grid", "card_scale": 0.8, "label": "Your discards", "label_when": "empty"}),
        ]
    return [
        Zone("hand.0", CX - 195, TABLE_H - 286, 390, 280, {"arrange": "row", "card_scale": OWN_HAND_SCALE,
                                                            "label": "Your hand"}),
        Zone("discard.0", CX + 205, TABLE_H - 130, PLAY_W - 8 - CX - 205, 124,
             {"arrange": "row", "card_scale": 0.65, "label": "Your discards", "label_when": "empty"}),
    ]


MIDDLE_X = LEFT + BLOCK_W + 14  # the middle row starts right of the left column of opponents


def centre(num_players: int) -> list[Zone]:
    stack: Props = {"arrange": "stack", "card_scale": 0.7}
    x, y = MIDDLE_X, CY - 80
    if num_players <= 4:
        top = near_spots(num_players)[1]
        x, y = {2: 270, 3: (PLAY_W - 370) // 2, 4: LEFT + block_size(num_players)[0] + 24}[num_players], top
    zones = [
        Zone("deck", x, y, 90, 150, {**stack, "label": "Deck"}),
        Zone("removed", x + 100, y, 90, 150, {**stack, "label": "Removed"}),
        Zone("play", x + 200, y, 170, 160, {"arrange": "stack", "card_scale": 1.0, "label": "Play here"}),
    ]
    if num_players == 2:
        zones.insert(0, Zone("setaside", 20, y + 20, 236, 120,
                             {"arrange": "row", "card_scale": 0.6, "label": "Set aside"}))
    return zones


def _overlap(a: Zone, b: Zone) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


STAGE = Zone("stage", MIDDLE_X + 380, 300, RIGHT - 4 - MIDDLE_X - 380, 300)
"""Where a bot's move rests: right of the middle row, between the opponents at the top and the own hand, inside
the right column of opponents (three cards side by side)."""


def stage_for(num_players: int) -> Zone:
    return near_spots(num_players)[2] if num_players <= 4 else STAGE


def zones_for(num_players: int) -> list[Zone]:
    zones = anchored(viewer(num_players), y="bottom") + anchored(centre(num_players))
    spots = near_spots(num_players)[0] if num_players <= 4 else OPPONENT_SPOTS[num_players]
    for rel, (x, y) in enumerate(spots, start=1):
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
