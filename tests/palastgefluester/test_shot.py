"""A shot of Palastgefluester takes the language and the game's options (moved here from tests/ui/test_tools.py)."""

from __future__ import annotations

from scenes.tools import shot


def test_a_shot_takes_the_language_and_the_games_options(tmp_path):
    out = tmp_path / "dark.png"
    assert shot.main(["--game", "palastgefluester", "--players", "3", "--moves", "4", "--lang", "de",
                      "--option", "intrigues_in_the_dark=true", "--out", str(out), "--size", "960x540"]) == 0
    assert out.is_file()
    session = shot.shot_session("palastgefluester", 3, 1, 0, options={"intrigues_in_the_dark": True})
    assert session.state.options["intrigues_in_the_dark"] is True
