"""The language setting: switching it in Settings re-labels the screens at once and is saved."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from scenes.screens.menu import MenuScene
from scenes.ui.widgets import Cycler
from ui.helpers import click, click_button, key, pump


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def language_cycler(app) -> Cycler:
    return next(w for w in app.top.widgets if isinstance(w, Cycler) and w.value in i18n.LANGUAGES)


def test_switching_the_language_relabels_settings_and_menu_and_is_saved(app):
    from game.settings import Settings

    app.push(MenuScene(app))
    pump(app)
    click_button(app, "Settings")
    click(app, language_cycler(app).screen_rect(app).center)
    pump(app)
    assert i18n.current_language() == "de"
    assert app.settings.language == "de" and Settings.load().language == "de"
    assert app.top.button("Zurück") is not None
    click(app, language_cycler(app).screen_rect(app).center)
    pump(app)
    assert i18n.current_language() == "zh-Hant" and app.top.button("返回") is not None
    key(app, pygame.K_ESCAPE)
    pump(app)
    assert isinstance(app.top, MenuScene)
    assert app.top.button("新遊戲") is not None


def test_the_saved_language_applies_at_start(tmp_path):
    from game.settings import Settings
    from scenes.core.app import App

    app = App(size=(1600, 900), data_dir=tmp_path / "data", settings=Settings(language="de"))
    app.push(MenuScene(app))
    pump(app)
    assert i18n.current_language() == "de" and app.top.button("Neues Spiel") is not None
    pygame.quit()
