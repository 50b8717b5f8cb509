"""Generate the fixture game's table layouts ``tests/fixture_game/layouts/<n>p.tmx`` for 2-3 seats.

Run from the project folder: ``python tests/fixture_game/gen_layouts.py``. The viewer's hand at the bottom, the
others' hands at the top, the trick in the middle (the stage over it); the strip right of x=1240 stays free."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.tools.tmx import OWN_HAND_SCALE, Zone, anchored, write_layout  # noqa: E402

OUT = Path(__file__).resolve().parent / "layouts"
OPPONENTS = {2: [(420, 56)], 3: [(80, 56), (720, 56)]}
"""Top-left corners of the other hands, by player count, clockwise from the viewer's left."""


def zones_for(num_players: int) -> list[Zone]:
    zones = anchored([Zone("hand.0", 140, 604, 960, 290,
                           {"arrange": "fan", "card_scale": OWN_HAND_SCALE, "label": "Your hand"})], y="bottom")
    zones += anchored([Zone("table", 360, 300, 520, 220, {"arrange": "row", "card_scale": 1.1, "label": "Trick"})])
    for rel, (x, y) in enumerate(OPPONENTS[num_players], start=1):
        zones += anchored([Zone(f"hand.{rel}", x, y, 440, 150, {"arrange": "row", "card_scale": 0.7})])
    return zones


def main(out: Path = OUT) -> None:
    for n in OPPONENTS:
        write_layout(out / f"{n}p.tmx", zones_for(n), marks=[Zone("stage", 360, 300, 520, 220)])


if __name__ == "__main__":
    main()
