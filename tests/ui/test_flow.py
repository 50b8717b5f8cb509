"""Whole flows through the real event loop: menu → setup → table → scoring, Esc/back, resize,
Continue after an autosave, the load list with a damaged save."""

from __future__ import annotations

import pygame
from each_game import a_game

from game.stats import STATS_FILE, StatsStore
from scenes.art.theme import COLOUR_BLIND
from scenes.core.dialogs import ConfirmScene
from scenes.screens.load import LoadScene, SaveRow
from scenes.screens.menu import MenuScene
from scenes.screens.rules import RulesScene
from scenes.screens.scoring import ScoringScene
from scenes.screens.setup import SetupScene
from scenes.table.prompt import StepPrompt
from scenes.table.table import TableScene
from scenes.table.table_menu import SaveAsScene, TableMenu
from scenes.ui.widgets import Cycler
from ui.helpers import (
    a_table,
    card_centre,
    click,
    click_button,
    drag,
    key,
    post_text,
    pump,
    settle,
    zone_centre,
)

GAME = a_game(players=2)
"""The game played from the menu against a bot (any game for two)."""


def start_from_menu(app, seed: int = 7) -> TableScene:
    """Menu → New game → the game for Ana (human) and Ben (Random bot) → Start, by clicks."""
    app.fixed_seed = seed
    if not isinstance(app.top, MenuScene):
        app.push(MenuScene(app))
    pump(app)
    click_button(app, "New game")
    setup = app.top
    assert isinstance(setup, SetupScene)
    while setup.game_id != GAME:
        click(app, setup.widgets[0].screen_rect(app).center)
    ben = [w for w in setup.widgets if isinstance(w, Cycler)][2]
    click(app, ben.screen_rect(app).center)  # Bot: Normal -> Bot: Hard
    click(app, ben.screen_rect(app).center)  # -> Human
    click(app, ben.screen_rect(app).center)  # -> Bot: Random
    assert setup.kinds[:2] == ["human", "random"]
    click_button(app, "Start")
    assert isinstance(app.top, TableScene)
    return app.top


def ready(table: TableScene) -> bool:
    """The human is to act and the table shows the current position."""
    return table.acting() and not table.stale  # not while the table is held at a round's end


def play_one_human_move(app, table: TableScene) -> None:
    """The first legal gesture, done with the mouse: a drag (then the prompt's first buttons) or a button."""
    choice = table.model.choices[0]
    if choice.drag_from:
        uid = sorted(choice.drag_from)[0]
        target = choice.drag_to
        end = zone_centre(app, table, target) if target in table.layout.zones else card_centre(app, table, target)
        drag(app, card_centre(app, table, uid), end)
    else:
        click_button(app, next(w.label for w in table.widgets[2:]))
    while isinstance(app.top, StepPrompt):
        click_button(app, app.top.picker.labels()[0])
    if isinstance(app.top, ConfirmScene):  # a move that knocks the player out asks first: play it anyway
        click(app, app.top.widgets[0].screen_rect(app).center)


def play_to_the_final_scoring(app, table: TableScene) -> None:
    """The human's moves with the mouse, the bot's as they come, every round's scoring clicked on."""
    moves = 0
    while True:
        pump(app, until=lambda: isinstance(app.top, ScoringScene) or ready(table), timeout=60)
        top = app.top
        if isinstance(top, ScoringScene):
            if top.final:
                return
            click_button(app, "Next round")
            continue
        play_one_human_move(app, table)
        moves += 1
        assert moves < 500


def test_a_full_game_against_a_bot_reaches_the_final_scoring(app):
    table = start_from_menu(app)
    play_to_the_final_scoring(app, table)
    assert table.match.session.is_over()
    assert app.top.summary is not None and app.top.summary.rows  # the presenter's summary table is shown
    table.match.saver.flush()  # the statistics are written off the frame loop
    record = StatsStore(app.data_dir).for_player(table.match.session.names[0])[GAME]["random"]
    assert record == {"games": 1, "wins": table.match.session.state.returns()[0]}
    click_button(app, "Back to menu")
    assert isinstance(app.top, MenuScene)


