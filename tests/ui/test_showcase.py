"""The menu's and the setup screen's art sits in the room the controls leave: it never covers a button or a
field at any player count, the setup screen's preview shows the chosen game's own cards, and the menu's
column of buttons closes up to take more buttons."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from scenes.art.games import showcase
from scenes.screens.menu import MenuScene, item_rects
from scenes.screens.setup import HELP_BOTTOM, SetupScene
from scenes.ui.showcase import MENU_FAN, MENU_PALACE, PREVIEW_SPREAD, fan

from .helpers import click_button, faces_drawn_on_frame_thread, pump


def overlaps(a, b) -> bool:
    return pygame.Rect(*map(round, a)).colliderect(pygame.Rect(*map(round, b)))


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_the_setup_art_covers_no_control_at_any_player_count(app, game_id):
    game = catalog.get_game(game_id)
    scene = SetupScene(app)
    scene.set_game(game_id)
    surface = pygame.Surface(app.viewport.size)
    for players in range(game.min_players, game.max_players + 1):
        scene.set_players(players)
        art = [r for r in (scene.preview, scene.table_art) if r is not None]
        assert scene.preview is not None or players == game.max_players, (game_id, players)
        for rect in art:
            assert rect[1] + rect[3] <= HELP_BOTTOM
            for widget in scene.widgets:
                assert not overlaps(rect, widget.rect), (game_id, players, rect, widget)
        if len(art) == 2:
            assert not overlaps(*art)
        scene.draw(surface)  # draws at every count


def test_the_preview_fans_out_the_chosen_games_own_faces(app):
    gid = catalog.SHIPPED[0]  # any game
    faces = tuple((gid, face) for face in showcase(gid))
    assert len(faces) == 5 and all(face in catalog.get_game(gid).cards() for _, face in faces)
    hand = fan(app, faces, 70, 98, PREVIEW_SPREAD)
    assert 70 * 2 < hand.get_width() < 70 * 5 and hand.get_height() > 98
    assert hand.get_at((hand.get_width() // 2, hand.get_height() // 2)).a == 255  # cards, not a clear box
    assert hand.get_at((0, 0)).a == 0  # fanned: clear corners
    assert fan(app, faces, 70, 98, PREVIEW_SPREAD) is hand  # cached


def test_the_menu_art_leaves_the_buttons_clear_and_the_column_takes_more_buttons(app):
    scene = MenuScene(app)
    app.push(scene)
    pump(app)
    assert [w.rect for w in scene.widgets] == item_rects(len(scene.widgets))
    for n in range(len(scene.widgets), len(scene.widgets) + 3):  # room for a Learn to play button and more
        rects = item_rects(n)
        assert rects[-1][1] + rects[-1][3] <= 900 and rects[0][3] >= 48
        for i, rect in enumerate(rects):
            assert not overlaps(rect, MENU_FAN) and not overlaps(rect, MENU_PALACE)
            assert all(not overlaps(rect, other) for other in rects[i + 1:])
    click_button(app, scene.widgets[0].label)  # the buttons still work beside the art
    pump(app)
    assert isinstance(app.top, SetupScene)


def test_the_first_menu_frame_draws_no_face_and_the_pictures_follow_when_ready(app, monkeypatch):
    """The menu's pictures (faces from every game, the palace's vectors) are drawn on a thread of their own: the
    first menu frame draws no card face; the frame after they are ready shows them, as drawn on the frame thread."""
    from scenes.ui import showcase as showcase_module

    on_frame_thread = faces_drawn_on_frame_thread(monkeypatch)
    monkeypatch.setattr(showcase_module, "_menu_jobs", {})
    scene = MenuScene(app)
    app.push(scene)
    app.step(0.0)
    assert on_frame_thread == []
    showcase_module.menu_art(app).wait(60)
    app.step(0.0)  # the menu sees them ready and draws them
    assert scene.art_shown and not scene.art_pending and on_frame_thread == []
    box = app.viewport.rect(MENU_FAN)
    shown = app.screen.subsurface(box).copy()
    card_h = app.viewport.px(MENU_FAN[3] * 0.54)
    for _ in range(2):  # as drawn on the frame thread before: smaller when too large for its box
        here = showcase_module.fan(app, showcase_module.MENU_CARDS, round(card_h * 100 / 140), card_h,
                                   showcase_module.MENU_SPREAD)
        card_h = int(card_h * min(1.0, box.w / here.get_width(), box.h / here.get_height()))
    expected = pygame.Surface(app.screen.get_size())
    scene.fill_background(expected)
    expected.blit(here, here.get_rect(center=box.center))
    expected = expected.subsurface(box)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_pygame_quitting_waits_for_the_menus_pictures_being_drawn(app, monkeypatch):
    from scenes.ui import showcase as showcase_module

    monkeypatch.setattr(showcase_module, "_menu_jobs", {})
    job = showcase_module.menu_art(app)
    pygame.quit()  # as the app closes at once: the thread drawing the pictures is not cut off mid-way
    assert job.done and job.error is None


def test_the_menu_composes_its_felt_and_art_once_and_shows_them_unchanged(app, monkeypatch):
    """Once its art is drawn, the menu's felt and art are composed once for the window and shown by one blit: a
    later frame draws the same picture without blending the art anew."""
    from scenes.screens import menu as menu_module
    from scenes.ui import showcase as showcase_module

    scene = MenuScene(app)
    app.push(scene)
    showcase_module.menu_art(app).wait(60)
    app.step(0.0)
    assert scene.art_shown
    boxes = [app.viewport.rect(MENU_FAN), app.viewport.rect(MENU_PALACE)]  # (the buttons may change: Continue)

    def pictures() -> list[bytes]:
        return [pygame.image.tobytes(app.screen.subsurface(box), "RGB") for box in boxes]

    first = pictures()
    drawn: list[pygame.Surface] = []
    art = showcase_module.draw_menu_art
    def watched(surface: pygame.Surface, ui) -> bool:
        drawn.append(surface)
        return art(surface, ui)

    monkeypatch.setattr(showcase_module, "draw_menu_art", watched)
    monkeypatch.setattr(menu_module, "draw_menu_art", watched, raising=False)  # (wherever the menu takes it from)
    for _ in range(3):
        app.invalidate()
        app.step(0.0)
        assert pictures() == first
    assert drawn == []


def test_the_menu_lets_its_composed_backdrop_go_while_covered_and_shows_it_again(app):
    """The composed backdrop is one window-sized surface: the menu holds it only while it shows (it outlived the
    menu in a module global before). Back on the menu, the same picture shows again."""
    from scenes.ui import showcase as showcase_module

    scene = MenuScene(app)
    app.push(scene)
    showcase_module.menu_art(app).wait(60)
    app.step(0.0)
    assert scene.art_shown and scene.backdrop.held
    boxes = [app.viewport.rect(MENU_FAN), app.viewport.rect(MENU_PALACE)]
    first = [pygame.image.tobytes(app.screen.subsurface(box), "RGB") for box in boxes]
    app.push(SetupScene(app))
    app.step(0.0)
    assert not scene.backdrop.held
    app.pop()
    app.step(0.0)
    assert scene.backdrop.held
    assert [pygame.image.tobytes(app.screen.subsurface(box), "RGB") for box in boxes] == first
    app.pop()
    assert not scene.backdrop.held
