"""The setup screen explains itself: each game's one-line description and player range, the help of the option
pointed at, ‹ › on the cyclers, Start as the primary button, Palace's presets."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from scenes.screens.setup import SetupScene
from scenes.ui.widgets import Cycler, Paragraph
from tools.i18n_catalogs import compiled_table

from .helpers import click, click_button, post, pump


def setup_for(app, game_id: str) -> SetupScene:
    scene = SetupScene(app)
    scene.set_game(game_id)
    app.push(scene)
    pump(app)
    return scene


def test_every_game_has_a_translated_description_and_its_player_range(app):
    for gid in catalog.game_ids():
        game = catalog.get_game(gid)
        assert game.description
        about = SetupScene.about(game)
        assert about.startswith(game.description) and f"{game.min_players}–{game.max_players}" in about
        for code in ("de", "zh-Hant"):
            assert compiled_table(code).get(game.description)


def test_the_help_of_the_option_pointed_at_is_shown(app):
    scene = setup_for(app, max(catalog.SHIPPED, key=lambda gid: len(catalog.get_game(gid).option_specs(2))))
    assert isinstance(scene.help_box, Paragraph)
    for key, widget in scene.option_widgets.items():
        post(pygame.MOUSEMOTION, pos=widget.screen_rect(app).center, rel=(0, 0), buttons=(0, 0, 0))
        pump(app, frames=1)
        spec = scene.specs[key]
        assert scene.help_key == key and scene.help_box.text.endswith(spec.help)


def test_start_is_the_primary_button(app):
    scene = setup_for(app, catalog.SHIPPED[0])  # any game
    assert scene.button("Start").primary and not scene.button("Back").primary


def test_the_setups_table_seats_the_players_as_the_table_does(app):
    """Love Letter at 2: the setup's table drew seat 2 on the chair beside seat 1 while the table seats them
    opposite. The players sit spread round the chairs: at 2, seat 2 faces seat 1 across the table, as every game's
    two-player table places the other seat above the own hand."""
    import math

    from game import catalog
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.table.table import TableScene
    from scenes.ui.showcase import seat_chairs

    for game_id in catalog.available_game_ids():
        game = catalog.get_game(game_id)
        for n in range(game.min_players, game.max_players + 1):
            chairs = seat_chairs(game.max_players, n)
            assert sorted(chairs.values()) == list(range(n)) and chairs[0] == 0, (game_id, n)
            gaps = sorted(chairs)
            steps = [(b - a) % game.max_players for a, b in zip(gaps, gaps[1:] + gaps[:1], strict=True)]
            assert max(steps) - min(steps) <= 1, (game_id, n, chairs)  # spread evenly
        if game.min_players == 2:
            other = next(c for c, s in seat_chairs(game.max_players, 2).items() if s == 1)
            assert math.sin(math.pi / 2 + 2 * math.pi * other / game.max_players) < 0, game_id  # across, at the top
            seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random")]
            table = TableScene(app, Match(Session(game, seats, 1), app.store))
            rects = {z.owner: table.layout.zones[z.id].rect for z in table.model.zones
                     if z.owner is not None and z.id in table.layout.zones}
            assert rects[1][1] + rects[1][3] / 2 < rects[0][1] + rects[0][3] / 2, game_id  # the table: Ben across
            table.close()


def clashing_options() -> list[tuple[str, int, str, str]]:
    """(game, players, option, the option it cannot be on with) for every pair of bool options a game declares
    (``OptionSpec.conflicts``) at its fewest to most players."""
    found = []
    for gid in catalog.game_ids():
        game = catalog.get_game(gid)
        for n in range(game.min_players, game.max_players + 1):
            specs = {spec.key: spec for spec in game.option_specs(n) if not spec.hidden}
            found += [(gid, n, key, other) for key, spec in specs.items() if spec.kind == "bool"
                      for other in spec.conflicts if other in specs]
    return found


@pytest.mark.parametrize(("gid", "players", "key", "other"), clashing_options())
def test_turning_on_an_option_turns_off_the_one_it_cannot_be_combined_with_and_says_so(app, gid, players, key,
                                                                                        other):
    """Start refused the pair with the options' keys ("options jokers and more_cards cannot be combined", in
    English whatever the language): clicked on, an option turns off any option it cannot be played with, the
    screen says which, and the game starts."""
    scene = setup_for(app, gid)
    scene.set_players(players)
    pump(app)
    for option, value in ((key, False), (other, True)):  # the other one on first
        while scene.options[option] is not value:
            click(app, scene.option_widgets[option].screen_rect(app).center)
    click(app, scene.option_widgets[key].screen_rect(app).center)
    assert scene.options[key] is True and scene.options[other] is False
    widget = scene.option_widgets[other]
    assert isinstance(widget, Cycler) and widget.value is False and widget.label.endswith("Off")
    spec = scene.specs
    assert app.toast_text == f"{spec[other].label} is off now: it cannot be combined with {spec[key].label}."
    click_button(app, "Start")
    assert not isinstance(app.top, SetupScene), app.toast_text


@pytest.mark.parametrize("gid", catalog.game_ids())
def test_no_control_or_caption_of_the_setup_screen_lies_over_another(app, gid):
    """The "Options" caption reached 20 px under the presets' first button (at 200 % text, German "Optionen" ran
    under "Klassisch"): no two widgets of the screen overlap, at the game's most players."""
    scene = setup_for(app, gid)
    scene.set_players(catalog.get_game(gid).max_players)
    pump(app)
    rects = [(w, w.screen_rect(app)) for w in scene.widgets]
    overlapping = [(type(a).__name__, getattr(a, "label", getattr(a, "text", "")),
                    type(b).__name__, getattr(b, "label", getattr(b, "text", "")))
                   for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:] if ra.colliderect(rb)]
    assert overlapping == []
