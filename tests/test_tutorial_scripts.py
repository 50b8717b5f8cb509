"""Learn to play's scripts (:mod:`game.tutorial`): each unfolds from its seed as written, every scripted move legal
when it comes and made by the seat the script says (the player's by the person, the others by bots), the script
ends with the coach's last words, and the tutorial match keeps to the script."""

from __future__ import annotations

import pytest

from game.tutorial import Tutorial, TutorialMatch, load_script, scripts, tutorial_session

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
            assert kind in ("", "zone", "face", "card", "seat", "move"), step.anchor
            assert kind in ("", "move") or ref, step.anchor


def test_the_tutorial_follows_the_script() -> None:
    tutorial = Tutorial(load_script("love-letter"))
    assert tutorial.step is not None and tutorial.step.kind == "say"
    assert tutorial.bot_move() is None
    assert not tutorial.expects(("play", "king", 1))  # the coach talks first: a move is not this step
    assert tutorial.wrong == 1
    tutorial.next()
    tutorial.next()
    assert tutorial.wrong == 0 and tutorial.step is not None and tutorial.step.kind == "do"
    assert not tutorial.expects(("play", "guard", 1, 2)) and tutorial.expects(("play", "king", 1))
    tutorial.played(("play", "king", 1))
    assert tutorial.bot_move() == ("play", "guard", 0, 8)
    assert tutorial.lesson() == (3, load_script("love-letter").lessons)  # the last lesson shown (a bot moves)


def test_tutorial_match_plays_the_scripted_bot_moves_and_saves_nothing(tmp_path) -> None:
    from game.saves import SaveStore

    match = TutorialMatch(load_script("love-letter"), SaveStore(tmp_path))
    try:
        assert match.stats is None and not match.saved and not match.offers_hints
        match.tutorial.next()
        match.tutorial.next()
        match.apply(("play", "king", 1))
        assert match.bot_to_move() and match.take_bot_action() == ("play", "guard", 0, 8)
        match.saver.flush()
        assert not (tmp_path / "saves").exists() or not list((tmp_path / "saves").iterdir())
    finally:
        match.close()
