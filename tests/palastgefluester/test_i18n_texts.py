"""Palastgeflüster in every language: the rules help follows the language, table texts are translated."""

from __future__ import annotations

from importlib import resources

import pytest

from game import i18n
from game.rules.palastgefluester import GAME


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_rules_help_is_in_the_current_language(code):
    i18n.set_language(code)
    expected = resources.files("game.rules.palastgefluester").joinpath(f"rules_{code}.md").read_text(encoding="utf-8")
    assert GAME.rules_text() == expected


def test_table_texts_follow_the_language():
    state = GAME.new_game(3, seed=4)
    view, legal = state.view(state.current_player()), state.legal_actions()
    presenter = GAME.presenter()
    english = presenter.table(view, legal, ["Ana", "Ben", "Cleo"])
    i18n.set_language("de")
    german = presenter.table(view, legal, ["Ana", "Ben", "Cleo"])
    assert german.prompt == i18n.catalog("de")[english.prompt]
    assert german.zones[0].label == "Deine Hand"
    assert [z.id for z in german.zones] == [z.id for z in english.zones]
    i18n.set_language("zh-Hant")
    assert presenter.table(view, legal, ["Ana", "Ben", "Cleo"]).zones[0].label == "你的手牌"
