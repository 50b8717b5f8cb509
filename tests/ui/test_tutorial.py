"""Learn to play: every game's guided first game can be finished with posted events only (the coach's Next
clicked, each move made with the real gesture), on the virtual clock; a wrong gesture gets the coach's hint, not a
refusal toast; the tutorial writes no autosave and counts in no statistics (those at a game's own table are in
that game's tests). A script that talks a round's summary through does it over the summary, column by column."""

from __future__ import annotations

import pytest

from game import catalog
from game.tutorial import has_tutorial, load_script
from scenes.table.coach import Coach, on_summary
from scenes.tools.byhand import run

GAMES = [gid for gid in catalog.game_ids() if has_tutorial(gid)]


@pytest.mark.parametrize("game_id", GAMES)
def test_tutorial_finished_by_hand(game_id: str, tmp_path, monkeypatch) -> None:
    shown: dict[str, set[str]] = {}  # a summary's columns: those the coach's bubble pointed at over it
    draw = Coach.draw

    def recording(coach: Coach, surface, avoid=None) -> None:
        draw(coach, surface, avoid)
        step, top = coach.tutorial.step, coach.app.top
        summary = getattr(top, "summary", None)
        if step is None or coach.bubble is None or not on_summary(step) or summary is None:
            return
        ids = [summary.column_id(i) for i in range(len(summary.columns))]
        seen = shown.setdefault(" ".join(ids), set())
        if coach.anchor_rect(step.anchor) is not None and coach.next_button is not None:
            seen.add(step.anchor.partition(":")[2])

    monkeypatch.setattr(Coach, "draw", recording)
    report = run(game_id, 0, 1, (1280, 720), png_dir=tmp_path, max_seconds=120, tutorial=True)
    assert report["failures"] == []
    assert report["finished"]
    assert report["tutorial_steps"] == load_script(game_id).lessons
    assert report["moves_by_hand"] == sum(step.kind == "do" for step in load_script(game_id).steps)
    if any(on_summary(step) for step in load_script(game_id).steps):  # each column of the summary, coached
        assert shown, "the coach said nothing over the round's summary"
        for columns, seen in shown.items():
            assert set(columns.split()) <= seen, (columns, seen)
