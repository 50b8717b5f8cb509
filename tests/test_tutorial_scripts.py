"""Learn to play's scripts (:mod:`game.tutorial`): each unfolds from its seed as written, every scripted move legal
when it comes and made by the seat the script says (the player's by the person, the others by bots), the script
ends with the coach's last words, and the tutorial match keeps to the script."""

from __future__ import annotations

import pytest

from game.tutorial import load_script, scripts, tutorial_session

IDS = [script.game_id for script in scripts()]


@pytest.mark.parametrize("game_id", IDS)
def test_script_unfolds_legally_from_its_seed(game_id: str) -> None:
    script = load_script(game_id)
    session = tutorial_session(script)
    assert session.seats[0].kind == "human" and all(seat.kind == "bot" for seat in session.seats[1:])
    for number, step in enumerate(script.steps):
        if step.kind == "say":
            assert step.text
            continue
        assert not session.is_over(), f"step {number}: the game is over"
        seat = session.current_seat()
        assert (seat == 0) == (step.kind == "do"), f"step {number} ({step.kind}) comes at seat {seat}'s turn"
        assert step.action in session.legal_actions(), f"step {number}: {step.action!r} is not legal"
        assert step.kind == "bot" or step.text
        session.apply(step.action)
    assert script.steps[-1].kind == "say"
    assert script.lessons == sum(step.kind != "bot" for step in script.steps)


def test_anchors_name_something_the_coach_can_find() -> None:
    for script in scripts():
        for step in script.steps:
            kind, _, ref = step.anchor.partition(":")
            assert kind in ("", "zone", "face", "card", "seat", "move", "summary", "column"), step.anchor
            assert kind in ("", "move", "summary") or ref, step.anchor


@pytest.mark.parametrize("game_id", IDS)
def test_a_coached_summary_is_coached_column_by_column(game_id: str, tmp_path) -> None:
    """A script that talks through a round's summary (``summary`` / ``column:<id>`` steps) says them while that
    summary is there, names only its columns, and comes to every one of them."""
    from game.saves import SaveStore
    from game.tutorial import TutorialMatch

    script = load_script(game_id)
    match = TutorialMatch(script, SaveStore(tmp_path))
    coached: dict[str, set[str]] = {}  # the summary's title: the columns coached while it shows
    summaries = {}
    for step in script.steps:
        if step.action is not None:
            match.apply(step.action)
        elif step.anchor == "summary" or step.anchor.startswith("column:"):
            summary = match.round_table()
            assert summary is not None, f"{step.text!r} is said with no summary shown"
            summaries[summary.title] = summary
            ids = {summary.column_id(i) for i in range(len(summary.columns))}
            ref = step.anchor.partition(":")[2]
            assert step.anchor == "summary" or ref in ids, f"{step.anchor} is no column of {sorted(ids)}"
            coached.setdefault(summary.title, set()).update({ref} if ref else set())
    for title, summary in summaries.items():
        assert coached[title] == {summary.column_id(i) for i in range(len(summary.columns))}, title
