"""Road to the Palace's layouts: each opponent's bribe slots lie under their plate (issue 39 §2.1). The plate
stands in the middle of the seat's block (``seat.<rel>``); they were at the block's left end, 400 logical px
from a two-player opponent's plate, 200 at three players."""

from __future__ import annotations

import pytest

from scenes.table.layout import load_layout


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_opponents_bribe_slots_lie_under_their_plate(players):
    zones = load_layout(f"road-to-the-palace/{players}p.tmx").zones
    for rel in range(1, players):
        x, _, w, _ = zones[f"seat.{rel}"].rect
        plate = x + w / 2
        left = zones[f"bribe1.{rel}"].rect[0]
        r2 = zones[f"bribe2.{rel}"].rect
        slots = (left + r2[0] + r2[2]) / 2
        assert abs(slots - plate) < 160, (players, rel, slots, plate)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seats_zones_lie_inside_its_block(players):
    zones = load_layout(f"road-to-the-palace/{players}p.tmx").zones
    for rel in range(players):
        bx, by, bw, bh = zones[f"seat.{rel}"].rect
        for kind in ("bribe1", "bribe2", "board", "columns", "bribes"):
            x, y, w, h = zones[f"{kind}.{rel}"].rect
            assert bx <= x and x + w <= bx + bw and by <= y and y + h <= by + bh, (players, kind, rel)
