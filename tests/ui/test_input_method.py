"""Typing through an input method (issue 43 item 3): the composition (TEXTEDITING, e.g. Zhuyin "ㄔㄣˊ") is shown
underlined at the caret and not kept; the candidate window is placed at the field; TEXTINPUT commits; keys typed
while composing belong to the input method. On the setup's name field and each field of Join a game."""

from __future__ import annotations

import pygame
import pytest

from scenes.screens.menu import MenuScene
from scenes.screens.setup import SetupScene
from scenes.ui.widgets import TextField
from tests.ui.helpers import click, click_button, key, post, pump, settle

COMPOSING = "ㄔㄣˊ"


@pytest.fixture
def ime_rects(monkeypatch):
    """Where the app asked SDL to put the candidate window."""
    rects: list[pygame.Rect] = []
    monkeypatch.setattr(pygame.key, "set_text_input_rect", lambda rect: rects.append(pygame.Rect(rect)))
    return rects


def _fields(app) -> list[TextField]:
    return [w for w in app.top.widgets if isinstance(w, TextField)]


def _compose_and_commit(app, field: TextField, ime_rects: list[pygame.Rect]) -> None:
    click(app, field.screen_rect(app).center)
    before = field.value
    post(pygame.TEXTEDITING, text=COMPOSING, start=len(COMPOSING), length=0)
    pump(app, frames=2)
    assert field.value == before  # not kept
    box = field.screen_rect(app)
    assert ime_rects and box.contains(ime_rects[-1]) and ime_rects[-1].w > 0  # under the composition
    font = app.fonts.font(app.viewport.px(field.size))
    assert ime_rects[-1].x == box.x + app.viewport.px(8) + font.size(before)[0]  # at the caret
    underline = _underline_pixels(app, field, before)
    assert underline >= 0.9 * font.size(COMPOSING)[0], underline  # shown, underlined
    assert field.shown() == (before, COMPOSING)
    key(app, pygame.K_RETURN)  # picks a candidate in the input method: the field stays in use
    key(app, pygame.K_BACKSPACE)
    assert field.focused and field.value == before
    post(pygame.TEXTINPUT, text="陳")
    pump(app, frames=2)
    assert field.shown() == ((before + "陳")[: field.max_len], "") and field.value == (before + "陳")[: field.max_len]
    assert _underline_pixels(app, field, before) < 0.3 * font.size(COMPOSING)[0]  # committed: no underline
    key(app, pygame.K_RETURN)
    assert not field.focused


def _underline_pixels(app, field: TextField, before: str) -> int:
    """Pixels of the text's colour on the underline's row, below the composition."""
    box = field.screen_rect(app)
    px = app.viewport.px(field.size)
    font = app.fonts.font(px)
    text = app.fonts.text(before + field.composing + "|", px, app.palette.text_dark)
    top = text.get_rect(midleft=(box.x + app.viewport.px(8), box.centery)).y
    y = top + font.get_ascent() + max(1, px // 8)
    start = box.x + app.viewport.px(8) + font.size(before)[0]
    colour = pygame.Color(*app.palette.text_dark)
    return sum(app.screen.get_at((x, y)) == colour for x in range(start, start + font.size(COMPOSING)[0]))


def test_composing_a_setup_name_shows_it_underlined_at_the_caret_and_commits_it(app, ime_rects):
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "New game")
    assert isinstance(app.top, SetupScene)
    field = _fields(app)[0]
    _compose_and_commit(app, field, ime_rects)
    assert app.top.names[0] == field.value and field.value.endswith("陳")


def test_composing_in_each_join_field(app, ime_rects):
    app.push(MenuScene(app))
    settle(app)
    click_button(app, "Play with friends")
    click_button(app, "Join a game")
    for field in _fields(app):  # the address, the code, the player's name
        _compose_and_commit(app, field, ime_rects)
    assert [f.value for f in _fields(app)][-1].endswith("陳")
