"""Generate the Palace table layouts ``assets/layouts/palace/<n>p.tmx`` for 2-6 seats.

The viewer (relative seat 0) sits at the bottom centre; the others sit clockwise around the table: left side,
top, right side. Each seat has a hand row and, beside each other, its face-up and face-down rows; pile, stock
and burned cards lie in the middle. The strip right of x=1240 and the top 40 px stay free for the UI.
"""

from __future__ import annotations

from pathlib import Path

from tools.tmx import Zone, write_layout

OUT = Path(__file__).resolve().parent.parent / "assets" / "layouts" / "palace"
# Top-left corners of the opponents' areas, by the number of opponents, clockwise from the viewer's left.
OPPONENT_SPOTS: dict[int, list[tuple[int, int]]] = {
    1: [(448, 48)],
    2: [(160, 48), (720, 48)],
    3: [(16, 280), (448, 48), (880, 280)],
    4: [(16, 360), (16, 48), (880, 48), (880, 360)],
    5: [(16, 360), (16, 48), (448, 48), (880, 48), (880, 360)],
}
AREA_W = 352  # an opponent's area is AREA_W x 184


def viewer_zones() -> list[Zone]:
    """Seat 0: face-up and face-down rows side by side, the hand (full-size cards) below."""
    return [
        Zone("faceup.0", 300, 568, 360, 128, {"arrange": "row", "card_scale": 0.8, "label": "Face up"}),
        Zone("facedown.0", 680, 568, 320, 128, {"arrange": "row", "card_scale": 0.8, "label": "Face down"}),
        Zone("hand.0", 200, 712, 840, 176, {"arrange": "fan", "card_scale": 1.0, "label": "Your hand"}),
    ]


def opponent_zones(rel: int, x: int, y: int) -> list[Zone]:
    return [
        Zone(f"hand.{rel}", x, y, AREA_W, 80, {"arrange": "row", "card_scale": 0.5}),
        Zone(f"faceup.{rel}", x, y + 88, 200, 96, {"arrange": "row", "card_scale": 0.6}),
        Zone(f"facedown.{rel}", x + 208, y + 88, AREA_W - 208, 96, {"arrange": "row", "card_scale": 0.6}),
    ]


def centre_zones() -> list[Zone]:
    return [
        Zone("stock", 384, 360, 112, 160, {"arrange": "stack", "card_scale": 0.8, "label": "Stock"}),
        Zone("pile", 528, 336, 176, 200, {"arrange": "stack", "card_scale": 1.0, "label": "Pile"}),
        Zone("burned", 736, 360, 112, 160, {"arrange": "stack", "card_scale": 0.8, "label": "Burned"}),
    ]


def zones_for(num_players: int) -> list[Zone]:
    zones = viewer_zones() + centre_zones()
    for rel, (x, y) in enumerate(OPPONENT_SPOTS[num_players - 1], start=1):
        zones += opponent_zones(rel, x, y)
    return zones


def main() -> None:
    for n in range(2, 7):
        write_layout(OUT / f"{n}p.tmx", zones_for(n))


if __name__ == "__main__":
    main()
