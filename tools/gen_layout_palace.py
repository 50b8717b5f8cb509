"""Generate the Palace table layouts ``assets/layouts/palace/<n>p.tmx`` for 2-6 seats.

The viewer (relative seat 0) sits at the bottom centre with the largest cards (``OWN_HAND_SCALE``); the others
sit clockwise around the table: left side, top, right side. Each seat has a hand row and, beside each other, its
face-up and face-down rows; pile, stock and burned cards lie in the middle, the stage (where a bot's move rests
to be seen) over them. The strip right of x=1240 and the top 40 px stay free for the UI. Every block keeps to
the window's edge its anchors name (``tools/tmx.py``).
"""

from __future__ import annotations

from pathlib import Path

from tools.tmx import OWN_HAND_SCALE, Zone, anchored, write_layout

OUT = Path(__file__).resolve().parent.parent / "assets" / "layouts" / "palace"
# Top-left corners of the opponents' areas, by the number of opponents, clockwise from the viewer's left.
OPPONENT_SPOTS: dict[int, list[tuple[int, int]]] = {
    1: [(390, 40)],
    2: [(50, 40), (730, 40)],
    3: [(16, 250), (448, 48), (880, 250)],
    4: [(16, 250), (16, 48), (880, 48), (880, 250)],
    5: [(16, 250), (16, 48), (448, 48), (880, 48), (880, 250)],
}
AREA_W = 352  # an opponent's area is AREA_W x 184


def viewer_zones() -> list[Zone]:
    """Seat 0: face-up and face-down rows side by side, the hand (the largest cards) below."""
    return [
        Zone("faceup.0", 290, 458, 320, 138, {"arrange": "row", "card_scale": 0.8, "label": "Face up"}),
        Zone("facedown.0", 630, 458, 320, 138, {"arrange": "row", "card_scale": 0.8, "label": "Face down"}),
        Zone("hand.0", 100, 604, 1040, 290, {"arrange": "fan", "card_scale": OWN_HAND_SCALE, "label": "Your hand"}),
    ]


NEAR_W = 460
"""At 2-3 players the opponents sit along the top with larger cards: an area NEAR_W x 210, face-up cards at 0.8."""


def opponent_zones(rel: int, x: int, y: int, num_players: int = 6) -> list[Zone]:
    if num_players <= 3:
        return [
            Zone(f"hand.{rel}", x, y, NEAR_W, 82, {"arrange": "fan", "card_scale": 0.55}),
            Zone(f"faceup.{rel}", x, y + 88, 268, 120, {"arrange": "row", "card_scale": 0.8}),
            Zone(f"facedown.{rel}", x + 276, y + 88, NEAR_W - 276, 120, {"arrange": "row", "card_scale": 0.8}),
        ]
    return [
        Zone(f"hand.{rel}", x, y, AREA_W, 80, {"arrange": "fan", "card_scale": 0.5}),
        Zone(f"faceup.{rel}", x, y + 88, 200, 96, {"arrange": "row", "card_scale": 0.6}),
        Zone(f"facedown.{rel}", x + 208, y + 88, AREA_W - 208, 96, {"arrange": "row", "card_scale": 0.6}),
    ]


def centre_zones() -> list[Zone]:
    return [
        Zone("stock", 384, 270, 120, 150, {"arrange": "stack", "card_scale": 0.8, "label": "Stock"}),
        Zone("pile", 520, 250, 200, 190, {"arrange": "spread", "card_scale": 1.1, "label": "Pile"}),
        Zone("burned", 736, 270, 120, 150, {"arrange": "stack", "card_scale": 0.8, "label": "Burned"}),
    ]


STAGE = Zone("stage", 400, 250, 440, 200)
"""Where a bot's move rests (over the pile, above the own rows)."""


def _overlap(a: Zone, b: Zone) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def zones_for(num_players: int) -> list[Zone]:
    zones = anchored(viewer_zones(), y="bottom") + anchored(centre_zones())
    for rel, (x, y) in enumerate(OPPONENT_SPOTS[num_players - 1], start=1):
        zones += anchored(opponent_zones(rel, x, y, num_players))
    for i, a in enumerate(zones):
        assert a.x >= 0 and a.x + a.w <= 1240 and a.y >= 40 and a.y + a.h <= 900, a
        for b in zones[i + 1:]:
            assert not _overlap(a, b), (num_players, a.name, b.name)
    return zones


def main() -> None:
    for n in range(2, 7):
        write_layout(OUT / f"{n}p.tmx", zones_for(n), marks=[STAGE])


if __name__ == "__main__":
    main()
