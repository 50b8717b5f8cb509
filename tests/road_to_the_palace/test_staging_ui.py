"""Staging at Road to the Palace's table at two and three players: beside the grid (moved here from the generic
tests/ui/test_staging.py)."""

from __future__ import annotations

import pytest

from tests.ui.test_staging import staged_cover


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1024, 640)])
@pytest.mark.parametrize("players", [2, 3])
def test_road_at_two_and_three_rests_a_bots_move_beside_the_grid(tmp_path, players, size):
    """Road to the Palace at 2-3 players: the stage lay over the grid (the cards a bot took covered the cells left
    to take); it is now the felt right of the grid under the disc stock, and the narration under the cards wraps
    to stay on the table, clear of the grid and the sidebar."""
    assert not staged_cover(tmp_path, "road-to-the-palace", players, size, narration=True)
