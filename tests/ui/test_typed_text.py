"""Typed text with a lone surrogate or a control character (issue 30 item 7): the setup name and Save as take it
cleaned, and every way of measuring or drawing text survives it."""

from __future__ import annotations

import pygame
import pytest

from scenes.screens.menu import MenuScene
from scenes.screens.setup import SetupScene
from scenes.table.table import TableScene
from scenes.table.table_menu import SaveAsScene
from ui.helpers import click, click_button, key, post, pump

HOSTILE = ["\ud800", "a\udfffb", "\x00", "x\x00\ud83dy"]
UNDRAWABLE = "\ud800\udfff\x00"


@pytest.mark.parametrize("typed", HOSTILE)
def test_a_hostile_setup_name_is_cleaned_and_the_frame_loop_goes_on(app, typed):
    app.fixed_seed = 3
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "New game")
    setup = app.top
    assert isinstance(setup, SetupScene)
    field = [w for w in setup.widgets if type(w).__name__ == "TextField"][0]
    click(app, field.screen_rect(app).center)
    post(pygame.TEXTINPUT, text=typed)
    pump(app, frames=3)
    assert not any(c in UNDRAWABLE for c in setup.names[0])
    click_button(app, "Start")
    assert isinstance(app.top, TableScene)
    pump(app, frames=3)
    assert not any(c in UNDRAWABLE for c in app.top.match.session.names[0])


def test_a_hostile_save_as_name_is_cleaned_and_saved(app):
    app.fixed_seed = 3
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "New game")
    click_button(app, "Start")
    table = app.top
    assert isinstance(table, TableScene)
    pump(app, frames=3)
    click_button(app, "Menu")
    click_button(app, "Save as…")
    prompt = app.top
    assert isinstance(prompt, SaveAsScene)
    post(pygame.TEXTINPUT, text="Q\ud800")
    pump(app, frames=3)
    key(app, pygame.K_RETURN)
    assert app.top is table and app.toast_good, app.toast_text
    pump(app, frames=3)  # the toast with the name is drawn


@pytest.mark.parametrize("text", HOSTILE)
def test_every_text_measure_and_draw_survives_undrawable_text(app, text):
    fonts = app.fonts
    for bold in (False, True):
        assert fonts.font(20, bold).size(text)[1] > 0
        assert fonts.font(20, bold).render(text, True, (0, 0, 0)).get_height() > 0
        fonts.text(text, 20, (0, 0, 0), bold)
        fonts.fit(text * 50, 20, 80, bold)
        fonts.wrap(text * 50, 20, 80, bold)
        fonts.shrink_wrap(text * 50, 24, 12, 80, bold)
    app.push(MenuScene(app))
    app.toast(text)
    pump(app, frames=2)