def test_statistics_that_cannot_be_written_are_a_toast_not_a_crash(app):
    (app.data_dir / STATS_FILE).mkdir(parents=True)  # a folder where the file should be: writing it fails
    table = start_from_menu(app)
    play_to_the_final_scoring(app, table)
    table.match.saver.flush()
    pump(app, until=lambda: "Statistics not saved" in app.toast_text, timeout=10)
    assert isinstance(app.top, ScoringScene) and app.top.final  # shown over the final scoring


def test_resize_rescales_the_table(app):
    table = a_table(app, 5)
    pump(app)
    before = table.buttons.fixed[0].screen_rect(app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 576), w=1024, h=576))
    pump(app)
    assert app.screen.get_size() == (1024, 640)  # no smaller than the smallest window (MIN_SIZE)
    after = table.buttons.fixed[0].screen_rect(app)
    assert abs(after.w - before.w * 0.64) <= 2 and abs(after.h - before.h * 0.64) <= 2
    uid = next(iter(table.model.choices[0].drag_from))
    assert app.screen.get_rect().contains(table.screen_rect(table.sprites[uid]))


def test_escape_on_the_main_menu_asks_before_quitting(app):
    """Esc on the main menu closed the app at once: it asks; Esc again (or Cancel) stays, Enter quits."""
    from scenes.core.dialogs import ConfirmScene

    app.push(MenuScene(app))
    pump(app)
    key(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.top, ConfirmScene) and "Quit" in app.top.title
    key(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.top, MenuScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)
    assert not app.running


def test_escape_goes_back_everywhere(app):
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "Rules")
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    table = start_from_menu(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TableMenu) and any("autosaved" in line for line in app.top.subtitle())
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    key(app, pygame.K_ESCAPE)
    click_button(app, "Leave to menu")
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1


def test_continue_resumes_the_autosaved_game(app):
    table = start_from_menu(app)
    pump(app, until=lambda: ready(table))
    play_one_human_move(app, table)
    pump(app, until=lambda: ready(table) or not isinstance(app.top, TableScene))
    history = list(table.match.session.history)
    key(app, pygame.K_ESCAPE)
    click_button(app, "Leave to menu")
    menu = app.top
    settle(app)
    assert menu.button("Continue").enabled
    click_button(app, "Continue")
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.match.session.history == history
    assert resumed.match.session.to_json() == table.match.session.to_json()


def test_menu_continue_is_disabled_without_a_save(app):
    app.push(MenuScene(app))
    settle(app)
    assert not app.top.button("Continue").enabled


def test_load_lists_a_damaged_save_greyed_with_its_reason(app):
    table = start_from_menu(app)
    table.match.saver.flush()
    folder = app.store.folder
    (folder / "broken.json").write_text('{"format": "palace-table-save", "vers', encoding="utf-8")
    key(app, pygame.K_ESCAPE)
    click_button(app, "Leave to menu")
    click_button(app, "Load")
    settle(app)
    scene = app.top
    assert isinstance(scene, LoadScene)
    rows = [w for w in scene.widgets if isinstance(w, SaveRow)]
    damaged = [r for r in rows if not r.info.ok]
    assert len(rows) == 2 and len(damaged) == 1 and damaged[0].info.message
    pump(app)  # drawing a damaged row must not fail
    click(app, damaged[0].screen_rect(app).center)
    assert app.top is scene
    good = next(r for r in rows if r.info.ok)
    click(app, good.screen_rect(app).center)
    assert isinstance(app.top, TableScene)


