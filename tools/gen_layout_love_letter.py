"""Generate the Love Letter table layouts (2-8 seats): ``python tools/gen_layout_love_letter.py``.

The viewer (relative seat 0) sits at the bottom centre with the largest cards (``OWN_HAND_SCALE``: title and
whole effect text legible) and their discards beside it. The other seats sit clockwise (seat 1 to the viewer's
left) up the left side, along the top and down the right side, each as a small hand above a row of discards.
Deck, removed card and the play area lie in the middle, left of the stage (where a bot's move rests to be seen,
beside them so that its cards cover neither the removed card nor where to play); the 2-player set-aside cards
lie on the left, where no opponent sits. Every block keeps to the window's edge its anchors name
(``tools/tmx.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tmx import OWN_HAND_SCALE, TABLE_H, Zone, anchored, write_layout  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "layouts" / "love-letter"
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


def opponent(rel: int, x: int, y: int) -> list[Zone]:
    return [
        Zone(f"hand.{rel}", x, y, BLOCK_W, HAND_H, {"arrange": "row", "card_scale": 0.6}),
        Zone(f"discard.{rel}", x, y + HAND_H + 6, BLOCK_W, DISCARD_H, {"arrange": "row", "card_scale": 0.6}),
    ]


def viewer() -> list[Zone]:
    return [
        Zone("hand.0", CX - 195, TABLE_H - 286, 390, 280, {"arrange": "row", "card_scale": OWN_HAND_SCALE,
                                                            "label": "Your hand"}),
        Zone("discard.0", CX + 205, TABLE_H - 130, PLAY_W - 8 - CX - 205, 124,
             {"arrange": "row", "card_scale": 0.65, "label": "Your discards"}),
    ]


MIDDLE_X = LEFT + BLOCK_W + 14  # the middle row starts right of the left column of opponents


def centre(num_players: int) -> list[Zone]:
    stack = {"arrange": "stack", "card_scale": 0.7}
    zones = [
        Zone("deck", MIDDLE_X, CY - 80, 90, 150, {**stack, "label": "Deck"}),
        Zone("removed", MIDDLE_X + 100, CY - 80, 90, 150, {**stack, "label": "Removed"}),
        Zone("play", MIDDLE_X + 200, CY - 80, 170, 160, {"arrange": "stack", "card_scale": 1.0,
                                                          "label": "Play here"}),
    ]
    if num_players == 2:
        zones.append(Zone("setaside", LEFT + 20, CY - 60, 200, 120,
                          {"arrange": "row", "card_scale": 0.6, "label": "Set aside"}))
    return zones


def _overlap(a: Zone, b: Zone) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


STAGE = Zone("stage", MIDDLE_X + 380, 300, RIGHT - 4 - MIDDLE_X - 380, 300)
"""Where a bot's move rests: right of the middle row, between the opponents at the top and the own hand, inside
the right column of opponents (three cards side by side)."""


def zones_for(num_players: int) -> list[Zone]:
    zones = anchored(viewer(), y="bottom") + anchored(centre(num_players))
    for rel, (x, y) in enumerate(OPPONENT_SPOTS[num_players], start=1):
        zones += anchored(opponent(rel, x, y))
    for i, a in enumerate(zones):
        assert a.x >= 0 and a.x + a.w <= PLAY_W and a.y >= TOP and a.y + a.h <= TABLE_H, a
        for b in zones[i + 1:]:
            assert not _overlap(a, b), (num_players, a.name, b.name)
    return zones


def main() -> None:
    for n in OPPONENT_SPOTS:
        assert not any(_overlap(STAGE, z) for z in zones_for(n)), n
        write_layout(OUT / f"{n}p.tmx", zones_for(n), marks=[STAGE])


if __name__ == "__main__":
    main()
