"""A Road disc shows its mission's initial in every language (moved here from tests/ui/test_display_options.py)."""

from __future__ import annotations


def test_a_road_disc_shows_its_missions_initial(tmp_path):
    from game import i18n
    from scenes.art.games import token_for

    assert [token_for(f"disc.{c}").letter for c in ("yellow", "red", "blue", "purple")] == ["F", "M", "P", "S"]
    i18n.set_language("zh-Hant")
    assert [token_for(f"disc.{c}").letter for c in ("yellow", "red", "blue", "purple")] == ["財", "軍", "政", "潛"]
    i18n.set_language("en")
