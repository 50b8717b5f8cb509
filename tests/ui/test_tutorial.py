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

    def recording(coach: Coach, surface, avoid=None, keep=()) -> None:
        draw(coach, surface, avoid, keep)
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


COACHED = [gid for gid in GAMES if any(on_summary(step) for step in load_script(gid).steps)]


@pytest.mark.parametrize("game_id", COACHED[:1])
def test_next_round_waits_until_the_coach_has_talked_the_summary_through(app, game_id) -> None:
    """Next round while the coach still talks about the summary gives the coach's hint, also from the table looked
    at (the steps would otherwise wait for a summary that never comes back); Next goes through the columns, one
    outlined at a time, then Next round deals on."""
    from game.settings import Settings
    from game.tutorial import TutorialMatch
    from scenes.screens.scoring import ScoringScene
    from scenes.table.table import TableScene

    from .helpers import click, click_button, pump

    app.settings = Settings()
    script = load_script(game_id)
    match = TutorialMatch(script, app.store)
    first = next(i for i, step in enumerate(script.steps) if on_summary(step))
    for step in script.steps[:first]:
        if step.action is not None:
            match.apply(step.action)
    match.tutorial.index = first  # (the coach's words before, read)
    table = TableScene(app, match)
    app.push(table)
    table.round_hold.hold_round_end()
    table.round_hold.show_scoring()
    pump(app, frames=2)
    scoring, coach = app.top, table.coach
    assert isinstance(scoring, ScoringScene) and coach is not None and coach.waiting_for_next()
    click_button(app, "Look at the table")
    pump(app, frames=2)
    click_button(app, "Next round")
    pump(app, frames=2)
    assert app.top is scoring and not scoring.looking and coach.hinting, "Next round left the coach's summary"
    anchors = []
    while coach.holds_summary():
        anchors.append(script.steps[coach.tutorial.index].anchor)
        assert coach.bubble is not None and scoring.anchor_rect(anchors[-1]) is not None
        click(app, coach.next_button.screen_rect(app).center)
        pump(app, frames=2)
    assert anchors == [step.anchor for step in script.steps[first:] if on_summary(step)]
    click_button(app, "Next round")
    pump(app, frames=2)
    assert app.top is not scoring


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_that_asks_for_a_move_says_how_by_keys_to_a_player_on_the_keys(app, game_id) -> None:
    """The lessons name the pointer's gestures ("drag the King", "click Ready"): the first lesson that asks for a
    move, reached by Enter, adds how the move is made with the keys, set apart in the bubble; a press of the pointer
    takes it away, a key brings it back (the defaults: the coach's table as a player has it)."""
    import pygame

    from game.settings import Settings
    from game.tutorial import TutorialMatch
    from scenes.table.table import TableScene

    from .helpers import click, post, pump

    app.settings = Settings()
    match = TutorialMatch(load_script(game_id), app.store)
    table = TableScene(app, match)
    app.push(table)
    coach = table.coach
    assert coach is not None
    for _ in range(60):  # Enter on each lesson read with Next, up to the first one that asks for a move
        step = coach.tutorial.step
        if step is not None and step.kind == "do" and coach.bubble is not None:
            break
        if coach.waiting_for_next():
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        pump(app, frames=3)
    step = coach.tutorial.step
    assert step is not None and step.kind == "do" and coach.bubble is not None
    lesson = coach.text(step)
    assert lesson.startswith(coach.lesson_text(step) + "\n") and "Enter" in lesson.split("\n", 1)[1]
    keys_bubble = coach.bubble.height
    spot = app.viewport.point(5.0, 5.0)  # the felt at the top left: no card, no button
    click(app, spot)
    pump(app, frames=2)
    assert coach.text(step) == coach.lesson_text(step) and coach.bubble.height < keys_bubble
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
    pump(app, frames=2)
    assert coach.text(step) == lesson and coach.bubble.height == keys_bubble
