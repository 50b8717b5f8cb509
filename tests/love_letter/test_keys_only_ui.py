"""Love Letter's table by keys alone, on its known deals (moved from the generic tests/ui/test_keys_only.py): the keys
of the table, Tab through its areas, a Guard's prompt answered by number keys, Esc, the rules panel."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from scenes.core import flow
from scenes.core.keys_help import KeysHelp
from scenes.table.keyboard import Item, TableKeys
from scenes.table.prompt import StepPrompt
from tests.love_letter.tables import GUARD_SEED, SIMPLE_SEED, love_letter_table
from tests.ui.helpers import post, pump
from tests.ui.test_keys_only import press, press_until


@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_question_mark_lists_the_keys_of_the_screen_in_the_language(app, language):
    set_language(language)
    try:
        flow.open_menu(app)
        pump(app)
        press(app, pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, text="?")
        assert isinstance(app.top, KeysHelp)
        lines = app.top.subtitle()
        assert any("Tab" in line for line in lines)
        if language != "en":
            assert not any("Move the focus" in line for line in lines)
        press(app, pygame.K_ESCAPE)
        assert not isinstance(app.top, KeysHelp)
        table = love_letter_table(app, SIMPLE_SEED)
        pump(app)
        press(app, pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, text="?")
        assert isinstance(app.top, KeysHelp) and len(app.top.rows) > len(lines)
        assert table.rules.panel is None
    finally:
        set_language("en")


def test_the_rules_panel_lists_the_tables_keys(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    table.rules.toggle()
    assert "Mark cards to play together" in table.rules.panel.text.text


def test_tab_walks_the_tables_areas_and_enter_plays_the_focused_card(app, said):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app, until=lambda: table.acting())
    keys = table.focus
    assert isinstance(keys, TableKeys)
    press(app, pygame.K_TAB)
    assert keys.area == "hand" and keys.focused().kind == "card"
    face = table.sprites[keys.focused().ref].card.face
    spec = table.spec(face)
    assert said[-1].startswith(spec.title) and spec.text in said[-1]  # its name, value and effect
    areas = [k for k, _ in keys.areas()]
    assert areas[:2] == ["hand", "centre"] and any(k.startswith("seat:") for k in areas) and "buttons" in areas
    for _ in areas:
        press(app, pygame.K_TAB)
    assert keys.area == "hand"
    press(app, pygame.K_TAB)
    press(app, pygame.K_TAB)  # a seat: its name and points
    assert keys.area.startswith("seat:") and said[-1].startswith("Ben")
    press(app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    press(app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert keys.area == "hand"
    moves = len(table.match.session.history)
    press(app, pygame.K_RETURN, text="\r")
    pump(app, until=lambda: len(table.match.session.history) > moves)
    assert face in repr(table.match.session.history[moves])  # the focused card was played (a bot may reply at once)


def test_a_guard_by_keys_asks_in_a_prompt_answered_by_number_keys(app, said):
    table = love_letter_table(app, GUARD_SEED)
    pump(app, until=lambda: table.acting())
    keys = table.focus
    press(app, pygame.K_TAB)
    press_until(app, lambda: table.sprites[keys.focused().ref].card.face == "guard", pygame.K_RIGHT)
    press(app, pygame.K_RETURN, text="\r")
    prompt = app.top
    assert isinstance(prompt, StepPrompt)
    pump(app)
    assert prompt.focus.current() is prompt.widgets[0]  # the prompt takes the keyboard
    assert said[-1].startswith(prompt.title)  # the question and its option
    press(app, pygame.K_ESCAPE)  # Esc cancels the half-made move
    assert app.top is table and len(table.match.session.history) == 0
    press(app, pygame.K_RETURN, text="\r")
    moves = len(table.match.session.history)
    prompt = app.top
    press_until(app, lambda: len(prompt.focus.items()) >= 6, pygame.K_1, text="1")  # the target: the first seat
    faces = {item.step.face: item for item in prompt.focus.items() if hasattr(item, "step") and item.step.face}
    assert faces["priest"].number_key == 2 and faces["baron"].number_key == 3  # the guess: the keys name values
    assert ("0–9", "Name the card of that value") in prompt.focus.keys_help()  # and the ? list says so
    press(app, pygame.K_1, text="1")  # no card of value 1 can be guessed: the 1 key picks nothing
    assert app.top is prompt
    press(app, pygame.K_2, text="2")  # the Priest
    pump(app, until=lambda: len(table.match.session.history) > moves)
    played = table.match.session.history[moves]
    assert "guard" in repr(played) and played[-1] == 2  # the Guard, naming the Priest (2)


def test_esc_puts_carried_cards_down_without_opening_the_menu(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app, until=lambda: table.acting())
    keys = table.focus
    press(app, pygame.K_TAB)
    uid = keys.focused().ref
    keys.carried, keys.places = frozenset({uid}), [Item("zone", z.id) for z in table.shown.zones[:2]]
    press(app, pygame.K_RIGHT)
    assert keys.place == 1
    press(app, pygame.K_ESCAPE)
    assert keys.carried is None and app.top is table
    press(app, pygame.K_ESCAPE)
    assert app.top is not table  # nothing half made: Esc opens the table's menu


def test_a_mouse_press_takes_the_ring_away(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app, until=lambda: table.acting())
    press(app, pygame.K_TAB)
    assert table.focus.ring_rect() is not None
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    pump(app)
    assert table.focus.ring_rect() is None


def test_the_own_seat_can_be_focused_for_a_move_that_names_it(app):
    """Palastgeflüster's "who plays next" may name the player themself: their own seat is an item of their area
    (a keys-only game failed there: the keys did not reach "Dan plays next")."""
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app, until=lambda: table.acting())
    hand = dict(table.focus.areas())["hand"]
    assert hand[-1] == Item("seat", table.match.viewer) and hand[0].kind == "card"


def test_the_rules_panel_tabs_and_sections_by_keys(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app, until=lambda: table.acting())
    press(app, pygame.K_F1)
    keys = table.focus
    press_until(app, lambda: keys.area == "rules", pygame.K_TAB)
    press_until(app, lambda: getattr(keys.current(), "label", "") == "Sections", pygame.K_RIGHT)
    press(app, pygame.K_RETURN, text="\r")
    assert table.rules.panel.tab == "sections"
    press_until(app, lambda: keys.focused().kind == "section", pygame.K_RIGHT)
    line = keys.focused().ref
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN, text="\r")
    assert table.rules.panel.tab == "rules" and table.rules.panel.text.offset > 0 and line is not None


def test_a_prompts_grid_is_walked_with_the_four_arrows(app):
    table = love_letter_table(app, GUARD_SEED)
    pump(app, until=lambda: table.acting())
    keys = table.focus
    press(app, pygame.K_TAB)
    press_until(app, lambda: table.sprites[keys.focused().ref].card.face == "guard", pygame.K_RIGHT)
    press(app, pygame.K_RETURN, text="\r")
    prompt = app.top
    press_until(app, lambda: len(prompt.focus.items()) >= 6, pygame.K_1, text="1")  # the guesses: a row of faces
    pump(app)
    items = prompt.focus.items()
    first, right, cancel = items[0].screen_rect(app), items[1].screen_rect(app), items[-1].screen_rect(app)
    assert right.centery == first.centery and right.x > first.right and cancel.top > first.bottom
    assert prompt.focus.index == 0
    press(app, pygame.K_RIGHT)
    assert prompt.focus.index == 1
    press(app, pygame.K_DOWN)
    assert prompt.focus.current() is items[-1]  # Cancel, under the row
    press(app, pygame.K_UP)
    assert prompt.focus.current() in items[:-1]
