"""tools/screenshots.py shoots every game the app ships (the README shows one table per game)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from game import catalog

TOOL = Path(__file__).resolve().parent.parent / "tools" / "screenshots.py"


def test_the_screenshot_script_shoots_only_games_the_app_ships():
    """That it shoots every one of them, and the README shows each, is in what shipping requires
    (``SHIP_REQUIREMENTS`` of ``tests/game_conformance.py``)."""
    spec = importlib.util.spec_from_file_location("screenshots", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert set(module.SHOTS) <= set(catalog.SHIPPED)


def test_each_screenshot_is_a_persons_turn_with_a_choice():
    """Issue 27 item 6: the README shows each table from a seat a person holds, on their turn, with something to
    do (not "Finish the game", not a table of bots)."""
    from scenes.tools.shot import shot_session

    spec = importlib.util.spec_from_file_location("screenshots", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for game_id, shot in module.SHOTS.items():
        session = shot_session(game_id, shot["players"], shot["seed"], shot["moves"])
        assert not session.is_over(), game_id
        assert session.seats[0].kind == "human" and session.current_seat() == 0, game_id
        assert len(session.legal_actions()) >= 2, game_id
