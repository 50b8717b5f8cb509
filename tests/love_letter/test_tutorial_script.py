"""Love Letter's Learn to play script drives the tutorial (:mod:`game.tutorial`): the coach's steps, the person's
scripted move, the bots' scripted replies, nothing saved (moved here from the generic
``tests/test_tutorial_scripts.py``, which runs every game's script)."""

from __future__ import annotations

from game.tutorial import Tutorial, TutorialMatch, load_script


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
