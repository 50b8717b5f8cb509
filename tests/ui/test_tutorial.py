"""Learn to play: every game's guided first game can be finished with posted events only (the coach's Next
clicked, each move made with the real gesture), on the virtual clock; a wrong gesture gets the coach's hint, not a
refusal toast; the tutorial writes no autosave and counts in no statistics (those at a game's own table are in
that game's tests)."""

from __future__ import annotations

import pytest

from game import catalog
from game.tutorial import has_tutorial, load_script
from scenes.tools.byhand import run

GAMES = [gid for gid in catalog.game_ids() if has_tutorial(gid)]


@pytest.mark.parametrize("game_id", GAMES)
def test_tutorial_finished_by_hand(game_id: str, tmp_path) -> None:
    report = run(game_id, 0, 1, (1280, 720), png_dir=tmp_path, max_seconds=120, tutorial=True)
    assert report["failures"] == []
    assert report["finished"]
    assert report["tutorial_steps"] == load_script(game_id).lessons
    assert report["moves_by_hand"] == sum(step.kind == "do" for step in load_script(game_id).steps)
