"""Generate the Palastgeflüster table layouts (3, 4 and 5 seats): ``python tools/gen_layout_palastgefluester.py``.

The viewer (relative seat 0) sits at the bottom with a large hand and display; the other seats sit around the
top half, each as a row of hand backs above their display; deck, discard and the King cards lie in the middle.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tmx import Zone, write_layout  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "layouts" / "palastgefluester"
SEAT_W = 390
"""Width of an opponent's block: six display cards at scale 0.6."""

OPPONENT_SPOTS: dict[int, list[tuple[int, int]]] = {
    3: [(40, 60), (810, 60)],
    4: [(10, 300), (425, 60), (840, 300)],
    5: [(10, 300), (40, 50), (810, 50), (840, 300)],
}
"""Top-left corner of each opponent block, by relative seat 1, 2, ... (clockwise from the viewer)."""


def opponent(rel: int, x: int, y: int) -> list[Zone]:
    return [
        Zone(f"hand.{rel}", x, y, SEAT_W, 110, {"arrange": "row", "card_scale": 0.5}),
        Zone(f"display.{rel}", x, y + 118, SEAT_W, 124, {"arrange": "row", "card_scale": 0.6}),
    ]


def centre() -> list[Zone]:
    """A 2 x 2 block between the side seats and above the viewer: wide enough for the labels in every language."""
    props = {"arrange": "stack", "card_scale": 0.6}
    return [
        Zone("deck", 405, 305, 210, 120, {**props, "label": "Deck"}),
        Zone("discard", 625, 305, 210, 120, {**props, "label": "Discard"}),
        Zone("kingdeck", 405, 432, 210, 120, {**props, "label": "King deck"}),
        Zone("king", 625, 432, 210, 120, {**props, "label": "King"}),
    ]


def viewer() -> list[Zone]:
    return [
        Zone("display.0", 300, 560, 640, 150, {"arrange": "row", "card_scale": 0.85, "label": "Your display"}),
        Zone("hand.0", 240, 725, 760, 170, {"arrange": "row", "card_scale": 1.0, "label": "Your hand"}),
    ]


def zones_for(num_players: int) -> list[Zone]:
    spots = OPPONENT_SPOTS[num_players]
    zones = viewer()
    for rel, (x, y) in enumerate(spots, start=1):
        zones += opponent(rel, x, y)
    return zones + centre()


def main() -> None:
    for n in OPPONENT_SPOTS:
        write_layout(OUT / f"{n}p.tmx", zones_for(n))


if __name__ == "__main__":
    main()