def test_settings_changes_are_saved(app):
    from game.settings import Settings

    app.push(MenuScene(app))
    pump(app)
    click_button(app, "Settings")
    pace = next(w for w in app.top.widgets if isinstance(w, Cycler) and w.caption == "Bot pace")
    click(app, pace.screen_rect(app).center)
    assert app.settings.bot_pace_ms == 300 and Settings.load().bot_pace_ms == 300
    palette = next(w for w in app.top.widgets if isinstance(w, Cycler) and w.caption == "Colour-blind palette")
    click(app, palette.screen_rect(app).center)
    assert Settings.load().colour_blind and app.palette is COLOUR_BLIND
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_a_game_saved_under_a_name_is_listed_and_opens_where_it_was(app):
    table = start_from_menu(app)
    pump(app, until=lambda: ready(table))
    play_one_human_move(app, table)
    pump(app, until=lambda: ready(table))
    click_button(app, "Menu")
    click_button(app, "Save as…")
    prompt = app.top
    assert isinstance(prompt, SaveAsScene) and prompt.field.focused and "Love Letter" in prompt.field.value
    for _ in prompt.field.value:
        key(app, pygame.K_BACKSPACE)
    click_button(app, "Save")
    assert app.top is prompt and "name" in app.toast_text  # an empty name is refused
    post_text(app, "Before the Princess")
    key(app, pygame.K_RETURN)
    assert app.top is table and app.toast_good and "Before the Princess" in app.toast_text
    history = list(table.match.session.history)
    key(app, pygame.K_ESCAPE)
    click_button(app, "Leave to menu")
    click_button(app, "Load")
    settle(app)
    named = next(w for w in app.top.widgets if isinstance(w, SaveRow) and w.info.name == "Before the Princess")
    click(app, named.screen_rect(app).center)
    assert isinstance(app.top, TableScene) and app.top.match.session.history == history


def test_a_save_is_deleted_from_the_load_list_after_a_confirmation(app):
    table = start_from_menu(app)
    app.store.save(table.match.session, "Keep me")
    app.store.save(table.match.session, "Delete me")
    key(app, pygame.K_ESCAPE)
    click_button(app, "Leave to menu")
    table.match.saver.flush()
    click_button(app, "Load")
    settle(app)
    scene = app.top

    def names():
        return sorted(w.info.name for w in scene.widgets if isinstance(w, SaveRow))

    assert names() == ["Autosave", "Delete me", "Keep me"]
    row = next(w for w in scene.widgets if isinstance(w, SaveRow) and w.info.name == "Delete me")
    delete = next(w for w in scene.widgets if getattr(w, "label", "") == "Delete"  # on the row's card, beside it
                  and row.rect[1] < w.rect[1] + w.rect[3] / 2 < row.rect[1] + row.rect[3])
    click(app, delete.screen_rect(app).center)
    assert isinstance(app.top, ConfirmScene) and "Delete me" in app.top.title
    key(app, pygame.K_ESCAPE)  # changed their mind
    assert app.top is scene and names() == ["Autosave", "Delete me", "Keep me"]
    click(app, delete.screen_rect(app).center)
    click_button(app, "Delete")
    settle(app)
    assert app.top is scene and names() == ["Autosave", "Keep me"]
    assert not row.info.path.exists()


def test_setup_refuses_two_players_with_the_same_name(app):
    """A prompt step shows names ("Target: Ben"): two seats called Ben (in any case) are refused at Start."""
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "New game")
    setup = app.top
    second_name = [w for w in setup.widgets if type(w).__name__ == "TextField"][1]
    click(app, second_name.screen_rect(app).center)
    for _ in range(len(setup.names[1])):
        key(app, pygame.K_BACKSPACE)
    post_text(app, "ana ")
    key(app, pygame.K_RETURN)
    click_button(app, "Start")
    assert app.top is setup and "ana" in app.toast_text
    click(app, second_name.screen_rect(app).center)
    for _ in range(4):
        key(app, pygame.K_BACKSPACE)
    post_text(app, "Bea")
    click_button(app, "Start")
    assert isinstance(app.top, TableScene)
    assert app.top.match.session.names[:2] == ["Ana", "Bea"]


def test_the_menus_subtitle_names_every_way_to_play_and_fits_the_window(app):
    """The subtitle said "against bots or around one screen" beside a Play with friends button."""
    from game import i18n
    from scenes.screens.menu import subtitle

    assert "friends" in subtitle() and "bots" in subtitle() and "one screen" in subtitle()
    app.resize((1024, 640))
    try:
        for code in ("en", "de", "zh-Hant"):
            i18n.set_language(code)
            width = app.fonts.font(app.viewport.px(22)).size(subtitle())[0]
            assert width <= app.screen.get_width() - 2 * app.viewport.px(40), code
    finally:
        i18n.set_language("en")
